//! The lane's state: the navigation stack, each screen's state, the context, and the one
//! place where events are checked against the screen on top, routes become screens, and
//! stale results are dropped.

pub(crate) mod context;
mod online;
mod routes;
pub(crate) mod stack;

use self::context::{Ctx, Internal, Msg, Nav};
use self::stack::{Entry, ScreenKind};
use crate::app::effect::Effect;
use crate::app::error::AppError;
use crate::app::event::{Action, BoardGesture, Event, Field};
use crate::app::options::{AppOptions, HEARTBEAT_MS, IDLE_WAKE_MS};
use crate::app::screens::home::HomeScreen;
use crate::app::screens::lists::{PuzzlesScreen, SchoolScreen};
use crate::app::screens::more::MoreScreen;
use crate::app::screens::puzzle::settle_past_dailies;
use crate::app::screens::records::RecordsScreen;
use crate::app::services::app::App;
use crate::app::services::online::OnlineState;
use crate::app::services::painter::BoardSlot;
use crate::app::view::{AppView, Offers, ScreenView, Tab, TabView, TopBarView};
use crate::tr;
use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex, MutexGuard};

/// What the painting side reads without the lane: the board on top and its size.
pub(crate) struct Shared {
    pub view: Mutex<Arc<AppView>>,
    pub board: Mutex<BoardSlot>,
    pub board_size: Mutex<(f32, f32)>,
}

pub(crate) fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    // Every value behind these locks is replaced whole: a poisoned one is still consistent.
    m.lock().unwrap_or_else(|e| e.into_inner())
}

pub(crate) struct Model {
    pub ctx: Ctx,
    /// The stack of the tab on screen, its root first.
    pub stack: Vec<Entry>,
    /// The tab on screen.
    tab: Tab,
    /// The other tabs' stacks as they were left (a tab not yet opened has none).
    pub(crate) parked: Vec<(Tab, Vec<Entry>)>,
    next_key: u64,
    shared: Arc<Shared>,
    last_view: Option<AppView>,
    keep_awake: bool,
    /// The day the timers last saw (the puzzle of the day ends with it).
    day: String,
    last_tick_ms: u64,
}

impl Model {
    pub fn new(
        app: App,
        options: &AppOptions,
        tx: Sender<Msg>,
        shared: Arc<Shared>,
    ) -> Result<Model, AppError> {
        app.adopt_device_language(options.device_lang)?;
        let settings = app.settings()?;
        let online = OnlineState::new(options.online.clone(), options.default_server.clone());
        let mut ctx = Ctx::new(app, settings, tx, options.utc_offset_minutes, online);
        let day = ctx.today();
        settle_past_dailies(&mut ctx, std::iter::empty());
        ctx.sync_music();
        let mut model = Model {
            ctx,
            stack: Vec::new(),
            tab: Tab::Play,
            parked: Vec::new(),
            next_key: 1,
            shared,
            last_view: None,
            keep_awake: false,
            day,
            last_tick_ms: 0,
        };
        model.push(root_of(Tab::Play));
        Ok(model)
    }

    /// Shows `tab` with its stack as it was left (its root the first time); the tab on
    /// screen goes back to its root.
    fn select_tab(&mut self, tab: Tab) {
        if tab == self.tab {
            self.pop_to_root();
        } else {
            self.switch_tab(tab);
        }
        self.on_top();
    }

    /// Parks the tab on screen and takes `tab`'s stack (its root the first time), not yet
    /// shown.
    fn switch_tab(&mut self, tab: Tab) {
        self.hide_top();
        let left = std::mem::take(&mut self.stack);
        self.parked.push((self.tab, left));
        self.tab = tab;
        self.stack = match self.parked.iter().position(|(t, _)| *t == tab) {
            Some(i) => self.parked.remove(i).1,
            None => {
                let key = self.next_key;
                self.next_key += 1;
                vec![Entry {
                    key,
                    kind: root_of(tab),
                }]
            }
        };
    }

    /// Removes every screen above the tab's root for good.
    fn pop_to_root(&mut self) {
        while self.stack.len() > 1 {
            self.remove_top();
        }
    }

    /// Does the screen on top leave room for the tabs (it has no board)?
    fn tabs_shown(&self) -> bool {
        !self
            .stack
            .last()
            .is_some_and(|top| top.kind.screen().view(&self.ctx).has_board())
    }

