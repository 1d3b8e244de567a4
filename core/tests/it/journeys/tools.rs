//! Records and finished games, the review, analysis, the editor and sharing.

use super::harness::*;
use xiangqi::app::{Action, Effect, Event, Field, ScreenView};
use xiangqi::Lang;

/// A short finished two-player game (Red resigns after two moves); its id.
fn finished_game(j: &Journey) -> xiangqi::store::GameId {
    j.action(Action::OpenNewGame);
    j.send(Event::Choose {
        field: Field::Mode,
        option: 1,
    });
    j.action(Action::StartGame);
    j.play("h2", "e2");
    j.play("h9", "g7");
    j.play("h0", "g2");
    j.action(Action::Resign);
    j.action(Action::ConfirmResign);
    game(&j.top()).game_id
}

#[test]
fn records_list_the_finished_game_and_its_review_shows_key_moments() {
    let j = Journey::new(Lang::En);
    let id = finished_game(&j);
    j.send(Event::Back);
    j.tab(Tab::Records);
    let ScreenView::Records { records } = j.top() else {
        panic!()
    };
    assert_eq!(records.games.len(), 1);
    assert_eq!(records.figures[0].value, "1");
    assert_eq!(records.figures[0].label, "game");
    assert_eq!(records.summary, ["Two players: Red 1 · Black 0 · drawn 0"]);
    j.action(Action::ReviewGame { id });
    let v = j.wait_for(
        "the review",
        |v| matches!(v.top(), Some(ScreenView::Review { review }) if review.review.is_some()),
    );
    let ScreenView::Review { review } = v.top().unwrap() else {
        panic!()
    };
    let r = review.review.as_ref().unwrap();
    assert_eq!(r.moves.len(), 3);
    assert_eq!(r.graph.len(), 4, "the graph's data: the start and each ply");
    assert_eq!(review.ply, 3);
    j.action(Action::ReviewFirst);
    j.action(Action::ReviewNext);
    let ScreenView::Review { review } = j.top() else {
        panic!()
    };
    assert_eq!(review.ply, 1);
    assert!(
        review.ply_text.as_deref().unwrap_or("").contains("Red"),
        "{:?}",
        review.ply_text
    );
    j.action(Action::ReviewGoto { ply: 99 }); // not offered: ignored
    let ScreenView::Review { review } = j.top() else {
        panic!()
    };
    assert_eq!(review.ply, 1);
}

#[test]
fn analysis_shows_lines_and_stops() {
    let j = Journey::new(Lang::En);
    finished_game(&j);
    j.action(Action::AnalysePosition);
    let v = j.wait_for("analysis lines", |v| {
        matches!(v.top(), Some(ScreenView::Analysis { analysis }) if !analysis.lines.is_empty())
    });
    let ScreenView::Analysis { analysis } = v.top().unwrap() else {
        panic!()
    };
    assert!(analysis.lines.len() <= 3);
    assert!(!analysis.lines[0].moves.is_empty() && !analysis.lines[0].score.is_empty());
    j.send(Event::Back);
    assert!(
        matches!(j.top(), ScreenView::Game { .. }),
        "back to the game"
    );
}

#[test]
fn the_editor_sets_up_a_position_and_plays_it() {
    let j = Journey::new(Lang::De);
    j.open(Action::OpenEditor);
    j.action(Action::EditorClear);
    let ScreenView::Editor { editor } = j.top() else {
        panic!()
    };
    assert!(!editor.editor.playable);
    assert!(editor
        .buttons
        .iter()
        .any(|b| b.action == Action::EditorPlay && !b.enabled));
    j.send(Event::Paste {
        text: "3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1".into(),
    });
    let ScreenView::Editor { editor } = j.top() else {
        panic!()
    };
    assert!(editor.editor.playable, "{:?}", editor.editor.problem);
    assert_eq!(j.core.board_scene(900.0, 1000.0, 1.0).pieces.len(), 3);
    // The eraser and a tap remove the chariot.
    j.action(Action::EditorEraser);
    j.tap("e1");
    let ScreenView::Editor { editor } = j.top() else {
        panic!()
    };
    assert_eq!(editor.editor.pieces.len(), 2);
    j.send(Event::Paste {
        text: "3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1".into(),
    });
    j.action(Action::EditorPlay);
    let ScreenView::NewGame { form } = j.top() else {
        panic!("the form for the position")
    };
    assert!(
        !format!("{form:?}").contains("Vorgabe des Computers"),
        "no handicap from a position"
    );
    j.send(Event::Choose {
        field: Field::Mode,
        option: 1,
    });
    j.action(Action::StartGame);
    let g = game(&j.top()).clone();
    assert!(
        g.board.title.contains("eigene Stellung"),
        "{}",
        g.board.title
    );
    assert_eq!(g.board.pieces.len(), 3);
}

#[test]
fn sharing_a_position_hands_the_shell_a_picture_and_a_caption() {
    let mut j = Journey::new(Lang::En);
    j.action(Action::OpenNewGame);
    j.action(Action::StartGame);
    j.new_effects();
    j.action(Action::SharePosition);
    let share = j
        .new_effects()
        .into_iter()
        .find_map(|e| match e {
            Effect::Share {
                scene,
                caption,
                fen,
            } => Some((scene, caption, fen)),
            _ => None,
        })
        .expect("a share effect");
    assert_eq!(share.0.pieces.len(), 32);
    assert!(share.1.contains("Meifang"), "{}", share.1);
    assert!(share.2.starts_with("rnbakabnr"));
}
