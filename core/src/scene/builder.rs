//! Builds a [`Scene`] from the state and the options: backdrop, board, grid, river, labels,
//! the marks under the pieces, the pieces, the marks over them, the hint and a dragged piece.
//!
//! Sizes are in spacings (see the constants) and become pixels here.

use super::art::{self, Paint};
use super::geometry::{BoardGeometry, FILES, FRAME_OFFSET, LABEL_OFFSET, PIECE_RADIUS, RANKS};
use super::primitives::{
    FillRule, FontRole, FontWeight, LineCap, PathCommand, PixelPoint, Primitive, Rgba, Stroke,
    TextAnchor,
};
use super::theme::Theme;
use super::{Coordinates, PieceSprite, Scene, SceneOptions, SceneState, SpriteRole};
use super::{PieceFaces, Stage};
use crate::types::{Color, Piece, Square};

/// Corner radius of the board, in spacings.
const BOARD_CORNER: f32 = 0.12;
/// Size of the river's characters, in spacings.
const RIVER_TEXT_SIZE: f32 = 0.58;
/// Size of coordinate labels, in spacings.
const LABEL_SIZE: f32 = 0.3;
/// The start-point marks: gap to the lines and arm length, in spacings.
const POINT_MARK_GAP: f32 = 0.07;
const POINT_MARK_ARM: f32 = 0.17;

/// Piece parts, in piece radii.
const SHADOW_DROP: f32 = 0.07;
const LIFTED_SHADOW_DROP: f32 = 0.24;
const INNER_RING: f32 = 0.8;
/// The picture's unit box, alone (reaching this share of the inner ring) and beside a small
/// character.
const PICTURE_FILL: f32 = 0.935;
const PICTURE_SCALE: f32 = INNER_RING * PICTURE_FILL / art::MAX_RADIUS;
const MIXED_PICTURE_SCALE: f32 = 0.5;
const MIXED_PICTURE_SHIFT: f32 = -0.18;
const CHARACTER_SIZE: f32 = 1.0;
const MIXED_CHARACTER_SIZE: f32 = 0.36;
const MIXED_CHARACTER_SHIFT: f32 = 0.47;
// The mixed face's picture and character stay inside the incised inner ring.
const _: () = assert!(art::MAX_RADIUS * MIXED_PICTURE_SCALE - MIXED_PICTURE_SHIFT < INNER_RING);
const _: () = assert!(MIXED_CHARACTER_SHIFT + MIXED_CHARACTER_SIZE / 2.0 < INNER_RING);

/// A dragged piece is drawn this much larger.
const LIFT_SCALE: f32 = 1.18;

/// Marks, in spacings. A piece reaches [`PIECE_RADIUS`] (0.45) and its neighbours start 0.55
/// away, so the rings around a piece lie in the gap between, clear of its metal rim: a
/// capture target's ring inside a blocker's dashed one (a cannon's capture target can be the
/// blocker of the point beyond), the selection's bolder ring across both. The check outline
/// lies on the rim itself.
const TARGET_DOT: f32 = 0.11;
const CAPTURE_RING: f32 = 0.485;
const SELECTION_RING: f32 = 0.5;
const BLOCKER_RING: f32 = 0.525;
const CROSS_ARM: f32 = 0.15;
/// A blocked target holding a piece carries its cross on a badge at the piece's upper right
/// (the piece stays readable): offset along each axis, badge radius and cross arm.
const BADGE_OFFSET: f32 = 0.3;
const BADGE_RADIUS: f32 = 0.15;
const BADGE_CROSS_ARM: f32 = 0.075;
/// The dangers glow's layers (radius; their alphas are the stage's), outermost first.
const DANGER_GLOW: [f32; 3] = [0.64, 0.58, 0.52];
const LAST_MOVE_FROM: f32 = 0.14;
const LAST_MOVE_BRACKET: f32 = 0.52;
const LAST_MOVE_BRACKET_ARM: f32 = 0.16;
const DASH: (f32, f32) = (0.1, 0.07);
const DROP_RING: f32 = 0.5;
/// Hint arrow: shaft half width, head half width, head length, gap at the tail.
const ARROW_SHAFT: f32 = 0.075;
const ARROW_HEAD: f32 = 0.22;
const ARROW_HEAD_LENGTH: f32 = 0.38;
const ARROW_TAIL_GAP: f32 = 0.2;

