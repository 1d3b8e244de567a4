//! `review` (a game's moves classed, with better moves and reasons; JSON lines; the
//! evaluation graph as SVG) and `analyse` (the best lines of a position).

use crate::args::Args;
use crate::term::default_db;
use crate::term::say;
use crate::{esc, fail, CliError};
use std::fmt::Write as _;
use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::time::Duration;
use xiangqi::app::{App, ReviewSource, MAX_ANALYSIS_LINES};
use xiangqi::engine::{mate_in, Engine, Limits, StandardRules};
use xiangqi::notation::{self, position_from_pasted, Style};
use xiangqi::review::{
    analyse, key_moment_text, summary_text, GameReview, MoveQuality, GRAPH_CAP, REVIEW_NODES,
};
use xiangqi::store::GameId;
use xiangqi::{tr, Lang, Position};

/// A number option; `what` names it for the message `cli-bad-number` (nodes, game, lines,
/// movetime).
fn parse_number<T: std::str::FromStr>(what: &str, text: &str) -> Result<T, CliError> {
    text.parse()
        .map_err(|_| fail!("cli-bad-number", what = what, value = esc(text)))
}

// ----- review ------------------------------------------------------------------------------

pub fn review(raw: &[String]) -> Result<(), CliError> {
    let args = Args::parse(
        raw,
        &["pgn", "game", "db", "graph", "lang", "nodes"],
        &["json"],
    )?;
    args.no_positional()?;
    let lang: Lang = crate::lang_option(&args)?.unwrap_or_else(crate::run_lang);
    let nodes = match args.value("nodes") {
        Some(n) => parse_number::<u64>("nodes", n)?.max(1),
        None => REVIEW_NODES,
    };
    let (app, source) = match (args.value("pgn"), args.value("game")) {
        (Some(_), Some(_)) => return Err(fail!("cli-pgn-or-game")),
        (None, None) => return Err(fail!("cli-missing-pgn-or-game")),
        (Some(path), None) => {
            let text = if path == "-" {
                std::io::read_to_string(std::io::stdin())?
            } else {
                std::fs::read_to_string(path).map_err(|e| crate::file_error(path, &e))?
            };
            (
                App::open_in_memory().map_err(say(lang))?,
                ReviewSource::Pgn(text),
            )
        }
        (None, Some(id)) => {
            let id = GameId(parse_number("game", id)?);
            let db = args
                .value("db")
                .map(PathBuf::from)
                .unwrap_or_else(default_db);
            if !db.exists() {
                return Err(fail!(
                    "cli-no-such-database",
                    path = db.display().to_string()
                ));
            }
            let app = App::open(&db)
                .map_err(|e| CliError(format!("{}: {}", db.display(), e.message(lang))))?;
            (app, ReviewSource::Game(id))
        }
    };
    let terminal = std::io::stderr().is_terminal();
    let outcome = app.review_blocking(&source, nodes, |p| {
        if terminal {
            let text = tr!(lang, "cli-review-progress", ply = p.ply, plies = p.plies);
            eprint!("\r{text}");
        }
    });
    let outcome = outcome.map_err(say(lang))?;
    if terminal {
        eprintln!();
    }
    let review = &outcome.review;
    if let Some(path) = args.value("graph") {
        std::fs::write(path, graph_svg(review)).map_err(|e| crate::file_error(path, &e))?;
    }
    let text = if args.flag("json") {
        json_lines(review)
    } else {
        annotated(review, lang)?
    };
    let mut out = std::io::stdout().lock();
    out.write_all(text.as_bytes())?;
    Ok(())
}

/// A JSON string.
fn json_text(s: &str) -> String {
    serde_json::Value::from(s).to_string()
}

/// One JSON object per ply, keys in the documented order.
fn json_lines(review: &GameReview) -> String {
    let mut out = String::new();
    for p in &review.plies {
        let better = p
            .better
            .as_ref()
            .map_or("null".to_string(), |b| json_text(&b.mv.to_string()));
        let _ = writeln!(
            out,
            r#"{{"ply":{},"move":{},"class":{},"better":{better},"eval":{}}}"#,
            p.ply,
            json_text(&p.mv.to_string()),
            json_text(p.quality.name()),
            p.eval.cp
        );
    }
    out
}

fn mark(q: MoveQuality) -> &'static str {
    match q {
        MoveQuality::Inaccuracy => "?!",
        MoveQuality::Mistake => "?",
        MoveQuality::Blunder => "??",
        MoveQuality::Best | MoveQuality::Good => "",
    }
}

