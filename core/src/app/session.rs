//! A game session: one game on screen, saved move by move, with the computer thinking on a
//! background thread the session owns.
//!
//! Every move (the player's and the computer's) is committed to the store before the call
//! that made it returns or the listener hears of it. The computer's search runs on its own
//! thread; an undo, a resignation or a newer request stops it, and a result that arrives for
//! an older search id (or after the game moved on) is dropped.

use super::bridge::GameRulesBridge;
use super::view::{
    self, BoardView, ClockView, HintView, MoveReport, PieceView, ProgressView, Sound,
};
use super::{AppError, Clock as WallClock, EngineConfig};
use crate::engine::{Engine, Level as EngineLevel, Limits, StopHandle};
use crate::explain;
use crate::game::{ClockPhase, Game, GameState};
use crate::moves::Move;
use crate::lang::Lang;
use crate::notation::{self, Style};
use crate::position::Position;
use crate::store::{self, Colour, GameId, Mode, Settings, Store};
use crate::types::{Color, Square};
use std::sync::{Arc, Mutex, MutexGuard};

/// Receives what happens on the computer's thread. Called without any session lock held, so
/// it may call back into the session.
pub trait SessionListener: Send + Sync {
    /// The computer played (already saved).
    fn on_computer_move(&self, report: MoveReport);
    /// Search progress (strong level only; several per move).
    fn on_progress(&self, _progress: ProgressView) {}
    /// The computer could not move (the game stays as it was).
    fn on_error(&self, _message: String) {}
}

pub(crate) fn to_color(c: Colour) -> Color {
    match c {
        Colour::Red => Color::Red,
        Colour::Black => Color::Black,
    }
}

pub(crate) fn engine_level(l: store::Level) -> EngineLevel {
    match l {
        store::Level::Easy => EngineLevel::Easy,
        store::Level::Normal => EngineLevel::Normal,
        store::Level::Strong => EngineLevel::Strong,
    }
}

pub(crate) fn style_of(n: store::Notation) -> Style {
    match n {
        store::Notation::De => Style::De,
        store::Notation::Wxf => Style::Wxf,
        store::Notation::WordsDe => Style::WordsDe,
        store::Notation::WordsEn => Style::WordsEn,
        store::Notation::Coords => Style::Coords,
        store::Notation::Iccs => Style::Iccs,
        store::Notation::Zh => Style::Zh,
    }
}

fn words_style(l: Lang) -> Style {
    match l {
        Lang::De => Style::WordsDe,
        Lang::En => Style::WordsEn,
    }
}

struct State {
    game: Game,
    id: GameId,
    mode: Mode,
    settings: Settings,
    seed: u64,
    /// The id of the newest computer search; results of older ones are dropped.
    search_id: u64,
    thinking: Option<StopHandle>,
    /// The session's engine (taken by the computer's thread while it thinks).
    engine: Option<Box<Engine>>,
}

struct Shared {
    state: Mutex<State>,
    store: Arc<Mutex<Store>>,
    listener: Mutex<Option<Arc<dyn SessionListener>>>,
    config: EngineConfig,
    clock: WallClock,
}

/// One game on screen. Cheap to clone (a shared handle); thread-safe.
#[derive(Clone)]
pub struct GameSession {
    shared: Arc<Shared>,
}

impl std::fmt::Debug for GameSession {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("GameSession")
    }
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    // A poisoned lock still guards consistent data: every mutation below completes (or is
    // rolled back) before anything that could panic.
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// What a new session is made of.
pub(crate) struct SessionParts {
    pub game: Game,
    pub id: GameId,
    pub mode: Mode,
    pub settings: Settings,
    pub seed: u64,
    pub store: Arc<Mutex<Store>>,
    pub config: EngineConfig,
    pub clock: WallClock,
}

