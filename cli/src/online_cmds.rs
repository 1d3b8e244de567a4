//! `xiangqi online --server URL [--name NAME] [--lang de|en|zh]`: play on a game server from the
//! terminal: lobby, challenge, quick game, moves with clocks, draw/resign/takeback, watching,
//! my games, statistics and the daily puzzle. Commands come line by line from standard input
//! (scriptable); the server's messages are printed as they arrive.
//!
//! The account token is kept in `$XDG_DATA_HOME/xiangqi/online.json` (one entry per server).

use crate::CliError;
use std::collections::HashMap;
use std::io::BufRead;
use std::sync::{Arc, Mutex};
use xiangqi::game::{Game, GameSetup, HouseRules};
use xiangqi::{tr, Color, Lang, Move, Position, Square};
use xiangqi_online::client::{self, Client, Connection, Listener};
use xiangqi_online::protocol::*;

/// Prints the message `id` of the `cli` area in `lang`, with its arguments (as
/// [`xiangqi::tr!`]).
macro_rules! say {
    ($lang:expr, $id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        // Braces: the l10n test reads a parenthesised `tr!` call as naming its id.
        outln!("{}", xiangqi::tr! { $lang, $id $(, $name = $value)* })
    };
}

/// A colour as the messages name it (`[red]` / `[black]`).
fn color_key(c: Color) -> &'static str {
    match c {
        Color::Red => "red",
        Color::Black => "black",
    }
}

/// What the terminal knows of the session.
#[derive(Default)]
struct View {
    me: String,
    game: Option<GameId>,
    color: Option<Color>,
    game_rules: Option<Game>,
    challenge: Option<ChallengeView>,
    daily_active: bool,
    offers: (Option<Color>, Option<Color>),
}

struct Printer {
    lang: Lang,
    view: Arc<Mutex<View>>,
    /// Set right after connecting: the printer opens games as they start.
    client: Arc<std::sync::OnceLock<Client>>,
}

impl Printer {
    fn open(&self, game: GameId) {
        if let Some(c) = self.client.get() {
            c.open(game);
        }
    }
}

fn lock(v: &Mutex<View>) -> std::sync::MutexGuard<'_, View> {
    v.lock().unwrap_or_else(|e| e.into_inner())
}

fn clock_text(ms: u64) -> String {
    let s = ms / 1000;
    format!("{}:{:02}", s / 60, s % 60)
}

/// The board as text (Black at the top), files a..i.
fn board_text(pos: &Position) -> String {
    let mut out = String::new();
    for rank in (0..10).rev() {
        out.push_str(&format!("{rank} "));
        for file in 0..9 {
            let c = Square::from_file_rank(file, rank)
                .and_then(|sq| pos.piece_at(sq))
                .map_or('.', |p| p.fen_char());
            out.push(c);
            out.push(' ');
        }
        out.push('\n');
    }
    out.push_str("  a b c d e f g h i");
    out
}

impl Printer {
    fn outcome(&self, o: &Outcome) {
        let lang = self.lang;
        let me_red = lock(&self.view).color == Some(Color::Red);
        let mine = if me_red { o.red } else { o.black };
        say!(
            lang,
            "cli-online-ended",
            result = o.result.name(),
            reason = o.reason.name(),
            counted = crate::yes_or_no(o.counted),
            points = mine.points.to_string(),
            elo = mine.elo.to_string(),
            taler = mine.taler.to_string()
        );
    }

