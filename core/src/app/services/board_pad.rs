//! A board without a game of its own: the puzzle, lesson and review screens show a position
//! and take moves with the same touch rules as a game ([`BoardInput`]). The pad never plays:
//! the move it asks for (`InputOutcome.play`) goes to the screen's handle (the puzzle's
//! `try_move`, the lesson's `play`), and the position that handle answers with comes back
//! through [`BoardPad::show`].
//!
//! ```
//! use xiangqi::app::{BoardPad, InputAction};
//! use xiangqi::store::Settings;
//! use xiangqi::{Move, Square};
//! let pad = BoardPad::new("3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1", &Settings::default()).unwrap();
//! let e1 = Square::parse_iccs("e1").unwrap();
//! assert_eq!(pad.tap(e1).action, InputAction::Selected { point: e1 });
//! let out = pad.tap(Square::parse_iccs("d1").unwrap());
//! assert_eq!(out.play, Some(Move::parse_iccs("e1d1").unwrap()));
//! ```

use super::board_input::{self, BoardContext, BoardInput, InputOutcome, Turn};
use crate::app::error::AppError;
use crate::game::{RuleSet, SetupError};
use crate::moves::Move;
use crate::position::Position;
use crate::scene::{self, PixelPoint, PointAccessibility, Scene, SceneState};
use crate::store::Settings;
use crate::types::{Color, Square};
use std::sync::{Mutex, MutexGuard};

#[derive(Debug)]
struct Pad {
    position: Position,
    last_move: Option<Move>,
    /// May the player move now (a puzzle or lesson still open)?
    may_move: bool,
    input: BoardInput,
    settings: Settings,
    /// The side drawn at the bottom: the side to move when the pad was made (the
    /// puzzle's attacker, the lesson's pupil); it does not turn with the moves.
    bottom: Color,
}

fn context<'a>(position: &'a Position, may_move: bool, lang: crate::Lang) -> BoardContext<'a> {
    let turn = if may_move {
        Turn::Player
    } else {
        Turn::GameOver
    };
    BoardContext::new(position, &RuleSet::default(), turn, lang)
}

impl Pad {
    fn context(&self) -> BoardContext<'_> {
        context(&self.position, self.may_move, self.settings.language)
    }

    fn scene_state(&self, progress: f32) -> SceneState {
        let dangers = if self.settings.dangers && self.may_move {
            crate::explain::dangers(
                &self.position,
                self.bottom,
                crate::bitboard::Bitboard::EMPTY,
            )
        } else {
            Vec::new()
        };
        let board = SceneState {
            last_move: self.last_move,
            dangers,
            ..SceneState::from_position(&self.position)
        };
        self.input.scene_state(board, progress)
    }
}

/// A board's position and touch state for a screen that is not a game. Thread-safe.
#[derive(Debug)]
pub struct BoardPad {
    pad: Mutex<Pad>,
}

fn parse(fen: &str) -> Result<Position, AppError> {
    Position::from_fen(fen).map_err(|e| AppError::from(SetupError::from(e)))
}

impl BoardPad {
    /// A pad on `fen`, drawn and worded with `settings`, the side to move at the bottom.
    pub fn new(fen: &str, settings: &Settings) -> Result<BoardPad, AppError> {
        let position = parse(fen)?;
        Ok(BoardPad {
            pad: Mutex::new(Pad {
                bottom: position.side_to_move(),
                position,
                last_move: None,
                may_move: true,
                input: BoardInput::new(),
                settings: settings.clone(),
            }),
        })
    }

    /// Draws `bottom` at the bottom from now on (an online game: the player's colour, known
    /// once the server's snapshot names it). The pad stays the same object, so the painter
    /// that holds it sees the change.
    pub fn set_bottom(&self, bottom: Color) {
        self.lock().bottom = bottom;
    }

    /// The colour drawn at the bottom.
    pub fn bottom(&self) -> Color {
        self.lock().bottom
    }

    fn lock(&self) -> MutexGuard<'_, Pad> {
        // Every change below completes before anything that could panic.
        self.pad.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// One touch step over the shown position.
    fn step(&self, f: impl FnOnce(&mut BoardInput, &BoardContext) -> InputOutcome) -> InputOutcome {
        let mut pad = self.lock();
        let Pad {
            position,
            may_move,
            input,
            settings,
            ..
        } = &mut *pad;
        f(input, &context(position, *may_move, settings.language))
    }

    /// Shows `fen`, reached by `last_move` (animated when it was played from the position
    /// shown), and whether the player may move there. Marks are cleared, unless nothing
    /// changed: news that leaves the board as it is (an online game's offer, clock or
    /// presence) must not drop the piece the player has just picked up.
    pub fn show(&self, fen: &str, last_move: Option<Move>, may_move: bool) -> Result<(), AppError> {
        let position = parse(fen)?;
        let mut pad = self.lock();
        if pad.position == position && pad.last_move == last_move && pad.may_move == may_move {
            return Ok(());
        }
        pad.input.reset();
        if let Some(mv) = last_move {
            let from_here = pad.position.piece_at(mv.from()).is_some()
                && position.piece_at(mv.to()) == pad.position.piece_at(mv.from());
            if from_here {
                let captured = pad.position.piece_at(mv.to());
                pad.input.moved(mv, captured);
            }
        }
        pad.position = position;
        pad.last_move = last_move;
        pad.may_move = may_move;
        Ok(())
    }

    /// New view settings (look, language, helper, dangers).
    pub fn apply_settings(&self, settings: &Settings) {
        self.lock().settings = settings.clone();
    }

