//! Online play for the apps: [`OnlineClient`] over the `xiangqi-online` client, with a
//! foreign [`OnlineListener`].
//!
//! The object owns a small tokio runtime (one worker thread): the socket, reconnects and
//! pings run there, and the listener is called from it. UniFFI's async export would still
//! need a tokio reactor for tokio-tungstenite and a long-lived task for the listener, so an
//! owned runtime keeps the foreign API plain and synchronous (every method returns at once;
//! the HTTP reads block the calling thread briefly and belong on a background thread).
//!
//! Messages cross as their protocol JSON (`server/PROTOCOL.md`, parsed strictly by the
//! protocol types on both sides): the apps decode the documented messages; nothing is
//! re-declared here.

use std::sync::Arc;
use xiangqi_online::client::{self, Client, Connection, Listener};
use xiangqi_online::protocol::{parse_client, ServerMsg};

/// What the app implements; called on the client's thread, in order.
#[uniffi::export(with_foreign)]
pub trait OnlineListener: Send + Sync {
    /// One server message as JSON (see PROTOCOL.md).
    fn on_message(&self, json: String);
    /// The socket is up (`connected`), or down with the reason and the retry delay (ms);
    /// `closed` once the client was closed.
    fn on_connection(&self, connected: bool, closed: bool, reason: String, retry_in_ms: u64);
}

#[derive(Debug, thiserror::Error, uniffi::Error)]
pub enum OnlineError {
    #[error("network: {text}")]
    Network { text: String },
    /// The server refused: its error code (PROTOCOL.md) and message.
    #[error("{code}: {text}")]
    Server { code: String, text: String },
    /// The message is not valid protocol JSON: the code it would get (PROTOCOL.md).
    #[error("{code}: {text}")]
    Protocol { code: String, text: String },
}

impl From<client::ClientError> for OnlineError {
    fn from(e: client::ClientError) -> OnlineError {
        match e {
            client::ClientError::Server { code, message } => OnlineError::Server {
                code,
                text: message,
            },
            other => OnlineError::Network {
                text: other.to_string(),
            },
        }
    }
}

struct Forward(Arc<dyn OnlineListener>);

impl Listener for Forward {
    fn on_message(&self, msg: ServerMsg) {
        if let Ok(json) = serde_json::to_string(&msg) {
            self.0.on_message(json);
        }
    }

    fn on_connection(&self, state: Connection) {
        match state {
            Connection::Connected => self.0.on_connection(true, false, String::new(), 0),
            Connection::Disconnected {
                reason,
                retry_in_ms,
            } => self.0.on_connection(false, false, reason, retry_in_ms),
            Connection::Closed => self.0.on_connection(false, true, String::new(), 0),
        }
    }
}

fn runtime() -> Result<tokio::runtime::Runtime, OnlineError> {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .thread_name("xiangqi-online")
        .enable_all()
        .build()
        .map_err(|e| OnlineError::Network {
            text: e.to_string(),
        })
}

/// Creates an account; returns the `Registered` JSON (account and token: keep the token).
#[uniffi::export]
pub fn online_register(server: String, name: String) -> Result<String, OnlineError> {
    let rt = runtime()?;
    let r = rt.block_on(client::register(&server, &name))?;
    serde_json::to_string(&r).map_err(|e| OnlineError::Network {
        text: e.to_string(),
    })
}

/// A connection to a game server (reconnects and resumes by itself until closed).
#[derive(uniffi::Object)]
pub struct OnlineClient {
    rt: tokio::runtime::Runtime,
    client: Client,
}

#[uniffi::export]
impl OnlineClient {
    /// Connects in the background; the listener hears the welcome and everything after.
    #[uniffi::constructor]
    pub fn connect(
        server: String,
        token: String,
        listener: Arc<dyn OnlineListener>,
    ) -> Result<Arc<OnlineClient>, OnlineError> {
        let rt = runtime()?;
        let client = {
            let _guard = rt.enter();
            Client::connect(&server, &token, Arc::new(Forward(listener)))
        };
        Ok(Arc::new(OnlineClient { rt, client }))
    }

    /// Sends one client message given as protocol JSON (checked here first).
    pub fn send_json(&self, json: String) -> Result<(), OnlineError> {
        let msg = parse_client(&json).map_err(|e| OnlineError::Protocol {
            code: e.code.name().to_string(),
            text: e.message,
        })?;
        self.client.send(msg);
        Ok(())
    }

    /// Follows a game (replayed from the last version seen after reconnects).
    pub fn open_game(&self, game: u64) {
        self.client.open(game);
    }

    /// A move (`ply`: plies played before it; `mv`: ICCS), with the measured lag.
    pub fn play(&self, game: u64, ply: u32, mv: String) {
        self.client.play(game, ply, &mv);
    }

    /// `GET path` on the JSON API (e.g. `/v1/games/mine`); the answer's JSON. Blocks.
    pub fn get_json(&self, path: String) -> Result<String, OnlineError> {
        let v: serde_json::Value = self.rt.block_on(self.client.get(&path))?;
        Ok(v.to_string())
    }

    /// The measured round trip (ms), 0 before the first ping.
    pub fn rtt_ms(&self) -> u32 {
        self.client.rtt_ms().unwrap_or(0)
    }

    /// Ends the connection for good (no more reconnects). (Not `close`: Kotlin objects
    /// already have one, which frees the object.)
    pub fn disconnect(&self) {
        self.client.close();
    }
}
