# scene: messages in en (see core/src/l10n/mod.rs).

## The words of the board for screen readers and the status line (scene::text, scene::a11y).
# A piece with its colour: "Red horse".
scene-piece = { $color ->
        [red] Red
       *[black] Black
    } { $kind ->
        [general] general
        [advisor] advisor
        [elephant] elephant
        [horse] horse
        [chariot] chariot
        [cannon] cannon
       *[soldier] soldier
    }
# A point with the piece on it: "Red horse on b0" (an empty point is its name alone).
scene-piece-on = { scene-piece } on { $point }
# How many legal moves a piece of the side to move has.
scene-move-count = { $n ->
        [0] no moves
        [1] one move
        [2] two moves
        [3] three moves
        [4] four moves
        [5] five moves
        [6] six moves
        [7] seven moves
        [8] eight moves
        [9] nine moves
        [10] ten moves
        [11] eleven moves
        [12] twelve moves
        [13] thirteen moves
        [14] fourteen moves
        [15] fifteen moves
        [16] sixteen moves
        [17] seventeen moves
        [18] eighteen moves
        [19] nineteen moves
        [20] twenty moves
       *[other] { $n } moves
    }
# What a piece of the side not to move says instead of its move count.
scene-not-their-turn = { $color ->
        [red] not Red's turn
       *[black] not Black's turn
    }
scene-empty = empty
scene-gives-check = giving check
scene-in-check = in check
scene-in-danger = in danger
scene-selected = selected
scene-legal-target = legal target
scene-risky-target = risky target
# A blocked target of the selected piece, by the reason's short name (explain-block-name).
scene-blocked-target = blocked: { $reason ->
        [horse-leg] horse leg
        [elephant-eye] elephant eye
        [river] river
        [palace] palace
        [check] check
        [flying-general] flying general
        [iron-piece] iron piece
        [own-piece] own piece
        [cannon-no-screen] no screen
       *[cannon-screens] too many screens
    }
# Between the parts of a point's value ("two moves, legal target").
scene-value-separator = {", "}
# One point as one spoken line: the label and the value, then "selected", then the action.
scene-spoken = { $label }, { $value }
scene-spoken-selected = { $line }, { scene-selected }
scene-spoken-action = { $line }. { $action }
# What a double tap does.
scene-action = { $action ->
        [select] Select
        [deselect] Deselect
        [move-here] Move here
       *[capture-here] Capture here
    }

## Answers to a tap on the board (scene::text).
# After a selection; $targets are the legal targets joined with scene-target-separator.
scene-selection = { $who }: { $count ->
        [0] no legal move.
        [one] target { $targets }.
       *[other] targets { $targets }.
    }
scene-target-separator = {", "}
scene-deselected = Selection cleared.
scene-computer-to-move = It is the computer's turn.
scene-computer-thinking = The computer is thinking.
# A tap on a piece of the side not to move.
scene-not-your-piece = { $color ->
        [red] That is a Red piece; Black is to move.
       *[black] That is a Black piece; Red is to move.
    }
