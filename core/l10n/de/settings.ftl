# settings: messages in de (see core/src/l10n/mod.rs).

settings-your-colour = Deine Farbe
settings-handicap = Vorgabe
settings-the-computers-handicap = Vorgabe des Computers
settings-new-game = Neue Partie
settings-clock = Uhr
settings-house-rules = Hausregeln
settings-only-perpetual-check-loses = Nur Dauerschach verliert (Dauerjagd zählt nicht)
settings-stalemate-is-a-draw = Patt ist remis
settings-start = Los geht's
settings-backup-restored-games-progress = Sicherung eingespielt: Partien, Fortschritt und Einstellungen sind zurück.
settings-restore = Einspielen
settings-cancel = Abbrechen
settings-restore-the-backup = Sicherung einspielen?
settings-everything-on-this-device = Alles auf diesem Gerät wird durch die Sicherung ersetzt.
settings-this-file-is-not = Diese Datei ist keine Sicherung dieser App.
settings-backup-saved = Sicherung gespeichert.
settings-the-backup-was-not = Die Sicherung wurde nicht gespeichert.
settings-settings = Einstellungen
settings-pieces = Steine
settings-coordinates = Koordinaten
settings-language = Sprache
settings-move-list = Zugliste
settings-sound = Klang
settings-music-piece = Musikstück
settings-music = Musik
settings-backup = Sicherung
settings-save-a-backup = Sicherung speichern
settings-restore-a-backup = Sicherung einspielen
# The new-game form's note on the games that stay.
settings-unfinished-games-stay = { $n ->
        [one] Deine unbeendete Partie bleibt gespeichert und auf der Startseite.
       *[other] Deine { $n } unbeendeten Partien bleiben gespeichert und auf der Startseite.
    }
# The settings' rows.
settings-look = Aussehen
settings-board = Brett
settings-while-playing = Beim Spielen
settings-move-helper = Zughelfer
settings-move-helper-detail = Wohin ein Stein nicht ziehen kann, und warum
settings-dangers = Gefahren
settings-dangers-detail = Ungedeckte Steine leuchten
settings-language-and-moves = Sprache und Züge
settings-sounds = Geräusche
settings-sounds-detail = Gong, Becken und Züge
settings-speech = Züge ansagen
settings-speech-detail = Die Züge des Gegners, in Worten
settings-vibration = Vibration
settings-vibration-detail = Bei jedem Zug
# The new-game sheet: each opponent in a player's words.
new-game-opponent-line = { $who ->
        [easy] Lernt noch und lässt dir Chancen
        [normal] Denkt voraus und rechnet jeden Abtausch zu Ende
        [strong] Spielt so stark er kann, zwei Sekunden je Zug
       *[two] Abwechselnd an diesem Gerät, das Brett dreht sich mit
    }
new-game-two-players = Zu zweit
new-game-you-play = Du spielst { $color }
new-game-real-rules = Echte Regeln
new-game-handicap-short = { $handicap ->
        [chariot] Rot ohne Wagen
        [cannon] Rot ohne Kanone
        [horse] Rot ohne Pferd
        [two-horses] Rot ohne beide Pferde
       *[nine] Rot mit neun Steinen weniger
    }
new-game-from-position = Aus deiner Stellung
