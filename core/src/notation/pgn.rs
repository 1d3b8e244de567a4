//! Xiangqi PGN export and import, and FEN copy/paste helpers.
//!
//! Export writes the seven-tag roster (`Red`/`Black` for the players), `[Variant "xiangqi"]`,
//! `[FEN]` and `[SetUp "1"]` when the game does not start from the start position, and
//! `[Format "WXF"]` or `[Format "ICCS"]`; moves without check marks (`!` is an annotation in
//! PGN). Import reads the tags, skips comments `{...}` and `; ...`, variations `(...)`, NAGs
//! `$n`, move numbers and annotation marks, and accepts moves in any notation style; with
//! `[Format "ICCS"]` moves written `H2-E2` are ICCS (ranks 0..9), otherwise a hyphenated move
//! is a coordinate move `h3-e3` (ranks 1..10), falling back to ICCS only if that is illegal.

use super::desc::parse_iccs_text;
use super::{format_plain, parse_prefer, NotationError, Style};
use crate::fen::{FenError, START_FEN};
use crate::game::GameResult;
use crate::moves::Move;
use crate::position::Position;
use crate::types::Color;

/// The PGN `Result` token: `1-0`, `0-1`, `1/2-1/2`, or `*` for an unknown or unfinished game.
pub const fn result_token(result: Option<GameResult>) -> &'static str {
    match result {
        Some(GameResult::RedWins) => "1-0",
        Some(GameResult::BlackWins) => "0-1",
        Some(GameResult::Draw) => "1/2-1/2",
        None => "*",
    }
}

/// Parses a result token: `Some(None)` for `*`, `None` when `s` is no result token.
pub fn parse_result_token(s: &str) -> Option<Option<GameResult>> {
    match s {
        "1-0" => Some(Some(GameResult::RedWins)),
        "0-1" => Some(Some(GameResult::BlackWins)),
        "1/2-1/2" | "½-½" => Some(Some(GameResult::Draw)),
        "*" => Some(None),
        _ => None,
    }
}

/// The move notation used in exported PGN.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PgnMoveStyle {
    /// `C2.5` (WXF letters, `.` sideways).
    Wxf,
    /// `h2e2`.
    Iccs,
}

/// A game as read from or written to PGN.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnGame {
    /// Tags other than `FEN`, `SetUp`, `Variant`, `Result` and `Format`, in file order.
    pub tags: Vec<(String, String)>,
    pub start: Position,
    pub moves: Vec<Move>,
    /// `None`: unknown or unfinished (`*`).
    pub result: Option<GameResult>,
    /// Comments with the number of moves played before each.
    pub comments: Vec<(usize, String)>,
}

impl PgnGame {
    /// A game from `start` with the given moves, no tags and an unknown result.
    pub fn new(start: Position, moves: Vec<Move>) -> PgnGame {
        PgnGame {
            tags: Vec::new(),
            start,
            moves,
            result: None,
            comments: Vec::new(),
        }
    }

    /// The value of a tag (case-sensitive name).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// Why a PGN text could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PgnError {
    #[error("line {line}: {msg}")]
    Syntax { line: usize, msg: String },
    #[error("bad [FEN] tag: {0}")]
    Fen(String),
    #[error("unsupported variant {0:?} (only xiangqi)")]
    Variant(String),
    #[error("move {number} ({text:?}): {err}")]
    Move {
        /// 1-based half-move number in the game.
        number: usize,
        text: String,
        err: NotationError,
    },
    #[error("no game in the text")]
    Empty,
}

/// Tags export writes itself.
const OWN_TAGS: [&str; 5] = ["FEN", "SetUp", "Variant", "Result", "Format"];
const ROSTER: [(&str, &str); 6] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("Red", "?"),
    ("Black", "?"),
];
/// Movetext lines are wrapped before this width.
const LINE_WIDTH: usize = 79;

fn escape(v: &str) -> String {
    v.replace('\\', "\\\\").replace('"', "\\\"")
}

