//! `xiangqi puzzles generate|verify`, `xiangqi puzzle` and `xiangqi lesson N`.

use crate::args::Args;
use crate::CliError;
use std::io::{BufRead, Write};
use std::time::{Duration, Instant};
use xiangqi::lessons::{lesson as get_lesson, LessonSession, LessonStep};
use xiangqi::puzzles::generator::{
    EngineChooser, GenConfig, Generator, MaterialChooser, MoveChooser,
};
use xiangqi::puzzles::{
    by_id, by_level, catalogue, daily::parse_date, daily_puzzle, daily_score, parse_catalogue,
    verify_with, Puzzle, PuzzleSession, Solver, TryOutcome,
};
use xiangqi::{Move, Position};

const PUZZLES_USAGE: &str = "\
usage: xiangqi puzzles verify FILE [--timing]
       xiangqi puzzles generate --out FILE [--count N] [--seed S] [--games G] [--minutes M]
                                [--append] [--chooser engine|material]

verify    re-proves every puzzle of a JSON-lines file; prints 'N verified, M failed'
generate  self-play games scanned for all-check mates; --count is the number of puzzles
          wanted per level (default 150); stops early after G games or M minutes;
          --append continues the puzzles already in FILE";

/// `xiangqi puzzles generate|verify`.
pub fn puzzles(raw: &[String]) -> Result<(), CliError> {
    let Some((sub, rest)) = raw.split_first() else {
        return Err(CliError(PUZZLES_USAGE.into()));
    };
    match sub.as_str() {
        "verify" => verify(rest),
        "generate" => generate(rest),
        _ => Err(CliError(format!(
            "unknown subcommand {sub:?}\n{PUZZLES_USAGE}"
        ))),
    }
}

fn read_file(path: &str) -> Result<String, CliError> {
    std::fs::read_to_string(path).map_err(|e| CliError(format!("cannot read {path}: {e}")))
}

fn verify(raw: &[String]) -> Result<(), CliError> {
    let args = Args::parse(raw, &[], &["timing"])?;
    let [path] = args.positional.as_slice() else {
        return Err(CliError("puzzles verify needs exactly one FILE".into()));
    };
    let text = read_file(path)?;
    let mut solver = Solver::new();
    let (mut ok, mut failed) = (0usize, 0usize);
    let mut times: Vec<Vec<Duration>> = vec![Vec::new(); 6];
    let mut ids = std::collections::HashSet::new();
    // Line by line, so that one bad line is one failure and the rest are still checked.
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let p = match parse_catalogue(line) {
            Ok(mut v) if v.len() == 1 => v.remove(0),
            Ok(_) | Err(_) => {
                failed += 1;
                eprintln!("FAILED line {}: not a puzzle object", i + 1);
                continue;
            }
        };
        if !ids.insert(p.id.clone()) {
            failed += 1;
            eprintln!("FAILED line {}: duplicate id {}", i + 1, p.id);
            continue;
        }
        let t0 = Instant::now();
        let r = verify_with(&mut solver, &p);
        let dt = t0.elapsed();
        match r {
            Ok(_) => {
                ok += 1;
                if let Some(v) = times.get_mut(usize::from(p.level)) {
                    v.push(dt);
                }
            }
            Err(e) => {
                failed += 1;
                eprintln!("FAILED line {}: {e}", i + 1);
            }
        }
    }
    if args.flag("timing") {
        for (level, v) in times.iter_mut().enumerate().skip(1) {
            if v.is_empty() {
                continue;
            }
            v.sort();
            let total: Duration = v.iter().sum();
            println!(
                "level {level}: {} puzzles, median {:.2} ms, max {:.2} ms, total {:.2} s",
                v.len(),
                v[v.len() / 2].as_secs_f64() * 1e3,
                v[v.len() - 1].as_secs_f64() * 1e3,
                total.as_secs_f64()
            );
        }
    }
    println!("{ok} verified, {failed} failed");
    if failed > 0 {
        return Err(CliError(format!("{failed} puzzle(s) failed verification")));
    }
    Ok(())
}

fn num<T: std::str::FromStr>(args: &Args, name: &str, default: T) -> Result<T, CliError> {
    match args.value(name) {
        None => Ok(default),
        Some(v) => v
            .parse()
            .map_err(|_| CliError(format!("--{name}: not a number: {v:?}"))),
    }
}

