# settings: messages in de (see core/src/l10n/mod.rs).

settings-opponent = Gegner
settings-level = Stufe
settings-your-colour = Deine Farbe
settings-handicap = Vorgabe
settings-the-computers-handicap = Vorgabe des Computers
settings-new-game = Neue Partie
settings-who-plays = Wer spielt
settings-clock = Uhr
settings-time = Bedenkzeit
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
settings-look = Aussehen
settings-stage = Bühne
settings-pieces = Steine
settings-coordinates = Koordinaten
settings-help-while-playing = Hilfe beim Spielen
settings-move-helper-show-targets = Zughelfer: wohin eine Figur nicht ziehen kann, und warum
settings-dangers-undefended-pieces-glow = Gefahren: ungedeckte Steine leuchten
settings-language-and-notation = Sprache und Schreibweise
settings-language = Sprache
settings-move-list = Zugliste
settings-sound = Klang
settings-music-piece = Musikstück
settings-sounds-gong-cymbal-moves = Geräusche (Gong, Becken, Züge)
settings-music = Musik
settings-read-the-opponents-moves = Gegnerzüge vorlesen
settings-vibrate-on-moves = Vibration bei Zügen
settings-backup = Sicherung
settings-save-a-backup = Sicherung speichern
settings-restore-a-backup = Sicherung einspielen
# The new-game form's note on the games that stay.
settings-unfinished-games-stay = { $n ->
        [one] Deine unbeendete Partie bleibt gespeichert und auf der Startseite.
       *[other] Deine { $n } unbeendeten Partien bleiben gespeichert und auf der Startseite.
    }
