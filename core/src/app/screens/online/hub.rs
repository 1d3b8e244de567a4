//! The online hub: sign-in, the connection, the lobby, challenges, quick game, and the way
//! to the lists and the server's puzzle of the day. Its state (the account, the lobby, the
//! challenges) lives in the context, as it outlives the screen; what the link hears about it
//! the model hands to the functions at the end of this file.

use super::texts::{
    account_line, connection_text, link_error_text, no_online_play, retry_text, status_label,
    terms_text, time_control, time_control_options,
};
use crate::app::event::{Action, Field, TextField};
use crate::app::model::context::{button, Ctx, ListKind, Nav, Route};
use crate::app::screens::screen::Screen;
use crate::app::services::link::{LinkError, LinkState};
use crate::app::services::online::{Connection, OnlineState};
use crate::app::view::*;
use crate::date::Date;
use crate::lang::Lang;
use crate::protocol::{ChallengeView, ClientMsg, PlayerStatus, Proposal, TimeControl};
use crate::store::OnlineAccount;
use crate::tr;

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
            ctx.online.name_draft.clear();
            ctx.online.sign_in_message = None;
            Nav::Stay
        }
        Action::ChallengePlayer { name } => Nav::Push(Route::Challenge { name }),
        Action::OpenChallenge { id } => match ctx.online.challenges.iter().find(|c| c.id == id) {
            Some(c) => Nav::Push(Route::OpenChallenge(c.clone())),
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

fn hub_choose(ctx: &mut Ctx, field: Field, option: u32) {
    if field == Field::OnlineTimeControl && (option as usize) < TimeControl::choices().len() {
        ctx.online.quick_time_control = option;
    }
}

fn hub_toggle(ctx: &mut Ctx, field: Field, on: bool) {
    if field == Field::OnlineRated {
        ctx.online.quick_rated = on;
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
        status: connection_text(ctx),
        connected: o.connected(),
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
        view.status = no_online_play(lang).into_owned();
        return view;
    }
    if o.token().is_none() {
        view.sign_in = Some(sign_in_view(o, lang));
        return view;
    }
    view.account = o.me.as_ref().map(|me| account_line(me, lang));
    if let Some(id) = o.running_game {
        view.running_game = Some(RowView {
            title: tr!(lang, "online-your-running-game").into_owned(),
            detail: tr!(lang, "online-tap-to-continue").into_owned(),
            action: Some(Action::OpenOnlineGame { id }),
            extra: Vec::new(),
        });
    }
    view.quick = Some(quick_section(o, lang));
    view.challenges = challenge_rows(o, lang);
    view.players = player_rows(o, lang);
    view.menu = hub_menu(o, lang);
    view
}

/// The sign-in form: a name and the server.
fn sign_in_view(o: &OnlineState, lang: Lang) -> SignInView {
    SignInView {
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

/// A quick game: the time control, rated or not, and the search.
fn quick_section(o: &OnlineState, lang: Lang) -> SectionView {
    let connected = o.connected();
    let seeking = o.seeking.is_some();
    SectionView {
        title: tr!(lang, "online-quick-game").into_owned(),
        choices: vec![ChoiceView {
            field: Field::OnlineTimeControl,
            label: tr!(lang, "online-time-control").into_owned(),
            options: time_control_options(lang),
            selected: o.quick_time_control,
            enabled: !seeking,
        }],
        toggles: vec![ToggleView {
            field: Field::OnlineRated,
            label: tr!(lang, "online-rated-elo-and-points").into_owned(),
            on: o.quick_rated,
            enabled: !seeking,
        }],
        buttons: vec![if seeking {
            button(
                Action::CancelQuick,
                &tr!(lang, "online-stop-seeking"),
                connected,
                ButtonRole::Secondary,
            )
        } else {
            button(
                Action::QuickGame,
                &tr!(lang, "online-find-an-opponent"),
                connected && o.running_game.is_none(),
                ButtonRole::Primary,
            )
        }],
        note: seeking.then(|| tr!(lang, "online-looking-for-an-opponent").into_owned()),
    }
}

/// The open challenges, the player's and those to the player.
fn challenge_rows(o: &OnlineState, lang: Lang) -> Vec<RowView> {
    let me = o.my_name().unwrap_or_default();
    o.challenges
        .iter()
        .map(|c| {
            let incoming = c.to == me;
            let other = if incoming { &c.from } else { &c.to };
            let waiting_for_me = !c.accepted_by.iter().any(|n| n == me);
            RowView {
                title: if incoming {
                    tr!(lang, "online-challenges-you", other = other)
                } else {
                    tr!(lang, "online-your-challenge-to", other = other)
                },
                detail: format!(
                    "{} · {}",
                    terms_text(c.terms.time_control, c.terms.rated, c.terms.stake, lang),
                    if waiting_for_me {
                        tr!(lang, "online-waiting-for-you").into_owned()
                    } else {
                        tr!(lang, "online-waiting-for", other = other)
                    }
                ),
                action: Some(Action::OpenChallenge { id: c.id }),
                extra: Vec::new(),
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
    vec![
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
        if o.connection == Connection::Off {
            button(
                Action::OnlineConnect,
                &tr!(lang, "online-connect"),
                true,
                ButtonRole::Secondary,
            )
        } else {
            button(
                Action::OnlineDisconnect,
                &tr!(lang, "online-disconnect"),
                true,
                ButtonRole::Secondary,
            )
        },
        button(
            Action::OnlineSignOut,
            &tr!(lang, "online-sign-out"),
            o.running_game.is_none(),
            ButtonRole::Destructive,
        ),
    ]
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

    fn toggle(&mut self, ctx: &mut Ctx, field: Field, on: bool) {
        hub_toggle(ctx, field, on);
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

    #[test]
    fn without_a_link_the_hub_says_so_and_offers_nothing() {
        let (ctx, _rx) = Ctx::for_test();
        let ScreenView::Online { online } = OnlineHub.view(&ctx) else {
            panic!("the hub");
        };
        assert_eq!(online.status, no_online_play(ctx.lang()));
        assert!(online.sign_in.is_none());
        assert!(!OnlineHub.view(&ctx).offers(&Action::OpenLiveGames));
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
            id: 5,
            from: "Mei".into(),
            to: String::new(),
            revision: 1,
            terms: crate::protocol::Terms {
                time_control: TimeControl {
                    minutes: 10,
                    increment: 5,
                },
                rated: true,
                stake: 0,
                red: "Mei".into(),
            },
            accepted_by: vec!["Mei".into()],
            quick: false,
        };
        challenge_heard(&mut ctx, &c);
        assert_eq!(ctx.online.challenges.len(), 1);
        assert!(ctx.banner.as_ref().is_some_and(|b| b.text.contains("Mei")));
    }
}
