#![no_main]
//! Any text: parsing never panics; what parses prints back to a FEN that parses the same, and
//! a valid position generates moves that all pass the single-move check.

use libfuzzer_sys::fuzz_target;
use xiangqi::Setup;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(setup) = Setup::parse(text) else {
        return;
    };
    let fen = setup.to_fen();
    assert_eq!(Setup::parse(&fen).as_ref(), Ok(&setup));
    if let Ok(pos) = setup.into_position() {
        assert_eq!(pos.to_fen(), fen);
        for &m in pos.legal_moves().iter() {
            assert!(pos.is_legal(m));
        }
        let _ = pos.status();
    }
});
