//! The Game API: play, undo, replay, records, endings, the move limit, clocks.

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use xiangqi::game::{
    Clock, ClockPhase, EndReason, Game, GameRecord, GameResult, GameSetup, GameState, HouseRules,
    TimeControl, GRACE_MS,
};
use xiangqi::{Color, Move};

fn mv(s: &str) -> Move {
    Move::parse_iccs(s).unwrap()
}

fn fen_game(fen: &str, house: HouseRules) -> Game {
    Game::new(GameSetup::parse(fen).unwrap(), house).unwrap()
}

fn finished(result: GameResult, reason: EndReason) -> GameState {
    GameState::Finished { result, reason }
}

#[test]
fn undo_and_replay_restore_the_state() {
    let mut rng = StdRng::seed_from_u64(99);
    for setup in ["standard", "two-horses", "black-chariot"] {
        for _ in 0..10 {
            let mut g = Game::new(GameSetup::parse(setup).unwrap(), HouseRules::default()).unwrap();
            let mut snapshots = vec![(
                g.position().to_fen(),
                g.state(),
                g.warning(),
                g.legal_moves().len(),
            )];
            for _ in 0..80 {
                let legal = g.legal_moves();
                if legal.is_empty() {
                    break;
                }
                g.play(legal[rng.gen_range(0..legal.len())]).unwrap();
                snapshots.push((
                    g.position().to_fen(),
                    g.state(),
                    g.warning(),
                    g.legal_moves().len(),
                ));
            }
            // Rebuilding from the record gives the same game.
            let rec = g.to_record();
            let json = serde_json::to_string(&rec).unwrap();
            let back =
                Game::from_record(&serde_json::from_str::<GameRecord>(&json).unwrap()).unwrap();
            assert_eq!(back.position(), g.position());
            assert_eq!(back.state(), g.state());
            assert_eq!(back.rules(), g.rules());
            // Browsing.
            let n = g.ply_count();
            for ply in [0, n / 2, n] {
                assert_eq!(g.position_at(ply).unwrap().to_fen(), snapshots[ply].0);
                assert_eq!(g.state_at(ply), Some(snapshots[ply].1));
            }
            assert!(g.position_at(n + 1).is_none());
            // Undo ply by ply.
            while g.ply_count() > 0 {
                g.undo();
                let k = g.ply_count();
                let now = (
                    g.position().to_fen(),
                    g.state(),
                    g.warning(),
                    g.legal_moves().len(),
                );
                assert_eq!(now, snapshots[k]);
            }
            assert!(g.undo().is_none());
        }
    }
}

#[test]
fn undo_pair_and_truncate() {
    let moves: Vec<Move> = ["h2e2", "h9g7", "b0c2", "b9c7", "a0a1"]
        .iter()
        .map(|s| mv(s))
        .collect();
    let mut g = Game::replay(GameSetup::Standard, HouseRules::default(), &moves).unwrap();
    assert_eq!(g.undo_pair(), 2);
    assert_eq!(g.moves(), moves[..3].to_vec());
    g.truncate(1);
    assert_eq!(g.moves(), moves[..1].to_vec());
    assert_eq!(g.undo_pair(), 1);
    assert_eq!(g.undo_pair(), 0);
}

#[test]
fn replay_reports_the_bad_ply() {
    let err = Game::replay(
        GameSetup::Standard,
        HouseRules::default(),
        &[mv("h2e2"), mv("h2e2")],
    )
    .unwrap_err();
    assert!(
        err.to_string().starts_with("ply 2 (h2e2): illegal"),
        "{err}"
    );
}

#[test]
fn move_limit_boundary() {
    let base = "3k5/9/9/9/9/9/9/9/9/R3K4 w - - {} 80";
    let mut g = fen_game(&base.replace("{}", "118"), HouseRules::default());
    g.play(mv("a0a1")).unwrap();
    assert_eq!(g.position().halfmove_clock(), 119);
    assert_eq!(g.state(), GameState::Ongoing);
    g.play(mv("d9d8")).unwrap();
    assert_eq!(g.state(), finished(GameResult::Draw, EndReason::MoveLimit));
    assert!(g.play(mv("a1a2")).is_err());
    // Undo reopens the game.
    g.undo();
    assert_eq!(g.state(), GameState::Ongoing);
}

