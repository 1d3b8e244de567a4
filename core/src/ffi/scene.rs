//! What a painter needs beside the scene (`AppCore.board_scene`): the font families of each
//! text role and the move animation's length. A painter walks `Scene.primitives` in order
//! onto its canvas (Compose `DrawScope`, SwiftUI `GraphicsContext`); every colour, width and
//! font size is in the primitive.

use crate::scene::{self, FontRole};

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
