//! The board screens' records: the player strips with captures and material, the move strip
//! and stepping through it, the menu, the marks' legend, the result sheet and a puzzle's
//! moment of success.

use super::games::{start_two_players, start_vs_computer};
use super::harness::*;
use xiangqi::app::{Action, ButtonRole, Event, Icon, PuzzleMood, ScreenView};
use xiangqi::{Color, Lang, Piece, PieceKind};

fn strip_of(g: &xiangqi::app::GameScreenView, side: Color) -> &xiangqi::app::PlayerStripView {
    [&g.top, &g.bottom]
        .into_iter()
        .find(|s| s.side == side)
        .expect("a strip per side")
}

#[test]
fn stepping_shows_earlier_positions_read_only_and_a_tap_returns_to_the_game() {
    let j = Journey::new(Lang::En);
    start_two_players(&j, 0);
    j.play("h2", "e2");
    j.play("h9", "g7");
    j.play("b0", "c2");
    let g = game(&j.top()).clone();
    let now_fen = g.board.fen.clone();
    assert_eq!(g.move_strip.current_ply, 3);
    assert_eq!(g.move_strip.shown_ply, 3);
    assert!(!g.move_strip.stepping);
    let cells: Vec<_> = g
        .move_strip
        .cells
        .iter()
        .map(|c| (c.number.clone(), c.ply))
        .collect();
    assert_eq!(
        cells,
        [(Some("1.".into()), 1), (None, 2), (Some("2.".into()), 3)]
    );
    assert!(g
        .bar
        .iter()
        .any(|b| b.action == Action::StepBack && b.enabled));
    assert!(g
        .bar
        .iter()
        .any(|b| b.action == Action::StepForward && !b.enabled));

    j.action(Action::StepBack);
    let g = game(&j.top()).clone();
    assert!(g.move_strip.stepping);
    assert_eq!(g.move_strip.shown_ply, 2);
    assert_eq!(g.move_strip.stepping_text.as_deref(), Some("Move 2 of 3"));
    assert_ne!(g.board.fen, now_fen, "the earlier position is on the board");
    assert_eq!(g.board.moves.len(), 3, "the game keeps its moves");
    assert!(
        g.bar.iter().any(|b| b.action == Action::BackToGame),
        "back to the game is offered"
    );
    assert!(
        !g.bar.iter().any(|b| b.action == Action::Undo),
        "no undo while looking back"
    );

    j.action(Action::StepFirst);
    let g = game(&j.top()).clone();
    assert_eq!(g.move_strip.shown_ply, 0);
    assert_eq!(g.board.fen, xiangqi::START_FEN);
    assert!(g.board.last_move.is_none());

    j.action(Action::ShowPly { ply: 1 });
    let g = game(&j.top()).clone();
    assert_eq!(g.move_strip.shown_ply, 1);
    assert_eq!(
        g.board.last_move.map(|m| m.to_string()),
        Some("h2e2".into())
    );

    // A tap on the read-only board brings the game back and plays nothing.
    j.tap("h9");
    let g = game(&j.top()).clone();
    assert!(!g.move_strip.stepping);
    assert_eq!(g.board.fen, now_fen);
    assert_eq!(g.board.moves.len(), 3);

    // Stepping forward to the end is the game again, and the game goes on.
    j.action(Action::StepBack);
    j.action(Action::StepForward);
    let g = game(&j.top()).clone();
    assert!(!g.move_strip.stepping && g.board.fen == now_fen);
    j.play("i9", "h9");
    assert_eq!(game(&j.top()).board.moves.len(), 4);
}

#[test]
fn captured_pieces_and_the_material_lead_show_on_the_strips() {
    let j = Journey::new(Lang::En);
    start_two_players(&j, 0);
    let g = game(&j.top()).clone();
    assert!(g.top.captured.is_empty() && g.bottom.captured.is_empty());
    assert_eq!(
        (g.top.material.clone(), g.bottom.material.clone()),
        (None, None)
    );
    // Red's cannon takes the horse; Black's chariot takes the cannon back.
    j.play("h2", "h9");
    let g = game(&j.top()).clone();
    let red = strip_of(&g, Color::Red);
    assert_eq!(red.captured, [Piece::new(Color::Black, PieceKind::Horse)]);
    assert_eq!(red.material.as_deref(), Some("+4"));
    assert!(strip_of(&g, Color::Black).material.is_none());
    j.play("i9", "h9");
    let g = game(&j.top()).clone();
    let black = strip_of(&g, Color::Black);
    assert_eq!(black.captured, [Piece::new(Color::Red, PieceKind::Cannon)]);
    assert_eq!(
        black.material.as_deref(),
        Some("+1"),
        "a cannon for a horse"
    );
    assert!(strip_of(&g, Color::Red).material.is_none());
    assert_eq!(strip_of(&g, Color::Red).name, "Red");
    assert!(
        g.top.turned && !g.bottom.turned,
        "the far player's strip faces them"
    );
    assert!(
        black.accessibility.starts_with("Black"),
        "{}",
        black.accessibility
    );
}

