//! Damaged files, recovery, and two handles on one file.

use crate::store_common;

use std::io::{Seek, SeekFrom, Write};
use std::path::Path;
use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};
use rusqlite::Connection;
use store_common::{move_for, two_players, TempDir};
use xiangqi::store::{Check, GameId, OpenOptions, Store, StoreError, SCHEMA_VERSION};

/// A closed store with enough rows to span many pages (built in memory, imported in one
/// transaction, so it does not cost thousands of fsyncs).
fn make_store(path: &Path, games: u32, plies: u32) {
    let mut mem = Store::open_in_memory().unwrap();
    for g in 0..games {
        let id = mem.create_game(&two_players(), i64::from(g)).unwrap();
        for ply in 0..plies {
            mem.append_move(id, ply, &move_for(ply), r#"{"clock":"state"}"#, 0)
                .unwrap();
        }
    }
    let mut s = Store::open(path).unwrap();
    s.import_json(&mem.export_json().unwrap()).unwrap();
    s.close().unwrap();
    assert!(!Path::new(&format!("{}-wal", path.display())).exists());
}

fn expect_corrupt(path: &Path, what: &str) {
    match Store::open(path) {
        Err(StoreError::Corrupt { detail }) => assert!(!detail.is_empty()),
        other => panic!("{what}: expected Corrupt, got {other:?}"),
    }
}

/// With the default checks a damaged page may only be found when it is read: open, then read
/// everything a start-up reads, and expect `Corrupt` somewhere on the way.
fn expect_corrupt_on_use(path: &Path, what: &str) {
    let result = Store::open(path).and_then(|s| {
        s.latest_unfinished()?;
        s.unfinished_games()?;
        s.finished_games(100, 0)?;
        s.statistics()?;
        s.export_json()
    });
    match result {
        Err(StoreError::Corrupt { .. }) => {}
        other => panic!("{what}: expected Corrupt, got {other:?}"),
    }
}

fn expect_corrupt_quick(path: &Path, what: &str) {
    let options = OpenOptions {
        check: Check::Quick,
        ..OpenOptions::default()
    };
    match Store::open_with(path, options) {
        Err(StoreError::Corrupt { .. }) => {}
        other => panic!("{what}: expected Corrupt, got {other:?}"),
    }
}

fn page_size(path: &Path) -> u64 {
    let c = Connection::open(path).unwrap();
    c.query_row("PRAGMA page_size", [], |r| r.get(0)).unwrap()
}

fn root_page(path: &Path, name: &str) -> u64 {
    let c = Connection::open(path).unwrap();
    c.query_row(
        "SELECT rootpage FROM sqlite_master WHERE name = ?1",
        [name],
        |r| r.get(0),
    )
    .unwrap()
}

fn scribble(path: &Path, offset: u64, bytes: &[u8]) {
    let mut f = std::fs::OpenOptions::new().write(true).open(path).unwrap();
    f.seek(SeekFrom::Start(offset)).unwrap();
    f.write_all(bytes).unwrap();
    f.sync_all().unwrap();
}

#[test]
fn garbage_file_is_corrupt() {
    let dir = TempDir::new("garbage");
    let mut rng = rand::rngs::StdRng::seed_from_u64(7);
    let path = dir.join("garbage.db");
    let bytes: Vec<u8> = (0..16384).map(|_| rng.gen()).collect();
    std::fs::write(&path, &bytes).unwrap();
    expect_corrupt(&path, "random bytes");
    assert!(
        std::fs::read(&path).unwrap() == bytes,
        "garbage file was modified"
    );

    let path = dir.join("text.db");
    std::fs::write(&path, "these are my notes, not a database\n").unwrap();
    expect_corrupt(&path, "short text file");
}

#[test]
fn truncated_database_is_corrupt() {
    let dir = TempDir::new("truncated");
    let path = dir.join("full.db");
    make_store(&path, 40, 60);
    let full = std::fs::read(&path).unwrap();
    assert!(full.len() > 40_000, "store too small: {}", full.len());
    for (i, len) in [full.len() / 2, full.len() - 4096, 4096, 100]
        .into_iter()
        .enumerate()
    {
        let p = dir.join(&format!("cut{i}.db"));
        std::fs::write(&p, &full[..len]).unwrap();
        expect_corrupt(&p, &format!("truncated to {len} bytes"));
    }
}

#[test]
fn scribbled_page_is_corrupt() {
    let dir = TempDir::new("scribble");
    let path = dir.join("full.db");
    make_store(&path, 40, 60);
    let ps = page_size(&path);
    let pages = std::fs::metadata(&path).unwrap().len() / ps;
    let mut rng = rand::rngs::StdRng::seed_from_u64(42);

    // The root page of the moves table.
    let p = dir.join("root.db");
    std::fs::copy(&path, &p).unwrap();
    let root = root_page(&p, "moves");
    let junk: Vec<u8> = (0..64).map(|_| rng.gen()).collect();
    scribble(&p, (root - 1) * ps, &junk);
    expect_corrupt_quick(&p, "scribbled root page");
    expect_corrupt_on_use(&p, "scribbled root page");
    // After an unclean shutdown (a WAL is left), the default open scans the file.
    let wal = dir.join("root.db-wal");
    std::fs::write(&wal, vec![0u8; 32]).unwrap();
    expect_corrupt(&p, "scribbled root page, unclean shutdown");
    std::fs::remove_file(&wal).unwrap();

    // A page in the middle of the data (after the tables' root pages, some of them of empty
    // tables nothing reads), overwritten completely.
    let p = dir.join("middle.db");
    std::fs::copy(&path, &p).unwrap();
    let junk: Vec<u8> = (0..ps).map(|_| rng.gen()).collect();
    let last_root: u64 = Connection::open(&p)
        .unwrap()
        .query_row("SELECT MAX(rootpage) FROM sqlite_master", [], |r| r.get(0))
        .unwrap();
    let middle = (last_root + 1 + pages) / 2;
    scribble(&p, (middle - 1) * ps, &junk);
    expect_corrupt_quick(&p, "scribbled middle page");
    expect_corrupt_on_use(&p, "scribbled middle page");

    // The header's magic string.
    let p = dir.join("magic.db");
    std::fs::copy(&path, &p).unwrap();
    scribble(&p, 0, b"SQLite format 4\0");
    expect_corrupt(&p, "bad magic");
}

#[test]
fn foreign_database_is_refused() {
    let dir = TempDir::new("foreign");
    let path = dir.join("other-app.db");
    {
        let c = Connection::open(&path).unwrap();
        c.execute_batch("CREATE TABLE contacts (name TEXT); INSERT INTO contacts VALUES ('x');")
            .unwrap();
    }
    let before = std::fs::read(&path).unwrap();
    expect_corrupt(&path, "foreign tables");
    assert!(
        std::fs::read(&path).unwrap() == before,
        "foreign file was modified"
    );

    let path = dir.join("other-id.db");
    {
        let c = Connection::open(&path).unwrap();
        c.pragma_update(None, "application_id", 12345).unwrap();
    }
    expect_corrupt(&path, "foreign application_id");
}

#[test]
fn empty_file_becomes_a_fresh_store() {
    let dir = TempDir::new("empty");
    let path = dir.join("empty.db");
    std::fs::write(&path, b"").unwrap();
    let s = Store::open(&path).unwrap();
    assert_eq!(s.schema_version().unwrap(), SCHEMA_VERSION);
}

#[test]
fn recover_moves_damaged_files_aside() {
    let dir = TempDir::new("recover");
    let path = dir.join("app.db");
    let mut rng = rand::rngs::StdRng::seed_from_u64(1);
    let garbage: Vec<u8> = (0..8192).map(|_| rng.gen()).collect();
    std::fs::write(&path, &garbage).unwrap();
    std::fs::write(dir.join("app.db-wal"), b"old wal").unwrap();
    std::fs::write(dir.join("app.db-shm"), b"old shm").unwrap();
    expect_corrupt(&path, "garbage");

    let rec = Store::recover(&path).unwrap();
    let moved = rec.moved_to.clone().unwrap();
    assert!(std::fs::read(&moved).unwrap() == garbage);
    let moved_name = moved.file_name().unwrap().to_string_lossy().into_owned();
    assert!(moved_name.starts_with("app.db.corrupt-"), "{moved_name}");
    assert_eq!(
        std::fs::read(format!("{}-wal", moved.display())).unwrap(),
        b"old wal"
    );
    // The -shm file is only SQLite's index of the WAL (rebuilt by any open); it is moved
    // along but its bytes are not data.
    assert!(Path::new(&format!("{}-shm", moved.display())).exists());
    // The fresh store works.
    let mut store = rec.store;
    assert_eq!(store.schema_version().unwrap(), SCHEMA_VERSION);
    assert!(store.latest_unfinished().unwrap().is_none());
    let id = store.create_game(&two_players(), 1).unwrap();
    store.append_move(id, 0, "h2e2", "null", 2).unwrap();
    drop(store);

    // Recovering twice in a row keeps both old files (no name clash, nothing deleted).
    std::fs::write(&path, b"broken again, but a different file").unwrap();
    let _ = std::fs::remove_file(dir.join("app.db-wal"));
    let _ = std::fs::remove_file(dir.join("app.db-shm"));
    let rec2 = Store::recover(&path).unwrap();
    let moved2 = rec2.moved_to.clone().unwrap();
    assert_ne!(moved, moved2);
    assert_eq!(
        std::fs::read(&moved2).unwrap(),
        b"broken again, but a different file"
    );
    assert!(std::fs::read(&moved).unwrap() == garbage);
    drop(rec2);
    let corrupt_files = dir
        .files()
        .into_iter()
        .filter(|f| f.contains(".corrupt-"))
        .count();
    assert_eq!(corrupt_files, 4, "{:?}", dir.files());

    // Nothing to move: just a fresh store.
    let rec3 = Store::recover(dir.join("new.db")).unwrap();
    assert!(rec3.moved_to.is_none());
}

#[test]
fn two_handles_interleave_without_damage() {
    let dir = TempDir::new("two");
    let path = dir.join("two.db");
    let mut a = Store::open(&path).unwrap();
    let mut b = Store::open(&path).unwrap();
    let id = a.create_game(&two_players(), 1).unwrap();
    b.append_move(id, 0, "h2e2", "null", 2).unwrap();
    // A's idea of the game is stale: typed error, nothing written.
    assert!(matches!(
        a.append_move(id, 0, "b2e2", "null", 3),
        Err(StoreError::WrongPly {
            expected: 1,
            got: 0
        })
    ));
    a.append_move(id, 1, "h9g7", "null", 3).unwrap();
    assert_eq!(b.load_game(id).unwrap().moves, ["h2e2", "h9g7"]);
    a.integrity_check().unwrap();
}

#[test]
fn second_writer_waits_then_gets_busy() {
    let dir = TempDir::new("busy");
    let path = dir.join("busy.db");
    let mut store = Store::open(&path).unwrap();
    let id = store.create_game(&two_players(), 1).unwrap();

    let holder = Connection::open(&path).unwrap();
    holder.execute_batch("BEGIN IMMEDIATE").unwrap();
    store.set_busy_timeout(Duration::from_millis(200)).unwrap();
    let t = Instant::now();
    match store.append_move(id, 0, "h2e2", "null", 2) {
        Err(StoreError::Busy) => {}
        other => panic!("expected Busy, got {other:?}"),
    }
    assert!(
        t.elapsed() >= Duration::from_millis(150),
        "{:?}",
        t.elapsed()
    );
    // Reads still work while the other connection writes (WAL).
    assert_eq!(store.load_game(id).unwrap().moves.len(), 0);
    holder.execute_batch("COMMIT").unwrap();
    store.append_move(id, 0, "h2e2", "null", 2).unwrap();

    // A lock released within the timeout is simply waited for.
    store.set_busy_timeout(Duration::from_secs(5)).unwrap();
    holder.execute_batch("BEGIN IMMEDIATE").unwrap();
    let release = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(100));
        holder.execute_batch("COMMIT").unwrap();
    });
    let t = Instant::now();
    store.append_move(id, 1, "h9g7", "null", 3).unwrap();
    assert!(t.elapsed() >= Duration::from_millis(50));
    release.join().unwrap();
    assert_eq!(store.load_game(id).unwrap().moves, ["h2e2", "h9g7"]);
}

