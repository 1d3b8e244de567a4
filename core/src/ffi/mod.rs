//! What the app layer exports to Kotlin and Swift through UniFFI (feature `ffi`), in the
//! layout of mozilla's application-services components: the core's records and enums derive
//! their UniFFI shape where they are defined (`cfg_attr(feature = "ffi", ...)`), points and
//! moves cross as their ICCS text, and the objects here forward each call in one line.
//! Nothing is parsed, converted or worded here: errors become one flat public error, worded
//! by the app layer in the UI language. The `xiangqi_ffi` cdylib (`bindings/`) links it.
//!
//! Panics never cross the boundary: UniFFI catches them at every call and the foreign side
//! gets an exception; bad input from the UI is a typed [`XiangqiError`].

use crate::app::{self, AppError, ErrorKind};
use crate::game::GameState;
use crate::lang::Lang;
use crate::moves::Move;
use crate::puzzles::TryOutcome;
use crate::store::{GameId, GameSummary, LevelRecord, Settings, Statistics};
use crate::types::Square;
use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::Arc;

pub mod appcore;
mod board;
mod review;
mod scene;
mod sound;

/// A point as its ICCS name: file `a`-`i` from Red's left, rank `0`-`9` from Red's side.
type Point = String;
uniffi::custom_type!(Square, Point, {
    remote,
    lower: |s| s.to_string(),
    try_lift: |s| Square::parse_iccs(&s).ok_or_else(|| bad_input(AppError::NotAPoint(s))),
});

/// A move as its ICCS text (`h2e2`).
type Iccs = String;
uniffi::custom_type!(Move, Iccs, {
    remote,
    lower: |m| m.to_string(),
    try_lift: |s| Move::parse_iccs(&s).map_err(|_| bad_input(AppError::NotAnIccsMove(s))),
});

uniffi::custom_type!(GameId, i64, {
    remote,
    lower: |id| id.0,
    try_lift: |v| Ok(GameId(v)),
});

/// A value the app should never send (a point or move it did not get from the core): the
/// call fails with `BadInput` rather than crossing as an internal error, as long as it
/// returns a `Result` with [`XiangqiError`] (UniFFI reports a failed lift of any other call
/// as an internal error, so every call that takes a point or a move returns one).
fn bad_input(e: AppError) -> uniffi::deps::anyhow::Error {
    XiangqiError::new(e, ui_lang()).into()
}

/// The language the app speaks now, for the words of a value UniFFI could not lift (that
/// happens before any object of ours is reached): the last view's, else the default.
static UI_LANG: AtomicU8 = AtomicU8::new(0);

fn ui_lang() -> Lang {
    Lang::ALL
        .get(usize::from(UI_LANG.load(Ordering::Relaxed)))
        .copied()
        .unwrap_or_default()
}

fn remember_ui_lang(lang: Lang) {
    let index = Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0);
    UI_LANG.store(index as u8, Ordering::Relaxed);
}

/// The one public error: the kinds a UI acts on, each with the core's message in the UI
/// language (`text`: Kotlin's exceptions already have a `message`).
#[derive(Debug, thiserror::Error, uniffi::Error)]
pub enum XiangqiError {
    /// Another copy of the app holds the database; nothing was written: retry.
    #[error("{text}")]
    Busy { text: String },
    /// The game was continued by another copy of the app: reload it (`resume`).
    #[error("{text}")]
    GameChanged { text: String },
    #[error("{text}")]
    IllegalMove { text: String },
    #[error("{text}")]
    GameOver { text: String },
    #[error("{text}")]
    NotYourTurn { text: String },
    #[error("{text}")]
    NothingToUndo { text: String },
    /// Offer `XiangqiApp.recover` (the damaged file is kept).
    #[error("{text}")]
    CorruptDatabase { text: String },
    /// Ask for an app update; the file is left untouched.
    #[error("{text}")]
    NewerDatabase { text: String },
    #[error("{text}")]
    NotFound { text: String },
    /// A FEN or handicap that cannot be played.
    #[error("{text}")]
    BadFen { text: String },
    #[error("{text}")]
    BadInput { text: String },
    #[error("{text}")]
    Storage { text: String },
    #[error("{text}")]
    Engine { text: String },
}

