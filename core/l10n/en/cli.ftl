# cli: messages in en (see core/src/l10n/mod.rs).
# The terminal app (`xiangqi`, crate xiangqi-cli). Values the user typed come escaped as Rust
# writes them (`\"`, `\n`), without quotes: the messages quote them. $langs is the list of
# language names the command line takes (`de, en` or `de|en`).

## The help (main.rs): one line per command, the options of some, and the frame around them.

cli-usage = usage: xiangqi <command> [options]
cli-usage-commands = commands:
cli-usage-command = usage: xiangqi { $name } { $args }
cli-usage-this-help = this help
cli-usage-footer = xiangqi COMMAND --help shows a command's options.
cli-cmd-play = the app as on the phone: against the computer, two players or online (--server: the server address proposed), puzzles, the puzzle of the day, lessons, records, settings; numbers pick what is shown with them; unfinished games are listed at home
cli-cmd-puzzle = an endgame puzzle (mate in N, every move checks) or the puzzle of the day
cli-cmd-lesson = a lesson of the school of roles (1 to 10)
cli-cmd-online = play others: lobby, challenge, quick game, live games, my games, the puzzle of the day (server: cargo run --release -p xiangqi-server)
cli-cmd-review = review a game: every move classed, the better move for every error, the key moments
cli-cmd-analyse = the best lines of a position
cli-cmd-moves = every legal move, one per line (ICCS, ranks 0-9)
cli-cmd-perft = leaf node count (last line; timing on stderr)
cli-cmd-status = ongoing | check | checkmate | stalemate
cli-cmd-fen = the normalised FEN
cli-cmd-judge = the verdict after the moves: repetition, perpetual check or chase, draws
cli-cmd-notation = moves in a notation style
cli-cmd-explain = move helper and piece card of a piece
cli-cmd-pgn = write and read PGN (import without FILE or with -: from standard input)
cli-cmd-uci = the engine over the UCI protocol (for chess GUIs)
cli-cmd-bench = engine benchmark (last line: nodes and nodes per second)
cli-cmd-best = the move a level would play, with its reason
cli-cmd-render = a position as a picture, as the apps draw it
cli-cmd-scene = the board scene of a position: its primitives, a hit test, the screen reader's texts
cli-cmd-sound = a cue CUE as WAV (16-bit mono): gong (check), cymbal (game end), move, capture, tick (clock), chime (puzzle solved); --rate 8000 to 192000, else 44100
cli-cmd-music = piece of music N as WAV (1 gong, 2 shang, 3 jue, 4 zhi, 5 yu): without --seconds exactly one pass that loops seamlessly, else the first S seconds, faded out
cli-cmd-puzzles = verify the puzzle catalogue or generate it from the computer's games
# A line that begins with a placeable loses its indentation: the JSON line has it in the literal.
cli-review-details =
    Reviews a game: every move classed best, good, inaccuracy (?!), mistake (?) or blunder (??)
    by what it loses against the engine's choice, with the better move and the opponent's reply
    for every error, the key moments and a summary per side.
      --pgn FILE   a game as PGN (- for standard input)
      --game ID    a stored game (its review is stored with it and reopens without a search)
      --db PATH    the database (default: $XDG_DATA_HOME/xiangqi/xiangqi.db)
      --json       one object per ply instead:
    {"               {"}"ply":1,"move":"h2e2","class":"best","better":null,"eval":32{"}"}
                   (ICCS moves; better: the engine's move for an error, else null; eval:
                   centipawns from Red's side after the move, clamped to +-3000, mates at the cap)
      --graph FILE the evaluation graph as SVG
      --lang LANG  the text's language ({ $langs }; German notation, WXF or Chinese); default: the locale's
      --nodes N    nodes searched per position (default 150000; the result depends on it)
cli-analyse-details =
    The engine's best lines of a position (scores from the side to move's view).
      --fen FEN      the position
      --lines N      how many lines, 1..10 (default 3)
      --movetime MS  thinking time (default 1000)
      --json         [{"{"}"moves":["h2e2",...],"score":35{"}"},...] (ICCS, ranks 0-9; score in
                     centipawns or "mate N", N < 0 when the side to move is mated)
      --style NAME   notation of the text output: { $styles }
                     (default wxf)
