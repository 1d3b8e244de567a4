# lessons: messages in en (see core/src/l10n/mod.rs). The school of roles, one
# group per lesson (core/src/lessons/mod.rs): title, explanation, task, right, wrong.

## Lesson 1
lesson-1-title = The chariot
lesson-1-explanation = The chariot moves any distance in a straight line – forward, back or sideways – but never jumps over a piece. It is the strongest piece.
lesson-1-task = Capture the black horse with your chariot in two moves.
lesson-1-right = Right! The chariot goes up the file first, then across.
lesson-1-wrong = Not quite. Your own soldier on the c-file blocks the chariot's way.

## Lesson 2
lesson-2-title = Horse and leg
lesson-2-explanation = The horse moves one point straight, then one diagonally outwards. A piece on that first point (the leg) blocks both targets behind it.
lesson-2-task = Capture the black chariot with your horse in two moves.
lesson-2-right = Right! The way via b4 is open.
lesson-2-wrong = Wrong. Mind the legs: the soldier on e3 and the black horse on d4 block paths.

## Lesson 3
lesson-3-title = Elephant and eye
lesson-3-explanation = The elephant moves exactly two points diagonally and stays on its side of the river. A piece on the point in between (the eye) blocks the way.
lesson-3-task = Capture a black piece with your elephant.
lesson-3-right = Right! The eye on d3 is free, the cannon falls.
lesson-3-wrong = Wrong. The soldier on f3 sits on the eye – the elephant cannot reach the horse.

## Lesson 4
lesson-4-title = The general in the palace
lesson-4-explanation = The general moves one point straight and never leaves the palace (3 × 3 points).
lesson-4-task = Capture a black piece with your general.
lesson-4-right = Right! The horse stands inside the palace, so the general may take it.
lesson-4-wrong = Wrong. The cannons stand outside the palace – the general may not go there.

## Lesson 5
lesson-5-title = The advisor
lesson-5-explanation = The advisor moves one point diagonally and, like the general, stays in the palace. It has only five points.
lesson-5-task = Capture a black soldier with your advisor.
lesson-5-right = Right! The soldier on e1 stands inside the palace.
lesson-5-wrong = Wrong. The advisor can only move diagonally inside the palace.

## Lesson 6
lesson-6-title = Cannon and screen
lesson-6-explanation = The cannon moves like the chariot. It captures only by jumping over exactly one piece, the screen – of either colour.
lesson-6-task = Capture a black piece with your cannon.
lesson-6-right = Right! The horse is the screen, the chariot falls.
lesson-6-wrong = Wrong. Without a screen the cannon cannot capture.

## Lesson 7
lesson-7-title = The soldier across the river
lesson-7-explanation = The soldier moves one point forward. Only after crossing the river may it also move sideways. It never moves back.
lesson-7-task = Capture the black horse with your soldier in two moves.
lesson-7-right = Right! Across the river the soldier may capture sideways.
lesson-7-wrong = Wrong. Before the river the soldier may only move forward.

## Lesson 8
lesson-8-title = The flying general
lesson-8-explanation = The generals may never face each other on an open file. So your general works like a chariot along its file.
lesson-8-task = Checkmate Black in one move.
lesson-8-right = Right! The black general cannot step onto the e-file – your general guards it.
lesson-8-wrong = That is not mate. Use your general, which controls the e-file.

## Lesson 9
lesson-9-title = Stalemate loses
lesson-9-explanation = Unlike in Western chess, a side with no legal move loses – even when not in check.
lesson-9-task = Find the move that stalemates Black (no legal move, no check).
lesson-9-right = Right! Black has no move left and loses.
lesson-9-wrong = Wrong. Black must be left without a move and without being in check.

## Lesson 10
lesson-10-title = Mate with horse and cannon
lesson-10-explanation = The classic "cannon behind the horse": the horse covers the flight points and is the cannon's screen.
lesson-10-task = Checkmate Black in one move.
lesson-10-right = Right! Cannon behind the horse – mate.
lesson-10-wrong = That is not mate. Put the cannon behind the horse.
