# learn: messages in de (see core/src/l10n/mod.rs).

learn-of-solved = { $solved } von { $total } gelöst
learn-red-mates-and-every = Rot setzt matt, und jeder rote Zug gibt Schach. Ein Tipp oder die Lösung zählt das Rätsel als nicht gelöst.
learn-moves-left = { $n ->
        [one] Noch 1 Zug
       *[other] Noch { $n } Züge
    }
learn-mate-in = { $n ->
        [5] Meisterstücke: Matt in 5
       *[other] Matt in { $n }
    }
learn-school-of-roles = Schule der Rollen
learn-ten-short-lessons-each = Zehn kurze Lektionen, jede mit einer Aufgabe.
learn-of-done = { $done } von { $total } geschafft
learn-the-puzzle-of-the = Das Rätsel des Tages vom { $day } wurde als nicht gelöst gewertet: sein Tag ist vorbei.
learn-practice-your-first-attempt = Übung: dein erster Versuch heute ist schon gewertet.
learn-its-day-has-ended = Sein Tag ist vorbei: Es wurde als nicht gelöst gewertet.
learn-continue-later = Später weiter
learn-give-up-and-score = Aufgeben und werten
learn-keep-solving = Weiterrätseln
learn-leave-the-puzzle-of = Rätsel des Tages verlassen?
learn-your-attempt-stays-open = Dein Versuch bleibt offen und die Zeit läuft weiter. Gewertet wird er, wenn du ihn löst, aufgibst oder der Tag endet.
learn-black-defends = Schwarz verteidigt: { $mv }. { learn-moves-left }.
learn-puzzle-of-the-day = Rätsel des Tages
learn-red-mates-in-every = Rot setzt in { $level } { $level ->
        [one] Zug
       *[other] Zügen
        } matt; jeder rote Zug gibt Schach.
learn-time-wrong-tries-hint = Zeit { $time } · Fehlversuche { $tries } · Tipp genommen: zählt als nicht gelöst (0 Punkte)
learn-time-wrong-tries-solved = Zeit { $time } · Fehlversuche { $tries } · jetzt gelöst: { $points } Punkte
learn-hint = Tipp
learn-show-the-solution = Lösung zeigen
learn-give-up = Aufgeben
learn-next-puzzle = Nächstes Rätsel
learn-try-again = Noch einmal
learn-share = Teilen
learn-black-answers = Schwarz antwortet: { $mv }
learn-start-again = Von vorn
learn-next-lesson = Nächste Lektion
learn-hint-move-the-piece = Tipp: Zieh den Stein auf { $from } ({ notation-piece }).
learn-hint-move = Tipp: { $mv }
# How an attempt ended; $scored: the day's attempt that counts, with its points.
learn-outcome = { $solved ->
        [yes] Gelöst!
       *[no] Nicht gelöst.
    }{ $scored ->
        [yes] {" "}Gewertet: { $score } Punkte.
       *[no] {""}
    }
# A move that does not mate in time; $counting: the day's attempt, which costs points.
learn-wrong-move = { $check ->
        [yes] Schach, aber so gelingt das Matt nicht rechtzeitig.
       *[no] Das ist kein Schach – jeder Zug muss Schach geben.
    }{ $counting ->
        [yes] {" "}(−25 Punkte)
       *[no] {""}
    }
learn-puzzle-share-caption = { $title } – { $id }
learn-lesson-row = { $number }. { $title }
learn-lesson-title = Lektion { $number } · { $title }
# A lesson's "wrong" text and why the move was not allowed.
learn-lesson-wrong-why = { $wrong } { $why }
# A puzzle's feedback line under the board; $n: the moves left, $level: N of "mate in N".
puzzle-feedback = { $mood ->
        [your-move] Du bist dran: Matt in { $level }
        [correct] Richtig! { $n ->
            [one] Noch ein Zug
           *[other] Noch { $n } Züge
        }
        [wrong] Der nicht. Versuch es noch einmal
        [solved] Gelöst!
       *[failed] Diesmal nicht gelöst
    }
puzzle-score = { $points } Punkte
puzzle-streak = Serie: { $days ->
        [one] 1 Tag
       *[other] { $days } Tage
    }
puzzle-level-progress = { $solved } von { $total } gelöst in Matt in { $level }
# A lesson's state on its card: done, or the one to take next.
learn-lesson-state = { $state ->
        [done] Geschafft
       *[next] Als Nächstes
    }
