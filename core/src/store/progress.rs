//! Puzzle, daily-puzzle and lesson progress.

use rusqlite::{params, Connection, OptionalExtension, Row};
use serde::{Deserialize, Serialize};

use super::error::{Result, StoreError};
use crate::date::Date;

/// Progress on one endgame puzzle.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PuzzleProgress {
    /// Puzzle id as used by the puzzle collection.
    pub puzzle_id: String,
    /// Solved at least once without hint and without showing the solution. Sticky: a later
    /// attempt with a hint does not take a clean solve away.
    pub solved: bool,
    /// Number of recorded attempts.
    pub attempts: u32,
    /// A hint was used in any attempt.
    pub hint_used: bool,
    /// The solution was shown in any attempt.
    pub solution_used: bool,
    /// Time of the last attempt (unix ms).
    pub updated_ms: i64,
}

/// One finished attempt at an endgame puzzle, as reported by the UI.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PuzzleAttempt {
    /// The mate was found.
    pub solved: bool,
    /// A hint was used; the attempt then does not count as solved.
    pub hint_used: bool,
    /// The solution was shown; the attempt then does not count as solved.
    pub solution_used: bool,
}

/// One attempt at the puzzle of the day.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct DailyAttempt {
    /// The date, `YYYY-MM-DD` (the app's local calendar day).
    pub day: String,
    /// The puzzle of that day.
    pub puzzle_id: String,
    /// Points, 0..=100 (see [`daily_score`](crate::puzzles::daily_score)).
    pub score: u32,
    /// Wrong tries.
    pub wrong_tries: u32,
    /// Seconds taken.
    pub seconds: u32,
    /// The puzzle was solved.
    pub solved: bool,
}

/// Result of [`Store::record_daily_attempt`](super::Store::record_daily_attempt).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum DailyRecord {
    /// This was the first attempt of the day; it is stored and counts.
    Recorded,
    /// The day already has an attempt; only the first counts, so nothing was stored. The
    /// attempt that counts is returned.
    AlreadyAttempted(DailyAttempt),
}

/// The puzzle of the day's attempt while it is under way. It is saved when the attempt starts
/// and with every wrong try, so that quitting (or the phone killing) the app neither loses it
/// nor hands out a fresh one: the attempt goes on with its clock and wrong tries.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DailyInProgress {
    /// The date, `YYYY-MM-DD`.
    pub day: String,
    /// The puzzle of that day.
    pub puzzle_id: String,
    /// When the attempt started (unix ms); its seconds count from here.
    pub started_ms: i64,
    /// Wrong tries so far.
    pub wrong_tries: u32,
}

/// Result of [`Store::begin_daily`](super::Store::begin_daily).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum DailyStart {
    /// The attempt that counts is under way (just started, or resumed after a restart).
    Counting(DailyInProgress),
    /// The day's attempt is over; another try is practice. The attempt that counts.
    AlreadyAttempted(DailyAttempt),
}

/// Progress on one lesson of the school of roles.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LessonProgress {
    /// Lesson number (1..=10 in the current app).
    pub lesson: u32,
    /// Completed at least once (sticky).
    pub completed: bool,
    /// Number of attempts.
    pub attempts: u32,
    /// Time of the last attempt (unix ms).
    pub updated_ms: i64,
}

/// The day number of `s`, or [`StoreError::InvalidInput`] unless it is a real `YYYY-MM-DD`.
pub(crate) fn check_day(s: &str) -> Result<i64> {
    s.parse::<Date>()
        .map(Date::days)
        .map_err(|e| StoreError::InvalidInput(e.to_string()))
}

fn check_id(id: &str) -> Result<()> {
    if id.is_empty() || id.len() > 100 {
        return Err(StoreError::InvalidInput(format!(
            "puzzle id must be 1..=100 bytes: {id:?}"
        )));
    }
    Ok(())
}

fn u32_col(r: &Row<'_>, i: usize) -> rusqlite::Result<u32> {
    let v: i64 = r.get(i)?;
    Ok(u32::try_from(v).unwrap_or(0))
}

fn puzzle_from_row(r: &Row<'_>) -> rusqlite::Result<PuzzleProgress> {
    Ok(PuzzleProgress {
        puzzle_id: r.get(0)?,
        solved: r.get(1)?,
        attempts: u32_col(r, 2)?,
        hint_used: r.get(3)?,
        solution_used: r.get(4)?,
        updated_ms: r.get(5)?,
    })
}

const PUZZLE_COLS: &str = "puzzle_id, solved, attempts, hint_used, solution_used, updated_ms";

