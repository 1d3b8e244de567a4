//! The app's store and the sessions made from it: games, puzzles, lessons, reviews, the
//! settings and the backup (the building block every screen and the terminal's batch commands
//! use).

use super::config::{system_clock, Clock, EngineConfig};
use super::session::{self, restore, GameSession, SessionParts};
use crate::app::error::AppError;
use crate::engine::Level;
use crate::game::{Clock as GameClock, ClockChoice, Game, GameSetup, Handicap, HouseRules};
use crate::lang::Lang;
use crate::moves::Move;
use crate::position::Position;
use crate::store::{
    self, GameId, GameSummary, LevelRecord, Mode, Settings, Statistics, Store, StoredGame,
};
use crate::types::Color;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard};

/// Everything chosen on the "new game" screen.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct NewGameConfig {
    pub mode: Mode,
    /// A table handicap (the stronger player takes Red and gives it).
    pub handicap: Option<Handicap>,
    /// Start from a FEN instead (analysis, set-up positions); overrides `handicap`.
    pub fen: Option<String>,
    /// House rules, the computer's handicap among them.
    pub house: HouseRules,
    pub clock: ClockChoice,
    /// Seed for the computer's choices (varied play by default).
    pub seed: Option<u64>,
}

impl NewGameConfig {
    pub fn vs_computer(level: Level, human: Color) -> NewGameConfig {
        NewGameConfig {
            mode: Mode::VsComputer {
                level,
                computer_color: !human,
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
            clock: ClockChoice::None,
            seed: None,
        }
    }

    /// Checks the configuration without a store: the error [`App::new_game`] would give
    /// for it (both a table and a computer handicap, a computer handicap between two
    /// players, an unknown setup or a bad FEN), so a UI can refuse it before it opens or
    /// creates anything.
    pub fn check(&self) -> Result<(), AppError> {
        self.game_setup().map(|_| ())
    }

    fn game_setup(&self) -> Result<GameSetup, AppError> {
        if let Some(fen) = &self.fen {
            return Ok(GameSetup::parse(fen)?);
        }
        match (self.house.computer_handicap, self.mode.computer_color()) {
            (Some(_), _) if self.handicap.is_some() => Err(AppError::TwoHandicaps),
            // The computer gives the handicap from whichever side it plays.
            (Some(h), Some(computer)) => Ok(GameSetup::computer_handicap(h.handicap(), computer)),
            (Some(_), None) => Err(AppError::HandicapNeedsComputer),
            (None, _) => Ok(match self.handicap {
                Some(h) => GameSetup::handicap(h),
                None => GameSetup::Standard,
            }),
        }
    }
}

/// The app: one store, the settings and the sessions made from it. Thread-safe.
pub struct App {
    store: Arc<Mutex<Store>>,
    config: EngineConfig,
    pub(crate) clock: Clock,
    path: Option<PathBuf>,
}

pub(crate) fn lock(m: &Mutex<Store>) -> MutexGuard<'_, Store> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

impl App {
    /// Opens (or creates) the store at `path` (the app's files directory plus a file name).
    /// The whole file is checked first (`PRAGMA quick_check`, a few ms): damage anywhere is a
    /// [`ErrorKind::CorruptDatabase`] now, not when a screen first reads the damaged table.
    pub fn open(path: impl AsRef<Path>) -> Result<App, AppError> {
        let options = store::OpenOptions {
            check: store::Check::Quick,
            ..store::OpenOptions::default()
        };
        let store = Store::open_with(path.as_ref(), options)?;
        Ok(App::with_store(store, Some(path.as_ref().to_path_buf())))
    }

    /// A store in memory (tests, previews).
    pub fn open_in_memory() -> Result<App, AppError> {
        Ok(App::with_store(Store::open_in_memory()?, None))
    }

