# home: messages in zh-Hans (see core/src/l10n/mod.rs).

home-new-game = 新对局
home-delete = 删除
home-xiangqi = 中国象棋
home-puzzle-of-the-day = 每日一题
home-keep = 保留
home-delete-the-game = 删除这局棋？
home-the-unfinished-game-is = 这局未下完的棋将被删除，无法再继续。

## The tabs and the top bar.
tab-play = 对弈
tab-puzzles = 残局
tab-learn = 学棋
tab-records = 战绩
tab-more = 更多
# The top bar's back arrow, for the screen reader.
nav-back = 返回

## Home (the Play tab).
home-play-the-computer = 人机对弈
home-learn-the-game = 学下象棋
home-continue = 继续对局
# A new player sees this instead of empty lists.
home-first-game-invitation = 点选一位对手，下你的第一局棋；也可以自己设定一局。
# The sign in a character's portrait disc.
character-portrait = { $level ->
        [easy] 兰
        [normal] 芳
       *[strong] 王
    }
# A character's tile for the screen reader: $name, $level (their difficulty).
home-play-character = 与{ $name }对弈（{ $level }）
home-two-players = 双人对弈
# Whose turn it is in an unfinished game: yours, the computer's ($name), or a colour's.
home-whose-turn = { $who ->
        [you] 轮到你走
        [red] 轮到红方
        [black] 轮到黑方
       *[computer] 轮到{ $name }
    }
home-moves = { $n } 回合
# When a game was last played: $day is today, yesterday, or another ($date).
home-when = { $day ->
        [today] 今天
        [yesterday] 昨天
       *[other] { $date }
    }
# The puzzle of the day's card: $status solved (with $score), failed, started, open (mate in $level).
home-daily-detail = { $status ->
        [solved] 已解出 · { $score } 分
        [failed] 未解出，明天再来一题
        [started] 已开始，正在计时
       *[open] { $level } 步杀
    }
home-daily-streak = 连续解出 { $streak } 天

## The More tab.
more-play-and-tools = 对弈与工具
more-app = 应用
more-online = 在线对弈
more-online-detail = 与真人下计分或友谊对局
more-editor = 摆棋
more-editor-detail = 摆出任意局面，再对弈或分析
more-analysis-board = 分析棋盘
more-analysis-board-detail = 从开局起让电脑评估每一步
more-settings = 设置
more-settings-detail = 棋盘、棋子、声音、语言
more-save-backup-detail = 所有对局、进度和设置存为一个文件
more-restore-backup-detail = 从备份文件恢复
