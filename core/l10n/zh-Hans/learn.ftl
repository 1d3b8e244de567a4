# learn: messages in zh-Hans (see core/src/l10n/mod.rs).

learn-of-solved = { $total } 题中解出 { $solved } 题
learn-red-mates-and-every = 红方连将杀，每步都要将军。用了提示或看了答案，本题算未解出。
learn-moves-left = 还剩 { $n } 步
learn-mate-in = { $n ->
        [5] 名局：五步杀
       *[other] { $n } 步杀
    }
learn-school-of-roles = 棋子学堂
learn-ten-short-lessons-each = 十节短课，每节一道题。
learn-of-done = { $total } 课中完成了 { $done } 课
learn-the-puzzle-of-the = { $day } 的每日一题已算作未解出：那一天已经过去了。
learn-practice-your-first-attempt = 练习：你今天的第一次尝试已经计分。
learn-its-day-has-ended = 当天已过：本题算作未解出。
learn-continue-later = 稍后继续
learn-give-up-and-score = 放弃并计分
learn-keep-solving = 继续解题
learn-leave-the-puzzle-of = 离开每日一题？
learn-your-attempt-stays-open = 你的尝试仍然保留，时间继续计算。解出、放弃或当天结束时计分。
learn-black-defends = 黑方应着：{ $mv }。{ learn-moves-left }。
learn-puzzle-of-the-day = 每日一题
learn-red-mates-in-every = 红方 { $level } 步连将杀，每步都要将军。
learn-time-wrong-tries-hint = 用时 { $time } · 错误 { $tries } 次 · 用了提示，算作未解出（0 分）
learn-time-wrong-tries-solved = 用时 { $time } · 错误 { $tries } 次 · 现在解出可得 { $points } 分
learn-hint = 提示
learn-show-the-solution = 看答案
learn-give-up = 放弃
learn-next-puzzle = 下一题
learn-try-again = 再试一次
learn-share = 分享
learn-black-answers = 黑方应着：{ $mv }
learn-start-again = 重新开始
learn-next-lesson = 下一课
learn-hint-move-the-piece = 提示：走 { $from } 上的{ notation-piece }。
learn-hint-move = 提示：{ $mv }
# How an attempt ended; $scored: the day's attempt that counts, with its points.
learn-outcome = { $solved ->
        [yes] 解出了！
       *[no] 未解出。
    }{ $scored ->
        [yes] 得分：{ $score } 分。
       *[no] {""}
    }
# A move that does not mate in time; $counting: the day's attempt, which costs points.
learn-wrong-move = { $check ->
        [yes] 将军了，但这样不能按时将死。
       *[no] 这步没有将军，每步都必须将军。
    }{ $counting ->
        [yes] （扣 25 分）
       *[no] {""}
    }
learn-puzzle-share-caption = { $title }——{ $id }
learn-lesson-row = 第 { $number } 课：{ $title }
learn-lesson-title = 第 { $number } 课 · { $title }
# A lesson's "wrong" text and why the move was not allowed.
learn-lesson-wrong-why = { $wrong }{ $why }
# A puzzle's feedback line under the board; $n: the moves left, $level: N of "mate in N".
puzzle-feedback = { $mood ->
        [your-move] 轮到你：{ $level } 步杀
        [correct] 正确！还剩 { $n } 步
        [wrong] 不是这步，再试一次
        [solved] 解出来了！
       *[failed] 这次没有解出
    }
puzzle-score = 得分 { $points }
puzzle-streak = 连续 { $days } 天
puzzle-level-progress = { $level } 步杀：已解 { $solved } / { $total }
# A lesson's state on its card: done, or the one to take next.
learn-lesson-state = { $state ->
        [done] 已完成
       *[next] 下一课
    }
