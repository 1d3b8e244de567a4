//! `uci` (the engine for desktop GUIs, UCI as Pikafish speaks it: ranks 0..9), `bench`
//! (fixed-depth node count, the engine's signature) and `best` (one move with its reason).

use crate::args::Args;
use crate::{esc, fail, CliError};
use std::io::{BufRead, Write};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};
use xiangqi::engine::tt::{DEFAULT_TT_MIB, MAX_TT_MIB, MIN_TT_MIB};
use xiangqi::engine::{
    explain_move, mate_in, replay, Engine, Info, Level, LevelSettings, Limits, StandardRules,
    StopHandle,
};
use xiangqi::l10n::Locale;
use xiangqi::{Move, Position, START_FEN};

const ENGINE_NAME: &str = "xiangqi";
const DEFAULT_HASH_MIB: usize = DEFAULT_TT_MIB;
/// Bench: fixed depth per position.
const BENCH_DEPTH: u32 = 12;
/// Bench's own table size: part of its signature, kept apart from the app default.
const BENCH_HASH_MIB: usize = 16;

/// Bench positions: start position plus move lines, or FENs. Middle games and endgames.
const BENCH_POSITIONS: &[(&str, &str)] = &[
    (START_FEN, ""),
    (START_FEN, "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 b0c2 b7b3"),
    (START_FEN, "c3c4 g6g5 h2g2 h9g7 h0i2 b9c7 b0c2 h7i7"),
    (
        START_FEN,
        "h2e2 b7e7 h0g2 b9c7 i0h0 a9b9 b0c2 h9g7 c3c4 i9h9",
    ),
    (
        START_FEN,
        "g0e2 h9g7 h0g2 i9h9 i0h0 c6c5 b2a2 b9c7 b0c2 h7i7 a0b0 b7b3",
    ),
    (
        START_FEN,
        "b2e2 h9g7 h0g2 g6g5 i0h0 i9h9 h2i2 h7h3 b0c2 b9c7 a0b0 a9a8",
    ),
    ("2bak4/4a4/4b4/p8/2p1c4/9/P1P6/4B4/4A4/2BAK4 w - - 0 1", ""),
    ("3k5/4a4/4b4/9/2P6/9/9/9/4A4/3AK1R2 w - - 0 1", ""),
    ("4k4/9/4b4/9/9/9/9/4B4/4C4/3K5 w - - 0 1", ""),
    ("3ak4/4a4/9/9/4N4/9/9/9/9/4K4 w - - 0 1", ""),
];

fn parse_moves(pos: &Position, texts: &[String]) -> Result<Vec<Move>, CliError> {
    let mut p = pos.clone();
    let mut out = Vec::new();
    for t in texts {
        let m = Move::parse_iccs(t).map_err(|_| fail!("cli-not-iccs-move", move = esc(t)))?;
        p.check_move(m).map_err(|e| {
            let why = xiangqi::app::AppError::from(xiangqi::game::GameMoveError::Illegal(e))
                .message(crate::run_lang());
            fail!("cli-move-error", move = t.as_str(), reason = why)
        })?;
        p.make_move(m);
        out.push(m);
    }
    Ok(out)
}

