//! Test harness: a server in-process on 127.0.0.1 (ephemeral port) with a manual clock, real
//! WebSocket clients, and the database chosen per test: a fresh SQLite file, or a fresh
//! PostgreSQL database when `XIANGQI_TEST_POSTGRES_URL` is set (the suite skips loudly
//! without it). No test sleeps: time moves only by `advance`, and waiting is for messages.
#![allow(dead_code)]

use futures_util::{SinkExt, StreamExt};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};
use xiangqi_online::protocol::*;
use xiangqi_server::time::{ManualClock, ServerClock};
use xiangqi_server::{Config, Running};

/// 2026-03-01 00:00:00 UTC.
pub const START_MS: u64 = 1_772_323_200_000;
/// A safety net for a server that never answers (a failing test, not a wait).
const REPLY_TIMEOUT: Duration = Duration::from_secs(20);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

static UNIQUE: AtomicU64 = AtomicU64::new(0);

fn unique() -> String {
    format!(
        "{}_{}_{}",
        std::process::id(),
        UNIQUE.fetch_add(1, Ordering::SeqCst),
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.subsec_nanos())
    )
}

/// A fresh database URL, or `None` (with the reason printed) when the backend is not set up.
pub async fn fresh_db(backend: Backend) -> Option<String> {
    match backend {
        Backend::Sqlite => {
            let dir = std::env::temp_dir().join("xiangqi-server-tests");
            std::fs::create_dir_all(&dir).ok()?;
            Some(format!(
                "sqlite:{}",
                dir.join(format!("{}.db", unique())).display()
            ))
        }
        Backend::Postgres => {
            let Ok(admin) = std::env::var("XIANGQI_TEST_POSTGRES_URL") else {
                eprintln!(
                    "SKIPPED (PostgreSQL): set XIANGQI_TEST_POSTGRES_URL=postgres://USER@HOST:PORT/postgres \
                     (server/tests/pg.sh starts a throw-away cluster and prints it)"
                );
                return None;
            };
            sqlx::any::install_default_drivers();
            let name = format!("xq_{}", unique());
            let mut conn = <sqlx::AnyConnection as sqlx::Connection>::connect(&admin)
                .await
                .expect("connect to XIANGQI_TEST_POSTGRES_URL");
            sqlx::Executor::execute(&mut conn, format!("CREATE DATABASE {name}").as_str())
                .await
                .expect("create test database");
            let base = admin.rsplit_once('/').map_or(admin.as_str(), |(b, _)| b);
            Some(format!("{base}/{name}"))
        }
    }
}

/// Changes to the default configuration of a test server.
pub type Tune = Arc<dyn Fn(&mut Config) + Send + Sync>;

pub struct TestServer {
    pub running: Option<Running>,
    pub clock: Arc<ManualClock>,
    pub url: String,
    pub db_url: String,
    server_clock: ServerClock,
    tune: Tune,
}

/// The tests' usual limits: every test registers its players from 127.0.0.1 and stakes
/// between new accounts; the fair-play tests set the real values back.
pub fn test_limits(c: &mut Config) {
    c.accounts_per_address = 1_000;
    c.stake_min_counted_games = 0;
}

impl TestServer {
    pub async fn start(backend: Backend) -> Option<TestServer> {
        TestServer::start_with(backend, Arc::new(test_limits)).await
    }

    /// A server with `tune` applied to its configuration (at every restart too).
    pub async fn start_with(backend: Backend, tune: Tune) -> Option<TestServer> {
        let db_url = fresh_db(backend).await?;
        let (server_clock, clock) = ServerClock::manual(START_MS);
        let mut s = TestServer {
            running: None,
            clock,
            url: String::new(),
            db_url,
            server_clock,
            tune,
        };
        s.boot().await;
        Some(s)
    }

    async fn boot(&mut self) {
        // A restart keeps the port, so clients can reconnect to the same URL.
        let listen = match self.url.strip_prefix("http://") {
            Some(addr) => addr.parse().unwrap(),
            None => "127.0.0.1:0".parse().unwrap(),
        };
        let mut config = Config::new(listen, self.db_url.clone());
        config.clock = self.server_clock.clone();
        (self.tune)(&mut config);
        let running = xiangqi_server::start(config).await.expect("server starts");
        self.url = format!("http://{}", running.addr);
        self.running = Some(running);
    }

    /// Drains and starts again on the same database (a clean restart).
    pub async fn restart(&mut self) {
        if let Some(r) = self.running.take() {
            r.stop().await;
        }
        self.boot().await;
    }

    pub fn shared(&self) -> &Arc<xiangqi_server::Shared> {
        &self.running.as_ref().unwrap().shared
    }

    pub fn advance(&self, ms: u64) {
        self.clock.advance(ms);
    }

