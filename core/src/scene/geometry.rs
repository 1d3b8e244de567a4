//! Where the board lies in the canvas: the grid's spacing and origin, the centre of every
//! point, and the other way round, which point a touch means.
//!
//! The grid has 9 x 10 points, so 8 x 9 spacings. Around it the board keeps a pad for the
//! pieces on the edge points (and the coordinates, when shown): the board keeps its aspect
//! and is centred in the canvas, whatever the canvas's shape.

use super::primitives::PixelPoint;
use crate::types::{Color, Square};
use serde::Serialize;

/// Number of files (columns of points).
pub const FILES: usize = 9;
/// Number of ranks (rows of points).
pub const RANKS: usize = 10;

/// Radius of a piece, in spacings.
pub const PIECE_RADIUS: f32 = 0.45;
/// A touch farther than this from every point (in spacings) means no point. Under half a
/// spacing, so a touch halfway between two points means neither.
pub const HIT_RADIUS: f32 = 0.45;
/// The outer frame line lies this far outside the outermost grid lines (in spacings).
pub const FRAME_OFFSET: f32 = 0.16;
/// Distance from the grid edge to the board's edge, with coordinates shown (in spacings).
pub const PAD_WITH_COORDINATES: f32 = 1.0;
/// Distance from the grid edge to the board's edge without coordinates (in spacings).
pub const PAD_PLAIN: f32 = 0.62;
/// Distance from the grid edge to the centre of a coordinate label (in spacings).
pub const LABEL_OFFSET: f32 = 0.74;
/// Below this spacing (in pixels) the spacing is not rounded down to whole pixels.
const MIN_SNAPPED_SPACING: f32 = 8.0;

/// The board's placement in a canvas.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct BoardGeometry {
    /// Canvas size in pixels.
    pub width: f32,
    pub height: f32,
    /// The centre of the top-left point as seen, in pixels.
    pub origin: PixelPoint,
    /// Distance between neighbouring points, in pixels.
    pub spacing: f32,
    /// Distance from the grid edge to the board's edge, in pixels.
    pub pad: f32,
    /// The side drawn at the bottom.
    #[serde(serialize_with = "super::ser_color")]
    pub bottom: Color,
}

impl BoardGeometry {
    /// The largest board that fits `width` x `height` pixels, centred. With `coordinates`
    /// the pad leaves room for the labels.
    ///
    /// The spacing is rounded down to whole pixels and the grid lines fall on pixel centres,
    /// so thin lines stay crisp when the canvas is in device pixels.
    pub fn new(width: f32, height: f32, bottom: Color, coordinates: bool) -> BoardGeometry {
        let width = width.max(1.0);
        let height = height.max(1.0);
        let pad_units = if coordinates {
            PAD_WITH_COORDINATES
        } else {
            PAD_PLAIN
        };
        let across = (FILES - 1) as f32 + 2.0 * pad_units;
        let down = (RANKS - 1) as f32 + 2.0 * pad_units;
        let mut spacing = (width / across).min(height / down);
        if spacing >= MIN_SNAPPED_SPACING {
            spacing = spacing.floor();
        }
        let grid_w = (FILES - 1) as f32 * spacing;
        let grid_h = (RANKS - 1) as f32 * spacing;
        let snap = |v: f32| {
            if spacing >= MIN_SNAPPED_SPACING {
                v.floor() + 0.5
            } else {
                v
            }
        };
        BoardGeometry {
            width,
            height,
            origin: PixelPoint::new(snap((width - grid_w) / 2.0), snap((height - grid_h) / 2.0)),
            spacing,
            pad: pad_units * spacing,
            bottom,
        }
    }

    /// Column (0 = left) and row (0 = top) of a point as seen.
    pub fn cell(&self, s: Square) -> (usize, usize) {
        let (f, r) = (s.file().index(), s.rank().index());
        match self.bottom {
            Color::Red => (f, RANKS - 1 - r),
            Color::Black => (FILES - 1 - f, r),
        }
    }

    /// The point at a column and row as seen.
    pub fn square_at_cell(&self, col: usize, row: usize) -> Option<Square> {
        if col >= FILES || row >= RANKS {
            return None;
        }
        let (f, r) = match self.bottom {
            Color::Red => (col, RANKS - 1 - row),
            Color::Black => (FILES - 1 - col, row),
        };
        Square::from_file_rank(f as i32, r as i32)
    }

    /// Pixel position of a column and row (fractions allowed).
    pub fn cell_center(&self, col: f32, row: f32) -> PixelPoint {
        PixelPoint::new(
            self.origin.x + col * self.spacing,
            self.origin.y + row * self.spacing,
        )
    }

    /// The centre of a point.
    pub fn center(&self, s: Square) -> PixelPoint {
        let (c, r) = self.cell(s);
        self.cell_center(c as f32, r as f32)
    }

    /// The point a touch at (`x`, `y`) means: the nearest point, if the touch is within
    /// [`HIT_RADIUS`] of it; `None` off the board or between points.
    pub fn point_at(&self, x: f32, y: f32) -> Option<Square> {
        if !(x.is_finite() && y.is_finite()) || self.spacing <= 0.0 {
            return None;
        }
        let col = ((x - self.origin.x) / self.spacing).round();
        let row = ((y - self.origin.y) / self.spacing).round();
        if col < 0.0 || row < 0.0 || col >= FILES as f32 || row >= RANKS as f32 {
            return None;
        }
        let c = self.cell_center(col, row);
        if c.distance(PixelPoint::new(x, y)) > HIT_RADIUS * self.spacing {
            return None;
        }
        self.square_at_cell(col as usize, row as usize)
    }

    /// Radius of a piece in pixels.
    pub fn piece_radius(&self) -> f32 {
        PIECE_RADIUS * self.spacing
    }

    /// The board's rectangle (grid plus pad): x, y, width, height.
    pub fn board_rect(&self) -> (f32, f32, f32, f32) {
        let x = self.origin.x - self.pad;
        let y = self.origin.y - self.pad;
        (
            x,
            y,
            (FILES - 1) as f32 * self.spacing + 2.0 * self.pad,
            (RANKS - 1) as f32 * self.spacing + 2.0 * self.pad,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_board_is_centred_and_keeps_its_aspect() {
        for (w, h) in [
            (320.0, 356.0),
            (2048.0, 2732.0),
            (2732.0, 2048.0),
            (700.0, 400.0),
        ] {
            let g = BoardGeometry::new(w, h, Color::Red, true);
            let (x, y, bw, bh) = g.board_rect();
            assert!(x >= -0.5 && y >= -0.5 && x + bw <= w + 0.5 && y + bh <= h + 0.5);
            assert!(((x + bw / 2.0) - w / 2.0).abs() <= 1.0, "{w}x{h}");
            assert!(((y + bh / 2.0) - h / 2.0).abs() <= 1.0, "{w}x{h}");
            assert!((bw / bh - 10.0 / 11.0).abs() < 1e-3, "{w}x{h}");
        }
    }

    #[test]
    fn red_at_the_bottom_puts_a0_bottom_left_and_black_turns_it() {
        let red = BoardGeometry::new(400.0, 440.0, Color::Red, false);
        let black = BoardGeometry::new(400.0, 440.0, Color::Black, false);
        let a0 = Square::parse_iccs("a0").unwrap();
        assert_eq!(red.cell(a0), (0, 9));
        assert_eq!(black.cell(a0), (8, 0));
    }
}
