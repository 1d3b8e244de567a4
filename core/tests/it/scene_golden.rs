//! Structural golden scenes: a digest of every primitive (kind, rounded geometry, colours,
//! widths, dashes, fonts) for a few positions per stage and per piece face, compared with
//! `fixtures/scene_golden/*.txt`.
//!
//! After an intended change of the drawing, re-bless them and review the diff:
//! `BLESS=1 cargo test --profile test-opt -p xiangqi-core scene_golden::`. To look at them,
//! `SCENE_SVG=<dir>` writes each golden scene there as SVG too.

use crate::scene_common;

use scene_common::{capture_state, marks_state, ENDGAME_FEN};
use std::fmt::Write;
use std::path::PathBuf;
use xiangqi::scene::{
    build, to_svg, Coordinates, FillRule, PathCommand, Primitive, Rgba, Scene, SceneOptions,
    SceneState, Stroke,
};
use xiangqi::store::{PieceFaces, Stage};
use xiangqi::{Color, Position};

fn color(c: &Rgba) -> String {
    format!("#{:02x}{:02x}{:02x}{:02x}", c.r, c.g, c.b, c.a)
}

fn fill(c: &Option<Rgba>) -> String {
    c.as_ref().map_or("none".into(), color)
}

fn stroke(s: &Option<Stroke>) -> String {
    match s {
        None => "none".into(),
        Some(s) => {
            let mut t = format!("{}/{:.1}", color(&s.color), s.width);
            if !s.dash.is_empty() {
                let d: Vec<String> = s.dash.iter().map(|d| format!("{d:.1}")).collect();
                t.push_str(&format!("/dash {}", d.join(",")));
            }
            t.push_str(&format!("/{:?}/{:?}", s.cap, s.join));
            t
        }
    }
}

fn pt(x: f32, y: f32) -> String {
    format!("{x:.1},{y:.1}")
}

/// One line per primitive; paths as their command count and bounding box of end points.
fn digest(scene: &Scene) -> String {
    let mut out = format!("scene {:.0}x{:.0}\n", scene.width, scene.height);
    for p in &scene.primitives {
        let _ = match p {
            Primitive::Rect {
                x,
                y,
                width,
                height,
                corner_radius,
                fill: f,
                stroke: s,
            } => writeln!(
                out,
                "rect {} {} r={corner_radius:.1} {} {}",
                pt(*x, *y),
                pt(*width, *height),
                fill(f),
                stroke(s)
            ),
            Primitive::Line {
                from,
                to,
                stroke: s,
            } => writeln!(
                out,
                "line {} {} {}",
                pt(from.x, from.y),
                pt(to.x, to.y),
                stroke(&Some(s.clone()))
            ),
            Primitive::Polyline { points, stroke: s } => writeln!(
                out,
                "polyline {} {}",
                points
                    .iter()
                    .map(|p| pt(p.x, p.y))
                    .collect::<Vec<_>>()
                    .join(" "),
                stroke(&Some(s.clone()))
            ),
            Primitive::Circle {
                center,
                radius,
                fill: f,
                stroke: s,
            } => writeln!(
                out,
                "circle {} r={radius:.1} {} {}",
                pt(center.x, center.y),
                fill(f),
                stroke(s)
            ),
            Primitive::Path {
                commands,
                fill: f,
                fill_rule,
                stroke: s,
            } => {
                let ends: Vec<_> = commands.iter().filter_map(PathCommand::end).collect();
                let (x0, y0, x1, y1) = ends.iter().fold(
                    (f32::MAX, f32::MAX, f32::MIN, f32::MIN),
                    |(a, b, c, d), p| (a.min(p.x), b.min(p.y), c.max(p.x), d.max(p.y)),
                );
                writeln!(
                    out,
                    "path n={} {}..{} {}{} {}",
                    commands.len(),
                    pt(x0, y0),
                    pt(x1, y1),
                    fill(f),
                    if *fill_rule == FillRule::EvenOdd {
                        " evenodd"
                    } else {
                        ""
                    },
                    stroke(s)
                )
            }
            Primitive::Text {
                text,
                position,
                size,
                weight,
                role,
                anchor,
                color: c,
            } => writeln!(
                out,
                "text {text:?} {} size={size:.1} {weight:?} {role:?} {anchor:?} {}",
                pt(position.x, position.y),
                color(c)
            ),
            Primitive::Cross {
                center,
                size,
                stroke: s,
            } => writeln!(
                out,
                "cross {} size={size:.1} {}",
                pt(center.x, center.y),
                stroke(&Some(s.clone()))
            ),
        };
    }
    for s in &scene.pieces {
        let _ = writeln!(
            out,
            "sprite {} {} {} {} {:?} {}+{}",
            s.point,
            s.piece,
            pt(s.center.x, s.center.y),
            s.opacity,
            s.role,
            s.first,
            s.count
        );
    }
    out
}

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/scene_golden")
}

