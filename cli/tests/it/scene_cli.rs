//! `xiangqi render` and `xiangqi scene`: SVG and PNG files (the PNG's piece centres carry the
//! piece colours of the scene), the JSON, the hit test, the screen reader's texts, help and
//! the exit-code contract (bad input: exit 2, one line on stderr).

use crate::common;

use common::{assert_bad_input, stdout, xiangqi};
use serde_json::Value;
use std::path::PathBuf;

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("xiangqi-scene-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

/// The scene of `args` as JSON.
fn scene_json(args: &[&str]) -> Value {
    let mut all = vec!["scene", "--json"];
    all.extend_from_slice(args);
    let o = xiangqi(&all);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    serde_json::from_str(&stdout(&o)).expect("JSON")
}

struct Png {
    width: u32,
    rgb: Vec<u8>,
}

impl Png {
    fn read(path: &PathBuf) -> Png {
        let decoder =
            png::Decoder::new(std::io::BufReader::new(std::fs::File::open(path).unwrap()));
        let mut reader = decoder.read_info().unwrap();
        let mut buf = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut buf).unwrap();
        // A board is opaque: written as RGB.
        assert_eq!(info.color_type, png::ColorType::Rgb);
        buf.truncate(info.buffer_size());
        Png {
            width: info.width,
            rgb: buf,
        }
    }

    fn at(&self, x: f64, y: f64) -> [u8; 3] {
        let i = ((y as u32 * self.width + x as u32) * 3) as usize;
        [self.rgb[i], self.rgb[i + 1], self.rgb[i + 2]]
    }
}

fn rgb(v: &Value) -> [u8; 3] {
    ["r", "g", "b"].map(|k| v[k].as_u64().unwrap() as u8)
}

fn close(a: [u8; 3], b: [u8; 3], tolerance: u8) -> bool {
    a.iter().zip(b).all(|(x, y)| x.abs_diff(y) <= tolerance)
}

/// Every piece of the PNG carries its scene colours: lacquer inside the ring, the metal
/// ring; with characters, ink in the middle.
fn check_pieces(png: &Png, scene: &Value, ink_in_the_middle: bool, covered: &[&str]) {
    let prims = scene["primitives"].as_array().unwrap();
    let pieces = scene["pieces"].as_array().unwrap();
    assert!(!pieces.is_empty());
    for p in pieces
        .iter()
        .filter(|p| !covered.contains(&p["point"].as_str().unwrap()))
    {
        let (cx, cy) = (
            p["center"]["x"].as_f64().unwrap(),
            p["center"]["y"].as_f64().unwrap(),
        );
        let r = p["radius"].as_f64().unwrap();
        let disc = &prims[p["first"].as_u64().unwrap() as usize];
        assert_eq!(disc["kind"], "circle");
        let body = rgb(&disc["fill"]);
        let ring = rgb(&disc["stroke"]["color"]);
        let what = format!("{} on {}", p["piece"], p["point"]);
        for (dx, dy) in [(0.0, 0.71), (-0.71, 0.0), (0.71, 0.0)] {
            let got = png.at(cx + dx * r, cy + dy * r);
            assert!(close(got, body, 6), "{what}: body {got:?} vs {body:?}");
        }
        let got = png.at(cx, cy + 0.935 * r);
        assert!(close(got, ring, 6), "{what}: ring {got:?} vs {ring:?}");
        if ink_in_the_middle {
            // The character is drawn: some pixel near the middle is neither lacquer nor ring.
            let inked = (-6..=6)
                .flat_map(|i| (-6..=6).map(move |j| (i, j)))
                .any(|(i, j)| {
                    let got = png.at(cx + i as f64 * r / 20.0, cy + j as f64 * r / 20.0);
                    !close(got, body, 40)
                });
            assert!(
                inked,
                "{what}: no character drawn (is fonts-noto-cjk installed?)"
            );
        }
    }
}

