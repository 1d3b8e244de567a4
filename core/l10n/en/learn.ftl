# learn: messages in en (see core/src/l10n/mod.rs).

learn-of-solved = { $solved } of { $total } solved
learn-red-mates-and-every = Red mates, and every Red move gives check. A hint or the solution counts the puzzle as not solved.
learn-moves-left = { $n ->
        [one] 1 move left
       *[other] { $n } moves left
    }
learn-mate-in = { $n ->
        [5] Masterpieces: mate in 5
       *[other] Mate in { $n }
    }
learn-school-of-roles = School of roles
learn-ten-short-lessons-each = Ten short lessons, each with one task.
learn-of-done = { $done } of { $total } done
learn-the-puzzle-of-the = The puzzle of the day of { $day } was scored as not solved: its day has ended.
learn-practice-your-first-attempt = Practice: your first attempt today is already scored.
learn-its-day-has-ended = Its day has ended: it was scored as not solved.
learn-continue-later = Continue later
learn-give-up-and-score = Give up and score it
learn-keep-solving = Keep solving
learn-leave-the-puzzle-of = Leave the puzzle of the day?
learn-your-attempt-stays-open = Your attempt stays open and its time keeps running. It is scored when you solve it, give up, or the day ends.
learn-black-defends = Black defends: { $mv }. { learn-moves-left }.
learn-puzzle-of-the-day = Puzzle of the day
learn-red-mates-in-every = Red mates in { $level }; every Red move gives check.
learn-time-wrong-tries-hint = Time { $time } · wrong tries { $tries } · hint taken: counts as not solved (0 points)
learn-time-wrong-tries-solved = Time { $time } · wrong tries { $tries } · solved now: { $points } points
learn-hint = Hint
learn-show-the-solution = Show the solution
learn-give-up = Give up
learn-next-puzzle = Next puzzle
learn-try-again = Try again
learn-share = Share
learn-black-answers = Black answers: { $mv }
learn-start-again = Start again
learn-next-lesson = Next lesson
learn-hint-move-the-piece = Hint: move the piece on { $from } ({ notation-piece-in-phrase }).
learn-hint-move = Hint: { $mv }
# How an attempt ended; $scored: the day's attempt that counts, with its points.
learn-outcome = { $solved ->
        [yes] Solved!
       *[no] Not solved.
    }{ $scored ->
        [yes] {" "}Scored: { $score } points.
       *[no] {""}
    }
# A move that does not mate in time; $counting: the day's attempt, which costs points.
learn-wrong-move = { $check ->
        [yes] Check, but it does not mate in time.
       *[no] That is no check – every move must give check.
    }{ $counting ->
        [yes] {" "}(−25 points)
       *[no] {""}
    }
learn-puzzle-share-caption = { $title } – { $id }
learn-lesson-row = { $number }. { $title }
learn-lesson-title = Lesson { $number } · { $title }
# A lesson's "wrong" text and why the move was not allowed.
learn-lesson-wrong-why = { $wrong } { $why }
# A puzzle's feedback line under the board; $n: the moves left, $level: N of "mate in N".
puzzle-feedback = { $mood ->
        [your-move] Your move: mate in { $level }
        [correct] Correct! { $n ->
            [one] One more move
           *[other] { $n } more moves
        }
        [wrong] Not that one. Try again
        [solved] Solved!
       *[failed] Not solved this time
    }
puzzle-score = Score { $points }
puzzle-streak = Streak: { $days ->
        [one] 1 day
       *[other] { $days } days
    }
puzzle-level-progress = { $solved } of { $total } solved in mate in { $level }
# A lesson's state on its card: done, or the one to take next.
learn-lesson-state = { $state ->
        [done] Done
       *[next] Up next
    }
