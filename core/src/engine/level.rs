//! The three levels, each a character of the ensemble, and how each chooses its move.
//!
//! - Xiaolan (easy): scores every move with a two-ply search plus quiescence and picks a
//!   weighted random one among those close to the best; now and then she allows herself a
//!   bigger inaccuracy. Before she plays, she mostly looks again a little deeper and drops a
//!   move that loses about a piece (a pupil checks her move; sometimes she forgets). Deeper
//!   tactics stay invisible to her. Never a random legal move.
//! - Meifang (normal): three plies plus quiescence that resolves every exchange, choosing
//!   among the moves within a few centipawns of the best.
//! - Master Wang (strong): iterative deepening for just under two seconds (configurable).

use super::search::Engine;
use super::time::Limits;
use super::{EngineError, GameRules, Score, SearchResult, DECISIVE_BOUND, INFINITE};
use crate::moves::Move;
use crate::position::Position;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::time::{Duration, Instant};

/// Xiaolan's search depth (plies, quiescence on top).
pub const EASY_DEPTH: u32 = 2;
/// Xiaolan picks among moves at most this far below the best...
pub const EASY_MARGIN: Score = 150;
/// ...and with [`EASY_MISTAKE_PCT`] percent probability among moves this far below.
pub const EASY_MISTAKE_MARGIN: Score = 260;
pub const EASY_MISTAKE_PCT: u32 = 40;
/// Xiaolan looks again at the move she picked with a search this deep...
pub const EASY_CHECK_DEPTH: u32 = 5;
/// ...and drops it when it loses at least this much against the best move found there
/// (about a piece)...
pub const EASY_BLUNDER_LOSS: Score = 300;
/// ...except in this share of her moves (percent), when she does not look again.
pub const EASY_OVERSIGHT_PCT: u32 = 10;
/// She looks again at most this many times; then she plays the best move of the check.
pub const EASY_CHECKS: usize = 3;
/// Meifang's depth.
pub const NORMAL_DEPTH: u32 = 3;
/// Meifang treats moves this close to the best as equally good.
pub const NORMAL_MARGIN: Score = 12;

/// Difficulty levels, each a character of the ensemble (serde: `easy`, `normal`, `strong`).
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum Level {
    /// Xiaolan, the pupil.
    Easy,
    /// Meifang, the actress.
    Normal,
    /// Master Wang.
    Strong,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Strong];

    /// `easy`, `normal`, `strong`.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Strong => "strong",
        }
    }

    /// The character's name in German and English.
    pub const fn character(self) -> (&'static str, &'static str) {
        match self {
            Level::Easy => ("Schülerin Xiaolan", "Xiaolan, the pupil"),
            Level::Normal => ("Darstellerin Meifang", "Meifang, the actress"),
            Level::Strong => ("Meister Wang", "Master Wang"),
        }
    }

    /// Parses `easy` / `normal` / `strong` (any case).
    pub fn parse(s: &str) -> Option<Level> {
        match s.trim().to_ascii_lowercase().as_str() {
            "easy" | "leicht" | "xiaolan" => Some(Level::Easy),
            "normal" | "meifang" => Some(Level::Normal),
            "strong" | "stark" | "wang" => Some(Level::Strong),
            _ => None,
        }
    }
}

/// A name that is no level.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown level {0:?} (easy, normal, strong)")]
pub struct UnknownLevel(pub String);

impl std::str::FromStr for Level {
    type Err = UnknownLevel;
    fn from_str(s: &str) -> Result<Level, UnknownLevel> {
        Level::parse(s).ok_or_else(|| UnknownLevel(s.to_string()))
    }
}

/// Time budgets of the characters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelSettings {
    /// Master Wang's thinking time per move (and the hint's).
    pub strong_time: Duration,
    /// Upper bound for Meifang's answer.
    pub normal_cap: Duration,
    /// Upper bound for Xiaolan's answer.
    pub easy_cap: Duration,
}

impl Default for LevelSettings {
    fn default() -> Self {
        LevelSettings {
            strong_time: Duration::from_millis(1800),
            normal_cap: Duration::from_millis(280),
            easy_cap: Duration::from_millis(250),
        }
    }
}

/// Weighted pick: better moves (smaller loss against the best) are likelier.
fn weighted_pick(rng: &mut StdRng, cands: &[(Move, Score)], best: Score, margin: Score) -> Move {
    let weights: Vec<u64> = cands
        .iter()
        .map(|&(_, s)| {
            let w = (margin + 1 - (best - s)).max(1) as u64;
            w * w
        })
        .collect();
    let total: u64 = weights.iter().sum();
    let mut x = rng.gen_range(0..total.max(1));
    for (i, w) in weights.iter().enumerate() {
        if x < *w {
            return cands[i].0;
        }
        x -= w;
    }
    cands[0].0
}