#[test]
fn stalemate_loses_unless_the_house_rule() {
    let fen = "3k5/9/R8/9/9/9/9/9/9/4K4 w - - 0 1";
    let mut g = fen_game(fen, HouseRules::default());
    assert_eq!(
        g.play(mv("a7a8")).unwrap().state,
        finished(GameResult::RedWins, EndReason::Stalemate)
    );
    let house = HouseRules {
        stalemate_is_draw: true,
        ..HouseRules::default()
    };
    let mut g = fen_game(fen, house);
    assert_eq!(
        g.play(mv("a7a8")).unwrap().state,
        finished(GameResult::Draw, EndReason::Stalemate)
    );
    // Checkmate is a loss under both.
    let mut g = fen_game("3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 1", house);
    assert_eq!(
        g.play(mv("b0b9")).unwrap().state,
        finished(GameResult::RedWins, EndReason::Checkmate)
    );
}

#[test]
fn no_attackers_is_an_immediate_draw() {
    let mut g = fen_game("5k3/9/9/9/9/9/9/9/3p5/3K5 w - - 0 1", HouseRules::default());
    let out = g.play(mv("d0d1")).unwrap();
    assert!(out.captured.is_some());
    assert_eq!(
        out.state,
        finished(GameResult::Draw, EndReason::NoAttackers)
    );
    let g = fen_game("3k5/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1", HouseRules::default());
    assert_eq!(
        g.state(),
        finished(GameResult::Draw, EndReason::NoAttackers)
    );
}

#[test]
fn outside_endings_and_their_names() {
    let mut g = Game::new(GameSetup::Standard, HouseRules::default()).unwrap();
    assert_eq!(
        g.resign(Color::Red),
        finished(GameResult::BlackWins, EndReason::Resignation)
    );
    // The first ending stays.
    assert_eq!(
        g.agree_draw(),
        finished(GameResult::BlackWins, EndReason::Resignation)
    );
    assert_eq!(g.summary(), "black wins: resignation");
    let mut g = Game::new(GameSetup::Standard, HouseRules::default()).unwrap();
    assert_eq!(
        g.agree_draw(),
        finished(GameResult::Draw, EndReason::Agreement)
    );
    let mut g = Game::new(GameSetup::Standard, HouseRules::default()).unwrap();
    assert_eq!(
        g.forfeit(Color::Black),
        finished(GameResult::RedWins, EndReason::Forfeit)
    );
    // Timeout against a side without attackers is a draw.
    let mut g = fen_game("3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1", HouseRules::default());
    assert_eq!(
        g.timeout(Color::Red),
        finished(GameResult::Draw, EndReason::TimeoutNoAttackers)
    );
    let mut g = fen_game("3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1", HouseRules::default());
    assert_eq!(
        g.timeout(Color::Black),
        finished(GameResult::RedWins, EndReason::Timeout)
    );
    // Stable serde names.
    let json =
        serde_json::to_string(&finished(GameResult::Draw, EndReason::TimeoutNoAttackers)).unwrap();
    assert_eq!(
        json,
        r#"{"state":"finished","result":"draw","reason":"timeout_no_attackers"}"#
    );
    assert_eq!(
        serde_json::to_string(&EndReason::PerpetualChase).unwrap(),
        "\"perpetual_chase\""
    );
    // A stored ending survives the record round trip.
    let rec = g.to_record();
    assert_eq!(Game::from_record(&rec).unwrap().state(), g.state());
}

#[test]
fn per_move_clock_grace_then_loss() {
    let mut c = Clock::new(TimeControl::per_move(30).unwrap(), Color::Red);
    c.start(1_000);
    assert_eq!(c.phase(30_999), ClockPhase::Normal { left_ms: 1 });
    assert_eq!(c.phase(31_000), ClockPhase::Grace { left_ms: GRACE_MS });
    assert_eq!(c.flagged(45_999), None);
    assert_eq!(c.flagged(46_000), Some(Color::Red));
    // A move in the grace period is fine and gives the opponent a fresh turn.
    assert!(c.press(40_000).is_ok());
    assert_eq!(c.to_move(), Color::Black);
    assert_eq!(c.phase(40_000), ClockPhase::Normal { left_ms: 30_000 });
    assert_eq!(c.press(100_000), Err(Color::Black));
    assert!(TimeControl::per_move(45).is_err());
}

