#![no_main]
//! Any sequence of position-editor operations (and pasted text): nothing panics, the FEN
//! always reads back as the same board, and the verdict agrees with the FEN validation.

use libfuzzer_sys::fuzz_target;
use xiangqi::editor::{Editor, Validity};
use xiangqi::notation::Lang;
use xiangqi::{Color, Piece, PieceKind, Setup, Square};

fn point(b: u8) -> Square {
    Square::new(b % 90).expect("a point below 90")
}

fuzz_target!(|data: &[u8]| {
    let mut e = Editor::new();
    let mut bytes = data.iter().copied();
    while let Some(op) = bytes.next() {
        let mut arg = || bytes.next().unwrap_or(0);
        match op % 8 {
            0 => {
                let (at, what) = (point(arg()), arg());
                let color = if what & 1 == 0 { Color::Red } else { Color::Black };
                let kind = PieceKind::ALL[(what as usize >> 1) % 7];
                e.place(at, Piece::new(color, kind));
            }
            1 => {
                e.remove(point(arg()));
            }
            2 => {
                let (from, to) = (point(arg()), point(arg()));
                let _ = e.move_piece(from, to);
            }
            3 => {
                e.set_side_to_move(if arg() & 1 == 0 { Color::Red } else { Color::Black });
            }
            4 => {
                e.clear();
            }
            5 => {
                e.reset();
            }
            _ => {
                // The rest of the input as pasted text.
                let rest: Vec<u8> = bytes.by_ref().collect();
                if let Ok(text) = std::str::from_utf8(&rest) {
                    let before = e.clone();
                    if e.paste_fen(text).is_err() {
                        assert_eq!(e, before, "a refused paste changed the board");
                    }
                }
            }
        }
        let fen = e.fen();
        assert_eq!(Editor::from_fen(&fen).as_ref(), Ok(&e));
        let valid = Setup::parse(&fen).map(|s| s.validate().is_ok()).unwrap_or(false);
        let v = e.validity();
        assert_eq!(valid, !matches!(v, Validity::Invalid(_)));
        assert_eq!(v.is_playable(), e.problem_text(Lang::De).is_none());
    }
});
