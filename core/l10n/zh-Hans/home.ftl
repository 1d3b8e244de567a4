# home: messages in zh-Hans (see core/src/l10n/mod.rs).

home-new-game = 新对局
home-puzzles = 残局
home-school-of-roles = 棋子学堂
home-records-and-games = 战绩与棋谱
home-set-up-a-position = 摆棋
home-play-online = 在线对弈
home-settings = 设置
home-delete = 删除
home-xiangqi = 中国象棋
home-no-unfinished-game = 没有未下完的对局
home-continue-playing = 继续对局
home-your-record = 你的战绩
home-puzzle-of-the-day = 每日一题
home-keep = 保留
home-delete-the-game = 删除这局棋？
home-the-unfinished-game-is = 这局未下完的棋将被删除，无法再继续。
home-plies-day = { $n } 步 · { $day }
home-puzzle-of-the-day-on = 每日一题 · { $day }
# $status: solved (with $score), failed, started, open (mate in $level); $streak in days.
home-daily-status = { $status ->
        [solved] 已解出：{ $score } 分
        [failed] 未解出，明天再来一题
        [started] 已开始，正在计时
       *[open] { $level } 步杀，尚未尝试
    }{ $streak ->
        [0] {""}
       *[other] {" "}· 连续解出 { $streak } 天
    }
