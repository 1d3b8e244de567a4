//! A recording shell, a test clock and short engine budgets: journeys drive the app through
//! events and assert on the views and effects a shell would get.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};
pub use xiangqi::app::Tab;
use xiangqi::app::{
    Action, AppCore, AppOptions, AppView, BoardGesture, Effect, EngineConfig, Event, ScreenView,
    Shell,
};
use xiangqi::engine::LevelSettings;
use xiangqi::{Lang, Square};

/// 2026-12-01 12:00 UTC: a fixed day for the puzzle of the day.
pub const NOON: u64 = 1_796_126_400_000;

#[derive(Default)]
struct Record {
    views: Vec<AppView>,
    effects: Vec<Effect>,
}

/// Keeps every view and effect, and wakes whoever waits for one.
#[derive(Default)]
pub struct RecordingShell {
    record: Mutex<Record>,
    changed: Condvar,
}

impl Shell for RecordingShell {
    fn render(&self, view: AppView) {
        self.record.lock().unwrap().views.push(view);
        self.changed.notify_all();
    }

    fn effect(&self, effect: Effect) {
        self.record.lock().unwrap().effects.push(effect);
        self.changed.notify_all();
    }
}

/// The wall clock of the app under test, moved by the test.
#[derive(Clone)]
pub struct TestClock(Arc<AtomicU64>);

impl TestClock {
    pub fn at(ms: u64) -> TestClock {
        TestClock(Arc::new(AtomicU64::new(ms)))
    }

    pub fn advance(&self, ms: u64) {
        self.0.fetch_add(ms, Ordering::SeqCst);
    }

    pub fn now(&self) -> u64 {
        self.0.load(Ordering::SeqCst)
    }
}

/// A directory for one journey's database, removed at the end.
pub struct TempDir(PathBuf);