    /// After a damaged database ([`ErrorKind::CorruptDatabase`]): moves the damaged file aside
    /// (kept, never deleted), starts a fresh store and carries over what can still be read.
    /// Returns the app, where the old file went and what was carried over.
    pub fn recover(
        path: impl AsRef<Path>,
    ) -> Result<(App, Option<PathBuf>, store::Salvaged), AppError> {
        let recovered = Store::recover(path.as_ref())?;
        let app = App::with_store(recovered.store, Some(path.as_ref().to_path_buf()));
        Ok((app, recovered.moved_to, recovered.salvaged))
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

    /// The engine budgets.
    pub fn engine_config(&self) -> EngineConfig {
        self.config
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
        clock_choice: ClockChoice,
        seed: u64,
    ) -> Result<GameSession, AppError> {
        let settings = lock(&self.store).settings()?;
        Ok(GameSession::new(SessionParts {
            game,
            id,
            mode,
            clock_choice,
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
        let mut game = Game::new(setup.clone(), cfg.house)?;
        let now = self.now_ms();
        if let Some(tc) = cfg.clock.control() {
            let mut clock = GameClock::new(tc, game.position().side_to_move());
            clock.start(now);
            game.set_clock(Some(clock));
        }
        let new = store::NewGame {
            mode: cfg.mode,
            setup,
            house_rules: cfg.house,
            clock_settings: serde_json::to_string(&cfg.clock).unwrap_or_else(|_| "null".into()),
            clock_state: session::clock_json(&game),
        };
        let id = lock(&self.store).create_game(&new, now as i64)?;
        let seed = cfg.seed.unwrap_or(now ^ 0x5EED_5EED);
        self.session(game, id, cfg.mode, cfg.clock, seed)
    }

    /// The unfinished game to offer at start-up, resumed exactly (moves, clock, settings).
    pub fn resume(&self) -> Result<Option<GameSession>, AppError> {
        let record = lock(&self.store).latest_unfinished()?;
        record.map(|r| self.session_from(r)).transpose()
    }

    /// Resumes a stored, unfinished game by id.
    pub fn resume_game(&self, id: GameId) -> Result<GameSession, AppError> {
        let record = lock(&self.store).load_game(id)?;
        if record.state.is_over() {
            return Err(AppError::GameOver);
        }
        self.session_from(record)
    }

    fn session_from(&self, r: StoredGame) -> Result<GameSession, AppError> {
        let mut game = restore(&r)?;
        // Time passes only while a game is on screen: its clock stopped when it was last saved
        // (a move, or the app going to the background; a kill counts as going to the
        // background at the last saved move) and runs again from now.
        if !game.is_over() {
            if let Some(c) = game.clock_mut() {
                c.pause(u64::try_from(r.updated_ms).unwrap_or(0));
                c.start(self.now_ms());
            }
        }
        // A clock setting this build cannot read means no clock (it was shown without one).
        let clock = serde_json::from_str(&r.clock_settings).unwrap_or(ClockChoice::None);
        let seed = self.now_ms() ^ (r.id.0 as u64).rotate_left(17);
        self.session(game, r.id, r.mode, clock, seed)
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
        restore(&r)
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

    /// On a fresh install (no language saved yet), saves `lang`, the device's language, so
    /// the first screen already speaks it; a language the player chose is kept.
    pub fn adopt_device_language(&self, lang: Lang) -> Result<(), AppError> {
        let mut store = lock(&self.store);
        if !store.language_saved()? {
            let mut settings = store.settings()?;
            settings.set_language(lang);
            store.save_settings(&settings)?;
        }
        Ok(())
    }

    /// The UI language of the saved settings (German when they cannot be read).
    pub fn lang(&self) -> Lang {
        self.settings().map(|s| s.language).unwrap_or_default()
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

    /// This device's online account, `None` before the first sign-in.
    pub fn online_account(&self) -> Result<Option<store::OnlineAccount>, AppError> {
        Ok(lock(&self.store).online_account()?)
    }

    /// Saves (replaces) this device's online account. It stays on the device: a backup
    /// leaves it out and importing one keeps it.
    pub fn save_online_account(&self, account: &store::OnlineAccount) -> Result<(), AppError> {
        let now = self.now_ms() as i64;
        Ok(lock(&self.store).save_online_account(account, now)?)
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

/// Every legal move of a FEN position (a utility for tools and tests).
pub fn legal_moves(fen: &str) -> Result<Vec<Move>, AppError> {
    let pos = Position::from_fen(fen).map_err(crate::game::SetupError::from)?;
    Ok(pos.legal_moves().iter().copied().collect())
}
