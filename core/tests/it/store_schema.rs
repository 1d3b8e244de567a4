//! Schema versions: upgrades from committed fixture files of every earlier version, a newer
//! version is refused without touching the file, fresh == upgraded.
//!
//! The fixtures in `tests/fixtures/store/` were made by `generate_fixtures` below:
//! `cargo test -p xiangqi-core --profile test-opt store_schema::generate_fixtures -- --ignored`

use crate::store_common;

use std::path::Path;

use rusqlite::{params, Connection};
use store_common::{fixture, TempDir};
use xiangqi::engine::Level;
use xiangqi::engine::Reason;
use xiangqi::game::{ComputerHandicap, EndReason, GameResult, GameSetup, GameState, Handicap};
use xiangqi::l10n::Locale;
use xiangqi::notation::Style;
use xiangqi::review::{GameReview, MoveQuality};
use xiangqi::store::schema::{self, history, SCHEMA_VERSION};
use xiangqi::store::{
    DailyAttempt, DailyRecord, DailyStart, GameId, Mode, OnlineAccount, PuzzleAttempt, Stage,
    Store, StoreError,
};
use xiangqi::Lang;
use xiangqi::{Color, PieceKind};

/// Rows every fixture has (written with the v1 columns).
fn insert_v1_data(c: &Connection) {
    c.execute_batch(
        r#"
        INSERT INTO games (id, mode, level, computer_colour, setup_kind, setup_text,
            perpetual_check_only, stalemate_is_draw, clock_settings, clock_state, status,
            result, reason, created_ms, updated_ms)
        VALUES
          (1, 'vs_computer', 'strong', 'black', 'standard', '', 0, 0, 'null', 'null',
           'finished', 'red_wins', 'checkmate', 1000, 2000),
          (2, 'two_players', NULL, NULL, 'handicap', 'chariot', 1, 0, '{"per_move":60}',
           '{"red_ms":45000,"black_ms":60000}', 'ongoing', NULL, NULL, 3000, 4000),
          (3, 'vs_computer', 'easy', 'red', 'fen', '4k4/9/9/9/9/9/9/9/9/4K4 w', 0, 1,
           'null', 'null', 'finished', 'draw', 'stalemate', 5000, 6000);
        INSERT INTO moves (game_id, ply, iccs) VALUES
          (1, 0, 'h2e2'), (1, 1, 'h9g7'), (1, 2, 'h0g2'), (1, 3, 'i9h9'),
          (2, 0, 'b2e2'), (2, 1, 'b9c7'), (2, 2, 'b0c2'),
          (3, 0, 'e0e1'), (3, 1, 'e9e8');
        INSERT INTO settings (key, value) VALUES
          ('language', '"en"'), ('stage', '"probe"'), ('notation', '"wxf"'),
          ('music', 'false');
        INSERT INTO puzzle_progress (puzzle_id, solved, attempts, hint_used, updated_ms) VALUES
          ('m1-001', 1, 2, 0, 7000), ('m2-005', 0, 3, 1, 8000);
        INSERT INTO lesson_progress (lesson, completed, attempts, updated_ms) VALUES
          (1, 1, 1, 9000), (6, 0, 2, 9500);
        "#,
    )
    .unwrap();
}

fn insert_v2_data(c: &Connection) {
    c.execute_batch(
        "INSERT INTO daily_attempts
           (day, puzzle_id, score, wrong_tries, seconds, solved, recorded_ms) VALUES
           ('2024-03-01', 'daily-0301', 85, 0, 75, 1, 10000),
           ('2024-03-02', 'daily-0302', 60, 1, 75, 1, 11000);",
    )
    .unwrap();
}

/// A review as review format 1 wrote it (German and English sentences for the reasons), of
/// the game whose first four moves game 1 holds; made by the build before format 2.
fn insert_v6_data(c: &Connection) {
    let review = std::fs::read_to_string(fixture("review_v1.json")).unwrap();
    c.execute(
        "INSERT INTO reviews (game_id, ply_count, review, created_ms) VALUES (1, 11, ?1, 12000)",
        params![review.trim_end()],
    )
    .unwrap();
}

