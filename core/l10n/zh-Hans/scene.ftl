# scene: messages in zh-Hans (see core/src/l10n/mod.rs).

## The words of the board for screen readers and the status line (scene::text, scene::a11y).
# A piece with its colour: "红马", "黑卒".
scene-piece = { $color ->
        [red] 红{ $kind ->
            [general] 帅
            [advisor] 仕
            [elephant] 相
            [horse] 马
            [chariot] 车
            [cannon] 炮
           *[soldier] 兵
        }
       *[black] 黑{ $kind ->
            [general] 将
            [advisor] 士
            [elephant] 象
            [horse] 马
            [chariot] 车
            [cannon] 炮
           *[soldier] 卒
        }
    }
# A point with the piece on it: "红马在b0" (an empty point is its name alone).
scene-piece-on = { scene-piece }在{ $point }
# How many legal moves a piece of the side to move has.
scene-move-count = { $n ->
        [0] 无路可走
        [1] 一种走法
        [2] 两种走法
       *[other] { $n } 种走法
    }
# What a piece of the side not to move says instead of its move count.
scene-not-their-turn = { $color ->
        [red] 还没轮到红方
       *[black] 还没轮到黑方
    }
scene-empty = 空
scene-gives-check = 正在将军
scene-in-check = 被将军
scene-in-danger = 有危险
scene-selected = 已选中
scene-legal-target = 可走落点
scene-risky-target = 有风险的落点
# A blocked target of the selected piece, by the reason's short name (explain-block-name).
scene-blocked-target = 受阻：{ explain-block-name }
# Between the parts of a point's value ("两种走法，可走落点").
scene-value-separator = ，
# One point as one spoken line: the label and the value, then "selected", then the action.
scene-spoken = { $label }，{ $value }
scene-spoken-selected = { $line }，{ scene-selected }
scene-spoken-action = { $line }。{ $action }
# What a double tap does.
scene-action = { $action ->
        [select] 选择
        [deselect] 取消选择
        [move-here] 走到这里
       *[capture-here] 在这里吃子
    }

## Answers to a tap on the board (scene::text).
# After a selection; $targets are the legal targets joined with scene-target-separator.
scene-selection = { $who }：{ $count ->
        [0] 没有可走的着法。
       *[other] 可以走到 { $targets }。
    }
scene-target-separator = 、
scene-deselected = 已取消选择。
scene-computer-to-move = 现在轮到电脑走棋。
scene-computer-thinking = 电脑正在思考。
# A tap on a piece of the side not to move.
scene-not-your-piece = { $color ->
        [red] 这是红方的棋子，现在轮到黑方走棋。
       *[black] 这是黑方的棋子，现在轮到红方走棋。
    }
