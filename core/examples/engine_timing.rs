//! Wall-clock answer times of the characters on middle-game positions (one FEN per line on
//! stdin). `cargo run --release -p xiangqi-core --example engine_timing < fens.txt`
//! Timings depend on machine load: run it on a quiet machine for meaningful numbers.
use std::io::BufRead;
use std::time::Instant;
use xiangqi::engine::{Engine, Level, LevelSettings, StandardRules};
use xiangqi::Position;

fn main() {
    let settings = LevelSettings::default();
    let mut worst = [0u128; 3];
    for line in std::io::stdin().lock().lines().map_while(Result::ok) {
        let Ok(pos) = Position::from_fen(line.trim()) else {
            continue;
        };
        for (i, level) in Level::ALL.iter().enumerate() {
            let mut engine = Engine::default();
            let t = Instant::now();
            let Ok(r) = engine.choose_move(*level, &settings, 1, &pos, &[], &StandardRules) else {
                continue;
            };
            let ms = t.elapsed().as_millis();
            worst[i] = worst[i].max(ms);
            println!(
                "{:6} {:5} ms depth {:2} {} {}",
                level.name(),
                ms,
                r.depth,
                r.best,
                line.trim()
            );
        }
    }
    println!(
        "worst: easy {} ms, normal {} ms, strong {} ms",
        worst[0], worst[1], worst[2]
    );
}
