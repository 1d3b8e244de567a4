//! What the apps draw: plain data produced by the app layer, never computed by the UI.

use crate::explain::{BlockReason, PieceCard};
use crate::game::{GameState, RepetitionWarning};
use crate::l10n::Locale;
use crate::moves::Move;
use crate::tr;
use crate::types::{Color, Piece, Square};
// The game's sounds are the sound module's (it synthesises them).
pub use crate::sound::Sound;

/// One piece on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct PieceView {
    pub point: Square,
    pub piece: Piece,
}

/// The clocks, in milliseconds left (per-move clocks: left for the current move).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct ClockView {
    pub red_ms: u64,
    pub black_ms: u64,
    /// The side whose time is running.
    pub running: Color,
    /// The per-move clock ran out and the 15 s grace period is running.
    pub in_grace: bool,
    /// What is left of the grace period (0 outside it).
    pub grace_left_ms: u64,
}

/// Everything needed to draw a game screen.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct BoardView {
    /// The heading: who plays, handicap, house rules, clock ("Gegen Meister Wang · du
    /// spielst Rot · Uhr: 30 s je Zug").
    pub title: String,
    pub fen: String,
    pub pieces: Vec<PieceView>,
    pub side_to_move: Color,
    /// The colour drawn at the bottom: the human's colour vs. the computer, the side to move in
    /// two-player mode (the board turns after every move).
    pub bottom: Color,
    pub last_move: Option<Move>,
    pub in_check: bool,
    /// Pieces giving check (outlined).
    pub checkers: Vec<Square>,
    /// Second-occurrence repetition warning.
    pub warning: Option<RepetitionWarning>,
    pub warning_text: Option<String>,
    /// The move list in the chosen notation, one entry per ply.
    pub moves: Vec<String>,
    /// The deepest known opening (the move list's heading).
    pub opening: Option<String>,
    pub state: GameState,
    /// One line for the status bar ("Rot am Zug", "Schwarz gewinnt: Matt", ...).
    pub status_text: String,
    pub clock: Option<ClockView>,
    pub can_undo: bool,
    pub computer_to_move: bool,
    pub computer_thinking: bool,
    /// Own pieces attacked and undefended (empty when the setting is off).
    pub dangers: Vec<Square>,
    pub ply: u32,
}

/// What a played move did, for the move animation, the sounds and the announcement.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct MoveReport {
    pub mv: Move,
    pub by: Color,
    /// The move in the chosen notation.
    pub notation: String,
    /// The move in words, in the UI language (spoken for the opponent's moves).
    pub announcement: String,
    pub captured: Option<Piece>,
    pub check: bool,
    pub state: GameState,
    pub warning: Option<RepetitionWarning>,
    pub sounds: Vec<Sound>,
}

/// The hint ("Rat").
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct HintView {
    pub mv: Move,
    pub notation: String,
    /// The reason in the UI language.
    pub reason: String,
    /// The line to show as it is: the move and its reason ("K2.5 – Schlägt die Kanone.").
    pub text: String,
}

impl HintView {
    /// The hint of `mv` (written `notation`) with its `reason`, shown in `locale`.
    pub fn new(mv: Move, notation: String, reason: String, locale: impl Into<Locale>) -> HintView {
        let text = tr!(
            locale.into(),
            "engine-hint-line",
            notation = notation.as_str(),
            reason = reason.as_str()
        );
        HintView {
            mv,
            notation,
            reason,
            text,
        }
    }
}

/// Search progress of the computer.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct ProgressView {
    pub search_id: u64,
    pub depth: u32,
    pub score: i32,
    pub nodes: u64,
    pub pv: Vec<Move>,
}

/// The move helper for a selected piece, with the status line of every blocked target in the
/// UI language.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct MoveHelpView {
    pub from: Square,
    pub piece: Piece,
    /// Legal targets (green).
    pub legal: Vec<Square>,
    /// Legal targets where the piece could be captured without a recapture (orange).
    pub risky: Vec<Square>,
    /// Targets the piece's pattern reaches that are not legal (red cross).
    pub blocked: Vec<BlockedView>,
    /// Pieces giving check to the side to move (outlined red).
    pub checkers: Vec<Square>,
    /// The status line for a risky target.
    pub risky_text: String,
    /// The whole helper as readable text in the UI language.
    pub text: String,
}

/// A blocked target: why, the piece in the way (ringed red dashed) and the status line.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct BlockedView {
    pub to: Square,
    pub reason: BlockReason,
    pub blocker: Option<Square>,
    pub text: String,
}

/// The piece card (long-press), with its gait and the whole card as text in the UI language.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct PieceCardView {
    pub card: PieceCard,
    pub gait: String,
    pub text: String,
}

/// The answer to a draw offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum DrawAnswer {
    /// The computer accepts: the game is drawn (and saved so).
    Accepted,
    /// The computer declines; play on.
    Declined,
    /// Two players: ask the other player; on yes,
    /// [`GameSession::agree_draw`](crate::app::GameSession::agree_draw).
    AskOpponent,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::view::MoveRowView;

    #[test]
    fn a_hint_and_a_move_row_come_with_their_lines() {
        let mv = Move::parse_iccs("h2e2").unwrap();
        let hint = |locale| HintView::new(mv, "K2.5".into(), "Schlägt.".into(), locale);
        assert_eq!(hint(Locale::De).text, "K2.5 – Schlägt.");
        assert_eq!(hint(Locale::En).text, "K2.5 – Schlägt.");
        assert_eq!(hint(Locale::ZhHans).text, "K2.5：Schlägt.");
        let row = MoveRowView::new(12, "K2.5".into(), None);
        assert_eq!((row.number, row.number_text.as_str()), (12, "12."));
    }
}
