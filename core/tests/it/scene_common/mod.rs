//! Positions and states shared by the scene tests (golden scenes, accessibility texts).

#![allow(dead_code)]

use xiangqi::explain::{dangers, move_help};
use xiangqi::scene::SceneState;
use xiangqi::{Bitboard, Color, Move, Position, Square};

/// The middle game of the README's pictures: Black's cannon has just given check (h5e5);
/// Red's horse on f3 is selected (two legal targets, one risky; blocked by its legs, an own
/// piece and the check); Red's pieces on g3 and a5 are in danger; the hint is f3e5.
pub const MARKS_FEN_BEFORE: &str =
    "2baka1nr/9/2n5b/p1p1p1r1p/C6c1/8P/P1P1PNP2/N2c3C1/6R2/2BAKAB1R b - - 12 15";
pub const MARKS_LAST_MOVE: &str = "h5e5";
pub const MARKS_SELECTED: &str = "f3";
pub const MARKS_HINT: &str = "f3e5";

/// The opening where Red's central cannon on e2 (selected, the last move Black's a9a8) can
/// capture the soldier on e6 over its own soldier: a gold ring, seven dots and a capture ring.
pub const CAPTURE_MOVES: [&str; 2] = ["h2e2", "a9a8"];
pub const CAPTURE_SELECTED: &str = "e2";

/// An endgame with Red in check, drawn with Black at the bottom.
pub const ENDGAME_FEN: &str = "3k5/9/9/9/9/9/9/2N6/3r5/3K5 w - - 0 1";

pub fn mv(t: &str) -> Move {
    Move::parse_iccs(t).unwrap()
}

pub fn sq(t: &str) -> Square {
    Square::parse_iccs(t).unwrap()
}

/// The marks position and its full state (selection, hint, dangers of Red, last move).
pub fn marks_state() -> (Position, SceneState) {
    let mut pos = Position::from_fen(MARKS_FEN_BEFORE).unwrap();
    let last = mv(MARKS_LAST_MOVE);
    pos.make_move(last);
    let mut state = SceneState::from_position(&pos);
    state.last_move = Some(last);
    state.selection = move_help(&pos, sq(MARKS_SELECTED), Bitboard::EMPTY);
    state.hint = Some(mv(MARKS_HINT));
    state.dangers = dangers(&pos, Color::Red, Bitboard::EMPTY);
    (pos, state)
}

/// The capture position and its state (the selection, the last move).
pub fn capture_state() -> (Position, SceneState) {
    let mut pos = Position::startpos();
    for m in CAPTURE_MOVES {
        pos.make_move(mv(m));
    }
    let last = CAPTURE_MOVES.last().map(|m| mv(m));
    let state = SceneState::with_marks(&pos, last, Some(sq(CAPTURE_SELECTED)), None, None);
    (pos, state)
}
