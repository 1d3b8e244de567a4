//! Storage: one schema (`migrations/`) on SQLite (WAL, full fsync) or PostgreSQL through
//! sqlx's `Any` driver. Queries use `$N` placeholders, which both backends accept. Writes of
//! games go through the [`crate::committer`]; this module has the reads and the small writes.

use crate::bus::AccountId;
use serde::de::DeserializeOwned;
use sqlx::any::{AnyPoolOptions, AnyRow};
use sqlx::{AnyPool, Executor, Row};
use xiangqi::game::{EndReason, GameResult};
use xiangqi_online::protocol::{
    Account, ArchivedGame, EloPoint, GameId, GamePlayer, LiveGame, Outcome, Settlement, Tally,
    TimeControl, TimeControlTally,
};

/// The migrations, in order (version, SQL).
const MIGRATIONS: [(i64, &str); 5] = [
    (1, include_str!("../migrations/001_init.sql")),
    (2, include_str!("../migrations/002_fair_play.sql")),
    (3, include_str!("../migrations/003_game_lease.sql")),
    (4, include_str!("../migrations/004_node_leases.sql")),
    (5, include_str!("../migrations/005_account_ids.sql")),
];
/// A node frozen inside a transaction (SIGSTOP, a stalled VM) would keep its row locks, and
/// no other node could take its games over; PostgreSQL ends such a session after this long
/// (the frozen node's transaction then fails, its writes are not made).
const PG_IDLE_IN_TRANSACTION_MS: u64 = 1_000;
/// Connections in the pool (SQLite: one writer at a time anyway; the rest read).
const POOL_SIZE: u32 = 8;
/// Games whose leases one statement renews (see [`Db::renew_leases`]).
const LEASE_RENEW_CHUNK: i64 = 250;

