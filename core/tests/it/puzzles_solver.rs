//! The all-check mate solver on positions with known answers.
//!
//! Mate in 1 is hand-made; the mates in 2..5, the quiet-move mate and the non-unique
//! positions come from self-play games and were cross-checked with an independent solver
//! written on pyffish (Fairy-Stockfish's move generator) with the same definitions.

use xiangqi::puzzles::{Invalid, Solver};
use xiangqi::{Move, Position};

fn pos(fen: &str) -> Position {
    Position::from_fen(fen).expect("test FEN is legal")
}

fn line(a: &xiangqi::puzzles::Analysis) -> String {
    a.main_line
        .iter()
        .map(|m| m.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Any-move mate within `k` (checkmate only), brute force, for the quiet-mate test.
fn mate_any(pos: &mut Position, k: u8) -> bool {
    if k == 0 {
        return false;
    }
    for &m in pos.legal_moves().iter() {
        let u = pos.make_move(m);
        let replies = pos.legal_moves();
        let win = if replies.is_empty() {
            pos.in_check()
        } else {
            k > 1
                && replies.iter().all(|&r| {
                    let u2 = pos.make_move(r);
                    let ok = mate_any(pos, k - 1);
                    pos.unmake_move(r, u2);
                    ok
                })
        };
        pos.unmake_move(m, u);
        if win {
            return true;
        }
    }
    false
}

const MATE1: &str = "3k5/9/3P5/9/9/9/9/9/9/4K3R w - - 0 1";

/// (FEN, mate length, main line).
const KNOWN: [(&str, u8, &str); 5] = [
    (MATE1, 1, "i0i9"),
    (
        "c2k1aR2/4P2R1/9/1P7/9/2B6/9/2C1B4/4A4/4KA3 w - - 0 1",
        2,
        "e8d8 d9e9 h8e8",
    ),
    (
        "3k1ab2/4aR1C1/3rb3C/p3pR2p/6P2/2B1P4/P5cr1/2n1B4/4A4/4KA3 w - - 0 1",
        3,
        "f8f9 e8f9 f6f9 d9d8 i7i8",
    ),
    (
        "4kab2/4a2C1/4b4/2N1C1P2/3R4P/9/P3P4/5K2B/9/2B4c1 w - - 0 1",
        4,
        "d5d9 e9d9 c6b8 d9e9 b8d7 e9d9 e6d6",
    ),
    (
        "4kab2/4a2C1/4b4/2N1C1P2/R7P/9/P3P4/5K2B/9/2Bc5 w - - 0 1",
        5,
        "a5a9 d0d9 a9d9 e9d9 c6b8 d9e9 b8d7 e9d9 e6d6",
    ),
];

#[test]
fn known_mates_have_their_length_and_main_line() {
    for (fen, n, expected) in KNOWN {
        let p = pos(fen);
        let mut s = Solver::new();
        assert_eq!(s.shortest_mate(&p, 5).unwrap(), Some(n), "{fen}");
        // No shorter all-check mate.
        if n > 1 {
            assert!(!s.mates_within(&p, n - 1).unwrap(), "{fen}");
        }
        let a = Solver::new().analyse(&p).unwrap();
        assert_eq!(a.mate_in, n);
        assert_eq!(line(&a), expected, "{fen}");
        assert_eq!(a.main_line.len(), 2 * n as usize - 1);
        // The main line is legal, every Red move checks, and it ends in checkmate.
        let mut q = p.clone();
        for (i, &m) in a.main_line.iter().enumerate() {
            assert!(q.is_legal(m));
            q.make_move(m);
            if i % 2 == 0 {
                assert!(q.in_check(), "Red move {m} must check");
            }
        }
        assert_eq!(q.status(), xiangqi::Status::Checkmate);
    }
}

#[test]
fn mate_in_one_accepts_any_mate() {
    let p = pos(MATE1);
    let mut s = Solver::new();
    let keys = s.keys(&p, 1, 10).unwrap();
    assert_eq!(keys, vec![Move::parse_iccs("i0i9").unwrap()]);
    assert!(s.keeps_mate(&p, keys[0], 1).unwrap());
    assert!(!s
        .keeps_mate(&p, Move::parse_iccs("i0i1").unwrap(), 1)
        .unwrap());
}

#[test]
fn no_mate() {
    let mut s = Solver::new();
    assert_eq!(s.shortest_mate(&Position::startpos(), 5).unwrap(), None);
    assert_eq!(
        s.analyse(&Position::startpos()).unwrap_err(),
        Invalid::NoMate
    );
    // Checks exist but none mates within 5: a lone chariot against general and advisors.
    let p = pos("3aka3/9/9/9/9/9/9/9/R8/3K5 w - - 0 1");
    assert!(!Solver::checks(&p).is_empty());
    assert_eq!(s.shortest_mate(&p, 5).unwrap(), None);
}

#[test]
fn mate_only_with_a_quiet_move_is_not_an_all_check_puzzle() {
    let fen = "3k5/2P6/9/5N3/9/9/7p1/9/9/3AK4 w - - 0 1";
    let mut p = pos(fen);
    assert!(
        mate_any(&mut p, 2),
        "Red mates in 2 with a quiet first move"
    );
    assert!(!mate_any(&mut p, 1));
    let mut s = Solver::new();
    assert_eq!(s.shortest_mate(&p, 5).unwrap(), None);
    assert_eq!(s.analyse(&p).unwrap_err(), Invalid::NoMate);
}

/// Mates with more than one key (FEN, mate length).
const NOT_UNIQUE: [(&str, u8); 2] = [
    (
        "2Rak4/9/3Rc4/p4r2p/2p3p2/6P2/P1P1N3P/2N1B4/4A4/4KAB2 w - - 1 29",
        2,
    ),
    (
        "2ba1k3/2N6/5a3/4P4/9/5N3/4cC3/2p1B4/4A4/4KAB2 w - - 4 46",
        3,
    ),
];

#[test]
fn several_keys_are_not_unique() {
    for (fen, n) in NOT_UNIQUE {
        let p = pos(fen);
        let mut s = Solver::new();
        assert_eq!(s.shortest_mate(&p, 5).unwrap(), Some(n), "{fen}");
        assert!(s.keys(&p, n, 10).unwrap().len() >= 2, "{fen}");
        match s.analyse(&p) {
            Err(Invalid::NotUnique {
                ply: 0, count: 2, ..
            }) => {}
            other => panic!("{fen}: expected not unique, got {other:?}"),
        }
    }
}

#[test]
fn start_conditions() {
    // Black to move.
    let p = pos("3k5/9/3P5/9/9/9/9/9/9/4K3R b - - 0 1");
    assert_eq!(
        Solver::new().analyse(&p).unwrap_err(),
        Invalid::NotRedToMove
    );
    // Red in check (the black chariot on e5 checks along the e-file).
    let p = pos("3k5/9/3P5/9/4r4/9/9/9/9/4K3R w - - 0 1");
    assert!(p.in_check());
    assert_eq!(Solver::new().analyse(&p).unwrap_err(), Invalid::RedInCheck);
}

#[test]
fn longest_defence_is_tie_broken_by_iccs() {
    // After the key of the mate in 2, Black's replies that hold out longest are all tied at
    // one more move; the defence is the lowest ICCS one.
    let p = pos(KNOWN[1].0);
    let key = Move::parse_iccs("e8d8").unwrap();
    let after = p.with_move(key);
    let mut s = Solver::new();
    let (reply, left) = s.defence(&after, 1).unwrap().unwrap();
    assert_eq!((reply.to_string().as_str(), left), ("d9e9", 1));
    let mut replies: Vec<String> = after
        .legal_moves()
        .iter()
        .filter(|&&r| s.shortest_mate(&after.with_move(r), 1).unwrap() == Some(1))
        .map(|r| r.to_string())
        .collect();
    replies.sort();
    assert_eq!(replies.first().map(String::as_str), Some("d9e9"));
}

#[test]
fn budget_is_reported() {
    // Refuting a mate in n - 1 where the mate needs n searches the whole tree: count its
    // nodes, then allow half of them.
    let mut cases: Vec<(&str, u8)> = KNOWN[1..].iter().map(|&(f, n, _)| (f, n)).collect();
    cases.extend(NOT_UNIQUE);
    let (p, k, needed) = cases
        .iter()
        .map(|&(fen, n)| {
            let mut full = Solver::new();
            assert_eq!(full.mates_within(&pos(fen), n - 1), Ok(false));
            (pos(fen), n - 1, full.nodes())
        })
        .max_by_key(|x| x.2)
        .unwrap();
    assert!(needed >= 6, "{needed}");
    let mut s = Solver::with_node_budget(needed / 2);
    assert_eq!(
        s.mates_within(&p, k),
        Err(xiangqi::puzzles::SolveError::BudgetExhausted(needed / 2))
    );
    // The same solver answers again once a call fits the budget.
    assert_eq!(s.mates_within(&Position::startpos(), 1), Ok(false));
    // Too deep.
    assert!(Solver::new().mates_within(&p, 6).is_err());
}
