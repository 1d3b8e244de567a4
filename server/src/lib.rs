//! The Xiangqi online game server (wire protocol v1: `server/PROTOCOL.md`).
//!
//! - [`http`]: accounts, lists, archives, the daily list (JSON) and the socket `/v1/play`.
//! - [`conn`]: one task per connection (strict parsing, rate limit, routing).
//! - [`lobby`]: who is online, challenges, the quick-game pool; starts games.
//! - [`game`]: one owner task per live game (rules through the core, clock, offers, end).
//! - [`committer`]: every game change, batched into transactions, durable before broadcast.
//! - [`bus`]: the seam between game owners and connections ([`bus::LocalBus`] in-process).
//! - [`cluster`]: several nodes on PostgreSQL and NATS (`--nats URL`): frames, commands to
//!   a game's owner node, takeover of games whose lease ran out, one lobby for all.
//! - [`db`]: SQLite (WAL) or PostgreSQL, one schema; [`daily`]: the server-checked puzzle.
//! - [`time`]: the server's clock (system, or manual in tests); [`metrics`], [`log`].

pub mod auth;
pub mod bus;
pub mod cluster;
pub mod committer;
pub mod conn;
pub mod daily;
pub mod db;
pub mod game;
pub mod http;
pub mod lobby;
pub mod log;
pub mod metrics;
pub mod rating;
pub mod time;

use bus::{Bus, ConnId, Frame, LocalBus, Topic};
use committer::Committer;
use db::Db;
use metrics::Metrics;
use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicI64, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use time::ServerClock;
use tokio::sync::{mpsc, watch, Notify};
use xiangqi_online::protocol::{ErrorCode, GameId, ServerMsg};

/// Messages per second a connection may send on average ...
pub const RATE_PER_SECOND: u32 = 10;
/// ... and how many at once.
pub const RATE_BURST: u32 = 40;

/// Accounts one address may create per day (fair play: throwaway accounts cost something).
pub const ACCOUNTS_PER_ADDRESS_PER_DAY: u32 = 3;
/// Counted games each of two accounts needs before they may play for a stake.
pub const STAKE_MIN_COUNTED_GAMES: u32 = 3;
/// Staked games the same two accounts may start per day.
pub const STAKED_GAMES_PER_PAIR_PER_DAY: u32 = 3;
/// How long a node's lease on a live game lasts without renewal, and how often the node
/// renews all of its leases.
pub const LEASE_MS: u64 = 10_000;
pub const LEASE_RENEW_MS: u64 = 3_000;
/// The node name of a lone server (one process per database): its restart takes its own
/// leases back at once.
pub const SINGLE_NODE: &str = "single";

/// The window of the two limits above.
pub const FAIR_PLAY_DAY_MS: u64 = 86_400_000;

/// How to run a server.
#[derive(Clone)]
pub struct Config {
    pub listen: SocketAddr,
    pub database_url: String,
    pub clock: ServerClock,
    pub rate_per_second: u32,
    pub rate_burst: u32,
    /// [`ACCOUNTS_PER_ADDRESS_PER_DAY`] unless changed (the tests raise it).
    pub accounts_per_address: u32,
    /// [`STAKE_MIN_COUNTED_GAMES`] unless changed.
    pub stake_min_counted_games: u32,
    /// [`STAKED_GAMES_PER_PAIR_PER_DAY`] unless changed.
    pub staked_games_per_pair: u32,
    /// This node's name for game leases ([`SINGLE_NODE`] unless changed).
    pub node: String,
    /// The NATS server of a cluster (`None`: one node, the in-process bus).
    pub nats: Option<String>,
    /// [`LEASE_MS`] unless changed (the cluster test shortens it).
    pub lease_ms: u64,
}

impl Config {
    pub fn new(listen: SocketAddr, database_url: String) -> Config {
        Config {
            listen,
            database_url,
            clock: ServerClock::System,
            rate_per_second: RATE_PER_SECOND,
            rate_burst: RATE_BURST,
            accounts_per_address: ACCOUNTS_PER_ADDRESS_PER_DAY,
            stake_min_counted_games: STAKE_MIN_COUNTED_GAMES,
            staked_games_per_pair: STAKED_GAMES_PER_PAIR_PER_DAY,
            node: SINGLE_NODE.to_string(),
            nats: None,
            lease_ms: LEASE_MS,
        }
    }

    /// How often the leases are renewed: the same fraction of a lease as the defaults.
    pub fn lease_renew_ms(&self) -> u64 {
        (self.lease_ms * LEASE_RENEW_MS / LEASE_MS).max(1)
    }
}

/// Counts running tasks that must end before the server has drained.
#[derive(Default)]
pub struct Tasks {
    count: AtomicUsize,
    idle: Notify,
}

pub struct TaskGuard<'a>(&'a Tasks);

impl Tasks {
    pub fn guard(&self) -> TaskGuard<'_> {
        self.count.fetch_add(1, Ordering::SeqCst);
        TaskGuard(self)
    }

    async fn wait_idle(&self) {
        loop {
            let notified = self.idle.notified();
            if self.count.load(Ordering::SeqCst) == 0 {
                return;
            }
            notified.await;
        }
    }
}

