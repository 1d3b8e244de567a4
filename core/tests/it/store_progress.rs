//! Settings, puzzle / daily / lesson progress, online account, backup.

use crate::store_common;

use store_common::{move_for, two_players, vs_computer, TempDir};
use xiangqi::engine::Level;
use xiangqi::game::{
    ClockChoice, ComputerHandicap, EndReason, GameResult, GameSetup, Handicap, HouseRules,
};
use xiangqi::notation::Style;
use xiangqi::puzzles::attempt_score as daily_score;
use xiangqi::store::{
    DailyAttempt, DailyRecord, DailyStart, OnlineAccount, PieceFaces, PuzzleAttempt, Settings,
    Stage, Store, StoreError,
};
use xiangqi::Color;
use xiangqi::Lang;

fn custom_settings() -> Settings {
    Settings {
        piece_faces: PieceFaces::PictureWithCharacter,
        stage: Stage::Lackbrett,
        move_helper: false,
        dangers: false,
        coordinates: xiangqi::scene::Coordinates::Iccs,
        notation: Style::WordsEn,
        language: Lang::En,
        music: false,
        music_piece: 4,
        sound: true,
        speech: true,
        haptics: false,
        clock: ClockChoice::Rapid10Plus5,
        house_rules: HouseRules {
            perpetual_check_only: true,
            stalemate_is_draw: true,
            computer_handicap: Some(ComputerHandicap::Chariot),
        },
        marks_legend_seen: true,
    }
}

#[test]
fn settings_round_trip() {
    let dir = TempDir::new("settings");
    let path = dir.join("s.db");
    {
        let mut s = Store::open(&path).unwrap();
        assert_eq!(s.settings().unwrap(), Settings::default());
        s.save_settings(&custom_settings()).unwrap();
    }
    let mut s = Store::open(&path).unwrap();
    assert_eq!(s.settings().unwrap(), custom_settings());
    for clock in [
        ClockChoice::None,
        ClockChoice::PerMove30,
        ClockChoice::PerMove120,
        ClockChoice::Classic45Plus15,
    ] {
        let mut want = custom_settings();
        want.clock = clock;
        s.save_settings(&want).unwrap();
        assert_eq!(s.settings().unwrap(), want);
    }
    assert_eq!(ClockChoice::PerMove90.per_move_seconds(), Some(90));
    assert_eq!(ClockChoice::Blitz3Plus2.time_control(), Some((3, 2)));
    assert_eq!(
        serde_json::to_string(&ClockChoice::Rapid20Plus10).unwrap(),
        "\"20+10\""
    );
}

/// Unknown keys, unreadable values and a setting from a newer build fall back per field.
#[test]
fn settings_are_forgiving() {
    let dir = TempDir::new("settings-bad");
    let path = dir.join("s.db");
    {
        let mut s = Store::open(&path).unwrap();
        s.save_settings(&custom_settings()).unwrap();
    }
    {
        let c = rusqlite::Connection::open(&path).unwrap();
        c.execute_batch(
            "UPDATE settings SET value = '\"hologram\"' WHERE key = 'stage';
             UPDATE settings SET value = 'not json' WHERE key = 'notation';
             INSERT INTO settings VALUES ('future_key', '42');",
        )
        .unwrap();
    }
    let s = Store::open(&path).unwrap();
    let got = s.settings().unwrap();
    let mut want = custom_settings();
    want.stage = Stage::default();
    want.notation = Style::default();
    assert_eq!(got, want);
}

