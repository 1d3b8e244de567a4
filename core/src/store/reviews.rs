//! SQL for stored post-game reviews: one per game, its JSON opaque to the store (the review
//! module writes and versions it), deleted with the game.

use rusqlite::{params, Connection, OptionalExtension};

use super::error::{Result, StoreError};
use super::model::{check_json, GameId};

/// A review as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredReview {
    /// How many moves of the game the review covers.
    pub ply_count: u32,
    /// The review's JSON, as saved.
    pub json: String,
    pub created_ms: i64,
}

pub(crate) fn save(
    conn: &Connection,
    id: GameId,
    ply_count: u32,
    json: &str,
    now_ms: i64,
) -> Result<()> {
    check_json("review", json)?;
    let exists = conn
        .prepare_cached("SELECT 1 FROM games WHERE id = ?1")?
        .query_row(params![id.0], |_| Ok(()))
        .optional()?;
    if exists.is_none() {
        return Err(StoreError::NotFound { id });
    }
    conn.prepare_cached(
        "INSERT INTO reviews (game_id, ply_count, review, created_ms) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (game_id) DO UPDATE SET
           ply_count = excluded.ply_count, review = excluded.review,
           created_ms = excluded.created_ms",
    )?
    .execute(params![id.0, ply_count, json, now_ms])?;
    Ok(())
}

pub(crate) fn load(conn: &Connection, id: GameId) -> Result<Option<StoredReview>> {
    let row = conn
        .prepare_cached("SELECT ply_count, review, created_ms FROM reviews WHERE game_id = ?1")?
        .query_row(params![id.0], |r| {
            Ok((r.get::<_, i64>(0)?, r.get::<_, String>(1)?, r.get(2)?))
        })
        .optional()?;
    row.map(|(plies, json, created_ms)| {
        let ply_count = u32::try_from(plies).map_err(|_| StoreError::Corrupt {
            detail: format!("review of game {} covers {plies} moves", id.0),
        })?;
        Ok(StoredReview {
            ply_count,
            json,
            created_ms,
        })
    })
    .transpose()
}
