//! The screens, one file each (`online/` for the online ones). A screen holds its own state,
//! builds its view, and handles what the person does on it; where to go next it says as a
//! [`Route`](crate::app::model::context::Route) in a [`Nav`], and the model opens it. No
//! screen imports another: what two share lives below them (`board.rs`, `online/texts.rs`,
//! the labels, the context).

pub(crate) mod analysis;
pub(crate) mod backup;
pub(crate) mod board;
pub(crate) mod editor;
pub(crate) mod game;
pub(crate) mod home;
pub(crate) mod lesson;
pub(crate) mod lists;
pub(crate) mod more;
pub(crate) mod new_game;
pub(crate) mod online;
pub(crate) mod puzzle;
pub(crate) mod records;
pub(crate) mod review;
pub(crate) mod screen;
pub(crate) mod settings;
pub(crate) mod strips;