#[test]
fn puzzle_progress() {
    let mut s = Store::open_in_memory().unwrap();
    assert_eq!(s.puzzle_progress("m2-001").unwrap(), None);
    // Solved with a hint: not solved.
    let p = s
        .record_puzzle_attempt(
            "m2-001",
            PuzzleAttempt {
                solved: true,
                hint_used: true,
                solution_used: false,
            },
            1,
        )
        .unwrap();
    assert!(!p.solved && p.hint_used && !p.solution_used);
    assert_eq!(p.attempts, 1);
    // Solution shown: not solved.
    let p = s
        .record_puzzle_attempt(
            "m2-001",
            PuzzleAttempt {
                solved: true,
                hint_used: false,
                solution_used: true,
            },
            2,
        )
        .unwrap();
    assert!(!p.solved && p.solution_used);
    // Clean solve: solved, and it stays solved.
    let p = s
        .record_puzzle_attempt(
            "m2-001",
            PuzzleAttempt {
                solved: true,
                ..Default::default()
            },
            3,
        )
        .unwrap();
    assert!(p.solved);
    let p = s
        .record_puzzle_attempt("m2-001", PuzzleAttempt::default(), 4)
        .unwrap();
    assert!(p.solved);
    assert_eq!(p.attempts, 4);
    assert_eq!(p.updated_ms, 4);
    s.record_puzzle_attempt("m1-007", PuzzleAttempt::default(), 5)
        .unwrap();
    let all = s.all_puzzle_progress().unwrap();
    assert_eq!(
        all.iter().map(|p| p.puzzle_id.as_str()).collect::<Vec<_>>(),
        ["m1-007", "m2-001"]
    );
    assert!(matches!(
        s.record_puzzle_attempt("", PuzzleAttempt::default(), 6),
        Err(StoreError::InvalidInput(_))
    ));
}

fn daily(day: &str, solved: bool, wrong: u32, secs: u32) -> DailyAttempt {
    DailyAttempt {
        day: day.into(),
        puzzle_id: format!("daily-{day}"),
        score: daily_score(solved, wrong, secs),
        wrong_tries: wrong,
        seconds: secs,
        solved,
    }
}

#[test]
fn daily_score_formula() {
    assert_eq!(daily_score(true, 0, 0), 100);
    assert_eq!(daily_score(true, 0, 4), 100);
    assert_eq!(daily_score(true, 0, 5), 99);
    assert_eq!(daily_score(true, 1, 50), 65);
    assert_eq!(daily_score(true, 3, 100), 10);
    assert_eq!(daily_score(true, 1000, u32::MAX), 10);
    assert_eq!(daily_score(false, 0, 0), 0);
}

#[test]
fn daily_only_first_attempt_counts() {
    let mut s = Store::open_in_memory().unwrap();
    let first = daily("2024-05-01", false, 2, 60);
    assert_eq!(
        s.record_daily_attempt(&first, 1).unwrap(),
        DailyRecord::Recorded
    );
    // A better second attempt the same day does not count.
    let second = daily("2024-05-01", true, 0, 10);
    assert_eq!(
        s.record_daily_attempt(&second, 2).unwrap(),
        DailyRecord::AlreadyAttempted(first.clone())
    );
    assert_eq!(s.daily_attempt("2024-05-01").unwrap(), Some(first.clone()));
    assert_eq!(s.daily_attempt("2024-05-02").unwrap(), None);
    assert_eq!(s.daily_attempts().unwrap(), vec![first]);
    for bad_day in [
        "2024-5-01",
        "2024-02-30",
        "2023-02-29",
        "2024-13-01",
        "abcd-ef-gh",
        "",
    ] {
        assert!(
            matches!(
                s.record_daily_attempt(&daily(bad_day, true, 0, 0), 3),
                Err(StoreError::InvalidInput(_))
            ),
            "{bad_day}"
        );
    }
    let mut too_much = daily("2024-05-03", true, 0, 0);
    too_much.score = 101;
    assert!(matches!(
        s.record_daily_attempt(&too_much, 3),
        Err(StoreError::InvalidInput(_))
    ));
    assert!(s.daily_attempt("yesterday").is_err());
}

