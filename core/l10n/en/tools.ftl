# tools: messages in en (see core/src/l10n/mod.rs).

tools-after-ply = After ply { $ply }
tools-reviewing-move-of = Reviewing move { $ply } of { $plies } …
tools-review-starting = Review starting …
tools-review = Review
tools-analyse = Analyse
tools-share = Share
tools-position-to-analyse = Position to analyse
tools-depth-thinking = Depth { $depth } · thinking …
tools-depth-done = Depth { $depth } · done
tools-thinking = Thinking …
tools-analysis = Analysis
tools-stop = Stop
tools-more-lines = More lines
tools-fewer-lines = Fewer lines
tools-my-position = My position
tools-none-of-this-piece = None of this piece is left.
tools-set-up-a-position = Set up a position
tools-to-move = To move
tools-eraser = Eraser
tools-clear = Clear
tools-start-position = Start position
tools-play-from-here = Play from here
# The review's line for a move: "12. Red: H2+3 – mistake".
tools-reviewed-move = { $number }. { $who }: { $mv } – { $label }
tools-reviewed-move-better = { $number }. { $who }: { $mv } – { $label }. Better: { $better } ({ $reason })
# The review's steps through the game.
tools-first = Start
tools-back = Back
tools-forward = Forward
tools-last = End
