//! The piece pictures (seed 001: crown, fan, elephant, horse, wheel, cannon, spear) as vector
//! drawings, and the classic characters.
//!
//! A picture is drawn in a unit box: x to the right, y down, the piece's centre at (0, 0) and
//! everything within a radius of 1.1 (the builder scales the unit so that this stays inside the
//! piece's inner ring). Each part is filled and/or stroked with one of
//! three inks of the piece: its ink (vermilion or silver), its body (lacquer, used to cut
//! details out of the ink) or its ring metal (gold or silver accents). The builder scales the
//! box to the piece.

use super::primitives::PathCommand;
use crate::types::{Color, Piece, PieceKind};
use std::sync::OnceLock;

/// Which of the piece's colours a part uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Paint {
    /// Vermilion on red pieces, silver on black ones.
    Ink,
    /// The lacquer of the piece: cuts details out of the ink.
    Body,
    /// The ring's metal: gold or silver accents.
    Ring,
}

/// One filled and/or stroked path of a picture, in unit coordinates.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct ArtPart {
    pub commands: Vec<PathCommand>,
    pub fill: Option<Paint>,
    /// Stroke ink and width (in units).
    pub stroke: Option<(Paint, f32)>,
    /// Round caps and joins for the stroke (else butt caps and miter joins).
    pub round: bool,
    /// Overlapping subpaths cut holes.
    pub even_odd: bool,
}

/// The classic character of a piece: Red 帥仕相傌俥炮兵, Black 將士象馬車砲卒.
pub const fn character(piece: Piece) -> &'static str {
    match (piece.color, piece.kind) {
        (Color::Red, PieceKind::General) => "帥",
        (Color::Red, PieceKind::Advisor) => "仕",
        (Color::Red, PieceKind::Elephant) => "相",
        (Color::Red, PieceKind::Horse) => "傌",
        (Color::Red, PieceKind::Chariot) => "俥",
        (Color::Red, PieceKind::Cannon) => "炮",
        (Color::Red, PieceKind::Soldier) => "兵",
        (Color::Black, PieceKind::General) => "將",
        (Color::Black, PieceKind::Advisor) => "士",
        (Color::Black, PieceKind::Elephant) => "象",
        (Color::Black, PieceKind::Horse) => "馬",
        (Color::Black, PieceKind::Chariot) => "車",
        (Color::Black, PieceKind::Cannon) => "砲",
        (Color::Black, PieceKind::Soldier) => "卒",
    }
}

/// The picture of a piece kind (built once).
pub(crate) fn picture(kind: PieceKind) -> &'static [ArtPart] {
    static PICTURES: OnceLock<[Vec<ArtPart>; 7]> = OnceLock::new();
    let all = PICTURES.get_or_init(|| {
        [
            crown(),
            fan(),
            elephant(),
            horse(),
            wheel(),
            cannon(),
            spear(),
        ]
    });
    &all[kind.index()]
}

/// Every point of a picture lies within this radius of its centre (in units; the tests here
/// check the pictures, the builder checks its scales against it).
pub(crate) const MAX_RADIUS: f32 = 1.1;

/// Bézier handle length for a quarter circle.
const KAPPA: f32 = 0.552_284_8;

/// A path pen in unit coordinates with an optional rotation (degrees, clockwise on screen)
/// about the origin followed by a shift.
struct Pen {
    cmds: Vec<PathCommand>,
    cos: f32,
    sin: f32,
    dx: f32,
    dy: f32,
}

impl Pen {
    fn new() -> Pen {
        Pen::rotated(0.0, 0.0, 0.0)
    }

    fn rotated(degrees: f32, dx: f32, dy: f32) -> Pen {
        let r = degrees.to_radians();
        Pen {
            cmds: Vec::new(),
            cos: r.cos(),
            sin: r.sin(),
            dx,
            dy,
        }
    }

    fn xf(&self, x: f32, y: f32) -> (f32, f32) {
        (
            x * self.cos - y * self.sin + self.dx,
            x * self.sin + y * self.cos + self.dy,
        )
    }

    fn m(mut self, x: f32, y: f32) -> Pen {
        let (x, y) = self.xf(x, y);
        self.cmds.push(PathCommand::MoveTo { x, y });
        self
    }

    fn l(mut self, x: f32, y: f32) -> Pen {
        let (x, y) = self.xf(x, y);
        self.cmds.push(PathCommand::LineTo { x, y });
        self
    }