cli-render-details =
    options:
      --fen FEN                 the position (default: the start position)
      --moves M...              moves played from it (any notation); the last is marked
      --select P                the selected piece (its move helper marks with --helper)
      --hint MOVE               the hint arrow
      --stage buehne|probe|lackbrett
      --faces pictures|mixed|characters
      --bottom red|black        the side at the bottom (default red)
      --coords numbers|iccs|none
      --size PX                 canvas width (default 720); height 1.1 times that
      --height PX               canvas height
      --helper                  draw the move helper (legal, blocked, risky targets)
      --dangers                 draw endangered pieces of the side at the bottom
      --out FILE                .svg or .png
cli-scene-details =
      --json        the scene's primitives and piece sprites as JSON
      --hit X Y     the point at pixel (X, Y), or 'none'
      --a11y        what a screen reader says for each point, in reading order
      --lang LANG   the language of --a11y's texts ({ $langs })
    The other options as in 'xiangqi render --help'.
cli-puzzles-details =
    verify    re-proves every puzzle of a JSON-lines file; prints 'N verified, M failed'
    generate  self-play games scanned for all-check mates; --count is the number of puzzles
              wanted per level (default 150); stops early after G games or M minutes;
              --append continues the puzzles already in FILE

## Errors of the command line (every command).

cli-missing-command = missing command; try 'xiangqi help'
cli-unknown-command = unknown command "{ $name }"; try 'xiangqi help'
cli-unknown-language = unknown language "{ $value }" ({ $langs })
cli-needs-value = --{ $name } needs a value
cli-unknown-option = unknown option --{ $name }; try --help
cli-unexpected-argument = unexpected argument "{ $value }"
# The reason of a failed file operation: $kind names it (not-found, permission-denied,
# already-exists, is-a-directory, other); $system is the system's own text (in English).
cli-io-reason = { $kind ->
       *[other] { $system }
    }
cli-cannot-create = cannot create { $path }: { $reason }
cli-cannot-read = cannot read { $path }: { $reason }
cli-cannot-write = cannot write { $path }: { $reason }
cli-missing-fen = missing --fen FEN
# A move of the command line that cannot be played: $move is its number or its text.
cli-move-error = move { $move }: { $reason }
cli-not-iccs-move = move "{ $move }": not an ICCS move (like h2e2)

## The terminal's prompts and the database (term.rs).

cli-please-enter = Please enter: { $accepted }.
cli-yes-or-no = y or n
cli-start-afresh = Start afresh? The damaged file is kept, and whatever can still be read is carried over. [Y/n]{ " " }
cli-nothing-changed = Nothing changed: { $file } stays as it is; it cannot be played with unless you start afresh.

## `xiangqi play` (play.rs, shell.rs).

cli-unknown-level = unknown level "{ $value }" (easy, normal, strong)
cli-unknown-color = unknown colour "{ $value }" (red, black)
cli-unknown-mode = unknown mode "{ $value }" (computer, two)
cli-unknown-handicap = unknown handicap "{ $value }" (chariot, cannon, horse, two-horses, nine)
cli-unknown-house-rule = unknown house rule "{ $value }" (check-only, stalemate-draw)
cli-unknown-computer-handicap = unknown computer handicap "{ $value }" (horse, chariot, two-horses)
cli-unknown-clock = unknown clock "{ $value }" (none, 30, 60, 90, 120, 3+2, 10+5, 20+10, 45+15)
cli-seed-not-a-number = --seed needs a number, not "{ $value }"
cli-unknown-notation = unknown notation "{ $value }" (short, words, coords, iccs, chinese)
cli-strong-ms-not-a-number = --strong-ms needs milliseconds, not "{ $value }"
cli-online-unavailable = online play unavailable: { $reason }
# The shell's help (the command `help`).
cli-shell-help =
    Numbers pick what is shown with them; N M picks option M of choice N.
    Moves in any notation: h2e2, h3-e3, C2.5, 炮二平五, "cannon to file 5".
    Commands: undo, hint, draw (offer a draw), resign, solution, next, retry,
              explain POINT (piece card, e.g. explain h2), tap POINT, moves (move list),
              board, yes/no (answer a question), notation short|words|coords|iccs|chinese,
              back (leave the screen), help, quit (everything stays saved).
    In a game: < and > step through the moves (the game stays as it is), << to the start,
              >> back to the game; menu, flip (turn the board), share.
