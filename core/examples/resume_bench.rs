//! Time from opening the app's store to a drawable resumed game (the start-up path of the
//! phone app): `cargo run --release -p xiangqi-core --example resume_bench`.

use std::time::Instant;
use xiangqi::app::{App, NewGameConfig};
use xiangqi::game::{Game, GameSetup, HouseRules};

const PLIES: usize = 120;
const RUNS: usize = 20;

fn main() {
    let dir = std::env::temp_dir().join(format!("xiangqi-resume-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join("bench.db");
    {
        let app = App::open(&path).expect("open");
        // Finished games in the history, as on a phone used for a while.
        for _ in 0..200 {
            let s = app.new_game(&NewGameConfig::two_players()).expect("game");
            s.play("h2e2").expect("move");
            s.resign().expect("resign");
        }
        let s = app.new_game(&NewGameConfig::two_players()).expect("game");
        // A long unfinished game: each ply a varied legal move that does not end the game.
        let mut game = Game::new(GameSetup::Standard, HouseRules::default()).expect("game");
        for ply in 0..PLIES {
            let legal = game.legal_moves();
            let n = legal.len();
            let mv = (0..n)
                .map(|k| legal[(ply * 7 + k) % n])
                .find(|&m| {
                    let mut probe = game.clone();
                    probe.play(m).map(|o| !o.state.is_over()).unwrap_or(false)
                })
                .expect("a move that keeps the game going");
            game.play(mv).expect("legal");
            s.play_move(mv).expect("saved");
        }
    }
    let mut times = Vec::new();
    for _ in 0..RUNS {
        let t = Instant::now();
        let app = App::open(&path).expect("open");
        let session = app.resume().expect("resume").expect("unfinished game");
        let view = session.view();
        times.push(t.elapsed().as_secs_f64() * 1000.0);
        assert!(!view.pieces.is_empty());
    }
    times.sort_by(|a, b| a.total_cmp(b));
    println!(
        "open + resume + first view ({} plies, 201 games stored): median {:.2} ms, max {:.2} ms",
        PLIES,
        times[RUNS / 2],
        times[RUNS - 1]
    );
    let _ = std::fs::remove_dir_all(&dir);
}
