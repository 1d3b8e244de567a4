//! The position editor: every validation error named in German and English (data-driven,
//! `fixtures/editor_cases.txt`), the way back to a playable position, FEN copy and paste.

use xiangqi::editor::{Editor, Ending, Validity};
use xiangqi::Lang;
use xiangqi::{Color, Piece, PositionError, Square, START_FEN};

fn point(s: &str) -> Square {
    Square::parse_iccs(s).unwrap_or_else(|| panic!("bad point {s:?}"))
}

fn verdict_name(v: &Validity) -> &'static str {
    match v {
        Validity::Playable => "playable",
        Validity::Over(Ending::Checkmate) => "checkmate",
        Validity::Over(Ending::Stalemate) => "stalemate",
        Validity::Over(Ending::NoAttackers) => "no_attackers",
        Validity::Invalid(e) => match e {
            PositionError::TooManyPieces { .. } => "too_many_pieces",
            PositionError::MissingGeneral(_) => "missing_general",
            PositionError::GeneralOutsidePalace { .. } => "general_outside_palace",
            PositionError::UnreachablePoint { .. } => "unreachable_point",
            PositionError::SoldierBehindStart { .. } => "soldier_behind_start",
            PositionError::GeneralsFacing => "generals_facing",
            PositionError::OppositeCheck(_) => "opposite_check",
        },
    }
}

/// Applies one fixture operation; `None` when the editor refused it.
fn apply(e: &mut Editor, op: &str) -> Option<Validity> {
    let (name, rest) = op.split_once(' ').unwrap_or((op, ""));
    let args: Vec<&str> = rest.split_whitespace().collect();
    Some(match name {
        "fen" => return e.paste_fen(rest).ok(),
        "place" => {
            let piece = Piece::from_fen_char(args[1].chars().next().unwrap()).unwrap();
            e.place(point(args[0]), piece)
        }
        "remove" => e.remove(point(args[0])),
        "move" => return e.move_piece(point(args[0]), point(args[1])).ok(),
        "side" => e.set_side_to_move(match args[0] {
            "red" => Color::Red,
            _ => Color::Black,
        }),
        "clear" => e.clear(),
        "reset" => e.reset(),
        other => panic!("unknown operation {other:?}"),
    })
}

#[test]
fn fixture_cases() {
    let text = include_str!("../fixtures/editor_cases.txt");
    let mut editor = Editor::new();
    let mut case = String::new();
    let mut seen = std::collections::HashSet::new();
    let mut checked = 0;
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(name) = line.strip_prefix("case ") {
            case = name.to_string();
            editor = Editor::new();
            continue;
        }
        let at = format!("line {} ({case})", n + 1);
        let (op, expect) = line
            .split_once(" => ")
            .unwrap_or_else(|| panic!("{at}: no =>"));
        let mut parts = expect.split(" | ");
        let want = parts.next().unwrap().trim();
        let before = editor.clone();
        let got = apply(&mut editor, op);
        match got {
            None => {
                assert_eq!(want, "refused", "{at}: {op} was refused");
                assert_eq!(editor, before, "{at}: a refused edit changed the board");
            }
            Some(v) => {
                assert_eq!(verdict_name(&v), want, "{at}: {op} gave {v:?}");
                assert_eq!(v, editor.validity(), "{at}");
                assert_eq!(v.is_playable(), want == "playable", "{at}");
                seen.insert(want.to_string());
            }
        }
        if let (Some(de), Some(en)) = (parts.next(), parts.next()) {
            assert_eq!(
                editor.problem_text(Lang::De).as_deref(),
                Some(de.trim()),
                "{at}"
            );
            assert_eq!(
                editor.problem_text(Lang::En).as_deref(),
                Some(en.trim()),
                "{at}"
            );
        }
        if want == "playable" {
            assert_eq!(editor.problem_text(Lang::De), None, "{at}");
            // A playable board is a position, and its FEN comes back unchanged.
            let pos = editor.position().unwrap();
            assert_eq!(pos.to_fen(), editor.fen(), "{at}");
        }
        // FEN copy and paste: the text brings back the same board, legal or not.
        let again = Editor::from_fen(&editor.fen()).unwrap();
        assert_eq!(again, editor, "{at}: FEN round trip");
        checked += 1;
    }
    assert!(checked > 30, "{checked} fixture lines");
    for kind in [
        "too_many_pieces",
        "missing_general",
        "general_outside_palace",
        "unreachable_point",
        "soldier_behind_start",
        "generals_facing",
        "opposite_check",
        "checkmate",
        "stalemate",
        "no_attackers",
        "playable",
    ] {
        assert!(seen.contains(kind), "no fixture case ends in {kind}");
    }
}

#[test]
fn edits_reset_the_counters_and_keep_the_side() {
    let mut e = Editor::from_fen("3k5/9/9/9/9/9/9/9/4A4/3AK1R2 b - - 7 31").unwrap();
    assert!(e.fen().ends_with(" b - - 7 31"), "{}", e.fen());
    e.move_piece(point("g0"), point("g5")).unwrap();
    assert!(e.fen().ends_with(" b - - 0 1"), "{}", e.fen());
    assert_eq!(
        e.move_piece(point("a5"), point("a6")),
        Err(xiangqi::editor::EditError::NoPiece(point("a5")))
    );
    e.clear();
    assert_eq!(e.side_to_move(), Color::Black);
    assert_eq!(e.fen(), "9/9/9/9/9/9/9/9/9/9 b - - 0 1");
}

#[test]
fn the_palette_counts_what_is_left() {
    let mut e = Editor::new();
    let red_horse = Piece::from_fen_char('N').unwrap();
    let black_soldier = Piece::from_fen_char('p').unwrap();
    assert_eq!(e.pieces_left(red_horse), 0);
    e.remove(point("b0"));
    assert_eq!(e.pieces_left(red_horse), 1);
    e.clear();
    assert_eq!(e.pieces_left(black_soldier), 5);
    e.reset();
    assert_eq!(e.fen(), START_FEN);
}

#[test]
fn every_start_position_edit_round_trips() {
    // Move every piece of the start position to every empty point: the FEN always reads
    // back as the same board, and the verdict is the same for the parsed copy.
    let start = Editor::new();
    for from in Square::all().filter(|&s| start.piece_at(s).is_some()) {
        for to in Square::all().filter(|&s| start.piece_at(s).is_none()) {
            let mut e = start.clone();
            let v = e.move_piece(from, to).unwrap();
            let copy = Editor::from_fen(&e.fen()).unwrap();
            assert_eq!(copy, e);
            assert_eq!(copy.validity(), v);
            assert!(e.problem_text(Lang::En).is_some() != v.is_playable());
        }
    }
}
