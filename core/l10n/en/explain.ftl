# explain: messages in en (see core/src/l10n/mod.rs).

explain-risky-the-opponent-can = Risky: the opponent can capture there and you cannot recapture.

## Why a point is not a legal target (explain::BlockReason): its short name (also what the
## status line starts with), and the status line (explain::status_line). $mover is the
## moving piece's kind (the river stops elephants and soldiers differently).
explain-block-name = { $reason ->
        [horse-leg] Horse leg
        [elephant-eye] Elephant eye
        [river] River
        [palace] Palace
        [check] Check
        [flying-general] Flying general
        [iron-piece] Iron piece
        [own-piece] Own piece
        [cannon-no-screen] No screen
       *[cannon-screens] Too many screens
    }
explain-status-line = { explain-block-name }: { $reason ->
        [horse-leg] a piece next to the horse blocks this way.
        [elephant-eye] the point in between is occupied.
        [river] { $mover ->
            [soldier] the soldier may move sideways only after crossing the river.
           *[other] the elephant stays on its side of the river.
        }
        [palace] the general and the advisors never leave the palace.
        [check] your general would be in check after this move.
        [flying-general] the generals would face each other with nothing in between.
        [iron-piece] this piece may not be captured yet.
        [own-piece] one of your pieces stands there.
        [cannon-no-screen] the cannon captures only with exactly one piece in between.
       *[cannon-screens] the cannon captures over exactly one piece.
    }

## How a piece moves (explain::gait).
explain-gait = { $kind ->
        [general] Moves one point straight and never leaves the palace. The generals may never face each other with nothing in between.
        [advisor] Moves one point diagonally, only inside the palace.
        [elephant] Moves exactly two points diagonally and stays on its side of the river. A piece on the eye in between blocks the way.
        [horse] Moves one point straight, then one diagonally outward. A piece on the first point (the leg) blocks both targets behind it.
        [chariot] Moves any distance straight while the way is clear.
        [cannon] Moves like the chariot; it captures only by jumping over exactly one piece (the screen).
       *[soldier] Moves one point forward; after crossing the river also sideways. Never back.
    }

## The move helper and the piece card as readable lines (explain::render_help,
## explain::render_card). Points are ICCS ("b0"); a list of points is joined with spaces.
# The first line: the piece with its colour and its point.
explain-piece-on = { $color ->
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
    } { $point }
# An empty list of points.
explain-no-points = {"-"}
explain-help-not-to-move = (not to move: targets as if this side were to move)
explain-help-legal = Legal targets: { $points }
explain-help-risky = Risky: { $points } - { explain-risky-the-opponent-can }
explain-help-blocked = Blocked { $point }: { $why }
explain-help-blocked-by = Blocked { $point } (piece on { $blocker }): { $why }
explain-help-checkers = Check from: { $points }
explain-card-region = { $region ->
        [palace] Stands in the palace.
        [own-half] Stands on its own half.
       *[across-river] Stands across the river.
    }
explain-card-attacks = Attacks: { $points }
explain-card-attacked-by = Attacked by: { $points }
explain-card-defended-by = Defended by: { $points }
explain-card-pinned-by = Pinned by { $point }
explain-card-in-danger = In danger: attacked and not defended.
explain-card-blocked = Blocked: no legal move.
explain-card-legal-moves = Legal moves: { $n }
