//! The app layer: one API over rules, engine, store, puzzles and lessons for the native apps
//! (through the UniFFI bindings) and the terminal front end. The UI only draws what this
//! returns and forwards touches; every rule, text and decision comes from here.
//!
//! ```
//! use xiangqi::app::{App, NewGameConfig};
//! let app = App::open_in_memory().unwrap();
//! let session = app.new_game(&NewGameConfig::two_players()).unwrap();
//! let report = session.play("h2e2").unwrap();
//! assert_eq!(report.notation, "K2.5");
//! assert_eq!(session.view().moves, vec!["K2.5".to_string()]);
//! ```

mod board_input;
mod bridge;
mod learn;
mod session;
mod view;

pub use board_input::{BoardContext, BoardInput, InputAction, InputOutcome, Redraw, Refusal, Turn};
pub use bridge::GameRulesBridge;
pub use learn::{DailyView, LessonFeedback, LessonSession, LessonView, PuzzlePlay, PuzzleView};
pub use session::{GameSession, SessionListener};
pub use view::{BoardView, ClockView, HintView, MoveReport, PieceView, ProgressView, Sound};

use crate::engine::LevelSettings;
use crate::game::{Clock as GameClock, Game, GameRecord, GameSetup, GameState, Handicap};
use crate::game::{HouseRules, TimeControl};
use crate::moves::Move;
use crate::store::{
    self, ClockChoice, Colour, GameId, GameSummary, LevelRecord, Mode, Settings, Statistics, Store,
    StoreError,
};
use crate::types::Color;
use session::SessionParts;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

/// The default transposition table of a game session (small enough for a phone).
pub const DEFAULT_HASH_MIB: usize = 16;
/// The hint's and the draw offer's own, smaller table.
pub const HINT_HASH_MIB: usize = 8;

/// Errors of the app layer (the bindings map them to one flat public error).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AppError {
    #[error("illegal move: {0}")]
    IllegalMove(String),
    #[error("bad FEN: {0}")]
    BadFen(String),
    #[error("bad input: {0}")]
    BadInput(String),
    #[error("not found: {0}")]
    NotFound(String),
    #[error("the game is over")]
    GameOver,
    #[error("it is not your turn")]
    NotYourTurn,
    #[error("nothing to undo")]
    NothingToUndo,
    #[error("the database is damaged: {0}")]
    Corrupt(String),
    #[error("the database was written by a newer version of the app: {0}")]
    NewerVersion(String),
    #[error("storage: {0}")]
    Store(String),
    #[error("engine: {0}")]
    Engine(String),
}

impl From<StoreError> for AppError {
    fn from(e: StoreError) -> AppError {
        match e {
            StoreError::Corrupt { .. } => AppError::Corrupt(e.to_string()),
            StoreError::NewerVersion { .. } => AppError::NewerVersion(e.to_string()),
            StoreError::NotFound { .. } => AppError::NotFound(e.to_string()),
            other => AppError::Store(other.to_string()),
        }
    }
}

/// Wall clock in unix milliseconds (replaceable in tests).
pub type Clock = Arc<dyn Fn() -> u64 + Send + Sync>;

fn system_clock() -> Clock {
    Arc::new(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_millis() as u64)
            .unwrap_or(0)
    })
}

/// Engine budgets of the app (tests shorten them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EngineConfig {
    pub levels: LevelSettings,
    pub hash_mib: usize,
    pub hint_hash_mib: usize,
}

impl Default for EngineConfig {
    fn default() -> Self {
        EngineConfig {
            levels: LevelSettings::default(),
            hash_mib: DEFAULT_HASH_MIB,
            hint_hash_mib: HINT_HASH_MIB,
        }
    }
}

impl EngineConfig {
    /// Master Wang (and the hint) think for `ms` milliseconds.
    pub fn with_strong_time_ms(mut self, ms: u64) -> EngineConfig {
        self.levels.strong_time = Duration::from_millis(ms);
        self
    }
}

/// The handicap the computer gives under the house rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ComputerHandicap {
    Horse,
    Chariot,
    TwoHorses,
}

