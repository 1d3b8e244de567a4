//! [`TokioLink`]: the app core's [`OnlineLink`] over the async [`Client`].
//!
//! The link runs on a tokio runtime: its own small one (one worker thread, for the apps),
//! or one the host already has ([`TokioLink::with_handle`], for the terminal). Everything
//! the link hears reaches the core's inbox from that runtime, one event at a time per
//! session, in order.

use crate::client::{self, Client, ClientError, Connection, Listener};
use crate::protocol::{
    ArchivedGame, ClientMsg, DailyList, ErrorCode, GameId, LiveGame, PlayerStats, ServerMsg,
};
use std::sync::{Arc, Mutex};
use tokio::runtime::{Handle, Runtime};
use xiangqi::app::link::{
    LinkAnswer, LinkError, LinkEvent, LinkInbox, LinkQuery, LinkSession, LinkState, OnlineLink,
};

/// The runtime the link runs on; an owned one stops (without waiting) when the last
/// link or session holding it goes.
struct Rt {
    handle: Handle,
    owned: Mutex<Option<Runtime>>,
}

impl Drop for Rt {
    fn drop(&mut self) {
        let owned = self
            .owned
            .get_mut()
            .unwrap_or_else(|e| e.into_inner())
            .take();
        if let Some(rt) = owned {
            // Never blocks (the last holder may be a task of this very runtime).
            rt.shutdown_background();
        }
    }
}

/// The online link of the apps and the terminal.
#[derive(Clone)]
pub struct TokioLink {
    rt: Arc<Rt>,
}

impl TokioLink {
    /// A link with its own runtime (one worker thread named `xiangqi-online`).
    ///
    /// # Panics
    /// If the runtime cannot start (no thread could be spawned); see [`TokioLink::try_new`].
    pub fn new() -> TokioLink {
        TokioLink::try_new().expect("the online link's runtime starts")
    }

    /// A link with its own runtime, or why the runtime could not start.
    pub fn try_new() -> std::io::Result<TokioLink> {
        let rt = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .thread_name("xiangqi-online")
            .enable_all()
            .build()?;
        Ok(TokioLink {
            rt: Arc::new(Rt {
                handle: rt.handle().clone(),
                owned: Mutex::new(Some(rt)),
            }),
        })
    }

    /// A link on a runtime the host already runs (it must have its I/O and time drivers).
    pub fn with_handle(handle: Handle) -> TokioLink {
        TokioLink {
            rt: Arc::new(Rt {
                handle,
                owned: Mutex::new(None),
            }),
        }
    }
}

impl Default for TokioLink {
    fn default() -> TokioLink {
        TokioLink::new()
    }
}

/// An error code by its name; a name this build does not know is [`ErrorCode::Internal`].
pub fn error_code(name: &str) -> ErrorCode {
    ErrorCode::ALL
        .iter()
        .copied()
        .find(|c| c.name() == name)
        .unwrap_or(ErrorCode::Internal)
}

/// The client's error as the core hears it.
pub fn link_error(e: ClientError) -> LinkError {
    match e {
        ClientError::Server { code, message } => LinkError::Server {
            code: error_code(&code),
            message,
        },
        ClientError::Http(e) => LinkError::Network(e.to_string()),
        ClientError::Answer(text) => LinkError::Answer(text),
    }
}

