# engine: messages in zh-Hans (see core/src/l10n/mod.rs).

engine-xiaolan-the-pupil = 小兰，学徒
engine-meifang-the-actress = 美芳，演员
engine-master-wang = 王大师

## Why a move is good: one phrase per engine::Reason (no full stop), joined by engine-reasons
## into a sentence. $piece and $against are piece kinds (general … soldier); the pieces are
## named as the notation names them (将 士 象 马 车 炮 兵).
engine-reason-mates = 将死对方
engine-reason-mate-in = 可以{ $n }步连杀
engine-reason-holds-out = 抵抗得最久
engine-reason-captures = 吃掉对方的{ $piece ->
        [general] 将
        [advisor] 士
        [elephant] 象
        [horse] 马
        [chariot] 车
        [cannon] 炮
       *[soldier] 兵
    }
engine-reason-check = 将军
engine-reason-wins-material = 能够强行得子
engine-reason-escapes = 让{ $piece ->
        [general] 将
        [advisor] 士
        [elephant] 象
        [horse] 马
        [chariot] 车
        [cannon] 炮
       *[soldier] 兵
    }脱离险境
engine-reason-defends = 保护{ $piece ->
        [general] 将
        [advisor] 士
        [elephant] 象
        [horse] 马
        [chariot] 车
        [cannon] 炮
       *[soldier] 兵
    }免受对方{ $against ->
        [general] 将
        [advisor] 士
        [elephant] 象
        [horse] 马
        [chariot] 车
        [cannon] 炮
       *[soldier] 兵
    }的攻击
engine-reason-threatens = 捉对方的{ $piece ->
        [general] 将
        [advisor] 士
        [elephant] 象
        [horse] 马
        [chariot] 车
        [cannon] 炮
       *[soldier] 兵
    }
engine-reason-develops = 出动{ $piece ->
        [general] 将
        [advisor] 士
        [elephant] 象
        [horse] 马
        [chariot] 车
        [cannon] 炮
       *[soldier] 兵
    }
engine-reason-improves = 改善{ $piece ->
        [general] 将
        [advisor] 士
        [elephant] 象
        [horse] 马
        [chariot] 车
        [cannon] 炮
       *[soldier] 兵
    }的位置
# The phrases as one sentence ($count of them, at most three).
engine-reasons = { $count ->
        [1] { $first }。
        [2] { $first }，并{ $second }。
       *[other] { $first }，{ $second }，并{ $third }。
    }
# A hint on screen: the move, then why.
engine-hint-line = { $notation }：{ $reason }
