//! Puzzle sessions, the puzzle of the day and its score.

use xiangqi::puzzles::daily::{daily_from, parse_date, verify_attempt};
use xiangqi::puzzles::{
    catalogue, daily_index, daily_puzzle, daily_score, verify_daily, DailyError, Puzzle,
    PuzzleSession, SessionError, Solver, Source, TryOutcome,
};
use xiangqi::{Move, Position};

const MATE3_FEN: &str = "3k1ab2/4aR1C1/3rb3C/p3pR2p/6P2/2B1P4/P5cr1/2n1B4/4A4/4KA3 w - - 0 1";
const MATE3_LINE: [&str; 5] = ["f8f9", "e8f9", "f6f9", "d9d8", "i7i8"];

fn mv(s: &str) -> Move {
    Move::parse_iccs(s).unwrap()
}

fn mate3() -> Puzzle {
    Puzzle {
        id: "t3".into(),
        level: 3,
        fen: MATE3_FEN.into(),
        solution: MATE3_LINE.iter().map(|s| s.to_string()).collect(),
        source: Source { seed: 0, ply: 0 },
    }
}

/// A check in `pos` that is not a key with `k` moves left.
fn wrong_check(pos: &Position, k: u8) -> Option<Move> {
    let mut s = Solver::new();
    let keys = s.keys(pos, k, 10).unwrap();
    Solver::checks(pos)
        .iter()
        .copied()
        .find(|m| !keys.contains(m))
}

/// The first catalogue puzzle of at least level 2 with a check that is not the key.
fn with_wrong_check() -> (&'static Puzzle, Move) {
    catalogue()
        .iter()
        .filter(|p| p.level >= 2)
        .find_map(|p| Some((p, wrong_check(&p.position().ok()?, p.level)?)))
        .expect("a catalogue puzzle with a wrong check")
}

/// A legal move that gives no check.
fn quiet(pos: &Position) -> Move {
    *pos.legal_moves()
        .iter()
        .find(|&&m| !pos.gives_check(m))
        .unwrap()
}

#[test]
fn session_accepts_the_main_line_and_counts_wrong_tries() {
    let p = mate3();
    let mut s = PuzzleSession::from_puzzle(&p).unwrap();
    assert_eq!(s.moves_left(), 3);
    let q = quiet(s.position());
    assert_eq!(
        s.try_move(q).unwrap(),
        TryOutcome::Wrong { gave_check: false }
    );
    // Wrong tries leave the position alone.
    assert_eq!(s.position().to_fen(), MATE3_FEN);
    // An illegal move is an error, not a wrong try.
    assert!(matches!(
        s.try_move(mv("a0a9")),
        Err(SessionError::Illegal { .. })
    ));
    assert_eq!(s.wrong_tries(), 1);
    assert_eq!(
        s.try_move(mv("f8f9")).unwrap(),
        TryOutcome::Continue { reply: mv("e8f9") }
    );
    assert_eq!(
        s.try_move(mv("f6f9")).unwrap(),
        TryOutcome::Continue { reply: mv("d9d8") }
    );
    assert_eq!(s.moves_left(), 1);
    assert_eq!(s.try_move(mv("i7i8")).unwrap(), TryOutcome::Mate);
    assert!(s.is_over() && s.solved());
    assert_eq!(s.played().len(), 5);
    assert!(matches!(
        s.try_move(mv("i8i9")),
        Err(SessionError::Finished)
    ));
}

#[test]
fn a_check_that_lets_black_escape_is_a_wrong_try() {
    let (p, w) = with_wrong_check();
    let mut s = PuzzleSession::from_puzzle(p).unwrap();
    assert_eq!(
        s.try_move(w).unwrap(),
        TryOutcome::Wrong { gave_check: true }
    );
    assert_eq!(s.wrong_tries(), 1);
    assert_eq!(s.position().to_fen(), p.fen);
    // The attempt with that wrong try, then the solution, scores 100 - 25 - 2.
    let mut tries = vec![w];
    tries.extend(p.solution_moves().unwrap().into_iter().step_by(2));
    assert_eq!(verify_attempt(p, &tries, 10), Ok(73));
}

#[test]
fn hint_and_solution_mark_unsolved() {
    let p = mate3();
    let mut s = PuzzleSession::from_puzzle(&p).unwrap();
    assert_eq!(s.hint().unwrap(), Some(mv("f8f9")));
    for m in ["f8f9", "f6f9", "i7i8"] {
        s.try_move(mv(m)).unwrap();
    }
    assert!(s.is_over() && s.hint_used() && !s.solved());

    let mut s = PuzzleSession::from_puzzle(&p).unwrap();
    s.try_move(mv("f8f9")).unwrap();
    let rest: Vec<String> = s
        .show_solution()
        .unwrap()
        .iter()
        .map(|m| m.to_string())
        .collect();
    assert_eq!(rest, MATE3_LINE[2..]);
    assert!(s.solution_shown());
    // The solution ends the attempt: its moves are not tried afterwards, nor hinted.
    assert!(s.is_over() && !s.solved());
    assert_eq!(s.try_move(mv("f6f9")), Err(SessionError::Finished));
    assert_eq!(s.hint().unwrap(), None);
}

