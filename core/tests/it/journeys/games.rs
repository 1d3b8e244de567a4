//! Home, new game, the game screen against the computer and between two players, resume.

use super::harness::*;
use xiangqi::app::{Action, Effect, Event, Field, GameScreenView, ScreenView, SettingControl};
use xiangqi::sound::Cue;
use xiangqi::Lang;

/// Home → new game → two players (3+2 clock offered by the core) → started.
pub(super) fn start_two_players(j: &Journey, clock_option: u32) {
    j.action(Action::OpenNewGame);
    // Two players come after the three characters.
    j.send(Event::Choose {
        field: Field::Opponent,
        option: 3,
    });
    j.send(Event::Choose {
        field: Field::Clock,
        option: clock_option,
    });
    j.action(Action::StartGame);
}

pub(super) fn start_vs_computer(j: &Journey, level: u32, black: bool) {
    j.action(Action::OpenNewGame);
    j.send(Event::Choose {
        field: Field::Opponent,
        option: level,
    });
    j.send(Event::Choose {
        field: Field::Color,
        option: u32::from(black),
    });
    j.action(Action::StartGame);
}

#[test]
fn the_new_game_form_words_every_choice_and_the_game_starts() {
    let j = Journey::new(Lang::En);
    j.action(Action::OpenNewGame);
    let ScreenView::NewGame { form } = j.top() else {
        panic!("the form")
    };
    let all = format!("{form:?}");
    for expected in [
        "Master Wang",
        "Xiaolan",
        "3+2",
        "45+15",
        "30 s per move",
        "Stalemate is a draw",
        "Without both horses",
    ] {
        assert!(all.contains(expected), "{expected} missing in {all}");
    }
    // Each character in a player's words, not the engine's.
    assert!(!all.contains("plies") && !all.contains("ply"), "{all}");
    let lines: Vec<&str> = form.opponents.iter().map(|o| o.line.as_str()).collect();
    assert_eq!(lines.len(), 4, "three characters and two players");
    assert!(lines.iter().all(|l| !l.is_empty()));
    assert_eq!(form.start.action, Action::StartGame);
    assert!(
        form.summary.starts_with("Meifang · You play Red · "),
        "{}",
        form.summary
    );
    // The summary follows every choice at once.
    j.send(Event::Choose {
        field: Field::Opponent,
        option: 0,
    });
    j.send(Event::Choose {
        field: Field::Clock,
        option: 0,
    });
    let ScreenView::NewGame { form } = j.top() else {
        panic!("the form")
    };
    assert_eq!(form.summary, "Xiaolan · You play Red · No clock");
    assert!(form.opponents[0].selected && !form.opponents[1].selected);
    start_two_players(&j, 5);
    let v = j.view();
    assert_eq!(v.stack.len(), 2, "the form was replaced by the game");
    let g = game(v.top().unwrap());
    assert_eq!(g.title, "Two players", "one short line");
    // The clocks sit on the strips, each by its player.
    for strip in [&g.top, &g.bottom] {
        assert_eq!(strip.clock.as_ref().expect("a clock").time, "3:00");
    }
    assert!(g.bottom.clock.as_ref().unwrap().running, "Red's clock runs");
    assert!(
        g.top.turned,
        "the far player reads their strip the right way up"
    );
    assert!(v.keep_awake, "a clocked game keeps the screen on");
}

