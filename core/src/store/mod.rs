//! Persistence on the device, in SQLite.
//!
//! The store keeps unfinished and finished games (moves as ICCS strings, clocks as opaque JSON),
//! settings, puzzle / daily-puzzle / lesson progress and this device's online account (never in
//! a backup), and derives the statistics shown under "Meine Partien" and the win/draw/loss
//! record per computer level. It knows nothing about the rules: callers hand it plain data.
//!
//! # Durability
//! One [`Store`] owns one connection, the only writer of the app. The database runs in WAL mode
//! with `synchronous = FULL` by default: every write method is one `BEGIN IMMEDIATE`
//! transaction, and when it returns `Ok` the change is in the WAL **and fsync'ed**, so it
//! survives a process kill and a power loss. WAL + `NORMAL` ([`Durability::Normal`]) survives a
//! process kill too but can lose the last commits on power loss; on a phone a dying battery is a
//! real case, so `FULL` is the default. Its cost is one fdatasync per move: the store's own
//! overhead is ~0.03 ms, the rest is the storage's flush latency (see `examples/store_bench.rs`).
//! The UI shows a move as done only after [`Store::append_move`] returned.
//!
//! Checkpoints (copying the WAL into the database, with its own fsyncs) are kept off the move
//! path: [`Store::finish_game`] and [`Store::checkpoint`] (called when the app goes to the
//! background) run them; SQLite's automatic checkpoint is only a safety net
//! ([`WAL_AUTOCHECKPOINT_PAGES`]).
//!
//! A second connection on the same file (another `Store`, a backup tool) is safe: writers are
//! serialised by SQLite's lock; a writer that cannot get the lock within the busy timeout gets
//! [`StoreError::Busy`] and nothing is written.
//!
//! # Damage and versions
//! [`Store::open`] checks the file before writing to it: header, application id, schema
//! version, truncation, and after an unclean shutdown (non-empty `-wal`) a full
//! `PRAGMA quick_check`. ([`Check::Quick`] scans on every open; that costs ~10-50 ms with
//! 1,000 games, which is why it is not the default.) A damaged file gives
//! [`StoreError::Corrupt`] — from `open`, or from the first call that reads a damaged page —
//! and is left as it is; [`Store::recover`] moves it aside (never deletes it) and starts a
//! fresh store. A file written by a newer schema gives
//! [`StoreError::NewerVersion`] and is left byte-for-byte untouched. Older schemas are upgraded
//! in one transaction (see [`schema`]).
//!
//! # Example
//! ```
//! use xiangqi::engine::Level;
//! use xiangqi::game::{EndReason, GameResult, GameSetup, HouseRules};
//! use xiangqi::store::{Mode, NewGame, Store};
//! use xiangqi::Color;
//!
//! let mut store = Store::open_in_memory()?;
//! let id = store.create_game(
//!     &NewGame {
//!         mode: Mode::VsComputer { level: Level::Normal, computer_color: Color::Black },
//!         setup: GameSetup::Standard,
//!         house_rules: HouseRules::default(),
//!         clock_settings: r#"{"per_move":60}"#.into(),
//!         clock_state: r#"{"left_ms":60000}"#.into(),
//!     },
//!     1_700_000_000_000,
//! )?;
//! store.append_move(id, 0, "h2e2", r#"{"left_ms":60000}"#, 1_700_000_001_000)?;
//! store.append_move(id, 1, "h9g7", r#"{"left_ms":60000}"#, 1_700_000_002_000)?;
//!
//! // After a restart: offer the unfinished game again, exactly as it was.
//! let game = store.latest_unfinished()?.expect("one game is unfinished");
//! assert_eq!(game.moves, ["h2e2", "h9g7"]);
//!
//! store.finish_game(id, GameResult::RedWins, EndReason::Checkmate, 1_700_000_003_000)?;
//! assert_eq!(store.record_by_level()?[1].record.wins, 1);
//! # Ok::<(), xiangqi::store::StoreError>(())
//! ```

mod backup;
mod error;
mod games;
mod model;
mod online;
mod progress;
mod reviews;
pub mod schema;
mod settings;
mod stats;

use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::game::{EndReason, GameResult, GameState};
use rusqlite::config::DbConfig;
use rusqlite::{Connection, OpenFlags, TransactionBehavior};

