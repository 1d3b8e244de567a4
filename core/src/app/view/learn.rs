//! The records of the learning screens' building blocks: a puzzle, the puzzle of the day, a
//! lesson, a hint, a solution.

use super::board::PieceCardView;
use super::cards::{CardView, ProgressBarView};
use super::common::{ButtonView, Offers};
use super::icon::Icon;
use crate::app::event::Action;
use crate::moves::Move;
use crate::store::DailyAttempt;
use crate::types::Square;

/// A puzzle as shown.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct PuzzleView {
    pub id: String,
    /// N of "mate in N".
    pub level: u8,
    pub start_fen: String,
    /// The position now.
    pub fen: String,
    pub played: Vec<Move>,
    /// The moves played so far (Red's and the defence's) in the chosen notation.
    pub played_notation: Vec<String>,
    pub moves_left: u8,
    pub wrong_tries: u32,
    pub solved: bool,
    pub over: bool,
    pub hint_used: bool,
    pub solution_shown: bool,
    /// The date, when this is the puzzle of the day.
    pub daily_date: Option<String>,
    /// Points of the daily attempt that counts (once this attempt is over).
    pub daily_score: Option<u32>,
}

/// The puzzle of the day for a date, and whether it was already attempted.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct DailyView {
    pub date: String,
    pub puzzle_id: String,
    pub level: u8,
    /// The attempt that counts, if it is over.
    pub attempt: Option<DailyAttempt>,
    /// The attempt that counts was started and is not over (the app was left or killed
    /// meanwhile): opening the puzzle continues it, with its clock and wrong tries.
    pub in_progress: bool,
    /// Consecutive solved days up to this date.
    pub streak: u32,
}

/// A lesson in the list.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct LessonView {
    pub number: u8,
    pub title: String,
    pub explanation: String,
    pub task: String,
    pub fen: String,
    /// One right answer (Red's moves, ICCS), for "show me".
    pub solution: Vec<String>,
    pub completed: bool,
}

/// The answer to one lesson move.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct LessonFeedback {
    /// The task is done.
    pub right: bool,
    /// The move was wrong; the lesson is back at its start.
    pub wrong: bool,
    /// Fine so far: Black answered with this move.
    pub reply: Option<Move>,
    /// The reply in the chosen notation.
    pub reply_notation: Option<String>,
    /// The feedback to show (right/wrong text, with the reason for an illegal move).
    pub text: Option<String>,
    /// The position now.
    pub fen: String,
}

/// A hint for a puzzle or a lesson: first only the piece to move, on a second request the
/// move itself. Either marks a puzzle unsolved.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct TaskHint {
    /// The piece to move (mark it).
    pub point: Square,
    /// The move, once asked for twice.
    pub mv: Option<Move>,
    /// What to say, in the UI language and the chosen notation.
    pub text: String,
}

/// The rest of a puzzle's solution, as moves and in the chosen notation.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct SolutionView {
    pub moves: Vec<Move>,
    /// The moves in the chosen notation, one per ply.
    pub notation: Vec<String>,
    /// The moves as one line to show as it is ("H2+3 R9.8 H3+4").
    pub text: String,
}

impl SolutionView {
    /// The solution `moves`, written `notation` (one per ply).
    pub fn new(moves: Vec<Move>, notation: Vec<String>) -> SolutionView {
        SolutionView {
            text: notation.join(" "),
            moves,
            notation,
        }
    }
}

/// The puzzles by level.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct PuzzlesView {
    pub title: String,
    pub intro: String,
    /// One row per level (mate in 1 … masterpieces in 5) with solved counts; tapping one
    /// opens its first unsolved puzzle.
    pub levels: Vec<CardView>,
    /// The puzzle of the day.
    pub daily: Option<CardView>,
}

/// A puzzle on screen (catalogue or the puzzle of the day).
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct PuzzleScreenView {
    pub title: String,
    /// "Rot setzt in 3 Zügen matt; jeder Zug gibt Schach."
    pub task: String,
    pub puzzle: PuzzleView,
    /// "Noch 2 Züge", "Gelöst!", "Falsch – versuch es noch einmal." …
    pub status: String,
    /// The board's last message (a refusal, the defence's move in words).
    pub message: Option<String>,
    pub hint: Option<TaskHint>,
    pub solution: Option<SolutionView>,
    /// For the puzzle of the day: time so far, wrong tries, what the attempt scores.
    pub daily_line: Option<String>,
    pub card: Option<PieceCardView>,
    /// The icon bar: hint, solution, give up; next and try again once over; share.
    pub buttons: Vec<ButtonView>,
    /// One line under the board: your move, correct, wrong, solved.
    pub feedback: PuzzleFeedbackView,
    /// The moment of a solved puzzle: the score, the streak, the next puzzle.
    pub success: Option<PuzzleSuccessView>,
}

/// How the last try went.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum PuzzleMood {
    YourMove,
    Correct,
    Wrong,
    Solved,
    /// Over without a solve (given up, the solution shown).
    Failed,
}

/// The puzzle's feedback line: its mood (the icon and colour) and its words.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct PuzzleFeedbackView {
    pub mood: PuzzleMood,
    pub icon: Icon,
    /// "Your move: mate in 3", "Correct – 2 more", "Not that one – try again", "Solved!"
    pub text: String,
}

/// A solved puzzle's moment.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct PuzzleSuccessView {
    /// "Solved!"
    pub headline: String,
    pub icon: Icon,
    /// "Score 9", "12 of 160 solved" ...
    pub score: String,
    /// "Streak: 3 days" (the puzzle of the day), none otherwise.
    pub streak: Option<String>,
    /// Next puzzle (filled; none where there is no next one, as for the server's puzzle).
    pub next: Option<ButtonView>,
}

/// The school of roles: the ten lessons.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct SchoolView {
    pub title: String,
    pub intro: String,
    pub lessons: Vec<CardView>,
    /// How many lessons are done, as a bar.
    pub done: ProgressBarView,
    /// "3 von 10 geschafft".
    pub progress: String,
}

/// A lesson on screen.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct LessonScreenView {
    pub title: String,
    pub lesson: LessonView,
    /// The position now and the move that led to it.
    pub fen: String,
    pub last_move: Option<Move>,
    /// The feedback to the last move (right, wrong with the reason, the reply).
    pub feedback: Option<String>,
    pub done: bool,
    pub hint: Option<TaskHint>,
    pub message: Option<String>,
    pub card: Option<PieceCardView>,
    pub buttons: Vec<ButtonView>,
}

impl Offers for PuzzlesView {
    fn offers(&self, action: &Action) -> bool {
        self.levels.offers(action) || self.daily.offers(action)
    }
}

impl Offers for PuzzleScreenView {
    fn offers(&self, action: &Action) -> bool {
        self.buttons.offers(action) || self.success.as_ref().is_some_and(|s| s.next.offers(action))
    }
}

impl Offers for SchoolView {
    fn offers(&self, action: &Action) -> bool {
        self.lessons.offers(action)
    }
}

impl Offers for LessonScreenView {
    fn offers(&self, action: &Action) -> bool {
        self.buttons.offers(action)
    }
}
