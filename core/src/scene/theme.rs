//! The three stages of seed 001 as named colours and line widths: Bühne (dark lacquer with
//! gold lines), Probe (light silk paper) and Lackbrett (the classic wooden board), and the
//! marks on them in the app's one [`palette`].
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

    /// The marks (last move, selection, targets, check, the helper's and the dangers' marks,
    /// the hint), every colour from [`palette`].
    pub marks: MarkPalette,

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

/// The app's one palette (design principle 8): cinnabar (primary), gold (accent), paper
/// (light surface), lacquer (dark surface) and ink (text). Every mark on the board takes its
/// colour from here. Cinnabar and gold each have a tone for lacquer and one for paper and wood,
/// since one tone does not read on both.
pub mod palette {
    use super::Rgba;

    /// Cinnabar, the primary, on paper and wood (the seal red of the apps' theme).
    pub const CINNABAR: Rgba = Rgba::rgb(0xA4, 0x26, 0x2C);
    /// Cinnabar lifted for lacquer.
    pub const CINNABAR_LIGHT: Rgba = Rgba::rgb(0xE3, 0x42, 0x34);
    /// Gold, the accent, on lacquer (leaf gold).
    pub const GOLD: Rgba = Rgba::rgb(0xE6, 0xBC, 0x52);
    /// Gold deepened for paper and wood.
    pub const GOLD_DEEP: Rgba = Rgba::rgb(0x94, 0x69, 0x0F);
    /// The light surface.
    pub const PAPER: Rgba = Rgba::rgb(0xF7, 0xEF, 0xE3);
    /// The dark surface (Bühne's board).
    pub const LACQUER: Rgba = Rgba::rgb(0x36, 0x14, 0x10);
    /// Text.
    pub const INK: Rgba = Rgba::rgb(0x1F, 0x1B, 0x16);

    /// Every colour of the palette.
    pub const ALL: [Rgba; 7] = [
        CINNABAR,
        CINNABAR_LIGHT,
        GOLD,
        GOLD_DEEP,
        PAPER,
        LACQUER,
        INK,
    ];

    /// Whether `c` (whatever its alpha) is a colour of the palette.
    pub fn contains(c: Rgba) -> bool {
        ALL.iter().any(|p| p.with_alpha(c.a) == c)
    }
}

/// The marks of one stage, each colour one of the [`palette`]'s: the tones of cinnabar and
/// gold that read on the stage's surface, the last move's neutral, and the alphas.
///
/// What each colour marks: gold the selected piece, its targets (dots on empty points, rings
/// around pieces it can capture), the hint arrow and the point under a dragged piece;
/// cinnabar the checking piece, and with the move helper risky targets, blocked targets and
/// their blockers, and the dangers glow; the neutral the last move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct MarkPalette {
    /// Cinnabar (primary): check, risky, blocked, blockers, dangers.
    pub cinnabar: Rgba,
    /// Gold (accent): the selection, its targets, the hint, the drop point.
    pub gold: Rgba,
    /// The last move's from-dot and brackets: paper on lacquer, ink on paper and wood.
    pub last_move: Rgba,
    /// The stage's surface: the keyline around a target dot, clear of the lines under it.
    pub surface: Rgba,
    /// The disc behind a blocked target's cross on a piece.
    pub badge: Rgba,
    /// Alpha of the last move's brackets and the from-dot's outline.
    pub last_move_alpha: u8,
    /// Alpha of the from-dot's fill.
    pub last_move_fill_alpha: u8,
    /// Alpha of a target dot's keyline.
    pub keyline_alpha: u8,
    /// The gold the hint arrow is filled with, its alpha, and its outline's alpha (the
    /// outline in the stage's gold).
    pub hint: Rgba,
    pub hint_alpha: u8,
    pub hint_outline_alpha: u8,
    /// Alpha of the fill under a dragged piece's drop point.
    pub drop_fill_alpha: u8,
    /// Alphas of the dangers glow's layers, outermost first.
    pub glow_alphas: [u8; 3],
}

impl MarkPalette {
    /// The selected piece's ring.
    pub const fn selected(&self) -> Rgba {
        self.gold
    }

    /// A legal target's dot or capture ring; `risky` (only with the move helper) in cinnabar.
    pub const fn target(&self, risky: bool) -> Rgba {
        if risky {
            self.cinnabar
        } else {
            self.gold
        }
    }

    /// The checking piece's outline.
    pub const fn check(&self) -> Rgba {
        self.cinnabar
    }

    /// Blocked targets' crosses and their blockers' dashed rings.
    pub const fn blocked(&self) -> Rgba {
        self.cinnabar
    }

    /// The dangers glow (each layer with its alpha from `glow_alphas`).
    pub const fn danger(&self) -> Rgba {
        self.cinnabar
    }

    /// The hint arrow's fill.
    pub const fn hint(&self) -> Rgba {
        self.hint.with_alpha(self.hint_alpha)
    }

    /// The hint arrow's outline.
    pub const fn hint_outline(&self) -> Rgba {
        self.gold.with_alpha(self.hint_outline_alpha)
    }

    /// The ring of the point under a dragged piece.
    pub const fn drag_target(&self) -> Rgba {
        self.gold
    }
}

/// The marks on Bühne's dark lacquer.
pub const MARKS_ON_LACQUER: MarkPalette = MarkPalette {
    cinnabar: palette::CINNABAR_LIGHT,
    gold: palette::GOLD,
    last_move: palette::PAPER,
    surface: palette::LACQUER,
    badge: palette::PAPER,
    last_move_alpha: 210,
    last_move_fill_alpha: 90,
    keyline_alpha: 200,
    hint: palette::GOLD,
    hint_alpha: 190,
    hint_outline_alpha: 95,
    drop_fill_alpha: 60,
    glow_alphas: [70, 110, 160],
};

/// The marks on Probe's silk paper.
pub const MARKS_ON_PAPER: MarkPalette = MarkPalette {
    cinnabar: palette::CINNABAR,
    gold: palette::GOLD_DEEP,
    last_move: palette::INK,
    surface: palette::PAPER,
    badge: palette::PAPER,
    last_move_alpha: 170,
    last_move_fill_alpha: 60,
    keyline_alpha: 220,
    hint: palette::GOLD,
    hint_alpha: 210,
    hint_outline_alpha: 230,
    drop_fill_alpha: 50,
    glow_alphas: [45, 75, 115],
};

/// The marks on Lackbrett's wood.
pub const MARKS_ON_WOOD: MarkPalette = MarkPalette {
    cinnabar: palette::CINNABAR,
    gold: palette::GOLD_DEEP,
    last_move: palette::INK,
    surface: palette::PAPER,
    badge: palette::PAPER,
    last_move_alpha: 190,
    last_move_fill_alpha: 70,
    keyline_alpha: 160,
    hint: palette::GOLD_DEEP,
    hint_alpha: 190,
    hint_outline_alpha: 120,
    drop_fill_alpha: 60,
    glow_alphas: [60, 95, 140],
};
/// Bühne: dark lacquer with gold lines.
pub const BUEHNE: Theme = Theme {
    backdrop: Rgba::rgb(0x14, 0x0A, 0x08),
    board: palette::LACQUER,
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
    marks: MARKS_ON_LACQUER,
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
    marks: MARKS_ON_PAPER,
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
    marks: MARKS_ON_WOOD,
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
