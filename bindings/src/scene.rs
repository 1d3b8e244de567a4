//! The board scene for the apps: the core's scene types exported as they are
//! (`#[uniffi::remote]`), one call that builds a whole scene, the hit test and the SVG.
//!
//! A painter walks `Scene.primitives` in order onto its canvas (Compose `DrawScope`,
//! SwiftUI `GraphicsContext`); every colour, width and font size is in the primitive.

use crate::XiangqiError;
use xiangqi::scene::{
    self, Coordinates, FillRule, FontRole, FontWeight, LineCap, LineJoin, PathCommand, PieceSprite,
    PixelPoint, Primitive, Rgba, Scene, SceneOptions, SceneState, SpriteRole, Stroke, TextAnchor,
};
use xiangqi::store::{PieceFaces, Stage};
use xiangqi::{Color, Move, Piece, PieceKind, Position, Square};

// Points and moves cross as their ICCS text ("h2", "h2e2"); bad text is a typed error.
// (Issue 23 gives every binding these two; keep one definition when it lands.)
uniffi::custom_type!(Square, String, {
    remote,
    lower: |s| s.to_string(),
    try_lift: |text| Square::parse_iccs(&text).ok_or_else(|| {
        XiangqiError::BadInput(format!("not a point like h2: {text:?}")).into()
    }),
});

uniffi::custom_type!(Move, String, {
    remote,
    lower: |m| m.to_string(),
    try_lift: |text| Move::parse_iccs(&text)
        .map_err(|e| XiangqiError::BadInput(e.to_string()).into()),
});

#[uniffi::remote(Enum)]
pub enum Color {
    Red = 0,
    Black = 1,
}

#[uniffi::remote(Enum)]
pub enum PieceKind {
    General = 0,
    Advisor = 1,
    Elephant = 2,
    Horse = 3,
    Chariot = 4,
    Cannon = 5,
    Soldier = 6,
}

#[uniffi::remote(Record)]
pub struct Piece {
    pub color: Color,
    pub kind: PieceKind,
}

#[uniffi::remote(Enum)]
pub enum Stage {
    Buehne,
    Probe,
    Lackbrett,
}

#[uniffi::remote(Enum)]
pub enum PieceFaces {
    Pictures,
    PictureWithCharacter,
    Characters,
}

#[uniffi::remote(Enum)]
pub enum Coordinates {
    None,
    FileNumbers,
    Iccs,
}

#[uniffi::remote(Record)]
pub struct SceneOptions {
    pub width: f32,
    pub height: f32,
    pub bottom: Color,
    pub stage: Stage,
    pub faces: PieceFaces,
    pub move_helper: bool,
    pub dangers: bool,
    pub coordinates: Coordinates,
}

#[uniffi::remote(Record)]
pub struct Rgba {
    pub r: u8,
    pub g: u8,
    pub b: u8,
    pub a: u8,
}

#[uniffi::remote(Record)]
pub struct PixelPoint {
    pub x: f32,
    pub y: f32,
}

#[uniffi::remote(Enum)]
pub enum LineCap {
    Butt,
    Round,
    Square,
}

#[uniffi::remote(Enum)]
pub enum LineJoin {
    Miter,
    Round,
    Bevel,
}

#[uniffi::remote(Record)]
pub struct Stroke {
    pub color: Rgba,
    pub width: f32,
    pub dash: Vec<f32>,
    pub cap: LineCap,
    pub join: LineJoin,
}

#[uniffi::remote(Enum)]
pub enum FillRule {
    NonZero,
    EvenOdd,
}

#[uniffi::remote(Enum)]
pub enum PathCommand {
    MoveTo {
        x: f32,
        y: f32,
    },
    LineTo {
        x: f32,
        y: f32,
    },
    QuadTo {
        cx: f32,
        cy: f32,
        x: f32,
        y: f32,
    },
    CubicTo {
        c1x: f32,
        c1y: f32,
        c2x: f32,
        c2y: f32,
        x: f32,
        y: f32,
    },
    Close,
}

#[uniffi::remote(Enum)]
pub enum FontRole {
    Board,
    PieceCharacter,
    Label,
}

#[uniffi::remote(Enum)]
pub enum FontWeight {
    Regular,
    Bold,
}

#[uniffi::remote(Enum)]
pub enum TextAnchor {
    Start,
    Middle,
    End,
}

#[uniffi::remote(Enum)]
pub enum Primitive {
    Rect {
        x: f32,
        y: f32,
        width: f32,
        height: f32,
        corner_radius: f32,
        fill: Option<Rgba>,
        stroke: Option<Stroke>,
    },
    Line {
        from: PixelPoint,
        to: PixelPoint,
        stroke: Stroke,
    },
    Polyline {
        points: Vec<PixelPoint>,
        stroke: Stroke,
    },
    Circle {
        center: PixelPoint,
        radius: f32,
        fill: Option<Rgba>,
        stroke: Option<Stroke>,
    },
    Path {
        commands: Vec<PathCommand>,
        fill: Option<Rgba>,
        fill_rule: FillRule,
        stroke: Option<Stroke>,
    },
    Text {
        text: String,
        position: PixelPoint,
        size: f32,
        weight: FontWeight,
        role: FontRole,
        anchor: TextAnchor,
        color: Rgba,
    },
    Cross {
        center: PixelPoint,
        size: f32,
        stroke: Stroke,
    },
}

#[uniffi::remote(Enum)]
pub enum SpriteRole {
    Resting,
    Moving,
    Captured,
    Dragged,
}

#[uniffi::remote(Record)]
pub struct PieceSprite {
    pub point: Square,
    pub piece: Piece,
    pub center: PixelPoint,
    pub radius: f32,
    pub opacity: f32,
    pub role: SpriteRole,
    pub first: u32,
    pub count: u32,
}

#[uniffi::remote(Record)]
pub struct Scene {
    pub width: f32,
    pub height: f32,
    pub primitives: Vec<Primitive>,
    pub pieces: Vec<PieceSprite>,
}

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
) -> Result<Scene, XiangqiError> {
    let pos = Position::from_fen(&fen).map_err(|e| XiangqiError::BadFen(e.to_string()))?;
    let dangers_of = options.dangers.then_some(options.bottom);
    let state = SceneState::with_marks(&pos, last_move, selected, hint, dangers_of);
    Ok(scene::build(&state, &options))
}

/// The point a touch at (`x`, `y`) means in a scene drawn with `options`, or none.
#[uniffi::export]
pub fn point_at(options: SceneOptions, x: f32, y: f32) -> Option<Square> {
    scene::point_at(&options, x, y)
}

/// The scene as an SVG document (sharing a position as a picture).
#[uniffi::export]
pub fn scene_to_svg(scene: Scene) -> String {
    scene::to_svg(&scene)
}

/// Font families for a text role, the preferred first (map the role to an installed font
/// once; the scene's texts name only their role).
#[uniffi::export]
pub fn font_families(role: FontRole) -> Vec<String> {
    role.families().iter().map(|f| f.to_string()).collect()
}
