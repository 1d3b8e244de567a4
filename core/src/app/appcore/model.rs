//! The lane's state: the navigation stack, each screen's state, the services, and the one
//! place where events are checked against the screen on top and stale results are dropped.

use super::action::{Action, BoardGesture, Event, Field};
use super::effect::Effect;
use super::game::GameScreen;
use super::learn::{LessonScreen, PuzzleScreen};
use super::tools::{AnalysisScreen, EditorScreen, ReviewScreen};
use super::view::*;
use super::{lock, AppOptions, Msg, Shared, HEARTBEAT_MS, IDLE_WAKE_MS};
use crate::app::view::MoveReport;
use crate::app::{App, AppError, BoardPad, GameSession, InputOutcome};
use crate::date::Date;
use crate::lang::Lang;
use crate::review::{Analysis, ReviewProgress};
use crate::scene::{self, PointAccessibility, Scene, SceneOptions};
use crate::sound::{cue_for, MusicPiece};
use crate::store::Settings;
use std::sync::mpsc::Sender;
use std::sync::Arc;

/// A result from a worker thread, tagged with the screen that asked for it.
#[allow(clippy::large_enum_variant)] // boxed once in `Msg`; built a few times per move
pub(crate) enum Internal {
    /// The computer moved (already saved).
    ComputerMoved {
        screen: u64,
        report: MoveReport,
    },
    /// The computer could not move.
    ComputerFailed {
        screen: u64,
        message: String,
    },
    /// The hint for the position after `ply` plies.
    Hint {
        screen: u64,
        ply: u32,
        result: Result<InputOutcome, AppError>,
    },
    /// The computer's answer to a draw offer made after `ply` plies.
    DrawAnswer {
        screen: u64,
        ply: u32,
        result: Result<crate::app::DrawAnswer, AppError>,
    },
    ReviewProgress {
        screen: u64,
        progress: ReviewProgress,
    },
    ReviewDone {
        screen: u64,
        result: Result<crate::app::ReviewView, String>,
    },
    Analysis {
        screen: u64,
        analysis: Analysis,
        done: bool,
    },
    AnalysisFailed {
        screen: u64,
        message: String,
    },
    /// What the online link heard (not for one screen: [`super::online::heard`] routes it).
    Link {
        generation: u64,
        event: crate::app::link::LinkEvent,
    },
}

impl Internal {
    fn screen(&self) -> u64 {
        match self {
            Internal::ComputerMoved { screen, .. }
            | Internal::ComputerFailed { screen, .. }
            | Internal::Hint { screen, .. }
            | Internal::DrawAnswer { screen, .. }
            | Internal::ReviewProgress { screen, .. }
            | Internal::ReviewDone { screen, .. }
            | Internal::Analysis { screen, .. }
            | Internal::AnalysisFailed { screen, .. } => *screen,
            Internal::Link { .. } => 0,
        }
    }
}

/// The board the painting side reads (the one on top of the stack).
pub(crate) enum BoardSlot {
    None,
    Game(GameSession),
    Pad(Arc<BoardPad>),
    /// The editor's board: any arrangement of pieces, not played on.
    Still(Arc<super::tools::StillBoard>),
}

impl BoardSlot {
    pub fn scene(&self, width: f32, height: f32, progress: f32) -> Scene {
        match self {
            BoardSlot::None => Scene {
                width,
                height,
                primitives: Vec::new(),
                pieces: Vec::new(),
            },
            BoardSlot::Game(s) => s.scene(width, height, progress),
            BoardSlot::Pad(p) => p.scene(width, height, progress),
            BoardSlot::Still(b) => b.scene(width, height),
        }
    }

    pub fn scene_options(&self, width: f32, height: f32) -> Option<SceneOptions> {
        match self {
            BoardSlot::None => None,
            BoardSlot::Game(s) => Some(s.scene_options(width, height)),
            BoardSlot::Pad(p) => Some(p.scene_options(width, height)),
            BoardSlot::Still(b) => Some(b.scene_options(width, height)),
        }
    }