impl TempDir {
    pub fn new(tag: &str) -> TempDir {
        static COUNTER: AtomicU32 = AtomicU32::new(0);
        let dir = std::env::temp_dir().join(format!(
            "xq-journey-{tag}-{}-{}",
            std::process::id(),
            COUNTER.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }

    pub fn db(&self) -> PathBuf {
        self.0.join("app.db")
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Engine budgets that keep a journey in milliseconds.
pub fn fast_engine() -> EngineConfig {
    EngineConfig {
        levels: LevelSettings {
            strong_time: Duration::from_millis(40),
            normal_cap: Duration::from_millis(40),
            easy_cap: Duration::from_millis(40),
        },
        hash_mib: 1,
        hint_hash_mib: 1,
        review_nodes: 300,
        analysis_ms: 150,
    }
}

/// The app under test with its shell and clock.
pub struct Journey {
    pub core: AppCore,
    pub shell: Arc<RecordingShell>,
    pub clock: TestClock,
    /// Effects before this index were already looked at.
    seen: usize,
}

pub fn sq(s: &str) -> Square {
    Square::parse_iccs(s).unwrap()
}

impl Journey {
    /// A fresh app in memory speaking `lang`.
    pub fn new(lang: Lang) -> Journey {
        Journey::with(AppOptions::in_memory(lang), TestClock::at(NOON))
    }

    /// The app on a database file.
    pub fn on(db: &Path, lang: Lang, clock: TestClock) -> Journey {
        Journey::with(AppOptions::new(db, lang), clock)
    }

    pub fn with(mut options: AppOptions, clock: TestClock) -> Journey {
        let shell = Arc::new(RecordingShell::default());
        let c = clock.clone();
        options.clock = Some(Arc::new(move || c.now()));
        options.engine = fast_engine();
        let core = AppCore::start(options, shell.clone()).expect("the app starts");
        Journey {
            core,
            shell,
            clock,
            seen: 0,
        }
    }

    pub fn send(&self, event: Event) {
        self.core.send(event);
        self.core.settle();
    }

    pub fn action(&self, action: Action) {
        self.send(Event::Action { action });
    }

    pub fn tap(&self, point: &str) {
        self.send(Event::Board {
            gesture: BoardGesture::Tap { point: sq(point) },
        });
    }

    /// A tab of the bottom bar.
    pub fn tab(&self, tab: Tab) {
        self.send(Event::SelectTab { tab });
    }

    /// A screen under the More tab (online play, the editor, the settings): the tab, then
    /// its row.
    pub fn open(&self, action: Action) {
        self.tab(Tab::More);
        self.action(action);
    }

    /// A move by two taps.
    pub fn play(&self, from: &str, to: &str) {
        self.tap(from);
        self.tap(to);
    }

    pub fn view(&self) -> AppView {
        self.core.view()
    }

    pub fn top(&self) -> ScreenView {
        self.view().top().cloned().expect("a screen")
    }

    /// Waits (up to 20 s) until the view satisfies `pred`, then until the effects of that
    /// change are in too; fails with the last view.
    pub fn wait_for(&self, what: &str, pred: impl Fn(&AppView) -> bool) -> AppView {
        let view = self.wait_for_view(what, pred);
        self.core.settle();
        view
    }

    fn wait_for_view(&self, what: &str, pred: impl Fn(&AppView) -> bool) -> AppView {
        let deadline = Instant::now() + Duration::from_secs(20);
        let mut record = self.shell.record.lock().unwrap();
        loop {
            if let Some(v) = record.views.last() {
                if pred(v) {
                    return v.clone();
                }
            }
            let left = deadline.saturating_duration_since(Instant::now());
            assert!(
                !left.is_zero(),
                "timed out waiting for {what}: {:#?}",
                record.views.last().map(|v| v.top().cloned())
            );
            record = self.shell.changed.wait_timeout(record, left).unwrap().0;
        }
    }

    /// Waits for the computer's reply that makes `plies` moves, worded on the screen. The
    /// computer's thread puts its move on the board a moment before the lane words it (the
    /// line, the announcement, the speech), so a view with the move alone is not yet the reply.
    pub fn wait_for_reply(&self, plies: usize) -> AppView {
        self.wait_for("the computer's reply", |v| {
            matches!(v.top(), Some(ScreenView::Game { game })
                if game.board.moves.len() == plies && game.message.is_some())
        })
    }

    /// How many views were rendered so far (for [`Journey::wait_for_since`]).
    pub fn mark(&self) -> usize {
        self.shell.record.lock().unwrap().views.len()
    }

    /// Waits (up to 20 s) until some view rendered after `mark` satisfies `pred` (a state
    /// that may already have passed, such as a lost connection that came back).
    pub fn wait_for_since(&self, mark: usize, what: &str, pred: impl Fn(&AppView) -> bool) {
        let deadline = Instant::now() + Duration::from_secs(20);
        let mut record = self.shell.record.lock().unwrap();
        loop {
            if record.views.iter().skip(mark).any(&pred) {
                return;
            }
            let left = deadline.saturating_duration_since(Instant::now());
            assert!(!left.is_zero(), "timed out waiting for {what}");
            record = self.shell.changed.wait_timeout(record, left).unwrap().0;
        }
    }

    /// Effects since the last call.
    pub fn new_effects(&mut self) -> Vec<Effect> {
        let record = self.shell.record.lock().unwrap();
        let out = record.effects[self.seen..].to_vec();
        self.seen = record.effects.len();
        out
    }

    /// Moves the clock and lets the timers see it.
    pub fn pass(&self, ms: u64) {
        self.clock.advance(ms);
        self.core.tick();
        self.core.settle();
    }
}

pub fn game(view: &ScreenView) -> &xiangqi::app::GameScreenView {
    match view {
        ScreenView::Game { game } => game,
        other => panic!("not a game screen: {}", other.title()),
    }
}

pub fn home(view: &ScreenView) -> &xiangqi::app::HomeView {
    match view {
        ScreenView::Home { home } => home,
        other => panic!("not home: {}", other.title()),
    }
}

/// The whole view as text (for "does it say ..." checks).
pub fn text(view: &AppView) -> String {
    format!("{view:?}")
}
