//! Repetition judging: classify_move, judge_cycle, the tracker, and the cost per ply.

use std::time::Instant;
use xiangqi::game::{
    classify_move, id_at, judge_cycle, judge_moves, CycleVerdict, HouseRules, MoveClass, PieceSet,
    RepetitionLoss, RepetitionTracker, RuleSet,
};
use xiangqi::{Color, Move, Position};

fn mv(s: &str) -> Move {
    Move::parse_iccs(s).unwrap()
}

fn check() -> MoveClass {
    MoveClass {
        check: true,
        chases: PieceSet::EMPTY,
    }
}

fn chase(id: u8) -> MoveClass {
    let mut chases = PieceSet::EMPTY;
    chases.insert(xiangqi::PieceId(id));
    MoveClass {
        check: false,
        chases,
    }
}

const QUIET: MoveClass = MoveClass {
    check: false,
    chases: PieceSet::EMPTY,
};

fn loses(loser: Color, reason: RepetitionLoss) -> CycleVerdict {
    CycleVerdict::Loses { loser, reason }
}

#[test]
fn judge_cycle_rules() {
    let h = HouseRules::default();
    let only = HouseRules {
        perpetual_check_only: true,
        ..HouseRules::default()
    };
    use Color::*;
    use RepetitionLoss::*;
    // 1. perpetual check loses; both: draw.
    assert_eq!(
        judge_cycle(&[check(), QUIET, check(), QUIET], Red, &h),
        loses(Red, PerpetualCheck)
    );
    assert_eq!(
        judge_cycle(&[QUIET, check(), QUIET, check()], Red, &h),
        loses(Black, PerpetualCheck)
    );
    assert_eq!(
        judge_cycle(&[check(), check(), check(), check()], Red, &h),
        CycleVerdict::Draw
    );
    assert_eq!(
        judge_cycle(&[check(), QUIET, QUIET, QUIET], Red, &h),
        CycleVerdict::Draw
    );
    // First mover Black: the odd entries are Red's.
    assert_eq!(
        judge_cycle(&[QUIET, check(), QUIET, check()], Black, &h),
        loses(Red, PerpetualCheck)
    );
    // 2. perpetual chase of the same piece loses; different pieces: draw; both: draw.
    assert_eq!(
        judge_cycle(&[chase(3), QUIET, chase(3), QUIET], Red, &h),
        loses(Red, PerpetualChase)
    );
    assert_eq!(
        judge_cycle(&[chase(3), QUIET, chase(4), QUIET], Red, &h),
        CycleVerdict::Draw
    );
    assert_eq!(
        judge_cycle(&[chase(3), chase(20), chase(3), chase(20)], Red, &h),
        CycleVerdict::Draw
    );
    // A chase set with two pieces keeps the common one.
    let mut both = chase(3);
    both.chases.insert(xiangqi::PieceId(4));
    assert_eq!(
        judge_cycle(&[both, QUIET, chase(4), QUIET], Red, &h),
        loses(Red, PerpetualChase)
    );
    // 3. check against chase: the checker loses.
    assert_eq!(
        judge_cycle(&[check(), chase(3), check(), chase(3)], Red, &h),
        loses(Red, PerpetualCheck)
    );
    // A quiet move breaks a chase.
    assert_eq!(
        judge_cycle(
            &[
                chase(3),
                QUIET,
                chase(3),
                QUIET,
                QUIET,
                QUIET,
                chase(3),
                QUIET
            ],
            Red,
            &h
        ),
        CycleVerdict::Draw
    );
    // House rule: chases count as nothing, checks still lose.
    assert_eq!(
        judge_cycle(&[chase(3), QUIET, chase(3), QUIET], Red, &only),
        CycleVerdict::Draw
    );
    assert_eq!(
        judge_cycle(&[check(), chase(3), check(), chase(3)], Red, &only),
        loses(Red, PerpetualCheck)
    );
}

#[test]
fn classify_finds_checks_and_chases() {
    let rules = RuleSet::default();
    // Chariot newly attacks the unprotected horse on b9.
    let pos = Position::from_fen("1n2k4/9/9/9/9/8p/R8/9/9/3K5 w - - 0 1").unwrap();
    let c = classify_move(&pos, mv("a3b3"), &rules);
    assert!(!c.check);
    assert_eq!(
        c.chases.iter().collect::<Vec<_>>(),
        vec![id_at(&pos, "b9").unwrap()]
    );
    // The same with the horse protected by a chariot on c9: no chase.
    let pos = Position::from_fen("1nr1k4/9/9/9/9/8p/R8/9/9/3K5 w - - 0 1").unwrap();
    assert!(classify_move(&pos, mv("a3b3"), &rules).chases.is_empty());
    // A check.
    let pos = Position::from_fen("3k5/9/9/9/9/9/8p/9/R8/4K4 w - - 0 1").unwrap();
    let c = classify_move(&pos, mv("a1a9"), &rules);
    assert!(c.check && c.chases.is_empty());
    // Horse attacking a protected chariot chases it.
    let pos = Position::from_fen("2r1k4/2r6/9/9/1N7/9/9/9/9/3K5 w - - 0 1").unwrap();
    let c = classify_move(&pos, mv("b5d6"), &rules);
    assert!(c.chases.contains(id_at(&pos, "c8").unwrap()));
    // A general's or soldier's attack is never a chase.
    let pos = Position::from_fen("5k3/9/9/9/R8/9/9/5c3/4K4/9 w - - 0 1").unwrap();
    assert!(classify_move(&pos, mv("e1e2"), &rules).is_quiet());
}

