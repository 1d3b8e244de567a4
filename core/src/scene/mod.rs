//! The board as a scene: one drawing of the board, computed here, that both apps paint with
//! a few dozen lines (Compose `DrawScope`, SwiftUI `GraphicsContext`), that renders to SVG
//! here, and that knows which point a touch means and what a screen reader says.
//!
//! A [`Scene`] is an ordered list of [`Primitive`]s in pixel space: rectangles, lines,
//! polylines, circles and rings, paths as command records, texts with a font role, and red
//! crosses. Colours come from the stage's [`Theme`], the marks' from the app's one [`palette`];
//! a painter needs no constant of its own.
//!
//! ```
//! use xiangqi::scene::{build, point_at, Primitive, SceneOptions, SceneState};
//! use xiangqi::{Position, Square};
//! let pos = Position::startpos();
//! let options = SceneOptions::new(720.0, 792.0);
//! let scene = build(&SceneState::from_position(&pos), &options);
//! assert_eq!(scene.pieces.len(), 32);
//! // A piece's first primitive is its disc, at the centre of its point.
//! let horse = scene.pieces.iter().find(|p| p.point.to_string() == "b0").unwrap();
//! let Primitive::Circle { center, .. } = &scene.primitives[horse.first as usize] else {
//!     panic!("a piece starts with its disc")
//! };
//! assert_eq!(point_at(&options, center.x, center.y), Square::parse_iccs("b0"));
//! assert!(xiangqi::scene::to_svg(&scene).starts_with("<svg"));
//! ```

mod a11y;
mod art;
mod builder;
mod geometry;
mod glyphs;
mod primitives;
mod svg;
pub mod text;
mod theme;

pub use a11y::{action_text, describe_points, spoken, PointAccessibility, TapAction, TargetKind};
pub use art::character;
pub use builder::{build, piece_disc};
pub use geometry::{BoardGeometry, FILES, HIT_RADIUS, PIECE_RADIUS, RANKS};
pub use primitives::{
    FillRule, FontRole, FontWeight, LineCap, LineJoin, PathCommand, PixelPoint, Primitive, Rgba,
    Stroke, TextAnchor,
};
pub use svg::to_svg;
pub use theme::{
    palette, MarkPalette, PieceSet, Theme, BUEHNE, LACKBRETT, LACQUER_PIECES, MARKS_ON_LACQUER,
    MARKS_ON_PAPER, MARKS_ON_WOOD, PROBE,
};

use crate::bitboard::Bitboard;
use crate::explain::{dangers, move_help, MoveHelp};
use crate::moves::Move;
use crate::position::Position;
use crate::types::{Color, Piece, Square};
use serde::{Deserialize, Serialize, Serializer};

fn ser_sq<S: Serializer>(s: &Square, ser: S) -> Result<S::Ok, S::Error> {
    ser.serialize_str(&s.to_string())
}

pub(crate) fn ser_color<S: Serializer>(c: &Color, ser: S) -> Result<S::Ok, S::Error> {
    ser.serialize_str(c.name())
}

fn ser_sqs<S: Serializer>(v: &[Square], ser: S) -> Result<S::Ok, S::Error> {
    ser.collect_seq(v.iter().map(|s| s.to_string()))
}

fn ser_opt_sq<S: Serializer>(s: &Option<Square>, ser: S) -> Result<S::Ok, S::Error> {
    match s {
        Some(s) => ser.serialize_some(&s.to_string()),
        None => ser.serialize_none(),
    }
}

fn ser_opt_piece<S: Serializer>(p: &Option<Piece>, ser: S) -> Result<S::Ok, S::Error> {
    match p {
        Some(p) => ser.serialize_some(&format!("{} {}", p.color.name(), p.kind.name())),
        None => ser.serialize_none(),
    }
}

fn ser_move<S: Serializer>(m: &Move, ser: S) -> Result<S::Ok, S::Error> {
    ser.serialize_str(&m.to_string())
}

fn ser_opt_move<S: Serializer>(m: &Option<Move>, ser: S) -> Result<S::Ok, S::Error> {
    match m {
        Some(m) => ser.serialize_some(&m.to_string()),
        None => ser.serialize_none(),
    }
}

fn ser_piece<S: Serializer>(p: &Piece, ser: S) -> Result<S::Ok, S::Error> {
    ser.serialize_str(&format!("{} {}", p.color.name(), p.kind.name()))
}

/// How pieces are drawn.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum PieceFaces {
    /// Pictures (crown, fan, elephant, horse, wheel, cannon, spear).
    #[default]
    Pictures,
    /// Picture with a small character.
    PictureWithCharacter,
    /// Classic characters.
    Characters,
}

/// Board and background theme.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum Stage {
    /// Bühne: dark lacquer with gold.
    #[default]
    Buehne,
    /// Probe: light, silk paper.
    Probe,
    /// Lackbrett: classic wooden board.
    Lackbrett,
}

/// Which coordinates the board shows around the grid.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum Coordinates {
    /// None (the board is a little larger).
    None,
    /// File numbers on both sides, each side counting 1-9 from its own right (as the
    /// notation does).
    #[default]
    FileNumbers,
    /// ICCS letters a-i below and above, ranks 0-9 left and right.
    Iccs,
}

/// How to draw: canvas size, orientation and the view settings.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct SceneOptions {
    /// Canvas size in pixels (device pixels keep the thin lines crisp).
    pub width: f32,
    pub height: f32,
    /// The side drawn at the bottom.
    #[serde(serialize_with = "ser_color")]
    pub bottom: Color,
    pub stage: Stage,
    pub faces: PieceFaces,
    /// Draw the move helper's marks: blocked targets (crosses), their blockers (dashed rings)
    /// and risky targets in cinnabar. The selection's legal targets are drawn either way.
    pub move_helper: bool,
    /// Draw the glow of endangered own pieces.
    pub dangers: bool,
    pub coordinates: Coordinates,
    /// Red's file numbers in Chinese numerals (九…一 under Red, 1…9 over Black), as the
    /// Chinese notation writes them; otherwise Arabic on both sides.
    pub red_files_in_chinese: bool,
}

