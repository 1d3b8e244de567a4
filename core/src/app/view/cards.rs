//! Cards: the rows of the lists that show a game, a puzzle or a lesson at a glance (a
//! thumbnail or a state icon, a title, a line, a small third line, progress).

use super::common::{ButtonView, Offers};
use super::icon::Icon;
use super::thumbnail::Thumbnail;
use crate::app::event::Action;
use crate::engine::Level;

/// A card (or a rich list row): what it is, at a glance, and what a tap does.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct CardView {
    pub title: String,
    /// One line under the title ("Your move", "Mate in 2").
    pub detail: String,
    /// A small third line (when, the streak).
    pub meta: Option<String>,
    /// A state at a glance (won, lost, drawn; a lesson done, next or locked).
    pub icon: Option<Icon>,
    /// The position it shows.
    pub thumbnail: Option<Thumbnail>,
    pub progress: Option<ProgressBarView>,
    /// The card as one sentence for the screen reader.
    pub label: String,
    pub action: Option<Action>,
    /// Further actions on the card (delete), shown as a menu.
    pub extra: Vec<ButtonView>,
}

impl CardView {
    /// A card with a title and a line; the screen reader hears both.
    pub fn new(title: impl Into<String>, detail: impl Into<String>) -> CardView {
        let (title, detail) = (title.into(), detail.into());
        CardView {
            label: join_label(&[&title, &detail]),
            title,
            detail,
            meta: None,
            icon: None,
            thumbnail: None,
            progress: None,
            action: None,
            extra: Vec::new(),
        }
    }

    pub fn meta(mut self, meta: impl Into<String>) -> CardView {
        let meta = meta.into();
        self.label = join_label(&[&self.label, &meta]);
        self.meta = Some(meta);
        self
    }

    pub fn icon(mut self, icon: Icon) -> CardView {
        self.icon = Some(icon);
        self
    }

    pub fn thumbnail(mut self, thumbnail: Thumbnail) -> CardView {
        self.thumbnail = Some(thumbnail);
        self
    }

    pub fn progress(mut self, done: u32, total: u32) -> CardView {
        self.progress = Some(ProgressBarView { done, total });
        self
    }

    pub fn action(mut self, action: Action) -> CardView {
        self.action = Some(action);
        self
    }

    pub fn extra(mut self, button: ButtonView) -> CardView {
        self.extra.push(button);
        self
    }
}

/// The parts that are not empty, as one line for the screen reader.
fn join_label(parts: &[&str]) -> String {
    parts
        .iter()
        .filter(|p| !p.is_empty())
        .copied()
        .collect::<Vec<_>>()
        .join(", ")
}

/// How much of something is done (puzzles solved of a level).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct ProgressBarView {
    pub done: u32,
    pub total: u32,
}

/// A computer opponent as a tile on home: a tap starts a game against them with the last
/// settings, a long press opens the new-game sheet with them chosen.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct CharacterTileView {
    pub level: Level,
    /// "Xiaolan".
    pub name: String,
    /// "Easy".
    pub detail: String,
    /// Who they are at the board, in a player's words ("Still learning: she leaves you
    /// chances").
    pub line: String,
    /// Your record against them, once you have played them ("2 won · 1 lost").
    pub record: Option<String>,
    /// The character's sign in the portrait disc.
    pub portrait: String,
    /// "Play Xiaolan (easy)" for the screen reader.
    pub label: String,
    pub action: Action,
    pub long_press: Action,
}

impl Offers for CardView {
    fn offers(&self, action: &Action) -> bool {
        self.action.as_ref() == Some(action) || self.extra.offers(action)
    }
}

impl Offers for CharacterTileView {
    fn offers(&self, action: &Action) -> bool {
        &self.action == action || &self.long_press == action
    }
}
