//! What every screen works with, below the model: the context ([`Ctx`]: the services, the
//! settings, the effects and the banner of this turn of the lane), where a handler sends the
//! person next ([`Nav`] to a [`Route`], plain data the model turns into a screen), and the
//! messages that reach the lane ([`Msg`], [`Internal`] for the workers' results).

use crate::app::effect::Effect;
use crate::app::error::AppError;
use crate::app::event::{Action, Event};
use crate::app::services::app::{App, NewGameConfig};
use crate::app::services::board_input::{self, InputOutcome, Redraw};
use crate::app::services::link::{LinkInbox, LinkQuery};
use crate::app::services::online::OnlineState;
use crate::app::texts::recovery_text;
use crate::app::view::board::{DrawAnswer, MoveReport};
use crate::app::view::tools::ReviewView;
use crate::app::view::{BannerKind, BannerView, ButtonRole, ButtonView, DialogView};
use crate::date::Date;
use crate::lang::Lang;
use crate::protocol::{ArchivedGame, ChallengeView, GameId as OnlineGameId};
use crate::review::{Analysis, ReviewProgress};
use crate::scene::{self, SceneOptions};
use crate::sound::{cue_for, MusicPiece};
use crate::store::{GameId, Salvaged, Settings};
use crate::types::Color;
use std::path::PathBuf;
use std::sync::mpsc::Sender;
use std::sync::Arc;

/// What reaches the lane.
pub(crate) enum Msg {
    Event(Event),
    Internal(Box<Internal>),
    /// Check the timers now (tests move their clock, then call `AppCore::tick`).
    Tick,
    /// Answered once everything sent before it is applied and rendered.
    Settle(Sender<()>),
    Stop,
}

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
        result: Result<DrawAnswer, AppError>,
    },
    ReviewProgress {
        screen: u64,
        progress: ReviewProgress,
    },
    ReviewDone {
        screen: u64,
        result: Result<ReviewView, String>,
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
    /// What the online link heard (not for one screen: the model routes it to the screens).
    Link {
        generation: u64,
        event: crate::app::services::link::LinkEvent,
    },
}

impl Internal {
    pub fn screen(&self) -> u64 {
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
/// Where a handler sends the person next.
#[derive(Debug, Default, PartialEq)]
pub(crate) enum Nav {
    #[default]
    Stay,
    Push(Route),
    /// Replaces the screen on top (a started game replaces its form).
    Replace(Route),
    Pop,
    Home,
    /// Stay, with the screen's data read again (a game deleted from a list).
    Refresh,
}

/// A screen to go to, as plain data: only the model turns it into a screen (and a route that
/// cannot open, a game gone or a store error, leaves the person where they are, told why).
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Route {
    /// The new-game form (`fen`: a game from a set-up position).
    NewGame {
        fen: Option<String>,
    },
    /// The new-game form with a character chosen (a long press on their tile).
    NewGameAgainst(crate::engine::Level),
    /// A new game, started (and saved) now.
    StartGame(NewGameConfig),
    /// A stored game, resumed (a game that cannot be resumed refreshes the list it was on).
    Game(GameId),
    /// The next puzzle of a level.
    PuzzleLevel(u8),
    /// One puzzle again, as practice.
    Puzzle(String),
    /// Today's puzzle: its attempt starts (or continues) now.
    Daily,
    Lesson(u8),
    Settings,
    Review(GameId),
    /// A finished online game from the server's archive (reviewed, not stored).
    OnlineReview(ArchivedGame),
    Analysis {
        fen: String,
    },
    Editor,
    Online,
    /// The sheet for a new challenge to a player.
    Challenge {
        name: String,
    },
    /// The sheet of a challenge that is open.
    OpenChallenge(ChallengeView),
    /// An online game: the player's own (resumed) or another's (watched).
    OnlineGame(OnlineGameId),
    OnlineList(ListKind),
    /// The server's puzzle of the day.
    OnlineDaily,
}

impl Route {
    /// A route that, when it cannot open, has the screen below read its data again.
    pub fn refresh_if_refused(&self) -> bool {
        matches!(self, Route::Game(_))
    }
}

/// The online list screens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum ListKind {
    LiveGames,
    MyGames,
    Stats,
    DailyList { date: String },
}

impl ListKind {
    /// What the list asks the server.
    pub fn query(&self, ctx: &Ctx) -> LinkQuery {
        match self {
            ListKind::LiveGames => LinkQuery::LiveGames,
            ListKind::MyGames => LinkQuery::MyGames,
            ListKind::Stats => LinkQuery::Stats {
                name: ctx.online.my_name().unwrap_or_default().to_string(),
            },
            ListKind::DailyList { date } => LinkQuery::DailyList { date: date.clone() },
        }
    }
}

/// The facts of a recovery at the start: where the damaged file went and what was carried
/// over from it.
#[derive(Clone, Debug)]
pub(crate) struct Recovered {
    pub moved_to: Option<PathBuf>,
    pub salvaged: Salvaged,
}

/// Everything but the stack, so handlers can hold a screen and the services at once.
pub(crate) struct Ctx {
    pub app: App,
    pub settings: Settings,
    pub effects: Vec<Effect>,
    pub banner: Option<BannerView>,
    /// What a recovery at the start did (a damaged database moved aside): the banner while
    /// no other is on screen, put into words when the view is built.
    pub recovered: Option<Recovered>,
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
    pub online: OnlineState,
}

impl Ctx {
    pub fn new(
        app: App,
        settings: Settings,
        tx: Sender<Msg>,
        utc_offset_minutes: i32,
        online: OnlineState,
    ) -> Ctx {
        Ctx {
            app,
            settings,
            effects: Vec::new(),
            banner: None,
            recovered: None,
            dialog: None,
            tx,
            foreground: true,
            utc_offset_minutes,
            board_revision: 1,
            move_revision: 0,
            pending_import: None,
            music: None,
            online,
        }
    }

