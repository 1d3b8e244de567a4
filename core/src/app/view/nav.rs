//! The lasting navigation: the tabs (each the root of its own stack) and the top bar.

use super::common::{Offers, RowView};
use super::icon::Icon;
use crate::app::event::Action;
use crate::lang::Lang;
use crate::tr;
use std::borrow::Cow;

/// A tab: the root of its own stack of screens.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum Tab {
    /// Home: new games, games in progress, the puzzle of the day.
    Play,
    Puzzles,
    /// The school of lessons.
    Learn,
    /// One's record and finished games.
    Records,
    /// Settings, the position editor, online play, the backup.
    More,
}

impl Tab {
    pub const ALL: [Tab; 5] = [Tab::Play, Tab::Puzzles, Tab::Learn, Tab::Records, Tab::More];

    pub fn icon(self) -> Icon {
        match self {
            Tab::Play => Icon::Play,
            Tab::Puzzles => Icon::Puzzles,
            Tab::Learn => Icon::Learn,
            Tab::Records => Icon::Records,
            Tab::More => Icon::More,
        }
    }

    /// The tab's label.
    pub(crate) fn label(self, lang: Lang) -> Cow<'static, str> {
        match self {
            Tab::Play => tr!(lang, "tab-play"),
            Tab::Puzzles => tr!(lang, "tab-puzzles"),
            Tab::Learn => tr!(lang, "tab-learn"),
            Tab::Records => tr!(lang, "tab-records"),
            Tab::More => tr!(lang, "tab-more"),
        }
    }
}

/// One tab of the bottom bar (phones) or the rail (tablets, desktop); a tap sends
/// `Event::SelectTab`.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct TabView {
    pub tab: Tab,
    pub label: String,
    pub icon: Icon,
    pub selected: bool,
}

/// The one-line bar over a screen without a board.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct TopBarView {
    /// The screen's title on one line.
    pub title: String,
    /// The back arrow's label for the screen reader, below a tab's root (a tap sends
    /// `Event::Back`); `None` on a root.
    pub back: Option<String>,
}

/// The More tab's root: the groups of everything that is not a tab of its own.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct MoreView {
    pub title: String,
    pub groups: Vec<RowGroupView>,
}

/// A titled group of rows, each with its icon.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct RowGroupView {
    pub title: String,
    pub rows: Vec<IconRowView>,
}

/// A list row with a leading icon: title, a line under it, what a tap does.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct IconRowView {
    pub icon: Icon,
    pub row: RowView,
}

impl Offers for MoreView {
    fn offers(&self, action: &Action) -> bool {
        self.groups
            .iter()
            .flat_map(|g| &g.rows)
            .any(|r| r.row.offers(action))
    }
}
