//! The three stages of seed 001 as named colours and line widths: Bühne (dark lacquer with
//! gold lines), Probe (light silk paper) and Lackbrett (the classic wooden board).
//!
//! Widths are in spacings (the distance between two points), so every size scales with the
//! board; the builder turns them into pixels.

use super::primitives::Rgba;
use super::Stage;
use crate::types::Color;
use serde::Serialize;

/// Colours and widths of one stage.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Theme {
    /// The canvas around the board.
    pub backdrop: Rgba,
    /// The board's surface.
    pub board: Rgba,
    /// The board's edge line.
    pub board_edge: Rgba,
    /// Faint texture lines across the board (wood grain, silk fibres), if any.
    pub grain: Option<Rgba>,
    /// How many texture lines, and how much they wave (in gaps between two lines).
    pub grain_lines: u32,
    pub grain_wave: f32,
    /// Grid, palace diagonals and point marks.
    pub line: Rgba,
    /// The outer frame around the grid.
    pub frame: Rgba,
    /// 楚河 漢界.
    pub river_text: Rgba,
    /// Coordinates.
    pub label: Rgba,

    /// The pieces' lacquer, metal and ink.
    pub pieces: PieceSet,
    /// The shadow under a piece.
    pub piece_shadow: Rgba,
    /// The lacquer's gloss on the upper half of a piece.
    pub piece_gloss: Rgba,

    /// Last move: the point it left and the point it reached.
    pub last_move: Rgba,
    /// The selected piece.
    pub selected: Rgba,
    /// Legal targets (green).
    pub legal: Rgba,
    /// Blocked targets (red cross) and their blockers (red dashed ring).
    pub blocked: Rgba,
    /// The light disc behind the cross of a blocked target that holds a piece.
    pub badge: Rgba,
    /// Risky targets (orange).
    pub risky: Rgba,
    /// The piece giving check (red outline).
    pub check: Rgba,
    /// Endangered own pieces (orange glow).
    pub danger: Rgba,
    /// The hint arrow.
    pub hint: Rgba,
    /// The point under a dragged piece.
    pub drag_target: Rgba,

    /// Widths in spacings.
    pub grid_width: f32,
    pub frame_width: f32,
    pub board_edge_width: f32,
    pub grain_width: f32,
    pub mark_width: f32,
    /// Outer ring of a piece.
    pub ring_width: f32,
    /// The fine incised circle inside the ring.
    pub inner_ring_width: f32,
}

/// The colours of a set of pieces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct PieceSet {
    /// Red pieces: light lacquer, a gold ring, vermilion ink.
    pub red_body: Rgba,
    pub red_ring: Rgba,
    pub red_ink: Rgba,
    /// Black pieces: dark lacquer, a silver ring, silver ink.
    pub black_body: Rgba,
    pub black_ring: Rgba,
    pub black_ink: Rgba,
}

impl PieceSet {
    /// Body, ring and ink of a side's pieces.
    pub const fn of(&self, color: Color) -> (Rgba, Rgba, Rgba) {
        match color {
            Color::Red => (self.red_body, self.red_ring, self.red_ink),
            Color::Black => (self.black_body, self.black_ring, self.black_ink),
        }
    }
}

/// The lacquered set of seed 001, the same on every stage.
pub const LACQUER_PIECES: PieceSet = PieceSet {
    red_body: Rgba::rgb(0xF4, 0xE7, 0xCB),
    red_ring: Rgba::rgb(0xC8, 0x9F, 0x45),
    red_ink: Rgba::rgb(0xB2, 0x22, 0x1B),
    black_body: Rgba::rgb(0x22, 0x23, 0x29),
    black_ring: Rgba::rgb(0xC4, 0xC9, 0xD2),
    black_ink: Rgba::rgb(0xE6, 0xE9, 0xEE),
};
const SHADOW: Rgba = Rgba {
    r: 0,
    g: 0,
    b: 0,
    a: 96,
};
const GLOSS: Rgba = Rgba {
    r: 255,
    g: 255,
    b: 255,
    a: 34,
};

/// Mark colours shared by the light stages.
const GREEN: Rgba = Rgba::rgb(0x21, 0x9A, 0x4A);
const RED: Rgba = Rgba::rgb(0xD6, 0x22, 0x36);
const ORANGE: Rgba = Rgba::rgb(0xEE, 0x85, 0x14);
const SKY: Rgba = Rgba::rgb(0x1F, 0x8F, 0xD6);

