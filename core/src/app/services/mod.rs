//! The building blocks below the screens: the store and the sessions made from it (a game
//! with the computer, puzzles and lessons), board input and pads, review, analysis, the
//! editor, the online link and state, and the board the painter reads. The terminal's batch
//! commands use some of them directly.

pub(crate) mod analysis;
pub(crate) mod app;
pub(crate) mod board_input;
pub(crate) mod board_pad;
pub(crate) mod config;
pub(crate) mod editor;
pub(crate) mod learn;
pub mod link;
pub(crate) mod online;
pub(crate) mod painter;
pub(crate) mod replay;
pub(crate) mod review;
pub(crate) mod session;