impl GameSession {
    pub(crate) fn new(p: SessionParts) -> GameSession {
        GameSession {
            shared: Arc::new(Shared {
                state: Mutex::new(State {
                    game: p.game,
                    id: p.id,
                    mode: p.mode,
                    settings: p.settings,
                    seed: p.seed,
                    search_id: 0,
                    thinking: None,
                    engine: None,
                }),
                store: p.store,
                listener: Mutex::new(None),
                config: p.config,
                clock: p.clock,
            }),
        }
    }

    /// The stored game's id.
    pub fn game_id(&self) -> GameId {
        lock(&self.shared.state).id
    }

    pub fn mode(&self) -> Mode {
        lock(&self.shared.state).mode
    }

    /// Sets the listener for the computer's moves and progress.
    pub fn set_listener(&self, listener: Option<Arc<dyn SessionListener>>) {
        *lock(&self.shared.listener) = listener;
    }

    /// Applies new settings (notation, language, dangers) to what the session shows.
    pub fn apply_settings(&self, settings: Settings) {
        lock(&self.shared.state).settings = settings;
    }

    fn now(&self) -> u64 {
        (self.shared.clock)()
    }

    /// The colour the computer plays, if any.
    pub fn computer_colour(&self) -> Option<Color> {
        computer_of(lock(&self.shared.state).mode)
    }

    /// Everything to draw.
    pub fn view(&self) -> BoardView {
        let now = self.now();
        let st = lock(&self.shared.state);
        build_view(&st, now)
    }

    /// The move helper for the piece on `point` (legal, blocked with reasons, risky targets).
    pub fn select(&self, point: Square) -> Option<explain::MoveHelp> {
        let st = lock(&self.shared.state);
        let pos = st.game.position();
        let iron = st.game.rules().protected_points(pos);
        explain::move_help(pos, point, iron)
    }

    /// The piece card (long-press).
    pub fn card(&self, point: Square) -> Option<explain::PieceCard> {
        let st = lock(&self.shared.state);
        let pos = st.game.position();
        let iron = st.game.rules().protected_points(pos);
        explain::piece_card(pos, point, iron)
    }

    /// The UI language.
    pub fn language(&self) -> Lang {
        lock(&self.shared.state).settings.language
    }

    /// Plays the player's move, written in any notation (ICCS, `h3-e3`, `P8+7`, `炮二平五`,
    /// words...). Saved before this returns.
    pub fn play(&self, text: &str) -> Result<MoveReport, AppError> {
        let mut st = lock(&self.shared.state);
        self.players_turn(&st)?;
        let style = style_of(st.settings.notation);
        let mv = notation::parse_prefer(st.game.position(), text, style)
            .map_err(|e| AppError::IllegalMove(e.to_string()))?;
        let now = self.now();
        self.apply_move(&mut st, mv, now)
    }

    /// Plays a move given by its two points (a tap on a piece, then on a target).
    pub fn play_move(&self, mv: Move) -> Result<MoveReport, AppError> {
        let mut st = lock(&self.shared.state);
        self.players_turn(&st)?;
        let now = self.now();
        self.apply_move(&mut st, mv, now)
    }

    fn players_turn(&self, st: &State) -> Result<(), AppError> {
        if st.game.is_over() {
            return Err(AppError::GameOver);
        }
        let to_move = st.game.position().side_to_move();
        if st.thinking.is_some() || computer_of(st.mode) == Some(to_move) {
            return Err(AppError::NotYourTurn);
        }
        Ok(())
    }

