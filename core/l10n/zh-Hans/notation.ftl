# notation: messages in zh-Hans (see core/src/l10n/mod.rs).

notation-piece = { $kind -> 
        [general] 将
        [advisor] 士
        [elephant] 象
        [horse] 马
        [chariot] 车
        [cannon] 炮
       *[soldier] 兵
    }
notation-piece-in-phrase = { $kind -> 
        [general] 将
        [advisor] 士
        [elephant] 象
        [horse] 马
        [chariot] 车
        [cannon] 炮
       *[soldier] 兵
    }
notation-selected-piece = { $sel -> 
        [front] 前
        [rear] 后
        [middle] 中
        [first] 一
        [second] 二
        [third] 三
        [fourth] 四
       *[fifth] 五
        }{ notation-piece-in-phrase }
# Files and steps in Chinese numerals, as a Chinese player says them (马从八路进到七路).
notation-from-file = 从{ $file ->
        [1] 一路
        [2] 二路
        [3] 三路
        [4] 四路
        [5] 五路
        [6] 六路
        [7] 七路
        [8] 八路
        [9] 九路
       *[other] { $file }路
    }
notation-to-file = 到{ $file ->
        [1] 一路
        [2] 二路
        [3] 三路
        [4] 四路
        [5] 五路
        [6] 六路
        [7] 七路
        [8] 八路
        [9] 九路
       *[other] { $file }路
    }
notation-steps = { $n ->
        [1] 一步
        [2] 两步
        [3] 三步
        [4] 四步
        [5] 五步
        [6] 六步
        [7] 七步
        [8] 八步
        [9] 九步
       *[other] { $n }步
    }
notation-direction = { $dir -> 
        [forward] 进
       *[back] 退
    }
notation-captures = 吃{ notation-piece-in-phrase }
notation-phrase = { $piece }{ $from }{ $dir }{ $steps }{ $to }{ $capture }
notation-check = ，将军！
notation-checkmate = ，将死！

# Between the words of a move in words (before every part after the piece): none.
notation-word-separator = {""}
# Not shown: the styles a reader of this language expects. The short notation's letters
# (`de`: P8+7, or `wxf`: H8+7), and the style that announces a move (`words-de`,
# `words-en` or `zh`); see notation::Style. A move is read out as written: 炮二平五.
notation-short-style = wxf
notation-spoken-style = zh
# Not shown: the notation a new player reading this language starts with (a style name as
# above; see Settings::set_language).
notation-default-style = zh
