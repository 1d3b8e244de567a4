//! The server as a cluster: two nodes (server processes) on one PostgreSQL and one
//! nats-server, both started here, with players split across the nodes (half the games
//! between players of different nodes). Each game starts on its red player's node. A node
//! owning games is frozen (SIGSTOP) and thawed (SIGCONT), then the other, which took them
//! over, is killed (kill -9), each in mid-game. Asserted: every
//! acknowledged move is stored once and nothing else is (no lost, no doubled move), the
//! frozen owner noticed its lease was gone (it commits nothing after the takeover; its
//! writes are fenced anyway), the Taler summed over all accounts is unchanged, and the
//! players (the core's `Client::connect_any` with both addresses) reconnect and play on.
//!
//! Skipped, with the reason printed, without `nats-server` on the PATH or without
//! `XIANGQI_TEST_POSTGRES_URL` (server/tests/pg.sh starts a PostgreSQL). No sleeps as
//! synchronization: every wait is for a message (with a safety time-out), except polling a
//! started process until it answers (there is no other way to see it is up).

use crate::common;

use common::{fresh_db, healthy, proposal, Backend};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::mpsc;
use xiangqi::game::{Game, GameSetup, HouseRules};
use xiangqi::Move;
use xiangqi_online::client::{Client, Connection, Listener};
use xiangqi_online::protocol::*;

/// Games played at once (players: twice as many).
const GAMES: usize = 8;
/// Acknowledged rounds (one move per game) between the disruptions.
const ROUNDS: usize = 3;
/// The nodes' lease on a game (short, so that takeovers come quickly).
const LEASE_MS: u64 = 1_500;
/// A safety net for a message that never comes (a failing test, not a wait).
const WAIT: Duration = Duration::from_secs(30);
const STAKE: u64 = 5;
/// A move unacknowledged this long is sent again (a node may have died or frozen holding
/// it; the server plays a move once at its ply, so a repeat is harmless). Not a wait for
/// anything: a client's retry.
const RESEND_AFTER: Duration = Duration::from_secs(8);

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// A child process, killed when dropped (a failing test leaves nothing running).
struct Proc(Child);

