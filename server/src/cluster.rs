//! Several server processes (nodes) sharing PostgreSQL and a NATS server (`--nats URL`).
//!
//! # Design
//! - **Frames**: a node delivers what it publishes to its own connections at once and
//!   publishes it on NATS (`xq.f.…`, the connection made with `no_echo`); every node
//!   subscribes to all frames and delivers them to its own subscribers. One subscription
//!   read by one task keeps the order of one publisher: a game's snapshot and the events
//!   after it arrive in the order its owner sent them. (Every frame reaches every node: with
//!   a handful of nodes that costs less than keeping per-topic NATS interest in step.)
//! - **Subscribing a remote connection**: a game's owner subscribes a follower that sits
//!   on another node by a control message on the same frame stream (`xq.f.sub.<conn>`), so it
//!   takes effect between the snapshot and the next event. Connection ids carry their node's
//!   random tag in the high 32 bits.
//! - **Commands**: a command for a game with no owner here goes to its owner's node by a NATS
//!   request (`xq.cmd.<node>`), answered once the owner task has it. The owner's node is
//!   read from the game's lease in the database (and cached). With no answer (the owner
//!   died: no responders; or it is frozen: a time-out) the sender waits for the lease to run
//!   out and then takes the game over itself ([`crate::db::Db::acquire_lease`] gives a new
//!   fencing epoch, the game is reloaded from the database, the clock restarts at the
//!   takeover). Every node also sweeps for expired leases, so a game nobody touches is taken
//!   over too (its clock must run).
//! - **Lobby**: one node holds the lobby role by a lease in `node_leases`; the others send it
//!   their players' lobby commands over NATS (`xq.lobby`). A single lobby is the simplest
//!   correct design: challenges and the quick-game pool need one consistent view of who is
//!   free, and presence broadcast to every node would still need one arbiter to pair
//!   seekers without pairing one player twice. When the role moves (its node died or froze),
//!   the new holder starts empty and asks every node (`xq.f.hello`) to announce its
//!   connected players again; open challenges and seeks of that moment are lost (players
//!   send them again).
//! - **Where a game lives**: the lobby commits a new game with the lease of red's node (the
//!   node of red's latest connection) and sends that node the game (`xq.start.<node>`) to run
//!   its owner task, so games spread over the nodes as their players do. Until the owner task
//!   is there, commands for the game are retried (as while any owner registers); should the
//!   node be gone, the lease runs out and the game is taken over as above.

use crate::bus::{AccountId, Bus, ConnId, Frame, GameCmd, LocalBus, NoSuchGame, Outbox, Topic};
use crate::game::GameSpec;
use crate::lobby::LobbyCmd;
use crate::Shared;
use futures_util::StreamExt;
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::{mpsc, oneshot};
use xiangqi_online::protocol::{ChallengeId, GameId, LobbyPlayer, Proposal};

/// How long a node waits for a game's owner to take a command before asking the database
/// whether the owner's lease is still alive.
pub const ROUTE_REQUEST_TIMEOUT_MS: u64 = 500;
/// Pause between tries while a game's owner is unreachable and its lease still runs.
pub const ROUTE_RETRY_MS: u64 = 50;
/// How long a command waits for a game to get an owner again, beyond one lease length.
pub const ROUTE_EXTRA_WAIT_MS: u64 = 10_000;
/// How long a node that holds the lease of a game it does not run yet waits for the lobby's
/// start message before it takes the game over itself (the message may be lost).
pub const START_WAIT_MS: u64 = 500;
/// The name of the lobby role in `node_leases`.
pub const LOBBY_ROLE: &str = "lobby";

const FRAMES: &str = "xq.f";
const LOBBY_SUBJECT: &str = "xq.lobby";
const LOBBY_LIST_SUBJECT: &str = "xq.lobbylist";
const HELLO_SUBJECT: &str = "xq.f.hello";
/// `xq.start.NODE`: a game the lobby started with NODE's lease, for NODE to run.
const START_SUBJECT: &str = "xq.start";

#[derive(Debug, thiserror::Error)]
pub enum ClusterError {
    #[error("cannot connect to NATS at {url}: {error}")]
    Connect { url: String, error: String },
    #[error("cannot subscribe on NATS: {0}")]
    Subscribe(String),
}

/// Why a command did not reach a game's owner.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum RouteError {
    #[error(transparent)]
    NoSuchGame(#[from] NoSuchGame),
    #[error("game {0} has no reachable owner: try again")]
    Unavailable(GameId),
}

