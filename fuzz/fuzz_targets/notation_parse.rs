//! Fuzz target: any text parsed as a move (in every style) in a few positions must give a
//! legal move or a typed error, never a panic; a parsed move formats and parses back.
#![no_main]

use libfuzzer_sys::fuzz_target;
use xiangqi::notation::{format, parse, parse_prefer, Style};
use xiangqi::Position;

const FENS: [&str; 3] = [
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    "3k5/9/6P2/4P4/4P1P2/2N6/9/2N6/9/5K3 w - - 0 1",
    "4k4/7r1/1c7/9/9/7r1/1cp6/2p6/2p6/3K5 b - - 0 1",
];

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    for fen in FENS {
        let pos = Position::from_fen(fen).expect("fixture FEN");
        if let Ok(m) = parse(&pos, text) {
            assert!(pos.is_legal(m));
            for style in Style::ALL {
                assert_eq!(parse_prefer(&pos, &format(&pos, m, style), style), Ok(m));
            }
        }
    }
});
