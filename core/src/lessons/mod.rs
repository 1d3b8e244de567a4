//! The school of roles: ten short lessons, each with one task, in the seed's order (chariot;
//! horse and leg; elephant and eye; general in the palace; advisor; cannon and screen; soldier
//! across the river; the flying general; stalemate loses; a classic mate with horse and
//! cannon).
//!
//! A lesson is a position with Red to move, a [`Goal`] and a number of Red moves. Black does
//! not fight back: after each Red move it plays the first legal move of its scripted waiting
//! moves (or, if none is legal, its lowest-ICCS legal move), so the task is about the piece,
//! not about tactics. A [`LessonSession`] checks every move at once: an illegal move, or a move
//! after which the goal can no longer be reached in the moves left, is wrong; the session then
//! starts over from the lesson's position.
//!
//! ```
//! use xiangqi::lessons::{lesson, LessonSession, LessonStep};
//! use xiangqi::Move;
//! let mut s = LessonSession::new(lesson(6).unwrap()).unwrap();
//! // The cannon cannot take the horse: there is no screen between them.
//! let step = s.play(Move::parse_iccs("b2b5").unwrap());
//! assert!(matches!(step, LessonStep::Wrong { .. }));
//! assert_eq!(s.play(Move::parse_iccs("b2b8").unwrap()), LessonStep::Right);
//! ```

pub use crate::lang::Text;
use crate::movegen::{IllegalMove, Status};
use crate::moves::Move;
use crate::position::{PieceId, Position};
use crate::types::{Color, Square};

/// What the player must achieve.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Goal {
    /// The Red piece that starts on `piece` captures the Black piece that starts on `target`
    /// (ICCS points).
    Capture {
        piece: &'static str,
        target: &'static str,
    },
    /// Checkmate Black.
    Checkmate,
    /// Leave Black without a legal move while not in check (a win in Xiangqi).
    Stalemate,
}

/// One lesson.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lesson {
    /// 1..=10.
    pub number: u8,
    pub title: Text,
    pub explanation: Text,
    pub task: Text,
    /// Feedback for a right answer.
    pub right: Text,
    /// Feedback for a wrong answer.
    pub wrong: Text,
    /// Red to move.
    pub fen: &'static str,
    pub goal: Goal,
    /// Red moves allowed.
    pub moves: u8,
    /// Black's waiting moves (ICCS), the first legal one is played after each Red move.
    pub black_waits: &'static [&'static str],
    /// One right answer (Red's moves, ICCS).
    pub solution: &'static [&'static str],
}

/// Why a lesson cannot be set up (a bad built-in lesson; tests guard against it).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LessonError {
    #[error("lesson {0}: bad FEN: {1}")]
    Fen(u8, String),
    #[error("lesson {0}: bad goal point {1:?}")]
    Point(u8, &'static str),
    #[error("no lesson {0}; lessons are numbered 1..={count}", count = LESSONS.len())]
    NoSuchLesson(usize),
}

/// The answer to one move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LessonStep {
    /// The task is done.
    Right,
    /// Wrong: show the lesson's `wrong` text (and the reason, for an illegal move); the
    /// session is back at the start position.
    Wrong { illegal: Option<IllegalMove> },
    /// Fine so far; Black answered with `reply`, play on.
    Continue { reply: Move },
}

/// Waiting moves of the black advisors (d9 <-> e8).
const ADVISOR_WAITS: &[&str] = &["d9e8", "e8d9", "f9e8", "e8f9"];

