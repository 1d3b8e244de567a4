//! A board not yet known to be legal ([`Setup`]: made by FEN text, the position editor or
//! a puzzle file) and the checks that turn it into a [`Position`].

use crate::fen::START_FEN;
use crate::position::Position;
use crate::types::{Color, Piece, PieceKind, Square};

/// A board with side to move and counters, not yet checked for legality.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub board: [Option<Piece>; 90],
    pub side: Color,
    /// Plies since the last capture.
    pub halfmove: u32,
    pub fullmove: u32,
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
