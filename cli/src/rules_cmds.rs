//! `moves`, `perft`, `status`, `fen`.

use crate::args::Args;
use crate::{esc, fail, CliError};
use std::io::{BufRead, Write};
use std::time::Instant;
use xiangqi::{perft_divide, Position, START_FEN};

fn position(args: &Args) -> Result<Position, CliError> {
    let fen = args.value("fen").unwrap_or(START_FEN);
    Position::from_fen(fen).map_err(|e| crate::fen_error(&e))
}

fn sorted_moves(pos: &Position) -> Vec<String> {
    let mut v: Vec<String> = pos.legal_moves().iter().map(|m| m.to_string()).collect();
    v.sort();
    v
}

/// For `--batch`: one answer line per FEN line on stdin; a bad FEN answers `error: ...`
/// on its own line so the batch goes on.
fn batch(answer: impl Fn(&Position) -> String) -> Result<(), CliError> {
    answer_lines(|line| match Position::from_fen(line) {
        Ok(pos) => answer(&pos),
        Err(e) => format!("error: {e}"),
    })
}

/// Reads stdin line by line and writes `answer(line)` (trimmed, blank lines skipped) for
/// each: the shape of every `--batch` mode.
pub(crate) fn answer_lines(mut answer: impl FnMut(&str) -> String) -> Result<(), CliError> {
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    for line in stdin.lock().lines() {
        let line = line?;
        if line.trim().is_empty() {
            continue;
        }
        writeln!(out, "{}", answer(line.trim()))?;
    }
    out.flush()?;
    Ok(())
}

fn no_positional(args: &Args) -> Result<(), CliError> {
    match args.positional.first() {
        Some(p) => Err(fail!("cli-unexpected-argument", value = esc(p))),
        None => Ok(()),
    }
}

pub fn moves(raw: &[String]) -> Result<(), CliError> {
    let args = Args::parse(raw, &["fen"], &["batch"])?;
    no_positional(&args)?;
    if args.flag("batch") {
        return batch(|pos| sorted_moves(pos).join(" "));
    }
    let pos = position(&args)?;
    let mut out = String::new();
    for m in sorted_moves(&pos) {
        out.push_str(&m);
        out.push('\n');
    }
    out!("{out}");
    Ok(())
}

pub fn status(raw: &[String]) -> Result<(), CliError> {
    let args = Args::parse(raw, &["fen"], &["batch"])?;
    no_positional(&args)?;
    if args.flag("batch") {
        return batch(|pos| pos.status().to_string());
    }
    outln!("{}", position(&args)?.status());
    Ok(())
}

pub fn fen(raw: &[String]) -> Result<(), CliError> {
    let args = Args::parse(raw, &["fen"], &[])?;
    no_positional(&args)?;
    if args.value("fen").is_none() {
        return Err(fail!("cli-missing-fen"));
    }
    outln!("{}", position(&args)?.to_fen());
    Ok(())
}

pub fn perft(raw: &[String]) -> Result<(), CliError> {
    let args = Args::parse(raw, &["fen"], &["divide"])?;
    let depth_text = match args.positional.as_slice() {
        [d] => d,
        [] => return Err(fail!("cli-missing-depth")),
        [_, extra, ..] => return Err(fail!("cli-unexpected-argument", value = esc(extra))),
    };
    let depth: u32 = depth_text
        .parse()
        .ok()
        .filter(|d| *d <= 12)
        .ok_or_else(|| fail!("cli-bad-perft-depth", value = esc(depth_text)))?;
    let mut pos = position(&args)?;
    let start = Instant::now();
    let nodes = if args.flag("divide") && depth > 0 {
        let split = perft_divide(&mut pos, depth);
        for (m, n) in &split {
            outln!("{m}: {n}");
        }
        split.iter().map(|(_, n)| n).sum()
    } else {
        xiangqi::perft(&mut pos, depth)
    };
    let secs = start.elapsed().as_secs_f64();
    eprintln!(
        "{nodes} nodes in {:.3} s ({:.1} M nodes/s)",
        secs,
        nodes as f64 / secs.max(1e-9) / 1e6
    );
    outln!("{nodes}");
    Ok(())
}
