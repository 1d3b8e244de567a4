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
        title: Text { de: "Der Wagen", en: "The chariot" },
        explanation: Text {
            de: "Der Wagen zieht beliebig weit gerade – vor, zurück oder quer –, aber nie über einen Stein hinweg. Er ist der stärkste Stein.",
            en: "The chariot moves any distance in a straight line – forward, back or sideways – but never jumps over a piece. It is the strongest piece.",
        },
        task: Text {
            de: "Schlage das schwarze Pferd mit deinem Wagen in zwei Zügen.",
            en: "Capture the black horse with your chariot in two moves.",
        },
        right: Text {
            de: "Richtig! Der Wagen fährt erst die Linie hinauf und dann quer.",
            en: "Right! The chariot goes up the file first, then across.",
        },
        wrong: Text {
            de: "Nicht ganz. Der eigene Soldat auf der c-Linie versperrt dem Wagen den Weg.",
            en: "Not quite. Your own soldier on the c-file blocks the chariot's way.",
        },
        fen: "3aka3/9/9/2n6/9/9/2P6/9/9/R2K5 w - - 0 1",
        goal: Goal::Capture { piece: "a0", target: "c6" },
        moves: 2,
        black_waits: ADVISOR_WAITS,
        solution: &["a0a6", "a6c6"],
    },
    Lesson {
        number: 2,
        title: Text { de: "Pferd und Fußangel", en: "Horse and leg" },
        explanation: Text {
            de: "Das Pferd zieht einen Punkt gerade und dann einen schräg nach außen. Steht auf dem ersten Punkt ein Stein (die Fußangel), sind beide Ziele dahinter gesperrt.",
            en: "The horse moves one point straight, then one diagonally outwards. A piece on that first point (the leg) blocks both targets behind it.",
        },
        task: Text {
            de: "Schlage den schwarzen Wagen mit deinem Pferd in zwei Zügen.",
            en: "Capture the black chariot with your horse in two moves.",
        },
        right: Text {
            de: "Richtig! Über b4 ist der Weg frei.",
            en: "Right! The way via b4 is open.",
        },
        wrong: Text {
            de: "Falsch. Achte auf die Fußangeln: Der Soldat auf e3 und das schwarze Pferd auf d4 sperren Wege.",
            en: "Wrong. Mind the legs: the soldier on e3 and the black horse on d4 block paths.",
        },
        fen: "3aka3/9/9/9/3r5/3n5/3NP4/9/9/4K4 w - - 0 1",
        goal: Goal::Capture { piece: "d3", target: "d5" },
        moves: 2,
        black_waits: ADVISOR_WAITS,
        solution: &["d3b4", "b4d5"],
    },
    Lesson {
        number: 3,
        title: Text { de: "Elefant und Auge", en: "Elephant and eye" },
        explanation: Text {
            de: "Der Elefant zieht genau zwei Punkte schräg und bleibt diesseits des Flusses. Steht ein Stein auf dem Punkt dazwischen (dem Auge), ist der Weg gesperrt.",
            en: "The elephant moves exactly two points diagonally and stays on its side of the river. A piece on the point in between (the eye) blocks the way.",
        },
        task: Text {
            de: "Schlage mit deinem Elefanten einen schwarzen Stein.",
            en: "Capture a black piece with your elephant.",
        },
        right: Text {
            de: "Richtig! Das Auge auf d3 ist frei, die Kanone fällt.",
            en: "Right! The eye on d3 is free, the cannon falls.",
        },
        wrong: Text {
            de: "Falsch. Der Soldat auf f3 sitzt im Auge – zum Pferd kommt der Elefant nicht.",
            en: "Wrong. The soldier on f3 sits on the eye – the elephant cannot reach the horse.",
        },
        fen: "3aka3/9/9/9/9/2c3n2/5p3/4B4/9/3K5 w - - 0 1",
        goal: Goal::Capture { piece: "e2", target: "c4" },
        moves: 1,
        black_waits: ADVISOR_WAITS,
        solution: &["e2c4"],
    },
    Lesson {
        number: 4,
        title: Text { de: "Der General im Palast", en: "The general in the palace" },
        explanation: Text {
            de: "Der General zieht einen Punkt gerade und verlässt nie den Palast (3 × 3 Punkte).",
            en: "The general moves one point straight and never leaves the palace (3 × 3 points).",
        },
        task: Text {
            de: "Schlage mit deinem General einen schwarzen Stein.",
            en: "Capture a black piece with your general.",
        },
        right: Text {
            de: "Richtig! Das Pferd steht im Palast, der General darf es schlagen.",
            en: "Right! The horse stands inside the palace, so the general may take it.",
        },
        wrong: Text {
            de: "Falsch. Die Kanonen stehen außerhalb des Palasts – dorthin darf der General nicht.",
            en: "Wrong. The cannons stand outside the palace – the general may not go there.",
        },
        fen: "3aka3/9/9/9/9/9/3cP4/2cKn4/9/9 w - - 0 1",
        goal: Goal::Capture { piece: "d2", target: "e2" },
        moves: 1,
        black_waits: ADVISOR_WAITS,
        solution: &["d2e2"],
    },
    Lesson {
        number: 5,
        title: Text { de: "Die Leibwache", en: "The advisor" },
        explanation: Text {
            de: "Die Leibwache zieht einen Punkt schräg und bleibt wie der General im Palast. Sie hat nur fünf Punkte.",
            en: "The advisor moves one point diagonally and, like the general, stays in the palace. It has only five points.",
        },
        task: Text {
            de: "Schlage mit deiner Leibwache einen schwarzen Soldaten.",
            en: "Capture a black soldier with your advisor.",
        },
        right: Text {
            de: "Richtig! Der Soldat auf e1 steht im Palast.",
            en: "Right! The soldier on e1 stands inside the palace.",
        },
        wrong: Text {
            de: "Falsch. Die Leibwache kann nur innerhalb des Palasts schräg ziehen.",
            en: "Wrong. The advisor can only move diagonally inside the palace.",
        },
        fen: "3aka3/9/9/9/9/9/P8/9/2p1p4/3A1K3 w - - 0 1",
        goal: Goal::Capture { piece: "d0", target: "e1" },
        moves: 1,
        black_waits: ADVISOR_WAITS,
        solution: &["d0e1"],
    },
    Lesson {
        number: 6,
        title: Text { de: "Kanone und Schirm", en: "Cannon and screen" },
        explanation: Text {
            de: "Die Kanone zieht wie der Wagen. Schlagen kann sie nur, indem sie genau einen Stein überspringt, den Schirm – egal welcher Farbe.",
            en: "The cannon moves like the chariot. It captures only by jumping over exactly one piece, the screen – of either colour.",
        },
        task: Text {
            de: "Schlage mit deiner Kanone einen schwarzen Stein.",
            en: "Capture a black piece with your cannon.",
        },
        right: Text {
            de: "Richtig! Das Pferd ist der Schirm, der Wagen fällt.",
            en: "Right! The horse is the screen, the chariot falls.",
        },
        wrong: Text {
            de: "Falsch. Ohne Schirm kann die Kanone nicht schlagen.",
            en: "Wrong. Without a screen the cannon cannot capture.",
        },
        fen: "3aka3/1r7/9/9/1n7/9/9/1C7/9/3K5 w - - 0 1",
        goal: Goal::Capture { piece: "b2", target: "b8" },
        moves: 1,
        black_waits: ADVISOR_WAITS,
        solution: &["b2b8"],
    },
    Lesson {
        number: 7,
        title: Text { de: "Der Soldat über dem Fluss", en: "The soldier across the river" },
        explanation: Text {
            de: "Der Soldat zieht einen Punkt vorwärts. Erst wenn er den Fluss überquert hat, darf er auch seitwärts ziehen. Zurück zieht er nie.",
            en: "The soldier moves one point forward. Only after crossing the river may it also move sideways. It never moves back.",
        },
        task: Text {
            de: "Schlage das schwarze Pferd mit deinem Soldaten in zwei Zügen.",
            en: "Capture the black horse with your soldier in two moves.",
        },
        right: Text {
            de: "Richtig! Über dem Fluss darf der Soldat seitwärts schlagen.",
            en: "Right! Across the river the soldier may capture sideways.",
        },
        wrong: Text {
            de: "Falsch. Vor dem Fluss darf der Soldat nur vorwärts ziehen.",
            en: "Wrong. Before the river the soldier may only move forward.",
        },
        fen: "3aka3/9/9/9/3n5/4P4/9/9/9/3K5 w - - 0 1",
        goal: Goal::Capture { piece: "e4", target: "d5" },
        moves: 2,
        black_waits: ADVISOR_WAITS,
        solution: &["e4e5", "e5d5"],
    },
    Lesson {
        number: 8,
        title: Text { de: "Der fliegende General", en: "The flying general" },
        explanation: Text {
            de: "Die Generäle dürfen nie auf offener Linie einander gegenüberstehen. Dein General wirkt deshalb wie ein Wagen auf seiner Linie.",
            en: "The generals may never face each other on an open file. So your general works like a chariot along its file.",
        },
        task: Text {
            de: "Setze Schwarz in einem Zug matt.",
            en: "Checkmate Black in one move.",
        },
        right: Text {
            de: "Richtig! Der schwarze General kann nicht auf die e-Linie – dort wartet dein General.",
            en: "Right! The black general cannot step onto the e-file – your general guards it.",
        },
        wrong: Text {
            de: "Das ist kein Matt. Nutze deinen General, der die e-Linie beherrscht.",
            en: "That is not mate. Use your general, which controls the e-file.",
        },
        fen: "3k5/9/R8/9/9/9/9/9/9/4K4 w - - 0 1",
        goal: Goal::Checkmate,
        moves: 1,
        black_waits: &[],
        solution: &["a7d7"],
    },
    Lesson {
        number: 9,
        title: Text { de: "Patt verliert", en: "Stalemate loses" },
        explanation: Text {
            de: "Anders als im europäischen Schach verliert, wer keinen erlaubten Zug mehr hat – auch ohne Schach.",
            en: "Unlike in Western chess, a side with no legal move loses – even when not in check.",
        },
        task: Text {
            de: "Finde den Zug, nach dem Schwarz keinen Zug mehr hat (ohne Schach).",
            en: "Find the move that stalemates Black (no legal move, no check).",
        },
        right: Text {
            de: "Richtig! Schwarz hat keinen Zug mehr und verliert.",
            en: "Right! Black has no move left and loses.",
        },
        wrong: Text {
            de: "Falsch. Schwarz muss ohne Schach dastehen und darf keinen Zug mehr haben.",
            en: "Wrong. Black must be left without a move and without being in check.",
        },
        fen: "4k4/9/4P4/9/7R1/9/9/9/9/3K5 w - - 0 1",
        goal: Goal::Stalemate,
        moves: 1,
        black_waits: &[],
        solution: &["h5f5"],
    },
    Lesson {
        number: 10,
        title: Text { de: "Matt mit Pferd und Kanone", en: "Mate with horse and cannon" },
        explanation: Text {
            de: "Das klassische „Kanone hinter dem Pferd“: Das Pferd deckt die Fluchtpunkte und dient der Kanone als Schirm.",
            en: "The classic \"cannon behind the horse\": the horse covers the flight points and is the cannon's screen.",
        },
        task: Text {
            de: "Setze Schwarz in einem Zug matt.",
            en: "Checkmate Black in one move.",
        },
        right: Text {
            de: "Richtig! Kanone hinter dem Pferd – matt.",
            en: "Right! Cannon behind the horse – mate.",
        },
        wrong: Text {
            de: "Das ist kein Matt. Stelle die Kanone hinter das Pferd.",
            en: "That is not mate. Put the cannon behind the horse.",
        },
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
