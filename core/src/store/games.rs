//! SQL for games and moves. Functions take a `&Connection` (usually a transaction) so that the
//! [`Store`](super::Store) decides the transaction boundaries.

use rusqlite::{params, Connection, OptionalExtension, Row};

use super::error::{Result, StoreError};
use super::model::{
    check_iccs, check_json, check_setup, setup_from_columns, setup_to_columns, GameId, GameSummary,
    Mode, NewGame, StoredGame,
};
use crate::engine::Level;
use crate::game::{ComputerHandicap, EndReason, GameResult, GameState, HouseRules};
use crate::types::Color;

pub(crate) const SUMMARY_COLS: &str = "id, mode, level, computer_colour, setup_kind, setup_text, \
     perpetual_check_only, stalemate_is_draw, computer_handicap, status, result, reason, \
     ply_count, created_ms, updated_ms, clock_settings, clock_state";

fn bad_row(what: &str) -> rusqlite::Error {
    rusqlite::Error::FromSqlConversionFailure(
        0,
        rusqlite::types::Type::Text,
        format!("stored game has an invalid {what}").into(),
    )
}

/// Reads a row selected with [`SUMMARY_COLS`]; also returns the two clock columns.
pub(crate) fn summary_from_row(r: &Row<'_>) -> rusqlite::Result<(GameSummary, String, String)> {
    let mode = match r.get_ref(1)?.as_str()? {
        "two_players" => Mode::TwoPlayers,
        "vs_computer" => {
            let level: Option<String> = r.get(2)?;
            let colour: Option<String> = r.get(3)?;
            Mode::VsComputer {
                level: level
                    .as_deref()
                    .and_then(Level::parse)
                    .ok_or_else(|| bad_row("level"))?,
                computer_color: colour
                    .as_deref()
                    .and_then(Color::from_name)
                    .ok_or_else(|| bad_row("computer colour"))?,
            }
        }
        _ => return Err(bad_row("mode")),
    };
    let kind: String = r.get(4)?;
    let setup = setup_from_columns(&kind, r.get(5)?).ok_or_else(|| bad_row("setup"))?;
    let computer_handicap = match r.get::<_, Option<String>>(8)? {
        None => None,
        Some(name) => Some(ComputerHandicap::parse(&name).ok_or_else(|| bad_row("handicap"))?),
    };
    let house_rules = HouseRules {
        perpetual_check_only: r.get(6)?,
        stalemate_is_draw: r.get(7)?,
        computer_handicap,
    };
    let state = match r.get_ref(9)?.as_str()? {
        "ongoing" => GameState::Ongoing,
        "finished" => {
            let result: Option<String> = r.get(10)?;
            let reason: Option<String> = r.get(11)?;
            GameState::Finished {
                result: result
                    .as_deref()
                    .and_then(GameResult::parse)
                    .ok_or_else(|| bad_row("result"))?,
                reason: reason
                    .as_deref()
                    .and_then(EndReason::parse)
                    .ok_or_else(|| bad_row("end reason"))?,
            }
        }
        _ => return Err(bad_row("status")),
    };
    let ply_count: i64 = r.get(12)?;
    let summary = GameSummary {
        id: GameId(r.get(0)?),
        mode,
        setup,
        house_rules,
        state,
        ply_count: u32::try_from(ply_count).map_err(|_| bad_row("ply count"))?,
        created_ms: r.get(13)?,
        updated_ms: r.get(14)?,
    };
    Ok((summary, r.get(15)?, r.get(16)?))
}

pub(crate) fn validate_new(g: &NewGame) -> Result<()> {
    check_setup(&g.setup)?;
    check_json("clock settings", &g.clock_settings)?;
    check_json("clock state", &g.clock_state)?;
    Ok(())
}