/// The ten lessons.
pub const LESSONS: [Lesson; 10] = [
    Lesson {
        number: 1,
        title: Text::new("lesson-1-title"),
        explanation: Text::new("lesson-1-explanation"),
        task: Text::new("lesson-1-task"),
        right: Text::new("lesson-1-right"),
        wrong: Text::new("lesson-1-wrong"),
        fen: "3aka3/9/9/2n6/9/9/2P6/9/9/R2K5 w - - 0 1",
        goal: Goal::Capture {
            piece: "a0",
            target: "c6",
        },
        moves: 2,
        black_waits: ADVISOR_WAITS,
        solution: &["a0a6", "a6c6"],
    },
    Lesson {
        number: 2,
        title: Text::new("lesson-2-title"),
        explanation: Text::new("lesson-2-explanation"),
        task: Text::new("lesson-2-task"),
        right: Text::new("lesson-2-right"),
        wrong: Text::new("lesson-2-wrong"),
        fen: "3aka3/9/9/9/3r5/3n5/3NP4/9/9/4K4 w - - 0 1",
        goal: Goal::Capture {
            piece: "d3",
            target: "d5",
        },
        moves: 2,
        black_waits: ADVISOR_WAITS,
        solution: &["d3b4", "b4d5"],
    },
    Lesson {
        number: 3,
        title: Text::new("lesson-3-title"),
        explanation: Text::new("lesson-3-explanation"),
        task: Text::new("lesson-3-task"),
        right: Text::new("lesson-3-right"),
        wrong: Text::new("lesson-3-wrong"),
        fen: "3aka3/9/9/9/9/2c3n2/5p3/4B4/9/3K5 w - - 0 1",
        goal: Goal::Capture {
            piece: "e2",
            target: "c4",
        },
        moves: 1,
        black_waits: ADVISOR_WAITS,
        solution: &["e2c4"],
    },
    Lesson {
        number: 4,
        title: Text::new("lesson-4-title"),
        explanation: Text::new("lesson-4-explanation"),
        task: Text::new("lesson-4-task"),
        right: Text::new("lesson-4-right"),
        wrong: Text::new("lesson-4-wrong"),
        fen: "3aka3/9/9/9/9/9/3cP4/2cKn4/9/9 w - - 0 1",
        goal: Goal::Capture {
            piece: "d2",
            target: "e2",
        },
        moves: 1,
        black_waits: ADVISOR_WAITS,
        solution: &["d2e2"],
    },
    Lesson {
        number: 5,
        title: Text::new("lesson-5-title"),
        explanation: Text::new("lesson-5-explanation"),
        task: Text::new("lesson-5-task"),
        right: Text::new("lesson-5-right"),
        wrong: Text::new("lesson-5-wrong"),
        fen: "3aka3/9/9/9/9/9/P8/9/2p1p4/3A1K3 w - - 0 1",
        goal: Goal::Capture {
            piece: "d0",
            target: "e1",
        },
        moves: 1,
        black_waits: ADVISOR_WAITS,
        solution: &["d0e1"],
    },
    Lesson {
        number: 6,
        title: Text::new("lesson-6-title"),
        explanation: Text::new("lesson-6-explanation"),
        task: Text::new("lesson-6-task"),
        right: Text::new("lesson-6-right"),
        wrong: Text::new("lesson-6-wrong"),
        fen: "3aka3/1r7/9/9/1n7/9/9/1C7/9/3K5 w - - 0 1",
        goal: Goal::Capture {
            piece: "b2",
            target: "b8",
        },
        moves: 1,
        black_waits: ADVISOR_WAITS,
        solution: &["b2b8"],
    },
    Lesson {
        number: 7,
        title: Text::new("lesson-7-title"),
        explanation: Text::new("lesson-7-explanation"),
        task: Text::new("lesson-7-task"),
        right: Text::new("lesson-7-right"),
        wrong: Text::new("lesson-7-wrong"),
        fen: "3aka3/9/9/9/3n5/4P4/9/9/9/3K5 w - - 0 1",
        goal: Goal::Capture {
            piece: "e4",
            target: "d5",
        },
        moves: 2,
        black_waits: ADVISOR_WAITS,
        solution: &["e4e5", "e5d5"],
    },
    Lesson {
        number: 8,
        title: Text::new("lesson-8-title"),
        explanation: Text::new("lesson-8-explanation"),
        task: Text::new("lesson-8-task"),
        right: Text::new("lesson-8-right"),
        wrong: Text::new("lesson-8-wrong"),
        fen: "3k5/9/R8/9/9/9/9/9/9/4K4 w - - 0 1",
        goal: Goal::Checkmate,
        moves: 1,
        black_waits: &[],
        solution: &["a7d7"],
    },
    Lesson {
        number: 9,
        title: Text::new("lesson-9-title"),
        explanation: Text::new("lesson-9-explanation"),
        task: Text::new("lesson-9-task"),
        right: Text::new("lesson-9-right"),
        wrong: Text::new("lesson-9-wrong"),
        fen: "4k4/9/4P4/9/7R1/9/9/9/9/3K5 w - - 0 1",
        goal: Goal::Stalemate,
        moves: 1,
        black_waits: &[],
        solution: &["h5f5"],
    },
    Lesson {
        number: 10,
        title: Text::new("lesson-10-title"),
        explanation: Text::new("lesson-10-explanation"),
        task: Text::new("lesson-10-task"),
        right: Text::new("lesson-10-right"),
        wrong: Text::new("lesson-10-wrong"),
        fen: "4k4/9/4N4/9/9/C8/9/9/9/3K5 w - - 0 1",
        goal: Goal::Checkmate,
        moves: 1,
        black_waits: &[],
        solution: &["a4e4"],
    },
];

/// Lesson `n` (1..=10).
pub fn lesson(n: usize) -> Result<&'static Lesson, LessonError> {
    n.checked_sub(1)
        .and_then(|i| LESSONS.get(i))
        .ok_or(LessonError::NoSuchLesson(n))
}