#[test]
fn concurrent_writers_in_threads() {
    let dir = TempDir::new("threads");
    let path = dir.join("threads.db");
    drop(Store::open(&path).unwrap());
    let handles: Vec<_> = (0..2)
        .map(|_| {
            let path = path.clone();
            std::thread::spawn(move || -> GameId {
                let mut s = Store::open(&path).unwrap();
                s.set_busy_timeout(Duration::from_secs(10)).unwrap();
                let id = s.create_game(&two_players(), 0).unwrap();
                for ply in 0..150 {
                    s.append_move(id, ply, &move_for(ply), "null", 0).unwrap();
                }
                id
            })
        })
        .collect();
    let ids: Vec<GameId> = handles.into_iter().map(|h| h.join().unwrap()).collect();
    let s = Store::open(&path).unwrap();
    s.integrity_check().unwrap();
    for id in ids {
        assert_eq!(s.load_game(id).unwrap().moves.len(), 150);
    }
}

#[test]
fn healthy_file_passes_every_check_level() {
    use xiangqi::store::Durability;
    let dir = TempDir::new("healthy");
    let path = dir.join("ok.db");
    make_store(&path, 5, 30);
    for check in [Check::Auto, Check::Quick, Check::Full] {
        for durability in [Durability::Full, Durability::Normal] {
            let s = Store::open_with(&path, OpenOptions { check, durability }).unwrap();
            assert_eq!(s.unfinished_games().unwrap().len(), 5);
            s.integrity_check().unwrap();
        }
    }
}

