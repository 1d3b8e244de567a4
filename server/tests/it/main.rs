//! The server's integration tests: accounts, games, the cluster, kill -9, leases, on SQLite and PostgreSQL.
//!
//! One test binary for the crate (each module is what was once a binary of its own): cargo links
//! the crate and its dependencies once, not once per file. `cargo test -p CRATE MODULE::` runs
//! one module's tests.

#[macro_use]
mod common;

mod accounts;
mod bad_input;
mod client;
mod cluster;
mod daily;
mod kill9;
mod leases;
mod online_play;
