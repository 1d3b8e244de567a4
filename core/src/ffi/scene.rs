//! The board scene for the apps: one call builds a whole scene, plus the hit test, the SVG
//! and the font families. A painter walks `Scene.primitives` in order onto its canvas
//! (Compose `DrawScope`, SwiftUI `GraphicsContext`); every colour, width and font size is in
//! the primitive. (A game session's own scene, with its selection and drag, comes from
//! `GameSession.scene`.)

use super::{OrSay, Result};
use crate::app::AppError;
use crate::moves::Move;
use crate::position::Position;
use crate::scene::{self, FontRole, Scene, SceneOptions, SceneState};
use crate::types::Square;

/// Red at the bottom, the default stage and faces, helper and dangers on, file numbers.
#[uniffi::export]
pub fn default_scene_options(width: f32, height: f32) -> SceneOptions {
    SceneOptions::new(width, height)
}

/// The whole scene of a position: its pieces and checkers, the last move, the move helper of
/// the piece on `selected`, the hint arrow, and (with `options.dangers`) the endangered
/// pieces of the side at the bottom.
#[uniffi::export]
pub fn build_scene(
    fen: String,
    last_move: Option<Move>,
    selected: Option<Square>,
    hint: Option<Move>,
    options: SceneOptions,
) -> Result<Scene> {
    let pos = Position::from_fen(&fen)
        .map_err(|e| AppError::from(crate::game::SetupError::from(e)))
        .or_say(crate::Lang::default())?;
    let dangers_of = options.dangers.then_some(options.bottom);
    let state = SceneState::with_marks(&pos, last_move, selected, hint, dangers_of);
    Ok(scene::build(&state, &options))
}

/// The point a touch at (`x`, `y`) means in a scene drawn with `options`, or none.
#[uniffi::export]
pub fn point_at(options: SceneOptions, x: f32, y: f32) -> Option<Square> {
    scene::point_at(&options, x, y)
}

/// The scene as an SVG document (sharing a position as a picture). (`Result`: a scene
/// whose sprite names a point the core never gave out is `BadInput`.)
#[uniffi::export]
pub fn scene_to_svg(scene: Scene) -> Result<String> {
    Ok(scene::to_svg(&scene))
}

/// Font families for a text role, the preferred first (map the role to an installed font
/// once; the scene's texts name only their role).
#[uniffi::export]
pub fn font_families(role: FontRole) -> Vec<String> {
    role.families().iter().map(|f| f.to_string()).collect()
}

/// How long the last move slides, in milliseconds (advance a scene's `progress` over it).
#[uniffi::export]
pub fn move_animation_ms() -> u32 {
    scene::MOVE_ANIMATION_MS
}