impl Drop for TaskGuard<'_> {
    fn drop(&mut self) {
        if self.0.count.fetch_sub(1, Ordering::SeqCst) == 1 {
            self.0.idle.notify_waiters();
        }
    }
}

/// What every task of the server shares.
pub struct Shared {
    pub config: Config,
    pub db: Db,
    pub clock: ServerClock,
    pub bus: Arc<dyn Bus>,
    /// The cluster this node is part of (`None`: a lone node).
    pub cluster: Option<Arc<cluster::NatsBus>>,
    /// The games owned here and until when their lease is known to run.
    pub leases: Mutex<HashMap<GameId, u64>>,
    pub committer: Committer,
    pub metrics: Arc<Metrics>,
    pub lobby: mpsc::UnboundedSender<lobby::LobbyCmd>,
    pub next_game_id: AtomicU64,
    pub next_conn_id: AtomicU64,
    pub lobby_watchers: AtomicI64,
    pub shutdown: watch::Receiver<bool>,
    pub tasks: Tasks,
}

/// Serializes a server message once (the frame is shared by all receivers).
pub fn encode(msg: &ServerMsg) -> Frame {
    // Serializing these plain types cannot fail; an empty frame would be a bug.
    serde_json::to_string(msg).unwrap_or_default().into()
}

impl Shared {
    /// Sends an error to one connection.
    pub fn send_to_conn(
        &self,
        conn: ConnId,
        code: ErrorCode,
        message: String,
        game: Option<GameId>,
    ) {
        self.metrics.protocol_errors.fetch_add(1, Ordering::Relaxed);
        let msg = ServerMsg::Error {
            code,
            message,
            game,
        };
        self.bus.publish(Topic::Conn(conn), encode(&msg));
    }

    /// A lobby command, to wherever the lobby is.
    pub fn to_lobby(&self, cmd: lobby::LobbyCmd) {
        match &self.cluster {
            Some(c) => c.to_lobby(self, cmd),
            None => {
                let _ = self.lobby.send(cmd);
            }
        }
    }

    /// A connection's lobby command, once the lobby has it (in a cluster it may not: see
    /// [`cluster::NatsBus::ask_lobby`]).
    pub async fn ask_lobby(&self, cmd: lobby::LobbyCmd) -> Result<(), cluster::LobbyUnavailable> {
        match &self.cluster {
            Some(c) => c.ask_lobby(self, cmd).await,
            None => self.lobby.send(cmd).map_err(|_| cluster::LobbyUnavailable),
        }
    }

    /// The lobby's list of players.
    pub async fn lobby_list(
        &self,
    ) -> Result<Vec<xiangqi_online::protocol::LobbyPlayer>, cluster::LobbyUnavailable> {
        if let Some(c) = &self.cluster {
            return c.lobby_list(self).await;
        }
        let (tx, rx) = tokio::sync::oneshot::channel();
        let _ = self.lobby.send(lobby::LobbyCmd::List { reply: tx });
        rx.await.map_err(|_| cluster::LobbyUnavailable)
    }

    /// Sends a command to a game's owner, on this node or another.
    pub async fn to_game(
        self: &Arc<Self>,
        game: GameId,
        cmd: bus::GameCmd,
    ) -> Result<(), cluster::RouteError> {
        match &self.cluster {
            Some(c) => c.route(self, game, cmd).await,
            None => Ok(self.bus.send_to_game(game, cmd)?),
        }
    }

    /// Whether this node owns live game `game`.
    pub fn owns(&self, game: GameId) -> bool {
        self.leases
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .contains_key(&game)
    }

