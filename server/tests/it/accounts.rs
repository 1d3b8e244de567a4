//! Account ids on SQLite and (with `XIANGQI_TEST_POSTGRES_URL`) PostgreSQL: the database hands
//! them out, so the nodes of a cluster (two `Db`s on one database here) never take the same
//! one, and a database from before the counter continues after its largest id.

use crate::common;

use common::{fresh_db, Backend};
use std::collections::HashSet;
use xiangqi_server::db::Db;

const NOW: u64 = 1_772_323_200_000;
/// Accounts each of the two nodes creates at once.
const PER_NODE: usize = 40;

async fn two_nodes_never_share_an_id(backend: Backend) {
    let Some(url) = fresh_db(backend).await else {
        return;
    };
    let a = Db::open(&url).await.expect("node a opens the store");
    let b = Db::open(&url).await.expect("node b opens the store");
    let create = |db: Db, node: &'static str| async move {
        let mut ids = Vec::new();
        for k in 0..PER_NODE {
            let name = format!("{node}{k}");
            let made = db.create_account(&name, &name, 1200, 100, NOW, "127.0.0.1");
            ids.push(made.await.unwrap().expect("a free name"));
        }
        ids
    };
    let (ids_a, ids_b) = tokio::join!(
        tokio::spawn(create(a.clone(), "a")),
        tokio::spawn(create(b, "b"))
    );
    let all: Vec<i64> = ids_a.unwrap().into_iter().chain(ids_b.unwrap()).collect();
    let distinct: HashSet<i64> = all.iter().copied().collect();
    assert_eq!(distinct.len(), 2 * PER_NODE, "ids taken twice: {all:?}");
    assert_eq!(distinct.iter().min(), Some(&1));
    assert_eq!(distinct.iter().max(), Some(&(2 * PER_NODE as i64)));
    // A taken name is refused and costs nobody an account.
    let again = a.create_account("a0", "other", 1200, 100, NOW, "127.0.0.1");
    assert_eq!(again.await.unwrap(), None);
}

async fn an_old_store_continues_after_its_largest_id(backend: Backend) {
    let Some(url) = fresh_db(backend).await else {
        return;
    };
    let db = Db::open(&url).await.expect("the store opens");
    // Back to schema 4 with an account of id 41 (made before the counter existed).
    for stmt in [
        "INSERT INTO accounts (id, name, token_hash, elo, points, taler, created_ms, \
         created_addr) VALUES (41, 'Old', 'old', 1200, 0, 100, 0, '127.0.0.1')",
        "DROP TABLE id_counters",
        "DELETE FROM schema_version WHERE version = 5",
    ] {
        sqlx::query(stmt).execute(&db.pool).await.unwrap();
    }
    let db = Db::open(&url).await.expect("the store upgrades");
    let made = db.create_account("New", "new", 1200, 100, NOW, "127.0.0.1");
    assert_eq!(made.await.unwrap(), Some(42));
}

#[tokio::test]
async fn sqlite_two_nodes_never_share_an_id() {
    two_nodes_never_share_an_id(Backend::Sqlite).await;
}

#[tokio::test]
async fn postgres_two_nodes_never_share_an_id() {
    two_nodes_never_share_an_id(Backend::Postgres).await;
}

#[tokio::test]
async fn sqlite_an_old_store_continues_after_its_largest_id() {
    an_old_store_continues_after_its_largest_id(Backend::Sqlite).await;
}

#[tokio::test]
async fn postgres_an_old_store_continues_after_its_largest_id() {
    an_old_store_continues_after_its_largest_id(Backend::Postgres).await;
}
