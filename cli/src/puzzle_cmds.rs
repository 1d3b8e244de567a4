//! `xiangqi puzzles generate|verify`: the catalogue's tools (playing a puzzle is
//! `xiangqi puzzle`, in `learn_cmds`).

use crate::args::Args;
use crate::{esc, fail, CliError};
use std::time::{Duration, Instant};
use xiangqi::puzzles::generator::{
    EngineChooser, GenConfig, Generator, MaterialChooser, MoveChooser,
};
use xiangqi::puzzles::{parse_catalogue, verify_with, Solver};

/// `xiangqi puzzles generate|verify`.
pub fn puzzles(raw: &[String]) -> Result<(), CliError> {
    let Some((sub, rest)) = raw.split_first() else {
        return Err(fail!("cli-puzzles-missing-command"));
    };
    match sub.as_str() {
        "verify" => verify(rest),
        "generate" => generate(rest),
        _ => Err(fail!("cli-puzzles-unknown-command", value = esc(sub))),
    }
}

fn read_file(path: &str) -> Result<String, CliError> {
    std::fs::read_to_string(path).map_err(|e| {
        fail!(
            "cli-cannot-read",
            path = path,
            reason = crate::io_reason(&e)
        )
    })
}

fn verify(raw: &[String]) -> Result<(), CliError> {
    let args = Args::parse(raw, &[], &["timing"])?;
    let [path] = args.positional.as_slice() else {
        return Err(fail!("cli-verify-needs-file"));
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
            outln!(
                "level {level}: {} puzzles, median {:.2} ms, max {:.2} ms, total {:.2} s",
                v.len(),
                v[v.len() / 2].as_secs_f64() * 1e3,
                v[v.len() - 1].as_secs_f64() * 1e3,
                total.as_secs_f64()
            );
        }
    }
    outln!("{ok} verified, {failed} failed");
    if failed > 0 {
        return Err(fail!("cli-verify-failed", failed = failed));
    }
    Ok(())
}

fn num<T: std::str::FromStr>(args: &Args, name: &str, default: T) -> Result<T, CliError> {
    match args.value(name) {
        None => Ok(default),
        Some(v) => v
            .parse()
            .map_err(|_| fail!("cli-not-a-number", name = name, value = esc(v))),
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
        .ok_or_else(|| fail!("cli-generate-needs-out"))?
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
        other => Err(fail!("cli-bad-chooser", value = esc(other))),
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
    std::fs::write(out, text).map_err(|e| {
        fail!(
            "cli-cannot-write",
            path = out,
            reason = crate::io_reason(&e)
        )
    })?;
    let new: usize = (1..=5).map(|l| counts[l] - before[l]).sum();
    outln!(
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
        outln!("level {l}: {} (+{})", counts[l], counts[l] - before[l]);
    }
    outln!("wrote {} puzzles to {out}", puzzles.len());
    Ok(())
}

// ----- terminal play -----------------------------------------------------------------------
