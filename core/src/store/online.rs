//! SQL for this device's online account: one row (server, player name, token).
//!
//! Device-only data: the token is a credential for this device, so the backup leaves the
//! table out of the export and an import leaves it as it is. [`super::Store::recover`] does not
//! carry it over either (the player signs in again after a damaged store).

use rusqlite::{params, Connection, OptionalExtension};

use super::error::Result;

/// The online account of this device.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OnlineAccount {
    /// The server the account lives on.
    pub server: String,
    /// The player's name on that server, once chosen.
    pub name: Option<String>,
    /// The session token the server handed out (never exported in a backup).
    pub token: Option<String>,
}

pub(crate) fn load(conn: &Connection) -> Result<Option<OnlineAccount>> {
    let row = conn
        .prepare_cached("SELECT server, name, token FROM online_account WHERE id = 1")?
        .query_row([], |r| {
            Ok(OnlineAccount {
                server: r.get(0)?,
                name: r.get(1)?,
                token: r.get(2)?,
            })
        })
        .optional()?;
    Ok(row)
}

pub(crate) fn save(conn: &Connection, account: &OnlineAccount, now_ms: i64) -> Result<()> {
    conn.prepare_cached(
        "INSERT INTO online_account (id, server, name, token, updated_ms)
         VALUES (1, ?1, ?2, ?3, ?4)
         ON CONFLICT (id) DO UPDATE SET
           server = excluded.server, name = excluded.name, token = excluded.token,
           updated_ms = excluded.updated_ms",
    )?
    .execute(params![account.server, account.name, account.token, now_ms])?;
    Ok(())
}