    fn event(&self, game: GameId, event: &GameEvent) {
        let lang = self.lang;
        match event {
            GameEvent::Moved {
                ply,
                mv,
                clock,
                warning,
            } => {
                let mut v = lock(&self.view);
                if v.game == Some(game) {
                    if let (Some(g), Ok(m)) = (v.game_rules.as_mut(), Move::parse_iccs(mv)) {
                        let _ = g.play(m);
                    }
                }
                v.offers = (None, None);
                let mine = v.color.is_some()
                    && v.game_rules.as_ref().map(|g| g.position().side_to_move()) == v.color;
                drop(v);
                outln!("{ply}. {mv}");
                say!(
                    lang,
                    "cli-online-clocks",
                    red = clock_text(clock.red_ms),
                    black = clock_text(clock.black_ms)
                );
                if let Some(w) = warning {
                    say!(lang, "cli-online-warning", kind = w.to_string());
                }
                if mine {
                    say!(lang, "cli-online-your-turn");
                }
            }
            GameEvent::DrawOffered { by } => {
                lock(&self.view).offers.0 = Some(*by);
                say!(lang, "cli-online-draw-offered", color = color_key(*by));
            }
            GameEvent::DrawDeclined { by } => {
                lock(&self.view).offers.0 = None;
                say!(lang, "cli-online-draw-declined", color = color_key(*by));
            }
            GameEvent::TakebackOffered { by } => {
                lock(&self.view).offers.1 = Some(*by);
                say!(lang, "cli-online-takeback-offered", color = color_key(*by));
            }
            GameEvent::TakebackDeclined { by } => {
                lock(&self.view).offers.1 = None;
                say!(lang, "cli-online-takeback-declined", color = color_key(*by));
            }
            GameEvent::TakenBack { ply, .. } => {
                let mut v = lock(&self.view);
                if let Some(g) = v.game_rules.as_mut() {
                    g.truncate(*ply as usize);
                }
                v.offers = (None, None);
                drop(v);
                say!(lang, "cli-online-taken-back", plies = *ply);
            }
            GameEvent::Presence {
                color,
                connected,
                until_ms,
            } => {
                if *connected {
                    say!(lang, "cli-online-back", color = color_key(*color));
                } else {
                    let at = until_ms.map_or("?".into(), |u| format!("{} UTC", clock_of_day(u)));
                    say!(
                        lang,
                        "cli-online-absent",
                        color = color_key(*color),
                        until = at
                    );
                }
            }
            GameEvent::Ended { outcome, .. } => {
                self.outcome(outcome);
                let mut v = lock(&self.view);
                if v.game == Some(game) {
                    v.game = None;
                    v.color = None;
                }
            }
        }
    }
}

fn clock_of_day(ms: u64) -> String {
    let s = (ms / 1000) % 86_400;
    format!("{:02}:{:02}:{:02}", s / 3600, (s / 60) % 60, s % 60)
}

impl Listener for Printer {
    fn on_connection(&self, state: Connection) {
        let lang = self.lang;
        match state {
            Connection::Connected => say!(lang, "cli-online-connected"),
            Connection::Disconnected {
                reason,
                retry_in_ms,
            } => say!(
                lang,
                "cli-online-disconnected",
                reason = reason.to_string(),
                ms = retry_in_ms.to_string()
            ),
            Connection::Closed => say!(lang, "cli-online-closed"),
        }
    }

