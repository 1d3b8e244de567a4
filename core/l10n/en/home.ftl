# home: messages in en (see core/src/l10n/mod.rs).

home-new-game = New game
home-delete = Delete
home-xiangqi = Xiangqi
home-puzzle-of-the-day = Puzzle of the day
home-keep = Keep
home-delete-the-game = Delete the game?
home-the-unfinished-game-is = The unfinished game is deleted and can no longer be resumed.

## The tabs and the top bar.
tab-play = Play
tab-puzzles = Puzzles
tab-learn = Learn
tab-records = Records
tab-more = More
# The top bar's back arrow, for the screen reader.
nav-back = Back

## Home (the Play tab).
home-play-the-computer = Play the computer
home-learn-the-game = Learn the game
home-continue = Continue
# A new player sees this instead of empty lists.
home-first-game-invitation = Tap an opponent to play your first game, or set up a game of your own.
# The sign in a character's portrait disc.
character-portrait = { $level ->
        [easy] 兰
        [normal] 芳
       *[strong] 王
    }
# A character's tile for the screen reader: $name, $level (their difficulty).
home-play-character = Play { $name } ({ $level })
home-two-players = Two players
# Whose turn it is in an unfinished game: yours, the computer's ($name), or a colour's.
home-whose-turn = { $who ->
        [you] Your move
        [red] Red to move
        [black] Black to move
       *[computer] { $name } to move
    }
home-moves = { $n ->
        [one] 1 move
       *[other] { $n } moves
    }
# When a game was last played: $day is today, yesterday, or another ($date).
home-when = { $day ->
        [today] Today
        [yesterday] Yesterday
       *[other] { $date }
    }
# The puzzle of the day's card: $status solved (with $score), failed, started, open (mate in $level).
home-daily-detail = { $status ->
        [solved] Solved · { $score } points
        [failed] Not solved – a new one tomorrow
        [started] Started – the time is running
       *[open] Mate in { $level }
    }
home-daily-streak = { $streak ->
        [one] Streak: 1 day
       *[other] Streak: { $streak } days
    }

## The More tab.
more-play-and-tools = Play and tools
more-app = App
more-online = Play online
more-online-detail = Rated and friendly games against people
more-editor = Position editor
more-editor-detail = Set up any position, then play or analyse it
more-analysis-board = Analysis board
more-analysis-board-detail = Let the computer weigh any line from the start
more-settings = Settings
more-settings-detail = Board, pieces, sound, language
more-save-backup-detail = Every game, your progress and settings in one file
more-restore-backup-detail = From a backup file