    /// Plays `mv` and commits it; on a storage failure the move is taken back.
    fn apply_move(&self, st: &mut State, mv: Move, now: u64) -> Result<MoveReport, AppError> {
        let before = st.game.position().clone();
        let by = before.side_to_move();
        let lang = st.settings.language;
        let outcome = st
            .game
            .play_at(mv, now)
            .map_err(|e| AppError::IllegalMove(e.to_string()))?;
        let ply = (st.game.ply_count() - 1) as u32;
        let clock_json = clock_json(&st.game);
        let id = st.id;
        let saved = {
            let mut store = lock(&self.shared.store);
            store
                .append_move(id, ply, &mv.to_string(), &clock_json, now as i64)
                .and_then(|_| match outcome.state {
                    GameState::Finished { result, reason } => {
                        store.finish_game(id, store_result(result), reason.name(), now as i64)
                    }
                    GameState::Ongoing => Ok(()),
                })
        };
        if let Err(e) = saved {
            st.game.undo();
            return Err(e.into());
        }
        let mut sounds = vec![if outcome.captured.is_some() {
            Sound::Capture
        } else {
            Sound::Move
        }];
        if outcome.class.check {
            sounds.push(Sound::Check);
        }
        if outcome.state.is_over() {
            sounds.push(Sound::GameEnd);
        }
        Ok(MoveReport {
            mv,
            by,
            notation: notation::format(&before, mv, style_of(st.settings.notation)),
            announcement: notation::format(&before, mv, words_style(lang)),
            captured: outcome.captured,
            check: outcome.class.check,
            state: outcome.state,
            warning: outcome.warning,
            sounds,
        })
    }

    /// Is it the computer's turn in an ongoing game?
    pub fn computer_to_move(&self) -> bool {
        let st = lock(&self.shared.state);
        !st.game.is_over() && computer_of(st.mode) == Some(st.game.position().side_to_move())
    }

    /// Starts the computer's move on a background thread; the listener hears of the result.
    /// Returns the search id, or `None` when it is not the computer's turn.
    pub fn start_computer_move(&self) -> Option<u64> {
        let (job, id) = {
            let mut st = lock(&self.shared.state);
            let computer = computer_of(st.mode)?;
            if st.game.is_over() || st.game.position().side_to_move() != computer {
                return None;
            }
            if st.thinking.is_some() {
                return Some(st.search_id);
            }
            let job = self.prepare_job(&mut st);
            (job, st.search_id)
        };
        let session = self.clone();
        std::thread::Builder::new()
            .name("xiangqi-computer".into())
            .spawn(move || session.run_job(job))
            .ok()?;
        Some(id)
    }

    /// The computer's move, computed on the calling thread (terminal play, tests).
    pub fn computer_move_blocking(&self) -> Result<MoveReport, AppError> {
        let job = {
            let mut st = lock(&self.shared.state);
            let Some(computer) = computer_of(st.mode) else {
                return Err(AppError::NotYourTurn);
            };
            if st.game.is_over() {
                return Err(AppError::GameOver);
            }
            if st.game.position().side_to_move() != computer || st.thinking.is_some() {
                return Err(AppError::NotYourTurn);
            }
            self.prepare_job(&mut st)
        };
        self.finish_job(job)
            .unwrap_or_else(|| Err(AppError::Engine("the search was cancelled".into())))
    }

    fn prepare_job(&self, st: &mut State) -> Job {
        let engine = st
            .engine
            .take()
            .unwrap_or_else(|| Box::new(Engine::new(self.shared.config.hash_mib)));
        st.search_id += 1;
        st.thinking = Some(engine.stop_handle());
        let level = match st.mode {
            Mode::VsComputer { level, .. } => engine_level(level),
            Mode::TwoPlayers => EngineLevel::Strong,
        };
        Job {
            engine,
            search_id: st.search_id,
            ply: st.game.ply_count(),
            level,
            seed: st.seed.wrapping_add(st.game.ply_count() as u64),
            start: st.game.start_position().clone(),
            moves: st.game.moves(),
            bridge: GameRulesBridge::new(*st.game.rules(), st.game.house()),
        }
    }

    fn run_job(&self, job: Job) {
        let outcome = self.finish_job(job);
        let listener = lock(&self.shared.listener).clone();
        match (outcome, listener) {
            (Some(Ok(report)), Some(l)) => l.on_computer_move(report),
            (Some(Err(e)), Some(l)) => l.on_error(e.to_string()),
            _ => {} // stale (dropped) or nobody listening
        }
    }

