//! Online play: the connection (through the [`OnlineLink`] seam), sign-in, the lobby,
//! challenges, quick game, and the list screens (live games, my games, statistics, the
//! day's puzzle list). The online game and the server's daily puzzle are in
//! [`super::online_game`].
//!
//! - The connection lives as long as the app runs in front: it opens when the player opens
//!   the online screen (with a token from the device store), closes in the background and
//!   opens again in front; the link reconnects after a drop with growing delays and resumes
//!   the games it follows, so nothing is sent twice.
//! - Everything the link hears comes back to the lane tagged with the session's generation:
//!   what an older session (before a disconnect) still delivers is dropped.
//! - The server decides every rule; this module only words its answers in the app's
//!   language and offers the actions the state allows.

use super::action::{Action, Field};
use super::model::{button, Ctx, Internal, Nav, ScreenKind};
pub(crate) use super::online_challenge::ChallengeSheet;
use super::online_game::{OnlineDaily, OnlineGameScreen};
use super::view::*;
use super::Msg;
use crate::app::link::{
    LinkAnswer, LinkError, LinkEvent, LinkInbox, LinkQuery, LinkSession, LinkState, OnlineLink,
};
use crate::date::Date;
use crate::lang::Lang;
use crate::protocol::{
    Account, ChallengeEnd, ChallengeId, ChallengeView, ClientMsg, ErrorCode, GameId, LobbyPlayer,
    PlayerStatus, Proposal, TimeControl,
};
use crate::store::OnlineAccount;
use crate::types::Color;
use std::sync::mpsc::Sender;
use std::sync::Arc;

/// The stakes a challenge offers (Taler per player), within the player's balance.
pub const STAKE_CHOICES: [u64; 6] = [0, 10, 20, 50, 100, 200];

/// The socket's state as the screens show it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Connection {
    Off,
    Connecting,
    Connected,
    Retrying { retry_in_ms: u64 },
}

/// The online part of the app's state (it outlives the screens).
pub(crate) struct OnlineState {
    link: Option<Arc<dyn OnlineLink>>,
    session: Option<Box<dyn LinkSession>>,
    /// Bumped by every new session: events of older ones are dropped.
    generation: u64,
    default_server: String,
    pub account: Option<OnlineAccount>,
    pub name_draft: String,
    pub server_draft: String,
    pub registering: bool,
    pub sign_in_message: Option<String>,
    pub connection: Connection,
    /// The banner on screen is about the connection (cleared when it is back).
    connection_banner: bool,
    /// Open the session again when the app comes to the front.
    resume_in_front: bool,
    pub me: Option<Account>,
    /// The server's clock minus the device's (from the welcome), for the clocks.
    pub server_offset_ms: i64,
    pub lobby: Vec<LobbyPlayer>,
    pub challenges: Vec<ChallengeView>,
    pub seeking: Option<Proposal>,
    /// The player's running game (from the welcome or a start).
    pub running_game: Option<GameId>,
    pub quick_time_control: u32,
    pub quick_rated: bool,
    /// Games this session follows (a new session opens the ones on screen again).
    followed: std::collections::HashSet<GameId>,
}

impl OnlineState {
    pub fn new(link: Option<Arc<dyn OnlineLink>>, default_server: String) -> OnlineState {
        OnlineState {
            link,
            session: None,
            generation: 0,
            server_draft: default_server.clone(),
            default_server,
            account: None,
            name_draft: String::new(),
            registering: false,
            sign_in_message: None,
            connection: Connection::Off,
            connection_banner: false,
            resume_in_front: false,
            me: None,
            server_offset_ms: 0,
            lobby: Vec::new(),
            challenges: Vec::new(),
            seeking: None,
            running_game: None,
            quick_time_control: 1,
            quick_rated: true,
            followed: Default::default(),
        }
    }

    pub fn my_name(&self) -> Option<&str> {
        self.account.as_ref().and_then(|a| a.name.as_deref())
    }

    fn token(&self) -> Option<&str> {
        self.account.as_ref().and_then(|a| a.token.as_deref())
    }

    /// Sends `msg` on the session, if there is one.
    pub fn send(&mut self, msg: ClientMsg) {
        match &msg {
            ClientMsg::Open { game, .. } => {
                self.followed.insert(*game);
            }
            ClientMsg::Close { game } => {
                self.followed.remove(game);
            }
            _ => {}
        }
        if let Some(session) = &self.session {
            session.send(msg);
        }
    }

    /// The server follows `game` for this session without being asked (a game of ours
    /// that just started).
    pub fn followed_by_server(&mut self, game: GameId) {
        self.followed.insert(game);
    }

    /// Whether this session follows `game` already.
    pub fn follows(&self, game: GameId) -> bool {
        self.followed.contains(&game)
    }

    pub fn play(&self, game: GameId, ply: u32, mv: &str) {
        if let Some(session) = &self.session {
            session.play(game, ply, mv);
        }
    }

    pub fn query(&self, query: LinkQuery) {
        if let Some(session) = &self.session {
            session.query(query);
        }
    }

    pub fn connected(&self) -> bool {
        self.connection == Connection::Connected
    }

    /// The server's time now, by the device's clock.
    pub fn server_now(&self, local_ms: u64) -> u64 {
        (local_ms as i64 + self.server_offset_ms).max(0) as u64
    }

    fn close(&mut self) {
        if let Some(session) = self.session.take() {
            session.close();
        }
        self.generation += 1;
        self.followed.clear();
        self.connection = Connection::Off;
        self.lobby.clear();
        self.challenges.clear();
        self.seeking = None;
    }
}

fn inbox(tx: &Sender<Msg>, generation: u64) -> LinkInbox {
    let tx = tx.clone();
    Arc::new(move |event| {
        // Dropped when the app has stopped.
        let _ = tx.send(Msg::Internal(Box::new(Internal::Link {
            generation,
            event,
        })));
    })
}

