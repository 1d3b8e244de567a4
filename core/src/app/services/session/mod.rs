//! A game session: one game on screen, saved move by move, with the computer thinking on a
//! background thread the session owns.
//!
//! Every change (a move by the player or the computer, an undo, an ending) is committed to the
//! store before the game in memory changes, so the call that made it returns, and the listener
//! hears of it, only once it is saved. The computer's search runs on its own thread; an undo,
//! a resignation or a newer request stops it, and a result that arrives for an older search id
//! (or after the game moved on) is dropped.

use super::board_input::{BoardContext, BoardInput, InputOutcome, Turn};
use super::config::{Clock as WallClock, EngineConfig};
use crate::app::error::{AppError, ErrorKind};
use crate::app::texts;
use crate::app::view::board::{
    BlockedView, BoardView, ClockView, DrawAnswer, HintView, MoveHelpView, MoveReport,
    PieceCardView, PieceView, ProgressView, Sound,
};
use crate::engine::{Engine, Level, Limits, StopHandle};
use crate::explain;
use crate::game::{ClockChoice, ClockPhase, Game, GameState, HouseRules};
use crate::lang::Lang;
use crate::moves::Move;
use crate::notation::{self, Style};
use crate::position::Position;
use crate::scene::{self, PixelPoint, PointAccessibility, Scene, SceneOptions, SceneState};
use crate::store::{GameId, Mode, Settings, Store};
use crate::types::{Color, Square};
use std::sync::{Arc, Mutex, MutexGuard};

mod computer;
mod view;

use computer::{cancel, computer_to_move};
use view::{bottom_side, build_view, dangers};

/// Receives what happens in a session. Called without any session lock held, so it may call
/// back into the session; called on the thread that made the change (the computer's thread
/// for its moves and progress).
pub trait SessionListener: Send + Sync {
    /// The computer played (already saved).
    fn on_computer_move(&self, report: MoveReport);
    /// Search progress (strong level only; several per move).
    fn on_progress(&self, _progress: ProgressView) {}
    /// The computer could not move (the game stays as it was): the reason in the UI language.
    fn on_error(&self, _message: String) {}
}

struct State {
    game: Game,
    id: GameId,
    mode: Mode,
    clock_choice: ClockChoice,
    settings: Settings,
    seed: u64,
    /// The id of the newest computer search; results of older ones are dropped.
    search_id: u64,
    thinking: Option<StopHandle>,
    /// The session's engine (taken by the computer's thread while it thinks).
    engine: Option<Box<Engine>>,
    /// The board's touch state: selection, drag, hint, the last move's animation.
    input: BoardInput,
    /// An earlier position shown read-only (the plies from the start), while stepping.
    shown: Option<usize>,
    /// The board turned by the player: the other side at the bottom.
    flipped: bool,
}

impl State {
    /// The notation of the move list in the UI language (short and word styles follow it).
    fn style(&self) -> Style {
        self.settings.notation.for_lang(self.lang())
    }

    fn lang(&self) -> Lang {
        self.settings.language
    }

    fn turn(&self) -> Turn {
        Turn::new(
            self.game.is_over(),
            computer_to_move(self),
            self.thinking.is_some(),
        )
    }

    /// How the board is drawn: the view settings, the side at the bottom as in the view
    /// (the human vs. the computer, the side to move between two players).
    fn scene_options(&self, width: f32, height: f32) -> SceneOptions {
        super::board_input::scene_options(&self.settings, width, height, bottom_side(self))
    }

    /// The position with its last move, checkers and dangers, and the input's marks; while
    /// stepping, the earlier position with its last move and nothing else.
    fn scene_state(&self, progress: f32) -> SceneState {
        if let Some(ply) = self.shown {
            if let Some(pos) = self.game.position_at(ply) {
                let last_move = ply
                    .checked_sub(1)
                    .and_then(|i| self.game.moves().get(i).copied());
                return SceneState {
                    last_move,
                    ..SceneState::from_position(&pos)
                };
            }
        }
        let pos = self.game.position();
        let board = SceneState {
            last_move: self.game.moves().last().copied(),
            dangers: dangers(self),
            ..SceneState::from_position(pos)
        };
        self.input.scene_state(board, progress)
    }
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
    pub clock_choice: ClockChoice,
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
                    clock_choice: p.clock_choice,
                    settings: p.settings,
                    seed: p.seed,
                    search_id: 0,
                    thinking: None,
                    engine: None,
                    input: BoardInput::new(),
                    shown: None,
                    flipped: false,
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

