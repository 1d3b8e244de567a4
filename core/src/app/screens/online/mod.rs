//! The online screens: the hub (sign-in, lobby, challenges, quick game), a challenge sheet,
//! an online game (played or watched), the server's puzzle of the day and the lists. What
//! the server says reaches them through the model, which routes each message to the screens
//! it is about. The server decides every rule; these screens only word its answers in the
//! app's language and offer the actions the state allows.

pub(crate) mod challenge;
pub(crate) mod daily;
pub(crate) mod game;
pub(crate) mod hub;
pub(crate) mod list;
pub(crate) mod texts;
