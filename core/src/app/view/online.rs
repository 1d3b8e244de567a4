//! The online screens: the hub with sign-in, and the lists.

use super::common::{ButtonView, Offers, RowView};
use super::form::SectionView;
use crate::app::event::{Action, TextField};

/// A text field (sign-in name, server address). Typing sends `Event::Input { field, text }`
/// with the whole text.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct TextFieldView {
    pub field: TextField,
    pub label: String,
    pub text: String,
    /// Shown while the field is empty.
    pub placeholder: String,
    pub enabled: bool,
}

/// Signing in: a name (the account is made on the server; its token stays on the device).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct SignInView {
    pub intro: String,
    pub name: TextFieldView,
    pub server: TextFieldView,
    pub button: ButtonView,
    /// Why the last try failed ("Der Name ist schon vergeben.").
    pub message: Option<String>,
}

/// The online hub.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct OnlineView {
    pub title: String,
    /// "Verbunden mit …", "Keine Verbindung – neuer Versuch in 2 s".
    pub status: String,
    pub connected: bool,
    /// Before the first sign-in on this device.
    pub sign_in: Option<SignInView>,
    /// "Mei · Elo 1516 · 10 Punkte · 120 Taler".
    pub account: Option<String>,
    /// A game of the player's that is running (tap to return to it).
    pub running_game: Option<RowView>,
    /// Quick game: time control and rated, the seek button (or "Suche …" with Cancel).
    pub quick: Option<SectionView>,
    /// Challenges to and from the player; tapping one opens its terms.
    pub challenges_title: String,
    pub challenges: Vec<RowView>,
    /// Who is online: name, Elo, idle/playing/seeking; tapping an idle player challenges.
    pub players_title: String,
    pub players: Vec<RowView>,
    /// Live games, my games, statistics, the puzzle of the day, connect/disconnect.
    pub menu: Vec<ButtonView>,
}

/// A titled group of rows.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct ListSectionView {
    pub title: String,
    pub rows: Vec<RowView>,
    /// Shown instead of the rows when there are none.
    pub empty: String,
}

/// One point of a graph.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct GraphPointView {
    /// What the point is ("12.03.: 1516").
    pub label: String,
    pub value: i64,
}

/// A line graph's data (the Elo history); the shell draws it between `min` and `max`.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct GraphView {
    pub title: String,
    pub points: Vec<GraphPointView>,
    pub min: i64,
    pub max: i64,
}

/// A screen of lists.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct ListScreenView {
    pub title: String,
    /// Summary lines above the lists ("24 Partien: 12 S, 4 R, 8 N").
    pub summary: Vec<String>,
    /// "Lade …" while the data is on its way, or why it failed.
    pub status: Option<String>,
    pub graph: Option<GraphView>,
    pub sections: Vec<ListSectionView>,
    pub buttons: Vec<ButtonView>,
}

impl Offers for OnlineView {
    fn offers(&self, action: &Action) -> bool {
        self.menu.offers(action)
            || self
                .sign_in
                .as_ref()
                .is_some_and(|s| s.button.offers(action))
            || self.quick.offers(action)
            || self.challenges.offers(action)
            || self.players.offers(action)
            || self.running_game.offers(action)
    }
}

impl Offers for ListScreenView {
    fn offers(&self, action: &Action) -> bool {
        self.buttons.offers(action) || self.sections.iter().any(|s| s.rows.offers(action))
    }
}
