//! The all-check mate solver.
//!
//! # Definitions
//!
//! The *attacker* is the side to move in the position handed to the solver (Red in every
//! shipped puzzle); the other side is the *defender*.
//!
//! * An **all-check mate within k** exists when the attacker has a legal move that gives check
//!   after which the defender is *mated within k − 1*.
//! * The defender (to move, in check) is **mated within j** when it has no legal move (in check
//!   with no move: checkmate), or `j ≥ 1` and every legal reply leaves the attacker an
//!   all-check mate within `j`. The defender may answer with any legal move, including moves
//!   that give check back; the attacker must then still answer with a checking move.
//! * The **mate length** of a position is the smallest `k` (1..=[`MAX_MATE`]) with an all-check
//!   mate within `k`.
//! * The **longest defence** against a check is the reply after which the attacker's mate
//!   length is largest; ties are broken by the lowest ICCS text of the reply (`"d9e9"` before
//!   `"e8e9"`), so every device plays the same defence.
//! * A **key** at an attacker turn with `k` moves left is a checking move after which the
//!   defender is mated within `k − 1`.
//! * A position is a **valid puzzle** of level `n` ([`Solver::analyse`]) when the attacker is
//!   Red, Red is not in check, its mate length is exactly `n`, and at every Red turn with `k ≥ 2`
//!   moves left along every longest-defence line (every reply tied for longest, not only the
//!   tie-broken one) there is exactly one key. At the last turn (`k = 1`) any mate is accepted.
//!   The main line is the unique keys, the tie-broken longest defence and, last, the lowest-ICCS
//!   mating move.
//!
//! Repetition and the no-capture rule play no part: along a line that keeps a forced mate the
//! mate length strictly decreases, so no position can repeat, and puzzle FENs start with a
//! zero no-capture counter.
//!
//! # Speed
//!
//! Depth-first proof search with a transposition table of proven bounds per position (mate
//! lengths are monotone: a mate within `k` is a mate within every larger `k`), checks ordered by
//! the defender's number of replies (fewest first), and the last refutation per depth tried
//! first at defender nodes.

use crate::moves::{Move, MoveList};
use crate::position::Position;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// The longest mate the puzzles use (masterpieces: mate in 5).
pub const MAX_MATE: u8 = 5;

/// Why a solver call gave no answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum SolveError {
    /// The node budget ([`Solver::with_node_budget`]) ran out; the answer is unknown.
    #[error("the solver's node budget of {0} ran out")]
    BudgetExhausted(u64),
    /// The requested mate length is above [`MAX_MATE`].
    #[error("mate length {0} is above the maximum of {MAX_MATE}")]
    TooDeep(u8),
}

/// Why a position is not a valid all-check puzzle (see the module docs).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Invalid {
    #[error("it is not Red's move")]
    NotRedToMove,
    #[error("Red is in check in the start position")]
    RedInCheck,
    #[error("no all-check mate within {MAX_MATE} moves")]
    NoMate,
    /// Not exactly one key at a Red turn (`ply` counts half-moves from the start; the search
    /// stops at the second key, so `count` is 0 or 2).
    #[error("{count} keys at ply {ply} after {line}: not unique")]
    NotUnique {
        ply: usize,
        line: String,
        count: usize,
    },
    #[error(transparent)]
    Solve(#[from] SolveError),
}

/// The result of [`Solver::analyse`] for a valid puzzle.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Analysis {
    /// Red mates in this many moves (1..=5).
    pub mate_in: u8,
    /// Red and Black moves alternating, ending in mate (`2 * mate_in - 1` moves).
    pub main_line: Vec<Move>,
}

/// Proven facts about one attacker-to-move position.
#[derive(Clone, Copy)]
struct Bounds {
    /// Smallest `k` proven to mate (`u8::MAX`: none proven).
    mate_within: u8,
    /// Largest `k` proven not to mate (0: none proven).
    no_mate_within: u8,
}

/// The Zobrist hash is already uniformly mixed: use it as the table hash directly.
#[derive(Default)]
struct IdentityHasher(u64);

