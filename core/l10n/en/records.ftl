# records: messages in en (see core/src/l10n/mod.rs).

records-games-finished = { $n ->
        [one] 1 game finished
       *[other] { $n } games finished
    }, { $unfinished } unfinished
# $record: "3 W · 1 D · 2 L" (record-wdl).
records-vs-computer = Against the computer: { $record }
records-by-colour = As Red: { $red } · as Black: { $black }
records-two-players = Two players: Red { $red } · Black { $black } · drawn { $draws }
records-daily = Puzzle of the day: { $solved } of { $total } solved · streak { $streak }
records-finished-games = Finished games
