# settings: messages in en (see core/src/l10n/mod.rs).

settings-your-colour = Your colour
settings-handicap = Handicap
settings-the-computers-handicap = The computer's handicap
settings-new-game = New game
settings-clock = Clock
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
settings-pieces = Pieces
settings-coordinates = Coordinates
settings-language = Language
settings-move-list = Move list
settings-sound = Sound
settings-music-piece = Music piece
settings-music = Music
settings-backup = Backup
settings-save-a-backup = Save a backup
settings-restore-a-backup = Restore a backup
# The new-game form's note on the games that stay.
settings-unfinished-games-stay = { $n ->
        [one] Your unfinished game stays saved and on the home screen.
       *[other] Your { $n } unfinished games stay saved and on the home screen.
    }
# The settings' rows.
settings-look = Look
settings-board = Board
settings-while-playing = While playing
settings-move-helper = Move helper
settings-move-helper-detail = Where a piece cannot go, and why
settings-dangers = Dangers
settings-dangers-detail = Undefended pieces glow
settings-language-and-moves = Language and moves
settings-sounds = Sounds
settings-sounds-detail = Gong, cymbal and moves
settings-speech = Moves read aloud
settings-speech-detail = The opponent's moves, in words
settings-vibration = Vibration
settings-vibration-detail = On every move
# The new-game sheet: each opponent in a player's words.
new-game-opponent-line = { $who ->
        [easy] Still learning: she leaves you chances
        [normal] Thinks ahead and sees every exchange through
        [strong] Plays his very best, two seconds a move
       *[two] Take turns on this device; the board turns with you
    }
new-game-two-players = Two players
new-game-you-play = You play { $color }
new-game-real-rules = Real rules
new-game-handicap-short = { $handicap ->
        [chariot] Red without a chariot
        [cannon] Red without a cannon
        [horse] Red without a horse
        [two-horses] Red without both horses
       *[nine] Red with nine pieces fewer
    }
new-game-from-position = From your position