impl XiangqiError {
    fn new(e: AppError, lang: Lang) -> XiangqiError {
        let text = e.message(lang);
        match e.kind() {
            ErrorKind::Busy => XiangqiError::Busy { text },
            ErrorKind::GameChanged => XiangqiError::GameChanged { text },
            ErrorKind::IllegalMove => XiangqiError::IllegalMove { text },
            ErrorKind::GameOver => XiangqiError::GameOver { text },
            ErrorKind::NotYourTurn => XiangqiError::NotYourTurn { text },
            ErrorKind::NothingToUndo => XiangqiError::NothingToUndo { text },
            ErrorKind::CorruptDatabase => XiangqiError::CorruptDatabase { text },
            ErrorKind::NewerDatabase => XiangqiError::NewerDatabase { text },
            ErrorKind::NotFound => XiangqiError::NotFound { text },
            ErrorKind::BadPosition => XiangqiError::BadFen { text },
            ErrorKind::BadInput => XiangqiError::BadInput { text },
            ErrorKind::Storage => XiangqiError::Storage { text },
            ErrorKind::Engine => XiangqiError::Engine { text },
        }
    }
}

type Result<T> = std::result::Result<T, XiangqiError>;

/// `result.or_say(lang)`: the core's error worded in `lang`.
trait OrSay<T> {
    fn or_say(self, lang: Lang) -> Result<T>;
}

impl<T> OrSay<T> for std::result::Result<T, AppError> {
    fn or_say(self, lang: Lang) -> Result<T> {
        self.map_err(|e| XiangqiError::new(e, lang))
    }
}

/// Receives what a game session does (implemented in Kotlin/Swift). Called on the thread
/// that made the change (the computer's thread for its moves): post to the UI thread first.
#[uniffi::export(with_foreign)]
pub trait GameListener: Send + Sync {
    fn on_computer_move(&self, report: app::MoveReport);
    fn on_progress(&self, progress: app::ProgressView);
    fn on_error(&self, message: String);
    /// The board after every change: redraw from it.
    fn on_view(&self, view: app::BoardView);
}

struct Listener(Arc<dyn GameListener>);

impl app::SessionListener for Listener {
    fn on_computer_move(&self, report: app::MoveReport) {
        self.0.on_computer_move(report);
    }
    fn on_progress(&self, progress: app::ProgressView) {
        self.0.on_progress(progress);
    }
    fn on_error(&self, message: String) {
        self.0.on_error(message);
    }
    fn on_view(&self, view: app::BoardView) {
        self.0.on_view(view);
    }
}

/// The wall clock in unix milliseconds, implemented in Kotlin/Swift: a test clock drives the
/// game clocks (a flag fall without waiting) and the daily puzzle's seconds.
#[uniffi::export(with_foreign)]
pub trait WallClock: Send + Sync {
    fn now_ms(&self) -> u64;
}

/// The app: open it once with the database path in the app's files directory.
#[derive(uniffi::Object)]
pub struct XiangqiApp(app::App);

#[uniffi::export]
impl XiangqiApp {
    /// Opens (or creates) the database at `path`.
    #[uniffi::constructor]
    pub fn open(path: String) -> Result<Arc<XiangqiApp>> {
        app::App::open(path)
            .map(|a| Arc::new(XiangqiApp(a)))
            .or_say(Lang::default())
    }

    /// A database in memory (previews, tests).
    #[uniffi::constructor]
    pub fn in_memory() -> Result<Arc<XiangqiApp>> {
        app::App::open_in_memory()
            .map(|a| Arc::new(XiangqiApp(a)))
            .or_say(Lang::default())
    }

    /// After `CorruptDatabase`: moves the damaged file aside (kept) and starts fresh.
    #[uniffi::constructor]
    pub fn recover(path: String) -> Result<Arc<XiangqiApp>> {
        app::App::recover(path)
            .map(|(a, ..)| Arc::new(XiangqiApp(a)))
            .or_say(Lang::default())
    }

    /// The same database with Master Wang (and the hint) thinking `ms` milliseconds.
    #[uniffi::constructor]
    pub fn open_with_strong_time(path: String, ms: u64) -> Result<Arc<XiangqiApp>> {
        let config = app::EngineConfig::default().with_strong_time_ms(ms);
        app::App::open(path)
            .map(|a| Arc::new(XiangqiApp(a.with_engine_config(config))))
            .or_say(Lang::default())
    }

    /// The same database on `clock` instead of the system's, with Master Wang (and the hint)
    /// thinking `strong_time_ms` milliseconds if given (tests, previews).
    #[uniffi::constructor]
    pub fn open_with_clock(
        path: String,
        strong_time_ms: Option<u64>,
        clock: Arc<dyn WallClock>,
    ) -> Result<Arc<XiangqiApp>> {
        let config = match strong_time_ms {
            Some(ms) => app::EngineConfig::default().with_strong_time_ms(ms),
            None => app::EngineConfig::default(),
        };
        let now: app::Clock = Arc::new(move || clock.now_ms());
        app::App::open(path)
            .map(|a| Arc::new(XiangqiApp(a.with_engine_config(config).with_clock(now))))
            .or_say(Lang::default())
    }

    /// The UI language of the saved settings.
    pub fn lang(&self) -> Lang {
        let lang = self.0.lang();
        remember_ui_lang(lang);
        lang
    }

