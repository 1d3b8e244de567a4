//! Database schema and its step-by-step upgrades.
//!
//! The version lives in `PRAGMA user_version`. A fresh database gets [`CREATE_SQL`] (the current
//! schema) in one go; an older one is brought forward by [`upgrade_from`] one version at a time,
//! inside the same transaction, so an upgrade is all-or-nothing. Rules for changing the schema:
//!
//! 1. never edit a released upgrade step or [`history`];
//! 2. bump [`SCHEMA_VERSION`], add an arm to [`upgrade_from`], change [`CREATE_SQL`] so that a
//!    fresh database equals an upgraded one (a test compares them column by column);
//! 3. add the previous version's creation SQL to [`history`] and a fixture file made by it.
//!
//! History:
//! - **v1**: games, moves, settings, puzzle progress (without `solution_used`), lessons.
//! - **v2**: `daily_attempts` table; `games.ply_count` (backfilled from `moves`).
//! - **v3**: `games.computer_handicap`; `puzzle_progress.solution_used`.
//! - **v4**: `daily_progress` (a daily-puzzle attempt under way, saved when it starts).
//! - **v5**: `reviews` (a finished post-game review per game, versioned JSON).
//! - **v6**: `online_account` (this device's online account: server, name, token). Device-only
//!   data: never in a backup, not carried over by a salvage.
//! - **v7**: no new columns; the stored reviews are brought to review format 2 (a better
//!   move's and a reply's reasons as codes with arguments instead of German and English
//!   sentences, [`crate::review::upgrade_json`]), so an old review reads in any language.

use rusqlite::Connection;

use super::error::{Result, StoreError};

/// The schema version this build writes.
pub const SCHEMA_VERSION: u32 = 7;

/// `PRAGMA application_id` of a Xiangqi store ("XQST"), so foreign SQLite files are recognised.
pub const APPLICATION_ID: i32 = 0x5851_5354;

/// The current schema, for a fresh database (run inside a transaction).
pub const CREATE_SQL: &str = "
PRAGMA application_id = 1481724756;

CREATE TABLE games (
    id                   INTEGER PRIMARY KEY,
    mode                 TEXT NOT NULL CHECK (mode IN ('vs_computer', 'two_players')),
    level                TEXT CHECK (level IN ('easy', 'normal', 'strong')),
    computer_colour      TEXT CHECK (computer_colour IN ('red', 'black')),
    setup_kind           TEXT NOT NULL CHECK (setup_kind IN ('standard', 'handicap', 'fen')),
    setup_text           TEXT NOT NULL DEFAULT '',
    perpetual_check_only INTEGER NOT NULL DEFAULT 0,
    stalemate_is_draw    INTEGER NOT NULL DEFAULT 0,
    clock_settings       TEXT NOT NULL DEFAULT 'null',
    clock_state          TEXT NOT NULL DEFAULT 'null',
    status               TEXT NOT NULL CHECK (status IN ('ongoing', 'finished')),
    result               TEXT CHECK (result IN ('red_wins', 'black_wins', 'draw')),
    reason               TEXT,
    created_ms           INTEGER NOT NULL,
    updated_ms           INTEGER NOT NULL,
    ply_count            INTEGER NOT NULL DEFAULT 0,
    computer_handicap    TEXT
);
CREATE INDEX games_status_updated ON games (status, updated_ms);

CREATE TABLE moves (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    ply     INTEGER NOT NULL,
    iccs    TEXT NOT NULL,
    PRIMARY KEY (game_id, ply)
) WITHOUT ROWID;