impl Drop for Proc {
    fn drop(&mut self) {
        // A frozen process must be thawed to die cleanly.
        let _ = Command::new("kill")
            .args(["-CONT", &self.0.id().to_string()])
            .status();
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

impl Proc {
    fn signal(&self, sig: &str) {
        let ok = Command::new("kill")
            .args([sig, &self.0.id().to_string()])
            .status()
            .expect("kill runs")
            .success();
        assert!(ok, "kill {sig}");
    }
}

struct Node {
    url: String,
    name: &'static str,
    log: PathBuf,
    proc: Option<Proc>,
}

fn spawn_node(name: &'static str, port: u16, db_url: &str, nats: &str) -> Node {
    // Unique per node: the tests of this file run at once, and each reads its own nodes' logs.
    static NODES: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = NODES.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    let log = std::env::temp_dir().join(format!(
        "xiangqi-cluster-{}-{n}-{name}.log",
        std::process::id()
    ));
    let file = std::fs::File::create(&log).unwrap();
    let child = Command::new(env!("CARGO_BIN_EXE_xiangqi-server"))
        .args(["--listen", &format!("127.0.0.1:{port}")])
        .args(["--database-url", db_url, "--nats", nats, "--node", name])
        .args(["--lease-ms", &LEASE_MS.to_string()])
        .args(["--accounts-per-address", "1000"])
        .args(["--stake-min-counted-games", "0"])
        .stdout(Stdio::null())
        .stderr(file)
        .spawn()
        .expect("server binary starts");
    Node {
        url: format!("http://127.0.0.1:{port}"),
        name,
        log,
        proc: Some(Proc(child)),
    }
}

/// nats-server on a free loopback port, or `None` (printed) when it is not installed.
async fn start_nats() -> Option<(Proc, String)> {
    if Command::new("nats-server")
        .arg("--version")
        .output()
        .is_err()
    {
        eprintln!("SKIPPED (cluster): no nats-server on the PATH (apt-get install nats-server)");
        return None;
    }
    let port = free_port();
    let nats = Proc(
        Command::new("nats-server")
            .args(["-a", "127.0.0.1", "-p", &port.to_string()])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("nats-server starts"),
    );
    for _ in 0..500 {
        if tokio::net::TcpStream::connect(("127.0.0.1", port))
            .await
            .is_ok()
        {
            return Some((nats, format!("nats://127.0.0.1:{port}")));
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    panic!("nats-server did not come up");
}

enum Ev {
    Msg(Box<ServerMsg>),
    Conn(Connection),
}

struct Events(mpsc::UnboundedSender<Ev>);

impl Listener for Events {
    fn on_message(&self, msg: ServerMsg) {
        let _ = self.0.send(Ev::Msg(Box::new(msg)));
    }
    fn on_connection(&self, state: Connection) {
        let _ = self.0.send(Ev::Conn(state));
    }
}

struct Player {
    name: String,
    client: Client,
    rx: mpsc::UnboundedReceiver<Ev>,
    /// The node it connects to first (0 or 1).
    home: usize,
    /// Messages that came while waiting for a reconnection.
    buf: std::collections::VecDeque<ServerMsg>,
    /// The last messages read (shown when a wait fails).
    seen: std::collections::VecDeque<String>,
}

impl Player {
    async fn next(&mut self) -> ServerMsg {
        if let Some(m) = self.buf.pop_front() {
            return m;
        }
        loop {
            let ev = tokio::time::timeout(WAIT, self.rx.recv())
                .await
                .unwrap_or_else(|_| {
                    panic!("{}: no message in time; last: {:#?}", self.name, self.seen)
                })
                .expect("client task ended");
            let text = match &ev {
                Ev::Msg(m) => format!("{m:?}"),
                Ev::Conn(c) => format!("{c:?}"),
            };
            self.seen.push_back(text.chars().take(300).collect());
            if self.seen.len() > 8 {
                self.seen.pop_front();
            }
            if let Ev::Msg(m) = ev {
                return *m;
            }
        }
    }

    /// Waits until the client is connected again (after its node died), keeping messages.
    async fn reconnected(&mut self) {
        loop {
            let ev = tokio::time::timeout(WAIT, self.rx.recv())
                .await
                .unwrap_or_else(|_| panic!("{}: not reconnected in time", self.name))
                .expect("client task ended");
            match ev {
                Ev::Msg(m) => self.buf.push_back(*m),
                Ev::Conn(Connection::Connected) => return,
                Ev::Conn(_) => {}
            }
        }
    }

    async fn until<T>(&mut self, mut f: impl FnMut(&ServerMsg) -> Option<T>) -> T {
        loop {
            let m = self.next().await;
            if let Some(t) = f(&m) {
                return t;
            }
        }
    }

    /// The move of ply `ply` (numbered from 1): its `moved` event, or a snapshot that has it
    /// (after a takeover the events before it may never come).
    async fn moved_at(&mut self, game: GameId, ply: u32) -> String {
        self.until(|m| match m {
            ServerMsg::GameEvent {
                game: g,
                event: GameEvent::Moved { ply: p, mv, .. },
                ..
            } if *g == game && *p == ply => Some(mv.clone()),
            ServerMsg::GameSnapshot { game: g }
                if g.id == game && g.moves.len() >= ply as usize =>
            {
                Some(g.moves[ply as usize - 1].clone())
            }
            _ => None,
        })
        .await
    }

    /// The next snapshot of `game` (a new owner sends one to every follower).
    async fn next_snapshot(&mut self, game: GameId) -> GameView {
        self.until(|m| match m {
            ServerMsg::GameSnapshot { game: g } if g.id == game => Some(g.clone()),
            _ => None,
        })
        .await
    }
}

struct Table {
    game: GameId,
    red: Player,
    black: Player,
    /// The moves the server acknowledged (the mover saw its `moved`).
    acked: Game,
    /// A move sent and not (yet) acknowledged.
    pending: Option<Move>,
}

impl Table {
    fn ply(&self) -> u32 {
        self.acked.ply_count() as u32
    }

    fn mover(&mut self) -> &mut Player {
        if self.ply().is_multiple_of(2) {
            &mut self.red
        } else {
            &mut self.black
        }
    }

    fn mover_home(&self) -> usize {
        if self.ply().is_multiple_of(2) {
            self.red.home
        } else {
            self.black.home
        }
    }

    /// Sends a random legal move (kept pending).
    fn send_move(&mut self, rng: &mut SmallRng) {
        let moves = self.acked.legal_moves();
        let mv = moves.as_slice()[rng.gen_range(0..moves.len())];
        self.pending = Some(mv);
        self.resend();
    }

    /// Sends the pending move (again: a node died with it in flight). The server plays a move
    /// once at its ply; a repeat gets `stale_ply`.
    fn resend(&mut self) {
        let Some(mv) = self.pending else { return };
        let (game, ply) = (self.game, self.ply());
        self.mover().client.play(game, ply, &mv.to_string());
    }

    /// Waits for the pending move's acknowledgement.
    async fn ack(&mut self) {
        let Some(mv) = self.pending else {
            return;
        };
        let (game, ply) = (self.game, self.ply());
        let first = tokio::time::timeout(RESEND_AFTER, self.mover().moved_at(game, ply + 1)).await;
        let got = match first {
            Ok(got) => got,
            Err(_) => {
                // Unacknowledged for long: sent again, as a client does (played once).
                self.resend();
                self.mover().moved_at(game, ply + 1).await
            }
        };
        self.pending = None;
        assert_eq!(got, mv.to_string(), "game {game} ply {ply}");
        self.acked.play(mv).unwrap();
    }

    fn live(&self) -> bool {
        !self.acked.is_over()
    }
}

async fn round(tables: &mut [Table], rng: &mut SmallRng) {
    for t in tables.iter_mut().filter(|t| t.live()) {
        t.send_move(rng);
    }
    for t in tables.iter_mut() {
        t.ack().await;
    }
}

async fn connect(name: &str, token: &str, nodes: &[&Node], home: usize) -> Player {
    let urls = [nodes[home].url.clone(), nodes[1 - home].url.clone()];
    let (tx, rx) = mpsc::unbounded_channel();
    let client = Client::connect_any(&urls, token, Arc::new(Events(tx)));
    let mut p = Player {
        name: name.to_string(),
        client,
        rx,
        home,
        buf: Default::default(),
        seen: Default::default(),
    };
    p.until(|m| matches!(m, ServerMsg::Welcome { .. }).then_some(()))
        .await;
    p
}

/// Whether a node's game owner stopped because another node had its game: it saw its lease
/// gone before writing (`lease_lost`), or its write was refused by the fencing epoch
/// (`fenced`: its local record of the lease still looked fresh at the thaw). Either way it
/// committed nothing after the takeover.
fn stale_owner_stopped_in(log: &PathBuf) -> bool {
    std::fs::read_to_string(log)
        .unwrap_or_default()
        .lines()
        .any(|l| l.contains("\"event\":\"lease_lost\"") || l.contains("\"event\":\"fenced\""))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_nodes_survive_a_freeze_and_a_kill() {
    let Some((_nats, nats_url)) = start_nats().await else {
        return;
    };
    let Some(db_url) = fresh_db(Backend::Postgres).await else {
        return;
    };
    let mut nodes = [
        spawn_node("a", free_port(), &db_url, &nats_url),
        spawn_node("b", free_port(), &db_url, &nats_url),
    ];
    // One after the other: the first migrates the fresh database.
    healthy(&nodes[0].url).await;
    healthy(&nodes[1].url).await;
    // Accounts made on both nodes (their ids come from the database's one counter).
    let mut tokens = Vec::new();
    for i in 0..2 * GAMES {
        let name = format!("p{i}");
        let r = xiangqi_online::client::register(&nodes[i % 2].url, &name)
            .await
            .unwrap_or_else(|e| panic!("register {name}: {e}"));
        tokens.push((name, r.token));
    }
    // Game k: players on (a, b), (b, a), (a, a), (b, b) in turn.
    let homes = |k: usize| match k % 4 {
        0 => (0, 1),
        1 => (1, 0),
        2 => (0, 0),
        _ => (1, 1),
    };
    let mut players = Vec::new();
    for (k, pair) in tokens.chunks(2).enumerate() {
        let (ha, hb) = homes(k);
        let refs = [&nodes[0], &nodes[1]];
        let a = connect(&pair[0].0, &pair[0].1, &refs, ha).await;
        let b = connect(&pair[1].0, &pair[1].1, &refs, hb).await;
        players.push((a, b));
    }
    // The lobby (on one node) sees every player of both nodes.
    {
        let p = &mut players[0].0;
        loop {
            p.client.send(ClientMsg::Lobby {});
            let n = p
                .until(|m| match m {
                    ServerMsg::Lobby { players } => Some(players.len()),
                    // No node has taken the lobby role yet (the nodes are starting).
                    ServerMsg::Error {
                        code: ErrorCode::LobbyUnavailable,
                        ..
                    } => Some(0),
                    _ => None,
                })
                .await;
            if n == 2 * GAMES {
                break;
            }
        }
    }
    let mut tables = Vec::new();
    for (mut a, mut b) in players {
        a.client.send(ClientMsg::Challenge {
            to: b.name.clone(),
            proposal: proposal(10, 5, true, STAKE),
        });
        let ch = b
            .until(|m| match m {
                ServerMsg::Challenge { challenge } => Some(challenge.clone()),
                _ => None,
            })
            .await;
        b.client.send(ClientMsg::Accept {
            challenge: ch.id,
            revision: ch.revision,
        });
        let started = |m: &ServerMsg| match m {
            ServerMsg::GameStarted { game, color } => Some((*game, *color)),
            _ => None,
        };
        let (game, color_a) = a.until(started).await;
        b.until(started).await;
        // The first snapshot, on either player's node: version 0, nobody absent.
        let snap = |m: &ServerMsg| match m {
            ServerMsg::GameSnapshot { game } => Some((game.id, game.v, game.absent.clone())),
            _ => None,
        };
        assert_eq!(a.until(snap).await, (game, 0, vec![]), "{}", a.name);
        assert_eq!(b.until(snap).await, (game, 0, vec![]), "{}", b.name);
        let (red, black) = if color_a == xiangqi::Color::Red {
            (a, b)
        } else {
            (b, a)
        };
        tables.push(Table {
            game,
            red,
            black,
            acked: Game::new(GameSetup::Standard, HouseRules::default()).unwrap(),
            pending: None,
        });
    }
    // Each game lives on its red player's node, wherever the lobby is: both nodes run games.
    let db = xiangqi_server::db::Db::open(&db_url).await.unwrap();
    let owner_of = |game: GameId| {
        let db = db.clone();
        async move { db.game_owner(game).await.unwrap().unwrap().0 }
    };
    for t in &tables {
        let owner = owner_of(t.game).await;
        assert_eq!(
            owner, nodes[t.red.home].name,
            "game {} on red's node",
            t.game
        );
    }
    let mut rng = SmallRng::seed_from_u64(29);
    // An even number of plies: at the freeze Red moves, on the node of its game.
    for _ in 0..2 * ROUNDS.div_ceil(2) {
        round(&mut tables, &mut rng).await;
    }

    // The node of a game between players of both nodes freezes. Movers on the other node
    // play: their node takes the frozen node's games over once the leases run out (a
    // follower's command or the sweep). Movers on the frozen node send their moves into its
    // stopped process, where the stale owner meets them after the thaw.
    let across = tables
        .iter()
        .find(|t| t.live() && t.red.home != t.black.home)
        .expect("a live game between the nodes");
    let frozen = across.red.home;
    let frozen_name = nodes[frozen].name.to_string();
    let mut on_frozen = Vec::new();
    for t in &tables {
        on_frozen.push(owner_of(t.game).await == frozen_name);
    }
    nodes[frozen].proc.as_ref().unwrap().signal("-STOP");
    for t in tables.iter_mut().filter(|t| t.live()) {
        t.send_move(&mut rng);
    }
    for (t, &taken_over) in tables.iter_mut().zip(&on_frozen).filter(|(t, _)| t.live()) {
        // A follower on the node that stayed up sees the takeover (the new owner's
        // snapshot); then the mover there sees its move.
        let game = t.game;
        let follower = if taken_over && t.red.home != frozen {
            Some(&mut t.red)
        } else if taken_over && t.black.home != frozen {
            Some(&mut t.black)
        } else {
            None
        };
        if let Some(p) = follower {
            // The new owner's versions start at its epoch times 2^32; it cannot tell who
            // follows, so it calls nobody absent (this player never left).
            let snap = p.next_snapshot(game).await;
            assert!(snap.v >= 2 << 32, "game {game}: v {}", snap.v);
            assert!(snap.absent.is_empty(), "game {game}: {:?}", snap.absent);
        }
        if t.mover_home() != frozen {
            t.ack().await;
        }
    }
    // Thawed: its stale owners find their leases gone and pass the moves on.
    nodes[frozen].proc.as_ref().unwrap().signal("-CONT");
    for t in tables.iter_mut() {
        t.ack().await;
    }
    assert!(
        stale_owner_stopped_in(&nodes[frozen].log),
        "the thawed node's owners saw their leases gone"
    );
    for _ in 0..ROUNDS {
        round(&mut tables, &mut rng).await;
    }

    // The node that stayed up took over the frozen node's games it was asked for (those that
    // nobody touched the frozen node kept). It is killed with moves in flight; the other
    // takes its games over, its players reconnect there.
    let killed = 1 - frozen;
    let mut moved = 0;
    for (t, &was_frozen) in tables.iter().zip(&on_frozen) {
        moved += usize::from(was_frozen && owner_of(t.game).await == nodes[killed].name);
    }
    assert!(moved > 0, "games moved to the node that stayed up");
    for t in tables.iter_mut().filter(|t| t.live()) {
        t.send_move(&mut rng);
    }
    nodes[killed].proc.take();
    // The players of the killed node reconnect to the other; what they sent into the dead
    // socket is gone, so every unacknowledged move is sent again (a client's duty).
    for t in tables.iter_mut() {
        for p in [&mut t.red, &mut t.black] {
            if p.home == killed {
                p.reconnected().await;
            }
        }
        t.resend();
        t.ack().await;
    }
    for _ in 0..ROUNDS {
        round(&mut tables, &mut rng).await;
    }

    // Every game ends by resignation (the stakes are paid).
    for t in tables.iter_mut().filter(|t| t.live()) {
        let game = t.game;
        t.mover().client.send(ClientMsg::Resign { game });
    }
    for t in tables.iter_mut() {
        let game = t.game;
        for p in [&mut t.red, &mut t.black] {
            p.until(|m| match m {
                ServerMsg::GameEvent {
                    game: g,
                    event: GameEvent::Ended { .. },
                    ..
                } if *g == game => Some(()),
                _ => None,
            })
            .await;
        }
    }
    let (taler, accounts) = db.taler_in_circulation().await.unwrap();
    assert_eq!(
        (taler, accounts),
        (2 * GAMES as i64 * 100, 2 * GAMES as i64),
        "no Taler made or lost"
    );
    for t in &tables {
        let stored = db.game(t.game).await.unwrap().expect("stored");
        let moves: Vec<String> = stored.moves.iter().map(|m| m.mv.clone()).collect();
        let acked: Vec<String> = t.acked.moves().iter().map(|m| m.to_string()).collect();
        assert_eq!(moves, acked, "game {}: each acknowledged move once", t.game);
        assert!(stored.archived().is_some(), "game {} ended", t.game);
    }
    for t in &tables {
        t.red.client.close();
        t.black.client.close();
    }
    remove_logs(&nodes);
}

/// The nodes' logs go once a test passed (kept with `XIANGQI_KEEP_CLUSTER_LOGS`).
fn remove_logs(nodes: &[Node]) {
    for n in nodes {
        if std::env::var_os("XIANGQI_KEEP_CLUSTER_LOGS").is_none() {
            let _ = std::fs::remove_file(&n.log);
        }
    }
}

/// The node holding the lobby role (read from the store; polled while the nodes start, as
/// `healthy` polls a starting process).
async fn lobby_node(db_url: &str) -> String {
    sqlx::any::install_default_drivers();
    let mut conn = <sqlx::AnyConnection as sqlx::Connection>::connect(db_url)
        .await
        .expect("connect");
    for _ in 0..500 {
        let row: Option<(String,)> =
            sqlx::query_as("SELECT node FROM node_leases WHERE name = 'lobby'")
                .fetch_optional(&mut conn)
                .await
                .expect("node_leases");
        if let Some((node,)) = row {
            return node;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    panic!("no node took the lobby role");
}

/// Two nodes with the lobby on `nodes[0]`'s side unknown: the nodes, the tokens of `names`
/// (registered on the first node) and the database.
async fn two_nodes(names: &[&str]) -> Option<(Proc, [Node; 2], Vec<(String, String)>, String)> {
    let (nats, nats_url) = start_nats().await?;
    let db_url = fresh_db(Backend::Postgres).await?;
    let nodes = [
        spawn_node("a", free_port(), &db_url, &nats_url),
        spawn_node("b", free_port(), &db_url, &nats_url),
    ];
    healthy(&nodes[0].url).await;
    healthy(&nodes[1].url).await;
    let mut tokens = Vec::new();
    for name in names {
        let r = xiangqi_online::client::register(&nodes[0].url, name)
            .await
            .unwrap_or_else(|e| panic!("register {name}: {e}"));
        tokens.push((name.to_string(), r.token));
    }
    Some((nats, nodes, tokens, db_url))
}

/// An answer to a lobby command within `limit`: what came, and after how long.
async fn answer<T>(
    c: &mut common::Client,
    what: &str,
    limit: Duration,
    f: impl FnMut(&ServerMsg) -> Option<T>,
) -> (T, Duration) {
    let t0 = std::time::Instant::now();
    let got = tokio::time::timeout(limit, c.until(f))
        .await
        .unwrap_or_else(|_| panic!("{}: no answer within {limit:?} ({what})", c.you.name));
    (got, t0.elapsed())
}

/// The lobby's node is killed (kill -9) while players on the other node seek and challenge:
/// every command gets an answer within a lease and a second (a refusal `lobby_unavailable`
/// until another node holds the lobby, then the lobby's usual answers); a seek placed before
/// the kill is in the new lobby's pool, and a challenge open at the kill is closed (`gone`).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lobby_commands_are_answered_while_the_lobby_node_is_killed() {
    lobby_fails_over(Failure::Kill).await;
}

/// The same with the lobby's node frozen (SIGSTOP) instead, and thawed at the end: commands
/// sent into the frozen node's subscription time out into `lobby_unavailable`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "issue 41, open: run alongside the other cluster tests, in about 1 run of 4 \
            one lobby command (a challenge, a quick_cancel) goes unanswered for more than \
            the lease and a second while the lobby's node is frozen (alone: 4 of 4 pass); \
            not yet explained"]
async fn lobby_commands_are_answered_while_the_lobby_node_is_frozen() {
    lobby_fails_over(Failure::Freeze).await;
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Failure {
    Kill,
    Freeze,
}

async fn lobby_fails_over(failure: Failure) {
    let names = ["s1", "s2", "s3", "s4", "s5", "s6"];
    let Some((_nats, mut nodes, tokens, db_url)) = two_nodes(&names).await else {
        return;
    };
    let lobby = lobby_node(&db_url).await;
    let dying = nodes.iter().position(|n| n.name == lobby).unwrap();
    let survivor = nodes[1 - dying].url.clone();
    let mut on = Vec::new();
    for (k, (_, token)) in tokens.iter().enumerate() {
        // s6 sits on the lobby's node (the other end of the challenge that dies with it).
        let url = if k == 5 { &nodes[dying].url } else { &survivor };
        on.push(common::Client::connect(url, token).await.expect("connect"));
    }
    let [s1, s2, _s3, s4, s5, s6] = &mut on[..] else {
        unreachable!()
    };
    // Before the kill: s4 seeks (terms nobody else seeks), s5 challenges s6.
    let lone_seek = proposal(45, 15, false, 0);
    s4.send(&ClientMsg::Quick {
        proposal: lone_seek,
    })
    .await;
    s4.until(|m| matches!(m, ServerMsg::Seeking { .. }).then_some(()))
        .await;
    s5.send(&ClientMsg::Challenge {
        to: "s6".into(),
        proposal: proposal(10, 5, false, 0),
    })
    .await;
    let doomed = s5.challenge_msg().await.id;
    s6.challenge_msg().await;

    match failure {
        Failure::Kill => drop(nodes[dying].proc.take()),
        Failure::Freeze => nodes[dying].proc.as_ref().unwrap().signal("-STOP"),
    }
    let killed_at = std::time::Instant::now();
    let limit = Duration::from_millis(LEASE_MS + 1_000);
    let seek = proposal(3, 2, true, 0);
    let (mut answers, mut refused, mut slowest) = (0, 0, Duration::ZERO);
    let mut refused_last = Duration::ZERO;
    let (mut seeks_after, mut challenges_after) = (0, 0);
    // Throughout the takeover (a lease until the role is free, a renewal period until it is
    // taken) and beyond, until both kinds of command went through twice.
    while killed_at.elapsed() < Duration::from_millis(3 * LEASE_MS)
        || seeks_after < 2
        || challenges_after < 2
    {
        assert!(killed_at.elapsed() < WAIT, "the lobby did not come back");
        let mut note = |t: Duration, was_refused: bool| {
            answers += 1;
            slowest = slowest.max(t);
            assert!(t <= limit, "an answer after {t:?}");
            if was_refused {
                refused += 1;
                refused_last = killed_at.elapsed();
            }
        };
        // A seek, and its cancellation once it is in the pool.
        s1.send(&ClientMsg::Quick { proposal: seek }).await;
        let (r, t) = answer(s1, "quick", limit, |m| match m {
            ServerMsg::Seeking { .. } => Some(None),
            ServerMsg::Error { code, .. } => Some(Some(*code)),
            _ => None,
        })
        .await;
        note(t, r.is_some());
        if matches!(r, None | Some(ErrorCode::Busy)) {
            if r.is_none() {
                seeks_after += 1;
            }
            s1.send(&ClientMsg::QuickCancel {}).await;
            let (r, t) = answer(s1, "quick_cancel", limit, |m| match m {
                ServerMsg::SeekCancelled {} => Some(None),
                ServerMsg::Error { code, .. } => Some(Some(*code)),
                _ => None,
            })
            .await;
            note(t, r.is_some());
        }
        // A challenge, withdrawn once it is open.
        s2.send(&ClientMsg::Challenge {
            to: "s3".into(),
            proposal: proposal(10, 5, true, 0),
        })
        .await;
        let (r, t) = answer(s2, "challenge", limit, |m| match m {
            ServerMsg::Challenge { challenge } if challenge.from == "s2" => Some(Ok(challenge.id)),
            ServerMsg::Error { code, .. } => Some(Err(*code)),
            _ => None,
        })
        .await;
        note(t, r.is_err());
        if let Ok(id) = r {
            challenges_after += 1;
            s2.send(&ClientMsg::Decline { challenge: id }).await;
            let (r, t) = answer(s2, "decline", limit, |m| match m {
                ServerMsg::ChallengeClosed { challenge, .. } if *challenge == id => Some(None),
                ServerMsg::Error { code, .. } => Some(Some(*code)),
                _ => None,
            })
            .await;
            note(t, r.is_some());
        }
        // A client's pause between tries (not a wait for anything): within the rate limit.
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    eprintln!(
        "lobby failover ({failure:?}): {answers} commands answered, the slowest in \
         {slowest:?} (limit {limit:?}); {refused} refused, the last {refused_last:?} after \
         the failure"
    );
    if failure == Failure::Freeze {
        // Thawed: it finds its role gone and serves none of what queued up meanwhile.
        nodes[dying].proc.as_ref().unwrap().signal("-CONT");
    }
    assert!(refused > 0, "the lobby was unavailable for a while");
    // The seek placed before the kill is in the new lobby's pool; the open challenge died.
    let closed = s5
        .until(|m| match m {
            ServerMsg::ChallengeClosed { challenge, reason } if *challenge == doomed => {
                Some(*reason)
            }
            _ => None,
        })
        .await;
    assert_eq!(closed, ChallengeEnd::Gone);
    s1.send(&ClientMsg::Lobby {}).await;
    let players = s1
        .until(|m| match m {
            ServerMsg::Lobby { players } => Some(players.clone()),
            _ => None,
        })
        .await;
    let s4_status = players.iter().find(|p| p.name == "s4").map(|p| p.status);
    assert_eq!(s4_status, Some(PlayerStatus::Seeking), "{players:?}");
    remove_logs(&nodes);
}

/// A player who has just had its `welcome` from one node is challenged from the other at once,
/// 50 times (both ways round): every challenge is delivered, none is refused as `offline`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_new_arrival_is_challenged_from_the_other_node_at_once() {
    let Some((_nats, nodes, tokens, _db)) = two_nodes(&["xa", "xb", "yu"]).await else {
        return;
    };
    for k in 0..50 {
        // yu arrives on one node; the challenger sits on the other (a fresh connection each
        // time: a connection's rate limit allows 40 messages at once).
        let (y_node, x_node) = if k % 2 == 0 { (1, 0) } else { (0, 1) };
        let mut x = common::Client::connect(&nodes[x_node].url, &tokens[x_node].1)
            .await
            .unwrap();
        let mut y = common::Client::connect(&nodes[y_node].url, &tokens[2].1)
            .await
            .unwrap();
        x.send(&ClientMsg::Challenge {
            to: "yu".into(),
            proposal: proposal(10, 5, true, 0),
        })
        .await;
        let r = x
            .until(|m| match m {
                ServerMsg::Challenge { challenge } => Some(Ok(challenge.id)),
                ServerMsg::Error { code, .. } => Some(Err(*code)),
                _ => None,
            })
            .await;
        let id = r.unwrap_or_else(|code| panic!("try {k}: the challenge was refused: {code:?}"));
        assert_eq!(y.challenge_msg().await.id, id, "try {k}: yu got it");
        x.send(&ClientMsg::Decline { challenge: id }).await;
        x.until(|m| {
            matches!(m, ServerMsg::ChallengeClosed { challenge, .. } if *challenge == id)
                .then_some(())
        })
        .await;
    }
    remove_logs(&nodes);
}
