//! Accessibility: what a screen reader says for all 90 points of several positions, in
//! German and English (golden files `fixtures/scene_a11y/*.txt`; re-bless with
//! `BLESS=1 cargo test --profile test-opt -p xiangqi-core scene_a11y::`), and a whole game
//! played point by point through those texts alone.

use crate::scene_common;

use scene_common::{marks_state, mv, sq, ENDGAME_FEN, MARKS_SELECTED};
use std::path::PathBuf;
use xiangqi::app::{BoardContext, BoardInput, InputAction, MoveReport, Turn};
use xiangqi::game::{GameState, RuleSet};
use xiangqi::notation::{self, Style};
use xiangqi::scene::{spoken, SceneOptions, SceneState, TapAction, TargetKind};
use xiangqi::Lang;
use xiangqi::{Color, Position};

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/scene_a11y")
}

struct Setup {
    name: &'static str,
    pos: Position,
    state: SceneState,
    select: Option<&'static str>,
    turn: Turn,
    bottom: Color,
}

fn setups() -> Vec<Setup> {
    let start = Position::startpos();
    let (marks_pos, marks) = marks_state();
    let endgame = Position::from_fen(ENDGAME_FEN).unwrap();
    vec![
        Setup {
            name: "start",
            state: SceneState::from_position(&start),
            pos: start.clone(),
            select: None,
            turn: Turn::Player,
            bottom: Color::Red,
        },
        Setup {
            name: "start_horse_selected",
            state: SceneState::from_position(&start),
            pos: start.clone(),
            select: Some("b0"),
            turn: Turn::Player,
            bottom: Color::Red,
        },
        Setup {
            name: "marks",
            state: SceneState {
                selection: None,
                ..marks
            },
            pos: marks_pos,
            select: Some(MARKS_SELECTED),
            turn: Turn::Player,
            bottom: Color::Red,
        },
        Setup {
            name: "endgame_black_bottom_general_selected",
            state: SceneState::from_position(&endgame),
            pos: endgame,
            select: Some("d0"),
            turn: Turn::Player,
            bottom: Color::Black,
        },
        Setup {
            name: "start_computer_thinking",
            state: SceneState::from_position(&start),
            pos: start,
            select: None,
            turn: Turn::ComputerThinking,
            bottom: Color::Black,
        },
    ]
}

#[test]
fn every_point_of_several_positions_in_both_languages() {
    let bless = std::env::var_os("BLESS").is_some();
    let mut failures = Vec::new();
    for s in setups() {
        for (lang, tag) in [(Lang::De, "de"), (Lang::En, "en")] {
            let rules = RuleSet::default();
            let ctx = BoardContext::new(&s.pos, &rules, s.turn, lang);
            let mut input = BoardInput::new();
            if let Some(p) = s.select {
                assert_eq!(
                    input.tap(&ctx, sq(p)).action,
                    InputAction::Selected { point: sq(p) }
                );
            }
            let mut o = SceneOptions::new(720.0, 792.0);
            o.bottom = s.bottom;
            let points = input.accessibility(&ctx, &s.state, &o.geometry());
            assert_eq!(points.len(), 90);
            let mut text = String::new();
            for p in &points {
                text.push_str(&spoken(p, lang));
                text.push('\n');
            }
            let file = dir().join(format!("{}.{tag}.txt", s.name));
            if bless {
                std::fs::create_dir_all(dir()).unwrap();
                std::fs::write(&file, &text).unwrap();
            } else if std::fs::read_to_string(&file).unwrap_or_default() != text {
                failures.push(file.display().to_string());
            }
        }
    }
    assert!(
        failures.is_empty(),
        "accessibility texts differ (BLESS=1 after an intended change): {failures:?}"
    );
}

