//! Touch geometry: every point's centre maps back to itself through `point_at` in both
//! orientations and at phone, tablet, portrait and landscape sizes; touches between points
//! and off the board mean no point; the board keeps its aspect and stays in the canvas.

use xiangqi::scene::{point_at, BoardGeometry, Coordinates, SceneOptions, HIT_RADIUS};
use xiangqi::{Color, Square};

/// Canvas sizes in pixels: the small phone of the issue, phones at 3x, a 13-inch tablet both
/// ways, a square window and a wide strip.
const SIZES: [(f32, f32); 8] = [
    (320.0, 356.0),
    (390.0, 844.0),
    (1179.0, 2556.0),
    (2048.0, 2732.0),
    (2732.0, 2048.0),
    (720.0, 792.0),
    (500.0, 500.0),
    (1600.0, 420.0),
];

fn each_geometry(mut f: impl FnMut(SceneOptions, BoardGeometry)) {
    for (w, h) in SIZES {
        for bottom in [Color::Red, Color::Black] {
            for coordinates in [
                Coordinates::FileNumbers,
                Coordinates::Iccs,
                Coordinates::None,
            ] {
                let mut o = SceneOptions::new(w, h);
                o.bottom = bottom;
                o.coordinates = coordinates;
                f(o, o.geometry());
            }
        }
    }
}

#[test]
fn every_centre_maps_back_to_its_point() {
    each_geometry(|o, g| {
        for s in Square::all() {
            let c = g.center(s);
            assert_eq!(point_at(&o, c.x, c.y), Some(s), "{o:?} {s}");
            // Anywhere inside the hit radius means the same point.
            let r = HIT_RADIUS * g.spacing * 0.95;
            for (dx, dy) in [(r, 0.0), (-r, 0.0), (0.0, r), (0.0, -r), (0.6 * r, 0.6 * r)] {
                assert_eq!(point_at(&o, c.x + dx, c.y + dy), Some(s), "{o:?} {s}");
            }
        }
    });
}

#[test]
fn between_points_and_off_the_board_there_is_no_point() {
    each_geometry(|o, g| {
        for s in Square::all() {
            let c = g.center(s);
            let h = g.spacing / 2.0;
            // Halfway to each neighbour, and the middle of each square of four points.
            for (dx, dy) in [(h, 0.0), (0.0, h), (h, h), (-h, h)] {
                assert_eq!(
                    point_at(&o, c.x + dx, c.y + dy),
                    None,
                    "{o:?} {s} {dx},{dy}"
                );
            }
        }
        let (x, y, w, hgt) = g.board_rect();
        let outside = [
            (x - 1.0, y - 1.0),
            (x + w + 1.0, y + hgt / 2.0),
            (x + w / 2.0, y + hgt + 1.0),
            (-50.0, -50.0),
            (o.width + 50.0, o.height + 50.0),
            (f32::NAN, 10.0),
            (10.0, f32::INFINITY),
        ];
        for (px, py) in outside {
            assert_eq!(point_at(&o, px, py), None, "{o:?} ({px},{py})");
        }
        // Just beyond the hit radius of the corner points.
        let r = HIT_RADIUS * g.spacing * 1.05;
        let a = g.cell_center(0.0, 0.0);
        assert_eq!(point_at(&o, a.x - r, a.y), None);
        assert_eq!(point_at(&o, a.x, a.y - r), None);
    });
}

#[test]
fn every_pixel_hits_the_nearest_point_or_none() {
    for (w, h) in [(320.0, 356.0), (1000.0, 700.0)] {
        for bottom in [Color::Red, Color::Black] {
            let mut o = SceneOptions::new(w, h);
            o.bottom = bottom;
            let g = o.geometry();
            let mut hits = 0;
            let mut y = 0.5;
            while y < h {
                let mut x = 0.5;
                while x < w {
                    let nearest = Square::all()
                        .map(|s| {
                            (
                                g.center(s).distance(xiangqi::scene::PixelPoint::new(x, y)),
                                s,
                            )
                        })
                        .min_by(|a, b| a.0.total_cmp(&b.0))
                        .unwrap();
                    let want = (nearest.0 <= HIT_RADIUS * g.spacing).then_some(nearest.1);
                    assert_eq!(point_at(&o, x, y), want, "({x},{y})");
                    hits += usize::from(want.is_some());
                    x += 3.0;
                }
                y += 3.0;
            }
            assert!(hits > 1000);
        }
    }
}

#[test]
fn the_board_keeps_its_aspect_and_centres_at_every_size() {
    each_geometry(|o, g| {
        let (x, y, w, h) = g.board_rect();
        assert!(x >= 0.0 && y >= 0.0, "{o:?}");
        assert!(x + w <= o.width + 0.51 && y + h <= o.height + 0.51, "{o:?}");
        assert!(((x + w / 2.0) - o.width / 2.0).abs() <= 1.0, "{o:?}");
        assert!(((y + h / 2.0) - o.height / 2.0).abs() <= 1.0, "{o:?}");
        // 8 x 9 spacings plus the same pad on every side.
        let pad = g.pad / g.spacing;
        let want = (8.0 + 2.0 * pad) / (9.0 + 2.0 * pad);
        assert!((w / h - want).abs() < 1e-4, "{o:?}");
        // One of the two sides nearly fills the canvas (the spacing is whole pixels).
        assert!(
            o.width - w < 10.0 + 2.0 * pad || o.height - h < 11.0 + 2.0 * pad,
            "{o:?}"
        );
    });
}

#[test]
fn black_at_the_bottom_turns_the_board_half_round() {
    let mut o = SceneOptions::new(720.0, 792.0);
    let red = o.geometry();
    o.bottom = Color::Black;
    let black = o.geometry();
    for s in Square::all() {
        let (a, b) = (red.center(s), black.center(s));
        // Rotated about the board's centre.
        let mid = red.cell_center(4.0, 4.5);
        assert!((a.x + b.x - 2.0 * mid.x).abs() < 1e-3 && (a.y + b.y - 2.0 * mid.y).abs() < 1e-3);
    }
    let e0 = Square::parse_iccs("e0").unwrap();
    assert!(red.center(e0).y > black.center(e0).y);
}