    /// The house rules this game is played with (the computer handicap among them).
    pub fn house_rules(&self) -> HouseRules {
        lock(&self.shared.state).game.house()
    }

    /// How the game started (standard, a handicap, a position).
    pub fn setup(&self) -> crate::game::GameSetup {
        lock(&self.shared.state).game.setup().clone()
    }

    /// The clock chosen for this game.
    pub fn clock_choice(&self) -> ClockChoice {
        lock(&self.shared.state).clock_choice
    }

    /// Sets the listener for the computer's moves, progress and errors.
    pub fn set_listener(&self, listener: Option<Arc<dyn SessionListener>>) {
        *lock(&self.shared.listener) = listener;
    }

    fn listener(&self) -> Option<Arc<dyn SessionListener>> {
        lock(&self.shared.listener).clone()
    }

    /// Applies new settings (notation, language, dangers) to what the session shows.
    pub fn apply_settings(&self, settings: Settings) {
        lock(&self.shared.state).settings = settings;
    }

    fn now(&self) -> u64 {
        (self.shared.clock)()
    }

    /// The colour the computer plays, if any.
    pub fn computer_color(&self) -> Option<Color> {
        lock(&self.shared.state).mode.computer_color()
    }

    /// Everything to draw.
    pub fn view(&self) -> BoardView {
        let now = self.now();
        let st = lock(&self.shared.state);
        build_view(&st, now)
    }

    /// Shows the position after `ply` moves read-only (`None`, or the last ply: the game
    /// itself). The game does not change; a selection is dropped.
    pub fn show_ply(&self, ply: Option<usize>) {
        let mut st = lock(&self.shared.state);
        let played = st.game.ply_count();
        st.shown = ply.filter(|&p| p < played);
        if st.shown.is_some() {
            st.input.reset();
        }
    }

    /// The ply shown while stepping (`None`: the game as it stands).
    pub fn shown_ply(&self) -> Option<usize> {
        lock(&self.shared.state).shown
    }

    /// Turns the board: the other side at the bottom, until turned again.
    pub fn flip(&self) {
        let mut st = lock(&self.shared.state);
        st.flipped = !st.flipped;
    }

    /// The UI language.
    pub fn lang(&self) -> Lang {
        lock(&self.shared.state).lang()
    }

    /// The move helper for the piece on `point` (legal, blocked with reasons, risky targets),
    /// `None` for an empty point.
    pub fn select(&self, point: Square) -> Option<MoveHelpView> {
        let st = lock(&self.shared.state);
        let pos = st.game.position();
        let iron = st.game.rules().protected_points(pos);
        let help = explain::move_help(pos, point, iron)?;
        let lang = st.lang();
        let text = explain::render_help(&help, lang);
        Some(MoveHelpView {
            text,
            from: help.from,
            piece: help.piece,
            blocked: help
                .blocked
                .iter()
                .map(|b| BlockedView {
                    to: b.to,
                    reason: b.reason,
                    blocker: b.blocker,
                    text: b.status_line(lang).to_string(),
                })
                .collect(),
            legal: help.legal,
            risky: help.risky,
            checkers: help.checkers,
            risky_text: explain::risky_line(lang).to_string(),
        })
    }

    /// The piece card (long-press), `None` for an empty point.
    pub fn card(&self, point: Square) -> Option<PieceCardView> {
        let st = lock(&self.shared.state);
        let pos = st.game.position();
        let iron = st.game.rules().protected_points(pos);
        let card = explain::piece_card(pos, point, iron)?;
        let lang = st.lang();
        Some(PieceCardView {
            gait: explain::gait(card.piece.kind, lang).to_string(),
            text: explain::render_card(&card, lang),
            card,
        })
    }

