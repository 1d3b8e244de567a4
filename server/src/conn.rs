//! One task per WebSocket connection: strict parsing, a rate limit, routing to the lobby, the
//! game owners and the daily puzzle, and the outbox to the socket.

use crate::bus::{GameAction, GameCmd, Outbox, Topic};
use crate::cluster::{LobbyState, RouteError};
use crate::daily;
use crate::db::AccountRow;
use crate::lobby::LobbyCmd;
use crate::Shared;
use axum::extract::ws::{CloseFrame, Message, WebSocket};
use std::collections::HashSet;
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::Instant;
use xiangqi_online::protocol::{
    parse_client, ClientMsg, ErrorCode, GameId, GameView, Limits, ServerMsg, MAX_REPORTED_LAG_MS,
    MAX_TEXT_BYTES, PROTOCOL_VERSION,
};

/// After this many messages refused by the rate limit, the connection is closed.
pub const RATE_STRIKES_BEFORE_CLOSE: u32 = 50;
/// Close codes (RFC 6455): policy violation, message too big, and "try again later".
const CLOSE_POLICY: u16 = 1008;
const CLOSE_TOO_BIG: u16 = 1009;
const CLOSE_RESTART: u16 = 1012;
/// After its close frame the server keeps reading (and discarding) what the client still
/// sends, until the client's close frame, for at most this long: closing a TCP socket with
/// unread input resets it, and a reset can destroy answers not yet read by the client.
pub const CLOSE_DRAIN_MS: u64 = 2_000;
/// ... and at most this many frames.
pub const CLOSE_DRAIN_FRAMES: usize = 10_000;

/// A token bucket over real time: `burst` messages at once, `rate` per second on average.
struct RateLimit {
    tokens: f64,
    burst: f64,
    rate: f64,
    last: Instant,
}

impl RateLimit {
    fn new(rate: u32, burst: u32) -> RateLimit {
        RateLimit {
            tokens: f64::from(burst),
            burst: f64::from(burst),
            rate: f64::from(rate),
            last: Instant::now(),
        }
    }