impl ComputerHandicap {
    pub const fn name(self) -> &'static str {
        match self {
            ComputerHandicap::Horse => "horse",
            ComputerHandicap::Chariot => "chariot",
            ComputerHandicap::TwoHorses => "two-horses",
        }
    }

    pub fn parse(s: &str) -> Option<ComputerHandicap> {
        match s {
            "horse" => Some(ComputerHandicap::Horse),
            "chariot" => Some(ComputerHandicap::Chariot),
            "two-horses" => Some(ComputerHandicap::TwoHorses),
            _ => None,
        }
    }
}

/// Everything chosen on the "new game" screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewGameConfig {
    pub mode: Mode,
    /// A table handicap (the stronger player takes Red and gives it).
    pub handicap: Option<Handicap>,
    /// Start from a FEN instead (analysis, set-up positions); overrides `handicap`.
    pub fen: Option<String>,
    pub house: HouseRules,
    /// House rule vs. the computer: the computer gives a horse, a chariot or both horses.
    pub computer_handicap: Option<ComputerHandicap>,
    pub clock: ClockChoice,
    /// Seed for the computer's choices (varied play by default).
    pub seed: Option<u64>,
}

impl NewGameConfig {
    pub fn vs_computer(level: store::Level, human: Color) -> NewGameConfig {
        let computer_colour = match human {
            Color::Red => Colour::Black,
            Color::Black => Colour::Red,
        };
        NewGameConfig {
            mode: Mode::VsComputer {
                level,
                computer_colour,
            },
            ..NewGameConfig::two_players()
        }
    }

    pub fn two_players() -> NewGameConfig {
        NewGameConfig {
            mode: Mode::TwoPlayers,
            handicap: None,
            fen: None,
            house: HouseRules::default(),
            computer_handicap: None,
            clock: ClockChoice::None,
            seed: None,
        }
    }

    fn game_setup(&self) -> Result<GameSetup, AppError> {
        if let Some(fen) = &self.fen {
            return GameSetup::parse(fen).map_err(bad_fen);
        }
        match (self.computer_handicap, self.mode) {
            (Some(_), _) if self.handicap.is_some() => Err(AppError::BadInput(
                "choose either a table handicap or a computer handicap".into(),
            )),
            (
                Some(h),
                Mode::VsComputer {
                    computer_colour, ..
                },
            ) => {
                // The computer gives the handicap from whichever side it plays.
                let name = match computer_colour {
                    Colour::Red => h.name().to_string(),
                    Colour::Black => format!("black-{}", h.name()),
                };
                GameSetup::parse(&name).map_err(|e| AppError::BadInput(e.to_string()))
            }
            (Some(_), Mode::TwoPlayers) => Err(AppError::BadInput(
                "the computer handicap needs a game against the computer".into(),
            )),
            (None, _) => Ok(match self.handicap {
                Some(h) => GameSetup::handicap(h),
                None => GameSetup::Standard,
            }),
        }
    }
}

/// The setup error's text without its own "bad FEN:" prefix (the error variant says it).
fn bad_fen(e: impl std::fmt::Display) -> AppError {
    let text = e.to_string();
    AppError::BadFen(text.strip_prefix("bad FEN: ").unwrap_or(&text).to_string())
}

fn time_control(choice: ClockChoice) -> Option<TimeControl> {
    if let Some(s) = choice.per_move_seconds() {
        return TimeControl::per_move(s).ok();
    }
    choice
        .time_control()
        .and_then(|(m, inc)| TimeControl::chess(m, inc).ok())
}

fn store_setup(setup: &GameSetup) -> store::Setup {
    match setup {
        GameSetup::Standard => store::Setup::Standard,
        GameSetup::Fen(fen) => store::Setup::Fen(fen.clone()),
        other => store::Setup::Handicap(other.to_string()),
    }
}

fn game_setup_of(setup: &store::Setup) -> Result<GameSetup, AppError> {
    let text = match setup {
        store::Setup::Standard => return Ok(GameSetup::Standard),
        store::Setup::Handicap(t) | store::Setup::Fen(t) => t,
    };
    GameSetup::parse(text).map_err(|e| AppError::Corrupt(format!("stored setup {text:?}: {e}")))
}