fn stage_name(s: Stage) -> &'static str {
    match s {
        Stage::Buehne => "buehne",
        Stage::Probe => "probe",
        Stage::Lackbrett => "lackbrett",
    }
}

fn faces_name(f: PieceFaces) -> &'static str {
    match f {
        PieceFaces::Pictures => "pictures",
        PieceFaces::PictureWithCharacter => "mixed",
        PieceFaces::Characters => "characters",
    }
}

/// (name, state, bottom, coordinates) of the golden positions.
fn positions() -> Vec<(&'static str, SceneState, Color, Coordinates)> {
    let (_, marks) = marks_state();
    let endgame = SceneState::from_position(&Position::from_fen(ENDGAME_FEN).unwrap());
    vec![
        (
            "start",
            SceneState::from_position(&Position::startpos()),
            Color::Red,
            Coordinates::FileNumbers,
        ),
        ("marks", marks, Color::Red, Coordinates::FileNumbers),
        (
            "capture",
            capture_state().1,
            Color::Red,
            Coordinates::FileNumbers,
        ),
        ("endgame", endgame, Color::Black, Coordinates::Iccs),
    ]
}

#[test]
fn golden_scenes_per_stage_and_face() {
    let bless = std::env::var_os("BLESS").is_some();
    let svg_dir = std::env::var_os("SCENE_SVG").map(PathBuf::from);
    let mut combos = Vec::new();
    for stage in [Stage::Buehne, Stage::Probe, Stage::Lackbrett] {
        combos.push((stage, PieceFaces::Pictures));
    }
    for faces in [PieceFaces::PictureWithCharacter, PieceFaces::Characters] {
        combos.push((Stage::Buehne, faces));
    }
    let mut failures = Vec::new();
    let mut checked = 0;
    for (name, state, bottom, coordinates) in positions() {
        for &(stage, faces) in &combos {
            let mut o = SceneOptions::new(360.0, 396.0);
            o.stage = stage;
            o.faces = faces;
            o.bottom = bottom;
            o.coordinates = coordinates;
            let scene = build(&state, &o);
            let got = digest(&scene);
            let stem = format!("{name}.{}.{}", stage_name(stage), faces_name(faces));
            if let Some(svg_dir) = &svg_dir {
                std::fs::create_dir_all(svg_dir).unwrap();
                std::fs::write(svg_dir.join(format!("{stem}.svg")), to_svg(&scene)).unwrap();
            }
            let file = dir().join(format!("{stem}.txt"));
            if bless {
                std::fs::create_dir_all(dir()).unwrap();
                std::fs::write(&file, &got).unwrap();
                continue;
            }
            let want = std::fs::read_to_string(&file).unwrap_or_default();
            if want != got {
                let line = want
                    .lines()
                    .zip(got.lines())
                    .position(|(a, b)| a != b)
                    .unwrap_or(want.lines().count().min(got.lines().count()));
                failures.push(format!(
                    "{}: first difference at line {}: want {:?}, got {:?}",
                    file.display(),
                    line + 1,
                    want.lines().nth(line),
                    got.lines().nth(line)
                ));
            }
            checked += 1;
        }
    }
    assert!(
        failures.is_empty(),
        "golden scenes differ (re-bless with BLESS=1 after an intended change):\n{}",
        failures.join("\n")
    );
    assert!(bless || checked == 20);
}