fn make_fixture(path: &Path, version: u32) {
    let _ = std::fs::remove_file(path);
    let c = Connection::open(path).unwrap();
    c.execute_batch(history::V1_SQL).unwrap();
    insert_v1_data(&c);
    for v in 1..version {
        schema::upgrade_from(&c, v).unwrap();
        c.pragma_update(None, "user_version", v + 1).unwrap();
        if v + 1 == 2 {
            insert_v2_data(&c);
        }
        if v + 1 == 6 {
            insert_v6_data(&c);
        }
    }
    c.execute_batch("VACUUM").unwrap();
    let got: u32 = c
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap();
    assert_eq!(got, version);
}

/// Writes `v1.sqlite` .. `v{SCHEMA_VERSION - 1}.sqlite` (rollback-journal mode, vacuumed).
#[test]
#[ignore = "regenerates the committed fixtures"]
fn generate_fixtures() {
    for v in 1..SCHEMA_VERSION {
        make_fixture(&fixture(&format!("v{v}.sqlite")), v);
    }
}

fn copy_fixture(dir: &TempDir, version: u32) -> std::path::PathBuf {
    let src = fixture(&format!("v{version}.sqlite"));
    let dst = dir.join(&format!("v{version}.sqlite"));
    std::fs::copy(&src, &dst).unwrap_or_else(|e| panic!("{}: {e}", src.display()));
    dst
}

