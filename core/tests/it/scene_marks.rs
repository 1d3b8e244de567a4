//! Scenes of the rules vectors' positions: one piece sprite per piece at the centre of its
//! point with its colours and face, in every stage, face and orientation; the selection's and
//! the move helper's marks match its legal, risky and blocked targets and blockers exactly
//! (the targets always, the helper's only with the helper on); checkers, dangers, the last
//! move, the hint, a drag and the move animation are drawn where they belong; every mark in
//! the app's one palette (a gold selection ring, dots and capture rings, cinnabar warnings).

use crate::scene_common;

use scene_common::{capture_state, sq, CAPTURE_SELECTED, ENDGAME_FEN};
use std::collections::{BTreeSet, HashMap};
use xiangqi::explain::{dangers, move_help};
use xiangqi::scene::{
    build, character, palette, point_at, to_svg, BoardGeometry, DragView, MoveAnimation,
    PixelPoint, Primitive, Rgba, Scene, SceneOptions, SceneState, SpriteRole, Theme,
};
use xiangqi::store::{PieceFaces, Stage};
use xiangqi::{Bitboard, Color, Move, PieceKind, Position, Square};

const POSITIONS: &str = include_str!("../data/positions.jsonl");

const STAGES: [Stage; 3] = [Stage::Buehne, Stage::Probe, Stage::Lackbrett];
const FACES: [PieceFaces; 3] = [
    PieceFaces::Pictures,
    PieceFaces::PictureWithCharacter,
    PieceFaces::Characters,
];

fn positions() -> Vec<Position> {
    POSITIONS
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).unwrap();
            Position::from_fen(v["fen"].as_str().unwrap()).unwrap()
        })
        .collect()
}

fn options(stage: Stage, faces: PieceFaces, bottom: Color) -> SceneOptions {
    let mut o = SceneOptions::new(540.0, 594.0);
    o.stage = stage;
    o.faces = faces;
    o.bottom = bottom;
    o
}

fn near(a: PixelPoint, b: PixelPoint) -> bool {
    a.distance(b) < 0.01
}

/// The point of a mark at `c` (its centre must be a point's centre).
fn point_of(g: &BoardGeometry, c: PixelPoint) -> Square {
    let s = g.point_at(c.x, c.y).expect("a mark on a point");
    assert!(near(g.center(s), c), "mark off centre: {c:?}");
    s
}

#[test]
fn one_sprite_per_piece_at_its_point_with_its_colours_and_face() {
    let positions = positions();
    assert!(positions.len() >= 50);
    let mut kind_signature: HashMap<(Stage, PieceKind), (usize, usize)> = HashMap::new();
    for pos in &positions {
        let state = SceneState::from_position(pos);
        for stage in STAGES {
            let theme = Theme::of(stage);
            for faces in FACES {
                for bottom in [Color::Red, Color::Black] {
                    let o = options(stage, faces, bottom);
                    let g = o.geometry();
                    let scene = build(&state, &o);
                    assert_eq!(scene.pieces.len(), pos.occupied().count() as usize);
                    let mut seen = BTreeSet::new();
                    for sp in &scene.pieces {
                        assert_eq!(sp.role, SpriteRole::Resting);
                        assert!(seen.insert(sp.point), "two sprites on {}", sp.point);
                        assert_eq!(pos.piece_at(sp.point), Some(sp.piece));
                        assert!(near(sp.center, g.center(sp.point)));
                        assert_eq!(point_at(&o, sp.center.x, sp.center.y), Some(sp.point));
                        let (body, ring, ink) = theme.pieces.of(sp.piece.color);
                        let span =
                            &scene.primitives[sp.first as usize..(sp.first + sp.count) as usize];
                        let Primitive::Circle {
                            center,
                            fill,
                            stroke,
                            ..
                        } = &span[0]
                        else {
                            panic!("a sprite starts with its disc: {:?}", span[0]);
                        };
                        assert!(near(*center, g.center(sp.point)));
                        assert_eq!(*fill, Some(body));
                        assert_eq!(stroke.as_ref().map(|s| s.color), Some(ring));
                        let texts: Vec<(&str, Rgba)> = span
                            .iter()
                            .filter_map(|p| match p {
                                Primitive::Text { text, color, .. } => {
                                    Some((text.as_str(), *color))
                                }
                                _ => None,
                            })
                            .collect();
                        let paths: Vec<usize> = span
                            .iter()
                            .filter_map(|p| match p {
                                Primitive::Path { commands, .. } => Some(commands.len()),
                                _ => None,
                            })
                            .collect();
                        let ink_paths = span
                            .iter()
                            .filter(
                                |p| matches!(p, Primitive::Path { fill: Some(c), .. } if *c == ink),
                            )
                            .count();
                        let glyph = character(sp.piece);
                        match faces {
                            PieceFaces::Characters => {
                                assert_eq!(texts, vec![(glyph, ink)]);
                                assert_eq!(paths.len(), 1, "only the gloss");
                            }
                            PieceFaces::PictureWithCharacter => {
                                assert_eq!(texts, vec![(glyph, ink)]);
                                assert!(ink_paths >= 1);
                            }
                            PieceFaces::Pictures => {
                                assert!(texts.is_empty());
                                assert!(ink_paths >= 1);
                                let sig = (paths.len(), paths.iter().sum());
                                let known =
                                    kind_signature.entry((stage, sp.piece.kind)).or_insert(sig);
                                assert_eq!(*known, sig, "{:?} drawn two ways", sp.piece.kind);
                            }
                        }
                    }
                }
            }
        }
    }
    // Seven different pictures.
    let sigs: BTreeSet<_> = kind_signature
        .iter()
        .filter(|((s, _), _)| *s == Stage::Buehne)
        .map(|(_, v)| *v)
        .collect();
    assert_eq!(sigs.len(), 7);
}