    pub async fn http(
        &self,
        method: &str,
        path: &str,
        token: Option<&str>,
        body: Option<&str>,
    ) -> (u16, String) {
        xiangqi_online::http::request(&self.url, method, path, token, body)
            .await
            .expect("http")
    }

    pub async fn get<T: serde::de::DeserializeOwned>(&self, path: &str, token: &str) -> T {
        let (status, body) = self.http("GET", path, Some(token), None).await;
        assert_eq!(status, 200, "GET {path}: {body}");
        serde_json::from_str(&body).unwrap_or_else(|e| panic!("GET {path}: {e}: {body}"))
    }

    pub async fn register(&self, name: &str) -> Registered {
        let body = serde_json::to_string(&RegisterRequest { name: name.into() }).unwrap();
        let (status, text) = self.http("POST", "/v1/accounts", None, Some(&body)).await;
        assert_eq!(status, 201, "{text}");
        serde_json::from_str(&text).unwrap()
    }

    /// Registers `name` and connects.
    pub async fn player(&self, name: &str) -> Client {
        let r = self.register(name).await;
        Client::connect(&self.url, &r.token).await.expect("connect")
    }

    /// Sum of Taler on accounts and in running games, and the number of accounts.
    pub async fn taler(&self) -> (i64, i64) {
        self.shared().db.taler_in_circulation().await.unwrap()
    }

    pub async fn stop(mut self) {
        if let Some(r) = self.running.take() {
            r.stop().await;
        }
    }
}

pub type Ws = WebSocketStream<MaybeTlsStream<TcpStream>>;

pub struct Client {
    pub ws: Ws,
    pub token: String,
    pub url: String,
    pub you: Account,
    pub welcome_game: Option<GameId>,
}

pub async fn raw_socket(
    url: &str,
    token: Option<&str>,
) -> Result<Ws, tokio_tungstenite::tungstenite::Error> {
    let ws_url = format!("{}/v1/play", url.replacen("http://", "ws://", 1));
    let mut req = ws_url.into_client_request()?;
    if let Some(t) = token {
        req.headers_mut()
            .insert("Authorization", format!("Bearer {t}").parse().unwrap());
    }
    let (ws, _) = tokio_tungstenite::connect_async(req).await?;
    Ok(ws)
}

impl Client {
    pub async fn connect(
        url: &str,
        token: &str,
    ) -> Result<Client, tokio_tungstenite::tungstenite::Error> {
        let ws = raw_socket(url, Some(token)).await?;
        let mut c = Client {
            ws,
            token: token.to_string(),
            url: url.to_string(),
            you: Account {
                name: String::new(),
                elo: 0,
                points: 0,
                taler: 0,
            },
            welcome_game: None,
        };
        match c.recv().await {
            ServerMsg::Welcome { you, game, .. } => {
                c.you = you;
                c.welcome_game = game;
            }
            other => panic!("expected welcome, got {other:?}"),
        }
        Ok(c)
    }

    pub async fn reconnect(&self) -> Client {
        Client::connect(&self.url, &self.token)
            .await
            .expect("reconnect")
    }

    pub async fn send_text(&mut self, text: &str) {
        self.ws
            .send(Message::Text(text.into()))
            .await
            .expect("send");
    }

    pub async fn send(&mut self, msg: &ClientMsg) {
        let t = serde_json::to_string(msg).unwrap();
        self.send_text(&t).await;
    }

    /// The next message (panics after the safety timeout or on close).
    pub async fn recv(&mut self) -> ServerMsg {
        loop {
            let m = tokio::time::timeout(REPLY_TIMEOUT, self.ws.next())
                .await
                .unwrap_or_else(|_| panic!("{}: no message in time", self.you.name))
                .unwrap_or_else(|| panic!("{}: socket closed", self.you.name))
                .expect("socket error");
            match m {
                Message::Text(t) => {
                    return serde_json::from_str(t.as_str())
                        .unwrap_or_else(|e| panic!("unparsable server message {t}: {e}"))
                }
                Message::Ping(_) | Message::Pong(_) => continue,
                other => panic!("{}: unexpected frame {other:?}", self.you.name),
            }
        }
    }

    /// Skips messages until `f` picks one.
    pub async fn until<T>(&mut self, mut f: impl FnMut(&ServerMsg) -> Option<T>) -> T {
        loop {
            let m = self.recv().await;
            if let Some(t) = f(&m) {
                return t;
            }
        }
    }

    pub async fn error(&mut self) -> (ErrorCode, Option<GameId>) {
        self.until(|m| match m {
            ServerMsg::Error { code, game, .. } => Some((*code, *game)),
            _ => None,
        })
        .await
    }

    pub async fn expect_error(&mut self, code: ErrorCode) {
        let (got, _) = self.error().await;
        assert_eq!(got, code, "{}", self.you.name);
    }

    pub async fn challenge_msg(&mut self) -> ChallengeView {
        self.until(|m| match m {
            ServerMsg::Challenge { challenge } => Some(challenge.clone()),
            _ => None,
        })
        .await
    }