#[test]
fn against_the_computer_the_strips_name_the_character_and_you() {
    let j = Journey::new(Lang::En);
    start_vs_computer(&j, 0, false);
    let g = game(&j.top()).clone();
    assert_eq!(g.title, "Against Xiaolan");
    assert_eq!(g.top.name, "Xiaolan");
    assert_eq!(g.top.detail.as_deref(), Some("Easy"));
    assert_eq!(g.bottom.name, "You");
    assert!(g.bottom.to_move && !g.top.to_move);
    assert!(!g.top.turned, "nobody sits across from the computer");
    // The bar: menu, hint, undo, step back, step forward, each with its icon.
    let icons: Vec<_> = g.bar.iter().map(|b| b.icon).collect();
    assert_eq!(
        icons,
        [
            Some(Icon::Menu),
            Some(Icon::Hint),
            Some(Icon::Undo),
            Some(Icon::StepBack),
            Some(Icon::StepForward)
        ]
    );
}

#[test]
fn the_menu_turns_the_board_and_resigning_still_asks() {
    let j = Journey::new(Lang::En);
    start_vs_computer(&j, 0, false);
    assert!(!game(&j.top()).menu_open);
    j.action(Action::OpenMenu);
    let g = game(&j.top()).clone();
    assert!(g.menu_open);
    let actions: Vec<_> = g.menu.buttons.iter().map(|b| b.action.clone()).collect();
    assert_eq!(
        actions,
        [
            Action::OfferDraw,
            Action::Resign,
            Action::SharePosition,
            Action::FlipBoard,
            Action::OpenSettings
        ]
    );
    let resign = &g.menu.buttons[1];
    assert_eq!(resign.role, ButtonRole::Destructive);
    assert_eq!(g.board.bottom, Color::Red);
    j.action(Action::FlipBoard);
    let g = game(&j.top()).clone();
    assert!(!g.menu_open, "an action closes the menu");
    assert_eq!(g.board.bottom, Color::Black, "the board turned");
    assert_eq!(g.bottom.side, Color::Black, "and the strips with it");
    j.action(Action::OpenMenu);
    j.action(Action::Resign);
    assert!(j.view().dialog.is_some(), "resigning asks first");
    j.action(Action::OpenMenu);
    j.action(Action::CloseMenu);
    assert!(!game(&j.top()).menu_open);
    // Back closes an open menu and stays in the game.
    j.action(Action::OpenMenu);
    j.send(Event::Back);
    assert!(!game(&j.top()).menu_open, "the menu closed");
    assert!(
        matches!(j.top(), ScreenView::Game { .. }),
        "still in the game"
    );
}

#[test]
fn the_marks_legend_shows_once() {
    let j = Journey::new(Lang::En);
    start_two_players(&j, 0);
    assert!(game(&j.top()).legend.is_none(), "nothing to explain yet");
    j.tap("b0");
    let g = game(&j.top()).clone();
    let legend = g.legend.expect("the first selection explains the marks");
    assert_eq!(legend.title, "What the marks mean");
    assert!(legend.items.len() >= 5);
    assert!(
        g.message.is_none(),
        "the marks speak; the words are the screen reader's"
    );
    j.action(Action::DismissLegend);
    assert!(game(&j.top()).legend.is_none());
    j.tap("b0");
    j.tap("h2");
    assert!(game(&j.top()).legend.is_none(), "not again");
}