impl Hasher for IdentityHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

type Table = HashMap<u64, Bounds, BuildHasherDefault<IdentityHasher>>;

/// Beyond this many entries the table is cleared (bounds memory during long generator runs).
const TABLE_LIMIT: usize = 1 << 20;

/// The all-check mate solver (see the module docs for the exact definitions).
///
/// ```
/// use xiangqi::puzzles::Solver;
/// use xiangqi::Position;
/// // Chariot and horse: Red mates in one with the chariot.
/// let pos = Position::from_fen("3k5/9/3P5/9/9/9/9/9/9/4K3R w - - 0 1").unwrap();
/// let mut solver = Solver::new();
/// assert_eq!(solver.shortest_mate(&pos, 5).unwrap(), Some(1));
/// ```
pub struct Solver {
    table: Table,
    /// The last reply that refuted a check, per remaining depth.
    killers: [Option<Move>; MAX_MATE as usize + 1],
    nodes: u64,
    budget: Option<u64>,
    exhausted: bool,
}

impl Default for Solver {
    fn default() -> Self {
        Solver::new()
    }
}

impl Solver {
    /// A solver without a node budget.
    pub fn new() -> Solver {
        Solver {
            table: Table::default(),
            killers: [None; MAX_MATE as usize + 1],
            nodes: 0,
            budget: None,
            exhausted: false,
        }
    }

    /// A solver that gives up ([`SolveError::BudgetExhausted`]) after about `nodes` positions
    /// per call (the generator uses it to skip positions full of checks).
    pub fn with_node_budget(nodes: u64) -> Solver {
        Solver {
            budget: Some(nodes),
            ..Solver::new()
        }
    }

    /// Forgets all proven bounds.
    pub fn clear(&mut self) {
        self.table.clear();
        self.killers = [None; MAX_MATE as usize + 1];
    }

    /// Positions visited since the solver was made.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Every legal move of the side to move that gives check.
    pub fn checks(pos: &Position) -> MoveList {
        let mut p = pos.clone();
        let mut out = MoveList::new();
        for &m in pos.legal_moves().iter() {
            let undo = p.make_move(m);
            if p.in_check() {
                out.push(m);
            }
            p.unmake_move(m, undo);
        }
        out
    }

    /// Does the side to move have an all-check mate within `k` moves?
    pub fn mates_within(&mut self, pos: &Position, k: u8) -> Result<bool, SolveError> {
        self.guarded(k, |s| s.attack(&mut pos.clone(), k))
    }

    /// Is the side to move (the defender, normally just checked) mated within `k` more
    /// attacker moves? `k = 0` asks whether it is checkmated (or has no move) right now.
    pub fn mated_within(&mut self, pos: &Position, k: u8) -> Result<bool, SolveError> {
        self.guarded(k, |s| s.defend(&mut pos.clone(), k))
    }

    /// Is the legal move `m` a check after which the opponent is mated within `k - 1` more
    /// moves, i.e. does it keep an all-check mate within `k` (`k ≥ 1`)?
    pub fn keeps_mate(&mut self, pos: &Position, m: Move, k: u8) -> Result<bool, SolveError> {
        if k == 0 || !pos.is_legal(m) {
            return Ok(false);
        }
        let after = pos.with_move(m);
        if !after.in_check() {
            return Ok(false);
        }
        self.mated_within(&after, k - 1)
    }

    /// The mate length of the side to move, if it is at most `max`.
    pub fn shortest_mate(&mut self, pos: &Position, max: u8) -> Result<Option<u8>, SolveError> {
        for k in 1..=max {
            if self.mates_within(pos, k)? {
                return Ok(Some(k));
            }
        }
        Ok(None)
    }

    /// Every key at an attacker turn with `k` moves left, stopping after `limit` keys.
    pub fn keys(&mut self, pos: &Position, k: u8, limit: usize) -> Result<Vec<Move>, SolveError> {
        let mut out = Vec::new();
        if k == 0 {
            return Ok(out);
        }
        let mut checks: Vec<Move> = Solver::checks(pos).iter().copied().collect();
        checks.sort_by_key(|m| m.to_string());
        for m in checks {
            if self.mated_within(&pos.with_move(m), k - 1)? {
                out.push(m);
                if out.len() >= limit {
                    break;
                }
            }
        }
        Ok(out)
    }

