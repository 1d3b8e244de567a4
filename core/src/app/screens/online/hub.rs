//! The online hub: sign-in, the connection, the lobby, challenges, quick game, and the way
//! to the lists and the server's puzzle of the day. Its state (the account, the lobby, the
//! challenges) lives in the context, as it outlives the screen; what the link hears about it
//! the model hands to the functions at the end of this file.

use super::texts::{
    link_error_text, no_online_play, retry_text, speed_word, status_label, terms_text, time_control,
};
use crate::app::event::{Action, Field, TextField};
use crate::app::labels;
use crate::app::model::context::{button, Ctx, ListKind, Nav, Route};
use crate::app::screens::screen::Screen;
use crate::app::screens::strips::LOW_TIME_MS;
use crate::app::services::link::{LinkError, LinkState};
use crate::app::services::online::{Connection, OnlineState};
use crate::app::view::*;
use crate::date::Date;
use crate::lang::Lang;
use crate::protocol::{ChallengeView, ClientMsg, GameId, PlayerStatus, Proposal, TimeControl};
use crate::store::OnlineAccount;
use crate::tr;
use crate::types::Color;
use std::borrow::Cow;

/// The hub: everything it shows is the online state in the context.
pub(crate) struct OnlineHub;

fn hub_action(ctx: &mut Ctx, action: Action) -> Nav {
    match action {
        Action::OnlineSignIn => {
            sign_in(ctx);
            Nav::Stay
        }
        Action::OnlineConnect => {
            ctx.connect_online();
            Nav::Stay
        }
        Action::OnlineDisconnect => {
            ctx.online.close();
            Nav::Stay
        }
        Action::OnlineSignOut => {
            let lang = ctx.lang();
            let name = ctx.online.my_name().unwrap_or_default().to_string();
            let title = tr!(lang, "online-sign-out-title").into_owned();
            let text = tr!(lang, "online-sign-out-text", name = name);
            let buttons = vec![
                button(
                    Action::ConfirmOnlineSignOut,
                    &tr!(lang, "online-sign-out"),
                    true,
                    ButtonRole::Destructive,
                ),
                button(
                    Action::CloseDialog,
                    &tr!(lang, "online-cancel"),
                    true,
                    ButtonRole::Secondary,
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
            ctx.online.running_view = None;
            ctx.online.name_draft.clear();
            ctx.online.sign_in_message = None;
            Nav::Stay
        }
        Action::ChallengePlayer { name } => Nav::Push(Route::Challenge { name }),
        Action::OpenChallenge { id } => match ctx.online.challenges.iter().find(|c| c.id == id) {
            Some(c) => Nav::Push(Route::OpenChallenge(c.clone())),
            None => Nav::Stay,
        },
        Action::QuickGame {
            time_control: index,
        } => {
            ctx.online.quick_time_control = index;
            let proposal = Proposal {
                time_control: time_control(index),
                rated: ctx.online.quick_rated,
                stake: 0,
            };
            ctx.online.send(ClientMsg::Quick { proposal });
            Nav::Stay
        }
        Action::AcceptChallenge { id } => {
            if let Some(c) = ctx.online.challenges.iter().find(|c| c.id == id) {
                let msg = ClientMsg::Accept {
                    challenge: c.id,
                    revision: c.revision,
                };
                ctx.online.send(msg);
            }
            Nav::Stay
        }
        Action::DeclineChallenge { id } => {
            ctx.online.send(ClientMsg::Decline { challenge: id });
            Nav::Stay
        }
        Action::CancelQuick => {
            ctx.online.send(ClientMsg::QuickCancel {});
            Nav::Stay
        }
        Action::OpenOnlineGame { id } => Nav::Push(Route::OnlineGame(id)),
        Action::OpenLiveGames => Nav::Push(Route::OnlineList(ListKind::LiveGames)),
        Action::OpenMyGames => Nav::Push(Route::OnlineList(ListKind::MyGames)),
        Action::OpenMyStats => Nav::Push(Route::OnlineList(ListKind::Stats)),
        Action::OpenDailyList => {
            Nav::Push(Route::OnlineList(ListKind::DailyList { date: today(ctx) }))
        }
        Action::OpenOnlineDaily => Nav::Push(Route::OnlineDaily),
        _ => Nav::Stay,
    }
}

/// The server's calendar day (the daily puzzle and its list follow UTC on the server).
fn today(ctx: &Ctx) -> String {
    Date::from_unix_ms(ctx.online.server_now(ctx.now_ms()) as i64).to_string()
}

/// Rated (option 0) or friendly (option 1), chosen above the quick-pairing grid.
fn hub_choose(ctx: &mut Ctx, field: Field, option: u32) {
    if field == Field::OnlineRated && option < 2 {
        ctx.online.quick_rated = option == 0;
    }
}

fn input(ctx: &mut Ctx, field: TextField, text: String) {
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
        ctx.online.sign_in_message =
            Some(tr!(lang, "online-the-server-address-starts").into_owned());
        return;
    }
    ctx.online.registering = true;
    ctx.online.sign_in_message = None;
    ctx.online.generation += 1;
    let inbox = ctx.link_inbox(ctx.online.generation);
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
    Err(tr!(
        lang,
        "online-a-name-has-to",
        min = MIN_NAME_LEN,
        max = MAX_NAME_LEN
    ))
}

fn hub_view(ctx: &Ctx) -> OnlineView {
    let lang = ctx.lang();
    let o = &ctx.online;
    let title = tr!(lang, "online-play-online").into_owned();
    let mut view = OnlineView {
        title,
        connection: Some(connection_view(o, lang)),
        sign_in: None,
        account: None,
        running_game: None,
        quick: None,
        challenges_title: tr!(lang, "online-challenges").into_owned(),
        challenges: Vec::new(),
        players_title: tr!(lang, "online-who-is-here").into_owned(),
        players: Vec::new(),
        menu: Vec::new(),
    };
    if o.link.is_none() {
        view.connection = Some(ConnectionView {
            state: ConnectionState::Offline,
            icon: Icon::Offline,
            text: no_online_play(lang).into_owned(),
            button: None,
        });
        return view;
    }
    if o.token().is_none() {
        view.connection = None;
        view.sign_in = Some(sign_in_view(o, lang));
        return view;
    }
    view.account = o.me.as_ref().map(|me| AccountView {
        name: me.name.clone(),
        score: tr!(lang, "online-elo", elo = me.elo),
    });
    view.running_game = o.running_game.map(|id| running_game_view(ctx, id));
    view.quick = Some(quick_pair(o, lang));
    view.challenges = challenge_cards(o, lang);
    view.players = player_rows(o, lang);
    view.menu = hub_menu(o, lang);
    view
}

/// The connection in a word and an icon; Connect while it is off.
fn connection_view(o: &OnlineState, lang: Lang) -> ConnectionView {
    let (state, icon, text) = match &o.connection {
        Connection::Connected => (
            ConnectionState::Connected,
            Icon::Connected,
            tr!(lang, "online-status-connected").into_owned(),
        ),
        Connection::Connecting => (
            ConnectionState::Connecting,
            Icon::Refresh,
            tr!(lang, "online-status-connecting").into_owned(),
        ),
        Connection::Retrying { retry_in_ms } => (
            ConnectionState::Connecting,
            Icon::Offline,
            tr!(
                lang,
                "online-status-retrying",
                secs = retry_in_ms.div_ceil(1000).max(1)
            ),
        ),
        Connection::Off => (
            ConnectionState::Offline,
            Icon::Offline,
            tr!(lang, "online-status-offline").into_owned(),
        ),
    };
    let signed_in = o.token().is_some();
    ConnectionView {
        state,
        icon,
        text,
        button: (o.connection == Connection::Off && signed_in).then(|| {
            button(
                Action::OnlineConnect,
                &tr!(lang, "online-connect"),
                true,
                ButtonRole::Primary,
            )
        }),
    }
}

/// The player's running game: the opponent, the terms and the clocks as the game screen
/// last heard them (counted on from the server's figures), or a plain card before that.
fn running_game_view(ctx: &Ctx, id: GameId) -> RunningGameView {
    let lang = ctx.lang();
    let o = &ctx.online;
    let button = button(
        Action::OpenOnlineGame { id },
        &tr!(lang, "online-continue"),
        true,
        ButtonRole::Primary,
    );
    let me = o.my_name().unwrap_or_default();
    let known = o.running_view.as_ref().filter(|g| g.id == id);
    let Some(g) = known else {
        return RunningGameView {
            opponent: tr!(lang, "online-your-running-game").into_owned(),
            detail: String::new(),
            turn: None,
            your_clock: None,
            opponent_clock: None,
            button,
        };
    };
    let mine = if g.red.name == me {
        Color::Red
    } else {
        Color::Black
    };
    let (opponent, theirs) = match mine {
        Color::Red => (&g.black, Color::Black),
        Color::Black => (&g.red, Color::Red),
    };
    let since = o.server_now(ctx.now_ms()).saturating_sub(g.clock.at_ms);
    let running = g.clock.running.filter(|_| g.outcome.is_none());
    let clock = |side: Color| {
        let base = match side {
            Color::Red => g.clock.red_ms,
            Color::Black => g.clock.black_ms,
        };
        let runs = running == Some(side);
        let millis = if runs {
            base.saturating_sub(since)
        } else {
            base
        };
        StripClockView {
            time: labels::clock_time(millis),
            millis,
            running: runs,
            low: runs && millis < LOW_TIME_MS,
            grace: false,
            grace_text: None,
        }
    };
    let to_move = if g.moves.len() % 2 == 0 {
        Color::Red
    } else {
        Color::Black
    };
    RunningGameView {
        opponent: opponent.name.clone(),
        detail: format!(
            "{} · {}",
            tr!(lang, "online-elo", elo = opponent.elo),
            terms_text(g.time_control, g.rated, g.stake, lang)
        ),
        turn: Some(if to_move == mine {
            tr!(lang, "online-your-move").into_owned()
        } else {
            tr!(lang, "online-their-move", name = opponent.name.as_str())
        }),
        your_clock: Some(clock(mine)),
        opponent_clock: Some(clock(theirs)),
        button,
    }
}

/// The sign-in form: a name and the server.
fn sign_in_view(o: &OnlineState, lang: Lang) -> SignInView {
    let feature = |icon, text: Cow<'static, str>| FeatureView {
        icon,
        text: text.into_owned(),
    };
    SignInView {
        features: vec![
            feature(Icon::QuickGame, tr!(lang, "online-feature-quick")),
            feature(Icon::Send, tr!(lang, "online-feature-challenges")),
            feature(Icon::Trophy, tr!(lang, "online-feature-daily")),
        ],
        intro: tr!(lang, "online-choose-a-name-the").into_owned(),
        name: TextFieldView {
            field: TextField::OnlineName,
            label: tr!(lang, "online-name").into_owned(),
            text: o.name_draft.clone(),
            placeholder: tr!(lang, "online-e-g-mei-lin").into_owned(),
            enabled: !o.registering,
        },
        server: TextFieldView {
            field: TextField::OnlineServer,
            label: tr!(lang, "online-server").into_owned(),
            text: o.server_draft.clone(),
            placeholder: o.default_server.clone(),
            enabled: !o.registering,
        },
        button: button(
            Action::OnlineSignIn,
            &if o.registering {
                tr!(lang, "online-signing-in")
            } else {
                tr!(lang, "online-sign-in")
            },
            !o.registering && !o.name_draft.trim().is_empty(),
            ButtonRole::Primary,
        ),
        message: o.sign_in_message.clone(),
    }
}

