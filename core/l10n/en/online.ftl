# online: messages in en (see core/src/l10n/mod.rs).

online-signed-in-as-for = signed in as { $name }. For another server, sign out in “Play online”.
online-not-signed-in-you = not signed in. You choose the server when you sign in.
online-play-online = Play online
online-online-play-is-not = Online play is not part of this build.
online-sign-out = Sign out
online-cancel = Cancel
online-the-server-address-starts = The server address starts with http:// or https://.
online-a-name-has-to = A name has { $min } to { $max } characters: letters A–Z, digits, _ and -.
online-minutes-each-s-more = { $minutes } minutes each, { $increment } s more per move
online-idle = idle
online-seeking-a-game = seeking a game
online-playing = playing
online-no-connection-to-the = No connection to the server – trying again in { $secs } s.
online-challenges = Challenges
online-who-is-here = Who is here
online-choose-a-name-the = Choose the name other players will see.
online-name = Name
online-e-g-mei-lin = e.g. Mei_Lin
online-server = Server
online-signing-in = Signing in …
online-sign-in = Sign in
online-your-running-game = Your running game
online-quick-game = Quick game
online-time-control = Time control
online-looking-for-an-opponent = Looking for an opponent of similar Elo …
online-challenges-you = { $other } challenges you
online-your-challenge-to = Your challenge to { $other }
online-waiting-for-you = waiting for you
online-waiting-for = waiting for { $other }
online-live-games = Live games
online-my-games = My games
online-my-statistics = My statistics
online-puzzle-of-the-day = Puzzle of the day (online)
online-todays-puzzle-list = Today's puzzle list
online-connect = Connect
online-disconnect = Disconnect
online-puzzle-of-the-day-2 = Puzzle of the day – { $date }
online-reload = Reload
online-loading = Loading …
online-to-watch = To watch
online-no-game-is-running = No game is running.
online-finished-newest-first = Finished, newest first
online-vs = vs { $name } ({ $elo })
online-no-finished-game-yet = No finished game yet.
online-games-w-d-l = { $games } { $games ->
        [one] game
       *[other] games
    } – { $wins } W, { $draws } D, { $losses } L
online-as-red = As Red
online-as-black = As Black
online-puzzle-streak-days = Puzzle streak: { $days } { $days ->
        [one] day
       *[other] days
    }
online-by-time-control = By time control
online-no-game-yet = No game yet.
online-elo-over-time = Elo over time
online-ranked-are-accounts-that = Ranked are accounts that existed before this day began.
online-ranking = Ranking
online-points = { $rank }. { $name } – { $score } { $score ->
        [one] point
       *[other] points
    }
online-wrong-tries-s-streak = { $wrong } { $wrong ->
        [one] wrong try
       *[other] wrong tries
    } · { $seconds } s · streak { $streak }
online-nobody-has-solved-it = Nobody has solved it today yet.
online-draw = Draw
online-won = Won
online-lost = Lost
online-not-counted = not counted
online-points-2 = Points { $points }
online-the-server-cannot-be = The server cannot be reached. Check the address and the connection.
online-the-servers-answer-makes = The server's answer makes no sense.
online-that-name-is-taken = That name is taken.
online-that-name-is-not = That name is not allowed.
online-too-many-accounts-were = Too many accounts were made from this address today.
online-the-server-no-longer = The server no longer knows this account.
online-that-player-has-left = That player has left.
online-not-found = Not found.
online-that-player-is-busy = That player is busy.
online-not-enough-taler-for = Not enough Taler for that.
online-stakes-need-a-few = Stakes need a few counted games on both accounts.
online-you-two-have-played = You two have played for Taler often enough today.
online-that-stake-is-not = That stake is not allowed.
online-no-takebacks-in-rated = No takebacks in rated games.
online-it-is-not-your = It is not your turn.
online-something-changed-meanwhile-the = Something changed meanwhile – the view is up to date now.
online-that-move-is-not = That move is not legal.
online-the-game-is-already = The game is already over.
online-you-have-played-todays = You have played today's puzzle already.
online-too-fast-one-moment = Too fast – one moment please.
online-the-server-is-restarting = The server is restarting; the app reconnects in a moment.
online-you-cannot-challenge-yourself = You cannot challenge yourself.
online-the-lobby-is-moving = The lobby is moving to another server – try again in a moment.
online-the-server-refused = The server refused: { $message }
online-challenges-you-2 = { $other } challenges you ({ $terms }).
online-challenge-to = Challenge to { $other }
online-no-stake = no stake
online-you-play-red-you = You play Red (you move first).
online-you-play-black = You play Black.
online-proposal-waiting-for = Waiting for { $other } to answer.
online-proposal-from-accept-decline = { $other } proposes these terms – accept, decline or change them.
online-sent = Sent …
online-terms = Terms
online-stake-you-have-taler = Stake (you have { $balance } Taler)
online-rated-elo-points-stake = Rated (Elo, points, stake); friendly allows takebacks
online-swap-colours = Swap colours
online-challenge = Challenge
online-propose-the-change = Propose the change
online-accept = Accept
online-decline = Decline
online-withdraw = Withdraw
online-declines-the-draw = { $name } declines the draw.
online-declines-the-takeback = { $name } declines the takeback.
online-taken-back = Taken back.
online-i-do-not-understand = I do not understand that move.
online-resign = Resign
online-play-on = Play on
online-online-game = Online game
online-loading-the-game = Loading the game …
online-move-sent = Move sent …
online-accept-the-draw = Accept the draw
online-decline-the-draw = Decline the draw
online-offer-a-draw = Offer a draw
online-allow-the-takeback = Allow the takeback
online-refuse-the-takeback = Refuse the takeback
online-ask-for-a-takeback = Ask for a takeback
online-red-wins = Red wins
online-black-wins = Black wins
online-review-the-game = Review the game
online-to-the-lobby = To the lobby
online-connection-lost-the-app = Connection lost – the app is reconnecting.
online-has-left-to-come = { $name } has left – { $left } to come back, then the game is lost.
online-you-offered-a-draw = You offered a draw.
online-offers-a-draw = { $name } offers a draw.
online-asks-to-take-the = { $name } asks to take the last move back.
online-wrong-try-again = Wrong – try again.
online-right-the-defence-answers = Right! The defence answers.
online-checkmate = Checkmate!
online-loading-the-puzzle = Loading the puzzle …
online-solved-points = Solved! { $score } { $score ->
        [one] point
       *[other] points
    }.