    fn on_message(&self, msg: ServerMsg) {
        let lang = self.lang;
        match msg {
            ServerMsg::Welcome { you, game, .. } => {
                lock(&self.view).me = you.name.clone();
                say!(
                    lang,
                    "cli-online-welcome",
                    name = you.name.as_str(),
                    elo = you.elo.to_string(),
                    points = you.points.to_string(),
                    taler = you.taler.to_string()
                );
                if let Some(g) = game {
                    say!(lang, "cli-online-resume", game = g.to_string());
                    lock(&self.view).game = Some(g);
                    self.open(g);
                }
            }
            ServerMsg::Pong { .. } | ServerMsg::Shutdown {} => {}
            ServerMsg::Error { code, message, .. } => say!(
                lang,
                "cli-online-error",
                message = message,
                code = code.name()
            ),
            ServerMsg::Lobby { players } => {
                say!(lang, "cli-online-lobby");
                for p in players {
                    let status = match p.status {
                        PlayerStatus::Idle => "idle",
                        PlayerStatus::Seeking => "seeking",
                        PlayerStatus::Playing => "playing",
                    };
                    let status = xiangqi::tr!(lang, "cli-online-status", status = status);
                    outln!("  {} ({}) {status}", p.name, p.elo);
                }
            }
            ServerMsg::Challenge { challenge: c } => {
                say!(
                    lang,
                    "cli-online-challenge",
                    id = c.id.to_string(),
                    from = c.from.as_str(),
                    to = c.to.as_str(),
                    time = c.terms.time_control.label(),
                    rated = crate::yes_or_no(c.terms.rated),
                    stake = c.terms.stake.to_string(),
                    red = c.terms.red.as_str(),
                    revision = c.revision.to_string(),
                    accepted = c.accepted_by.join(", ")
                );
                lock(&self.view).challenge = Some(c);
            }
            ServerMsg::ChallengeClosed { challenge, reason } => {
                let r = serde_json::to_value(reason)
                    .ok()
                    .and_then(|v| v.as_str().map(str::to_string))
                    .unwrap_or_default();
                say!(
                    lang,
                    "cli-online-challenge-closed",
                    id = challenge.to_string(),
                    reason = r
                );
                let mut v = lock(&self.view);
                if v.challenge.as_ref().map(|c| c.id) == Some(challenge) {
                    v.challenge = None;
                }
            }
            ServerMsg::Seeking { proposal } => say!(
                lang,
                "cli-online-seeking",
                time = proposal.time_control.label()
            ),
            ServerMsg::SeekCancelled {} => say!(lang, "cli-online-seek-cancelled"),
            ServerMsg::GameStarted { game, color } => {
                let mut v = lock(&self.view);
                v.game = Some(game);
                v.color = Some(color);
                drop(v);
                say!(
                    lang,
                    "cli-online-started",
                    game = game.to_string(),
                    color = color_key(color)
                );
                self.open(game);
            }
            ServerMsg::GameSnapshot { game } => {
                let moves: Vec<Move> = game
                    .moves
                    .iter()
                    .filter_map(|m| Move::parse_iccs(m).ok())
                    .collect();
                let rules = Game::replay(GameSetup::Standard, HouseRules::default(), &moves).ok();
                let mut v = lock(&self.view);
                let me = v.me.clone();
                if game.red.name == me || game.black.name == me {
                    v.color = Some(if game.red.name == me {
                        Color::Red
                    } else {
                        Color::Black
                    });
                }
                if v.game.is_none() || v.game == Some(game.id) {
                    v.game = Some(game.id);
                }
                if let Some(r) = &rules {
                    outln!("{}", board_text(r.position()));
                }
                v.game_rules = rules;
                v.offers = (
                    game.draw_offer.map(|o| o.by),
                    game.takeback_offer.map(|o| o.by),
                );
                drop(v);
                say!(
                    lang,
                    "cli-online-game",
                    id = game.id.to_string(),
                    red = game.red.name.as_str(),
                    red_elo = game.red.elo.to_string(),
                    black = game.black.name.as_str(),
                    black_elo = game.black.elo.to_string(),
                    rated = crate::yes_or_no(game.rated)
                );
                outln!("{}", game.moves.join(" "));
                say!(
                    lang,
                    "cli-online-clocks",
                    red = clock_text(game.clock.red_ms),
                    black = clock_text(game.clock.black_ms)
                );
                if let Some(o) = game.outcome {
                    self.outcome(&o);
                }
            }
            ServerMsg::GameEvent { game, event, .. } => self.event(game, &event),
            ServerMsg::AccountUpdate { you } => say!(
                lang,
                "cli-online-account",
                elo = you.elo.to_string(),
                points = you.points.to_string(),
                taler = you.taler.to_string()
            ),
            ServerMsg::DailyPuzzle {
                date,
                puzzle_id,
                level,
                fen,
                wrong_tries,
                played,
                ..
            } => {
                lock(&self.view).daily_active = true;
                say!(
                    lang,
                    "cli-online-daily",
                    date = date.to_string(),
                    id = puzzle_id.to_string(),
                    level = level,
                    wrong = wrong_tries
                );
                if let Ok(mut pos) = Position::from_fen(&fen) {
                    for m in played.iter().filter_map(|m| Move::parse_iccs(m).ok()) {
                        pos.make_move(m);
                    }
                    outln!("{}", board_text(&pos));
                }
            }
            ServerMsg::DailyTried { mv, outcome } => match outcome {
                DailyTry::Wrong { wrong_tries } => say!(
                    lang,
                    "cli-online-daily-wrong",
                    move = mv,
                    wrong = wrong_tries
                ),
                DailyTry::Continue { reply } => say!(
                    lang,
                    "cli-online-daily-continue",
                    move = mv,
                    reply = reply
                ),
                DailyTry::Mate => say!(lang, "cli-online-daily-mate", move = mv),
            },
            ServerMsg::DailyDone {
                solved,
                score,
                wrong_tries,
                seconds,
                solution,
                streak,
                ..
            } => {
                lock(&self.view).daily_active = false;
                say!(
                    lang,
                    "cli-online-daily-done",
                    solved = crate::yes_or_no(solved),
                    score = score,
                    wrong = wrong_tries,
                    seconds = seconds,
                    streak = streak,
                    solution = solution.join(" ")
                );
            }
        }
    }
}

fn token_file() -> std::path::PathBuf {
    xiangqi_online::data_dir().join("online.json")
}

