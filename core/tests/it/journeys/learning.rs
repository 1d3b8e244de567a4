//! Puzzles, the puzzle of the day and its rules, the school of roles.

use super::harness::*;
use xiangqi::app::{Action, Effect, Event, ScreenView};
use xiangqi::puzzles;
use xiangqi::sound::Cue;
use xiangqi::Lang;

fn puzzle(v: &ScreenView) -> &xiangqi::app::PuzzleScreenView {
    match v {
        ScreenView::Puzzle { puzzle } => puzzle,
        other => panic!("not a puzzle: {}", other.title()),
    }
}

/// Plays the puzzle's main line for Red from the start (the defence answers by itself).
fn solve(j: &Journey, solution: &[String]) {
    for mv in solution.iter().step_by(2) {
        j.play(&mv[0..2], &mv[2..4]);
    }
}

const TODAY: &str = "2026-12-01";

#[test]
fn a_puzzle_by_level_is_solved_on_the_board() {
    let mut j = Journey::new(Lang::En);
    j.tab(Tab::Puzzles);
    let ScreenView::Puzzles { puzzles: list } = j.top() else {
        panic!()
    };
    assert_eq!(list.levels.len(), 5);
    assert!(list.levels[4].title.contains("Masterpieces"));
    j.action(Action::OpenPuzzleLevel { level: 2 });
    let p = puzzle(&j.top()).clone();
    let entry = puzzles::by_id(&p.puzzle.id).expect("a catalogue puzzle");
    solve(&j, &entry.solution);
    let p = puzzle(&j.top()).clone();
    assert!(p.puzzle.solved, "{p:?}");
    assert!(p.status.starts_with("Solved"), "{}", p.status);
    assert!(j
        .new_effects()
        .contains(&Effect::PlaySound { cue: Cue::Chime }));
    j.action(Action::NextPuzzle);
    let next = puzzle(&j.top()).clone();
    assert_ne!(next.puzzle.id, p.puzzle.id, "the next unsolved one");
    j.send(Event::Back);
    let ScreenView::Puzzles { puzzles: list } = j.top() else {
        panic!()
    };
    assert!(
        list.levels[1].detail.starts_with("1 of"),
        "{}",
        list.levels[1].detail
    );
}

#[test]
fn a_wrong_try_is_explained_and_a_hint_marks_the_puzzle_unsolved() {
    let j = Journey::new(Lang::De);
    j.tab(Tab::Puzzles);
    j.action(Action::OpenPuzzleLevel { level: 1 });
    let p = puzzle(&j.top()).clone();
    let entry = puzzles::by_id(&p.puzzle.id).unwrap();
    j.send(Event::TypeMove {
        text: "a0a1".into(),
    });
    let after = puzzle(&j.top()).clone();
    assert!(
        after.message.is_some(),
        "a wrong or illegal try is explained"
    );
    j.action(Action::PuzzleHint);
    j.action(Action::PuzzleHint);
    let hinted = puzzle(&j.top()).clone();
    assert!(
        hinted.hint.as_ref().and_then(|h| h.mv).is_some(),
        "the second hint names the move"
    );
    solve(&j, &entry.solution);
    let p = puzzle(&j.top()).clone();
    assert!(
        p.puzzle.over && !p.puzzle.solved,
        "a hint marks it unsolved"
    );
}

