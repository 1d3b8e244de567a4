//! Move notation in the context of a position: format and parse in every style the app shows
//! (short German `P8+7`, WXF `H8+7`, words, coordinates `h3-e3`, ICCS `h2e2`, traditional
//! Chinese `炮二平五`), Xiangqi PGN and opening names.
//!
//! ```
//! use xiangqi::notation::{format, parse, Style};
//! use xiangqi::{Move, Position};
//! let pos = Position::startpos();
//! let m = Move::parse_iccs("h2e2").unwrap();
//! assert_eq!(format(&pos, m, Style::Wxf), "C2.5");
//! assert_eq!(format(&pos, m, Style::De), "K2.5");
//! assert_eq!(format(&pos, m, Style::Zh), "炮二平五");
//! assert_eq!(format(&pos, m, Style::Coords), "h3-e3");
//! // Any style is accepted when parsing.
//! assert_eq!(parse(&pos, "炮二平五").unwrap(), m);
//! assert_eq!(parse(&pos, "C2=5").unwrap(), m);
//! assert_eq!(parse(&pos, "h3-e3").unwrap(), m);
//! ```

mod desc;
mod opening;
mod pgn;
mod short;
mod words;

pub use opening::{opening_name, openings, Opening};
pub use pgn::{
    export_pgn, import_pgn, normalize_pasted_fen, parse_result_token, position_from_pasted,
    result_token, PgnError, PgnGame, PgnMoveStyle,
};
pub use words::piece_name as piece_word;

use crate::l10n::{self, Locale};
use crate::movegen::IllegalMove;
use crate::moves::Move;
use crate::position::Position;
use crate::types::Color;

/// The notation styles, named exactly as on the command line (serde, for the settings:
/// `de`, `wxf`, `words_de`, `words_en`, `coords`, `iccs`, `zh`).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum Style {
    /// Short German: `P8+7`, `K2.5`, `W+.4` (letters G L E P W K S).
    #[default]
    De,
    /// WXF: `H8+7`, `C2.5` (letters K A E H R C P; pyffish's conventions, `.` for sideways).
    Wxf,
    /// German words: "Pferd vor", "Kanone × Pferd".
    WordsDe,
    /// English words: "Horse forward", "Cannon takes horse".
    WordsEn,
    /// Coordinates with ranks 1..10: `h3-e3`.
    Coords,
    /// ICCS with ranks 0..9: `h2e2`.
    Iccs,
    /// Chinese, in the traditional characters of the pieces on the board: `炮二平五`,
    /// `傌二進三`, `馬８進７`.
    Zh,
}

impl Style {
    /// Every style, in CLI order.
    pub const ALL: [Style; 7] = [
        Style::De,
        Style::Wxf,
        Style::WordsDe,
        Style::WordsEn,
        Style::Coords,
        Style::Iccs,
        Style::Zh,
    ];

    /// The CLI name: `de|wxf|words-de|words-en|coords|iccs|zh`.
    pub const fn name(self) -> &'static str {
        match self {
            Style::De => "de",
            Style::Wxf => "wxf",
            Style::WordsDe => "words-de",
            Style::WordsEn => "words-en",
            Style::Coords => "coords",
            Style::Iccs => "iccs",
            Style::Zh => "zh",
        }
    }

    /// Parses a CLI name.
    pub fn from_name(name: &str) -> Option<Style> {
        Style::ALL.into_iter().find(|s| s.name() == name)
    }

    /// This style for a player reading `locale`: the short notation in the letters the
    /// language's readers expect (German `K2.5`, WXF `C2.5`: K A E H R C P; the message
    /// `notation-short-style`), and moves in words as the language announces them (the
    /// message `notation-spoken-style`); coordinates, ICCS and Chinese are the same for all.
    pub fn for_lang(self, locale: impl Into<Locale>) -> Style {
        match self {
            Style::De | Style::Wxf => {
                Style::of_message(locale.into(), "notation-short-style", Style::Wxf)
            }
            Style::WordsDe | Style::WordsEn => Style::words(locale),
            other => other,
        }
    }

    /// The style that announces a move to a player reading `locale` (moves in words in
    /// German or English, the Chinese notation `炮二平五` in Chinese).
    pub fn words(locale: impl Into<Locale>) -> Style {
        Style::of_message(locale.into(), "notation-spoken-style", Style::WordsEn)
    }

    /// The notation a new player reading `locale` starts with (German short `P8+7`, WXF
    /// `H8+7`, the Chinese `炮二平五`).
    pub fn default_for(locale: impl Into<Locale>) -> Style {
        Style::of_message(locale.into(), "notation-default-style", Style::default())
    }

    /// The style named by a message of `locale` (a style the language's readers expect).
    fn of_message(locale: Locale, id: &str, fallback: Style) -> Style {
        let name = l10n::tr(locale, id);
        let style = Style::from_name(&name);
        debug_assert!(style.is_some(), "{locale} {id}: no style {name:?}");
        style.unwrap_or(fallback)
    }
}

