//! How a puzzle ends and what the screen says then: the day's score line after a hint, the
//! day's puzzle when its day ends on screen, and Show the solution, which ends the attempt
//! (Next and Retry offered, no move taken from taps, drags or typed text).

use super::harness::*;
use xiangqi::app::{Action, BoardGesture, Event, PuzzleScreenView, ScreenView};
use xiangqi::puzzles;
use xiangqi::Lang;

const TODAY: &str = "2026-12-01";

fn puzzle(j: &Journey) -> PuzzleScreenView {
    match j.top() {
        ScreenView::Puzzle { puzzle } => puzzle,
        other => panic!("not a puzzle: {}", other.title()),
    }
}

/// Whether the screen offers `action` (a button that is there and enabled).
fn offers(p: &PuzzleScreenView, action: &Action) -> bool {
    p.buttons.iter().any(|b| b.enabled && &b.action == action)
}

/// Every way to move, with the first Red move of `solution` (ICCS): two taps, a drag and
/// typed text. An ended puzzle must take none of them.
fn try_every_input(j: &Journey, solution: &[String]) {
    let key = &solution[0];
    let (from, to) = (sq(&key[0..2]), sq(&key[2..4]));
    j.play(&key[0..2], &key[2..4]);
    for gesture in [
        BoardGesture::DragStart {
            point: from,
            x: 10.0,
            y: 10.0,
        },
        BoardGesture::DragMove {
            over: Some(to),
            x: 50.0,
            y: 50.0,
        },
        BoardGesture::DragEnd { over: Some(to) },
    ] {
        j.send(Event::Board { gesture });
    }
    j.send(Event::TypeMove { text: key.clone() });
}

fn assert_ended_and_leads_on(p: &PuzzleScreenView) {
    assert!(p.puzzle.over, "{p:?}");
    for action in [Action::PuzzleHint, Action::ShowSolution, Action::GiveUp] {
        assert!(!offers(p, &action), "{action:?} on an ended puzzle");
    }
    for action in [Action::NextPuzzle, Action::RetryPuzzle] {
        assert!(offers(p, &action), "{action:?} missing: {:?}", p.buttons);
    }
}

#[test]
fn the_daily_line_says_at_once_that_a_hint_makes_the_attempt_unsolved() {
    for (lang, before, after) in [
        (
            Lang::En,
            "solved now: 100 points",
            "hint taken: counts as not solved (0 points)",
        ),
        (
            Lang::De,
            "jetzt gelöst: 100 Punkte",
            "Tipp genommen: zählt als nicht gelöst (0 Punkte)",
        ),
    ] {
        let j = Journey::new(lang);
        j.action(Action::OpenDaily);
        let line = puzzle(&j).daily_line.expect("the attempt counts");
        assert!(line.contains(before), "{line}");
        j.action(Action::PuzzleHint);
        let line = puzzle(&j)
            .daily_line
            .expect("still the attempt that counts");
        assert!(line.contains(after), "{line}");
        assert!(!line.contains(before), "{line}");

        // Solving it now scores what the line said.
        let entry = puzzles::daily_puzzle(TODAY).unwrap();
        for mv in entry.solution.iter().step_by(2) {
            j.play(&mv[0..2], &mv[2..4]);
        }
        let p = puzzle(&j);
        assert!(p.puzzle.over && !p.puzzle.solved, "{p:?}");
        assert_eq!(p.puzzle.daily_score, Some(0));
        assert!(p.daily_line.is_none(), "scored: nothing counts any more");
    }
}

#[test]
fn the_daily_screen_shows_its_result_when_its_day_ends_while_it_is_open() {
    // With a hint taken or without, or while Back's question is open: the screen stops
    // counting and asking either way.
    for (hint, asking) in [(false, false), (true, false), (false, true)] {
        let j = Journey::new(Lang::En);
        j.action(Action::OpenDaily);
        if hint {
            j.action(Action::PuzzleHint);
        }
        if asking {
            j.send(Event::Back);
            assert!(j.view().dialog.is_some(), "Back asks first");
        }
        let start = puzzle(&j).puzzle.fen;
        // Past midnight, the screen still open.
        j.pass(13 * 3_600_000);
        let v = j.view();
        let banner = v.banner.clone().expect("the person is told");
        assert!(
            banner.text.contains("scored as not solved"),
            "{}",
            banner.text
        );
        assert!(!v.back_asks_first, "nothing left to lose by leaving");
        assert!(v.dialog.is_none(), "the question on leaving is moot");
        let p = puzzle(&j);
        assert!(
            p.daily_line.is_none(),
            "stopped counting: {:?}",
            p.daily_line
        );
        assert_eq!(p.puzzle.daily_score, Some(0));
        assert!(!p.puzzle.solved);
        assert_eq!(p.status, "Not solved. Scored: 0 points.");
        let message = p.message.clone().unwrap_or_default();
        assert!(message.contains("day has ended"), "{message}");
        assert_ended_and_leads_on(&p);

        // Solving it now is not taken, nor scored again.
        let entry = puzzles::daily_puzzle(TODAY).unwrap();
        try_every_input(&j, &entry.solution);
        let p = puzzle(&j);
        assert_eq!(p.puzzle.fen, start, "no move taken after the day ended");
        assert_eq!(p.puzzle.daily_score, Some(0));
        assert_eq!(p.status, "Not solved. Scored: 0 points.");
        assert_eq!(p.message.as_deref(), Some("The puzzle is over."));

        // Back leaves at once, to the new day's puzzle.
        j.send(Event::Back);
        assert!(j.view().dialog.is_none());
        let daily = home(&j.top()).daily.clone().expect("the card");
        assert!(daily.detail.starts_with("Mate in"), "{}", daily.detail);
    }
}