    /// Runs the search and applies its move if it is still wanted; `None` when stale.
    fn finish_job(&self, mut job: Job) -> Option<Result<MoveReport, AppError>> {
        let listener = lock(&self.shared.listener).clone();
        let search_id = job.search_id;
        let result = if job.level == EngineLevel::Strong {
            let limits = Limits::move_time(self.shared.config.levels.strong_time);
            let stop = job.engine.stop_handle();
            job.engine
                .search(&job.start, &job.moves, limits, &job.bridge, |info| {
                    // A cancel that came before the search began was cleared by its start:
                    // after each iteration, a search nobody wants any more stops itself.
                    if lock(&self.shared.state).search_id != search_id {
                        stop.stop();
                        return;
                    }
                    if let Some(l) = &listener {
                        l.on_progress(ProgressView {
                            search_id,
                            depth: info.depth,
                            score: info.score,
                            nodes: info.nodes,
                            pv: info.pv.clone(),
                        });
                    }
                })
        } else {
            job.engine.choose_move(
                job.level,
                &self.shared.config.levels,
                job.seed,
                &job.start,
                &job.moves,
                &job.bridge,
            )
        };
        let mut st = lock(&self.shared.state);
        if st.engine.is_none() {
            st.engine = Some(job.engine);
        }
        if st.search_id != search_id || st.game.ply_count() != job.ply {
            return None;
        }
        st.thinking = None;
        let best = match result {
            Ok(r) => r.best,
            Err(e) => return Some(Err(AppError::Engine(e.to_string()))),
        };
        let now = self.now();
        Some(self.apply_move(&mut st, best, now))
    }

    /// Stops the computer's search, if any; its result will be dropped.
    pub fn cancel_computer(&self) {
        cancel(&mut lock(&self.shared.state));
    }

    /// Undo: vs. the computer takes back the player's last move and the computer's reply (or
    /// just the player's move while the computer thinks); two players take back one ply.
    /// Finished games cannot be undone (their result is recorded). Returns the plies undone.
    pub fn undo(&self) -> Result<u32, AppError> {
        let mut st = lock(&self.shared.state);
        if st.game.is_over() {
            return Err(AppError::GameOver);
        }
        cancel(&mut st);
        let plies = st.game.ply_count();
        let side = st.game.position().side_to_move();
        let undone: u32 = match computer_of(st.mode) {
            // The player just moved (the computer is to move): take that move back.
            Some(c) if side == c => u32::from(plies >= 1),
            // The computer replied: take back the reply and the player's move before it.
            Some(_) => {
                if plies >= 2 {
                    2
                } else {
                    0
                }
            }
            None => u32::from(plies >= 1),
        };
        if undone == 0 {
            return Err(AppError::NothingToUndo);
        }
        for _ in 0..undone {
            st.game.undo();
        }
        let now = self.now();
        st.game.restart_turn_clock(now);
        let clock_json = clock_json(&st.game);
        let keep = st.game.ply_count() as u32;
        lock(&self.shared.store).truncate_moves(st.id, keep, &clock_json, now as i64)?;
        Ok(undone)
    }

    /// The strong level's move for the side to move, with a reason ("Rat").
    pub fn hint(&self) -> Result<HintView, AppError> {
        let (start, moves, bridge, pos, lang, style) = {
            let st = lock(&self.shared.state);
            if st.game.is_over() {
                return Err(AppError::GameOver);
            }
            (
                st.game.start_position().clone(),
                st.game.moves(),
                GameRulesBridge::new(*st.game.rules(), st.game.house()),
                st.game.position().clone(),
                st.settings.language,
                style_of(st.settings.notation),
            )
        };
        let mut engine = Engine::new(self.shared.config.hint_hash_mib);
        let limits = Limits::move_time(self.shared.config.levels.strong_time);
        let hint = engine
            .hint(&start, &moves, limits, &bridge)
            .map_err(|e| AppError::Engine(e.to_string()))?;
        Ok(HintView {
            mv: hint.mv,
            notation: notation::format(&pos, hint.mv, style),
            reason: match lang {
                Lang::De => hint.reason_de.clone(),
                Lang::En => hint.reason_en.clone(),
            },
            reason_de: hint.reason_de,
            reason_en: hint.reason_en,
        })
    }