pub use backup::{Salvaged, BACKUP_FORMAT, BACKUP_VERSION};
pub use error::{Result, StoreError};
pub use model::{is_iccs, GameId, GameSummary, Mode, NewGame, StoredGame};
pub use online::OnlineAccount;
pub use progress::{
    DailyAttempt, DailyInProgress, DailyRecord, DailyStart, LessonProgress, PuzzleAttempt,
    PuzzleProgress,
};
pub use reviews::StoredReview;
pub use schema::SCHEMA_VERSION;
pub use settings::{PieceFaces, Settings, Stage};
pub use stats::{ColorResults, LevelRecord, Statistics, WinDrawLoss};

/// Busy timeout of a freshly opened store.
pub const DEFAULT_BUSY_TIMEOUT: Duration = Duration::from_millis(1000);

/// WAL size (in pages) at which SQLite checkpoints on its own, inside a commit. Far above a
/// game's worth (~5 pages per move) so that it only fires if the app never reaches a quiet
/// moment ([`Store::checkpoint`]); SQLite's default (1,000) would put a checkpoint on every
/// ~200th move.
pub const WAL_AUTOCHECKPOINT_PAGES: u32 = 10_000;

/// The app's database: one writer connection. See the [module docs](self).
#[derive(Debug)]
pub struct Store {
    conn: Connection,
    path: Option<PathBuf>,
}

/// Result of [`Store::recover`].
#[derive(Debug)]
pub struct Recovered {
    /// A fresh store at the original path, with what could be read from the old file.
    pub store: Store,
    /// Where the old database file went (its `-wal`/`-shm` files got the same name plus
    /// `-wal`/`-shm`), or `None` if there was no file.
    pub moved_to: Option<PathBuf>,
    /// What was carried over from the old file.
    pub salvaged: Salvaged,
}

fn user_version(conn: &Connection) -> Result<u32> {
    let v: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    u32::try_from(v).map_err(|_| StoreError::Corrupt {
        detail: format!("user_version {v} is negative"),
    })
}

/// Runs `PRAGMA quick_check` (or `integrity_check` when `full`), `Corrupt` unless "ok".
fn check_integrity(conn: &Connection, full: bool) -> Result<()> {
    let sql = if full {
        "PRAGMA integrity_check(20)"
    } else {
        "PRAGMA quick_check(20)"
    };
    let mut stmt = conn.prepare(sql)?;
    let lines = stmt
        .query_map([], |r| r.get::<_, String>(0))?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    if lines.len() == 1 && lines[0] == "ok" {
        Ok(())
    } else {
        Err(StoreError::Corrupt {
            detail: lines.join("; "),
        })
    }
}

/// How much [`Store::open_with`] checks the file before using it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Check {
    /// Always: the header (magic, application id, schema version) and that the file is not
    /// shorter than its header says (truncation). `PRAGMA quick_check` over the whole file
    /// only after an unclean shutdown (a non-empty `-wal` or a `-journal` file next to it).
    /// Damage elsewhere surfaces as [`StoreError::Corrupt`] from the call that reads it.
    #[default]
    Auto,
    /// As `Auto`, plus `PRAGMA quick_check` on every open (O(size): about 10-50 ms for
    /// 1,000 stored games).
    Quick,
    /// As `Auto`, plus the full `PRAGMA integrity_check` (slower still).
    Full,
}

/// How hard a commit works to reach the disk.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Durability {
    /// `synchronous = FULL`: every commit is fsync'ed; an acknowledged move survives a process
    /// kill and a power loss. The default.
    #[default]
    Full,
    /// `synchronous = NORMAL`: no fsync per commit (only at checkpoints); survives a process
    /// kill, but a power loss may lose the last moves. Cheaper on slow flash.
    Normal,
}

/// Options for [`Store::open_with`]. `OpenOptions::default()` is what [`Store::open`] uses.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct OpenOptions {
    /// Checks on open.
    pub check: Check,
    /// Commit durability.
    pub durability: Durability,
}