online-given-up = Given up.
online-moves-left = { $moves } { $moves ->
        [one] move
       *[other] moves
    } left
online-solution-s-wrong-tries = Solution: { $solution } · { $seconds } s · { $wrong } { $wrong ->
        [one] wrong try
       *[other] wrong tries
    } · streak { $streak }
online-checked-by-the-server = Checked by the server · { $secs } s · { $wrong } { $wrong ->
        [one] wrong try
       *[other] wrong tries
    }
online-red-mates-in-moves = Red mates in { $moves } { $moves ->
        [one] move
       *[other] moves
    }; every move gives check.
online-give-up = Give up

# The settings' online section.
online-settings-title = Online
online-settings-note = Server: { $server } · { $state }

# The terms of a game, and what it settled.
online-rated-short = rated
online-friendly-short = friendly
online-taler = { $taler } Taler
online-elo-change = Elo { $before } → { $after }
online-taler-change = Taler { $taler }

# Why a challenge is off ($who: the other player).
online-challenge-declined = The challenge with { $who } was declined or withdrawn.
online-challenge-player-gone = { $who } has left; the challenge is off.
online-challenge-stake-unaffordable = The stake no longer fits a balance; the challenge is off.
online-colours-by-server = The server assigns colours: whoever had Red last time plays Black.

# Signing out.
online-sign-out-title = Sign out?
online-sign-out-text = The key of the account “{ $name }” is deleted from this device. Without it nobody can use that account again, you included.

# Players, games and lists.
online-player-status = Elo { $elo } · { $status }
online-pairing = { $red } ({ $red_elo }) – { $black } ({ $black_elo })
online-tally = { $label }: { $counts }
online-elo-point = { $date }: { $elo }
online-puzzle-of-the-day-on = Puzzle of the day (online) – { $date }
online-settlements = { $red }: { $red_settlement } · { $black }: { $black_settlement }
online-elo = Elo { $elo }

# The hub: the connection, the quick pairing, the running game.
online-status-connected = Online
online-status-connecting = Connecting …
online-status-offline = Offline
online-status-retrying = Offline – trying again in { $secs } s
online-continue = Continue
online-your-move = Your move
online-their-move = { $name } to move
online-seeking = Seeking …
online-find-an-opponent-for = Find an opponent for { $time }
online-stop-seeking-for = Stop seeking a { $time } game
online-rated-or-friendly = Rated or friendly
online-mode-rated = Rated
online-mode-friendly = Friendly
online-speed-blitz = Blitz
online-speed-rapid = Rapid
online-speed-classical = Classical
online-moves = { $moves } { $moves ->
        [one] move
       *[other] moves
    }

# What online play offers, before signing in.
online-feature-quick = Quick games on four time controls, rated or friendly
online-feature-challenges = Challenge a player on your own terms
online-feature-daily = The puzzle of the day, with the day's ranking

# The statistics' figures (a number above each word).
online-figure-elo = Elo
online-figure-games = { $games ->
        [one] game
       *[other] games
    }
online-figure-won = won
online-figure-points = { $points ->
        [one] point
       *[other] points
    }
online-figure-taler = Taler
online-percent = { $percent } %