/// Writes a game as PGN.
///
/// ```
/// use xiangqi::notation::{export_pgn, import_pgn, PgnGame, PgnMoveStyle};
/// use xiangqi::{Move, Position};
/// let moves = vec![Move::parse_iccs("h2e2").unwrap(), Move::parse_iccs("h9g7").unwrap()];
/// let pgn = export_pgn(&PgnGame::new(Position::startpos(), moves.clone()), PgnMoveStyle::Wxf);
/// assert!(pgn.contains("1. C2.5 H8+7 *"));
/// assert_eq!(import_pgn(&pgn).unwrap().moves, moves);
/// ```
pub fn export_pgn(game: &PgnGame, style: PgnMoveStyle) -> String {
    let mut out = String::new();
    let mut tag = |n: &str, v: &str| out.push_str(&format!("[{n} \"{}\"]\n", escape(v)));
    tag("Game", game.tag("Game").unwrap_or("Chinese Chess"));
    for (n, default) in ROSTER {
        tag(n, game.tag(n).unwrap_or(default));
    }
    tag("Result", result_token(game.result));
    tag("Variant", "xiangqi");
    let start_fen = game.start.to_fen();
    if start_fen != START_FEN {
        tag("SetUp", "1");
        tag("FEN", &start_fen);
    }
    tag(
        "Format",
        match style {
            PgnMoveStyle::Wxf => "WXF",
            PgnMoveStyle::Iccs => "ICCS",
        },
    );
    for (n, v) in &game.tags {
        if n != "Game" && !OWN_TAGS.contains(&n.as_str()) && !ROSTER.iter().any(|(r, _)| r == n) {
            tag(n, v);
        }
    }
    out.push('\n');
    let mut tokens: Vec<String> = Vec::new();
    let mut pos = game.start.clone();
    let comments_at = |i: usize| {
        game.comments
            .iter()
            .filter(move |(at, _)| *at == i)
            .map(|(_, c)| format!("{{{}}}", c.replace('}', ")")))
    };
    tokens.extend(comments_at(0));
    for (i, &m) in game.moves.iter().enumerate() {
        let n = pos.fullmove_number();
        if pos.side_to_move() == Color::Red {
            tokens.push(format!("{n}."));
        } else if i == 0 {
            tokens.push(format!("{n}..."));
        }
        tokens.push(match style {
            PgnMoveStyle::Wxf => format_plain(&pos, m, Style::Wxf),
            PgnMoveStyle::Iccs => m.to_string(),
        });
        pos.make_move(m);
        tokens.extend(comments_at(i + 1));
    }
    tokens.push(result_token(game.result).to_string());
    let mut line = String::new();
    for t in tokens {
        if !line.is_empty() && line.len() + 1 + t.len() > LINE_WIDTH {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&t);
    }
    out.push_str(&line);
    out.push('\n');
    out
}

enum Tok {
    Tag(String, String),
    Comment(String),
    Word(String),
}