#[test]
fn tracker_pop_forgets_and_judge_moves_finds_the_third_occurrence() {
    let start = Position::startpos();
    let rules = RuleSet::default();
    let cyc = ["b0c2", "b9c7", "c2b0", "c7b9"];
    let moves: Vec<Move> = cyc.iter().cycle().take(12).map(|s| mv(s)).collect();
    let found = judge_moves(&start, &rules, &moves).unwrap();
    assert_eq!(found, Some((8, CycleVerdict::Draw)));
    let mut t = RepetitionTracker::new(&start);
    let mut pos = start.clone();
    for m in &moves[..4] {
        t.push(&pos, *m, &rules);
        pos.make_move(*m);
    }
    assert!(matches!(
        t.current(&rules.house),
        xiangqi::game::Repetition::Second(_)
    ));
    t.pop();
    assert_eq!(t.current(&rules.house), xiangqi::game::Repetition::None);
    assert_eq!(t.len(), 3);
    // An illegal move is reported with its index.
    let err = judge_moves(&start, &rules, &[mv("h2h8")]).unwrap_err();
    assert_eq!(err.0, 0);
}

/// A 300-ply game without captures: pieces shuffle so positions keep repeating (the
/// expensive case for the scan) but no third occurrence stops it early.
fn long_game() -> (Position, Vec<Move>) {
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};
    let mut rng = StdRng::seed_from_u64(7);
    let start = Position::startpos();
    let mut pos = start.clone();
    let mut moves = Vec::new();
    let mut seen = std::collections::HashMap::new();
    *seen.entry(pos.hash()).or_insert(0) += 1;
    while moves.len() < 300 {
        let legal = pos.legal_moves();
        let quiet: Vec<Move> = legal
            .iter()
            .copied()
            .filter(|m| pos.piece_at(m.to()).is_none())
            .filter(|m| seen.get(&pos.with_move(*m).hash()).copied().unwrap_or(0) < 2)
            .collect();
        let pool: Vec<Move> = if quiet.is_empty() {
            legal.to_vec()
        } else {
            quiet
        };
        let m = pool[rng.gen_range(0..pool.len())];
        pos.make_move(m);
        *seen.entry(pos.hash()).or_insert(0) += 1;
        moves.push(m);
        if pos.legal_moves().is_empty() {
            break;
        }
    }
    (start, moves)
}

#[test]
fn judge_cost_per_ply_on_a_300_ply_game() {
    let (start, moves) = long_game();
    let rules = RuleSet::default();
    const ROUNDS: u32 = 200;
    let t0 = Instant::now();
    for _ in 0..ROUNDS {
        let mut pos = start.clone();
        let mut t = RepetitionTracker::new(&start);
        for &m in &moves {
            std::hint::black_box(t.push(&pos, m, &rules));
            pos.make_move(m);
        }
    }
    let per_ply = t0.elapsed().as_nanos() as f64 / (ROUNDS as f64 * moves.len() as f64);
    // classify only (what the engine pays per move if it classifies every move).
    let t1 = Instant::now();
    for _ in 0..ROUNDS {
        let mut pos = start.clone();
        for &m in &moves {
            std::hint::black_box(classify_move(&pos, m, &rules));
            pos.make_move(m);
        }
    }
    let classify = t1.elapsed().as_nanos() as f64 / (ROUNDS as f64 * moves.len() as f64);
    // The scan alone (hashes and classes precomputed).
    let mut hashes = Vec::new();
    let mut classes = Vec::new();
    let mut caps = Vec::new();
    let mut pos = start.clone();
    for &m in &moves {
        classes.push(classify_move(&pos, m, &rules));
        caps.push(pos.piece_at(m.to()).is_some());
        pos.make_move(m);
        hashes.push(pos.hash());
    }
    let t2 = Instant::now();
    for _ in 0..ROUNDS {
        let mut t = RepetitionTracker::new(&start);
        for i in 0..moves.len() {
            std::hint::black_box(t.push_class(hashes[i], caps[i], classes[i], &rules.house));
        }
    }
    let scan = t2.elapsed().as_nanos() as f64 / (ROUNDS as f64 * moves.len() as f64);
    println!("scan only: {scan:.0} ns/ply");
    println!(
        "judge cost: {per_ply:.0} ns/ply (tracker push incl. classify + scan), classify_move {classify:.0} ns/ply, {} plies",
        moves.len()
    );
    assert!(moves.len() >= 200);
    // Generous bound for a loaded CI machine and unoptimised builds.
    assert!(per_ply < 200_000.0, "judge too slow: {per_ply} ns/ply");
}