fn check_upgraded(store: &mut Store, from: u32) {
    assert_eq!(store.schema_version().unwrap(), SCHEMA_VERSION);
    store.integrity_check().unwrap();

    let g1 = store.load_game(GameId(1)).unwrap();
    assert_eq!(
        g1.mode,
        Mode::VsComputer {
            level: Level::Strong,
            computer_color: Color::Black
        }
    );
    assert_eq!(g1.moves, ["h2e2", "h9g7", "h0g2", "i9h9"]);
    assert_eq!(
        g1.state,
        GameState::Finished {
            result: GameResult::RedWins,
            reason: EndReason::Checkmate
        }
    );
    assert_eq!(g1.house_rules.computer_handicap, None); // column added in v3

    let g2 = store.latest_unfinished().unwrap().unwrap();
    assert_eq!(g2.id, GameId(2));
    assert_eq!(g2.mode, Mode::TwoPlayers);
    assert_eq!(g2.setup, GameSetup::handicap(Handicap::Chariot));
    assert!(g2.house_rules.perpetual_check_only);
    assert_eq!(g2.clock_settings, r#"{"per_move":60}"#);
    assert_eq!(g2.clock_state, r#"{"red_ms":45000,"black_ms":60000}"#);
    assert_eq!(g2.moves, ["b2e2", "b9c7", "b0c2"]);
    // ply_count was backfilled by the v1 -> v2 step.
    assert_eq!(store.unfinished_games().unwrap()[0].ply_count, 3);
    let finished = store.finished_games(10, 0).unwrap();
    assert_eq!(
        finished
            .iter()
            .map(|s| (s.id, s.ply_count))
            .collect::<Vec<_>>(),
        [(GameId(3), 2), (GameId(1), 4)]
    );

    let st = store.statistics().unwrap();
    assert_eq!(st.finished_games, 2);
    assert_eq!(st.average_plies, Some(3.0));
    assert_eq!(st.by_level[0].record.draws, 1); // easy: draw
    assert_eq!(st.by_level[2].record.wins, 1); // strong: human Red won

    let s = store.settings().unwrap();
    assert_eq!(s.language, Lang::En);
    assert_eq!(s.stage, Stage::Probe);
    assert_eq!(s.notation, Style::Wxf);
    assert!(!s.music);
    assert!(s.sound); // never saved: default

    let p = store.puzzle_progress("m2-005").unwrap().unwrap();
    assert_eq!(
        (p.solved, p.attempts, p.hint_used, p.solution_used),
        (false, 3, true, false)
    );
    assert_eq!(store.lesson_progress().unwrap().len(), 2);

    let daily = store.daily_attempts().unwrap();
    if from >= 2 {
        assert_eq!(daily.len(), 2);
        assert_eq!(store.daily_streak("2024-03-02").unwrap(), 2);
    } else {
        assert!(daily.is_empty());
    }

    // The upgraded store takes new data in every table.
    store
        .append_move(GameId(2), 3, "b9b5", r#"{"red_ms":1}"#, 20_000)
        .unwrap();
    assert!(matches!(
        store.append_move(GameId(2), 3, "b9b5", "{}", 20_001),
        Err(StoreError::WrongPly {
            expected: 4,
            got: 3
        })
    ));
    let mut new = store_common::vs_computer(Level::Normal, Color::Red);
    new.house_rules.computer_handicap = Some(ComputerHandicap::Horse);
    let id = store.create_game(&new, 20_002).unwrap();
    assert_eq!(
        store.load_game(id).unwrap().house_rules.computer_handicap,
        Some(ComputerHandicap::Horse)
    );
    let p = store
        .record_puzzle_attempt(
            "m2-005",
            PuzzleAttempt {
                solved: true,
                hint_used: false,
                solution_used: true,
            },
            20_003,
        )
        .unwrap();
    assert!(p.solution_used && !p.solved);
    let today = DailyAttempt {
        day: "2024-03-03".into(),
        puzzle_id: "daily-0303".into(),
        score: 100,
        wrong_tries: 0,
        seconds: 3,
        solved: true,
    };
    assert_eq!(
        store.record_daily_attempt(&today, 20_004).unwrap(),
        DailyRecord::Recorded
    );
    // v4: the daily attempt under way.
    assert_eq!(store.daily_in_progress("2024-03-04").unwrap(), None);
    let DailyStart::Counting(under_way) = store
        .begin_daily("2024-03-04", "daily-0304", 20_005)
        .unwrap()
    else {
        panic!("a fresh day starts counting");
    };
    assert_eq!((under_way.started_ms, under_way.wrong_tries), (20_005, 0));
    // v5: a stored review per game, gone with the game; v7: a review of an older format
    // (the v6 fixture's) is stored in the current one.
    if from >= 6 {
        check_upgraded_review(store);
    } else {
        assert_eq!(store.load_review(GameId(1)).unwrap(), None);
    }
    store
        .save_review(GameId(1), 4, r#"{"format":"xiangqi-review"}"#, 20_006)
        .unwrap();
    assert_eq!(store.load_review(GameId(1)).unwrap().unwrap().ply_count, 4);
    store.delete_game(GameId(1)).unwrap();
    assert_eq!(store.load_review(GameId(1)).unwrap(), None);
    // v6: this device's online account, one row.
    assert_eq!(store.online_account().unwrap(), None);
    let account = OnlineAccount {
        server: "wss://xiangqi.example.org".into(),
        name: Some("Lin".into()),
        token: Some("tok".into()),
    };
    store.save_online_account(&account, 20_007).unwrap();
    assert_eq!(store.online_account().unwrap(), Some(account));
}

/// The v6 fixture's review, upgraded: its reasons are typed and say in German and English
/// what the old sentences said, and in Chinese too.
fn check_upgraded_review(store: &Store) {
    let stored = store.load_review(GameId(1)).unwrap().unwrap();
    assert_eq!((stored.ply_count, stored.created_ms), (11, 12000));
    assert!(
        stored.json.contains(r#""version":2"#) && !stored.json.contains("reason_de"),
        "{}",
        stored.json
    );
    let review = GameReview::from_json(&stored.json).unwrap();
    // Every sentence the old text held is what the typed reasons say now.
    let old: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(fixture("review_v1.json")).unwrap()).unwrap();
    let mut explained = 0;
    for (p, old) in review
        .plies
        .iter()
        .zip(old["review"]["plies"].as_array().unwrap())
    {
        for (field, new) in [("better", &p.better), ("reply", &p.reply)] {
            let Some(new) = new else {
                assert!(old[field].is_null());
                continue;
            };
            assert_eq!(new.mv.to_string(), old[field]["mv"].as_str().unwrap());
            assert_eq!(
                new.reason(Lang::De),
                old[field]["reason_de"].as_str().unwrap()
            );
            assert_eq!(
                new.reason(Lang::En),
                old[field]["reason_en"].as_str().unwrap()
            );
            explained += 1;
        }
    }
    assert_eq!(explained, 2);
    let blunder = &review.plies[8];
    assert_eq!(blunder.quality, MoveQuality::Blunder);
    let reply = blunder.reply.as_ref().unwrap();
    assert_eq!(reply.reasons, [Reason::Captures(PieceKind::Chariot)]);
    assert_eq!(reply.reason(Locale::ZhHans), "吃掉对方的车。");
    assert_eq!(
        blunder.better.as_ref().unwrap().reason(Locale::ZhHans),
        "出动车。"
    );
}

#[test]
fn upgrade_from_every_fixture() {
    for v in 1..SCHEMA_VERSION {
        let dir = TempDir::new("upgrade");
        let path = copy_fixture(&dir, v);
        {
            let c = Connection::open(&path).unwrap();
            let got: u32 = c
                .query_row("PRAGMA user_version", [], |r| r.get(0))
                .unwrap();
            assert_eq!(got, v, "fixture v{v} has the wrong user_version");
        }
        let mut store = Store::open(&path).unwrap();
        check_upgraded(&mut store, v);
        drop(store);
        // Opening again is a no-op upgrade.
        let store = Store::open(&path).unwrap();
        assert_eq!(store.schema_version().unwrap(), SCHEMA_VERSION);
        assert_eq!(store.load_game(GameId(2)).unwrap().moves.len(), 4);
    }
}

/// The fixtures match what the generator writes today (the generator is the source of truth).
#[test]
fn fixtures_match_generator() {
    for v in 1..SCHEMA_VERSION {
        let dir = TempDir::new("regen");
        let fresh = dir.join("fresh.sqlite");
        make_fixture(&fresh, v);
        let committed = copy_fixture(&dir, v);
        assert_eq!(
            dump(&Connection::open(&fresh).unwrap()),
            dump(&Connection::open(&committed).unwrap()),
            "fixture v{v} differs from the generator; rerun generate_fixtures"
        );
    }
}

/// Schema + rows, as text, for comparison.
fn dump(c: &Connection) -> Vec<String> {
    let mut out = layout(c);
    let tables: Vec<String> = c
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    for t in tables {
        let mut stmt = c
            .prepare(&format!("SELECT * FROM {t} ORDER BY 1, 2"))
            .unwrap();
        let n = stmt.column_count();
        let rows = stmt
            .query_map([], |r| {
                let cells: Vec<String> = (0..n)
                    .map(|i| format!("{:?}", r.get_ref(i).unwrap()))
                    .collect();
                Ok(format!("{t}: {}", cells.join(", ")))
            })
            .unwrap();
        out.extend(rows.map(Result::unwrap));
    }
    out
}

/// Tables with their columns and indexes, in a form independent of how they were created.
fn layout(c: &Connection) -> Vec<String> {
    let mut out = Vec::new();
    let objects: Vec<(String, String, Option<String>)> = c
        .prepare(
            "SELECT type, name, tbl_name FROM sqlite_master
             WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name",
        )
        .unwrap()
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    for (kind, name, table) in objects {
        out.push(format!("{kind} {name} on {table:?}"));
        let pragma = if kind == "table" {
            "table_xinfo"
        } else {
            "index_xinfo"
        };
        let mut stmt = c.prepare(&format!("PRAGMA {pragma}({name})")).unwrap();
        let n = stmt.column_count();
        let cols = stmt
            .query_map([], |r| {
                let cells: Vec<String> = (0..n)
                    .map(|i| format!("{:?}", r.get_ref(i).unwrap()))
                    .collect();
                Ok(format!("  {}", cells.join(" ")))
            })
            .unwrap();
        out.extend(cols.map(Result::unwrap));
        if kind == "table" {
            let fks = c
                .prepare(&format!("PRAGMA foreign_key_list({name})"))
                .unwrap()
                .query_map([], |r| {
                    Ok(format!(
                        "  fk {:?} -> {:?}.{:?} on delete {:?}",
                        r.get::<_, String>(3)?,
                        r.get::<_, String>(2)?,
                        r.get::<_, Option<String>>(4)?,
                        r.get::<_, String>(6)?
                    ))
                })
                .unwrap()
                .map(Result::unwrap)
                .collect::<Vec<_>>();
            out.extend(fks);
        }
    }
    let app_id: i32 = c
        .query_row("PRAGMA application_id", [], |r| r.get(0))
        .unwrap();
    out.push(format!("application_id {app_id}"));
    out
}

/// A fresh database and one upgraded from v1 have the same tables, columns (with types,
/// defaults, constraints' visible parts) and indexes.
#[test]
fn fresh_schema_equals_upgraded_schema() {
    let dir = TempDir::new("layout");
    let fresh = dir.join("fresh.db");
    drop(Store::open(&fresh).unwrap());
    let old = dir.join("old.db");
    {
        let c = Connection::open(&old).unwrap();
        c.execute_batch(history::V1_SQL).unwrap();
    }
    drop(Store::open(&old).unwrap());
    let a = layout(&Connection::open(&fresh).unwrap());
    let b = layout(&Connection::open(&old).unwrap());
    assert_eq!(a, b);
    assert!(a.iter().any(|l| l.contains("daily_attempts")));
}

/// The frozen creation SQL of v5 and v6 in `history` builds the same layout as v1 upgraded
/// to that version.
#[test]
fn history_equals_upgraded() {
    for (sql, to) in [(history::V5_SQL, 5), (history::V6_SQL, 6)] {
        let frozen = Connection::open_in_memory().unwrap();
        frozen.execute_batch(sql).unwrap();
        let upgraded = Connection::open_in_memory().unwrap();
        upgraded.execute_batch(history::V1_SQL).unwrap();
        for v in 1..to {
            schema::upgrade_from(&upgraded, v).unwrap();
        }
        upgraded.pragma_update(None, "user_version", to).unwrap();
        assert_eq!(layout(&frozen), layout(&upgraded), "v{to}");
        let version: u32 = frozen
            .query_row("PRAGMA user_version", [], |r| r.get(0))
            .unwrap();
        assert_eq!(version, to);
    }
}

#[test]
fn newer_version_is_refused_and_file_untouched() {
    let dir = TempDir::new("newer");
    for wal in [false, true] {
        let path = dir.join(&format!("newer-{wal}.db"));
        {
            let c = Connection::open(&path).unwrap();
            if wal {
                c.query_row("PRAGMA journal_mode = WAL", [], |_| Ok(()))
                    .unwrap();
            }
            c.execute_batch(schema::CREATE_SQL).unwrap();
            c.execute_batch("CREATE TABLE from_the_future (x)").unwrap();
            c.execute("INSERT INTO from_the_future VALUES (?1)", params![42])
                .unwrap();
            c.pragma_update(None, "user_version", SCHEMA_VERSION + 1)
                .unwrap();
        }
        let before = std::fs::read(&path).unwrap();
        for _ in 0..2 {
            match Store::open(&path) {
                Err(StoreError::NewerVersion { found, supported }) => {
                    assert_eq!(found, SCHEMA_VERSION + 1);
                    assert_eq!(supported, SCHEMA_VERSION);
                }
                other => panic!("{other:?}"),
            }
        }
        let after = std::fs::read(&path).unwrap();
        assert!(
            before == after,
            "the newer database was modified (wal={wal})"
        );
        // Nothing was added next to it either (no journal left behind).
        assert!(!dir.join(&format!("newer-{wal}.db-journal")).exists());
    }
}

#[test]
fn upgrade_failure_rolls_back() {
    // A v1 file whose data breaks the v1 -> v2 step halfway: a moves table that is a view
    // would be silly, so make ALTER TABLE fail by pre-creating the column it adds.
    let dir = TempDir::new("rollback");
    let path = dir.join("v1-odd.db");
    {
        let c = Connection::open(&path).unwrap();
        c.execute_batch(history::V1_SQL).unwrap();
        insert_v1_data(&c);
        c.execute_batch("ALTER TABLE games ADD COLUMN ply_count INTEGER")
            .unwrap();
    }
    let before = dump(&Connection::open(&path).unwrap());
    assert!(Store::open(&path).is_err());
    let c = Connection::open(&path).unwrap();
    assert_eq!(dump(&c), before);
    let v: u32 = c
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap();
    assert_eq!(v, 1);
}
