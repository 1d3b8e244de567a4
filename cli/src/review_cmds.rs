//! `review` (a game's moves classed, with better moves and reasons; JSON lines; the
//! evaluation graph as SVG) and `analyse` (the best lines of a position).

use crate::args::Args;
use crate::term::default_db;
use crate::term::say;
use crate::{fail, CliError};
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
use xiangqi::Lang;
use xiangqi::Position;

/// The options of `review`, for its `--help` (German, English).
pub const REVIEW_DETAILS: (&str, &str) = (
    "\
Wertet eine Partie aus: jeder Zug als bester, guter, Ungenauigkeit (?!), Fehler (?) oder
grober Fehler (??) eingestuft, nach dem, was er gegenüber der Wahl der Engine verliert, mit
dem besseren Zug und der Antwort des Gegners zu jedem Fehler, den Schlüsselmomenten und einer
Zusammenfassung je Seite.
  --pgn FILE   eine Partie als PGN (- für die Standardeingabe)
  --game ID    eine gespeicherte Partie (ihre Auswertung wird mit ihr gespeichert und ohne
               neue Suche wieder geöffnet)
  --db PATH    die Datenbank (sonst $XDG_DATA_HOME/xiangqi/xiangqi.db)
  --json       statt des Textes ein Objekt je Halbzug:
               {\"ply\":1,\"move\":\"h2e2\",\"class\":\"best\",\"better\":null,\"eval\":32}
               (Züge in ICCS; better: der Zug der Engine bei einem Fehler, sonst null; eval:
               Hundertstel-Bauern aus Rots Sicht nach dem Zug, begrenzt auf +-3000, Matt an der
               Grenze)
  --graph FILE der Bewertungsverlauf als SVG
  --lang de|en die Sprache des Textes (deutsche Schreibweise oder WXF); sonst die der Umgebung
  --nodes N    durchsuchte Knoten je Stellung (sonst 150000; das Ergebnis hängt davon ab)",
    "\
Reviews a game: every move classed best, good, inaccuracy (?!), mistake (?) or blunder (??)
by what it loses against the engine's choice, with the better move and the opponent's reply
for every error, the key moments and a summary per side.
  --pgn FILE   a game as PGN (- for standard input)
  --game ID    a stored game (its review is stored with it and reopens without a search)
  --db PATH    the database (default: $XDG_DATA_HOME/xiangqi/xiangqi.db)
  --json       one object per ply instead:
               {\"ply\":1,\"move\":\"h2e2\",\"class\":\"best\",\"better\":null,\"eval\":32}
               (ICCS moves; better: the engine's move for an error, else null; eval:
               centipawns from Red's side after the move, clamped to +-3000, mates at the cap)
  --graph FILE the evaluation graph as SVG
  --lang de|en the text's language (German notation or WXF); default: the locale's
  --nodes N    nodes searched per position (default 150000; the result depends on it)",
);

/// The options of `analyse`, for its `--help` (German, English).
pub const ANALYSE_DETAILS: (&str, &str) = (
    "\
Die besten Fortsetzungen einer Stellung (Bewertung aus Sicht der Seite am Zug).
  --fen FEN      die Stellung
  --lines N      wie viele Fortsetzungen, 1..10 (sonst 3)
  --movetime MS  Bedenkzeit in Millisekunden (sonst 1000)
  --json         [{\"moves\":[\"h2e2\",...],\"score\":35},...] (ICCS, Reihen 0-9; score in
                 Hundertstel-Bauern oder \"mate N\", N < 0, wenn die Seite am Zug matt wird)
  --style NAME   Schreibweise der Textausgabe: de|wxf|words-de|words-en|coords|iccs|zh
                 (sonst wxf)",
    "\
The engine's best lines of a position (scores from the side to move's view).
  --fen FEN      the position
  --lines N      how many lines, 1..10 (default 3)
  --movetime MS  thinking time (default 1000)
  --json         [{\"moves\":[\"h2e2\",...],\"score\":35},...] (ICCS, ranks 0-9; score in
                 centipawns or \"mate N\", N < 0 when the side to move is mated)
  --style NAME   notation of the text output: de|wxf|words-de|words-en|coords|iccs|zh
                 (default wxf)",
);

/// A number option; `what` names it in German and English.
fn parse_number<T: std::str::FromStr>(what: (&str, &str), text: &str) -> Result<T, CliError> {
    let (de, en) = what;
    text.parse()
        .map_err(|_| fail!("ungültige {de} {text:?}", "bad {en} {text:?}"))
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
        Some(n) => parse_number::<u64>(("Knotenzahl", "node count"), n)?.max(1),
        None => REVIEW_NODES,
    };
    let (app, source) = match (args.value("pgn"), args.value("game")) {
        (Some(_), Some(_)) => {
            return Err(fail!(
                "bitte entweder --pgn oder --game, nicht beides",
                "give either --pgn or --game, not both"
            ))
        }
        (None, None) => {
            return Err(fail!(
                "--pgn DATEI oder --game ID fehlt",
                "missing --pgn FILE or --game ID"
            ))
        }
        (Some(path), None) => {
            let text = if path == "-" {
                std::io::read_to_string(std::io::stdin())?
            } else {
                std::fs::read_to_string(path).map_err(|e| {
                    let why = crate::io_reason(&e);
                    fail!("{path}: {why}", "{path}: {why}")
                })?
            };
            (
                App::open_in_memory().map_err(say(lang))?,
                ReviewSource::Pgn(text),
            )
        }
        (None, Some(id)) => {
            let id = GameId(parse_number(("Partienummer", "game id"), id)?);
            let db = args
                .value("db")
                .map(PathBuf::from)
                .unwrap_or_else(default_db);
            if !db.exists() {
                let db = db.display();
                return Err(fail!(
                    "{db}: diese Datenbank gibt es nicht",
                    "{db}: no such database"
                ));
            }
            let app = App::open(&db).map_err(|e| {
                let (db, why) = (db.display(), e.message(lang));
                fail!("{db}: {why}", "{db}: {why}")
            })?;
            (app, ReviewSource::Game(id))
        }
    };
    let terminal = std::io::stderr().is_terminal();
    let outcome = app.review_blocking(&source, nodes, |p| {
        if terminal {
            match lang {
                Lang::De => eprint!("\rAuswertung: Halbzug {} von {}", p.ply, p.plies),
                Lang::En => eprint!("\rreviewing: ply {} of {}", p.ply, p.plies),
            }
        }
    });
    let outcome = outcome.map_err(say(lang))?;
    if terminal {
        eprintln!();
    }
    let review = &outcome.review;
    if let Some(path) = args.value("graph") {
        std::fs::write(path, graph_svg(review)).map_err(|e| {
            let why = crate::io_reason(&e);
            fail!("{path}: {why}", "{path}: {why}")
        })?;
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
    let de = lang == Lang::De;
    let style = if de { Style::De } else { Style::Wxf };
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
            let (word, m) = (
                if de { "besser" } else { "better" },
                notation::format(&pos, b.mv, style),
            );
            let _ = writeln!(out, "      {word} {m}: {}", b.reason(lang));
        }
        if let Some(r) = &p.reply {
            let word = if de { "danach" } else { "then" };
            let m = notation::format(&after, r.mv, style);
            let _ = writeln!(out, "      {word} {m}: {}", r.reason(lang));
        }
        numbers.push(number);
        texts.push(text);
        pos = after;
    }
    if !review.key_moments.is_empty() {
        let _ = writeln!(
            out,
            "\n{}",
            if de {
                "Schlüsselmomente:"
            } else {
                "Key moments:"
            }
        );
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
    let fen = args
        .value("fen")
        .ok_or_else(|| fail!("--fen FEN fehlt", "missing --fen FEN"))?;
    let pos = position_from_pasted(fen).map_err(|e| crate::fen_error(&e))?;
    let lines = match args.value("lines") {
        Some(n) => parse_number::<u32>(("Zahl der Fortsetzungen", "line count"), n)?,
        None => 3,
    };
    if !(1..=MAX_ANALYSIS_LINES).contains(&lines) {
        return Err(fail!(
            "ungültige Zahl der Fortsetzungen {lines} (1..{MAX_ANALYSIS_LINES})",
            "bad line count {lines} (1..{MAX_ANALYSIS_LINES})"
        ));
    }
    let movetime = match args.value("movetime") {
        Some(ms) => parse_number::<u64>(("Bedenkzeit", "movetime"), ms)?,
        None => 1000,
    };
    let style = match args.value("style") {
        Some(name) => Style::from_name(name).ok_or_else(|| {
            fail!(
                "unbekannte Schreibweise {name:?} (de, wxf, words-de, words-en, coords, iccs, zh)",
                "unknown style {name:?} (de, wxf, words-de, words-en, coords, iccs, zh)"
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