/// A command on its way to another node.
#[derive(serde::Serialize, serde::Deserialize)]
struct RemoteCmd {
    game: GameId,
    cmd: GameCmd,
}

/// A node's view of the cluster: the local bus, the NATS connection and the roles it holds.
pub struct NatsBus {
    local: LocalBus,
    client: async_nats::Client,
    node: String,
    tag: u64,
    /// Outgoing NATS messages in order (the `Bus` methods are not async).
    out: mpsc::UnboundedSender<(String, Vec<u8>)>,
    /// The owner node of games last routed to (a hint; the database is the truth).
    owners: Mutex<HashMap<GameId, String>>,
    /// One takeover at a time on this node (two commands for one game must not load it twice).
    takeover: tokio::sync::Mutex<()>,
    /// This node holds the lobby role.
    pub lobby_here: AtomicBool,
    /// Until when this node's lobby role is known to be held (its last renewal plus a
    /// lease): a node that was frozen must not serve what queued up meanwhile, when another
    /// node may hold the role and have answered it.
    lobby_until: AtomicU64,
    /// The connections of this node, for announcing them to a new lobby.
    online: Mutex<HashMap<ConnId, Announce>>,
}

#[derive(Clone)]
struct Announce {
    account: AccountId,
    figures: xiangqi_online::protocol::Account,
    watching: bool,
    /// What the connection was told it has in the lobby: a new lobby takes the seek over
    /// and closes (with a message) the challenges it does not know.
    lobby: LobbyState,
}

/// A connection's seek and open challenges, as the lobby's messages to it said.
#[derive(Clone, Default, Debug, PartialEq)]
pub struct LobbyState {
    pub seek: Option<Proposal>,
    pub challenges: Vec<ChallengeId>,
}

/// The lobby did not take a command: no node serves it (its node died and no other has
/// taken the role yet) or it did not answer in time (its node is frozen).
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("the lobby is moving to another node: try again in a moment")]
pub struct LobbyUnavailable;

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// A node name as one NATS subject token.
fn token(name: &str) -> String {
    name.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect()
}

fn topic_token(topic: Topic) -> String {
    match topic {
        Topic::Game(g) => format!("g.{g}"),
        Topic::Account(a) => format!("a.{a}"),
        Topic::Conn(c) => format!("c.{c}"),
        Topic::Lobby => "l".to_string(),
    }
}

fn parse_topic(s: &str) -> Option<Topic> {
    let (kind, id) = s.split_once('.').unwrap_or((s, ""));
    Some(match kind {
        "g" => Topic::Game(id.parse().ok()?),
        "a" => Topic::Account(id.parse().ok()?),
        "c" => Topic::Conn(id.parse().ok()?),
        "l" => Topic::Lobby,
        _ => return None,
    })
}

impl NatsBus {
    /// Connects to NATS as `node`. The frame and command subscriptions start with
    /// [`NatsBus::run`] once the server's shared state exists.
    pub async fn connect(url: &str, node: &str) -> Result<Arc<NatsBus>, ClusterError> {
        let client = async_nats::ConnectOptions::new()
            .no_echo()
            .name(node)
            .request_timeout(Some(Duration::from_millis(ROUTE_REQUEST_TIMEOUT_MS)))
            .connect(url)
            .await
            .map_err(|e| ClusterError::Connect {
                url: url.to_string(),
                error: e.to_string(),
            })?;
        let (out, mut rx) = mpsc::unbounded_channel::<(String, Vec<u8>)>();
        let pump = client.clone();
        tokio::spawn(async move {
            while let Some((subject, payload)) = rx.recv().await {
                if let Err(e) = pump.publish(subject, payload.into()).await {
                    crate::log::error("nats_publish", serde_json::json!({"error": e.to_string()}));
                }
            }
        });
        // Random, so that a restarted node's connections never reuse an old id.
        let tag = u64::from(rand::random::<u32>() | 1);
        Ok(Arc::new(NatsBus {
            local: LocalBus::default(),
            client,
            node: token(node),
            tag,
            out,
            owners: Mutex::new(HashMap::new()),
            takeover: tokio::sync::Mutex::new(()),
            lobby_here: AtomicBool::new(false),
            lobby_until: AtomicU64::new(0),
            online: Mutex::new(HashMap::new()),
        }))
    }

    /// The first connection id of this node.
    pub fn first_conn_id(&self) -> ConnId {
        (self.tag << 32) + 1
    }

    fn is_local(&self, conn: ConnId) -> bool {
        conn >> 32 == self.tag
    }

