//! Puzzles, the puzzle of the day and the school of roles, with their progress saved.

use super::{App, AppError, Clock};
use crate::lessons::{self, LessonStep};
use crate::moves::Move;
use crate::notation;
use crate::puzzles::{self, PuzzleSession, TryOutcome};
use crate::store::{DailyAttempt, DailyRecord, Language, PuzzleAttempt, Store};
use std::collections::HashSet;
use std::sync::{Arc, Mutex, MutexGuard};

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// A puzzle as shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleView {
    pub id: String,
    /// N of "mate in N".
    pub level: u8,
    pub start_fen: String,
    /// The position now.
    pub fen: String,
    pub played: Vec<Move>,
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
pub struct DailyView {
    pub date: String,
    pub puzzle_id: String,
    pub level: u8,
    /// The attempt that counts, if any.
    pub attempt: Option<DailyAttempt>,
    /// Consecutive solved days up to this date.
    pub streak: u32,
}

/// A lesson in the list.
#[derive(Clone, Debug, PartialEq, Eq)]
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
pub struct LessonFeedback {
    /// The task is done.
    pub right: bool,
    /// The move was wrong; the lesson is back at its start.
    pub wrong: bool,
    /// Fine so far: Black answered with this move.
    pub reply: Option<Move>,
    /// The feedback to show (right/wrong text, with the reason for an illegal move).
    pub text: Option<String>,
    /// The position now.
    pub fen: String,
}

struct PuzzleState {
    session: PuzzleSession,
    daily: Option<String>,
    daily_score: Option<u32>,
    started_ms: u64,
    recorded: bool,
}

/// One puzzle being played (from the catalogue or the puzzle of the day). The attempt is saved
/// when it ends: mate, solution shown, or given up.
pub struct PuzzlePlay {
    state: Mutex<PuzzleState>,
    store: Arc<Mutex<Store>>,
    clock: Clock,
}

impl PuzzlePlay {
    pub fn view(&self) -> PuzzleView {
        let st = lock(&self.state);
        let s = &st.session;
        PuzzleView {
            id: s.id().to_string(),
            level: s.level(),
            start_fen: s.start().to_fen(),
            fen: s.position().to_fen(),
            played: s.played().to_vec(),
            moves_left: s.moves_left(),
            wrong_tries: s.wrong_tries(),
            solved: s.solved(),
            over: s.is_over(),
            hint_used: s.hint_used(),
            solution_shown: s.solution_shown(),
            daily_date: st.daily.clone(),
            daily_score: st.daily_score,
        }
    }

    /// Tries a Red move written in any notation; `Wrong` counts as a wrong try.
    pub fn try_move(&self, text: &str) -> Result<TryOutcome, AppError> {
        let mut st = lock(&self.state);
        let mv = notation::parse(st.session.position(), text)
            .map_err(|e| AppError::IllegalMove(e.to_string()))?;
        let out = st
            .session
            .try_move(mv)
            .map_err(|e| AppError::IllegalMove(e.to_string()))?;
        if st.session.is_over() {
            self.record(&mut st)?;
        }
        Ok(out)
    }

    /// The next key move (marks the puzzle unsolved).
    pub fn hint(&self) -> Result<Option<Move>, AppError> {
        lock(&self.state)
            .session
            .hint()
            .map_err(|e| AppError::Engine(e.to_string()))
    }

    /// The rest of the solution (marks the puzzle unsolved and ends the attempt).
    pub fn show_solution(&self) -> Result<Vec<Move>, AppError> {
        let mut st = lock(&self.state);
        let line = st
            .session
            .show_solution()
            .map_err(|e| AppError::Engine(e.to_string()))?;
        self.record(&mut st)?;
        Ok(line)
    }

    /// Gives up; the attempt is saved as unsolved (for the daily puzzle it is the one that
    /// counts, if it was the first).
    pub fn abandon(&self) -> Result<(), AppError> {
        let mut st = lock(&self.state);
        self.record(&mut st)
    }

    fn record(&self, st: &mut PuzzleState) -> Result<(), AppError> {
        if st.recorded {
            return Ok(());
        }
        st.recorded = true;
        let now = (self.clock)();
        let s = &st.session;
        let solved = s.solved();
        let mut store = lock(&self.store);
        store.record_puzzle_attempt(
            s.id(),
            PuzzleAttempt {
                solved,
                hint_used: s.hint_used(),
                solution_used: s.solution_shown(),
            },
            now as i64,
        )?;
        if let Some(day) = st.daily.clone() {
            let seconds = (now.saturating_sub(st.started_ms) / 1000) as u32;
            let score = if solved {
                puzzles::daily_score(s.wrong_tries(), seconds)
            } else {
                0
            };
            let attempt = DailyAttempt {
                day,
                puzzle_id: s.id().to_string(),
                score,
                wrong_tries: s.wrong_tries(),
                seconds,
                solved,
            };
            st.daily_score = Some(match store.record_daily_attempt(&attempt, now as i64)? {
                DailyRecord::Recorded => score,
                DailyRecord::AlreadyAttempted(first) => first.score,
            });
        }
        Ok(())
    }
}

/// A lesson being played.
pub struct LessonSession {
    session: Mutex<lessons::LessonSession>,
    store: Arc<Mutex<Store>>,
    clock: Clock,
    language: Language,
}

impl LessonSession {
    /// The position now.
    pub fn fen(&self) -> String {
        lock(&self.session).position().to_fen()
    }