/// Primitives of a full board with every mark, to allocate once.
const EXPECTED_PRIMITIVES: usize = 512;
/// 32 pieces, a captured one fading out and a lifted one.
const MAX_SPRITES: usize = 34;

/// Stroke weights of the marks, as multiples of the theme's mark width: the selection's gold
/// ring is the boldest ring, a capture target's and a blocker's rings lighter.
const SELECTION_WEIGHT: f32 = 1.2;
const CAPTURE_WEIGHT: f32 = 0.8;
const BLOCKER_WEIGHT: f32 = 0.75;
const CROSS_WEIGHT: f32 = 1.1;
const THIN_WEIGHT: f32 = 0.6;
/// The check outline covers the piece's metal rim: this many rim widths.
const CHECK_RIM_WEIGHT: f32 = 1.3;
/// Keyline around a target dot and outline of the hint arrow, in spacings.
const TARGET_KEYLINE: f32 = 0.04;
const HINT_OUTLINE: f32 = 0.02;
/// The shadow falls this much to the right per unit it falls down.
const SHADOW_SLANT: f32 = 0.4;

/// Builds the scene for `state` drawn with `options`.
pub fn build(state: &SceneState, options: &SceneOptions) -> Scene {
    let geometry = options.geometry();
    let mut b = Builder {
        g: geometry,
        s: geometry.spacing,
        theme: Theme::of(options.stage),
        faces: options.faces,
        out: Vec::with_capacity(EXPECTED_PRIMITIVES),
        sprites: Vec::with_capacity(MAX_SPRITES),
    };
    b.backdrop();
    b.board();
    b.grid();
    b.river();
    b.coordinates(options.coordinates, options.red_files_in_chinese);
    b.marks_under(state, options);
    b.pieces(state);
    b.marks_over(state, options);
    b.hint(state);
    b.drag(state);
    Scene {
        width: geometry.width,
        height: geometry.height,
        primitives: b.out,
        pieces: b.sprites,
    }
}

/// One piece alone as a disc on a clear `size` x `size` canvas, drawn as the board draws it
/// (the stage's lacquer, the chosen faces): for palettes and pickers, painted with the
/// board's painter. The disc with its shadow fills the canvas.
pub fn piece_disc(piece: Piece, size: f32, stage: Stage, faces: PieceFaces) -> Scene {
    let size = size.max(1.0);
    // The disc's radius is PIECE_RADIUS spacings; the shadow reaches SHADOW_DROP radii
    // further down and to the side.
    let r = size / (2.0 * (1.0 + SHADOW_DROP));
    let spacing = r / PIECE_RADIUS;
    let mut g = BoardGeometry::new(size, size, Color::Red, false);
    g.spacing = spacing;
    let mut b = Builder {
        g,
        s: spacing,
        theme: Theme::of(stage),
        faces,
        out: Vec::with_capacity(64),
        sprites: Vec::with_capacity(1),
    };
    let at = PixelPoint::new(
        size / 2.0 - r * SHADOW_DROP * SHADOW_SLANT / 2.0,
        size / 2.0 - r * SHADOW_DROP / 2.0,
    );
    b.piece(
        Square::from_index_unchecked(0),
        piece,
        at,
        r,
        1.0,
        SpriteRole::Resting,
    );
    Scene {
        width: size,
        height: size,
        primitives: b.out,
        pieces: b.sprites,
    }
}

