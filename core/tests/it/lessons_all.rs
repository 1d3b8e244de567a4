//! Every lesson is solvable, right answers are recognised, wrong ones too.

use xiangqi::l10n::Locale;
use xiangqi::lessons::{lesson, Goal, LessonSession, LessonStep, LESSONS};
use xiangqi::Lang;
use xiangqi::{Move, Status};

fn mv(s: &str) -> Move {
    Move::parse_iccs(s).unwrap()
}

#[test]
fn ten_lessons_in_the_seeds_order() {
    let keywords = [
        "Wagen",
        "Pferd und Fußangel",
        "Elefant und Auge",
        "General im Palast",
        "Leibwache",
        "Kanone und Schirm",
        "Soldat über dem Fluss",
        "fliegende General",
        "Patt verliert",
        "Pferd und Kanone",
    ];
    assert_eq!(LESSONS.len(), 10);
    for (i, l) in LESSONS.iter().enumerate() {
        assert_eq!(usize::from(l.number), i + 1);
        let title = l.title.get(Lang::De);
        assert!(title.contains(keywords[i]), "{title}");
        for t in [l.title, l.explanation, l.task, l.right, l.wrong] {
            assert_eq!(
                t.id,
                format!("lesson-{}-{}", l.number, t.id.rsplit('-').next().unwrap())
            );
            let texts = Locale::ALL.map(|locale| t.get(locale));
            assert!(texts.iter().all(|t| !t.is_empty()), "{}", t.id);
            assert!(texts[0] != texts[1] && texts[1] != texts[2], "{}", t.id);
        }
        assert_eq!(l.solution.len(), usize::from(l.moves));
        assert_eq!(lesson(i + 1).unwrap().number, l.number);
    }
    assert!(lesson(0).is_err() && lesson(11).is_err());
}

#[test]
fn every_lesson_is_solvable() {
    for l in &LESSONS {
        let mut s = LessonSession::new(l).unwrap();
        assert_eq!(s.position().side_to_move(), xiangqi::Color::Red);
        let n = l.solution.len();
        for (i, m) in l.solution.iter().enumerate() {
            let step = s.play(mv(m));
            if i + 1 < n {
                assert!(
                    matches!(step, LessonStep::Continue { .. }),
                    "lesson {} move {m}: {step:?}",
                    l.number
                );
            } else {
                assert_eq!(step, LessonStep::Right, "lesson {} move {m}", l.number);
            }
        }
        assert!(s.is_done());
        assert_eq!(s.wrong_answers(), 0);
        match l.goal {
            Goal::Checkmate => assert_eq!(s.position().status(), Status::Checkmate),
            Goal::Stalemate => assert_eq!(s.position().status(), Status::Stalemate),
            Goal::Capture { .. } => {}
        }
    }
}

/// (lesson, a wrong first move, is it illegal?)
const WRONG: [(usize, &str, bool); 14] = [
    (1, "a0c0", false), // the own soldier blocks the c-file later
    (1, "a0a5", false),
    (2, "d3f4", true), // leg e3 blocked
    (2, "d3c5", true), // leg d4 blocked
    (2, "d3e1", false),
    (3, "e2g4", true),  // eye f3 blocked
    (4, "d2c2", true),  // outside the palace
    (5, "d0c1", true),  // outside the palace
    (6, "b2b5", true),  // no screen
    (7, "e4d4", true),  // sideways before the river
    (8, "a7a9", false), // check, not mate
    (9, "h5h9", false), // check, not stalemate
    (10, "a4a9", false),
    (10, "e7c8", false), // check, not mate
];

#[test]
fn wrong_answers_are_recognised_and_restart_the_task() {
    for (n, m, illegal) in WRONG {
        let l = lesson(n).unwrap();
        let mut s = LessonSession::new(l).unwrap();
        let step = s.play(mv(m));
        match step {
            LessonStep::Wrong { illegal: reason } => {
                assert_eq!(reason.is_some(), illegal, "lesson {n} {m}")
            }
            other => panic!("lesson {n} {m}: expected wrong, got {other:?}"),
        }
        assert_eq!(s.wrong_answers(), 1);
        assert_eq!(s.position().to_fen(), l.position().unwrap().to_fen());
        // The task can still be solved afterwards.
        let last = l.solution.len() - 1;
        for (i, m) in l.solution.iter().enumerate() {
            let step = s.play(mv(m));
            assert_eq!(i == last, step == LessonStep::Right, "lesson {n}");
        }
    }
}

#[test]
fn single_move_lessons_accept_exactly_the_right_moves() {
    for l in LESSONS.iter().filter(|l| l.moves == 1) {
        let start = l.position().unwrap();
        let mut right = Vec::new();
        for &m in start.legal_moves().iter() {
            let mut s = LessonSession::new(l).unwrap();
            match s.play(m) {
                LessonStep::Right => right.push(m.to_string()),
                LessonStep::Wrong { illegal: None } => {}
                other => panic!("lesson {} {m}: {other:?}", l.number),
            }
        }
        assert_eq!(
            right,
            vec![l.solution[0].to_string()],
            "lesson {}",
            l.number
        );
    }
}

#[test]
fn two_move_lessons_detect_a_hopeless_first_move_at_once() {
    for l in LESSONS.iter().filter(|l| l.moves == 2) {
        let start = l.position().unwrap();
        let mut continuing = 0;
        for &m in start.legal_moves().iter() {
            let mut s = LessonSession::new(l).unwrap();
            match s.play(m) {
                LessonStep::Continue { .. } => {
                    continuing += 1;
                    // A continuing first move really leaves a winning second move.
                    let p = s.position().clone();
                    let ok = p.legal_moves().iter().any(|&m2| {
                        let mut s2 = LessonSession::new(l).unwrap();
                        s2.play(m);
                        s2.play(m2) == LessonStep::Right
                    });
                    assert!(ok, "lesson {} {m}", l.number);
                }
                LessonStep::Wrong { .. } => {}
                LessonStep::Right => panic!("lesson {} solved in one", l.number),
            }
        }
        assert!(continuing >= 1, "lesson {}", l.number);
    }
}
