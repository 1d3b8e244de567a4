//! How the easy level (Xiaolan) plays, measured with the review itself: games of Xiaolan
//! against Meifang (normal) and Master Wang (strong, at a short time), every game reviewed at
//! a fixed node budget, Xiaolan's moves counted by class.
//!
//! `cargo run --release -p xiangqi-core --example easy_profile -- [--games N] [--nodes N]
//!  [--strong-ms MS] [--opponents normal,strong]`
//!
//! A measurement, not a test: the strong level is time-bound, so its games (and the counts)
//! vary a little with the machine's load.

use std::time::{Duration, Instant};
use xiangqi::engine::{Engine, Level, LevelSettings};
use xiangqi::game::{Game, GameResult, GameSetup, GameState, HouseRules, RuleSet};
use xiangqi::review::{MoveQuality, Reviewer};
use xiangqi::types::Color;

/// Games end here if nothing else ended them (counted as unfinished).
const MAX_PLIES: usize = 200;
/// A blunder losing at least this much is "a whole piece" (a horse or a cannon, roughly).
const WHOLE_PIECE_LOSS: i32 = 400;

struct Options {
    games: u32,
    nodes: u64,
    strong_ms: u64,
    opponents: Vec<Level>,
}

fn options() -> Options {
    let mut o = Options {
        games: 40,
        nodes: 60_000,
        strong_ms: 50,
        opponents: vec![Level::Normal, Level::Strong],
    };
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut i = 0;
    while i + 1 < args.len() {
        let v = &args[i + 1];
        match args[i].as_str() {
            "--games" => o.games = v.parse().expect("--games N"),
            "--nodes" => o.nodes = v.parse().expect("--nodes N"),
            "--strong-ms" => o.strong_ms = v.parse().expect("--strong-ms MS"),
            "--opponents" => {
                o.opponents = v
                    .split(',')
                    .map(|l| Level::parse(l).expect("normal or strong"))
                    .collect()
            }
            other => panic!("unknown option {other}"),
        }
        i += 2;
    }
    o
}

#[derive(Default)]
struct Tally {
    counts: [u32; 5],
    whole_piece: u32,
    wins: u32,
    draws: u32,
    losses: u32,
    unfinished: u32,
    plies: usize,
}

/// One game, Xiaolan playing `easy`; returns the game.
fn play(opponent: Level, easy: Color, seed: u64, settings: &LevelSettings) -> Game {
    let mut game = Game::new(GameSetup::Standard, HouseRules::default()).expect("start");
    let mut engines = [Engine::new(16), Engine::new(16)];
    while !game.is_over() && game.ply_count() < MAX_PLIES {
        let side = game.position().side_to_move();
        let level = if side == easy { Level::Easy } else { opponent };
        let bridge = *game.rules();
        let seed = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ game.ply_count() as u64;
        let r = engines[side.index()]
            .choose_move(
                level,
                settings,
                seed,
                game.start_position(),
                &game.moves(),
                &bridge,
            )
            .expect("a move");
        game.play(r.best).expect("a legal move");
    }
    game
}

fn main() {
    let o = options();
    let settings = LevelSettings {
        strong_time: Duration::from_millis(o.strong_ms),
        ..LevelSettings::default()
    };
    println!(
        "easy_profile: {} games per opponent, review at {} nodes per position, strong at {} ms",
        o.games, o.nodes, o.strong_ms
    );
    let mut all = Tally::default();
    for &opponent in &o.opponents {
        let t0 = Instant::now();
        let mut t = Tally::default();
        for g in 0..o.games {
            let easy = if g % 2 == 0 { Color::Red } else { Color::Black };
            let game = play(opponent, easy, 1000 + g as u64, &settings);
            let moves = game.moves();
            // The rules before every ply, as the app reviews a stored game.
            let mut rules = RuleSet::new(game.setup(), game.start_position(), game.house());
            let mut pos = game.start_position().clone();
            let mut bridges = vec![rules];
            for &m in &moves {
                rules.apply_move(&pos, m);
                pos.make_move(m);
                bridges.push(rules);
            }
            let review = Reviewer::new(o.nodes)
                .review(game.start_position(), &moves, |i| bridges[i], |_| {})
                .expect("review");
            for p in review.plies.iter().filter(|p| p.side == easy) {
                t.counts[p.quality as usize] += 1;
                if p.quality == MoveQuality::Blunder && p.loss >= WHOLE_PIECE_LOSS {
                    t.whole_piece += 1;
                }
            }
            t.plies += moves.len();
            match game.state() {
                GameState::Finished { result, .. } => match result {
                    GameResult::Draw => t.draws += 1,
                    r if r == GameResult::win_for(easy) => t.wins += 1,
                    _ => t.losses += 1,
                },
                GameState::Ongoing => t.unfinished += 1,
            }
        }
        report(&format!("vs {}", opponent.name()), &t);
        println!("  ({:.0} s)", t0.elapsed().as_secs_f64());
        for i in 0..5 {
            all.counts[i] += t.counts[i];
        }
        all.whole_piece += t.whole_piece;
        all.wins += t.wins;
        all.draws += t.draws;
        all.losses += t.losses;
        all.unfinished += t.unfinished;
        all.plies += t.plies;
    }
    if o.opponents.len() > 1 {
        report("all", &all);
    }
}

fn report(what: &str, t: &Tally) {
    let moves: u32 = t.counts.iter().sum();
    let pct = |n: u32| 100.0 * n as f64 / moves.max(1) as f64;
    let errors = t.counts[2] + t.counts[3] + t.counts[4];
    println!(
        "{what}: Xiaolan +{} ={} -{} ({} unfinished), {} moves, {:.0} plies per game",
        t.wins,
        t.draws,
        t.losses,
        t.unfinished,
        moves,
        t.plies as f64 / (t.wins + t.draws + t.losses + t.unfinished).max(1) as f64
    );
    println!(
        "  best {:.1} %  good {:.1} %  inaccuracy {:.1} %  mistake {:.1} %  blunder {:.1} % \
         (a whole piece or more: {:.1} %); of her errors {:.0} % blunders",
        pct(t.counts[0]),
        pct(t.counts[1]),
        pct(t.counts[2]),
        pct(t.counts[3]),
        pct(t.counts[4]),
        pct(t.whole_piece),
        100.0 * t.counts[4] as f64 / errors.max(1) as f64
    );
}
