# records: messages in de (see core/src/l10n/mod.rs).

records-by-colour = Als Rot: { $red } · als Schwarz: { $black }
records-two-players = Zu zweit: Rot { $red } · Schwarz { $black } · remis { $draws }
records-daily = Gelöst an { $solved } von { $total } Tagen
records-finished-games = Beendete Partien
# A new player's records screen, instead of zeros.
records-invitation = Hier erscheinen deine beendeten Partien und deine Bilanz gegen jede Gegnerin und jeden Gegner.
records-your-opponents = Deine Gegner
records-not-played-yet = Noch nicht gespielt – tippen zum Spielen
# A figure's label under its number: $figure games, won, drawn, lost (against the computer).
records-figure = { $figure ->
        [games] { $n ->
            [one] Partie
           *[other] Partien
        }
        [won] gewonnen
        [drawn] remis
       *[lost] verloren
    }
