//! Endgame puzzles: classic all-check mates (every Red move gives check) in 1 to 5 moves,
//! the puzzle of the day, and the generator that finds them in the engine's own games.
//!
//! * [`Solver`]: the all-check mate solver; its module docs define mate length, the longest
//!   defence and its tie rule, and uniqueness precisely.
//! * [`Puzzle`] and [`catalogue`]: the shipped collection (`core/data/puzzles.jsonl`,
//!   embedded), one JSON object a line; [`verify_puzzle`] re-proves one.
//! * [`PuzzleSession`]: playing one (wrong tries, defence replies, hint, solution).
//! * [`daily`]: the puzzle of the day, its score and a server-side verification.
//! * [`generator`]: self-play and the scan for puzzles (pure; the CLI writes the file).
//!
//! ```
//! use xiangqi::puzzles::{catalogue, verify_puzzle};
//! let first = &catalogue()[0];
//! assert!(verify_puzzle(first).is_ok());
//! ```

pub mod daily;
pub mod generator;
mod session;
mod solver;

pub use daily::{attempt_score, daily_index, daily_puzzle, daily_score, verify_daily, DailyError};
pub use session::{PuzzleSession, SessionError, TryOutcome};
pub use solver::{Analysis, Invalid, SolveError, Solver, MAX_MATE};

use crate::moves::Move;
use crate::position::Position;
use crate::setup::Setup;
use crate::types::{Piece, Square};
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

/// Where a puzzle came from: the self-play game's seed (the game replays exactly from it) and
/// the ply of the game at which the position stood (before mirroring, see
/// [`mirror_colors`]; odd plies are Black-to-move positions shown with colours swapped).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Source {
    pub seed: u64,
    pub ply: u32,
}

/// One puzzle of the catalogue (one JSON line).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Puzzle {
    /// Stable id, e.g. `"m3-0042"` (level and number).
    pub id: String,
    /// N of "mate in N" (1..=5).
    pub level: u8,
    /// The start position, Red to move.
    pub fen: String,
    /// The main line in ICCS: Red and Black alternating, ending in mate.
    pub solution: Vec<String>,
    pub source: Source,
}

/// Why a catalogue line or puzzle is bad.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PuzzleError {
    #[error("line {line}: not a puzzle object: {message}")]
    Json { line: usize, message: String },
    #[error("puzzle {id}: bad FEN: {message}")]
    Fen { id: String, message: String },
    #[error("puzzle {id}: level {level} is outside 1..={MAX_MATE}")]
    Level { id: String, level: u8 },
    #[error("puzzle {id}: {reason}")]
    Invalid { id: String, reason: Invalid },
    #[error("puzzle {id}: mate in {found}, but the level says {level}")]
    WrongLevel { id: String, level: u8, found: u8 },
    #[error("puzzle {id}: the stored solution {stored} differs from the main line {computed}")]
    WrongSolution {
        id: String,
        stored: String,
        computed: String,
    },
    #[error("puzzle {id}: duplicate id")]
    DuplicateId { id: String },
}

impl Puzzle {
    /// The start position.
    pub fn position(&self) -> Result<Position, PuzzleError> {
        Position::from_fen(&self.fen).map_err(|e| PuzzleError::Fen {
            id: self.id.clone(),
            message: e.to_string(),
        })
    }

    /// The solution as moves (`None` if a stored move is not ICCS).
    pub fn solution_moves(&self) -> Option<Vec<Move>> {
        self.solution
            .iter()
            .map(|s| Move::parse_iccs(s).ok())
            .collect()
    }

