//! The computer opponent: search, evaluation, the levels' characters, hints and draw offers.
//!
//! Pure (no I/O, no threads of its own). An [`Engine`] owns its transposition table and
//! searches one position at a time; a [`StopHandle`] cloned from it stops the search from
//! another thread. Game rules the engine does not own (handicap iron pieces, house rules,
//! perpetual check/chase verdicts) come in through the [`GameRules`] hook.
//!
//! ```
//! use xiangqi::engine::{Engine, Limits, StandardRules};
//! use xiangqi::Position;
//! let mut engine = Engine::new(1);
//! let r = engine
//!     .search(&Position::startpos(), &[], Limits::depth(3), &StandardRules, |_| {})
//!     .unwrap();
//! assert!(Position::startpos().is_legal(r.best));
//! ```

pub mod draw_offer;
pub mod eval;
pub mod game_rules;
pub mod hint;
pub mod level;
pub mod search;
pub mod time;
pub mod tt;

pub use hint::{explain_move, reasons_text, Hint, Reason};
pub use level::{Level, LevelSettings, UnknownLevel};
pub use search::{Engine, MultiPvInfo, MultiPvResult, PvLine};
pub use time::{Clock, Limits};

use crate::moves::{Move, MoveList};
use crate::position::Position;
use crate::types::Color;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;

/// Scores are centipawn-like integers from the side to move's point of view.
pub type Score = i32;
/// Checkmate (or stalemate, a loss in Xiangqi) at the root: `MATE - plies` to mate.
pub const MATE: Score = 30_000;
/// Scores beyond this are mates.
pub const MATE_BOUND: Score = MATE - 1_000;
/// A decisive repetition verdict (perpetual check / chase) at the root: `VERDICT_WIN - plies`.
pub const VERDICT_WIN: Score = 20_000;
/// Scores beyond this are decisive (a verdict or a mate).
pub const DECISIVE_BOUND: Score = VERDICT_WIN - 1_000;
/// Larger than any score.
pub const INFINITE: Score = 31_000;

/// Moves (not plies) to mate when `score` is a mate score: positive when the side to move
/// mates, negative when it is mated.
pub fn mate_in(score: Score) -> Option<i32> {
    if score >= MATE_BOUND {
        Some((MATE - score + 1) / 2)
    } else if score <= -MATE_BOUND {
        Some(-((MATE + score) / 2))
    } else {
        None
    }
}

/// What a repetition means under the game's rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RepetitionVerdict {
    /// An ordinary repetition: a draw.
    Draw,
    /// This side loses (it checked or chased perpetually).
    Loses(Color),
}

/// The rules the engine obeys but does not own. A game's [`RuleSet`](crate::game::RuleSet)
/// implements them (`game_rules`); [`StandardRules`] is the plain rules core.
///
/// The search calls these at every node, so implementations must be cheap when there is
/// nothing to do (the defaults are free).
pub trait GameRules: Send + Sync {
    /// Removes moves the game forbids in `pos` although the rules core allows them
    /// (handicap iron pieces, ...). Called with the legal moves of `pos`.
    fn filter_moves(&self, _pos: &Position, _moves: &mut MoveList) {}

    /// Judges a repetition. `pos` is the repeated position (the cycle's start and end);
    /// playing `cycle` (legal moves, an even number, at least four) from `pos` returns to it.
    fn judge_repetition(&self, _pos: &Position, _cycle: &[Move]) -> RepetitionVerdict {
        RepetitionVerdict::Draw
    }

    /// True when a side without legal moves that is not in check draws (house rule) instead
    /// of losing.
    fn stalemate_is_draw(&self) -> bool {
        false
    }
}

/// Standard rules with every repetition a draw (no perpetual verdicts).
#[derive(Clone, Copy, Debug, Default)]
pub struct StandardRules;

impl GameRules for StandardRules {}

/// Why a search could not start.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EngineError {
    /// A move of the game history is not legal in its position.
    #[error("history move {index} ({mv}) is not legal")]
    IllegalHistory { index: usize, mv: Move },
    /// The side to move has no move left (the game is over).
    #[error("the side to move has no legal move")]
    NoLegalMove,
}

/// Stops a running search from another thread; clone it out of the [`Engine`].
#[derive(Clone, Debug)]
pub struct StopHandle {
    pub(crate) stop: Arc<AtomicBool>,
    pub(crate) search_id: Arc<AtomicU64>,
}

impl StopHandle {
    pub(crate) fn new() -> StopHandle {
        StopHandle {
            stop: Arc::new(AtomicBool::new(false)),
            search_id: Arc::new(AtomicU64::new(0)),
        }
    }

    /// Asks the running search to return its best move so far (within milliseconds).
    /// A search started afterwards is not affected.
    pub fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// Has a stop been requested for the current search?
    pub fn is_stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    /// The id of the most recently started search. A result whose `search_id` differs is
    /// stale (the caller moved on) and should be dropped.
    pub fn latest_search_id(&self) -> u64 {
        self.search_id.load(Ordering::Relaxed)
    }
}

/// A progress report, sent after every completed iteration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Info {
    pub search_id: u64,
    pub depth: u32,
    pub seldepth: u32,
    pub score: Score,
    pub nodes: u64,
    pub time_ms: u64,
    pub pv: Vec<Move>,
}

impl Info {
    /// Nodes per second so far.
    pub fn nps(&self) -> u64 {
        self.nodes * 1000 / self.time_ms.max(1)
    }
}

/// The outcome of a search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    pub best: Move,
    /// From the side to move's point of view (see [`mate_in`]).
    pub score: Score,
    pub pv: Vec<Move>,
    /// The deepest completed iteration.
    pub depth: u32,
    pub seldepth: u32,
    pub nodes: u64,
    pub time_ms: u64,
    pub search_id: u64,
}

/// The position after `moves` from `start`, every move checked.
pub fn replay(start: &Position, moves: &[Move]) -> Result<Position, EngineError> {
    let mut pos = start.clone();
    for (index, &mv) in moves.iter().enumerate() {
        if !pos.is_legal(mv) {
            return Err(EngineError::IllegalHistory { index, mv });
        }
        pos.make_move(mv);
    }
    Ok(pos)
}