/// The annotated move list, the key moments and the summaries.
fn annotated(review: &GameReview, lang: Lang) -> Result<String, CliError> {
    // The notation the language's readers start with (German short, WXF, Chinese).
    let style = Style::default_for(lang);
    let mut pos = Position::from_fen(&review.start_fen)?;
    let mut out = String::new();
    let mut numbers = Vec::with_capacity(review.plies.len());
    let mut texts = Vec::with_capacity(review.plies.len());
    for p in &review.plies {
        let number = pos.fullmove_number();
        let dots = if p.side == xiangqi::Color::Red {
            "."
        } else {
            "..."
        };
        let text = notation::format(&pos, p.mv, style);
        let _ = writeln!(
            out,
            "{:<6}{:<10} {:>7}  {}",
            format!("{number}{dots}"),
            format!("{text}{}", mark(p.quality)),
            p.eval.text(),
            p.quality.label(lang)
        );
        let after = pos.with_move(p.mv);
        if let Some(b) = &p.better {
            let m = notation::format(&pos, b.mv, style);
            let text = tr!(lang, "cli-review-better", move = m, reason = b.reason(lang));
            let _ = writeln!(out, "      {text}");
        }
        if let Some(r) = &p.reply {
            let m = notation::format(&after, r.mv, style);
            let text = tr!(lang, "cli-review-then", move = m, reason = r.reason(lang));
            let _ = writeln!(out, "      {text}");
        }
        numbers.push(number);
        texts.push(text);
        pos = after;
    }
    if !review.key_moments.is_empty() {
        let _ = writeln!(out, "\n{}", tr!(lang, "cli-review-key-moments"));
        for k in &review.key_moments {
            let i = k.ply as usize - 1;
            let _ = writeln!(out, "  {}", key_moment_text(k, numbers[i], &texts[i], lang));
        }
    }
    out.push('\n');
    for s in &review.summary {
        let _ = writeln!(out, "{}", summary_text(s, lang));
    }
    Ok(out)
}

/// The evaluation graph: Red's advantage up, Black's down, the key moments marked.
fn graph_svg(review: &GameReview) -> String {
    const WIDTH: f64 = 640.0;
    const HEIGHT: f64 = 200.0;
    let values = review.graph();
    let step = WIDTH / (values.len().max(2) - 1) as f64;
    let y = |v: i32| HEIGHT / 2.0 - v as f64 / GRAPH_CAP as f64 * (HEIGHT / 2.0 - 4.0);
    let points: Vec<String> = values
        .iter()
        .enumerate()
        .map(|(i, &v)| format!("{:.1},{:.1}", i as f64 * step, y(v)))
        .collect();
    let mut svg = String::new();
    let _ = writeln!(
        svg,
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}">"##
    );
    let _ = writeln!(
        svg,
        r##"<rect width="{WIDTH}" height="{HEIGHT}" fill="#f7f1e3"/>"##
    );
    let _ = writeln!(
        svg,
        r##"<polygon points="0,{mid} {} {WIDTH},{mid}" fill="#c0392b" fill-opacity="0.25"/>"##,
        points.join(" "),
        mid = HEIGHT / 2.0
    );
    let _ = writeln!(
        svg,
        r##"<line x1="0" y1="{mid}" x2="{WIDTH}" y2="{mid}" stroke="#555" stroke-width="1"/>"##,
        mid = HEIGHT / 2.0
    );
    let _ = writeln!(
        svg,
        r##"<polyline points="{}" fill="none" stroke="#222" stroke-width="2"/>"##,
        points.join(" ")
    );
    for k in &review.key_moments {
        let i = k.ply as usize;
        let _ = writeln!(
            svg,
            r##"<circle cx="{:.1}" cy="{:.1}" r="4" fill="#e67e22"><title>{} {}</title></circle>"##,
            i as f64 * step,
            y(values[i]),
            k.ply,
            k.quality.name()
        );
    }
    svg.push_str("</svg>\n");
    svg
}

// ----- analyse -----------------------------------------------------------------------------

pub fn analyse_cmd(raw: &[String]) -> Result<(), CliError> {
    let args = Args::parse(raw, &["fen", "lines", "movetime", "style"], &["json"])?;
    args.no_positional()?;
    let fen = args.value("fen").ok_or_else(|| fail!("cli-missing-fen"))?;
    let pos = position_from_pasted(fen).map_err(|e| crate::fen_error(&e))?;
    let lines = match args.value("lines") {
        Some(n) => parse_number::<u32>("lines", n)?,
        None => 3,
    };
    if !(1..=MAX_ANALYSIS_LINES).contains(&lines) {
        return Err(fail!(
            "cli-bad-line-count",
            lines = lines.to_string(),
            max = MAX_ANALYSIS_LINES.to_string()
        ));
    }
    let movetime = match args.value("movetime") {
        Some(ms) => parse_number::<u64>("movetime", ms)?,
        None => 1000,
    };
    let style = match args.value("style") {
        Some(name) => Style::from_name(name).ok_or_else(|| {
            fail!(
                "cli-analyse-unknown-style",
                value = esc(name),
                styles = crate::style_names(", ")
            )
        })?,
        None => Style::Wxf,
    };
    let mut engine = Engine::default();
    let limits = Limits::move_time(Duration::from_millis(movetime.max(1)));
    let a = analyse(
        &mut engine,
        &pos,
        &[],
        limits,
        lines as usize,
        &StandardRules,
        style,
        |_| {},
    )?;
    let mut out = String::new();
    if args.flag("json") {
        let items: Vec<String> = a
            .lines
            .iter()
            .map(|l| {
                let score = match mate_in(l.score) {
                    Some(n) => json_text(&format!("mate {n}")),
                    None => l.score.to_string(),
                };
                let moves: Vec<String> =
                    l.moves.iter().map(|m| json_text(&m.to_string())).collect();
                format!(r#"{{"moves":[{}],"score":{score}}}"#, moves.join(","))
            })
            .collect();
        let _ = writeln!(out, "[{}]", items.join(","));
    } else {
        let _ = writeln!(
            out,
            "depth {} nodes {} time {} ms",
            a.depth, a.nodes, a.time_ms
        );
        for l in &a.lines {
            let _ = writeln!(
                out,
                "{}. {:>7}  {}",
                l.rank,
                l.score_text,
                l.notation.join(" ")
            );
        }
    }
    std::io::stdout().lock().write_all(out.as_bytes())?;
    Ok(())
}
