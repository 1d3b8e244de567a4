# notation: messages in en (see core/src/l10n/mod.rs).

notation-piece = { $kind -> 
        [general] General
        [advisor] Advisor
        [elephant] Elephant
        [horse] Horse
        [chariot] Chariot
        [cannon] Cannon
       *[soldier] Soldier
    }
notation-piece-in-phrase = { $kind -> 
        [general] general
        [advisor] advisor
        [elephant] elephant
        [horse] horse
        [chariot] chariot
        [cannon] cannon
       *[soldier] soldier
    }
notation-selected-piece = { $sel -> 
        [front] Front
        [rear] Rear
        [middle] Middle
        [first] First
        [second] Second
        [third] Third
        [fourth] Fourth
       *[fifth] Fifth
        } { notation-piece-in-phrase }
notation-from-file = from file { $file }
notation-to-file = to file { $file }
notation-steps = { $n } { $n -> 
        [one] point
       *[other] points
    }
notation-direction = { $dir -> 
        [forward] forward
       *[back] back
    }
notation-captures = takes { notation-piece-in-phrase }
notation-phrase = { $piece }{ $from }{ $dir }{ $steps }{ $to }{ $capture }
notation-check = , check
notation-checkmate = , checkmate

# Between the words of a move in words (before every part after the piece).
notation-word-separator = {" "}
# Not shown: the styles a reader of this language expects. The short notation's letters
# (`de`: P8+7, or `wxf`: H8+7), and the style that announces a move (`words-de`,
# `words-en` or `zh`); see notation::Style.
notation-short-style = wxf
notation-spoken-style = words-en
# Not shown: the notation a new player reading this language starts with (a style name as
# above; see Settings::set_language).
notation-default-style = wxf