#[test]
fn daily_attempt_under_way_is_kept_until_it_ends() {
    let mut s = Store::open_in_memory().unwrap();
    let DailyStart::Counting(a) = s.begin_daily("2024-05-01", "m2-001", 1_000).unwrap() else {
        panic!("fresh day");
    };
    assert_eq!((a.started_ms, a.wrong_tries), (1_000, 0));
    s.daily_wrong_try("2024-05-01").unwrap();
    s.daily_wrong_try("2024-05-01").unwrap();
    // Opened again (after a restart): the same attempt, clock and wrong tries kept.
    let DailyStart::Counting(b) = s.begin_daily("2024-05-01", "m2-001", 9_000).unwrap() else {
        panic!("still under way");
    };
    assert_eq!((b.started_ms, b.wrong_tries), (1_000, 2));
    let done = daily("2024-05-01", true, 2, 8);
    assert_eq!(
        s.record_daily_attempt(&done, 9_500).unwrap(),
        DailyRecord::Recorded
    );
    assert_eq!(s.daily_in_progress("2024-05-01").unwrap(), None);
    assert_eq!(
        s.begin_daily("2024-05-01", "m2-001", 10_000).unwrap(),
        DailyStart::AlreadyAttempted(done)
    );
    // A wrong try with nothing under way changes nothing; bad dates are refused.
    s.daily_wrong_try("2024-05-02").unwrap();
    assert_eq!(s.daily_in_progress("2024-05-02").unwrap(), None);
    assert!(matches!(
        s.begin_daily("2024-02-30", "m2-001", 1),
        Err(StoreError::InvalidInput(_))
    ));
}

#[test]
fn daily_streak_rules() {
    let mut s = Store::open_in_memory().unwrap();
    assert_eq!(s.daily_streak("2024-03-01").unwrap(), 0);
    // Solved 2024-02-27 .. 2024-03-01 across a leap day, a failure on 02-25, gap on 02-26.
    for (day, solved) in [
        ("2024-02-24", true),
        ("2024-02-25", false),
        ("2024-02-27", true),
        ("2024-02-28", true),
        ("2024-02-29", true),
        ("2024-03-01", true),
    ] {
        s.record_daily_attempt(&daily(day, solved, 0, 30), 0)
            .unwrap();
    }
    assert_eq!(s.daily_streak("2024-03-01").unwrap(), 4);
    // Today not yet played: the streak up to yesterday still shows.
    assert_eq!(s.daily_streak("2024-03-02").unwrap(), 4);
    // A day missed: gone.
    assert_eq!(s.daily_streak("2024-03-03").unwrap(), 0);
    // Looking back in time ignores later days.
    assert_eq!(s.daily_streak("2024-02-28").unwrap(), 2);
    assert_eq!(s.daily_streak("2024-02-24").unwrap(), 1);
    assert_eq!(s.daily_streak("2024-02-25").unwrap(), 0);
    assert_eq!(s.daily_streak("2024-02-26").unwrap(), 0);
    // An unsolved attempt today breaks the streak.
    s.record_daily_attempt(&daily("2024-03-02", false, 4, 300), 0)
        .unwrap();
    assert_eq!(s.daily_streak("2024-03-02").unwrap(), 0);
    // Across a year end.
    let mut s = Store::open_in_memory().unwrap();
    for day in ["2023-12-30", "2023-12-31", "2024-01-01"] {
        s.record_daily_attempt(&daily(day, true, 0, 0), 0).unwrap();
    }
    assert_eq!(s.daily_streak("2024-01-01").unwrap(), 3);
    assert!(s.daily_streak("2024-1-1").is_err());
}

#[test]
fn lesson_progress() {
    let mut s = Store::open_in_memory().unwrap();
    let l = s.record_lesson_attempt(6, false, 1).unwrap();
    assert_eq!((l.lesson, l.completed, l.attempts), (6, false, 1));
    let l = s.record_lesson_attempt(6, true, 2).unwrap();
    assert_eq!((l.completed, l.attempts), (true, 2));
    let l = s.record_lesson_attempt(6, false, 3).unwrap();
    assert_eq!((l.completed, l.attempts, l.updated_ms), (true, 3, 3));
    s.record_lesson_attempt(1, true, 4).unwrap();
    let all = s.lesson_progress().unwrap();
    assert_eq!(all.iter().map(|l| l.lesson).collect::<Vec<_>>(), [1, 6]);
}

