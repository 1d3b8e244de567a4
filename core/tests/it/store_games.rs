//! Games: create, append, undo, finish, resume, lists and statistics.

use crate::store_common;

use store_common::{move_for, two_players, vs_computer, TempDir};
use xiangqi::engine::Level;
use xiangqi::game::{
    ComputerHandicap, EndReason, GameResult, GameSetup, GameState, Handicap, HouseRules,
};
use xiangqi::store::{is_iccs, GameId, Mode, NewGame, Store, StoreError};
use xiangqi::Color;

#[test]
fn move_helper_is_valid_iccs() {
    for ply in 0..5000 {
        assert!(is_iccs(&move_for(ply)), "{}", move_for(ply));
    }
}

#[test]
fn iccs_validation() {
    assert!(is_iccs("h2e2"));
    assert!(is_iccs("a0i9"));
    for bad in ["", "h2e", "h2e2 ", "H2E2", "j2e2", "h2-e2", "h2h2", "h2e:"] {
        assert!(!is_iccs(bad), "{bad:?}");
    }
}

/// Resume round trip through a real file for each mode, with clock JSON and a handicap setup.
#[test]
fn resume_round_trip_each_mode() {
    let dir = TempDir::new("resume");
    let path = dir.join("store.db");
    let games = [
        NewGame {
            mode: Mode::VsComputer {
                level: Level::Strong,
                computer_color: Color::Red,
            },
            setup: GameSetup::handicap(Handicap::TwoHorses),
            house_rules: HouseRules {
                perpetual_check_only: true,
                stalemate_is_draw: false,
                computer_handicap: Some(ComputerHandicap::TwoHorses),
            },
            clock_settings: r#"{"per_move_s":60,"grace_s":15}"#.into(),
            clock_state: r#"{"running":"red","left_ms":60000}"#.into(),
        },
        NewGame {
            mode: Mode::TwoPlayers,
            setup: GameSetup::Fen(
                "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w".into(),
            ),
            house_rules: HouseRules {
                perpetual_check_only: false,
                stalemate_is_draw: true,
                computer_handicap: None,
            },
            clock_settings: r#"{"control":"10+5"}"#.into(),
            clock_state: r#"{"red_ms":600000,"black_ms":600000}"#.into(),
        },
        vs_computer(Level::Easy, Color::Black),
    ];
    let mut ids = Vec::new();
    {
        let mut store = Store::open(&path).unwrap();
        for (i, g) in games.iter().enumerate() {
            let t0 = 1_000 * (i as i64 + 1);
            let id = store.create_game(g, t0).unwrap();
            for ply in 0..(7 + i as u32) {
                let clock = format!(r#"{{"red_ms":{},"black_ms":5}}"#, 600_000 - ply);
                store
                    .append_move(id, ply, &move_for(ply), &clock, t0 + i64::from(ply) + 1)
                    .unwrap();
            }
            ids.push(id);
        }
        store.close().unwrap();
    }
    let store = Store::open(&path).unwrap();
    for (i, (g, id)) in games.iter().zip(&ids).enumerate() {
        let rec = store.load_game(*id).unwrap();
        let n = 7 + i as u32;
        assert_eq!(rec.id, *id);
        assert_eq!(rec.mode, g.mode);
        assert_eq!(rec.setup, g.setup);
        assert_eq!(rec.house_rules, g.house_rules);
        assert_eq!(rec.clock_settings, g.clock_settings);
        assert_eq!(
            rec.clock_state,
            format!(r#"{{"red_ms":{},"black_ms":5}}"#, 600_000 - (n - 1))
        );
        assert_eq!(rec.state, GameState::Ongoing);
        assert_eq!(rec.moves, (0..n).map(move_for).collect::<Vec<_>>());
        assert_eq!(rec.created_ms, 1_000 * (i as i64 + 1));
        assert_eq!(rec.updated_ms, rec.created_ms + i64::from(n));
    }
    // The last changed game is offered for resuming.
    let latest = store.latest_unfinished().unwrap().unwrap();
    assert_eq!(latest.id, ids[2]);
    let unfinished = store.unfinished_games().unwrap();
    assert_eq!(
        unfinished.iter().map(|s| s.id).collect::<Vec<_>>(),
        vec![ids[2], ids[1], ids[0]]
    );
    assert_eq!(unfinished[0].ply_count, 9);
}

#[test]
fn append_checks_ply_and_input() {
    let mut s = Store::open_in_memory().unwrap();
    let id = s.create_game(&two_players(), 1).unwrap();
    s.append_move(id, 0, "h2e2", "{}", 2).unwrap();
    // Retrying the same ply (e.g. after a crash) is refused, nothing is duplicated.
    match s.append_move(id, 0, "h2e2", "{}", 3) {
        Err(StoreError::WrongPly {
            expected: 1,
            got: 0,
        }) => {}
        other => panic!("{other:?}"),
    }
    match s.append_move(id, 2, "h9g7", "{}", 3) {
        Err(StoreError::WrongPly {
            expected: 1,
            got: 2,
        }) => {}
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        s.append_move(id, 1, "H9G7", "{}", 3),
        Err(StoreError::InvalidInput(_))
    ));
    assert!(matches!(
        s.append_move(id, 1, "h9g7", "{not json", 3),
        Err(StoreError::InvalidInput(_))
    ));
    assert!(matches!(
        s.append_move(GameId(999), 0, "h9g7", "{}", 3),
        Err(StoreError::NotFound { id: GameId(999) })
    ));
    // Failed calls changed nothing.
    let g = s.load_game(id).unwrap();
    assert_eq!(g.moves, ["h2e2"]);
    assert_eq!(g.updated_ms, 2);
    // Bad new games are refused.
    let mut bad = two_players();
    bad.clock_state = "".into();
    assert!(matches!(
        s.create_game(&bad, 1),
        Err(StoreError::InvalidInput(_))
    ));
    let mut bad = two_players();
    bad.setup = GameSetup::Fen("  ".into());
    assert!(matches!(
        s.create_game(&bad, 1),
        Err(StoreError::InvalidInput(_))
    ));
}

#[test]
fn undo_finish_delete() {
    let mut s = Store::open_in_memory().unwrap();
    let id = s
        .create_game(&vs_computer(Level::Normal, Color::Black), 10)
        .unwrap();
    for ply in 0..6 {
        s.append_move(id, ply, &move_for(ply), "{}", 11 + i64::from(ply))
            .unwrap();
    }
    // Undo the player's move and the computer's reply.
    s.truncate_moves(id, 4, r#"{"t":4}"#, 20).unwrap();
    let g = s.load_game(id).unwrap();
    assert_eq!(g.moves, (0..4).map(move_for).collect::<Vec<_>>());
    assert_eq!(g.clock_state, r#"{"t":4}"#);
    // The next move goes to ply 4 again.
    assert!(matches!(
        s.append_move(id, 6, "a0a1", "{}", 21),
        Err(StoreError::WrongPly {
            expected: 4,
            got: 6
        })
    ));
    s.append_move(id, 4, "a0a1", "{}", 21).unwrap();
    assert!(matches!(
        s.truncate_moves(id, 9, "{}", 22),
        Err(StoreError::WrongPly {
            expected: 5,
            got: 9
        })
    ));
    s.truncate_moves(id, 5, "{}", 22).unwrap(); // keeping everything is a no-op
    s.update_clock(id, r#"{"paused":true}"#, 23).unwrap();
    assert_eq!(s.load_game(id).unwrap().clock_state, r#"{"paused":true}"#);

    s.finish_game(id, GameResult::BlackWins, EndReason::Timeout, 30)
        .unwrap();
    let g = s.load_game(id).unwrap();
    assert_eq!(
        g.state,
        GameState::Finished {
            result: GameResult::BlackWins,
            reason: EndReason::Timeout
        }
    );
    assert_eq!(g.updated_ms, 30);
    assert!(s.latest_unfinished().unwrap().is_none());
    for r in [
        s.append_move(id, 5, "a0a1", "{}", 31),
        s.truncate_moves(id, 0, "{}", 31),
        s.finish_game(id, GameResult::Draw, EndReason::Agreement, 31),
    ] {
        assert!(matches!(r, Err(StoreError::GameFinished { .. })), "{r:?}");
    }
    assert_eq!(s.finished_games(10, 0).unwrap().len(), 1);
    s.delete_game(id).unwrap();
    assert!(matches!(s.load_game(id), Err(StoreError::NotFound { .. })));
    assert!(matches!(
        s.delete_game(id),
        Err(StoreError::NotFound { .. })
    ));
    assert!(s.finished_games(10, 0).unwrap().is_empty());
}

fn play(s: &mut Store, g: &NewGame, plies: u32, result: GameResult, t: i64) -> GameId {
    let id = s.create_game(g, t).unwrap();
    for ply in 0..plies {
        s.append_move(id, ply, &move_for(ply), "null", t).unwrap();
    }
    s.finish_game(id, result, EndReason::Checkmate, t).unwrap();
    id
}

#[test]
fn statistics_and_record_by_level() {
    use GameResult::*;
    let mut s = Store::open_in_memory().unwrap();
    let empty = s.statistics().unwrap();
    assert_eq!(empty.finished_games, 0);
    assert_eq!(empty.average_plies, None);
    assert_eq!(empty.by_level.len(), 3);

    // Human Red (computer Black) vs easy: win, win, draw.
    let easy_b = vs_computer(Level::Easy, Color::Black);
    play(&mut s, &easy_b, 10, RedWins, 1);
    play(&mut s, &easy_b, 20, RedWins, 2);
    play(&mut s, &easy_b, 30, Draw, 3);
    // Human Black (computer Red) vs easy: loss.
    play(
        &mut s,
        &vs_computer(Level::Easy, Color::Red),
        40,
        RedWins,
        4,
    );
    // Human Black vs strong: win (black wins), loss.
    let strong_r = vs_computer(Level::Strong, Color::Red);
    play(&mut s, &strong_r, 50, BlackWins, 5);
    play(&mut s, &strong_r, 60, RedWins, 6);
    // Two players: red, black, draw.
    play(&mut s, &two_players(), 70, RedWins, 7);
    play(&mut s, &two_players(), 80, BlackWins, 8);
    play(&mut s, &two_players(), 90, Draw, 9);
    // Unfinished games do not count.
    let id = s
        .create_game(&vs_computer(Level::Normal, Color::Black), 10)
        .unwrap();
    s.append_move(id, 0, "h2e2", "null", 10).unwrap();

    let st = s.statistics().unwrap();
    assert_eq!(st.finished_games, 9);
    assert_eq!(st.unfinished_games, 1);
    assert_eq!(
        (
            st.vs_computer.wins,
            st.vs_computer.draws,
            st.vs_computer.losses
        ),
        (3, 1, 2)
    );
    assert_eq!(st.vs_computer.games(), 6);
    assert_eq!(
        (
            st.two_players.red_wins,
            st.two_players.black_wins,
            st.two_players.draws
        ),
        (1, 1, 1)
    );
    assert_eq!(
        (
            st.human_as_red.wins,
            st.human_as_red.draws,
            st.human_as_red.losses
        ),
        (2, 1, 0)
    );
    assert_eq!(
        (
            st.human_as_black.wins,
            st.human_as_black.draws,
            st.human_as_black.losses
        ),
        (1, 0, 2)
    );
    assert_eq!(st.average_plies, Some(50.0));

    let by_level = s.record_by_level().unwrap();
    assert_eq!(by_level, st.by_level);
    let r: Vec<_> = by_level
        .iter()
        .map(|l| (l.level, l.record.wins, l.record.draws, l.record.losses))
        .collect();
    assert_eq!(
        r,
        vec![
            (Level::Easy, 2, 1, 1),
            (Level::Normal, 0, 0, 0),
            (Level::Strong, 1, 0, 1)
        ]
    );
}

#[test]
fn finished_games_paging() {
    let mut s = Store::open_in_memory().unwrap();
    let mut ids = Vec::new();
    for i in 0..25 {
        ids.push(play(
            &mut s,
            &two_players(),
            i % 5,
            GameResult::Draw,
            100 + i64::from(i),
        ));
    }
    let page1 = s.finished_games(10, 0).unwrap();
    let page3 = s.finished_games(10, 20).unwrap();
    assert_eq!(page1.len(), 10);
    assert_eq!(page3.len(), 5);
    // Most recently finished first.
    assert_eq!(page1[0].id, ids[24]);
    assert_eq!(page3[4].id, ids[0]);
    assert_eq!(page1[0].ply_count, 4);
    assert!(s.finished_games(10, 100).unwrap().is_empty());
}
