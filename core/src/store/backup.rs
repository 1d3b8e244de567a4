//! JSON backup of the whole store.

use std::collections::HashSet;

use rusqlite::Connection;
use serde::{Deserialize, Serialize};

use super::error::{Result, StoreError};
use super::games;
use super::model::{check_iccs, NewGame, StoredGame};
use super::progress::{self, DailyAttempt, DailyInProgress, LessonProgress, PuzzleProgress};
use super::settings::{self, Settings};

/// Value of the `format` field of a backup.
pub const BACKUP_FORMAT: &str = "xiangqi-store-backup";

/// Version of the backup layout written by this build; imports accept this and older.
pub const BACKUP_VERSION: u32 = 1;

/// A daily attempt plus when it was recorded.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct DailyEntry {
    #[serde(flatten)]
    pub attempt: DailyAttempt,
    pub recorded_ms: i64,
}

#[derive(Debug, Serialize, Deserialize)]
pub(crate) struct Backup {
    pub format: String,
    pub version: u32,
    pub games: Vec<StoredGame>,
    pub settings: Settings,
    pub puzzles: Vec<PuzzleProgress>,
    pub daily: Vec<DailyEntry>,
    /// Daily attempts under way (absent from backups of older builds).
    #[serde(default)]
    pub daily_in_progress: Vec<DailyInProgress>,
    pub lessons: Vec<LessonProgress>,
}

/// The backup holds what the player made (games, settings, progress), never device-only data:
/// the `online_account` table (with its token, a credential of this device) is left out, so a
/// backup file shared or moved to another phone carries no credential.
pub(crate) fn export(conn: &Connection) -> Result<String> {
    let mut games_out = Vec::new();
    for id in games::all_ids(conn)? {
        games_out.push(games::load(conn, id)?);
    }
    let backup = Backup {
        format: BACKUP_FORMAT.to_string(),
        version: BACKUP_VERSION,
        games: games_out,
        settings: settings::load(conn)?,
        puzzles: progress::all_puzzles(conn)?,
        daily: progress::all_daily(conn)?
            .into_iter()
            .map(|(attempt, recorded_ms)| DailyEntry {
                attempt,
                recorded_ms,
            })
            .collect(),
        daily_in_progress: progress::all_daily_in_progress(conn)?,
        lessons: progress::lessons(conn)?,
    };
    serde_json::to_string_pretty(&backup)
        .map_err(|e| StoreError::Sqlite(format!("serialising backup: {e}")))
}

fn bad(msg: impl Into<String>) -> StoreError {
    StoreError::InvalidBackup(msg.into())
}

/// Parses and checks a backup without touching the database.
pub(crate) fn parse(json: &str) -> Result<Backup> {
    let b: Backup = serde_json::from_str(json).map_err(|e| bad(e.to_string()))?;
    if b.format != BACKUP_FORMAT {
        return Err(bad(format!(
            "format is {:?}, not {BACKUP_FORMAT:?}",
            b.format
        )));
    }
    if b.version == 0 || b.version > BACKUP_VERSION {
        return Err(bad(format!(
            "backup version {} not supported (this build reads 1..={BACKUP_VERSION})",
            b.version
        )));
    }
    let mut ids = HashSet::new();
    for g in &b.games {
        if !ids.insert(g.id) {
            return Err(bad(format!("game id {} appears twice", g.id)));
        }
        for m in &g.moves {
            check_iccs(m).map_err(|e| bad(format!("game {}: {e}", g.id)))?;
        }
        if g.moves.len() > u32::MAX as usize {
            return Err(bad(format!("game {}: too many moves", g.id)));
        }
        let new = new_game(g);
        games::validate_new(&new).map_err(|e| bad(format!("game {}: {e}", g.id)))?;
    }
    let mut seen = HashSet::new();
    for p in &b.puzzles {
        if !seen.insert(p.puzzle_id.as_str()) {
            return Err(bad(format!("puzzle {:?} appears twice", p.puzzle_id)));
        }
    }
    let mut days = HashSet::new();
    for d in &b.daily {
        progress::validate_daily(&d.attempt).map_err(|e| bad(e.to_string()))?;
        if !days.insert(d.attempt.day.as_str()) {
            return Err(bad(format!(
                "daily attempt for {} appears twice",
                d.attempt.day
            )));
        }
    }
    let mut lessons = HashSet::new();
    for l in &b.lessons {
        if !lessons.insert(l.lesson) {
            return Err(bad(format!("lesson {} appears twice", l.lesson)));
        }
    }
    Ok(b)
}

