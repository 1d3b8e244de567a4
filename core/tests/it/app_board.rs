//! The game session's board: touches through the session play and save moves, refuse with a
//! reason, and the session's scene shows the marks, the animation and the turned board.

use crate::store_common;

use store_common::TempDir;
use xiangqi::app::{App, EngineConfig, InputAction, NewGameConfig, Redraw, Refusal};
use xiangqi::engine::Level;
use xiangqi::explain::BlockReason;
use xiangqi::scene::{Primitive, SpriteRole, TargetKind};
use xiangqi::{Color, Move, Square};

fn sq(s: &str) -> Square {
    Square::parse_iccs(s).unwrap()
}

const W: f32 = 900.0;
const H: f32 = 1000.0;

#[test]
fn tap_tap_plays_the_move_and_it_is_saved_before_the_answer() {
    let dir = TempDir::new("board-tap");
    let path = dir.join("app.db");
    let app = App::open(&path).unwrap();
    let s = app.new_game(&NewGameConfig::two_players()).unwrap();
    let out = s.tap(sq("b0"));
    assert_eq!(out.action, InputAction::Selected { point: sq("b0") });
    assert_eq!(out.redraw, Redraw::Marks);
    let out = s.tap(sq("c2"));
    assert_eq!(
        out.action,
        InputAction::Played {
            mv: Move::parse_iccs("b0c2").unwrap()
        }
    );
    assert_eq!(out.redraw, Redraw::Board);
    let report = out.report.expect("the played move's report");
    assert_eq!(report.by, Color::Red);
    assert!(out.message.is_some(), "the move in words");
    // Another copy of the app over the same file sees the move.
    let again = App::open(&path).unwrap().resume().unwrap().unwrap();
    assert_eq!(again.moves(), vec![Move::parse_iccs("b0c2").unwrap()]);
}

#[test]
fn a_blocked_target_is_refused_with_its_reason_and_blocker() {
    let app = App::open_in_memory().unwrap();
    let s = app.new_game(&NewGameConfig::two_players()).unwrap();
    s.tap(sq("b0"));
    let out = s.tap(sq("d1")); // the elephant on c0 hobbles the horse
    match out.action {
        InputAction::Refused {
            refusal:
                Refusal::Blocked {
                    to,
                    reason,
                    blocker,
                },
        } => {
            assert_eq!(to, sq("d1"));
            assert_eq!(reason, BlockReason::HorseLeg);
            assert_eq!(blocker, Some(sq("c0")));
        }
        other => panic!("{other:?}"),
    }
    assert!(out.play.is_none());
    assert!(out.message.is_some_and(|m| !m.is_empty()));
    assert_eq!(s.view().ply, 0);
}

#[test]
fn a_drag_lifts_the_piece_and_drops_it_as_a_move() {
    let app = App::open_in_memory().unwrap();
    let s = app.new_game(&NewGameConfig::two_players()).unwrap();
    let geometry = s.scene_options(W, H).geometry();
    let from = geometry.center(sq("h2"));
    let out = s.drag_start(sq("h2"), from);
    assert_eq!(out.action, InputAction::DragStarted { from: sq("h2") });
    let over = geometry.center(sq("e2"));
    assert_eq!(s.point_at(W, H, over.x, over.y), Some(sq("e2")));
    s.drag_move(Some(sq("e2")), over);
    let scene = s.scene(W, H, 1.0);
    let dragged = scene
        .pieces
        .iter()
        .find(|p| p.role == SpriteRole::Dragged)
        .expect("the lifted cannon");
    assert_eq!(dragged.point, sq("h2"));
    assert_eq!(dragged.center, over, "it follows the finger");
    let out = s.drag_end(Some(sq("e2")));
    assert!(matches!(out.action, InputAction::Played { .. }));
    assert_eq!(s.view().ply, 1);
    // Dropped off the board: the piece goes back, nothing is played.
    let g = s.scene_options(W, H).geometry();
    s.drag_start(sq("h7"), g.center(sq("h7")));
    let out = s.drag_end(None);
    assert_eq!(out.action, InputAction::DragCancelled);
    assert_eq!(s.view().ply, 1);
}