#[test]
fn a_rematch_after_the_result_sheet_starts_a_fresh_game_and_the_record_is_told() {
    let j = Journey::new(Lang::En);
    start_vs_computer(&j, 0, false);
    j.play("h2", "e2");
    j.wait_for_reply(2);
    j.action(Action::Resign);
    j.action(Action::ConfirmResign);
    let g = game(&j.top()).clone();
    let result = g.result.expect("the sheet");
    assert_eq!(result.headline, "You lost");
    assert_eq!(result.detail, "Resignation");
    assert_eq!(result.icon, Icon::Lost);
    assert_eq!(result.changes, ["Against Xiaolan: 0 W · 0 D · 1 L"]);
    assert!(g.result_open, "the sheet comes up at the end");
    // Put away to look at the final position, and back from the bar.
    assert_eq!(result.close.label, "Show the board");
    j.action(result.close.action.clone());
    let g = game(&j.top()).clone();
    assert!(!g.result_open && g.result.is_some());
    assert!(g.bar.iter().any(|b| b.action == Action::OpenResult));
    j.action(Action::OpenResult);
    let g = game(&j.top()).clone();
    assert!(g.result_open);
    let id = g.game_id;
    j.action(Action::ReviewGame { id });
    let review = j.wait_for("the review", |v| {
        matches!(v.top(), Some(ScreenView::Review { .. }))
    });
    let Some(ScreenView::Review { review }) = review.top().cloned() else {
        panic!("the review")
    };
    assert_eq!(review.move_strip.cells.len(), 2);
    assert!(review
        .move_strip
        .cells
        .iter()
        .all(|c| c.action == Action::ReviewGoto { ply: c.ply }));
    assert!(
        !review.move_strip.stepping,
        "a review has no game to go back to"
    );
    j.send(Event::Back);
    j.action(Action::Rematch);
    let g = game(&j.top()).clone();
    assert!(g.result.is_none() && g.board.moves.is_empty());
    assert_ne!(g.game_id, id, "a new game");
    assert_eq!(g.top.name, "Xiaolan", "against the same opponent");
    assert_eq!(j.view().stack.len(), 2, "in place of the old one");
}

#[test]
fn a_new_game_from_the_result_opens_the_form() {
    let j = Journey::new(Lang::De);
    start_two_players(&j, 0);
    j.action(Action::Resign);
    j.action(Action::ConfirmResign);
    let result = game(&j.top()).result.clone().expect("over");
    assert_eq!(result.headline, "Schwarz gewinnt");
    j.action(Action::NewGameFromResult);
    assert!(matches!(j.top(), ScreenView::NewGame { .. }));
}

#[test]
fn a_solved_puzzle_has_its_moment_and_leads_to_the_next() {
    let j = Journey::new(Lang::En);
    j.tab(Tab::Puzzles);
    j.action(Action::OpenPuzzleLevel { level: 1 });
    let ScreenView::Puzzle { puzzle: p } = j.top() else {
        panic!("a puzzle")
    };
    assert_eq!(p.title, "Mate in 1", "no id in the title");
    assert_eq!(p.feedback.mood, PuzzleMood::YourMove);
    assert_eq!(p.feedback.text, "Your move: mate in 1");
    assert!(p.success.is_none());
    let entry = xiangqi::puzzles::by_id(&p.puzzle.id).expect("a catalogue puzzle");
    let mv = &entry.solution[0];
    j.play(&mv[0..2], &mv[2..4]);
    let ScreenView::Puzzle { puzzle: solved } = j.top() else {
        panic!("the puzzle")
    };
    assert_eq!(solved.feedback.mood, PuzzleMood::Solved);
    let success = solved.success.clone().expect("the moment");
    assert_eq!(success.headline, "Solved!");
    assert!(success.score.starts_with("1 of "), "{}", success.score);
    let next = success.next.expect("the next puzzle");
    assert_eq!(next.role, ButtonRole::Primary);
    j.action(next.action);
    let ScreenView::Puzzle { puzzle: after } = j.top() else {
        panic!("the next puzzle")
    };
    assert_ne!(after.puzzle.id, solved.puzzle.id);
    assert_eq!(after.feedback.mood, PuzzleMood::YourMove);
}

#[test]
fn a_wrong_puzzle_move_says_so_in_the_feedback_line() {
    let j = Journey::new(Lang::De);
    j.tab(Tab::Puzzles);
    j.action(Action::OpenPuzzleLevel { level: 2 });
    let ScreenView::Puzzle { puzzle: p } = j.top() else {
        panic!("a puzzle")
    };
    // Any legal non-solution move of Red's is a wrong try.
    let pos = xiangqi::Position::from_fen(&p.puzzle.fen).unwrap();
    let entry = xiangqi::puzzles::by_id(&p.puzzle.id).unwrap();
    let wrong = pos
        .legal_moves()
        .iter()
        .map(|m| m.to_string())
        .find(|m| {
            let mut after = pos.clone();
            after.make_move(xiangqi::Move::parse_iccs(m).unwrap());
            !after.in_check() && *m != entry.solution[0]
        })
        .expect("a quiet move");
    j.play(&wrong[0..2], &wrong[2..4]);
    let ScreenView::Puzzle { puzzle: p } = j.top() else {
        panic!("the puzzle")
    };
    assert_eq!(p.feedback.mood, PuzzleMood::Wrong);
    assert_eq!(p.feedback.icon, Icon::Wrong);
    j.send(Event::Back);
}
