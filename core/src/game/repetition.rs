//! Repetition: perpetual check and perpetual chase (the simplified Asian rule of rules.md).
//!
//! Three layers, each usable on its own:
//! - [`classify_move`]: does a move give check, and which enemy pieces (by [`PieceId`]) does
//!   it chase? Pure, no heap allocation (one position copy on the stack).
//! - [`judge_cycle`]: the verdict for the classes of the moves of one repetition cycle.
//! - [`RepetitionTracker`] / [`judge_moves`]: finds second and third occurrences in a game and
//!   produces warnings and verdicts (used by [`crate::game::Game`] and `xiangqi judge`).
//!
//! Chase, as implemented (rules.md, seed 001):
//! - A move chases enemy piece X when the moved piece has a *legal* capture of X after the
//!   move (as if it were its side's turn again: pins and iron pieces count) and either
//!   (a) it had no legal capture of X before the move and X is unprotected: after that capture
//!   X's side has no legal recapture on X's point; or
//!   (b) the moved piece is a horse or cannon and X is a chariot (protected or not; seed 001
//!   says "wenn ein Pferd oder eine Kanone einen Wagen angreift", without "newly").
//! - Generals and soldiers never chase and are never chased. Only the moved piece chases
//!   (attacks it uncovers do not count).
//! - "The same piece" is the same [`PieceId`]: ids follow the pieces, so the intersection of
//!   the chased sets over one side's moves is exactly "chased the same piece every time".

use crate::game::rules::{HouseRules, PieceSet, RuleSet};
use crate::moves::Move;
use crate::position::{PieceId, Position};
use crate::types::{Color, PieceKind};
use serde::{Deserialize, Serialize};

/// What one move did, for repetition judging.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct MoveClass {
    /// The move gives check.
    pub check: bool,
    /// The enemy pieces the move chases.
    pub chases: PieceSet,
}

impl MoveClass {
    /// Neither check nor chase.
    pub const fn is_quiet(self) -> bool {
        !self.check && self.chases.is_empty()
    }
}

#[inline]
fn never_chased(kind: PieceKind) -> bool {
    matches!(kind, PieceKind::General | PieceKind::Soldier)
}

/// Classifies `m`, a legal move in `before` under `rules`.
///
/// ```
/// use xiangqi::game::{classify_move, RuleSet};
/// use xiangqi::{Move, Position};
/// // The red chariot moves next to the unprotected black horse on b5 and attacks it.
/// let pos = Position::from_fen("4k4/9/9/9/1n7/9/9/9/9/R2K5 w - - 0 1").unwrap();
/// let horse = xiangqi::game::id_at(&pos, "b5").unwrap();
/// let class = classify_move(&pos, Move::parse_iccs("a0a5").unwrap(), &RuleSet::default());
/// assert!(!class.check);
/// assert!(class.chases.contains(horse));
/// ```
pub fn classify_move(before: &Position, m: Move, rules: &RuleSet) -> MoveClass {
    let Some(mover) = before.piece_at(m.from()) else {
        return MoveClass::default();
    };
    let mut after = before.clone();
    after.make_move(m);
    let check = after.in_check();
    let mut chases = PieceSet::EMPTY;
    if never_chased(mover.kind) {
        return MoveClass { check, chases };
    }
    let us = mover.color;
    let them = !us;
    let to = m.to();
    let rules_after = rules.after_move(before, m);
    // Our turn again: "has a legal capture" is then a plain legality question.
    let null = after.make_null_move();
    let targets = after.pseudo_targets(to) & after.color_bb(them);
    let rook_hit = matches!(mover.kind, PieceKind::Horse | PieceKind::Cannon);
    let before_targets = before.pseudo_targets(m.from());
    for xsq in targets {
        let Some(x) = after.piece_at(xsq) else {
            continue;
        };
        if never_chased(x.kind) {
            continue;
        }
        let Some(xid) = after.piece_id_at(xsq) else {
            continue;
        };
        let capture = Move::new(to, xsq);
        if rules_after.check_move(&after, capture).is_err() {
            continue;
        }
        if rook_hit && x.kind == PieceKind::Chariot {
            chases.insert(xid);
            continue;
        }
        if before_targets.contains(xsq) && rules.is_legal(before, Move::new(m.from(), xsq)) {
            continue; // not a new attack
        }
        if !has_recapture(&mut after, capture, them, &rules_after) {
            chases.insert(xid);
        }
    }
    after.unmake_null_move(null);
    MoveClass { check, chases }
}

/// After `capture` (legal in `pos`), can `them` legally recapture on its target point?
fn has_recapture(pos: &mut Position, capture: Move, them: Color, rules: &RuleSet) -> bool {
    let rules_after = rules.after_move(pos, capture);
    let undo = pos.make_move(capture);
    let sq = capture.to();
    let found = pos
        .attackers(sq, them)
        .any(|from| rules_after.is_legal(pos, Move::new(from, sq)));
    pos.unmake_move(capture, undo);
    found
}