#[derive(Debug, thiserror::Error)]
pub enum DbError {
    #[error("database: {0}")]
    Sql(#[from] sqlx::Error),
    #[error("bad database url {0:?} (use sqlite:PATH or postgres://...)")]
    Url(String),
    #[error("cannot create {path}: {error}")]
    Dir { path: String, error: std::io::Error },
    #[error("corrupt row: {0}")]
    Corrupt(String),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

#[derive(Clone)]
pub struct Db {
    pub pool: AnyPool,
    pub backend: Backend,
}

/// A stored account with its id.
#[derive(Clone, Debug)]
pub struct AccountRow {
    pub id: AccountId,
    pub account: Account,
}

/// One stored move.
#[derive(Clone, Debug)]
pub struct StoredMove {
    pub mv: String,
    pub at_ms: u64,
    pub red_ms: u64,
    pub black_ms: u64,
    pub version: u64,
}

/// A stored game (live or finished).
#[derive(Clone, Debug)]
pub struct StoredGame {
    pub id: GameId,
    pub red_id: AccountId,
    pub black_id: AccountId,
    pub red: GamePlayer,
    pub black: GamePlayer,
    pub time_control: TimeControl,
    pub rated: bool,
    pub stake: u64,
    pub started_ms: u64,
    pub moves: Vec<StoredMove>,
    pub ended_ms: Option<u64>,
    pub outcome: Option<Outcome>,
}

impl StoredGame {
    pub fn archived(&self) -> Option<ArchivedGame> {
        Some(ArchivedGame {
            id: self.id,
            red: self.red.clone(),
            black: self.black.clone(),
            time_control: self.time_control,
            rated: self.rated,
            stake: self.stake,
            started_at_ms: self.started_ms,
            ended_at_ms: self.ended_ms?,
            moves: self.moves.iter().map(|m| m.mv.clone()).collect(),
            outcome: self.outcome?,
        })
    }
}

/// A daily attempt as stored.
#[derive(Clone, Debug)]
pub struct DailyRow {
    pub puzzle_id: String,
    pub started_ms: u64,
    pub tries: Vec<String>,
    pub wrong: u32,
    pub done: bool,
    pub solved: bool,
    pub score: u32,
    pub seconds: u32,
}

fn u(v: i64) -> u64 {
    u64::try_from(v).unwrap_or(0)
}

fn i(v: u64) -> i64 {
    i64::try_from(v).unwrap_or(i64::MAX)
}

/// A snake_case enum name back into the enum.
fn named<T: DeserializeOwned>(text: &str) -> Result<T, DbError> {
    serde_json::from_value(serde_json::Value::String(text.to_string()))
        .map_err(|_| DbError::Corrupt(format!("unknown name {text:?}")))
}

impl Db {
    /// Opens (creating a SQLite file and its directory if needed) and migrates.
    pub async fn open(url: &str) -> Result<Db, DbError> {
        sqlx::any::install_default_drivers();
        let (backend, url) = if let Some(path) = url.strip_prefix("sqlite:") {
            let path = path.split('?').next().unwrap_or(path);
            if let Some(dir) = std::path::Path::new(path).parent() {
                if !dir.as_os_str().is_empty() {
                    std::fs::create_dir_all(dir).map_err(|error| DbError::Dir {
                        path: dir.display().to_string(),
                        error,
                    })?;
                }
            }
            (Backend::Sqlite, format!("sqlite:{path}?mode=rwc"))
        } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            (Backend::Postgres, url.to_string())
        } else {
            return Err(DbError::Url(url.to_string()));
        };
        let pool = AnyPoolOptions::new()
            .max_connections(POOL_SIZE)
            .after_connect(move |conn, _| {
                Box::pin(async move {
                    if backend == Backend::Sqlite {
                        // WAL with a full fsync at every commit: a committed move survives a
                        // crash and a power cut; readers do not block the writer.
                        conn.execute("PRAGMA journal_mode = WAL").await?;
                        conn.execute("PRAGMA synchronous = FULL").await?;
                        conn.execute("PRAGMA busy_timeout = 10000").await?;
                        conn.execute("PRAGMA foreign_keys = ON").await?;
                    } else {
                        conn.execute(
                            format!(
                                "SET idle_in_transaction_session_timeout = {PG_IDLE_IN_TRANSACTION_MS}"
                            )
                            .as_str(),
                        )
                        .await?;
                    }
                    Ok(())
                })
            })
            .connect(&url)
            .await?;
        let db = Db { pool, backend };
        db.migrate().await?;
        Ok(db)
    }

    async fn migrate(&self) -> Result<(), DbError> {
        // One connection throughout: on PostgreSQL it holds a lock, so nodes of a cluster
        // started at once migrate one after the other.
        let mut conn = self.pool.acquire().await?;
        if self.backend == Backend::Postgres {
            conn.execute("SELECT pg_advisory_lock(2929)").await?;
        }
        let r = self.migrate_on(&mut conn).await;
        if self.backend == Backend::Postgres {
            conn.execute("SELECT pg_advisory_unlock(2929)").await?;
        }
        r
    }

    async fn migrate_on(
        &self,
        conn: &mut sqlx::pool::PoolConnection<sqlx::Any>,
    ) -> Result<(), DbError> {
        conn.execute("CREATE TABLE IF NOT EXISTS schema_version (version BIGINT PRIMARY KEY)")
            .await?;
        for (version, sql) in MIGRATIONS {
            let done: Option<i64> =
                sqlx::query_scalar("SELECT version FROM schema_version WHERE version = $1")
                    .bind(version)
                    .fetch_optional(&mut **conn)
                    .await?;
            if done.is_some() {
                continue;
            }
            let mut tx = sqlx::Connection::begin(&mut **conn).await?;
            // Comment lines out first (they may hold semicolons), then one statement each.
            let body: String = sql
                .lines()
                .filter(|l| !l.trim_start().starts_with("--"))
                .collect::<Vec<_>>()
                .join("\n");
            for stmt in body.split(';').filter(|s| !s.trim().is_empty()) {
                tx.execute(stmt).await?;
            }
            sqlx::query("INSERT INTO schema_version (version) VALUES ($1)")
                .bind(version)
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
        }
        Ok(())
    }

    /// The largest game id (the lobby, one in a cluster, continues from there).
    pub async fn max_game_id(&self) -> Result<i64, DbError> {
        Ok(sqlx::query_scalar("SELECT COALESCE(MAX(id), 0) FROM games")
            .fetch_one(&self.pool)
            .await?)
    }

    /// Takes the lease of live game `game` for `node` (if it is `node`'s already, or has
    /// expired at `now`) until `until_ms`, with a new fencing epoch; `None` if another node
    /// holds it.
    pub async fn acquire_lease(
        &self,
        game: GameId,
        node: &str,
        now: u64,
        until_ms: u64,
    ) -> Result<Option<u64>, DbError> {
        let mut tx = self.pool.begin().await?;
        let r = sqlx::query(
            "UPDATE games SET owner_epoch = owner_epoch + 1, owner_node = $2, \
             lease_until_ms = $3 WHERE id = $1 AND live = 1 \
             AND (owner_node = $2 OR lease_until_ms <= $4)",
        )
        .bind(i(game))
        .bind(node)
        .bind(i(until_ms))
        .bind(i(now))
        .execute(&mut *tx)
        .await?;
        if r.rows_affected() != 1 {
            return Ok(None);
        }
        let epoch: i64 = sqlx::query_scalar("SELECT owner_epoch FROM games WHERE id = $1")
            .bind(i(game))
            .fetch_one(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(Some(u(epoch)))
    }

    /// Extends the leases `node` holds until `until_ms`; the games whose leases it extended.
    ///
    /// On PostgreSQL, a few hundred games per statement: one statement over every game held
    /// all their rows for tens of milliseconds, and every move committed meanwhile waited
    /// (it was the p99 of the load test). The rows a commit holds right now are skipped
    /// (their owners renew them alone if need be): waiting for them while holding the
    /// others' locks could deadlock with a commit that locks the same games in another
    /// order. SQLite renews them all in one statement: each statement is a transaction
    /// with its own fsync there, and a commit waiting for the lock sleeps in steps, so
    /// chunks made the wait longer, not shorter.
    pub async fn renew_leases(&self, node: &str, until_ms: u64) -> Result<Vec<GameId>, DbError> {
        let sql = match self.backend {
            Backend::Postgres => {
                "UPDATE games SET lease_until_ms = $1 WHERE id IN (SELECT id FROM games \
                 WHERE live = 1 AND id > $3 AND owner_node = $2 ORDER BY id LIMIT $4 \
                 FOR UPDATE SKIP LOCKED) RETURNING id"
            }
            Backend::Sqlite => {
                "UPDATE games SET lease_until_ms = $1 WHERE live = 1 AND id > $3 \
                 AND owner_node = $2 RETURNING id"
            }
        };
        let chunk = match self.backend {
            Backend::Postgres => LEASE_RENEW_CHUNK,
            Backend::Sqlite => i64::MAX,
        };
        let mut renewed = Vec::new();
        let mut after = 0i64;
        loop {
            let mut q = sqlx::query_scalar(sql)
                .bind(i(until_ms))
                .bind(node)
                .bind(after);
            if self.backend == Backend::Postgres {
                q = q.bind(chunk);
            }
            let ids: Vec<i64> = q.fetch_all(&self.pool).await?;
            let Some(&last) = ids.iter().max() else { break };
            after = last;
            let done = (ids.len() as i64) < chunk;
            renewed.extend(ids.into_iter().map(u));
            if done {
                break;
            }
        }
        Ok(renewed)
    }

    /// Extends one game's lease, only if `node` still holds it at `epoch`.
    pub async fn renew_lease(
        &self,
        game: GameId,
        node: &str,
        epoch: u64,
        until_ms: u64,
    ) -> Result<bool, DbError> {
        let r = sqlx::query(
            "UPDATE games SET lease_until_ms = $1 WHERE id = $2 AND owner_node = $3 \
             AND owner_epoch = $4 AND live = 1",
        )
        .bind(i(until_ms))
        .bind(i(game))
        .bind(node)
        .bind(i(epoch))
        .execute(&self.pool)
        .await?;
        Ok(r.rows_affected() == 1)
    }

    /// Where a live game's owner is: its node and the end of its lease (`None`: not live).
    pub async fn game_owner(&self, game: GameId) -> Result<Option<(String, u64)>, DbError> {
        let row: Option<(String, i64)> = sqlx::query_as(
            "SELECT owner_node, lease_until_ms FROM games WHERE id = $1 AND live = 1",
        )
        .bind(i(game))
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.map(|(n, t)| (n, u(t))))
    }

    /// Live games whose lease ran out at `now` (their owner is gone or frozen).
    pub async fn expired_leases(&self, now: u64) -> Result<Vec<GameId>, DbError> {
        let ids: Vec<i64> =
            sqlx::query_scalar("SELECT id FROM games WHERE live = 1 AND lease_until_ms <= $1")
                .bind(i(now))
                .fetch_all(&self.pool)
                .await?;
        Ok(ids.into_iter().map(u).collect())
    }

    /// Takes or renews the cluster-wide role `name` (the lobby) for `node` until `until_ms`,
    /// if it is `node`'s or has expired at `now`. Whether `node` holds it.
    pub async fn acquire_role(
        &self,
        name: &str,
        node: &str,
        now: u64,
        until_ms: u64,
    ) -> Result<bool, DbError> {
        let r = sqlx::query(
            "INSERT INTO node_leases (name, node, until_ms) VALUES ($1, $2, $3) \
             ON CONFLICT (name) DO UPDATE SET node = excluded.node, until_ms = excluded.until_ms \
             WHERE node_leases.node = excluded.node OR node_leases.until_ms <= $4",
        )
        .bind(name)
        .bind(node)
        .bind(i(until_ms))
        .bind(i(now))
        .execute(&self.pool)
        .await?;
        Ok(r.rows_affected() == 1)
    }

    /// Accounts created from `addr` after `since_ms`.
    pub async fn accounts_from(&self, addr: &str, since_ms: u64) -> Result<u64, DbError> {
        let n: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM accounts WHERE created_addr = $1 AND created_ms > $2",
        )
        .bind(addr)
        .bind(i(since_ms))
        .fetch_one(&self.pool)
        .await?;
        Ok(u(n))
    }