/// The selection's, the helper's and the dangers' marks found in a scene.
#[derive(Debug, Default, PartialEq)]
struct Marks {
    crosses: Vec<Square>,
    blockers: Vec<Square>,
    dots: Vec<(Square, Rgba)>,
    capture_rings: Vec<(Square, Rgba)>,
    selection: Vec<Square>,
    checkers: Vec<Square>,
    glows: Vec<Square>,
}

/// The marks of `scene`; a solid ring around `selected` is the selection.
fn marks(scene: &Scene, g: &BoardGeometry, theme: &Theme, selected: Option<Square>) -> Marks {
    let m = &theme.marks;
    let mut m_out = Marks::default();
    let targets = [m.target(false), m.target(true)];
    let mut selection_width = 0.0f32;
    let mut capture_width = f32::MAX;
    // The pieces' own primitives (each sprite and the shadow before it) are no marks.
    let mut piece = vec![false; scene.primitives.len()];
    for sp in &scene.pieces {
        piece[sp.first as usize - 1..(sp.first + sp.count) as usize].fill(true);
    }
    for (p, _) in scene
        .primitives
        .iter()
        .zip(piece)
        .filter(|(_, piece)| !piece)
    {
        match p {
            Primitive::Cross { center, stroke, .. } => {
                // On the point, or on a badge at the upper right of the piece there.
                assert_eq!(stroke.color, m.blocked());
                let s = g.point_at(center.x, center.y).expect("a cross on a point");
                let c = g.center(s);
                let badge = PixelPoint::new(c.x + 0.3 * g.spacing, c.y - 0.3 * g.spacing);
                assert!(near(c, *center) || near(badge, *center), "{center:?}");
                m_out.crosses.push(s);
            }
            Primitive::Circle {
                center,
                radius,
                fill: None,
                stroke: Some(s),
            } => {
                let at = point_of(g, *center);
                if !s.dash.is_empty() {
                    assert_eq!(s.color, m.blocked());
                    assert!(
                        *radius > g.piece_radius(),
                        "a blocker's ring lies around it"
                    );
                    m_out.blockers.push(at);
                } else if *radius < g.piece_radius() {
                    // The check outline lies on the piece's rim.
                    assert_eq!(s.color, m.check(), "only the check outline lies on a rim");
                    m_out.checkers.push(at);
                } else if Some(at) == selected {
                    assert_eq!(s.color, m.selected(), "the selection's ring is gold");
                    selection_width = selection_width.max(s.width);
                    m_out.selection.push(at);
                } else if targets.contains(&s.color) {
                    capture_width = capture_width.min(s.width);
                    m_out.capture_rings.push((at, s.color));
                }
            }
            Primitive::Circle {
                center,
                radius,
                fill: Some(f),
                ..
            } => {
                if targets.contains(f) {
                    assert!(*radius < 0.2 * g.spacing, "a target dot is small");
                    m_out.dots.push((point_of(g, *center), *f));
                } else if *f == m.danger().with_alpha(m.glow_alphas[2]) {
                    m_out.glows.push(point_of(g, *center));
                }
            }
            _ => {}
        }
    }
    if !m_out.selection.is_empty() && !m_out.capture_rings.is_empty() {
        assert!(
            selection_width > capture_width,
            "the selection's ring is the boldest"
        );
    }
    for v in [
        &mut m_out.crosses,
        &mut m_out.blockers,
        &mut m_out.selection,
        &mut m_out.checkers,
        &mut m_out.glows,
    ] {
        v.sort();
    }
    m_out.dots.sort_by_key(|d| d.0);
    m_out.capture_rings.sort_by_key(|d| d.0);
    m_out
}