    /// At start-up: the device's language, used unless the player chose one.
    pub fn adopt_device_language(&self, lang: Lang) -> Result<()> {
        self.0.adopt_device_language(lang).or_say(lang)
    }

    pub fn new_game(&self, config: app::NewGameConfig) -> Result<Arc<GameSession>> {
        self.0
            .new_game(&config)
            .map(GameSession::wrap)
            .or_say(self.lang())
    }

    /// The unfinished game to offer at start-up.
    pub fn resume(&self) -> Result<Option<Arc<GameSession>>> {
        self.0
            .resume()
            .map(|s| s.map(GameSession::wrap))
            .or_say(self.lang())
    }

    pub fn resume_game(&self, id: GameId) -> Result<Arc<GameSession>> {
        self.0
            .resume_game(id)
            .map(GameSession::wrap)
            .or_say(self.lang())
    }

    pub fn unfinished_games(&self) -> Result<Vec<GameSummary>> {
        self.0.unfinished_games().or_say(self.lang())
    }

    /// Finished games, newest first ("my games").
    pub fn finished_games(&self, limit: u32, offset: u32) -> Result<Vec<GameSummary>> {
        self.0.finished_games(limit, offset).or_say(self.lang())
    }

    pub fn delete_game(&self, id: GameId) -> Result<()> {
        self.0.delete_game(id).or_say(self.lang())
    }

    pub fn settings(&self) -> Result<Settings> {
        self.0.settings().or_say(self.lang())
    }

    pub fn save_settings(&self, settings: Settings) -> Result<()> {
        self.0.save_settings(&settings).or_say(self.lang())
    }

    /// Win/draw/loss per computer level (a local record: no Elo, no coins).
    pub fn record_by_level(&self) -> Result<Vec<LevelRecord>> {
        self.0.record_by_level().or_say(self.lang())
    }

    pub fn statistics(&self) -> Result<Statistics> {
        self.0.statistics().or_say(self.lang())
    }

    pub fn puzzle(&self, id: String) -> Result<Arc<PuzzleHandle>> {
        self.0
            .puzzle(&id)
            .map(|p| Arc::new(PuzzleHandle(p)))
            .or_say(self.lang())
    }

    /// The first unsolved puzzle of a level (1..=5: mate in N).
    pub fn next_puzzle(&self, level: u8) -> Result<Arc<PuzzleHandle>> {
        self.0
            .next_puzzle(level)
            .map(|p| Arc::new(PuzzleHandle(p)))
            .or_say(self.lang())
    }

    /// The puzzle of the day for `date` (YYYY-MM-DD, the device's calendar day).
    pub fn daily(&self, date: String) -> Result<app::DailyView> {
        self.0.daily(&date).or_say(self.lang())
    }

    pub fn start_daily(&self, date: String) -> Result<Arc<PuzzleHandle>> {
        self.0
            .start_daily(&date)
            .map(|p| Arc::new(PuzzleHandle(p)))
            .or_say(self.lang())
    }

    pub fn lessons(&self) -> Result<Vec<app::LessonView>> {
        self.0.lessons().or_say(self.lang())
    }

    pub fn lesson(&self, number: u32) -> Result<Arc<LessonHandle>> {
        self.0
            .lesson(number)
            .map(|l| Arc::new(LessonHandle(l)))
            .or_say(self.lang())
    }

    /// The whole store as JSON (changing phones).
    pub fn export_backup(&self) -> Result<String> {
        self.0.export_backup().or_say(self.lang())
    }

    pub fn import_backup(&self, json: String) -> Result<()> {
        self.0.import_backup(&json).or_say(self.lang())
    }

    /// The app goes to the background or is idle: lets the store tidy its write-ahead log
    /// now, off the move path. (A running game's `GameSession.suspend` does this too.)
    pub fn suspend(&self) -> Result<()> {
        self.0.suspend().or_say(self.lang())
    }
}

/// One game on screen.
#[derive(uniffi::Object)]
pub struct GameSession(app::GameSession);

impl GameSession {
    fn wrap(s: app::GameSession) -> Arc<GameSession> {
        Arc::new(GameSession(s))
    }
}

#[uniffi::export]
impl GameSession {
    pub fn game_id(&self) -> GameId {
        self.0.game_id()
    }

    /// Everything to draw.
    pub fn view(&self) -> app::BoardView {
        self.0.view()
    }

    /// New settings (notation, language, stage, faces, helper, dangers) for the game on
    /// screen; the listener hears the fresh view.
    pub fn apply_settings(&self, settings: Settings) {
        self.0.apply_settings(settings)
    }