/// Cheap checks on the raw file: header magic and truncation, plus whether the last session
/// ended uncleanly (so a full scan is worth it). Returns `true` for "unclean".
fn inspect_file(path: &Path) -> Result<bool> {
    use std::io::Read;
    let side = |suffix: &str| {
        std::fs::metadata(with_suffix(path, suffix))
            .map(|m| m.len() > 0)
            .unwrap_or(false)
    };
    let unclean = side("-wal") || side("-journal");
    let mut header = [0u8; 100];
    let len = match std::fs::File::open(path) {
        Ok(mut f) => {
            let len = f.metadata().map_err(|e| StoreError::io(path, e))?.len();
            if len == 0 {
                return Ok(unclean);
            }
            if len < 100 {
                return Err(StoreError::Corrupt {
                    detail: format!("file has only {len} bytes"),
                });
            }
            f.read_exact(&mut header)
                .map_err(|e| StoreError::io(path, e))?;
            len
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(unclean),
        Err(e) => return Err(StoreError::io(path, e)),
    };
    if &header[..16] != b"SQLite format 3\0" {
        return Err(StoreError::Corrupt {
            detail: "not an SQLite database (bad header)".into(),
        });
    }
    let be32 =
        |i: usize| u32::from_be_bytes([header[i], header[i + 1], header[i + 2], header[i + 3]]);
    let page_size = match u16::from_be_bytes([header[16], header[17]]) {
        1 => 65_536u64,
        n => u64::from(n),
    };
    let pages = u64::from(be32(28));
    // The in-header size is only valid if "version-valid-for" matches the change counter.
    // With a WAL to replay, the file may legitimately lag behind; quick_check covers that.
    if !unclean && be32(24) == be32(92) && pages * page_size > len {
        return Err(StoreError::Corrupt {
            detail: format!(
                "file is truncated: {len} bytes, header says {pages} pages of {page_size}"
            ),
        });
    }
    Ok(unclean)
}

/// Read-only checks before anything is written to the file.
fn preflight(conn: &Connection, check: Option<bool>) -> Result<u32> {
    let version = user_version(conn)?;
    if version > SCHEMA_VERSION {
        return Err(StoreError::NewerVersion {
            found: version,
            supported: SCHEMA_VERSION,
        });
    }
    let app_id: i32 = conn.query_row("PRAGMA application_id", [], |r| r.get(0))?;
    if app_id != 0 && app_id != schema::APPLICATION_ID {
        return Err(StoreError::Corrupt {
            detail: format!("application_id {app_id:#x} is not a Xiangqi store"),
        });
    }
    if version == 0 {
        let objects: i64 = conn.query_row(
            "SELECT COUNT(*) FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'",
            [],
            |r| r.get(0),
        )?;
        if objects > 0 {
            return Err(StoreError::Corrupt {
                detail: "an SQLite database with foreign tables, not a Xiangqi store".into(),
            });
        }
    }
    if let Some(full) = check {
        check_integrity(conn, full)?;
    }
    Ok(version)
}

fn now_unix_ms() -> u128 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis())
        .unwrap_or(0)
}

/// Removes the `-wal` and `-shm` files beside `db` when the WAL holds nothing (empty or
/// absent): an open that found the file damaged leaves them behind, and beside a
/// moved-aside copy they are litter, not data. A WAL with frames is kept for a rescue.
fn drop_empty_wal(db: &Path) {
    let wal = with_suffix(db, "-wal");
    let empty = !matches!(std::fs::metadata(&wal), Ok(m) if m.len() > 0);
    if empty {
        let _ = std::fs::remove_file(wal);
        let _ = std::fs::remove_file(with_suffix(db, "-shm"));
    }
}

fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut s = path.as_os_str().to_os_string();
    s.push(suffix);
    PathBuf::from(s)
}

impl Store {
    /// Opens (or creates) the store at `path`, checks it, switches it to WAL and upgrades an
    /// older schema.
    ///
    /// Errors: [`StoreError::Corrupt`] for a damaged or foreign file, [`StoreError::NewerVersion`]
    /// for a file from a newer app (both leave the file untouched), [`StoreError::Busy`] if a
    /// needed upgrade cannot get the write lock.
    pub fn open(path: impl AsRef<Path>) -> Result<Store> {
        Store::open_with(path, OpenOptions::default())
    }

    /// [`Store::open`] with explicit checks and durability.
    pub fn open_with(path: impl AsRef<Path>, options: OpenOptions) -> Result<Store> {
        let path = path.as_ref();
        Store::open_at(path, options).map_err(|e| e.at(Some(path)))
    }

