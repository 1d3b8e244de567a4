# home: messages in de (see core/src/l10n/mod.rs).

home-new-game = Neue Partie
home-delete = Löschen
home-xiangqi = Xiangqi
home-puzzle-of-the-day = Rätsel des Tages
home-keep = Behalten
home-delete-the-game = Partie löschen?
home-the-unfinished-game-is = Die unbeendete Partie wird gelöscht und kann nicht mehr fortgesetzt werden.

## The tabs and the top bar.
tab-play = Spielen
tab-puzzles = Rätsel
tab-learn = Lernen
tab-records = Bilanz
tab-more = Mehr
# The top bar's back arrow, for the screen reader.
nav-back = Zurück

## Home (the Play tab).
home-play-the-computer = Gegen den Computer
home-learn-the-game = Das Spiel lernen
home-continue = Weiterspielen
# A new player sees this instead of empty lists.
home-first-game-invitation = Tippe auf eine Gegnerin oder einen Gegner für deine erste Partie – oder stell dir eine Partie zusammen.
# The sign in a character's portrait disc.
character-portrait = { $level ->
        [easy] 兰
        [normal] 芳
       *[strong] 王
    }
# A character's tile for the screen reader: $name, $level (their difficulty).
home-play-character = Gegen { $name } spielen ({ $level })
home-two-players = Zu zweit
# Whose turn it is in an unfinished game: yours, the computer's ($name), or a colour's.
home-whose-turn = { $who ->
        [you] Du bist am Zug
        [red] Rot ist am Zug
        [black] Schwarz ist am Zug
       *[computer] { $name } ist am Zug
    }
home-moves = { $n ->
        [one] 1 Zug
       *[other] { $n } Züge
    }
# When a game was last played: $day is today, yesterday, or another ($date).
home-when = { $day ->
        [today] Heute
        [yesterday] Gestern
       *[other] { $date }
    }
# The puzzle of the day's card: $status solved (with $score), failed, started, open (mate in $level).
home-daily-detail = { $status ->
        [solved] Gelöst · { $score } Punkte
        [failed] Nicht gelöst – morgen gibt es ein neues
        [started] Angefangen – die Zeit läuft
       *[open] Matt in { $level }
    }
home-daily-streak = { $streak ->
        [one] Serie: 1 Tag
       *[other] Serie: { $streak } Tage
    }

## The More tab.
more-play-and-tools = Spielen und Werkzeuge
more-app = App
more-online = Online spielen
more-online-detail = Gewertete und freie Partien gegen Menschen
more-editor = Stellung aufbauen
more-editor-detail = Jede Stellung aufstellen, dann spielen oder analysieren
more-analysis-board = Analysebrett
more-analysis-board-detail = Der Computer bewertet jede Variante ab der Grundstellung
more-settings = Einstellungen
more-settings-detail = Brett, Steine, Ton, Sprache
more-save-backup-detail = Alle Partien, dein Fortschritt und die Einstellungen in einer Datei
more-restore-backup-detail = Aus einer Sicherungsdatei
