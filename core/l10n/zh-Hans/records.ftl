# records: messages in zh-Hans (see core/src/l10n/mod.rs).

records-by-colour = 执红：{ $red } · 执黑：{ $black }
records-two-players = 双人对弈：红胜 { $red } · 黑胜 { $black } · 和棋 { $draws }
records-daily = { $total } 天中解出 { $solved } 天
records-finished-games = 已下完的对局
# A new player's records screen, instead of zeros.
records-invitation = 下完的对局和你对每位对手的战绩会显示在这里。
records-your-opponents = 你的对手
records-not-played-yet = 还没下过，点一下开始
# A figure's label under its number: $figure games, won, drawn, lost (against the computer).
records-figure = { $figure ->
        [games] { $n ->
           *[other] 局
        }
        [won] 胜
        [drawn] 和
       *[lost] 负
    }
