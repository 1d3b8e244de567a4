//! Review and multi-PV timings: the time to review a 100-ply game at the app's budget on one
//! core, and what three lines cost against one at equal depth.
//!
//! `cargo run --release -p xiangqi-core --example review_bench -- [--rounds N] [--depth D]`
//!
//! A benchmark, not a test: the figures depend on the machine and its load (medians of
//! interleaved rounds).

use std::time::Instant;
use xiangqi::engine::{Engine, Level, LevelSettings, Limits, StandardRules};
use xiangqi::game::{Game, GameSetup, HouseRules};
use xiangqi::review::{Reviewer, REVIEW_NODES};
use xiangqi::{Move, Position};

const PLIES: usize = 100;

/// A 100-ply game of Meifang against herself (seeded; the first seed that lasts 100 plies).
fn hundred_plies() -> Vec<Move> {
    let settings = LevelSettings::default();
    for seed in 1.. {
        let mut game = Game::new(GameSetup::Standard, HouseRules::default()).expect("start");
        let mut engine = Engine::new(16);
        while !game.is_over() && game.ply_count() < PLIES {
            let bridge = *game.rules();
            let s = seed * 1000 + game.ply_count() as u64;
            let r = engine
                .choose_move(
                    Level::Normal,
                    &settings,
                    s,
                    game.start_position(),
                    &game.moves(),
                    &bridge,
                )
                .expect("a move");
            game.play(r.best).expect("legal");
        }
        if game.ply_count() == PLIES {
            return game.moves();
        }
    }
    unreachable!("some seed lasts 100 plies")
}

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    v[v.len() / 2]
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let value = |name: &str, default: u64| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .map_or(default, |v| v.parse().expect("a number"))
    };
    let rounds = value("--rounds", 5) as usize;
    let depth = value("--depth", 10) as u32;
    let start = Position::startpos();
    let moves = hundred_plies();

    let mut review_s = Vec::new();
    let mut single_ms = Vec::new();
    let mut multi_ms = Vec::new();
    let mut ratio_time = Vec::new();
    let mut nodes = (0u64, 0u64);
    // Positions every ten plies of the game, for the multi-PV comparison.
    let probes: Vec<usize> = (0..PLIES).step_by(10).collect();
    for round in 0..rounds {
        let t0 = Instant::now();
        let review = Reviewer::new(REVIEW_NODES)
            .review(&start, &moves, |_| StandardRules, |_| {})
            .expect("review");
        let secs = t0.elapsed().as_secs_f64();
        review_s.push(secs);
        println!(
            "round {}: review of {} plies at {} nodes per position: {:.2} s",
            round + 1,
            review.plies.len(),
            REVIEW_NODES,
            secs
        );
        // One line through search_lines is exactly the single-line search (tested).
        let timed = |lines: usize| {
            let (mut ms, mut nodes) = (0.0, 0);
            for &ply in &probes {
                let mut e = Engine::new(16);
                let t = Instant::now();
                let r = e
                    .search_lines(
                        &start,
                        &moves[..ply],
                        Limits::depth(depth),
                        lines,
                        &StandardRules,
                        |_| {},
                    )
                    .expect("search");
                ms += t.elapsed().as_secs_f64() * 1000.0;
                nodes += r.nodes;
            }
            (ms, nodes)
        };
        let ((one, n1), (three, n3)) = (timed(1), timed(3));
        println!(
            "round {}: depth {depth} at {} positions: 1 line {:.0} ms {} nodes, 3 lines {:.0} ms {} nodes",
            round + 1,
            probes.len(),
            one,
            n1,
            three,
            n3
        );
        single_ms.push(one);
        multi_ms.push(three);
        ratio_time.push(three / one);
        nodes = (n1, n3);
    }
    println!(
        "review of a {PLIES}-ply game: median {:.2} s over {rounds} rounds (min {:.2}, max {:.2})",
        median(&mut review_s.clone()),
        review_s.iter().cloned().fold(f64::INFINITY, f64::min),
        review_s.iter().cloned().fold(0.0, f64::max)
    );
    println!(
        "multi-PV (3 lines) at depth {depth}: {:.2}x the nodes, {:.2}x the time (median per-round ratio; medians {:.0} / {:.0} ms)",
        nodes.1 as f64 / nodes.0 as f64,
        median(&mut ratio_time),
        median(&mut single_ms),
        median(&mut multi_ms)
    );
}
