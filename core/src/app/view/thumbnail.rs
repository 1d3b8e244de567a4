//! Thumbnails: a position as a small board in a list row, a card or a picker. The record
//! says what to draw; the shell asks [`thumbnail_scene`] (through `AppCore::thumbnail`) for
//! the scene at the size it lays out, and paints it with the board's painter.

use crate::position::Position;
use crate::scene::{self, Coordinates, PieceFaces, Scene, SceneOptions, SceneState, Stage};
use crate::types::Color;

/// A position to draw small.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct Thumbnail {
    /// The position in FEN (never shown: the picture is).
    pub fen: String,
    /// The side drawn at the bottom (the player's own).
    pub bottom: Color,
    pub stage: Stage,
    pub faces: PieceFaces,
}

impl Thumbnail {
    pub fn new(fen: impl Into<String>, bottom: Color, stage: Stage, faces: PieceFaces) -> Self {
        Thumbnail {
            fen: fen.into(),
            bottom,
            stage,
            faces,
        }
    }
}

/// The thumbnail's scene for a `width` x `height` canvas: the board without coordinates or
/// marks, its checked general outlined. A position that does not parse is an empty board.
pub fn thumbnail_scene(thumbnail: &Thumbnail, width: f32, height: f32) -> Scene {
    let state = Position::from_fen(&thumbnail.fen)
        .map(|pos| SceneState::from_position(&pos))
        .unwrap_or_default();
    let options = SceneOptions {
        bottom: thumbnail.bottom,
        stage: thumbnail.stage,
        faces: thumbnail.faces,
        move_helper: false,
        dangers: false,
        coordinates: Coordinates::None,
        red_files_in_chinese: false,
        ..SceneOptions::new(width.max(1.0), height.max(1.0))
    };
    scene::build(&state, &options)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fen::START_FEN;

    fn thumb(fen: &str, bottom: Color) -> Thumbnail {
        Thumbnail::new(fen, bottom, Stage::default(), PieceFaces::default())
    }

    #[test]
    fn the_start_position_draws_its_thirty_two_pieces_at_the_size_asked() {
        let scene = thumbnail_scene(&thumb(START_FEN, Color::Red), 90.0, 100.0);
        assert_eq!(scene.pieces.len(), 32);
        assert!(scene.width <= 90.0 && scene.height <= 100.0, "{scene:?}");
        assert!(!scene.primitives.is_empty());
    }

    #[test]
    fn black_at_the_bottom_turns_the_board() {
        let red = thumbnail_scene(&thumb(START_FEN, Color::Red), 90.0, 100.0);
        let black = thumbnail_scene(&thumb(START_FEN, Color::Black), 90.0, 100.0);
        assert_ne!(red.pieces, black.pieces);
    }

    #[test]
    fn a_position_that_does_not_parse_is_an_empty_board() {
        let scene = thumbnail_scene(&thumb("not a position", Color::Red), 0.0, -5.0);
        assert!(scene.pieces.is_empty());
        assert!(scene.width >= 1.0 && scene.height >= 1.0);
    }
}
