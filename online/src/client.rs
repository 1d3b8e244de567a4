//! The async client the apps and the terminal use: one background task keeps the socket,
//! reconnects with growing delays, re-opens the followed games from the last event version
//! it saw (the server replays what was missed, or sends a snapshot), drops duplicate events,
//! measures the round trip for the lag allowance, and hands every message to a [`Listener`].
//!
//! Needs a tokio runtime (the bindings own one; the CLI runs one).

use crate::protocol::{parse_server, ClientMsg, GameId, RegisterRequest, Registered, ServerMsg};
use futures_util::{SinkExt, StreamExt};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::Message;

/// Delays between reconnection attempts (the last repeats).
pub const RECONNECT_DELAYS_MS: [u64; 5] = [250, 500, 1_000, 2_000, 5_000];
/// How often the client pings to measure the round trip.
pub const PING_INTERVAL: Duration = Duration::from_secs(10);
/// A ping unanswered this long, with nothing else heard meanwhile, means the server is
/// frozen (its socket stays open): the client reconnects, to the next address first.
pub const PONG_TIMEOUT: Duration = Duration::from_secs(5);

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ClientError {
    #[error(transparent)]
    Http(#[from] crate::http::HttpError),
    /// The server refused: its error code and message.
    #[error("{code}: {message}")]
    Server { code: String, message: String },
    #[error("unexpected answer: {0}")]
    Answer(String),
}

/// The socket's state, as the listener hears it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Connection {
    Connected,
    /// Lost (or refused); the client retries after `retry_in_ms` unless closed.
    Disconnected {
        reason: String,
        retry_in_ms: u64,
    },
    /// [`Client::close`] was called.
    Closed,
}

/// What the app implements: called from the client's task, in order.
pub trait Listener: Send + Sync + 'static {
    fn on_message(&self, msg: ServerMsg);
    fn on_connection(&self, state: Connection);
}

struct State {
    /// Followed games and the last event version seen.
    games: HashMap<GameId, Option<u64>>,
    /// Smoothed round trip (ms).
    rtt_ms: Option<u32>,
    closed: bool,
    /// The address in use (an index into `servers`).
    current: usize,
}

/// A connection to a server.
#[derive(Clone)]
pub struct Client {
    /// The addresses of the service (any node serves any player); never empty.
    servers: Arc<Vec<String>>,
    token: String,
    tx: mpsc::UnboundedSender<ClientMsg>,
    state: Arc<Mutex<State>>,
    closing: Arc<tokio::sync::Notify>,
}

fn lock(m: &Mutex<State>) -> std::sync::MutexGuard<'_, State> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// Creates an account (`POST /v1/accounts`).
pub async fn register(server: &str, name: &str) -> Result<Registered, ClientError> {
    let body = serde_json::to_string(&RegisterRequest {
        name: name.to_string(),
    })
    .map_err(|e| ClientError::Answer(e.to_string()))?;
    let (status, text) =
        crate::http::request(server, "POST", "/v1/accounts", None, Some(&body)).await?;
    answer(status, &text)
}

fn answer<T: serde::de::DeserializeOwned>(status: u16, text: &str) -> Result<T, ClientError> {
    if (200..300).contains(&status) {
        return serde_json::from_str(text).map_err(|e| ClientError::Answer(e.to_string()));
    }
    match serde_json::from_str::<crate::protocol::HttpError>(text) {
        Ok(e) => Err(ClientError::Server {
            code: e.error.code.name().to_string(),
            message: e.error.message,
        }),
        Err(_) => Err(ClientError::Answer(format!("HTTP {status}"))),
    }
}

impl Client {
    /// Starts connecting in the background (call inside a tokio runtime).
    pub fn connect(server: &str, token: &str, listener: Arc<dyn Listener>) -> Client {
        Client::connect_any(&[server], token, listener)
    }

    /// Like [`Client::connect`], with several addresses of one service (the nodes of a
    /// cluster, any of which serves any player): the client uses one at a time and moves to
    /// the next when a connection fails or is lost; a delay of [`RECONNECT_DELAYS_MS`] comes
    /// only after every address failed in turn. An empty list behaves as one bad address.
    pub fn connect_any<S: AsRef<str>>(
        servers: &[S],
        token: &str,
        listener: Arc<dyn Listener>,
    ) -> Client {
        let mut list: Vec<String> = servers
            .iter()
            .map(|s| s.as_ref().trim_end_matches('/').to_string())
            .collect();
        if list.is_empty() {
            list.push(String::new());
        }
        let (tx, rx) = mpsc::unbounded_channel();
        let c = Client {
            servers: Arc::new(list),
            token: token.to_string(),
            tx,
            state: Arc::new(Mutex::new(State {
                games: HashMap::new(),
                rtt_ms: None,
                closed: false,
                current: 0,
            })),
            closing: Arc::new(tokio::sync::Notify::new()),
        };
        tokio::spawn(run(c.clone(), rx, listener));
        c
    }

