//! The store's leases and fencing, on SQLite and (with `XIANGQI_TEST_POSTGRES_URL`)
//! PostgreSQL: a renewal reaches every game of its node, past one statement's chunk, and no
//! other node's; a batch of moves is written only for the games its owners still hold.

use crate::common;

use common::{fresh_db, Backend};
use std::sync::Arc;
use xiangqi_online::protocol::TimeControl;
use xiangqi_server::committer::{CommitError, Committer, NewGame, Op};
use xiangqi_server::db::Db;
use xiangqi_server::metrics::Metrics;

const NOW: u64 = 1_772_323_200_000;
/// More games than one renewal statement takes on PostgreSQL.
const GAMES: u64 = 600;

async fn store(backend: Backend) -> Option<(Db, Committer)> {
    let url = fresh_db(backend).await?;
    let db = Db::open(&url).await.expect("the store opens");
    for (id, name) in [(1, "Ann"), (2, "Bo")] {
        let made = db.create_account(name, name, 1200, 100, NOW, "127.0.0.1");
        assert_eq!(made.await.unwrap(), Some(id));
    }
    let (committer, _task) = Committer::start(db.clone(), Arc::new(Metrics::default()));
    Some((db, committer))
}

fn new_game(id: u64, node: &str) -> Op {
    Op::Start(NewGame {
        id,
        red: 1,
        black: 2,
        time_control: TimeControl {
            minutes: 10,
            increment: 5,
        },
        rated: false,
        stake: 0,
        red_elo: 1200,
        black_elo: 1200,
        started_ms: NOW,
        owner_node: node.to_string(),
        lease_until_ms: NOW + 10_000,
    })
}

fn first_move(game: u64, epoch: u64) -> Op {
    Op::Move {
        game,
        epoch,
        ply: 1,
        mv: "h2e2".into(),
        at_ms: NOW + 1_000,
        red_ms: 599_000,
        black_ms: 600_000,
        version: 1,
    }
}

async fn renewal_reaches_every_game_of_its_node(backend: Backend) {
    let Some((db, committer)) = store(backend).await else {
        return;
    };
    for id in 1..=GAMES {
        let node = if id % 10 == 0 { "b" } else { "a" };
        committer.commit(new_game(id, node)).await.unwrap();
    }
    let mut renewed = db.renew_leases("a", NOW + 20_000).await.unwrap();
    renewed.sort_unstable();
    let expected: Vec<u64> = (1..=GAMES).filter(|id| id % 10 != 0).collect();
    assert_eq!(renewed, expected);
    assert_eq!(
        db.game_owner(10).await.unwrap(),
        Some(("b".to_string(), NOW + 10_000)),
        "another node's lease is left alone"
    );
}

async fn moves_are_written_only_for_games_still_held(backend: Backend) {
    let Some((db, committer)) = store(backend).await else {
        return;
    };
    for id in 1..=3 {
        committer.commit(new_game(id, "a")).await.unwrap();
    }
    // Node b takes game 2 over (its lease ran out): epoch 2.
    assert_eq!(
        db.acquire_lease(2, "b", NOW + 20_000, NOW + 30_000)
            .await
            .unwrap(),
        Some(2)
    );
    // The old owner's moves for all three go into one batch.
    let (r1, r2, r3) = tokio::join!(
        committer.commit(first_move(1, 1)),
        committer.commit(first_move(2, 1)),
        committer.commit(first_move(3, 1)),
    );
    assert_eq!(
        (r1, r2.clone(), r3),
        (Ok(()), Err(CommitError::Fenced), Ok(()))
    );
    for (id, plies) in [(1, 1), (2, 0), (3, 1)] {
        let game = db.game(id).await.unwrap().expect("the game is stored");
        assert_eq!(game.moves.len(), plies, "game {id}");
    }
    // The new owner writes at its epoch.
    assert_eq!(committer.commit(first_move(2, 2)).await, Ok(()));
}

#[tokio::test]
async fn sqlite_renewal_reaches_every_game_of_its_node() {
    renewal_reaches_every_game_of_its_node(Backend::Sqlite).await;
}

#[tokio::test]
async fn postgres_renewal_reaches_every_game_of_its_node() {
    renewal_reaches_every_game_of_its_node(Backend::Postgres).await;
}

#[tokio::test]
async fn sqlite_moves_are_written_only_for_games_still_held() {
    moves_are_written_only_for_games_still_held(Backend::Sqlite).await;
}

#[tokio::test]
async fn postgres_moves_are_written_only_for_games_still_held() {
    moves_are_written_only_for_games_still_held(Backend::Postgres).await;
}