    pub async fn game_started(&mut self) -> (GameId, xiangqi::Color) {
        self.until(|m| match m {
            ServerMsg::GameStarted { game, color } => Some((*game, *color)),
            _ => None,
        })
        .await
    }

    pub async fn snapshot(&mut self) -> GameView {
        self.until(|m| match m {
            ServerMsg::GameSnapshot { game } => Some(game.clone()),
            _ => None,
        })
        .await
    }

    pub async fn event(&mut self) -> (u64, GameEvent) {
        self.until(|m| match m {
            ServerMsg::GameEvent { v, event, .. } => Some((*v, event.clone())),
            _ => None,
        })
        .await
    }

    pub async fn ended(&mut self) -> Outcome {
        self.until(|m| match m {
            ServerMsg::GameEvent {
                event: GameEvent::Ended { outcome, .. },
                ..
            } => Some(*outcome),
            _ => None,
        })
        .await
    }

    pub async fn moved(&mut self) -> (u32, String) {
        self.until(|m| match m {
            ServerMsg::GameEvent {
                event: GameEvent::Moved { ply, mv, .. },
                ..
            } => Some((*ply, mv.clone())),
            _ => None,
        })
        .await
    }

    pub async fn open(&mut self, game: GameId, since: Option<u64>) {
        self.send(&ClientMsg::Open { game, since }).await;
    }

    pub async fn play(&mut self, game: GameId, ply: u32, mv: &str) {
        self.send(&ClientMsg::Move {
            game,
            ply,
            mv: mv.into(),
            lag_ms: None,
        })
        .await;
    }

    /// A round trip: everything sent before has been handled once the pong arrives.
    pub async fn sync(&mut self) {
        self.send(&ClientMsg::Ping { id: 424242 }).await;
        self.until(|m| matches!(m, ServerMsg::Pong { id: 424242, .. }).then_some(()))
            .await;
    }
}

pub fn tc(minutes: u32, increment: u32) -> TimeControl {
    TimeControl { minutes, increment }
}

pub fn proposal(minutes: u32, increment: u32, rated: bool, stake: u64) -> Proposal {
    Proposal {
        time_control: tc(minutes, increment),
        rated,
        stake,
    }
}

/// `a` challenges `b` with `p`; `b` accepts; both open the game. Returns the game and the
/// clients as (red, black).
pub async fn start_game(a: Client, b: Client, p: Proposal) -> (GameId, Client, Client) {
    let (mut a, mut b) = (a, b);
    a.send(&ClientMsg::Challenge {
        to: b.you.name.clone(),
        proposal: p,
    })
    .await;
    let ch = b.challenge_msg().await;
    b.send(&ClientMsg::Accept {
        challenge: ch.id,
        revision: ch.revision,
    })
    .await;
    let (game, ca) = a.game_started().await;
    let (_, _) = b.game_started().await;
    // The server follows the new game for both players: its snapshot comes without `open`,
    // at version 0 with nobody absent (PROTOCOL.md), whoever's connection got there first.
    for c in [&mut a, &mut b] {
        let snap = c.snapshot().await;
        assert_eq!(
            (snap.id, snap.v),
            (game, 0),
            "{}: first snapshot",
            c.you.name
        );
        assert!(snap.absent.is_empty(), "{}: {:?}", c.you.name, snap.absent);
    }
    if ca == xiangqi::Color::Red {
        (game, a, b)
    } else {
        (game, b, a)
    }
}

/// Plays `moves` alternately starting with `red` at ply `from`, each move confirmed by both.
pub async fn play_moves(
    game: GameId,
    red: &mut Client,
    black: &mut Client,
    from: u32,
    moves: &[&str],
) {
    for (k, mv) in moves.iter().enumerate() {
        let ply = from + k as u32;
        let (mover, other) = if ply.is_multiple_of(2) {
            (&mut *red, &mut *black)
        } else {
            (&mut *black, &mut *red)
        };
        mover.play(game, ply, mv).await;
        assert_eq!(mover.moved().await, (ply + 1, mv.to_string()));
        assert_eq!(other.moved().await, (ply + 1, mv.to_string()));
    }
}

/// Generates the two-backend test modules for async test bodies `fn(Backend)`.
#[macro_export]
macro_rules! on_both_databases {
    ($($name:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    super::$name(super::common::Backend::Sqlite).await;
                }
            )*
        }
        mod postgres {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    super::$name(super::common::Backend::Postgres).await;
                }
            )*
        }
    };
}

/// Waits for `/healthz` (a separate process: polling is the only way to see it is up).
pub async fn healthy(url: &str) {
    for _ in 0..500 {
        if let Ok((200, _)) =
            xiangqi_online::http::request(url, "GET", "/healthz", None, None).await
        {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    panic!("server {url} did not come up");
}
