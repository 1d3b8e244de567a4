# editor: messages in en (see core/src/l10n/mod.rs).

editor-left = { $name } ({ $left } left)
editor-place = Place { $name }
editor-remove = Remove
editor-copy-fen = Copy FEN
editor-fen-copied = Position copied (FEN).

## Why the edited board cannot be played (editor::validity_text, editor::problem_text).
editor-over = { $ending ->
        [checkmate] The side to move is checkmated: there is nothing to play.
        [stalemate] The side to move has no move (stalemate): there is nothing to play.
       *[no-attackers] Neither side has an attacker left (chariot, horse, cannon or soldier): a draw.
    }
editor-side = { $color ->
        [red] Red
       *[black] Black
    }
editor-pieces = { $kind ->
        [general] generals
        [advisor] advisors
        [elephant] elephants
        [horse] horses
        [chariot] chariots
        [cannon] cannons
       *[soldier] soldiers
    }
editor-the-piece = { editor-side }'s { $kind ->
        [general] general
        [advisor] advisor
        [elephant] elephant
        [horse] horse
        [chariot] chariot
        [cannon] cannon
       *[soldier] soldier
    }
editor-too-many-pieces = { editor-side } has { $count } { editor-pieces }; { $max ->
        [one] only one is allowed.
       *[other] at most { $max } are allowed.
    }
editor-missing-general = { editor-side } has no general.
editor-general-outside-palace = { editor-the-piece } on { $point } is outside the palace.
editor-unreachable-point = { editor-the-piece } on { $point } stands on a point it can never reach.
editor-soldier-behind-start = { editor-the-piece } on { $point } stands behind its starting rank.
editor-generals-facing = The generals face each other on an open file.
editor-opposite-check = { editor-side } is in check but it is not { editor-side }'s move.