fn pv_text(pv: &[Move]) -> String {
    pv.iter()
        .map(|m| m.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

fn score_text(score: i32) -> String {
    match mate_in(score) {
        Some(n) => format!("mate {n}"),
        None => format!("cp {score}"),
    }
}

fn info_line(i: &Info) -> String {
    format!(
        "info depth {} seldepth {} score {} nodes {} nps {} time {} pv {}",
        i.depth,
        i.seldepth,
        score_text(i.score),
        i.nodes,
        i.nps(),
        i.time_ms,
        pv_text(&i.pv)
    )
}

// ----- bench -------------------------------------------------------------------------------

pub fn bench(raw: &[String]) -> Result<(), CliError> {
    let args = Args::parse(raw, &["depth", "hash"], &[])?;
    let depth = match args
        .value("depth")
        .or(args.positional.first().map(|s| s.as_str()))
    {
        Some(d) => d
            .parse::<u32>()
            .ok()
            .filter(|d| (1..=64).contains(d))
            .ok_or_else(|| fail!("cli-bad-depth", value = esc(d)))?,
        None => BENCH_DEPTH,
    };
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let hash = match args.value("hash") {
        Some(h) => h
            .parse::<usize>()
            .ok()
            .filter(|h| (MIN_TT_MIB..=MAX_TT_MIB).contains(h))
            .ok_or_else(|| {
                fail!(
                    "cli-bad-hash",
                    value = esc(h),
                    min = MIN_TT_MIB.to_string(),
                    max = MAX_TT_MIB.to_string()
                )
            })?,
        None => BENCH_HASH_MIB,
    };
    let mut engine = Engine::new(hash);
    let mut total = 0u64;
    // Only the searches are timed: clearing the table between positions (a new game) is not
    // search work.
    let mut searching = Duration::ZERO;
    for (i, (fen, line)) in BENCH_POSITIONS.iter().enumerate() {
        let start = Position::from_fen(fen)
            .map_err(|e| CliError(format!("bench position {}: {e}", i + 1)))?;
        let texts: Vec<String> = line.split_whitespace().map(String::from).collect();
        let moves = parse_moves(&start, &texts)?;
        engine.new_game();
        let t0 = Instant::now();
        let r = engine
            .search(&start, &moves, Limits::depth(depth), &StandardRules, |_| {})
            .map_err(|e| CliError(format!("bench position {}: {e}", i + 1)))?;
        searching += t0.elapsed();
        total += r.nodes;
        writeln!(
            out,
            "position {:2}: bestmove {} score {} nodes {}",
            i + 1,
            r.best,
            score_text(r.score),
            r.nodes
        )?;
    }
    let secs = searching.as_secs_f64().max(1e-6);
    writeln!(out, "{} nodes {} nps", total, (total as f64 / secs) as u64)?;
    Ok(())
}

// ----- best --------------------------------------------------------------------------------

pub fn best(raw: &[String]) -> Result<(), CliError> {
    let args = Args::parse(raw, &["fen", "level", "movetime", "seed"], &[])?;
    let start = Position::from_fen(args.value("fen").unwrap_or(START_FEN))
        .map_err(|e| crate::fen_error(&e))?;
    let level = match args.value("level") {
        Some(l) => UciLevel::parse(l).ok_or_else(|| {
            fail!(
                "cli-best-unknown-level",
                value = esc(l),
                names = UciLevel::NAMES
            )
        })?,
        None => UciLevel::Character(Level::Strong),
    };
    let mut settings = LevelSettings::default();
    if let Some(ms) = args.value("movetime") {
        let ms: u64 = ms
            .parse()
            .ok()
            .filter(|&v| v > 0 && v <= 3_600_000)
            .ok_or_else(|| fail!("cli-bad-movetime", value = esc(ms)))?;
        settings.strong_time = Duration::from_millis(ms);
    }
    let seed = match args.value("seed") {
        Some(s) => s
            .parse::<u64>()
            .map_err(|_| fail!("cli-bad-seed", value = esc(s)))?,
        None => 1,
    };
    let moves = parse_moves(&start, &args.positional)?;
    let pos = replay(&start, &moves)?;
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let mut engine = Engine::new(DEFAULT_HASH_MIB);
    let r = match level {
        UciLevel::Character(l) => {
            engine.choose_move(l, &settings, seed, &start, &moves, &game_rules())?
        }
        // Plain search for the movetime (Master Wang's time by default), as `uci` does.
        UciLevel::Max => engine.search(
            &start,
            &moves,
            Limits::move_time(settings.strong_time),
            &game_rules(),
            |_| {},
        )?,
    };
    let hint = explain_move(&pos, r.best, r.score, &r.pv);
    writeln!(out, "{}", r.best)?;
    writeln!(out, "reason: {}", hint.reason(Locale::En))?;
    writeln!(out, "grund: {}", hint.reason(Locale::De))?;
    writeln!(
        out,
        "score {} depth {} nodes {} time {} ms",
        score_text(r.score),
        r.depth,
        r.nodes,
        r.time_ms
    )?;
    Ok(())
}

// ----- uci ---------------------------------------------------------------------------------

/// Level option of the UCI engine: the characters, or `max` (plain search with the GUI's
/// limits).
#[derive(Clone, Copy, PartialEq, Eq)]
enum UciLevel {
    Character(Level),
    Max,
}

impl UciLevel {
    /// The one list of levels of `best` and of the UCI `Level` option.
    const NAMES: &'static str = "easy, normal, strong, max";

    fn parse(text: &str) -> Option<UciLevel> {
        match text.trim().to_ascii_lowercase().as_str() {
            "max" => Some(UciLevel::Max),
            other => Level::parse(other).map(UciLevel::Character),
        }
    }
}

struct Uci {
    engine: Arc<Mutex<Engine>>,
    stop: StopHandle,
    start: Position,
    moves: Vec<Move>,
    level: UciLevel,
    worker: Option<JoinHandle<()>>,
    seed: u64,
}

fn say(line: &str) {
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    // A closed pipe means the GUI is gone; nothing useful is left to do with the error.
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
}

impl Uci {
    fn wait(&mut self) {
        if let Some(w) = self.worker.take() {
            let _ = w.join();
        }
    }

    /// Stops the running search and waits for its `bestmove`. The flag is raised again until
    /// the worker ends: a search that was just starting resets it once.
    fn stop_and_wait(&mut self) {
        if let Some(w) = self.worker.take() {
            while !w.is_finished() {
                self.stop.stop();
                std::thread::sleep(Duration::from_millis(1));
            }
            let _ = w.join();
        }
    }

    fn position(&mut self, tokens: &[&str]) {
        let (fen, rest): (String, &[&str]) = match tokens.first() {
            Some(&"startpos") => (START_FEN.to_string(), &tokens[1..]),
            Some(&"fen") => {
                let end = tokens
                    .iter()
                    .position(|t| *t == "moves")
                    .unwrap_or(tokens.len());
                (tokens[1..end].join(" "), &tokens[end..])
            }
            _ => {
                say("info string position needs startpos or fen");
                return;
            }
        };
        let start = match Position::from_fen(&fen) {
            Ok(p) => p,
            Err(e) => {
                say(&format!("info string bad fen: {e}"));
                return;
            }
        };
        let mut pos = start.clone();
        let mut moves = Vec::new();
        if rest.first() == Some(&"moves") {
            for t in &rest[1..] {
                match Move::parse_iccs(t) {
                    Ok(m) if pos.is_legal(m) => {
                        pos.make_move(m);
                        moves.push(m);
                    }
                    _ => {
                        say(&format!("info string illegal move {t}; ignoring the rest"));
                        break;
                    }
                }
            }
        }
        self.start = start;
        self.moves = moves;
    }

    fn go(&mut self, tokens: &[&str]) {
        self.wait();
        let pos = match replay(&self.start, &self.moves) {
            Ok(p) => p,
            Err(e) => {
                say(&format!("info string {e}"));
                return;
            }
        };
        let red = pos.side_to_move() == xiangqi::Color::Red;
        let mut limits = Limits::default();
        let (mut wtime, mut btime, mut winc, mut binc, mut mtg) = (None, None, 0u64, 0u64, None);
        let mut infinite = false;
        let mut i = 0;
        while i < tokens.len() {
            let num = tokens.get(i + 1).and_then(|v| v.parse::<i64>().ok());
            let n = num.unwrap_or(0).max(0) as u64;
            match tokens[i] {
                "infinite" => {
                    infinite = true;
                    i += 1;
                    continue;
                }
                "ponder" => {
                    i += 1;
                    continue;
                }
                "movetime" => limits.move_time = Some(Duration::from_millis(n)),
                "depth" => limits.depth = Some(n.clamp(1, 100) as u32),
                "nodes" => limits.nodes = Some(n.max(1)),
                "wtime" => wtime = Some(n),
                "btime" => btime = Some(n),
                "winc" => winc = n,
                "binc" => binc = n,
                "movestogo" => mtg = Some(n as u32),
                other => say(&format!("info string go: ignoring {other}")),
            }
            i += if num.is_some() { 2 } else { 1 };
        }
        let (mine, inc) = if red { (wtime, winc) } else { (btime, binc) };
        if let Some(t) = mine {
            limits.clock = Some(xiangqi::engine::Clock {
                remaining: Duration::from_millis(t),
                increment: Duration::from_millis(inc),
                moves_to_go: mtg,
            });
        }
        let engine = Arc::clone(&self.engine);
        let stop = self.stop.clone();
        let start = self.start.clone();
        let moves = self.moves.clone();
        let level = self.level;
        self.seed = self.seed.wrapping_add(1);
        let seed = self.seed;
        self.worker = Some(std::thread::spawn(move || {
            let Ok(mut engine) = engine.lock() else {
                say("info string engine unavailable");
                return;
            };
            let result = match level {
                UciLevel::Character(l @ (Level::Easy | Level::Normal)) => engine.choose_move(
                    l,
                    &LevelSettings::default(),
                    seed,
                    &start,
                    &moves,
                    &game_rules(),
                ),
                UciLevel::Character(Level::Strong) if limits == Limits::default() && !infinite => {
                    engine.choose_move(
                        Level::Strong,
                        &LevelSettings::default(),
                        seed,
                        &start,
                        &moves,
                        &game_rules(),
                    )
                }
                _ => engine.search(&start, &moves, limits, &game_rules(), |i| {
                    say(&info_line(i))
                }),
            };
            if infinite {
                // UCI: no bestmove before "stop" in infinite mode.
                while !stop.is_stopped() {
                    std::thread::sleep(Duration::from_millis(2));
                }
            }
            match result {
                Ok(r) => say(&format!("bestmove {}", r.best)),
                Err(e) => {
                    say(&format!("info string {e}"));
                    say("bestmove (none)");
                }
            }
        }));
    }

    fn setoption(&mut self, tokens: &[&str]) {
        // setoption name <Name...> value <Value...>
        let vpos = tokens.iter().position(|t| *t == "value");
        let name = tokens
            .get(1..vpos.unwrap_or(tokens.len()))
            .map(|t| t.join(" "))
            .unwrap_or_default();
        let value = vpos.map(|v| tokens[v + 1..].join(" ")).unwrap_or_default();
        match name.to_ascii_lowercase().as_str() {
            "hash" => match value.parse::<usize>() {
                Ok(mib) if (MIN_TT_MIB..=MAX_TT_MIB).contains(&mib) => {
                    self.wait();
                    if let Ok(mut e) = self.engine.lock() {
                        e.set_hash_mib(mib);
                    }
                }
                _ => say(&format!("info string bad Hash value {value:?}")),
            },
            "level" => match UciLevel::parse(&value) {
                Some(l) => self.level = l,
                None => say(&format!("info string bad Level value {value:?}")),
            },
            _ => say(&format!("info string unknown option {name:?}")),
        }
    }
}

pub fn uci(raw: &[String]) -> Result<(), CliError> {
    if let Some(a) = raw.first() {
        return Err(fail!("cli-uci-no-arguments", value = esc(a)));
    }
    let engine = Engine::new(DEFAULT_HASH_MIB);
    let stop = engine.stop_handle();
    let mut u = Uci {
        engine: Arc::new(Mutex::new(engine)),
        stop,
        start: Position::startpos(),
        moves: Vec::new(),
        level: UciLevel::Max,
        worker: None,
        seed: 0,
    };
    let stdin = std::io::stdin();
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        let tokens: Vec<&str> = line.split_whitespace().collect();
        let Some((&cmd, rest)) = tokens.split_first() else {
            continue;
        };
        match cmd {
            "uci" => {
                say(&format!(
                    "id name {ENGINE_NAME} {}",
                    env!("CARGO_PKG_VERSION")
                ));
                say("id author the xiangqi app developers");
                say(&format!(
                    "option name Hash type spin default {DEFAULT_HASH_MIB} min {MIN_TT_MIB} max {MAX_TT_MIB}"
                ));
                say("option name Level type combo default max var easy var normal var strong var max");
                say("uciok");
            }
            "isready" => say("readyok"),
            "ucinewgame" => {
                u.wait();
                if let Ok(mut e) = u.engine.lock() {
                    e.new_game();
                }
            }
            "position" => {
                u.wait();
                u.position(rest);
            }
            "go" => u.go(rest),
            "stop" => u.stop_and_wait(),
            "setoption" => u.setoption(rest),
            "quit" => {
                u.stop_and_wait();
                return Ok(());
            }
            "d" => say(&format!(
                "info string {}",
                replay(&u.start, &u.moves).map_or_else(|e| e.to_string(), |p| p.to_fen())
            )),
            _ => say(&format!("info string unknown command: {}", line.trim())),
        }
    }
    u.stop_and_wait();
    Ok(())
}

/// The game's own rules for the engine: perpetual check and chase judged exactly as in play
/// (a standard game from the given position; no house rules).
fn game_rules() -> xiangqi::game::RuleSet {
    xiangqi::game::RuleSet::default()
}
