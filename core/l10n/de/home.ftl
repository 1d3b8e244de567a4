# home: messages in de (see core/src/l10n/mod.rs).

home-new-game = Neue Partie
home-puzzles = Rätsel
home-school-of-roles = Schule der Rollen
home-records-and-games = Bilanz und Partien
home-set-up-a-position = Stellung aufbauen
home-play-online = Online spielen
home-settings = Einstellungen
home-delete = Löschen
home-xiangqi = Xiangqi
home-no-unfinished-game = Keine unbeendete Partie
home-continue-playing = Weiterspielen
home-your-record = Deine Bilanz
home-puzzle-of-the-day = Rätsel des Tages
home-keep = Behalten
home-delete-the-game = Partie löschen?
home-the-unfinished-game-is = Die unbeendete Partie wird gelöscht und kann nicht mehr fortgesetzt werden.
home-plies-day = { $n ->
        [one] 1 Halbzug
       *[other] { $n } Halbzüge
    } · { $day }
home-puzzle-of-the-day-on = Rätsel des Tages · { $day }
# $status: solved (with $score), failed, started, open (mate in $level); $streak in days.
home-daily-status = { $status ->
        [solved] gelöst: { $score } Punkte
        [failed] nicht gelöst – morgen gibt es ein neues
        [started] angefangen – die Zeit läuft
       *[open] Matt in { $level } – noch offen
    }{ $streak ->
        [0] {""}
        [one] {" "}· Serie: 1 Tag
       *[other] {" "}· Serie: { $streak } Tage
    }
