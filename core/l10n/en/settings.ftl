# settings: messages in en (see core/src/l10n/mod.rs).

settings-opponent = Opponent
settings-level = Level
settings-your-colour = Your colour
settings-handicap = Handicap
settings-the-computers-handicap = The computer's handicap
settings-new-game = New game
settings-who-plays = Who plays
settings-clock = Clock
settings-time = Time
settings-house-rules = House rules
settings-only-perpetual-check-loses = Only perpetual check loses (chasing does not count)
settings-stalemate-is-a-draw = Stalemate is a draw
settings-start = Start
settings-backup-restored-games-progress = Backup restored: games, progress and settings are back.
settings-restore = Restore
settings-cancel = Cancel
settings-restore-the-backup = Restore the backup?
settings-everything-on-this-device = Everything on this device is replaced by the backup.
settings-this-file-is-not = This file is not a backup of this app.
settings-backup-saved = Backup saved.
settings-the-backup-was-not = The backup was not saved.
settings-settings = Settings
settings-look = Look
settings-stage = Stage
settings-pieces = Pieces
settings-coordinates = Coordinates
settings-help-while-playing = Help while playing
settings-move-helper-show-targets = Move helper: where a piece cannot go, and why
settings-dangers-undefended-pieces-glow = Dangers: undefended pieces glow
settings-language-and-notation = Language and notation
settings-language = Language
settings-move-list = Move list
settings-sound = Sound
settings-music-piece = Music piece
settings-sounds-gong-cymbal-moves = Sounds (gong, cymbal, moves)
settings-music = Music
settings-read-the-opponents-moves = Read the opponent's moves aloud
settings-vibrate-on-moves = Vibrate on moves
settings-backup = Backup
settings-save-a-backup = Save a backup
settings-restore-a-backup = Restore a backup
# The new-game form's note on the games that stay.
settings-unfinished-games-stay = { $n ->
        [one] Your unfinished game stays saved and on the home screen.
       *[other] Your { $n } unfinished games stay saved and on the home screen.
    }
