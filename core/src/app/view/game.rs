//! A game on screen (against the computer, two players, online).

use super::board::{BoardView, HintView, PieceCardView};
use super::common::{ButtonView, Offers};
use super::strips::{LegendView, MenuView, MoveStripView, PlayerStripView, PromptView, ResultView};
use crate::app::event::Action;
use crate::store::GameId;

/// One row of the move list: move number, Red's move, Black's move.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct MoveRowView {
    pub number: u32,
    /// The move number as shown ("12.").
    pub number_text: String,
    pub red: String,
    pub black: Option<String>,
    /// The plies of Red's and Black's move (tapping one shows the position after it; none
    /// for the "…" of a game that Black began).
    pub red_ply: Option<u32>,
    pub black_ply: Option<u32>,
}

impl MoveRowView {
    /// Row `number` with Red's and Black's move.
    pub fn new(number: u32, red: String, black: Option<String>) -> MoveRowView {
        MoveRowView {
            number,
            number_text: format!("{number}."),
            red,
            black,
            red_ply: None,
            black_ply: None,
        }
    }
}

/// A game on screen (against the computer, two players, online).
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct GameScreenView {
    pub game_id: GameId,
    /// One short line ("Against Xiaolan", "Red against Black", "Li against Wang").
    pub title: String,
    /// The position shown (an earlier one, read-only, while stepping), the status line and
    /// the clocks as the game session reports them.
    pub board: BoardView,
    /// The player across the board (the opponent; between two players, the side at the top).
    pub top: PlayerStripView,
    /// The player at the bottom (you).
    pub bottom: PlayerStripView,
    pub move_strip: MoveStripView,
    /// The board's last message: a refusal's reason, the opponent's move in words.
    pub message: Option<String>,
    /// "Master Wang is thinking …" while the computer thinks.
    pub thinking: Option<String>,
    /// The hint with its reason (drawn as an arrow on the board).
    pub hint: Option<HintView>,
    /// The piece card of a long press (the message gives way to it).
    pub card: Option<PieceCardView>,
    /// Online: an offer to answer and the opponent's presence, each its own prompt.
    pub prompts: Vec<PromptView>,
    /// The icon bar under the board: menu, hint, undo, step back, step forward (or back to
    /// the game while stepping).
    pub bar: Vec<ButtonView>,
    /// The menu sheet (shown while `menu_open`; its actions work from the terminal too).
    pub menu: MenuView,
    pub menu_open: bool,
    /// What the marks mean, the first time the helper's marks appear.
    pub legend: Option<LegendView>,
    /// The finished game's sheet (shown while `result_open`; put away, the bar brings it
    /// back).
    pub result: Option<ResultView>,
    pub result_open: bool,
}

/// The stepping actions a board screen with moves answers.
pub(crate) fn steps_offered(strip: &MoveStripView, action: &Action) -> bool {
    match action {
        Action::StepBack | Action::StepFirst => strip.shown_ply > 0,
        Action::StepForward | Action::StepLast => strip.shown_ply < strip.current_ply,
        Action::BackToGame => strip.stepping,
        Action::ShowPly { ply } => *ply <= strip.current_ply,
        _ => false,
    }
}

impl Offers for GameScreenView {
    fn offers(&self, action: &Action) -> bool {
        // The menu's actions work while it is closed too (the terminal and keyboard
        // shortcuts name them directly); the result sheet replaces them once the game ends.
        self.bar.offers(action)
            || self.menu.offers(action)
            || self.result.offers(action)
            || self.legend.offers(action)
            || self.prompts.offers(action)
            || (self.result_open && self.result.as_ref().is_some_and(|r| r.close.offers(action)))
            || steps_offered(&self.move_strip, action)
    }
}