    fn q(mut self, cx: f32, cy: f32, x: f32, y: f32) -> Pen {
        let (cx, cy) = self.xf(cx, cy);
        let (x, y) = self.xf(x, y);
        self.cmds.push(PathCommand::QuadTo { cx, cy, x, y });
        self
    }

    #[allow(clippy::too_many_arguments)]
    fn c(mut self, c1x: f32, c1y: f32, c2x: f32, c2y: f32, x: f32, y: f32) -> Pen {
        let (c1x, c1y) = self.xf(c1x, c1y);
        let (c2x, c2y) = self.xf(c2x, c2y);
        let (x, y) = self.xf(x, y);
        self.cmds.push(PathCommand::CubicTo {
            c1x,
            c1y,
            c2x,
            c2y,
            x,
            y,
        });
        self
    }

    fn z(mut self) -> Pen {
        self.cmds.push(PathCommand::Close);
        self
    }

    /// An arc of a circle around (`cx`, `cy`) from angle `a0` to `a1` (degrees, clockwise on
    /// screen from the positive x axis), as cubic pieces of at most 45 degrees. Starts with a
    /// line to the arc's start when `join`, else with a move.
    fn arc(mut self, cx: f32, cy: f32, r: f32, a0: f32, a1: f32, join: bool) -> Pen {
        let pieces = ((a1 - a0).abs() / 45.0).ceil().max(1.0) as usize;
        let step = (a1 - a0) / pieces as f32;
        let at = |a: f32| {
            let t = a.to_radians();
            (cx + r * t.cos(), cy + r * t.sin())
        };
        let (sx, sy) = at(a0);
        self = if join { self.l(sx, sy) } else { self.m(sx, sy) };
        let k = 4.0 / 3.0 * (step.to_radians() / 4.0).tan();
        for i in 0..pieces {
            let (b0, b1) = (a0 + step * i as f32, a0 + step * (i + 1) as f32);
            let (x0, y0) = at(b0);
            let (x1, y1) = at(b1);
            let (t0, t1) = (b0.to_radians(), b1.to_radians());
            self = self.c(
                x0 - k * r * t0.sin(),
                y0 + k * r * t0.cos(),
                x1 + k * r * t1.sin(),
                y1 - k * r * t1.cos(),
                x1,
                y1,
            );
        }
        self
    }

    /// A whole circle as one closed subpath.
    fn circle(self, cx: f32, cy: f32, r: f32) -> Pen {
        let k = KAPPA * r;
        self.m(cx + r, cy)
            .c(cx + r, cy + k, cx + k, cy + r, cx, cy + r)
            .c(cx - k, cy + r, cx - r, cy + k, cx - r, cy)
            .c(cx - r, cy - k, cx - k, cy - r, cx, cy - r)
            .c(cx + k, cy - r, cx + r, cy - k, cx + r, cy)
            .z()
    }

    /// A rectangle with rounded corners as one closed subpath.
    fn rounded_rect(self, x0: f32, y0: f32, x1: f32, y1: f32, r: f32) -> Pen {
        let k = (1.0 - KAPPA) * r;
        self.m(x0 + r, y0)
            .l(x1 - r, y0)
            .c(x1 - k, y0, x1, y0 + k, x1, y0 + r)
            .l(x1, y1 - r)
            .c(x1, y1 - k, x1 - k, y1, x1 - r, y1)
            .l(x0 + r, y1)
            .c(x0 + k, y1, x0, y1 - k, x0, y1 - r)
            .l(x0, y0 + r)
            .c(x0, y0 + k, x0 + k, y0, x0 + r, y0)
            .z()
    }

    fn fill(self, ink: Paint) -> ArtPart {
        ArtPart {
            commands: self.cmds,
            fill: Some(ink),
            stroke: None,
            round: true,
            even_odd: false,
        }
    }

    fn fill_even_odd(self, ink: Paint) -> ArtPart {
        ArtPart {
            even_odd: true,
            ..self.fill(ink)
        }
    }

    fn fill_outlined(self, ink: Paint, outline: Paint, width: f32) -> ArtPart {
        ArtPart {
            stroke: Some((outline, width)),
            ..self.fill(ink)
        }
    }

    fn stroke(self, ink: Paint, width: f32) -> ArtPart {
        ArtPart {
            commands: self.cmds,
            fill: None,
            stroke: Some((ink, width)),
            round: true,
            even_odd: false,
        }
    }

    fn stroke_butt(self, ink: Paint, width: f32) -> ArtPart {
        ArtPart {
            round: false,
            ..self.stroke(ink, width)
        }
    }
}