CREATE TABLE settings (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE puzzle_progress (
    puzzle_id     TEXT PRIMARY KEY,
    solved        INTEGER NOT NULL DEFAULT 0,
    attempts      INTEGER NOT NULL DEFAULT 0,
    hint_used     INTEGER NOT NULL DEFAULT 0,
    updated_ms    INTEGER NOT NULL,
    solution_used INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE lesson_progress (
    lesson     INTEGER PRIMARY KEY,
    completed  INTEGER NOT NULL DEFAULT 0,
    attempts   INTEGER NOT NULL DEFAULT 0,
    updated_ms INTEGER NOT NULL
);

CREATE TABLE daily_attempts (
    day         TEXT PRIMARY KEY,
    puzzle_id   TEXT NOT NULL,
    score       INTEGER NOT NULL,
    wrong_tries INTEGER NOT NULL,
    seconds     INTEGER NOT NULL,
    solved      INTEGER NOT NULL,
    recorded_ms INTEGER NOT NULL
) WITHOUT ROWID;

CREATE TABLE daily_progress (
    day         TEXT PRIMARY KEY,
    puzzle_id   TEXT NOT NULL,
    started_ms  INTEGER NOT NULL,
    wrong_tries INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;

CREATE TABLE reviews (
    game_id    INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    ply_count  INTEGER NOT NULL,
    review     TEXT NOT NULL,
    created_ms INTEGER NOT NULL
);

CREATE TABLE online_account (
    id         INTEGER PRIMARY KEY CHECK (id = 1),
    server     TEXT NOT NULL,
    name       TEXT,
    token      TEXT,
    updated_ms INTEGER NOT NULL
);
";

/// Creation SQL of released older versions, frozen. Used to build the fixture databases that
/// the upgrade tests start from (see `core/tests/it/store_schema.rs`, `generate_fixtures`).
pub mod history {
    /// Schema version 1.
    pub const V1_SQL: &str = "
PRAGMA application_id = 1481724756;

CREATE TABLE games (
    id                   INTEGER PRIMARY KEY,
    mode                 TEXT NOT NULL CHECK (mode IN ('vs_computer', 'two_players')),
    level                TEXT CHECK (level IN ('easy', 'normal', 'strong')),
    computer_colour      TEXT CHECK (computer_colour IN ('red', 'black')),
    setup_kind           TEXT NOT NULL CHECK (setup_kind IN ('standard', 'handicap', 'fen')),
    setup_text           TEXT NOT NULL DEFAULT '',
    perpetual_check_only INTEGER NOT NULL DEFAULT 0,
    stalemate_is_draw    INTEGER NOT NULL DEFAULT 0,
    clock_settings       TEXT NOT NULL DEFAULT 'null',
    clock_state          TEXT NOT NULL DEFAULT 'null',
    status               TEXT NOT NULL CHECK (status IN ('ongoing', 'finished')),
    result               TEXT CHECK (result IN ('red_wins', 'black_wins', 'draw')),
    reason               TEXT,
    created_ms           INTEGER NOT NULL,
    updated_ms           INTEGER NOT NULL
);
CREATE INDEX games_status_updated ON games (status, updated_ms);

CREATE TABLE moves (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    ply     INTEGER NOT NULL,
    iccs    TEXT NOT NULL,
    PRIMARY KEY (game_id, ply)
) WITHOUT ROWID;

CREATE TABLE settings (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE puzzle_progress (
    puzzle_id  TEXT PRIMARY KEY,
    solved     INTEGER NOT NULL DEFAULT 0,
    attempts   INTEGER NOT NULL DEFAULT 0,
    hint_used  INTEGER NOT NULL DEFAULT 0,
    updated_ms INTEGER NOT NULL
);

CREATE TABLE lesson_progress (
    lesson     INTEGER PRIMARY KEY,
    completed  INTEGER NOT NULL DEFAULT 0,
    attempts   INTEGER NOT NULL DEFAULT 0,
    updated_ms INTEGER NOT NULL
);

PRAGMA user_version = 1;
";

    /// Schema version 5.
    pub const V5_SQL: &str = "
PRAGMA application_id = 1481724756;

CREATE TABLE games (
    id                   INTEGER PRIMARY KEY,
    mode                 TEXT NOT NULL CHECK (mode IN ('vs_computer', 'two_players')),
    level                TEXT CHECK (level IN ('easy', 'normal', 'strong')),
    computer_colour      TEXT CHECK (computer_colour IN ('red', 'black')),
    setup_kind           TEXT NOT NULL CHECK (setup_kind IN ('standard', 'handicap', 'fen')),
    setup_text           TEXT NOT NULL DEFAULT '',
    perpetual_check_only INTEGER NOT NULL DEFAULT 0,
    stalemate_is_draw    INTEGER NOT NULL DEFAULT 0,
    clock_settings       TEXT NOT NULL DEFAULT 'null',
    clock_state          TEXT NOT NULL DEFAULT 'null',
    status               TEXT NOT NULL CHECK (status IN ('ongoing', 'finished')),
    result               TEXT CHECK (result IN ('red_wins', 'black_wins', 'draw')),
    reason               TEXT,
    created_ms           INTEGER NOT NULL,
    updated_ms           INTEGER NOT NULL,
    ply_count            INTEGER NOT NULL DEFAULT 0,
    computer_handicap    TEXT
);
CREATE INDEX games_status_updated ON games (status, updated_ms);

CREATE TABLE moves (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    ply     INTEGER NOT NULL,
    iccs    TEXT NOT NULL,
    PRIMARY KEY (game_id, ply)
) WITHOUT ROWID;

CREATE TABLE settings (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE puzzle_progress (
    puzzle_id     TEXT PRIMARY KEY,
    solved        INTEGER NOT NULL DEFAULT 0,
    attempts      INTEGER NOT NULL DEFAULT 0,
    hint_used     INTEGER NOT NULL DEFAULT 0,
    updated_ms    INTEGER NOT NULL,
    solution_used INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE lesson_progress (
    lesson     INTEGER PRIMARY KEY,
    completed  INTEGER NOT NULL DEFAULT 0,
    attempts   INTEGER NOT NULL DEFAULT 0,
    updated_ms INTEGER NOT NULL
);

CREATE TABLE daily_attempts (
    day         TEXT PRIMARY KEY,
    puzzle_id   TEXT NOT NULL,
    score       INTEGER NOT NULL,
    wrong_tries INTEGER NOT NULL,
    seconds     INTEGER NOT NULL,
    solved      INTEGER NOT NULL,
    recorded_ms INTEGER NOT NULL
) WITHOUT ROWID;

CREATE TABLE daily_progress (
    day         TEXT PRIMARY KEY,
    puzzle_id   TEXT NOT NULL,
    started_ms  INTEGER NOT NULL,
    wrong_tries INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;

CREATE TABLE reviews (
    game_id    INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    ply_count  INTEGER NOT NULL,
    review     TEXT NOT NULL,
    created_ms INTEGER NOT NULL
);

PRAGMA user_version = 5;
";

    /// Schema version 6.
    pub const V6_SQL: &str = "
PRAGMA application_id = 1481724756;

CREATE TABLE games (
    id                   INTEGER PRIMARY KEY,
    mode                 TEXT NOT NULL CHECK (mode IN ('vs_computer', 'two_players')),
    level                TEXT CHECK (level IN ('easy', 'normal', 'strong')),
    computer_colour      TEXT CHECK (computer_colour IN ('red', 'black')),
    setup_kind           TEXT NOT NULL CHECK (setup_kind IN ('standard', 'handicap', 'fen')),
    setup_text           TEXT NOT NULL DEFAULT '',
    perpetual_check_only INTEGER NOT NULL DEFAULT 0,
    stalemate_is_draw    INTEGER NOT NULL DEFAULT 0,
    clock_settings       TEXT NOT NULL DEFAULT 'null',
    clock_state          TEXT NOT NULL DEFAULT 'null',
    status               TEXT NOT NULL CHECK (status IN ('ongoing', 'finished')),
    result               TEXT CHECK (result IN ('red_wins', 'black_wins', 'draw')),
    reason               TEXT,
    created_ms           INTEGER NOT NULL,
    updated_ms           INTEGER NOT NULL,
    ply_count            INTEGER NOT NULL DEFAULT 0,
    computer_handicap    TEXT
);
CREATE INDEX games_status_updated ON games (status, updated_ms);

CREATE TABLE moves (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    ply     INTEGER NOT NULL,
    iccs    TEXT NOT NULL,
    PRIMARY KEY (game_id, ply)
) WITHOUT ROWID;

CREATE TABLE settings (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE puzzle_progress (
    puzzle_id     TEXT PRIMARY KEY,
    solved        INTEGER NOT NULL DEFAULT 0,
    attempts      INTEGER NOT NULL DEFAULT 0,
    hint_used     INTEGER NOT NULL DEFAULT 0,
    updated_ms    INTEGER NOT NULL,
    solution_used INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE lesson_progress (
    lesson     INTEGER PRIMARY KEY,
    completed  INTEGER NOT NULL DEFAULT 0,
    attempts   INTEGER NOT NULL DEFAULT 0,
    updated_ms INTEGER NOT NULL
);

CREATE TABLE daily_attempts (
    day         TEXT PRIMARY KEY,
    puzzle_id   TEXT NOT NULL,
    score       INTEGER NOT NULL,
    wrong_tries INTEGER NOT NULL,
    seconds     INTEGER NOT NULL,
    solved      INTEGER NOT NULL,
    recorded_ms INTEGER NOT NULL
) WITHOUT ROWID;

CREATE TABLE daily_progress (
    day         TEXT PRIMARY KEY,
    puzzle_id   TEXT NOT NULL,
    started_ms  INTEGER NOT NULL,
    wrong_tries INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;

CREATE TABLE reviews (
    game_id    INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    ply_count  INTEGER NOT NULL,
    review     TEXT NOT NULL,
    created_ms INTEGER NOT NULL
);

CREATE TABLE online_account (
    id         INTEGER PRIMARY KEY CHECK (id = 1),
    server     TEXT NOT NULL,
    name       TEXT,
    token      TEXT,
    updated_ms INTEGER NOT NULL
);

PRAGMA user_version = 6;
";
}

/// v1 -> v2: daily puzzle attempts; move count kept on the game row.
const UPGRADE_1_TO_2: &str = "
CREATE TABLE daily_attempts (
    day         TEXT PRIMARY KEY,
    puzzle_id   TEXT NOT NULL,
    score       INTEGER NOT NULL,
    wrong_tries INTEGER NOT NULL,
    seconds     INTEGER NOT NULL,
    solved      INTEGER NOT NULL,
    recorded_ms INTEGER NOT NULL
) WITHOUT ROWID;
ALTER TABLE games ADD COLUMN ply_count INTEGER NOT NULL DEFAULT 0;
UPDATE games SET ply_count = (SELECT COUNT(*) FROM moves WHERE moves.game_id = games.id);
";

/// v2 -> v3: computer handicap as a house rule; "solution shown" for puzzles.
const UPGRADE_2_TO_3: &str = "
ALTER TABLE games ADD COLUMN computer_handicap TEXT;
ALTER TABLE puzzle_progress ADD COLUMN solution_used INTEGER NOT NULL DEFAULT 0;
";

/// v3 -> v4: the daily attempt under way, so that quitting the app does not reset it.
const UPGRADE_3_TO_4: &str = "
CREATE TABLE daily_progress (
    day         TEXT PRIMARY KEY,
    puzzle_id   TEXT NOT NULL,
    started_ms  INTEGER NOT NULL,
    wrong_tries INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;
";

/// v4 -> v5: a post-game review per game, so that it opens without searching again.
const UPGRADE_4_TO_5: &str = "
CREATE TABLE reviews (
    game_id    INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    ply_count  INTEGER NOT NULL,
    review     TEXT NOT NULL,
    created_ms INTEGER NOT NULL
);
";

/// v5 -> v6: the online account of this device (the token stays on the device: the backup
/// leaves this table out).
const UPGRADE_5_TO_6: &str = "
CREATE TABLE online_account (
    id         INTEGER PRIMARY KEY CHECK (id = 1),
    server     TEXT NOT NULL,
    name       TEXT,
    token      TEXT,
    updated_ms INTEGER NOT NULL
);
";

/// v6 -> v7: every stored review in the current review format (its reasons typed instead of
/// German and English sentences). A review that cannot be read stays as it is: the app
/// refuses it and reviews the game again, as it always did with a review it cannot read.
fn upgrade_6_to_7(conn: &Connection) -> Result<()> {
    let rows: Vec<(i64, String)> = conn
        .prepare("SELECT game_id, review FROM reviews ORDER BY game_id")?
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect::<std::result::Result<_, _>>()?;
    let mut update = conn.prepare("UPDATE reviews SET review = ?2 WHERE game_id = ?1")?;
    for (game_id, json) in rows {
        if let Ok(current) = crate::review::upgrade_json(&json) {
            if current != json {
                update.execute(rusqlite::params![game_id, current])?;
            }
        }
    }
    Ok(())
}

/// Upgrades the schema from `version` to `version + 1` (the caller loops and sets
/// `user_version`). Runs inside the caller's transaction.
pub fn upgrade_from(conn: &Connection, version: u32) -> Result<()> {
    let sql = match version {
        1 => UPGRADE_1_TO_2,
        2 => UPGRADE_2_TO_3,
        3 => UPGRADE_3_TO_4,
        4 => UPGRADE_4_TO_5,
        5 => UPGRADE_5_TO_6,
        6 => return upgrade_6_to_7(conn),
        v => {
            return Err(StoreError::Sqlite(format!(
                "no upgrade step from schema version {v}"
            )))
        }
    };
    conn.execute_batch(sql)?;
    Ok(())
}

/// Brings a database at `from` (0 = empty) to [`SCHEMA_VERSION`] and records the new version.
pub(crate) fn migrate(conn: &Connection, from: u32) -> Result<()> {
    if from == 0 {
        conn.execute_batch(CREATE_SQL)?;
    } else {
        for v in from..SCHEMA_VERSION {
            upgrade_from(conn, v)?;
        }
    }
    conn.pragma_update(None, "user_version", SCHEMA_VERSION)?;
    Ok(())
}
