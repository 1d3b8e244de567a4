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
        [perpetual-check] 注意：{ $who }正在长将，第三次重复时{ $who }判负。
        [perpetual-chase] 注意：{ $who }正在长捉，第三次重复时{ $who }判负。
       *[draw] 局面第二次出现：{ $who }在重复着法，第三次出现即为和棋。
    }
game-against = 对阵{ $name } · 你执{ $you }
game-draw-declined = 对方拒绝和棋。
game-resign = 认输
game-play-on = 继续下棋
game-accept-the-draw = 同意和棋
game-decline = 拒绝
game-looking-for-a-hint = 正在寻找提示……
game-undo = 悔棋
game-hint = 提示
game-offer-a-draw = 求和
game-share-position = 分享局面
game-new-game = 新对局
game-review-the-game = 复盘
game-analyse-position = 分析局面
game-to-move = 轮到{ $who }走棋
game-to-move-check = 轮到{ $who }走棋，正被将军！
game-draw = 和棋：{ $why }
game-two-players = 双人对弈
game-own-position = 自定局面

## The game's heading (texts::game_title): its parts are joined by " · ".
# $giver: computer (against the computer, when it gives the handicap), red or black.
game-handicap = 让子：{ $giver ->
        [computer] 电脑
        [red] 红方
       *[black] 黑方
    }让{ $handicap ->
        [chariot] 单车
        [cannon] 单炮
        [horse] 单马
        [two-horses] 双马
       *[nine] 九子（兵、相、仕）
    }
game-house-rules-line = 自定规则：{ $rules ->
        [check-only] 只判长将
        [stalemate-draw] 困毙算和
       *[both] 只判长将，困毙算和
    }
game-clock-line = 计时：{ $clock }
game-clock-per-move = 每步 { $s } 秒
# The computer's move, said and shown: "美芳：马八进七".
game-computer-moved = { $who }：{ $mv }
# The caption of a shared position: the game's heading and its status line.
game-share-caption = { $title }——{ $status }
# The banner after a damaged database was moved aside and a fresh one started.
game-recovered = { $moved ->
        [yes] 损坏的文件已移到 { $path }。
       *[no] {""}
    }已转入新数据库：{ $games } 局对局{ $settings ->
        [yes] 、设置
       *[no] {""}
    }，以及 { $progress } 条残局和课程记录。{ $lost ->
        [0] {""}
       *[other] 另有 { $lost } 局对局已无法读取。
    }
# The board screens: player strips, the move strip, the icon bar, the menu, the legend and
# the result sheet.
game-title-against = 对阵{ $who }
game-menu = 菜单
game-flip-board = 翻转棋盘
game-settings = 设置
game-rematch = 再来一局
game-share = 分享
# The player at the bottom, against the computer.
strip-you = 你
# The grace period on a strip's clock: seconds left.
strip-grace = 宽限 { $s } 秒
# A strip read by the screen reader; "none" where a part is missing.
strip-accessibility = { $name }{ $detail ->
        [none] {""}
       *[other] ，{ $detail }
    }{ $material ->
        [0] {""}
       *[other] ，领先 { $material } 分
    }{ $clock ->
        [none] {""}
       *[other] ，剩余 { $clock }
    }
moves-stepping = 第 { $ply } 步，共 { $total } 步
moves-back-to-game = 回到对局
moves-step-back = 上一步
moves-step-forward = 下一步
legend-title = 棋盘标记的含义
legend-mark = { $mark ->
        [last-move] 上一步棋：从哪里走到哪里
        [selection] 你拿起的棋子
        [target] 可以走到的位置
        [capture] 可以吃掉的棋子
        [check] 正在将军的棋子
        [blocked] 不能走到的位置
        [blocker] 挡住去路的棋子
       *[danger] 你的棋子受到攻击且无保护
    }
legend-got-it = 知道了
result-headline = { $outcome ->
        [won] 你赢了
        [lost] 你输了
        [side] { $who }胜
       *[drawn] 和棋
    }
result-reason = { $reason ->
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
        [timeout-no-attackers] 超时，对方无进攻子力
       *[forfeit] 离开对局
    }
result-record = 对阵{ $who }：{ $record }
game-result = 结果
game-close-result = 查看棋盘