#[test]
fn render_writes_svg_and_png_whose_pieces_carry_their_colours() {
    let svg = temp("start.svg");
    let o = xiangqi(&["render", "--out", svg.to_str().unwrap()]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let text = std::fs::read_to_string(&svg).unwrap();
    assert!(text.starts_with("<svg") && text.contains("楚"));
    for (stage, faces) in [
        ("buehne", "pictures"),
        ("probe", "characters"),
        ("lackbrett", "mixed"),
    ] {
        let png_path = temp(&format!("start-{stage}-{faces}.png"));
        let args = ["--stage", stage, "--faces", faces, "--bottom", "black"];
        let mut render = vec!["render", "--out", png_path.to_str().unwrap()];
        render.extend_from_slice(&args);
        let o = xiangqi(&render);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        let bytes = std::fs::read(&png_path).unwrap();
        assert!(bytes.len() > 10_000 && bytes.starts_with(b"\x89PNG"));
        let png = Png::read(&png_path);
        assert_eq!(png.width, 720);
        assert_eq!(png.rgb.len(), 720 * 792 * 3);
        check_pieces(&png, &scene_json(&args), faces == "characters", &[]);
    }
}

#[test]
fn render_with_every_mark_and_a_size() {
    let path = temp("marks.png");
    let args = [
        "--fen",
        "2baka1nr/9/2n5b/p1p1p1r1p/C6c1/8P/P1P1PNP2/N2c3C1/6R2/2BAKAB1R b - - 12 15",
        "--moves",
        "h5e5",
        "--select",
        "f3",
        "--hint",
        "f3e5",
        "--helper",
        "--dangers",
        "--size",
        "400",
    ];
    let mut render = vec!["render", "--out", path.to_str().unwrap()];
    render.extend_from_slice(&args);
    let o = xiangqi(&render);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let png = Png::read(&path);
    assert_eq!(png.width, 400);
    assert_eq!(png.rgb.len(), 400 * 440 * 3);
    let scene = scene_json(&args);
    let kinds: Vec<&str> = scene["primitives"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds.iter().filter(|k| **k == "cross").count(), 6);
    // The hint arrow lies over the horse on f3 and the cannon on e5.
    check_pieces(&png, &scene, false, &["f3", "e5"]);
}

#[test]
fn hit_prints_the_point_or_none() {
    let scene = scene_json(&[]);
    let b0 = scene["pieces"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["point"] == "b0")
        .unwrap()
        .clone();
    let (x, y) = (
        b0["center"]["x"].as_f64().unwrap(),
        b0["center"]["y"].as_f64().unwrap(),
    );
    let hit = |args: &[&str]| stdout(&xiangqi(args)).trim().to_string();
    let (xs, ys) = (format!("{x}"), format!("{y}"));
    assert_eq!(hit(&["scene", "--hit", &xs, &ys]), "b0");
    // Turned round, the same pixel is h9.
    assert_eq!(
        hit(&["scene", "--bottom", "black", "--hit", &xs, &ys]),
        "h9"
    );
    let between = format!("{}", x + 36.0);
    assert_eq!(hit(&["scene", "--hit", &between, &ys]), "none");
    assert_eq!(hit(&["scene", "--hit", "-10", "5"]), "none");
}

#[test]
fn a11y_prints_ninety_points_in_both_languages() {
    let en = stdout(&xiangqi(&["scene", "--a11y", "--lang", "en"]));
    assert_eq!(en.lines().count(), 90);
    assert_eq!(
        en.lines().next(),
        Some("Black chariot on a9, not Black's turn")
    );
    assert!(en.contains("Red horse on b0, two moves. Select"));
    let de = stdout(&xiangqi(&[
        "scene", "--a11y", "--select", "b0", "--lang", "de",
    ]));
    assert!(de.contains("Rotes Pferd auf b0, zwei Züge, ausgewählt. Auswahl aufheben"));
    assert!(de.contains("c2, leer, erlaubtes Ziel. Hierher ziehen"));
}

#[test]
fn help_and_bad_input() {
    for cmd in ["render", "scene"] {
        let o = xiangqi(&[cmd, "--help"]);
        assert!(o.status.success());
        assert!(stdout(&o).starts_with(&format!("usage: xiangqi {cmd}")));
    }
    let out = temp("x.svg");
    let out = out.to_str().unwrap();
    assert_bad_input(&["render"], "--out");
    assert_bad_input(&["render", "--out", "x.gif"], ".svg or .png");
    assert_bad_input(
        &["render", "--stage", "opera", "--out", out],
        "unknown stage",
    );
    assert_bad_input(
        &["render", "--faces", "emoji", "--out", out],
        "unknown faces",
    );
    assert_bad_input(
        &["render", "--bottom", "blue", "--out", out],
        "unknown side",
    );
    assert_bad_input(&["render", "--size", "10", "--out", out], "between");
    assert_bad_input(&["render", "--size", "big", "--out", out], "number");
    assert_bad_input(
        &["render", "--fen", "nonsense", "--out", out],
        "This FEN cannot be read",
    );
    assert_bad_input(&["render", "--moves", "a0a9", "--out", out], "move 1");
    assert_bad_input(&["render", "--select", "e5", "--out", out], "no piece");
    assert_bad_input(&["render", "--select", "z9", "--out", out], "point like h2");
    assert_bad_input(&["render", "--hint", "e5e6", "--out", out], "--hint");
    assert_bad_input(
        &["render", "--coords", "roman", "--out", out],
        "coordinates",
    );
    assert_bad_input(&["render", "--wat", "--out", out], "unknown option");
    assert_bad_input(&["scene"], "--json");
    assert_bad_input(&["scene", "--hit", "1"], "two numbers");
    assert_bad_input(&["scene", "--hit", "a", "b"], "two numbers");
    assert_bad_input(&["scene", "--a11y", "--lang", "fr"], "language");
}