/// Quick pairing: rated or friendly, then one tap on a time control seeks a game on it.
fn quick_pair(o: &OnlineState, lang: Lang) -> QuickPairView {
    let connected = o.connected();
    let seeking = o.seeking.as_ref();
    let may_seek = connected && o.running_game.is_none() && seeking.is_none();
    let tiles = TimeControl::choices()
        .into_iter()
        .enumerate()
        .map(|(i, tc)| {
            let sought = seeking.is_some_and(|p| p.time_control == tc);
            let time = tc.label();
            QuickTileView {
                speed: if sought {
                    tr!(lang, "online-seeking").into_owned()
                } else {
                    speed_word(tc, lang).into_owned()
                },
                button: if sought {
                    button(
                        Action::CancelQuick,
                        &tr!(lang, "online-stop-seeking-for", time = time.as_str()),
                        connected,
                        ButtonRole::Secondary,
                    )
                } else {
                    button(
                        Action::QuickGame {
                            time_control: i as u32,
                        },
                        &tr!(lang, "online-find-an-opponent-for", time = time.as_str()),
                        may_seek,
                        ButtonRole::Secondary,
                    )
                },
                time,
                seeking: sought,
            }
        })
        .collect();
    QuickPairView {
        title: tr!(lang, "online-quick-game").into_owned(),
        mode: ChoiceView {
            field: Field::OnlineRated,
            label: tr!(lang, "online-rated-or-friendly").into_owned(),
            options: vec![
                OptionView {
                    label: tr!(lang, "online-mode-rated").into_owned(),
                    detail: None,
                },
                OptionView {
                    label: tr!(lang, "online-mode-friendly").into_owned(),
                    detail: None,
                },
            ],
            selected: if o.quick_rated { 0 } else { 1 },
            enabled: seeking.is_none(),
        },
        tiles,
        note: seeking.map(|_| tr!(lang, "online-looking-for-an-opponent").into_owned()),
    }
}