    fn send_out(&self, subject: String, payload: Vec<u8>) {
        let _ = self.out.send((subject, payload));
    }

    /// Starts the frame stream and the command inbox of this node.
    pub async fn run(self: &Arc<Self>, shared: Arc<Shared>) -> Result<(), ClusterError> {
        let sub = |e: async_nats::SubscribeError| ClusterError::Subscribe(e.to_string());
        let mut frames = self
            .client
            .subscribe(format!("{FRAMES}.>"))
            .await
            .map_err(sub)?;
        let mut cmds = self
            .client
            .subscribe(format!("xq.cmd.{}", self.node))
            .await
            .map_err(sub)?;
        let mut starts = self
            .client
            .subscribe(format!("{START_SUBJECT}.{}", self.node))
            .await
            .map_err(sub)?;
        let me = self.clone();
        let s = shared.clone();
        tokio::spawn(async move {
            while let Some(msg) = starts.next().await {
                match serde_json::from_slice::<GameSpec>(&msg.payload) {
                    Ok(spec) => {
                        // Under the takeover lock: a player's command may have taken the game
                        // over here first (its lease is this node's); then it runs already.
                        let _one = me.takeover.lock().await;
                        if !s.owns(spec.id) {
                            crate::game::spawn_new(s.clone(), spec);
                        }
                    }
                    Err(e) => crate::log::error(
                        "game_start_spec",
                        serde_json::json!({"error": e.to_string()}),
                    ),
                }
            }
        });
        let me = self.clone();
        let s = shared.clone();
        tokio::spawn(async move {
            while let Some(msg) = frames.next().await {
                me.on_frame(&s, msg.subject.as_str(), &msg.payload);
            }
        });
        let me = self.clone();
        tokio::spawn(async move {
            while let Some(msg) = cmds.next().await {
                let taken = match serde_json::from_slice::<RemoteCmd>(&msg.payload) {
                    Ok(r) => me.local.send_to_game(r.game, r.cmd).is_ok(),
                    Err(_) => false,
                };
                if let Some(reply) = msg.reply {
                    let answer: &[u8] = if taken { b"1" } else { b"0" };
                    let _ = me.client.publish(reply, answer.to_vec().into()).await;
                }
            }
        });
        Ok(())
    }

    fn on_frame(&self, shared: &Arc<Shared>, subject: &str, payload: &[u8]) {
        let Some(rest) = subject.strip_prefix("xq.f.") else {
            return;
        };
        if rest == "hello" {
            self.announce(shared);
            return;
        }
        for (prefix, on) in [("sub.", true), ("unsub.", false)] {
            if let Some(conn) = rest.strip_prefix(prefix) {
                let (Ok(conn), Some(topic)) = (
                    conn.parse::<ConnId>(),
                    std::str::from_utf8(payload).ok().and_then(parse_topic),
                ) else {
                    return;
                };
                if self.is_local(conn) {
                    if on {
                        self.local.subscribe(topic, conn);
                    } else {
                        self.local.unsubscribe(topic, conn);
                    }
                }
                return;
            }
        }
        let (Some(topic), Ok(text)) = (parse_topic(rest), std::str::from_utf8(payload)) else {
            return;
        };
        self.local.publish(topic, Frame::from(text));
    }

    /// A connection of this node came (for announcing it to a new lobby).
    pub fn online(
        &self,
        conn: ConnId,
        account: AccountId,
        figures: xiangqi_online::protocol::Account,
    ) {
        lock(&self.online).insert(
            conn,
            Announce {
                account,
                figures,
                watching: false,
                lobby: LobbyState::default(),
            },
        );
    }

    pub fn watching(&self, conn: ConnId, on: bool) {
        if let Some(a) = lock(&self.online).get_mut(&conn) {
            a.watching = on;
        }
    }

    /// The connection's seek and challenges changed (see [`Announce::lobby`]).
    pub fn lobby_state(&self, conn: ConnId, state: LobbyState) {
        if let Some(a) = lock(&self.online).get_mut(&conn) {
            a.lobby = state;
        }
    }

    pub fn offline(&self, conn: ConnId) {
        lock(&self.online).remove(&conn);
    }