cli-solution = Solution: { $moves }
cli-form-footer = (N M picks option M of choice N; N alone lists the options.)
cli-change-text = (change: { $n } TEXT)
cli-not-possible-now = (Not possible now.)
cli-give-a-point = Please give a point like h2.
cli-notations = Notations: short, words, coords, iccs, chinese.
cli-enter-a-number = Please enter one of the numbers (help shows everything).
cli-type-the-text = Type { $n } followed by the text.
cli-number-not-on-offer = That number is not on offer.

## `xiangqi puzzle` and `xiangqi lesson` (learn_cmds.rs).

cli-bad-puzzle-level = --level: 1 to 5, not "{ $value }"
cli-bad-date = --date: "{ $value }" is not a date of the form YYYY-MM-DD
cli-daily-heading = Puzzle of the day { $date }: { $id } (mate in { $level }), streak: { $streak }
cli-daily-played = Already played today: { $score } points – only the first attempt counts.
cli-daily-in-progress = Your attempt goes on (with its time and its wrong tries).
cli-puzzle-heading = Puzzle { $id } – Red mates in { $level }. Every Red move must give check.
cli-puzzle-solved = Solved!
cli-puzzle-mate-with-help = Mate – but with a hint or the solution the puzzle counts as not solved.
cli-puzzle-points = Points: { $score }
cli-puzzle-prompt = Move (hint, solution, quit) >{ " " }
cli-wrong-try = { $check ->
        [yes] Check, but no forced mate – wrong try.
       *[no] Every move must give check – wrong try.
    }
cli-black-replies = Black: { $move }
cli-lesson-usage = usage: xiangqi lesson N [--db PATH] [--lang { $langs }] (N = 1 to 10)
cli-lesson-number = a lesson number (1 to 10) expected, not "{ $value }"
cli-lesson-heading = Lesson { $number }: { $title }
cli-lesson-prompt = Move (hint, quit) >{ " " }
cli-lesson-no-hint = No hint from here – start the task again.

## `xiangqi review` and `xiangqi analyse` (review_cmds.rs).

cli-bad-number = bad { $what ->
        [nodes] node count
        [game] game id
        [lines] line count
       *[movetime] movetime
    } "{ $value }"
cli-pgn-or-game = give either --pgn or --game, not both
cli-missing-pgn-or-game = missing --pgn FILE or --game ID
cli-no-such-database = { $path }: no such database
cli-review-progress = reviewing: ply { $ply } of { $plies }
cli-review-better = better { $move }: { $reason }
cli-review-then = then { $move }: { $reason }
cli-review-key-moments = Key moments:
cli-bad-line-count = bad line count { $lines } (1..{ $max })
cli-analyse-unknown-style = unknown style "{ $value }" ({ $styles })

## `notation`, `explain`, `pgn` (notation_cmds.rs).

cli-unknown-style = unknown style "{ $value }"; use { $styles }
cli-missing-point = missing POINT (like h2)
cli-not-a-point = not a point (a0..i9): "{ $value }"
cli-no-piece-on = no piece on { $point }
cli-dangers = Dangers for { color-name }: { $points }
cli-missing-pgn-command = missing 'export' or 'import'
cli-unknown-pgn-command = unknown pgn command "{ $value }"; use export|import
cli-unknown-pgn-style = unknown PGN style "{ $value }"; use wxf|iccs
cli-bad-result = bad result "{ $value }"; use 1-0|0-1|1/2-1/2|*

## `judge` (game_cmds.rs) and `moves`, `perft`, `status`, `fen` (rules_cmds.rs).