    /// Sends a message (queued while reconnecting).
    pub fn send(&self, msg: ClientMsg) {
        if let ClientMsg::Open { game, since } = &msg {
            lock(&self.state).games.entry(*game).or_insert(*since);
        }
        if let ClientMsg::Close { game } = &msg {
            lock(&self.state).games.remove(game);
        }
        let _ = self.tx.send(msg);
    }

    /// Follows a game (resumed after every reconnect from the last version seen).
    pub fn open(&self, game: GameId) {
        let since = lock(&self.state).games.get(&game).copied().flatten();
        self.send(ClientMsg::Open { game, since });
    }

    /// A move, with half the measured round trip as the lag estimate.
    pub fn play(&self, game: GameId, ply: u32, mv: &str) {
        // The server refuses a lag above its maximum (it never clamps).
        let lag_ms = lock(&self.state)
            .rtt_ms
            .map(|r| (r / 2).min(crate::protocol::MAX_REPORTED_LAG_MS));
        self.send(ClientMsg::Move {
            game,
            ply,
            mv: mv.to_string(),
            lag_ms,
        });
    }

    /// The last measured round trip (ms).
    pub fn rtt_ms(&self) -> Option<u32> {
        lock(&self.state).rtt_ms
    }

    /// `GET path` on the JSON API with this client's token.
    pub async fn get<T: serde::de::DeserializeOwned>(&self, path: &str) -> Result<T, ClientError> {
        let (status, text) =
            crate::http::request(&self.server(), "GET", path, Some(&self.token), None).await?;
        answer(status, &text)
    }

    /// Stops the client (the task ends; the listener hears [`Connection::Closed`]).
    pub fn close(&self) {
        lock(&self.state).closed = true;
        self.closing.notify_one();
    }

    fn closed(&self) -> bool {
        lock(&self.state).closed
    }

    /// The address in use now.
    pub fn server(&self) -> String {
        let i = lock(&self.state).current;
        self.servers[i % self.servers.len()].clone()
    }

    /// Moves to the next address; `true` once every address has been tried since the last
    /// connection (then the client waits before trying again).
    fn next_server(&self, round_start: usize) -> bool {
        let mut st = lock(&self.state);
        st.current = (st.current + 1) % self.servers.len();
        st.current == round_start
    }

    /// Tracks versions; `false` for a duplicate event (already seen) to be dropped. A gap
    /// re-opens the game from the last version seen.
    fn accept(&self, msg: &ServerMsg) -> bool {
        let mut st = lock(&self.state);
        match msg {
            // The server follows a new game for its players at once (a snapshot comes
            // next); remember it so a reconnect re-opens it.
            ServerMsg::GameStarted { game, .. } => {
                st.games.entry(*game).or_insert(None);
                true
            }
            ServerMsg::GameSnapshot { game } => {
                if let Some(v) = st.games.get_mut(&game.id) {
                    *v = Some(game.v);
                }
                true
            }
            ServerMsg::GameEvent { game, v, .. } => match st.games.get_mut(game) {
                Some(seen) => match *seen {
                    Some(s) if *v <= s => false,
                    Some(s) if *v > s + 1 => {
                        let since = Some(s);
                        drop(st);
                        let _ = self.tx.send(ClientMsg::Open { game: *game, since });
                        false
                    }
                    _ => {
                        *seen = Some(*v);
                        true
                    }
                },
                None => true,
            },
            _ => true,
        }
    }
}

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

async fn open_socket(server: &str, token: &str) -> Result<Socket, String> {
    let url = format!("{}/v1/play", server.replacen("http://", "ws://", 1));
    let mut req = url.into_client_request().map_err(|e| e.to_string())?;
    let auth = format!("Bearer {token}")
        .parse()
        .map_err(|_| "bad token".to_string())?;
    req.headers_mut().insert("Authorization", auth);
    // TCP_NODELAY (`true`): a move is a small frame that must not wait for Nagle's
    // algorithm.
    tokio_tungstenite::connect_async_with_config(req, None, true)
        .await
        .map(|(ws, _)| ws)
        .map_err(|e| e.to_string())
}

