//! A scene as SVG text (for sharing a position as a picture, and for the PNG renderer of the
//! command line). The board's own characters (the pieces, 楚河 漢界) are drawn as outlines
//! from Noto Serif CJK ([`super::glyphs`], SIL Open Font License), so the picture looks the
//! same on every machine, with or without a CJK font; other text is named by font family
//! with fallbacks ([`FontRole::families`]).

use super::glyphs::{self, Glyph};
use super::primitives::PixelPoint;
use super::primitives::{
    FillRule, FontRole, FontWeight, LineCap, LineJoin, PathCommand, Primitive, Rgba, Stroke,
    TextAnchor,
};
use super::Scene;
use std::fmt::Write;

/// The scene as a standalone SVG document.
pub fn to_svg(scene: &Scene) -> String {
    let mut out = String::with_capacity(64 * scene.primitives.len() + 256);
    let (w, h) = (num(scene.width), num(scene.height));
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">"#
    );
    for p in &scene.primitives {
        primitive(&mut out, p);
        out.push('\n');
    }
    out.push_str("</svg>\n");
    out
}

/// A number with at most two decimals and no trailing zeros.
fn num(v: f32) -> Num {
    Num(v)
}

/// Formats without a temporary string (a scene has thousands of numbers).
struct Num(f32);

impl std::fmt::Display for Num {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let v = if self.0.is_finite() { self.0 } else { 0.0 };
        // Hundredths, rounded; the sign only for a non-zero value.
        let hundredths = (f64::from(v) * 100.0).round() as i64;
        let (sign, h) = if hundredths < 0 {
            ("-", -hundredths)
        } else {
            ("", hundredths)
        };
        let (int, frac) = (h / 100, h % 100);
        match frac {
            0 => write!(f, "{sign}{int}"),
            _ if frac % 10 == 0 => write!(f, "{sign}{int}.{}", frac / 10),
            _ => write!(f, "{sign}{int}.{frac:02}"),
        }
    }
}