    /// The position shown, as FEN.
    pub fn fen(&self) -> String {
        self.lock().position.to_fen()
    }

    /// A tap: selects, deselects, refuses, or asks for a move (`play`) for the screen's
    /// handle to try.
    pub fn tap(&self, point: Square) -> InputOutcome {
        self.step(|input, ctx| input.tap(ctx, point))
    }

    /// A long press: the piece card.
    pub fn long_press(&self, point: Square) -> InputOutcome {
        self.step(|input, ctx| input.long_press(ctx, point))
    }

    pub fn drag_start(&self, point: Square, finger: PixelPoint) -> InputOutcome {
        self.step(|input, ctx| input.drag_start(ctx, point, finger))
    }

    pub fn drag_move(&self, over: Option<Square>, finger: PixelPoint) -> InputOutcome {
        self.lock().input.drag_move(over, finger)
    }

    /// The finger lifted: a move to try (`play`), or the piece goes back.
    pub fn drag_end(&self, over: Option<Square>) -> InputOutcome {
        self.step(|input, ctx| input.drag_end(ctx, over))
    }

    pub fn drag_cancel(&self) -> InputOutcome {
        self.lock().input.drag_cancel()
    }

    /// Marks a hint's move with an arrow (`reason` becomes the message).
    pub fn show_hint(&self, mv: Move, reason: &str) -> InputOutcome {
        self.lock().input.show_hint(mv, reason)
    }

    /// The board as primitives for a `width` x `height` canvas, the last move's animation
    /// at `progress` (0..=1).
    pub fn scene(&self, width: f32, height: f32, progress: f32) -> Scene {
        let pad = self.lock();
        let options = board_input::scene_options(&pad.settings, width, height, pad.bottom);
        scene::build(&pad.scene_state(progress), &options)
    }

    /// The options the pad's scene is drawn with (orientation and view settings).
    pub fn scene_options(&self, width: f32, height: f32) -> crate::scene::SceneOptions {
        let pad = self.lock();
        board_input::scene_options(&pad.settings, width, height, pad.bottom)
    }

    /// The point under a touch at (`x`, `y`) on a `width` x `height` canvas.
    pub fn point_at(&self, width: f32, height: f32, x: f32, y: f32) -> Option<Square> {
        scene::point_at(&self.scene_options(width, height), x, y)
    }

    /// What a screen reader says for each of the 90 points.
    pub fn accessibility(&self, width: f32, height: f32) -> Vec<PointAccessibility> {
        let pad = self.lock();
        let ctx = pad.context();
        let geometry =
            board_input::scene_options(&pad.settings, width, height, pad.bottom).geometry();
        pad.input
            .accessibility(&ctx, &pad.scene_state(1.0), &geometry)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::InputAction;
    use crate::scene::SpriteRole;

    fn sq(s: &str) -> Square {
        Square::parse_iccs(s).unwrap()
    }

    const ROOK_ENDING: &str = "3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1";

    #[test]
    fn a_shown_reply_animates_and_clears_the_marks() {
        let pad = BoardPad::new(ROOK_ENDING, &Settings::default()).unwrap();
        pad.tap(sq("e1"));
        let mv = Move::parse_iccs("e1d1").unwrap();
        let after = Position::from_fen(ROOK_ENDING).unwrap().with_move(mv);
        pad.show(&after.to_fen(), Some(mv), true).unwrap();
        let scene = pad.scene(900.0, 1000.0, 0.5);
        assert!(scene
            .pieces
            .iter()
            .any(|p| p.role == SpriteRole::Moving && p.point == sq("d1")));
        // Black to move now: a tap on the red chariot is not the player's piece.
        let out = pad.tap(sq("d1"));
        assert!(matches!(out.action, InputAction::Refused { .. }));
    }

    #[test]
    fn the_same_position_shown_again_keeps_the_picked_up_piece() {
        let pad = BoardPad::new(ROOK_ENDING, &Settings::default()).unwrap();
        pad.tap(sq("e1"));
        // News that changes nothing on the board (an online game's presence or offer).
        pad.show(ROOK_ENDING, None, true).unwrap();
        let out = pad.tap(sq("d1"));
        assert_eq!(out.play, Some(Move::parse_iccs("e1d1").unwrap()));
        // A change (here: the turn taken away) drops the selection.
        pad.tap(sq("e1"));
        pad.show(ROOK_ENDING, None, false).unwrap();
        pad.show(ROOK_ENDING, None, true).unwrap();
        assert!(pad.tap(sq("d1")).play.is_none());
    }

    #[test]
    fn a_closed_pad_refuses_and_a_bad_fen_is_an_error() {
        let pad = BoardPad::new(ROOK_ENDING, &Settings::default()).unwrap();
        pad.show(ROOK_ENDING, None, false).unwrap();
        let out = pad.tap(sq("e1"));
        assert!(out.play.is_none());
        assert!(matches!(out.action, InputAction::Refused { .. }));
        assert!(pad.show("not a fen", None, true).is_err());
        assert_eq!(pad.fen(), Position::from_fen(ROOK_ENDING).unwrap().to_fen());
    }

    #[test]
    fn touches_map_to_points_on_the_pads_board() {
        let pad = BoardPad::new(ROOK_ENDING, &Settings::default()).unwrap();
        let options = crate::scene::SceneOptions::new(900.0, 1000.0);
        let g = options.geometry();
        let c = g.center(sq("e1"));
        assert_eq!(pad.point_at(900.0, 1000.0, c.x, c.y), Some(sq("e1")));
        assert_eq!(pad.accessibility(900.0, 1000.0).len(), 90);
    }
}
