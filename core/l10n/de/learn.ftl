# learn: messages in de (see core/src/l10n/mod.rs).

learn-of-solved = { $solved } von { $total } gelöst
learn-puzzles = Rätsel
learn-red-mates-and-every = Rot setzt matt, und jeder rote Zug gibt Schach. Ein Tipp oder die Lösung zählt das Rätsel als nicht gelöst.
learn-1-move-left = Noch 1 Zug
learn-moves-left = Noch { $n } Züge
learn-masterpieces-mate-in-5 = Meisterstücke: Matt in 5
learn-mate-in = Matt in { $n }
learn-school-of-roles = Schule der Rollen
learn-ten-short-lessons-each = Zehn kurze Lektionen, jede mit einer Aufgabe.
learn-of-done = { $done } von { $arg1 } geschafft
learn-the-puzzle-of-the = Das Rätsel des Tages vom { $day } wurde als nicht gelöst gewertet: sein Tag ist vorbei.
learn-practice-your-first-attempt = Übung: dein erster Versuch heute ist schon gewertet.
learn-its-day-has-ended = Sein Tag ist vorbei: Es wurde als nicht gelöst gewertet.
learn-continue-later = Später weiter
learn-give-up-and-score = Aufgeben und werten
learn-keep-solving = Weiterrätseln
learn-leave-the-puzzle-of = Rätsel des Tages verlassen?
learn-your-attempt-stays-open = Dein Versuch bleibt offen und die Zeit läuft weiter. Gewertet wird er, wenn du ihn löst, aufgibst oder der Tag endet.
learn-scored-points = {" "}Gewertet: { $s } Punkte.
learn-solved = Gelöst!
learn-not-solved = Nicht gelöst.
learn-that-is-no-check = Das ist kein Schach – jeder Zug muss Schach geben.
learn-check-but-it-does = Schach, aber so gelingt das Matt nicht rechtzeitig.
learn-25-points = (−25 Punkte)
learn-black-defends = Schwarz verteidigt: { $n }. { $arg1 }.
learn-puzzle-of-the-day = Rätsel des Tages
learn-red-mates-in-every = Rot setzt in { $level } { $level ->
        [one] Zug
       *[other] Zügen
        } matt; jeder rote Zug gibt Schach.
learn-time-wrong-tries-hint = Zeit { $time } · Fehlversuche { $arg1 } · Tipp genommen: zählt als nicht gelöst (0 Punkte)
learn-time-wrong-tries-solved = Zeit { $time } · Fehlversuche { $arg1 } · jetzt gelöst: { $points } Punkte
learn-hint = Tipp
learn-show-the-solution = Lösung zeigen
learn-give-up = Aufgeben
learn-next-puzzle = Nächstes Rätsel
learn-try-again = Noch einmal
learn-share = Teilen
learn-black-answers = Schwarz antwortet: { $n }
learn-start-again = Von vorn
learn-next-lesson = Nächste Lektion
learn-lesson = Lektion
learn-hint-move-the-piece = Tipp: Zieh den Stein auf { $from } ({ notation-piece }).
learn-hint-2 = Tipp: { $arg1 }
