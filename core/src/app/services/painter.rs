//! The board the painting side reads, outside the lane: the one of the screen on top (a
//! game, a pad, or the editor's still board).

use super::board_pad::BoardPad;
use super::session::GameSession;
use crate::scene::{
    self, text, BoardPiece, PointAccessibility, Scene, SceneOptions, SceneState, TapAction,
    TargetKind, FILES, RANKS,
};
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
            BoardSlot::None => Vec::new(),
            BoardSlot::Still(b) => b.accessibility(width, height),
            BoardSlot::Game(s) => s.accessibility(width, height),
            BoardSlot::Pad(p) => p.accessibility(width, height),
        }
    }
}

/// The editor's board for the painter: any arrangement, legal or not.
pub(crate) struct StillBoard {
    state: Mutex<(Vec<BoardPiece>, Settings, StillTaps)>,
}

/// What a double tap does on the editor's board, for the screen reader: on an empty point
/// and on a piece ("Place Red horse", "Remove"), `None` where it does nothing.
#[derive(Clone, Debug, Default)]
pub(crate) struct StillTaps {
    pub empty: Option<String>,
    pub occupied: Option<String>,
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

    pub fn set(&self, pieces: Vec<BoardPiece>, settings: &Settings, taps: StillTaps) {
        *self.state.lock().unwrap_or_else(|e| e.into_inner()) = (pieces, settings.clone(), taps);
    }

    /// The 90 points for the screen reader, in reading order: the piece on each and what a
    /// double tap does there.
    pub fn accessibility(&self, width: f32, height: f32) -> Vec<PointAccessibility> {
        let st = self.state.lock().unwrap_or_else(|e| e.into_inner());
        let (pieces, settings, taps) = &*st;
        let geometry = Self::options(settings, width, height).geometry();
        let lang = settings.language;
        let mut out = Vec::with_capacity(FILES * RANKS);
        for row in 0..RANKS {
            for col in 0..FILES {
                let Some(s) = geometry.square_at_cell(col, row) else {
                    continue;
                };
                let piece = pieces.iter().find(|p| p.point == s).map(|p| p.piece);
                let action = if piece.is_some() {
                    taps.occupied.clone()
                } else {
                    taps.empty.clone()
                };
                out.push(PointAccessibility {
                    point: s,
                    center: geometry.center(s),
                    half_size: geometry.spacing / 2.0,
                    label: text::point_label(s, piece, lang),
                    value: match piece {
                        None => text::empty(lang).into(),
                        Some(_) => String::new(),
                    },
                    selected: false,
                    target: TargetKind::None,
                    // No move is played here: the editor's own action is in `action`.
                    tap: TapAction::Nothing,
                    action,
                });
            }
        }
        out
    }
}

impl StillBoard {
    pub fn new(settings: &Settings) -> StillBoard {
        StillBoard {
            state: Mutex::new((Vec::new(), settings.clone(), StillTaps::default())),
        }
    }
}