/// Inserts a game row. `id` = `None` lets SQLite choose; moves are not inserted.
pub(crate) fn insert_game(
    conn: &Connection,
    id: Option<GameId>,
    g: &NewGame,
    state: &GameState,
    ply_count: u32,
    created_ms: i64,
    updated_ms: i64,
) -> Result<GameId> {
    validate_new(g)?;
    let (level, colour) = match g.mode {
        Mode::VsComputer {
            level,
            computer_color,
        } => (Some(level.name()), Some(computer_color.name())),
        Mode::TwoPlayers => (None, None),
    };
    let mode = match g.mode {
        Mode::VsComputer { .. } => "vs_computer",
        Mode::TwoPlayers => "two_players",
    };
    let (kind, text) = setup_to_columns(&g.setup);
    let (status_s, result, reason) = match state {
        GameState::Ongoing => ("ongoing", None, None),
        GameState::Finished { result, reason } => {
            ("finished", Some(result.name()), Some(reason.name()))
        }
    };
    let mut stmt = conn.prepare_cached(
        "INSERT INTO games (id, mode, level, computer_colour, setup_kind, setup_text,
             perpetual_check_only, stalemate_is_draw, computer_handicap, clock_settings,
             clock_state, status, result, reason, ply_count, created_ms, updated_ms)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17)",
    )?;
    stmt.execute(params![
        id.map(|i| i.0),
        mode,
        level,
        colour,
        kind,
        text,
        g.house_rules.perpetual_check_only,
        g.house_rules.stalemate_is_draw,
        g.house_rules.computer_handicap.map(ComputerHandicap::name),
        g.clock_settings,
        g.clock_state,
        status_s,
        result,
        reason,
        ply_count,
        created_ms,
        updated_ms
    ])?;
    Ok(GameId(conn.last_insert_rowid()))
}

pub(crate) fn insert_moves(conn: &Connection, id: GameId, moves: &[String]) -> Result<()> {
    let mut stmt =
        conn.prepare_cached("INSERT INTO moves (game_id, ply, iccs) VALUES (?1, ?2, ?3)")?;
    for (ply, m) in moves.iter().enumerate() {
        check_iccs(m)?;
        stmt.execute(params![id.0, ply as i64, m])?;
    }
    Ok(())
}

/// `(ply_count, finished)` of a game, or `NotFound`.
fn game_state(conn: &Connection, id: GameId) -> Result<(u32, bool)> {
    let row = conn
        .prepare_cached("SELECT ply_count, status FROM games WHERE id = ?1")?
        .query_row([id.0], |r| {
            Ok((r.get::<_, i64>(0)?, r.get_ref(1)?.as_str()? == "finished"))
        })
        .optional()?;
    match row {
        None => Err(StoreError::NotFound { id }),
        Some((n, finished)) => Ok((
            u32::try_from(n).map_err(|_| StoreError::Corrupt {
                detail: format!("game {id} has ply count {n}"),
            })?,
            finished,
        )),
    }
}

fn ongoing_state(conn: &Connection, id: GameId) -> Result<u32> {
    let (n, finished) = game_state(conn, id)?;
    if finished {
        return Err(StoreError::GameFinished { id });
    }
    Ok(n)
}

pub(crate) fn append_move(
    conn: &Connection,
    id: GameId,
    ply: u32,
    iccs: &str,
    clock_state: &str,
    now_ms: i64,
) -> Result<()> {
    check_iccs(iccs)?;
    check_json("clock state", clock_state)?;
    let expected = ongoing_state(conn, id)?;
    if ply != expected {
        return Err(StoreError::WrongPly { expected, got: ply });
    }
    conn.prepare_cached("INSERT INTO moves (game_id, ply, iccs) VALUES (?1, ?2, ?3)")?
        .execute(params![id.0, ply, iccs])?;
    conn.prepare_cached(
        "UPDATE games SET ply_count = ?2, clock_state = ?3, updated_ms = ?4 WHERE id = ?1",
    )?
    .execute(params![id.0, ply + 1, clock_state, now_ms])?;
    Ok(())
}

pub(crate) fn truncate_moves(
    conn: &Connection,
    id: GameId,
    keep: u32,
    clock_state: &str,
    now_ms: i64,
) -> Result<()> {
    check_json("clock state", clock_state)?;
    let count = ongoing_state(conn, id)?;
    if keep > count {
        return Err(StoreError::WrongPly {
            expected: count,
            got: keep,
        });
    }
    conn.prepare_cached("DELETE FROM moves WHERE game_id = ?1 AND ply >= ?2")?
        .execute(params![id.0, keep])?;
    conn.prepare_cached(
        "UPDATE games SET ply_count = ?2, clock_state = ?3, updated_ms = ?4 WHERE id = ?1",
    )?
    .execute(params![id.0, keep, clock_state, now_ms])?;
    Ok(())
}

