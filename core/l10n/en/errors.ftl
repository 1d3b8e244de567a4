# errors: messages in en (see core/src/l10n/mod.rs).

error-not-a-move = "{ $text }" is not a move in any notation.
error-not-legal-here = "{ $text }" is not a legal move here.
error-ambiguous = "{ $text }" is ambiguous: { $list }.
error-list-or = { $a } or { $b }
error-move-not-legal-why = { $mv } is not a legal move here. { $why }
error-puzzle-over = The puzzle is over.
error-no-engine-move = The computer could not find a move.
error-unknown-setup = Unknown setup "{ $name }".
error-bad-fen = This FEN cannot be read: { $why }.
error-stored-game-damaged = The stored game { $id } is damaged and cannot be replayed.
error-no-such-puzzle = There is no such puzzle.
error-bad-date = "{ $date }" is not a date of the form YYYY-MM-DD.
error-daily-unverifiable = The puzzle of the day cannot be checked.
error-no-such-lesson = There is no lesson { $n }; the lessons are 1 to 10.
error-lesson-damaged = This lesson is damaged.
error-no-puzzle-id = There is no puzzle "{ $id }".
error-no-puzzle-level = There is no puzzle level { $n }; the levels are 1 to 5.
error-move-at-ply-illegal = The move { $mv } (ply { $ply }) is not legal.
error-review-cancelled = The review was cancelled.
error-bad-pgn = This PGN cannot be read: { $e }.
error-no-piece-on = There is no piece on { $s }.
error-too-many-lines = { $asked } lines cannot be shown; 1 to { $max }.
error-analysis-needs-limit = An analysis needs a time or a depth.
error-engine-busy = The computer cannot think right now.
error-no-such-ply = The game has no ply { $n }.
error-not-a-square = "{ $text }" is not a point on the board (a0 to i9).
error-not-iccs = "{ $text }" is not a move in ICCS notation (such as h2e2).
error-game-over = The game is over.
error-nothing-to-undo = There is no move to take back.
error-handicap-either = Choose either a table handicap or a computer handicap.
error-computer-handicap-needs-computer = A computer handicap needs a game against the computer.
error-store-busy = Another copy of the app is using the database; please try again in a moment.
error-store-continued-elsewhere = This game is open elsewhere too and was continued there; it is reloaded.
error-store-not-found = There is no game { $id }.
error-store-invalid-input = Invalid input: { $d }.
error-store-invalid-backup = The backup is invalid: { $d }.
error-store-read-only = The database cannot be written (read-only).
error-iron-forest-chariot = Iron piece: the forest chariot on { $square } may not be captured while it stays there.
error-piece-of-other-side = The piece on { $s } belongs to the other side.
error-cannot-move-there = The piece on { $from } cannot move to { $to }.
error-own-general-exposed = Your general would be in check, or facing the other general, after this move.
error-not-legal-here-why = "{ $text }" is not a legal move here. { $why }
error-not-your-turn = It is not your turn.
# $detail: SQLite's own words (English); only the English text quotes them.
error-store-corrupt = The database is damaged ({ $detail }).
error-store-newer-version = The database comes from a newer version of the app (version { $found }, this one knows up to { $supported }); please update the app.
# $kind: not-found, permission-denied, already-exists or other; $detail: the system's own
# words (English), which only the English text quotes.
error-store-io = The file { $path } cannot be written or read ({ $kind ->
       *[other] { $detail }
    }).
error-store-read-only-at = The database { $path } cannot be written (read-only); please check the permissions of the file and its folder.
# $detail: SQLite's own words (English); only the English text quotes them.
error-store-sqlite = The database reports an error ({ $detail }).
# $kind: the piece (general, advisor, …).
error-iron-piece = Iron piece: the { notation-piece-in-phrase } on { $square } may not be captured before it has moved.

## FEN text that cannot be read (fen::FenSyntaxError); $letter, $side and $counter come quoted.
fen-error-empty = empty FEN
fen-error-field-count = FEN has { $fields } fields; expected the board and side, optionally two dashes and two counters (2 to 6 fields)
fen-error-rank-count = FEN board has { $ranks } ranks; expected 10 separated by '/'
fen-error-rank-width = FEN rank { $rank } (counted from Black's back rank, 1..10) is { $width } points wide; expected 9
fen-error-unknown-piece = unknown piece letter { $letter } in FEN (use K A B/E N/H R C P)
fen-error-bad-side = bad side to move { $side } in FEN (use w or r for Red, b for Black)
fen-error-bad-counter = bad move counter { $counter } in FEN
