# tools: messages in en (see core/src/l10n/mod.rs).

tools-after-ply = After ply { $arg1 }
tools-better = . Better: { $better } ({ $reason })
tools-reviewing-move-of = Reviewing move { $arg1 } of { $arg2 } …
tools-review-starting = Review starting …
tools-review = Review
tools-analyse = Analyse
tools-share = Share
tools-position-to-analyse = Position to analyse
tools-depth-thinking = Depth { $arg1 } · thinking …
tools-depth-done = Depth { $arg1 } · done
tools-thinking = Thinking …
tools-analysis = Analysis
tools-stop = Stop
tools-more-lines = More lines
tools-fewer-lines = Fewer lines
tools-my-position = My position
tools-none-of-this-piece = None of this piece is left.
tools-set-up-a-position = Set up a position
tools-to-move = To move
tools-red = Red
tools-black = Black
tools-eraser = Eraser
tools-clear = Clear
tools-start-position = Start position
tools-play-from-here = Play from here
