# review: messages in en (see core/src/l10n/mod.rs).

review-quality = { $quality -> 
        [best] Best move
        [good] Good move
        [inaccuracy] Inaccuracy
        [mistake] Mistake
       *[blunder] Blunder
    }
review-quality-in-text = { $quality -> 
        [best] best move
        [good] good move
        [inaccuracy] inaccuracy
        [mistake] mistake
       *[blunder] blunder
    }
review-side = { $color -> 
        [red] Red
       *[black] Black
    }
review-key-moment = Move { $number }, { $who }: { $notation } – { $label } (−{ $swing })
review-summary = { $who }: { $best } best, { $good } { $good -> 
        [one] good move
       *[other] good moves
        }, { $inaccuracies } { $inaccuracies ->
        [one] inaccuracy
       *[other] inaccuracies
        }, { $mistakes } { $mistakes ->
        [one] mistake
       *[other] mistakes
        }, { $blunders } { $blunders ->
        [one] blunder
       *[other] blunders
        }; { $avg } lost on average.
review-decimal = { $int }.{ $frac }