/// The open challenges as cards, the player's and those to the player, each with its
/// answers: Accept and Decline while it waits for the player, else Withdraw.
fn challenge_cards(o: &OnlineState, lang: Lang) -> Vec<ChallengeCardView> {
    let me = o.my_name().unwrap_or_default();
    o.challenges
        .iter()
        .filter(|c| !c.quick)
        .map(|c| {
            let incoming = c.to == me;
            let other = if incoming { &c.from } else { &c.to };
            let waiting_for_me = !c.accepted_by.iter().any(|n| n == me);
            let mut buttons = Vec::new();
            if waiting_for_me {
                buttons.push(button(
                    Action::AcceptChallenge { id: c.id },
                    &tr!(lang, "online-accept"),
                    o.connected() && o.running_game.is_none(),
                    ButtonRole::Primary,
                ));
            }
            buttons.push(button(
                Action::DeclineChallenge { id: c.id },
                &if incoming && waiting_for_me {
                    tr!(lang, "online-decline")
                } else {
                    tr!(lang, "online-withdraw")
                },
                o.connected(),
                ButtonRole::Destructive,
            ));
            ChallengeCardView {
                title: if incoming {
                    tr!(lang, "online-challenges-you", other = other)
                } else {
                    tr!(lang, "online-your-challenge-to", other = other)
                },
                terms: terms_text(c.terms.time_control, c.terms.rated, c.terms.stake, lang),
                status: if waiting_for_me {
                    tr!(lang, "online-waiting-for-you").into_owned()
                } else {
                    tr!(lang, "online-waiting-for", other = other)
                },
                open: Action::OpenChallenge { id: c.id },
                buttons,
            }
        })
        .collect()
}

