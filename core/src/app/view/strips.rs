//! The records around a board: a player strip per side, the move strip, the game's menu,
//! the marks' legend, and the result sheet. Every board screen uses them the same way.

use super::common::{ButtonView, Offers};
use super::game::MoveRowView;
use super::icon::Icon;
use crate::app::event::Action;
use crate::types::{Color, Piece};

/// A clock on a player strip.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct StripClockView {
    /// "4:59", "0:12" (drawn with tabular digits).
    pub time: String,
    pub millis: u64,
    /// This side's time runs (drawn filled).
    pub running: bool,
    /// Little time left (drawn red).
    pub low: bool,
    /// The per-move time ran out and the grace period runs (drawn red; `grace_text` says so).
    pub grace: bool,
    /// "+12 s" while in grace.
    pub grace_text: Option<String>,
}

/// One player beside the board: who, their captures and their clock.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct PlayerStripView {
    /// The side this player plays (the disc's colour, in the chosen piece face).
    pub side: Color,
    /// "Xiaolan", the online name, "Red" between two players.
    pub name: String,
    /// "Level 1", "Elo 1516", or none.
    pub detail: Option<String>,
    /// The pieces this player captured, in the order taken (drawn as small glyphs).
    pub captured: Vec<Piece>,
    /// "+3" when this player is ahead in captured points, none otherwise.
    pub material: Option<String>,
    pub clock: Option<StripClockView>,
    /// It is this player's turn (a quiet mark by the name).
    pub to_move: bool,
    /// Drawn upside down, facing the player across the table (two players, top strip).
    pub turned: bool,
    /// The strip read as one line by the screen reader.
    pub accessibility: String,
}

/// One move of the move strip.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct MoveCellView {
    /// The ply this move makes (1 = the first move); tapping shows the position after it.
    pub ply: u32,
    /// "1." before Red's move (and before a first move by Black), none before Black's.
    pub number: Option<String>,
    /// The move in the chosen notation.
    pub text: String,
    /// `Action::ShowPly { ply }`.
    pub action: Action,
}

/// The numbered moves in one line (phones) or as a list (tablets).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct MoveStripView {
    /// The opening's name, shown at the strip's start.
    pub opening: Option<String>,
    pub cells: Vec<MoveCellView>,
    /// The plies played in the game.
    pub current_ply: u32,
    /// The ply on the board (highlighted and kept in view); `current_ply` when not stepping.
    pub shown_ply: u32,
    /// An earlier position is shown read-only: "back to the game" is offered.
    pub stepping: bool,
    /// "Move 12 of 30" while stepping.
    pub stepping_text: Option<String>,
    /// The same moves two to a row (the full list of a tablet's side column).
    pub rows: Vec<MoveRowView>,
}

impl Offers for MoveStripView {
    fn offers(&self, action: &Action) -> bool {
        self.cells.iter().any(|c| &c.action == action)
    }
}

/// The game's menu, as a sheet over the board.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct MenuView {
    pub title: String,
    pub buttons: Vec<ButtonView>,
}

impl Offers for MenuView {
    fn offers(&self, action: &Action) -> bool {
        *action == Action::CloseMenu || self.buttons.offers(action)
    }
}

/// One mark of the legend: its icon and what it means.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct LegendItemView {
    pub mark: BoardMark,
    pub text: String,
}

/// The marks the board can show.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum BoardMark {
    LastMove,
    Selection,
    Target,
    Capture,
    Check,
    Blocked,
    Blocker,
    Danger,
}

/// What the helper's marks mean, shown once, the first time they appear.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct LegendView {
    pub title: String,
    pub items: Vec<LegendItemView>,
    /// "Got it" (`Action::DismissLegend`).
    pub button: ButtonView,
}

impl Offers for LegendView {
    fn offers(&self, action: &Action) -> bool {
        self.button.offers(action)
    }
}

/// A game's end, as a sheet over the board: what happened, why, what changed, what next.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct ResultView {
    /// "You won", "Black wins", "Draw".
    pub headline: String,
    /// Why: "Checkmate", "Xiaolan accepted the draw", "Time".
    pub detail: String,
    /// How it went for the player: won, lost or drawn (the sheet's icon).
    pub icon: Icon,
    /// What changed: "Against Xiaolan: 3 won · 1 drawn · 2 lost", "Elo 1516 (+12)".
    pub changes: Vec<String>,
    /// Rematch (the only filled one), Review, New game, Share.
    pub buttons: Vec<ButtonView>,
    /// Puts the sheet away to look at the final position (`Action::CloseResult`).
    pub close: ButtonView,
}

impl Offers for ResultView {
    fn offers(&self, action: &Action) -> bool {
        self.buttons.offers(action)
    }
}

/// An online question to answer now (a draw or takeback offer) or a fact about the
/// opponent (left, came back), each on its own.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct PromptView {
    pub text: String,
    /// Accept and decline for an offer; none for a fact.
    pub buttons: Vec<ButtonView>,
}

impl Offers for PromptView {
    fn offers(&self, action: &Action) -> bool {
        self.buttons.offers(action)
    }
}
