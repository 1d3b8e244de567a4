//! A game on screen (against the computer, two players, online).

use super::board::{BoardView, HintView, PieceCardView};
use super::common::{ButtonView, Offers};
use crate::app::event::Action;
use crate::store::GameId;
use crate::types::Color;

/// One clock of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct ClockLineView {
    pub side: Color,
    /// "Rot", "Schwarz", or a name.
    pub label: String,
    /// "4:59", "0:12".
    pub time: String,
    pub running: bool,
    /// The per-move time ran out and the grace period runs: the text says so.
    pub in_grace: bool,
    /// "Nachfrist: noch 12 s, dann verliert Rot" while in grace.
    pub note: Option<String>,
    pub millis: u64,
}

/// One row of the move list: move number, Red's move, Black's move.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct MoveRowView {
    pub number: u32,
    /// The move number as shown ("12.").
    pub number_text: String,
    pub red: String,
    pub black: Option<String>,
}

impl MoveRowView {
    /// Row `number` with Red's and Black's move.
    pub fn new(number: u32, red: String, black: Option<String>) -> MoveRowView {
        MoveRowView {
            number,
            number_text: format!("{number}."),
            red,
            black,
        }
    }
}

/// The end of a game: what happened and what can come next.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct ResultView {
    pub headline: String,
    pub detail: String,
    pub buttons: Vec<ButtonView>,
}

/// A game on screen (against the computer or two players).
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct GameScreenView {
    pub game_id: GameId,
    pub title: String,
    /// Position, status line, move list and clocks as the game session reports them.
    pub board: BoardView,
    /// The clocks (top one first as drawn), empty without a clock.
    pub clocks: Vec<ClockLineView>,
    /// The move list's heading: the opening's name, or "Züge".
    pub moves_title: String,
    pub move_rows: Vec<MoveRowView>,
    /// The board's last message: a selection, a refusal's reason, the move in words.
    pub message: Option<String>,
    /// "Meister Wang denkt …" while the computer thinks.
    pub thinking: Option<String>,
    /// The hint with its reason (drawn as an arrow on the board).
    pub hint: Option<HintView>,
    /// The piece card of a long press.
    pub card: Option<PieceCardView>,
    /// The computer's answer to a draw offer ("Meister Wang lehnt ab.").
    pub draw_answer: Option<String>,
    /// Online: the opponent's presence ("Li ist weg – noch 0:45 zum Zurückkommen") and
    /// pending offers ("Li bietet Remis an").
    pub notice: Option<String>,
    pub buttons: Vec<ButtonView>,
    pub result: Option<ResultView>,
}

impl Offers for GameScreenView {
    fn offers(&self, action: &Action) -> bool {
        self.buttons.offers(action)
            || self
                .result
                .as_ref()
                .is_some_and(|r| r.buttons.offers(action))
    }
}