/// Why a side loses a repetition.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RepetitionLoss {
    PerpetualCheck,
    PerpetualChase,
}

/// The verdict on a repetition cycle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CycleVerdict {
    /// A draw by repetition (nobody, or both sides, checked / chased perpetually).
    Draw,
    /// `loser` loses the game.
    Loses {
        loser: Color,
        reason: RepetitionLoss,
    },
}

/// One side's moves in a cycle, summarised.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SidePattern {
    /// The side made at least one move in the cycle and every one gave check.
    pub all_checks: bool,
    /// The pieces chased by every one of the side's moves (empty if none or no moves).
    pub chased: PieceSet,
}

/// Summarises `side`'s moves among `classes` (the first made by `first`, sides alternating).
pub fn side_pattern(classes: &[MoveClass], first: Color, side: Color) -> SidePattern {
    let skip = usize::from(first != side);
    let mut any = false;
    let mut all_checks = true;
    let mut chased = PieceSet::ALL;
    for c in classes.iter().skip(skip).step_by(2) {
        any = true;
        all_checks &= c.check;
        chased = chased.intersect(c.chases);
    }
    if !any {
        return SidePattern {
            all_checks: false,
            chased: PieceSet::EMPTY,
        };
    }
    SidePattern { all_checks, chased }
}

/// Judges a repetition cycle: `classes` are the moves from the previous occurrence of the
/// position to its repetition, in order, the first made by `first`.
///
/// 1. A side that checked with every move loses (both: draw).
/// 2. Otherwise a side that chased the same piece with every move loses (both: draw);
///    skipped under "perpetual check only".
/// 3. So check beats chase: the checking side loses.
/// 4. Everything else is a draw.
///
/// ```
/// use xiangqi::game::{judge_cycle, CycleVerdict, HouseRules, MoveClass, RepetitionLoss};
/// use xiangqi::Color;
/// let check = MoveClass { check: true, ..Default::default() };
/// let quiet = MoveClass::default();
/// let v = judge_cycle(&[check, quiet, check, quiet], Color::Red, &HouseRules::default());
/// assert_eq!(v, CycleVerdict::Loses { loser: Color::Red, reason: RepetitionLoss::PerpetualCheck });
/// assert_eq!(judge_cycle(&[quiet; 4], Color::Red, &HouseRules::default()), CycleVerdict::Draw);
/// ```
pub fn judge_cycle(classes: &[MoveClass], first: Color, house: &HouseRules) -> CycleVerdict {
    let red = side_pattern(classes, first, Color::Red);
    let black = side_pattern(classes, first, Color::Black);
    match (red.all_checks, black.all_checks) {
        (true, true) => return CycleVerdict::Draw,
        (true, false) => return loses(Color::Red, RepetitionLoss::PerpetualCheck),
        (false, true) => return loses(Color::Black, RepetitionLoss::PerpetualCheck),
        (false, false) => {}
    }
    if house.perpetual_check_only {
        return CycleVerdict::Draw;
    }
    match (!red.chased.is_empty(), !black.chased.is_empty()) {
        (true, false) => loses(Color::Red, RepetitionLoss::PerpetualChase),
        (false, true) => loses(Color::Black, RepetitionLoss::PerpetualChase),
        _ => CycleVerdict::Draw,
    }
}

fn loses(loser: Color, reason: RepetitionLoss) -> CycleVerdict {
    CycleVerdict::Loses { loser, reason }
}

/// What the repeating side has been doing (for the second-occurrence warning).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum WarningKind {
    Checks,
    Chases,
    Quiet,
}

impl WarningKind {
    pub const fn name(self) -> &'static str {
        match self {
            WarningKind::Checks => "checks",
            WarningKind::Chases => "chases",
            WarningKind::Quiet => "quiet",
        }
    }
}

/// The warning at the second occurrence of a position.
///
/// `side` is the side that would lose if the cycle were repeated once more; if nobody would,
/// it is the side whose move brought the position back, and `kind` describes its moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct RepetitionWarning {
    pub side: Color,
    pub kind: WarningKind,
}

impl std::fmt::Display for RepetitionWarning {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} repeating ({})", self.side, self.kind.name())
    }
}

/// The warning for the cycle `classes` (see [`RepetitionWarning`]).
pub fn warning_for(classes: &[MoveClass], first: Color, house: &HouseRules) -> RepetitionWarning {
    match judge_cycle(classes, first, house) {
        CycleVerdict::Loses { loser, reason } => RepetitionWarning {
            side: loser,
            kind: match reason {
                RepetitionLoss::PerpetualCheck => WarningKind::Checks,
                RepetitionLoss::PerpetualChase => WarningKind::Chases,
            },
        },
        CycleVerdict::Draw => {
            // An even-length cycle: the last move was made by the side that did not move first.
            let side = if classes.len() & 1 == 0 {
                !first
            } else {
                first
            };
            let p = side_pattern(classes, first, side);
            let kind = if p.all_checks {
                WarningKind::Checks
            } else if !p.chased.is_empty() && !house.perpetual_check_only {
                WarningKind::Chases
            } else {
                WarningKind::Quiet
            };
            RepetitionWarning { side, kind }
        }
    }
}

