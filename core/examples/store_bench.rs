//! Store benchmark: durable move saves and start-up resume time.
//!
//! ```text
//! cargo run --release -p xiangqi-core --example store_bench [-- DIR]
//! ```
//!
//! `DIR` (default: the system temp dir) should be on the storage you care about. Measures
//! 1. `append_move` on a file database (WAL, `synchronous=FULL`, one fsync per move):
//!    p50 / p99 / max in ms; target p99 <= 2 ms; checkpoints run between moves, as the app
//!    runs them at quiet moments, and are timed apart;
//! 2. `Store::open` + `latest_unfinished` with 1,000 finished games (80 plies each) and one
//!    unfinished game stored: p50 / max over repeated runs (warm page cache); target <= 20 ms.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use xiangqi::engine::Level;
use xiangqi::game::{EndReason, GameResult, GameSetup, HouseRules};
use xiangqi::store::{Check, Durability, Mode, NewGame, OpenOptions, Store, StoreError};
use xiangqi::Color;

fn new_game(i: u32) -> NewGame {
    NewGame {
        mode: match (i % 3, i % 2) {
            (0, _) => Mode::TwoPlayers,
            (l, c) => Mode::VsComputer {
                level: Level::ALL[l as usize],
                computer_color: [Color::Red, Color::Black][c as usize],
            },
        },
        setup: GameSetup::Standard,
        house_rules: HouseRules::default(),
        clock_settings: r#"{"per_move_s":60,"grace_s":15}"#.into(),
        clock_state: r#"{"red_ms":60000,"black_ms":60000,"running":"red"}"#.into(),
    }
}

fn mv(ply: u32) -> String {
    let f = b"abcdefghi";
    let a = f[(ply % 9) as usize] as char;
    let b = f[((ply + 4) % 9) as usize] as char;
    format!("{a}{}{b}{}", ply % 10, (ply + 3) % 10)
}

/// How many moves are saved between two quiet moments (a game's end, the app going to the
/// background) in the move-saving benchmark.
const PLIES_PER_QUIET_MOMENT: u32 = 100;

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn percentile(sorted: &[Duration], p: f64) -> f64 {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    ms(sorted[i])
}