pub(crate) fn puzzle(conn: &Connection, id: &str) -> Result<Option<PuzzleProgress>> {
    let sql = format!("SELECT {PUZZLE_COLS} FROM puzzle_progress WHERE puzzle_id = ?1");
    Ok(conn
        .prepare_cached(&sql)?
        .query_row([id], puzzle_from_row)
        .optional()?)
}

pub(crate) fn all_puzzles(conn: &Connection) -> Result<Vec<PuzzleProgress>> {
    let sql = format!("SELECT {PUZZLE_COLS} FROM puzzle_progress ORDER BY puzzle_id");
    let mut stmt = conn.prepare_cached(&sql)?;
    let rows = stmt.query_map([], puzzle_from_row)?;
    Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
}

pub(crate) fn record_puzzle(
    conn: &Connection,
    id: &str,
    a: PuzzleAttempt,
    now_ms: i64,
) -> Result<()> {
    check_id(id)?;
    let clean = a.solved && !a.hint_used && !a.solution_used;
    conn.prepare_cached(
        "INSERT INTO puzzle_progress
             (puzzle_id, solved, attempts, hint_used, solution_used, updated_ms)
         VALUES (?1, ?2, 1, ?3, ?4, ?5)
         ON CONFLICT (puzzle_id) DO UPDATE SET
             solved = solved OR excluded.solved,
             attempts = attempts + 1,
             hint_used = hint_used OR excluded.hint_used,
             solution_used = solution_used OR excluded.solution_used,
             updated_ms = excluded.updated_ms",
    )?
    .execute(params![id, clean, a.hint_used, a.solution_used, now_ms])?;
    Ok(())
}

pub(crate) fn insert_puzzle(conn: &Connection, p: &PuzzleProgress) -> Result<()> {
    check_id(&p.puzzle_id)?;
    conn.prepare_cached(&format!(
        "INSERT INTO puzzle_progress ({PUZZLE_COLS}) VALUES (?1, ?2, ?3, ?4, ?5, ?6)"
    ))?
    .execute(params![
        p.puzzle_id,
        p.solved,
        p.attempts,
        p.hint_used,
        p.solution_used,
        p.updated_ms
    ])?;
    Ok(())
}

const DAILY_COLS: &str = "day, puzzle_id, score, wrong_tries, seconds, solved";

fn daily_from_row(r: &Row<'_>) -> rusqlite::Result<DailyAttempt> {
    Ok(DailyAttempt {
        day: r.get(0)?,
        puzzle_id: r.get(1)?,
        score: u32_col(r, 2)?,
        wrong_tries: u32_col(r, 3)?,
        seconds: u32_col(r, 4)?,
        solved: r.get(5)?,
    })
}

pub(crate) fn daily(conn: &Connection, day: &str) -> Result<Option<DailyAttempt>> {
    let sql = format!("SELECT {DAILY_COLS} FROM daily_attempts WHERE day = ?1");
    Ok(conn
        .prepare_cached(&sql)?
        .query_row([day], daily_from_row)
        .optional()?)
}

/// All daily attempts with their recording time, oldest day first.
pub(crate) fn all_daily(conn: &Connection) -> Result<Vec<(DailyAttempt, i64)>> {
    let sql = format!("SELECT {DAILY_COLS}, recorded_ms FROM daily_attempts ORDER BY day");
    let mut stmt = conn.prepare_cached(&sql)?;
    let rows = stmt.query_map([], |r| Ok((daily_from_row(r)?, r.get::<_, i64>(6)?)))?;
    Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
}

pub(crate) fn validate_daily(a: &DailyAttempt) -> Result<()> {
    check_day(&a.day)?;
    check_id(&a.puzzle_id)?;
    if a.score > 100 {
        return Err(StoreError::InvalidInput(format!(
            "daily score {} above 100",
            a.score
        )));
    }
    Ok(())
}

/// Inserts unless the day exists; returns whether a row was inserted.
pub(crate) fn insert_daily(conn: &Connection, a: &DailyAttempt, now_ms: i64) -> Result<bool> {
    validate_daily(a)?;
    let n = conn
        .prepare_cached(&format!(
            "INSERT INTO daily_attempts ({DAILY_COLS}, recorded_ms)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) ON CONFLICT (day) DO NOTHING"
        ))?
        .execute(params![
            a.day,
            a.puzzle_id,
            a.score,
            a.wrong_tries,
            a.seconds,
            a.solved,
            now_ms
        ])?;
    Ok(n == 1)
}