    /// The tabs, when `top` (the screen on top's view) leaves room for them.
    fn tabs(&self, top: Option<&ScreenView>) -> Vec<TabView> {
        if top.is_some_and(ScreenView::has_board) {
            return Vec::new();
        }
        let lang = self.ctx.lang();
        Tab::ALL
            .iter()
            .map(|&tab| TabView {
                tab,
                label: tab.label(lang).into(),
                icon: tab.icon(),
                selected: tab == self.tab,
            })
            .collect()
    }

    fn push(&mut self, kind: ScreenKind) {
        let key = self.next_key;
        self.next_key += 1;
        self.stack.push(Entry { key, kind });
        self.on_top();
    }

    /// The screen on top changed: its board goes to the painter, its data is fresh, its
    /// timers run.
    fn on_top(&mut self) {
        self.ctx.board_revision += 1;
        let Some(top) = self.stack.last_mut() else {
            return;
        };
        let slot = top.kind.screen_mut().shown(&mut self.ctx, top.key);
        *lock(&self.shared.board) = slot;
    }

    /// Removes the screen on top for good (its game's clock stops, its searches end).
    fn remove_top(&mut self) {
        if let Some(mut entry) = self.stack.pop() {
            entry.kind.screen_mut().leave(&mut self.ctx);
        }
    }

    pub(crate) fn navigate(&mut self, nav: Nav) {
        match nav {
            Nav::Stay => {}
            Nav::Push(route) => {
                let refresh = route.refresh_if_refused();
                match routes::open(&mut self.ctx, route) {
                    Some(kind) => {
                        self.hide_top();
                        self.push(kind);
                    }
                    None if refresh => self.on_top(),
                    None => {}
                }
            }
            Nav::Replace(route) => {
                if let Some(kind) = routes::open(&mut self.ctx, route) {
                    if self.stack.len() > 1 {
                        self.remove_top();
                    }
                    self.push(kind);
                }
            }
            Nav::Pop => {
                if self.stack.len() > 1 {
                    self.remove_top();
                    self.on_top();
                }
            }
            Nav::Refresh => self.on_top(),
            Nav::Home => {
                // Home is the Play tab's root, from whichever tab.
                self.pop_to_root();
                if self.tab != Tab::Play {
                    self.switch_tab(Tab::Play);
                    self.pop_to_root();
                }
                self.on_top();
            }
        }
    }

    /// The screen on top goes under a new one: a game there stops its clock and computer.
    fn hide_top(&mut self) {
        if let Some(top) = self.stack.last_mut() {
            top.kind.screen_mut().hidden(&mut self.ctx);
        }
    }

    // ---- events ----

    pub fn event(&mut self, event: Event) {
        // A move just after midnight is too late for the day's puzzle: the day ends first.
        self.day_check();
        let before = self.ctx.settings.clone();
        self.apply(event);
        if self.ctx.settings != before {
            self.settings_changed();
        }
    }

    fn apply(&mut self, event: Event) {
        let asking = self.ctx.dialog.is_some();
        match event {
            Event::Back => {
                if self.ctx.dialog.take().is_none() {
                    self.back();
                }
            }
            Event::SelectTab { .. } if asking => {}
            Event::SelectTab { tab } => {
                if self.tabs_shown() {
                    self.select_tab(tab);
                }
            }
            Event::Foreground => self.foreground(),
            Event::Background => self.background(),
            Event::DismissBanner => self.ctx.dismiss_banner(),
            Event::BoardResized { width, height } => {
                *lock(&self.shared.board_size) = (width, height);
                self.ctx.board_revision += 1;
            }
            Event::Action { action } => {
                if self.offered(&action) {
                    self.action(action);
                }
            }
            // A question on screen must be answered first.
            Event::Choose { .. }
            | Event::Toggle { .. }
            | Event::Paste { .. }
            | Event::Input { .. }
            | Event::Board { .. }
            | Event::TypeMove { .. }
                if asking => {}
            Event::Input { field, text } => {
                self.on_top_screen(|s, ctx, _| s.input(ctx, field, text))
            }
            Event::Choose { field, option } => self.choose(field, option),
            Event::Toggle { field, on } => self.on_top_screen(|s, ctx, _| s.toggle(ctx, field, on)),
            Event::Board { gesture } => self.board(gesture),
            Event::TypeMove { text } => self.on_top_screen(|s, ctx, key| s.typed(ctx, key, &text)),
            Event::Paste { text } => self.on_top_screen(|s, ctx, _| s.paste(ctx, &text)),
            Event::FileOpened { bytes } => {
                crate::app::screens::backup::file_opened(&mut self.ctx, bytes)
            }
            Event::FileSaved { ok } => crate::app::screens::backup::file_saved(&mut self.ctx, ok),
        }
    }

