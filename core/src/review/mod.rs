//! Post-game review and position analysis: what the engine thinks of every move of a game,
//! and the best lines of a position.
//!
//! A review searches every position of the game (the start, then after each ply) at a fixed
//! node budget on one thread with a fresh table, in order, so the same game always gets the
//! same review on any machine. Each move is classed by its loss against the engine's choice
//! ([`MoveQuality`]): the value of the position before the move (the engine's best) minus the
//! value after it, both for the mover, in compressed centipawns, mates counted as more than
//! any material ([`value_of`]). For an inaccuracy or worse the review names the
//! engine's move and the opponent's best reply, each with its reasons (the hint's typed
//! reasons, [`crate::engine::explain_move`], said in the reader's language). The key moments are the
//! largest swings of the evaluation; the series for the graph is from Red's side, clamped
//! ([`GRAPH_CAP`]).
//!
//! ```
//! use xiangqi::engine::StandardRules;
//! use xiangqi::review::{MoveQuality, Reviewer};
//! use xiangqi::{Move, Position};
//! // Red's chariot steps where Black's chariot takes it for nothing.
//! let start = Position::from_fen("3ak4/4a4/9/r8/9/9/9/9/4A4/R2AK4 w - - 0 1").unwrap();
//! let moves = [Move::parse_iccs("a0a1").unwrap(), Move::parse_iccs("a6a1").unwrap()];
//! let review = Reviewer::new(20_000)
//!     .review(&start, &moves, |_| StandardRules, |_| {})
//!     .unwrap();
//! assert_eq!(review.plies[0].quality, MoveQuality::Blunder);
//! assert!(review.plies[0].better.is_some());
//! assert_eq!(review.graph().len(), 3);
//! ```

pub mod analysis;
mod json;
mod text;

pub use analysis::{
    analyse, analysis_of, arrows, score_text, Analysis, AnalysisLine, Arrow, ANALYSIS_LINES,
};
pub use json::{upgrade_json, ReviewFormatError, REVIEW_FORMAT, REVIEW_FORMAT_VERSION};
pub use text::{key_moment_text, summary_text};

use crate::engine::{
    explain_move, mate_in, reasons_text, Engine, EngineError, GameRules, Limits, Reason, Score,
    StopHandle, DECISIVE_BOUND, MATE,
};
use crate::l10n::Locale;
use crate::moves::{Move, MoveList};
use crate::position::Position;
use crate::types::Color;
use serde::{Deserialize, Serialize};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

/// Nodes searched per position: about 0.07 s at 2 M nodes/s, so a 100-ply game takes
/// about 7 s on one core (measured: README).
pub const REVIEW_NODES: u64 = 150_000;
/// The review's own table, fixed so that the app's hash setting cannot change a review.
pub const REVIEW_HASH_MIB: usize = 16;

/// A loss of at least this much ([`value_of`] units, for the mover) is an inaccuracy...
pub const INACCURACY_LOSS: i32 = 60;
/// ...at least this much a mistake (more than a soldier)...
pub const MISTAKE_LOSS: i32 = 150;
/// ...and at least this much a blunder (a horse or a cannon near equality).
pub const BLUNDER_LOSS: i32 = 350;
/// Scores are compressed before losses are taken: `x / sqrt(1 + (x / EVAL_SCALE)²)`, so a
/// piece counts fully near equality and less and less far ahead or behind (losing a horse
/// a chariot up is a mistake, not a blunder; walking into mate when lost anyway is no
/// blunder). Only IEEE-exact operations: the same value on every machine.
pub const EVAL_SCALE: i32 = 1000;
/// A mate in `n` is worth `MATE_VALUE - n * MATE_STEP` (`n` at most [`MATE_MAX_MOVES`]),
/// always more than any compressed score: missing a mate costs, a slower mate hardly.
pub const MATE_VALUE: i32 = 1100;
pub const MATE_STEP: i32 = 5;
pub const MATE_MAX_MOVES: i32 = 20;
/// The graph shows [`value_of`] from Red's side clamped to this (mates sit at the cap).
pub const GRAPH_CAP: i32 = EVAL_SCALE;
/// Centipawn evaluations ([`Evaluation::cp`]) are clamped to this (mates sit at the cap).
pub const CP_CAP: i32 = 3000;
/// At most this many key moments...
pub const KEY_MOMENTS: usize = 3;
/// ...each a swing of the graph of at least this much.
pub const KEY_MOMENT_MIN_SWING: i32 = MISTAKE_LOSS;