pub(crate) fn streak(conn: &Connection, today: &str) -> Result<u32> {
    let today_n = check_day(today)?;
    let mut stmt = conn.prepare_cached(
        "SELECT day, solved FROM daily_attempts WHERE day <= ?1 ORDER BY day DESC",
    )?;
    let mut rows = stmt.query([today])?;
    // The day the streak must reach next: today, or yesterday while today is unplayed.
    let mut expected = today_n;
    let mut count = 0u32;
    let mut first = true;
    while let Some(row) = rows.next()? {
        let day: String = row.get(0)?;
        let solved: bool = row.get(1)?;
        let Ok(n) = check_day(&day) else { break };
        if first && n == today_n - 1 {
            expected = n; // today not played yet: the streak may still end yesterday
        }
        first = false;
        if n != expected || !solved {
            break;
        }
        count += 1;
        expected -= 1;
    }
    Ok(count)
}

fn lesson_from_row(r: &Row<'_>) -> rusqlite::Result<LessonProgress> {
    Ok(LessonProgress {
        lesson: u32_col(r, 0)?,
        completed: r.get(1)?,
        attempts: u32_col(r, 2)?,
        updated_ms: r.get(3)?,
    })
}

pub(crate) fn lessons(conn: &Connection) -> Result<Vec<LessonProgress>> {
    let mut stmt = conn.prepare_cached(
        "SELECT lesson, completed, attempts, updated_ms FROM lesson_progress ORDER BY lesson",
    )?;
    let rows = stmt.query_map([], lesson_from_row)?;
    Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
}

pub(crate) fn lesson(conn: &Connection, lesson: u32) -> Result<Option<LessonProgress>> {
    Ok(conn
        .prepare_cached(
            "SELECT lesson, completed, attempts, updated_ms FROM lesson_progress
             WHERE lesson = ?1",
        )?
        .query_row([lesson], lesson_from_row)
        .optional()?)
}

pub(crate) fn record_lesson(
    conn: &Connection,
    lesson: u32,
    completed: bool,
    now_ms: i64,
) -> Result<()> {
    conn.prepare_cached(
        "INSERT INTO lesson_progress (lesson, completed, attempts, updated_ms)
         VALUES (?1, ?2, 1, ?3)
         ON CONFLICT (lesson) DO UPDATE SET
             completed = completed OR excluded.completed,
             attempts = attempts + 1,
             updated_ms = excluded.updated_ms",
    )?
    .execute(params![lesson, completed, now_ms])?;
    Ok(())
}

pub(crate) fn insert_lesson(conn: &Connection, l: &LessonProgress) -> Result<()> {
    conn.prepare_cached(
        "INSERT INTO lesson_progress (lesson, completed, attempts, updated_ms)
         VALUES (?1, ?2, ?3, ?4)",
    )?
    .execute(params![l.lesson, l.completed, l.attempts, l.updated_ms])?;
    Ok(())
}

const DAILY_PROGRESS_COLS: &str = "day, puzzle_id, started_ms, wrong_tries";

fn daily_progress_from_row(r: &Row<'_>) -> rusqlite::Result<DailyInProgress> {
    Ok(DailyInProgress {
        day: r.get(0)?,
        puzzle_id: r.get(1)?,
        started_ms: r.get(2)?,
        wrong_tries: u32_col(r, 3)?,
    })
}

pub(crate) fn daily_in_progress(conn: &Connection, day: &str) -> Result<Option<DailyInProgress>> {
    let sql = format!("SELECT {DAILY_PROGRESS_COLS} FROM daily_progress WHERE day = ?1");
    Ok(conn
        .prepare_cached(&sql)?
        .query_row([day], daily_progress_from_row)
        .optional()?)
}

pub(crate) fn all_daily_in_progress(conn: &Connection) -> Result<Vec<DailyInProgress>> {
    let sql = format!("SELECT {DAILY_PROGRESS_COLS} FROM daily_progress ORDER BY day");
    let mut stmt = conn.prepare_cached(&sql)?;
    let rows = stmt.query_map([], daily_progress_from_row)?;
    Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
}

/// Stores an attempt under way (a no-op if the day has one).
pub(crate) fn insert_daily_in_progress(conn: &Connection, p: &DailyInProgress) -> Result<()> {
    check_day(&p.day)?;
    check_id(&p.puzzle_id)?;
    conn.prepare_cached(&format!(
        "INSERT INTO daily_progress ({DAILY_PROGRESS_COLS}) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (day) DO NOTHING"
    ))?
    .execute(params![p.day, p.puzzle_id, p.started_ms, p.wrong_tries])?;
    Ok(())
}

pub(crate) fn daily_wrong_try(conn: &Connection, day: &str) -> Result<()> {
    check_day(day)?;
    conn.prepare_cached("UPDATE daily_progress SET wrong_tries = wrong_tries + 1 WHERE day = ?1")?
        .execute([day])?;
    Ok(())
}

pub(crate) fn end_daily_in_progress(conn: &Connection, day: &str) -> Result<()> {
    conn.prepare_cached("DELETE FROM daily_progress WHERE day = ?1")?
        .execute([day])?;
    Ok(())
}
