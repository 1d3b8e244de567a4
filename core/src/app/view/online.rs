//! The online screens: the hub with sign-in, and the lists.

use super::common::{ButtonView, Offers, RowView};
use super::form::ChoiceView;
use super::icon::Icon;
use super::strips::StripClockView;
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

/// What online play offers, one line with its icon (shown to a newcomer before signing in).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct FeatureView {
    pub icon: Icon,
    pub text: String,
}

/// Signing in: a name (the account is made on the server; its token stays on the device).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct SignInView {
    /// What online play offers: quick games, challenges, the day's puzzle with its ranking.
    pub features: Vec<FeatureView>,
    pub intro: String,
    pub name: TextFieldView,
    pub server: TextFieldView,
    pub button: ButtonView,
    /// Why the last try failed ("Der Name ist schon vergeben.").
    pub message: Option<String>,
}

/// How the link to the server stands, as the hub shows it: a word and an icon, never the
/// server's address.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum ConnectionState {
    Connected,
    /// Connecting, or waiting to try again.
    Connecting,
    Offline,
}

/// The connection line: "Online", "Connecting …", "Offline – trying again in 2 s", and the
/// way to connect while offline.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct ConnectionView {
    pub state: ConnectionState,
    pub icon: Icon,
    pub text: String,
    /// Connect (while offline).
    pub button: Option<ButtonView>,
}

/// Who is signed in, and the one score that reads at a glance (the rating; points and Taler
/// are on the statistics).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct AccountView {
    pub name: String,
    /// "Elo 1516".
    pub score: String,
}

/// The player's running game: the opponent, the terms, whose move it is and both clocks.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct RunningGameView {
    /// "Li", or "Your running game" before its figures are known.
    pub opponent: String,
    /// "Elo 1540 · 10+5 · rated".
    pub detail: String,
    /// "Your move", "Li's move".
    pub turn: Option<String>,
    pub your_clock: Option<StripClockView>,
    pub opponent_clock: Option<StripClockView>,
    /// Back to the game.
    pub button: ButtonView,
}

/// One tile of the quick-pairing grid: a time control, one tap seeks a game on it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct QuickTileView {
    /// "10+5" (drawn large, tabular digits).
    pub time: String,
    /// "Rapid", or "Seeking …" on the tile being sought.
    pub speed: String,
    /// Seeks on this control (labelled for the screen reader), or stops the search.
    pub button: ButtonView,
    /// This tile's search runs (drawn filled, with a progress mark).
    pub seeking: bool,
}

/// Quick pairing: the four time controls as a grid, rated or friendly above it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct QuickPairView {
    pub title: String,
    /// Rated or friendly (`Field::OnlineRated`: option 0 rated, 1 friendly).
    pub mode: ChoiceView,
    pub tiles: Vec<QuickTileView>,
    /// "Looking for an opponent of similar Elo …" while seeking.
    pub note: Option<String>,
}

/// A challenge as a card: who and on what terms, with its answers on the card.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct ChallengeCardView {
    /// "Li challenges you", "Your challenge to Li".
    pub title: String,
    /// "10+5 · rated · 20 Taler".
    pub terms: String,
    /// "waiting for you", "waiting for Li".
    pub status: String,
    /// Tapping the card opens its terms (to change them).
    pub open: Action,
    /// Accept (when it waits for the player) and Decline, or Withdraw.
    pub buttons: Vec<ButtonView>,
}

/// The online hub.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct OnlineView {
    pub title: String,
    /// How the link stands (none on the sign-in form, where there is no link yet).
    pub connection: Option<ConnectionView>,
    /// Before the first sign-in on this device.
    pub sign_in: Option<SignInView>,
    pub account: Option<AccountView>,
    /// A game of the player's that is running.
    pub running_game: Option<RunningGameView>,
    pub quick: Option<QuickPairView>,
    /// Challenges to and from the player.
    pub challenges_title: String,
    pub challenges: Vec<ChallengeCardView>,
    /// Who is online: name, Elo, idle/playing/seeking; tapping an idle player challenges.
    pub players_title: String,
    pub players: Vec<RowView>,
    /// Live games, my games, statistics, the puzzle of the day, the puzzle list,
    /// disconnect, sign out.
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

/// One figure of a statistics screen, drawn as a tile: the value large, its label below.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct FigureView {
    /// "1516", "50 %".
    pub value: String,
    /// "Elo", "won".
    pub label: String,
}

/// A screen of lists.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct ListScreenView {
    pub title: String,
    /// The figures that read at a glance (the statistics: Elo, games, won, points, Taler).
    pub figures: Vec<FigureView>,
    /// Summary lines above the lists ("24 Partien: 12 S, 4 R, 8 N").
    pub summary: Vec<String>,
    /// "Lade …" while the data is on its way, or why it failed.
    pub status: Option<String>,
    pub graph: Option<GraphView>,
    pub sections: Vec<ListSectionView>,
    pub buttons: Vec<ButtonView>,
}

impl Offers for ConnectionView {
    fn offers(&self, action: &Action) -> bool {
        self.button.offers(action)
    }
}

impl Offers for RunningGameView {
    fn offers(&self, action: &Action) -> bool {
        self.button.offers(action)
    }
}

impl Offers for QuickPairView {
    fn offers(&self, action: &Action) -> bool {
        self.tiles.iter().any(|t| t.button.offers(action))
    }
}

impl Offers for ChallengeCardView {
    fn offers(&self, action: &Action) -> bool {
        &self.open == action || self.buttons.offers(action)
    }
}

impl Offers for OnlineView {
    fn offers(&self, action: &Action) -> bool {
        self.menu.offers(action)
            || self.connection.offers(action)
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
