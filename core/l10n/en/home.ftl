# home: messages in en (see core/src/l10n/mod.rs).

home-new-game = New game
home-puzzles = Puzzles
home-school-of-roles = School of roles
home-records-and-games = Records and games
home-set-up-a-position = Set up a position
home-play-online = Play online
home-settings = Settings
home-delete = Delete
home-xiangqi = Xiangqi
home-no-unfinished-game = No unfinished game
home-continue-playing = Continue playing
home-your-record = Your record
home-puzzle-of-the-day = Puzzle of the day
home-keep = Keep
home-delete-the-game = Delete the game?
home-the-unfinished-game-is = The unfinished game is deleted and can no longer be resumed.
home-plies-day = { $n ->
        [one] 1 ply
       *[other] { $n } plies
    } · { $day }
home-puzzle-of-the-day-on = Puzzle of the day · { $day }
# $status: solved (with $score), failed, started, open (mate in $level); $streak in days.
home-daily-status = { $status ->
        [solved] solved: { $score } points
        [failed] not solved – a new one tomorrow
        [started] started – the time is running
       *[open] mate in { $level } – not tried yet
    }{ $streak ->
        [0] {""}
        [one] {" "}· streak: 1 day
       *[other] {" "}· streak: { $streak } days
    }