const _: () = assert!(MATE_VALUE - MATE_MAX_MOVES * MATE_STEP >= EVAL_SCALE);

/// How good a move was, by its loss against the engine's choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum MoveQuality {
    /// The engine's own move (or the only legal one).
    Best,
    /// Another move losing less than [`INACCURACY_LOSS`].
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
}

impl MoveQuality {
    pub const ALL: [MoveQuality; 5] = [
        MoveQuality::Best,
        MoveQuality::Good,
        MoveQuality::Inaccuracy,
        MoveQuality::Mistake,
        MoveQuality::Blunder,
    ];

    /// `best`, `good`, `inaccuracy`, `mistake`, `blunder`.
    pub const fn name(self) -> &'static str {
        match self {
            MoveQuality::Best => "best",
            MoveQuality::Good => "good",
            MoveQuality::Inaccuracy => "inaccuracy",
            MoveQuality::Mistake => "mistake",
            MoveQuality::Blunder => "blunder",
        }
    }

    /// The class of a move that is not the engine's, by its loss.
    pub const fn from_loss(loss: i32) -> MoveQuality {
        if loss >= BLUNDER_LOSS {
            MoveQuality::Blunder
        } else if loss >= MISTAKE_LOSS {
            MoveQuality::Mistake
        } else if loss >= INACCURACY_LOSS {
            MoveQuality::Inaccuracy
        } else {
            MoveQuality::Good
        }
    }

    /// An inaccuracy, a mistake or a blunder: the review names a better move.
    pub const fn is_error(self) -> bool {
        matches!(
            self,
            MoveQuality::Inaccuracy | MoveQuality::Mistake | MoveQuality::Blunder
        )
    }

    /// The class in words ("Ungenauigkeit", "blunder").
    pub fn label(self, locale: impl Into<crate::l10n::Locale>) -> String {
        text::quality_label(self, locale.into())
    }
}

/// The value of an engine score (side to move's view) for losses and the graph: centipawns
/// compressed towards ±[`EVAL_SCALE`], a mate (or a decisive repetition verdict) beyond,
/// nearer mates more.
///
/// ```
/// use xiangqi::engine::MATE;
/// use xiangqi::review::{value_of, MATE_VALUE, MATE_STEP};
/// assert_eq!(value_of(100), 100);
/// assert_eq!(value_of(-450), -410); // a horse down
/// assert_eq!(value_of(5000), 981);
/// assert_eq!(value_of(MATE - 1), MATE_VALUE - MATE_STEP); // mate in 1
/// assert_eq!(value_of(-MATE), -MATE_VALUE); // mated now
/// ```
pub fn value_of(score: Score) -> i32 {
    let mate = |moves: i32| MATE_VALUE - moves.min(MATE_MAX_MOVES) * MATE_STEP;
    match mate_in(score) {
        Some(n) if score > 0 => mate(n),
        Some(n) => -mate(-n),
        None if score >= DECISIVE_BOUND => mate(MATE_MAX_MOVES),
        None if score <= -DECISIVE_BOUND => -mate(MATE_MAX_MOVES),
        None => {
            let (x, s) = (score as f64, EVAL_SCALE as f64);
            (x / (1.0 + (x / s) * (x / s)).sqrt()).round() as i32
        }
    }
}

/// An evaluation from Red's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Evaluation {
    /// The engine's score from Red's side (mates as in [`mate_in`]).
    pub score: i32,
    /// Moves to mate: positive when Red mates, negative when Black does; 0 when the game
    /// ended in mate (the sign of `score` says who won).
    pub mate: Option<i32>,
    /// Centipawns from Red's side clamped to ±[`CP_CAP`], mates at the cap.
    pub cp: i32,
    /// For the graph: [`value_of`] from Red's side clamped to ±[`GRAPH_CAP`], mates at the cap.
    pub graph: i32,
}

