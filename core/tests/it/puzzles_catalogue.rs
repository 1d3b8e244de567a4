//! The shipped catalogue (`core/data/puzzles.jsonl`): every puzzle re-proved, the counts per
//! level, clean ids and FENs, and the speed of verifying a mate in 5.

use std::collections::HashSet;
use std::time::{Duration, Instant};
use xiangqi::puzzles::{
    catalogue, parse_catalogue, placement_key, verify_with, Solver, CATALOGUE_JSONL,
};

/// Puzzles the catalogue ships per level at least.
const MIN_PER_LEVEL: [usize; 6] = [0, 150, 150, 150, 150, 150];
/// Verifying a mate in 5 (solve plus uniqueness): median budget.
const MATE5_MEDIAN_LIMIT: Duration = Duration::from_millis(100);

#[test]
fn catalogue_parses_and_has_enough_puzzles() {
    let parsed = parse_catalogue(CATALOGUE_JSONL).unwrap();
    assert_eq!(parsed.len(), catalogue().len());
    for level in 1..=5u8 {
        let n = catalogue().iter().filter(|p| p.level == level).count();
        assert!(
            n >= MIN_PER_LEVEL[usize::from(level)],
            "level {level}: {n} puzzles"
        );
    }
    assert!(catalogue().iter().all(|p| (1..=5).contains(&p.level)));
}

#[test]
fn ids_fens_and_sources_are_clean() {
    let mut ids = HashSet::new();
    let mut placements = HashSet::new();
    let mut sources = HashSet::new();
    for p in catalogue() {
        assert!(ids.insert(p.id.clone()), "duplicate id {}", p.id);
        assert!(p.id.starts_with(&format!("m{}-", p.level)), "{}", p.id);
        assert!(p.fen.ends_with(" w - - 0 1"), "{}: {}", p.id, p.fen);
        assert_eq!(p.solution.len(), 2 * usize::from(p.level) - 1, "{}", p.id);
        let pos = p.position().unwrap();
        assert!(
            placements.insert(placement_key(&pos)),
            "{}: same placement twice",
            p.id
        );
        assert!(
            sources.insert((p.source.seed, p.source.ply)),
            "{}: same source twice",
            p.id
        );
    }
}

#[test]
fn every_puzzle_verifies_and_mate_in_5_is_fast() {
    let mut solver = Solver::new();
    let mut mate5 = Vec::new();
    let mut failed = Vec::new();
    for p in catalogue() {
        let t0 = Instant::now();
        let r = verify_with(&mut solver, p);
        let dt = t0.elapsed();
        match r {
            Ok(_) if p.level == 5 => mate5.push(dt),
            Ok(_) => {}
            Err(e) => failed.push(e.to_string()),
        }
    }
    assert!(
        failed.is_empty(),
        "{} failed: {:?}",
        failed.len(),
        &failed[..failed.len().min(5)]
    );
    assert!(!mate5.is_empty());
    mate5.sort();
    let median = mate5[mate5.len() / 2];
    eprintln!(
        "mate in 5: {} puzzles, median {:?}, max {:?}",
        mate5.len(),
        median,
        mate5[mate5.len() - 1]
    );
    assert!(median <= MATE5_MEDIAN_LIMIT, "median {median:?}");
}