    /// The longest defence for the defender to move, when it is mated within `k`: the reply
    /// after which the attacker's mate length is largest (ties: lowest ICCS), with that mate
    /// length. `None` when the defender has no legal move or is not mated within `k`.
    pub fn defence(&mut self, pos: &Position, k: u8) -> Result<Option<(Move, u8)>, SolveError> {
        Ok(self.longest_replies(pos, k)?.first().copied())
    }

    /// All replies tied for the longest defence, lowest ICCS first, with their mate length.
    fn longest_replies(&mut self, pos: &Position, k: u8) -> Result<Vec<(Move, u8)>, SolveError> {
        if k == 0 {
            return Ok(Vec::new());
        }
        let mut scored = Vec::new();
        for &r in pos.legal_moves().iter() {
            match self.shortest_mate(&pos.with_move(r), k)? {
                Some(d) => scored.push((r, d)),
                None => return Ok(Vec::new()),
            }
        }
        let Some(longest) = scored.iter().map(|x| x.1).max() else {
            return Ok(Vec::new());
        };
        scored.retain(|x| x.1 == longest);
        scored.sort_by_key(|x| x.0.to_string());
        Ok(scored)
    }

    /// Checks that `pos` is a valid puzzle (module docs) and returns its level and main line.
    ///
    /// ```
    /// use xiangqi::puzzles::Solver;
    /// use xiangqi::Position;
    /// let pos = Position::from_fen("3k5/9/3P5/9/9/9/9/9/9/4K3R w - - 0 1").unwrap();
    /// let a = Solver::new().analyse(&pos).unwrap();
    /// assert_eq!(a.mate_in, 1);
    /// assert_eq!(a.main_line[0].to_string(), "i0i9");
    /// ```
    pub fn analyse(&mut self, pos: &Position) -> Result<Analysis, Invalid> {
        if pos.side_to_move() != crate::types::Color::Red {
            return Err(Invalid::NotRedToMove);
        }
        if pos.in_check() {
            return Err(Invalid::RedInCheck);
        }
        let n = self.shortest_mate(pos, MAX_MATE)?.ok_or(Invalid::NoMate)?;
        let mut line = Vec::new();
        self.check_unique(pos, n, &mut line)?;
        let main_line = self.main_line(pos, n)?;
        Ok(Analysis {
            mate_in: n,
            main_line,
        })
    }

    /// Uniqueness below an attacker turn with exactly `k` moves needed; `line` is the path so
    /// far (for the error message).
    fn check_unique(&mut self, pos: &Position, k: u8, line: &mut Vec<Move>) -> Result<(), Invalid> {
        if k <= 1 {
            return Ok(());
        }
        let keys = self.keys(pos, k, 2)?;
        if keys.len() != 1 {
            return Err(Invalid::NotUnique {
                ply: line.len(),
                line: join(line),
                count: keys.len(),
            });
        }
        let after = pos.with_move(keys[0]);
        line.push(keys[0]);
        for (r, _) in self.longest_replies(&after, k - 1)? {
            line.push(r);
            self.check_unique(&after.with_move(r), k - 1, line)?;
            line.pop();
        }
        line.pop();
        Ok(())
    }

    /// The main line from an attacker turn with mate length `k` (assumed unique).
    fn main_line(&mut self, pos: &Position, k: u8) -> Result<Vec<Move>, Invalid> {
        let mut out = Vec::new();
        let mut p = pos.clone();
        for left in (1..=k).rev() {
            let key = *self.keys(&p, left, 1)?.first().ok_or(Invalid::NoMate)?;
            p.make_move(key);
            out.push(key);
            if left == 1 {
                break;
            }
            let (r, _) = self.defence(&p, left - 1)?.ok_or(Invalid::NoMate)?;
            p.make_move(r);
            out.push(r);
        }
        Ok(out)
    }

