# records: messages in zh-Hans (see core/src/l10n/mod.rs).

records-games-finished = 已下完 { $n } 局，未下完 { $unfinished } 局
# $record: "3 胜 · 1 和 · 2 负" (record-wdl).
records-vs-computer = 人机对弈：{ $record }
records-by-colour = 执红：{ $red } · 执黑：{ $black }
records-two-players = 双人对弈：红胜 { $red } · 黑胜 { $black } · 和棋 { $draws }
records-daily = 每日一题：{ $total } 题中解出 { $solved } 题 · 连续解出 { $streak } 天
records-finished-games = 已下完的对局