    /// Until when this node's lease on `game` is known to run (0: not owned here).
    pub fn lease_until(&self, game: GameId) -> u64 {
        self.leases
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&game)
            .copied()
            .unwrap_or(0)
    }

    pub fn set_lease(&self, game: GameId, until: Option<u64>) {
        let mut l = self.leases.lock().unwrap_or_else(|e| e.into_inner());
        match until {
            Some(t) => {
                l.insert(game, t);
            }
            None => {
                l.remove(&game);
            }
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum StartError {
    #[error(transparent)]
    Db(#[from] db::DbError),
    #[error(transparent)]
    Cluster(#[from] cluster::ClusterError),
    #[error("cannot listen on {addr}: {error}")]
    Listen {
        addr: SocketAddr,
        error: std::io::Error,
    },
}

/// A running server.
pub struct Running {
    pub addr: SocketAddr,
    pub shared: Arc<Shared>,
    stop: watch::Sender<bool>,
    serve: tokio::task::JoinHandle<()>,
    committer: tokio::task::JoinHandle<()>,
}

/// Opens the database, resumes the live games and starts listening.
pub async fn start(config: Config) -> Result<Running, StartError> {
    let db = Db::open(&config.database_url).await?;
    let max_game = db.max_game_id().await?;
    let metrics = Arc::new(Metrics::default());
    let (committer, committer_task) = Committer::start(db.clone(), metrics.clone());
    let (stop, shutdown) = watch::channel(false);
    let (lobby_tx, lobby_rx) = mpsc::unbounded_channel();
    let cluster = match &config.nats {
        Some(url) => Some(cluster::NatsBus::connect(url, &config.node).await?),
        None => None,
    };
    let bus: Arc<dyn Bus> = match &cluster {
        Some(c) => c.clone(),
        None => Arc::new(LocalBus::default()),
    };
    let first_conn = cluster.as_ref().map_or(1, |c| c.first_conn_id());
    let shared = Arc::new(Shared {
        clock: config.clock.clone(),
        config: config.clone(),
        db: db.clone(),
        bus,
        cluster: cluster.clone(),
        leases: Mutex::new(HashMap::new()),
        committer,
        metrics: metrics.clone(),
        lobby: lobby_tx,
        next_game_id: AtomicU64::new(max_game as u64 + 1),
        next_conn_id: AtomicU64::new(first_conn),
        lobby_watchers: AtomicI64::new(0),
        shutdown: shutdown.clone(),
        tasks: Tasks::default(),
    });
    lobby::start(shared.clone(), lobby_rx);
    if let Some(c) = &cluster {
        c.run(shared.clone()).await?;
        c.run_lobby_role(shared.clone());
    }
    let live = db.live_games().await?;
    let mut resumed = 0;
    for g in live {
        let now = shared.clock.now_ms();
        // Only a game whose lease this node gets (its own, or expired) is resumed here.
        if let Some(epoch) = db
            .acquire_lease(g.id, &config.node, now, now + config.lease_ms)
            .await?
        {
            resumed += 1;
            game::spawn_restored(shared.clone(), g, epoch, now + config.lease_ms);
        }
    }
    // Leases matter only where another node could take a game over: a lone server's
    // owners never check them (and renewing thousands of rows stalled its commits).
    let renew = shared.clone();
    let mut renew_stop = shutdown.clone();
    tokio::spawn(async move {
        if renew.cluster.is_none() {
            return;
        }
        let clock = renew.clock.clone();
        let lease = renew.config.lease_ms;
        loop {
            let next = clock.now_ms() + renew.config.lease_renew_ms();
            tokio::select! {
                _ = clock.sleep_until(next) => {
                    let now = clock.now_ms();
                    match renew.db.renew_leases(&renew.config.node, now + lease).await {
                        Ok(ids) => {
                            // Only the games renewed: a game taken over meanwhile is not.
                            let mut l = renew.leases.lock().unwrap_or_else(|e| e.into_inner());
                            for id in ids {
                                if let Some(t) = l.get_mut(&id) {
                                    *t = now + lease;
                                }
                            }
                        }
                        Err(e) => {
                            log::error("lease_renewal", serde_json::json!({"error": e.to_string()}));
                        }
                    }
                    if let Some(c) = &renew.cluster {
                        c.sweep(&renew).await;
                    }
                }
                _ = renew_stop.changed() => break,
            }
        }
    });
    let listener = tokio::net::TcpListener::bind(config.listen)
        .await
        .map_err(|error| StartError::Listen {
            addr: config.listen,
            error,
        })?;
    let addr = listener.local_addr().map_err(|error| StartError::Listen {
        addr: config.listen,
        error,
    })?;
    let ticker = metrics.clone();
    let mut tick_stop = shutdown.clone();
    tokio::spawn(async move {
        let mut every = tokio::time::interval(std::time::Duration::from_secs(1));
        loop {
            tokio::select! {
                _ = every.tick() => ticker.tick(),
                _ = tick_stop.changed() => break,
            }
        }
    });
    let app = http::router(shared.clone());
    let mut serve_stop = shutdown.clone();
    let serve = tokio::spawn(async move {
        let app = app.into_make_service_with_connect_info::<SocketAddr>();
        // Small frames (a move) go out at once: without TCP_NODELAY, Nagle's algorithm and
        // the peer's delayed ACK hold some of them back for up to 40 ms.
        let listener = axum::serve::ListenerExt::tap_io(listener, |tcp| {
            let _ = tcp.set_nodelay(true);
        });
        let r = axum::serve(listener, app)
            .with_graceful_shutdown(async move {
                let _ = serve_stop.changed().await;
            })
            .await;
        if let Err(e) = r {
            log::error("serve", serde_json::json!({"error": e.to_string()}));
        }
    });
    log::info(
        "listening",
        serde_json::json!({"addr": addr.to_string(), "backend": format!("{:?}", db.backend),
            "resumed_games": resumed}),
    );
    Ok(Running {
        addr,
        shared,
        stop,
        serve,
        committer: committer_task,
    })
}

impl Running {
    /// Drains: stops accepting, tells every connection, lets game owners finish what they
    /// are doing, waits for the last commits and closes the database. Live games stay live
    /// in the database and resume at the next start.
    pub async fn stop(self) {
        let _ = self.stop.send(true);
        self.shared.tasks.wait_idle().await;
        let _ = self.serve.await;
        // Every queued change is committed before the committer's queue closes.
        let _ = self.shared.committer.commit(committer::Op::Barrier).await;
        self.shared.db.pool.close().await;
        drop(self.committer);
        log::info("stopped", serde_json::Value::Null);
    }
}
