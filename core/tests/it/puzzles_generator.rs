//! The generator: reproducible games, scanned positions that match their source, and a
//! small run whose every puzzle verifies.

use xiangqi::puzzles::generator::{
    play_game, EngineChooser, GenConfig, Generator, MaterialChooser,
};
use xiangqi::puzzles::{mirror_colors, placement_key, verify_puzzle, Puzzle};
use xiangqi::{Color, Position};

#[test]
fn games_replay_from_their_seed() {
    let a = play_game(&mut EngineChooser::default(), 42);
    let b = play_game(&mut EngineChooser::default(), 42);
    assert_eq!(a, b);
    assert!(!a.moves.is_empty());
    let c = play_game(&mut EngineChooser::default(), 43);
    assert_ne!(a.moves, c.moves);
    // The fallback chooser plays legal games too.
    let g = play_game(&mut MaterialChooser, 7);
    let mut pos = Position::startpos();
    for &m in &g.moves {
        assert!(pos.is_legal(m));
        pos.make_move(m);
    }
}

#[test]
fn mirror_colors_round_trips() {
    let mut pos = Position::startpos();
    let g = play_game(&mut EngineChooser::default(), 3);
    for &m in g.moves.iter().take(40) {
        pos.make_move(m);
        let mirrored = mirror_colors(&pos);
        assert_ne!(mirrored.side_to_move(), pos.side_to_move());
        assert_eq!(mirrored.legal_moves().len(), pos.legal_moves().len());
        let back = mirror_colors(&mirrored);
        assert_eq!(placement_key(&back), placement_key(&pos));
    }
}

fn run(seed: u64) -> Vec<Puzzle> {
    let mut g = Generator::new(EngineChooser::default(), Vec::new());
    g.run(
        &GenConfig {
            seed,
            per_level: 3,
            max_games: 40,
        },
        |_| false,
    );
    g.into_puzzles()
}

#[test]
fn a_small_run_is_reproducible_and_every_puzzle_verifies() {
    let a = run(9000);
    assert!(a.len() >= 5, "only {} puzzles from 40 games", a.len());
    assert_eq!(a, run(9000));
    for p in &a {
        assert!(p.level <= 5 && p.level >= 1);
        assert!(p.id.starts_with(&format!("m{}-", p.level)));
        verify_puzzle(p).unwrap();
        // The source replays to the position (mirrored for Black to move).
        let game = play_game(&mut EngineChooser::default(), p.source.seed);
        let mut pos = Position::startpos();
        for &m in &game.moves[..p.source.ply as usize] {
            pos.make_move(m);
        }
        let red = if pos.side_to_move() == Color::Red {
            pos
        } else {
            mirror_colors(&pos)
        };
        assert_eq!(placement_key(&red), placement_key(&p.position().unwrap()));
    }
    for level in 1..=5 {
        assert!(a.iter().filter(|p| p.level == level).count() <= 3);
    }
}

#[test]
fn a_continued_run_takes_no_duplicates() {
    let first = run(9100);
    let mut g = Generator::new(EngineChooser::default(), first.clone());
    // The same games again: everything found is a duplicate of what is there.
    g.run(
        &GenConfig {
            seed: 9100,
            per_level: 100,
            max_games: 40,
        },
        |_| false,
    );
    let all = g.into_puzzles();
    let mut ids: Vec<&str> = all.iter().map(|p| p.id.as_str()).collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), all.len());
    let mut keys: Vec<String> = all
        .iter()
        .map(|p| placement_key(&p.position().unwrap()))
        .collect();
    keys.sort();
    keys.dedup();
    assert_eq!(keys.len(), all.len());
}
