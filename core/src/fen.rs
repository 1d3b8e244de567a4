//! FEN text: parse it into an unchecked [`Setup`] and write a setup back as text.
//!
//! Syntax errors ([`FenSyntaxError`]: bad text) and legality errors ([`PositionError`]: a
//! well-formed board that cannot occur, checked in [`crate::setup`]) are distinct types.

use crate::setup::{PositionError, Setup};
use crate::types::{Color, Piece};
use std::fmt::Write as _;

pub const START_FEN: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

/// Bad FEN text.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FenSyntaxError {
    #[error("empty FEN")]
    Empty,
    #[error("FEN has {0} fields; expected the board and side, optionally two dashes and two counters (2 to 6 fields)")]
    FieldCount(usize),
    #[error("FEN board has {0} ranks; expected 10 separated by '/'")]
    RankCount(usize),
    #[error("FEN rank {rank} (counted from Black's back rank, 1..10) is {width} points wide; expected 9")]
    RankWidth { rank: usize, width: usize },
    #[error("unknown piece letter {0:?} in FEN (use K A B/E N/H R C P)")]
    UnknownPiece(char),
    #[error("bad side to move {0:?} in FEN (use w or r for Red, b for Black)")]
    BadSide(String),
    #[error("bad move counter {0:?} in FEN")]
    BadCounter(String),
}

impl FenSyntaxError {
    /// The error in words, for the player, in `locale`.
    pub fn message(&self, locale: impl Into<crate::l10n::Locale>) -> String {
        use FenSyntaxError as E;
        let l = locale.into();
        match self {
            E::Empty => crate::tr!(l, "fen-error-empty").into_owned(),
            E::FieldCount(n) => crate::tr!(l, "fen-error-field-count", fields = *n),
            E::RankCount(n) => crate::tr!(l, "fen-error-rank-count", ranks = *n),
            E::RankWidth { rank, width } => {
                crate::tr!(l, "fen-error-rank-width", rank = *rank, width = *width)
            }
            E::UnknownPiece(c) => {
                crate::tr!(l, "fen-error-unknown-piece", letter = format!("{c:?}"))
            }
            E::BadSide(s) => crate::tr!(l, "fen-error-bad-side", side = format!("{s:?}")),
            E::BadCounter(s) => crate::tr!(l, "fen-error-bad-counter", counter = format!("{s:?}")),
        }
    }
}

/// Either kind of FEN error.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FenError {
    #[error(transparent)]
    Syntax(#[from] FenSyntaxError),
    #[error(transparent)]
    Position(#[from] PositionError),
}

impl Setup {
    /// Parses FEN text: `board side [- - halfmove fullmove]`. Accepts `w`/`r` for Red, `b` for
    /// Black, `E`/`H` as aliases for elephant/horse; missing counters default to `0 1`.
    ///
    /// ```
    /// use xiangqi::{Setup, FenSyntaxError};
    /// assert!(Setup::parse("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR r").is_ok());
    /// assert_eq!(Setup::parse("9/9 w").unwrap_err(), FenSyntaxError::RankCount(2));
    /// ```
    pub fn parse(text: &str) -> Result<Setup, FenSyntaxError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        if fields.is_empty() {
            return Err(FenSyntaxError::Empty);
        }
        if fields.len() > 6 {
            return Err(FenSyntaxError::FieldCount(fields.len()));
        }
        let ranks: Vec<&str> = fields[0].split('/').collect();
        if ranks.len() != 10 {
            return Err(FenSyntaxError::RankCount(ranks.len()));
        }
        let mut setup = Setup::empty();
        for (i, rank_text) in ranks.iter().enumerate() {
            let rank = 9 - i as i32;
            let mut file = 0usize;
            for c in rank_text.chars() {
                if let Some(d) = c.to_digit(10) {
                    if d == 0 {
                        return Err(FenSyntaxError::UnknownPiece(c));
                    }
                    file += d as usize;
                } else {
                    let p = Piece::from_fen_char(c).ok_or(FenSyntaxError::UnknownPiece(c))?;
                    if file < 9 {
                        setup.board[rank as usize * 9 + file] = Some(p);
                    }
                    file += 1;
                }
            }
            if file != 9 {
                return Err(FenSyntaxError::RankWidth {
                    rank: i + 1,
                    width: file,
                });
            }
        }
        if fields.len() < 2 {
            return Err(FenSyntaxError::FieldCount(fields.len()));
        }
        setup.side = match fields[1] {
            "w" | "r" | "W" | "R" => Color::Red,
            "b" | "B" => Color::Black,
            other => return Err(FenSyntaxError::BadSide(other.to_string())),
        };
        // Fields 3 and 4 (castling, en passant in chess) are '-' in Xiangqi; tolerate anything
        // there as pyffish and Pikafish do, but the counters must be numbers.
        let counter = |s: &str| {
            s.parse::<u32>()
                .map_err(|_| FenSyntaxError::BadCounter(s.to_string()))
        };
        match fields.len() {
            2..=4 => {}
            5 => setup.halfmove = counter(fields[4])?,
            _ => {
                setup.halfmove = counter(fields[4])?;
                setup.fullmove = counter(fields[5])?.max(1);
            }
        }
        Ok(setup)
    }

    /// FEN text, WXF style (`w` for Red), always with all six fields.
    pub fn to_fen(&self) -> String {
        let mut out = String::with_capacity(96);
        for rank in (0..10).rev() {
            let mut empty = 0;
            for file in 0..9 {
                match self.board[rank * 9 + file] {
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            let _ = write!(out, "{empty}");
                            empty = 0;
                        }
                        out.push(p.fen_char());
                    }
                }
            }
            if empty > 0 {
                let _ = write!(out, "{empty}");
            }
            if rank > 0 {
                out.push('/');
            }
        }
        let _ = write!(
            out,
            " {} - - {} {}",
            self.side.fen_char(),
            self.halfmove,
            self.fullmove
        );
        out
    }
}

impl std::str::FromStr for Setup {
    type Err = FenSyntaxError;
    fn from_str(s: &str) -> Result<Setup, FenSyntaxError> {
        Setup::parse(s)
    }
}

impl std::fmt::Display for Setup {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.to_fen())
    }
}
