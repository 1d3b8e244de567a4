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
game-draw-declined = Draw declined.
game-resign = Resign
game-play-on = Play on
game-accept-the-draw = Accept the draw
game-decline = Decline
game-looking-for-a-hint = Looking for a hint …
game-undo = Undo
game-hint = Hint
game-offer-a-draw = Offer a draw
game-share-position = Share position
game-new-game = New game
game-review-the-game = Review the game
game-analyse-position = Analyse position
game-to-move = { $who } to move
game-to-move-check = { $who } to move – check!
game-draw = Draw: { $why }
game-two-players = Two players
game-own-position = own position

## The game's heading (texts::game_title): its parts are joined by " · ".
# $giver: computer (against the computer, when it gives the handicap), red or black.
game-handicap = Handicap: { $giver ->
        [computer] the computer
        [red] Red
       *[black] Black
    } plays without { $handicap ->
        [chariot] a chariot
        [cannon] a cannon
        [horse] a horse
        [two-horses] both horses
       *[nine] soldiers, elephants and advisors
    }
game-house-rules-line = House rules: { $rules ->
        [check-only] perpetual check only
        [stalemate-draw] stalemate is a draw
       *[both] perpetual check only, stalemate is a draw
    }
game-clock-line = Clock: { $clock }
game-clock-per-move = { $s } s per move
# The computer's move, said and shown: "Meifang: Horse forward".
game-computer-moved = { $who }: { $mv }
# The caption of a shared position: the game's heading and its status line.
game-share-caption = { $title } – { $status }
# The banner after a damaged database was moved aside and a fresh one started.
game-recovered = { $moved ->
        [yes] The damaged file is now { $path }.{" "}
       *[no] {""}
    }Carried over: { $games ->
        [one] 1 game
       *[other] { $games } games
    }{ $settings ->
        [yes] , the settings
       *[no] {""}
    } and { $progress } puzzle and lesson records.{ $lost ->
        [0] {""}
        [one] {" "}1 game could not be read.
       *[other] {" "}{ $lost } games could not be read.
    }
# The board screens: player strips, the move strip, the icon bar, the menu, the legend and
# the result sheet.
game-title-against = Against { $who }
game-menu = Menu
game-flip-board = Turn the board
game-settings = Settings
game-rematch = Rematch
game-share = Share
# The player at the bottom, against the computer.
strip-you = You
# The grace period on a strip's clock: seconds left.
strip-grace = grace { $s } s
# A strip read by the screen reader; "none" where a part is missing.
strip-accessibility = { $name }{ $detail ->
        [none] {""}
       *[other] , { $detail }
    }{ $material ->
        [0] {""}
       *[other] , { $material } points ahead
    }{ $clock ->
        [none] {""}
       *[other] , { $clock } left
    }
moves-stepping = Move { $ply } of { $total }
moves-back-to-game = Back to the game
moves-step-back = Previous move
moves-step-forward = Next move
legend-title = What the marks mean
legend-mark = { $mark ->
        [last-move] The last move: where it came from and where it went
        [selection] The piece you picked up
        [target] Where it can go
        [capture] What it can take
        [check] The piece giving check
        [blocked] Where it cannot go
        [blocker] The piece in its way
       *[danger] Your piece under attack and not defended
    }
legend-got-it = Got it
result-headline = { $outcome ->
        [won] You won
        [lost] You lost
        [side] { $who } wins
       *[drawn] Draw
    }
result-reason = { $reason ->
        [checkmate] Checkmate
        [stalemate] No move left
        [perpetual-check] Perpetual check
        [perpetual-chase] Perpetual chase
        [repetition] Repetition
        [no-attackers] No attackers left
        [move-limit] 60 moves without a capture
        [agreement] By agreement
        [resignation] Resignation
        [timeout] Time ran out
        [timeout-no-attackers] Time ran out, opponent without attackers
       *[forfeit] Left the game
    }
result-record = Against { $who }: { $record }
game-result = Result
game-close-result = Show the board