    /// Tells the (new) lobby who is connected here.
    fn announce(&self, shared: &Arc<Shared>) {
        let conns: Vec<Announce> = lock(&self.online).values().cloned().collect();
        let shared = shared.clone();
        tokio::spawn(async move {
            for a in conns {
                let game = shared.db.live_game_of(a.account).await.ok().flatten();
                shared.to_lobby(LobbyCmd::Online {
                    account: a.account,
                    figures: a.figures,
                    game,
                    node: shared.config.node.clone(),
                    seek: a.lobby.seek,
                    challenges: a.lobby.challenges,
                });
                if a.watching {
                    shared.to_lobby(LobbyCmd::Watch { on: true });
                }
            }
        });
    }

    /// A lobby command, to wherever the lobby is.
    pub fn to_lobby(&self, shared: &Shared, cmd: LobbyCmd) {
        if self.lobby_here.load(Ordering::SeqCst) {
            let _ = shared.lobby.send(cmd);
            return;
        }
        match serde_json::to_vec(&cmd) {
            Ok(payload) => self.send_out(LOBBY_SUBJECT.to_string(), payload),
            Err(e) => crate::log::error("lobby_cmd", serde_json::json!({"error": e.to_string()})),
        }
    }

    /// A connection's lobby command, to wherever the lobby is, once the lobby has it (queued
    /// behind every command it took before): a NATS request that the lobby's node answers
    /// when the command is in the lobby's queue. A plain publish with no lobby subscribed
    /// (its node died, no other has the role yet) would vanish without a word.
    pub async fn ask_lobby(&self, shared: &Shared, cmd: LobbyCmd) -> Result<(), LobbyUnavailable> {
        if self.lobby_here.load(Ordering::SeqCst) {
            if !self.lobby_role_current(shared) {
                return Err(LobbyUnavailable);
            }
            return shared.lobby.send(cmd).map_err(|_| LobbyUnavailable);
        }
        let payload = serde_json::to_vec(&cmd).map_err(|_| LobbyUnavailable)?;
        match self.client.request(LOBBY_SUBJECT, payload.into()).await {
            Ok(_) => Ok(()),
            Err(_) => Err(LobbyUnavailable),
        }
    }

    /// Whether this node's hold on the lobby role is known to run now.
    fn lobby_role_current(&self, shared: &Shared) -> bool {
        shared.clock.now_ms() < self.lobby_until.load(Ordering::SeqCst)
    }

    /// The lobby's list of players, from wherever the lobby is.
    pub async fn lobby_list(&self, shared: &Shared) -> Result<Vec<LobbyPlayer>, LobbyUnavailable> {
        if self.lobby_here.load(Ordering::SeqCst) {
            let (tx, rx) = oneshot::channel();
            let _ = shared.lobby.send(LobbyCmd::List { reply: tx });
            return rx.await.map_err(|_| LobbyUnavailable);
        }
        match self
            .client
            .request(LOBBY_LIST_SUBJECT, Vec::new().into())
            .await
        {
            Ok(m) => serde_json::from_slice(&m.payload).map_err(|_| LobbyUnavailable),
            Err(_) => Err(LobbyUnavailable),
        }
    }

    /// Holds the lobby role while this node can: takes it when it is free, serves the lobby
    /// subjects while holding it, gives it up when a renewal fails.
    pub fn run_lobby_role(self: &Arc<Self>, shared: Arc<Shared>) {
        let me = self.clone();
        tokio::spawn(async move {
            let lease = shared.config.lease_ms;
            let clock = shared.clock.clone();
            let mut serving: Option<tokio::task::JoinHandle<()>> = None;
            let mut stop = shared.shutdown.clone();
            loop {
                let now = clock.now_ms();
                let held = shared
                    .db
                    .acquire_role(LOBBY_ROLE, &me.node, now, now + lease)
                    .await
                    .unwrap_or(false);
                if held {
                    me.lobby_until.store(now + lease, Ordering::SeqCst);
                }
                let was = me.lobby_here.load(Ordering::SeqCst);
                if held && !was {
                    match me.serve_lobby(&shared).await {
                        Ok(task) => {
                            serving = Some(task);
                            me.lobby_here.store(true, Ordering::SeqCst);
                            crate::log::info("lobby_role", serde_json::json!({"node": me.node}));
                            // Every node (this one too) announces its players again.
                            me.send_out(HELLO_SUBJECT.to_string(), Vec::new());
                            me.announce(&shared);
                        }
                        Err(e) => crate::log::error(
                            "lobby_role",
                            serde_json::json!({"error": e.to_string()}),
                        ),
                    }
                } else if !held && was {
                    me.lobby_here.store(false, Ordering::SeqCst);
                    if let Some(t) = serving.take() {
                        t.abort();
                    }
                    let _ = shared.lobby.send(LobbyCmd::Reset);
                    crate::log::info("lobby_role_lost", serde_json::json!({"node": me.node}));
                }
                let next = clock.now_ms() + shared.config.lease_renew_ms();
                tokio::select! {
                    _ = clock.sleep_until(next) => {}
                    _ = stop.changed() => break,
                }
            }
            if let Some(t) = serving.take() {
                t.abort();
            }
        });
    }

