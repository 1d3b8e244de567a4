# game: messages in en (see core/src/l10n/mod.rs).

game-end-reason = { $reason -> 
        [checkmate] checkmate
        [stalemate] stalemate
        [perpetual-check] perpetual check
        [perpetual-chase] perpetual chase
        [repetition] repetition
        [no-attackers] no attackers left
        [move-limit] 60 moves without a capture
        [agreement] agreement
        [resignation] resignation
        [timeout] time ran out
        [timeout-no-attackers] time ran out, opponent without attackers
       *[forfeit] left the game
    }
game-wins = { $who } wins: { $why }
game-repetition-warning = { $kind -> 
        [perpetual-check] Careful: { $who } repeats with perpetual check – a third time loses for { $who }.
        [perpetual-chase] Careful: { $who } repeats with perpetual chase – a third time loses for { $who }.
       *[draw] Position repeated: { $who } is repeating – a third time is a draw.
    }
game-against = Against { $name } · you play { $you }
game-handicap-the-computer = the computer
game-damaged-file-moved = The damaged file is now { $path }.{" "}
game-clock-line = { $label }: { $text }
game-draw-declined = Draw declined.
game-resign = Resign
game-play-on = Play on
game-accept-the-draw = Accept the draw
game-decline = Decline
game-moves = Moves
game-looking-for-a-hint = Looking for a hint …
game-undo = Undo
game-hint = Hint
game-offer-a-draw = Offer a draw
game-share-position = Share position
game-new-game = New game
game-review-the-game = Review the game
game-analyse-position = Analyse position
game-home = Home
game-red = Red
game-black = Black
game-to-move = { $who } to move
game-to-move-check = { $who } to move – check!
game-draw = Draw: { $why }
game-two-players = Two players
game-own-position = own position
game-perpetual-check-only = perpetual check only
game-stalemate-is-a-draw = stalemate is a draw
game-house-rules = House rules
game-clock = Clock
game-a-chariot = a chariot
game-a-cannon = a cannon
game-a-horse = a horse
game-both-horses = both horses
game-soldiers-elephants-and-advisors = soldiers, elephants and advisors
game-per-move = per move
game-games-could-not-be = {" "}{ $n } games could not be read.
game-the-settings = , the settings
game-1-game = 1 game
game-games = { $n } games
game-carried-over-and-puzzle = { $kept }Carried over: { $games }{ $settings } and { $arg1 } puzzle and lesson records.{ $lost }