impl SceneOptions {
    /// Red at the bottom, the default stage and faces, helper and dangers on, file numbers.
    pub fn new(width: f32, height: f32) -> SceneOptions {
        SceneOptions {
            width,
            height,
            bottom: Color::Red,
            stage: Stage::default(),
            faces: PieceFaces::default(),
            move_helper: true,
            dangers: true,
            coordinates: Coordinates::default(),
            red_files_in_chinese: false,
        }
    }

    /// Where the board lies for these options.
    pub fn geometry(&self) -> BoardGeometry {
        BoardGeometry::new(
            self.width,
            self.height,
            self.bottom,
            self.coordinates != Coordinates::None,
        )
    }
}

/// The point a touch at (`x`, `y`) means for a scene drawn with `options`, or `None`.
pub fn point_at(options: &SceneOptions, x: f32, y: f32) -> Option<Square> {
    options.geometry().point_at(x, y)
}

/// A piece on a point.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct BoardPiece {
    #[serde(serialize_with = "ser_sq")]
    pub point: Square,
    #[serde(serialize_with = "ser_piece")]
    pub piece: Piece,
}

/// A piece being dragged: where it came from, the finger, and the point under the finger.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct DragView {
    #[serde(serialize_with = "ser_sq")]
    pub from: Square,
    pub finger: PixelPoint,
    #[serde(serialize_with = "ser_opt_sq")]
    pub over: Option<Square>,
}

/// How long the last move takes to slide to its point, in milliseconds: both apps advance
/// the scene's `progress` from 0 to 1 over this time (long enough to follow the piece, short
/// enough not to hold up the next touch).
pub const MOVE_ANIMATION_MS: u32 = 250;

/// The last move in motion: its piece `progress` of the way (0..=1, eased here) from its
/// point to its target, a captured piece fading out. The app only advances `progress`.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct MoveAnimation {
    #[serde(serialize_with = "ser_move")]
    pub mv: Move,
    #[serde(serialize_with = "ser_opt_piece")]
    pub captured: Option<Piece>,
    pub progress: f32,
}

/// Everything drawn that is not a setting: the position and the marks on it.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct SceneState {
    pub pieces: Vec<BoardPiece>,
    #[serde(serialize_with = "ser_opt_move")]
    pub last_move: Option<Move>,
    /// Pieces giving check (their rim outlined in cinnabar).
    #[serde(serialize_with = "ser_sqs")]
    pub checkers: Vec<Square>,
    /// Own pieces attacked and undefended (glowing cinnabar when dangers are on).
    #[serde(serialize_with = "ser_sqs")]
    pub dangers: Vec<Square>,
    /// The move helper of the selected piece.
    pub selection: Option<MoveHelp>,
    /// The hint, drawn as an arrow.
    #[serde(serialize_with = "ser_opt_move")]
    pub hint: Option<Move>,
    pub drag: Option<DragView>,
    pub animation: Option<MoveAnimation>,
}

impl SceneState {
    /// The pieces and checkers of a position, with no marks.
    pub fn from_position(pos: &Position) -> SceneState {
        SceneState {
            pieces: pos
                .occupied()
                .filter_map(|s| pos.piece_at(s).map(|piece| BoardPiece { point: s, piece }))
                .collect(),
            checkers: pos.checkers().collect(),
            ..SceneState::default()
        }
    }

    /// A position with the marks computed here: the last move, the move helper of the piece
    /// on `selected` (if there is one), the hint and the dangers of `dangers_of` (standard
    /// rules: no iron pieces). For pictures, previews and tools; a game session uses its own
    /// rules and selection.
    pub fn with_marks(
        pos: &Position,
        last_move: Option<Move>,
        selected: Option<Square>,
        hint: Option<Move>,
        dangers_of: Option<Color>,
    ) -> SceneState {
        SceneState {
            last_move,
            selection: selected.and_then(|s| move_help(pos, s, Bitboard::EMPTY)),
            hint,
            dangers: dangers_of.map_or_else(Vec::new, |c| dangers(pos, c, Bitboard::EMPTY)),
            ..SceneState::from_position(pos)
        }
    }
}

/// What a piece sprite is doing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum SpriteRole {
    /// On its point.
    Resting,
    /// The last move's piece on its way.
    Moving,
    /// Captured by the last move, fading out.
    Captured,
    /// Lifted under the finger.
    Dragged,
}

/// One piece as drawn: a run of `count` primitives from index `first`, the first being its
/// disc. For tests, hit areas and accessibility frames; a painter just paints the list.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct PieceSprite {
    /// The point it stands on (for a moving piece its target, for a dragged one its origin).
    #[serde(serialize_with = "ser_sq")]
    pub point: Square,
    #[serde(serialize_with = "ser_piece")]
    pub piece: Piece,
    pub center: PixelPoint,
    pub radius: f32,
    pub opacity: f32,
    pub role: SpriteRole,
    pub first: u32,
    pub count: u32,
}

/// A whole drawing of the board.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct Scene {
    pub width: f32,
    pub height: f32,
    /// Paint in order.
    pub primitives: Vec<Primitive>,
    pub pieces: Vec<PieceSprite>,
}

impl Scene {
    /// The scene as JSON (`{"width":..,"height":..,"primitives":[..],"pieces":[..]}`).
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_else(|_| "{}".into())
    }
}