#[test]
fn two_players_the_board_turns_and_the_other_player_is_asked_for_a_draw() {
    let mut j = Journey::new(Lang::De);
    start_two_players(&j, 0);
    j.play("h2", "e2");
    let g = game(&j.top()).clone();
    assert_eq!(g.board.moves, vec!["K2.5"]);
    assert_eq!(g.board.bottom, xiangqi::Color::Black, "the board turned");
    assert_eq!(g.move_strip.rows[0].red, "K2.5");
    assert_eq!(g.move_strip.cells[0].number.as_deref(), Some("1."));
    let effects = j.new_effects();
    assert!(
        effects.contains(&Effect::PlaySound { cue: Cue::Move }),
        "{effects:?}"
    );
    assert!(
        effects.iter().any(|e| matches!(e, Effect::Announce { .. })),
        "the screen reader hears the move"
    );
    assert!(effects.contains(&Effect::Haptic));

    j.action(Action::OfferDraw);
    let v = j.view();
    let dialog = v.dialog.expect("the other player is asked");
    assert!(
        dialog.text.contains("Schwarz bietet Remis an. Rot"),
        "{}",
        dialog.text
    );
    // A tap on the board while the question is open does nothing.
    j.tap("h9");
    assert!(game(&j.top()).board.moves.len() == 1);
    j.action(Action::AcceptDraw);
    let g = game(&j.top()).clone();
    let result = g.result.expect("the game is over");
    assert!(result.headline.contains("Remis"), "{}", result.headline);
    assert!(j
        .new_effects()
        .contains(&Effect::PlaySound { cue: Cue::Cymbal }));
}

#[test]
fn against_the_computer_it_answers_and_undo_takes_back_both_moves() {
    let mut j = Journey::new(Lang::En);
    start_vs_computer(&j, 0, false);
    j.play("h2", "e2");
    let v = j.wait_for_reply(2);
    let g = game(v.top().unwrap());
    assert!(
        g.message.as_deref().unwrap_or("").starts_with("Xiaolan:"),
        "{:?}",
        g.message
    );
    let effects = j.new_effects();
    assert!(effects
        .iter()
        .any(|e| matches!(e, Effect::Announce { text } if text.starts_with("Xiaolan:"))));
    assert!(
        !effects.iter().any(|e| matches!(e, Effect::Speak { .. })),
        "speech is off by default"
    );

    j.action(Action::Undo);
    let g = game(&j.top()).clone();
    assert!(g.board.moves.is_empty());
    assert_eq!(
        g.message.as_deref(),
        Some("Taken back: your move and the computer's reply.")
    );
}

#[test]
fn the_computer_moves_first_when_it_plays_red_and_a_hint_has_a_reason() {
    let j = Journey::new(Lang::De);
    start_vs_computer(&j, 1, true);
    j.wait_for_reply(1);
    j.action(Action::Hint);
    let v = j.wait_for(
        "the hint",
        |v| matches!(v.top(), Some(ScreenView::Game { game }) if game.hint.is_some()),
    );
    let hint = game(v.top().unwrap()).hint.clone().unwrap();
    assert!(
        !hint.reason.is_empty() && !hint.notation.is_empty(),
        "{hint:?}"
    );
}

#[test]
fn resigning_asks_first_and_the_result_offers_the_next_steps() {
    let j = Journey::new(Lang::En);
    start_two_players(&j, 0);
    j.action(Action::Resign);
    assert!(j.view().dialog.is_some(), "resign asks first");
    j.send(Event::Back);
    assert!(j.view().dialog.is_none(), "Back closes the question");
    assert!(game(&j.top()).result.is_none(), "and nothing happened");
    j.action(Action::Resign);
    j.action(Action::ConfirmResign);
    let g = game(&j.top()).clone();
    let result = g.result.expect("over");
    assert_eq!(
        (result.headline.as_str(), result.detail.as_str()),
        ("Black wins", "Resignation")
    );
    let labels: Vec<_> = result.buttons.iter().map(|b| b.label.as_str()).collect();
    assert_eq!(labels, ["Rematch", "Review the game", "New game", "Share"]);
    assert_eq!(
        result.buttons[0].role,
        xiangqi::app::ButtonRole::Primary,
        "the rematch is the one filled button"
    );
    j.action(Action::Rematch);
    let g = game(&j.top()).clone();
    assert!(
        g.result.is_none() && g.board.moves.is_empty(),
        "a fresh game"
    );
}

