//! `xiangqi online --server URL [--name NAME] [--lang de|en]`: play on a game server from the
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
use xiangqi::{Color, Move, Position, Square};
use xiangqi_online::client::{self, Client, Connection, Listener};
use xiangqi_online::protocol::*;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Lang {
    De,
    En,
}

/// Every text of this command: (key, German, English).
const TEXTS: &[(&str, &str, &str)] = &[
    ("connected", "Verbunden mit dem Server.", "Connected to the server."),
    ("disconnected", "Verbindung verloren ({0}); neuer Versuch in {1} ms.", "Connection lost ({0}); retrying in {1} ms."),
    ("closed", "Getrennt.", "Disconnected."),
    ("welcome", "Willkommen, {0}: Elo {1}, Punkte {2}, Taler {3}.", "Welcome, {0}: Elo {1}, points {2}, Taler {3}."),
    ("resume", "Deine Partie {0} läuft noch: sie wird fortgesetzt.", "Your game {0} is still running: resuming it."),
    ("lobby", "Im Wartesaal:", "In the lobby:"),
    ("idle", "frei", "idle"),
    ("seeking", "sucht", "seeking"),
    ("playing", "spielt", "playing"),
    ("challenge", "Herausforderung {0}: {1} gegen {2}, {3}, {4}, Einsatz {5} Taler, Rot: {6} (Fassung {7}; angenommen von: {8}). 'accept', 'decline' oder 'swap'.", "Challenge {0}: {1} vs {2}, {3}, {4}, stake {5} Taler, Red: {6} (revision {7}; accepted by: {8}). 'accept', 'decline' or 'swap'."),
    ("rated", "gewertet", "rated"),
    ("friendly", "Freundschaft", "friendly"),
    ("challenge_closed", "Herausforderung {0} beendet: {1}.", "Challenge {0} closed: {1}."),
    ("seeking_msg", "Suche einen Gegner ({0}) ...", "Looking for an opponent ({0}) ..."),
    ("seek_cancelled", "Suche abgebrochen.", "Search cancelled."),
    ("started", "Partie {0} beginnt: du spielst {1}.", "Game {0} starts: you play {1}."),
    ("red", "Rot", "Red"),
    ("black", "Schwarz", "Black"),
    ("game", "Partie {0}: {1} (Rot, {2}) gegen {3} (Schwarz, {4}), {5}.", "Game {0}: {1} (Red, {2}) vs {3} (Black, {4}), {5}."),
    ("clocks", "Uhr: Rot {0}, Schwarz {1}.", "Clock: Red {0}, Black {1}."),
    ("moved", "{0}. {1}", "{0}. {1}"),
    ("your_turn", "Du bist am Zug.", "Your move."),
    ("warning", "Achtung: Wiederholung ({0}).", "Warning: repetition ({0})."),
    ("draw_offered", "{0} bietet Remis an ('draw' nimmt an, 'nodraw' lehnt ab).", "{0} offers a draw ('draw' accepts, 'nodraw' declines)."),
    ("draw_declined", "{0} lehnt das Remis ab.", "{0} declines the draw."),
    ("takeback_offered", "{0} bittet um Zugrücknahme ('takeback' stimmt zu, 'notakeback' lehnt ab).", "{0} asks to take back a move ('takeback' agrees, 'notakeback' declines)."),
    ("takeback_declined", "{0} lehnt die Zugrücknahme ab.", "{0} declines the takeback."),
    ("taken_back", "Zurückgenommen: {0} Halbzüge bleiben.", "Taken back: {0} plies remain."),
    ("absent", "{0} ist weg; verliert ohne Rückkehr um {1}.", "{0} left; loses unless back by {1}."),
    ("back", "{0} ist zurück.", "{0} is back."),
    ("ended", "Partie beendet: {0} ({1}){2}.", "Game over: {0} ({1}){2}."),
    ("counted", "; Punkte {0}, Elo {1}, Taler {2}", "; points {0}, Elo {1}, Taler {2}"),
    ("unrated", "; ungewertet", "; unrated"),
    ("red_wins", "Rot gewinnt", "Red wins"),
    ("black_wins", "Schwarz gewinnt", "Black wins"),
    ("draw", "Remis", "Draw"),
    ("account", "Jetzt: Elo {0}, Punkte {1}, Taler {2}.", "Now: Elo {0}, points {1}, Taler {2}."),
    ("error", "Fehler: {0} ({1}).", "Error: {0} ({1})."),
    ("daily", "Rätsel des Tages {0} ({1}): Matt in {2}. Fehlversuche: {3}.", "Daily puzzle {0} ({1}): mate in {2}. Wrong tries: {3}."),
    ("daily_wrong", "{0} führt nicht zum Matt (Fehlversuche: {1}).", "{0} does not mate (wrong tries: {1})."),
    ("daily_continue", "{0} – Antwort: {1}.", "{0} – reply: {1}."),
    ("daily_mate", "{0} – Matt!", "{0} – mate!"),
    ("daily_done", "Ergebnis {0}: {1} Punkte, {2} Fehlversuche, {3} s, Serie {4}. Lösung: {5}", "Result {0}: {1} points, {2} wrong tries, {3} s, streak {4}. Solution: {5}"),
    ("solved", "gelöst", "solved"),
    ("not_solved", "nicht gelöst", "not solved"),
    ("no_game", "Keine laufende Partie.", "No running game."),
    ("no_challenge", "Keine offene Herausforderung.", "No open challenge."),
    ("unknown", "Unbekannter Befehl; 'help' zeigt alle.", "Unknown command; 'help' lists them."),
    ("registered", "Konto {0} angelegt; der Schlüssel liegt in {1}.", "Account {0} created; its key is kept in {1}."),
    ("need_name", "Noch kein Konto für diesen Server: --name NAME legt eines an.", "No account for this server yet: --name NAME creates one."),
    ("my_game", "#{0} {1} – {2}, {3}, {4} Züge, {5} ({6})", "#{0} {1} – {2}, {3}, {4} moves, {5} ({6})"),
    ("stats", "{0}: {1} Partien, {2} S / {3} R / {4} N; als Rot {5}/{6}/{7}, als Schwarz {8}/{9}/{10}; Elo-Verlauf: {11}; Rätsel-Serie {12}", "{0}: {1} games, {2} W / {3} D / {4} L; as Red {5}/{6}/{7}, as Black {8}/{9}/{10}; Elo history: {11}; puzzle streak {12}"),
    ("live", "Laufend: #{0} {1} – {2}, {3}, {4} Halbzüge", "Running: #{0} {1} – {2}, {3}, {4} plies"),
    ("help", "Befehle: lobby | challenge NAME [3+2|10+5|20+10|45+15] [rated|friendly] [STAKE] | accept | decline | swap | quick [ZEIT] [rated|friendly] | cancel | ZUG (z. B. h2e2) | board | draw | nodraw | resign | takeback | notakeback | live | watch ID | games | stats [NAME] | daily | giveup | quit", "Commands: lobby | challenge NAME [3+2|10+5|20+10|45+15] [rated|friendly] [STAKE] | accept | decline | swap | quick [TIME] [rated|friendly] | cancel | MOVE (e.g. h2e2) | board | draw | nodraw | resign | takeback | notakeback | live | watch ID | games | stats [NAME] | daily | giveup | quit"),
];