impl std::fmt::Display for Style {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// Why a text could not be turned into a move.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NotationError {
    /// The text is not a move in any notation style.
    #[error("not a move in any notation: {0:?}")]
    Syntax(String),
    /// The text names a move, but no legal move matches it.
    #[error("no legal move matches {text:?}{}", reason.map(|r| format!(" ({r})")).unwrap_or_default())]
    Illegal {
        text: String,
        /// The rules' reason when the text named the points exactly (ICCS or coordinates).
        reason: Option<IllegalMove>,
    },
    /// More than one legal move matches the text.
    #[error("{text:?} is ambiguous: it could be {}", candidates.iter().map(|m| m.to_string()).collect::<Vec<_>>().join(" or "))]
    Ambiguous { text: String, candidates: Vec<Move> },
}

/// The text of `m` (assumed legal in `pos`) in the given style. Short styles (de, wxf, coords,
/// zh) append `!` for check and `#` for mate; the word styles say "Schach!"/"check".
pub fn format(pos: &Position, m: Move, style: Style) -> String {
    let core = format_plain(pos, m, style);
    match style {
        Style::Iccs | Style::WordsDe | Style::WordsEn => core,
        _ => core + mark(pos, m),
    }
}

/// The text of `m` without the check/mate marks (for PGN and comparisons).
pub fn format_plain(pos: &Position, m: Move, style: Style) -> String {
    match style {
        Style::De => short::format_short(pos, m, short::Letters::German),
        Style::Wxf => short::format_short(pos, m, short::Letters::Wxf),
        Style::Zh => short::format_chinese(pos, m),
        Style::Coords => format_coords(m),
        Style::Iccs => m.to_string(),
        Style::WordsDe => words::format_words(pos, m, Locale::De),
        Style::WordsEn => words::format_words(pos, m, Locale::En),
    }
}

/// `!` if `m` gives check, `#` if it mates, else nothing.
pub fn mark(pos: &Position, m: Move) -> &'static str {
    let after = pos.with_move(m);
    if !after.in_check() {
        ""
    } else if after.has_legal_move() {
        "!"
    } else {
        "#"
    }
}

fn format_coords(m: Move) -> String {
    let (f, t) = (m.from(), m.to());
    format!(
        "{}{}-{}{}",
        f.file().char(),
        f.rank().index() + 1,
        t.file().char(),
        t.rank().index() + 1
    )
}

/// Parses a move written in any style (see [`Style`]) in the context of `pos`.
///
/// Trailing marks (`!`, `#`, `?`, `+` after the last digit) and surrounding blanks are ignored.
/// A text that reads differently in two styles (German `K` is the cannon, WXF `K` the general)
/// is ambiguous only if both readings are legal moves.
pub fn parse(pos: &Position, text: &str) -> Result<Move, NotationError> {
    desc::parse_any(pos, text, None)
}

/// Parses a move written in any style, preferring one: if the text read in `preferred` names
/// exactly one legal move, that move wins even when another style reads it differently
/// (German `K5+1` is a cannon move, WXF `K5+1` a general move).
pub fn parse_prefer(pos: &Position, text: &str, preferred: Style) -> Result<Move, NotationError> {
    match desc::parse_any(pos, text, Some(preferred)) {
        Ok(m) => Ok(m),
        Err(_) => desc::parse_any(pos, text, None),
    }
}

/// Parses a move written in one given style only.
pub fn parse_as(pos: &Position, text: &str, style: Style) -> Result<Move, NotationError> {
    desc::parse_any(pos, text, Some(style))
}

/// Applies moves written in any style, one after another, from `start`.
/// Returns the moves, or the index of the first bad text with its error.
pub fn parse_line(start: &Position, texts: &[&str]) -> Result<Vec<Move>, (usize, NotationError)> {
    let mut pos = start.clone();
    let mut out = Vec::with_capacity(texts.len());
    for (i, t) in texts.iter().enumerate() {
        let m = parse(&pos, t).map_err(|e| (i, e))?;
        pos.make_move(m);
        out.push(m);
    }
    Ok(out)
}

/// File number 1..9 counted from the mover's right.
pub(crate) fn file_number(color: Color, file_index: usize) -> u8 {
    match color {
        Color::Red => 9 - file_index as u8,
        Color::Black => file_index as u8 + 1,
    }
}