#[test]
fn the_computers_turn_refuses_touches_and_its_move_animates() {
    let app = App::open_in_memory()
        .unwrap()
        .with_engine_config(EngineConfig::default().with_strong_time_ms(50));
    let s = app
        .new_game(&NewGameConfig::vs_computer(Level::Easy, Color::Red))
        .unwrap();
    s.tap(sq("h2"));
    assert!(matches!(s.tap(sq("e2")).action, InputAction::Played { .. }));
    let out = s.tap(sq("h7"));
    assert_eq!(
        out.action,
        InputAction::Refused {
            refusal: Refusal::ComputerToMove
        }
    );
    let reply = s.computer_move_blocking().unwrap();
    let scene = s.scene(W, H, 0.5);
    let moving = scene
        .pieces
        .iter()
        .find(|p| p.role == SpriteRole::Moving)
        .expect("the computer's piece on its way");
    assert_eq!(moving.point, reply.mv.to());
    // Vs. the computer the board never turns.
    assert_eq!(s.scene_options(W, H).bottom, Color::Red);
}

#[test]
fn undo_clears_the_selection_and_two_players_turn_the_board() {
    let app = App::open_in_memory().unwrap();
    let s = app.new_game(&NewGameConfig::two_players()).unwrap();
    s.tap(sq("h2"));
    s.tap(sq("e2"));
    assert_eq!(s.scene_options(W, H).bottom, Color::Black);
    s.tap(sq("h9"));
    s.undo().unwrap();
    assert_eq!(s.scene_options(W, H).bottom, Color::Red);
    // The black horse's selection is gone; the cannon is back and selects afresh.
    assert!(s
        .scene(W, H, 1.0)
        .pieces
        .iter()
        .all(|p| p.role == SpriteRole::Resting));
    let out = s.tap(sq("h2"));
    assert_eq!(out.action, InputAction::Selected { point: sq("h2") });
}

#[test]
fn the_scene_and_the_screen_reader_follow_the_selection() {
    let app = App::open_in_memory().unwrap();
    let s = app.new_game(&NewGameConfig::two_players()).unwrap();
    let plain = s.scene(W, H, 1.0).primitives.len();
    s.tap(sq("b0"));
    let marked = s.scene(W, H, 1.0);
    assert!(marked.primitives.len() > plain, "targets and blocked marks");
    assert!(marked
        .primitives
        .iter()
        .any(|p| matches!(p, Primitive::Cross { .. })));
    let points = s.accessibility(W, H);
    assert_eq!(points.len(), 90);
    let c2 = points.iter().find(|p| p.point == sq("c2")).unwrap();
    assert_eq!(c2.target, TargetKind::Legal);
    assert!(points.iter().any(|p| p.point == sq("b0") && p.selected));
}

#[test]
fn the_hint_is_an_arrow_and_a_reason() {
    let app = App::open_in_memory()
        .unwrap()
        .with_engine_config(EngineConfig::default().with_strong_time_ms(50));
    let s = app.new_game(&NewGameConfig::two_players()).unwrap();
    let out = s.show_hint().unwrap();
    let InputAction::HintShown { mv } = out.action else {
        panic!("{:?}", out.action)
    };
    assert!(out.message.is_some_and(|m| !m.is_empty()));
    assert!(s.position().legal_moves().contains(mv));
    let scene = s.scene(W, H, 1.0);
    let plain = xiangqi::scene::build(
        &xiangqi::scene::SceneState::from_position(&s.position()),
        &s.scene_options(W, H),
    );
    assert!(scene.primitives.len() > plain.primitives.len(), "the arrow");
}
