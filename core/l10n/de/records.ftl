# records: messages in de (see core/src/l10n/mod.rs).

records-games-finished = { $n ->
        [one] 1 Partie beendet
       *[other] { $n } Partien beendet
    }, { $unfinished } unbeendet
# $record: "3 S · 1 R · 2 N" (record-wdl).
records-vs-computer = Gegen den Computer: { $record }
records-by-colour = Als Rot: { $red } · als Schwarz: { $black }
records-two-players = Zu zweit: Rot { $red } · Schwarz { $black } · remis { $draws }
records-daily = Rätsel des Tages: { $solved } von { $total } gelöst · Serie { $streak }
records-finished-games = Beendete Partien
