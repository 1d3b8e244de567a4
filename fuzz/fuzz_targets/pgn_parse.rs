//! Fuzz target: PGN import and FEN paste on arbitrary text never panic; an imported game
//! exports and imports back to the same moves.
#![no_main]

use libfuzzer_sys::fuzz_target;
use xiangqi::notation::{export_pgn, import_pgn, position_from_pasted, PgnMoveStyle};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let _ = position_from_pasted(text);
    if let Ok(game) = import_pgn(text) {
        for style in [PgnMoveStyle::Wxf, PgnMoveStyle::Iccs] {
            let again = import_pgn(&export_pgn(&game, style)).expect("own export imports");
            assert_eq!(again.moves, game.moves);
            assert_eq!(again.start, game.start);
        }
    }
});
