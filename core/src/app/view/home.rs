//! Home and the records screen.

use super::common::{ButtonView, Offers, RowView};
use crate::app::event::Action;

/// The first screen.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct HomeView {
    pub title: String,
    /// The main menu (new game, puzzles, school, records, editor, settings).
    pub menu: Vec<ButtonView>,
    /// Every unfinished game, newest first, each resumable.
    pub unfinished_title: String,
    pub unfinished: Vec<RowView>,
    /// The puzzle of the day: date, status, streak, and the button that opens it.
    pub daily: RowView,
    /// Wins, draws and losses per computer level.
    pub records_title: String,
    pub records: Vec<RowView>,
}

/// Records: wins, draws and losses per level, and the finished games.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct RecordsView {
    pub title: String,
    /// Lines of the statistics ("12 Partien beendet", "Als Rot: 3 S, 1 R, 2 N").
    pub summary: Vec<String>,
    pub levels: Vec<RowView>,
    pub games_title: String,
    /// Finished games, newest first; tapping one opens its review.
    pub games: Vec<RowView>,
    /// The puzzle of the day: streak and recent scores.
    pub daily: Vec<String>,
}

impl Offers for HomeView {
    fn offers(&self, action: &Action) -> bool {
        self.menu.offers(action)
            || self.unfinished.offers(action)
            || self.daily.offers(action)
            || self.records.offers(action)
    }
}

impl Offers for RecordsView {
    fn offers(&self, action: &Action) -> bool {
        self.levels.offers(action) || self.games.offers(action)
    }
}
