# notation: messages in de (see core/src/l10n/mod.rs).

notation-piece = { $kind -> 
        [general] General
        [advisor] Leibwache
        [elephant] Elefant
        [horse] Pferd
        [chariot] Wagen
        [cannon] Kanone
       *[soldier] Soldat
    }
notation-piece-in-phrase = { $kind -> 
        [general] General
        [advisor] Leibwache
        [elephant] Elefant
        [horse] Pferd
        [chariot] Wagen
        [cannon] Kanone
       *[soldier] Soldat
    }
notation-selected-piece = { $sel -> 
        [front] Vorder
        [rear] Hinter
        [middle] Mittler
        [first] Erst
        [second] Zweit
        [third] Dritt
        [fourth] Viert
       *[fifth] Fünft
        }{ $kind ->
        [advisor] e
        [cannon] e
        [horse] es
       *[other] er
        } { notation-piece-in-phrase }
notation-from-file = von Linie { $file }
notation-to-file = auf Linie { $file }
notation-steps = { $n } { $n -> 
        [one] Punkt
       *[other] Punkte
    }
notation-direction = { $dir -> 
        [forward] vor
       *[back] zurück
    }
notation-captures = × { notation-piece-in-phrase }
notation-phrase = { $piece }{ $from }{ $steps }{ $dir }{ $to }{ $capture }
notation-check = , Schach!
notation-checkmate = , Matt!

# Between the words of a move in words (before every part after the piece).
notation-word-separator = {" "}
# Not shown: the styles a reader of this language expects. The short notation's letters
# (`de`: P8+7, or `wxf`: H8+7), and the style that announces a move (`words-de`,
# `words-en` or `zh`); see notation::Style.
notation-short-style = de
notation-spoken-style = words-de
# Not shown: the notation a new player reading this language starts with (a style name as
# above; see Settings::set_language).
notation-default-style = de