fn main() -> Result<(), StoreError> {
    let base = std::env::args()
        .nth(1)
        .map(PathBuf::from)
        .unwrap_or_else(std::env::temp_dir);
    let dir = base.join(format!("xq-store-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| StoreError::Sqlite(e.to_string()))?;
    println!("store bench in {}", dir.display());

    // 0. The floor: what one small write + fdatasync costs on this storage.
    {
        use std::io::Write;
        let p = dir.join("fsync.bin");
        let mut f = std::fs::File::create(&p).map_err(|e| StoreError::Sqlite(e.to_string()))?;
        let mut times = Vec::new();
        for i in 0..300u32 {
            let t = Instant::now();
            f.write_all(&[i as u8; 128])
                .and_then(|_| f.sync_data())
                .map_err(|e| StoreError::Sqlite(e.to_string()))?;
            times.push(t.elapsed());
        }
        times.sort();
        println!(
            "raw write+fdatasync (300x): p50 {:.3} ms, p99 {:.3} ms",
            percentile(&times, 0.5),
            percentile(&times, 0.99)
        );
    }

    // 1. Saving moves.
    for durability in [Durability::Full, Durability::Normal] {
        let path = dir.join(format!("moves-{durability:?}.db"));
        let options = OpenOptions {
            durability,
            ..OpenOptions::default()
        };
        let mut store = Store::open_with(&path, options)?;
        let id = store.create_game(&new_game(1), 0)?;
        let n = 2000u32;
        let mut times = Vec::with_capacity(n as usize);
        let mut checkpoints = Vec::new();
        for ply in 0..n {
            let clock = format!(
                r#"{{"red_ms":{},"black_ms":60000,"running":"black"}}"#,
                60_000 - ply
            );
            let t = Instant::now();
            store.append_move(id, ply, &mv(ply), &clock, i64::from(ply))?;
            times.push(t.elapsed());
            // The app checkpoints at quiet moments (game end, background), about this often.
            if ply % PLIES_PER_QUIET_MOMENT == PLIES_PER_QUIET_MOMENT - 1 {
                let t = Instant::now();
                store.checkpoint()?;
                checkpoints.push(t.elapsed());
            }
        }
        times.sort();
        checkpoints.sort();
        println!(
            "append_move ({n} moves, WAL, durability {durability:?}): p50 {:.3} ms, \
             p99 {:.3} ms, max {:.3} ms; checkpoint every {PLIES_PER_QUIET_MOMENT} moves: \
             p50 {:.3} ms, max {:.3} ms",
            percentile(&times, 0.5),
            percentile(&times, 0.99),
            ms(times[times.len() - 1]),
            percentile(&checkpoints, 0.5),
            ms(checkpoints[checkpoints.len() - 1])
        );
    }

    // 2. Start-up with 1,000 finished games.
    let path = dir.join("resume.db");
    {
        let t = Instant::now();
        let mut mem = Store::open_in_memory()?;
        for g in 0..1000u32 {
            let id = mem.create_game(&new_game(g), i64::from(g))?;
            for ply in 0..80 {
                mem.append_move(id, ply, &mv(ply), "{}", i64::from(g))?;
            }
            let result =
                [GameResult::RedWins, GameResult::BlackWins, GameResult::Draw][(g % 3) as usize];
            mem.finish_game(id, result, EndReason::Checkmate, i64::from(g))?;
        }
        let id = mem.create_game(&new_game(7), 5000)?;
        for ply in 0..57 {
            mem.append_move(id, ply, &mv(ply), r#"{"red_ms":1}"#, 5000)?;
        }
        let mut file = Store::open(&path)?;
        file.import_json(&mem.export_json()?)?;
        file.close()?;
        let size = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
        println!(
            "built 1,001 games / 80,057 moves in {:.0} ms, file {:.1} MiB",
            ms(t.elapsed()),
            size as f64 / 1_048_576.0
        );
    }
    let mut open_times = Vec::new();
    let mut total_times = Vec::new();
    for _ in 0..30 {
        let t = Instant::now();
        let store = Store::open(&path)?;
        let opened = t.elapsed();
        let game = store.latest_unfinished()?;
        let total = t.elapsed();
        assert_eq!(game.map(|g| g.moves.len()), Some(57));
        open_times.push(opened);
        total_times.push(total);
        drop(store);
    }
    open_times.sort();
    total_times.sort();
    let mut quick_times = Vec::new();
    for _ in 0..10 {
        let t = Instant::now();
        let options = OpenOptions {
            check: Check::Quick,
            ..OpenOptions::default()
        };
        let store = Store::open_with(&path, options)?;
        store.latest_unfinished()?;
        quick_times.push(t.elapsed());
    }
    quick_times.sort();
    println!(
        "open (Check::Quick) + latest_unfinished: p50 {:.2} ms",
        percentile(&quick_times, 0.5)
    );
    println!(
        "open (default Check::Auto): p50 {:.2} ms, max {:.2} ms",
        percentile(&open_times, 0.5),
        ms(open_times[open_times.len() - 1])
    );
    println!(
        "open + latest_unfinished: p50 {:.2} ms, max {:.2} ms (target <= 20 ms)",
        percentile(&total_times, 0.5),
        ms(total_times[total_times.len() - 1])
    );
    {
        let mut qc = Vec::new();
        let mut raw_open = Vec::new();
        for _ in 0..10 {
            let t = Instant::now();
            let c = rusqlite::Connection::open(&path).map_err(StoreError::from)?;
            let _: i64 = c
                .query_row("PRAGMA user_version", [], |r| r.get(0))
                .map_err(StoreError::from)?;
            raw_open.push(t.elapsed());
            let t = Instant::now();
            let _: String = c
                .query_row("PRAGMA quick_check", [], |r| r.get(0))
                .map_err(StoreError::from)?;
            qc.push(t.elapsed());
        }
        qc.sort();
        raw_open.sort();
        println!(
            "  of which: raw open + read header p50 {:.2} ms, quick_check p50 {:.2} ms",
            percentile(&raw_open, 0.5),
            percentile(&qc, 0.5)
        );
    }
    let store = Store::open(&path)?;
    let t = Instant::now();
    store.integrity_check()?;
    println!(
        "full integrity_check (not done on open): {:.2} ms",
        ms(t.elapsed())
    );
    let t = Instant::now();
    let stats = store.statistics()?;
    println!(
        "statistics over {} finished games: {:.2} ms",
        stats.finished_games,
        ms(t.elapsed())
    );
    drop(store);
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}