cli-fen-or-handicap = --fen and --handicap exclude each other
cli-judge-unknown-handicap = unknown handicap "{ $value }" (use chariot, cannon, horse, two-horses, nine, or black-<name>)
cli-judge-unknown-house-rule = unknown house rule "{ $value }" (use check-only, stalemate-draw)
cli-ply-not-iccs = ply { $ply } ({ $move }): not an ICCS move (like h2e2)
cli-ply-game-over = ply { $ply } ({ $move }): the game is already over ({ $summary })
cli-ply-illegal = ply { $ply } ({ $move }): illegal: { $reason }
cli-missing-depth = missing DEPTH
cli-bad-perft-depth = DEPTH must be a number 0..12, not "{ $value }"

## `uci`, `bench`, `best` (engine_cmds.rs).

cli-bad-depth = bad depth "{ $value }" (1..64)
cli-bad-hash = bad hash size "{ $value }" ({ $min }..{ $max } MiB)
cli-best-unknown-level = bad level "{ $value }" ({ $names })
cli-bad-movetime = bad movetime "{ $value }" (milliseconds)
cli-bad-seed = bad seed "{ $value }"
cli-uci-no-arguments = uci takes no arguments, got "{ $value }"

## `render` and `scene` (scene_cmds.rs).

cli-hit-needs-numbers = --hit needs two numbers: X Y
cli-hit-not-a-number = --hit needs two numbers: X Y, not "{ $value }"
cli-pixels-not-a-number = --{ $name } needs a number of pixels, not "{ $value }"
cli-pixels-out-of-range = --{ $name } must be between { $min } and { $max } pixels
# $name is the option (bottom, stage, faces, coords); $names its values.
cli-unknown-choice = unknown { $name ->
        [bottom] side
        [coords] coordinates
       *[other] { $name }
    } "{ $value }"; use { $names }
cli-select-not-a-point = --select needs a point like h2, not "{ $value }"
cli-select-no-piece = --select { $point }: no piece there
cli-picture-no-memory = cannot allocate the picture
cli-render-missing-out = --out FILE.svg|FILE.png is required; try 'xiangqi render --help'
cli-render-bad-out = --out "{ $value }": use a .svg or .png file
cli-scene-what = say what to print: --json, --hit X Y or --a11y; try 'xiangqi scene --help'

## `sound` and `music` (sound_cmds.rs).

cli-bad-rate = --rate: not a number of Hz: "{ $value }"
cli-missing-wav-out = missing --out FILE.wav
# The one argument of `sound` ($what = cue) and `music` ($what = piece).
cli-positional-name = { $what ->
        [cue] CUE (gong, cymbal, move, capture, tick, chime)
       *[piece] piece number N (1 to 5)
    }
cli-missing-positional = missing { cli-positional-name }
cli-one-positional = one { cli-positional-name } expected, got { $n }
cli-bad-piece-number = not a piece number (1 to 5): "{ $value }"
cli-bad-seconds = --seconds: a number above 0 and at most { $max }, not "{ $value }"

## `puzzles verify|generate` (puzzle_cmds.rs).

cli-puzzles-missing-command = missing verify or generate; try 'xiangqi puzzles --help'
cli-puzzles-unknown-command = unknown subcommand "{ $value }"; try 'xiangqi puzzles --help'
cli-verify-needs-file = puzzles verify needs exactly one FILE
cli-verify-failed = { $failed ->
        [one] { $failed } puzzle failed verification
       *[other] { $failed } puzzles failed verification
    }
cli-not-a-number = --{ $name }: not a number: "{ $value }"
cli-generate-needs-out = puzzles generate needs --out FILE
cli-bad-chooser = --chooser: engine or material, not "{ $value }"

## `xiangqi online` (online_cmds.rs): the server's events and the command's answers.

cli-online-unknown-argument = unknown option "{ $value }"; try --help
cli-online-needs-server = online needs --server URL
cli-online-bad-proposal = bad option "{ $value }" (time control, rated|friendly, stake)
cli-online-connected = Connected to the server.
cli-online-disconnected = Connection lost ({ $reason }); retrying in { $ms } ms.
cli-online-closed = Disconnected.
cli-online-welcome = Welcome, { $name }: Elo { $elo }, points { $points }, Taler { $taler }.
cli-online-resume = Your game { $game } is still running: resuming it.
cli-online-lobby = In the lobby:
cli-online-status = { $status ->
        [idle] idle
        [seeking] seeking
       *[playing] playing
    }
