# review: messages in zh-Hans (see core/src/l10n/mod.rs).

review-quality = { $quality -> 
        [best] 最佳着法
        [good] 好棋
        [inaccuracy] 缓着
        [mistake] 错着
       *[blunder] 败着
    }
review-quality-in-text = { $quality -> 
        [best] 最佳着法
        [good] 好棋
        [inaccuracy] 缓着
        [mistake] 错着
       *[blunder] 败着
    }
review-side = { $color -> 
        [red] 红方
       *[black] 黑方
    }
review-key-moment = 第 { $number } 回合，{ $who }：{ $notation }——{ $label }（−{ $swing }）
review-summary = { $who }：最佳 { $best } 步，好棋 { $good } 步，缓着 { $inaccuracies } 步，错着 { $mistakes } 步，败着 { $blunders } 步；平均每步损失 { $avg }。
review-decimal = { $int }.{ $frac }
