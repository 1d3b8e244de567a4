//! `notation`, `explain`, `pgn`.
//!
//! - `xiangqi notation [--fen FEN] [--style STYLE] MOVE...` applies the moves in order and
//!   prints one line per move in STYLE (`de|wxf|words-de|words-en|coords|iccs|zh`, default
//!   `de`). A MOVE may be written in any style; when a text reads differently in two styles
//!   (German `K` is the cannon, WXF `K` the general) the `--style` reading wins.
//!   `--batch` reads `FEN<TAB>ICCS` lines from stdin and answers one line each (the move in
//!   STYLE, or `error: ...`); the differential test uses it.
//! - `xiangqi explain [--fen FEN] [--lang de|en|zh] POINT` prints the move helper and the piece
//!   card for the piece on POINT (ICCS point such as `h2`), then the dangers of both sides.
//! - `xiangqi pgn export [--fen FEN] [--style wxf|iccs] [--result R] MOVE...` prints PGN.
//! - `xiangqi pgn import FILE|-` reads PGN (a file or stdin) and prints the moves in ICCS, one
//!   per line; a first line `fen FEN` appears when the game does not start from the start
//!   position, and a last line `result R` (`1-0`, `0-1`, `1/2-1/2`, `*`).

use crate::args::Args;
use crate::{esc, fail, CliError};
use std::io::Read;
use xiangqi::explain::{dangers, move_help, piece_card, render_card, render_help, to_json};
use xiangqi::l10n::Locale;
use xiangqi::notation::{
    export_pgn, format, import_pgn, opening_name, parse_prefer, parse_result_token,
    position_from_pasted, result_token, PgnGame, PgnMoveStyle, Style,
};
use xiangqi::{tr, Bitboard, Color, Move, Position, Square, START_FEN};

fn position(args: &Args) -> Result<Position, CliError> {
    let fen = args.value("fen").unwrap_or(START_FEN);
    position_from_pasted(fen).map_err(|e| crate::fen_error(&e))
}

fn style(args: &Args) -> Result<Style, CliError> {
    let name = args.value("style").unwrap_or("de");
    Style::from_name(name).ok_or_else(|| {
        fail!(
            "cli-unknown-style",
            value = esc(name),
            styles = crate::style_names("|")
        )
    })
}

/// Parses the moves in order from `start`.
fn read_moves(start: &Position, texts: &[String], prefer: Style) -> Result<Vec<Move>, CliError> {
    let mut pos = start.clone();
    let mut out = Vec::with_capacity(texts.len());
    for (i, t) in texts.iter().enumerate() {
        let m = parse_prefer(&pos, t, prefer).map_err(|e| {
            let why = xiangqi::app::AppError::from(e).message(crate::run_lang());
            fail!("cli-move-error", move = i + 1, reason = why)
        })?;
        pos.make_move(m);
        out.push(m);
    }
    Ok(out)
}

pub fn notation(raw: &[String]) -> Result<(), CliError> {
    let args = Args::parse(raw, &["fen", "style"], &["batch", "opening"])?;
    let style = style(&args)?;
    if args.flag("batch") {
        return batch(style);
    }
    let start = position(&args)?;
    let moves = read_moves(&start, &args.positional, style)?;
    let mut pos = start.clone();
    let mut out = String::new();
    for m in &moves {
        out.push_str(&format(&pos, *m, style));
        out.push('\n');
        pos.make_move(*m);
    }
    if args.flag("opening") && start.to_fen() == START_FEN {
        if let Some(o) = opening_name(&moves) {
            // The opening's name in the language of the notation style.
            let name = match style {
                Style::Zh => o.chinese().into(),
                Style::De | Style::WordsDe => o.name(Locale::De),
                _ => o.name(Locale::En),
            };
            out.push_str(&format!("opening: {name}\n"));
        }
    }
    out!("{out}");
    Ok(())
}

/// `FEN<TAB>ICCS` per line -> the move in `style`, or `error: ...`.
fn batch(style: Style) -> Result<(), CliError> {
    crate::rules_cmds::answer_lines(|line| match line.split_once('\t') {
        None => "error: expected FEN<TAB>MOVE".to_string(),
        Some((fen, mv)) => match Position::from_fen(fen.trim()) {
            Err(e) => format!("error: bad FEN: {e}"),
            Ok(pos) => match parse_prefer(&pos, mv.trim(), Style::Iccs) {
                Ok(m) => format(&pos, m, style),
                Err(e) => format!("error: {e}"),
            },
        },
    })
}