pub(crate) fn update_clock(
    conn: &Connection,
    id: GameId,
    clock_state: &str,
    now_ms: i64,
) -> Result<()> {
    check_json("clock state", clock_state)?;
    let n = conn
        .prepare_cached("UPDATE games SET clock_state = ?2, updated_ms = ?3 WHERE id = ?1")?
        .execute(params![id.0, clock_state, now_ms])?;
    if n == 0 {
        return Err(StoreError::NotFound { id });
    }
    Ok(())
}

pub(crate) fn finish(
    conn: &Connection,
    id: GameId,
    result: GameResult,
    reason: EndReason,
    now_ms: i64,
) -> Result<()> {
    ongoing_state(conn, id)?;
    conn.prepare_cached(
        "UPDATE games SET status = 'finished', result = ?2, reason = ?3, updated_ms = ?4
         WHERE id = ?1",
    )?
    .execute(params![id.0, result.name(), reason.name(), now_ms])?;
    Ok(())
}

pub(crate) fn delete(conn: &Connection, id: GameId) -> Result<()> {
    // Explicit, so deletion does not depend on `PRAGMA foreign_keys`.
    conn.prepare_cached("DELETE FROM moves WHERE game_id = ?1")?
        .execute([id.0])?;
    let n = conn
        .prepare_cached("DELETE FROM games WHERE id = ?1")?
        .execute([id.0])?;
    if n == 0 {
        return Err(StoreError::NotFound { id });
    }
    Ok(())
}

pub(crate) fn moves(conn: &Connection, id: GameId) -> Result<Vec<String>> {
    let mut stmt =
        conn.prepare_cached("SELECT ply, iccs FROM moves WHERE game_id = ?1 ORDER BY ply")?;
    let mut rows = stmt.query([id.0])?;
    let mut out = Vec::new();
    while let Some(r) = rows.next()? {
        let ply: i64 = r.get(0)?;
        if ply != out.len() as i64 {
            return Err(StoreError::Corrupt {
                detail: format!("game {id}: move list has a gap at ply {}", out.len()),
            });
        }
        out.push(r.get(1)?);
    }
    Ok(out)
}

pub(crate) fn load(conn: &Connection, id: GameId) -> Result<StoredGame> {
    let sql = format!("SELECT {SUMMARY_COLS} FROM games WHERE id = ?1");
    let row = conn
        .prepare_cached(&sql)?
        .query_row([id.0], summary_from_row)
        .optional()?;
    let Some((s, clock_settings, clock_state)) = row else {
        return Err(StoreError::NotFound { id });
    };
    let moves = moves(conn, id)?;
    if moves.len() != s.ply_count as usize {
        return Err(StoreError::Corrupt {
            detail: format!(
                "game {id}: {} moves stored, ply count says {}",
                moves.len(),
                s.ply_count
            ),
        });
    }
    Ok(StoredGame {
        id: s.id,
        mode: s.mode,
        setup: s.setup,
        house_rules: s.house_rules,
        clock_settings,
        clock_state,
        state: s.state,
        moves,
        created_ms: s.created_ms,
        updated_ms: s.updated_ms,
    })
}

pub(crate) fn summaries(
    conn: &Connection,
    status: &str,
    limit: u32,
    offset: u32,
) -> Result<Vec<GameSummary>> {
    let sql = format!(
        "SELECT {SUMMARY_COLS} FROM games WHERE status = ?1
         ORDER BY updated_ms DESC, id DESC LIMIT ?2 OFFSET ?3"
    );
    let mut stmt = conn.prepare_cached(&sql)?;
    let rows = stmt.query_map(params![status, limit, offset], |r| {
        summary_from_row(r).map(|t| t.0)
    })?;
    Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
}

pub(crate) fn latest_unfinished_id(conn: &Connection) -> Result<Option<GameId>> {
    Ok(conn
        .prepare_cached(
            "SELECT id FROM games WHERE status = 'ongoing'
             ORDER BY updated_ms DESC, id DESC LIMIT 1",
        )?
        .query_row([], |r| Ok(GameId(r.get(0)?)))
        .optional()?)
}

pub(crate) fn all_ids(conn: &Connection) -> Result<Vec<GameId>> {
    let mut stmt = conn.prepare_cached("SELECT id FROM games ORDER BY id")?;
    let rows = stmt.query_map([], |r| Ok(GameId(r.get(0)?)))?;
    Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
}
