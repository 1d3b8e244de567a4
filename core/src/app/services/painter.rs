//! The board the painting side reads, outside the lane: the one of the screen on top (a
//! game, a pad, or the editor's still board).

use super::board_pad::BoardPad;
use super::session::GameSession;
use crate::scene::{self, BoardPiece, PointAccessibility, Scene, SceneOptions, SceneState};
use crate::store::Settings;
use crate::types::Color;
use std::sync::{Arc, Mutex};

/// The board the painting side reads (the one on top of the stack).
pub(crate) enum BoardSlot {
    None,
    Game(GameSession),
    Pad(Arc<BoardPad>),
    /// The editor's board: any arrangement of pieces, not played on.
    Still(Arc<StillBoard>),
}

impl BoardSlot {
    pub fn scene(&self, width: f32, height: f32, progress: f32) -> Scene {
        match self {
            BoardSlot::None => Scene {
                width,
                height,
                primitives: Vec::new(),
                pieces: Vec::new(),
            },
            BoardSlot::Game(s) => s.scene(width, height, progress),
            BoardSlot::Pad(p) => p.scene(width, height, progress),
            BoardSlot::Still(b) => b.scene(width, height),
        }
    }

    pub fn scene_options(&self, width: f32, height: f32) -> Option<SceneOptions> {
        match self {
            BoardSlot::None => None,
            BoardSlot::Game(s) => Some(s.scene_options(width, height)),
            BoardSlot::Pad(p) => Some(p.scene_options(width, height)),
            BoardSlot::Still(b) => Some(b.scene_options(width, height)),
        }
    }

    pub fn accessibility(&self, width: f32, height: f32) -> Vec<PointAccessibility> {
        match self {
            BoardSlot::None | BoardSlot::Still(_) => Vec::new(),
            BoardSlot::Game(s) => s.accessibility(width, height),
            BoardSlot::Pad(p) => p.accessibility(width, height),
        }
    }
}

/// The editor's board for the painter: any arrangement, legal or not.
pub(crate) struct StillBoard {
    state: Mutex<(Vec<BoardPiece>, Settings)>,
}

impl StillBoard {
    fn options(settings: &Settings, width: f32, height: f32) -> SceneOptions {
        super::board_input::scene_options(settings, width, height, Color::Red)
    }

    pub fn scene(&self, width: f32, height: f32) -> Scene {
        let st = self.state.lock().unwrap_or_else(|e| e.into_inner());
        let state = SceneState {
            pieces: st.0.clone(),
            ..SceneState::default()
        };
        scene::build(&state, &Self::options(&st.1, width, height))
    }

    pub fn scene_options(&self, width: f32, height: f32) -> SceneOptions {
        let st = self.state.lock().unwrap_or_else(|e| e.into_inner());
        Self::options(&st.1, width, height)
    }

    pub fn set(&self, pieces: Vec<BoardPiece>, settings: &Settings) {
        *self.state.lock().unwrap_or_else(|e| e.into_inner()) = (pieces, settings.clone());
    }
}

impl StillBoard {
    pub fn new(settings: &Settings) -> StillBoard {
        StillBoard {
            state: Mutex::new((Vec::new(), settings.clone())),
        }
    }
}
