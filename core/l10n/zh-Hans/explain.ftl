# explain: messages in zh-Hans (see core/src/l10n/mod.rs).

explain-risky-the-opponent-can = 有风险：对方能在那里吃掉这枚棋子，而你无法反吃。

## Why a point is not a legal target (explain::BlockReason): its short name (also what the
## status line starts with), and the status line (explain::status_line). $mover is the
## moving piece's kind (the river stops elephants and soldiers differently).
explain-block-name = { $reason ->
        [horse-leg] 蹩马腿
        [elephant-eye] 塞象眼
        [river] 河界
        [palace] 九宫
        [check] 送将
        [flying-general] 将帅照面
        [iron-piece] 铁子
        [own-piece] 己方棋子
        [cannon-no-screen] 没有炮架
       *[cannon-screens] 炮架太多
    }
explain-status-line = { explain-block-name }：{ $reason ->
        [horse-leg] 马的旁边紧挨着一枚棋子，这条路走不通。
        [elephant-eye] 田字中间的象眼上有子。
        [river] { $mover ->
            [soldier] 兵卒过河以后才能横走。
           *[other] 相（象）不能过河。
        }
        [palace] 将（帅）和士（仕）不能走出九宫。
        [check] 走了这步，你的将（帅）就会被将军。
        [flying-general] 走了这步，将帅之间没有棋子隔开，会直接照面。
        [iron-piece] 这枚棋子现在还不能吃。
        [own-piece] 那里已经有你自己的棋子。
        [cannon-no-screen] 炮吃子时，中间必须正好隔着一枚棋子。
       *[cannon-screens] 炮只能隔着正好一枚棋子吃子。
    }

## How a piece moves (explain::gait).
explain-gait = { $kind ->
        [general] 在九宫内直走一格，不能走出九宫。将帅之间必须有棋子隔开，不能直接照面。
        [advisor] 在九宫内斜走一格。
        [elephant] 斜走两格（走“田”字），不能过河。田字中间的象眼有子时不能走。
        [horse] 先直走一格，再斜着向外走一格（走“日”字）。第一步的位置上有子（蹩马腿）时，后面的两个落点都走不到。
        [chariot] 直线行走，只要路上没有棋子阻挡，格数不限。
        [cannon] 走法和车相同；吃子时必须隔着正好一枚棋子（炮架）跳吃。
       *[soldier] 每步向前走一格；过河以后也可以横走一格。永不后退。
    }

## The move helper and the piece card as readable lines (explain::render_help,
## explain::render_card). Points are ICCS ("b0"); a list of points is joined with spaces.
# The first line: the piece with its colour and its point ("红马 b0").
explain-piece-on = { scene-piece } { $point }
# An empty list of points.
explain-no-points = 无
explain-help-not-to-move = （未轮到这一方：以下落点按轮到它走棋计算）
explain-help-legal = 可走落点：{ $points }
explain-help-risky = 有风险：{ $points }——{ explain-risky-the-opponent-can }
explain-help-blocked = 受阻 { $point }：{ $why }
explain-help-blocked-by = 受阻 { $point }（{ $blocker } 有子）：{ $why }
explain-help-checkers = 将军来自：{ $points }
explain-card-region = { $region ->
        [palace] 位于九宫内。
        [own-half] 位于本方一侧。
       *[across-river] 已经过河。
    }
explain-card-attacks = 可吃：{ $points }
explain-card-attacked-by = 攻击者：{ $points }
explain-card-defended-by = 保护者：{ $points }
explain-card-pinned-by = 被 { $point } 牵制
explain-card-in-danger = 有危险：受到攻击，且没有保护。
explain-card-blocked = 无路可走：没有合法着法。
explain-card-legal-moves = 可走着法：{ $n }