fn house_of(h: &store::HouseRules) -> HouseRules {
    HouseRules {
        perpetual_check_only: h.perpetual_check_only,
        stalemate_is_draw: h.stalemate_is_draw,
    }
}

/// The app: one store, the settings and the sessions made from it. Thread-safe.
pub struct App {
    store: Arc<Mutex<Store>>,
    config: EngineConfig,
    clock: Clock,
    path: Option<PathBuf>,
}

fn lock(m: &Mutex<Store>) -> MutexGuard<'_, Store> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

impl App {
    /// Opens (or creates) the store at `path` (the app's files directory plus a file name).
    pub fn open(path: impl AsRef<Path>) -> Result<App, AppError> {
        let store = Store::open(path.as_ref())?;
        Ok(App::with_store(store, Some(path.as_ref().to_path_buf())))
    }

    /// A store in memory (tests, previews).
    pub fn open_in_memory() -> Result<App, AppError> {
        Ok(App::with_store(Store::open_in_memory()?, None))
    }

    /// After [`AppError::Corrupt`]: moves the damaged file aside (kept, never deleted) and
    /// starts with a fresh store. Returns the app and where the old file went.
    pub fn recover(path: impl AsRef<Path>) -> Result<(App, Option<PathBuf>), AppError> {
        let recovered = Store::recover(path.as_ref())?;
        let app = App::with_store(recovered.store, Some(path.as_ref().to_path_buf()));
        Ok((app, recovered.moved_to))
    }

    fn with_store(store: Store, path: Option<PathBuf>) -> App {
        App {
            store: Arc::new(Mutex::new(store)),
            config: EngineConfig::default(),
            clock: system_clock(),
            path,
        }
    }

    /// Replaces the engine budgets (tests: a short strong level).
    pub fn with_engine_config(mut self, config: EngineConfig) -> App {
        self.config = config;
        self
    }

    /// Replaces the wall clock (tests drive the game clocks with it).
    pub fn with_clock(mut self, clock: Clock) -> App {
        self.clock = clock;
        self
    }

    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    pub(crate) fn now_ms(&self) -> u64 {
        (self.clock)()
    }

    pub(crate) fn store(&self) -> &Arc<Mutex<Store>> {
        &self.store
    }

    fn session(
        &self,
        game: Game,
        id: GameId,
        mode: Mode,
        seed: u64,
    ) -> Result<GameSession, AppError> {
        let settings = lock(&self.store).settings()?;
        Ok(GameSession::new(SessionParts {
            game,
            id,
            mode,
            settings,
            seed,
            store: self.store.clone(),
            config: self.config,
            clock: self.clock.clone(),
        }))
    }

    /// Starts a new game and saves it.
    pub fn new_game(&self, cfg: &NewGameConfig) -> Result<GameSession, AppError> {
        let setup = cfg.game_setup()?;
        let mut game = Game::new(setup.clone(), cfg.house).map_err(bad_fen)?;
        let now = self.now_ms();
        if let Some(tc) = time_control(cfg.clock) {
            let mut clock = GameClock::new(tc, game.position().side_to_move());
            clock.start(now);
            game.set_clock(Some(clock));
        }
        let new = store::NewGame {
            mode: cfg.mode,
            setup: store_setup(&setup),
            house_rules: store::HouseRules {
                perpetual_check_only: cfg.house.perpetual_check_only,
                stalemate_is_draw: cfg.house.stalemate_is_draw,
                computer_handicap: cfg.computer_handicap.map(|h| h.name().to_string()),
            },
            clock_settings: serde_json::to_string(&cfg.clock).unwrap_or_else(|_| "null".into()),
            clock_state: session::clock_json(&game),
        };
        let id = lock(&self.store).create_game(&new, now as i64)?;
        let seed = cfg.seed.unwrap_or(now ^ 0x5EED_5EED);
        self.session(game, id, cfg.mode, seed)
    }

    /// The unfinished game to offer at start-up, resumed exactly (moves, clock, settings).
    pub fn resume(&self) -> Result<Option<GameSession>, AppError> {
        let record = lock(&self.store).latest_unfinished()?;
        record.map(|r| self.session_from(r)).transpose()
    }