#[test]
fn the_selection_and_helper_marks_match_the_move_helper_exactly() {
    let mut checked = 0;
    let mut risky = 0;
    for (i, pos) in positions().iter().enumerate() {
        let stage = STAGES[i % 3];
        let theme = Theme::of(stage);
        let bottom = if i % 2 == 0 { Color::Red } else { Color::Black };
        let o = options(stage, FACES[i % 3], bottom);
        let g = o.geometry();
        for from in pos.occupied() {
            let help = move_help(pos, from, Bitboard::EMPTY).unwrap();
            let mut state = SceneState::from_position(pos);
            state.selection = Some(help.clone());
            let got = marks(&build(&state, &o), &g, theme, Some(from));
            let mut want = Marks {
                crosses: help.blocked.iter().map(|b| b.to).collect(),
                blockers: help.blocked.iter().filter_map(|b| b.blocker).collect(),
                selection: vec![from],
                checkers: pos.checkers().collect(),
                ..Marks::default()
            };
            want.crosses.sort();
            want.blockers.sort();
            want.blockers.dedup();
            want.checkers.sort();
            // Empty targets as dots, captures as rings; risky ones in cinnabar.
            let targets = |helper: bool| {
                let (mut dots, mut rings) = (Vec::new(), Vec::new());
                for &t in &help.legal {
                    let color = theme.marks.target(helper && help.risky.contains(&t));
                    if pos.piece_at(t).is_some() {
                        rings.push((t, color));
                    } else {
                        dots.push((t, color));
                    }
                }
                dots.sort_by_key(|d| d.0);
                rings.sort_by_key(|d| d.0);
                (dots, rings)
            };
            (want.dots, want.capture_rings) = targets(true);
            risky += help.risky.len();
            assert_eq!(got, want, "{} selecting {from}", pos.to_fen());
            // With the helper off the selection, its targets (none risky) and the checkers
            // remain; no crosses, no blockers.
            let mut off = o;
            off.move_helper = false;
            let got = marks(&build(&state, &off), &g, theme, Some(from));
            let (dots, capture_rings) = targets(false);
            assert_eq!(
                got,
                Marks {
                    selection: vec![from],
                    checkers: want.checkers.clone(),
                    dots,
                    capture_rings,
                    ..Marks::default()
                }
            );
            checked += 1;
        }
    }
    assert!(checked > 1000, "{checked}");
    assert!(risky > 20, "{risky}");
}

#[test]
fn dangers_glow_only_when_the_setting_is_on() {
    let mut glowing = 0;
    for pos in positions() {
        for color in [Color::Red, Color::Black] {
            let mut state = SceneState::from_position(&pos);
            state.dangers = dangers(&pos, color, Bitboard::EMPTY);
            let mut o = options(Stage::Probe, PieceFaces::Pictures, color);
            let g = o.geometry();
            let got = marks(&build(&state, &o), &g, Theme::of(Stage::Probe), None).glows;
            let mut want = state.dangers.clone();
            want.sort();
            assert_eq!(got, want);
            glowing += want.len();
            o.dangers = false;
            assert!(marks(&build(&state, &o), &g, Theme::of(Stage::Probe), None)
                .glows
                .is_empty());
        }
    }
    assert!(glowing > 20, "{glowing}");
}