impl Lesson {
    /// The start position.
    pub fn position(&self) -> Result<Position, LessonError> {
        Position::from_fen(self.fen).map_err(|e| LessonError::Fen(self.number, e.to_string()))
    }

    /// Black's answer in `pos` (Black to move): the first legal waiting move, else the
    /// lowest-ICCS legal move; `None` without legal moves.
    pub fn black_reply(&self, pos: &Position) -> Option<Move> {
        let scripted = self
            .black_waits
            .iter()
            .filter_map(|t| Move::parse_iccs(t).ok())
            .find(|&m| pos.is_legal(m));
        scripted.or_else(|| {
            pos.legal_moves()
                .iter()
                .copied()
                .min_by_key(|m| m.to_string())
        })
    }
}

/// The goal with its points resolved to piece identities.
#[derive(Clone, Copy)]
enum Target {
    Capture { piece: PieceId, target: PieceId },
    Checkmate,
    Stalemate,
}

fn point(lesson: &Lesson, text: &'static str) -> Result<Square, LessonError> {
    Square::parse_iccs(text).ok_or(LessonError::Point(lesson.number, text))
}

/// Working through one lesson.
pub struct LessonSession {
    lesson: &'static Lesson,
    start: Position,
    pos: Position,
    target: Target,
    /// Red moves still allowed.
    left: u8,
    wrong: u32,
    done: bool,
}

impl LessonSession {
    pub fn new(lesson: &'static Lesson) -> Result<LessonSession, LessonError> {
        let start = lesson.position()?;
        let target = match lesson.goal {
            Goal::Capture { piece, target } => {
                let id = |t| {
                    start
                        .piece_id_at(point(lesson, t)?)
                        .ok_or(LessonError::Point(lesson.number, t))
                };
                Target::Capture {
                    piece: id(piece)?,
                    target: id(target)?,
                }
            }
            Goal::Checkmate => Target::Checkmate,
            Goal::Stalemate => Target::Stalemate,
        };
        Ok(LessonSession {
            lesson,
            pos: start.clone(),
            start,
            target,
            left: lesson.moves,
            wrong: 0,
            done: false,
        })
    }

    pub fn lesson(&self) -> &'static Lesson {
        self.lesson
    }

    /// The current position (Red to move while the lesson runs).
    pub fn position(&self) -> &Position {
        &self.pos
    }

    /// Wrong answers so far.
    pub fn wrong_answers(&self) -> u32 {
        self.wrong
    }

    /// The task is done.
    pub fn is_done(&self) -> bool {
        self.done
    }

    /// Red moves left.
    pub fn moves_left(&self) -> u8 {
        self.left
    }

    /// Plays a Red move and judges it.
    pub fn play(&mut self, m: Move) -> LessonStep {
        if self.done {
            return LessonStep::Right;
        }
        if let Err(e) = self.pos.check_move(m) {
            return self.fail(Some(e));
        }
        if achieves(&self.pos, m, self.target) {
            self.pos.make_move(m);
            self.left -= 1;
            self.done = true;
            return LessonStep::Right;
        }
        self.pos.make_move(m);
        self.left -= 1;
        let reply = match self.lesson.black_reply(&self.pos) {
            Some(r) if self.left > 0 => r,
            _ => return self.fail(None),
        };
        self.pos.make_move(reply);
        if !reachable(self.lesson, &self.pos, self.target, self.left) {
            return self.fail(None);
        }
        LessonStep::Continue { reply }
    }

    fn fail(&mut self, illegal: Option<IllegalMove>) -> LessonStep {
        self.wrong += 1;
        self.pos = self.start.clone();
        self.left = self.lesson.moves;
        LessonStep::Wrong { illegal }
    }
}

/// Does the legal Red move `m` fulfil the goal at once?
fn achieves(pos: &Position, m: Move, target: Target) -> bool {
    match target {
        Target::Capture { piece, target } => {
            pos.piece_id_at(m.from()) == Some(piece) && pos.piece_id_at(m.to()) == Some(target)
        }
        Target::Checkmate => pos.with_move(m).status() == Status::Checkmate,
        Target::Stalemate => pos.with_move(m).status() == Status::Stalemate,
    }
}

/// Can Red (to move) still fulfil the goal within `left` moves against the scripted replies?
fn reachable(lesson: &Lesson, pos: &Position, target: Target, left: u8) -> bool {
    if left == 0 || pos.side_to_move() != Color::Red {
        return false;
    }
    pos.legal_moves().iter().any(|&m| {
        if achieves(pos, m, target) {
            return true;
        }
        if left == 1 {
            return false;
        }
        let mut p = pos.with_move(m);
        match lesson.black_reply(&p) {
            Some(r) => {
                p.make_move(r);
                reachable(lesson, &p, target, left - 1)
            }
            None => false,
        }
    })
}
