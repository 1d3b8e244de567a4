//! Bad and random events: late taps, double starts, ids that no longer exist, and long random
//! sequences: nothing panics, the store stays consistent, every unfinished game resumes.

use super::harness::*;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use xiangqi::app::{Action, App, BoardGesture, Event, Field, ScreenView};
use xiangqi::engine::Level;
use xiangqi::store::GameId;
use xiangqi::{Lang, Square};

#[test]
fn late_and_stray_events_are_ignored_or_answered_in_the_apps_language() {
    let j = Journey::new(Lang::De);
    // A game action on home, a tap without a board, a stray confirm: nothing happens.
    let before = j.view();
    j.action(Action::Undo);
    j.action(Action::ConfirmResign);
    j.tap("e0");
    assert_eq!(j.view().stack, before.stack);
    // A double Start makes one game.
    j.action(Action::OpenNewGame);
    j.core.send(Event::Action {
        action: Action::StartGame,
    });
    j.core.send(Event::Action {
        action: Action::StartGame,
    });
    j.core.settle();
    assert_eq!(j.view().stack.len(), 2);
    // A late tap after Back goes nowhere.
    j.send(Event::Back);
    j.tap("h2");
    j.tap("e2");
    assert!(matches!(j.top(), ScreenView::Home { .. }));
    let h = home(&j.top()).clone();
    assert_eq!(h.unfinished.len(), 1);
    assert_eq!(h.unfinished[0].detail, "Du bist am Zug");
    // An id that no longer exists (deleted in another window) is a banner in German.
    let Some(Action::ResumeGame { id }) = h.unfinished[0].action.clone() else {
        panic!()
    };
    j.action(Action::ConfirmDeleteGame { id }); // not offered without the question: ignored
    assert_eq!(home(&j.top()).unfinished.len(), 1);
}

fn random_event(rng: &mut StdRng, ids: &[GameId]) -> Event {
    let point = Square::new(rng.gen_range(0..90)).unwrap();
    let action = match rng.gen_range(0..24) {
        0 => Action::OpenNewGame,
        1 => Action::StartGame,
        2 => Action::Undo,
        3 => Action::Hint,
        4 => Action::OfferDraw,
        5 => Action::AcceptDraw,
        6 => Action::Resign,
        7 => Action::ConfirmResign,
        8 => Action::GoHome,
        9 => Action::PlayCharacter { level: Level::Easy },
        10 => Action::OpenPuzzleLevel {
            level: rng.gen_range(0..7),
        },
        11 => Action::GiveUp,
        12 => Action::OpenDaily,
        13 => Action::LeaveDaily,
        14 => Action::NewGameWithCharacter {
            level: Level::Strong,
        },
        15 => Action::OpenLesson {
            number: rng.gen_range(0..12),
        },
        16 => Action::OpenSettings,
        17 => Action::OpenOnline,
        18 => Action::Rematch,
        19 => Action::OpenEditor,
        20 => Action::EditorClear,
        21 => match ids.first() {
            Some(&id) => Action::ResumeGame { id },
            None => Action::ResumeGame { id: GameId(99) },
        },
        22 => Action::ShowSolution,
        _ => Action::CloseDialog,
    };
    match rng.gen_range(0..10) {
        0..=3 => Event::Board {
            gesture: BoardGesture::Tap { point },
        },
        4 => Event::Back,
        5 => Event::Choose {
            field: [Field::Mode, Field::Clock, Field::Level, Field::Stage][rng.gen_range(0..4)],
            option: rng.gen_range(0..12),
        },
        6 => Event::TypeMove {
            text: ["h2e2", "C2.5", "xx", ""][rng.gen_range(0..4)].into(),
        },
        7 if rng.gen_bool(0.2) => {
            [Event::Background, Event::Foreground][rng.gen_range(0..2)].clone()
        }
        7 => Event::SelectTab {
            tab: Tab::ALL[rng.gen_range(0..Tab::ALL.len())],
        },
        _ => Event::Action { action },
    }
}

#[test]
fn random_event_sequences_never_break_the_app_or_its_store() {
    for seed in 0..6u64 {
        let dir = TempDir::new("random");
        let clock = TestClock::at(NOON);
        let mut rng = StdRng::seed_from_u64(seed);
        {
            let j = Journey::on(&dir.db(), Lang::En, clock.clone());
            let mut ids = Vec::new();
            for step in 0..300 {
                let event = random_event(&mut rng, &ids);
                j.core.send(event);
                if step % 25 == 0 {
                    j.core.settle();
                    clock.advance(7_000);
                    if let ScreenView::Home { home } = j.top() {
                        ids = home
                            .unfinished
                            .iter()
                            .filter_map(|r| match r.action {
                                Some(Action::ResumeGame { id }) => Some(id),
                                _ => None,
                            })
                            .collect();
                    }
                }
            }
            j.core.settle();
            assert!(!j.view().stack.is_empty());
            j.core.shutdown();
        }
        // The store is whole, and every unfinished game can be resumed.
        let app = App::open(dir.db()).expect("the store opens");
        for g in app.unfinished_games().unwrap() {
            let session = app.resume_game(g.id).expect("resumable");
            assert_eq!(session.moves().len() as u32, g.ply_count, "seed {seed}");
        }
    }
}