/// Who is in the lobby; an idle player can be challenged.
fn player_rows(o: &OnlineState, lang: Lang) -> Vec<RowView> {
    let me = o.my_name().unwrap_or_default();
    let connected = o.connected();
    o.lobby
        .iter()
        .filter(|p| p.name != me)
        .map(|p| RowView {
            title: p.name.clone(),
            detail: tr!(
                lang,
                "online-player-status",
                elo = p.elo,
                status = status_label(p.status, lang)
            ),
            action: (p.status == PlayerStatus::Idle && connected && o.running_game.is_none()).then(
                || Action::ChallengePlayer {
                    name: p.name.clone(),
                },
            ),
            extra: Vec::new(),
        })
        .collect()
}

/// The way to the lists, the connection and signing out.
fn hub_menu(o: &OnlineState, lang: Lang) -> Vec<ButtonView> {
    let connected = o.connected();
    let mut menu = vec![
        button(
            Action::OpenLiveGames,
            &tr!(lang, "online-live-games"),
            connected,
            ButtonRole::Secondary,
        ),
        button(
            Action::OpenMyGames,
            &tr!(lang, "online-my-games"),
            connected,
            ButtonRole::Secondary,
        ),
        button(
            Action::OpenMyStats,
            &tr!(lang, "online-my-statistics"),
            connected,
            ButtonRole::Secondary,
        ),
        button(
            Action::OpenOnlineDaily,
            &tr!(lang, "online-puzzle-of-the-day"),
            connected,
            ButtonRole::Secondary,
        ),
        button(
            Action::OpenDailyList,
            &tr!(lang, "online-todays-puzzle-list"),
            connected,
            ButtonRole::Secondary,
        ),
    ];
    // (Connect, while off, is on the connection line.)
    if o.connection != Connection::Off {
        menu.push(button(
            Action::OnlineDisconnect,
            &tr!(lang, "online-disconnect"),
            true,
            ButtonRole::Secondary,
        ));
    }
    menu.push(button(
        Action::OnlineSignOut,
        &tr!(lang, "online-sign-out"),
        o.running_game.is_none(),
        ButtonRole::Destructive,
    ));
    menu
}

