//! The committer: one task that writes every game change. Changes from many games are
//! batched into one transaction (group commit): while one batch commits, the next ones queue
//! up, so under load one fsync covers hundreds of moves. A change's caller waits for its
//! batch's commit before it tells anyone (a move is broadcast only once it is durable).

use crate::bus::AccountId;
use crate::db::{Backend, Db};
use crate::metrics::Metrics;
use sqlx::{Executor, Row};
use std::sync::Arc;
use tokio::sync::{mpsc, oneshot};
use xiangqi::game::{EndReason, GameResult};
use xiangqi_online::protocol::{GameId, Settlement, TimeControl};

/// Most changes in one transaction.
pub const MAX_BATCH: usize = 2000;
/// Move rows per INSERT statement (7 parameters each; well below both backends' limits).
const MOVES_PER_INSERT: usize = 100;

/// A game about to start (the stakes are taken from both accounts in the same transaction).
#[derive(Clone, Debug)]
pub struct NewGame {
    pub id: GameId,
    pub red: AccountId,
    pub black: AccountId,
    pub time_control: TimeControl,
    pub rated: bool,
    pub stake: u64,
    pub red_elo: i64,
    pub black_elo: i64,
    pub started_ms: u64,
    /// The node starting it holds its lease (epoch 1) until then.
    pub owner_node: String,
    pub lease_until_ms: u64,
}

/// A finished game and what each side gets.
#[derive(Clone, Debug)]
pub struct Finish {
    pub game: GameId,
    /// The owner's fencing epoch (see [`Op::Move`]).
    pub epoch: u64,
    pub result: GameResult,
    pub reason: EndReason,
    pub counted: bool,
    pub ended_ms: u64,
    pub red: AccountId,
    pub black: AccountId,
    pub red_settlement: Settlement,
    pub black_settlement: Settlement,
    pub red_payout: i64,
    pub black_payout: i64,
}

#[derive(Clone, Debug)]
pub enum Op {
    Start(NewGame),
    /// A move; like every write of a live game it carries its owner's fencing epoch and is
    /// refused ([`CommitError::Fenced`]) in the same transaction if another owner took over.
    Move {
        game: GameId,
        epoch: u64,
        ply: u32,
        mv: String,
        at_ms: u64,
        red_ms: u64,
        black_ms: u64,
        version: u64,
    },
    /// Plies after `ply` were taken back.
    Truncate {
        game: GameId,
        epoch: u64,
        ply: u32,
    },
    Finish(Box<Finish>),
    /// Nothing: committed after everything queued before it (for draining).
    Barrier,
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CommitError {
    #[error("a stake exceeds a balance")]
    InsufficientTaler,
    /// The game's lease has a newer epoch: another owner took over; nothing was written.
    #[error("another owner took this game over")]
    Fenced,
    #[error("database: {0}")]
    Db(String),
    #[error("the committer has stopped")]
    Stopped,
}

type Job = (Op, oneshot::Sender<Result<(), CommitError>>);

#[derive(Clone)]
pub struct Committer {
    tx: mpsc::UnboundedSender<Job>,
}

impl Committer {
    /// Starts the committer task; it ends once every handle is dropped and the queue is
    /// drained (the join handle tells when).
    pub fn start(db: Db, metrics: Arc<Metrics>) -> (Committer, tokio::task::JoinHandle<()>) {
        let (tx, rx) = mpsc::unbounded_channel();
        let task = tokio::spawn(run(db, rx, metrics));
        (Committer { tx }, task)
    }