fn t(lang: Lang, key: &str, args: &[String]) -> String {
    let text = TEXTS
        .iter()
        .find(|(k, _, _)| *k == key)
        .map_or(key, |(_, de, en)| if lang == Lang::De { de } else { en });
    let mut out = text.to_string();
    for (i, a) in args.iter().enumerate() {
        out = out.replace(&format!("{{{i}}}"), a);
    }
    out
}

macro_rules! say {
    ($lang:expr, $key:expr $(, $arg:expr)* $(,)?) => {
        outln!("{}", t($lang, $key, &[$($arg.to_string()),*]))
    };
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

fn color_name(lang: Lang, c: Color) -> String {
    t(lang, if c == Color::Red { "red" } else { "black" }, &[])
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
        let extra = if o.counted {
            t(
                lang,
                "counted",
                &[
                    mine.points.to_string(),
                    mine.elo.to_string(),
                    mine.taler.to_string(),
                ],
            )
        } else {
            t(lang, "unrated", &[])
        };
        say!(
            lang,
            "ended",
            t(lang, o.result.name(), &[]),
            o.reason.name(),
            extra
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
                say!(lang, "moved", ply, mv);
                say!(
                    lang,
                    "clocks",
                    clock_text(clock.red_ms),
                    clock_text(clock.black_ms)
                );
                if let Some(w) = warning {
                    say!(lang, "warning", w);
                }
                if mine {
                    say!(lang, "your_turn");
                }
            }
            GameEvent::DrawOffered { by } => {
                lock(&self.view).offers.0 = Some(*by);
                say!(lang, "draw_offered", color_name(lang, *by));
            }
            GameEvent::DrawDeclined { by } => {
                lock(&self.view).offers.0 = None;
                say!(lang, "draw_declined", color_name(lang, *by));
            }
            GameEvent::TakebackOffered { by } => {
                lock(&self.view).offers.1 = Some(*by);
                say!(lang, "takeback_offered", color_name(lang, *by));
            }
            GameEvent::TakebackDeclined { by } => {
                lock(&self.view).offers.1 = None;
                say!(lang, "takeback_declined", color_name(lang, *by));
            }
            GameEvent::TakenBack { ply, .. } => {
                let mut v = lock(&self.view);
                if let Some(g) = v.game_rules.as_mut() {
                    g.truncate(*ply as usize);
                }
                v.offers = (None, None);
                drop(v);
                say!(lang, "taken_back", ply);
            }
            GameEvent::Presence {
                color,
                connected,
                until_ms,
            } => {
                if *connected {
                    say!(lang, "back", color_name(lang, *color));
                } else {
                    let at = until_ms.map_or("?".into(), |u| format!("{} UTC", clock_of_day(u)));
                    say!(lang, "absent", color_name(lang, *color), at);
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
            Connection::Connected => say!(lang, "connected"),
            Connection::Disconnected {
                reason,
                retry_in_ms,
            } => say!(lang, "disconnected", reason, retry_in_ms),
            Connection::Closed => say!(lang, "closed"),
        }
    }

    fn on_message(&self, msg: ServerMsg) {
        let lang = self.lang;
        match msg {
            ServerMsg::Welcome { you, game, .. } => {
                lock(&self.view).me = you.name.clone();
                say!(lang, "welcome", you.name, you.elo, you.points, you.taler);
                if let Some(g) = game {
                    say!(lang, "resume", g);
                    lock(&self.view).game = Some(g);
                    self.open(g);
                }
            }
            ServerMsg::Pong { .. } | ServerMsg::Shutdown {} => {}
            ServerMsg::Error { code, message, .. } => say!(lang, "error", message, code.name()),
            ServerMsg::Lobby { players } => {
                say!(lang, "lobby");
                for p in players {
                    let st = match p.status {
                        PlayerStatus::Idle => "idle",
                        PlayerStatus::Seeking => "seeking",
                        PlayerStatus::Playing => "playing",
                    };
                    outln!("  {} ({}) {}", p.name, p.elo, t(lang, st, &[]));
                }
            }
            ServerMsg::Challenge { challenge: c } => {
                let kind = t(lang, if c.terms.rated { "rated" } else { "friendly" }, &[]);
                say!(
                    lang,
                    "challenge",
                    c.id,
                    c.from,
                    c.to,
                    c.terms.time_control.label(),
                    kind,
                    c.terms.stake,
                    c.terms.red,
                    c.revision,
                    c.accepted_by.join(", ")
                );
                lock(&self.view).challenge = Some(c);
            }
            ServerMsg::ChallengeClosed { challenge, reason } => {
                let r = serde_json::to_value(reason)
                    .ok()
                    .and_then(|v| v.as_str().map(str::to_string))
                    .unwrap_or_default();
                say!(lang, "challenge_closed", challenge, r);
                let mut v = lock(&self.view);
                if v.challenge.as_ref().map(|c| c.id) == Some(challenge) {
                    v.challenge = None;
                }
            }
            ServerMsg::Seeking { proposal } => {
                say!(lang, "seeking_msg", proposal.time_control.label())
            }
            ServerMsg::SeekCancelled {} => say!(lang, "seek_cancelled"),
            ServerMsg::GameStarted { game, color } => {
                let mut v = lock(&self.view);
                v.game = Some(game);
                v.color = Some(color);
                drop(v);
                say!(lang, "started", game, color_name(lang, color));
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
                let kind = t(lang, if game.rated { "rated" } else { "friendly" }, &[]);
                say!(
                    lang,
                    "game",
                    game.id,
                    game.red.name,
                    game.red.elo,
                    game.black.name,
                    game.black.elo,
                    kind
                );
                outln!("{}", game.moves.join(" "));
                say!(
                    lang,
                    "clocks",
                    clock_text(game.clock.red_ms),
                    clock_text(game.clock.black_ms)
                );
                if let Some(o) = game.outcome {
                    self.outcome(&o);
                }
            }
            ServerMsg::GameEvent { game, event, .. } => self.event(game, &event),
            ServerMsg::AccountUpdate { you } => {
                say!(lang, "account", you.elo, you.points, you.taler)
            }
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
                say!(lang, "daily", date, puzzle_id, level, wrong_tries);
                if let Ok(mut pos) = Position::from_fen(&fen) {
                    for m in played.iter().filter_map(|m| Move::parse_iccs(m).ok()) {
                        pos.make_move(m);
                    }
                    outln!("{}", board_text(&pos));
                }
            }
            ServerMsg::DailyTried { mv, outcome } => match outcome {
                DailyTry::Wrong { wrong_tries } => say!(lang, "daily_wrong", mv, wrong_tries),
                DailyTry::Continue { reply } => say!(lang, "daily_continue", mv, reply),
                DailyTry::Mate => say!(lang, "daily_mate", mv),
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
                let s = t(lang, if solved { "solved" } else { "not_solved" }, &[]);
                say!(
                    lang,
                    "daily_done",
                    s,
                    score,
                    wrong_tries,
                    seconds,
                    streak,
                    solution.join(" ")
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
                "ungültige Angabe {w:?} (Bedenkzeit, rated|friendly, Einsatz)",
                "bad option {w:?} (time control, rated|friendly, stake)"
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
    let mut lang = match crate::run_lang() {
        xiangqi::Lang::De => Lang::De,
        xiangqi::Lang::En => Lang::En,
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--server" => server = it.next().cloned(),
            "--name" => name = it.next().cloned(),
            "--lang" => {
                lang = match it.next().map(String::as_str) {
                    Some("en") => Lang::En,
                    Some("de") => Lang::De,
                    other => {
                        return Err(crate::fail!(
                            "ungültiges --lang {other:?} (de|en)",
                            "bad --lang {other:?} (de|en)"
                        ))
                    }
                }
            }
            other => {
                return Err(crate::fail!(
                    "unbekannte Option {other:?}; siehe --help",
                    "unknown option {other:?}; try --help"
                ))
            }
        }
    }
    let server = server
        .ok_or_else(|| crate::fail!("online braucht --server URL", "online needs --server URL"))?;
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
            say!(lang, "registered", n, path.display());
            r.token
        }
        (None, None) => return Err(CliError(t(lang, "need_name", &[]))),
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
    let need_game = || game.ok_or_else(|| CliError(t(lang, "no_game", &[])));
    match cmd {
        "help" => say!(lang, "help"),
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
                .ok_or_else(|| CliError(t(lang, "no_challenge", &[])))?;
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
                None => say!(lang, "no_game"),
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
                    "live",
                    g.id,
                    g.red.name,
                    g.black.name,
                    g.time_control.label(),
                    g.plies
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
                let kind = t(lang, if g.rated { "rated" } else { "friendly" }, &[]);
                say!(
                    lang,
                    "my_game",
                    g.id,
                    g.red.name,
                    g.black.name,
                    kind,
                    g.moves.len(),
                    t(lang, g.outcome.result.name(), &[]),
                    g.outcome.reason.name()
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
                "stats",
                s.account.name,
                s.all.games,
                s.all.wins,
                s.all.draws,
                s.all.losses,
                s.as_red.wins,
                s.as_red.draws,
                s.as_red.losses,
                s.as_black.wins,
                s.as_black.draws,
                s.as_black.losses,
                hist.join(" "),
                s.daily_streak
            );
        }
        "daily" => c.send(ClientMsg::DailyStart {}),
        "giveup" => c.send(ClientMsg::DailyGiveUp {}),
        mv if Move::parse_iccs(mv).is_ok() => {
            let v = lock(view);
            if v.daily_active {
                c.send(ClientMsg::DailyMove { mv: mv.to_string() });
            } else {
                let game = v.game.ok_or_else(|| CliError(t(lang, "no_game", &[])))?;
                let ply = v.game_rules.as_ref().map_or(0, |g| g.ply_count() as u32);
                c.play(game, ply, mv);
            }
        }
        _ => say!(lang, "unknown"),
    }
    Ok(())
}