impl Evaluation {
    /// From a score for `side` (the side to move).
    pub fn for_side(score: Score, side: Color) -> Evaluation {
        let red = if side == Color::Red { score } else { -score };
        let mate = mate_in(red);
        let cp = match mate {
            Some(_) => CP_CAP * red.signum(),
            None => red.clamp(-CP_CAP, CP_CAP),
        };
        Evaluation {
            score: red,
            mate,
            cp,
            graph: value_of(red).clamp(-GRAPH_CAP, GRAPH_CAP),
        }
    }

    /// `+0.35`, `-1.20`, `#3` (Red mates in 3), `#-2` (Black mates in 2).
    pub fn text(&self) -> String {
        score_text(self.score)
    }
}

/// A move the review suggests or foresees, with its reasons (typed facts, stored as codes
/// with arguments and put into words in the reader's language).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExplainedMove {
    #[serde(with = "json::iccs")]
    pub mv: Move,
    /// The engine's line from this move on.
    #[serde(with = "json::iccs_list")]
    pub line: Vec<Move>,
    /// What the move does ([`explain_move`]'s reasons).
    #[serde(with = "json::reasons")]
    pub reasons: Vec<Reason>,
}

impl ExplainedMove {
    fn new(pos: &Position, mv: Move, score: Score, line: &[Move]) -> ExplainedMove {
        let hint = explain_move(pos, mv, score, line);
        ExplainedMove {
            mv,
            line: line.to_vec(),
            reasons: hint.reasons,
        }
    }

    /// The reasons as one sentence in `locale` ("Schlägt den Wagen.").
    pub fn reason(&self, locale: impl Into<Locale>) -> String {
        reasons_text(&self.reasons, locale)
    }
}

/// One reviewed ply.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlyReview {
    /// 1-based.
    pub ply: u32,
    #[serde(with = "json::iccs")]
    pub mv: Move,
    pub side: Color,
    pub quality: MoveQuality,
    /// What the move cost the mover against the engine's choice ([`value_of`] units, ≥ 0).
    pub loss: i32,
    /// The engine's choice in the position before the move.
    #[serde(with = "json::iccs")]
    pub best: Move,
    /// For an inaccuracy or worse: the engine's move and why.
    pub better: Option<ExplainedMove>,
    /// For an inaccuracy or worse: the opponent's best answer to the move played.
    pub reply: Option<ExplainedMove>,
    /// After the move.
    pub eval: Evaluation,
}

/// One of the largest swings of the evaluation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeyMoment {
    pub ply: u32,
    pub side: Color,
    /// How far the graph moved against the mover (graph units, positive: the mover lost).
    pub swing: i32,
    pub quality: MoveQuality,
}

/// How one side played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct SideSummary {
    pub side: Color,
    pub best: u32,
    pub good: u32,
    pub inaccuracies: u32,
    pub mistakes: u32,
    pub blunders: u32,
    /// The mean loss per move.
    pub average_loss: u32,
}

impl SideSummary {
    /// How many moves of `quality`.
    pub fn count(&self, quality: MoveQuality) -> u32 {
        match quality {
            MoveQuality::Best => self.best,
            MoveQuality::Good => self.good,
            MoveQuality::Inaccuracy => self.inaccuracies,
            MoveQuality::Mistake => self.mistakes,
            MoveQuality::Blunder => self.blunders,
        }
    }

    pub fn moves(&self) -> u32 {
        MoveQuality::ALL.iter().map(|&q| self.count(q)).sum()
    }
}

/// A whole game reviewed: plain data, stored as versioned JSON ([`GameReview::to_json`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameReview {
    pub start_fen: String,
    /// The moves reviewed (a stored review is reused only for exactly these).
    #[serde(with = "json::iccs_list")]
    pub moves: Vec<Move>,
    pub nodes_per_position: u64,
    pub start_eval: Evaluation,
    pub plies: Vec<PlyReview>,
    /// In ply order.
    pub key_moments: Vec<KeyMoment>,
    /// Red's, then Black's.
    pub summary: Vec<SideSummary>,
}

impl GameReview {
    /// The evaluation series for the graph, from Red's side: the start, then after each ply.
    pub fn graph(&self) -> Vec<i32> {
        std::iter::once(self.start_eval.graph)
            .chain(self.plies.iter().map(|p| p.eval.graph))
            .collect()
    }

    /// How `side` played.
    pub fn summary_of(&self, side: Color) -> Option<&SideSummary> {
        self.summary.iter().find(|s| s.side == side)
    }
}

