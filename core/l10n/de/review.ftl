# review: messages in de (see core/src/l10n/mod.rs).

review-quality = { $quality -> 
        [best] Bester Zug
        [good] Guter Zug
        [inaccuracy] Ungenauigkeit
        [mistake] Fehler
       *[blunder] Grober Fehler
    }
review-quality-in-text = { $quality -> 
        [best] Bester Zug
        [good] Guter Zug
        [inaccuracy] Ungenauigkeit
        [mistake] Fehler
       *[blunder] Grober Fehler
    }
review-side = { $color -> 
        [red] Rot
       *[black] Schwarz
    }
review-key-moment = Zug { $number }, { $who }: { $notation } – { $label } (−{ $swing })
review-summary = { $who }: { $best } beste, { $good } { $good -> 
        [one] guter Zug
       *[other] gute Züge
        }, { $inaccuracies } { $inaccuracies ->
        [one] Ungenauigkeit
       *[other] Ungenauigkeiten
        }, { $mistakes } Fehler, { $blunders } { $blunders ->
        [one] grober Fehler
       *[other] grobe Fehler
        }; im Schnitt { $avg } verloren.
review-decimal = { $int },{ $frac }