    fn accessibility(&self, width: f32, height: f32) -> Vec<PointAccessibility> {
        match self {
            BoardSlot::None | BoardSlot::Still(_) => Vec::new(),
            BoardSlot::Game(s) => s.accessibility(width, height),
            BoardSlot::Pad(p) => p.accessibility(width, height),
        }
    }
}

/// One screen of the stack.
pub(crate) enum ScreenKind {
    Home(super::home::HomeData),
    NewGame(super::settings::NewGameForm),
    Game(Box<GameScreen>),
    Puzzles(super::learn::PuzzlesData),
    Puzzle(Box<PuzzleScreen>),
    School(super::learn::SchoolData),
    Lesson(Box<LessonScreen>),
    Records(super::home::RecordsData),
    Settings,
    Review(Box<ReviewScreen>),
    Analysis(Box<AnalysisScreen>),
    Editor(Box<EditorScreen>),
    Online,
    Challenge(super::online::ChallengeSheet),
    OnlineGame(Box<super::online_game::OnlineGameScreen>),
    OnlineList(super::online::OnlineList),
    OnlineDaily(Box<super::online_game::OnlineDaily>),
}

pub(crate) struct Screen {
    /// Unique for the app's run: worker results name the screen that asked.
    pub key: u64,
    pub kind: ScreenKind,
}

/// Where a handler sends the person next.
pub(crate) enum Nav {
    Stay,
    Push(ScreenKind),
    /// Replaces the screen on top (a started game replaces its form).
    Replace(ScreenKind),
    Pop,
    Home,
    /// Stay, with the screen's data read again (a game deleted from a list).
    Refresh,
}

/// Everything but the stack, so handlers can hold a screen and the services at once.
pub(crate) struct Ctx {
    pub app: App,
    pub settings: Settings,
    pub effects: Vec<Effect>,
    pub banner: Option<BannerView>,
    pub dialog: Option<DialogView>,
    pub tx: Sender<Msg>,
    pub foreground: bool,
    pub utc_offset_minutes: i32,
    /// Bumped whenever the board on top must be painted anew.
    pub board_revision: u64,
    /// Bumped whenever a move was made on the board on top (the shell animates it).
    pub move_revision: u64,
    /// Bytes of a backup picked for import, waiting for the player's yes.
    pub pending_import: Option<String>,
    /// The music piece playing (`None`: silent).
    pub music: Option<MusicPiece>,
    /// The online session, account and lobby.
    pub online: super::online::OnlineState,
}

impl Ctx {
    pub fn lang(&self) -> Lang {
        self.settings.language
    }

