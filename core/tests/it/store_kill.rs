//! Kill test: a child process appends moves forever and prints every acknowledged ply; the
//! parent kills it with SIGKILL at random moments and checks after each kill that the
//! database is intact and every acknowledged move is there.
//!
//! The child is this test binary itself, re-run with `--exact store_kill::kill_child --ignored` and
//! `XQ_STORE_KILL_DB` set. Knobs: `XQ_STORE_KILLS` (default 200), `XQ_STORE_KILL_SEED`.

use crate::store_common;

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

use rand::{Rng, SeedableRng};
use rusqlite::Connection;
use store_common::{move_for, two_players, TempDir};
use xiangqi::game::{EndReason, GameResult, GameState};
use xiangqi::store::{GameId, Store};

const DB_ENV: &str = "XQ_STORE_KILL_DB";

/// Games are finished at this length and a new one started, so the database keeps growing
/// (more games) without single games getting huge.
const GAME_LENGTH: u32 = 400;

fn clock_for(ply: u32) -> String {
    format!(
        r#"{{"ply":{ply},"red_ms":{},"black_ms":60000}}"#,
        600_000 - ply
    )
}

fn say(out: &mut impl Write, line: std::fmt::Arguments<'_>) {
    writeln!(out, "{line}").expect("child: stdout");
    out.flush().expect("child: flush");
}