    /// Starts serving the lobby subjects: a fresh lobby, new game ids after the largest.
    async fn serve_lobby(
        self: &Arc<Self>,
        shared: &Arc<Shared>,
    ) -> Result<tokio::task::JoinHandle<()>, ClusterError> {
        let sub = |e: async_nats::SubscribeError| ClusterError::Subscribe(e.to_string());
        let mut cmds = self.client.subscribe(LOBBY_SUBJECT).await.map_err(sub)?;
        let mut lists = self
            .client
            .subscribe(LOBBY_LIST_SUBJECT)
            .await
            .map_err(sub)?;
        let _ = shared.lobby.send(LobbyCmd::Reset);
        if let Ok(max_game) = shared.db.max_game_id().await {
            shared
                .next_game_id
                .fetch_max(max_game as u64 + 1, Ordering::SeqCst);
        }
        let shared = shared.clone();
        let client = self.client.clone();
        let me = self.clone();
        Ok(tokio::spawn(async move {
            loop {
                tokio::select! {
                    Some(m) = cmds.next() => {
                        if !me.lobby_role_current(&shared) {
                            // Unanswered: the asker hears from the lobby's new node, or
                            // gets `lobby_unavailable`.
                            continue;
                        }
                        match serde_json::from_slice::<LobbyCmd>(&m.payload) {
                            Ok(cmd) => {
                                // Queued: the lobby handles it after everything queued before
                                // (a connection's `welcome` waits for this answer to its
                                // arrival, so a challenge sent after it finds the player).
                                if shared.lobby.send(cmd).is_ok() {
                                    if let Some(reply) = m.reply {
                                        let _ = client.publish(reply, b"1".to_vec().into()).await;
                                    }
                                }
                            }
                            Err(e) => crate::log::error("lobby_cmd", serde_json::json!({"error": e.to_string()})),
                        }
                    }
                    Some(m) = lists.next() => {
                        let (tx, rx) = oneshot::channel();
                        let _ = shared.lobby.send(LobbyCmd::List { reply: tx });
                        let list = rx.await.unwrap_or_default();
                        if let (Some(reply), Ok(body)) = (m.reply, serde_json::to_vec(&list)) {
                            let _ = client.publish(reply, body.into()).await;
                        }
                    }
                    else => break,
                }
            }
        }))
    }

    /// Sends `cmd` to game `game`'s owner, wherever it is; takes the game over when its
    /// owner's lease has run out.
    pub async fn route(
        &self,
        shared: &Arc<Shared>,
        game: GameId,
        cmd: GameCmd,
    ) -> Result<(), RouteError> {
        let began = tokio::time::Instant::now();
        let give_up = began + Duration::from_millis(shared.config.lease_ms + ROUTE_EXTRA_WAIT_MS);
        loop {
            if self.local.send_to_game(game, cmd.clone()).is_ok() {
                return Ok(());
            }
            let cached = lock(&self.owners).get(&game).cloned();
            if let Some(node) = cached {
                if self.request(&node, game, &cmd).await {
                    return Ok(());
                }
                lock(&self.owners).remove(&game);
            }
            let (node, lease_until) = match shared.db.game_owner(game).await {
                Ok(Some(o)) => o,
                Ok(None) => return Err(NoSuchGame(game).into()),
                Err(_) => return Err(RouteError::Unavailable(game)),
            };
            let now = shared.clock.now_ms();
            if node != self.node && lease_until > now {
                if self.request(&node, game, &cmd).await {
                    lock(&self.owners).insert(game, node);
                    return Ok(());
                }
            } else if node == self.node
                && lease_until > now
                && began.elapsed() < Duration::from_millis(START_WAIT_MS)
            {
                // A new game of this node whose start message (`xq.start`, read by another
                // task than the frame that led a player here) has not been handled yet: a
                // takeover now would give the new game a second epoch and a first snapshot
                // at 2^33 instead of 0.
            } else {
                self.take_over(shared, game).await;
                continue;
            }
            if tokio::time::Instant::now() >= give_up {
                return Err(RouteError::Unavailable(game));
            }
            tokio::time::sleep(Duration::from_millis(ROUTE_RETRY_MS)).await;
        }
    }