#[test]
fn any_mate_is_accepted_at_the_last_move() {
    // Over catalogue puzzles: at the last Red turn of the main line every mating move ends
    // the puzzle, and at least one position has more than one.
    let mut several = 0;
    for p in catalogue().iter().filter(|p| p.level == 2).take(60) {
        let line = p.solution_moves().unwrap();
        let mut at_last = p.position().unwrap();
        at_last.make_move(line[0]);
        at_last.make_move(line[1]);
        let mates = Solver::new().keys(&at_last, 1, 10).unwrap();
        several += usize::from(mates.len() > 1);
        for m in mates {
            let mut s = PuzzleSession::from_puzzle(p).unwrap();
            s.try_move(line[0]).unwrap();
            assert_eq!(s.try_move(m).unwrap(), TryOutcome::Mate, "{} {m}", p.id);
        }
    }
    assert!(several > 0, "no catalogue puzzle with a choice of mates");
}

#[test]
fn daily_mapping_is_stable() {
    // Values computed independently (Python, same documented algorithm).
    for (date, i750, i7) in [
        ("2026-01-01", 733, 3),
        ("2026-01-02", 197, 0),
        ("2026-12-31", 133, 6),
        ("2027-06-15", 297, 6),
        ("2025-12-31", 112, 4),
        ("2030-02-28", 436, 4),
        ("1999-01-01", 586, 6),
    ] {
        assert_eq!(daily_index(date, 750).unwrap(), i750, "{date}");
        assert_eq!(daily_index(date, 7).unwrap(), i7, "{date}");
    }
}

#[test]
fn daily_cycles_without_repeats() {
    let n = 40usize;
    // 2026-01-01 plus d days, as text.
    let day =
        |d: i64| xiangqi::date::Date::from_days(parse_date("2026-01-01").unwrap() + d).to_string();
    for cycle in [-1i64, 0, 1, 2] {
        let mut seen: Vec<usize> = (0..n as i64)
            .map(|d| daily_index(&day(cycle * n as i64 + d), n).unwrap())
            .collect();
        seen.sort();
        assert_eq!(seen, (0..n).collect::<Vec<_>>(), "cycle {cycle}");
    }
    // Consecutive cycles use different orders.
    let a: Vec<usize> = (0..n as i64)
        .map(|d| daily_index(&day(d), n).unwrap())
        .collect();
    let b: Vec<usize> = (0..n as i64)
        .map(|d| daily_index(&day(n as i64 + d), n).unwrap())
        .collect();
    assert_ne!(a, b);
    // The whole shipped catalogue covers two years without a repeat.
    let cat = catalogue();
    assert!(
        cat.len() >= 730,
        "catalogue too small for two years: {}",
        cat.len()
    );
    let mut ids: Vec<&str> = (0..730)
        .map(|d| daily_from(&day(d), cat).unwrap().id.as_str())
        .collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), 730);
}

#[test]
fn bad_dates_are_rejected() {
    for d in [
        "2026-02-29",
        "2026-13-01",
        "2026-1-01",
        "abcd-ef-gh",
        "2026-00-10",
        "2026-01-32",
        "",
    ] {
        assert!(
            matches!(daily_index(d, 10), Err(DailyError::BadDate(_))),
            "{d}"
        );
    }
    assert!(daily_index("2028-02-29", 10).is_ok());
    assert!(matches!(
        daily_index("2026-01-01", 0),
        Err(DailyError::EmptyCatalogue)
    ));
}

#[test]
fn score_formula() {
    assert_eq!(daily_score(0, 0), 100);
    assert_eq!(daily_score(0, 4), 100);
    assert_eq!(daily_score(0, 5), 99);
    assert_eq!(daily_score(1, 0), 75);
    assert_eq!(daily_score(3, 14), 23);
    assert_eq!(daily_score(3, 75), 10);
    assert_eq!(daily_score(4, 0), 10);
    assert_eq!(daily_score(0, 450), 10);
    assert_eq!(daily_score(0, 449), 11);
    assert_eq!(daily_score(u32::MAX, u32::MAX), 10);
    // An attempt scores the same when solved, nothing when not.
    for w in 0..6 {
        for s in (0..600).step_by(7) {
            assert_eq!(
                daily_score(w, s),
                xiangqi::puzzles::attempt_score(true, w, s),
                "{w} {s}"
            );
            assert_eq!(xiangqi::puzzles::attempt_score(false, w, s), 0);
        }
    }
}

#[test]
fn verify_an_attempt() {
    let p = mate3();
    let red = |ms: &[&str]| ms.iter().map(|s| mv(s)).collect::<Vec<_>>();
    assert_eq!(
        verify_attempt(&p, &red(&["f8f9", "f6f9", "i7i8"]), 12),
        Ok(98)
    );
    let q = quiet(&p.position().unwrap()).to_string();
    assert_eq!(
        verify_attempt(&p, &red(&[q.as_str(), "f8f9", "f6f9", "i7i8"]), 0),
        Ok(75)
    );
    assert_eq!(
        verify_attempt(&p, &red(&["f8f9", "f6f9"]), 0),
        Err(DailyError::NotSolved)
    );
    assert!(matches!(
        verify_attempt(&p, &red(&["f8f9", "f6f9", "i7i8", "i8i9"]), 0),
        Err(DailyError::AfterMate { index: 3, .. })
    ));
    assert!(matches!(
        verify_attempt(&p, &red(&["a0a9"]), 0),
        Err(DailyError::Illegal { index: 0, .. })
    ));
}

#[test]
fn verify_the_daily_puzzle() {
    let date = "2026-03-14";
    let p = daily_puzzle(date).unwrap();
    let red: Vec<Move> = p.solution_moves().unwrap().into_iter().step_by(2).collect();
    assert_eq!(verify_daily(date, &red, 30), Ok(94));
    assert!(matches!(
        verify_daily("2026-3-14", &red, 30),
        Err(DailyError::BadDate(_))
    ));
}
