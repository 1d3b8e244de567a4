//! The whole app as one state machine (the Crux pattern, with UniFFI records as the
//! boundary): navigation, every screen's state and view, events in, effects out. The shells
//! (Android, iOS, desktop, terminal) render [`AppView`] and turn gestures into [`Event`]s.
//!
//! - [`AppCore::send`] only queues the event: the core's own serial lane (one thread) applies
//!   it, so a shell's main thread never waits for the store or the engine.
//! - The computer's search, hints, draw offers, reviews and analysis run on worker threads
//!   and come back to the lane as messages tagged with the screen that asked; a message for a
//!   screen that is gone, or a position that changed, is dropped in one place
//!   (`Model::internal`).
//! - After each batch of messages the lane builds the view; the shell's `render` hears it
//!   only when it changed. Effects follow the render in order.
//! - Timers live here: the clock heartbeat and the flag fall, the day's end for the puzzle of
//!   the day.
//!
//! ```
//! use std::sync::Arc;
//! use xiangqi::app::{AppCore, AppOptions, Event, Action, ScreenView, Shell, AppView, Effect, Tab};
//! struct Quiet;
//! impl Shell for Quiet {
//!     fn render(&self, _view: AppView) {}
//!     fn effect(&self, _effect: Effect) {}
//! }
//! let core = AppCore::start(AppOptions::in_memory(xiangqi::Lang::En), Arc::new(Quiet)).unwrap();
//! core.send(Event::SelectTab { tab: Tab::More });
//! core.send(Event::Action { action: Action::OpenSettings });
//! core.settle();
//! assert!(matches!(core.view().top(), Some(ScreenView::Settings { .. })));
//! ```

use super::effect::Effect;
use super::error::{AppError, ErrorKind};
use super::event::Event;
use super::model::context::{Msg, Recovered};
use super::model::{lock, Model, Shared};
use super::options::{AppOptions, DEFAULT_BOARD_SIZE};
use super::services::app::App;
use super::services::painter::BoardSlot;
use super::view::{thumbnail_scene, AppView, Thumbnail};
use crate::scene::{self, Scene};
use crate::types::Square;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

/// The shell's side: it paints views and carries out effects. Called on the core's lane
/// thread; a shell hands them to its UI thread.
pub trait Shell: Send + Sync {
    /// The view changed: show it.
    fn render(&self, view: AppView);
    /// Do what only the platform can.
    fn effect(&self, effect: Effect);
}

/// The app. Thread-safe; every method returns at once except [`AppCore::settle`].
pub struct AppCore {
    tx: Mutex<Sender<Msg>>,
    shared: Arc<Shared>,
    lane: Mutex<Option<JoinHandle<()>>>,
}

impl std::fmt::Debug for AppCore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("AppCore")
    }
}

impl AppCore {
    /// Opens the store and starts the lane; the first view is ready when this returns. A
    /// damaged database is moved aside and a fresh one started, and the first view's banner
    /// says what was kept.
    pub fn start(options: AppOptions, shell: Arc<dyn Shell>) -> Result<AppCore, AppError> {
        let (tx, rx) = mpsc::channel();
        let (app, recovery) = open_app(&options)?;
        let shared = Arc::new(Shared {
            view: Mutex::new(Arc::new(AppView {
                lang: options.device_lang,
                stack: Vec::new(),
                dialog: None,
                banner: None,
                board_points: Vec::new(),
                board_revision: 0,
                move_revision: 0,
                back_asks_first: false,
                keep_awake: false,
                tabs: Vec::new(),
                top_bar: None,
            })),
            board: Mutex::new(BoardSlot::None),
            board_size: Mutex::new(DEFAULT_BOARD_SIZE),
        });
        let mut model = Model::new(app, &options, tx.clone(), shared.clone())?;
        // Worded when each view is built: in the language of that moment (the device's,
        // adopted by `Model::new`, or one chosen later), not the fresh store's default.
        model.ctx.recovered = recovery;
        let first = model.build_view();
        *lock(&shared.view) = Arc::new(first.clone());
        shell.render(first);
        for effect in model.take_effects() {
            shell.effect(effect);
        }
        let lane = std::thread::Builder::new()
            .name("xiangqi-app".into())
            .spawn(move || run_lane(model, rx, shell))
            .map_err(|e| AppError::Thread(e.to_string()))?;
        Ok(AppCore {
            tx: Mutex::new(tx),
            shared,
            lane: Mutex::new(Some(lane)),
        })
    }