fn parse_proposal(words: &[&str]) -> Result<Proposal, CliError> {
    let mut p = Proposal {
        time_control: TimeControl {
            minutes: 10,
            increment: 5,
        },
        rated: true,
        stake: 0,
    };
    for w in words {
        if let Some(tc) = TimeControl::parse(w) {
            p.time_control = tc;
        } else if *w == "rated" {
            p.rated = true;
        } else if *w == "friendly" {
            p.rated = false;
        } else if let Ok(n) = w.parse() {
            p.stake = n;
        } else {
            return Err(crate::fail!(
                "cli-online-bad-proposal",
                value = crate::esc(w)
            ));
        }
    }
    Ok(p)
}

/// The `online` command.
pub fn online(args: &[String]) -> Result<(), CliError> {
    let mut server = None;
    let mut name = None;
    // The run's language (--lang, else the locale), as every command.
    let mut lang = crate::run_lang();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--server" => server = it.next().cloned(),
            "--name" => name = it.next().cloned(),
            "--lang" => {
                let Some(l) = it.next() else {
                    return Err(crate::fail!("cli-needs-value", name = "lang"));
                };
                lang = l.parse().map_err(|_| {
                    crate::fail!(
                        "cli-unknown-language",
                        value = crate::esc(l),
                        langs = crate::lang_names(", ")
                    )
                })?;
            }
            other => {
                return Err(crate::fail!(
                    "cli-online-unknown-argument",
                    value = crate::esc(other)
                ))
            }
        }
    }
    let server = server.ok_or_else(|| crate::fail!("cli-online-needs-server"))?;
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()?;
    rt.block_on(session(server, name, lang))
}