async fn run(c: Client, mut rx: mpsc::UnboundedReceiver<ClientMsg>, listener: Arc<dyn Listener>) {
    let mut attempt = 0usize;
    let mut ping_id = 0u64;
    let mut round_start = 0;
    while !c.closed() {
        let reason = match open_socket(&c.server(), &c.token).await {
            Err(e) => e,
            Ok(mut ws) => {
                attempt = 0;
                round_start = lock(&c.state).current;
                listener.on_connection(Connection::Connected);
                let reopen: Vec<(GameId, Option<u64>)> =
                    lock(&c.state).games.iter().map(|(g, v)| (*g, *v)).collect();
                let mut failed = None;
                for (game, since) in reopen {
                    if let Err(e) = send(&mut ws, &ClientMsg::Open { game, since }).await {
                        failed = Some(e);
                    }
                }
                let mut pings: HashMap<u64, Instant> = HashMap::new();
                let mut ticker = tokio::time::interval(PING_INTERVAL);
                // Until when the server must have said something (a ping is unanswered).
                let mut answer_by: Option<tokio::time::Instant> = None;
                let reason = loop {
                    if let Some(e) = failed.take() {
                        break e;
                    }
                    let silent_until = answer_by;
                    tokio::select! {
                        _ = tokio::time::sleep_until(silent_until.unwrap_or_else(tokio::time::Instant::now)), if silent_until.is_some() => {
                            break format!("no answer to a ping in {} s", PONG_TIMEOUT.as_secs());
                        }
                        incoming = ws.next() => match incoming {
                            Some(Ok(Message::Text(t))) => match parse_server(t.as_str()) {
                                Ok(msg) => {
                                    answer_by = None;
                                    if let ServerMsg::Pong { id, .. } = &msg {
                                        if let Some(at) = pings.remove(id) {
                                            let rtt = at.elapsed().as_millis().min(60_000) as u32;
                                            let mut st = lock(&c.state);
                                            st.rtt_ms = Some(match st.rtt_ms {
                                                Some(old) => (old * 3 + rtt) / 4,
                                                None => rtt,
                                            });
                                            continue;
                                        }
                                    }
                                    if c.accept(&msg) {
                                        listener.on_message(msg);
                                    }
                                }
                                Err(e) => break format!("unreadable server message: {e}"),
                            },
                            Some(Ok(Message::Close(f))) => {
                                break f.map_or("closed".to_string(), |f| f.reason.to_string())
                            }
                            Some(Ok(_)) => {}
                            Some(Err(e)) => break e.to_string(),
                            None => break "closed".to_string(),
                        },
                        _ = c.closing.notified() => {
                            let _ = ws.close(None).await;
                            break "closed by the app".to_string();
                        }
                        out = rx.recv() => match out {
                            Some(msg) => {
                                if let Err(e) = send(&mut ws, &msg).await {
                                    break e;
                                }
                            }
                            None => break "client dropped".to_string(),
                        },
                        _ = ticker.tick() => {
                            ping_id = ping_id.wrapping_add(1) % (u64::MAX - 1);
                            pings.retain(|_, at| at.elapsed() < PING_INTERVAL * 3);
                            pings.insert(ping_id, Instant::now());
                            if answer_by.is_none() {
                                answer_by = Some(tokio::time::Instant::now() + PONG_TIMEOUT);
                            }
                            if let Err(e) = send(&mut ws, &ClientMsg::Ping { id: ping_id }).await {
                                break e;
                            }
                        }
                    }
                };
                reason
            }
        };
        if c.closed() {
            break;
        }
        // The next address at once; the delay once all of them failed in turn.
        let delay = if c.next_server(round_start) {
            let d = RECONNECT_DELAYS_MS[attempt.min(RECONNECT_DELAYS_MS.len() - 1)];
            attempt += 1;
            d
        } else {
            0
        };
        listener.on_connection(Connection::Disconnected {
            reason,
            retry_in_ms: delay,
        });
        // Waiting before the next attempt, unless the app closes meanwhile.
        // Messages sent meanwhile stay queued for the next connection.
        tokio::select! {
            _ = tokio::time::sleep(Duration::from_millis(delay)) => {}
            _ = c.closing.notified() => {}
        }
    }
    listener.on_connection(Connection::Closed);
}

async fn send(ws: &mut Socket, msg: &ClientMsg) -> Result<(), String> {
    let text = serde_json::to_string(msg).map_err(|e| e.to_string())?;
    ws.send(Message::Text(text.into()))
        .await
        .map_err(|e| e.to_string())
}