fn populated() -> Store {
    let mut s = Store::open_in_memory().unwrap();
    let mut g = vs_computer(Level::Strong, Color::Red);
    g.setup = GameSetup::handicap(Handicap::Nine);
    g.clock_settings = r#"{"per_move_s":30}"#.into();
    let a = s.create_game(&g, 100).unwrap();
    for ply in 0..12 {
        s.append_move(a, ply, &move_for(ply), r#"{"left":[1,2]}"#, 101)
            .unwrap();
    }
    s.finish_game(a, GameResult::BlackWins, EndReason::Checkmate, 102)
        .unwrap();
    let b = s.create_game(&two_players(), 200).unwrap();
    s.append_move(b, 0, "b2e2", "null", 201).unwrap();
    s.save_settings(&custom_settings()).unwrap();
    s.record_puzzle_attempt(
        "m3-002",
        PuzzleAttempt {
            solved: true,
            ..Default::default()
        },
        300,
    )
    .unwrap();
    s.record_daily_attempt(&daily("2024-06-01", true, 1, 42), 400)
        .unwrap();
    s.begin_daily("2024-06-02", "m2-004", 450).unwrap();
    s.daily_wrong_try("2024-06-02").unwrap();
    s.record_lesson_attempt(3, true, 500).unwrap();
    s
}

#[test]
fn export_import_round_trip() {
    let src = populated();
    let json = src.export_json().unwrap();
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["format"], "xiangqi-store-backup");
    assert_eq!(v["version"], 1);

    // Import into a file store that already has other contents: they are replaced.
    let dir = TempDir::new("backup");
    let path = dir.join("b.db");
    {
        let mut dst = Store::open(&path).unwrap();
        for t in 0..3 {
            dst.create_game(&two_players(), t).unwrap();
        }
        dst.record_lesson_attempt(9, true, 1).unwrap();
        dst.import_json(&json).unwrap();
    }
    let dst = Store::open(&path).unwrap();
    assert_eq!(dst.export_json().unwrap(), json);
    assert_eq!(dst.statistics().unwrap(), src.statistics().unwrap());
    assert_eq!(dst.settings().unwrap(), custom_settings());
    assert_eq!(dst.daily_streak("2024-06-02").unwrap(), 1);
    assert_eq!(dst.lesson_progress().unwrap().len(), 1);
    let under_way = dst.daily_in_progress("2024-06-02").unwrap().unwrap();
    assert_eq!((under_way.started_ms, under_way.wrong_tries), (450, 1));
    let resumed = dst.latest_unfinished().unwrap().unwrap();
    assert_eq!(resumed.moves, ["b2e2"]);
    dst.integrity_check().unwrap();
}

#[test]
fn import_rejects_bad_backups_and_keeps_contents() {
    let src = populated();
    let good = src.export_json().unwrap();
    let mut dst = populated();
    let before = dst.export_json().unwrap();

    let mut cases: Vec<String> = vec![
        "".into(),
        "[]".into(),
        "{\"format\":\"other\"}".into(),
        good.replace("\"version\": 1", "\"version\": 99"),
        good.replace(
            "\"format\": \"xiangqi-store-backup\"",
            "\"format\": \"zip\"",
        ),
        good.replace("\"b2e2\"", "\"B2E2\""),
        good.replace("\"result\": \"black_wins\"", "\"result\": \"nobody\""),
        good.replace("\"2024-06-01\"", "\"2024-06-31\""),
        good.replace(
            r#""clock_settings": "null""#,
            r#""clock_settings": "{oops""#,
        ),
    ];
    // A duplicated game id.
    let mut v: serde_json::Value = serde_json::from_str(&good).unwrap();
    let first = v["games"][0].clone();
    v["games"].as_array_mut().unwrap().push(first);
    cases.push(v.to_string());
    for (i, bad) in cases.iter().enumerate() {
        assert_ne!(bad, &good, "case {i} did not change the backup");
        match dst.import_json(bad) {
            Err(StoreError::InvalidBackup(_)) => {}
            other => panic!("case {i}: {other:?}"),
        }
        assert_eq!(dst.export_json().unwrap(), before, "case {i}");
    }
}