cli-online-kind = { $rated ->
        [yes] rated
       *[no] friendly
    }
cli-online-challenge = Challenge { $id }: { $from } vs { $to }, { $time }, { cli-online-kind }, stake { $stake } Taler, Red: { $red } (revision { $revision }; accepted by: { $accepted }). 'accept', 'decline' or 'swap'.
cli-online-challenge-closed = Challenge { $id } closed: { $reason }.
cli-online-seeking = Looking for an opponent ({ $time }) ...
cli-online-seek-cancelled = Search cancelled.
cli-online-started = Game { $game } starts: you play { color-name }.
cli-online-game = Game { $id }: { $red } (Red, { $red_elo }) vs { $black } (Black, { $black_elo }), { cli-online-kind }.
cli-online-clocks = Clock: Red { $red }, Black { $black }.
cli-online-your-turn = Your move.
cli-online-warning = Warning: repetition ({ $kind }).
cli-online-draw-offered = { color-name } offers a draw ('draw' accepts, 'nodraw' declines).
cli-online-draw-declined = { color-name } declines the draw.
cli-online-takeback-offered = { color-name } asks to take back a move ('takeback' agrees, 'notakeback' declines).
cli-online-takeback-declined = { color-name } declines the takeback.
cli-online-taken-back = Taken back: { $plies ->
        [one] { $plies } ply remains.
       *[other] { $plies } plies remain.
    }
cli-online-absent = { color-name } left; loses unless back by { $until }.
cli-online-back = { color-name } is back.
# $result: red_wins, black_wins or draw (the protocol's names); $reason the protocol's name.
cli-online-result = { $result ->
        [red_wins] { online-red-wins }
        [black_wins] { online-black-wins }
       *[draw] { online-draw }
    }
cli-online-ended = Game over: { cli-online-result } ({ $reason }){ $counted ->
        [yes] ; points { $points }, Elo { $elo }, Taler { $taler }
       *[no] ; unrated
    }.
cli-online-account = Now: Elo { $elo }, points { $points }, Taler { $taler }.
cli-online-error = Error: { $message } ({ $code }).
cli-online-daily = Daily puzzle { $date } ({ $id }): mate in { $level }. Wrong tries: { $wrong }.
cli-online-daily-wrong = { $move } does not mate (wrong tries: { $wrong }).
cli-online-daily-continue = { $move } – reply: { $reply }.
cli-online-daily-mate = { $move } – mate!
cli-online-daily-done = Result { $solved ->
        [yes] solved
       *[no] not solved
    }: { $score } points, { $wrong } wrong tries, { $seconds } s, streak { $streak }. Solution: { $solution }
cli-online-no-game = No running game.
cli-online-no-challenge = No open challenge.
cli-online-unknown = Unknown command; 'help' lists them.
cli-online-registered = Account { $name } created; its key is kept in { $file }.
cli-online-need-name = No account for this server yet: --name NAME creates one.
cli-online-my-game = #{ $id } { $red } – { $black }, { cli-online-kind }, { $moves } moves, { cli-online-result } ({ $reason })
cli-online-stats = { $name }: { $games } games, { $wins } W / { $draws } D / { $losses } L; as Red { $red_wins }/{ $red_draws }/{ $red_losses }, as Black { $black_wins }/{ $black_draws }/{ $black_losses }; Elo history: { $elo_history }; puzzle streak { $streak }
cli-online-live = Running: #{ $id } { $red } – { $black }, { $time }, { $plies } plies
cli-online-help = Commands: lobby | challenge NAME [3+2|10+5|20+10|45+15] [rated|friendly] [STAKE] | accept | decline | swap | quick [TIME] [rated|friendly] | cancel | MOVE (e.g. h2e2) | board | draw | nodraw | resign | takeback | notakeback | live | watch ID | games | stats [NAME] | daily | giveup | quit