    /// Commits `op` (batched with others) and returns once it is durable.
    pub async fn commit(&self, op: Op) -> Result<(), CommitError> {
        let (done, wait) = oneshot::channel();
        self.tx.send((op, done)).map_err(|_| CommitError::Stopped)?;
        wait.await.unwrap_or(Err(CommitError::Stopped))
    }
}

async fn run(db: Db, mut rx: mpsc::UnboundedReceiver<Job>, metrics: Arc<Metrics>) {
    while let Some(first) = rx.recv().await {
        let mut batch = vec![first];
        while batch.len() < MAX_BATCH {
            match rx.try_recv() {
                Ok(job) => batch.push(job),
                Err(_) => break,
            }
        }
        let started = std::time::Instant::now();
        let outcome = apply(&db, &batch).await;
        metrics.observe_commit(batch.len(), started.elapsed());
        match outcome {
            Ok(results) => {
                for ((_, done), r) in batch.into_iter().zip(results) {
                    let _ = done.send(r);
                }
            }
            Err(e) => {
                crate::log::error(
                    "commit_failed",
                    serde_json::json!({"error": e.to_string(), "batch": batch.len()}),
                );
                let err = CommitError::Db(e.to_string());
                for (_, done) in batch {
                    let _ = done.send(Err(err.clone()));
                }
            }
        }
    }
}

fn i(v: u64) -> i64 {
    i64::try_from(v).unwrap_or(i64::MAX)
}

async fn apply(db: &Db, batch: &[Job]) -> Result<Vec<Result<(), CommitError>>, sqlx::Error> {
    let mut tx = db.pool.begin().await?;
    let mut results = Vec::with_capacity(batch.len());
    // A run of moves is fenced and inserted with a few statements, however long it is.
    let mut pending_moves: Vec<(usize, &Op)> = Vec::new();
    for (op, _) in batch {
        if let Op::Move { .. } = op {
            pending_moves.push((results.len(), op));
            results.push(Ok(()));
            continue;
        }
        write_moves(&mut tx, db.backend, &pending_moves, &mut results).await?;
        pending_moves.clear();
        let owned = match op {
            Op::Truncate { game, epoch, .. } => Some((*game, *epoch)),
            Op::Finish(f) => Some((f.game, f.epoch)),
            _ => None,
        };
        if let Some((game, epoch)) = owned {
            if fenced(&mut tx, game, epoch).await? {
                results.push(Err(CommitError::Fenced));
                continue;
            }
        }
        results.push(match op {
            Op::Start(g) => start_game(&mut tx, g).await?,
            Op::Truncate { game, ply, .. } => {
                sqlx::query("DELETE FROM moves WHERE game_id = $1 AND ply > $2")
                    .bind(i(*game))
                    .bind(i64::from(*ply))
                    .execute(&mut *tx)
                    .await?;
                Ok(())
            }
            Op::Finish(f) => {
                finish_game(&mut tx, f).await?;
                Ok(())
            }
            Op::Move { .. } | Op::Barrier => Ok(()),
        });
    }
    write_moves(&mut tx, db.backend, &pending_moves, &mut results).await?;
    tx.commit().await?;
    Ok(results)
}

/// Inserts the moves (at their indices in the batch) whose owners still hold their games;
/// the others' results become [`CommitError::Fenced`].
async fn write_moves(
    tx: &mut Tx<'_>,
    backend: Backend,
    moves: &[(usize, &Op)],
    results: &mut [Result<(), CommitError>],
) -> Result<(), sqlx::Error> {
    let owners: Vec<(GameId, u64)> = moves
        .iter()
        .filter_map(|(_, op)| match op {
            Op::Move { game, epoch, .. } => Some((*game, *epoch)),
            _ => None,
        })
        .collect();
    let held = still_owned(tx, backend, &owners).await?;
    let mut kept = Vec::with_capacity(moves.len());
    for &(index, op) in moves {
        match op {
            Op::Move { game, .. } if !held.contains(game) => {
                results[index] = Err(CommitError::Fenced)
            }
            _ => kept.push(op),
        }
    }
    insert_moves(tx, &kept).await
}

/// [`fenced`] for many games at once: the games among `owners` whose owner epoch is still
/// the one given, their rows locked until the commit as there. PostgreSQL locks them with
/// `FOR UPDATE`, which writes no new row version (the `UPDATE` made one per move, and the
/// vacuum and WAL to go with it); SQLite's write lock covers the whole database anyway.
async fn still_owned(
    tx: &mut Tx<'_>,
    backend: Backend,
    owners: &[(GameId, u64)],
) -> Result<std::collections::HashSet<GameId>, sqlx::Error> {
    let mut held = std::collections::HashSet::with_capacity(owners.len());
    let (head, tail) = match backend {
        Backend::Postgres => ("SELECT id FROM games WHERE live = 1 AND (", ") FOR UPDATE"),
        Backend::Sqlite => (
            "UPDATE games SET owner_epoch = owner_epoch WHERE live = 1 AND (",
            ") RETURNING id",
        ),
    };
    for chunk in owners.chunks(MOVES_PER_INSERT) {
        let mut sql = String::from(head);
        for k in 0..chunk.len() {
            if k > 0 {
                sql.push_str(" OR ");
            }
            sql.push_str(&format!(
                "(id = ${} AND owner_epoch = ${})",
                2 * k + 1,
                2 * k + 2
            ));
        }
        sql.push_str(tail);
        let mut q = sqlx::query(&sql);
        for (game, epoch) in chunk {
            q = q.bind(i(*game)).bind(i(*epoch));
        }
        for row in q.fetch_all(&mut **tx).await? {
            let id: i64 = row.try_get(0)?;
            held.insert(id as GameId);
        }
    }
    Ok(held)
}

type Tx<'a> = sqlx::Transaction<'a, sqlx::Any>;

/// Whether `epoch` is no longer the game's owner epoch, checked inside the writing
/// transaction. The check is a write to the game's row: it locks the row (PostgreSQL) or
/// the database (SQLite) until the commit, so a takeover either happened before (the epoch
/// differs: fenced) or waits until this transaction is over.
async fn fenced(tx: &mut Tx<'_>, game: GameId, epoch: u64) -> Result<bool, sqlx::Error> {
    let r = sqlx::query(
        "UPDATE games SET owner_epoch = owner_epoch WHERE id = $1 AND owner_epoch = $2 \
         AND live = 1",
    )
    .bind(i(game))
    .bind(i(epoch))
    .execute(&mut **tx)
    .await?;
    Ok(r.rows_affected() != 1)
}

async fn insert_moves(tx: &mut Tx<'_>, moves: &[&Op]) -> Result<(), sqlx::Error> {
    for chunk in moves.chunks(MOVES_PER_INSERT) {
        let mut sql = String::from(
            "INSERT INTO moves (game_id, ply, mv, at_ms, red_ms, black_ms, version) VALUES ",
        );
        for k in 0..chunk.len() {
            let b = k * 7;
            if k > 0 {
                sql.push(',');
            }
            sql.push_str(&format!(
                "(${},${},${},${},${},${},${})",
                b + 1,
                b + 2,
                b + 3,
                b + 4,
                b + 5,
                b + 6,
                b + 7
            ));
        }
        let mut q = sqlx::query(&sql);
        for op in chunk {
            if let Op::Move {
                game,
                ply,
                epoch: _,
                mv,
                at_ms,
                red_ms,
                black_ms,
                version,
            } = op
            {
                q = q
                    .bind(i(*game))
                    .bind(i64::from(*ply))
                    .bind(mv.as_str())
                    .bind(i(*at_ms))
                    .bind(i(*red_ms))
                    .bind(i(*black_ms))
                    .bind(i(*version));
            }
        }
        tx.execute(q).await?;
    }
    Ok(())
}

async fn debit(tx: &mut Tx<'_>, account: AccountId, stake: i64) -> Result<bool, sqlx::Error> {
    let r = sqlx::query("UPDATE accounts SET taler = taler - $1 WHERE id = $2 AND taler >= $1")
        .bind(stake)
        .bind(account)
        .execute(&mut **tx)
        .await?;
    Ok(r.rows_affected() == 1)
}

async fn start_game(tx: &mut Tx<'_>, g: &NewGame) -> Result<Result<(), CommitError>, sqlx::Error> {
    let stake = i(g.stake);
    if stake > 0 {
        if !debit(tx, g.red, stake).await? {
            return Ok(Err(CommitError::InsufficientTaler));
        }
        if !debit(tx, g.black, stake).await? {
            sqlx::query("UPDATE accounts SET taler = taler + $1 WHERE id = $2")
                .bind(stake)
                .bind(g.red)
                .execute(&mut **tx)
                .await?;
            return Ok(Err(CommitError::InsufficientTaler));
        }
    }
    sqlx::query(
        "INSERT INTO games (id, red, black, pair_lo, pair_hi, minutes, increment, rated, stake, \
         red_elo, black_elo, started_ms, live, owner_node, owner_epoch, lease_until_ms) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 1, $13, 1, $14)",
    )
    .bind(i(g.id))
    .bind(g.red)
    .bind(g.black)
    .bind(g.red.min(g.black))
    .bind(g.red.max(g.black))
    .bind(i64::from(g.time_control.minutes))
    .bind(i64::from(g.time_control.increment))
    .bind(i64::from(g.rated))
    .bind(stake)
    .bind(g.red_elo)
    .bind(g.black_elo)
    .bind(i(g.started_ms))
    .bind(g.owner_node.as_str())
    .bind(i(g.lease_until_ms))
    .execute(&mut **tx)
    .await?;
    Ok(Ok(()))
}

async fn finish_game(tx: &mut Tx<'_>, f: &Finish) -> Result<(), sqlx::Error> {
    let r = sqlx::query(
        "UPDATE games SET live = 0, result = $1, reason = $2, counted = $3, ended_ms = $4, \
         red_points = $5, red_elo_delta = $6, red_taler = $7, black_points = $8, \
         black_elo_delta = $9, black_taler = $10 WHERE id = $11 AND live = 1",
    )
    .bind(f.result.name())
    .bind(f.reason.name())
    .bind(i64::from(f.counted))
    .bind(i(f.ended_ms))
    .bind(f.red_settlement.points)
    .bind(f.red_settlement.elo)
    .bind(f.red_settlement.taler)
    .bind(f.black_settlement.points)
    .bind(f.black_settlement.elo)
    .bind(f.black_settlement.taler)
    .bind(i(f.game))
    .execute(&mut **tx)
    .await?;
    if r.rows_affected() != 1 {
        // Already finished: pay nothing twice.
        return Ok(());
    }
    for (account, s, payout) in [
        (f.red, &f.red_settlement, f.red_payout),
        (f.black, &f.black_settlement, f.black_payout),
    ] {
        sqlx::query(
            "UPDATE accounts SET taler = taler + $1, points = points + $2, elo = elo + $3 \
             WHERE id = $4",
        )
        .bind(payout)
        .bind(s.points)
        .bind(s.elo)
        .bind(account)
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}