/// The colours a primitive paints with.
fn colours(p: &Primitive) -> Vec<Rgba> {
    let (fill, stroke) = match p {
        Primitive::Rect { fill, stroke, .. }
        | Primitive::Circle { fill, stroke, .. }
        | Primitive::Path { fill, stroke, .. } => (*fill, stroke.as_ref().map(|s| s.color)),
        Primitive::Line { stroke, .. }
        | Primitive::Polyline { stroke, .. }
        | Primitive::Cross { stroke, .. } => (None, Some(stroke.color)),
        Primitive::Text { color, .. } => (Some(*color), None),
    };
    fill.into_iter().chain(stroke).collect()
}

/// The primitives of `with` that `without` lacks (in order).
fn extra(with: &Scene, without: &Scene) -> Vec<Primitive> {
    let mut rest: Vec<&Primitive> = without.primitives.iter().collect();
    let mut out = Vec::new();
    for p in &with.primitives {
        match rest.iter().position(|q| *q == p) {
            Some(i) => {
                rest.remove(i);
            }
            None => out.push(p.clone()),
        }
    }
    out
}

#[test]
fn every_mark_is_drawn_in_the_palette_never_blue_or_mint() {
    let bluish = |c: Rgba| c.b > c.r && c.b >= c.g;
    let greenish = |c: Rgba| c.g > c.r && c.g >= c.b;
    let mut seen = BTreeSet::new();
    let mut marks_checked = 0;
    for (i, pos) in positions().iter().enumerate().step_by(3) {
        for stage in STAGES {
            let o = options(stage, FACES[i % 3], Color::Red);
            let bare = build(&SceneState::from_position(pos), &o);
            let mut bare_state = SceneState::from_position(pos);
            bare_state.checkers.clear();
            let bare_unchecked = build(&bare_state, &o);
            for from in pos.occupied().step_by(4) {
                let mut state = SceneState::with_marks(
                    pos,
                    pos.legal_moves().first().copied(),
                    Some(from),
                    pos.legal_moves().last().copied(),
                    Some(Color::Red),
                );
                state.drag = Some(DragView {
                    from,
                    finger: PixelPoint::new(100.0, 100.0),
                    over: Some(from),
                });
                let mut scene = build(&state, &o);
                // The marks are what the scene draws beyond the bare position's (the check
                // outline beyond the position without its checkers), the lifted piece aside.
                let lifted = scene.pieces.last().unwrap();
                assert_eq!(lifted.role, SpriteRole::Dragged);
                scene.primitives.truncate(lifted.first as usize - 1);
                let mut drawn = extra(&scene, &bare);
                drawn.extend(extra(&bare, &bare_unchecked));
                for p in &drawn {
                    for c in colours(p) {
                        assert!(
                            palette::contains(c),
                            "{stage:?}: {} in {c:?} is not in the palette",
                            p.kind_name()
                        );
                        assert!(!bluish(c) && !greenish(c), "{stage:?}: {p:?}");
                        seen.insert((c.r, c.g, c.b));
                    }
                    marks_checked += 1;
                }
            }
        }
    }
    assert!(marks_checked > 1000, "{marks_checked}");
    // Cinnabar and gold on lacquer, paper and wood, and the last move's neutral.
    for c in [
        palette::CINNABAR,
        palette::CINNABAR_LIGHT,
        palette::GOLD,
        palette::GOLD_DEEP,
        palette::PAPER,
        palette::INK,
    ] {
        assert!(seen.contains(&(c.r, c.g, c.b)), "{c:?} never drawn");
    }
    for c in palette::ALL {
        assert!(!bluish(c) && !greenish(c), "{c:?}");
    }
}

