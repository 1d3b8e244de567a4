//! The seam between the app and the network: the core speaks the online protocol
//! ([`crate::protocol`]) through an [`OnlineLink`] that a platform crate implements (the
//! `xiangqi-online` crate's tokio client; tests may fake it). The core itself stays free of
//! sockets and runtimes: what the link hears comes back as [`LinkEvent`]s through the inbox
//! the core hands it, on the link's own thread, and the core's lane takes it from there.

use crate::protocol::{
    ArchivedGame, ClientMsg, DailyList, ErrorCode, GameId, LiveGame, PlayerStats, Registered,
    ServerMsg,
};
use std::sync::Arc;

/// A read of the JSON API (`GET /v1/...`) with the session's token.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkQuery {
    /// `/v1/games/live`: the running games to watch.
    LiveGames,
    /// `/v1/games/mine`: the player's finished games, newest first.
    MyGames,
    /// `/v1/games/{id}`: one finished game with every move.
    Game { id: GameId },
    /// `/v1/players/{name}/stats`.
    Stats { name: String },
    /// `/v1/daily/{date}`: a day's puzzle list.
    DailyList { date: String },
}

/// The answer to a [`LinkQuery`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkAnswer {
    LiveGames(Vec<LiveGame>),
    MyGames(Vec<ArchivedGame>),
    Game(ArchivedGame),
    Stats(PlayerStats),
    DailyList(DailyList),
}

/// Why a request failed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LinkError {
    /// No answer: the server is not reachable (or the connection broke).
    #[error("network: {0}")]
    Network(String),
    /// The server refused, with its typed code.
    #[error("{code:?}: {message}")]
    Server { code: ErrorCode, message: String },
    /// An answer the protocol does not describe.
    #[error("unexpected answer: {0}")]
    Answer(String),
}

/// The socket's state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkState {
    Connected,
    /// Lost or refused; the link retries after `retry_in_ms` (growing delays).
    Disconnected {
        reason: String,
        retry_in_ms: u64,
    },
    /// The session was closed.
    Closed,
}

/// What the link hears.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkEvent {
    /// The answer to [`OnlineLink::register`].
    Registered(Result<Registered, LinkError>),
    /// A message from the server on the socket.
    Message(ServerMsg),
    Connection(LinkState),
    /// The answer to [`LinkSession::query`].
    Answer {
        query: LinkQuery,
        result: Result<LinkAnswer, LinkError>,
    },
}

/// Where the link delivers what it hears (called on the link's thread, in order).
pub type LinkInbox = Arc<dyn Fn(LinkEvent) + Send + Sync>;

/// The network for online play.
pub trait OnlineLink: Send + Sync {
    /// Creates an account named `name` on `server` (`POST /v1/accounts`); the answer comes
    /// as [`LinkEvent::Registered`].
    fn register(&self, server: &str, name: &str, inbox: LinkInbox);

    /// Opens a session with `token` on any of `servers` (the nodes of one service): it
    /// connects in the background, reconnects with growing delays after a drop, and resumes
    /// the games it follows from the last event version it saw (no event is delivered
    /// twice).
    fn connect(&self, servers: &[String], token: &str, inbox: LinkInbox) -> Box<dyn LinkSession>;
}

/// A connected (or reconnecting) player.
pub trait LinkSession: Send + Sync {
    /// Sends a message (queued while reconnecting, sent once). `Open` is remembered and
    /// resumed after every reconnect; `Close` forgets it.
    fn send(&self, msg: ClientMsg);
    /// A move with the measured lag allowance (`ply`: plies played before it).
    fn play(&self, game: GameId, ply: u32, mv: &str);
    /// A read of the JSON API; the answer comes as [`LinkEvent::Answer`].
    fn query(&self, query: LinkQuery);
    /// Ends the session (no reconnect); the inbox hears [`LinkState::Closed`].
    fn close(&self);
}