/// Reads the account from the device store (once, when online or the settings are first
/// opened).
pub(crate) fn load_account(ctx: &mut Ctx) {
    if ctx.online.account.is_some() {
        return;
    }
    match ctx.app.online_account() {
        Ok(Some(account)) => {
            ctx.online.server_draft = account.server.clone();
            ctx.online.account = Some(account);
        }
        Ok(None) => {}
        Err(e) => ctx.error(&e),
    }
}

/// Opens the session with the stored token (if signed in and not open yet).
pub(crate) fn connect(ctx: &mut Ctx) {
    load_account(ctx);
    if ctx.online.session.is_some() {
        return;
    }
    let Some(link) = ctx.online.link.clone() else {
        return;
    };
    let (Some(token), Some(account)) = (ctx.online.token(), ctx.online.account.as_ref()) else {
        return;
    };
    let servers = vec![account.server.clone()];
    let token = token.to_string();
    ctx.online.generation += 1;
    let inbox = inbox(&ctx.tx, ctx.online.generation);
    ctx.online.session = Some(link.connect(&servers, &token, inbox));
    ctx.online.connection = Connection::Connecting;
}

/// The app went to the background: the socket closes (a phone would cut it anyway); the
/// server counts the player absent and keeps the game for its grace period.
pub(crate) fn background(ctx: &mut Ctx) {
    if ctx.online.session.is_some() {
        ctx.online.close();
        ctx.online.resume_in_front = true;
    }
}

/// Back in front: the session opens again and resumes the game that was on screen.
pub(crate) fn foreground(ctx: &mut Ctx) {
    if std::mem::take(&mut ctx.online.resume_in_front) {
        connect(ctx);
    }
}

// ---- the hub ----

/// The online section of the settings: the server (the build's default, the one typed on the
/// sign-in form, or the account's) and who is signed in; the way to online play, where the
/// server is chosen at sign-in and changed by signing out.
pub(crate) fn settings_section(ctx: &Ctx) -> SectionView {
    let lang = ctx.lang();
    let o = &ctx.online;
    let signed_in = o.token().and(o.my_name());
    let note = if o.link.is_none() {
        no_online_play(lang).to_string()
    } else {
        let (server, state) = match (signed_in, &o.account) {
            (Some(name), Some(account)) => (
                account.server.as_str(),
                match lang {
                    Lang::De => format!("angemeldet als {name}. Für einen anderen Server meldest du dich unter „Online spielen“ ab."),
                    Lang::En => format!("signed in as {name}. For another server, sign out in “Play online”."),
                },
            ),
            _ => (
                o.server_draft.as_str(),
                lang.pick(
                    "nicht angemeldet. Den Server wählst du beim Anmelden.",
                    "not signed in. You choose the server when you sign in.",
                )
                .to_string(),
            ),
        };
        format!("Server: {server} · {state}")
    };
    SectionView {
        title: "Online".to_string(),
        choices: Vec::new(),
        toggles: Vec::new(),
        buttons: if o.link.is_some() {
            vec![ctx.button(Action::OpenOnline, "Online spielen", "Play online")]
        } else {
            Vec::new()
        },
        note: Some(note),
    }
}

/// What the hub and the settings say in a build without the online link.
fn no_online_play(lang: Lang) -> &'static str {
    lang.pick(
        "Online spielen gibt es in dieser Ausgabe nicht.",
        "Online play is not part of this build.",
    )
}

pub(crate) fn open(ctx: &mut Ctx) -> Nav {
    load_account(ctx);
    connect(ctx);
    Nav::Push(ScreenKind::Online)
}

pub(crate) fn hub_action(ctx: &mut Ctx, action: Action) -> Nav {
    match action {
        Action::OnlineSignIn => {
            sign_in(ctx);
            Nav::Stay
        }
        Action::OnlineConnect => {
            connect(ctx);
            Nav::Stay
        }
        Action::OnlineDisconnect => {
            ctx.online.close();
            Nav::Stay
        }
        Action::OnlineSignOut => {
            let lang = ctx.lang();
            let name = ctx.online.my_name().unwrap_or_default().to_string();
            let (title, text) = match lang {
                Lang::De => (
                    "Abmelden?".to_string(),
                    format!(
                        "Der Schlüssel des Kontos „{name}“ wird von diesem Gerät gelöscht. Ohne ihn kommt niemand mehr in dieses Konto, auch du nicht."
                    ),
                ),
                Lang::En => (
                    "Sign out?".to_string(),
                    format!(
                        "The key of the account “{name}” is deleted from this device. Without it nobody can use that account again, you included."
                    ),
                ),
            };
            let buttons = vec![
                button(
                    Action::ConfirmOnlineSignOut,
                    lang.pick("Abmelden", "Sign out"),
                    true,
                    ButtonRole::Destructive,
                ),
                button(
                    Action::CloseDialog,
                    lang.pick("Abbrechen", "Cancel"),
                    true,
                    ButtonRole::Normal,
                ),
            ];
            ctx.confirm(title, text, buttons);
            Nav::Stay
        }
        Action::ConfirmOnlineSignOut => {
            ctx.online.close();
            let server = ctx
                .online
                .account
                .as_ref()
                .map_or_else(|| ctx.online.server_draft.clone(), |a| a.server.clone());
            let account = OnlineAccount {
                server,
                name: None,
                token: None,
            };
            if let Err(e) = ctx.app.save_online_account(&account) {
                ctx.error(&e);
            }
            ctx.online.account = Some(account);
            ctx.online.me = None;
            ctx.online.running_game = None;
            ctx.online.name_draft.clear();
            ctx.online.sign_in_message = None;
            Nav::Stay
        }
        Action::ChallengePlayer { name } => {
            Nav::Push(ScreenKind::Challenge(ChallengeSheet::new(ctx, name)))
        }
        Action::OpenChallenge { id } => match ctx.online.challenges.iter().find(|c| c.id == id) {
            Some(c) => Nav::Push(ScreenKind::Challenge(ChallengeSheet::of(ctx, c.clone()))),
            None => Nav::Stay,
        },
        Action::QuickGame => {
            let proposal = Proposal {
                time_control: time_control(ctx.online.quick_time_control),
                rated: ctx.online.quick_rated,
                stake: 0,
            };
            ctx.online.send(ClientMsg::Quick { proposal });
            Nav::Stay
        }
        Action::CancelQuick => {
            ctx.online.send(ClientMsg::QuickCancel {});
            Nav::Stay
        }
        Action::OpenOnlineGame { id } => open_game(ctx, id),
        Action::OpenLiveGames => OnlineList::open(ctx, ListKind::LiveGames),
        Action::OpenMyGames => OnlineList::open(ctx, ListKind::MyGames),
        Action::OpenMyStats => OnlineList::open(ctx, ListKind::Stats),
        Action::OpenDailyList => OnlineList::open(ctx, ListKind::DailyList { date: today(ctx) }),
        Action::OpenOnlineDaily => match OnlineDaily::new(ctx) {
            Some(daily) => {
                ctx.online.send(ClientMsg::DailyStart {});
                Nav::Push(ScreenKind::OnlineDaily(Box::new(daily)))
            }
            None => Nav::Stay,
        },
        _ => Nav::Stay,
    }
}