/// A repetition found after a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Repetition {
    /// The position is new (or irrelevant for repetition).
    None,
    /// Second occurrence: a warning.
    Second(RepetitionWarning),
    /// Third occurrence: the game ends with this verdict.
    Third(CycleVerdict),
}

/// Keeps the hashes and move classes of a game and reports repetitions as moves are pushed.
///
/// Positions compare by the Zobrist hash (placement and side to move). Only positions since
/// the last capture are compared (a capture can never be undone); soldier advances change
/// the placement, so the hash already separates them.
#[derive(Clone, Debug, Default)]
pub struct RepetitionTracker {
    /// `hashes[i]` = hash of the position after `i` plies (index 0 = start).
    hashes: Vec<u64>,
    /// `reversible[i]` = plies since the last capture at position `i` (capped by history).
    reversible: Vec<u32>,
    /// `classes[i]` = class of the move from position `i` to `i + 1`.
    classes: Vec<MoveClass>,
    /// The side to move at position 0.
    first: Option<Color>,
}

impl RepetitionTracker {
    /// Starts tracking at `start`. Earlier history (e.g. the moves before a FEN) is unknown.
    pub fn new(start: &Position) -> RepetitionTracker {
        RepetitionTracker {
            hashes: vec![start.hash()],
            reversible: vec![0],
            classes: Vec::new(),
            first: Some(start.side_to_move()),
        }
    }

    /// Number of plies pushed.
    pub fn len(&self) -> usize {
        self.classes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.classes.is_empty()
    }

    /// The class of each move pushed so far.
    pub fn classes(&self) -> &[MoveClass] {
        &self.classes
    }

    /// Records `m` (legal in `before` under `rules`) and reports what its arrival means.
    pub fn push(&mut self, before: &Position, m: Move, rules: &RuleSet) -> Repetition {
        let class = classify_move(before, m, rules);
        let captured = before.piece_at(m.to()).is_some();
        let mut after = before.clone();
        after.make_move(m);
        self.push_class(after.hash(), captured, class, &rules.house)
    }

    /// Records a move by its class and the hash of the position it reached.
    pub fn push_class(
        &mut self,
        hash_after: u64,
        capture: bool,
        class: MoveClass,
        house: &HouseRules,
    ) -> Repetition {
        let rev = if capture {
            0
        } else {
            self.reversible.last().copied().unwrap_or(0) + 1
        };
        self.hashes.push(hash_after);
        self.reversible.push(rev);
        self.classes.push(class);
        self.current(house)
    }

    /// Forgets the last pushed move.
    pub fn pop(&mut self) {
        if !self.classes.is_empty() {
            self.classes.pop();
            self.hashes.pop();
            self.reversible.pop();
        }
    }

    /// The repetition status of the current (last) position.
    pub fn current(&self, house: &HouseRules) -> Repetition {
        let n = self.hashes.len() - 1;
        let h = self.hashes[n];
        let window = self.reversible[n] as usize;
        let mut count = 1;
        let mut previous = None;
        // Same side to move: every second position, within the reversible window.
        let mut i = n;
        while i >= 2 && n - (i - 2) <= window {
            i -= 2;
            if self.hashes[i] == h {
                count += 1;
                if previous.is_none() {
                    previous = Some(i);
                }
            }
        }
        let Some(prev) = previous else {
            return Repetition::None;
        };
        let first = self.side_at(prev);
        let cycle = &self.classes[prev..n];
        if count >= 3 {
            Repetition::Third(judge_cycle(cycle, first, house))
        } else {
            Repetition::Second(warning_for(cycle, first, house))
        }
    }

    fn side_at(&self, ply: usize) -> Color {
        let first = self.first.unwrap_or(Color::Red);
        if ply & 1 == 0 {
            first
        } else {
            !first
        }
    }
}

/// Plays `moves` from `start` under `rules` and returns the first third occurrence: the ply
/// count at which it happened and the verdict. `Err((ply index, error))` for an illegal move.
pub fn judge_moves(
    start: &Position,
    rules: &RuleSet,
    moves: &[Move],
) -> Result<Option<(usize, CycleVerdict)>, (usize, crate::game::GameMoveError)> {
    let mut pos = start.clone();
    let mut rules = *rules;
    let mut tracker = RepetitionTracker::new(start);
    for (i, &m) in moves.iter().enumerate() {
        rules.check_move(&pos, m).map_err(|e| (i, e))?;
        if let Repetition::Third(v) = tracker.push(&pos, m, &rules) {
            return Ok(Some((i + 1, v)));
        }
        rules.apply_move(&pos, m);
        pos.make_move(m);
    }
    Ok(None)
}

/// The identity of the piece on `square` (ICCS text) — a small helper for docs and tests.
pub fn id_at(pos: &Position, square: &str) -> Option<PieceId> {
    crate::types::Square::parse_iccs(square).and_then(|s| pos.piece_id_at(s))
}