#[test]
fn back_suspends_the_clock_and_stops_the_computer_and_home_lists_every_unfinished_game() {
    let dir = TempDir::new("back");
    let j = Journey::on(&dir.db(), Lang::En, TestClock::at(NOON));
    // A clocked game against Master Wang with a long think, left while he thinks.
    start_vs_computer(&j, 2, false);
    j.action(Action::GoHome); // not offered while the game runs: ignored
    assert!(matches!(j.top(), ScreenView::Game { .. }));
    j.send(Event::Back);
    let h = home(&j.top()).clone();
    assert_eq!(h.unfinished.len(), 1);
    // A second game: the first stays listed and resumable.
    start_two_players(&j, 1);
    j.play("b0", "c2");
    j.send(Event::Back);
    let h = home(&j.top()).clone();
    assert_eq!(h.unfinished.len(), 2, "{:?}", h.unfinished);
    let first = h.unfinished[1].action.clone().expect("resumable");
    j.action(first);
    let g = game(&j.top()).clone();
    assert!(g.title.contains("Master Wang"), "{}", g.title);
}

#[test]
fn a_per_move_clock_is_paused_off_screen_and_falls_on_the_heartbeat() {
    let mut j = Journey::new(Lang::En);
    start_two_players(&j, 1); // 30 s per move
    j.play("h2", "e2");
    j.pass(10_000);
    let g = game(&j.top()).clone();
    let running = running_clock(&g).expect("Black's clock runs");
    assert_eq!(running.time, "0:20");
    // Off screen (the app in the background) no time passes.
    j.send(Event::Background);
    j.pass(600_000);
    j.send(Event::Foreground);
    let g = game(&j.top()).clone();
    assert!(g.result.is_none(), "no flag fell while away");
    assert_eq!(running_clock(&g).unwrap().time, "0:20");
    // Into the grace period: the text explains it.
    j.pass(25_000);
    let g = game(&j.top()).clone();
    let c = running_clock(&g).unwrap();
    assert!(c.grace && c.low, "{c:?}");
    assert_eq!(c.grace_text.as_deref(), Some("grace 10 s"));
    j.new_effects();
    // The flag falls on the heartbeat, without a touch.
    j.pass(20_000);
    let g = game(&j.top()).clone();
    let result = g.result.expect("lost on time");
    assert_eq!(
        (result.headline.as_str(), result.detail.as_str()),
        ("Red wins", "Time ran out"),
        "flag fall"
    );
    let effects = j.new_effects();
    assert!(effects.contains(&Effect::PlaySound { cue: Cue::Cymbal }));
    assert!(effects.contains(&Effect::KeepAwake { on: false }));
}

#[test]
fn a_quit_app_resumes_its_game_with_the_clock_paused_and_the_computer_thinks_again() {
    let dir = TempDir::new("resume");
    let clock = TestClock::at(NOON);
    {
        let j = Journey::on(&dir.db(), Lang::En, clock.clone());
        start_two_players(&j, 6); // 10+5
        j.play("h2", "e2");
        j.core.shutdown();
    }
    clock.advance(3_600_000);
    let j = Journey::on(&dir.db(), Lang::En, clock.clone());
    let h = home(&j.top()).clone();
    assert_eq!(h.unfinished.len(), 1);
    j.action(h.unfinished[0].action.clone().unwrap());
    let g = game(&j.top()).clone();
    assert_eq!(g.board.moves.len(), 1);
    let black = [&g.top, &g.bottom]
        .into_iter()
        .find(|s| s.side == xiangqi::Color::Black)
        .and_then(|s| s.clock.clone())
        .unwrap();
    assert_eq!(black.time, "10:00", "the hour away was not charged");
}