    pub fn t(&self, de: &'static str, en: &'static str) -> &'static str {
        self.lang().pick(de, en)
    }

    pub fn now_ms(&self) -> u64 {
        self.app.now_ms()
    }

    /// Today on the device's calendar (the puzzle of the day follows it).
    pub fn today(&self) -> String {
        let local = self.now_ms() as i64 + i64::from(self.utc_offset_minutes) * 60_000;
        Date::from_unix_ms(local).to_string()
    }

    pub fn info(&mut self, text: impl Into<String>) {
        self.banner = Some(BannerView {
            kind: BannerKind::Info,
            text: text.into(),
        });
    }

    /// An error told in words already made.
    pub fn info_error(&mut self, text: impl Into<String>) {
        self.banner = Some(BannerView {
            kind: BannerKind::Error,
            text: text.into(),
        });
    }

    pub fn error(&mut self, e: &AppError) {
        let text = e.message(self.lang());
        self.banner = Some(BannerView {
            kind: BannerKind::Error,
            text,
        });
    }

    /// Why something the person did was refused: told to the screen reader now, and the
    /// text for the screen's message line.
    pub fn refusal(&mut self, e: &AppError) -> String {
        let text = e.message(self.lang());
        self.announce(text.clone());
        text
    }

    pub fn effect(&mut self, effect: Effect) {
        self.effects.push(effect);
    }

    /// The screen reader hears `text` now.
    pub fn announce(&mut self, text: impl Into<String>) {
        let text = text.into();
        if !text.is_empty() {
            self.effects.push(Effect::Announce { text });
        }
    }

    /// Sounds of a board step or a move, when sound is on.
    pub fn sounds(&mut self, sounds: &[crate::sound::Sound]) {
        if self.settings.sound {
            for &s in sounds {
                self.effects.push(Effect::PlaySound { cue: cue_for(s) });
            }
        }
    }

    /// A move was made on the board: its sounds, a haptic tick, and (for the opponent's
    /// moves) the move in words spoken aloud when speech is on.
    pub fn moved(&mut self, report: &MoveReport, spoken: bool) {
        self.sounds(&report.sounds);
        if self.settings.haptics {
            self.effects.push(Effect::Haptic);
        }
        if spoken && self.settings.speech {
            self.effects.push(Effect::Speak {
                text: report.announcement.clone(),
                lang: self.lang(),
            });
        }
        self.board_revision += 1;
        self.move_revision += 1;
    }

    /// A move was shown on a board that is not a game (a defence's reply, a review step).
    pub fn move_shown(&mut self) {
        self.board_revision += 1;
        self.move_revision += 1;
    }

    /// What a board step did, told to the person: sounds, the screen reader's line, a
    /// repaint when the marks or the position changed.
    pub fn board_outcome(&mut self, out: &InputOutcome) {
        if out.redraw != crate::app::Redraw::Nothing {
            self.board_revision += 1;
        }
        match &out.report {
            Some(report) => self.moved(report, false),
            None => self.sounds(&out.sounds),
        }
        if let Some(text) = &out.message {
            self.announce(text.clone());
        }
    }

    pub fn confirm(&mut self, title: String, text: String, buttons: Vec<ButtonView>) {
        self.dialog = Some(DialogView {
            title,
            text,
            buttons,
        });
    }

    /// A button with the role and label given, enabled.
    pub fn button(&self, action: Action, de: &'static str, en: &'static str) -> ButtonView {
        button(action, self.t(de, en), true, ButtonRole::Normal)
    }

    /// Sends a worker's result to the lane (dropped when the app has stopped).
    pub fn post(tx: &Sender<Msg>, internal: Internal) {
        let _ = tx.send(Msg::Internal(Box::new(internal)));
    }

    /// The music the settings ask for now: on in the foreground when music is on.
    pub fn sync_music(&mut self) {
        let wanted = (self.settings.music && self.foreground).then(|| {
            MusicPiece::from_number(self.settings.music_piece).unwrap_or(MusicPiece::Gong)
        });
        if wanted != self.music {
            self.music = wanted;
            self.effects.push(match wanted {
                Some(piece) => Effect::PlayMusic { piece },
                None => Effect::StopMusic,
            });
        }
    }
}

pub(crate) fn button(action: Action, label: &str, enabled: bool, role: ButtonRole) -> ButtonView {
    ButtonView {
        action,
        label: label.to_string(),
        enabled,
        role,
    }
}

