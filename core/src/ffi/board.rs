//! The board's touches for the apps. A game's board is its `GameSession` (it plays the move
//! a touch asks for and saves it); a puzzle's, lesson's or review's board is a `BoardPad`
//! (it asks for the move, the screen's handle plays it, `show` brings the answer back). Both
//! give the scene to paint, the point under a finger and the screen-reader texts. The
//! platform's gesture code only finds the point (`point_at`) and forwards the gesture.
//!
//! Every method that takes a point or a move returns a `Result`, even where the core cannot
//! fail: only then does UniFFI turn a point the core never gave out (`z9`) into `BadInput`
//! instead of an internal error.

use super::{GameSession, OrSay, Result};
use crate::app::{self, InputOutcome};
use crate::moves::Move;
use crate::scene::{PixelPoint, PointAccessibility, Scene};
use crate::store::Settings;
use crate::types::Square;
use std::sync::Arc;

#[uniffi::export]
impl GameSession {
    /// A tap on a point: selects, deselects, plays the move (saved before this returns) or
    /// refuses with the reason in `message`.
    pub fn tap(&self, point: Square) -> Result<InputOutcome> {
        Ok(self.0.tap(point))
    }

    /// A long press: the piece card.
    pub fn long_press(&self, point: Square) -> Result<InputOutcome> {
        Ok(self.0.long_press(point))
    }

    /// A drag begins on `point`, the finger at `finger` (canvas pixels).
    pub fn drag_start(&self, point: Square, finger: PixelPoint) -> Result<InputOutcome> {
        Ok(self.0.drag_start(point, finger))
    }

    pub fn drag_move(&self, over: Option<Square>, finger: PixelPoint) -> Result<InputOutcome> {
        Ok(self.0.drag_move(over, finger))
    }

    /// The finger lifted over `over` (none: off the board).
    pub fn drag_end(&self, over: Option<Square>) -> Result<InputOutcome> {
        Ok(self.0.drag_end(over))
    }

    pub fn drag_cancel(&self) -> InputOutcome {
        self.0.drag_cancel()
    }

    /// The hint as an arrow on the board, its reason in `message`. Blocking: off the main
    /// thread.
    pub fn show_hint(&self) -> Result<InputOutcome> {
        self.0.show_hint().or_say(self.0.lang())
    }

    /// The board to paint on a `width` x `height` canvas; `progress` (0..=1) animates the
    /// last move (pass 1 when not animating).
    pub fn scene(&self, width: f32, height: f32, progress: f32) -> Scene {
        self.0.scene(width, height, progress)
    }

    /// The point under a touch at (`x`, `y`), or none.
    pub fn point_at(&self, width: f32, height: f32, x: f32, y: f32) -> Option<Square> {
        self.0.point_at(width, height, x, y)
    }

    /// Screen-reader elements for the 90 points.
    pub fn accessibility(&self, width: f32, height: f32) -> Vec<PointAccessibility> {
        self.0.accessibility(width, height)
    }
}

/// A board for a screen that is not a game (puzzle, lesson, review).
#[derive(uniffi::Object)]
pub struct BoardPad(app::BoardPad);

#[uniffi::export]
impl BoardPad {
    /// A pad on `fen`, drawn and worded with `settings`, the side to move at the bottom.
    #[uniffi::constructor]
    pub fn new(fen: String, settings: Settings) -> Result<Arc<BoardPad>> {
        let lang = settings.language;
        app::BoardPad::new(&fen, &settings)
            .map(|p| Arc::new(BoardPad(p)))
            .or_say(lang)
    }

    /// Shows the position the screen's handle answered with, reached by `last_move`.
    pub fn show(&self, fen: String, last_move: Option<Move>, may_move: bool) -> Result<()> {
        self.0
            .show(&fen, last_move, may_move)
            .or_say(crate::Lang::default())
    }

    pub fn apply_settings(&self, settings: Settings) {
        self.0.apply_settings(&settings)
    }

    pub fn fen(&self) -> String {
        self.0.fen()
    }

    /// A tap; `play` in the answer is the move for the screen's handle to try.
    pub fn tap(&self, point: Square) -> Result<InputOutcome> {
        Ok(self.0.tap(point))
    }

    pub fn long_press(&self, point: Square) -> Result<InputOutcome> {
        Ok(self.0.long_press(point))
    }

    pub fn drag_start(&self, point: Square, finger: PixelPoint) -> Result<InputOutcome> {
        Ok(self.0.drag_start(point, finger))
    }

    pub fn drag_move(&self, over: Option<Square>, finger: PixelPoint) -> Result<InputOutcome> {
        Ok(self.0.drag_move(over, finger))
    }

    pub fn drag_end(&self, over: Option<Square>) -> Result<InputOutcome> {
        Ok(self.0.drag_end(over))
    }

    pub fn drag_cancel(&self) -> InputOutcome {
        self.0.drag_cancel()
    }

    /// Marks a hint's move (from the puzzle's or lesson's hint) with its reason.
    pub fn show_hint(&self, mv: Move, reason: String) -> Result<InputOutcome> {
        Ok(self.0.show_hint(mv, &reason))
    }

    pub fn scene(&self, width: f32, height: f32, progress: f32) -> Scene {
        self.0.scene(width, height, progress)
    }

    pub fn point_at(&self, width: f32, height: f32, x: f32, y: f32) -> Option<Square> {
        self.0.point_at(width, height, x, y)
    }

    pub fn accessibility(&self, width: f32, height: f32) -> Vec<PointAccessibility> {
        self.0.accessibility(width, height)
    }
}
