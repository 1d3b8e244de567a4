//! Puzzles, the puzzle of the day and the school of roles, with their progress saved.

use super::app::App;
use super::config::Clock;
use crate::app::error::illegal_message;
use crate::app::error::AppError;
use crate::app::view::learn::{
    DailyView, LessonFeedback, LessonView, PuzzleView, SolutionView, TaskHint,
};
use crate::lang::Lang;
use crate::lessons::{self, LessonStep};
use crate::movegen::IllegalMove;
use crate::moves::Move;
use crate::notation::{self, NotationError, Style};
use crate::position::Position;
use crate::puzzles::{self, PuzzleSession, SessionError, TryOutcome};
use crate::store::{DailyAttempt, DailyRecord, DailyStart, PuzzleAttempt, Store};
use crate::tr;
use std::collections::HashSet;
use std::sync::{Arc, Mutex, MutexGuard};

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// The text of a hint at `level` 1 (the piece) or 2 (the move, written in `style`).
fn hint_text(pos: &Position, mv: Move, with_move: bool, style: Style, lang: Lang) -> String {
    if with_move {
        tr!(
            lang,
            "learn-hint-move",
            mv = notation::format(pos, mv, style)
        )
    } else {
        let kind = pos
            .piece_at(mv.from())
            .map(|p| p.kind.name())
            .unwrap_or_default();
        tr!(
            lang,
            "learn-hint-move-the-piece",
            from = mv.from().to_string(),
            kind = kind
        )
    }
}

struct PuzzleState {
    session: PuzzleSession,
    /// The key move a first hint pointed at (a second hint shows it).
    hinted: Option<Move>,
    daily: Option<String>,
    daily_score: Option<u32>,
    started_ms: u64,
    recorded: bool,
    /// This is the day's attempt that counts: wrong tries are saved as they happen.
    daily_counting: bool,
    /// Wrong tries of the same daily attempt before a restart.
    earlier_wrong_tries: u32,
}

impl PuzzleState {
    fn wrong_tries(&self) -> u32 {
        self.earlier_wrong_tries + self.session.wrong_tries()
    }
}

/// One puzzle being played (from the catalogue or the puzzle of the day). The attempt is saved
/// when it ends: mate, solution shown, or given up.
pub struct PuzzlePlay {
    state: Mutex<PuzzleState>,
    lang: Lang,
    style: Style,
    store: Arc<Mutex<Store>>,
    clock: Clock,
}

