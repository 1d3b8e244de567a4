//! FEN: parse text into an unchecked [`Setup`], then validate it into a [`Position`].
//!
//! Syntax errors ([`FenSyntaxError`]: bad text) and legality errors ([`PositionError`]: a
//! well-formed board that cannot occur) are distinct types.

use crate::position::Position;
use crate::types::{Color, Piece, PieceKind, Square};
use std::fmt::Write as _;

pub const START_FEN: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

/// A board with side to move and counters, not yet checked for legality.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub board: [Option<Piece>; 90],
    pub side: Color,
    /// Plies since the last capture.
    pub halfmove: u32,
    pub fullmove: u32,
}

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

/// A well-formed setup that is not a legal position.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    #[error("{color} has {count} {kind}s; at most {max} allowed")]
    TooManyPieces {
        color: Color,
        kind: PieceKind,
        count: u32,
        max: u32,
    },
    #[error("{0} has no general")]
    MissingGeneral(Color),
    #[error("{color} general on {square} is outside its palace")]
    GeneralOutsidePalace { color: Color, square: Square },
    #[error("{color} {kind} on {square} stands on a point it can never reach")]
    UnreachablePoint {
        color: Color,
        kind: PieceKind,
        square: Square,
    },
    #[error("{color} soldier on {square} is behind its start rank")]
    SoldierBehindStart { color: Color, square: Square },
    #[error("the generals face each other on an open file")]
    GeneralsFacing,
    #[error("{0} is in check but it is not its move")]
    OppositeCheck(Color),
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
    /// The standard start setup.
    pub fn start() -> Setup {
        Setup::parse(START_FEN).expect("start FEN parses")
    }

    /// An empty board, Red to move.
    pub fn empty() -> Setup {
        Setup {
            board: [None; 90],
            side: Color::Red,
            halfmove: 0,
            fullmove: 1,
        }
    }

    pub fn piece_at(&self, s: Square) -> Option<Piece> {
        self.board[s.index()]
    }

    pub fn set(&mut self, s: Square, p: Option<Piece>) {
        self.board[s.index()] = p;
    }

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

    /// Checks everything a legal position needs; the first problem found is returned.
    pub fn validate(&self) -> Result<(), PositionError> {
        for color in Color::ALL {
            for kind in PieceKind::ALL {
                let p = Piece::new(color, kind);
                let count = self.board.iter().filter(|&&x| x == Some(p)).count() as u32;
                if count > kind.max_count() {
                    return Err(PositionError::TooManyPieces {
                        color,
                        kind,
                        count,
                        max: kind.max_count(),
                    });
                }
            }
        }
        for color in Color::ALL {
            let general = Piece::new(color, PieceKind::General);
            if !self.board.contains(&Some(general)) {
                return Err(PositionError::MissingGeneral(color));
            }
        }
        for s in Square::all() {
            let Some(p) = self.board[s.index()] else {
                continue;
            };
            check_point(p, s)?;
        }
        let pos = Position::from_valid_setup(self);
        if pos.generals_facing() {
            return Err(PositionError::GeneralsFacing);
        }
        let not_to_move = !self.side;
        if pos.is_attacked_by(pos.king_square(not_to_move), self.side) {
            return Err(PositionError::OppositeCheck(not_to_move));
        }
        Ok(())
    }

    /// Validates and builds the position.
    pub fn into_position(self) -> Result<Position, PositionError> {
        self.validate()?;
        Ok(Position::from_valid_setup(&self))
    }
}

/// Can piece `p` ever stand on `s`?
fn check_point(p: Piece, s: Square) -> Result<(), PositionError> {
    let (f, r) = (s.file().index(), s.rank().index());
    // Rank counted from the piece's own back rank.
    let own_r = match p.color {
        Color::Red => r,
        Color::Black => 9 - r,
    };
    let unreachable = PositionError::UnreachablePoint {
        color: p.color,
        kind: p.kind,
        square: s,
    };
    match p.kind {
        PieceKind::General if !s.in_palace(p.color) => Err(PositionError::GeneralOutsidePalace {
            color: p.color,
            square: s,
        }),
        // The five advisor points: palace corners and centre.
        PieceKind::Advisor if !(s.in_palace(p.color) && (f + own_r) % 2 == 1) => Err(unreachable),
        // The seven elephant points of each side.
        PieceKind::Elephant
            if !matches!(
                (f, own_r),
                (2, 0) | (6, 0) | (0, 2) | (4, 2) | (8, 2) | (2, 4) | (6, 4)
            ) =>
        {
            Err(unreachable)
        }
        PieceKind::Soldier if own_r < 3 => Err(PositionError::SoldierBehindStart {
            color: p.color,
            square: s,
        }),
        _ => Ok(()),
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