async fn session(server: String, name: Option<String>, lang: Lang) -> Result<(), CliError> {
    let path = token_file();
    let mut tokens: HashMap<String, (String, String)> = std::fs::read_to_string(&path)
        .ok()
        .and_then(|t| serde_json::from_str(&t).ok())
        .unwrap_or_default();
    let known = tokens
        .get(&server)
        .filter(|(n, _)| name.as_ref().is_none_or(|w| w == n))
        .cloned();
    let token = match (known, name) {
        (Some((_, token)), _) => token,
        (None, Some(n)) => {
            let r = client::register(&server, &n).await?;
            tokens.insert(server.clone(), (n.clone(), r.token.clone()));
            if let Some(dir) = path.parent() {
                std::fs::create_dir_all(dir)?;
            }
            std::fs::write(&path, serde_json::to_string_pretty(&tokens)?)?;
            say!(
                lang,
                "cli-online-registered",
                name = n.as_str(),
                file = path.display().to_string()
            );
            r.token
        }
        (None, None) => return Err(CliError(tr!(lang, "cli-online-need-name").into_owned())),
    };
    let view = Arc::new(Mutex::new(View::default()));
    let cell = Arc::new(std::sync::OnceLock::new());
    let printer = Printer {
        lang,
        view: view.clone(),
        client: cell.clone(),
    };
    let c = Client::connect(&server, &token, Arc::new(printer));
    let _ = cell.set(c.clone());
    // Standard input on its own thread; lines come over a channel.
    let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel::<String>();
    std::thread::spawn(move || {
        for line in std::io::stdin().lock().lines().map_while(Result::ok) {
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    while let Some(line) = rx.recv().await {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some((&cmd, rest)) = words.split_first() else {
            continue;
        };
        if cmd == "quit" {
            break;
        }
        if let Err(e) = command(&c, &view, lang, cmd, rest).await {
            eprintln!("xiangqi: {}", e.0);
        }
    }
    c.close();
    Ok(())
}

async fn command(
    c: &Client,
    view: &Arc<Mutex<View>>,
    lang: Lang,
    cmd: &str,
    rest: &[&str],
) -> Result<(), CliError> {
    let game = lock(view).game;
    let no_game = || CliError(tr!(lang, "cli-online-no-game").into_owned());
    let need_game = || game.ok_or_else(no_game);
    match cmd {
        "help" => say!(lang, "cli-online-help"),
        "lobby" => c.send(ClientMsg::Lobby {}),
        "challenge" => {
            let (to, opts) = rest
                .split_first()
                .ok_or_else(|| CliError("challenge NAME ...".into()))?;
            c.send(ClientMsg::Challenge {
                to: to.to_string(),
                proposal: parse_proposal(opts)?,
            });
        }
        "accept" | "decline" | "swap" => {
            let ch = lock(view)
                .challenge
                .clone()
                .ok_or_else(|| CliError(tr!(lang, "cli-online-no-challenge").into_owned()))?;
            c.send(match cmd {
                "accept" => ClientMsg::Accept {
                    challenge: ch.id,
                    revision: ch.revision,
                },
                "decline" => ClientMsg::Decline { challenge: ch.id },
                _ => {
                    let mut terms = ch.terms.clone();
                    terms.red = if terms.red == ch.from {
                        ch.to.clone()
                    } else {
                        ch.from.clone()
                    };
                    ClientMsg::Counter {
                        challenge: ch.id,
                        terms,
                    }
                }
            });
        }
        "quick" => c.send(ClientMsg::Quick {
            proposal: parse_proposal(rest)?,
        }),
        "cancel" => c.send(ClientMsg::QuickCancel {}),
        "board" => {
            let v = lock(view);
            match &v.game_rules {
                Some(g) => outln!("{}", board_text(g.position())),
                None => say!(lang, "cli-online-no-game"),
            }
        }
        "draw" => {
            let game = need_game()?;
            let offered = lock(view).offers.0;
            let me = lock(view).color;
            c.send(if offered.is_some() && offered != me {
                ClientMsg::AcceptDraw { game }
            } else {
                ClientMsg::OfferDraw { game }
            });
        }
        "nodraw" => c.send(ClientMsg::DeclineDraw { game: need_game()? }),
        "resign" => c.send(ClientMsg::Resign { game: need_game()? }),
        "takeback" => {
            let game = need_game()?;
            let offered = lock(view).offers.1;
            let me = lock(view).color;
            c.send(if offered.is_some() && offered != me {
                ClientMsg::AcceptTakeback { game }
            } else {
                ClientMsg::OfferTakeback { game }
            });
        }
        "notakeback" => c.send(ClientMsg::DeclineTakeback { game: need_game()? }),
        "live" => {
            let games: Vec<LiveGame> = c.get("/v1/games/live").await?;
            for g in games {
                say!(
                    lang,
                    "cli-online-live",
                    id = g.id.to_string(),
                    red = g.red.name.as_str(),
                    black = g.black.name.as_str(),
                    time = g.time_control.label(),
                    plies = g.plies
                );
            }
        }
        "watch" => {
            let id: GameId = rest
                .first()
                .and_then(|s| s.parse().ok())
                .ok_or_else(|| CliError("watch ID".into()))?;
            {
                let mut v = lock(view);
                v.game = Some(id);
                v.color = None;
            }
            c.open(id);
        }
        "games" => {
            let games: Vec<ArchivedGame> = c.get("/v1/games/mine").await?;
            for g in games {
                say!(
                    lang,
                    "cli-online-my-game",
                    id = g.id.to_string(),
                    red = g.red.name.as_str(),
                    black = g.black.name.as_str(),
                    rated = crate::yes_or_no(g.rated),
                    moves = g.moves.len(),
                    result = g.outcome.result.name(),
                    reason = g.outcome.reason.name()
                );
                outln!("   {}", g.moves.join(" "));
            }
        }
        "stats" => {
            let who = match rest.first() {
                Some(n) => n.to_string(),
                None => lock(view).me.clone(),
            };
            let s: PlayerStats = c.get(&format!("/v1/players/{who}/stats")).await?;
            let hist: Vec<String> = s.elo_history.iter().map(|p| p.elo.to_string()).collect();
            say!(
                lang,
                "cli-online-stats",
                name = s.account.name.as_str(),
                games = s.all.games,
                wins = s.all.wins,
                draws = s.all.draws,
                losses = s.all.losses,
                red_wins = s.as_red.wins,
                red_draws = s.as_red.draws,
                red_losses = s.as_red.losses,
                black_wins = s.as_black.wins,
                black_draws = s.as_black.draws,
                black_losses = s.as_black.losses,
                elo_history = hist.join(" "),
                streak = s.daily_streak
            );
        }
        "daily" => c.send(ClientMsg::DailyStart {}),
        "giveup" => c.send(ClientMsg::DailyGiveUp {}),
        mv if Move::parse_iccs(mv).is_ok() => {
            let v = lock(view);
            if v.daily_active {
                c.send(ClientMsg::DailyMove { mv: mv.to_string() });
            } else {
                let game = v.game.ok_or_else(no_game)?;
                let ply = v.game_rules.as_ref().map_or(0, |g| g.ply_count() as u32);
                c.play(game, ply, mv);
            }
        }
        _ => say!(lang, "cli-online-unknown"),
    }
    Ok(())
}