/// Percent-encodes one path segment (everything but RFC 3986's unreserved characters).
fn segment(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~') {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// The `GET` path of a query.
pub fn query_path(query: &LinkQuery) -> String {
    match query {
        LinkQuery::LiveGames => "/v1/games/live".to_string(),
        LinkQuery::MyGames => "/v1/games/mine".to_string(),
        LinkQuery::Game { id } => format!("/v1/games/{id}"),
        LinkQuery::Stats { name } => format!("/v1/players/{}/stats", segment(name)),
        LinkQuery::DailyList { date } => format!("/v1/daily/{}", segment(date)),
    }
}

async fn answer(client: &Client, query: &LinkQuery) -> Result<LinkAnswer, ClientError> {
    let path = query_path(query);
    Ok(match query {
        LinkQuery::LiveGames => LinkAnswer::LiveGames(client.get::<Vec<LiveGame>>(&path).await?),
        LinkQuery::MyGames => LinkAnswer::MyGames(client.get::<Vec<ArchivedGame>>(&path).await?),
        LinkQuery::Game { .. } => LinkAnswer::Game(client.get::<ArchivedGame>(&path).await?),
        LinkQuery::Stats { .. } => LinkAnswer::Stats(client.get::<PlayerStats>(&path).await?),
        LinkQuery::DailyList { .. } => LinkAnswer::DailyList(client.get::<DailyList>(&path).await?),
    })
}

/// A session's inbox: one event at a time (the socket's task and the queries' tasks may
/// run on different threads of a host's runtime).
#[derive(Clone)]
struct Inbox {
    inbox: LinkInbox,
    one_at_a_time: Arc<Mutex<()>>,
}

impl Inbox {
    fn deliver(&self, event: LinkEvent) {
        let _turn = self.one_at_a_time.lock().unwrap_or_else(|e| e.into_inner());
        (self.inbox)(event);
    }
}

impl Listener for Inbox {
    fn on_message(&self, msg: ServerMsg) {
        self.deliver(LinkEvent::Message(msg));
    }

    fn on_connection(&self, state: Connection) {
        self.deliver(LinkEvent::Connection(match state {
            Connection::Connected => LinkState::Connected,
            Connection::Disconnected {
                reason,
                retry_in_ms,
            } => LinkState::Disconnected {
                reason,
                retry_in_ms,
            },
            Connection::Closed => LinkState::Closed,
        }));
    }
}

impl OnlineLink for TokioLink {
    fn register(&self, server: &str, name: &str, inbox: LinkInbox) {
        let (server, name) = (server.to_string(), name.to_string());
        self.rt.handle.spawn(async move {
            let result = client::register(&server, &name).await.map_err(link_error);
            inbox(LinkEvent::Registered(result));
        });
    }

    fn connect(&self, servers: &[String], token: &str, inbox: LinkInbox) -> Box<dyn LinkSession> {
        let inbox = Inbox {
            inbox,
            one_at_a_time: Arc::new(Mutex::new(())),
        };
        let client = {
            let _entered = self.rt.handle.enter();
            Client::connect_any(servers, token, Arc::new(inbox.clone()))
        };
        Box::new(TokioSession {
            rt: self.rt.clone(),
            client,
            inbox,
        })
    }
}

/// A session: the [`Client`] and its inbox. Dropping it closes it.
struct TokioSession {
    rt: Arc<Rt>,
    client: Client,
    inbox: Inbox,
}

impl LinkSession for TokioSession {
    fn send(&self, msg: ClientMsg) {
        self.client.send(msg);
    }

    fn play(&self, game: GameId, ply: u32, mv: &str) {
        self.client.play(game, ply, mv);
    }

    fn query(&self, query: LinkQuery) {
        let (client, inbox) = (self.client.clone(), self.inbox.clone());
        self.rt.handle.spawn(async move {
            let result = answer(&client, &query).await.map_err(link_error);
            inbox.deliver(LinkEvent::Answer { query, result });
        });
    }

    fn close(&self) {
        self.client.close();
    }
}

impl Drop for TokioSession {
    fn drop(&mut self) {
        self.client.close();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths() {
        assert_eq!(query_path(&LinkQuery::LiveGames), "/v1/games/live");
        assert_eq!(query_path(&LinkQuery::MyGames), "/v1/games/mine");
        assert_eq!(query_path(&LinkQuery::Game { id: 42 }), "/v1/games/42");
        assert_eq!(
            query_path(&LinkQuery::Stats {
                name: "wang li/x".into()
            }),
            "/v1/players/wang%20li%2Fx/stats"
        );
        assert_eq!(
            query_path(&LinkQuery::DailyList {
                date: "2026-03-01".into()
            }),
            "/v1/daily/2026-03-01"
        );
    }

    #[test]
    fn errors() {
        for code in ErrorCode::ALL {
            assert_eq!(error_code(code.name()), code);
        }
        assert_eq!(error_code("from_the_future"), ErrorCode::Internal);
        assert_eq!(
            link_error(ClientError::Server {
                code: "name_taken".into(),
                message: "taken".into()
            }),
            LinkError::Server {
                code: ErrorCode::NameTaken,
                message: "taken".into()
            }
        );
        assert!(matches!(
            link_error(ClientError::Http(crate::http::HttpError::Io(
                "refused".into()
            ))),
            LinkError::Network(_)
        ));
    }
}
