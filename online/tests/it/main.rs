//! The online crate's tests: the link against the real server, the protocol document's examples.
//!
//! One test binary for the crate (each module is what was once a binary of its own): cargo links
//! the crate and its dependencies once, not once per file. `cargo test -p CRATE MODULE::` runs
//! one module's tests.

mod link;
mod protocol_doc;