fn new_game(g: &StoredGame) -> NewGame {
    NewGame {
        mode: g.mode,
        setup: g.setup.clone(),
        house_rules: g.house_rules,
        clock_settings: g.clock_settings.clone(),
        clock_state: g.clock_state.clone(),
    }
}

/// Replaces all contents with `b`. Runs inside the caller's transaction. Device-only tables
/// (`online_account`) are not in a backup and are left as they are: importing does not sign
/// the device out.
pub(crate) fn replace_all(conn: &Connection, b: &Backup) -> Result<()> {
    conn.execute_batch(
        "DELETE FROM moves; DELETE FROM games; DELETE FROM settings;
         DELETE FROM puzzle_progress; DELETE FROM daily_attempts; DELETE FROM daily_progress;
         DELETE FROM lesson_progress;",
    )?;
    for g in &b.games {
        games::insert_game(
            conn,
            Some(g.id),
            &new_game(g),
            &g.state,
            g.moves.len() as u32,
            g.created_ms,
            g.updated_ms,
        )?;
        games::insert_moves(conn, g.id, &g.moves)?;
    }
    settings::save(conn, &b.settings)?;
    for p in &b.puzzles {
        progress::insert_puzzle(conn, p)?;
    }
    for d in &b.daily {
        progress::insert_daily(conn, &d.attempt, d.recorded_ms)?;
    }
    for p in &b.daily_in_progress {
        progress::insert_daily_in_progress(conn, p)?;
    }
    for l in &b.lessons {
        progress::insert_lesson(conn, l)?;
    }
    Ok(())
}

/// What [`salvage`] carried over from a damaged database into the fresh one.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Salvaged {
    /// Games (with their moves) that could be read and were carried over.
    pub games: u32,
    /// Games that could not be read (left in the damaged file).
    pub games_lost: u32,
    /// The settings could be read.
    pub settings: bool,
    /// Puzzle, daily-puzzle and lesson progress entries carried over.
    pub progress: u32,
}

/// Reads what it can from the damaged database `old` (each table on its own; a game that does
/// not load is skipped) and writes it into the fresh store `new` (inside the caller's
/// transaction). Nothing that fails to read stops the rest.
///
/// The online account (schema v6) is deliberately not carried over: it is device-only data
/// that the player gets back by signing in again, and a token read from a damaged file is
/// not worth trusting.
pub(crate) fn salvage(old: &Connection, new: &Connection) -> Result<Salvaged> {
    let mut out = Salvaged::default();
    for id in games::all_ids(old).unwrap_or_default() {
        let game = games::load(old, id).ok().filter(|g| {
            g.moves.iter().all(|m| check_iccs(m).is_ok())
                && games::validate_new(&new_game(g)).is_ok()
        });
        let Some(g) = game else {
            out.games_lost += 1;
            continue;
        };
        let n = g.moves.len() as u32;
        games::insert_game(
            new,
            Some(g.id),
            &new_game(&g),
            &g.state,
            n,
            g.created_ms,
            g.updated_ms,
        )?;
        games::insert_moves(new, g.id, &g.moves)?;
        out.games += 1;
    }
    if let Ok(s) = settings::load(old) {
        settings::save(new, &s)?;
        out.settings = true;
    }
    for p in progress::all_puzzles(old).unwrap_or_default() {
        progress::insert_puzzle(new, &p)?;
        out.progress += 1;
    }
    for (a, recorded_ms) in progress::all_daily(old).unwrap_or_default() {
        if progress::validate_daily(&a).is_ok() {
            progress::insert_daily(new, &a, recorded_ms)?;
            out.progress += 1;
        }
    }
    for p in progress::all_daily_in_progress(old).unwrap_or_default() {
        if progress::insert_daily_in_progress(new, &p).is_ok() {
            out.progress += 1;
        }
    }
    for l in progress::lessons(old).unwrap_or_default() {
        progress::insert_lesson(new, &l)?;
        out.progress += 1;
    }
    Ok(out)
}