    /// Offers a draw. Vs. the computer it answers at once (accepts when behind, or level and
    /// quiet); between two players the other player accepts with [`GameSession::agree_draw`].
    pub fn offer_draw(&self) -> Result<bool, AppError> {
        let (start, moves, bridge, computer) = {
            let st = lock(&self.shared.state);
            if st.game.is_over() {
                return Err(AppError::GameOver);
            }
            let Some(computer) = computer_of(st.mode) else {
                return Ok(false);
            };
            (
                st.game.start_position().clone(),
                st.game.moves(),
                GameRulesBridge::new(*st.game.rules(), st.game.house()),
                computer,
            )
        };
        let mut engine = Engine::new(self.shared.config.hint_hash_mib);
        let accepts = engine
            .accepts_draw(&start, &moves, &bridge, computer)
            .map_err(|e| AppError::Engine(e.to_string()))?;
        if accepts {
            self.end(|g| {
                g.agree_draw();
            })?;
        }
        Ok(accepts)
    }

    /// Both players agreed to a draw (two-player mode).
    pub fn agree_draw(&self) -> Result<GameState, AppError> {
        self.end(|g| {
            g.agree_draw();
        })
    }

    /// The player (vs. computer: the human; two players: the side to move) resigns.
    pub fn resign(&self) -> Result<GameState, AppError> {
        let color = {
            let st = lock(&self.shared.state);
            match computer_of(st.mode) {
                Some(c) => !c,
                None => st.game.position().side_to_move(),
            }
        };
        self.end(move |g| {
            g.resign(color);
        })
    }

    /// Checks the clock at `now` (unix ms); a flag fall ends and saves the game.
    pub fn tick_at(&self, now: u64) -> Result<GameState, AppError> {
        let mut st = lock(&self.shared.state);
        if st.game.is_over() {
            return Ok(st.game.state());
        }
        let state = st.game.check_time(now);
        if let GameState::Finished { result, reason } = state {
            cancel(&mut st);
            let clock_json = clock_json(&st.game);
            let mut store = lock(&self.shared.store);
            store.update_clock(st.id, &clock_json, now as i64)?;
            store.finish_game(st.id, store_result(result), reason.name(), now as i64)?;
        }
        Ok(state)
    }

    /// [`GameSession::tick_at`] with the wall clock.
    pub fn tick(&self) -> Result<GameState, AppError> {
        self.tick_at(self.now())
    }

    /// The app goes to the background: the clock state is saved as it is now, and the
    /// store's write-ahead log is folded into the database (a quiet moment for it).
    pub fn suspend(&self) -> Result<(), AppError> {
        let st = lock(&self.shared.state);
        let json = clock_json(&st.game);
        let mut store = lock(&self.shared.store);
        store.update_clock(st.id, &json, self.now() as i64)?;
        // The clocks are saved either way; a failed checkpoint is retried at the next one.
        let _ = store.checkpoint();
        Ok(())
    }

    fn end(&self, f: impl FnOnce(&mut Game)) -> Result<GameState, AppError> {
        let mut st = lock(&self.shared.state);
        if st.game.is_over() {
            return Err(AppError::GameOver);
        }
        cancel(&mut st);
        f(&mut st.game);
        let state = st.game.state();
        if let GameState::Finished { result, reason } = state {
            lock(&self.shared.store).finish_game(
                st.id,
                store_result(result),
                reason.name(),
                self.now() as i64,
            )?;
        }
        Ok(state)
    }

