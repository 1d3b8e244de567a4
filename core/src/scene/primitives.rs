//! What a platform paints: colours, strokes, path commands and the primitives of a scene, all
//! in pixel space (x to the right, y down). Every value a painter needs is in the primitive;
//! a painter holds no colour, width or font size of its own.

use serde::Serialize;

/// A colour: red, green, blue and alpha, 0..=255 each (alpha 255 is opaque; not
/// premultiplied).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct Rgba {
    pub r: u8,
    pub g: u8,
    pub b: u8,
    pub a: u8,
}

impl Rgba {
    /// An opaque colour.
    pub const fn rgb(r: u8, g: u8, b: u8) -> Rgba {
        Rgba { r, g, b, a: 255 }
    }

    /// The same colour with alpha `a`.
    pub const fn with_alpha(self, a: u8) -> Rgba {
        Rgba { a, ..self }
    }

    /// The same colour with its alpha scaled by `opacity` (0..=1).
    pub fn faded(self, opacity: f32) -> Rgba {
        let a = (f32::from(self.a) * opacity.clamp(0.0, 1.0)).round() as u8;
        self.with_alpha(a)
    }

    /// `#rrggbb` (the alpha is written separately where a format needs it).
    pub fn hex(self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.r, self.g, self.b)
    }
}

/// A point in pixel space.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct PixelPoint {
    pub x: f32,
    pub y: f32,
}

impl PixelPoint {
    pub const fn new(x: f32, y: f32) -> PixelPoint {
        PixelPoint { x, y }
    }

    /// The point `t` of the way from `self` to `other`.
    pub fn lerp(self, other: PixelPoint, t: f32) -> PixelPoint {
        PixelPoint::new(
            self.x + (other.x - self.x) * t,
            self.y + (other.y - self.y) * t,
        )
    }

    pub fn distance(self, other: PixelPoint) -> f32 {
        (self.x - other.x).hypot(self.y - other.y)
    }
}

/// How the ends of an open stroke look.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum LineCap {
    Butt,
    Round,
    Square,
}

/// How the corners of a stroke look.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum LineJoin {
    Miter,
    Round,
    Bevel,
}

/// An outline: colour, width in pixels, dash pattern (alternating on/off lengths in pixels;
/// empty for a solid line), caps and joins.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct Stroke {
    pub color: Rgba,
    pub width: f32,
    pub dash: Vec<f32>,
    pub cap: LineCap,
    pub join: LineJoin,
}

impl Stroke {
    /// A solid stroke with butt caps and miter joins.
    pub fn solid(color: Rgba, width: f32) -> Stroke {
        Stroke {
            color,
            width,
            dash: Vec::new(),
            cap: LineCap::Butt,
            join: LineJoin::Miter,
        }
    }

    /// A solid stroke with round caps and joins (drawn art, arrows).
    pub fn round(color: Rgba, width: f32) -> Stroke {
        Stroke {
            cap: LineCap::Round,
            join: LineJoin::Round,
            ..Stroke::solid(color, width)
        }
    }

    /// A dashed stroke (`on`, `off` pixels) with butt caps.
    pub fn dashed(color: Rgba, width: f32, on: f32, off: f32) -> Stroke {
        Stroke {
            dash: vec![on, off],
            ..Stroke::solid(color, width)
        }
    }

    pub fn with_cap(mut self, cap: LineCap) -> Stroke {
        self.cap = cap;
        self
    }
}

/// Which parts of a self-overlapping path are inside.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum FillRule {
    NonZero,
    /// Overlaps cut holes (rings, spokes cut out of a disc).
    EvenOdd,
}

/// One command of a path, in absolute pixel coordinates.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(tag = "cmd", rename_all = "snake_case")]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum PathCommand {
    MoveTo {
        x: f32,
        y: f32,
    },
    LineTo {
        x: f32,
        y: f32,
    },
    /// A quadratic Bézier curve with control point (`cx`, `cy`).
    QuadTo {
        cx: f32,
        cy: f32,
        x: f32,
        y: f32,
    },
    /// A cubic Bézier curve with control points (`c1x`, `c1y`) and (`c2x`, `c2y`).
    CubicTo {
        c1x: f32,
        c1y: f32,
        c2x: f32,
        c2y: f32,
        x: f32,
        y: f32,
    },
    /// Closes the current subpath with a line to its start.
    Close,
}

impl PathCommand {
    /// The end point of the command (`None` for `Close`).
    pub fn end(&self) -> Option<PixelPoint> {
        match *self {
            PathCommand::MoveTo { x, y }
            | PathCommand::LineTo { x, y }
            | PathCommand::QuadTo { x, y, .. }
            | PathCommand::CubicTo { x, y, .. } => Some(PixelPoint::new(x, y)),
            PathCommand::Close => None,
        }
    }
}

/// What a text is; each platform maps the role to its fonts (see [`FontRole::families`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum FontRole {
    /// Writing on the board (楚河 漢界): a Song/Ming serif.
    Board,
    /// The character on a piece: a Song/Ming serif.
    PieceCharacter,
    /// Coordinates (file numbers, ICCS letters and ranks).
    Label,
}

impl FontRole {
    /// Font families for the role, the preferred first (Debian's Noto CJK, the iOS/macOS
    /// system Song, Windows' SimSun, then the generic family).
    pub const fn families(self) -> &'static [&'static str] {
        match self {
            FontRole::Board | FontRole::PieceCharacter => &[
                "Noto Serif CJK SC",
                "Noto Serif CJK TC",
                "Source Han Serif SC",
                "Songti SC",
                "STSong",
                "SimSun",
                "serif",
            ],
            FontRole::Label => &[
                "Noto Sans",
                "Noto Sans CJK SC",
                "DejaVu Sans",
                "Helvetica Neue",
                "Arial",
                "sans-serif",
            ],
        }
    }
}

/// Font weight of a text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum FontWeight {
    Regular,
    Bold,
}

/// Where a text's position lies horizontally. Vertically the position is always the centre
/// of the text's em box (SVG `dominant-baseline: central`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum TextAnchor {
    Start,
    Middle,
    End,
}

/// One drawing instruction. Paint them in order; later ones cover earlier ones.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum Primitive {
    /// An axis-aligned rectangle with rounded corners (`corner_radius` 0 for sharp ones).
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
    /// An open polyline.
    Polyline {
        points: Vec<PixelPoint>,
        stroke: Stroke,
    },
    /// A disc (`fill`) and/or a ring (`stroke`, centred on the radius).
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
        /// Font size (em) in pixels.
        size: f32,
        weight: FontWeight,
        role: FontRole,
        anchor: TextAnchor,
        color: Rgba,
    },
    /// Two crossing diagonal strokes, each `size` pixels from the centre to its end (a
    /// blocked target).
    Cross {
        center: PixelPoint,
        size: f32,
        stroke: Stroke,
    },
}

impl Primitive {
    /// The primitive's name as in the JSON form (`"circle"`, `"path"`...).
    pub fn kind_name(&self) -> &'static str {
        match self {
            Primitive::Rect { .. } => "rect",
            Primitive::Line { .. } => "line",
            Primitive::Polyline { .. } => "polyline",
            Primitive::Circle { .. } => "circle",
            Primitive::Path { .. } => "path",
            Primitive::Text { .. } => "text",
            Primitive::Cross { .. } => "cross",
        }
    }
}