pub fn explain(raw: &[String]) -> Result<(), CliError> {
    let args = Args::parse(raw, &["fen", "lang"], &["json"])?;
    let lang = crate::lang_option(&args)?.unwrap_or_else(crate::run_lang);
    let point = match args.positional.as_slice() {
        [p] => p,
        [] => return Err(fail!("cli-missing-point")),
        [_, extra, ..] => return Err(fail!("cli-unexpected-argument", value = esc(extra))),
    };
    let sq = Square::parse_iccs(&point.to_ascii_lowercase())
        .ok_or_else(|| fail!("cli-not-a-point", value = esc(point)))?;
    let pos = position(&args)?;
    let (Some(help), Some(card)) = (
        move_help(&pos, sq, Bitboard::EMPTY),
        piece_card(&pos, sq, Bitboard::EMPTY),
    ) else {
        return Err(fail!("cli-no-piece-on", point = sq.to_string()));
    };
    if args.flag("json") {
        outln!("{}", to_json(&help, &card));
        return Ok(());
    }
    let mut out = render_help(&help, lang);
    out.push('\n');
    out.push_str(&render_card(&card, lang));
    for c in Color::ALL {
        let d = dangers(&pos, c, Bitboard::EMPTY);
        if !d.is_empty() {
            let color = if c == Color::Red { "red" } else { "black" };
            let pts: Vec<String> = d.iter().map(|s| s.to_string()).collect();
            let text = tr!(lang, "cli-dangers", color = color, points = pts.join(" "));
            out.push_str(&format!("{text}\n"));
        }
    }
    out!("{out}");
    Ok(())
}

pub fn pgn(raw: &[String]) -> Result<(), CliError> {
    let Some((sub, rest)) = raw.split_first() else {
        return Err(fail!("cli-missing-pgn-command"));
    };
    match sub.as_str() {
        "export" => pgn_export(rest),
        "import" => pgn_import(rest),
        other => Err(fail!("cli-unknown-pgn-command", value = esc(other))),
    }
}

fn pgn_export(raw: &[String]) -> Result<(), CliError> {
    let args = Args::parse(raw, &["fen", "style", "result"], &[])?;
    let style = match args.value("style").unwrap_or("wxf") {
        "wxf" => PgnMoveStyle::Wxf,
        "iccs" => PgnMoveStyle::Iccs,
        other => return Err(fail!("cli-unknown-pgn-style", value = esc(other))),
    };
    let start = position(&args)?;
    let moves = read_moves(&start, &args.positional, Style::Wxf)?;
    let mut game = PgnGame::new(start, moves);
    if let Some(r) = args.value("result") {
        game.result =
            parse_result_token(r).ok_or_else(|| fail!("cli-bad-result", value = esc(r)))?;
    }
    out!("{}", export_pgn(&game, style));
    Ok(())
}

fn pgn_import(raw: &[String]) -> Result<(), CliError> {
    let args = Args::parse(raw, &[], &[])?;
    // Without FILE (or with -) the game is read from standard input, as the usage says.
    let path = match args.positional.as_slice() {
        [p] => p.as_str(),
        [] => "-",
        [_, extra, ..] => return Err(fail!("cli-unexpected-argument", value = esc(extra))),
    };
    let text = if path == "-" {
        let mut s = String::new();
        std::io::stdin().read_to_string(&mut s)?;
        s
    } else {
        std::fs::read_to_string(path).map_err(|e| crate::file_error(path, &e))?
    };
    let game = import_pgn(&text)
        .map_err(|e| CliError(xiangqi::app::AppError::from(e).message(crate::run_lang())))?;
    let mut out = String::new();
    let fen = game.start.to_fen();
    if fen != START_FEN {
        out.push_str(&format!("fen {fen}\n"));
    }
    for m in &game.moves {
        out.push_str(&format!("{m}\n"));
    }
    out.push_str(&format!("result {}\n", result_token(game.result)));
    out!("{out}");
    Ok(())
}