    /// The position after `ply` plies (move-list browsing; the game itself is unchanged).
    pub fn position_at(&self, ply: u32) -> Option<Position> {
        lock(&self.shared.state).game.position_at(ply as usize)
    }

    /// The current position.
    pub fn position(&self) -> Position {
        lock(&self.shared.state).game.position().clone()
    }

    /// The game state.
    pub fn state(&self) -> GameState {
        lock(&self.shared.state).game.state()
    }

    /// The moves played.
    pub fn moves(&self) -> Vec<Move> {
        lock(&self.shared.state).game.moves()
    }
}

struct Job {
    engine: Box<Engine>,
    search_id: u64,
    ply: usize,
    level: EngineLevel,
    seed: u64,
    start: Position,
    moves: Vec<Move>,
    bridge: GameRulesBridge,
}

fn cancel(st: &mut State) {
    if let Some(stop) = st.thinking.take() {
        stop.stop();
    }
    st.search_id += 1;
}

fn computer_of(mode: Mode) -> Option<Color> {
    match mode {
        Mode::VsComputer {
            computer_colour, ..
        } => Some(to_color(computer_colour)),
        Mode::TwoPlayers => None,
    }
}

pub(crate) fn store_result(r: crate::game::GameResult) -> store::GameResult {
    match r {
        crate::game::GameResult::RedWins => store::GameResult::RedWins,
        crate::game::GameResult::BlackWins => store::GameResult::BlackWins,
        crate::game::GameResult::Draw => store::GameResult::Draw,
    }
}

pub(crate) fn clock_json(game: &Game) -> String {
    serde_json::to_string(&game.clock()).unwrap_or_else(|_| "null".into())
}

fn build_view(st: &State, now: u64) -> BoardView {
    let game = &st.game;
    let pos = game.position();
    let lang = st.settings.language;
    let style = style_of(st.settings.notation);
    let computer = computer_of(st.mode);
    let played = game.moves();
    let mut moves = Vec::with_capacity(played.len());
    let mut p = game.start_position().clone();
    for &m in &played {
        moves.push(notation::format(&p, m, style));
        p.make_move(m);
    }
    let opening = notation::opening_name(&played).map(|o| o.name(lang).to_string());
    let in_check = pos.in_check();
    let side = pos.side_to_move();
    let human_side = computer.map(|c| !c).unwrap_or(side);
    let clock = game.clock().map(|c| ClockView {
        red_ms: c.remaining_ms(Color::Red, now),
        black_ms: c.remaining_ms(Color::Black, now),
        running: c.to_move(),
        in_grace: matches!(c.phase(now), ClockPhase::Grace { .. }),
    });
    let dangers = if st.settings.dangers && !game.is_over() {
        explain::dangers(pos, human_side, game.rules().protected_points(pos))
    } else {
        Vec::new()
    };
    let warning = game.warning();
    BoardView {
        fen: pos.to_fen(),
        pieces: pos
            .occupied()
            .filter_map(|s| pos.piece_at(s).map(|piece| PieceView { point: s, piece }))
            .collect(),
        side_to_move: side,
        bottom: human_side,
        last_move: played.last().copied(),
        in_check,
        checkers: pos.checkers().collect(),
        warning,
        warning_text: warning.map(|w| view::warning_text(w, lang)),
        moves,
        opening,
        state: game.state(),
        status_text: view::status_text(game.state(), side, in_check, lang),
        clock,
        can_undo: !game.is_over()
            && match computer {
                None => !played.is_empty(),
                Some(c) if side == c => !played.is_empty(),
                Some(_) => played.len() >= 2,
            },
        computer_to_move: !game.is_over() && computer == Some(side),
        computer_thinking: st.thinking.is_some(),
        dangers,
        ply: played.len() as u32,
    }
}
