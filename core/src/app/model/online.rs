//! What the online link hears, routed by the model to the state and to the screens it is
//! about (the hub's state in the context, a challenge sheet, an online game, the server's
//! puzzle of the day, a list).

use super::context::{Nav, Route};
use super::stack::{Entry, ScreenKind};
use super::{all_entries, Model};
use crate::app::screens::online::daily::OnlineDaily;
use crate::app::screens::online::game::OnlineGameScreen;
use crate::app::screens::online::hub;
use crate::app::screens::online::texts::{challenge_closed_text, error_text, link_error_text};
use crate::app::services::link::{LinkAnswer, LinkError, LinkEvent, LinkQuery};
use crate::protocol::{Account, ServerMsg};
use crate::protocol::{ChallengeEnd, ChallengeId, ClientMsg, ErrorCode, GameEvent, GameId};

impl Model {
    /// What the link heard (events of an older session are dropped).
    pub(super) fn heard(&mut self, generation: u64, event: LinkEvent) {
        if generation != self.ctx.online.generation {
            return;
        }
        match event {
            LinkEvent::Registered(result) => hub::registered(&mut self.ctx, result),
            LinkEvent::Connection(state) => hub::connection_changed(&mut self.ctx, state),
            LinkEvent::Answer { query, result } => self.answered(query, result),
            LinkEvent::Message(msg) => self.server_message(msg),
        }
    }

    fn answered(&mut self, query: LinkQuery, result: Result<LinkAnswer, LinkError>) {
        if let LinkQuery::Game { .. } = query {
            match result {
                Ok(LinkAnswer::Game(game)) => {
                    self.navigate(Nav::Push(Route::OnlineReview(game)));
                }
                Ok(_) => {}
                Err(e) => {
                    let text = link_error_text(&e, self.ctx.lang());
                    self.ctx.info_error(text);
                }
            }
            return;
        }
        let ctx = &self.ctx;
        for entry in all_entries(&mut self.stack, &mut self.parked) {
            if let ScreenKind::OnlineList(list) = &mut entry.kind {
                if list.wants(ctx, &query) {
                    list.answered(ctx, result);
                    return;
                }
            }
        }
    }

    /// One message from the server, to the state and the screens it is about.
    fn server_message(&mut self, msg: ServerMsg) {
        match msg {
            ServerMsg::Welcome {
                you,
                server_time_ms,
                game,
                ..
            } => self.welcome(you, server_time_ms, game),
            ServerMsg::Pong { .. } | ServerMsg::Shutdown {} => {}
            ServerMsg::Lobby { players } => self.ctx.online.lobby = players,
            ServerMsg::AccountUpdate { you } => self.ctx.online.me = Some(you),
            ServerMsg::Challenge { challenge } => {
                hub::challenge_heard(&mut self.ctx, &challenge);
                for entry in all_entries(&mut self.stack, &mut self.parked) {
                    if let ScreenKind::Challenge(sheet) = &mut entry.kind {
                        sheet.heard(&self.ctx, &challenge);
                    }
                }
            }
            ServerMsg::ChallengeClosed { challenge, reason } => {
                self.challenge_closed(challenge, reason)
            }
            ServerMsg::Seeking { proposal } => self.ctx.online.seeking = Some(proposal),
            ServerMsg::SeekCancelled {} => self.ctx.online.seeking = None,
            ServerMsg::GameStarted { game, .. } => self.game_started(game),
            ServerMsg::GameSnapshot { game } => {
                if let Some(g) =
                    online_game(all_entries(&mut self.stack, &mut self.parked), game.id)
                {
                    g.snapshot(&mut self.ctx, game);
                }
            }
            ServerMsg::GameEvent { game, v, event } => {
                if let Some(g) = online_game(all_entries(&mut self.stack, &mut self.parked), game) {
                    g.event(&mut self.ctx, v, event);
                } else if let GameEvent::Ended { .. } = event {
                    if self.ctx.online.running_game == Some(game) {
                        self.ctx.online.running_game = None;
                    }
                }
            }
            ServerMsg::Error {
                code,
                message,
                game,
            } => self.server_error(code, &message, game),
            msg @ (ServerMsg::DailyPuzzle { .. }
            | ServerMsg::DailyTried { .. }
            | ServerMsg::DailyDone { .. }) => {
                if let Some(d) = online_daily(all_entries(&mut self.stack, &mut self.parked)) {
                    d.heard(&mut self.ctx, msg);
                }
            }
        }
    }