    fn open_at(path: &Path, options: OpenOptions) -> Result<Store> {
        let unclean = inspect_file(path)?;
        let scan = match options.check {
            Check::Auto if unclean => Some(false),
            Check::Auto => None,
            Check::Quick => Some(false),
            Check::Full => Some(true),
        };
        let flags = OpenFlags::SQLITE_OPEN_READ_WRITE
            | OpenFlags::SQLITE_OPEN_CREATE
            | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = Connection::open_with_flags(path, flags)?;
        conn.busy_timeout(DEFAULT_BUSY_TIMEOUT)?;
        // Until the file is known to be ours and current, closing must not write to it.
        conn.set_db_config(DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, true)?;
        let version = preflight(&conn, scan)?;
        conn.set_db_config(DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, false)?;
        Store::configure(&conn, true, options.durability)?;
        let mut store = Store {
            conn,
            path: Some(path.to_path_buf()),
        };
        if version != SCHEMA_VERSION {
            store.migrate()?;
        }
        Ok(store)
    }

    /// A store in memory, for tests and previews. Nothing survives dropping it.
    pub fn open_in_memory() -> Result<Store> {
        let conn = Connection::open_in_memory()?;
        Store::configure(&conn, false, Durability::Full)?;
        let mut store = Store { conn, path: None };
        store.migrate()?;
        Ok(store)
    }