impl Screen for OnlineHub {
    fn view(&self, ctx: &Ctx) -> ScreenView {
        ScreenView::Online {
            online: hub_view(ctx),
        }
    }

    fn action(&mut self, ctx: &mut Ctx, _key: u64, action: Action) -> Nav {
        hub_action(ctx, action)
    }

    fn choose(&mut self, ctx: &mut Ctx, field: Field, option: u32) {
        hub_choose(ctx, field, option);
    }

    fn input(&mut self, ctx: &mut Ctx, field: TextField, text: String) {
        input(ctx, field, text);
    }
}

// ---- what the link hears about the hub's state ----

/// The server's answer to a sign-in.
pub(crate) fn registered(ctx: &mut Ctx, result: Result<crate::protocol::Registered, LinkError>) {
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
            ctx.connect_online();
        }
        Err(e) => {
            ctx.online.account = None;
            ctx.online.sign_in_message = Some(link_error_text(&e, lang));
        }
    }
}

/// The connection came up, dropped (a banner while it retries) or closed.
pub(crate) fn connection_changed(ctx: &mut Ctx, state: LinkState) {
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
                    text: retry_text(retry_in_ms, ctx.lang()),
                });
                ctx.online.connection_banner = true;
            }
        }
        LinkState::Closed => ctx.online.connection = Connection::Off,
    }
}

