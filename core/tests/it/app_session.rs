//! The app layer: sessions saved move by move, resumed exactly, the computer on its thread.

use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use xiangqi::app::{
    App, AppError, DrawAnswer, EngineConfig, ErrorKind, MoveReport, NewGameConfig, ProgressView,
    SessionListener, Sound,
};
use xiangqi::engine::Level;
use xiangqi::game::{
    ClockChoice, ComputerHandicap, EndReason, GameResult, GameState, Handicap, HouseRules,
};
use xiangqi::{Color, Square};

fn temp_db(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "xiangqi-app-{}-{name}-{}",
        std::process::id(),
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_nanos()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join("app.db")
}

/// A test clock the test moves by hand.
fn manual_clock(start: u64) -> (Arc<AtomicU64>, xiangqi::app::Clock) {
    let now = Arc::new(AtomicU64::new(start));
    let read = now.clone();
    (now, Arc::new(move || read.load(Ordering::SeqCst)))
}

/// The kind of a call's error, `None` when it succeeded.
fn kind<T>(r: Result<T, AppError>) -> Option<ErrorKind> {
    r.err().map(|e| e.kind())
}

fn fast() -> EngineConfig {
    EngineConfig::default().with_strong_time_ms(50)
}

#[test]
fn two_players_notation_sounds_and_board_turn() {
    let app = App::open_in_memory().unwrap();
    let s = app.new_game(&NewGameConfig::two_players()).unwrap();
    assert_eq!(s.view().bottom, Color::Red);
    let r = s.play("h3-e3").unwrap(); // coordinates with ranks 1..10
    assert_eq!(r.notation, "K2.5");
    assert_eq!(r.sounds, vec![Sound::Move]);
    assert_eq!(s.view().bottom, Color::Black);
    s.play("h9g7").unwrap();
    let r = s.play("e2e6").unwrap(); // the cannon takes the middle soldier
    assert!(r.captured.is_some());
    assert!(r.sounds.contains(&Sound::Capture));
    assert_eq!(s.view().moves.len(), 3);
    assert!(matches!(s.play("a0a5"), Err(e) if e.kind() == ErrorKind::IllegalMove));
    assert_eq!(s.undo().unwrap(), 1);
    assert_eq!(s.view().ply, 2);
}

#[test]
fn resume_is_exact_for_every_mode_with_clocks_and_handicaps() {
    let path = temp_db("resume");
    let (now, clock) = manual_clock(1_000_000);
    let configs = {
        let mut vs = NewGameConfig::vs_computer(Level::Easy, Color::Black);
        vs.clock = ClockChoice::PerMove60;
        vs.house = HouseRules {
            perpetual_check_only: true,
            stalemate_is_draw: true,
            computer_handicap: Some(ComputerHandicap::Horse),
        };
        vs.seed = Some(3);
        let mut two = NewGameConfig::two_players();
        two.handicap = Some(Handicap::TwoHorses);
        two.clock = ClockChoice::Blitz3Plus2;
        vec![vs, two]
    };
    for cfg in configs {
        let app = App::open(&path)
            .unwrap()
            .with_engine_config(fast())
            .with_clock(clock.clone());
        let s = app.new_game(&cfg).unwrap();
        if s.computer_to_move() {
            s.computer_move_blocking().unwrap();
        }
        now.fetch_add(4_000, Ordering::SeqCst);
        let legal = s.position().legal_moves();
        s.play_move(legal[0]).unwrap();
        now.fetch_add(2_500, Ordering::SeqCst);
        // The app goes to the background (a kill instead stops the clock at the last move).
        s.suspend().unwrap();
        let before = s.view();
        drop(s);
        drop(app);

        let app = App::open(&path)
            .unwrap()
            .with_engine_config(fast())
            .with_clock(clock.clone());
        let r = app.resume().unwrap().expect("an unfinished game");
        let after = r.view();
        assert_eq!(after.fen, before.fen);
        assert_eq!(after.moves, before.moves);
        assert_eq!(
            after.clock, before.clock,
            "clock state survives the restart"
        );
        assert_eq!(r.mode(), cfg.mode);
        // Finish it so the next config's game is the one resumed.
        r.resign().unwrap();
    }
}