    pub fn number(&self) -> u8 {
        lock(&self.session).lesson().number
    }

    pub fn is_done(&self) -> bool {
        lock(&self.session).is_done()
    }

    /// Plays a Red move (any notation) and judges it; the result is saved.
    pub fn play(&self, text: &str) -> Result<LessonFeedback, AppError> {
        let mut s = lock(&self.session);
        let german = self.language == Language::De;
        let lesson = s.lesson();
        // Illegal moves are the lesson's business (it explains them), so fall back to ICCS.
        let mv = notation::parse(s.position(), text)
            .ok()
            .or_else(|| Move::parse_iccs(text).ok())
            .ok_or_else(|| AppError::BadInput(format!("not a move: {text:?}")))?;
        let step = s.play(mv);
        let fen = s.position().to_fen();
        let now = (self.clock)() as i64;
        Ok(match step {
            LessonStep::Right => {
                lock(&self.store).record_lesson_attempt(lesson.number as u32, true, now)?;
                LessonFeedback {
                    right: true,
                    wrong: false,
                    reply: None,
                    text: Some(lesson.right.get(german).to_string()),
                    fen,
                }
            }
            LessonStep::Wrong { illegal } => {
                lock(&self.store).record_lesson_attempt(lesson.number as u32, false, now)?;
                let mut text = lesson.wrong.get(german).to_string();
                if let Some(e) = illegal {
                    text = format!("{text} ({e})");
                }
                LessonFeedback {
                    right: false,
                    wrong: true,
                    reply: None,
                    text: Some(text),
                    fen,
                }
            }
            LessonStep::Continue { reply } => LessonFeedback {
                right: false,
                wrong: false,
                reply: Some(reply),
                text: None,
                fen,
            },
        })
    }
}

impl App {
    fn play_for(&self, p: &puzzles::Puzzle, daily: Option<String>) -> Result<PuzzlePlay, AppError> {
        let session =
            PuzzleSession::from_puzzle(p).map_err(|e| AppError::NotFound(e.to_string()))?;
        Ok(PuzzlePlay {
            state: Mutex::new(PuzzleState {
                session,
                daily,
                daily_score: None,
                started_ms: self.now_ms(),
                recorded: false,
            }),
            store: self.store().clone(),
            clock: self.clock.clone(),
        })
    }

    /// A catalogue puzzle by id.
    pub fn puzzle(&self, id: &str) -> Result<PuzzlePlay, AppError> {
        let p = puzzles::by_id(id).ok_or_else(|| AppError::NotFound(format!("puzzle {id:?}")))?;
        self.play_for(p, None)
    }

    /// The first puzzle of a level (1..=5) not yet solved (the first one when all are).
    pub fn next_puzzle(&self, level: u8) -> Result<PuzzlePlay, AppError> {
        let list = puzzles::by_level(level);
        let first = *list
            .first()
            .ok_or_else(|| AppError::NotFound(format!("puzzles of level {level}")))?;
        let solved: HashSet<String> = lock(self.store())
            .all_puzzle_progress()?
            .into_iter()
            .filter(|p| p.solved)
            .map(|p| p.puzzle_id)
            .collect();
        let p = list
            .iter()
            .find(|p| !solved.contains(&p.id))
            .copied()
            .unwrap_or(first);
        self.play_for(p, None)
    }

    /// The puzzle of the day for `date` (`YYYY-MM-DD`), its attempt and the streak.
    pub fn daily(&self, date: &str) -> Result<DailyView, AppError> {
        let p = puzzles::daily_puzzle(date).map_err(|e| AppError::BadInput(e.to_string()))?;
        let store = lock(self.store());
        Ok(DailyView {
            date: date.to_string(),
            puzzle_id: p.id.clone(),
            level: p.level,
            attempt: store.daily_attempt(date)?,
            streak: store.daily_streak(date)?,
        })
    }

    /// Plays the puzzle of the day; only the first finished attempt of a date counts.
    pub fn start_daily(&self, date: &str) -> Result<PuzzlePlay, AppError> {
        let p = puzzles::daily_puzzle(date).map_err(|e| AppError::BadInput(e.to_string()))?;
        self.play_for(p, Some(date.to_string()))
    }

    /// The ten lessons with progress, in the UI language.
    pub fn lessons(&self) -> Result<Vec<LessonView>, AppError> {
        let german = self.settings()?.language == Language::De;
        let done: HashSet<u32> = lock(self.store())
            .lesson_progress()?
            .into_iter()
            .filter(|p| p.completed)
            .map(|p| p.lesson)
            .collect();
        Ok(lessons::LESSONS
            .iter()
            .map(|l| LessonView {
                number: l.number,
                title: l.title.get(german).to_string(),
                explanation: l.explanation.get(german).to_string(),
                task: l.task.get(german).to_string(),
                fen: l.fen.to_string(),
                solution: l.solution.iter().map(|m| m.to_string()).collect(),
                completed: done.contains(&(l.number as u32)),
            })
            .collect())
    }

    /// Starts lesson `n` (1..=10).
    pub fn lesson(&self, n: u32) -> Result<LessonSession, AppError> {
        let lesson = lessons::lesson(n as usize).map_err(|e| AppError::NotFound(e.to_string()))?;
        let session =
            lessons::LessonSession::new(lesson).map_err(|e| AppError::NotFound(e.to_string()))?;
        Ok(LessonSession {
            session: Mutex::new(session),
            store: self.store().clone(),
            clock: self.clock.clone(),
            language: self.settings()?.language,
        })
    }
}