/// Splits PGN text into tags, comments and words (with their line numbers).
fn tokenize(text: &str) -> Result<Vec<(usize, Tok)>, PgnError> {
    let cs: Vec<char> = text.trim_start_matches('\u{feff}').chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    let mut line = 1;
    let mut at_line_start = true;
    while i < cs.len() {
        let c = cs[i];
        if c == '\n' {
            line += 1;
            at_line_start = true;
            i += 1;
            continue;
        }
        if c.is_whitespace() {
            i += 1;
            continue;
        }
        let start_line = line;
        match c {
            '%' if at_line_start => {
                while i < cs.len() && cs[i] != '\n' {
                    i += 1;
                }
            }
            ';' => {
                let s = i + 1;
                while i < cs.len() && cs[i] != '\n' {
                    i += 1;
                }
                let body: String = cs[s..i].iter().collect();
                out.push((start_line, Tok::Comment(body.trim().to_string())));
            }
            '{' => {
                let s = i + 1;
                while i < cs.len() && cs[i] != '}' {
                    if cs[i] == '\n' {
                        line += 1;
                    }
                    i += 1;
                }
                if i >= cs.len() {
                    return Err(PgnError::Syntax {
                        line: start_line,
                        msg: "comment '{' is never closed".into(),
                    });
                }
                let body: String = cs[s..i].iter().collect();
                out.push((start_line, Tok::Comment(body.trim().to_string())));
                i += 1;
            }
            '(' => {
                // Variations are skipped, nested ones too.
                let mut depth = 0;
                while i < cs.len() {
                    match cs[i] {
                        '(' => depth += 1,
                        ')' => {
                            depth -= 1;
                            if depth == 0 {
                                break;
                            }
                        }
                        '\n' => line += 1,
                        _ => {}
                    }
                    i += 1;
                }
                if i >= cs.len() {
                    return Err(PgnError::Syntax {
                        line: start_line,
                        msg: "variation '(' is never closed".into(),
                    });
                }
                i += 1;
            }
            '[' => {
                let s = i + 1;
                let mut in_quotes = false;
                while i < cs.len() && (in_quotes || cs[i] != ']') {
                    match cs[i] {
                        '\\' if in_quotes => i += 1,
                        '"' => in_quotes = !in_quotes,
                        '\n' => line += 1,
                        _ => {}
                    }
                    i += 1;
                }
                if i >= cs.len() {
                    return Err(PgnError::Syntax {
                        line: start_line,
                        msg: "tag '[' is never closed".into(),
                    });
                }
                let body: String = cs[s..i].iter().collect();
                i += 1;
                let body = body.trim();
                let (name, rest) =
                    body.split_once(char::is_whitespace)
                        .ok_or(PgnError::Syntax {
                            line: start_line,
                            msg: format!("tag without a value: [{body}]"),
                        })?;
                let rest = rest.trim();
                let value = rest
                    .strip_prefix('"')
                    .and_then(|r| r.strip_suffix('"'))
                    .ok_or(PgnError::Syntax {
                        line: start_line,
                        msg: format!("tag value must be quoted: [{body}]"),
                    })?;
                let value = value.replace("\\\"", "\"").replace("\\\\", "\\");
                out.push((start_line, Tok::Tag(name.to_string(), value)));
            }
            _ => {
                let s = i;
                while i < cs.len()
                    && !cs[i].is_whitespace()
                    && !matches!(cs[i], '{' | '(' | ';' | '[')
                {
                    i += 1;
                }
                out.push((start_line, Tok::Word(cs[s..i].iter().collect())));
            }
        }
        at_line_start = false;
    }
    Ok(out)
}

/// A move-number prefix (`12.`, `12...`) and the rest of the word.
fn split_number(w: &str) -> Option<&str> {
    let digits = w.len() - w.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    if digits == 0 {
        return None;
    }
    let rest = &w[digits..];
    let after = rest.trim_start_matches(['.', '…']);
    (after.len() < rest.len()).then_some(after)
}

/// Reads the first game of a PGN text.
pub fn import_pgn(text: &str) -> Result<PgnGame, PgnError> {
    let toks = tokenize(text)?;
    let mut game = PgnGame::new(Position::startpos(), Vec::new());
    let mut fen: Option<String> = None;
    let mut iccs = false;
    let mut seen_any = false;
    let mut idx = 0;
    // Tag section.
    while let Some((_, Tok::Tag(n, v))) = toks.get(idx) {
        seen_any = true;
        match n.as_str() {
            "FEN" => fen = Some(v.clone()),
            "Variant" => {
                let lv = v.to_lowercase();
                if !matches!(lv.as_str(), "xiangqi" | "chinese chess" | "chinese-chess") {
                    return Err(PgnError::Variant(v.clone()));
                }
            }
            "Format" => iccs = v.eq_ignore_ascii_case("ICCS"),
            "Result" => {
                if let Some(r) = parse_result_token(v) {
                    game.result = r;
                }
            }
            "SetUp" => {}
            _ => game.tags.push((n.clone(), v.clone())),
        }
        idx += 1;
    }
    if let Some(f) = fen {
        game.start = position_from_pasted(&f).map_err(|e| PgnError::Fen(e.to_string()))?;
    }
    let mut pos = game.start.clone();
    for (line, tok) in &toks[idx..] {
        match tok {
            // A second tag section starts the next game.
            Tok::Tag(..) => break,
            Tok::Comment(c) => game.comments.push((game.moves.len(), c.clone())),
            Tok::Word(w) => {
                seen_any = true;
                if let Some(r) = parse_result_token(w) {
                    game.result = r;
                    break;
                }
                if w.starts_with('$') {
                    continue;
                }
                let number = game.moves.len() + 1;
                let m = match read_move(&pos, w, iccs) {
                    Ok(m) => m,
                    Err(err) => match split_number(w) {
                        Some("") => continue,
                        Some(rest) => {
                            read_move(&pos, rest, iccs).map_err(|err| PgnError::Move {
                                number,
                                text: rest.to_string(),
                                err,
                            })?
                        }
                        None if w.chars().all(|c| "!?+#".contains(c)) => continue,
                        None => {
                            return Err(match err {
                                NotationError::Syntax(_) => PgnError::Syntax {
                                    line: *line,
                                    msg: format!("not a move: {w:?}"),
                                },
                                err => PgnError::Move {
                                    number,
                                    text: w.clone(),
                                    err,
                                },
                            })
                        }
                    },
                };
                pos.make_move(m);
                game.moves.push(m);
            }
        }
    }
    if !seen_any {
        return Err(PgnError::Empty);
    }
    Ok(game)
}