    fn allow(&mut self) -> bool {
        let now = Instant::now();
        let dt = now.duration_since(self.last).as_secs_f64();
        self.last = now;
        self.tokens = (self.tokens + dt * self.rate).min(self.burst);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

struct Conn {
    shared: Arc<Shared>,
    id: u64,
    account: AccountRow,
    opened: HashSet<GameId>,
    daily: Option<daily::Attempt>,
    watching_lobby: bool,
    /// The seek and challenges the lobby's messages gave this connection (in a cluster, for
    /// a new lobby after a failover).
    lobby_state: LobbyState,
}

/// Serves one authenticated socket until it closes.
pub async fn serve(shared: Arc<Shared>, mut socket: WebSocket, account: AccountRow) {
    let _alive = shared.tasks.guard();
    let id = shared.next_conn_id.fetch_add(1, Ordering::Relaxed);
    let (outbox, mut outgoing, overflowed) = Outbox::new();
    shared.bus.connect(id, outbox);
    shared.bus.subscribe(Topic::Account(account.id), id);
    shared.metrics.connections.fetch_add(1, Ordering::Relaxed);
    let game = shared.db.live_game_of(account.id).await.ok().flatten();
    let welcome = ServerMsg::Welcome {
        protocol: PROTOCOL_VERSION,
        you: account.account.clone(),
        server_time_ms: shared.clock.now_ms(),
        game,
        limits: Limits {
            max_text_bytes: MAX_TEXT_BYTES as u32,
            messages_per_second: shared.config.rate_per_second,
            burst: shared.config.rate_burst,
            disconnect_grace_ms: crate::game::DISCONNECT_GRACE_MS,
            time_scale: shared.clock.scale(),
        },
    };
    if let Some(c) = &shared.cluster {
        c.online(id, account.id, account.account.clone());
    }
    // The welcome waits until the lobby has the arrival: a challenge sent to this player by
    // anyone who heard of it must find it online, on whichever node. (Without a lobby right
    // now, the next lobby hears of the player when it asks every node.)
    let _ = shared
        .ask_lobby(LobbyCmd::Online {
            account: account.id,
            figures: account.account.clone(),
            game,
            node: shared.config.node.clone(),
            seek: None,
            challenges: Vec::new(),
        })
        .await;
    let mut conn = Conn {
        shared: shared.clone(),
        id,
        account,
        opened: HashSet::new(),
        daily: None,
        watching_lobby: false,
        lobby_state: LobbyState::default(),
    };
    let mut limit = RateLimit::new(shared.config.rate_per_second, shared.config.rate_burst);
    let mut strikes = 0;
    let mut shutdown = shared.shutdown.clone();
    let mut close: Option<(u16, &'static str)> = None;
    if socket
        .send(Message::Text(crate::encode(&welcome).as_ref().into()))
        .await
        .is_ok()
    {
        loop {
            tokio::select! {
                incoming = socket.recv() => match incoming {
                    Some(Ok(Message::Text(text))) => {
                        if !limit.allow() {
                            strikes += 1;
                            conn.error(ErrorCode::RateLimited, "slow down", None);
                            if strikes >= RATE_STRIKES_BEFORE_CLOSE {
                                // The last error is queued; it goes out before the close.
                                close = Some((CLOSE_POLICY, "rate limit"));
                                break;
                            }
                            continue;
                        }
                        conn.on_text(text.as_str()).await;
                    }
                    Some(Ok(Message::Binary(_))) => {
                        conn.error(ErrorCode::BinaryUnsupported, "send JSON text frames", None);
                    }
                    Some(Ok(Message::Ping(_) | Message::Pong(_))) => {}
                    Some(Ok(Message::Close(_))) | None => break,
                    Some(Err(e)) => {
                        if too_big(e) {
                            close = Some((CLOSE_TOO_BIG, "message too big"));
                        }
                        break;
                    }
                },
                frame = outgoing.recv() => {
                    let Some(frame) = frame else { break };
                    if overflowed.load(Ordering::Relaxed) {
                        close = Some((CLOSE_POLICY, "too slow: reconnect and resume"));
                        break;
                    }
                    if socket.send(Message::Text(frame.as_ref().into())).await.is_err() {
                        break;
                    }
                    // A game of this account started: follow it at once (its snapshot
                    // comes next), so a player needs no `open` of its own.
                    if let Some(game) = started_game(&frame) {
                        if !conn.opened.contains(&game) {
                            let _ = conn.open(game, None).await;
                        }
                    }
                    conn.track_lobby(&frame);
                }
                _ = shutdown.changed() => {
                    let _ = socket
                        .send(Message::Text(crate::encode(&ServerMsg::Shutdown {}).as_ref().into()))
                        .await;
                    close = Some((CLOSE_RESTART, "server restarting"));
                    break;
                }
            }
        }
    }
    if let Some((code, reason)) = close {
        // What was already answered still goes out before the close.
        while let Ok(frame) = outgoing.try_recv() {
            if socket
                .send(Message::Text(frame.as_ref().into()))
                .await
                .is_err()
            {
                break;
            }
        }
        let sent = socket
            .send(Message::Close(Some(CloseFrame {
                code,
                reason: reason.into(),
            })))
            .await;
        if sent.is_ok() && code == CLOSE_POLICY {
            drain(&mut socket).await;
        }
    }
    conn.leave().await;
    shared.metrics.connections.fetch_sub(1, Ordering::Relaxed);
}

/// The game of a `game_started` frame (the lobby sends it to the player's account).
fn started_game(frame: &str) -> Option<GameId> {
    if !frame.starts_with(r#"{"type":"game_started""#) {
        return None;
    }
    match serde_json::from_str(frame) {
        Ok(ServerMsg::GameStarted { game, .. }) => Some(game),
        _ => None,
    }
}

/// A lobby message's effect on what a connection has in the lobby (only these change it).
fn lobby_effect(frame: &str, state: &mut LobbyState) {
    const PREFIXES: [&str; 4] = [
        r#"{"type":"seeking""#,
        r#"{"type":"seek_cancelled""#,
        r#"{"type":"challenge"#,
        r#"{"type":"game_started""#,
    ];
    if !PREFIXES.iter().any(|p| frame.starts_with(p)) {
        return;
    }
    match serde_json::from_str(frame) {
        Ok(ServerMsg::Seeking { proposal }) => state.seek = Some(proposal),
        Ok(ServerMsg::SeekCancelled {} | ServerMsg::GameStarted { .. }) => state.seek = None,
        Ok(ServerMsg::Challenge { challenge }) => {
            // A pairing takes both seekers out of the pool.
            if challenge.quick {
                state.seek = None;
            }
            if !state.challenges.contains(&challenge.id) {
                state.challenges.push(challenge.id);
            }
        }
        Ok(ServerMsg::ChallengeClosed { challenge, .. }) => {
            state.challenges.retain(|c| *c != challenge)
        }
        _ => {}
    }
}

/// Whether a read failed because a message exceeded the socket's size limit.
fn too_big(e: axum::Error) -> bool {
    matches!(
        e.into_inner()
            .downcast_ref::<tokio_tungstenite::tungstenite::Error>(),
        Some(tokio_tungstenite::tungstenite::Error::Capacity(_))
    )
}

/// Reads and discards until the client's close frame (or the end, or the bounds), so the
/// socket closes cleanly. (An oversized message cannot be read past: its close is sent
/// without this.)
async fn drain(socket: &mut WebSocket) {
    let bounded = async {
        for _ in 0..CLOSE_DRAIN_FRAMES {
            match socket.recv().await {
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return,
                Some(Ok(_)) => {}
            }
        }
    };
    let _ = tokio::time::timeout(std::time::Duration::from_millis(CLOSE_DRAIN_MS), bounded).await;
}

impl Conn {
    fn error(&self, code: ErrorCode, message: &str, game: Option<GameId>) {
        self.shared
            .send_to_conn(self.id, code, message.to_string(), game);
    }

    fn reply(&self, msg: &ServerMsg) {
        self.shared
            .bus
            .publish(Topic::Conn(self.id), crate::encode(msg));
    }

    async fn leave(&mut self) {
        if self.watching_lobby {
            self.shared.lobby_watchers.fetch_sub(1, Ordering::Relaxed);
            self.shared.to_lobby(LobbyCmd::Watch { on: false });
        }
        for g in self.opened.drain() {
            let cmd = GameCmd {
                account: self.account.id,
                conn: self.id,
                action: GameAction::Close,
            };
            if self.shared.cluster.is_some() {
                // The owner may sit on another node (or be gone): no waiting for it here.
                let shared = self.shared.clone();
                tokio::spawn(async move {
                    let _ = shared.to_game(g, cmd).await;
                });
            } else {
                let _ = self.shared.bus.send_to_game(g, cmd);
            }
        }
        self.shared.to_lobby(LobbyCmd::Offline {
            account: self.account.id,
        });
        if let Some(c) = &self.shared.cluster {
            c.offline(self.id);
        }
        self.shared.bus.disconnect(self.id);
    }

    /// A lobby command; refused with `lobby_unavailable` when no lobby takes it.
    async fn lobby(&self, cmd: LobbyCmd) {
        if let Err(e) = self.shared.ask_lobby(cmd).await {
            self.error(ErrorCode::LobbyUnavailable, &e.to_string(), None);
        }
    }

    fn track_lobby(&mut self, frame: &str) {
        let Some(c) = &self.shared.cluster else {
            return;
        };
        let before = self.lobby_state.clone();
        lobby_effect(frame, &mut self.lobby_state);
        if self.lobby_state != before {
            c.lobby_state(self.id, self.lobby_state.clone());
        }
    }

    async fn on_text(&mut self, text: &str) {
        let msg = match parse_client(text) {
            Ok(m) => m,
            Err(e) => return self.error(e.code, &e.message, None),
        };
        let account = self.account.id;
        let conn = self.id;
        match msg {
            ClientMsg::Ping { id } => self.reply(&ServerMsg::Pong {
                id,
                server_time_ms: self.shared.clock.now_ms(),
            }),
            ClientMsg::Lobby {} => self.send_lobby().await,
            ClientMsg::LobbySubscribe { on } => {
                if on != self.watching_lobby {
                    if on {
                        self.shared.bus.subscribe(Topic::Lobby, conn);
                        self.shared.lobby_watchers.fetch_add(1, Ordering::Relaxed);
                    } else {
                        self.shared.bus.unsubscribe(Topic::Lobby, conn);
                        self.shared.lobby_watchers.fetch_sub(1, Ordering::Relaxed);
                    }
                    self.shared.to_lobby(LobbyCmd::Watch { on });
                    if let Some(c) = &self.shared.cluster {
                        c.watching(conn, on);
                    }
                }
                self.watching_lobby = on;
                if on {
                    self.send_lobby().await;
                }
            }
            ClientMsg::Challenge { to, proposal } => {
                self.lobby(LobbyCmd::Challenge {
                    account,
                    conn,
                    to,
                    proposal,
                })
                .await
            }
            ClientMsg::Counter { challenge, terms } => {
                self.lobby(LobbyCmd::Counter {
                    account,
                    conn,
                    challenge,
                    terms,
                })
                .await
            }
            ClientMsg::Accept {
                challenge,
                revision,
            } => {
                self.lobby(LobbyCmd::Accept {
                    account,
                    conn,
                    challenge,
                    revision,
                })
                .await
            }
            ClientMsg::Decline { challenge } => {
                self.lobby(LobbyCmd::Decline {
                    account,
                    conn,
                    challenge,
                })
                .await
            }
            ClientMsg::Quick { proposal } => {
                self.lobby(LobbyCmd::Quick {
                    account,
                    conn,
                    proposal,
                })
                .await
            }
            ClientMsg::QuickCancel {} => self.lobby(LobbyCmd::QuickCancel { account, conn }).await,
            ClientMsg::Open { game, since } => {
                let _ = self.open(game, since).await;
            }
            ClientMsg::Close { game } => {
                if self.opened.remove(&game) {
                    self.act_on_game(game, GameAction::Close).await;
                } else {
                    self.shared.bus.unsubscribe(Topic::Game(game), conn);
                }
            }
            ClientMsg::Move {
                game,
                ply,
                mv,
                lag_ms,
            } => {
                let lag_ms = lag_ms.unwrap_or(0);
                if lag_ms > MAX_REPORTED_LAG_MS {
                    // Out-of-range values are refused, never clamped (PROTOCOL.md).
                    return self.error(
                        ErrorCode::InvalidField,
                        &format!("lag_ms {lag_ms} is above {MAX_REPORTED_LAG_MS}"),
                        Some(game),
                    );
                }
                let action = GameAction::Move {
                    ply,
                    mv,
                    lag_ms,
                    received_at: Instant::now(),
                };
                self.act_on_game(game, action).await;
            }
            ClientMsg::OfferDraw { game } => self.act_on_game(game, GameAction::OfferDraw).await,
            ClientMsg::AcceptDraw { game } => self.act_on_game(game, GameAction::AcceptDraw).await,
            ClientMsg::DeclineDraw { game } => {
                self.act_on_game(game, GameAction::DeclineDraw).await
            }
            ClientMsg::Resign { game } => self.act_on_game(game, GameAction::Resign).await,
            ClientMsg::OfferTakeback { game } => {
                self.act_on_game(game, GameAction::OfferTakeback).await
            }
            ClientMsg::AcceptTakeback { game } => {
                self.act_on_game(game, GameAction::AcceptTakeback).await
            }
            ClientMsg::DeclineTakeback { game } => {
                self.act_on_game(game, GameAction::DeclineTakeback).await
            }
            ClientMsg::DailyStart {} => match daily::start(&self.shared, account).await {
                Ok((attempt, msgs)) => {
                    self.daily = Some(attempt);
                    msgs.iter().for_each(|m| self.reply(m));
                }
                Err((code, m)) => self.error(code, &m, None),
            },
            ClientMsg::DailyMove { mv } => {
                let Some(mut attempt) = self.daily.take() else {
                    return self.error(ErrorCode::DailyNotStarted, "send daily_start first", None);
                };
                let r = daily::try_move(&self.shared, account, &mut attempt, &mv).await;
                self.daily = Some(attempt);
                match r {
                    Ok(msgs) => msgs.iter().for_each(|m| self.reply(m)),
                    Err((code, m)) => self.error(code, &m, None),
                }
            }
            ClientMsg::DailyGiveUp {} => {
                let Some(mut attempt) = self.daily.take() else {
                    return self.error(ErrorCode::DailyNotStarted, "send daily_start first", None);
                };
                let r = daily::give_up(&self.shared, account, &mut attempt).await;
                self.daily = Some(attempt);
                match r {
                    Ok(msgs) => msgs.iter().for_each(|m| self.reply(m)),
                    Err((code, m)) => self.error(code, &m, None),
                }
            }
        }
    }

    async fn send_lobby(&self) {
        match self.shared.lobby_list().await {
            Ok(players) => self.reply(&ServerMsg::Lobby { players }),
            Err(e) => self.error(ErrorCode::LobbyUnavailable, &e.to_string(), None),
        }
    }

    /// Follows `game`; whether the answer was a snapshot (or events) rather than an error.
    async fn open(&mut self, game: GameId, since: Option<u64>) -> bool {
        let cmd = GameCmd {
            account: self.account.id,
            conn: self.id,
            action: GameAction::Open { since },
        };
        match self.shared.to_game(game, cmd).await {
            Ok(()) => {
                self.opened.insert(game);
                return true;
            }
            Err(e @ RouteError::Unavailable(_)) => {
                self.error(ErrorCode::Internal, &e.to_string(), Some(game));
                return false;
            }
            Err(RouteError::NoSuchGame(_)) => {}
        }
        // Not live: a finished game comes from the archive as a snapshot.
        match self.shared.db.game(game).await {
            Ok(Some(g)) => {
                let Some(a) = g.archived() else {
                    self.error(ErrorCode::NotFound, "game not available", Some(game));
                    return false;
                };
                let view = GameView {
                    id: a.id,
                    red: a.red,
                    black: a.black,
                    time_control: a.time_control,
                    rated: a.rated,
                    stake: a.stake,
                    started_at_ms: a.started_at_ms,
                    clock: xiangqi_online::protocol::ClockView {
                        red_ms: g.moves.last().map_or(0, |m| m.red_ms),
                        black_ms: g.moves.last().map_or(0, |m| m.black_ms),
                        running: None,
                        at_ms: a.ended_at_ms,
                    },
                    moves: a.moves,
                    warning: None,
                    draw_offer: None,
                    takeback_offer: None,
                    absent: Vec::new(),
                    outcome: Some(a.outcome),
                    v: g.moves.last().map_or(0, |m| m.version) + 1,
                };
                self.reply(&ServerMsg::GameSnapshot { game: view });
                true
            }
            Ok(None) => {
                self.error(ErrorCode::NotFound, "no such game", Some(game));
                false
            }
            Err(e) => {
                self.error(ErrorCode::Internal, &e.to_string(), Some(game));
                false
            }
        }
    }

    async fn act_on_game(&mut self, game: GameId, action: GameAction) {
        // An action on a game this connection does not follow: it follows it first (a
        // snapshot comes, then the action's answer: the `moved` that acknowledges a move,
        // or an error), so no move is played unacknowledged.
        if !matches!(action, GameAction::Close)
            && !self.opened.contains(&game)
            && !self.open(game, None).await
        {
            // Its error answers the action too.
            return;
        }
        let cmd = GameCmd {
            account: self.account.id,
            conn: self.id,
            action,
        };
        match self.shared.to_game(game, cmd).await {
            Ok(()) => return,
            Err(e @ RouteError::Unavailable(_)) => {
                return self.error(ErrorCode::Internal, &e.to_string(), Some(game));
            }
            Err(RouteError::NoSuchGame(_)) => {}
        }
        match self.shared.db.game(game).await {
            Ok(Some(g)) if g.red_id == self.account.id || g.black_id == self.account.id => {
                self.error(ErrorCode::GameOver, "the game is over", Some(game))
            }
            Ok(Some(_)) => self.error(
                ErrorCode::NotAPlayer,
                "you do not play this game",
                Some(game),
            ),
            Ok(None) => self.error(ErrorCode::NotFound, "no such game", Some(game)),
            Err(e) => self.error(ErrorCode::Internal, &e.to_string(), Some(game)),
        }
    }
}