#[test]
fn typed_moves_and_the_screen_reader_hear_every_outcome() {
    let mut j = Journey::new(Lang::En);
    start_two_players(&j, 0);
    j.send(Event::TypeMove {
        text: "C2.5".into(),
    });
    assert_eq!(game(&j.top()).board.moves.len(), 1);
    j.send(Event::TypeMove {
        text: "nonsense".into(),
    });
    let g = game(&j.top()).clone();
    assert!(g.message.unwrap().contains("not a move"));
    j.new_effects();
    // A refused tap (Red's piece while Black is to move) is announced too.
    j.tap("e2");
    let effects = j.new_effects();
    assert!(
        effects.iter().any(|e| matches!(e, Effect::Announce { .. })),
        "{effects:?}"
    );
    assert_eq!(
        j.view().board_points.len(),
        90,
        "the board's points for the screen reader"
    );
}

#[test]
fn a_long_press_shows_the_piece_card() {
    let j = Journey::new(Lang::De);
    start_two_players(&j, 0);
    j.send(Event::Board {
        gesture: xiangqi::app::BoardGesture::LongPress { point: sq("b0") },
    });
    let card = game(&j.top()).card.clone().expect("the card");
    assert!(card.text.contains("Pferd"), "{}", card.text);
}

#[test]
fn deleting_an_unfinished_game_asks_first() {
    let j = Journey::new(Lang::En);
    start_two_players(&j, 0);
    j.send(Event::Back);
    let row = home(&j.top()).unfinished[0].clone();
    let delete = row.extra[0].action.clone();
    j.action(delete);
    assert!(j.view().dialog.is_some());
    j.action(Action::CloseDialog);
    assert_eq!(home(&j.top()).unfinished.len(), 1);
    j.action(row.extra[0].action.clone());
    let Action::DeleteGame { id } = row.extra[0].action else {
        panic!()
    };
    j.action(Action::ConfirmDeleteGame { id });
    assert!(home(&j.top()).unfinished.is_empty());
}

#[test]
fn a_lost_game_against_the_computer_counts_in_the_record_on_home() {
    let j = Journey::new(Lang::En);
    start_vs_computer(&j, 2, false);
    j.action(Action::Resign);
    j.action(Action::ConfirmResign);
    let result = game(&j.top()).result.clone().expect("over");
    assert_eq!(result.headline, "You lost");
    assert!(
        result
            .changes
            .iter()
            .any(|c| c.starts_with("Against Master Wang")),
        "{:?}",
        result.changes
    );
    j.send(xiangqi::app::Event::Back);
    let h = home(&j.top()).clone();
    assert!(
        h.unfinished.is_empty(),
        "a finished game is no longer offered"
    );
    let wang = h
        .characters
        .iter()
        .find(|c| c.name == "Master Wang")
        .unwrap();
    assert_eq!(wang.record.as_deref(), Some("0 W · 0 D · 1 L"));
}

#[test]
fn handicaps_from_the_form_reach_the_game() {
    let j = Journey::new(Lang::De);
    j.action(Action::OpenNewGame);
    // A table handicap clears the computer's (the form stays a valid game).
    j.send(Event::Choose {
        field: Field::ComputerHandicap,
        option: 1,
    });
    j.send(Event::Choose {
        field: Field::Handicap,
        option: 3,
    });
    let ScreenView::NewGame { form } = j.top() else {
        panic!()
    };
    let computer = form
        .rules
        .rows
        .iter()
        .find_map(|r| match &r.control {
            SettingControl::Choice { choice } if choice.field == Field::ComputerHandicap => {
                Some(choice.clone())
            }
            _ => None,
        })
        .unwrap();
    assert_eq!(computer.selected, 0);
    j.action(Action::StartGame);
    let g = game(&j.top()).clone();
    assert!(g.board.title.contains("Vorgabe"), "{}", g.board.title);
    assert_eq!(g.board.pieces.len(), 31, "one horse fewer");
}

/// The clock that runs, on whichever strip.
fn running_clock(g: &GameScreenView) -> Option<xiangqi::app::StripClockView> {
    [&g.top, &g.bottom]
        .into_iter()
        .filter_map(|s| s.clock.clone())
        .find(|c| c.running)
}
