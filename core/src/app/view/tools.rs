//! The records of the tools' building blocks: a reviewed game and the editor's board.

use super::board::PieceView;
use super::common::{ButtonView, Offers, RowView};
use super::form::ChoiceView;
use super::strips::MoveStripView;
use crate::app::event::Action;
use crate::moves::Move;
use crate::review::{MoveQuality, SideSummary};
use crate::scene::Scene;
use crate::types::{Color, Piece};

/// One reviewed move, ready to draw.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct ReviewedMove {
    /// 1-based.
    pub ply: u32,
    /// The full-move number ("12." in the list).
    pub move_number: u32,
    pub side: Color,
    pub mv: Move,
    /// The move in the chosen notation.
    pub notation: String,
    pub quality: MoveQuality,
    /// The class in the UI language.
    pub label: String,
    /// What the move cost against the engine's choice.
    pub loss: i32,
    /// After the move: the graph's value (Red's side, within ±`graph_cap`).
    pub eval: i32,
    /// After the move: `+0.35`, `#3` (Red's side).
    pub eval_text: String,
    /// For an inaccuracy or worse: the engine's move, in notation, and why.
    pub better: Option<Move>,
    pub better_notation: Option<String>,
    pub better_reason: Option<String>,
    /// For an inaccuracy or worse: the opponent's best answer to the move played, and why.
    pub reply: Option<Move>,
    pub reply_notation: Option<String>,
    pub reply_reason: Option<String>,
}

/// A key moment, with its line of text.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct KeyMomentView {
    pub ply: u32,
    pub side: Color,
    pub swing: i32,
    pub quality: MoveQuality,
    /// "Zug 12, Rot: K2.5 – Grober Fehler (−4,5)".
    pub text: String,
}

/// A review, ready to draw.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct ReviewView {
    pub start_fen: String,
    pub moves: Vec<ReviewedMove>,
    /// The start, then after each ply: Red's side, within ±`graph_cap` (mates at the cap).
    pub graph: Vec<i32>,
    pub graph_cap: i32,
    /// The largest swings, in ply order.
    pub key_moments: Vec<KeyMomentView>,
    /// Red's, then Black's.
    pub summary: Vec<SideSummary>,
    /// One line per side, in the UI language.
    pub summary_text: Vec<String>,
    /// Opened from the store (no search ran).
    pub from_store: bool,
}

/// A piece of the palette and how many more of it may be placed.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct PaletteEntry {
    pub piece: Piece,
    pub left: u32,
    /// The count as a small badge where it matters (more than one left); with none left the
    /// entry is drawn dimmed.
    pub badge: Option<String>,
    /// "Rotes Pferd (2 übrig)", for the button and the screen reader.
    pub label: String,
    /// The piece as the board draws it (stage, piece faces), alone on a square canvas: paint
    /// it with the board's painter, scaled to the entry.
    pub scene: Scene,
}

/// Everything the editor screen draws.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct EditorView {
    /// The board as FEN (copied by `EditorCopyFen`, never shown), legal or not.
    pub fen: String,
    pub pieces: Vec<PieceView>,
    pub side_to_move: Color,
    /// The position can be played or analysed.
    pub playable: bool,
    /// What is wrong (or why there is nothing to play), in the UI language.
    pub problem: Option<String>,
    /// Red's pieces, then Black's, in kind order.
    pub palette: Vec<PaletteEntry>,
}

/// The post-game review.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct ReviewScreenView {
    pub title: String,
    /// "Analysiere Zug 12 von 80 …" while the review runs.
    pub progress: Option<String>,
    /// The review once done (key moments, better moves).
    /// (Its `graph` is the evaluation graph's data.)
    pub review: Option<ReviewView>,
    /// The key moments; tapping one shows its position.
    pub key_moments: Vec<RowView>,
    /// The ply shown on the board (0 = the start), its position and the move to it.
    pub ply: u32,
    pub fen: String,
    pub last_move: Option<Move>,
    pub ply_count: u32,
    /// What the move at `ply` was and what would have been better.
    pub ply_text: Option<String>,
    /// The moves as a strip (phones) and in rows (tablets); a move goes to its ply
    /// (`ReviewGoto`), the shown one highlighted.
    pub move_strip: MoveStripView,
    pub buttons: Vec<ButtonView>,
}

/// One line of the analysis.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct AnalysisLineView {
    /// "+1,2" from the side to move's view, or "Matt in 3".
    pub score: String,
    /// The line in the chosen notation.
    pub moves: String,
}

/// Analysis of a position: the best lines.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct AnalysisScreenView {
    pub title: String,
    pub fen: String,
    /// "Tiefe 12" while it runs, "fertig" when done.
    pub status: String,
    /// The search is still running.
    pub running: bool,
    pub lines: Vec<AnalysisLineView>,
    pub buttons: Vec<ButtonView>,
}

/// The position editor.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct EditorScreenView {
    pub title: String,
    /// The board, the palette with what is left of each piece, and what is wrong.
    pub editor: EditorView,
    /// The palette entry a tap on the board places (`None`: the eraser, a tap removes); the
    /// selected entry (or the eraser) is marked with the accent's ring.
    pub selected: Option<u32>,
    /// The palette's last entry (`EditorEraser`, its icon and label).
    pub eraser: ButtonView,
    pub side_to_move: ChoiceView,
    /// Why the last edit was refused.
    pub message: Option<String>,
    pub buttons: Vec<ButtonView>,
}

impl Offers for ReviewScreenView {
    fn offers(&self, action: &Action) -> bool {
        match action {
            // Any ply of the game can be gone to (the graph, the move list).
            Action::ReviewGoto { ply } => *ply <= self.ply_count,
            _ => self.buttons.offers(action) || self.key_moments.offers(action),
        }
    }
}

impl Offers for AnalysisScreenView {
    fn offers(&self, action: &Action) -> bool {
        self.buttons.offers(action)
    }
}

impl Offers for EditorScreenView {
    fn offers(&self, action: &Action) -> bool {
        match action {
            Action::EditorPick { index } => (*index as usize) < self.editor.palette.len(),
            Action::EditorEraser => self.eraser.enabled,
            _ => self.buttons.offers(action),
        }
    }
}