/// Smooth start and stop for the move animation.
fn ease(t: f32) -> f32 {
    let t = t.clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

struct Builder {
    g: BoardGeometry,
    /// Spacing in pixels.
    s: f32,
    theme: &'static Theme,
    faces: PieceFaces,
    out: Vec<Primitive>,
    sprites: Vec<PieceSprite>,
}

impl Builder {
    /// A width in spacings as pixels.
    fn w(&self, units: f32) -> f32 {
        units * self.s
    }

    /// A line width in spacings as whole pixels (at least one), for crisp grid lines.
    fn crisp(&self, units: f32) -> f32 {
        (units * self.s).round().max(1.0)
    }

    fn push(&mut self, p: Primitive) {
        self.out.push(p);
    }

    fn circle(
        &mut self,
        center: PixelPoint,
        radius: f32,
        fill: Option<Rgba>,
        stroke: Option<Stroke>,
    ) {
        self.push(Primitive::Circle {
            center,
            radius,
            fill,
            stroke,
        });
    }

    fn line(&mut self, from: PixelPoint, to: PixelPoint, stroke: Stroke) {
        self.push(Primitive::Line { from, to, stroke });
    }

    fn backdrop(&mut self) {
        self.push(Primitive::Rect {
            x: 0.0,
            y: 0.0,
            width: self.g.width,
            height: self.g.height,
            corner_radius: 0.0,
            fill: Some(self.theme.backdrop),
            stroke: None,
        });
    }

    fn board(&mut self) {
        let (x, y, w, h) = self.g.board_rect();
        let t = self.theme;
        self.push(Primitive::Rect {
            x,
            y,
            width: w,
            height: h,
            corner_radius: self.w(BOARD_CORNER),
            fill: Some(t.board),
            stroke: Some(Stroke::solid(t.board_edge, self.w(t.board_edge_width))),
        });
        if let Some(grain) = t.grain {
            self.grain(grain, (x, y, w, h));
        }
    }

    /// Faint wavy lines across the board (wood grain, silk weave), one path.
    fn grain(&mut self, color: Rgba, (x, y, w, h): (f32, f32, f32, f32)) {
        let inset = self.w(BOARD_CORNER);
        let lines = self.theme.grain_lines as usize;
        let mut cmds = Vec::with_capacity(lines * 2);
        for i in 0..lines {
            // A fixed pseudo-random wave per line, so every build looks the same; the control
            // points sit at about a third and two thirds of the width.
            let k = (i as f32 * 2.399_963).sin();
            let j = (i as f32 * 1.618_034).cos();
            let gap = h / lines as f32;
            let base = y + gap * (i as f32 + 0.5 + 0.3 * k);
            let amp = gap * self.theme.grain_wave;
            cmds.push(PathCommand::MoveTo {
                x: x + inset,
                y: base,
            });
            cmds.push(PathCommand::CubicTo {
                c1x: x + w * 0.3,
                c1y: base + amp * k,
                c2x: x + w * 0.62,
                c2y: base - amp * j,
                x: x + w - inset,
                y: base + amp * 0.4 * (k - j),
            });
        }
        self.push(Primitive::Path {
            commands: cmds,
            fill: None,
            fill_rule: FillRule::NonZero,
            stroke: Some(Stroke::round(color, self.w(self.theme.grain_width))),
        });
    }

    fn grid(&mut self) {
        let t = self.theme;
        let line = Stroke::solid(t.line, self.crisp(t.grid_width)).with_cap(LineCap::Square);
        let g = self.g;
        let (last_col, last_row) = ((FILES - 1) as f32, (RANKS - 1) as f32);
        for row in 0..RANKS {
            let r = row as f32;
            self.line(
                g.cell_center(0.0, r),
                g.cell_center(last_col, r),
                line.clone(),
            );
        }
        for col in 0..FILES {
            let c = col as f32;
            if col == 0 || col == FILES - 1 {
                self.line(
                    g.cell_center(c, 0.0),
                    g.cell_center(c, last_row),
                    line.clone(),
                );
            } else {
                // Inner files stop at the river.
                self.line(g.cell_center(c, 0.0), g.cell_center(c, 4.0), line.clone());
                self.line(
                    g.cell_center(c, 5.0),
                    g.cell_center(c, last_row),
                    line.clone(),
                );
            }
        }
        // The palaces' diagonals.
        for top in [0.0, 7.0] {
            self.line(
                g.cell_center(3.0, top),
                g.cell_center(5.0, top + 2.0),
                line.clone(),
            );
            self.line(
                g.cell_center(5.0, top),
                g.cell_center(3.0, top + 2.0),
                line.clone(),
            );
        }
        // The frame.
        let off = self.w(FRAME_OFFSET);
        let frame_w = self.crisp(t.frame_width);
        let o = g.cell_center(0.0, 0.0);
        self.push(Primitive::Rect {
            x: o.x - off,
            y: o.y - off,
            width: last_col * self.s + 2.0 * off,
            height: last_row * self.s + 2.0 * off,
            corner_radius: 0.0,
            fill: None,
            stroke: Some(Stroke::solid(t.frame, frame_w)),
        });
        // The marks on the cannons' and soldiers' start points.
        let mut marks = Vec::new();
        for (col, row) in [(1, 2), (7, 2), (1, 7), (7, 7)]
            .into_iter()
            .chain([0, 2, 4, 6, 8].into_iter().flat_map(|c| [(c, 3), (c, 6)]))
        {
            self.point_mark(col, row, &mut marks);
        }
        self.push(Primitive::Path {
            commands: marks,
            fill: None,
            fill_rule: FillRule::NonZero,
            stroke: Some(Stroke::solid(t.line, self.crisp(t.grid_width))),
        });
    }

    /// Four little corners around a point; the corners beyond the board's edge are left out.
    fn point_mark(&self, col: usize, row: usize, out: &mut Vec<PathCommand>) {
        let c = self.g.cell_center(col as f32, row as f32);
        let (gap, arm) = (self.w(POINT_MARK_GAP), self.w(POINT_MARK_ARM));
        for (dx, dy) in [(-1.0f32, -1.0f32), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)] {
            if (col == 0 && dx < 0.0) || (col == FILES - 1 && dx > 0.0) {
                continue;
            }
            let (x, y) = (c.x + dx * gap, c.y + dy * gap);
            out.push(PathCommand::MoveTo { x, y: y + dy * arm });
            out.push(PathCommand::LineTo { x, y });
            out.push(PathCommand::LineTo { x: x + dx * arm, y });
        }
    }

    fn river(&mut self) {
        let y = self.g.cell_center(0.0, 4.5).y;
        for (col, ch) in [(1.5, "楚"), (2.5, "河"), (5.5, "漢"), (6.5, "界")] {
            let x = self.g.cell_center(col, 0.0).x;
            self.push(Primitive::Text {
                text: ch.to_string(),
                position: PixelPoint::new(x, y),
                size: self.w(RIVER_TEXT_SIZE),
                weight: FontWeight::Regular,
                role: FontRole::Board,
                anchor: TextAnchor::Middle,
                color: self.theme.river_text,
            });
        }
    }

    fn label(&mut self, text: String, at: PixelPoint) {
        self.push(Primitive::Text {
            text,
            position: at,
            size: self.w(LABEL_SIZE),
            weight: FontWeight::Regular,
            role: FontRole::Label,
            anchor: TextAnchor::Middle,
            color: self.theme.label,
        });
    }

    fn coordinates(&mut self, coordinates: Coordinates, chinese: bool) {
        let g = self.g;
        let (last_col, last_row) = ((FILES - 1) as f32, (RANKS - 1) as f32);
        let off = LABEL_OFFSET;
        match coordinates {
            Coordinates::None => {}
            Coordinates::FileNumbers => {
                let (bottom, top) = match g.bottom {
                    Color::Red => (Color::Red, Color::Black),
                    Color::Black => (Color::Black, Color::Red),
                };
                for col in 0..FILES {
                    let c = col as f32;
                    // The side at the bottom counts from its right, the side at the top
                    // from its own right (the viewer's left).
                    let bottom_file = file_number(bottom, FILES - col, chinese);
                    let top_file = file_number(top, col + 1, chinese);
                    self.label(bottom_file, g.cell_center(c, last_row + off));
                    self.label(top_file, g.cell_center(c, -off));
                }
            }
            Coordinates::Iccs => {
                for col in 0..FILES {
                    let c = col as f32;
                    let file = g.square_at_cell(col, 0).map(|s| s.file().char());
                    let name = file.map(String::from).unwrap_or_default();
                    self.label(name.clone(), g.cell_center(c, last_row + off));
                    self.label(name, g.cell_center(c, -off));
                }
                for row in 0..RANKS {
                    let r = row as f32;
                    let rank = g.square_at_cell(0, row).map(|s| s.rank().index());
                    let name = rank.map(|r| r.to_string()).unwrap_or_default();
                    self.label(name.clone(), g.cell_center(-off, r));
                    self.label(name, g.cell_center(last_col + off, r));
                }
            }
        }
    }

    fn ring(&mut self, at: Square, radius: f32, stroke: Stroke) {
        let c = self.g.center(at);
        self.circle(c, self.w(radius), None, Some(stroke));
    }

    /// Whether a target is drawn as risky: the move helper is on and says so.
    fn risky(state: &SceneState, options: &SceneOptions, to: Square) -> bool {
        options.move_helper
            && state
                .selection
                .as_ref()
                .is_some_and(|h| h.risky.contains(&to))
    }

    /// Last move, dangers, targets on empty points, the point under a dragged piece.
    fn marks_under(&mut self, state: &SceneState, options: &SceneOptions) {
        let m = self.theme.marks;
        if let Some(mv) = state.last_move {
            let from = self.g.center(mv.from());
            self.circle(
                from,
                self.w(LAST_MOVE_FROM),
                Some(m.last_move.with_alpha(m.last_move_fill_alpha)),
                Some(Stroke::solid(
                    m.last_move.with_alpha(m.last_move_alpha),
                    self.w(self.theme.mark_width * THIN_WEIGHT),
                )),
            );
            self.brackets(mv.to());
        }
        if options.dangers {
            for &d in &state.dangers {
                let c = self.g.center(d);
                for (r, a) in DANGER_GLOW.into_iter().zip(m.glow_alphas) {
                    self.circle(c, self.w(r), Some(m.danger().with_alpha(a)), None);
                }
            }
        }
        if let Some(help) = &state.selection {
            for &to in &help.legal {
                if !occupied(state, to) {
                    let color = m.target(Self::risky(state, options, to));
                    let c = self.g.center(to);
                    self.circle(
                        c,
                        self.w(TARGET_DOT),
                        Some(color),
                        Some(Stroke::solid(
                            m.surface.with_alpha(m.keyline_alpha),
                            self.w(TARGET_KEYLINE),
                        )),
                    );
                }
            }
        }
        if let Some(over) = state.drag.and_then(|d| d.over) {
            let stroke = Stroke::solid(m.drag_target(), self.w(self.theme.mark_width));
            let c = self.g.center(over);
            self.circle(
                c,
                self.w(DROP_RING),
                Some(m.drag_target().with_alpha(m.drop_fill_alpha)),
                Some(stroke),
            );
        }
    }

    /// Corner brackets around the last move's target.
    fn brackets(&mut self, at: Square) {
        let c = self.g.center(at);
        let (d, arm) = (self.w(LAST_MOVE_BRACKET), self.w(LAST_MOVE_BRACKET_ARM));
        let m = self.theme.marks;
        let stroke = Stroke::solid(
            m.last_move.with_alpha(m.last_move_alpha),
            self.w(self.theme.mark_width),
        )
        .with_cap(LineCap::Square);
        for (dx, dy) in [(-1.0f32, -1.0f32), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)] {
            let corner = PixelPoint::new(c.x + dx * d, c.y + dy * d);
            self.push(Primitive::Polyline {
                points: vec![
                    PixelPoint::new(corner.x, corner.y - dy * arm),
                    corner,
                    PixelPoint::new(corner.x - dx * arm, corner.y),
                ],
                stroke: stroke.clone(),
            });
        }
    }

    fn pieces(&mut self, state: &SceneState) {
        let anim = state
            .animation
            .filter(|a| a.progress < 1.0 && state.pieces.iter().any(|p| p.point == a.mv.to()));
        let dragged = state.drag.map(|d| d.from);
        let r = self.g.piece_radius();
        for p in &state.pieces {
            let moving = anim.is_some_and(|a| a.mv.to() == p.point);
            if moving || dragged == Some(p.point) {
                continue;
            }
            self.piece(
                p.point,
                p.piece,
                self.g.center(p.point),
                r,
                1.0,
                SpriteRole::Resting,
            );
        }
        if let Some(a) = anim {
            let t = ease(a.progress);
            let to = self.g.center(a.mv.to());
            if let Some(captured) = a.captured {
                self.piece(a.mv.to(), captured, to, r, 1.0 - t, SpriteRole::Captured);
            }
            if let Some(p) = state.pieces.iter().find(|p| p.point == a.mv.to()) {
                let at = self.g.center(a.mv.from()).lerp(to, t);
                self.piece(p.point, p.piece, at, r, 1.0, SpriteRole::Moving);
            }
        }
    }

    /// One piece: shadow, lacquer disc with its metal ring, the incised inner ring, gloss and
    /// the face.
    fn piece(
        &mut self,
        point: Square,
        piece: Piece,
        c: PixelPoint,
        r: f32,
        opacity: f32,
        role: SpriteRole,
    ) {
        let t = self.theme;
        let (body, ring, ink) = t.pieces.of(piece.color);
        let fade = |c: Rgba| c.faded(opacity);
        let ring_w = self.w(t.ring_width);
        let drop = if role == SpriteRole::Dragged {
            LIFTED_SHADOW_DROP
        } else {
            SHADOW_DROP
        };
        self.circle(
            PixelPoint::new(c.x + r * drop * SHADOW_SLANT, c.y + r * drop),
            r,
            Some(fade(t.piece_shadow)),
            None,
        );
        // The sprite starts at the disc (the shadow lies just before it).
        let first = self.out.len() as u32;
        self.circle(
            c,
            r - ring_w / 2.0,
            Some(fade(body)),
            Some(Stroke::solid(fade(ring), ring_w)),
        );
        self.circle(
            c,
            r * INNER_RING,
            None,
            Some(Stroke::solid(fade(ring), self.w(t.inner_ring_width))),
        );
        self.gloss(c, r, fade(t.piece_gloss));
        let inks = |i: Paint| match i {
            Paint::Ink => fade(ink),
            Paint::Body => fade(body),
            Paint::Ring => fade(ring),
        };
        match self.faces {
            PieceFaces::Pictures => self.picture(piece, c, r * PICTURE_SCALE, inks),
            PieceFaces::PictureWithCharacter => {
                let at = PixelPoint::new(c.x, c.y + r * MIXED_PICTURE_SHIFT);
                self.picture(piece, at, r * MIXED_PICTURE_SCALE, inks);
                let at = PixelPoint::new(c.x, c.y + r * MIXED_CHARACTER_SHIFT);
                self.character(piece, at, r * MIXED_CHARACTER_SIZE, fade(ink));
            }
            PieceFaces::Characters => self.character(piece, c, r * CHARACTER_SIZE, fade(ink)),
        }
        self.sprites.push(PieceSprite {
            point,
            piece,
            center: c,
            radius: r,
            opacity,
            role,
            first,
            count: self.out.len() as u32 - first,
        });
    }

    /// The lacquer's gloss: a soft crescent on the upper half (its shape in piece radii).
    fn gloss(&mut self, c: PixelPoint, r: f32, color: Rgba) {
        let (x0, x1) = (c.x - r * 0.62, c.x + r * 0.62);
        let y = c.y - r * 0.2;
        self.push(Primitive::Path {
            commands: vec![
                PathCommand::MoveTo { x: x0, y },
                PathCommand::CubicTo {
                    c1x: x0,
                    c1y: c.y - r * 0.82,
                    c2x: x1,
                    c2y: c.y - r * 0.82,
                    x: x1,
                    y,
                },
                PathCommand::CubicTo {
                    c1x: x1 - r * 0.2,
                    c1y: c.y - r * 0.52,
                    c2x: x0 + r * 0.2,
                    c2y: c.y - r * 0.52,
                    x: x0,
                    y,
                },
                PathCommand::Close,
            ],
            fill: Some(color),
            fill_rule: FillRule::NonZero,
            stroke: None,
        });
    }

    fn picture(&mut self, piece: Piece, c: PixelPoint, unit: f32, inks: impl Fn(Paint) -> Rgba) {
        let place = |x: f32, y: f32| (c.x + x * unit, c.y + y * unit);
        for part in art::picture(piece.kind) {
            let commands = part
                .commands
                .iter()
                .map(|cmd| match *cmd {
                    PathCommand::MoveTo { x, y } => {
                        let (x, y) = place(x, y);
                        PathCommand::MoveTo { x, y }
                    }
                    PathCommand::LineTo { x, y } => {
                        let (x, y) = place(x, y);
                        PathCommand::LineTo { x, y }
                    }
                    PathCommand::QuadTo { cx, cy, x, y } => {
                        let (cx, cy) = place(cx, cy);
                        let (x, y) = place(x, y);
                        PathCommand::QuadTo { cx, cy, x, y }
                    }
                    PathCommand::CubicTo {
                        c1x,
                        c1y,
                        c2x,
                        c2y,
                        x,
                        y,
                    } => {
                        let (c1x, c1y) = place(c1x, c1y);
                        let (c2x, c2y) = place(c2x, c2y);
                        let (x, y) = place(x, y);
                        PathCommand::CubicTo {
                            c1x,
                            c1y,
                            c2x,
                            c2y,
                            x,
                            y,
                        }
                    }
                    PathCommand::Close => PathCommand::Close,
                })
                .collect();
            let stroke = part.stroke.map(|(ink, width)| {
                if part.round {
                    Stroke::round(inks(ink), width * unit)
                } else {
                    Stroke::solid(inks(ink), width * unit)
                }
            });
            self.push(Primitive::Path {
                commands,
                fill: part.fill.map(&inks),
                fill_rule: if part.even_odd {
                    FillRule::EvenOdd
                } else {
                    FillRule::NonZero
                },
                stroke,
            });
        }
    }

    fn character(&mut self, piece: Piece, at: PixelPoint, size: f32, color: Rgba) {
        self.push(Primitive::Text {
            text: art::character(piece).to_string(),
            position: at,
            size,
            weight: FontWeight::Bold,
            role: FontRole::PieceCharacter,
            anchor: TextAnchor::Middle,
            color,
        });
    }

    /// Capture targets, the selection, checkers, and with the move helper blockers and
    /// blocked targets.
    fn marks_over(&mut self, state: &SceneState, options: &SceneOptions) {
        let m = self.theme.marks;
        let mark = self.w(self.theme.mark_width);
        if let Some(help) = &state.selection {
            for &to in &help.legal {
                if occupied(state, to) {
                    let color = m.target(Self::risky(state, options, to));
                    self.ring(
                        to,
                        CAPTURE_RING,
                        Stroke::solid(color, mark * CAPTURE_WEIGHT),
                    );
                }
            }
            // While dragging it marks the point the piece was lifted from.
            self.ring(
                help.from,
                SELECTION_RING,
                Stroke::solid(m.selected(), mark * SELECTION_WEIGHT),
            );
        }
        // The checking piece's metal rim turns cinnabar.
        let rim = self.w(self.theme.ring_width);
        let rim_radius = self.w(PIECE_RADIUS) - rim / 2.0;
        for &c in &state.checkers {
            let at = self.g.center(c);
            let stroke = Stroke::solid(m.check(), rim * CHECK_RIM_WEIGHT);
            self.circle(at, rim_radius, None, Some(stroke));
        }
        if let (Some(help), true) = (&state.selection, options.move_helper) {
            let mut blockers: Vec<Square> = help.blocked.iter().filter_map(|b| b.blocker).collect();
            blockers.sort();
            blockers.dedup();
            let (on, off) = (self.w(DASH.0), self.w(DASH.1));
            for b in blockers {
                let stroke = Stroke::dashed(m.blocked(), mark * BLOCKER_WEIGHT, on, off);
                self.ring(b, BLOCKER_RING, stroke);
            }
            for b in &help.blocked {
                let c = self.g.center(b.to);
                let (center, size) = if occupied(state, b.to) {
                    let off = self.w(BADGE_OFFSET);
                    let at = PixelPoint::new(c.x + off, c.y - off);
                    self.circle(
                        at,
                        self.w(BADGE_RADIUS),
                        Some(m.badge),
                        Some(Stroke::solid(m.blocked(), mark * THIN_WEIGHT)),
                    );
                    (at, self.w(BADGE_CROSS_ARM))
                } else {
                    (c, self.w(CROSS_ARM))
                };
                self.push(Primitive::Cross {
                    center,
                    size,
                    stroke: Stroke::round(m.blocked(), mark * CROSS_WEIGHT),
                });
            }
        }
    }

    fn hint(&mut self, state: &SceneState) {
        let Some(mv) = state.hint else { return };
        let (a, b) = (self.g.center(mv.from()), self.g.center(mv.to()));
        let len = a.distance(b);
        if len <= 0.0 {
            return;
        }
        let (ux, uy) = ((b.x - a.x) / len, (b.y - a.y) / len);
        let (nx, ny) = (-uy, ux);
        let at = |along: f32, across: f32| PathCommand::LineTo {
            x: a.x + ux * along + nx * across,
            y: a.y + uy * along + ny * across,
        };
        let (shaft, head, head_len, gap) = (
            self.w(ARROW_SHAFT),
            self.w(ARROW_HEAD),
            self.w(ARROW_HEAD_LENGTH),
            self.w(ARROW_TAIL_GAP),
        );
        let neck = (len - head_len).max(gap);
        let commands = vec![
            PathCommand::MoveTo {
                x: a.x + ux * gap + nx * shaft,
                y: a.y + uy * gap + ny * shaft,
            },
            at(neck, shaft),
            at(neck, head),
            at(len, 0.0),
            at(neck, -head),
            at(neck, -shaft),
            at(gap, -shaft),
            PathCommand::Close,
        ];
        let m = self.theme.marks;
        self.push(Primitive::Path {
            commands,
            fill: Some(m.hint()),
            fill_rule: FillRule::NonZero,
            stroke: Some(Stroke::round(m.hint_outline(), self.w(HINT_OUTLINE))),
        });
    }

    fn drag(&mut self, state: &SceneState) {
        let Some(d) = state.drag else { return };
        let Some(p) = state.pieces.iter().find(|p| p.point == d.from) else {
            return;
        };
        let r = self.g.piece_radius() * LIFT_SCALE;
        self.piece(p.point, p.piece, d.finger, r, 1.0, SpriteRole::Dragged);
    }
}