fn paint(out: &mut String, attr: &str, color: Option<Rgba>) {
    match color {
        None => {
            let _ = write!(out, r#" {attr}="none""#);
        }
        Some(c) => {
            let _ = write!(out, r#" {attr}="{}""#, c.hex());
            if c.a < 255 {
                let _ = write!(out, r#" {attr}-opacity="{}""#, num(f32::from(c.a) / 255.0));
            }
        }
    }
}

fn stroke(out: &mut String, s: Option<&Stroke>) {
    let Some(s) = s else {
        paint(out, "stroke", None);
        return;
    };
    paint(out, "stroke", Some(s.color));
    let _ = write!(out, r#" stroke-width="{}""#, num(s.width));
    if !s.dash.is_empty() {
        let dash: Vec<String> = s.dash.iter().map(|d| num(*d).to_string()).collect();
        let _ = write!(out, r#" stroke-dasharray="{}""#, dash.join(" "));
    }
    let cap = match s.cap {
        LineCap::Butt => "butt",
        LineCap::Round => "round",
        LineCap::Square => "square",
    };
    let join = match s.join {
        LineJoin::Miter => "miter",
        LineJoin::Round => "round",
        LineJoin::Bevel => "bevel",
    };
    let _ = write!(out, r#" stroke-linecap="{cap}" stroke-linejoin="{join}""#);
}

fn path_data(out: &mut String, commands: &[PathCommand]) {
    for (i, c) in commands.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        let _ = match *c {
            PathCommand::MoveTo { x, y } => write!(out, "M{} {}", num(x), num(y)),
            PathCommand::LineTo { x, y } => write!(out, "L{} {}", num(x), num(y)),
            PathCommand::QuadTo { cx, cy, x, y } => {
                write!(out, "Q{} {} {} {}", num(cx), num(cy), num(x), num(y))
            }
            PathCommand::CubicTo {
                c1x,
                c1y,
                c2x,
                c2y,
                x,
                y,
            } => write!(
                out,
                "C{} {} {} {} {} {}",
                num(c1x),
                num(c1y),
                num(c2x),
                num(c2y),
                num(x),
                num(y)
            ),
            PathCommand::Close => write!(out, "Z"),
        };
    }
}

fn escape(text: &str) -> String {
    let mut s = String::with_capacity(text.len());
    for ch in text.chars() {
        match ch {
            '&' => s.push_str("&amp;"),
            '<' => s.push_str("&lt;"),
            '>' => s.push_str("&gt;"),
            '"' => s.push_str("&quot;"),
            c => s.push(c),
        }
    }
    s
}

fn families(role: FontRole) -> String {
    role.families()
        .iter()
        .map(|f| {
            if f.contains(' ') {
                format!("'{f}'")
            } else {
                (*f).to_string()
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn primitive(out: &mut String, p: &Primitive) {
    match p {
        Primitive::Rect {
            x,
            y,
            width,
            height,
            corner_radius,
            fill,
            stroke: s,
        } => {
            let _ = write!(
                out,
                r#"<rect x="{}" y="{}" width="{}" height="{}""#,
                num(*x),
                num(*y),
                num(*width),
                num(*height)
            );
            if *corner_radius > 0.0 {
                let _ = write!(out, r#" rx="{}""#, num(*corner_radius));
            }
            paint(out, "fill", *fill);
            stroke(out, s.as_ref());
            out.push_str("/>");
        }
        Primitive::Line {
            from,
            to,
            stroke: s,
        } => {
            let _ = write!(
                out,
                r#"<line x1="{}" y1="{}" x2="{}" y2="{}""#,
                num(from.x),
                num(from.y),
                num(to.x),
                num(to.y)
            );
            stroke(out, Some(s));
            out.push_str("/>");
        }
        Primitive::Polyline { points, stroke: s } => {
            out.push_str(r#"<polyline points=""#);
            for (i, p) in points.iter().enumerate() {
                let sep = if i == 0 { "" } else { " " };
                let _ = write!(out, "{sep}{},{}", num(p.x), num(p.y));
            }
            out.push_str(r#"" fill="none""#);
            stroke(out, Some(s));
            out.push_str("/>");
        }
        Primitive::Circle {
            center,
            radius,
            fill,
            stroke: s,
        } => {
            let _ = write!(
                out,
                r#"<circle cx="{}" cy="{}" r="{}""#,
                num(center.x),
                num(center.y),
                num(*radius)
            );
            paint(out, "fill", *fill);
            stroke(out, s.as_ref());
            out.push_str("/>");
        }
        Primitive::Path {
            commands,
            fill,
            fill_rule,
            stroke: s,
        } => {
            out.push_str(r#"<path d=""#);
            path_data(out, commands);
            out.push('"');
            paint(out, "fill", *fill);
            if *fill_rule == FillRule::EvenOdd {
                out.push_str(r#" fill-rule="evenodd""#);
            }
            stroke(out, s.as_ref());
            out.push_str("/>");
        }
        Primitive::Text {
            text,
            position,
            size,
            weight,
            role,
            anchor,
            color,
        } => {
            if outlined_text(out, text, *position, *size, *weight, *role, *anchor, *color) {
                return;
            }
            let anchor = match anchor {
                TextAnchor::Start => "start",
                TextAnchor::Middle => "middle",
                TextAnchor::End => "end",
            };
            let weight = match weight {
                FontWeight::Regular => "normal",
                FontWeight::Bold => "bold",
            };
            let _ = write!(
                out,
                r#"<text x="{}" y="{}" font-family="{}" font-size="{}" font-weight="{weight}" text-anchor="{anchor}" dominant-baseline="central""#,
                num(position.x),
                num(position.y),
                families(*role),
                num(*size),
            );
            paint(out, "fill", Some(*color));
            let _ = write!(out, ">{}</text>", escape(text));
        }
        Primitive::Cross {
            center,
            size,
            stroke: s,
        } => {
            let (x, y, d) = (center.x, center.y, *size);
            let _ = write!(
                out,
                r#"<path d="M{} {} L{} {} M{} {} L{} {}" fill="none""#,
                num(x - d),
                num(y - d),
                num(x + d),
                num(y + d),
                num(x - d),
                num(y + d),
                num(x + d),
                num(y - d)
            );
            stroke(out, Some(s));
            out.push_str("/>");
        }
    }
}

/// The outlines of `text` in `weight`, if every character has one.
fn outlines(text: &str, weight: FontWeight) -> Option<Vec<&'static Glyph>> {
    let table = match weight {
        FontWeight::Bold => glyphs::BOLD,
        FontWeight::Regular => glyphs::REGULAR,
    };
    text.chars()
        .map(|ch| table.iter().find(|g| g.0 == ch))
        .collect()
}

/// Writes the board's characters as paths (the text's anchor and central baseline as a
/// `<text>` would place them); `false` for text without outlines here, which is then
/// written as `<text>`.
#[allow(clippy::too_many_arguments)]
fn outlined_text(
    out: &mut String,
    text: &str,
    position: PixelPoint,
    size: f32,
    weight: FontWeight,
    role: FontRole,
    anchor: TextAnchor,
    color: Rgba,
) -> bool {
    if role == FontRole::Label {
        return false;
    }
    let Some(chars) = outlines(text, weight) else {
        return false;
    };
    let scale = size / glyphs::UNITS_PER_EM;
    let advance: f32 = chars.iter().map(|g| f32::from(g.1)).sum::<f32>() * scale;
    let x = match anchor {
        TextAnchor::Start => position.x,
        TextAnchor::Middle => position.x - advance / 2.0,
        TextAnchor::End => position.x - advance,
    };
    let y = position.y + glyphs::EM_BOX_CENTRE * scale;
    // The text stays as the group's label for screen readers and search.
    let _ = write!(
        out,
        r#"<g aria-label="{}" transform="translate({} {}) scale({})""#,
        escape(text),
        num(x),
        num(y),
        scale
    );
    paint(out, "fill", Some(color));
    out.push('>');
    let mut pen = 0u32;
    for g in chars {
        match pen {
            0 => {
                let _ = write!(out, r#"<path d="{}"/>"#, g.2);
            }
            _ => {
                let _ = write!(out, r#"<path transform="translate({pen} 0)" d="{}"/>"#, g.2);
            }
        }
        pen += u32::from(g.1);
    }
    out.push_str("</g>");
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_short_and_text_is_escaped() {
        assert_eq!(num(12.0).to_string(), "12");
        assert_eq!(num(12.5).to_string(), "12.5");
        assert_eq!(num(12.05).to_string(), "12.05");
        assert_eq!(num(-3.256).to_string(), "-3.26");
        assert_eq!(num(-0.001).to_string(), "0");
        assert_eq!(num(f32::NAN).to_string(), "0");
        assert_eq!(escape("a<b&\"c\""), "a&lt;b&amp;&quot;c&quot;");
        assert!(families(FontRole::PieceCharacter).starts_with("'Noto Serif CJK SC'"));
        assert!(families(FontRole::PieceCharacter).ends_with(", serif"));
    }

    #[test]
    fn the_boards_characters_are_outlines_and_labels_stay_text() {
        let text = |text: &str, weight, role| Primitive::Text {
            text: text.into(),
            position: PixelPoint::new(100.0, 50.0),
            size: 40.0,
            weight,
            role,
            anchor: TextAnchor::Middle,
            color: Rgba::rgb(0, 0, 0),
        };
        let svg = |p: &Primitive| {
            let mut out = String::new();
            primitive(&mut out, p);
            out
        };
        let piece = svg(&text("傌", FontWeight::Bold, FontRole::PieceCharacter));
        assert!(
            piece.starts_with(r#"<g aria-label="傌" transform="translate(80 65.2) scale(0.04)""#),
            "{piece}"
        );
        assert!(
            piece.contains("<path d=\"M") && !piece.contains("<text"),
            "{piece}"
        );
        let river = svg(&text("漢界", FontWeight::Regular, FontRole::Board));
        assert!(
            river.contains(r#"<path transform="translate(1000 0)""#),
            "{river}"
        );
        for glyph in [glyphs::BOLD, glyphs::REGULAR].concat() {
            assert!(
                glyph.2.starts_with('M') && glyph.2.ends_with('Z'),
                "{}",
                glyph.0
            );
        }
        let label = svg(&text("7", FontWeight::Regular, FontRole::Label));
        assert!(label.starts_with("<text"), "{label}");
        let unknown = svg(&text("龍", FontWeight::Bold, FontRole::PieceCharacter));
        assert!(unknown.starts_with("<text"), "{unknown}");
    }

    #[test]
    fn every_character_the_board_draws_has_an_outline() {
        use crate::types::{Color, Piece, PieceKind};
        for color in [Color::Red, Color::Black] {
            for kind in PieceKind::ALL {
                let ch = super::super::character(Piece::new(color, kind));
                assert!(outlines(ch, FontWeight::Bold).is_some(), "{ch}");
            }
        }
        assert!(outlines("楚河漢界", FontWeight::Regular).is_some());
    }
}