/// The selected piece's ring is gold on every stage; a capture target gets a ring around
/// the piece, an empty target a small dot; the checking piece's rim is cinnabar.
#[test]
fn a_gold_ring_for_the_selection_dots_for_moves_rings_for_captures() {
    // Red's cannon on e2 can capture the soldier on e6 (over its own soldier on e3).
    let (_, state) = capture_state();
    let (e2, e6) = (sq(CAPTURE_SELECTED), sq("e6"));
    for (stage, gold, cinnabar) in [
        (Stage::Buehne, palette::GOLD, palette::CINNABAR_LIGHT),
        (Stage::Probe, palette::GOLD_DEEP, palette::CINNABAR),
        (Stage::Lackbrett, palette::GOLD_DEEP, palette::CINNABAR),
    ] {
        let theme = Theme::of(stage);
        assert_eq!(theme.marks.selected(), gold);
        assert_eq!(theme.marks.check(), cinnabar);
        for helper in [true, false] {
            let mut o = options(stage, PieceFaces::Pictures, Color::Red);
            o.move_helper = helper;
            let g = o.geometry();
            let got = marks(&build(&state, &o), &g, theme, Some(e2));
            assert_eq!(got.selection, vec![e2]);
            assert_eq!(got.capture_rings, vec![(e6, gold)]);
            let mut dots: Vec<String> = got.dots.iter().map(|d| d.0.to_string()).collect();
            dots.sort();
            assert_eq!(dots, ["c2", "d2", "e1", "f2", "g2", "h2", "i2"]);
            assert!(got.dots.iter().all(|d| d.1 == gold));
            // The soldier is also the second screen in front of the general: with the helper
            // its dashed ring lies around the capture ring, and e9 is crossed.
            let (blockers, crosses) = if helper {
                (vec![e6], vec![sq("e9")])
            } else {
                (vec![], vec![])
            };
            assert_eq!((got.blockers, got.crosses), (blockers, crosses));
        }
    }
    // In check: the checking chariot's rim in cinnabar.
    let pos = Position::from_fen(ENDGAME_FEN).unwrap();
    let state = SceneState::from_position(&pos);
    for stage in STAGES {
        let theme = Theme::of(stage);
        let o = options(stage, PieceFaces::Characters, Color::Black);
        let got = marks(&build(&state, &o), &o.geometry(), theme, None);
        assert_eq!(got.checkers, vec![sq("d1")]);
    }
}

fn mv(t: &str) -> Move {
    Move::parse_iccs(t).unwrap()
}

#[test]
fn last_move_hint_and_drag_are_drawn_where_they_belong() {
    let mut pos = Position::startpos();
    pos.make_move(mv("h2e2"));
    let mut state = SceneState::from_position(&pos);
    state.last_move = Some(mv("h2e2"));
    state.hint = Some(mv("h9g7"));
    for stage in STAGES {
        let theme = Theme::of(stage);
        let o = options(stage, PieceFaces::Pictures, Color::Red);
        let g = o.geometry();
        let scene = build(&state, &o);
        // Four corner brackets around the target, a marked origin.
        let brackets: Vec<&Vec<PixelPoint>> = scene
            .primitives
            .iter()
            .filter_map(|p| match p {
                Primitive::Polyline { points, stroke }
                    if stroke.color
                        == theme
                            .marks
                            .last_move
                            .with_alpha(theme.marks.last_move_alpha) =>
                {
                    Some(points)
                }
                _ => None,
            })
            .collect();
        assert_eq!(brackets.len(), 4);
        let e2 = g.center(Square::parse_iccs("e2").unwrap());
        for b in brackets {
            assert!(b[1].distance(e2) < g.spacing * 0.8);
        }
        let h2 = g.center(Square::parse_iccs("h2").unwrap());
        assert!(scene.primitives.iter().any(|p| matches!(p,
            Primitive::Circle { center, .. } if near(*center, h2))));
        // The hint: one filled arrow from h9 to g7, ending at g7's centre.
        let arrows: Vec<&Primitive> = scene
            .primitives
            .iter()
            .filter(
                |p| matches!(p, Primitive::Path { fill: Some(c), .. } if *c == theme.marks.hint()),
            )
            .collect();
        assert_eq!(arrows.len(), 1);
        let Primitive::Path { commands, .. } = arrows[0] else {
            unreachable!()
        };
        let g7 = g.center(Square::parse_iccs("g7").unwrap());
        assert!(commands.iter().filter_map(|c| c.end()).any(|p| near(p, g7)));
    }
    // A drag: the piece under the finger, larger, drawn last; the point under it ringed.
    let o = options(Stage::Buehne, PieceFaces::Characters, Color::Red);
    let g = o.geometry();
    let finger = PixelPoint::new(123.0, 234.0);
    let b0 = Square::parse_iccs("b0").unwrap();
    let c2 = Square::parse_iccs("c2").unwrap();
    state.drag = Some(DragView {
        from: b0,
        finger,
        over: Some(c2),
    });
    let scene = build(&state, &o);
    let last = scene.pieces.last().unwrap();
    assert_eq!((last.role, last.point), (SpriteRole::Dragged, b0));
    assert!(near(last.center, finger));
    assert!(last.radius > g.piece_radius());
    assert_eq!(
        scene
            .pieces
            .iter()
            .filter(|p| p.point == b0 && p.role == SpriteRole::Resting)
            .count(),
        0
    );
    let ring = Theme::of(Stage::Buehne).marks.drag_target();
    assert!(scene.primitives.iter().any(|p| matches!(p,
        Primitive::Circle { center, stroke: Some(s), .. } if near(*center, g.center(c2)) && s.color == ring)));
}

