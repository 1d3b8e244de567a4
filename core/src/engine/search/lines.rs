//! Iterative deepening over one or several principal variations (multi-PV).
//!
//! With `n` lines, every iteration searches the root `n` times, as Stockfish and Pikafish do:
//! line `k` excludes the first moves of lines `0..k`, with its own aspiration window around
//! its score of the previous iteration. The lines of an iteration are ordered by score (a
//! later line may come out better than an earlier one when the search is unstable). Lines
//! after the first do not leave their result in the root's table entry: the next
//! iteration's first line starts from the best move, not from the last line's.
//!
//! With one line this is exactly the single-line search (same tree, same node count).

use super::{Engine, MAX_DEPTH, ONLY_MOVE_DEPTH};
use crate::engine::time::Limits;
use crate::engine::{EngineError, GameRules, Score, MATE, MATE_BOUND};
use crate::moves::Move;
use crate::position::Position;
use std::time::Instant;

/// One line of a multi-line search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PvLine {
    /// From the side to move's point of view (see [`crate::engine::mate_in`]).
    pub score: Score,
    /// The moves, starting with the root move; never empty.
    pub pv: Vec<Move>,
}

impl PvLine {
    /// The line's root move.
    pub fn first(&self) -> Move {
        self.pv[0]
    }
}

/// Progress of a multi-line search, sent after every completed iteration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MultiPvInfo {
    pub search_id: u64,
    pub depth: u32,
    pub seldepth: u32,
    pub nodes: u64,
    pub time_ms: u64,
    /// Best first; distinct first moves.
    pub lines: Vec<PvLine>,
}

/// The outcome of a multi-line search: the lines of the deepest completed iteration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MultiPvResult {
    /// Best first; distinct first moves; as many as asked for, or fewer when the position
    /// has fewer legal moves.
    pub lines: Vec<PvLine>,
    pub depth: u32,
    pub seldepth: u32,
    pub nodes: u64,
    pub time_ms: u64,
    pub search_id: u64,
}

impl Engine {
    /// Searches the best `lines` lines (at least one) of the position reached by playing
    /// `moves` from `start`, within `limits`. `progress` gets the lines after every completed
    /// iteration; a stop (the [`StopHandle`](crate::engine::StopHandle)) returns the last completed iteration's lines.
    ///
    /// ```
    /// use xiangqi::engine::{Engine, Limits, StandardRules};
    /// use xiangqi::Position;
    /// let mut engine = Engine::new(1);
    /// let r = engine
    ///     .search_lines(&Position::startpos(), &[], Limits::depth(4), 3, &StandardRules, |_| {})
    ///     .unwrap();
    /// assert_eq!(r.lines.len(), 3);
    /// assert!(r.lines[0].score >= r.lines[1].score && r.lines[1].score >= r.lines[2].score);
    /// ```
    pub fn search_lines(
        &mut self,
        start: &Position,
        moves: &[Move],
        limits: Limits,
        lines: usize,
        rules: &dyn GameRules,
        mut progress: impl FnMut(&MultiPvInfo),
    ) -> Result<MultiPvResult, EngineError> {
        self.deepen(
            start,
            moves,
            limits,
            rules,
            None,
            lines.max(1),
            &mut progress,
        )
    }

    /// The iterative deepening loop behind [`Engine::search`] (one line) and
    /// [`Engine::search_lines`].
    #[allow(clippy::too_many_arguments)]
    pub(super) fn deepen(
        &mut self,
        start: &Position,
        moves: &[Move],
        limits: Limits,
        rules: &dyn GameRules,
        root_only: Option<Vec<Move>>,
        lines: usize,
        progress: &mut dyn FnMut(&MultiPvInfo),
    ) -> Result<MultiPvResult, EngineError> {
        let (mut ctx, root_moves, search_id, t0) =
            self.begin(start, moves, rules, &limits, root_only)?;
        ctx.heur.age();

        let max_depth = limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH);
        let n = lines.min(root_moves.len());
        let static_eval = ctx.eval(0);
        // Before the first iteration: the first moves in generation order.
        let mut found: Vec<PvLine> = root_moves
            .iter()
            .take(n)
            .map(|&m| PvLine {
                score: static_eval,
                pv: vec![m],
            })
            .collect();
        let base_only = ctx.root_only.clone();
        let root_key = ctx.pos.hash();
        let infinite = limits == Limits::infinite();
        let mut depth_done = 0;
        for depth in 1..=max_depth {
            ctx.root_depth = depth;
            ctx.seldepth = 0;
            let mut current: Vec<PvLine> = Vec::with_capacity(n);
            for k in 0..n {
                ctx.root_best = None;
                let saved = if k > 0 {
                    let taken: Vec<Move> = current.iter().map(PvLine::first).collect();
                    ctx.root_only = Some(
                        root_moves
                            .iter()
                            .copied()
                            .filter(|m| !taken.contains(m))
                            .collect(),
                    );
                    ctx.tt.probe(root_key)
                } else {
                    None
                };
                let s = ctx.aspiration(depth, found[k].score);
                if let Some(h) = saved {
                    ctx.tt
                        .store(root_key, h.mv, h.score, h.eval, h.depth, h.bound);
                }
                if ctx.aborted {
                    // One line: the best move of the unfinished iteration, if it changed
                    // (several lines keep the last complete iteration: they must stay
                    // distinct).
                    if let (1, Some((m, s))) = (n, ctx.root_best) {
                        if m != found[0].first() {
                            found[0] = PvLine {
                                score: s,
                                pv: vec![m],
                            };
                        }
                    }
                    break;
                }
                let pv = if ctx.pv_len[0] > 0 {
                    ctx.pv[0][..ctx.pv_len[0]].to_vec()
                } else if let Some((m, _)) = ctx.root_best {
                    vec![m]
                } else {
                    // Nothing better than before was proven: keep the line if still allowed.
                    let allowed = ctx.root_moves();
                    match allowed.as_slice().first() {
                        Some(_) if allowed.contains(found[k].first()) => found[k].pv.clone(),
                        Some(&m) => vec![m],
                        None => found[k].pv.clone(),
                    }
                };
                current.push(PvLine { score: s, pv });
            }
            ctx.root_only = base_only.clone();
            if ctx.aborted {
                break;
            }
            // Stable: equal scores keep the search order.
            current.sort_by_key(|l| -l.score);
            found = current;
            depth_done = depth;
            progress(&MultiPvInfo {
                search_id,
                depth,
                seldepth: ctx.seldepth as u32,
                nodes: ctx.nodes,
                time_ms: ctx.tm.elapsed().as_millis() as u64,
                lines: found.clone(),
            });
            if !infinite && root_moves.len() == 1 && depth >= ONLY_MOVE_DEPTH {
                break;
            }
            // A mate found within the searched depth cannot get better.
            let settled = |l: &PvLine| {
                l.score.abs() >= MATE_BOUND && (MATE - l.score.abs()) <= depth as Score
            };
            if found.iter().all(settled) {
                break;
            }
            if ctx.tm.soft.is_some_and(|soft| Instant::now() >= soft) || ctx.nodes >= ctx.node_limit
            {
                break;
            }
        }
        Ok(MultiPvResult {
            lines: found,
            depth: depth_done,
            seldepth: ctx.seldepth as u32,
            nodes: ctx.nodes,
            time_ms: t0.elapsed().as_millis() as u64,
            search_id,
        })
    }
}