/// The online game `id`: the player's own (resumed) or another's (watched).
pub(crate) fn open_game(ctx: &mut Ctx, id: GameId) -> Nav {
    match OnlineGameScreen::open(ctx, id) {
        Some(screen) => Nav::Push(ScreenKind::OnlineGame(Box::new(screen))),
        None => Nav::Stay,
    }
}

/// The server's calendar day (the daily puzzle and its list follow UTC on the server).
fn today(ctx: &Ctx) -> String {
    Date::from_unix_ms(ctx.online.server_now(ctx.now_ms()) as i64).to_string()
}

pub(crate) fn hub_choose(ctx: &mut Ctx, field: Field, option: u32) {
    if field == Field::OnlineTimeControl && (option as usize) < TimeControl::choices().len() {
        ctx.online.quick_time_control = option;
    }
}

pub(crate) fn hub_toggle(ctx: &mut Ctx, field: Field, on: bool) {
    if field == Field::OnlineRated {
        ctx.online.quick_rated = on;
    }
}

pub(crate) fn input(ctx: &mut Ctx, field: TextField, text: String) {
    let text: String = text.chars().take(200).collect();
    match field {
        TextField::OnlineName => ctx.online.name_draft = text,
        TextField::OnlineServer => ctx.online.server_draft = text,
    }
    ctx.online.sign_in_message = None;
}

fn sign_in(ctx: &mut Ctx) {
    let lang = ctx.lang();
    let Some(link) = ctx.online.link.clone() else {
        return;
    };
    let name = ctx.online.name_draft.trim().to_string();
    let server = ctx
        .online
        .server_draft
        .trim()
        .trim_end_matches('/')
        .to_string();
    if let Err(text) = check_name(&name, lang) {
        ctx.online.sign_in_message = Some(text);
        return;
    }
    if !(server.starts_with("http://") || server.starts_with("https://")) {
        ctx.online.sign_in_message = Some(
            lang.pick(
                "Die Serveradresse beginnt mit http:// oder https://.",
                "The server address starts with http:// or https://.",
            )
            .to_string(),
        );
        return;
    }
    ctx.online.registering = true;
    ctx.online.sign_in_message = None;
    ctx.online.generation += 1;
    let inbox = inbox(&ctx.tx, ctx.online.generation);
    ctx.online.server_draft = server.clone();
    ctx.online.account = Some(OnlineAccount {
        server: server.clone(),
        name: None,
        token: None,
    });
    link.register(&server, &name, inbox);
}

/// The protocol's name rule, checked before asking the server.
fn check_name(name: &str, lang: Lang) -> Result<(), String> {
    use crate::protocol::{MAX_NAME_LEN, MIN_NAME_LEN};
    let len = name.chars().count();
    let allowed = name
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
    if (MIN_NAME_LEN..=MAX_NAME_LEN).contains(&len) && allowed {
        return Ok(());
    }
    Err(match lang {
        Lang::De => format!(
            "Ein Name hat {MIN_NAME_LEN} bis {MAX_NAME_LEN} Zeichen: Buchstaben A–Z, Ziffern, _ und -."
        ),
        Lang::En => format!(
            "A name has {MIN_NAME_LEN} to {MAX_NAME_LEN} characters: letters A–Z, digits, _ and -."
        ),
    })
}

pub(crate) fn time_control(index: u32) -> TimeControl {
    let choices = TimeControl::choices();
    choices
        .get(index as usize)
        .or(choices.first())
        .copied()
        .unwrap_or(TimeControl {
            minutes: 10,
            increment: 5,
        })
}

pub(crate) fn time_control_index(tc: TimeControl) -> u32 {
    TimeControl::choices()
        .iter()
        .position(|&c| c == tc)
        .unwrap_or(0) as u32
}

pub(crate) fn time_control_options(lang: Lang) -> Vec<OptionView> {
    TimeControl::choices()
        .into_iter()
        .map(|tc| OptionView {
            label: tc.label(),
            detail: Some(match lang {
                Lang::De => format!(
                    "{} Minuten je Spieler, {} s mehr je Zug",
                    tc.minutes, tc.increment
                ),
                Lang::En => format!(
                    "{} minutes each, {} s more per move",
                    tc.minutes, tc.increment
                ),
            }),
        })
        .collect()
}

fn status_label(status: PlayerStatus, lang: Lang) -> &'static str {
    match status {
        PlayerStatus::Idle => lang.pick("frei", "idle"),
        PlayerStatus::Seeking => lang.pick("sucht eine Partie", "seeking a game"),
        PlayerStatus::Playing => lang.pick("spielt", "playing"),
    }
}