/// Bühne: dark lacquer with gold lines.
pub const BUEHNE: Theme = Theme {
    backdrop: Rgba::rgb(0x14, 0x0A, 0x08),
    board: Rgba::rgb(0x36, 0x14, 0x10),
    board_edge: Rgba::rgb(0x9A, 0x76, 0x30),
    grain: None,
    grain_lines: 0,
    grain_wave: 0.0,
    line: Rgba::rgb(0xC9, 0xA5, 0x4E),
    frame: Rgba::rgb(0xD6, 0xB3, 0x5C),
    river_text: Rgba::rgb(0xD8, 0xB8, 0x62),
    label: Rgba::rgb(0xB8, 0x95, 0x4A),
    pieces: LACQUER_PIECES,
    piece_shadow: SHADOW,
    piece_gloss: GLOSS,
    last_move: Rgba::rgb(0xF2, 0xD3, 0x7A),
    selected: Rgba::rgb(0x4F, 0xC3, 0xF7),
    legal: Rgba::rgb(0x4C, 0xD0, 0x6E),
    blocked: Rgba::rgb(0xFF, 0x45, 0x4F),
    badge: Rgba::rgb(0xFF, 0xF6, 0xE2),
    risky: Rgba::rgb(0xFF, 0x9E, 0x2C),
    check: Rgba::rgb(0xFF, 0x3B, 0x3B),
    danger: Rgba::rgb(0xFF, 0x93, 0x1E),
    hint: Rgba {
        r: 0x86,
        g: 0xE0,
        b: 0xC8,
        a: 200,
    },
    drag_target: Rgba::rgb(0x4F, 0xC3, 0xF7),
    grid_width: 0.02,
    frame_width: 0.055,
    board_edge_width: 0.03,
    grain_width: 0.0,
    mark_width: 0.055,
    ring_width: 0.06,
    inner_ring_width: 0.022,
};

/// Probe: light silk paper with ink lines.
pub const PROBE: Theme = Theme {
    backdrop: Rgba::rgb(0xE4, 0xDC, 0xCB),
    board: Rgba::rgb(0xF7, 0xF2, 0xE6),
    board_edge: Rgba::rgb(0xC9, 0xBD, 0xA5),
    grain: Some(Rgba {
        r: 0xE0,
        g: 0xD6,
        b: 0xBF,
        a: 120,
    }),
    grain_lines: 56,
    grain_wave: 0.6,
    line: Rgba::rgb(0x5E, 0x50, 0x43),
    frame: Rgba::rgb(0x4E, 0x41, 0x36),
    river_text: Rgba::rgb(0x8C, 0x7B, 0x69),
    label: Rgba::rgb(0x7D, 0x6C, 0x5A),
    pieces: LACQUER_PIECES,
    piece_shadow: Rgba { a: 70, ..SHADOW },
    piece_gloss: GLOSS,
    last_move: SKY,
    selected: SKY,
    legal: GREEN,
    blocked: RED,
    badge: Rgba::rgb(0xFF, 0xFF, 0xFF),
    risky: ORANGE,
    check: RED,
    danger: ORANGE,
    hint: Rgba {
        r: 0x1B,
        g: 0x7F,
        b: 0x8E,
        a: 190,
    },
    drag_target: SKY,
    grid_width: 0.017,
    frame_width: 0.045,
    board_edge_width: 0.02,
    grain_width: 0.008,
    mark_width: 0.05,
    ring_width: 0.06,
    inner_ring_width: 0.022,
};

/// Lackbrett: the classic wooden board.
pub const LACKBRETT: Theme = Theme {
    backdrop: Rgba::rgb(0x3A, 0x25, 0x16),
    board: Rgba::rgb(0xDE, 0xB2, 0x6C),
    board_edge: Rgba::rgb(0x8E, 0x5F, 0x2C),
    grain: Some(Rgba {
        r: 0xC6,
        g: 0x93,
        b: 0x4E,
        a: 120,
    }),
    grain_lines: 22,
    grain_wave: 0.55,
    line: Rgba::rgb(0x46, 0x27, 0x12),
    frame: Rgba::rgb(0x3E, 0x22, 0x0F),
    river_text: Rgba::rgb(0x5C, 0x35, 0x17),
    label: Rgba::rgb(0x5C, 0x35, 0x17),
    pieces: LACQUER_PIECES,
    piece_shadow: Rgba { a: 90, ..SHADOW },
    piece_gloss: GLOSS,
    last_move: Rgba::rgb(0x1D, 0x6F, 0xB8),
    selected: Rgba::rgb(0x16, 0x84, 0xD0),
    legal: Rgba::rgb(0x1B, 0x8C, 0x3F),
    blocked: RED,
    badge: Rgba::rgb(0xFF, 0xF8, 0xEA),
    risky: Rgba::rgb(0xE5, 0x6F, 0x00),
    check: RED,
    danger: Rgba::rgb(0xF0, 0x7A, 0x00),
    hint: Rgba {
        r: 0x7A,
        g: 0x3E,
        b: 0x9D,
        a: 180,
    },
    drag_target: Rgba::rgb(0x16, 0x84, 0xD0),
    grid_width: 0.021,
    frame_width: 0.05,
    board_edge_width: 0.03,
    grain_width: 0.016,
    mark_width: 0.055,
    ring_width: 0.06,
    inner_ring_width: 0.022,
};

impl Theme {
    /// The theme of a stage.
    pub const fn of(stage: Stage) -> &'static Theme {
        match stage {
            Stage::Buehne => &BUEHNE,
            Stage::Probe => &PROBE,
            Stage::Lackbrett => &LACKBRETT,
        }
    }
}