/// A challenge changed or arrived: kept, told when it is new and for the player, accepted at
/// once when the pool paired the player.
pub(crate) fn challenge_heard(ctx: &mut Ctx, c: &ChallengeView) {
    let me = ctx.online.my_name().unwrap_or_default().to_string();
    let new = !ctx.online.challenges.iter().any(|x| x.id == c.id);
    ctx.online.challenges.retain(|x| x.id != c.id);
    ctx.online.challenges.push(c.clone());
    if new && c.to == me && !c.quick {
        let lang = ctx.lang();
        let terms = terms_text(c.terms.time_control, c.terms.rated, c.terms.stake, lang);
        let text = tr!(
            lang,
            "online-challenges-you-2",
            other = c.from.as_str(),
            terms = terms
        );
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
}

/// The server forgot the account (a reset): the player signs in again.
pub(crate) fn unauthorized(ctx: &mut Ctx, text: String) {
    ctx.online.close();
    let server = ctx.online.server_draft.clone();
    let account = OnlineAccount {
        server,
        name: None,
        token: None,
    };
    if let Err(e) = ctx.app.save_online_account(&account) {
        ctx.error(&e);
    }
    ctx.online.account = Some(account);
    ctx.online.sign_in_message = Some(text);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::services::link::{LinkInbox, LinkQuery, LinkSession, OnlineLink};
    use crate::protocol::{Account, ClockView, GamePlayer, GameView, Terms};
    use std::sync::{Arc, Mutex};

    /// What the hub sent to the server.
    type Sent = Arc<Mutex<Vec<ClientMsg>>>;

    struct NoNetwork;

    impl OnlineLink for NoNetwork {
        fn register(&self, _server: &str, _name: &str, _inbox: LinkInbox) {}
        fn connect(&self, _: &[String], _: &str, _: LinkInbox) -> Box<dyn LinkSession> {
            Box::new(Recorder(Sent::default()))
        }
    }

    struct Recorder(Sent);

    impl LinkSession for Recorder {
        fn send(&self, msg: ClientMsg) {
            self.0.lock().unwrap().push(msg);
        }
        fn play(&self, _game: GameId, _ply: u32, _mv: &str) {}
        fn query(&self, _query: LinkQuery) {}
        fn close(&self) {}
    }

    /// Mei, signed in and connected, with what she sends recorded; the texts in English.
    fn signed_in() -> (Ctx, Sent) {
        let (mut ctx, _rx) = Ctx::for_test();
        ctx.settings.language = Lang::En;
        let sent = Sent::default();
        ctx.online.link = Some(Arc::new(NoNetwork));
        ctx.online.session = Some(Box::new(Recorder(sent.clone())));
        ctx.online.account = Some(OnlineAccount {
            server: "https://xiangqi.example.org".into(),
            name: Some("Mei".into()),
            token: Some("t".into()),
        });
        ctx.online.me = Some(Account {
            name: "Mei".into(),
            elo: 1516,
            points: 10,
            taler: 120,
        });
        ctx.online.connection = Connection::Connected;
        (ctx, sent)
    }

    fn hub(ctx: &Ctx) -> OnlineView {
        match OnlineHub.view(ctx) {
            ScreenView::Online { online } => online,
            other => panic!("the hub, not {other:?}"),
        }
    }

    fn challenge(from: &str, to: &str, accepted_by: &str) -> ChallengeView {
        ChallengeView {
            id: 5,
            from: from.into(),
            to: to.into(),
            revision: 2,
            terms: Terms {
                time_control: TimeControl {
                    minutes: 10,
                    increment: 5,
                },
                rated: true,
                stake: 20,
                red: from.into(),
            },
            accepted_by: vec![accepted_by.into()],
            quick: false,
        }
    }

    #[test]
    fn without_a_link_the_hub_says_so_and_offers_nothing() {
        let (ctx, _rx) = Ctx::for_test();
        let online = hub(&ctx);
        assert_eq!(online.connection.unwrap().text, no_online_play(ctx.lang()));
        assert!(online.sign_in.is_none());
        assert!(!OnlineHub.view(&ctx).offers(&Action::OpenLiveGames));
    }

    #[test]
    fn the_connection_is_a_word_and_an_icon_never_the_host() {
        let (mut ctx, _sent) = signed_in();
        let online = hub(&ctx).connection.unwrap();
        assert_eq!(online.state, ConnectionState::Connected);
        assert_eq!(online.icon, Icon::Connected);
        assert_eq!(online.text, "Online");
        assert!(online.button.is_none());
        ctx.online.connection = Connection::Retrying { retry_in_ms: 1500 };
        let retrying = hub(&ctx).connection.unwrap();
        assert_eq!(retrying.state, ConnectionState::Connecting);
        assert_eq!(retrying.text, "Offline – trying again in 2 s");
        ctx.online.connection = Connection::Off;
        let off = hub(&ctx);
        assert!(off.offers(&Action::OnlineConnect), "Connect on the line");
        assert!(!off
            .menu
            .iter()
            .any(|b| b.action == Action::OnlineDisconnect));
        let off = off.connection.unwrap();
        assert_eq!(off.state, ConnectionState::Offline);
        for text in [&online.text, &retrying.text, &off.text] {
            assert!(!text.contains("example.org"), "{text}");
        }
        // Signed out: the sign-in form, no connection to speak of.
        ctx.online.account = None;
        assert!(hub(&ctx).connection.is_none());
    }

    #[test]
    fn the_account_is_one_score() {
        let (ctx, _sent) = signed_in();
        let account = hub(&ctx).account.expect("the account");
        assert_eq!(
            (account.name.as_str(), account.score.as_str()),
            ("Mei", "Elo 1516")
        );
    }

    #[test]
    fn a_tile_seeks_its_time_control_rated_or_friendly() {
        let (mut ctx, sent) = signed_in();
        let quick = hub(&ctx).quick.expect("the grid");
        let times: Vec<_> = quick.tiles.iter().map(|t| t.time.as_str()).collect();
        assert_eq!(times, ["3+2", "10+5", "20+10", "45+15"]);
        assert_eq!(quick.tiles[0].speed, "Blitz");
        assert_eq!(quick.tiles[2].button.label, "Find an opponent for 20+10");
        hub_choose(&mut ctx, Field::OnlineRated, 1);
        assert_eq!(hub(&ctx).quick.unwrap().mode.selected, 1);
        let tile = Action::QuickGame { time_control: 2 };
        assert!(hub(&ctx).offers(&tile));
        OnlineHub.action(&mut ctx, 1, tile);
        let proposal = Proposal {
            time_control: TimeControl {
                minutes: 20,
                increment: 10,
            },
            rated: false,
            stake: 0,
        };
        assert_eq!(
            sent.lock().unwrap().last(),
            Some(&ClientMsg::Quick { proposal })
        );
        // The server says it seeks: that tile stops the search, the others wait.
        ctx.online.seeking = Some(proposal);
        let quick = hub(&ctx).quick.unwrap();
        assert!(quick.tiles[2].seeking);
        assert_eq!(quick.tiles[2].button.action, Action::CancelQuick);
        assert_eq!(quick.tiles[2].speed, "Seeking …");
        assert!(quick
            .tiles
            .iter()
            .filter(|t| !t.seeking)
            .all(|t| !t.button.enabled));
        assert!(!quick.mode.enabled);
        assert!(quick.note.is_some());
    }

    #[test]
    fn a_challenge_card_carries_accept_and_decline() {
        let (mut ctx, sent) = signed_in();
        ctx.online.challenges = vec![challenge("Li", "Mei", "Li")];
        let cards = hub(&ctx).challenges;
        assert_eq!(cards.len(), 1);
        assert_eq!(cards[0].title, "Li challenges you");
        assert_eq!(cards[0].terms, "10+5 · rated · 20 Taler");
        let actions: Vec<_> = cards[0].buttons.iter().map(|b| &b.action).collect();
        assert_eq!(
            actions,
            [
                &Action::AcceptChallenge { id: 5 },
                &Action::DeclineChallenge { id: 5 }
            ]
        );
        assert_eq!(cards[0].buttons[0].role, ButtonRole::Primary);
        assert_eq!(cards[0].buttons[1].label, "Decline");
        OnlineHub.action(&mut ctx, 1, Action::AcceptChallenge { id: 5 });
        assert_eq!(
            sent.lock().unwrap().last(),
            Some(&ClientMsg::Accept {
                challenge: 5,
                revision: 2
            })
        );
        OnlineHub.action(&mut ctx, 1, Action::DeclineChallenge { id: 5 });
        assert_eq!(
            sent.lock().unwrap().last(),
            Some(&ClientMsg::Decline { challenge: 5 })
        );
    }

    #[test]
    fn a_sent_challenge_offers_only_withdraw() {
        let (mut ctx, _sent) = signed_in();
        ctx.online.challenges = vec![challenge("Mei", "Li", "Mei")];
        let card = hub(&ctx).challenges.remove(0);
        assert_eq!(card.title, "Your challenge to Li");
        assert_eq!(card.status, "waiting for Li");
        assert_eq!(card.buttons.len(), 1);
        assert_eq!(card.buttons[0].label, "Withdraw");
        assert!(!hub(&ctx).offers(&Action::AcceptChallenge { id: 5 }));
    }

    #[test]
    fn the_running_game_shows_the_opponent_and_both_clocks() {
        let (mut ctx, _sent) = signed_in();
        ctx.online.running_game = Some(7);
        let plain = hub(&ctx).running_game.expect("the card");
        assert_eq!(plain.opponent, "Your running game");
        assert!(plain.your_clock.is_none());
        let now = ctx.online.server_now(ctx.now_ms());
        ctx.online.running_view = Some(GameView {
            id: 7,
            red: GamePlayer {
                name: "Li".into(),
                elo: 1540,
            },
            black: GamePlayer {
                name: "Mei".into(),
                elo: 1516,
            },
            time_control: TimeControl {
                minutes: 10,
                increment: 5,
            },
            rated: true,
            stake: 0,
            started_at_ms: 0,
            moves: vec!["h2e2".into()],
            clock: ClockView {
                red_ms: 521_000,
                black_ms: 552_000,
                running: Some(Color::Black),
                at_ms: now,
            },
            warning: None,
            draw_offer: None,
            takeback_offer: None,
            absent: Vec::new(),
            outcome: None,
            v: 3,
        });
        let card = hub(&ctx).running_game.expect("the card");
        assert_eq!(card.opponent, "Li");
        assert_eq!(card.detail, "Elo 1540 · 10+5 · rated");
        assert_eq!(card.turn.as_deref(), Some("Your move"));
        let (mine, theirs) = (card.your_clock.unwrap(), card.opponent_clock.unwrap());
        assert!(mine.running && !theirs.running);
        assert_eq!((mine.time.as_str(), theirs.time.as_str()), ("9:12", "8:41"));
        assert!(hub(&ctx).offers(&Action::OpenOnlineGame { id: 7 }));
        assert!(
            !hub(&ctx).quick.unwrap().tiles[0].button.enabled,
            "one game at a time"
        );
    }

    #[test]
    fn the_lists_are_routes() {
        let (mut ctx, _rx) = Ctx::for_test();
        assert_eq!(
            OnlineHub.action(&mut ctx, 1, Action::OpenMyGames),
            Nav::Push(Route::OnlineList(ListKind::MyGames))
        );
        assert_eq!(
            OnlineHub.action(&mut ctx, 1, Action::OpenOnlineDaily),
            Nav::Push(Route::OnlineDaily)
        );
    }

    #[test]
    fn a_challenge_to_the_player_is_told_and_kept() {
        let (mut ctx, _rx) = Ctx::for_test();
        let c = ChallengeView {
            to: String::new(),
            ..challenge("Mei", "", "Mei")
        };
        challenge_heard(&mut ctx, &c);
        assert_eq!(ctx.online.challenges.len(), 1);
        assert!(ctx.banner.as_ref().is_some_and(|b| b.text.contains("Mei")));
    }
}
