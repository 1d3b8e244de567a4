//! Review, analysis and the position editor through the app: the review runs in the
//! background with progress and cancel, is stored with the game and reopens without a
//! search; analysis lines arrive per depth; an edited position becomes a game.

use std::sync::{Arc, Condvar, Mutex};
use std::time::Duration;
use xiangqi::app::{
    AnalysisListener, AnalysisRequest, App, ErrorKind, NewGameConfig, ReviewListener, ReviewSource,
    ReviewView,
};
use xiangqi::engine::Level;
use xiangqi::review::{Analysis, MoveQuality, ReviewProgress, REVIEW_NODES};
use xiangqi::store::GameId;
use xiangqi::Lang;
use xiangqi::{Color, Piece, Square, START_FEN};

/// The test budget: small, so the tests stay quick (the app uses REVIEW_NODES).
const NODES: u64 = 20_000;

/// An opening, a chariot left to the cannon (ply 9), the capture and the recapture.
const HANGING: [&str; 11] = [
    "h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "b0c2", "b7b3", "a0b0", "b3b0", "c2b0",
];

/// A directory for one test's database, removed afterwards.
struct TempDir(std::path::PathBuf);

impl TempDir {
    fn new(tag: &str) -> TempDir {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_nanos();
        let dir = std::env::temp_dir().join(format!(
            "xq-app-review-{tag}-{}-{nanos}",
            std::process::id()
        ));
        std::fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }

