//! Playing one puzzle: the player's tries, the defence's replies, hint and solution.

use super::solver::{SolveError, Solver};
use super::{Puzzle, PuzzleError};
use crate::movegen::IllegalMove;
use crate::moves::Move;
use crate::position::Position;

/// Why a move could not be tried.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SessionError {
    /// Not a legal move (not counted as a wrong try: the UI never offers illegal moves).
    #[error("illegal move {mv}: {reason}")]
    Illegal { mv: Move, reason: IllegalMove },
    /// The attempt is over: Black is mated or the solution was shown.
    #[error("the puzzle is already finished")]
    Finished,
    #[error(transparent)]
    Solve(#[from] SolveError),
}

/// What became of one try.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum TryOutcome {
    /// Not accepted (counts as a wrong try); the position is unchanged.
    Wrong {
        /// The move gives check (but does not keep a mate within the moves left).
        gave_check: bool,
    },
    /// Accepted; the defence answered with `reply` (already played).
    Continue { reply: Move },
    /// Accepted and Black is mated: the puzzle is over.
    Mate,
}

/// One attempt at a puzzle.
///
/// A try is accepted when it is a legal check after which Black is mated within the moves
/// left (so at the last move any mate counts); the defence then plays the longest defence
/// (ties: lowest ICCS, see [`Solver`]). A hint or the solution marks the attempt unsolved.
///
/// ```
/// use xiangqi::puzzles::{PuzzleSession, TryOutcome};
/// use xiangqi::{Move, Position};
/// let pos = Position::from_fen("3k5/9/3P5/9/9/9/9/9/9/4K3R w - - 0 1").unwrap();
/// let mut s = PuzzleSession::new(pos, 1).unwrap();
/// let quiet = Move::parse_iccs("i0i1").unwrap();
/// assert_eq!(s.try_move(quiet).unwrap(), TryOutcome::Wrong { gave_check: false });
/// assert_eq!(s.try_move(Move::parse_iccs("i0i9").unwrap()).unwrap(), TryOutcome::Mate);
/// assert!(s.solved());
/// assert_eq!(s.wrong_tries(), 1);
/// ```
pub struct PuzzleSession {
    id: String,
    start: Position,
    pos: Position,
    level: u8,
    /// Red moves still allowed.
    left: u8,
    played: Vec<Move>,
    wrong_tries: u32,
    hint_used: bool,
    solution_shown: bool,
    mated: bool,
    solver: Solver,
}

impl PuzzleSession {
    /// A session for a catalogue puzzle.
    pub fn from_puzzle(p: &Puzzle) -> Result<PuzzleSession, PuzzleError> {
        let pos = p.position()?;
        let mut s = PuzzleSession::new(pos, p.level).map_err(|e| PuzzleError::Fen {
            id: p.id.clone(),
            message: e.to_string(),
        })?;
        s.id = p.id.clone();
        Ok(s)
    }

    /// A session for any position where the side to move mates in `level` all-check moves.
    /// Fails ([`SolveError::TooDeep`]) for a level above the solver's maximum.
    pub fn new(pos: Position, level: u8) -> Result<PuzzleSession, SolveError> {
        if level > super::MAX_MATE {
            return Err(SolveError::TooDeep(level));
        }
        Ok(PuzzleSession {
            id: String::new(),
            start: pos.clone(),
            pos,
            level,
            left: level,
            played: Vec::new(),
            wrong_tries: 0,
            hint_used: false,
            solution_shown: false,
            mated: false,
            solver: Solver::new(),
        })
    }

    /// The puzzle id (empty for [`PuzzleSession::new`]).
    pub fn id(&self) -> &str {
        &self.id
    }

    pub fn level(&self) -> u8 {
        self.level
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.pos
    }

    /// Moves played so far (accepted tries and replies).
    pub fn played(&self) -> &[Move] {
        &self.played
    }

    /// Red moves left to mate.
    pub fn moves_left(&self) -> u8 {
        self.left
    }

    pub fn wrong_tries(&self) -> u32 {
        self.wrong_tries
    }

    pub fn hint_used(&self) -> bool {
        self.hint_used
    }

    pub fn solution_shown(&self) -> bool {
        self.solution_shown
    }

    /// Black is mated, or the solution was shown (the rest of the line is known: nothing is
    /// left to try).
    pub fn is_over(&self) -> bool {
        self.mated || self.solution_shown
    }

    /// Mated without hint and without the solution.
    pub fn solved(&self) -> bool {
        self.mated && !self.hint_used && !self.solution_shown
    }

    /// Tries a Red move.
    pub fn try_move(&mut self, m: Move) -> Result<TryOutcome, SessionError> {
        if self.is_over() || self.left == 0 {
            return Err(SessionError::Finished);
        }
        self.pos
            .check_move(m)
            .map_err(|reason| SessionError::Illegal { mv: m, reason })?;
        if !self.solver.keeps_mate(&self.pos, m, self.left)? {
            self.wrong_tries += 1;
            return Ok(TryOutcome::Wrong {
                gave_check: self.pos.gives_check(m),
            });
        }
        self.pos.make_move(m);
        self.played.push(m);
        self.left -= 1;
        match self.solver.defence(&self.pos, self.left)? {
            None => {
                // keeps_mate proved a mate within the moves left, so no reply means mated.
                self.mated = true;
                Ok(TryOutcome::Mate)
            }
            Some((reply, _)) => {
                self.pos.make_move(reply);
                self.played.push(reply);
                Ok(TryOutcome::Continue { reply })
            }
        }
    }

    /// The move that keeps the mate (the main line's choice); marks the attempt unsolved.
    /// `None` once the puzzle is over.
    pub fn hint(&mut self) -> Result<Option<Move>, SessionError> {
        if self.is_over() {
            return Ok(None);
        }
        self.hint_used = true;
        Ok(self.solver.keys(&self.pos, self.left, 1)?.first().copied())
    }

    /// The rest of the main line from the current position (Red and Black alternating,
    /// ending in mate); marks the attempt unsolved and ends it (no move is tried after it).
    pub fn show_solution(&mut self) -> Result<Vec<Move>, SessionError> {
        if self.mated {
            // Nothing is left to show, and a mate found alone stays solved.
            return Ok(Vec::new());
        }
        self.solution_shown = true;
        let mut out = Vec::new();
        let mut p = self.pos.clone();
        let mut left = self.left;
        while left > 0 && !self.mated {
            let Some(&key) = self.solver.keys(&p, left, 1)?.first() else {
                break;
            };
            p.make_move(key);
            out.push(key);
            left -= 1;
            match self.solver.defence(&p, left)? {
                Some((r, _)) => {
                    p.make_move(r);
                    out.push(r);
                }
                None => break,
            }
        }
        Ok(out)
    }
}