    /// Queues what the person did; returns at once.
    pub fn send(&self, event: Event) {
        if let Event::BoardResized { width, height } = event {
            // Read by `point_at` on the shell's thread before the lane gets to it.
            *lock(&self.shared.board_size) = (width, height);
        }
        self.post(Msg::Event(event));
    }

    fn post(&self, msg: Msg) {
        // A send fails only after `shutdown`: there is nobody left to hear it.
        let _ = lock(&self.tx).send(msg);
    }

    /// The view as last rendered (the shell's first frame).
    pub fn view(&self) -> AppView {
        (**lock(&self.shared.view)).clone()
    }

    /// The board on top as primitives for a canvas of `width` x `height`, with the last
    /// move's animation at `progress` (0..=1; 1 when not animating). Empty without a board.
    pub fn board_scene(&self, width: f32, height: f32, progress: f32) -> Scene {
        lock(&self.shared.board).scene(width, height, progress)
    }

    /// A thumbnail from a view record, drawn for a canvas of `width` x `height`.
    pub fn thumbnail(&self, thumbnail: &Thumbnail, width: f32, height: f32) -> Scene {
        thumbnail_scene(thumbnail, width, height)
    }

    /// The point under a touch at (`x`, `y`) on the board's canvas of `width` x `height`.
    pub fn point_at(&self, width: f32, height: f32, x: f32, y: f32) -> Option<Square> {
        let options = lock(&self.shared.board).scene_options(width, height)?;
        scene::point_at(&options, x, y)
    }

    /// Checks the timers now (the lane does so by itself every [`HEARTBEAT_MS`]; tests that
    /// move their clock call this).
    pub fn tick(&self) {
        self.post(Msg::Tick);
    }

    /// Waits until every event sent before is applied and its view rendered (tests, the
    /// terminal). Work on worker threads (the computer's move) may still be under way.
    pub fn settle(&self) {
        let (done_tx, done_rx) = mpsc::channel();
        self.post(Msg::Settle(done_tx));
        // The lane answers unless it is gone; then there is nothing to wait for.
        let _ = done_rx.recv_timeout(Duration::from_secs(60));
    }

    /// Stops the lane (saving the clocks of a game on screen) and waits for it.
    pub fn shutdown(&self) {
        self.post(Msg::Stop);
        let lane = lock(&self.lane).take();
        if let Some(lane) = lane {
            let _ = lane.join();
        }
    }
}

impl Drop for AppCore {
    fn drop(&mut self) {
        self.shutdown();
    }
}

/// Opens the store; a damaged one is recovered (the facts say what happened).
fn open_app(options: &AppOptions) -> Result<(App, Option<Recovered>), AppError> {
    let (app, recovery) = match &options.db_path {
        None => (App::open_in_memory()?, None),
        Some(path) => match App::open(path) {
            Ok(app) => (app, None),
            Err(e) if e.kind() == ErrorKind::CorruptDatabase => {
                let (app, moved_to, salvaged) = App::recover(path)?;
                (app, Some(Recovered { moved_to, salvaged }))
            }
            Err(e) => return Err(e),
        },
    };
    let mut app = app.with_engine_config(options.engine);
    if let Some(clock) = &options.clock {
        app = app.with_clock(clock.clone());
    }
    Ok((app, recovery))
}

fn run_lane(mut model: Model, rx: Receiver<Msg>, shell: Arc<dyn Shell>) {
    let mut settles = Vec::new();
    loop {
        let wait = Duration::from_millis(model.next_wake_ms());
        let first = match rx.recv_timeout(wait) {
            Ok(msg) => msg,
            Err(RecvTimeoutError::Timeout) => Msg::Tick,
            Err(RecvTimeoutError::Disconnected) => Msg::Stop,
        };
        // Apply everything queued, then render once.
        let mut next = Some(first);
        let mut stop = false;
        while let Some(msg) = next.take() {
            match msg {
                Msg::Event(e) => model.event(e),
                Msg::Internal(i) => model.internal(*i),
                Msg::Tick => model.tick(),
                Msg::Settle(done) => settles.push(done),
                Msg::Stop => {
                    model.stop();
                    stop = true;
                    break;
                }
            }
            next = rx.try_recv().ok();
        }
        model.tick_if_due();
        if let Some(view) = model.render_if_changed() {
            shell.render(view);
        }
        for effect in model.take_effects() {
            shell.effect(effect);
        }
        for done in settles.drain(..) {
            let _ = done.send(());
        }
        if stop {
            return;
        }
    }
}