impl PuzzlePlay {
    /// The UI language of its messages.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    pub fn view(&self) -> PuzzleView {
        let st = lock(&self.state);
        let s = &st.session;
        PuzzleView {
            id: s.id().to_string(),
            level: s.level(),
            start_fen: s.start().to_fen(),
            fen: s.position().to_fen(),
            played: s.played().to_vec(),
            played_notation: notation_of(s.start(), s.played(), self.style),
            moves_left: s.moves_left(),
            wrong_tries: st.wrong_tries(),
            solved: s.solved(),
            // Given up (or scored when its day ended) is over too, though nothing was mated.
            over: s.is_over() || st.recorded,
            hint_used: s.hint_used(),
            solution_shown: s.solution_shown(),
            daily_date: st.daily.clone(),
            daily_score: st.daily_score,
        }
    }

    /// This is the day's attempt that counts, and it is still under way.
    pub fn daily_counting(&self) -> bool {
        let st = lock(&self.state);
        st.daily_counting && !st.recorded
    }

    /// Whole seconds since the attempt started (for the day's puzzle: since it was first
    /// shown, across restarts).
    pub fn seconds(&self) -> u32 {
        let started = lock(&self.state).started_ms;
        ((self.clock)().saturating_sub(started) / 1000) as u32
    }

    /// Tries a Red move written in any notation; `Wrong` counts as a wrong try.
    pub fn try_move(&self, text: &str) -> Result<TryOutcome, AppError> {
        let mut st = lock(&self.state);
        if st.recorded {
            return Err(SessionError::Finished.into());
        }
        let mv = notation::parse_prefer(st.session.position(), text, self.style)?;
        let out = st.session.try_move(mv)?;
        st.hinted = None;
        if let (TryOutcome::Wrong { .. }, true, Some(day)) = (&out, st.daily_counting, &st.daily) {
            lock(&self.store).daily_wrong_try(day)?;
        }
        if st.session.is_over() {
            self.record(&mut st)?;
        }
        Ok(out)
    }

    /// A hint (marks the puzzle unsolved): the piece of the next key move first, the move
    /// itself when asked again. `None` once the puzzle is over.
    pub fn hint(&self) -> Result<Option<TaskHint>, AppError> {
        let mut st = lock(&self.state);
        if st.recorded {
            return Ok(None);
        }
        let (mv, with_move) = match st.hinted {
            Some(mv) => (mv, true),
            None => match st.session.hint()? {
                Some(mv) => (mv, false),
                None => return Ok(None),
            },
        };
        st.hinted = Some(mv);
        let text = hint_text(st.session.position(), mv, with_move, self.style, self.lang);
        Ok(Some(TaskHint {
            point: mv.from(),
            mv: with_move.then_some(mv),
            text,
        }))
    }

    /// The rest of the solution (marks the puzzle unsolved and ends the attempt).
    pub fn show_solution(&self) -> Result<SolutionView, AppError> {
        let mut st = lock(&self.state);
        let before = st.session.position().clone();
        let moves = st.session.show_solution()?;
        self.record(&mut st)?;
        let notation = notation_of(&before, &moves, self.style);
        Ok(SolutionView::new(moves, notation))
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
            let wrong_tries = st.wrong_tries();
            let score = puzzles::attempt_score(solved, wrong_tries, seconds);
            let attempt = DailyAttempt {
                day,
                puzzle_id: s.id().to_string(),
                score,
                wrong_tries,
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

/// `moves` from `start` in `style`, one text per ply.
fn notation_of(start: &Position, moves: &[Move], style: Style) -> Vec<String> {
    let mut pos = start.clone();
    moves
        .iter()
        .map(|&m| {
            let text = notation::format(&pos, m, style);
            pos.make_move(m);
            text
        })
        .collect()
}

/// A lesson being played.
pub struct LessonSession {
    session: Mutex<lessons::LessonSession>,
    /// The solution move a first hint pointed at (a second hint shows it).
    hinted: Mutex<Option<Move>>,
    style: Style,
    store: Arc<Mutex<Store>>,
    clock: Clock,
    language: Lang,
}

impl LessonSession {
    /// The UI language of its texts.
    pub fn lang(&self) -> Lang {
        self.language
    }

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

    /// A hint: the piece of the next move of the lesson's solution first, the move itself
    /// when asked again; `None` when the moves played left the solution (start again) or the
    /// task is done.
    pub fn hint(&self) -> Option<TaskHint> {
        let s = lock(&self.session);
        if s.is_done() {
            return None;
        }
        let lesson = s.lesson();
        let step = usize::from(lesson.moves - s.moves_left());
        let mv = Move::parse_iccs(lesson.solution.get(step)?).ok()?;
        if !s.position().is_legal(mv) {
            return None;
        }
        let mut hinted = lock(&self.hinted);
        let with_move = *hinted == Some(mv);
        *hinted = Some(mv);
        let text = hint_text(s.position(), mv, with_move, self.style, self.language);
        Some(TaskHint {
            point: mv.from(),
            mv: with_move.then_some(mv),
            text,
        })
    }

    /// Plays a Red move (any notation) and judges it; the result is saved.
    pub fn play(&self, text: &str) -> Result<LessonFeedback, AppError> {
        let mut s = lock(&self.session);
        let lesson = s.lesson();
        // Illegal moves are the lesson's business (it explains them), so fall back to ICCS.
        let mv = notation::parse(s.position(), text)
            .ok()
            .or_else(|| Move::parse_iccs(text).ok())
            .ok_or_else(|| NotationError::Syntax(text.to_string()))?;
        // A move from an empty point or with a Black piece is about no piece of the lesson:
        // say what is wrong with it, without the lesson's words about its own piece.
        if let Err(e @ (IllegalMove::NoPiece(_) | IllegalMove::NotYourPiece(_))) =
            s.position().check_move(mv)
        {
            return Ok(LessonFeedback {
                right: false,
                wrong: false,
                reply: None,
                reply_notation: None,
                text: Some(illegal_message(&e, self.language)),
                fen: s.position().to_fen(),
            });
        }
        *lock(&self.hinted) = None;
        let after_move = s.position().with_move(mv);
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
                    reply_notation: None,
                    text: Some(lesson.right.get(self.language).to_string()),
                    fen,
                }
            }
            LessonStep::Wrong { illegal } => {
                lock(&self.store).record_lesson_attempt(lesson.number as u32, false, now)?;
                let mut text = lesson.wrong.get(self.language).to_string();
                if let Some(e) = illegal {
                    text = tr!(
                        self.language,
                        "learn-lesson-wrong-why",
                        wrong = text,
                        why = illegal_message(&e, self.language)
                    );
                }
                LessonFeedback {
                    right: false,
                    wrong: true,
                    reply: None,
                    reply_notation: None,
                    text: Some(text),
                    fen,
                }
            }
            LessonStep::Continue { reply } => LessonFeedback {
                right: false,
                wrong: false,
                reply: Some(reply),
                reply_notation: Some(notation::format(&after_move, reply, self.style)),
                text: None,
                fen,
            },
        })
    }
}