    /// Runs `f` on the screen on top with the context and the screen's key.
    fn on_top_screen<R: Default>(
        &mut self,
        f: impl FnOnce(&mut dyn crate::app::screens::screen::Screen, &mut Ctx, u64) -> R,
    ) -> R {
        match self.stack.last_mut() {
            Some(top) => f(top.kind.screen_mut(), &mut self.ctx, top.key),
            None => R::default(),
        }
    }

    /// Is `action` one the person can see now (on the dialog if one is open, else on the
    /// screen on top)? Anything else is a late or stray event and is ignored.
    fn offered(&self, action: &Action) -> bool {
        if let Some(dialog) = &self.ctx.dialog {
            return dialog
                .buttons
                .iter()
                .any(|b| b.enabled && &b.action == action);
        }
        let Some(top) = self.stack.last() else {
            return false;
        };
        top.kind.screen().view(&self.ctx).offers(action)
    }

    fn back(&mut self) {
        // Back at another tab's root goes to Play, as the system's Back does in tabbed apps.
        if self.stack.len() == 1 && self.tab != Tab::Play {
            self.select_tab(Tab::Play);
            return;
        }
        let nav = self.on_top_screen(|s, ctx, _| s.back(ctx));
        self.navigate(nav);
    }

    fn action(&mut self, action: Action) {
        self.ctx.dialog = None;
        if action == Action::CloseDialog {
            return;
        }
        let nav = self.on_top_screen(|s, ctx, key| s.action(ctx, key, action));
        self.navigate(nav);
    }

    fn choose(&mut self, field: Field, option: u32) {
        self.on_top_screen(|s, ctx, _| s.choose(ctx, field, option));
    }

    /// New settings reach every screen that shows something they decide.
    fn settings_changed(&mut self) {
        for entry in all_entries(&mut self.stack, &mut self.parked) {
            entry.kind.screen_mut().apply_settings(&self.ctx);
        }
        self.ctx.sync_music();
        self.ctx.board_revision += 1;
    }

    fn board(&mut self, gesture: BoardGesture) {
        let nav = self.on_top_screen(|s, ctx, key| s.board(ctx, key, gesture));
        self.navigate(nav);
    }

    fn foreground(&mut self) {
        if self.ctx.foreground {
            return;
        }
        self.ctx.foreground = true;
        self.ctx.online_foreground();
        self.settle_past_dailies();
        self.ctx.sync_music();
        self.on_top();
    }

    fn background(&mut self) {
        if !self.ctx.foreground {
            return;
        }
        self.ctx.foreground = false;
        self.hide_top();
        self.ctx.online.background();
        if let Err(e) = self.ctx.app.suspend() {
            self.ctx.error(&e);
        }
        self.ctx.sync_music();
    }

    /// The lane stops: a game on screen is left as Back would leave it.
    pub fn stop(&mut self) {
        self.hide_top();
        for entry in all_entries(&mut self.stack, &mut self.parked) {
            entry.kind.screen_mut().leave(&mut self.ctx);
        }
        self.ctx.online.background();
    }

    // ---- results from workers ----

    pub fn internal(&mut self, msg: Internal) {
        if let Internal::Link { generation, event } = msg {
            self.heard(generation, event);
            return;
        }
        let screen = msg.screen();
        // Stale: the screen that asked is gone (Back, a new game); dropped here, once. A
        // screen in a parked tab still hears its results (a review finishing meanwhile).
        let target = all_entries(&mut self.stack, &mut self.parked).find(|s| s.key == screen);
        if let Some(target) = target {
            target.kind.screen_mut().internal(&mut self.ctx, msg);
        }
    }

    // ---- timers ----

    pub fn next_wake_ms(&self) -> u64 {
        if self.ctx.foreground && self.clock_on_screen() {
            HEARTBEAT_MS
        } else {
            IDLE_WAKE_MS
        }
    }