#[test]
fn checkpoints_run_at_quiet_moments_not_on_moves() {
    let dir = TempDir::new("checkpoint");
    let path = dir.path().join("ckpt.db");
    let mut s = Store::open(&path).unwrap();
    let id = s.create_game(&two_players(), 0).unwrap();
    s.checkpoint().unwrap();
    let main_len = || std::fs::metadata(&path).unwrap().len();
    let wal_len = || {
        std::fs::metadata(format!("{}-wal", path.display()))
            .unwrap()
            .len()
    };
    let before = main_len();
    // ~5 WAL pages per move: 400 moves pass SQLite's default auto-checkpoint (1,000 pages),
    // which would copy them into the main file in the middle of a move.
    for ply in 0..400 {
        s.append_move(id, ply, &move_for(ply), r#"{"clock":"state"}"#, 0)
            .unwrap();
    }
    assert_eq!(main_len(), before, "a checkpoint ran inside a move save");
    let wal_before = wal_len();
    assert!(wal_before > 1000 * 4096, "WAL only {wal_before} bytes");
    s.checkpoint().unwrap();
    assert!(main_len() > before, "checkpoint copied nothing");
    // The log is reused from its start afterwards (and capped by journal_size_limit).
    s.append_move(id, 400, &move_for(400), "{}", 0).unwrap();
    assert!(wal_len() <= 4 * 1024 * 1024);
    drop(s);
    let s = Store::open(&path).unwrap();
    assert_eq!(s.load_game(id).unwrap().moves.len(), 401);
}

/// Defect: recovery started from nothing. It keeps the damaged file and carries over what can
/// still be read: here a damaged progress table loses nothing of the games or the settings.
#[test]
fn recovery_carries_over_what_can_be_read() {
    let dir = TempDir::new("salvage");
    let path = dir.join("app.db");
    make_store(&path, 30, 20);
    {
        let mut s = Store::open(&path).unwrap();
        let mut settings = s.settings().unwrap();
        settings.language = xiangqi::Lang::En;
        s.save_settings(&settings).unwrap();
        s.record_lesson_attempt(4, true, 5).unwrap();
        s.close().unwrap();
    }
    let ps = page_size(&path);
    let root = root_page(&path, "puzzle_progress");
    scribble(&path, (root - 1) * ps, &[0xA5; 48]);
    expect_corrupt_quick(&path, "damaged progress table");
    let damaged = std::fs::read(&path).unwrap();

    let rec = Store::recover(&path).unwrap();
    assert_eq!(rec.salvaged.games, 30, "{:?}", rec.salvaged);
    assert_eq!(rec.salvaged.games_lost, 0);
    assert!(rec.salvaged.settings);
    let moved = rec.moved_to.clone().unwrap();
    assert!(std::fs::read(&moved).unwrap() == damaged, "kept as it was");
    // Reading the old file for the salvage leaves no -wal or -shm files beside it.
    for side in ["-wal", "-shm"] {
        let p = format!("{}{side}", moved.display());
        assert!(!Path::new(&p).exists(), "{p} left over: {:?}", dir.files());
    }
    let store = rec.store;
    store.integrity_check().unwrap();
    assert_eq!(
        store.finished_games(100, 0).unwrap().len() + store.unfinished_games().unwrap().len(),
        30
    );
    assert_eq!(store.load_game(GameId(1)).unwrap().moves.len(), 20);
    assert_eq!(store.settings().unwrap().language, xiangqi::Lang::En);
}