    fn configure(conn: &Connection, file: bool, durability: Durability) -> Result<()> {
        if file {
            let mode: String = conn.query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0))?;
            if !mode.eq_ignore_ascii_case("wal") {
                return Err(StoreError::Sqlite(format!(
                    "could not switch to WAL (journal_mode is {mode})"
                )));
            }
            // Cap the WAL file after checkpoints so it does not keep its peak size.
            conn.query_row("PRAGMA journal_size_limit = 4194304", [], |_| Ok(()))?;
            // Checkpoints copy the WAL into the database and fsync it: milliseconds that must
            // not land on a move. They run at quiet moments instead ([`Store::checkpoint`]:
            // game end, app to background); this automatic one is only a safety net.
            conn.pragma_update(None, "wal_autocheckpoint", WAL_AUTOCHECKPOINT_PAGES)?;
        }
        let sync = match durability {
            Durability::Full => "FULL",
            Durability::Normal => "NORMAL",
        };
        conn.pragma_update(None, "synchronous", sync)?;
        conn.pragma_update(None, "foreign_keys", true)?;
        Ok(())
    }

    fn migrate(&mut self) -> Result<()> {
        self.write(|tx| {
            // Re-read under the write lock: another connection may have upgraded meanwhile.
            let v = user_version(tx)?;
            if v > SCHEMA_VERSION {
                return Err(StoreError::NewerVersion {
                    found: v,
                    supported: SCHEMA_VERSION,
                });
            }
            if v < SCHEMA_VERSION {
                schema::migrate(tx, v)?;
            }
            Ok(())
        })
    }

    /// Moves a (damaged) database at `path` aside, opens a fresh store there and carries over
    /// what can still be read from the old file (games that load, settings, progress; not the
    /// online account, which the player gets back by signing in again).
    ///
    /// The old file is renamed to `<path>.corrupt-<unix ms>` (with `-1`, `-2`, ... appended if
    /// that exists); its `-wal`, `-shm` and `-journal` files get the same new name plus their
    /// suffix, so the set can still be opened for rescue. Nothing that holds data is deleted:
    /// an empty WAL and its `-shm` index (left by the open that found the damage, or by the
    /// salvage's read) are removed. Call it only with
    /// no other connection open on `path`, typically after [`Store::open`] returned
    /// [`StoreError::Corrupt`] and the user agreed to start over.
    pub fn recover(path: impl AsRef<Path>) -> Result<Recovered> {
        let path = path.as_ref();
        let side_files = ["-wal", "-shm", "-journal"];
        let exists = |p: &Path| p.symlink_metadata().is_ok();
        let any = exists(path) || side_files.iter().any(|s| exists(&with_suffix(path, s)));
        let mut moved_to = None;
        if any {
            let stamp = format!(".corrupt-{}", now_unix_ms());
            let mut target = with_suffix(path, &stamp);
            let mut n = 0;
            while exists(&target) || side_files.iter().any(|s| exists(&with_suffix(&target, s))) {
                n += 1;
                target = with_suffix(path, &format!("{stamp}-{n}"));
            }
            // Side files first: a stale WAL must never be left next to the fresh database.
            for s in side_files {
                let from = with_suffix(path, s);
                if exists(&from) {
                    std::fs::rename(&from, with_suffix(&target, s))
                        .map_err(|e| StoreError::io(&from, e))?;
                }
            }
            if exists(path) {
                std::fs::rename(path, &target).map_err(|e| StoreError::io(path, e))?;
            }
            drop_empty_wal(&target);
            moved_to = Some(target);
        }
        let mut store = Store::open(path)?;
        let salvaged = match &moved_to {
            Some(old) => store.salvage_from(old)?,
            None => Salvaged::default(),
        };
        Ok(Recovered {
            store,
            moved_to,
            salvaged,
        })
    }

    /// Copies what can be read from the database file `old` into this (fresh) store, in one
    /// transaction. The old file is opened read-only and never written.
    fn salvage_from(&mut self, old: &Path) -> Result<Salvaged> {
        // Reading a WAL-mode file makes SQLite create `-shm` (and `-wal`) files beside it;
        // those are removed again, so only the moved-aside set stays (a rescue copy, not
        // litter). Side files that were there before are kept.
        let side_files: Vec<PathBuf> = ["-wal", "-shm"]
            .iter()
            .map(|s| with_suffix(old, s))
            .filter(|p| p.symlink_metadata().is_err())
            .collect();
        let salvaged = self.salvage_read(old);
        for p in side_files {
            let _ = std::fs::remove_file(p);
        }
        salvaged
    }

    fn salvage_read(&mut self, old: &Path) -> Result<Salvaged> {
        let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let Ok(conn) = Connection::open_with_flags(old, flags) else {
            return Ok(Salvaged::default());
        };
        // A file that is not ours (or from a newer schema) holds nothing this build can read.
        if preflight(&conn, None).is_err() {
            return Ok(Salvaged::default());
        }
        self.write(|tx| backup::salvage(&conn, tx))
    }

    /// The file this store was opened from (`None` in memory).
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// How long a write waits for another connection's lock before [`StoreError::Busy`].
    pub fn set_busy_timeout(&self, timeout: Duration) -> Result<()> {
        self.conn.busy_timeout(timeout)?;
        Ok(())
    }

    /// Runs the full `PRAGMA integrity_check` ([`StoreError::Corrupt`] unless it says "ok").
    /// O(size of the file); the app may run it when idle.
    pub fn integrity_check(&self) -> Result<()> {
        check_integrity(&self.conn, true)
    }

    /// The schema version of the open database (always [`SCHEMA_VERSION`] after `open`).
    pub fn schema_version(&self) -> Result<u32> {
        user_version(&self.conn)
    }

    /// Closes the connection, reporting errors that dropping would swallow.
    pub fn close(self) -> Result<()> {
        self.conn.close().map_err(|(_, e)| StoreError::from(e))
    }

    /// Runs `f` in one `BEGIN IMMEDIATE` transaction; commits on `Ok`, rolls back on `Err`.
    fn write<T>(&mut self, f: impl FnOnce(&Connection) -> Result<T>) -> Result<T> {
        let written = (|| {
            let tx = self
                .conn
                .transaction_with_behavior(TransactionBehavior::Immediate)?;
            let value = f(&tx)?;
            tx.commit()?;
            Ok(value)
        })();
        written.map_err(|e: StoreError| e.at(self.path.as_deref()))
    }

    /// Runs `f` in one read transaction, so multi-query reads see one snapshot.
    fn read<T>(&self, f: impl FnOnce(&Connection) -> Result<T>) -> Result<T> {
        let tx = self.conn.unchecked_transaction()?;
        let value = f(&tx)?;
        tx.commit()?;
        Ok(value)
    }

    // ----- games -------------------------------------------------------------------------

    /// Stores a new, ongoing game without moves. `now_ms` (unix ms) becomes created/updated.
    pub fn create_game(&mut self, game: &NewGame, now_ms: i64) -> Result<GameId> {
        self.write(|tx| games::insert_game(tx, None, game, &GameState::Ongoing, 0, now_ms, now_ms))
    }

    /// Appends one move and the clock state after it, durably, in one transaction.
    ///
    /// `ply` is the 0-based index of the move and must equal the number of moves stored, else
    /// [`StoreError::WrongPly`] (nothing written) — so a retried call after a crash cannot
    /// store a move twice. `iccs` must be lowercase ICCS (`"h2e2"`), `clock_state` valid JSON.
    /// Finished games refuse moves ([`StoreError::GameFinished`]).
    pub fn append_move(
        &mut self,
        id: GameId,
        ply: u32,
        iccs: &str,
        clock_state: &str,
        now_ms: i64,
    ) -> Result<()> {
        self.write(|tx| games::append_move(tx, id, ply, iccs, clock_state, now_ms))
    }

    /// Undo: keeps the first `keep_plies` moves, deletes the rest, stores the clock state.
    /// `keep_plies` greater than the stored count is [`StoreError::WrongPly`].
    pub fn truncate_moves(
        &mut self,
        id: GameId,
        keep_plies: u32,
        clock_state: &str,
        now_ms: i64,
    ) -> Result<()> {
        self.write(|tx| games::truncate_moves(tx, id, keep_plies, clock_state, now_ms))
    }

    /// Stores a new clock state (e.g. when the app goes to the background mid-move).
    pub fn update_clock(&mut self, id: GameId, clock_state: &str, now_ms: i64) -> Result<()> {
        self.write(|tx| games::update_clock(tx, id, clock_state, now_ms))
    }

    /// Ends a game with a result and its reason. A finished game cannot be finished again
    /// ([`StoreError::GameFinished`]).
    pub fn finish_game(
        &mut self,
        id: GameId,
        result: GameResult,
        reason: EndReason,
        now_ms: i64,
    ) -> Result<()> {
        self.write(|tx| games::finish(tx, id, result, reason, now_ms))?;
        // The game is over: a quiet moment to fold the WAL into the database. The result is
        // committed either way; a failed checkpoint is simply retried at the next one.
        let _ = self.checkpoint();
        Ok(())
    }

    /// Copies the WAL into the database file (a passive checkpoint: never waits for other
    /// connections). Cheap when there is nothing to copy. The app calls it at quiet moments
    /// (a game ended, the app goes to the background) so that saving a move never pays for
    /// a checkpoint; an in-memory store has nothing to do.
    pub fn checkpoint(&mut self) -> Result<()> {
        if self.path.is_some() {
            self.conn
                .query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |_| Ok(()))?;
        }
        Ok(())
    }

    /// Deletes a game and its moves.
    pub fn delete_game(&mut self, id: GameId) -> Result<()> {
        self.write(|tx| games::delete(tx, id))
    }

    /// Loads a game with all its moves.
    pub fn load_game(&self, id: GameId) -> Result<StoredGame> {
        self.read(|c| games::load(c, id))
    }

    /// The most recently changed unfinished game, with moves: what the app offers at start.
    pub fn latest_unfinished(&self) -> Result<Option<StoredGame>> {
        self.read(|c| match games::latest_unfinished_id(c)? {
            Some(id) => games::load(c, id).map(Some),
            None => Ok(None),
        })
    }

    /// All unfinished games, most recently changed first.
    pub fn unfinished_games(&self) -> Result<Vec<GameSummary>> {
        self.read(|c| games::summaries(c, "ongoing", u32::MAX, 0))
    }

    /// Finished games, most recently finished first, one page of `limit` after `offset`.
    pub fn finished_games(&self, limit: u32, offset: u32) -> Result<Vec<GameSummary>> {
        self.read(|c| games::summaries(c, "finished", limit, offset))
    }

    /// Counts over all games (see [`Statistics`]).
    pub fn statistics(&self) -> Result<Statistics> {
        self.read(stats::statistics)
    }

    /// The human's win/draw/loss record against each computer level (three entries, weakest
    /// first). A local record only: no Elo, no coins.
    pub fn record_by_level(&self) -> Result<Vec<LevelRecord>> {
        Ok(self.statistics()?.by_level)
    }

    // ----- settings ----------------------------------------------------------------------

    /// The saved settings; defaults for anything never saved or unreadable.
    pub fn settings(&self) -> Result<Settings> {
        self.read(settings::load)
    }

    /// Whether a UI language was ever saved: a fresh install takes the device's language
    /// instead of the default.
    pub fn language_saved(&self) -> Result<bool> {
        self.read(settings::language_saved)
    }

    /// Saves all settings in one transaction.
    pub fn save_settings(&mut self, s: &Settings) -> Result<()> {
        self.write(|tx| settings::save(tx, s))
    }

    // ----- puzzles, daily puzzle, lessons -----------------------------------------------

    /// Records one attempt at an endgame puzzle and returns the updated progress. An attempt
    /// counts as solved only without hint and without shown solution; `solved` is sticky.
    pub fn record_puzzle_attempt(
        &mut self,
        puzzle_id: &str,
        attempt: PuzzleAttempt,
        now_ms: i64,
    ) -> Result<PuzzleProgress> {
        self.write(|tx| {
            progress::record_puzzle(tx, puzzle_id, attempt, now_ms)?;
            progress::puzzle(tx, puzzle_id)?
                .ok_or_else(|| StoreError::Sqlite("puzzle progress vanished".into()))
        })
    }

    /// Progress on one puzzle, `None` if never attempted.
    pub fn puzzle_progress(&self, puzzle_id: &str) -> Result<Option<PuzzleProgress>> {
        self.read(|c| progress::puzzle(c, puzzle_id))
    }

    /// Progress on all attempted puzzles, by id.
    pub fn all_puzzle_progress(&self) -> Result<Vec<PuzzleProgress>> {
        self.read(progress::all_puzzles)
    }

    /// Records an attempt at the puzzle of the day. Only the **first** attempt per date counts:
    /// a later one for the same `day` is not stored and returns
    /// [`DailyRecord::AlreadyAttempted`] with the attempt that counts (not an error, so the UI
    /// can show "only your first try counts"). Invalid dates or a score above 100 are
    /// [`StoreError::InvalidInput`].
    pub fn record_daily_attempt(
        &mut self,
        attempt: &DailyAttempt,
        now_ms: i64,
    ) -> Result<DailyRecord> {
        self.write(|tx| {
            progress::end_daily_in_progress(tx, &attempt.day)?;
            if progress::insert_daily(tx, attempt, now_ms)? {
                return Ok(DailyRecord::Recorded);
            }
            progress::daily(tx, &attempt.day)?
                .map(DailyRecord::AlreadyAttempted)
                .ok_or_else(|| StoreError::Sqlite("daily attempt vanished".into()))
        })
    }

    /// The puzzle of the day is opened: starts the attempt that counts (saved at once), or
    /// resumes the one under way after a restart, or says the day's attempt is already over.
    ///
    /// ```
    /// use xiangqi::store::{DailyStart, Store};
    /// let mut store = Store::open_in_memory()?;
    /// let DailyStart::Counting(a) = store.begin_daily("2026-11-30", "m3-001", 1_000)? else {
    ///     panic!("a fresh day");
    /// };
    /// store.daily_wrong_try("2026-11-30")?;
    /// // The app was killed; opening the puzzle again resumes the same attempt.
    /// let DailyStart::Counting(b) = store.begin_daily("2026-11-30", "m3-001", 60_000)? else {
    ///     panic!("still under way");
    /// };
    /// assert_eq!((b.started_ms, b.wrong_tries), (a.started_ms, 1));
    /// # Ok::<(), xiangqi::store::StoreError>(())
    /// ```
    pub fn begin_daily(&mut self, day: &str, puzzle_id: &str, now_ms: i64) -> Result<DailyStart> {
        self.write(|tx| {
            if let Some(done) = progress::daily(tx, day)? {
                return Ok(DailyStart::AlreadyAttempted(done));
            }
            progress::insert_daily_in_progress(
                tx,
                &DailyInProgress {
                    day: day.to_string(),
                    puzzle_id: puzzle_id.to_string(),
                    started_ms: now_ms,
                    wrong_tries: 0,
                },
            )?;
            progress::daily_in_progress(tx, day)?
                .map(DailyStart::Counting)
                .ok_or_else(|| StoreError::Sqlite("daily attempt vanished".into()))
        })
    }

    /// Counts a wrong try in the day's attempt under way (none under way: nothing happens).
    pub fn daily_wrong_try(&mut self, day: &str) -> Result<()> {
        self.write(|tx| progress::daily_wrong_try(tx, day))
    }

    /// The day's attempt under way (started, not over), if any.
    pub fn daily_in_progress(&self, day: &str) -> Result<Option<DailyInProgress>> {
        progress::check_day(day)?;
        self.read(|c| progress::daily_in_progress(c, day))
    }

    /// Every day's attempt still under way (started, not over), oldest day first: the app
    /// scores those of past days as unsolved once their day has ended.
    pub fn open_dailies(&self) -> Result<Vec<DailyInProgress>> {
        self.read(progress::all_daily_in_progress)
    }

    /// The attempt that counts for `day` (`YYYY-MM-DD`), if any.
    pub fn daily_attempt(&self, day: &str) -> Result<Option<DailyAttempt>> {
        progress::check_day(day)?;
        self.read(|c| progress::daily(c, day))
    }

    /// All counted daily attempts, oldest day first.
    pub fn daily_attempts(&self) -> Result<Vec<DailyAttempt>> {
        self.read(|c| {
            Ok(progress::all_daily(c)?
                .into_iter()
                .map(|(a, _)| a)
                .collect())
        })
    }

    /// Number of consecutive days with a solved daily puzzle, ending `today` (`YYYY-MM-DD`).
    ///
    /// While today has no attempt yet, the streak ending **yesterday** is shown (the player can
    /// still extend it today). An unsolved attempt today breaks it: the result is 0. Attempts
    /// dated after `today` (clock changes) are ignored.
    pub fn daily_streak(&self, today: &str) -> Result<u32> {
        self.read(|c| progress::streak(c, today))
    }

    /// Records an attempt at a lesson of the school of roles; `completed` is sticky.
    pub fn record_lesson_attempt(
        &mut self,
        lesson: u32,
        completed: bool,
        now_ms: i64,
    ) -> Result<LessonProgress> {
        self.write(|tx| {
            progress::record_lesson(tx, lesson, completed, now_ms)?;
            progress::lesson(tx, lesson)?
                .ok_or_else(|| StoreError::Sqlite("lesson progress vanished".into()))
        })
    }

    /// Progress on all attempted lessons, by number.
    pub fn lesson_progress(&self) -> Result<Vec<LessonProgress>> {
        self.read(progress::lessons)
    }

    // ----- reviews -----------------------------------------------------------------------

    /// Stores (or replaces) the post-game review of a game: `json` as the review module
    /// wrote it, covering the game's first `ply_count` moves. Deleted with the game.
    pub fn save_review(
        &mut self,
        id: GameId,
        ply_count: u32,
        json: &str,
        now_ms: i64,
    ) -> Result<()> {
        self.write(|tx| reviews::save(tx, id, ply_count, json, now_ms))
    }

    /// The stored review of a game, if any.
    pub fn load_review(&self, id: GameId) -> Result<Option<StoredReview>> {
        self.read(|c| reviews::load(c, id))
    }

    // ----- online account ----------------------------------------------------------------

    /// This device's online account, `None` before the first sign-in.
    pub fn online_account(&self) -> Result<Option<OnlineAccount>> {
        self.read(online::load)
    }

    /// Saves (replaces) the one account row. The token stays on this device: it is not part
    /// of [`Store::export_json`], and [`Store::import_json`] leaves the row as it is.
    pub fn save_online_account(&mut self, account: &OnlineAccount, now_ms: i64) -> Result<()> {
        self.write(|tx| online::save(tx, account, now_ms))
    }

    // ----- backup ------------------------------------------------------------------------

    /// The whole store as JSON: games with moves, settings, puzzle, daily and lesson progress,
    /// with `format` = [`BACKUP_FORMAT`] and `version` = [`BACKUP_VERSION`]. Device-only data
    /// (the online account and its token) is left out.
    pub fn export_json(&self) -> Result<String> {
        self.read(backup::export)
    }

    /// Replaces the whole contents with a backup made by [`Store::export_json`], in one
    /// transaction, except device-only data (the online account is kept as it is). The backup
    /// is validated first; on any problem the result is [`StoreError::InvalidBackup`] and the
    /// store is unchanged.
    pub fn import_json(&mut self, json: &str) -> Result<()> {
        let b = backup::parse(json)?;
        self.write(|tx| {
            backup::replace_all(tx, &b).map_err(|e| match e {
                StoreError::Busy => StoreError::Busy,
                other => StoreError::InvalidBackup(other.to_string()),
            })
        })
    }
}
