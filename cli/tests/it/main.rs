//! The xiangqi command's tests: the binary run as a player or a script would.
//!
//! One test binary for the crate (each module is what was once a binary of its own): cargo links
//! the crate and its dependencies once, not once per file. `cargo test -p CRATE MODULE::` runs
//! one module's tests.

mod common;

mod new_user_cli;
mod online_cli;
mod play_cli;
mod review_cli;
mod rules_cli;
mod scene_cli;
mod sound_cli;