    /// Tap on a piece: legal, blocked (with the status line) and risky targets. (`Result`,
    /// so that a point the core never gave out is a typed `BadInput`.)
    pub fn select(&self, point: Square) -> Result<Option<app::MoveHelpView>> {
        Ok(self.0.select(point))
    }

    /// Long-press: the piece card.
    pub fn card(&self, point: Square) -> Result<Option<app::PieceCardView>> {
        Ok(self.0.card(point))
    }

    /// A move typed in any notation. Saved before this returns.
    pub fn play(&self, text: String) -> Result<app::MoveReport> {
        self.0.play(&text).or_say(self.0.lang())
    }

    /// A move by its two points (tap, tap). Saved before this returns.
    pub fn play_points(&self, from: Square, to: Square) -> Result<app::MoveReport> {
        self.0.play_points(from, to).or_say(self.0.lang())
    }

    /// Starts the computer's move in the background; the listener gets the result.
    /// Returns the search id, or `None` if it is not the computer's turn.
    pub fn start_computer_move(&self) -> Option<u64> {
        self.0.start_computer_move()
    }

    /// The computer's move on the calling thread (never call it on the UI thread).
    pub fn computer_move(&self) -> Result<app::MoveReport> {
        self.0.computer_move_blocking().or_say(self.0.lang())
    }

    pub fn cancel_computer(&self) {
        self.0.cancel_computer()
    }

    pub fn set_listener(&self, listener: Option<Arc<dyn GameListener>>) {
        self.0
            .set_listener(listener.map(|l| Arc::new(Listener(l)) as Arc<dyn app::SessionListener>))
    }

    /// Takes back the player's move and the computer's reply (two players: one move).
    pub fn undo(&self) -> Result<u32> {
        self.0.undo().or_say(self.0.lang())
    }

    /// Master Wang's move for the side to move, with a short reason.
    pub fn hint(&self) -> Result<app::HintView> {
        self.0.hint().or_say(self.0.lang())
    }

    /// Vs. the computer: its answer (accepted: the game is drawn); two players: ask the other.
    pub fn offer_draw(&self) -> Result<app::DrawAnswer> {
        self.0.offer_draw().or_say(self.0.lang())
    }

    /// Two players agreed to a draw.
    pub fn agree_draw(&self) -> Result<GameState> {
        self.0.agree_draw().or_say(self.0.lang())
    }

    pub fn resign(&self) -> Result<GameState> {
        self.0.resign().or_say(self.0.lang())
    }

    /// Call about once a second while a clock runs: a flag fall ends the game.
    pub fn tick(&self) -> Result<GameState> {
        self.0.tick().or_say(self.0.lang())
    }

    /// The app goes to the background: stops and saves the clocks, stops the computer.
    pub fn suspend(&self) -> Result<()> {
        self.0.suspend().or_say(self.0.lang())
    }

    /// The game is on screen again: the clocks run from now.
    pub fn resume_clock(&self) {
        self.0.resume_clock()
    }

    /// The FEN after `ply` plies (move-list browsing).
    pub fn fen_at(&self, ply: u32) -> Result<String> {
        self.0.fen_at(ply).or_say(self.0.lang())
    }
}

/// A puzzle being played.
#[derive(uniffi::Object)]
pub struct PuzzleHandle(app::PuzzlePlay);

#[uniffi::export]
impl PuzzleHandle {
    pub fn view(&self) -> app::PuzzleView {
        self.0.view()
    }

    pub fn try_move(&self, text: String) -> Result<TryOutcome> {
        self.0.try_move(&text).or_say(self.0.lang())
    }

    /// The piece first, the move on a second request; marks the puzzle unsolved.
    pub fn hint(&self) -> Result<Option<app::TaskHint>> {
        self.0.hint().or_say(self.0.lang())
    }

    pub fn show_solution(&self) -> Result<app::SolutionView> {
        self.0.show_solution().or_say(self.0.lang())
    }

    pub fn abandon(&self) -> Result<()> {
        self.0.abandon().or_say(self.0.lang())
    }
}

/// A lesson being played.
#[derive(uniffi::Object)]
pub struct LessonHandle(app::LessonSession);

#[uniffi::export]
impl LessonHandle {
    pub fn fen(&self) -> String {
        self.0.fen()
    }

    pub fn is_done(&self) -> bool {
        self.0.is_done()
    }

    pub fn play(&self, text: String) -> Result<app::LessonFeedback> {
        self.0.play(&text).or_say(self.0.lang())
    }

    /// The piece first, the move on a second request.
    pub fn hint(&self) -> Option<app::TaskHint> {
        self.0.hint()
    }
}

/// Legal moves of a FEN (a utility for tools and tests).
#[uniffi::export]
pub fn legal_moves(fen: String) -> Result<Vec<Move>> {
    app::legal_moves(&fen).or_say(Lang::default())
}