    fn db(&self) -> std::path::PathBuf {
        self.0.join("app.db")
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn point(s: &str) -> Square {
    Square::parse_iccs(s).unwrap()
}

/// A finished two-player game with the planted blunder.
fn stored_game(app: &App) -> GameId {
    let session = app.new_game(&NewGameConfig::two_players()).unwrap();
    for m in HANGING {
        session.play(m).unwrap();
    }
    session.resign().unwrap();
    session.game_id()
}

#[derive(Default)]
struct Heard {
    progress: Vec<ReviewProgress>,
    finished: Option<ReviewView>,
    cancelled: bool,
    errors: Vec<String>,
}

#[derive(Default)]
struct Recorder {
    heard: Mutex<Heard>,
    changed: Condvar,
}

impl Recorder {
    fn heard(&self) -> std::sync::MutexGuard<'_, Heard> {
        self.heard.lock().unwrap()
    }
}

impl ReviewListener for Recorder {
    fn on_progress(&self, progress: ReviewProgress) {
        self.heard().progress.push(progress);
        self.changed.notify_all();
    }
    fn on_finished(&self, review: ReviewView) {
        self.heard().finished = Some(review);
        self.changed.notify_all();
    }
    fn on_cancelled(&self) {
        self.heard().cancelled = true;
        self.changed.notify_all();
    }
    fn on_error(&self, message: String) {
        self.heard().errors.push(message);
    }
}

#[test]
fn a_review_runs_in_the_background_and_reopens_from_the_store() {
    let app = App::open_in_memory().unwrap();
    let id = stored_game(&app);
    let first = Arc::new(Recorder::default());
    let job = app
        .start_review_with(&ReviewSource::Game(id), NODES, first.clone())
        .unwrap();
    assert!(!job.is_from_store());
    job.join();
    let view = {
        let heard = first.heard();
        assert_eq!(heard.progress.len(), 12, "one report per position");
        assert_eq!(
            heard.progress.last(),
            Some(&ReviewProgress { ply: 11, plies: 11 })
        );
        assert!(heard.errors.is_empty(), "{:?}", heard.errors);
        heard.finished.clone().unwrap()
    };
    assert!(!view.from_store);
    assert_eq!(view.moves.len(), 11);
    let blunder = &view.moves[8];
    assert_eq!(blunder.notation, "W9.8"); // the chariot, in German notation
    assert_eq!(blunder.quality, MoveQuality::Blunder);
    assert_eq!(blunder.label, "Grober Fehler");
    assert!(blunder.better_notation.is_some());
    assert_eq!(
        blunder.reply.map(|m| m.to_string()).as_deref(),
        Some("b3b0")
    );
    assert_eq!(blunder.reply_reason.as_deref(), Some("Schlägt den Wagen."));
    assert_eq!(blunder.move_number, 5);
    assert_eq!(view.graph.len(), 12);
    assert!(view.graph.iter().all(|v| v.abs() <= view.graph_cap));
    assert!(view
        .key_moments
        .iter()
        .any(|k| k.ply == 9 && k.text.starts_with("Zug 5, Rot: W9.8")));
    assert_eq!(view.summary_text.len(), 2);

    // The second time: from the store, at once, on this thread, no progress (no search).
    let second = Arc::new(Recorder::default());
    let job = app
        .start_review_with(&ReviewSource::Game(id), NODES, second.clone())
        .unwrap();
    assert!(job.is_from_store());
    {
        let heard = second.heard();
        assert!(heard.progress.is_empty());
        let again = heard
            .finished
            .clone()
            .expect("handed over before start returned");
        assert!(again.from_store);
        assert_eq!(
            ReviewView {
                from_store: false,
                ..again
            },
            view
        );
    }
    let blocking = app
        .review_blocking(&ReviewSource::Game(id), NODES, |_| panic!("no search"))
        .unwrap();
    assert!(blocking.from_store);
    // The app's own budget is another review: not the stored one.
    assert_eq!(app.stored_review(id).unwrap(), None);
    assert_ne!(NODES, REVIEW_NODES);
}

#[test]
fn the_stored_review_is_what_opens() {
    // Structural proof that no search runs: a stored review changed by hand comes back as
    // changed, which no search would produce.
    let app = App::open_in_memory().unwrap();
    let id = stored_game(&app);
    let mut review = app
        .review_blocking(&ReviewSource::Game(id), NODES, |_| {})
        .unwrap()
        .review;
    review.plies[0].quality = MoveQuality::Mistake;
    review.plies[0].loss = 222;
    let dir = TempDir::new("stored");
    let path = dir.db();
    let app = App::open(&path).unwrap();
    let id = stored_game(&app);
    let mut store = xiangqi::store::Store::open(&path).unwrap();
    store.save_review(id, 11, &review.to_json(), 1).unwrap();
    drop(store);
    let opened = app
        .review_blocking(&ReviewSource::Game(id), NODES, |_| panic!("no search"))
        .unwrap();
    assert!(opened.from_store);
    assert_eq!(opened.review.plies[0].loss, 222);
    let view = app.review_view(&opened).unwrap();
    assert_eq!(view.moves[0].label, "Fehler");
}

#[test]
fn a_longer_game_or_a_stale_review_is_reviewed_again() {
    let dir = TempDir::new("stale");
    let app = App::open(dir.db()).unwrap();
    let session = app.new_game(&NewGameConfig::two_players()).unwrap();
    for m in &HANGING[..4] {
        session.play(m).unwrap();
    }
    let id = session.game_id();
    let first = app
        .review_blocking(&ReviewSource::Game(id), NODES, |_| {})
        .unwrap();
    assert!(!first.from_store);
    // The game went on: the stored review covers fewer moves.
    session.play(HANGING[4]).unwrap();
    let mut heard = 0;
    let second = app
        .review_blocking(&ReviewSource::Game(id), NODES, |_| heard += 1)
        .unwrap();
    assert!(!second.from_store);
    assert_eq!((second.review.plies.len(), heard), (5, 6));
    // A review of another version in the store is made again, not shown.
    let stale = second.review.to_json().replacen(
        &format!(r#""version":{}"#, xiangqi::review::REVIEW_FORMAT_VERSION),
        r#""version":99"#,
        1,
    );
    xiangqi::store::Store::open(dir.db())
        .unwrap()
        .save_review(id, 5, &stale, 2)
        .unwrap();
    let third = app
        .review_blocking(&ReviewSource::Game(id), NODES, |_| {})
        .unwrap();
    assert!(!third.from_store);
    assert_eq!(third.review, second.review);
}

#[test]
fn cancelling_stores_nothing() {
    let app = App::open_in_memory().unwrap();
    let id = stored_game(&app);
    let heard = Arc::new(Recorder::default());
    let job = app
        .start_review_with(&ReviewSource::Game(id), u64::MAX / 4, heard.clone())
        .unwrap();
    std::thread::sleep(Duration::from_millis(100));
    job.cancel();
    job.join();
    let h = heard.heard();
    assert!(h.cancelled);
    assert!(h.finished.is_none());
    assert!(h.progress.is_empty());
    drop(h);
    let again = app
        .review_blocking(&ReviewSource::Game(id), NODES, |_| {})
        .unwrap();
    assert!(!again.from_store);
}

#[test]
fn a_pgn_is_reviewed_and_bad_sources_are_typed_errors() {
    let app = App::open_in_memory().unwrap();
    let pgn = "[Event \"x\"]\n\n1. C2.5 H8+7 2. H2+3 R9.8 *\n";
    let outcome = app
        .review_blocking(&ReviewSource::Pgn(pgn.into()), NODES, |_| {})
        .unwrap();
    assert_eq!(outcome.review.plies.len(), 4);
    assert_eq!(outcome.review.start_fen, START_FEN);
    assert!(matches!(
        app.review_blocking(&ReviewSource::Pgn("1. X9+9".into()), NODES, |_| {}),
        Err(e) if e.kind() == ErrorKind::BadInput
    ));
    assert!(matches!(
        app.review_blocking(&ReviewSource::Game(GameId(999)), NODES, |_| {}),
        Err(e) if e.kind() == ErrorKind::NotFound
    ));
}

#[test]
fn a_handicap_game_is_reviewed_under_its_rules() {
    let app = App::open_in_memory().unwrap();
    let mut cfg = NewGameConfig::two_players();
    cfg.handicap = Some(xiangqi::game::Handicap::parse("chariot").unwrap());
    let session = app.new_game(&cfg).unwrap();
    let first = session.view().fen;
    for _ in 0..4 {
        let hint = session.hint().unwrap();
        assert_eq!(hint.text, format!("{} – {}", hint.notation, hint.reason));
        session.play_move(hint.mv).unwrap();
    }
    let r = app
        .review_blocking(&ReviewSource::Game(session.game_id()), NODES, |_| {})
        .unwrap()
        .review;
    assert_eq!(r.start_fen, first);
    assert_eq!(r.plies.len(), 4);
}

#[derive(Default)]
struct Lines {
    updates: Mutex<Vec<Analysis>>,
    finished: Mutex<Option<Analysis>>,
}

impl AnalysisListener for Lines {
    fn on_update(&self, analysis: Analysis) {
        self.updates.lock().unwrap().push(analysis);
    }
    fn on_finished(&self, analysis: Analysis) {
        *self.finished.lock().unwrap() = Some(analysis);
    }
}

#[test]
fn analysis_updates_until_stopped() {
    let app = App::open_in_memory().unwrap();
    let lines = Arc::new(Lines::default());
    let session = app
        .start_analysis(&AnalysisRequest::new(START_FEN), lines.clone())
        .unwrap();
    std::thread::sleep(Duration::from_millis(300));
    session.stop();
    session.join();
    let updates = lines.updates.lock().unwrap();
    assert!(updates.len() >= 3, "{} updates", updates.len());
    assert!(updates.windows(2).all(|w| w[0].depth < w[1].depth));
    let done = lines.finished.lock().unwrap().clone().unwrap();
    assert_eq!(done.lines.len(), 3);
    assert_eq!(done.arrows.len(), 3);
    // The last complete depth (the node count also has the unfinished one).
    let last = updates.last().unwrap();
    assert_eq!((&done.lines, done.depth), (&last.lines, last.depth));
    assert_eq!(session.latest(), Some(done.clone()));
    // German notation by default.
    assert!(done.lines[0].notation[0]
        .chars()
        .next()
        .unwrap()
        .is_ascii_uppercase());

    let mut request = AnalysisRequest::new("3k5/1R7/8r/9/9/9/9/R8/7r1/4K4 w");
    request.depth = Some(3);
    request.lines = 2;
    let a = app.analyse_blocking(&request).unwrap();
    assert_eq!(a.lines[0].score_text, "#1");
    request.lines = 0;
    assert!(matches!(
        app.analyse_blocking(&request),
        Err(e) if e.kind() == ErrorKind::BadInput
    ));
    assert!(matches!(
        app.analyse_blocking(&AnalysisRequest::new("9/9 w")),
        Err(e) if e.kind() == ErrorKind::BadInput || e.kind() == ErrorKind::BadPosition
    ));
}

#[test]
fn an_edited_position_is_played_or_analysed() {
    let app = App::open_in_memory().unwrap();
    let editor = app.position_editor(None).unwrap();
    let red_horse = Piece::from_fen_char('N').unwrap();
    let v = editor.place(point("e4"), red_horse);
    assert!(!v.playable);
    assert_eq!(
        v.problem.as_deref(),
        Some("Rot hat 3 Pferde; erlaubt sind höchstens 2.")
    );
    assert!(matches!(
        editor.game_config(NewGameConfig::two_players()),
        Err(e) if e.kind() == ErrorKind::BadPosition
    ));
    editor.remove(point("b0"));
    let v = editor.move_piece(point("e4"), point("c2")).unwrap();
    assert!(v.playable, "{:?}", v.problem);
    assert_eq!(v.pieces.len(), 32);
    let horse_left = v
        .palette
        .iter()
        .find(|p| p.piece == red_horse)
        .unwrap()
        .left;
    assert_eq!(horse_left, 0);
    let v = editor.set_side_to_move(Color::Black);
    assert!(v.fen.ends_with(" b - - 0 1"), "{}", v.fen);

    // Against the computer, from this position.
    let cfg = editor
        .game_config(NewGameConfig::vs_computer(Level::Easy, Color::Red))
        .unwrap();
    let game = app.new_game(&cfg).unwrap();
    assert_eq!(game.view().fen, editor.fen());
    assert!(game.computer_to_move());
    // By two players, and analysed.
    let game = app
        .new_game(&editor.game_config(NewGameConfig::two_players()).unwrap())
        .unwrap();
    assert_eq!(game.view().side_to_move, Color::Black);
    let mut request = editor.analysis_request().unwrap();
    request.depth = Some(2);
    assert_eq!(app.analyse_blocking(&request).unwrap().lines.len(), 3);

    // Paste and copy; English after a settings change.
    let mut settings = app.settings().unwrap();
    settings.language = Lang::En;
    app.save_settings(&settings).unwrap();
    let editor = app
        .position_editor(Some("[FEN \"4k4/9/9/9/9/9/9/9/9/4K4 w\"]"))
        .unwrap();
    assert_eq!(
        editor.view().problem.as_deref(),
        Some("The generals face each other on an open file.")
    );
    assert!(matches!(
        editor.paste_fen("not a fen"),
        Err(e) if e.kind() == ErrorKind::BadPosition
    ));
    assert_eq!(editor.fen(), "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
    assert!(matches!(
        editor.move_piece(point("a0"), point("a1")),
        Err(e) if e.kind() == ErrorKind::BadInput
    ));
    assert!(editor.clear().problem.is_some());
    assert!(editor.reset().playable);
}
