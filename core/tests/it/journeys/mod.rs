//! User journeys through the whole app (`AppCore`): events in, views and effects out, with a
//! recording shell, a test clock and short engine budgets.

mod harness;

mod online;

// Calls through UniFFI's scaffolding, as the apps make them.
#[cfg(feature = "ffi")]
mod ffi_input;

mod board_screens;
mod editor;
mod games;
mod learning;
mod navigation;
mod properties;
mod puzzle_endings;
mod settings;
mod tools;