    /// One JSON line (no trailing newline).
    pub fn to_json_line(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

/// Re-proves a puzzle with a fresh solver: legal FEN with Red to move and not in check, level
/// equal to the all-check mate length, unique (see [`Solver`]), and the stored solution equal
/// to the main line.
pub fn verify_puzzle(p: &Puzzle) -> Result<Analysis, PuzzleError> {
    verify_with(&mut Solver::new(), p)
}

/// [`verify_puzzle`] reusing a solver (its table is cleared first, so the result does not
/// depend on earlier puzzles).
pub fn verify_with(solver: &mut Solver, p: &Puzzle) -> Result<Analysis, PuzzleError> {
    solver.clear();
    if p.level == 0 || p.level > MAX_MATE {
        return Err(PuzzleError::Level {
            id: p.id.clone(),
            level: p.level,
        });
    }
    let pos = p.position()?;
    let a = solver
        .analyse(&pos)
        .map_err(|reason| PuzzleError::Invalid {
            id: p.id.clone(),
            reason,
        })?;
    if a.mate_in != p.level {
        return Err(PuzzleError::WrongLevel {
            id: p.id.clone(),
            level: p.level,
            found: a.mate_in,
        });
    }
    let computed: Vec<String> = a.main_line.iter().map(|m| m.to_string()).collect();
    if computed != p.solution {
        return Err(PuzzleError::WrongSolution {
            id: p.id.clone(),
            stored: p.solution.join(" "),
            computed: computed.join(" "),
        });
    }
    Ok(a)
}

/// Parses catalogue text (JSON lines; blank lines are skipped). Ids must be unique.
pub fn parse_catalogue(text: &str) -> Result<Vec<Puzzle>, PuzzleError> {
    let mut out: Vec<Puzzle> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let p: Puzzle = serde_json::from_str(line).map_err(|e| PuzzleError::Json {
            line: i + 1,
            message: e.to_string(),
        })?;
        if !seen.insert(p.id.clone()) {
            return Err(PuzzleError::DuplicateId { id: p.id });
        }
        out.push(p);
    }
    Ok(out)
}

/// The shipped catalogue text (`core/data/puzzles.jsonl`).
pub const CATALOGUE_JSONL: &str = include_str!("../../data/puzzles.jsonl");

/// The shipped catalogue, in file order (parsed once). A malformed embedded file yields an
/// empty list; the catalogue test guards against that.
pub fn catalogue() -> &'static [Puzzle] {
    static CAT: OnceLock<Vec<Puzzle>> = OnceLock::new();
    CAT.get_or_init(|| parse_catalogue(CATALOGUE_JSONL).unwrap_or_default())
}

/// The catalogue puzzles of one level, in file order.
pub fn by_level(level: u8) -> Vec<&'static Puzzle> {
    catalogue().iter().filter(|p| p.level == level).collect()
}

/// The catalogue puzzle with this id.
pub fn by_id(id: &str) -> Option<&'static Puzzle> {
    catalogue().iter().find(|p| p.id == id)
}

/// The position seen from the other side: ranks flipped (r -> 9 - r) and colours swapped, so
/// a Black-to-move position becomes the equivalent Red-to-move one. Counters are reset.
pub fn mirror_colors(pos: &Position) -> Position {
    let mut s = Setup::empty();
    for sq in Square::all() {
        if let Some(p) = pos.piece_at(sq) {
            s.set(sq.flip_rank(), Some(Piece::new(!p.color, p.kind)));
        }
    }
    s.side = !pos.side_to_move();
    // A mirrored legal position is legal: the rules are symmetric under this map.
    s.into_position().unwrap_or_else(|_| pos.clone())
}

/// `m` in the colour-mirrored position (see [`mirror_colors`]).
pub fn mirror_move(m: Move) -> Move {
    Move::new(m.from().flip_rank(), m.to().flip_rank())
}

/// The position reflected left to right (file f -> 8 - f); the same puzzle in a mirror.
pub fn mirror_files(pos: &Position) -> Position {
    let mut s = pos.to_setup();
    for sq in Square::all() {
        let f = sq.file().index() as i32;
        let r = sq.rank().index() as i32;
        let to = Square::from_file_rank(8 - f, r).unwrap_or(sq);
        s.set(to, pos.piece_at(sq));
    }
    s.into_position().unwrap_or_else(|_| pos.clone())
}

/// The board of a Red-to-move puzzle position with counters reset (`... w - - 0 1`).
pub fn puzzle_fen(pos: &Position) -> String {
    let mut s = pos.to_setup();
    s.halfmove = 0;
    s.fullmove = 1;
    s.to_fen()
}

/// A left-right invariant key for "the same placement": the smaller board text of the
/// position and its mirror image.
pub fn placement_key(pos: &Position) -> String {
    let a = board_text(pos);
    let b = board_text(&mirror_files(pos));
    a.min(b)
}

fn board_text(pos: &Position) -> String {
    let fen = pos.to_fen();
    fen.split(' ').next().unwrap_or_default().to_string()
}