impl App {
    fn play_for(&self, p: &puzzles::Puzzle, daily: Option<String>) -> Result<PuzzlePlay, AppError> {
        let session = PuzzleSession::from_puzzle(p)?;
        let settings = self.settings()?;
        Ok(PuzzlePlay {
            state: Mutex::new(PuzzleState {
                session,
                hinted: None,
                daily,
                daily_score: None,
                started_ms: self.now_ms(),
                recorded: false,
                daily_counting: false,
                earlier_wrong_tries: 0,
            }),
            store: self.store().clone(),
            clock: self.clock.clone(),
            lang: settings.language,
            style: settings.notation.for_lang(settings.language),
        })
    }

    /// A catalogue puzzle by id.
    pub fn puzzle(&self, id: &str) -> Result<PuzzlePlay, AppError> {
        let p = puzzles::by_id(id).ok_or_else(|| AppError::NoPuzzle(id.to_string()))?;
        self.play_for(p, None)
    }

    /// The first puzzle of a level (1..=5) not yet solved (the first one when all are).
    pub fn next_puzzle(&self, level: u8) -> Result<PuzzlePlay, AppError> {
        let list = puzzles::by_level(level);
        let first = *list.first().ok_or(AppError::NoPuzzleLevel(level))?;
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
        let p = puzzles::daily_puzzle(date)?;
        let store = lock(self.store());
        let attempt = store.daily_attempt(date)?;
        Ok(DailyView {
            date: date.to_string(),
            puzzle_id: p.id.clone(),
            level: p.level,
            in_progress: attempt.is_none() && store.daily_in_progress(date)?.is_some(),
            attempt,
            streak: store.daily_streak(date)?,
        })
    }

    /// Plays the puzzle of the day. Only the first attempt of a date counts, and it counts
    /// from the moment it is opened: it is saved at once, so leaving the app (or the phone
    /// killing it) and opening the puzzle again continues it with its clock and wrong tries
    /// instead of starting afresh. After it is over, further tries are practice.
    pub fn start_daily(&self, date: &str) -> Result<PuzzlePlay, AppError> {
        let p = puzzles::daily_puzzle(date)?;
        let start = lock(self.store()).begin_daily(date, &p.id, self.now_ms() as i64)?;
        let play = self.play_for(p, Some(date.to_string()))?;
        if let DailyStart::Counting(under_way) = start {
            let mut st = lock(&play.state);
            st.daily_counting = true;
            st.started_ms = u64::try_from(under_way.started_ms).unwrap_or(st.started_ms);
            st.earlier_wrong_tries = under_way.wrong_tries;
        }
        Ok(play)
    }

    /// Every counted attempt at the puzzle of the day, oldest day first.
    pub fn daily_attempts(&self) -> Result<Vec<DailyAttempt>, AppError> {
        Ok(lock(self.store()).daily_attempts()?)
    }

    /// The days whose attempt is still under way, oldest first.
    pub fn open_dailies(&self) -> Result<Vec<crate::store::DailyInProgress>, AppError> {
        Ok(lock(self.store()).open_dailies()?)
    }

    /// Progress on the catalogue puzzles.
    pub fn puzzle_progress(&self) -> Result<Vec<crate::store::PuzzleProgress>, AppError> {
        Ok(lock(self.store()).all_puzzle_progress()?)
    }

    /// The ten lessons with progress, in the UI language.
    pub fn lessons(&self) -> Result<Vec<LessonView>, AppError> {
        let lang = self.settings()?.language;
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
                title: l.title.get(lang).to_string(),
                explanation: l.explanation.get(lang).to_string(),
                task: l.task.get(lang).to_string(),
                fen: l.fen.to_string(),
                solution: l.solution.iter().map(|m| m.to_string()).collect(),
                completed: done.contains(&(l.number as u32)),
            })
            .collect())
    }

    /// Starts lesson `n` (1..=10).
    pub fn lesson(&self, n: u32) -> Result<LessonSession, AppError> {
        let lesson = lessons::lesson(n as usize)?;
        let session = lessons::LessonSession::new(lesson)?;
        let settings = self.settings()?;
        Ok(LessonSession {
            session: Mutex::new(session),
            hinted: Mutex::new(None),
            style: settings.notation.for_lang(settings.language),
            store: self.store().clone(),
            clock: self.clock.clone(),
            language: settings.language,
        })
    }
}