    pub fn lang(&self) -> Lang {
        self.settings.language
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
        self.recovered = None;
        self.banner = Some(BannerView {
            kind: BannerKind::Info,
            text: text.into(),
        });
    }

    /// An error told in words already made.
    pub fn info_error(&mut self, text: impl Into<String>) {
        self.recovered = None;
        self.banner = Some(BannerView {
            kind: BannerKind::Error,
            text: text.into(),
        });
    }

    pub fn error(&mut self, e: &AppError) {
        let text = e.message(self.lang());
        self.info_error(text);
    }

    /// The banner on screen: the one said last, else the recovery's, worded now (in the
    /// language of this moment).
    pub fn banner_view(&self) -> Option<BannerView> {
        self.banner.clone().or_else(|| {
            self.recovered.as_ref().map(|r| BannerView {
                kind: BannerKind::Info,
                text: recovery_text(r.moved_to.as_deref(), &r.salvaged, self.lang()),
            })
        })
    }

    /// The person closed the banner on screen.
    pub fn dismiss_banner(&mut self) {
        if self.banner.take().is_none() {
            self.recovered = None;
        }
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
        if out.redraw != Redraw::Nothing {
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

    /// A normal button with the label given, enabled.
    pub fn button(&self, action: Action, label: impl Into<String>) -> ButtonView {
        ButtonView::new(action, label, true, ButtonRole::Secondary)
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

/// The online state's work that needs the store or the lane.
impl Ctx {
    /// Reads the online account from the device store (once, when online or the settings
    /// are first opened).
    pub fn load_account(&mut self) {
        if let Err(e) = self.online.load_account(&self.app) {
            self.error(&e);
        }
    }

    /// Opens the online session with the stored token (if signed in and not open yet).
    pub fn connect_online(&mut self) {
        self.load_account();
        let tx = self.tx.clone();
        self.online
            .connect(|generation| link_inbox(&tx, generation));
    }

    /// The inbox of a link session of `generation`: what it hears goes to the lane.
    pub fn link_inbox(&self, generation: u64) -> LinkInbox {
        link_inbox(&self.tx, generation)
    }

    /// Back in front: the session opens again and resumes the game that was on screen.
    pub fn online_foreground(&mut self) {
        if std::mem::take(&mut self.online.resume_in_front) {
            self.connect_online();
        }
    }

    /// The position picture of a screen, shared as a PNG by the shell.
    pub fn share(&mut self, fen: &str, bottom: Color, caption: String) {
        let Ok(position) = crate::position::Position::from_fen(fen) else {
            return;
        };
        let options = SceneOptions {
            bottom,
            ..board_input::scene_options(&self.settings, 1080.0, 1200.0, bottom)
        };
        let state = scene::SceneState::from_position(&position);
        self.effect(Effect::Share {
            scene: scene::build(&state, &options),
            caption,
            fen: fen.to_string(),
        });
    }
}

fn link_inbox(tx: &Sender<Msg>, generation: u64) -> LinkInbox {
    let tx = tx.clone();
    Arc::new(move |event| {
        // Dropped when the app has stopped.
        let _ = tx.send(Msg::Internal(Box::new(Internal::Link {
            generation,
            event,
        })));
    })
}

/// Runs `work` on a named worker thread (its result goes to the lane as a message).
pub(crate) fn spawn(name: &str, work: impl FnOnce() + Send + 'static) {
    // A thread that cannot start leaves the request unanswered; the button stays usable
    // after the next change of screen.
    let _ = std::thread::Builder::new().name(name.into()).spawn(work);
}

pub(crate) fn button(action: Action, label: &str, enabled: bool, role: ButtonRole) -> ButtonView {
    ButtonView::new(action, label, enabled, role)
}

#[cfg(test)]
impl Ctx {
    /// A context on an in-memory store, for a screen's own tests: a handler runs on it
    /// without the lane, and what it would post to the lane arrives on the receiver.
    pub fn for_test() -> (Ctx, std::sync::mpsc::Receiver<Msg>) {
        let app = App::open_in_memory().expect("an in-memory store");
        let settings = app.settings().expect("the settings");
        let (tx, rx) = std::sync::mpsc::channel();
        let online = OnlineState::new(None, crate::app::options::DEFAULT_SERVER.to_string());
        (Ctx::new(app, settings, tx, 0, online), rx)
    }
}