#[test]
fn the_texts_read_as_the_issue_asks() {
    let pos = Position::startpos();
    let rules = RuleSet::default();
    let geometry = SceneOptions::new(720.0, 792.0).geometry();
    let state = SceneState::from_position(&pos);
    for (lang, horse, general, empty, select, here) in [
        (
            Lang::De,
            "Rotes Pferd auf b0, zwei Züge",
            "Schwarzer General auf e9, Schwarz ist nicht am Zug",
            "e5, leer",
            "Auswählen",
            "Hierher ziehen",
        ),
        (
            Lang::En,
            "Red horse on b0, two moves",
            "Black general on e9, not Black's turn",
            "e5, empty",
            "Select",
            "Move here",
        ),
    ] {
        let ctx = BoardContext::new(&pos, &rules, Turn::Player, lang);
        let mut input = BoardInput::new();
        let points = input.accessibility(&ctx, &state, &geometry);
        let at = |p: &str| points.iter().find(|x| x.point == sq(p)).unwrap().clone();
        let b0 = at("b0");
        assert_eq!(format!("{}, {}", b0.label, b0.value), horse);
        assert_eq!(b0.action.as_deref(), Some(select));
        assert!(b0.center.distance(geometry.center(sq("b0"))) < 0.01);
        // The side not to move has no move count: "no moves" would sound like stalemate.
        let e9 = at("e9");
        assert_eq!(format!("{}, {}", e9.label, e9.value), general);
        let e5 = at("e5");
        assert_eq!(format!("{}, {}", e5.label, e5.value), empty);
        assert_eq!(e5.action, None);
        input.tap(&ctx, sq("b0"));
        let points = input.accessibility(&ctx, &state, &geometry);
        let c2 = points.iter().find(|x| x.point == sq("c2")).unwrap();
        assert_eq!(c2.target, TargetKind::Legal);
        assert_eq!(c2.tap, TapAction::MoveHere);
        assert_eq!(c2.action.as_deref(), Some(here));
        assert!(
            points
                .iter()
                .find(|x| x.point == sq("b0"))
                .unwrap()
                .selected
        );
        let d1 = points.iter().find(|x| x.point == sq("d1")).unwrap();
        assert_eq!(d1.target, TargetKind::Blocked);
        assert_eq!(d1.action, None);
    }
}

/// A whole game by a player who only hears the texts: find the point whose label names the
/// piece, double-tap it (the announced action), find the target whose value says "legal
/// target", double-tap it; the opponent's moves arrive as announcements in words.
#[test]
fn a_whole_game_point_by_point() {
    let moves = [
        "h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "b0c2", "c6c5", "e2e6", "g7e6", "g3g4",
        "b7b5", "a0a1", "a9a8", "h0h6",
    ];
    let mut pos = Position::startpos();
    let rules = RuleSet::default();
    let geometry = SceneOptions::new(390.0, 429.0).geometry();
    let mut input = BoardInput::new();
    let mut announcements = Vec::new();
    for (i, text) in moves.iter().enumerate() {
        let m = mv(text);
        assert!(pos.is_legal(m), "{text}");
        let human = i % 2 == 0;
        if human {
            let ctx = BoardContext::new(&pos, &rules, Turn::Player, Lang::En);
            let state = SceneState::from_position(&pos);
            let points = input.accessibility(&ctx, &state, &geometry);
            let from = points.iter().find(|p| p.point == m.from()).unwrap();
            assert!(from.label.starts_with("Red "), "{}", from.label);
            assert_eq!(from.action.as_deref(), Some("Select"));
            let out = input.tap(&ctx, m.from());
            assert!(matches!(out.action, InputAction::Selected { .. }));
            let points = input.accessibility(&ctx, &state, &geometry);
            let to = points.iter().find(|p| p.point == m.to()).unwrap();
            assert!(
                to.value.contains("legal target") || to.value.contains("risky target"),
                "{}: {}",
                to.label,
                to.value
            );
            assert!(matches!(
                to.action.as_deref(),
                Some("Move here" | "Capture here")
            ));
            let out = input.tap(&ctx, m.to());
            assert_eq!(out.play, Some(m));
            pos.make_move(m);
        } else {
            // The computer's move, told in words.
            let report = MoveReport {
                mv: m,
                by: pos.side_to_move(),
                notation: notation::format(&pos, m, Style::Wxf),
                announcement: notation::format(&pos, m, Style::WordsEn),
                captured: pos.piece_at(m.to()),
                check: false,
                state: GameState::Ongoing,
                warning: None,
                sounds: Vec::new(),
            };
            pos.make_move(m);
            let out = input.played(report);
            announcements.push(out.message.clone().unwrap());
            assert_eq!(out.report.map(|r| r.announcement), out.message);
        }
    }
    assert_eq!(announcements.len(), 7);
    assert_eq!(announcements[0], "Horse forward to file 7");
    assert_eq!(announcements[4], "Horse from file 7 takes cannon");
}