    /// Has `node` start the owner task of game `spec`, whose start the lobby committed with
    /// `node`'s lease.
    pub fn start_on(&self, node: &str, spec: &GameSpec) {
        match serde_json::to_vec(spec) {
            Ok(payload) => self.send_out(format!("{START_SUBJECT}.{}", token(node)), payload),
            Err(e) => crate::log::error(
                "game_start_spec",
                serde_json::json!({"error": e.to_string()}),
            ),
        }
    }

    /// Whether `node` took the command (its owner task has it).
    async fn request(&self, node: &str, game: GameId, cmd: &GameCmd) -> bool {
        let Ok(payload) = serde_json::to_vec(&RemoteCmd {
            game,
            cmd: cmd.clone(),
        }) else {
            return false;
        };
        match self
            .client
            .request(format!("xq.cmd.{node}"), payload.into())
            .await
        {
            Ok(m) => &m.payload[..] == b"1",
            Err(_) => false,
        }
    }

    /// Takes game `game` over if its lease has run out (or is this node's): a new epoch, the
    /// game reloaded from the database, its followers sent a fresh snapshot.
    pub async fn take_over(&self, shared: &Arc<Shared>, game: GameId) {
        let _one = self.takeover.lock().await;
        if shared.owns(game) {
            return;
        }

        let now = shared.clock.now_ms();
        let lease = shared.config.lease_ms;
        let epoch = match shared
            .db
            .acquire_lease(game, &self.node, now, now + lease)
            .await
        {
            Ok(Some(e)) => e,
            _ => return,
        };
        match shared.db.game(game).await {
            Ok(Some(stored)) if stored.archived().is_none() => {
                crate::log::info(
                    "took_over",
                    serde_json::json!({"game": game, "epoch": epoch, "node": self.node}),
                );
                crate::game::spawn_taken_over(shared.clone(), stored, epoch, now + lease);
            }
            _ => {}
        }
    }

    /// Takes over the games whose leases ran out (their owner died or froze).
    pub async fn sweep(&self, shared: &Arc<Shared>) {
        let now = shared.clock.now_ms();
        let Ok(games) = shared.db.expired_leases(now).await else {
            return;
        };
        for g in games {
            if !shared.owns(g) {
                self.take_over(shared, g).await;
            }
        }
    }

    pub fn node(&self) -> &str {
        &self.node
    }
}

impl Bus for NatsBus {
    fn connect(&self, conn: ConnId, outbox: Outbox) {
        self.local.connect(conn, outbox);
    }

    fn disconnect(&self, conn: ConnId) {
        self.local.disconnect(conn);
    }

    fn subscribe(&self, topic: Topic, conn: ConnId) {
        if self.is_local(conn) {
            self.local.subscribe(topic, conn);
        } else {
            self.send_out(
                format!("{FRAMES}.sub.{conn}"),
                topic_token(topic).into_bytes(),
            );
        }
    }

    fn unsubscribe(&self, topic: Topic, conn: ConnId) {
        if self.is_local(conn) {
            self.local.unsubscribe(topic, conn);
        } else {
            self.send_out(
                format!("{FRAMES}.unsub.{conn}"),
                topic_token(topic).into_bytes(),
            );
        }
    }

    fn publish(&self, topic: Topic, frame: Frame) {
        if let Topic::Conn(c) = topic {
            if self.is_local(c) {
                return self.local.publish(topic, frame);
            }
        }
        self.local.publish(topic, frame.clone());
        self.send_out(
            format!("{FRAMES}.{}", topic_token(topic)),
            frame.as_bytes().to_vec(),
        );
    }

    fn register_game(&self, game: GameId, owner: mpsc::UnboundedSender<GameCmd>) {
        lock(&self.owners).remove(&game);
        self.local.register_game(game, owner);
    }

    fn unregister_game(&self, game: GameId) {
        self.local.unregister_game(game);
    }

    fn send_to_game(&self, game: GameId, cmd: GameCmd) -> Result<(), NoSuchGame> {
        self.local.send_to_game(game, cmd)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn topics_round_trip_as_subject_tokens() {
        for t in [
            Topic::Game(7),
            Topic::Account(-3),
            Topic::Conn(1 << 40),
            Topic::Lobby,
        ] {
            assert_eq!(parse_topic(&topic_token(t)), Some(t));
        }
        assert_eq!(token("node a.1"), "node_a_1");
    }
}