fn occupied(state: &SceneState, s: Square) -> bool {
    state.pieces.iter().any(|p| p.point == s)
}

/// File `n` (1-9, counted from `side`'s right) as that side's label: Red's in Chinese
/// numerals when `chinese` (the traditional board: `九…一` under Red), digits otherwise.
fn file_number(side: Color, n: usize, chinese: bool) -> String {
    const CHINESE_NUMERALS: [char; FILES] = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];
    match side {
        Color::Red if chinese => CHINESE_NUMERALS[n - 1].to_string(),
        _ => n.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn easing_starts_and_stops_softly() {
        assert_eq!(ease(0.0), 0.0);
        assert_eq!(ease(1.0), 1.0);
        assert_eq!(ease(0.5), 0.5);
        assert_eq!(ease(-1.0), 0.0);
        assert!(ease(0.1) < 0.1 && ease(0.9) > 0.9);
    }

    /// The file labels of a start position drawn with `options`: (bottom row, top row), each
    /// left to right.
    fn file_labels(options: &SceneOptions) -> (String, String) {
        let scene = build(
            &SceneState::from_position(&crate::position::Position::startpos()),
            options,
        );
        let mut labels: Vec<(f32, f32, String)> = scene
            .primitives
            .iter()
            .filter_map(|p| match p {
                Primitive::Text {
                    text,
                    position,
                    role: FontRole::Label,
                    ..
                } => Some((position.y, position.x, text.clone())),
                _ => None,
            })
            .collect();
        labels.sort_by(|a, b| a.partial_cmp(b).unwrap());
        let row = |l: &[(f32, f32, String)]| l.iter().map(|(_, _, t)| t.as_str()).collect();
        (row(&labels[9..]), row(&labels[..9]))
    }

    #[test]
    fn the_traditional_board_writes_reds_files_in_chinese_numerals() {
        let mut options = SceneOptions::new(900.0, 1000.0);
        assert_eq!(
            file_labels(&options),
            ("987654321".to_string(), "123456789".to_string())
        );
        options.red_files_in_chinese = true;
        assert_eq!(
            file_labels(&options),
            ("九八七六五四三二一".to_string(), "123456789".to_string())
        );
        options.bottom = Color::Black;
        assert_eq!(
            file_labels(&options),
            ("987654321".to_string(), "一二三四五六七八九".to_string())
        );
    }
}
