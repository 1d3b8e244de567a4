//! The settings as grouped rows with leading icons, the looks chosen from pictures; the new
//! game as a compact sheet: who plays, the colour, the clock, the house rules folded away, a
//! line saying what starts, and Start.

use super::common::{ButtonView, Offers};
use super::form::{ChoiceView, SectionView, ToggleView};
use super::icon::Icon;
use crate::app::event::{Action, Field};
use crate::scene::Scene;

/// The settings screen.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct SettingsView {
    pub title: String,
    /// The app's own settings, group by group.
    pub groups: Vec<SettingsGroupView>,
    /// Groups other parts of the app word (online play), shown after the groups: their
    /// title, buttons (as rows) and the note under them.
    pub sections: Vec<SectionView>,
}

/// A titled group of rows.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct SettingsGroupView {
    pub title: String,
    pub rows: Vec<SettingRowView>,
}

/// One row: a leading icon, its title, what it is set to, and how it is changed.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct SettingRowView {
    pub icon: Icon,
    pub title: String,
    /// The current value in words (the chosen option), or a line on what the row does.
    pub value: Option<String>,
    pub control: SettingControl,
}

/// How a row is changed.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum SettingControl {
    /// A switch (`Event::Toggle`); the row's title is its label.
    Toggle { toggle: ToggleView },
    /// A list of options opened from the row (`Event::Choose`).
    Choice { choice: ChoiceView },
    /// Options shown as pictures under the row, the chosen one marked (`Event::Choose`).
    Pictures { picker: PicturePickerView },
    /// A tap on the row does the button's action.
    Button { button: ButtonView },
}

/// A choice among pictures (the stage, the piece faces).
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct PicturePickerView {
    pub field: Field,
    pub options: Vec<PictureOptionView>,
    pub selected: u32,
}

/// One option of a picture picker: the core's drawings of it (a small board for a stage, a
/// few pieces for the faces, each a square or board-shaped scene the shell scales to fit) and
/// its name (under the picture and for the screen reader).
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct PictureOptionView {
    pub label: String,
    pub pictures: Vec<Scene>,
}

/// The new-game sheet.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct NewGameView {
    pub title: String,
    /// Who plays: the characters and two players on one device, one tap each
    /// (`Event::Choose { field: Field::Opponent, option }` with the opponent's index).
    pub opponents: Vec<OpponentView>,
    /// The player's colour against the computer (two options side by side).
    pub color: Option<ChoiceView>,
    /// The clock: a row that opens its options.
    pub clock: SettingRowView,
    /// The house rules and handicaps: rows folded under one row (its icon, the group's
    /// title and `rules_summary`) until opened.
    pub rules: SettingsGroupView,
    pub rules_icon: Icon,
    /// The house rules in a few words ("Real rules", "Stalemate is a draw · …").
    pub rules_summary: String,
    /// What starts, on one line above Start ("Meifang · you play Red · no clock").
    pub summary: String,
    /// A line on the unfinished games (they stay).
    pub note: Option<String>,
    /// Start, always in view.
    pub start: ButtonView,
}

/// An opponent to choose: a character with a line on how they play, or two players.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct OpponentView {
    pub icon: Icon,
    /// A character's sign in the portrait disc (as on home's tiles); the icon without one.
    pub portrait: Option<String>,
    pub name: String,
    /// The level in a word ("Easy").
    pub level: Option<String>,
    /// How they play, in a player's words.
    pub line: String,
    pub selected: bool,
}

impl SettingControl {
    fn offers(&self, action: &Action) -> bool {
        match self {
            SettingControl::Button { button } => button.offers(action),
            _ => false,
        }
    }
}

impl Offers for SettingsView {
    fn offers(&self, action: &Action) -> bool {
        self.groups
            .iter()
            .flat_map(|g| &g.rows)
            .any(|r| r.control.offers(action))
            || self.sections.offers(action)
    }
}

impl Offers for NewGameView {
    fn offers(&self, action: &Action) -> bool {
        self.start.offers(action)
    }
}