fn read_move(pos: &Position, text: &str, iccs: bool) -> Result<Move, NotationError> {
    if iccs {
        if let Some(m) = parse_iccs_text(super::desc::strip_marks(text), true) {
            return match pos.check_move(m) {
                Ok(()) => Ok(m),
                Err(e) => Err(NotationError::Illegal {
                    text: text.to_string(),
                    reason: Some(e),
                }),
            };
        }
    }
    // PGN's short notation is WXF; German letters are read only where WXF fails.
    match parse_prefer(pos, text, Style::Wxf) {
        Ok(m) => Ok(m),
        Err(e) => parse_iccs_text(super::desc::strip_marks(text), true)
            .filter(|&m| pos.is_legal(m))
            .ok_or(e),
    }
}

/// Cleans pasted FEN text: surrounding quotes, a `[FEN "..."]` tag, a `fen`/`FEN:` or UCI
/// `position fen` prefix and a trailing `moves ...` list are removed; a board without the side
/// to move gets ` w`.
///
/// ```
/// use xiangqi::notation::normalize_pasted_fen;
/// assert_eq!(
///     normalize_pasted_fen("[FEN \"4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1\"]"),
///     "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1"
/// );
/// assert_eq!(normalize_pasted_fen(" '4k4/9/9/9/9/9/9/9/9/3K5' "), "4k4/9/9/9/9/9/9/9/9/3K5 w");
/// ```
pub fn normalize_pasted_fen(text: &str) -> String {
    let mut t = text.trim();
    if let Some(inner) = t.strip_prefix('[').and_then(|r| r.strip_suffix(']')) {
        t = inner.trim();
        if let Some(r) = t.strip_prefix("FEN") {
            t = r.trim();
        }
    }
    let t = t.trim_matches(|c: char| matches!(c, '"' | '\'' | '`') || c.is_whitespace());
    let mut words: Vec<&str> = t.split_whitespace().collect();
    if words.len() >= 2 && words[0] == "position" && words[1] == "fen" {
        words.drain(..2);
    } else if let Some(first) = words.first() {
        let f = first.to_ascii_lowercase();
        if f == "fen" || f == "fen:" {
            words.remove(0);
        } else if let Some(rest) = first.strip_prefix("FEN:").or(first.strip_prefix("fen:")) {
            words[0] = rest;
        }
    }
    if let Some(i) = words.iter().position(|w| *w == "moves") {
        words.truncate(i);
    }
    let mut out = words.join(" ");
    if words.len() == 1 {
        out.push_str(" w");
    }
    out
}

/// A position from pasted FEN text (see [`normalize_pasted_fen`]).
pub fn position_from_pasted(text: &str) -> Result<Position, FenError> {
    Position::from_fen(&normalize_pasted_fen(text))
}