const TOKEN: &str = "tok-5f1c9a0e-secret";

fn account(token: Option<&str>) -> OnlineAccount {
    OnlineAccount {
        server: "wss://xiangqi.example.org".into(),
        name: Some("Lin".into()),
        token: token.map(str::to_string),
    }
}

#[test]
fn online_account_round_trip() {
    let dir = TempDir::new("online");
    let path = dir.join("a.db");
    {
        let mut s = Store::open(&path).unwrap();
        assert_eq!(s.online_account().unwrap(), None);
        s.save_online_account(&account(Some(TOKEN)), 10).unwrap();
        assert_eq!(s.online_account().unwrap(), Some(account(Some(TOKEN))));
    }
    // It survives reopening the file.
    let s = Store::open(&path).unwrap();
    assert_eq!(s.online_account().unwrap(), Some(account(Some(TOKEN))));
    // Nothing but the server: name and token may be absent.
    let mut m = Store::open_in_memory().unwrap();
    let bare = OnlineAccount {
        server: "wss://other.example.org".into(),
        name: None,
        token: None,
    };
    m.save_online_account(&bare, 1).unwrap();
    assert_eq!(m.online_account().unwrap(), Some(bare));
}

#[test]
fn saving_the_online_account_replaces_the_one_row() {
    let dir = TempDir::new("online-replace");
    let path = dir.join("a.db");
    let mut s = Store::open(&path).unwrap();
    s.save_online_account(&account(Some(TOKEN)), 10).unwrap();
    let signed_out = OnlineAccount {
        server: "wss://second.example.org".into(),
        name: Some("Mei".into()),
        token: None,
    };
    s.save_online_account(&signed_out, 20).unwrap();
    assert_eq!(s.online_account().unwrap(), Some(signed_out));
    drop(s);
    let c = rusqlite::Connection::open(&path).unwrap();
    let rows: Vec<(i64, i64)> = c
        .prepare("SELECT id, updated_ms FROM online_account")
        .unwrap()
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    assert_eq!(rows, [(1, 20)]);
}

#[test]
fn backup_leaves_the_online_account_on_the_device() {
    let mut src = populated();
    src.save_online_account(&account(Some(TOKEN)), 600).unwrap();
    let json = src.export_json().unwrap();
    // The token (a credential of this device) never leaves it in a backup; nor does the rest
    // of the account.
    assert!(!json.contains(TOKEN), "the backup holds the token");
    assert!(!json.contains("xiangqi.example.org"));
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert!(v.get("online_account").is_none());

    // Importing a backup keeps the account of the device it is imported on ...
    let mut dst = Store::open_in_memory().unwrap();
    let mine = OnlineAccount {
        server: "wss://home.example.org".into(),
        name: Some("Mei".into()),
        token: Some("tok-of-this-device".into()),
    };
    dst.save_online_account(&mine, 700).unwrap();
    dst.import_json(&json).unwrap();
    assert_eq!(dst.online_account().unwrap(), Some(mine));
    assert_eq!(dst.export_json().unwrap(), json);
    // ... and does not create one where there was none.
    let mut empty = Store::open_in_memory().unwrap();
    empty.import_json(&json).unwrap();
    assert_eq!(empty.online_account().unwrap(), None);
}