/// "10+5 · gewertet · 20 Taler".
pub(crate) fn terms_text(tc: TimeControl, rated: bool, stake: u64, lang: Lang) -> String {
    let mut parts = vec![
        tc.label(),
        lang.pick(
            if rated {
                "gewertet"
            } else {
                "freundschaftlich"
            },
            if rated { "rated" } else { "friendly" },
        )
        .to_string(),
    ];
    if stake > 0 {
        parts.push(format!("{stake} Taler"));
    }
    parts.join(" · ")
}

pub(crate) fn account_line(account: &Account, lang: Lang) -> String {
    match lang {
        Lang::De => format!(
            "{} · Elo {} · {} Punkte · {} Taler",
            account.name, account.elo, account.points, account.taler
        ),
        Lang::En => format!(
            "{} · Elo {} · {} points · {} Taler",
            account.name, account.elo, account.points, account.taler
        ),
    }
}

fn connection_text(ctx: &Ctx) -> String {
    let lang = ctx.lang();
    let server = ctx
        .online
        .account
        .as_ref()
        .map(|a| a.server.clone())
        .unwrap_or_else(|| ctx.online.server_draft.clone());
    match &ctx.online.connection {
        Connection::Off => lang.pick("Nicht verbunden.", "Not connected.").to_string(),
        Connection::Connecting => match lang {
            Lang::De => format!("Verbinde mit {server} …"),
            Lang::En => format!("Connecting to {server} …"),
        },
        Connection::Connected => match lang {
            Lang::De => format!("Verbunden mit {server}."),
            Lang::En => format!("Connected to {server}."),
        },
        Connection::Retrying { retry_in_ms } => retry_text(*retry_in_ms, lang),
    }
}

fn retry_text(retry_in_ms: u64, lang: Lang) -> String {
    let secs = retry_in_ms.div_ceil(1000).max(1);
    match lang {
        Lang::De => format!("Keine Verbindung zum Server – neuer Versuch in {secs} s."),
        Lang::En => format!("No connection to the server – trying again in {secs} s."),
    }
}

pub(crate) fn hub_view(ctx: &Ctx) -> OnlineView {
    let lang = ctx.lang();
    let o = &ctx.online;
    let title = lang.pick("Online spielen", "Play online").to_string();
    let mut view = OnlineView {
        title,
        status: connection_text(ctx),
        connected: o.connected(),
        sign_in: None,
        account: None,
        running_game: None,
        quick: None,
        challenges_title: lang.pick("Herausforderungen", "Challenges").to_string(),
        challenges: Vec::new(),
        players_title: lang.pick("Wer ist da", "Who is here").to_string(),
        players: Vec::new(),
        menu: Vec::new(),
    };
    if o.link.is_none() {
        view.status = no_online_play(lang).to_string();
        return view;
    }
    if o.token().is_none() {
        view.sign_in = Some(SignInView {
            intro: lang
                .pick(
                    "Wähle einen Namen. Das Konto gehört diesem Gerät: sein Schlüssel bleibt hier und kommt in keine Sicherung.",
                    "Choose a name. The account belongs to this device: its key stays here and goes into no backup.",
                )
                .to_string(),
            name: TextFieldView {
                field: TextField::OnlineName,
                label: lang.pick("Name", "Name").to_string(),
                text: o.name_draft.clone(),
                placeholder: lang.pick("z. B. Mei_Lin", "e.g. Mei_Lin").to_string(),
                enabled: !o.registering,
            },
            server: TextFieldView {
                field: TextField::OnlineServer,
                label: lang.pick("Server", "Server").to_string(),
                text: o.server_draft.clone(),
                placeholder: o.default_server.clone(),
                enabled: !o.registering,
            },
            button: button(
                Action::OnlineSignIn,
                if o.registering {
                    lang.pick("Melde an …", "Signing in …")
                } else {
                    lang.pick("Anmelden", "Sign in")
                },
                !o.registering && !o.name_draft.trim().is_empty(),
                ButtonRole::Primary,
            ),
            message: o.sign_in_message.clone(),
        });
        return view;
    }
    view.account = o.me.as_ref().map(|me| account_line(me, lang));
    let connected = o.connected();
    if let Some(id) = o.running_game {
        view.running_game = Some(RowView {
            title: lang
                .pick("Deine laufende Partie", "Your running game")
                .to_string(),
            detail: lang
                .pick("Tippen, um weiterzuspielen", "Tap to continue")
                .to_string(),
            action: Some(Action::OpenOnlineGame { id }),
            extra: Vec::new(),
        });
    }
    let seeking = o.seeking.is_some();
    view.quick = Some(SectionView {
        title: lang.pick("Schnelle Partie", "Quick game").to_string(),
        choices: vec![ChoiceView {
            field: Field::OnlineTimeControl,
            label: lang.pick("Bedenkzeit", "Time control").to_string(),
            options: time_control_options(lang),
            selected: o.quick_time_control,
            enabled: !seeking,
        }],
        toggles: vec![ToggleView {
            field: Field::OnlineRated,
            label: lang
                .pick("Gewertet (Elo und Punkte)", "Rated (Elo and points)")
                .to_string(),
            on: o.quick_rated,
            enabled: !seeking,
        }],
        buttons: vec![if seeking {
            button(
                Action::CancelQuick,
                lang.pick("Suche abbrechen", "Stop seeking"),
                connected,
                ButtonRole::Normal,
            )
        } else {
            button(
                Action::QuickGame,
                lang.pick("Gegner suchen", "Find an opponent"),
                connected && o.running_game.is_none(),
                ButtonRole::Primary,
            )
        }],
        note: seeking.then(|| {
            lang.pick(
                "Suche einen Gegner mit ähnlicher Elo …",
                "Looking for an opponent of similar Elo …",
            )
            .to_string()
        }),
    });
    let me = o.my_name().unwrap_or_default();
    view.challenges = o
        .challenges
        .iter()
        .map(|c| {
            let incoming = c.to == me;
            let other = if incoming { &c.from } else { &c.to };
            let waiting_for_me = !c.accepted_by.iter().any(|n| n == me);
            RowView {
                title: match (incoming, lang) {
                    (true, Lang::De) => format!("{other} fordert dich heraus"),
                    (true, Lang::En) => format!("{other} challenges you"),
                    (false, Lang::De) => format!("Deine Herausforderung an {other}"),
                    (false, Lang::En) => format!("Your challenge to {other}"),
                },
                detail: format!(
                    "{} · {}",
                    terms_text(c.terms.time_control, c.terms.rated, c.terms.stake, lang),
                    if waiting_for_me {
                        lang.pick("wartet auf dich", "waiting for you").to_string()
                    } else {
                        match lang {
                            Lang::De => format!("wartet auf {other}"),
                            Lang::En => format!("waiting for {other}"),
                        }
                    }
                ),
                action: Some(Action::OpenChallenge { id: c.id }),
                extra: Vec::new(),
            }
        })
        .collect();
    view.players =
        o.lobby
            .iter()
            .filter(|p| p.name != me)
            .map(|p| RowView {
                title: p.name.clone(),
                detail: format!("Elo {} · {}", p.elo, status_label(p.status, lang)),
                action: (p.status == PlayerStatus::Idle && connected && o.running_game.is_none())
                    .then(|| Action::ChallengePlayer {
                        name: p.name.clone(),
                    }),
                extra: Vec::new(),
            })
            .collect();
    view.menu = vec![
        button(
            Action::OpenLiveGames,
            lang.pick("Laufende Partien", "Live games"),
            connected,
            ButtonRole::Normal,
        ),
        button(
            Action::OpenMyGames,
            lang.pick("Meine Partien", "My games"),
            connected,
            ButtonRole::Normal,
        ),
        button(
            Action::OpenMyStats,
            lang.pick("Meine Statistik", "My statistics"),
            connected,
            ButtonRole::Normal,
        ),
        button(
            Action::OpenOnlineDaily,
            lang.pick("Rätsel des Tages (online)", "Puzzle of the day (online)"),
            connected,
            ButtonRole::Normal,
        ),
        button(
            Action::OpenDailyList,
            lang.pick("Rangliste des Tages", "Today's puzzle list"),
            connected,
            ButtonRole::Normal,
        ),
        if o.connection == Connection::Off {
            button(
                Action::OnlineConnect,
                lang.pick("Verbinden", "Connect"),
                true,
                ButtonRole::Normal,
            )
        } else {
            button(
                Action::OnlineDisconnect,
                lang.pick("Trennen", "Disconnect"),
                true,
                ButtonRole::Normal,
            )
        },
        button(
            Action::OnlineSignOut,
            lang.pick("Abmelden", "Sign out"),
            o.running_game.is_none(),
            ButtonRole::Destructive,
        ),
    ];
    view
}