#[test]
fn the_last_move_animates_and_a_captured_piece_fades() {
    // The cannon takes the soldier on e6.
    let mut pos = Position::startpos();
    pos.make_move(mv("h2e2"));
    pos.make_move(mv("a9a8"));
    let before = pos.clone();
    let capture = mv("e2e6");
    pos.make_move(capture);
    let o = options(Stage::Lackbrett, PieceFaces::Pictures, Color::Red);
    let g = o.geometry();
    let (from, to) = (g.center(capture.from()), g.center(capture.to()));
    for (t, at) in [(0.0, from), (0.5, from.lerp(to, 0.5)), (1.0, to)] {
        let mut state = SceneState::from_position(&pos);
        state.last_move = Some(capture);
        state.animation = Some(MoveAnimation {
            mv: capture,
            captured: before.piece_at(capture.to()),
            progress: t,
        });
        let scene = build(&state, &o);
        let role = |r: SpriteRole| scene.pieces.iter().filter(move |p| p.role == r);
        if t < 1.0 {
            let moving: Vec<_> = role(SpriteRole::Moving).collect();
            assert_eq!(moving.len(), 1);
            assert!(near(moving[0].center, at), "t={t}");
            let captured: Vec<_> = role(SpriteRole::Captured).collect();
            assert_eq!(captured.len(), 1);
            assert!((captured[0].opacity - (1.0 - t)).abs() < 1e-6);
            assert_eq!(captured[0].piece, before.piece_at(capture.to()).unwrap());
            assert_eq!(scene.pieces.len(), pos.occupied().count() as usize + 1);
        } else {
            assert_eq!(role(SpriteRole::Resting).count(), scene.pieces.len());
            assert_eq!(scene.pieces.len(), pos.occupied().count() as usize);
        }
    }
}

#[test]
fn the_svg_has_one_element_per_primitive_and_names_its_fonts() {
    let pos = Position::startpos();
    for faces in FACES {
        let scene = build(
            &SceneState::from_position(&pos),
            &options(Stage::Buehne, faces, Color::Red),
        );
        let svg = to_svg(&scene);
        assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        assert!(svg.trim_end().ends_with("</svg>"));
        assert_eq!(svg.lines().count(), scene.primitives.len() + 2);
        // The board's characters are outlines (named for readers), the labels text.
        assert!(svg.contains("aria-label=\"楚\"") && svg.contains("aria-label=\"界\""));
        assert!(
            !svg.contains("Noto Serif CJK"),
            "no font needed for the characters"
        );
        assert!(svg.contains("font-family=\"'Noto Sans'"));
        assert_eq!(
            svg.contains("aria-label=\"帥\""),
            faces != PieceFaces::Pictures,
            "{faces:?}"
        );
        let json: serde_json::Value = serde_json::from_str(&scene.to_json()).unwrap();
        assert_eq!(
            json["primitives"].as_array().unwrap().len(),
            scene.primitives.len()
        );
        assert_eq!(json["pieces"].as_array().unwrap().len(), 32);
    }
}