fn generate(raw: &[String]) -> Result<(), CliError> {
    let args = Args::parse(
        raw,
        &["out", "count", "seed", "games", "minutes", "chooser"],
        &["append"],
    )?;
    let out = args
        .value("out")
        .ok_or_else(|| CliError("puzzles generate needs --out FILE".into()))?
        .to_string();
    let cfg = GenConfig {
        seed: num(&args, "seed", 1u64)?,
        per_level: num(&args, "count", 150usize)?,
        max_games: num(&args, "games", u64::MAX)?,
    };
    let minutes: f64 = num(&args, "minutes", f64::INFINITY)?;
    let existing = if args.flag("append") && std::path::Path::new(&out).exists() {
        parse_catalogue(&read_file(&out)?)?
    } else {
        Vec::new()
    };
    match args.value("chooser").unwrap_or("engine") {
        "engine" => run_generator(
            Generator::new(EngineChooser::default(), existing),
            &cfg,
            minutes,
            &out,
        ),
        "material" => run_generator(
            Generator::new(MaterialChooser, existing),
            &cfg,
            minutes,
            &out,
        ),
        other => Err(CliError(format!(
            "--chooser: engine or material, not {other:?}"
        ))),
    }
}

fn run_generator<C: MoveChooser>(
    mut generator: Generator<C>,
    cfg: &GenConfig,
    minutes: f64,
    out: &str,
) -> Result<(), CliError> {
    let t0 = Instant::now();
    let before = generator.counts();
    let limit = Duration::from_secs_f64((minutes * 60.0).clamp(0.0, 1e9));
    let mut last_report = Instant::now();
    generator.run(cfg, |g| {
        if last_report.elapsed() > Duration::from_secs(30) {
            last_report = Instant::now();
            let s = g.stats();
            eprintln!(
                "{:.0} s: {} games, {} plies, levels {:?}",
                t0.elapsed().as_secs_f64(),
                s.games,
                s.plies,
                &g.counts()[1..]
            );
        }
        t0.elapsed() >= limit
    });
    let secs = t0.elapsed().as_secs_f64();
    let stats = generator.stats();
    let name = generator.chooser_name();
    let counts = generator.counts();
    let puzzles = generator.into_puzzles();
    let mut text = String::new();
    for p in &puzzles {
        text.push_str(&p.to_json_line());
        text.push('\n');
    }
    std::fs::write(out, text).map_err(|e| CliError(format!("cannot write {out}: {e}")))?;
    let new: usize = (1..=5).map(|l| counts[l] - before[l]).sum();
    println!(
        "chooser {name}: {} games, {} plies in {:.1} s; {} new puzzles ({:.0} per hour); \
         valid {} not unique {} duplicates {} skipped {}",
        stats.games,
        stats.plies,
        secs,
        new,
        new as f64 * 3600.0 / secs.max(1e-9),
        stats.valid,
        stats.not_unique,
        stats.duplicates,
        stats.skipped
    );
    for l in 1..=5 {
        println!("level {l}: {} (+{})", counts[l], counts[l] - before[l]);
    }
    println!("wrote {} puzzles to {out}", puzzles.len());
    Ok(())
}

// ----- terminal play -----------------------------------------------------------------------

/// The board as text, Black at the top, ranks 9..0 and files a..i.
fn board_text(pos: &Position) -> String {
    let mut s = String::new();
    for r in (0..10).rev() {
        s.push_str(&format!("{r} "));
        for f in 0..9 {
            let c = xiangqi::Square::from_file_rank(f, r)
                .and_then(|sq| pos.piece_at(sq))
                .map_or('.', |p| p.fen_char());
            s.push(' ');
            s.push(c);
        }
        s.push('\n');
        if r == 5 {
            s.push_str("  ~~~~~~~~~~~~~~~~~~\n");
        }
    }
    s.push_str("   a b c d e f g h i\n");
    s
}

/// Reads lines from stdin until EOF; `answer` returns false to stop.
fn read_loop(mut answer: impl FnMut(&str) -> Result<bool, CliError>) -> Result<(), CliError> {
    let stdin = std::io::stdin();
    print!("> ");
    std::io::stdout().flush().ok();
    for line in stdin.lock().lines() {
        let line = line.map_err(|e| CliError(format!("cannot read input: {e}")))?;
        let t = line.trim();
        if t.is_empty() {
            print!("> ");
            std::io::stdout().flush().ok();
            continue;
        }
        if t == "quit" || t == "q" || !answer(t)? {
            return Ok(());
        }
        print!("> ");
        std::io::stdout().flush().ok();
    }
    println!();
    Ok(())
}

fn parse_move(pos: &Position, text: &str) -> Option<Move> {
    Move::parse_iccs(text)
        .ok()
        .filter(|m| pos.is_legal(*m))
        .or_else(|| xiangqi::notation::parse(pos, text).ok())
}

