#![no_main]
//! Any text as a stored review: reading never panics; what reads writes back to JSON that
//! reads the same.

use libfuzzer_sys::fuzz_target;
use xiangqi::review::GameReview;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(review) = GameReview::from_json(text) {
        let json = review.to_json();
        assert_eq!(GameReview::from_json(&json).as_ref(), Ok(&review));
    }
});