#[test]
fn chess_clock_increment_and_pause() {
    let mut c = Clock::new(TimeControl::chess(3, 2).unwrap(), Color::Red);
    c.start(0);
    c.press(10_000).unwrap(); // Red used 10 s, gets 2 s back
    assert_eq!(c.remaining_ms(Color::Red, 10_000), 180_000 - 10_000 + 2_000);
    assert_eq!(c.remaining_ms(Color::Black, 15_000), 180_000 - 5_000);
    c.pause(15_000);
    // Time passes while paused (app closed): nothing is charged.
    let json = serde_json::to_string(&c).unwrap();
    let mut back: Clock = serde_json::from_str(&json).unwrap();
    assert_eq!(back, c);
    back.start(1_000_000);
    assert_eq!(back.remaining_ms(Color::Black, 1_001_000), 180_000 - 6_000);
    assert_eq!(back.flagged(1_000_000 + 175_000), Some(Color::Black));
    assert!(TimeControl::chess(5, 0).is_err());
    assert_eq!(
        TimeControl::parse("10+5").unwrap(),
        TimeControl::chess(10, 5).unwrap()
    );
    assert_eq!(
        TimeControl::parse("90s").unwrap(),
        TimeControl::per_move(90).unwrap()
    );
}

#[test]
fn game_with_clock_times_out() {
    let mut g = Game::new(GameSetup::Standard, HouseRules::default()).unwrap();
    let mut c = Clock::new(TimeControl::per_move(30).unwrap(), Color::Red);
    c.start(0);
    g.set_clock(Some(c));
    g.play_at(mv("h2e2"), 5_000).unwrap();
    assert_eq!(g.clock().unwrap().to_move(), Color::Black);
    assert_eq!(g.check_time(40_000), GameState::Ongoing); // grace
    assert!(g.play_at(mv("h9g7"), 5_000 + 30_000 + GRACE_MS).is_err());
    assert_eq!(g.state(), finished(GameResult::RedWins, EndReason::Timeout));
    // The clock state travels with the record.
    let back = Game::from_record(&g.to_record()).unwrap();
    assert_eq!(back.clock(), g.clock());
    assert_eq!(back.state(), g.state());
}

#[test]
fn warning_and_outcome_of_play() {
    let mut g = Game::new(GameSetup::Standard, HouseRules::default()).unwrap();
    for m in ["b0c2", "b9c7", "c2b0"] {
        assert!(g.play(mv(m)).unwrap().warning.is_none());
    }
    let out = g.play(mv("c7b9")).unwrap();
    let w = out.warning.unwrap();
    assert_eq!(
        (w.side, w.to_string()),
        (Color::Black, "black repeating (quiet)".to_string())
    );
    assert_eq!(g.summary(), "warning: black repeating (quiet)");
}

#[test]
fn undo_gives_back_the_time_and_the_increment() {
    use xiangqi::game::{Clock, TimeControl};
    let mut g = Game::new(GameSetup::Standard, HouseRules::default()).unwrap();
    let mut clock = Clock::new(TimeControl::chess(3, 2).unwrap(), Color::Red);
    clock.start(0);
    g.set_clock(Some(clock));
    g.play_at(Move::parse_iccs("h2e2").unwrap(), 10_000)
        .unwrap();
    let red = |g: &Game, now| g.clock().unwrap().remaining_ms(Color::Red, now);
    assert_eq!(red(&g, 10_000), 180_000 - 10_000 + 2_000);
    g.undo();
    g.restart_turn_clock(12_000);
    assert_eq!(
        red(&g, 12_000),
        180_000,
        "the move and its increment are taken back"
    );
    assert_eq!(g.clock().unwrap().to_move(), Color::Red);
}