    /// Resumes a stored, unfinished game by id.
    pub fn resume_game(&self, id: GameId) -> Result<GameSession, AppError> {
        let record = lock(&self.store).load_game(id)?;
        if !matches!(record.status, store::GameStatus::Ongoing) {
            return Err(AppError::GameOver);
        }
        self.session_from(record)
    }

    fn session_from(&self, r: store::GameRecord) -> Result<GameSession, AppError> {
        let record = GameRecord {
            setup: game_setup_of(&r.setup)?,
            house: house_of(&r.house_rules),
            moves: r.moves.clone(),
            clock: serde_json::from_str(&r.clock_state).unwrap_or(None),
            state: GameState::Ongoing,
        };
        let game = Game::from_record(&record).map_err(|e| AppError::Corrupt(e.to_string()))?;
        let seed = self.now_ms() ^ (r.id.0 as u64).rotate_left(17);
        self.session(game, r.id, r.mode, seed)
    }

    /// Unfinished games, newest first.
    pub fn unfinished_games(&self) -> Result<Vec<GameSummary>, AppError> {
        Ok(lock(&self.store).unfinished_games()?)
    }

    /// Finished games for "my games", newest first.
    pub fn finished_games(&self, limit: u32, offset: u32) -> Result<Vec<GameSummary>, AppError> {
        Ok(lock(&self.store).finished_games(limit, offset)?)
    }

    /// A stored game rebuilt for replay (finished or not), with its ending.
    pub fn load_game(&self, id: GameId) -> Result<Game, AppError> {
        let r = lock(&self.store).load_game(id)?;
        let moves: Vec<Move> = r
            .moves
            .iter()
            .map(|m| Move::parse_iccs(m).map_err(|e| AppError::Corrupt(e.to_string())))
            .collect::<Result<_, _>>()?;
        let mut game = Game::replay(game_setup_of(&r.setup)?, house_of(&r.house_rules), &moves)
            .map_err(|e| AppError::Corrupt(e.to_string()))?;
        if let (store::GameStatus::Finished { result, reason }, false) = (&r.status, game.is_over())
        {
            // Endings the moves do not decide: resignation, agreement, time, leaving.
            let loser = match result {
                store::GameResult::RedWins => Some(Color::Black),
                store::GameResult::BlackWins => Some(Color::Red),
                store::GameResult::Draw => None,
            };
            match (reason.as_str(), loser) {
                ("timeout", Some(c)) => {
                    game.timeout(c);
                }
                ("forfeit", Some(c)) => {
                    game.forfeit(c);
                }
                (_, Some(c)) => {
                    game.resign(c);
                }
                (_, None) => {
                    game.agree_draw();
                }
            }
        }
        Ok(game)
    }

    pub fn delete_game(&self, id: GameId) -> Result<(), AppError> {
        Ok(lock(&self.store).delete_game(id)?)
    }

    /// The app goes to the background (or is idle): folds the store's write-ahead log into
    /// the database now, so that later move saves do not pay for it. A running game also
    /// calls [`GameSession::suspend`] to save its clocks.
    pub fn suspend(&self) -> Result<(), AppError> {
        Ok(lock(&self.store).checkpoint()?)
    }

    pub fn settings(&self) -> Result<Settings, AppError> {
        Ok(lock(&self.store).settings()?)
    }

    pub fn save_settings(&self, settings: &Settings) -> Result<(), AppError> {
        Ok(lock(&self.store).save_settings(settings)?)
    }

    /// The player's win/draw/loss record per computer level (no Elo, no coins).
    pub fn record_by_level(&self) -> Result<Vec<LevelRecord>, AppError> {
        Ok(lock(&self.store).record_by_level()?)
    }

    pub fn statistics(&self) -> Result<Statistics, AppError> {
        Ok(lock(&self.store).statistics()?)
    }

    /// The whole store as JSON (backup, changing phones).
    pub fn export_backup(&self) -> Result<String, AppError> {
        Ok(lock(&self.store).export_json()?)
    }

    /// Replaces the store's contents with a backup.
    pub fn import_backup(&self, json: &str) -> Result<(), AppError> {
        Ok(lock(&self.store).import_json(json)?)
    }
}