impl Engine {
    /// The move the character plays in the position after `moves` from `start`.
    /// Deterministic for a given `seed` (easy and normal; strong is time-bound).
    pub fn choose_move(
        &mut self,
        level: Level,
        settings: &LevelSettings,
        seed: u64,
        start: &Position,
        moves: &[Move],
        rules: &dyn GameRules,
    ) -> Result<SearchResult, EngineError> {
        let t0 = Instant::now();
        let mut rng = StdRng::seed_from_u64(seed);
        match level {
            Level::Strong => self.search(
                start,
                moves,
                Limits::move_time(settings.strong_time),
                rules,
                |_| {},
            ),
            Level::Easy => {
                let limits = Limits {
                    move_time: Some(settings.easy_cap),
                    ..Limits::default()
                };
                let scored = self.score_root_moves(
                    start,
                    moves,
                    EASY_DEPTH,
                    limits,
                    rules,
                    (-INFINITE, INFINITE),
                )?;
                let Some(&(top, best)) = scored.first() else {
                    // Out of time before the first move was scored: fall back to a search.
                    return self.search(start, moves, Limits::depth(1), rules, |_| {});
                };
                let margin = if rng.gen_range(0..100) < EASY_MISTAKE_PCT {
                    EASY_MISTAKE_MARGIN
                } else {
                    EASY_MARGIN
                };
                let mut cands: Vec<(Move, Score)> = scored
                    .iter()
                    .copied()
                    .filter(|&(_, s)| {
                        s >= best - margin && (s > -DECISIVE_BOUND || best <= -DECISIVE_BOUND)
                    })
                    .collect();
                let mut mv = if cands.is_empty() {
                    top
                } else {
                    weighted_pick(&mut rng, &cands, best, margin)
                };
                if rng.gen_range(0..100) >= EASY_OVERSIGHT_PCT {
                    // The checks share what is left of her time.
                    let check = || Limits {
                        depth: Some(EASY_CHECK_DEPTH),
                        move_time: Some(
                            settings
                                .easy_cap
                                .saturating_sub(t0.elapsed())
                                .max(Duration::from_millis(5)),
                        ),
                        ..Limits::default()
                    };
                    let deep = self.search(start, moves, check(), rules, |_| {})?;
                    let mut checks = 0;
                    // Lost anyway (a mate against her): every move is as good as another.
                    while mv != deep.best && deep.score > -DECISIVE_BOUND {
                        let own = self.search_restricted(
                            start,
                            moves,
                            check(),
                            rules,
                            Some(vec![mv]),
                            |_| {},
                        )?;
                        if deep.score - own.score < EASY_BLUNDER_LOSS {
                            break;
                        }
                        cands.retain(|c| c.0 != mv);
                        checks += 1;
                        mv = if checks >= EASY_CHECKS || cands.is_empty() {
                            deep.best
                        } else {
                            weighted_pick(&mut rng, &cands, best, margin)
                        };
                    }
                }
                let score = scored.iter().find(|c| c.0 == mv).map_or(best, |c| c.1);
                Ok(self.result(mv, score, EASY_DEPTH, t0))
            }
            Level::Normal => {
                let id_limits = Limits {
                    depth: Some(NORMAL_DEPTH),
                    move_time: Some(settings.normal_cap * 2 / 3),
                    ..Limits::default()
                };
                let r = self.search(start, moves, id_limits, rules, |_| {})?;
                if r.score.abs() >= DECISIVE_BOUND {
                    return Ok(r);
                }
                let left = settings.normal_cap.saturating_sub(t0.elapsed());
                let t = r.score - NORMAL_MARGIN;
                let limits = Limits {
                    move_time: Some(left.max(Duration::from_millis(5))),
                    ..Limits::default()
                };
                let close =
                    self.score_root_moves(start, moves, NORMAL_DEPTH, limits, rules, (t - 1, t))?;
                let mut cands: Vec<Move> = vec![r.best];
                cands.extend(close.iter().filter(|c| c.1 >= t).map(|c| c.0));
                cands.sort();
                cands.dedup();
                let mv = cands[rng.gen_range(0..cands.len())];
                let mut out = r;
                if mv != out.best {
                    out.best = mv;
                    out.pv = vec![mv];
                }
                out.time_ms = t0.elapsed().as_millis() as u64;
                Ok(out)
            }
        }
    }

    fn result(&self, mv: Move, score: Score, depth: u32, t0: Instant) -> SearchResult {
        SearchResult {
            best: mv,
            score,
            pv: vec![mv],
            depth,
            seldepth: depth,
            nodes: 0,
            time_ms: t0.elapsed().as_millis() as u64,
            search_id: self.stop_handle().latest_search_id(),
        }
    }
}
