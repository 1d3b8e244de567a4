//! Home and the records screen.

use super::cards::{CardView, CharacterTileView};
use super::common::{ButtonView, Offers};
use super::online::FigureView;
use crate::app::event::Action;

/// The Play tab's root: the way in (design.md, principle 6).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct HomeView {
    pub title: String,
    /// The one filled button: the new-game sheet.
    pub new_game: ButtonView,
    /// "Play the computer".
    pub characters_title: String,
    /// The three characters, easiest first.
    pub characters: Vec<CharacterTileView>,
    /// "Continue" (empty when there is no unfinished game).
    pub unfinished_title: String,
    /// Every unfinished game, newest first: its position, the opponent, whose turn, when.
    pub unfinished: Vec<CardView>,
    /// The puzzle of the day: its position, "mate in N", its state and the streak.
    pub daily: Option<CardView>,
    /// "Learn the game": the next lesson of the school, while one is left.
    pub learn_title: String,
    pub learn: Option<CardView>,
    /// For a new player, instead of empty lists and zeros: one line that invites the first
    /// game.
    pub invitation: Option<String>,
}

/// Records: the figures, your opponents with your record against each, the puzzle of the
/// day, and the finished games.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct RecordsView {
    pub title: String,
    /// For a new player, instead of zeros: one line that says what will appear here, and the
    /// way to the first game.
    pub invitation: Option<String>,
    pub new_game: Option<ButtonView>,
    /// The figures at a glance once a game is finished (games, won, drawn, lost).
    pub figures: Vec<FigureView>,
    /// Lines the figures do not say ("As Red: 3 W · 1 D · 2 L · as Black: …").
    pub summary: Vec<String>,
    /// "Your opponents".
    pub opponents_title: String,
    /// Each character once: the record against them (or that they wait for a first game);
    /// a tap plays them.
    pub opponents: Vec<CardView>,
    /// The puzzle of the day: today's, with the record of the days before.
    pub daily: Option<CardView>,
    pub games_title: String,
    /// Finished games, newest first: the final position, the opponent, the result's icon,
    /// the day; a tap opens the review.
    pub games: Vec<CardView>,
}

impl Offers for HomeView {
    fn offers(&self, action: &Action) -> bool {
        self.new_game.offers(action)
            || self.characters.offers(action)
            || self.unfinished.offers(action)
            || self.daily.offers(action)
            || self.learn.offers(action)
    }
}

impl Offers for RecordsView {
    fn offers(&self, action: &Action) -> bool {
        self.new_game.offers(action)
            || self.opponents.offers(action)
            || self.daily.offers(action)
            || self.games.offers(action)
    }
}
