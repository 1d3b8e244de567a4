//! The position editor: the palette places each piece, the eraser removes, "Copy FEN" hands
//! the shell the position's FEN, and the board's points are there for the screen reader.

use super::harness::*;
use xiangqi::app::{Action, EditorScreenView, Effect, Event, ScreenView};
use xiangqi::scene::Primitive;
use xiangqi::{Color, Lang, PieceKind};

fn editor(j: &Journey) -> EditorScreenView {
    match j.top() {
        ScreenView::Editor { editor } => editor,
        other => panic!("the editor, not {other:?}"),
    }
}

/// A point where a piece of `kind` and `color` may stand (all of them empty on a cleared
/// board; the generals on different files, a black advisor between).
fn home_point(color: Color, kind: PieceKind) -> &'static str {
    match (color, kind) {
        (Color::Red, PieceKind::General) => "e0",
        (Color::Red, PieceKind::Advisor) => "d0",
        (Color::Red, PieceKind::Elephant) => "c0",
        (Color::Red, PieceKind::Horse) => "b0",
        (Color::Red, PieceKind::Chariot) => "a0",
        (Color::Red, PieceKind::Cannon) => "b2",
        (Color::Red, PieceKind::Soldier) => "a3",
        (Color::Black, PieceKind::General) => "d9",
        (Color::Black, PieceKind::Advisor) => "e8",
        (Color::Black, PieceKind::Elephant) => "c9",
        (Color::Black, PieceKind::Horse) => "b9",
        (Color::Black, PieceKind::Chariot) => "a9",
        (Color::Black, PieceKind::Cannon) => "b7",
        (Color::Black, PieceKind::Soldier) => "a6",
    }
}

#[test]
fn the_palette_places_each_of_the_fourteen_pieces() {
    let j = Journey::new(Lang::En);
    j.open(Action::OpenEditor);
    j.action(Action::EditorClear);
    let start = editor(&j);
    assert!(start.editor.pieces.is_empty());
    assert_eq!(start.editor.palette.len(), 14);
    // Each entry is its piece drawn as the board draws it: a disc, then its face.
    for entry in &start.editor.palette {
        assert_eq!(entry.scene.pieces.len(), 1, "{}", entry.label);
        assert_eq!(entry.scene.pieces[0].piece, entry.piece);
        assert!(entry.scene.width > 0.0 && entry.scene.width == entry.scene.height);
        assert!(entry.scene.primitives.len() > 3, "{}: a face", entry.label);
        assert!(matches!(
            entry.scene.primitives[entry.scene.pieces[0].first as usize],
            Primitive::Circle { .. }
        ));
        // The count shows where more than one is left.
        let max = entry.piece.kind.max_count();
        assert_eq!(entry.left, max);
        assert_eq!(entry.badge, (max > 1).then(|| max.to_string()));
    }
    assert!(start.editor.palette[0].label.contains("Red"));

    for (i, entry) in start.editor.palette.iter().enumerate() {
        let point = home_point(entry.piece.color, entry.piece.kind);
        j.action(Action::EditorPick { index: i as u32 });
        assert_eq!(editor(&j).selected, Some(i as u32), "{}", entry.label);
        j.tap(point);
        let after = editor(&j);
        assert!(
            after
                .editor
                .pieces
                .iter()
                .any(|p| p.point == sq(point) && p.piece == entry.piece),
            "{} on {point}",
            entry.label
        );
        assert_eq!(after.editor.pieces.len(), i + 1);
        assert_eq!(
            after.editor.palette[i].left,
            entry.left - 1,
            "{}: one fewer left",
            entry.label
        );
        assert!(after.message.is_none(), "{:?}", after.message);
    }
    let done = editor(&j);
    assert!(done.editor.playable, "{:?}", done.editor.problem);
    // The general's count ran out: no badge, none left.
    assert_eq!(done.editor.palette[0].left, 0);
    assert_eq!(done.editor.palette[0].badge, None);
    // The board as painted has the 14 pieces.
    assert_eq!(j.core.board_scene(900.0, 1000.0, 1.0).pieces.len(), 14);

    // The eraser: the palette's own entry, marked while chosen; a tap removes.
    assert_eq!(done.eraser.action, Action::EditorEraser);
    assert!(!done
        .buttons
        .iter()
        .any(|b| b.action == Action::EditorEraser));
    j.action(Action::EditorEraser);
    assert_eq!(editor(&j).selected, None);
    j.tap("a6");
    let erased = editor(&j);
    assert_eq!(erased.editor.pieces.len(), 13);
    assert_eq!(erased.editor.palette[13].left, 5);
}

#[test]
fn copy_fen_hands_the_shell_the_positions_fen() {
    let mut j = Journey::new(Lang::De);
    j.open(Action::OpenEditor);
    j.send(Event::Paste {
        text: "3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1".into(),
    });
    let v = editor(&j);
    let copy = v
        .buttons
        .iter()
        .find(|b| b.action == Action::EditorCopyFen)
        .expect("a Copy FEN button");
    assert_eq!(copy.label, "FEN kopieren");
    assert!(copy.icon.is_some());
    j.new_effects();
    j.action(Action::EditorCopyFen);
    let effects = j.new_effects();
    assert!(
        effects.contains(&Effect::CopyText {
            text: "3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1".into()
        }),
        "{effects:?}"
    );
    assert!(effects
        .iter()
        .any(|e| matches!(e, Effect::Announce { text } if text.contains("kopiert"))));
}

#[test]
fn the_editors_board_has_its_ninety_points_for_the_screen_reader() {
    let j = Journey::new(Lang::En);
    j.send(Event::BoardResized {
        width: 900.0,
        height: 1000.0,
    });
    j.open(Action::OpenEditor);
    let points = j.view().board_points;
    assert_eq!(points.len(), 90);
    let e0 = points.iter().find(|p| p.point == sq("e0")).unwrap();
    assert!(e0.label.contains("general"), "{}", e0.label);
    // The red chariot is selected first: a double tap places it anywhere.
    let e5 = points.iter().find(|p| p.point == sq("e5")).unwrap();
    assert!(
        e5.action.as_deref().unwrap_or("").contains("Place"),
        "{:?}",
        e5.action
    );
    // With the eraser a piece can be removed, an empty point does nothing.
    j.action(Action::EditorEraser);
    let points = j.view().board_points;
    assert_eq!(points.len(), 90);
    let e0 = points.iter().find(|p| p.point == sq("e0")).unwrap();
    assert_eq!(e0.action.as_deref(), Some("Remove"));
    let e5 = points.iter().find(|p| p.point == sq("e5")).unwrap();
    assert_eq!(e5.action, None);
    // An activation by the screen reader removes the piece.
    j.send(Event::Board {
        gesture: xiangqi::app::BoardGesture::Activate { point: sq("e0") },
    });
    assert_eq!(editor(&j).editor.pieces.len(), 31);
}