/// General: a crown with three points, a jewelled band and a gem.
fn crown() -> Vec<ArtPart> {
    vec![
        Pen::new()
            .m(-0.6, 0.26)
            .l(-0.74, -0.32)
            .q(-0.5, -0.1, -0.33, -0.02)
            .q(-0.14, -0.22, 0.0, -0.54)
            .q(0.14, -0.22, 0.33, -0.02)
            .q(0.5, -0.1, 0.74, -0.32)
            .l(0.6, 0.26)
            .z()
            .fill(Paint::Ink),
        Pen::new()
            .circle(-0.75, -0.42, 0.09)
            .circle(0.0, -0.65, 0.09)
            .circle(0.75, -0.42, 0.09)
            .fill(Paint::Ink),
        Pen::new()
            .rounded_rect(-0.66, 0.33, 0.66, 0.55, 0.05)
            .fill(Paint::Ink),
        Pen::new()
            .circle(-0.38, 0.44, 0.055)
            .circle(0.0, 0.44, 0.055)
            .circle(0.38, 0.44, 0.055)
            .fill(Paint::Ring),
        Pen::new()
            .m(0.0, -0.06)
            .l(0.11, 0.1)
            .l(0.0, 0.26)
            .l(-0.11, 0.1)
            .z()
            .fill(Paint::Ring),
    ]
}

/// Advisor: an open folding fan with ribs, guard sticks, a rivet and a tassel.
fn fan() -> Vec<ArtPart> {
    let (px, py) = (0.0, 0.34);
    let (outer, inner) = (0.9, 0.32);
    let (a0, a1) = (-148.0, -32.0);
    let mut parts = vec![Pen::new()
        .arc(px, py, outer, a0, a1, false)
        .arc(px, py, inner, a1, a0, true)
        .z()
        .fill(Paint::Ink)];
    let folds = 8;
    let mut ribs = Pen::new();
    for k in 1..folds {
        let a = (a0 + (a1 - a0) * k as f32 / folds as f32).to_radians();
        ribs = ribs
            .m(px + inner * a.cos(), py + inner * a.sin())
            .l(px + (outer - 0.02) * a.cos(), py + (outer - 0.02) * a.sin());
    }
    parts.push(ribs.stroke_butt(Paint::Body, 0.032));
    let mut sticks = Pen::new();
    for k in (0..=folds).step_by(2) {
        let a = (a0 + (a1 - a0) * k as f32 / folds as f32).to_radians();
        sticks = sticks
            .m(px, py)
            .l(px + (inner + 0.02) * a.cos(), py + (inner + 0.02) * a.sin());
    }
    parts.push(sticks.stroke(Paint::Ink, 0.05));
    parts.push(
        Pen::new()
            .m(px, py)
            .l(px, py + 0.3)
            .stroke(Paint::Ring, 0.035),
    );
    parts.push(
        Pen::new()
            .m(px, py + 0.26)
            .c(px + 0.09, py + 0.34, px + 0.07, py + 0.5, px, py + 0.56)
            .c(px - 0.07, py + 0.5, px - 0.09, py + 0.34, px, py + 0.26)
            .z()
            .fill(Paint::Ring),
    );
    parts.push(Pen::new().circle(px, py, 0.075).fill(Paint::Ring));
    parts
}

