//! The app core's latencies as a shell meets them, on a database file (WAL, every move saved
//! before its view):
//! - `send`: how long the shell's thread is held by one event (it only queues it);
//! - tap → view: from the tap that completes a move to the rendered view showing it (the
//!   move saved);
//! - the size of a game screen's `AppView` as it crosses the FFI (UniFFI's lowered buffer).
//!
//! `cargo run --release -p xiangqi-core --features ffi --example appcore_bench [ROUNDS]`

use std::sync::mpsc::{channel, Sender};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use xiangqi::app::{
    Action, AppCore, AppOptions, AppView, BoardGesture, Effect, Event, Field, ScreenView, Shell,
};
use xiangqi::{Lang, Square};

const DEFAULT_ROUNDS: usize = 300;
const SENDS: usize = 20_000;

/// Hands every rendered view to the bench with the moment it arrived.
struct Timing(Mutex<Sender<(Instant, AppView)>>);

impl Shell for Timing {
    fn render(&self, view: AppView) {
        let _ = self.0.lock().unwrap().send((Instant::now(), view));
    }
    fn effect(&self, _effect: Effect) {}
}

fn percentiles(mut us: Vec<f64>) -> String {
    us.sort_by(f64::total_cmp);
    let at = |q: f64| us[((us.len() - 1) as f64 * q) as usize];
    format!(
        "median {:.1} us, p90 {:.1} us, p99 {:.1} us, max {:.1} us ({} samples)",
        at(0.5),
        at(0.9),
        at(0.99),
        at(1.0),
        us.len()
    )
}

fn plies(view: &AppView) -> usize {
    match view.top() {
        Some(ScreenView::Game { game }) => game.board.moves.len(),
        _ => usize::MAX,
    }
}

fn tap(point: &str) -> Event {
    Event::Board {
        gesture: BoardGesture::Tap {
            point: Square::parse_iccs(point).unwrap(),
        },
    }
}

fn main() {
    let rounds: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(DEFAULT_ROUNDS);
    let dir = std::env::temp_dir().join(format!("xq-appcore-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (tx, rx) = channel();
    let core = AppCore::start(
        AppOptions::new(dir.join("bench.db"), Lang::En),
        Arc::new(Timing(Mutex::new(tx))),
    )
    .unwrap();
    for e in [
        Event::Action {
            action: Action::OpenNewGame,
        },
        Event::Choose {
            field: Field::Mode,
            option: 1,
        },
        Event::Action {
            action: Action::StartGame,
        },
    ] {
        core.send(e);
    }
    core.settle();

    // 1. send: the shell's thread only queues.
    let mut sends = Vec::with_capacity(SENDS);
    for _ in 0..SENDS {
        let t = Instant::now();
        core.send(Event::DismissBanner);
        sends.push(t.elapsed().as_secs_f64() * 1e6);
    }
    core.settle();
    println!("send: {}", percentiles(sends));

    // 2. tap → the rendered view with the move (saved first).
    let mut taps = Vec::with_capacity(rounds);
    for _ in 0..rounds {
        core.send(tap("h2"));
        core.settle();
        while rx.try_recv().is_ok() {}
        let t = Instant::now();
        core.send(tap("e2"));
        loop {
            let (at, view) = rx.recv_timeout(Duration::from_secs(10)).expect("a view");
            if plies(&view) == 1 {
                taps.push((at - t).as_secs_f64() * 1e6);
                break;
            }
        }
        core.send(Event::Action {
            action: Action::Undo,
        });
        core.settle();
    }
    println!("tap -> view with the move saved: {}", percentiles(taps));

    // 3. A game screen's view as it crosses the FFI, a few moves into the game.
    for mv in [
        "h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "b0c2", "a9b9",
    ] {
        core.send(tap(&mv[0..2]));
        core.send(tap(&mv[2..4]));
    }
    core.settle();
    let view = core.view();
    let buffer = <AppView as uniffi::Lower<xiangqi::UniFfiTag>>::lower(view.clone());
    println!(
        "game screen AppView: {} bytes lowered for FFI ({} plies, {} screens, {} board points)",
        buffer.len(),
        plies(&view),
        view.stack.len(),
        view.board_points.len()
    );
    core.shutdown();
    let _ = std::fs::remove_dir_all(&dir);
}
