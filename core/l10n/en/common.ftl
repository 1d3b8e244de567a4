# common: messages in en (see core/src/l10n/mod.rs).

character-name = { $level -> 
        [easy] Xiaolan
        [normal] Meifang
       *[strong] Master Wang
    }
level-label = { $level -> 
        [easy] Easy
        [normal] Normal
       *[strong] Strong
    }
color-name = { $color -> 
        [red] Red
       *[black] Black
    }
color-red-detail = you move first
color-black-detail = the computer moves first
clock-none = No clock
clock-per-move-detail = per move, then 15 s grace
clock-fischer-detail = minutes each + seconds per move
handicap-none = No handicap
handicap-name = { $handicap -> 
        [chariot] Without a chariot
        [cannon] Without a cannon
        [horse] Without a horse
        [two-horses] Without both horses
       *[nine] Nine pieces fewer
    }
handicap-detail = Red gives it; iron pieces protect
computer-handicap-none = None
computer-handicap-name = { $handicap -> 
        [horse] The computer plays without a horse
        [chariot] The computer plays without a chariot
       *[two-horses] The computer plays without both horses
    }
stage-name = { $stage -> 
        [stage] Stage
        [rehearsal] Rehearsal
       *[lacquer] Lacquer board
    }
stage-detail = { $stage -> 
        [stage] dark lacquer with gold
        [rehearsal] light, silk paper
       *[lacquer] classic wooden board
    }
faces-name = { $faces -> 
        [pictures] Pictures
        [picture-character] Picture with character
       *[characters] Classic characters
    }
notation-style-name = { $style -> 
        [short] Short
        [words] In words
        [coords] Coordinates
        [iccs] ICCS
       *[zh] Chinese
    }
notation-style-example-short = H8+7
notation-style-example-words = Horse forward
coordinates-name = { $coords -> 
        [numbers] File numbers
        [letters] Letters a-i, ranks 0-9
       *[none] None
    }
language-name = { $lang -> 
        [de] Deutsch
        [en] English
       *[zh] 中文
    }
thinking = { $who } is thinking …
draw-offer-considering = { $who } considers the draw …
draw-offer-answer = { $accepted -> 
        [yes] { $who } accepts the draw.
       *[no] { $who } declines the draw – play on.
    }
undo-done = { $both -> 
        [yes] Taken back: your move and the computer's reply.
       *[no] Taken back: the last move.
    }
resign-confirm-title = Resign?
resign-confirm-text = The game is then lost and saved as lost.
draw-offer-title = Draw?
draw-offer-text = { $by } offers a draw. { $to }, do you accept?
record-wdl = { $wins } W · { $draws } D · { $losses } L
# A day in the short form of the language (ISO 8601, two-digit month and day).
date-short = { $year }-{ $month ->
        [1] 01
        [2] 02
        [3] 03
        [4] 04
        [5] 05
        [6] 06
        [7] 07
        [8] 08
        [9] 09
       *[other] { $month }
    }-{ $day ->
        [1] 01
        [2] 02
        [3] 03
        [4] 04
        [5] 05
        [6] 06
        [7] 07
        [8] 08
        [9] 09
       *[other] { $day }
    }
