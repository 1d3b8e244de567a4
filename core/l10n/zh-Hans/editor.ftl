# editor: messages in zh-Hans (see core/src/l10n/mod.rs).

editor-left = { $name }（还剩 { $left } 个）
editor-place = 放置{ $name }
editor-remove = 移除
editor-copy-fen = 复制 FEN
editor-fen-copied = 局面已复制（FEN）。

## Why the edited board cannot be played (editor::validity_text, editor::problem_text).
editor-over = { $ending ->
        [checkmate] 走棋方已被将死：这里没有棋可下了。
        [stalemate] 走棋方无子可动（困毙）：这里没有棋可下了。
       *[no-attackers] 双方都已没有进攻子力（车、马、炮或兵卒）：和棋。
    }
editor-side = { $color ->
        [red] 红方
       *[black] 黑方
    }
editor-pieces = { $kind ->
        [general] 将
        [advisor] 士
        [elephant] 象
        [horse] 马
        [chariot] 车
        [cannon] 炮
       *[soldier] 兵
    }
# Red's and Black's characters: 帅仕相马车炮兵 / 将士象马车炮卒.
editor-the-piece = { editor-side }的{ $kind ->
        [general] { $color ->
            [red] 帅
           *[black] 将
        }
        [advisor] { $color ->
            [red] 仕
           *[black] 士
        }
        [elephant] { $color ->
            [red] 相
           *[black] 象
        }
        [horse] 马
        [chariot] 车
        [cannon] 炮
       *[soldier] { $color ->
            [red] 兵
           *[black] 卒
        }
    }
editor-too-many-pieces = { editor-side }有 { $count } 个{ $kind ->
        [general] { $color ->
            [red] 帅
           *[black] 将
        }
        [advisor] { $color ->
            [red] 仕
           *[black] 士
        }
        [elephant] { $color ->
            [red] 相
           *[black] 象
        }
        [horse] 马
        [chariot] 车
        [cannon] 炮
       *[soldier] { $color ->
            [red] 兵
           *[black] 卒
        }
    }；{ $kind ->
        [general] 只能有一个。
       *[other] 最多只能有 { $max } 个。
    }
editor-missing-general = { editor-side }没有{ $color ->
        [red] 帅
       *[black] 将
    }。
editor-general-outside-palace = { editor-the-piece }（{ $point }）在九宫之外。
editor-unreachable-point = { editor-the-piece }（{ $point }）所在的点是它永远走不到的。
editor-soldier-behind-start = { editor-the-piece }（{ $point }）退到了起始横线之后，兵卒不能后退。
editor-generals-facing = 将帅在同一条直线上照面，中间没有棋子隔开。
editor-opposite-check = { editor-side }正被将军，但现在轮到的不是{ editor-side }走棋。