/// Review progress: the positions up to ply `ply` of `plies` are evaluated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct ReviewProgress {
    pub ply: u32,
    pub plies: u32,
}

/// Why a review did not finish.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReviewError {
    #[error("move {ply} ({mv}) is not legal")]
    IllegalMove { ply: u32, mv: Move },
    #[error("the review was cancelled")]
    Cancelled,
}

/// Cancels a running review from another thread (the search under way stops within
/// milliseconds).
#[derive(Clone, Debug)]
pub struct ReviewCancel {
    cancelled: Arc<AtomicBool>,
    stop: StopHandle,
}

impl ReviewCancel {
    pub fn cancel(&self) {
        self.cancelled.store(true, Ordering::Relaxed);
        self.stop.stop();
    }

    pub fn is_cancelled(&self) -> bool {
        self.cancelled.load(Ordering::Relaxed)
    }
}

/// What the search said about one position.
struct Verdict {
    /// `None` when the game is over there.
    best: Option<Move>,
    /// For the side to move.
    score: Score,
    pv: Vec<Move>,
    legal: usize,
}

/// Reviews one game with a fresh engine (so the result depends on the game alone).
pub struct Reviewer {
    engine: Engine,
    nodes: u64,
    cancelled: Arc<AtomicBool>,
}

impl Reviewer {
    /// A reviewer searching `nodes` nodes per position ([`REVIEW_NODES`] in the app).
    pub fn new(nodes: u64) -> Reviewer {
        Reviewer {
            engine: Engine::new(REVIEW_HASH_MIB),
            nodes: nodes.max(1),
            cancelled: Arc::new(AtomicBool::new(false)),
        }
    }

    /// A handle that cancels [`Reviewer::review`] from another thread.
    pub fn cancel_handle(&self) -> ReviewCancel {
        ReviewCancel {
            cancelled: self.cancelled.clone(),
            stop: self.engine.stop_handle(),
        }
    }

    /// Reviews `moves` played from `start`. `rules_at(i)` are the game's rules in the
    /// position after `i` plies (standard games: the same every ply); `progress` hears after
    /// every position.
    pub fn review<R: GameRules>(
        mut self,
        start: &Position,
        moves: &[Move],
        rules_at: impl Fn(usize) -> R,
        mut progress: impl FnMut(ReviewProgress),
    ) -> Result<GameReview, ReviewError> {
        let positions = replay(start, moves, &rules_at)?;
        let plies = moves.len() as u32;
        let mut verdicts = Vec::with_capacity(positions.len());
        for (i, pos) in positions.iter().enumerate() {
            if self.cancelled.load(Ordering::Relaxed) {
                return Err(ReviewError::Cancelled);
            }
            verdicts.push(self.judge(start, &moves[..i], pos, &rules_at(i)));
            // A cancelled search stopped early: its verdict is not kept.
            if self.cancelled.load(Ordering::Relaxed) {
                return Err(ReviewError::Cancelled);
            }
            progress(ReviewProgress {
                ply: i as u32,
                plies,
            });
        }
        Ok(assemble(start, moves, &positions, &verdicts, self.nodes))
    }

    fn judge(
        &mut self,
        start: &Position,
        history: &[Move],
        pos: &Position,
        rules: &dyn GameRules,
    ) -> Verdict {
        let legal = legal_moves(pos, rules).len();
        let over = Verdict {
            best: None,
            score: if !pos.in_check() && rules.stalemate_is_draw() {
                0
            } else {
                -MATE
            },
            pv: Vec::new(),
            legal,
        };
        if legal == 0 {
            return over;
        }
        let stop = self.engine.stop_handle();
        let cancelled = self.cancelled.clone();
        let limits = Limits::nodes(self.nodes);
        let searched = self.engine.search(start, history, limits, rules, |_| {
            if cancelled.load(Ordering::Relaxed) {
                stop.stop();
            }
        });
        match searched {
            Ok(r) => Verdict {
                best: Some(r.best),
                score: r.score,
                pv: r.pv,
                legal,
            },
            // The moves were checked by `replay`: no error is left but "no move" (the rules
            // hook filtered everything), which is the game's end.
            Err(EngineError::NoLegalMove | EngineError::IllegalHistory { .. }) => over,
        }
    }
}