    fn welcome(&mut self, you: Account, server_time_ms: u64, game: Option<GameId>) {
        let ctx = &mut self.ctx;
        ctx.online.server_offset_ms = server_time_ms as i64 - ctx.now_ms() as i64;
        ctx.online.me = Some(you);
        ctx.online.running_game = game;
        ctx.online.send(ClientMsg::LobbySubscribe { on: true });
        // A new session follows nothing yet: the games on screen are opened again (a
        // reconnect of the same session resumes them by itself).
        let on_screen: Vec<GameId> = self
            .stack
            .iter()
            .filter_map(|s| match &s.kind {
                ScreenKind::OnlineGame(g) => Some(g.id),
                _ => None,
            })
            .collect();
        for id in &on_screen {
            if !self.ctx.online.follows(*id) {
                self.ctx.online.send(ClientMsg::Open {
                    game: *id,
                    since: None,
                });
            }
        }
        let shown = on_screen.iter().any(|&id| Some(id) == game);
        let hub_on_top = matches!(
            self.stack.last().map(|s| &s.kind),
            Some(ScreenKind::Online(_))
        );
        if let (Some(id), false, true) = (game, shown, hub_on_top) {
            self.navigate(Nav::Push(Route::OnlineGame(id)));
        }
    }

    fn game_started(&mut self, game: GameId) {
        self.ctx.online.seeking = None;
        self.ctx.online.running_game = Some(game);
        // The server follows a new game for its players and sends its snapshot next.
        self.ctx.online.followed_by_server(game);
        let shown = self
            .stack
            .iter()
            .any(|s| matches!(&s.kind, ScreenKind::OnlineGame(g) if g.id == game));
        if shown {
            return;
        }
        let sheet_on_top = matches!(
            self.stack.last().map(|s| &s.kind),
            Some(ScreenKind::Challenge(_))
        );
        let route = Route::OnlineGame(game);
        self.navigate(if sheet_on_top {
            Nav::Replace(route)
        } else {
            Nav::Push(route)
        });
    }

    fn server_error(&mut self, code: ErrorCode, message: &str, game: Option<GameId>) {
        // A refusal without a game (too fast, busy) while a move waits on the game on top
        // is that move's answer: the board goes back to the server's position.
        let pending_on_top = match self.stack.last().map(|s| &s.kind) {
            Some(ScreenKind::OnlineGame(g)) if g.pending() => Some(g.id),
            _ => None,
        };
        if let Some(id) = game.or(pending_on_top) {
            if let Some(g) = online_game(all_entries(&mut self.stack, &mut self.parked), id) {
                g.refused(&mut self.ctx, code, message);
                return;
            }
        }
        let daily_on_top = matches!(
            self.stack.last().map(|s| &s.kind),
            Some(ScreenKind::OnlineDaily(_))
        );
        let about_daily = matches!(
            code,
            ErrorCode::DailyAlreadyPlayed | ErrorCode::DailyNotStarted
        );
        if about_daily || daily_on_top {
            if let Some(d) = online_daily(all_entries(&mut self.stack, &mut self.parked)) {
                d.refused(&mut self.ctx, code, message);
                return;
            }
        }
        self.refused(code, message);
    }

    fn challenge_closed(&mut self, id: ChallengeId, reason: ChallengeEnd) {
        let gone = self
            .ctx
            .online
            .challenges
            .iter()
            .find(|c| c.id == id)
            .cloned();
        self.ctx.online.challenges.retain(|c| c.id != id);
        let sheet_on_top = matches!(
            self.stack.last().map(|s| &s.kind),
            Some(ScreenKind::Challenge(sheet)) if sheet.closed(id)
        );
        if reason == ChallengeEnd::Started {
            return;
        }
        let who = gone
            .map(|c| {
                let me = self.ctx.online.my_name().unwrap_or_default();
                if c.to == me {
                    c.from
                } else {
                    c.to
                }
            })
            .unwrap_or_default();
        let text = challenge_closed_text(reason, &who, self.ctx.lang());
        self.ctx.info(text);
        if sheet_on_top {
            self.navigate(Nav::Pop);
        }
    }

    /// A refusal of something the hub or a sheet asked for.
    fn refused(&mut self, code: ErrorCode, message: &str) {
        let text = error_text(code, message, self.ctx.lang());
        if code == ErrorCode::Unauthorized {
            hub::unauthorized(&mut self.ctx, text);
            return;
        }
        if let Some(Entry {
            kind: ScreenKind::Challenge(sheet),
            ..
        }) = self.stack.last_mut()
        {
            sheet.refused(text.clone());
        }
        self.ctx.announce(text.clone());
        self.ctx.info_error(text);
    }
}

/// The screen showing online game `id`, the topmost if several do.
fn online_game<'a>(
    mut entries: impl Iterator<Item = &'a mut Entry>,
    id: GameId,
) -> Option<&'a mut OnlineGameScreen> {
    entries.find_map(|s| match &mut s.kind {
        ScreenKind::OnlineGame(g) if g.id == id => Some(&mut **g),
        _ => None,
    })
}

fn online_daily<'a>(
    mut entries: impl Iterator<Item = &'a mut Entry>,
) -> Option<&'a mut OnlineDaily> {
    entries.find_map(|s| match &mut s.kind {
        ScreenKind::OnlineDaily(d) => Some(&mut **d),
        _ => None,
    })
}
