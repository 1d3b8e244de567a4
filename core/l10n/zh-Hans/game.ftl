# game: messages in zh-Hans (see core/src/l10n/mod.rs).

game-end-reason = { $reason -> 
        [checkmate] 将死
        [stalemate] 困毙
        [perpetual-check] 长将
        [perpetual-chase] 长捉
        [repetition] 重复局面
        [no-attackers] 双方均无进攻子力
        [move-limit] 60 回合未吃子
        [agreement] 双方议和
        [resignation] 认输
        [timeout] 超时
        [timeout-no-attackers] 超时，但对方已无进攻子力
       *[forfeit] 离开对局
    }
game-wins = { $who }胜：{ $why }
game-repetition-warning = { $kind -> 
        [perpetual-check] 注意：{ $who }在长将——再重复一次，{ $who }判负。
        [perpetual-chase] 注意：{ $who }在长捉——再重复一次，{ $who }判负。
       *[draw] 局面第二次出现：{ $who }在重复——再重复一次即为和棋。
    }
game-against = 对阵{ $name } · 你执{ $you }
game-handicap-the-computer = 电脑
game-damaged-file-moved = 损坏的文件现在位于 { $path }。
game-clock-line = { $label }：{ $text }
game-draw-declined = 对方拒绝和棋。
game-resign = 认输
game-play-on = 继续下棋
game-accept-the-draw = 同意和棋
game-decline = 拒绝
game-moves = 着法
game-looking-for-a-hint = 正在寻找提示……
game-undo = 悔棋
game-hint = 提示
game-offer-a-draw = 求和
game-share-position = 分享局面
game-new-game = 新对局
game-review-the-game = 复盘
game-analyse-position = 分析局面
game-home = 返回首页
game-red = 红方
game-black = 黑方
game-to-move = 轮到{ $who }走棋
game-to-move-check = 轮到{ $who }走棋——将军！
game-draw = 和棋：{ $why }
game-two-players = 双人对弈
game-own-position = 自定局面
game-perpetual-check-only = 只判长将
game-stalemate-is-a-draw = 困毙算和
game-house-rules = 自定规则
game-clock = 计时
game-a-chariot = 一车
game-a-cannon = 一炮
game-a-horse = 一马
game-both-horses = 双马
game-soldiers-elephants-and-advisors = 兵、相和仕
game-per-move = 每步
game-games-could-not-be = { $n } 局棋已无法读取。
game-the-settings = 、设置
game-1-game = 1 局对局
game-games = { $n } 局对局
game-carried-over-and-puzzle = { $kept }已保留：{ $games }{ $settings }，以及 { $arg1 } 条残局和课程记录。{ $lost }
