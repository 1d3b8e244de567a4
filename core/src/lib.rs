//! Xiangqi (Chinese chess): rules, computer opponent, puzzles, lessons and persistence.
//!
//! The rules modules (`types`, `bitboard`, `attacks`, `position`, `fen`, `moves`, `movegen`,
//! `perft`) are pure: no I/O, no allocation in the hot paths. Everything else depends on them,
//! never the other way round.
//!
//! ```
//! use xiangqi::{Move, Position, Status};
//! let mut pos = Position::startpos();
//! let m = Move::parse_iccs("h2e2").unwrap();
//! assert!(pos.is_legal(m));
//! pos.make_move(m);
//! assert_eq!(pos.status(), Status::Ongoing);
//! assert_eq!(pos.to_fen(), "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1");
//! ```

pub mod app;
pub mod attacks;
pub mod bitboard;
pub mod date;
pub mod editor;
pub mod engine;
pub mod explain;
pub mod fen;
#[cfg(feature = "ffi")]
pub mod ffi;
pub mod game;
pub mod l10n;
pub mod lang;
pub mod lessons;
pub mod material;
pub mod movegen;
pub mod moves;
pub mod notation;
pub mod perft;
pub mod position;
pub mod protocol;
pub mod puzzles;
pub mod review;
pub mod scene;
pub mod setup;
pub mod sound;
pub mod splitmix;
pub mod store;
pub mod types;

#[cfg(feature = "ffi")]
uniffi::setup_scaffolding!("xiangqi");

pub use bitboard::Bitboard;
pub use fen::{FenError, FenSyntaxError, START_FEN};
pub use lang::Lang;
pub use movegen::{IllegalMove, Status};
pub use moves::{Move, MoveList, MoveSyntaxError};
pub use perft::{perft, perft_divide};
pub use position::{PieceId, Position, Undo};
pub use setup::{PositionError, Setup};
pub use types::{Color, File, Piece, PieceKind, Rank, Square};
