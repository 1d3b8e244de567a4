//! Multi-PV search: lines are legal, distinct in their first move, ordered by score, as many
//! as asked (fewer only with fewer legal moves), updated per iteration and cancellable; one
//! line is exactly the single-line search.

use std::time::{Duration, Instant};
use xiangqi::engine::{mate_in, Engine, Limits, MultiPvInfo, StandardRules};
use xiangqi::{Move, Position};

fn mv(s: &str) -> Move {
    Move::parse_iccs(s).unwrap()
}

fn pos(fen: &str) -> Position {
    Position::from_fen(fen).unwrap()
}

/// Middle games and endgames (some from `bench`), a position with two captures of different
/// worth and one with few legal moves.
const POSITIONS: &[&str] = &[
    xiangqi::START_FEN,
    "r1bakab1r/9/1cn4c1/p1p1p1p1p/9/6P2/P1P1P3P/1C2C1N2/9/RNBAKAB1R b - - 0 1",
    "2bak4/4a4/4b4/p8/2p1c4/9/P1P6/4B4/4A4/2BAK4 w - - 0 1",
    "3k5/4a4/4b4/9/2P6/9/9/9/4A4/3AK1R2 w - - 0 1",
    "3ak4/4a4/9/9/r7n/9/9/4B4/9/R2AKA2R w - - 0 1",
];

fn assert_lines_sound(p: &Position, lines: &[xiangqi::engine::PvLine], want: usize, what: &str) {
    assert_eq!(lines.len(), want, "{what}");
    for (i, l) in lines.iter().enumerate() {
        let mut q = p.clone();
        assert!(!l.pv.is_empty(), "{what}: line {i} empty");
        for &m in &l.pv {
            assert!(
                q.is_legal(m),
                "{what}: line {i} {m} illegal in {}",
                q.to_fen()
            );
            q.make_move(m);
        }
        for other in &lines[..i] {
            assert_ne!(other.first(), l.first(), "{what}: first moves repeat");
        }
    }
    for w in lines.windows(2) {
        assert!(w[0].score >= w[1].score, "{what}: not ordered {lines:?}");
    }
}

#[test]
fn lines_are_legal_distinct_and_ordered() {
    let mut engine = Engine::new(8);
    for fen in POSITIONS {
        let p = pos(fen);
        for n in [2, 3, 5] {
            engine.new_game();
            let r = engine
                .search_lines(&p, &[], Limits::depth(6), n, &StandardRules, |_| {})
                .unwrap();
            assert_lines_sound(&p, &r.lines, n.min(p.legal_moves().len()), fen);
            assert_eq!(r.depth, 6, "{fen}");
        }
    }
}

#[test]
fn second_line_is_the_best_of_the_rest() {
    // Red takes the chariot (the first line) or the horse: every other move leaves Black the
    // choice, and Black saves the chariot.
    let p = pos("3ak4/4a4/9/9/r7n/9/9/4B4/9/R2AKA2R w - - 0 1");
    let r = Engine::new(8)
        .search_lines(&p, &[], Limits::depth(7), 3, &StandardRules, |_| {})
        .unwrap();
    assert_eq!(r.lines[0].first(), mv("a0a5"), "{:?}", r.lines);
    assert!(r.lines[0].score > r.lines[1].score + 200, "{:?}", r.lines);
    assert_lines_sound(&p, &r.lines, 3, "two captures");
}

#[test]
fn fewer_legal_moves_than_lines() {
    // Black's general alone, the d file covered: few moves.
    let p = pos("4k4/9/9/9/9/9/9/9/9/3R1K3 b - - 0 1");
    let legal = p.legal_moves().len();
    assert!(legal < 5, "{legal}");
    let r = Engine::new(2)
        .search_lines(&p, &[], Limits::depth(5), 5, &StandardRules, |_| {})
        .unwrap();
    assert_lines_sound(&p, &r.lines, legal, "few moves");
}

#[test]
fn one_line_is_exactly_the_single_line_search() {
    for fen in POSITIONS {
        let p = pos(fen);
        let single = Engine::new(8)
            .search(&p, &[], Limits::depth(8), &StandardRules, |_| {})
            .unwrap();
        let multi = Engine::new(8)
            .search_lines(&p, &[], Limits::depth(8), 1, &StandardRules, |_| {})
            .unwrap();
        assert_eq!(multi.lines.len(), 1);
        assert_eq!(multi.lines[0].pv, single.pv, "{fen}");
        assert_eq!(multi.lines[0].score, single.score, "{fen}");
        assert_eq!(multi.nodes, single.nodes, "{fen}");
        assert_eq!(multi.depth, single.depth, "{fen}");
    }
}

#[test]
fn progress_comes_per_iteration_with_every_line() {
    let p = pos(POSITIONS[1]);
    let mut infos: Vec<MultiPvInfo> = Vec::new();
    let r = Engine::new(8)
        .search_lines(&p, &[], Limits::depth(7), 3, &StandardRules, |i| {
            infos.push(i.clone())
        })
        .unwrap();
    assert_eq!(
        infos.iter().map(|i| i.depth).collect::<Vec<_>>(),
        (1..=7).collect::<Vec<_>>()
    );
    for i in &infos {
        assert_lines_sound(&p, &i.lines, 3, "progress");
    }
    assert!(infos.windows(2).all(|w| w[0].nodes < w[1].nodes));
    assert_eq!(infos.last().unwrap().lines, r.lines);
}

#[test]
fn a_mate_is_the_first_line_and_the_search_ends() {
    // The chariot on b8 holds rank 8: a0a9 mates at once.
    let p = pos("3k5/1R7/9/9/9/9/9/9/9/R3K4 w - - 0 1");
    let r = Engine::new(2)
        .search_lines(&p, &[], Limits::depth(40), 3, &StandardRules, |_| {})
        .unwrap();
    assert_eq!(mate_in(r.lines[0].score), Some(1), "{:?}", r.lines);
    assert_lines_sound(&p, &r.lines, 3, "mate");
    // Every line is a mate in a few moves: the search stops long before depth 40.
    assert!(r.depth < 40, "depth {}", r.depth);
}

#[test]
fn stop_returns_the_last_complete_iteration() {
    let mut engine = Engine::new(16);
    let handle = engine.stop_handle();
    let start = Position::startpos();
    let t = std::thread::spawn(move || {
        let mut last_depth = 0;
        let r = engine
            .search_lines(&start, &[], Limits::infinite(), 3, &StandardRules, |i| {
                last_depth = i.depth
            })
            .unwrap();
        (r, last_depth, Instant::now())
    });
    std::thread::sleep(Duration::from_millis(300));
    let asked = Instant::now();
    handle.stop();
    let (r, last_depth, returned) = t.join().unwrap();
    // A loose bound: the machine is shared (the single-line test has the same slack).
    assert!(returned.saturating_duration_since(asked) < Duration::from_millis(150));
    assert_eq!(r.depth, last_depth);
    assert!(r.depth >= 2);
    assert_lines_sound(&Position::startpos(), &r.lines, 3, "stopped");
}

#[test]
fn node_limited_lines_are_deterministic() {
    let p = pos(POSITIONS[2]);
    let run = || {
        Engine::new(4)
            .search_lines(&p, &[], Limits::nodes(60_000), 3, &StandardRules, |_| {})
            .unwrap()
    };
    let (a, b) = (run(), run());
    assert_eq!(a.lines, b.lines);
    assert_eq!(a.nodes, b.nodes);
}