// ---- lists ----

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum ListKind {
    LiveGames,
    MyGames,
    Stats,
    DailyList { date: String },
}

impl ListKind {
    fn query(&self, ctx: &Ctx) -> LinkQuery {
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

pub(crate) struct OnlineList {
    kind: ListKind,
    answer: Option<LinkAnswer>,
    failed: Option<String>,
}

impl OnlineList {
    fn open(ctx: &mut Ctx, kind: ListKind) -> Nav {
        ctx.online.query(kind.query(ctx));
        Nav::Push(ScreenKind::OnlineList(OnlineList {
            kind,
            answer: None,
            failed: None,
        }))
    }

    /// Whether `query` is this list's.
    pub fn wants(&self, ctx: &Ctx, query: &LinkQuery) -> bool {
        &self.kind.query(ctx) == query
    }

    pub fn answered(&mut self, ctx: &Ctx, result: Result<LinkAnswer, LinkError>) {
        match result {
            Ok(answer) => {
                self.answer = Some(answer);
                self.failed = None;
            }
            Err(e) => self.failed = Some(link_error_text(&e, ctx.lang())),
        }
    }

    pub fn action(&mut self, ctx: &mut Ctx, action: Action) -> Nav {
        match action {
            Action::Reload => {
                ctx.online.query(self.kind.query(ctx));
                Nav::Stay
            }
            Action::OpenOnlineGame { id } => open_game(ctx, id),
            Action::ReviewOnlineGame { id } => {
                ctx.online.query(LinkQuery::Game { id });
                Nav::Stay
            }
            _ => Nav::Stay,
        }
    }

    pub fn view(&self, ctx: &Ctx) -> ListScreenView {
        let lang = ctx.lang();
        let title = match &self.kind {
            ListKind::LiveGames => lang.pick("Laufende Partien", "Live games").to_string(),
            ListKind::MyGames => lang.pick("Meine Partien", "My games").to_string(),
            ListKind::Stats => lang.pick("Meine Statistik", "My statistics").to_string(),
            ListKind::DailyList { date } => match lang {
                Lang::De => format!("Rätsel des Tages – {date}"),
                Lang::En => format!("Puzzle of the day – {date}"),
            },
        };
        let mut view = ListScreenView {
            title,
            summary: Vec::new(),
            status: None,
            graph: None,
            sections: Vec::new(),
            buttons: vec![button(
                Action::Reload,
                lang.pick("Neu laden", "Reload"),
                ctx.online.connected(),
                ButtonRole::Normal,
            )],
        };
        let me = ctx.online.my_name().unwrap_or_default();
        match &self.answer {
            None => {
                view.status = Some(
                    self.failed
                        .clone()
                        .unwrap_or_else(|| lang.pick("Lade …", "Loading …").to_string()),
                );
            }
            Some(LinkAnswer::LiveGames(games)) => view.sections.push(ListSectionView {
                title: lang.pick("Zum Zuschauen", "To watch").to_string(),
                rows: games
                    .iter()
                    .map(|g| RowView {
                        title: format!(
                            "{} ({}) – {} ({})",
                            g.red.name, g.red.elo, g.black.name, g.black.elo
                        ),
                        detail: format!(
                            "{} · {}",
                            terms_text(g.time_control, g.rated, 0, lang),
                            match lang {
                                Lang::De => format!("{} Halbzüge", g.plies),
                                Lang::En => format!("{} plies", g.plies),
                            }
                        ),
                        action: Some(Action::OpenOnlineGame { id: g.id }),
                        extra: Vec::new(),
                    })
                    .collect(),
                empty: lang
                    .pick("Gerade läuft keine Partie.", "No game is running.")
                    .to_string(),
            }),
            Some(LinkAnswer::MyGames(games)) => view.sections.push(ListSectionView {
                title: lang
                    .pick("Beendet, neueste zuerst", "Finished, newest first")
                    .to_string(),
                rows: games
                    .iter()
                    .map(|g| {
                        let colour = if g.red.name == me {
                            Color::Red
                        } else {
                            Color::Black
                        };
                        let opponent = if colour == Color::Red {
                            &g.black
                        } else {
                            &g.red
                        };
                        let mine = if colour == Color::Red {
                            g.outcome.red
                        } else {
                            g.outcome.black
                        };
                        RowView {
                            title: match lang {
                                Lang::De => format!("gegen {} ({})", opponent.name, opponent.elo),
                                Lang::En => format!("vs {} ({})", opponent.name, opponent.elo),
                            },
                            detail: format!(
                                "{} · {} · {}",
                                outcome_word(g.outcome.result, colour, lang),
                                terms_text(g.time_control, g.rated, g.stake, lang),
                                settlement_text(&mine, g.outcome.counted, lang)
                            ),
                            action: Some(Action::ReviewOnlineGame { id: g.id }),
                            extra: Vec::new(),
                        }
                    })
                    .collect(),
                empty: lang
                    .pick("Noch keine beendete Partie.", "No finished game yet.")
                    .to_string(),
            }),
            Some(LinkAnswer::Stats(s)) => {
                view.summary.push(account_line(&s.account, lang));
                let counts = |t: &crate::protocol::Tally| match lang {
                    Lang::De => format!(
                        "{} Partien – {} S, {} R, {} N",
                        t.games, t.wins, t.draws, t.losses
                    ),
                    Lang::En => format!(
                        "{} games – {} W, {} D, {} L",
                        t.games, t.wins, t.draws, t.losses
                    ),
                };
                let tally =
                    |label: &str, t: &crate::protocol::Tally| format!("{label}: {}", counts(t));
                view.summary.push(tally(
                    lang.pick("Alle (auch freundschaftliche)", "All (friendly included)"),
                    &s.all,
                ));
                view.summary
                    .push(tally(lang.pick("Als Rot", "As Red"), &s.as_red));
                view.summary
                    .push(tally(lang.pick("Als Schwarz", "As Black"), &s.as_black));
                view.summary.push(match lang {
                    Lang::De => format!("Rätsel-Serie: {} Tage", s.daily_streak),
                    Lang::En => format!("Puzzle streak: {} days", s.daily_streak),
                });
                view.sections.push(ListSectionView {
                    title: lang.pick("Nach Bedenkzeit", "By time control").to_string(),
                    rows: s
                        .by_time_control
                        .iter()
                        .map(|t| RowView {
                            title: t.time_control.label(),
                            detail: counts(&t.tally),
                            action: None,
                            extra: Vec::new(),
                        })
                        .collect(),
                    empty: lang.pick("Noch keine Partie.", "No game yet.").to_string(),
                });
                let values: Vec<i64> = s.elo_history.iter().map(|p| p.elo).collect();
                view.graph = Some(GraphView {
                    title: lang.pick("Elo-Verlauf", "Elo over time").to_string(),
                    points: s
                        .elo_history
                        .iter()
                        .map(|p| GraphPointView {
                            label: format!("{}: {}", Date::from_unix_ms(p.at_ms as i64), p.elo),
                            value: p.elo,
                        })
                        .collect(),
                    min: values.iter().copied().min().unwrap_or(s.account.elo),
                    max: values.iter().copied().max().unwrap_or(s.account.elo),
                });
            }
            Some(LinkAnswer::DailyList(list)) => {
                // The server's fair-play rule, said where a new player would miss their name.
                view.summary.push(
                    lang.pick(
                        "Gewertet werden Konten, die schon vor diesem Tag bestanden.",
                        "Ranked are accounts that existed before this day began.",
                    )
                    .to_string(),
                );
                view.sections.push(ListSectionView {
                    title: lang.pick("Rangliste", "Ranking").to_string(),
                    rows: list
                        .entries
                        .iter()
                        .enumerate()
                        .map(|(i, e)| RowView {
                            title: match lang {
                                Lang::De => format!("{}. {} – {} Punkte", i + 1, e.name, e.score),
                                Lang::En => format!("{}. {} – {} points", i + 1, e.name, e.score),
                            },
                            detail: match lang {
                                Lang::De => format!(
                                    "{} Fehlversuche · {} s · Serie {}",
                                    e.wrong_tries, e.seconds, e.streak
                                ),
                                Lang::En => format!(
                                    "{} wrong tries · {} s · streak {}",
                                    e.wrong_tries, e.seconds, e.streak
                                ),
                            },
                            action: None,
                            extra: Vec::new(),
                        })
                        .collect(),
                    empty: lang
                        .pick(
                            "Heute hat noch niemand gelöst.",
                            "Nobody has solved it today yet.",
                        )
                        .to_string(),
                })
            }
            Some(LinkAnswer::Game(_)) => {}
        }
        view
    }
}

/// "Gewonnen" / "Remis" / "Verloren" from `colour`'s side.
pub(crate) fn outcome_word(
    result: crate::game::GameResult,
    colour: Color,
    lang: Lang,
) -> &'static str {
    use crate::game::GameResult;
    match (result, colour) {
        (GameResult::Draw, _) => lang.pick("Remis", "Draw"),
        (GameResult::RedWins, Color::Red) | (GameResult::BlackWins, Color::Black) => {
            lang.pick("Gewonnen", "Won")
        }
        _ => lang.pick("Verloren", "Lost"),
    }
}

/// "Punkte +10 · Elo 1500 → 1516 · Taler +20", or why nothing counted.
pub(crate) fn settlement_text(
    s: &crate::protocol::Settlement,
    counted: bool,
    lang: Lang,
) -> String {
    if !counted {
        return lang.pick("nicht gewertet", "not counted").to_string();
    }
    let before = s.elo_after - s.elo;
    let mut parts = vec![
        match lang {
            Lang::De => format!("Punkte {:+}", s.points),
            Lang::En => format!("Points {:+}", s.points),
        },
        format!("Elo {before} → {}", s.elo_after),
    ];
    if s.taler != 0 {
        parts.push(format!("Taler {:+}", s.taler));
    }
    parts.join(" · ")
}

// ---- what the link hears ----

/// A network failure or refusal in the app's language.
pub(crate) fn link_error_text(e: &LinkError, lang: Lang) -> String {
    match e {
        LinkError::Network(_) => lang
            .pick(
                "Der Server ist nicht erreichbar. Prüfe die Adresse und die Verbindung.",
                "The server cannot be reached. Check the address and the connection.",
            )
            .to_string(),
        LinkError::Server { code, message } => error_text(*code, message, lang),
        LinkError::Answer(_) => lang
            .pick(
                "Der Server antwortet unverständlich.",
                "The server's answer makes no sense.",
            )
            .to_string(),
    }
}

/// A server refusal in words.
pub(crate) fn error_text(code: ErrorCode, message: &str, lang: Lang) -> String {
    let (de, en) = match code {
        ErrorCode::NameTaken => ("Dieser Name ist schon vergeben.", "That name is taken."),
        ErrorCode::InvalidName => ("Dieser Name geht nicht.", "That name is not allowed."),
        ErrorCode::TooManyAccounts => (
            "Von dieser Adresse wurden heute schon zu viele Konten angelegt.",
            "Too many accounts were made from this address today.",
        ),
        ErrorCode::Unauthorized => (
            "Der Server kennt dieses Konto nicht mehr.",
            "The server no longer knows this account.",
        ),
        ErrorCode::Offline => ("Der Spieler ist nicht mehr da.", "That player has left."),
        ErrorCode::NotFound => ("Gibt es nicht (mehr).", "Not found."),
        ErrorCode::Busy => (
            "Der Spieler ist gerade beschäftigt.",
            "That player is busy.",
        ),
        ErrorCode::InsufficientTaler => (
            "Dafür reichen die Taler nicht.",
            "Not enough Taler for that.",
        ),
        ErrorCode::StakeNeedsCountedGames => (
            "Einsätze gibt es erst, wenn beide ein paar gewertete Partien gespielt haben.",
            "Stakes need a few counted games on both accounts.",
        ),
        ErrorCode::StakePairLimit => (
            "Heute habt ihr beide schon genug um Taler gespielt.",
            "You two have played for Taler often enough today.",
        ),
        ErrorCode::InvalidStake => ("Dieser Einsatz geht nicht.", "That stake is not allowed."),
        ErrorCode::TakebackRated => (
            "In gewerteten Partien wird nicht zurückgenommen.",
            "No takebacks in rated games.",
        ),
        ErrorCode::NotYourTurn => ("Du bist nicht am Zug.", "It is not your turn."),
        ErrorCode::StalePly | ErrorCode::WrongRevision => (
            "Inzwischen hat sich etwas geändert – die Ansicht ist jetzt aktuell.",
            "Something changed meanwhile – the view is up to date now.",
        ),
        ErrorCode::IllegalMove => ("Dieser Zug ist nicht erlaubt.", "That move is not legal."),
        ErrorCode::GameOver => ("Die Partie ist schon zu Ende.", "The game is already over."),
        ErrorCode::DailyAlreadyPlayed => (
            "Das Rätsel des Tages hast du heute schon gespielt.",
            "You have played today's puzzle already.",
        ),
        ErrorCode::RateLimited => (
            "Zu schnell – einen Moment bitte.",
            "Too fast – one moment please.",
        ),
        ErrorCode::ShuttingDown => (
            "Der Server startet neu; die App verbindet sich gleich wieder.",
            "The server is restarting; the app reconnects in a moment.",
        ),
        ErrorCode::SelfChallenge => (
            "Du kannst dich nicht selbst herausfordern.",
            "You cannot challenge yourself.",
        ),
        ErrorCode::LobbyUnavailable => (
            "Die Lobby zieht gerade auf einen anderen Server um – gleich noch einmal versuchen.",
            "The lobby is moving to another server – try again in a moment.",
        ),
        _ => ("", ""),
    };
    if de.is_empty() {
        return match lang {
            Lang::De => format!("Der Server lehnt ab: {message}"),
            Lang::En => format!("The server refused: {message}"),
        };
    }
    lang.pick(de, en).to_string()
}

/// What the link heard, applied to the app (called by the model's lane).
pub(crate) fn heard(model: &mut super::model::Model, generation: u64, event: LinkEvent) {
    if generation != model.ctx.online.generation {
        return;
    }
    let lang = model.ctx.lang();
    match event {
        LinkEvent::Registered(result) => registered(&mut model.ctx, result),
        LinkEvent::Connection(state) => {
            let ctx = &mut model.ctx;
            match state {
                LinkState::Connected => {
                    ctx.online.connection = Connection::Connected;
                    if std::mem::take(&mut ctx.online.connection_banner) {
                        ctx.banner = None;
                    }
                }
                LinkState::Disconnected { retry_in_ms, .. } => {
                    let was_up = ctx.online.connection == Connection::Connected;
                    ctx.online.connection = Connection::Retrying { retry_in_ms };
                    ctx.online.lobby.clear();
                    if was_up || ctx.online.connection_banner {
                        ctx.banner = Some(BannerView {
                            kind: BannerKind::Error,
                            text: retry_text(retry_in_ms, lang),
                        });
                        ctx.online.connection_banner = true;
                    }
                }
                LinkState::Closed => ctx.online.connection = Connection::Off,
            }
        }
        LinkEvent::Answer { query, result } => answered(model, query, result),
        LinkEvent::Message(msg) => super::online_game::message(model, msg),
    }
}

fn registered(ctx: &mut Ctx, result: Result<crate::protocol::Registered, LinkError>) {
    ctx.online.registering = false;
    let lang = ctx.lang();
    match result {
        Ok(reg) => {
            let account = OnlineAccount {
                server: ctx.online.server_draft.clone(),
                name: Some(reg.account.name.clone()),
                token: Some(reg.token),
            };
            if let Err(e) = ctx.app.save_online_account(&account) {
                ctx.error(&e);
                return;
            }
            ctx.online.account = Some(account);
            ctx.online.me = Some(reg.account);
            connect(ctx);
        }
        Err(e) => {
            ctx.online.account = None;
            ctx.online.sign_in_message = Some(link_error_text(&e, lang));
        }
    }
}

fn answered(
    model: &mut super::model::Model,
    query: LinkQuery,
    result: Result<LinkAnswer, LinkError>,
) {
    if let LinkQuery::Game { .. } = query {
        match result {
            Ok(LinkAnswer::Game(game)) => {
                if let Some(kind) = super::tools::ReviewScreen::open_online(&mut model.ctx, &game) {
                    model.navigate(Nav::Push(kind));
                }
            }
            Ok(_) => {}
            Err(e) => {
                let text = link_error_text(&e, model.ctx.lang());
                model.ctx.info_error(text);
            }
        }
        return;
    }
    let ctx = &model.ctx;
    for screen in model.stack.iter_mut().rev() {
        if let ScreenKind::OnlineList(list) = &mut screen.kind {
            if list.wants(ctx, &query) {
                list.answered(ctx, result);
                return;
            }
        }
    }
}

/// A challenge changed or arrived.
pub(crate) fn challenge_heard(model: &mut super::model::Model, c: ChallengeView) {
    let ctx = &mut model.ctx;
    let me = ctx.online.my_name().unwrap_or_default().to_string();
    let new = !ctx.online.challenges.iter().any(|x| x.id == c.id);
    ctx.online.challenges.retain(|x| x.id != c.id);
    ctx.online.challenges.push(c.clone());
    if new && c.to == me && !c.quick {
        let text = match ctx.lang() {
            Lang::De => format!(
                "{} fordert dich heraus ({}).",
                c.from,
                terms_text(c.terms.time_control, c.terms.rated, c.terms.stake, Lang::De)
            ),
            Lang::En => format!(
                "{} challenges you ({}).",
                c.from,
                terms_text(c.terms.time_control, c.terms.rated, c.terms.stake, Lang::En)
            ),
        };
        ctx.announce(text.clone());
        ctx.info(text);
    }
    if c.quick && c.accepted_by.iter().all(|n| n != &me) {
        // The pool paired the player on the terms it asked for: accept at once.
        ctx.online.send(ClientMsg::Accept {
            challenge: c.id,
            revision: c.revision,
        });
    }
    for screen in model.stack.iter_mut() {
        if let ScreenKind::Challenge(sheet) = &mut screen.kind {
            sheet.heard(&model.ctx, &c);
        }
    }
}

pub(crate) fn challenge_closed(
    model: &mut super::model::Model,
    id: ChallengeId,
    reason: ChallengeEnd,
) {
    let lang = model.ctx.lang();
    let gone = model
        .ctx
        .online
        .challenges
        .iter()
        .find(|c| c.id == id)
        .cloned();
    model.ctx.online.challenges.retain(|c| c.id != id);
    let sheet_on_top = matches!(
        model.stack.last().map(|s| &s.kind),
        Some(ScreenKind::Challenge(sheet)) if sheet.closed(id)
    );
    if reason == ChallengeEnd::Started {
        return;
    }
    let who = gone
        .map(|c| {
            let me = model.ctx.online.my_name().unwrap_or_default();
            if c.to == me {
                c.from
            } else {
                c.to
            }
        })
        .unwrap_or_default();
    let text = match (reason, lang) {
        (ChallengeEnd::Declined, Lang::De) => {
            format!("Die Herausforderung mit {who} ist abgelehnt oder zurückgezogen.")
        }
        (ChallengeEnd::Declined, Lang::En) => {
            format!("The challenge with {who} was declined or withdrawn.")
        }
        (ChallengeEnd::Gone, Lang::De) => {
            format!("{who} ist nicht mehr da; die Herausforderung ist hinfällig.")
        }
        (ChallengeEnd::Gone, Lang::En) => format!("{who} has left; the challenge is off."),
        (ChallengeEnd::InsufficientTaler, Lang::De) => {
            "Der Einsatz passt nicht mehr zum Guthaben; die Herausforderung ist hinfällig."
                .to_string()
        }
        (ChallengeEnd::InsufficientTaler, Lang::En) => {
            "The stake no longer fits a balance; the challenge is off.".to_string()
        }
        (ChallengeEnd::Started, _) => String::new(),
    };
    model.ctx.info(text);
    if sheet_on_top {
        model.navigate(Nav::Pop);
    }
}

/// A refusal of something the hub or a sheet asked for.
pub(crate) fn refused(model: &mut super::model::Model, code: ErrorCode, message: &str) {
    let lang = model.ctx.lang();
    let text = error_text(code, message, lang);
    if code == ErrorCode::Unauthorized {
        // The server forgot the account (a reset): sign in again.
        model.ctx.online.close();
        let server = model.ctx.online.server_draft.clone();
        let account = OnlineAccount {
            server,
            name: None,
            token: None,
        };
        if let Err(e) = model.ctx.app.save_online_account(&account) {
            model.ctx.error(&e);
        }
        model.ctx.online.account = Some(account);
        model.ctx.online.sign_in_message = Some(text);
        return;
    }
    if let Some(super::model::Screen {
        kind: ScreenKind::Challenge(sheet),
        ..
    }) = model.stack.last_mut()
    {
        sheet.refused(text.clone());
    }
    model.ctx.announce(text.clone());
    model.ctx.info_error(text);
}