#[test]
fn the_daily_attempt_stays_open_when_left_and_keeps_its_time() {
    let dir = TempDir::new("daily");
    let clock = TestClock::at(NOON);
    let j = Journey::on(&dir.db(), Lang::De, clock.clone());
    j.action(Action::OpenDaily);
    assert!(
        puzzle(&j.top()).daily_line.is_some(),
        "the attempt counts from the first look"
    );
    j.pass(30_000);
    // Back asks first: the attempt stays open and its time runs.
    j.send(Event::Back);
    let dialog = j.view().dialog.expect("the app says so before leaving");
    assert!(dialog.text.contains("bleibt offen"), "{}", dialog.text);
    j.action(Action::LeaveDaily);
    let h = home(&j.top()).clone();
    let daily = h.daily.expect("the puzzle of the day's card");
    assert!(daily.detail.contains("Angefangen"), "{}", daily.detail);
    assert!(j.core.view().banner.is_none());
    j.core.shutdown();
    drop(j);

    // The app is killed and started again a minute later: the same attempt, its time on.
    clock.advance(60_000);
    let j = Journey::on(&dir.db(), Lang::De, clock.clone());
    j.action(Action::OpenDaily);
    let p = puzzle(&j.top()).clone();
    let line = p.daily_line.expect("still counting");
    assert!(line.contains("Zeit 1:30"), "{line}");
    let entry = puzzles::daily_puzzle(TODAY).unwrap();
    solve(&j, &entry.solution);
    let p = puzzle(&j.top()).clone();
    assert!(p.puzzle.solved);
    let score = p.puzzle.daily_score.expect("scored");
    assert_eq!(
        score,
        puzzles::attempt_score(true, 0, 90),
        "time kept across the exit"
    );
    j.send(Event::Back);
    let daily = home(&j.top()).daily.clone().expect("the card");
    assert!(
        daily.detail.contains(&format!("{score} Punkte")),
        "{}",
        daily.detail
    );
    assert_eq!(daily.meta.as_deref(), Some("Serie: 1 Tag"));
}

#[test]
fn an_open_daily_attempt_is_scored_when_its_day_ends() {
    let j = Journey::new(Lang::En);
    j.action(Action::OpenDaily);
    j.send(Event::Back);
    j.action(Action::LeaveDaily);
    // Past midnight, on the heartbeat.
    j.pass(13 * 3_600_000);
    let v = j.view();
    let banner = v.banner.clone().expect("the person is told");
    assert!(
        banner.text.contains("scored as not solved"),
        "{}",
        banner.text
    );
    let daily = home(v.top().unwrap()).daily.clone().expect("the card");
    assert!(
        daily.detail.starts_with("Mate in"),
        "a new day: {}",
        daily.detail
    );
}

#[test]
fn giving_up_the_daily_scores_it_and_later_tries_are_practice() {
    let j = Journey::new(Lang::En);
    j.action(Action::OpenDaily);
    j.send(Event::Back);
    j.action(Action::GiveUp);
    let p = puzzle(&j.top()).clone();
    assert!(p.puzzle.over);
    assert_eq!(p.puzzle.daily_score, Some(0));
    j.send(Event::Back);
    assert!(j.view().dialog.is_none(), "nothing left to lose");
    j.action(Action::OpenDaily);
    let p = puzzle(&j.top()).clone();
    assert!(p.status.contains("Practice"), "{}", p.status);
    assert!(p.daily_line.is_none());
}

#[test]
fn a_lesson_takes_its_hint_and_leads_to_the_next() {
    let mut j = Journey::new(Lang::En);
    j.tab(Tab::Learn);
    let ScreenView::School { school } = j.top() else {
        panic!()
    };
    assert_eq!(school.lessons.len(), 10);
    j.action(Action::OpenLesson { number: 1 });
    let lesson = match j.top() {
        ScreenView::Lesson { lesson } => lesson,
        _ => panic!(),
    };
    j.action(Action::LessonHint);
    let ScreenView::Lesson { lesson: hinted } = j.top() else {
        panic!()
    };
    assert!(hinted.hint.is_some());
    for mv in lesson.lesson.solution.iter() {
        j.play(&mv[0..2], &mv[2..4]);
    }
    let ScreenView::Lesson { lesson: done } = j.top() else {
        panic!()
    };
    assert!(done.done, "{:?}", done.feedback);
    assert!(j
        .new_effects()
        .contains(&Effect::PlaySound { cue: Cue::Chime }));
    j.action(Action::NextLesson);
    let ScreenView::Lesson { lesson: next } = j.top() else {
        panic!()
    };
    assert_eq!(next.lesson.number, 2);
    j.send(Event::Back);
    let ScreenView::School { school } = j.top() else {
        panic!()
    };
    assert_eq!(school.progress, "1 of 10 done");
}