fn moves_text(moves: &[Move]) -> String {
    moves
        .iter()
        .map(|m| m.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Today's date (UTC) as `YYYY-MM-DD`.
pub fn today_utc() -> String {
    let ms = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64);
    xiangqi::date::Date::from_unix_ms(ms).to_string()
}

/// `xiangqi puzzle [--daily [--date YYYY-MM-DD]] [--level N] [--id ID]`.
pub fn puzzle(raw: &[String]) -> Result<(), CliError> {
    let args = Args::parse(raw, &["date", "level", "id", "seed"], &["daily"])?;
    if catalogue().is_empty() {
        return Err(CliError("the puzzle catalogue is empty".into()));
    }
    let daily = args.flag("daily") || args.value("date").is_some();
    let p: &Puzzle = if let Some(id) = args.value("id") {
        by_id(id).ok_or_else(|| CliError(format!("no puzzle with id {id:?}")))?
    } else if daily {
        let date = args.value("date").map_or_else(today_utc, str::to_string);
        parse_date(&date)?;
        println!("Puzzle of the day {date}");
        daily_puzzle(&date)?
    } else {
        let level: u8 = num(&args, "level", 0u8)?;
        let pool: Vec<&Puzzle> = if level == 0 {
            catalogue().iter().collect()
        } else {
            by_level(level)
        };
        if pool.is_empty() {
            return Err(CliError(format!("no puzzles of level {level} (use 1..5)")));
        }
        let seed = match args.value("seed") {
            Some(_) => num(&args, "seed", 0u64)?,
            None => std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.subsec_nanos() as u64),
        };
        pool[(seed % pool.len() as u64) as usize]
    };
    play_puzzle(p, daily)
}

fn play_puzzle(p: &Puzzle, daily: bool) -> Result<(), CliError> {
    let mut s = PuzzleSession::from_puzzle(p)?;
    println!(
        "Puzzle {}: Red mates in {} – every Red move must give check.",
        p.id, p.level
    );
    println!("Enter moves (ICCS like h2e2, or any notation), 'hint', 'solution' or 'quit'.\n");
    println!("{}", board_text(s.position()));
    let t0 = Instant::now();
    read_loop(|t| {
        match t {
            "hint" => {
                if let Some(m) = s.hint()? {
                    println!(
                        "Hint: move the piece on {} (this attempt no longer counts).",
                        m.from()
                    );
                }
                return Ok(true);
            }
            "solution" => {
                let line = s.show_solution()?;
                println!("Solution: {}", moves_text(&line));
                return Ok(false);
            }
            _ => {}
        }
        let Some(m) = parse_move(s.position(), t) else {
            println!("Not a legal move here: {t:?}");
            return Ok(true);
        };
        match s.try_move(m)? {
            TryOutcome::Wrong { gave_check } => {
                if gave_check {
                    println!("Wrong: {m} gives check, but Black escapes the mate in time.");
                } else {
                    println!("Wrong: {m} does not give check.");
                }
                Ok(true)
            }
            TryOutcome::Continue { reply } => {
                println!(
                    "{m} – Black answers {reply}. Mate in {} more.\n",
                    s.moves_left()
                );
                println!("{}", board_text(s.position()));
                Ok(true)
            }
            TryOutcome::Mate => {
                println!("{m} – checkmate!");
                let secs = t0.elapsed().as_secs() as u32;
                if s.solved() {
                    println!("Solved with {} wrong tries in {secs} s.", s.wrong_tries());
                    if daily {
                        println!("Score: {}", daily_score(s.wrong_tries(), secs));
                    }
                } else {
                    println!("Mate, but a hint was used: the puzzle counts as not solved.");
                }
                Ok(false)
            }
        }
    })
}

/// `xiangqi lesson N [--lang de|en]`.
pub fn lesson(raw: &[String]) -> Result<(), CliError> {
    let args = Args::parse(raw, &["lang"], &[])?;
    let [n] = args.positional.as_slice() else {
        return Err(CliError(
            "usage: xiangqi lesson N [--lang de|en] (N = 1..10)".into(),
        ));
    };
    let n: usize = n
        .parse()
        .map_err(|_| CliError(format!("lesson number expected, not {n:?}")))?;
    let lang: xiangqi::Lang = args.value("lang").unwrap_or("de").parse()?;
    let l = get_lesson(n)?;
    let mut s = LessonSession::new(l)?;
    println!("Lektion/Lesson {}: {}\n", l.number, l.title.get(lang));
    println!("{}\n", l.explanation.get(lang));
    println!("{}\n", l.task.get(lang));
    println!("{}", board_text(s.position()));
    read_loop(|t| {
        let Some(m) = Move::parse_iccs(t)
            .ok()
            .or_else(|| xiangqi::notation::parse(s.position(), t).ok())
        else {
            println!("? {t:?}");
            return Ok(true);
        };
        match s.play(m) {
            LessonStep::Right => {
                println!("{}", l.right.get(lang));
                Ok(false)
            }
            LessonStep::Wrong { illegal } => {
                if let Some(e) = illegal {
                    println!("({e})");
                }
                println!("{}\n", l.wrong.get(lang));
                println!("{}", board_text(s.position()));
                Ok(true)
            }
            LessonStep::Continue { reply } => {
                println!("{m} – {reply}\n");
                println!("{}", board_text(s.position()));
                Ok(true)
            }
        }
    })
}