#[test]
fn a_move_sent_just_after_midnight_finds_the_day_already_ended() {
    // The clock passes midnight and the mating move arrives before any heartbeat: the day
    // ends first, so the move is too late, as the line promised.
    let j = Journey::new(Lang::En);
    j.action(Action::OpenDaily);
    let entry = puzzles::daily_puzzle(TODAY).unwrap();
    for mv in entry
        .solution
        .iter()
        .step_by(2)
        .take(entry.level as usize - 1)
    {
        j.play(&mv[0..2], &mv[2..4]);
    }
    j.clock.advance(13 * 3_600_000);
    // Red's last move: the main line alternates Red and Black.
    let last = &entry.solution[(entry.level as usize - 1) * 2];
    j.send(Event::TypeMove { text: last.clone() });
    let p = puzzle(&j);
    assert!(!p.puzzle.solved, "{p:?}");
    assert_eq!(p.puzzle.daily_score, Some(0));
}

#[test]
fn show_the_solution_ends_a_puzzle_from_the_catalogue() {
    let j = Journey::new(Lang::En);
    j.tab(Tab::Puzzles);
    j.action(Action::OpenPuzzleLevel { level: 2 });
    let start = puzzle(&j);
    let entry = puzzles::by_id(&start.puzzle.id).expect("a catalogue puzzle");
    j.action(Action::ShowSolution);
    let p = puzzle(&j);
    assert_eq!(p.status, "Not solved.");
    assert!(p.puzzle.solution_shown);
    assert_eq!(
        p.solution.as_ref().map(|s| s.moves.len()),
        Some(entry.solution.len())
    );
    assert_ended_and_leads_on(&p);

    try_every_input(&j, &entry.solution);
    let p = puzzle(&j);
    assert_eq!(p.puzzle.fen, start.puzzle.fen, "no move taken");
    assert!(p.puzzle.played.is_empty());
    assert_eq!(p.message.as_deref(), Some("The puzzle is over."));
    assert!(p.puzzle.over && !p.puzzle.solved);

    j.action(Action::RetryPuzzle);
    let again = puzzle(&j);
    assert_eq!(again.puzzle.id, start.puzzle.id);
    assert!(!again.puzzle.over, "a fresh try");
    j.action(Action::ShowSolution);
    j.action(Action::NextPuzzle);
    assert!(!puzzle(&j).puzzle.over, "the next puzzle is open");
}

#[test]
fn show_the_solution_ends_the_puzzle_of_the_day_and_scores_it() {
    let j = Journey::new(Lang::De);
    j.action(Action::OpenDaily);
    let start = puzzle(&j);
    j.action(Action::ShowSolution);
    let p = puzzle(&j);
    assert!(p.puzzle.solution_shown);
    assert_eq!(p.status, "Nicht gelöst. Gewertet: 0 Punkte.");
    assert_eq!(p.puzzle.daily_score, Some(0));
    assert!(p.daily_line.is_none(), "scored: no time runs");
    assert!(!j.view().back_asks_first);
    assert_ended_and_leads_on(&p);

    let entry = puzzles::daily_puzzle(TODAY).unwrap();
    try_every_input(&j, &entry.solution);
    let p = puzzle(&j);
    assert_eq!(p.puzzle.fen, start.puzzle.fen, "no move taken");
    assert_eq!(p.message.as_deref(), Some("Das Rätsel ist vorbei."));
    assert_eq!(p.puzzle.daily_score, Some(0));

    // Next leads to a catalogue puzzle of the same level.
    j.action(Action::NextPuzzle);
    let next = puzzle(&j);
    assert_eq!(next.puzzle.level, entry.level);
    assert!(next.daily_line.is_none() && !next.puzzle.over);
}