/// Elephant: a head from the front with broad ears, a curled trunk and tusks.
fn elephant() -> Vec<ArtPart> {
    let ear = |s: f32| {
        Pen::new()
            .m(-0.2 * s, -0.42)
            .c(-0.55 * s, -0.66, -0.96 * s, -0.46, -0.9 * s, -0.06)
            .c(-0.86 * s, 0.3, -0.55 * s, 0.42, -0.28 * s, 0.22)
            .z()
            .fill(Paint::Ink)
    };
    let fold = |s: f32| {
        Pen::new()
            .m(-0.36 * s, -0.36)
            .c(-0.62 * s, -0.46, -0.8 * s, -0.28, -0.76 * s, -0.04)
            .c(-0.74 * s, 0.12, -0.62 * s, 0.22, -0.48 * s, 0.22)
            .stroke(Paint::Body, 0.032)
    };
    let tusk = |s: f32| {
        Pen::new()
            .m(-0.13 * s, 0.22)
            .c(-0.17 * s, 0.42, -0.3 * s, 0.52, -0.46 * s, 0.5)
            .c(-0.33 * s, 0.43, -0.26 * s, 0.34, -0.23 * s, 0.17)
            .z()
            .fill(Paint::Ring)
    };
    vec![
        ear(1.0),
        ear(-1.0),
        fold(1.0),
        fold(-1.0),
        Pen::new()
            .m(-0.34, 0.04)
            .c(-0.42, -0.34, -0.22, -0.56, 0.0, -0.56)
            .c(0.22, -0.56, 0.42, -0.34, 0.34, 0.04)
            .c(0.3, 0.2, 0.16, 0.24, 0.13, 0.36)
            .l(0.11, 0.56)
            .c(0.11, 0.64, 0.18, 0.66, 0.22, 0.6)
            .c(0.25, 0.56, 0.33, 0.56, 0.33, 0.62)
            .c(0.32, 0.78, 0.04, 0.82, -0.06, 0.64)
            .l(-0.12, 0.36)
            .c(-0.16, 0.24, -0.3, 0.2, -0.34, 0.04)
            .z()
            .fill_outlined(Paint::Ink, Paint::Body, 0.05),
        tusk(1.0),
        tusk(-1.0),
        Pen::new()
            .circle(-0.16, -0.16, 0.05)
            .circle(0.16, -0.16, 0.05)
            .fill(Paint::Body),
        Pen::new()
            .m(0.0, -0.5)
            .l(0.08, -0.4)
            .l(0.0, -0.3)
            .l(-0.08, -0.4)
            .z()
            .fill(Paint::Ring),
    ]
}

/// Horse: a head and neck in profile, with mane, eye and a gold or silver bridle.
fn horse() -> Vec<ArtPart> {
    vec![
        Pen::new()
            .m(0.44, 0.7)
            .l(-0.4, 0.7)
            .c(-0.42, 0.44, -0.22, 0.3, -0.17, 0.12)
            .c(-0.3, 0.1, -0.5, 0.08, -0.62, 0.02)
            .c(-0.76, -0.06, -0.76, -0.22, -0.64, -0.28)
            .c(-0.48, -0.42, -0.32, -0.56, -0.14, -0.6)
            .l(-0.06, -0.86)
            .l(0.06, -0.6)
            .c(0.36, -0.54, 0.58, -0.22, 0.58, 0.14)
            .c(0.58, 0.38, 0.48, 0.56, 0.44, 0.7)
            .z()
            .fill(Paint::Ink),
        Pen::new()
            .rounded_rect(-0.5, 0.72, 0.52, 0.84, 0.04)
            .fill(Paint::Ink),
        Pen::new()
            .m(0.12, -0.5)
            .q(0.32, -0.4, 0.38, -0.2)
            .m(0.22, -0.32)
            .q(0.4, -0.2, 0.44, 0.02)
            .m(0.28, -0.12)
            .q(0.44, 0.02, 0.46, 0.24)
            .stroke(Paint::Body, 0.034),
        Pen::new()
            .m(-0.22, -0.5)
            .q(-0.12, -0.2, -0.2, 0.1)
            .m(-0.5, -0.26)
            .l(-0.16, -0.2)
            .stroke(Paint::Ring, 0.045),
        Pen::new().circle(-0.28, -0.36, 0.055).fill(Paint::Body),
        Pen::new().circle(-0.63, -0.14, 0.035).fill(Paint::Body),
    ]
}

/// Chariot: a spoked wheel with a studded rim.
fn wheel() -> Vec<ArtPart> {
    let spokes = 8;
    let mut spoke_pen = Pen::new();
    let mut studs = Pen::new();
    for k in 0..spokes {
        let a = (k as f32 * 360.0 / spokes as f32).to_radians();
        spoke_pen = spoke_pen
            .m(0.16 * a.cos(), 0.16 * a.sin())
            .l(0.66 * a.cos(), 0.66 * a.sin());
        let b = a + (180.0 / spokes as f32).to_radians();
        studs = studs.circle(0.74 * b.cos(), 0.74 * b.sin(), 0.04);
    }
    vec![
        Pen::new()
            .circle(0.0, 0.0, 0.82)
            .circle(0.0, 0.0, 0.64)
            .fill_even_odd(Paint::Ink),
        spoke_pen.stroke_butt(Paint::Ink, 0.075),
        studs.fill(Paint::Ring),
        Pen::new().circle(0.0, 0.0, 0.22).fill(Paint::Ink),
        Pen::new().circle(0.0, 0.0, 0.1).fill(Paint::Ring),
    ]
}