pub(crate) struct Model {
    pub ctx: Ctx,
    pub stack: Vec<Screen>,
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
        let mut ctx = Ctx {
            app,
            settings,
            effects: Vec::new(),
            banner: None,
            dialog: None,
            tx,
            foreground: true,
            utc_offset_minutes: options.utc_offset_minutes,
            board_revision: 1,
            move_revision: 0,
            pending_import: None,
            music: None,
            online: super::online::OnlineState::new(
                options.online.clone(),
                options.default_server.clone(),
            ),
        };
        let day = ctx.today();
        super::learn::settle_past_dailies(&mut ctx, std::iter::empty());
        ctx.sync_music();
        let mut model = Model {
            ctx,
            stack: Vec::new(),
            next_key: 1,
            shared,
            last_view: None,
            keep_awake: false,
            day,
            last_tick_ms: 0,
        };
        let home = super::home::HomeData::load(&mut model.ctx);
        model.push(ScreenKind::Home(home));
        Ok(model)
    }

    pub fn info(&mut self, text: String) {
        self.ctx.info(text);
    }

    pub(crate) fn push(&mut self, kind: ScreenKind) {
        let key = self.next_key;
        self.next_key += 1;
        self.stack.push(Screen { key, kind });
        self.on_top();
    }

    /// The screen on top changed: its board goes to the painter, its data is fresh, its
    /// timers run.
    fn on_top(&mut self) {
        let ctx = &mut self.ctx;
        ctx.board_revision += 1;
        let Some(top) = self.stack.last_mut() else {
            return;
        };
        let slot = match &mut top.kind {
            ScreenKind::Home(data) => {
                *data = super::home::HomeData::load(ctx);
                BoardSlot::None
            }
            ScreenKind::Records(data) => {
                *data = super::home::RecordsData::load(ctx);
                BoardSlot::None
            }
            ScreenKind::Puzzles(data) => {
                *data = super::learn::PuzzlesData::load(ctx);
                BoardSlot::None
            }
            ScreenKind::School(data) => {
                *data = super::learn::SchoolData::load(ctx);
                BoardSlot::None
            }
            ScreenKind::Game(g) => {
                g.shown(ctx, top.key);
                BoardSlot::Game(g.session.clone())
            }
            ScreenKind::Puzzle(p) => BoardSlot::Pad(p.pad.clone()),
            ScreenKind::Lesson(l) => BoardSlot::Pad(l.pad.clone()),
            ScreenKind::Review(r) => {
                r.shown(ctx, top.key);
                BoardSlot::Pad(r.pad.clone())
            }
            ScreenKind::Analysis(a) => {
                a.shown(ctx, top.key);
                BoardSlot::Pad(a.pad.clone())
            }
            ScreenKind::Editor(e) => BoardSlot::Still(e.board.clone()),
            ScreenKind::OnlineGame(g) => BoardSlot::Pad(g.pad.clone()),
            ScreenKind::OnlineDaily(d) => BoardSlot::Pad(d.pad.clone()),
            ScreenKind::NewGame(_)
            | ScreenKind::Settings
            | ScreenKind::Online
            | ScreenKind::Challenge(_)
            | ScreenKind::OnlineList(_) => BoardSlot::None,
        };
        *lock(&self.shared.board) = slot;
    }

    /// Leaves the screen on top (its game's clock stops, its searches end).
    fn pop(&mut self) {
        if self.stack.len() <= 1 {
            return;
        }
        if let Some(mut screen) = self.stack.pop() {
            leave(&mut self.ctx, &mut screen);
        }
        self.on_top();
    }

    pub(crate) fn navigate(&mut self, nav: Nav) {
        match nav {
            Nav::Stay => {}
            Nav::Push(kind) => {
                self.hide_top();
                self.push(kind);
            }
            Nav::Replace(kind) => {
                if self.stack.len() > 1 {
                    if let Some(mut screen) = self.stack.pop() {
                        leave(&mut self.ctx, &mut screen);
                    }
                }
                self.push(kind);
            }
            Nav::Pop => self.pop(),
            Nav::Refresh => self.on_top(),
            Nav::Home => {
                while self.stack.len() > 1 {
                    if let Some(mut screen) = self.stack.pop() {
                        leave(&mut self.ctx, &mut screen);
                    }
                }
                self.on_top();
            }
        }
    }

    /// The screen on top goes under a new one: a game there stops its clock and computer.
    fn hide_top(&mut self) {
        if let Some(Screen {
            kind: ScreenKind::Game(g),
            ..
        }) = self.stack.last_mut()
        {
            g.hidden(&mut self.ctx);
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
        match event {
            Event::Back => {
                if self.ctx.dialog.take().is_none() {
                    self.back();
                }
            }
            Event::Foreground => self.foreground(),
            Event::Background => self.background(),
            Event::DismissBanner => self.ctx.banner = None,
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
                if self.ctx.dialog.is_some() => {}
            Event::Input { field, text } => {
                if let Some(Screen {
                    kind: ScreenKind::Online,
                    ..
                }) = self.stack.last()
                {
                    super::online::input(&mut self.ctx, field, text);
                }
            }
            Event::Choose { field, option } => self.choose(field, option),
            Event::Toggle { field, on } => self.toggle(field, on),
            Event::Board { gesture } => {
                if self.ctx.dialog.is_none() {
                    self.board(gesture);
                }
            }
            Event::TypeMove { text } => {
                if self.ctx.dialog.is_none() {
                    self.typed(&text);
                }
            }
            Event::Paste { text } => {
                if let Some(Screen {
                    kind: ScreenKind::Editor(e),
                    ..
                }) = self.stack.last_mut()
                {
                    e.paste(&mut self.ctx, &text);
                }
            }
            Event::FileOpened { bytes } => super::settings::file_opened(&mut self.ctx, bytes),
            Event::FileSaved { ok } => super::settings::file_saved(&mut self.ctx, ok),
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
        offered_actions(&self.screen_view(top)).contains(action)
    }

    fn back(&mut self) {
        let Some(top) = self.stack.last_mut() else {
            return;
        };
        let nav = match &mut top.kind {
            ScreenKind::Home(_) => Nav::Stay,
            ScreenKind::Puzzle(p) => p.back(&mut self.ctx),
            _ => Nav::Pop,
        };
        self.navigate(nav);
    }

    fn action(&mut self, action: Action) {
        if action == Action::CloseDialog {
            self.ctx.dialog = None;
            return;
        }
        self.ctx.dialog = None;
        let Some(top) = self.stack.last_mut() else {
            return;
        };
        let key = top.key;
        let ctx = &mut self.ctx;
        let nav = match &mut top.kind {
            ScreenKind::Home(_) | ScreenKind::Records(_) => super::home::action(ctx, action),
            ScreenKind::NewGame(form) => form.action(ctx, action),
            ScreenKind::Game(g) => g.action(ctx, key, action),
            ScreenKind::Puzzles(_) | ScreenKind::School(_) => {
                super::learn::list_action(ctx, action)
            }
            ScreenKind::Puzzle(p) => p.action(ctx, action),
            ScreenKind::Lesson(l) => l.action(ctx, action),
            ScreenKind::Settings => super::settings::action(ctx, action),
            ScreenKind::Review(r) => r.action(ctx, action),
            ScreenKind::Analysis(a) => a.action(ctx, key, action),
            ScreenKind::Editor(e) => e.action(ctx, action),
            ScreenKind::Online => super::online::hub_action(ctx, action),
            ScreenKind::Challenge(sheet) => sheet.action(ctx, action),
            ScreenKind::OnlineGame(g) => g.action(ctx, action),
            ScreenKind::OnlineList(list) => list.action(ctx, action),
            ScreenKind::OnlineDaily(d) => d.action(ctx, action),
        };
        self.navigate(nav);
    }

    fn choose(&mut self, field: Field, option: u32) {
        let Some(top) = self.stack.last_mut() else {
            return;
        };
        let ctx = &mut self.ctx;
        match &mut top.kind {
            ScreenKind::NewGame(form) => form.choose(ctx, field, option),
            ScreenKind::Settings => super::settings::choose(ctx, field, option),
            ScreenKind::Editor(e) => e.choose(ctx, field, option),
            ScreenKind::Online => super::online::hub_choose(ctx, field, option),
            ScreenKind::Challenge(sheet) => sheet.choose(field, option),
            _ => {}
        }
    }

    fn toggle(&mut self, field: Field, on: bool) {
        let Some(top) = self.stack.last_mut() else {
            return;
        };
        let ctx = &mut self.ctx;
        match &mut top.kind {
            ScreenKind::NewGame(form) => form.toggle(field, on),
            ScreenKind::Settings => super::settings::toggle(ctx, field, on),
            ScreenKind::Online => super::online::hub_toggle(ctx, field, on),
            ScreenKind::Challenge(sheet) => sheet.toggle(field, on),
            _ => {}
        }
    }

    /// New settings reach every screen that shows something they decide.
    fn settings_changed(&mut self) {
        let settings = self.ctx.settings.clone();
        for screen in &mut self.stack {
            match &mut screen.kind {
                ScreenKind::Game(g) => g.session.apply_settings(settings.clone()),
                ScreenKind::Puzzle(p) => p.pad.apply_settings(&settings),
                ScreenKind::Lesson(l) => l.pad.apply_settings(&settings),
                ScreenKind::Review(r) => r.pad.apply_settings(&settings),
                ScreenKind::Analysis(a) => a.pad.apply_settings(&settings),
                ScreenKind::Editor(e) => e.apply_settings(&self.ctx),
                ScreenKind::OnlineGame(g) => g.pad.apply_settings(&settings),
                ScreenKind::OnlineDaily(d) => d.pad.apply_settings(&settings),
                _ => {}
            }
        }
        self.ctx.sync_music();
        self.ctx.board_revision += 1;
    }

    fn board(&mut self, gesture: BoardGesture) {
        let Some(top) = self.stack.last_mut() else {
            return;
        };
        let key = top.key;
        let ctx = &mut self.ctx;
        let nav = match &mut top.kind {
            ScreenKind::Game(g) => {
                g.board(ctx, key, gesture);
                Nav::Stay
            }
            ScreenKind::Puzzle(p) => p.board(ctx, gesture),
            ScreenKind::Lesson(l) => l.board(ctx, gesture),
            ScreenKind::Review(r) => {
                r.board(ctx, gesture);
                Nav::Stay
            }
            ScreenKind::Analysis(a) => {
                a.board(ctx, gesture);
                Nav::Stay
            }
            ScreenKind::Editor(e) => {
                e.board(ctx, gesture);
                Nav::Stay
            }
            ScreenKind::OnlineGame(g) => {
                g.board(ctx, gesture);
                Nav::Stay
            }
            ScreenKind::OnlineDaily(d) => {
                d.board(ctx, gesture);
                Nav::Stay
            }
            _ => Nav::Stay,
        };
        self.navigate(nav);
    }

    fn typed(&mut self, text: &str) {
        let Some(top) = self.stack.last_mut() else {
            return;
        };
        let key = top.key;
        let ctx = &mut self.ctx;
        match &mut top.kind {
            ScreenKind::Game(g) => g.typed(ctx, key, text),
            ScreenKind::Puzzle(p) => p.typed(ctx, text),
            ScreenKind::Lesson(l) => l.typed(ctx, text),
            ScreenKind::OnlineGame(g) => g.typed(ctx, text),
            _ => {}
        }
    }

    fn foreground(&mut self) {
        if self.ctx.foreground {
            return;
        }
        self.ctx.foreground = true;
        super::online::foreground(&mut self.ctx);
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
        super::online::background(&mut self.ctx);
        if let Err(e) = self.ctx.app.suspend() {
            self.ctx.error(&e);
        }
        self.ctx.sync_music();
    }

    /// The lane stops: a game on screen is left as Back would leave it.
    pub fn stop(&mut self) {
        self.hide_top();
        for screen in &mut self.stack {
            leave(&mut self.ctx, screen);
        }
        super::online::background(&mut self.ctx);
    }

    // ---- results from workers ----

    pub fn internal(&mut self, msg: Internal) {
        if let Internal::Link { generation, event } = msg {
            super::online::heard(self, generation, event);
            return;
        }
        let screen = msg.screen();
        // Stale: the screen that asked is gone (Back, a new game); dropped here, once.
        let Some(target) = self.stack.iter_mut().find(|s| s.key == screen) else {
            return;
        };
        let ctx = &mut self.ctx;
        match (&mut target.kind, msg) {
            (ScreenKind::Game(g), msg) => g.internal(ctx, screen, msg),
            (ScreenKind::Review(r), msg) => r.internal(ctx, msg),
            (ScreenKind::Analysis(a), msg) => a.internal(ctx, msg),
            _ => {}
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
        match self.stack.last().map(|s| &s.kind) {
            Some(ScreenKind::Game(g)) => g.clock_running(),
            Some(ScreenKind::Puzzle(p)) => p.counting(),
            Some(ScreenKind::OnlineGame(g)) => g.clock_running(),
            _ => false,
        }
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
        if !self.ctx.foreground {
            return;
        }
        if let Some(Screen {
            kind: ScreenKind::Game(g),
            ..
        }) = self.stack.last_mut()
        {
            g.tick(&mut self.ctx);
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
        if let Some(Screen {
            kind: ScreenKind::Home(data),
            ..
        }) = self.stack.last_mut()
        {
            *data = super::home::HomeData::load(&mut self.ctx);
        }
    }

    fn settle_past_dailies(&mut self) {
        let screens = self.stack.iter_mut().filter_map(|s| match &mut s.kind {
            ScreenKind::Puzzle(p) => Some(p.as_mut()),
            _ => None,
        });
        super::learn::settle_past_dailies(&mut self.ctx, screens);
    }

    // ---- the view ----

    pub fn screen_view(&self, screen: &Screen) -> ScreenView {
        let ctx = &self.ctx;
        match &screen.kind {
            ScreenKind::Home(data) => ScreenView::Home {
                home: data.view(ctx),
            },
            ScreenKind::Records(data) => ScreenView::Records {
                records: data.view(ctx),
            },
            ScreenKind::NewGame(form) => ScreenView::NewGame {
                form: form.view(ctx),
            },
            ScreenKind::Settings => ScreenView::Settings {
                form: super::settings::view(ctx),
            },
            ScreenKind::Game(g) => ScreenView::Game { game: g.view(ctx) },
            ScreenKind::Puzzles(data) => ScreenView::Puzzles {
                puzzles: data.view(ctx),
            },
            ScreenKind::Puzzle(p) => ScreenView::Puzzle {
                puzzle: p.view(ctx),
            },
            ScreenKind::School(data) => ScreenView::School {
                school: data.view(ctx),
            },
            ScreenKind::Lesson(l) => ScreenView::Lesson {
                lesson: l.view(ctx),
            },
            ScreenKind::Review(r) => ScreenView::Review {
                review: r.view(ctx),
            },
            ScreenKind::Analysis(a) => ScreenView::Analysis {
                analysis: a.view(ctx),
            },
            ScreenKind::Editor(e) => ScreenView::Editor {
                editor: e.view(ctx),
            },
            ScreenKind::Online => ScreenView::Online {
                online: super::online::hub_view(ctx),
            },
            ScreenKind::Challenge(sheet) => ScreenView::Challenge {
                form: sheet.view(ctx),
            },
            ScreenKind::OnlineGame(g) => ScreenView::Game { game: g.view(ctx) },
            ScreenKind::OnlineList(list) => ScreenView::List {
                list: list.view(ctx),
            },
            ScreenKind::OnlineDaily(d) => ScreenView::Puzzle {
                puzzle: d.view(ctx),
            },
        }
    }

    pub fn build_view(&mut self) -> AppView {
        let (width, height) = *lock(&self.shared.board_size);
        let board_points = lock(&self.shared.board).accessibility(width, height);
        AppView {
            lang: self.ctx.lang(),
            stack: self.stack.iter().map(|s| self.screen_view(s)).collect(),
            dialog: self.ctx.dialog.clone(),
            banner: self.ctx.banner.clone(),
            board_points,
            board_revision: self.ctx.board_revision,
            move_revision: self.ctx.move_revision,
            back_asks_first: match self.stack.last().map(|s| &s.kind) {
                Some(ScreenKind::Puzzle(p)) => p.counting(),
                _ => false,
            },
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

/// A screen goes away for good: a game saves its clocks and stops its computer, a review or
/// analysis stops its search.
fn leave(ctx: &mut Ctx, screen: &mut Screen) {
    match &mut screen.kind {
        ScreenKind::Game(g) => g.hidden(ctx),
        ScreenKind::Review(r) => r.cancel(),
        ScreenKind::Analysis(a) => a.stop(),
        ScreenKind::OnlineGame(g) => g.leave(ctx),
        _ => {}
    }
}

/// Every action a screen's view offers (enabled buttons, rows, results).
pub(crate) fn offered_actions(view: &ScreenView) -> Vec<Action> {
    let mut out = Vec::new();
    let buttons = |out: &mut Vec<Action>, list: &[ButtonView]| {
        out.extend(list.iter().filter(|b| b.enabled).map(|b| b.action.clone()));
    };
    let rows = |out: &mut Vec<Action>, list: &[RowView]| {
        for r in list {
            out.extend(r.action.clone());
            out.extend(
                r.extra
                    .iter()
                    .filter(|b| b.enabled)
                    .map(|b| b.action.clone()),
            );
        }
    };
    match view {
        ScreenView::Home { home } => {
            buttons(&mut out, &home.menu);
            rows(&mut out, &home.unfinished);
            rows(&mut out, std::slice::from_ref(&home.daily));
            rows(&mut out, &home.records);
        }
        ScreenView::NewGame { form }
        | ScreenView::Settings { form }
        | ScreenView::Challenge { form } => {
            buttons(&mut out, &form.buttons);
            for s in &form.sections {
                buttons(&mut out, &s.buttons);
            }
        }
        ScreenView::Game { game } => {
            buttons(&mut out, &game.buttons);
            if let Some(r) = &game.result {
                buttons(&mut out, &r.buttons);
            }
        }
        ScreenView::Puzzles { puzzles } => {
            rows(&mut out, &puzzles.levels);
            rows(&mut out, std::slice::from_ref(&puzzles.daily));
        }
        ScreenView::Puzzle { puzzle } => buttons(&mut out, &puzzle.buttons),
        ScreenView::School { school } => rows(&mut out, &school.lessons),
        ScreenView::Lesson { lesson } => buttons(&mut out, &lesson.buttons),
        ScreenView::Records { records } => {
            rows(&mut out, &records.levels);
            rows(&mut out, &records.games);
        }
        ScreenView::Review { review } => {
            buttons(&mut out, &review.buttons);
            rows(&mut out, &review.key_moments);
            out.extend((0..=review.ply_count).map(|ply| Action::ReviewGoto { ply }));
        }
        ScreenView::Analysis { analysis } => buttons(&mut out, &analysis.buttons),
        ScreenView::Online { online } => {
            buttons(&mut out, &online.menu);
            if let Some(s) = &online.sign_in {
                buttons(&mut out, std::slice::from_ref(&s.button));
            }
            if let Some(q) = &online.quick {
                buttons(&mut out, &q.buttons);
            }
            rows(&mut out, &online.challenges);
            rows(&mut out, &online.players);
            rows(&mut out, online.running_game.as_slice());
        }
        ScreenView::List { list } => {
            buttons(&mut out, &list.buttons);
            for s in &list.sections {
                rows(&mut out, &s.rows);
            }
        }
        ScreenView::Editor { editor } => {
            buttons(&mut out, &editor.buttons);
            let picks = 0..editor.editor.palette.len() as u32;
            out.extend(picks.map(|index| Action::EditorPick { index }));
        }
    }
    out
}

/// The position picture of a screen, shared as a PNG by the shell.
pub(crate) fn share(ctx: &mut Ctx, fen: &str, bottom: crate::types::Color, caption: String) {
    let Ok(position) = crate::position::Position::from_fen(fen) else {
        return;
    };
    let options = SceneOptions {
        bottom,
        ..crate::app::board_input::scene_options(&ctx.settings, 1080.0, 1200.0, bottom)
    };
    let state = scene::SceneState::from_position(&position);
    ctx.effect(Effect::Share {
        scene: scene::build(&state, &options),
        caption,
        fen: fen.to_string(),
    });
}