    /// Finished counted games of `account`.
    pub async fn counted_games(&self, account: AccountId) -> Result<u64, DbError> {
        let n: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM games WHERE (red = $1 OR black = $1) AND live = 0 \
             AND counted = 1",
        )
        .bind(account)
        .fetch_one(&self.pool)
        .await?;
        Ok(u(n))
    }

    /// Games with a stake between `a` and `b` started after `since_ms`.
    pub async fn staked_games_between(
        &self,
        a: AccountId,
        b: AccountId,
        since_ms: u64,
    ) -> Result<u64, DbError> {
        let n: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM games WHERE pair_lo = $1 AND pair_hi = $2 AND stake > 0 \
             AND started_ms > $3",
        )
        .bind(a.min(b))
        .bind(a.max(b))
        .bind(i(since_ms))
        .fetch_one(&self.pool)
        .await?;
        Ok(u(n))
    }

    /// Creates an account made from `addr` and returns its id, which the database hands out
    /// (every node of a cluster asks the same counter); `Ok(None)` if the name is taken.
    pub async fn create_account(
        &self,
        name: &str,
        token_hash: &str,
        elo: i64,
        taler: i64,
        now: u64,
        addr: &str,
    ) -> Result<Option<AccountId>, DbError> {
        let taken: Option<i64> = sqlx::query_scalar("SELECT id FROM accounts WHERE name = $1")
            .bind(name)
            .fetch_optional(&self.pool)
            .await?;
        if taken.is_some() {
            return Ok(None);
        }
        // A statement of its own: the counter's row is locked only for that long. An id taken
        // by a lost race for the name stays unused.
        let id: i64 = sqlx::query_scalar(
            "UPDATE id_counters SET next_id = next_id + 1 WHERE name = 'account' \
             RETURNING next_id - 1",
        )
        .fetch_one(&self.pool)
        .await?;
        let r = sqlx::query(
            "INSERT INTO accounts (id, name, token_hash, elo, points, taler, created_ms, \
             created_addr) VALUES ($1, $2, $3, $4, 0, $5, $6, $7)",
        )
        .bind(id)
        .bind(name)
        .bind(token_hash)
        .bind(elo)
        .bind(taler)
        .bind(i(now))
        .bind(addr)
        .execute(&self.pool)
        .await;
        match r {
            Ok(_) => Ok(Some(id)),
            // Lost a race for the same name.
            Err(sqlx::Error::Database(e)) if e.is_unique_violation() => Ok(None),
            Err(e) => Err(e.into()),
        }
    }

    fn account_row(row: &AnyRow) -> Result<AccountRow, DbError> {
        Ok(AccountRow {
            id: row.try_get(0)?,
            account: Account {
                name: row.try_get(1)?,
                elo: row.try_get(2)?,
                points: row.try_get(3)?,
                taler: row.try_get(4)?,
            },
        })
    }

    pub async fn account_by_token_hash(&self, hash: &str) -> Result<Option<AccountRow>, DbError> {
        let row =
            sqlx::query("SELECT id, name, elo, points, taler FROM accounts WHERE token_hash = $1")
                .bind(hash)
                .fetch_optional(&self.pool)
                .await?;
        row.as_ref().map(Db::account_row).transpose()
    }

    pub async fn account_by_name(&self, name: &str) -> Result<Option<AccountRow>, DbError> {
        let row = sqlx::query("SELECT id, name, elo, points, taler FROM accounts WHERE name = $1")
            .bind(name)
            .fetch_optional(&self.pool)
            .await?;
        row.as_ref().map(Db::account_row).transpose()
    }

    pub async fn account(&self, id: AccountId) -> Result<Option<AccountRow>, DbError> {
        let row = sqlx::query("SELECT id, name, elo, points, taler FROM accounts WHERE id = $1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        row.as_ref().map(Db::account_row).transpose()
    }

    /// The live game `account` plays in, if any.
    pub async fn live_game_of(&self, account: AccountId) -> Result<Option<GameId>, DbError> {
        let id: Option<i64> = sqlx::query_scalar(
            "SELECT id FROM games WHERE live = 1 AND (red = $1 OR black = $1) \
             ORDER BY id DESC LIMIT 1",
        )
        .bind(account)
        .fetch_optional(&self.pool)
        .await?;
        Ok(id.map(u))
    }

    /// Running games for the live list: (id, red, black, minutes, increment, rated, plies).
    pub async fn live_list(&self, limit: u32) -> Result<Vec<LiveGame>, DbError> {
        let rows = sqlx::query(&format!(
            "SELECT g.id, ra.name, g.red_elo, rb.name, g.black_elo, g.minutes, g.increment, \
             g.rated, (SELECT COUNT(*) FROM moves m WHERE m.game_id = g.id) \
             FROM games g JOIN accounts ra ON ra.id = g.red JOIN accounts rb ON rb.id = g.black \
             WHERE g.live = 1 ORDER BY g.id DESC LIMIT {limit}"
        ))
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                Ok(LiveGame {
                    id: u(r.try_get(0)?),
                    red: GamePlayer {
                        name: r.try_get(1)?,
                        elo: r.try_get(2)?,
                    },
                    black: GamePlayer {
                        name: r.try_get(3)?,
                        elo: r.try_get(4)?,
                    },
                    time_control: TimeControl {
                        minutes: u32::try_from(r.try_get::<i64, _>(5)?).unwrap_or(0),
                        increment: u32::try_from(r.try_get::<i64, _>(6)?).unwrap_or(0),
                    },
                    rated: r.try_get::<i64, _>(7)? == 1,
                    plies: u32::try_from(r.try_get::<i64, _>(8)?).unwrap_or(0),
                })
            })
            .collect()
    }

    /// Who had Red in the last game between `a` and `b`.
    pub async fn last_red(&self, a: AccountId, b: AccountId) -> Result<Option<AccountId>, DbError> {
        let (lo, hi) = (a.min(b), a.max(b));
        Ok(sqlx::query_scalar(
            "SELECT red FROM games WHERE pair_lo = $1 AND pair_hi = $2 ORDER BY id DESC LIMIT 1",
        )
        .bind(lo)
        .bind(hi)
        .fetch_optional(&self.pool)
        .await?)
    }

    /// Sum of all Taler on accounts plus the stakes held by live games, and the number of
    /// accounts (for the conservation check: it equals accounts x the starting grant).
    pub async fn taler_in_circulation(&self) -> Result<(i64, i64), DbError> {
        let on_accounts: i64 =
            sqlx::query_scalar("SELECT CAST(COALESCE(SUM(taler), 0) AS BIGINT) FROM accounts")
                .fetch_one(&self.pool)
                .await?;
        let held: i64 = sqlx::query_scalar(
            "SELECT CAST(COALESCE(SUM(2 * stake), 0) AS BIGINT) FROM games WHERE live = 1",
        )
        .fetch_one(&self.pool)
        .await?;
        let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM accounts")
            .fetch_one(&self.pool)
            .await?;
        Ok((on_accounts + held, n))
    }

    const GAME_COLUMNS: &'static str = "g.id, g.red, g.black, ra.name, rb.name, g.red_elo, \
        g.black_elo, g.minutes, g.increment, g.rated, g.stake, g.started_ms, g.result, \
        g.reason, g.counted, g.ended_ms, g.red_points, g.red_elo_delta, g.red_taler, \
        g.black_points, g.black_elo_delta, g.black_taler";

    fn game_row(row: &AnyRow) -> Result<StoredGame, DbError> {
        let red_elo: i64 = row.try_get(5)?;
        let black_elo: i64 = row.try_get(6)?;
        let result: Option<String> = row.try_get(12)?;
        let outcome = match result {
            None => None,
            Some(result) => {
                let reason: Option<String> = row.try_get(13)?;
                let reason = reason.unwrap_or_default();
                let get = |k: usize| -> Result<i64, DbError> {
                    Ok(row.try_get::<Option<i64>, _>(k)?.unwrap_or(0))
                };
                let (rd, bd) = (get(17)?, get(20)?);
                Some(Outcome {
                    result: named::<GameResult>(&result)?,
                    reason: named::<EndReason>(&reason)?,
                    counted: get(14)? == 1,
                    red: Settlement {
                        points: get(16)?,
                        elo: rd,
                        elo_after: red_elo + rd,
                        taler: get(18)?,
                    },
                    black: Settlement {
                        points: get(19)?,
                        elo: bd,
                        elo_after: black_elo + bd,
                        taler: get(21)?,
                    },
                })
            }
        };
        let ended: Option<i64> = row.try_get(15)?;
        Ok(StoredGame {
            id: u(row.try_get(0)?),
            red_id: row.try_get(1)?,
            black_id: row.try_get(2)?,
            red: GamePlayer {
                name: row.try_get(3)?,
                elo: red_elo,
            },
            black: GamePlayer {
                name: row.try_get(4)?,
                elo: black_elo,
            },
            time_control: TimeControl {
                minutes: u32::try_from(row.try_get::<i64, _>(7)?).unwrap_or(0),
                increment: u32::try_from(row.try_get::<i64, _>(8)?).unwrap_or(0),
            },
            rated: row.try_get::<i64, _>(9)? == 1,
            stake: u(row.try_get(10)?),
            started_ms: u(row.try_get(11)?),
            moves: Vec::new(),
            ended_ms: ended.map(u),
            outcome,
        })
    }

    async fn moves_of(&self, game: GameId) -> Result<Vec<StoredMove>, DbError> {
        let rows = sqlx::query(
            "SELECT mv, at_ms, red_ms, black_ms, version FROM moves WHERE game_id = $1 \
             ORDER BY ply",
        )
        .bind(i(game))
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                Ok(StoredMove {
                    mv: r.try_get(0)?,
                    at_ms: u(r.try_get(1)?),
                    red_ms: u(r.try_get(2)?),
                    black_ms: u(r.try_get(3)?),
                    version: u(r.try_get(4)?),
                })
            })
            .collect()
    }

    async fn games_where(&self, cond: &str, binds: &[i64]) -> Result<Vec<StoredGame>, DbError> {
        let sql = format!(
            "SELECT {} FROM games g JOIN accounts ra ON ra.id = g.red \
             JOIN accounts rb ON rb.id = g.black WHERE {cond}",
            Db::GAME_COLUMNS
        );
        let mut q = sqlx::query(&sql);
        for b in binds {
            q = q.bind(*b);
        }
        let rows = q.fetch_all(&self.pool).await?;
        let mut out = Vec::with_capacity(rows.len());
        for r in &rows {
            let mut g = Db::game_row(r)?;
            g.moves = self.moves_of(g.id).await?;
            out.push(g);
        }
        Ok(out)
    }

    /// Every live game with its moves (to resume after a restart).
    pub async fn live_games(&self) -> Result<Vec<StoredGame>, DbError> {
        self.games_where("g.live = 1 ORDER BY g.id", &[]).await
    }

    pub async fn game(&self, id: GameId) -> Result<Option<StoredGame>, DbError> {
        Ok(self
            .games_where("g.id = $1", &[i(id)])
            .await?
            .into_iter()
            .next())
    }

    /// Finished games of `account`, newest first, ids below `before`.
    pub async fn finished_games(
        &self,
        account: AccountId,
        before: GameId,
        limit: u32,
    ) -> Result<Vec<StoredGame>, DbError> {
        self.games_where(
            &format!(
                "(g.red = $1 OR g.black = $1) AND g.live = 0 AND g.id < $2 \
                 ORDER BY g.id DESC LIMIT {limit}"
            ),
            &[account, i(before)],
        )
        .await
    }

    /// Tallies and Elo history over every finished game of `account`.
    pub async fn stats(
        &self,
        account: AccountId,
    ) -> Result<(Tally, Tally, Tally, Vec<TimeControlTally>, Vec<EloPoint>), DbError> {
        let rows = sqlx::query(
            "SELECT id, red, minutes, increment, result, counted, ended_ms, red_elo, \
             red_elo_delta, black_elo, black_elo_delta FROM games \
             WHERE (red = $1 OR black = $1) AND live = 0 ORDER BY id",
        )
        .bind(account)
        .fetch_all(&self.pool)
        .await?;
        let (mut all, mut red, mut black) = (Tally::default(), Tally::default(), Tally::default());
        let mut by_tc: Vec<TimeControlTally> = TimeControl::choices()
            .into_iter()
            .map(|time_control| TimeControlTally {
                time_control,
                tally: Tally::default(),
            })
            .collect();
        let mut history = Vec::new();
        for r in &rows {
            let as_red = r.try_get::<i64, _>(1)? == account;
            let tc = TimeControl {
                minutes: u32::try_from(r.try_get::<i64, _>(2)?).unwrap_or(0),
                increment: u32::try_from(r.try_get::<i64, _>(3)?).unwrap_or(0),
            };
            let result: GameResult =
                named(&r.try_get::<Option<String>, _>(4)?.unwrap_or_default())?;
            let add = |t: &mut Tally| {
                t.games += 1;
                match result.winner() {
                    None => t.draws += 1,
                    Some(xiangqi::Color::Red) if as_red => t.wins += 1,
                    Some(xiangqi::Color::Black) if !as_red => t.wins += 1,
                    Some(_) => t.losses += 1,
                }
            };
            add(&mut all);
            add(if as_red { &mut red } else { &mut black });
            if let Some(t) = by_tc.iter_mut().find(|t| t.time_control == tc) {
                add(&mut t.tally);
            }
            if r.try_get::<Option<i64>, _>(5)?.unwrap_or(0) == 1 {
                let (elo, delta): (i64, Option<i64>) = if as_red {
                    (r.try_get(7)?, r.try_get(8)?)
                } else {
                    (r.try_get(9)?, r.try_get(10)?)
                };
                history.push(EloPoint {
                    game: u(r.try_get(0)?),
                    at_ms: u(r.try_get::<Option<i64>, _>(6)?.unwrap_or(0)),
                    elo: elo + delta.unwrap_or(0),
                });
            }
        }
        Ok((all, red, black, by_tc, history))
    }

    pub async fn daily_attempt(
        &self,
        account: AccountId,
        date: &str,
    ) -> Result<Option<DailyRow>, DbError> {
        let row = sqlx::query(
            "SELECT puzzle_id, started_ms, tries, wrong, done, solved, score, seconds \
             FROM daily_attempts WHERE account_id = $1 AND date = $2",
        )
        .bind(account)
        .bind(date)
        .fetch_optional(&self.pool)
        .await?;
        let Some(r) = row else { return Ok(None) };
        let tries: String = r.try_get(2)?;
        let n = |k: usize| -> Result<u32, DbError> {
            Ok(u32::try_from(r.try_get::<i64, _>(k)?).unwrap_or(0))
        };
        Ok(Some(DailyRow {
            puzzle_id: r.try_get(0)?,
            started_ms: u(r.try_get(1)?),
            tries: tries.split_whitespace().map(str::to_string).collect(),
            wrong: n(3)?,
            done: n(4)? == 1,
            solved: n(5)? == 1,
            score: n(6)?,
            seconds: n(7)?,
        }))
    }

    /// Starts the first attempt of `account` on `date` (no-op if one exists).
    pub async fn daily_begin(
        &self,
        account: AccountId,
        date: &str,
        puzzle_id: &str,
        now: u64,
    ) -> Result<(), DbError> {
        let sql = match self.backend {
            Backend::Sqlite => {
                "INSERT OR IGNORE INTO daily_attempts (account_id, date, puzzle_id, \
                 started_ms, tries, wrong, done, solved, score, seconds) \
                 VALUES ($1, $2, $3, $4, '', 0, 0, 0, 0, 0)"
            }
            Backend::Postgres => {
                "INSERT INTO daily_attempts (account_id, date, puzzle_id, \
                 started_ms, tries, wrong, done, solved, score, seconds) \
                 VALUES ($1, $2, $3, $4, '', 0, 0, 0, 0, 0) ON CONFLICT DO NOTHING"
            }
        };
        sqlx::query(sql)
            .bind(account)
            .bind(date)
            .bind(puzzle_id)
            .bind(i(now))
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Records the attempt's tries and, when it is over, its result.
    pub async fn daily_update(
        &self,
        account: AccountId,
        date: &str,
        row: &DailyRow,
    ) -> Result<(), DbError> {
        sqlx::query(
            "UPDATE daily_attempts SET tries = $1, wrong = $2, done = $3, solved = $4, \
             score = $5, seconds = $6 WHERE account_id = $7 AND date = $8 AND done = 0",
        )
        .bind(row.tries.join(" "))
        .bind(i64::from(row.wrong))
        .bind(i64::from(row.done))
        .bind(i64::from(row.solved))
        .bind(i64::from(row.score))
        .bind(i64::from(row.seconds))
        .bind(account)
        .bind(date)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The finished attempts of a day by accounts created before `created_before_ms`, best
    /// first: (account, name, score, wrong, seconds).
    pub async fn daily_scores(
        &self,
        date: &str,
        created_before_ms: u64,
        limit: u32,
    ) -> Result<Vec<(AccountId, String, u32, u32, u32)>, DbError> {
        let rows = sqlx::query(&format!(
            "SELECT d.account_id, a.name, d.score, d.wrong, d.seconds FROM daily_attempts d \
             JOIN accounts a ON a.id = d.account_id WHERE d.date = $1 AND d.done = 1 \
             AND a.created_ms < $2 ORDER BY d.score DESC, d.seconds, a.name LIMIT {limit}"
        ))
        .bind(date)
        .bind(i(created_before_ms))
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                let n = |k: usize| -> Result<u32, DbError> {
                    Ok(u32::try_from(r.try_get::<i64, _>(k)?).unwrap_or(0))
                };
                Ok((r.try_get(0)?, r.try_get(1)?, n(2)?, n(3)?, n(4)?))
            })
            .collect()
    }

    /// Days solved by `account` on or before `up_to`, newest first (for streaks).
    pub async fn solved_dates(
        &self,
        account: AccountId,
        up_to: &str,
        limit: u32,
    ) -> Result<Vec<String>, DbError> {
        Ok(sqlx::query_scalar(&format!(
            "SELECT date FROM daily_attempts WHERE account_id = $1 AND solved = 1 \
             AND date <= $2 ORDER BY date DESC LIMIT {limit}"
        ))
        .bind(account)
        .bind(up_to)
        .fetch_all(&self.pool)
        .await?)
    }
}