fn legal_moves(pos: &Position, rules: &dyn GameRules) -> MoveList {
    let mut list = pos.legal_moves();
    rules.filter_moves(pos, &mut list);
    list
}

/// Every position of the game, each move checked against the rules of its position.
fn replay<R: GameRules>(
    start: &Position,
    moves: &[Move],
    rules_at: &impl Fn(usize) -> R,
) -> Result<Vec<Position>, ReviewError> {
    let mut positions = Vec::with_capacity(moves.len() + 1);
    positions.push(start.clone());
    for (i, &mv) in moves.iter().enumerate() {
        let pos = &positions[i];
        if !legal_moves(pos, &rules_at(i)).contains(mv) {
            return Err(ReviewError::IllegalMove {
                ply: i as u32 + 1,
                mv,
            });
        }
        let next = pos.with_move(mv);
        positions.push(next);
    }
    Ok(positions)
}

/// Classes, better moves, key moments and summaries from the verdicts of every position.
fn assemble(
    start: &Position,
    moves: &[Move],
    positions: &[Position],
    verdicts: &[Verdict],
    nodes: u64,
) -> GameReview {
    let mut plies = Vec::with_capacity(moves.len());
    for (i, &mv) in moves.iter().enumerate() {
        let (pos, before, after) = (&positions[i], &verdicts[i], &verdicts[i + 1]);
        let best = before.best.unwrap_or(mv);
        let (quality, loss) = if mv == best || before.legal <= 1 {
            (MoveQuality::Best, 0)
        } else {
            let loss = (value_of(before.score) - value_of(-after.score)).max(0);
            (MoveQuality::from_loss(loss), loss)
        };
        let (better, reply) = if quality.is_error() {
            let reply = after
                .best
                .map(|r| ExplainedMove::new(&positions[i + 1], r, after.score, &after.pv));
            (
                Some(ExplainedMove::new(pos, best, before.score, &before.pv)),
                reply,
            )
        } else {
            (None, None)
        };
        plies.push(PlyReview {
            ply: i as u32 + 1,
            mv,
            side: pos.side_to_move(),
            quality,
            loss,
            best,
            better,
            reply,
            eval: Evaluation::for_side(after.score, positions[i + 1].side_to_move()),
        });
    }
    let start_eval = Evaluation::for_side(verdicts[0].score, start.side_to_move());
    GameReview {
        start_fen: start.to_fen(),
        moves: moves.to_vec(),
        nodes_per_position: nodes,
        key_moments: key_moments(start_eval, &plies),
        summary: Color::ALL.iter().map(|&c| summarise(c, &plies)).collect(),
        start_eval,
        plies,
    }
}

/// The largest swings against the mover (at least [`KEY_MOMENT_MIN_SWING`]), in ply order.
fn key_moments(start: Evaluation, plies: &[PlyReview]) -> Vec<KeyMoment> {
    let mut before = start.graph;
    let mut swings: Vec<KeyMoment> = Vec::new();
    for p in plies {
        let drop = p.eval.graph - before;
        before = p.eval.graph;
        let swing = if p.side == Color::Red { -drop } else { drop };
        if swing >= KEY_MOMENT_MIN_SWING {
            swings.push(KeyMoment {
                ply: p.ply,
                side: p.side,
                swing,
                quality: p.quality,
            });
        }
    }
    // Largest first; equal swings: the earlier ply.
    swings.sort_by_key(|k| (-k.swing, k.ply));
    swings.truncate(KEY_MOMENTS);
    swings.sort_by_key(|k| k.ply);
    swings
}

fn summarise(side: Color, plies: &[PlyReview]) -> SideSummary {
    let own: Vec<&PlyReview> = plies.iter().filter(|p| p.side == side).collect();
    let count = |q: MoveQuality| own.iter().filter(|p| p.quality == q).count() as u32;
    let total_loss: i64 = own.iter().map(|p| p.loss as i64).sum();
    SideSummary {
        side,
        best: count(MoveQuality::Best),
        good: count(MoveQuality::Good),
        inaccuracies: count(MoveQuality::Inaccuracy),
        mistakes: count(MoveQuality::Mistake),
        blunders: count(MoveQuality::Blunder),
        average_loss: (total_loss / own.len().max(1) as i64) as u32,
    }
}