/// Cannon: a banded barrel on a spoked wheel, aimed up to the right.
fn cannon() -> Vec<ArtPart> {
    let angle = -22.0;
    let (bx, by) = (0.08, -0.14);
    let barrel = Pen::rotated(angle, bx, by)
        .m(-0.6, -0.22)
        .l(0.52, -0.15)
        .l(0.54, -0.2)
        .l(0.74, -0.2)
        .l(0.74, 0.2)
        .l(0.54, 0.2)
        .l(0.52, 0.15)
        .l(-0.6, 0.22)
        .c(-0.76, 0.22, -0.78, -0.22, -0.6, -0.22)
        .z()
        .circle(-0.84, 0.0, 0.09)
        .fill(Paint::Ink);
    let bands = Pen::rotated(angle, bx, by)
        .m(-0.36, -0.235)
        .l(-0.36, 0.235)
        .m(0.16, -0.2)
        .l(0.16, 0.2)
        .stroke_butt(Paint::Ring, 0.07);
    let (wx, wy, wr) = (-0.12, 0.44, 0.34);
    let mut spokes = Pen::new();
    for k in 0..6 {
        let a = (k as f32 * 60.0 + 15.0).to_radians();
        spokes = spokes
            .m(wx + 0.08 * a.cos(), wy + 0.08 * a.sin())
            .l(wx + wr * a.cos(), wy + wr * a.sin());
    }
    vec![
        Pen::new()
            .m(-0.72, 0.74)
            .l(-0.5, 0.3)
            .l(0.14, 0.1)
            .l(0.24, 0.3)
            .l(-0.36, 0.74)
            .z()
            .fill(Paint::Ink),
        barrel,
        bands,
        Pen::new().circle(wx, wy, wr + 0.09).fill(Paint::Body),
        Pen::new()
            .circle(wx, wy, wr + 0.03)
            .circle(wx, wy, wr - 0.06)
            .fill_even_odd(Paint::Ink),
        spokes.stroke_butt(Paint::Ink, 0.07),
        Pen::new().circle(wx, wy, 0.1).fill(Paint::Ring),
    ]
}

/// Soldier: a spear with a broad leaf blade, a metal socket and a hanging tassel.
fn spear() -> Vec<ArtPart> {
    let angle = 36.0;
    let pen = || Pen::rotated(angle, -0.06, 0.06);
    let (tx, ty) = pen().xf(0.0, -0.34);
    vec![
        pen()
            .rounded_rect(-0.07, -0.36, 0.07, 0.84, 0.05)
            .fill(Paint::Ink),
        pen()
            .m(0.0, -1.02)
            .c(0.16, -0.86, 0.3, -0.64, 0.16, -0.46)
            .l(0.09, -0.4)
            .l(-0.09, -0.4)
            .l(-0.16, -0.46)
            .c(-0.3, -0.64, -0.16, -0.86, 0.0, -1.02)
            .z()
            .fill(Paint::Ink),
        pen().m(0.0, -0.92).l(0.0, -0.5).stroke(Paint::Body, 0.04),
        Pen::new()
            .m(tx - 0.05, ty)
            .c(
                tx + 0.12,
                ty + 0.08,
                tx + 0.26,
                ty + 0.26,
                tx + 0.28,
                ty + 0.5,
            )
            .l(tx + 0.19, ty + 0.42)
            .l(tx + 0.15, ty + 0.55)
            .l(tx + 0.07, ty + 0.44)
            .l(tx, ty + 0.54)
            .l(tx - 0.04, ty + 0.4)
            .c(tx - 0.07, ty + 0.24, tx - 0.1, ty + 0.12, tx - 0.05, ty)
            .z()
            .fill(Paint::Ring),
        pen()
            .m(-0.11, -0.43)
            .l(0.11, -0.43)
            .l(0.095, -0.28)
            .l(-0.095, -0.28)
            .z()
            .rounded_rect(-0.1, 0.82, 0.1, 0.96, 0.035)
            .fill(Paint::Ring),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_picture_stays_inside_its_disc() {
        for kind in PieceKind::ALL {
            let parts = picture(kind);
            assert!(!parts.is_empty());
            for part in parts {
                for c in &part.commands {
                    if let Some(p) = c.end() {
                        assert!(p.x.hypot(p.y) < MAX_RADIUS, "{kind:?}: {p:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn every_piece_has_one_character_of_its_own() {
        let mut seen = std::collections::HashSet::new();
        for color in Color::ALL {
            for kind in PieceKind::ALL {
                let c = character(Piece::new(color, kind));
                assert_eq!(c.chars().count(), 1);
                assert!(seen.insert(c), "{c} twice");
            }
        }
    }
}
