# records: messages in en (see core/src/l10n/mod.rs).

records-by-colour = As Red: { $red } · as Black: { $black }
records-two-players = Two players: Red { $red } · Black { $black } · drawn { $draws }
records-daily = Solved { $solved } of { $total } days
records-finished-games = Finished games
# A new player's records screen, instead of zeros.
records-invitation = Your finished games and your record against each opponent appear here.
records-your-opponents = Your opponents
records-not-played-yet = Not played yet – tap to play
# A figure's label under its number: $figure games, won, drawn, lost (against the computer).
records-figure = { $figure ->
        [games] { $n ->
            [one] game
           *[other] games
        }
        [won] won
        [drawn] drawn
       *[lost] lost
    }