    // ----- the search ------------------------------------------------------------------

    fn guarded(&mut self, k: u8, f: impl FnOnce(&mut Solver) -> bool) -> Result<bool, SolveError> {
        if k > MAX_MATE {
            return Err(SolveError::TooDeep(k));
        }
        if self.table.len() > TABLE_LIMIT {
            self.table.clear();
        }
        let start = self.nodes;
        let saved = self.budget;
        if let Some(b) = saved {
            self.budget = Some(start + b);
        }
        self.exhausted = false;
        let r = f(self);
        self.budget = saved;
        if self.exhausted {
            self.exhausted = false;
            return Err(SolveError::BudgetExhausted(saved.unwrap_or(0)));
        }
        Ok(r)
    }

    #[inline]
    fn tick(&mut self) -> bool {
        self.nodes += 1;
        if let Some(b) = self.budget {
            if self.nodes > b {
                self.exhausted = true;
            }
        }
        self.exhausted
    }

    /// Attacker to move: an all-check mate within `k`?
    fn attack(&mut self, pos: &mut Position, k: u8) -> bool {
        if k == 0 || self.tick() {
            return false;
        }
        let key = pos.hash();
        if let Some(b) = self.table.get(&key) {
            if b.mate_within <= k {
                return true;
            }
            if b.no_mate_within >= k {
                return false;
            }
        }
        let mut legal = MoveList::new();
        pos.gen_legal(&mut legal);
        let found = if k == 1 {
            legal.iter().any(|&m| {
                let undo = pos.make_move(m);
                let mate = pos.in_check() && !pos.has_legal_move();
                pos.unmake_move(m, undo);
                mate
            })
        } else {
            // Checks with the defender's reply count; a check without replies mates at once.
            let mut checks: Vec<(u32, Move)> = Vec::with_capacity(16);
            let mut mate_now = false;
            for &m in legal.iter() {
                let undo = pos.make_move(m);
                if pos.in_check() {
                    let replies = pos.count_legal() as u32;
                    mate_now |= replies == 0;
                    checks.push((replies, m));
                }
                pos.unmake_move(m, undo);
                if mate_now {
                    break;
                }
            }
            if mate_now {
                true
            } else {
                checks.sort_by_key(|c| c.0);
                let mut found = false;
                for &(_, m) in &checks {
                    let undo = pos.make_move(m);
                    let ok = self.defend(pos, k - 1);
                    pos.unmake_move(m, undo);
                    if self.exhausted {
                        return false;
                    }
                    if ok {
                        found = true;
                        break;
                    }
                }
                found
            }
        };
        if self.exhausted {
            return false;
        }
        let e = self.table.entry(key).or_insert(Bounds {
            mate_within: u8::MAX,
            no_mate_within: 0,
        });
        if found {
            e.mate_within = e.mate_within.min(k);
        } else {
            e.no_mate_within = e.no_mate_within.max(k);
        }
        found
    }

    /// Defender to move: mated within `k` attacker moves whatever it does?
    fn defend(&mut self, pos: &mut Position, k: u8) -> bool {
        if self.tick() {
            return false;
        }
        let mut legal = MoveList::new();
        pos.gen_legal(&mut legal);
        if legal.is_empty() {
            return true;
        }
        if k == 0 {
            return false;
        }
        // The reply that refuted last time at this depth first, then captures.
        let killer = self.killers[k as usize];
        let slice = legal.as_mut_slice();
        slice.sort_by_key(|m| {
            if Some(*m) == killer {
                0
            } else if pos.piece_at(m.to()).is_some() {
                1
            } else {
                2
            }
        });
        for &r in legal.iter() {
            let undo = pos.make_move(r);
            let ok = self.attack(pos, k);
            pos.unmake_move(r, undo);
            if self.exhausted {
                return false;
            }
            if !ok {
                self.killers[k as usize] = Some(r);
                return false;
            }
        }
        true
    }
}

fn join(moves: &[Move]) -> String {
    if moves.is_empty() {
        return "the start".to_string();
    }
    moves
        .iter()
        .map(|m| m.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}