#[test]
fn undo_vs_computer_takes_back_a_move_pair() {
    let app = App::open_in_memory().unwrap().with_engine_config(fast());
    let mut cfg = NewGameConfig::vs_computer(Level::Normal, Color::Red);
    cfg.seed = Some(1);
    let s = app.new_game(&cfg).unwrap();
    assert!(matches!(s.undo(), Err(AppError::NothingToUndo)));
    s.play("h2e2").unwrap();
    assert!(matches!(s.play("b2e2"), Err(AppError::NotYourTurn)));
    s.computer_move_blocking().unwrap();
    assert_eq!(s.undo().unwrap(), 2);
    assert_eq!(s.view().ply, 0);
    // Computer as Red: its first move cannot be taken back alone.
    let s = app
        .new_game(&NewGameConfig::vs_computer(Level::Easy, Color::Black))
        .unwrap();
    s.computer_move_blocking().unwrap();
    assert!(matches!(s.undo(), Err(AppError::NothingToUndo)));
}

struct Collect(Mutex<Vec<MoveReport>>);

impl SessionListener for Collect {
    fn on_computer_move(&self, report: MoveReport) {
        self.0.lock().unwrap().push(report);
    }
}

#[test]
fn a_cancelled_search_is_dropped_and_a_fresh_one_is_applied() {
    let app = App::open_in_memory()
        .unwrap()
        .with_engine_config(EngineConfig::default().with_strong_time_ms(400));
    let s = app
        .new_game(&NewGameConfig::vs_computer(Level::Strong, Color::Black))
        .unwrap();
    let listener = Arc::new(Collect(Mutex::new(Vec::new())));
    s.set_listener(Some(listener.clone()));
    let first = s.start_computer_move().unwrap();
    s.cancel_computer();
    std::thread::sleep(Duration::from_millis(100));
    assert_eq!(s.view().ply, 0, "the cancelled search played nothing");
    let second = s.start_computer_move().unwrap();
    assert!(second > first);
    for _ in 0..100 {
        if !listener.0.lock().unwrap().is_empty() {
            break;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    assert_eq!(listener.0.lock().unwrap().len(), 1);
    assert_eq!(s.view().ply, 1);
}

/// Counts progress reports per search id.
struct Progress(Mutex<Vec<u64>>);

impl SessionListener for Progress {
    fn on_computer_move(&self, _report: MoveReport) {}
    fn on_progress(&self, progress: ProgressView) {
        self.0.lock().unwrap().push(progress.search_id);
    }
}

#[test]
fn a_search_cancelled_before_it_began_stops_after_its_first_iteration() {
    let app = App::open_in_memory()
        .unwrap()
        .with_engine_config(EngineConfig::default().with_strong_time_ms(1_500));
    let s = app
        .new_game(&NewGameConfig::vs_computer(Level::Strong, Color::Black))
        .unwrap();
    let listener = Arc::new(Progress(Mutex::new(Vec::new())));
    s.set_listener(Some(listener.clone()));
    // Cancelled at once: usually before the thread has even started its search, which
    // clears the stop flag when it begins.
    let first = s.start_computer_move().unwrap();
    s.cancel_computer();
    // Iterations that finished before the cancel may have reported (the first ones take
    // microseconds), and one report may be under way during it; nothing after that.
    let at_cancel = listener.0.lock().unwrap().len();
    std::thread::sleep(Duration::from_millis(300));
    let settled = listener.0.lock().unwrap().clone();
    std::thread::sleep(Duration::from_millis(200));
    let reports = listener.0.lock().unwrap().clone();
    assert!(
        reports.iter().all(|&id| id == first) && reports.len() <= at_cancel + 1,
        "the cancelled search kept reporting: {reports:?} ({at_cancel} before the cancel)"
    );
    assert_eq!(reports, settled, "the cancelled search kept reporting");
    // The engine is free again: a new search reports progress and plays.
    let second = s.start_computer_move().unwrap();
    for _ in 0..150 {
        if s.view().ply == 1 {
            break;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    assert_eq!(s.view().ply, 1);
    assert!(listener.0.lock().unwrap().contains(&second));
}

#[test]
fn per_move_clock_runs_out_after_the_grace_period_and_is_saved() {
    let path = temp_db("clock");
    let (now, clock) = manual_clock(5_000_000);
    let app = App::open(&path).unwrap().with_clock(clock);
    let mut cfg = NewGameConfig::vs_computer(Level::Easy, Color::Red);
    cfg.clock = ClockChoice::PerMove30;
    let s = app.new_game(&cfg).unwrap();
    now.fetch_add(30_000 + 14_000, Ordering::SeqCst);
    assert_eq!(s.tick().unwrap(), GameState::Ongoing);
    assert!(s.view().clock.unwrap().in_grace);
    now.fetch_add(2_000, Ordering::SeqCst);
    let state = s.tick().unwrap();
    assert_eq!(
        state,
        GameState::Finished {
            result: GameResult::BlackWins,
            reason: EndReason::Timeout
        }
    );
    assert!(app.resume().unwrap().is_none());
    let rec = app.record_by_level().unwrap();
    let easy = rec.iter().find(|r| r.level == Level::Easy).unwrap();
    assert_eq!(easy.record.losses, 1);
}

#[test]
fn move_helper_card_and_dangers_come_from_the_session() {
    let app = App::open_in_memory().unwrap();
    let s = app.new_game(&NewGameConfig::two_players()).unwrap();
    let help = s.select(Square::parse_iccs("b0").unwrap()).unwrap();
    assert!(help
        .blocked
        .iter()
        .any(|b| b.to == Square::parse_iccs("d1").unwrap()));
    assert!(s.card(Square::parse_iccs("e0").unwrap()).is_some());
    assert!(s.select(Square::parse_iccs("e5").unwrap()).is_none());
    assert!(s.view().dangers.is_empty());
}

#[test]
fn bad_setups_are_typed_errors() {
    let app = App::open_in_memory().unwrap();
    let mut cfg = NewGameConfig::two_players();
    cfg.fen = Some("9/9 w".into());
    assert_eq!(kind(app.new_game(&cfg)), Some(ErrorKind::BadPosition));
    let mut cfg = NewGameConfig::two_players();
    cfg.house.computer_handicap = Some(ComputerHandicap::Chariot);
    assert_eq!(kind(app.new_game(&cfg)), Some(ErrorKind::BadInput));
    assert_eq!(kind(app.puzzle("nope")), Some(ErrorKind::NotFound));
    assert_eq!(kind(app.lesson(11)), Some(ErrorKind::NotFound));
}

#[test]
fn the_daily_attempt_survives_the_app_being_killed() {
    let path = temp_db("daily");
    let date = "2026-11-30";
    let (now, clock) = manual_clock(1_800_000_000_000);
    let app = App::open(&path).unwrap().with_clock(clock.clone());
    let day = app.daily(date).unwrap();
    assert!(day.attempt.is_none() && !day.in_progress);
    let play = app.start_daily(date).unwrap();
    // A move the puzzle rejects (found on throw-away copies of the puzzle).
    let start = xiangqi::Position::from_fen(&play.view().start_fen).unwrap();
    let wrong = start
        .legal_moves()
        .iter()
        .copied()
        .find(|m| {
            let probe = app.puzzle(&day.puzzle_id).unwrap();
            matches!(
                probe.try_move(&m.to_string()),
                Ok(xiangqi::puzzles::TryOutcome::Wrong { .. })
            )
        })
        .expect("some move is wrong");
    assert!(matches!(
        play.try_move(&wrong.to_string()).unwrap(),
        xiangqi::puzzles::TryOutcome::Wrong { .. }
    ));
    // The phone kills the app: nothing is recorded as over, nothing is lost.
    drop(play);
    drop(app);
    now.fetch_add(40_000, Ordering::SeqCst);

    let app = App::open(&path).unwrap().with_clock(clock);
    let day = app.daily(date).unwrap();
    assert!(day.attempt.is_none() && day.in_progress, "{day:?}");
    let play = app.start_daily(date).unwrap();
    assert_eq!(
        play.view().wrong_tries,
        1,
        "the wrong try before the kill counts"
    );
    let puzzle = xiangqi::puzzles::by_id(&day.puzzle_id).unwrap();
    for m in puzzle.solution_moves().unwrap().iter().step_by(2) {
        play.try_move(&m.to_string()).unwrap();
    }
    assert!(play.view().solved);
    let attempt = app.daily(date).unwrap().attempt.expect("recorded");
    assert_eq!(attempt.wrong_tries, 1);
    assert_eq!(attempt.seconds, 40, "the clock ran from the first opening");
    assert_eq!(
        attempt.score,
        xiangqi::puzzles::attempt_score(true, 1, 40),
        "{attempt:?}"
    );
    assert!(!app.daily(date).unwrap().in_progress);
    // A later try is practice: the attempt that counts stays.
    let again = app.start_daily(date).unwrap();
    again.abandon().unwrap();
    assert_eq!(app.daily(date).unwrap().attempt, Some(attempt));
}

/// Defect: the per-move clock kept running while the app was closed, so a resume 50 s after
/// quitting lost the game on time. A kill (no suspend) counts as a suspend at the last move.
#[test]
fn no_time_passes_while_the_game_is_not_on_screen() {
    let path = temp_db("closed-clock");
    let (now, clock) = manual_clock(5_000_000);
    let open = || {
        App::open(&path)
            .unwrap()
            .with_engine_config(fast())
            .with_clock(clock.clone())
    };
    let app = open();
    let mut cfg = NewGameConfig::two_players();
    cfg.clock = ClockChoice::PerMove30;
    let s = app.new_game(&cfg).unwrap();
    now.fetch_add(7_000, Ordering::SeqCst);
    s.play("h2e2").unwrap();
    now.fetch_add(4_000, Ordering::SeqCst); // Black thinks 4 s, then the app is killed
    let left = |s: &xiangqi::app::GameSession| s.view().clock.unwrap().black_ms;
    assert_eq!(left(&s), 26_000);
    drop(s);
    drop(app);

    now.fetch_add(50_000, Ordering::SeqCst);
    let s = open().resume().unwrap().expect("the game is offered again");
    assert_eq!(s.tick().unwrap(), GameState::Ongoing, "not lost on time");
    assert_eq!(
        left(&s),
        30_000,
        "a kill stops the clock at the last saved move"
    );

    // Going to the background stops the clock; coming back starts it again.
    now.fetch_add(3_000, Ordering::SeqCst);
    s.suspend().unwrap();
    now.fetch_add(60_000, Ordering::SeqCst);
    assert_eq!(left(&s), 27_000);
    drop(s);
    let s = open().resume().unwrap().unwrap();
    assert_eq!(left(&s), 27_000, "a suspend is kept across a restart");
    s.suspend().unwrap();
    now.fetch_add(9_000, Ordering::SeqCst);
    s.resume_clock();
    now.fetch_add(2_000, Ordering::SeqCst);
    assert_eq!(left(&s), 25_000);
}

/// Defect: the computer accepted a draw at move 2. It accepts when it stands worse, or when
/// the position is level and quiet past the opening; two players ask the other player.
#[test]
fn the_computer_takes_a_draw_only_as_a_person_would() {
    let app = App::open_in_memory().unwrap().with_engine_config(fast());
    let mut cfg = NewGameConfig::vs_computer(Level::Normal, Color::Red);
    cfg.seed = Some(5);
    let s = app.new_game(&cfg).unwrap();
    s.play("h2e2").unwrap();
    s.computer_move_blocking().unwrap();
    assert_eq!(s.offer_draw().unwrap(), DrawAnswer::Declined, "move 2");
    assert_eq!(s.state(), GameState::Ongoing);

    // The computer (Black) has lost both chariots: it is glad to take the draw.
    let mut cfg = NewGameConfig::vs_computer(Level::Normal, Color::Red);
    cfg.fen = Some("1nbakabn1/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1".into());
    let s = app.new_game(&cfg).unwrap();
    assert_eq!(s.offer_draw().unwrap(), DrawAnswer::Accepted);
    assert!(matches!(
        s.state(),
        GameState::Finished {
            result: GameResult::Draw,
            reason: EndReason::Agreement
        }
    ));

    let s = app.new_game(&NewGameConfig::two_players()).unwrap();
    assert_eq!(s.offer_draw().unwrap(), DrawAnswer::AskOpponent);
    assert_eq!(
        s.state(),
        GameState::Ongoing,
        "nobody decided for the other player"
    );
    s.agree_draw().unwrap();
    assert!(s.state().is_over());
}

/// Defect: a second copy of the app on the same database got "wrong ply: expected 2, got 1"
/// and kept a stale board. It is told in words that the game is open elsewhere, and reloaded.
#[test]
fn a_game_continued_in_another_copy_is_reloaded() {
    let path = temp_db("two-copies");
    let a = App::open(&path).unwrap();
    let game = a.new_game(&NewGameConfig::two_players()).unwrap();
    game.play("h2e2").unwrap();
    let b = App::open(&path).unwrap();
    let other = b.resume().unwrap().unwrap();
    other.play("h9g7").unwrap();

    let err = game.play("b9c7").unwrap_err();
    assert_eq!(err.kind(), ErrorKind::GameChanged);
    let en = err.message(xiangqi::Lang::En);
    assert!(en.contains("open elsewhere"), "{en}");
    assert!(!err.message(xiangqi::Lang::De).contains("ply"));
    assert_eq!(
        game.view().ply,
        2,
        "the board now shows the other copy's move"
    );
    game.play("b0c2").unwrap();
    assert_eq!(b.resume().unwrap().unwrap().view().ply, 3);
}