    fn clock_on_screen(&self) -> bool {
        self.stack
            .last()
            .is_some_and(|top| top.kind.screen().clock_running())
    }

    /// The timers, if they are due (after any batch of messages).
    pub fn tick_if_due(&mut self) {
        let now = self.ctx.now_ms();
        if now >= self.last_tick_ms + HEARTBEAT_MS {
            self.tick();
        }
    }

    pub fn tick(&mut self) {
        self.last_tick_ms = self.ctx.now_ms();
        self.day_check();
        if self.ctx.foreground {
            self.on_top_screen(|s, ctx, _| s.tick(ctx));
        }
    }

    /// A new day on the device's calendar: the attempts of the day that ended are scored,
    /// on the screen showing one too, and home shows the new day's puzzle.
    fn day_check(&mut self) {
        let today = self.ctx.today();
        if today == self.day {
            return;
        }
        self.day = today;
        self.settle_past_dailies();
        if let Some(Entry {
            kind: ScreenKind::Home(home),
            ..
        }) = self.stack.last_mut()
        {
            home.load(&mut self.ctx);
        }
    }

    fn settle_past_dailies(&mut self) {
        let screens =
            all_entries(&mut self.stack, &mut self.parked).filter_map(|s| match &mut s.kind {
                ScreenKind::Puzzle(p) => Some(p.as_mut()),
                _ => None,
            });
        settle_past_dailies(&mut self.ctx, screens);
    }

    // ---- the view ----

    pub fn build_view(&mut self) -> AppView {
        let (width, height) = *lock(&self.shared.board_size);
        let board_points = lock(&self.shared.board).accessibility(width, height);
        let top = self.stack.last().map(|s| s.kind.screen());
        let stack = self
            .stack
            .iter()
            .map(|s| s.kind.screen().view(&self.ctx))
            .collect::<Vec<ScreenView>>();
        let top_bar = stack.last().filter(|v| !v.has_board()).map(|v| TopBarView {
            title: v.title().to_string(),
            back: (stack.len() > 1).then(|| tr!(self.ctx.lang(), "nav-back").into()),
        });
        AppView {
            lang: self.ctx.lang(),
            tabs: self.tabs(stack.last()),
            top_bar,
            stack,
            dialog: self.ctx.dialog.clone(),
            banner: self.ctx.banner_view(),
            board_points,
            board_revision: self.ctx.board_revision,
            move_revision: self.ctx.move_revision,
            back_asks_first: top.is_some_and(|s| s.back_asks_first()),
            keep_awake: self.ctx.foreground && self.clock_on_screen(),
        }
    }

    /// The view, if it differs from the one the shell has.
    pub fn render_if_changed(&mut self) -> Option<AppView> {
        let view = self.build_view();
        if view.keep_awake != self.keep_awake {
            self.keep_awake = view.keep_awake;
            self.ctx.effect(Effect::KeepAwake {
                on: view.keep_awake,
            });
        }
        if self.last_view.as_ref() == Some(&view) {
            return None;
        }
        *lock(&self.shared.view) = Arc::new(view.clone());
        self.last_view = Some(view.clone());
        Some(view)
    }

    pub fn take_effects(&mut self) -> Vec<Effect> {
        std::mem::take(&mut self.ctx.effects)
    }
}

/// Every screen of every tab: the stack on screen, then the parked ones (a screen in a parked
/// tab still hears its workers, the server, new settings and the day's end).
pub(crate) fn all_entries<'a>(
    stack: &'a mut [Entry],
    parked: &'a mut [(Tab, Vec<Entry>)],
) -> impl Iterator<Item = &'a mut Entry> {
    stack
        .iter_mut()
        .chain(parked.iter_mut().flat_map(|(_, stack)| stack.iter_mut()))
}

/// The screen a tab starts with.
fn root_of(tab: Tab) -> ScreenKind {
    match tab {
        Tab::Play => ScreenKind::Home(HomeScreen::default()),
        Tab::Puzzles => ScreenKind::Puzzles(PuzzlesScreen::default()),
        Tab::Learn => ScreenKind::School(SchoolScreen::default()),
        Tab::Records => ScreenKind::Records(RecordsScreen::default()),
        Tab::More => ScreenKind::More(MoreScreen),
    }
}
