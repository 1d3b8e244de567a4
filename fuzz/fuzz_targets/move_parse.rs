#![no_main]
//! ICCS move text: never panics; what parses prints back to itself (lower case) and re-parses.

use libfuzzer_sys::fuzz_target;
use xiangqi::{Move, Position};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(m) = Move::parse_iccs(text) {
        assert_eq!(Move::parse_iccs(&m.to_string()), Ok(m));
        let _ = Position::startpos().check_move(m);
    }
});
