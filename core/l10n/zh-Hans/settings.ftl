# settings: messages in zh-Hans (see core/src/l10n/mod.rs).

settings-your-colour = 你执
settings-handicap = 让子
settings-the-computers-handicap = 电脑让子
settings-new-game = 新对局
settings-clock = 计时
settings-house-rules = 自定规则
settings-only-perpetual-check-loses = 只判长将负（长捉不判）
settings-stalemate-is-a-draw = 困毙算和
settings-start = 开始
settings-backup-restored-games-progress = 备份已恢复：对局、进度和设置都回来了。
settings-restore = 恢复
settings-cancel = 取消
settings-restore-the-backup = 恢复备份？
settings-everything-on-this-device = 本设备上的一切都将被备份替换。
settings-this-file-is-not = 这个文件不是本应用的备份。
settings-backup-saved = 备份已保存。
settings-the-backup-was-not = 备份未能保存。
settings-settings = 设置
settings-pieces = 棋子
settings-coordinates = 坐标
settings-language = 语言
settings-move-list = 着法记录
settings-sound = 声音
settings-music-piece = 乐曲
settings-music = 音乐
settings-backup = 备份
settings-save-a-backup = 保存备份
settings-restore-a-backup = 恢复备份
# The new-game form's note on the games that stay.
settings-unfinished-games-stay = 你未下完的 { $n } 局棋仍然保存着，也还在首页上。
# The settings' rows.
settings-look = 外观
settings-board = 棋盘
settings-while-playing = 对弈时
settings-move-helper = 走子助手
settings-move-helper-detail = 棋子不能走哪里，以及原因
settings-dangers = 危险提示
settings-dangers-detail = 无保护的棋子发光
settings-language-and-moves = 语言与记谱
settings-sounds = 音效
settings-sounds-detail = 锣、钹和落子声
settings-speech = 朗读着法
settings-speech-detail = 用语言读出对手的着法
settings-vibration = 振动
settings-vibration-detail = 每步棋时
# The new-game sheet: each opponent in a player's words.
new-game-opponent-line = { $who ->
        [easy] 还在学棋，会给你机会
        [normal] 想得远，每次兑子都算清楚
        [strong] 全力以赴，每步两秒
       *[two] 在这台设备上轮流走棋，棋盘随之转向
    }
new-game-two-players = 双人对弈
new-game-you-play = 你执{ $color }
new-game-real-rules = 正式规则
new-game-handicap-short = { $handicap ->
        [chariot] 红方让车
        [cannon] 红方让炮
        [horse] 红方让马
        [two-horses] 红方让双马
       *[nine] 红方让九子
    }
new-game-from-position = 从你的局面开始