    /// Plays the player's move, written in any notation (ICCS, `h3-e3`, `P8+7`, `炮二平五`,
    /// words...). Saved before this returns.
    pub fn play(&self, text: &str) -> Result<MoveReport, AppError> {
        let mut st = lock(&self.shared.state);
        players_turn(&st)
            .and_then(|()| {
                let mv = notation::parse_prefer(st.game.position(), text, st.style())?;
                let now = self.now();
                self.apply_move(&mut st, mv, now)
            })
            .inspect(|report| {
                st.input.played(report.clone());
            })
    }

    /// Plays a move given by its two points (a tap on a piece, then on a target).
    pub fn play_move(&self, mv: Move) -> Result<MoveReport, AppError> {
        let mut st = lock(&self.shared.state);
        players_turn(&st)
            .and_then(|()| {
                let now = self.now();
                self.apply_move(&mut st, mv, now)
            })
            .inspect(|report| {
                st.input.played(report.clone());
            })
    }

    /// Plays the move from `from` to `to` (a tap on a piece, then on a target).
    pub fn play_points(&self, from: Square, to: Square) -> Result<MoveReport, AppError> {
        self.play_move(Move::new(from, to))
    }

    /// Plays `mv` on a copy of the game, commits it, then takes the copy: the game in memory
    /// never holds a move the store does not.
    fn apply_move(&self, st: &mut State, mv: Move, now: u64) -> Result<MoveReport, AppError> {
        let before = st.game.position().clone();
        let by = before.side_to_move();
        let mut game = st.game.clone();
        let outcome = game.play_at(mv, now)?;
        let ply = (game.ply_count() - 1) as u32;
        let clock_json = clock_json(&game);
        let saved = {
            let mut store = lock(&self.shared.store);
            store
                .append_move(st.id, ply, &mv.to_string(), &clock_json, now as i64)
                .and_then(|()| match outcome.state {
                    GameState::Finished { result, reason } => {
                        store.finish_game(st.id, result, reason, now as i64)
                    }
                    GameState::Ongoing => Ok(()),
                })
        };
        if let Err(e) = saved {
            return Err(self.reload_if_changed(st, e.into()));
        }
        st.game = game;
        st.shown = None;
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
            notation: notation::format(&before, mv, st.style()),
            announcement: notation::format(&before, mv, Style::words(st.lang())),
            captured: outcome.captured,
            check: outcome.class.check,
            state: outcome.state,
            warning: outcome.warning,
            sounds,
        })
    }

    /// After the store refused a change because another copy of the app changed the game
    /// first (same database, e.g. a second window): take the stored game, so the next view
    /// shows what the other copy did. The error says so in words.
    fn reload_if_changed(&self, st: &mut State, e: AppError) -> AppError {
        if e.kind() == ErrorKind::GameChanged {
            let stored = lock(&self.shared.store).load_game(st.id);
            if let Ok(game) = stored.map_err(AppError::from).and_then(|r| restore(&r)) {
                cancel(st);
                st.game = game;
                st.input.reset();
            }
        }
        e
    }

    /// Undo: vs. the computer takes back the player's last move and the computer's reply (or
    /// just the player's move while the computer thinks); two players take back one ply.
    /// Finished games cannot be undone (their result is recorded). Returns the plies undone.
    pub fn undo(&self) -> Result<u32, AppError> {
        let undone = {
            let mut st = lock(&self.shared.state);
            if st.game.is_over() {
                return Err(AppError::GameOver);
            }
            let undone = plies_to_undo(&st);
            if undone == 0 {
                return Err(AppError::NothingToUndo);
            }
            cancel(&mut st);
            let mut game = st.game.clone();
            for _ in 0..undone {
                game.undo();
            }
            let now = self.now();
            game.restart_turn_clock(now);
            let keep = game.ply_count() as u32;
            let saved = lock(&self.shared.store).truncate_moves(
                st.id,
                keep,
                &clock_json(&game),
                now as i64,
            );
            if let Err(e) = saved {
                return Err(self.reload_if_changed(&mut st, e.into()));
            }
            st.game = game;
            st.input.reset();
            st.shown = None;
            undone
        };
        Ok(undone)
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
            match st.mode.human_color() {
                Some(c) => c,
                None => st.game.position().side_to_move(),
            }
        };
        self.end(move |g| {
            g.resign(color);
        })
    }

    /// Checks the clock at `now` (unix ms); a flag fall ends and saves the game.
    pub fn tick_at(&self, now: u64) -> Result<GameState, AppError> {
        let state = {
            let mut st = lock(&self.shared.state);
            if st.game.is_over() {
                return Ok(st.game.state());
            }
            let mut game = st.game.clone();
            let state = game.check_time(now);
            let GameState::Finished { result, reason } = state else {
                return Ok(state);
            };
            cancel(&mut st);
            {
                let mut store = lock(&self.shared.store);
                store.update_clock(st.id, &clock_json(&game), now as i64)?;
                store.finish_game(st.id, result, reason, now as i64)?;
            }
            st.game = game;
            state
        };
        Ok(state)
    }

    /// [`GameSession::tick_at`] with the wall clock.
    pub fn tick(&self) -> Result<GameState, AppError> {
        self.tick_at(self.now())
    }

    /// The app goes to the background (or the screen is left): the clocks stop and are saved
    /// as they are now, the computer stops thinking, and the store's write-ahead log is folded
    /// into the database (a quiet moment for it). Time does not pass for a game that is not
    /// on screen: [`GameSession::resume_clock`] starts the clocks again; then
    /// [`GameSession::start_computer_move`] if the computer is to move.
    pub fn suspend(&self) -> Result<(), AppError> {
        let now = self.now();
        let mut st = lock(&self.shared.state);
        cancel(&mut st);
        let mut game = st.game.clone();
        if let Some(c) = game.clock_mut() {
            c.pause(now);
        }
        let mut store = lock(&self.shared.store);
        store.update_clock(st.id, &clock_json(&game), now as i64)?;
        st.game = game;
        // The clocks are saved either way; a failed checkpoint is retried at the next one.
        let _ = store.checkpoint();
        Ok(())
    }

    /// The game is on screen again after [`GameSession::suspend`]: its clock runs from now.
    pub fn resume_clock(&self) {
        let now = self.now();
        {
            let mut st = lock(&self.shared.state);
            if st.game.is_over() {
                return;
            }
            if let Some(c) = st.game.clock_mut().filter(|c| !c.is_running()) {
                c.start(now);
            }
        }
    }

    /// Ends the game by `f` (agreement, resignation) once the store has the result.
    fn end(&self, f: impl FnOnce(&mut Game)) -> Result<GameState, AppError> {
        let state = {
            let mut st = lock(&self.shared.state);
            if st.game.is_over() {
                return Err(AppError::GameOver);
            }
            let mut game = st.game.clone();
            f(&mut game);
            let state = game.state();
            if let GameState::Finished { result, reason } = state {
                let saved =
                    lock(&self.shared.store).finish_game(st.id, result, reason, self.now() as i64);
                if let Err(e) = saved {
                    return Err(self.reload_if_changed(&mut st, e.into()));
                }
            }
            cancel(&mut st);
            st.game = game;
            st.input.reset();
            state
        };
        Ok(state)
    }

    /// A tap on a board point: selects, deselects, plays (saved before this returns) or
    /// refuses with the reason. Find the point with [`GameSession::point_at`].
    pub fn tap(&self, point: Square) -> InputOutcome {
        self.board_step(|input, ctx| input.tap(ctx, point))
    }

    /// A long press: the piece card of any piece (the selection stays).
    pub fn long_press(&self, point: Square) -> InputOutcome {
        self.board_step(|input, ctx| input.long_press(ctx, point))
    }

    /// A drag begins on `point` with the finger at `finger` (canvas pixels): an own piece
    /// lifts and follows the finger.
    pub fn drag_start(&self, point: Square, finger: PixelPoint) -> InputOutcome {
        self.board_step(|input, ctx| input.drag_start(ctx, point, finger))
    }

    /// The finger moved to `finger`, over the point `over` (none off the board).
    pub fn drag_move(&self, over: Option<Square>, finger: PixelPoint) -> InputOutcome {
        self.board_step(|input, _| input.drag_move(over, finger))
    }

    /// The finger lifted over `over`: the move is played there if it is one, else the piece
    /// goes back.
    pub fn drag_end(&self, over: Option<Square>) -> InputOutcome {
        self.board_step(|input, ctx| input.drag_end(ctx, over))
    }

    /// The system cancelled the gesture: the piece goes back.
    pub fn drag_cancel(&self) -> InputOutcome {
        self.board_step(|input, _| input.drag_cancel())
    }

    /// One step of the board's input under the lock; a move it asks for is played and
    /// saved, and the outcome says so (or why not).
    fn board_step(
        &self,
        step: impl FnOnce(&mut BoardInput, &BoardContext) -> InputOutcome,
    ) -> InputOutcome {
        {
            let mut guard = lock(&self.shared.state);
            let st = &mut *guard;
            let lang = st.lang();
            let ctx = BoardContext::new(st.game.position(), st.game.rules(), st.turn(), lang);
            let out = step(&mut st.input, &ctx);
            let Some(mv) = out.play else {
                return out;
            };
            let now = self.now();
            match self.apply_move(st, mv, now) {
                Ok(report) => st.input.played(report),
                // Another copy of the app moved first (the game was reloaded), or the store failed.
                Err(e) => st.input.play_failed(e.message(lang)),
            }
        }
    }

    /// The hint on the board: the strong level's move as an arrow, its reason as the message.
    /// Blocking (the strong level's think time): call it off the main thread.
    pub fn show_hint(&self) -> Result<InputOutcome, AppError> {
        let ply = lock(&self.shared.state).game.ply_count();
        let hint = self.hint()?;
        let mut st = lock(&self.shared.state);
        if st.game.ply_count() != ply {
            return Err(AppError::Cancelled); // the game moved on while the engine thought
        }
        Ok(st.input.show_hint(hint.mv, &hint.reason))
    }

    /// The position after `ply` plies (move-list browsing; the game itself is unchanged).
    pub fn position_at(&self, ply: u32) -> Option<Position> {
        lock(&self.shared.state).game.position_at(ply as usize)
    }

    /// The FEN after `ply` plies (move-list browsing).
    pub fn fen_at(&self, ply: u32) -> Result<String, AppError> {
        self.position_at(ply)
            .map(|p| p.to_fen())
            .ok_or(AppError::NoSuchPly(ply))
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

/// May the player move now? Not in a finished game, not on the computer's turn.
fn players_turn(st: &State) -> Result<(), AppError> {
    if st.game.is_over() {
        return Err(AppError::GameOver);
    }
    if st.thinking.is_some() || computer_to_move(st) {
        return Err(AppError::NotYourTurn);
    }
    Ok(())
}

/// The undo rule (the one place it is decided): vs. the computer the player's move and the
/// computer's reply go back together, or the player's move alone while the computer is to
/// move; two players take back one ply. Nothing in a finished game.
fn plies_to_undo(st: &State) -> u32 {
    let plies = st.game.ply_count();
    if st.game.is_over() {
        return 0;
    }
    match st.mode.computer_color() {
        Some(c) if st.game.position().side_to_move() == c => u32::from(plies >= 1),
        Some(_) if plies >= 2 => 2,
        Some(_) => 0,
        None => u32::from(plies >= 1),
    }
}

pub(crate) fn clock_json(game: &Game) -> String {
    serde_json::to_string(&game.clock()).unwrap_or_else(|_| "null".into())
}

/// Rebuilds a stored game: moves replayed and checked, the clock as saved, and an ending the
/// moves do not decide (agreement, resignation, time, forfeit) from the stored state.
pub(crate) fn restore(r: &crate::store::StoredGame) -> Result<Game, AppError> {
    // A clock state this build cannot read is no clock, rather than a lost game.
    let clock = serde_json::from_str(&r.clock_state).unwrap_or(None);
    Game::restore(r.setup.clone(), r.house_rules, &r.moves, clock, r.state)
        .map_err(|source| AppError::Replay { id: r.id, source })
}
