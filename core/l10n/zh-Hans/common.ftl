# common: messages in zh-Hans (see core/src/l10n/mod.rs).

character-name = { $level -> 
        [easy] 小兰
        [normal] 美芳
       *[strong] 王大师
    }
level-label = { $level -> 
        [easy] 入门
        [normal] 普通
       *[strong] 高手
    }
color-name = { $color -> 
        [red] 红方
       *[black] 黑方
    }
color-red-detail = 你先走
color-black-detail = 电脑先走
clock-none = 不计时
clock-per-move-detail = 每步限时，另有15秒宽限
clock-fischer-detail = 每方分钟数 + 每步加秒
handicap-none = 不让子
handicap-name = { $handicap -> 
        [chariot] 让单车
        [cannon] 让单炮
        [horse] 让单马
        [two-horses] 让双马
       *[nine] 让九子
    }
handicap-detail = 红方让子；铁子护阵
computer-handicap-none = 不让子
computer-handicap-name = { $handicap -> 
        [horse] 电脑让一马
        [chariot] 电脑让一车
       *[two-horses] 电脑让双马
    }
stage-name = { $stage -> 
        [stage] 舞台
        [rehearsal] 排练
       *[lacquer] 漆木棋盘
    }
stage-detail = { $stage -> 
        [stage] 深色漆面配金
        [rehearsal] 浅色宣纸
       *[lacquer] 传统木棋盘
    }
faces-name = { $faces -> 
        [pictures] 图案
        [picture-character] 图案配汉字
       *[characters] 传统汉字
    }
notation-style-name = { $style -> 
        [short] 简写
        [words] 文字
        [coords] 坐标
        [iccs] ICCS
       *[zh] 中文记谱
    }
notation-style-example-short = 马八进七
notation-style-example-words = 马进
coordinates-name = { $coords -> 
        [numbers] 路数（九…一 / 1…9）
        [letters] 字母 a-i，横线 0-9
       *[none] 不显示
    }
language-name = { $lang -> 
        [de] Deutsch
        [en] English
       *[zh] 中文
    }
thinking = { $who }正在思考……
draw-offer-considering = { $who }正在考虑是否接受和棋……
draw-offer-answer = { $accepted -> 
        [yes] { $who }同意和棋。
       *[no] { $who }拒绝和棋，对局继续。
    }
undo-done = { $both -> 
        [yes] 已悔棋：你的一步和电脑的应着。
       *[no] 已悔棋：最后一步。
    }
resign-confirm-title = 认输？
resign-confirm-text = 本局将判负，并按负局保存。
draw-offer-title = 和棋？
draw-offer-text = { $by }提议和棋。{ $to }，你同意吗？
record-wdl = { $wins } 胜 · { $draws } 和 · { $losses } 负
# A day in the short form of the language.
date-short = { $year }年{ $month }月{ $day }日