/// Child side: only does something when started by `kill_test` (env var set). Prints
/// `GAME id ply` when it (re)starts a game at `ply`, `ACK id ply` after each committed move,
/// `FIN id` after a game was finished. Every line is written only after the commit returned.
#[test]
#[ignore = "run by kill_test as a child process"]
fn kill_child() {
    let Ok(path) = std::env::var(DB_ENV) else {
        return;
    };
    let out = std::io::stdout();
    let mut out = out.lock();
    let mut store = Store::open(&path).expect("child: open");
    let (mut id, mut ply) = match store.latest_unfinished().expect("child: latest") {
        Some(g) => (g.id, g.moves.len() as u32),
        None => (
            store.create_game(&two_players(), 0).expect("child: create"),
            0,
        ),
    };
    say(&mut out, format_args!("GAME {} {ply}", id.0));
    loop {
        if ply == GAME_LENGTH {
            store
                .finish_game(id, GameResult::Draw, EndReason::MoveLimit, 0)
                .expect("child: finish");
            say(&mut out, format_args!("FIN {}", id.0));
            id = store.create_game(&two_players(), 0).expect("child: create");
            ply = 0;
            say(&mut out, format_args!("GAME {} 0", id.0));
        }
        store
            .append_move(id, ply, &move_for(ply), &clock_for(ply), i64::from(ply))
            .expect("child: append");
        say(&mut out, format_args!("ACK {} {ply}", id.0));
        ply += 1;
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Event {
    Game(i64, u32),
    Ack(i64, u32),
    Fin(i64),
}

fn parse(line: &str) -> Option<Event> {
    // The test harness may print "test kill_child ... " on the same line first.
    let mut p = line
        .split_whitespace()
        .skip_while(|w| !matches!(*w, "GAME" | "ACK" | "FIN"));
    let kind = p.next()?;
    let id: i64 = p.next()?.parse().ok()?;
    match kind {
        "GAME" => Some(Event::Game(id, p.next()?.parse().ok()?)),
        "ACK" => Some(Event::Ack(id, p.next()?.parse().ok()?)),
        "FIN" => Some(Event::Fin(id)),
        _ => None,
    }
}

fn run_child(db: &Path, kill_after: Duration, after_ready: bool) -> Vec<Event> {
    let exe = std::env::current_exe().expect("current_exe");
    let mut child = Command::new(exe)
        .args([
            "--exact",
            "store_kill::kill_child",
            "--ignored",
            "--nocapture",
            "--test-threads=1",
        ])
        .env(DB_ENV, db)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("spawn child");
    let stdout = child.stdout.take().expect("child stdout");
    let (ready_tx, ready_rx) = std::sync::mpsc::channel();
    let reader = std::thread::spawn(move || {
        let mut events = Vec::new();
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            if let Some(e) = parse(&line) {
                if events.is_empty() {
                    let _ = ready_tx.send(());
                }
                events.push(e);
            }
        }
        events
    });
    if after_ready {
        // Wait (bounded) until the child has opened the store, then let it write a while.
        let _ = ready_rx.recv_timeout(Duration::from_secs(20));
    }
    std::thread::sleep(kill_after);
    child.kill().expect("SIGKILL child");
    let status = child.wait().expect("wait child");
    assert!(!status.success(), "child exited by itself: {status:?}");
    reader.join().expect("reader thread")
}

/// What the parent knows was acknowledged for one game.
#[derive(Debug, Default, Clone, Copy)]
struct Acked {
    /// Highest acknowledged ply (or verified stored ply).
    ply: Option<u32>,
    finished: bool,
}

#[test]
fn kill_test() {
    let kills: u32 = std::env::var("XQ_STORE_KILLS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(200);
    let seed: u64 = std::env::var("XQ_STORE_KILL_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0x5851_5354);
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    let dir = TempDir::new("kill");
    let db = dir.join("kill.db");

    let mut games: BTreeMap<i64, Acked> = BTreeMap::new();
    let mut current: Option<i64> = None;
    let (mut rounds_with_acks, mut total_acks, mut finished) = (0u32, 0u64, 0u32);
    for round in 0..kills {
        let ctx = format!("round {round}, seed {seed}");
        // Half the kills count from the spawn (may hit opening/recovery), half from the
        // child's first line (hit the append loop).
        let after_ready = rng.gen_bool(0.5);
        let delay = Duration::from_micros(rng.gen_range(1_000..30_000));
        let events = run_child(&db, delay, after_ready);

        let mut touched: Vec<i64> = current.into_iter().collect();
        let mut acks = 0;
        for e in events {
            match e {
                Event::Game(id, ply) => {
                    let g = games.entry(id).or_default();
                    assert!(!g.finished, "{ctx}: resumed finished game {id}");
                    let expected = g.ply.map_or(0, |p| p + 1);
                    assert_eq!(ply, expected, "{ctx}: game {id} resumed at the wrong ply");
                    current = Some(id);
                    touched.push(id);
                }
                Event::Ack(id, ply) => {
                    assert_eq!(current, Some(id), "{ctx}: ack for a game not started");
                    let g = games.entry(id).or_default();
                    assert_eq!(ply, g.ply.map_or(0, |p| p + 1), "{ctx}: acks out of order");
                    g.ply = Some(ply);
                    acks += 1;
                }
                Event::Fin(id) => {
                    let g = games.entry(id).or_default();
                    assert_eq!(g.ply, Some(GAME_LENGTH - 1), "{ctx}: early finish");
                    g.finished = true;
                    finished += 1;
                }
            }
        }
        if acks > 0 {
            rounds_with_acks += 1;
            total_acks += acks;
        }
        if !db.exists() {
            assert!(games.is_empty(), "{ctx}: database vanished");
            continue;
        }
        // The database must be intact...
        {
            let c = Connection::open(&db).expect("open raw");
            let check: String = c
                .query_row("PRAGMA integrity_check", [], |row| row.get(0))
                .expect("integrity_check");
            assert_eq!(check, "ok", "{ctx}");
        }
        // ...and hold every acknowledged move and result (possibly one step more that was
        // committed but not yet acknowledged when the kill came).
        let store = Store::open(&db).expect("open store after kill");
        touched.sort_unstable();
        touched.dedup();
        for id in touched {
            let g = games.get_mut(&id).expect("known game");
            let rec = store.load_game(GameId(id)).expect("load game after kill");
            let n = rec.moves.len() as u32;
            let acked = g.ply.map_or(0, |p| p + 1);
            assert!(
                n == acked || n == acked + 1,
                "{ctx}: game {id}: acknowledged {acked} moves, stored {n}"
            );
            assert!(n <= GAME_LENGTH, "{ctx}: game {id} too long");
            for (i, m) in rec.moves.iter().enumerate() {
                assert_eq!(m, &move_for(i as u32), "{ctx}: game {id} move {i}");
            }
            if n > 0 {
                assert_eq!(rec.clock_state, clock_for(n - 1), "{ctx}: game {id} clock");
                g.ply = Some(n - 1);
            }
            match rec.state {
                GameState::Finished { .. } => {
                    assert_eq!(n, GAME_LENGTH, "{ctx}: game {id} finished early");
                    g.finished = true;
                }
                GameState::Ongoing => {
                    assert!(!g.finished, "{ctx}: acknowledged finish of {id} lost")
                }
            }
        }
        drop(store);
    }
    let stored: u64 = games
        .values()
        .map(|g| g.ply.map_or(0, |p| u64::from(p) + 1))
        .sum();
    let size = std::fs::metadata(&db).map(|m| m.len()).unwrap_or(0);
    eprintln!(
        "kill test: {kills} kills, {rounds_with_acks} rounds with acks, {total_acks} acks, \
         {} games ({finished} finish acks), {stored} moves, {size} bytes, seed {seed}",
        games.len()
    );
    assert!(
        rounds_with_acks >= kills / 4,
        "too few rounds reached the append loop: {rounds_with_acks}"
    );
}
