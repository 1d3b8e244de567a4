//! The async client of `xiangqi-online` against the server: listener callbacks, automatic
//! reconnect after a server restart, resume from the last version seen, lag estimate.

use crate::common;

use common::*;
use std::sync::Arc;
use tokio::sync::mpsc;
use xiangqi_online::client::{self, Connection, Listener};
use xiangqi_online::protocol::*;

on_both_databases!(
    client_follows_reconnects_and_resumes,
    client_takes_a_list_of_addresses
);

/// The client moves on to the next address when one does not answer (a dead node first).
async fn client_takes_a_list_of_addresses(b: Backend) {
    let Some(s) = TestServer::start(b).await else {
        return;
    };
    let dead = {
        let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        format!("http://{}", l.local_addr().unwrap())
    };
    let reg = client::register(&s.url, "anna").await.unwrap();
    let (tx, mut rx) = mpsc::unbounded_channel();
    let anna = client::Client::connect_any(
        &[dead.as_str(), s.url.as_str()],
        &reg.token,
        Arc::new(Collect(tx)),
    );
    // The dead address fails at once and the next one is tried without a delay.
    let retry = next(&mut rx, |m| match m {
        Err(Connection::Disconnected { retry_in_ms, .. }) => Some(*retry_in_ms),
        _ => None,
    })
    .await;
    assert_eq!(retry, 0);
    next(&mut rx, |m| {
        matches!(m, Ok(ServerMsg::Welcome { .. })).then_some(())
    })
    .await;
    assert_eq!(anna.server(), s.url);
    let me: Account = anna.get("/v1/me").await.unwrap();
    assert_eq!(me.name, "anna");
    anna.close();
    s.stop().await;
}

struct Collect(mpsc::UnboundedSender<Result<ServerMsg, Connection>>);

impl Listener for Collect {
    fn on_message(&self, msg: ServerMsg) {
        let _ = self.0.send(Ok(msg));
    }
    fn on_connection(&self, state: Connection) {
        let _ = self.0.send(Err(state));
    }
}

async fn next<T>(
    rx: &mut mpsc::UnboundedReceiver<Result<ServerMsg, Connection>>,
    mut f: impl FnMut(&Result<ServerMsg, Connection>) -> Option<T>,
) -> T {
    loop {
        let m = tokio::time::timeout(std::time::Duration::from_secs(20), rx.recv())
            .await
            .expect("client event in time")
            .expect("listener open");
        if let Some(t) = f(&m) {
            return t;
        }
    }
}

async fn client_follows_reconnects_and_resumes(b: Backend) {
    let Some(mut s) = TestServer::start(b).await else {
        return;
    };
    let reg = client::register(&s.url, "anna").await.unwrap();
    let dup = client::register(&s.url, "anna").await.unwrap_err();
    assert!(dup.to_string().starts_with("name_taken"), "{dup}");
    let (tx, mut rx) = mpsc::unbounded_channel();
    let anna = client::Client::connect(&s.url, &reg.token, Arc::new(Collect(tx)));
    next(&mut rx, |m| {
        matches!(m, Ok(ServerMsg::Welcome { .. })).then_some(())
    })
    .await;
    let mut bo = s.player("bo").await;
    bo.send(&ClientMsg::Challenge {
        to: "anna".into(),
        proposal: proposal(10, 5, true, 0),
    })
    .await;
    let ch = next(&mut rx, |m| match m {
        Ok(ServerMsg::Challenge { challenge }) => Some(challenge.clone()),
        _ => None,
    })
    .await;
    anna.send(ClientMsg::Accept {
        challenge: ch.id,
        revision: ch.revision,
    });
    let game = next(&mut rx, |m| match m {
        Ok(ServerMsg::GameStarted { game, .. }) => Some(*game),
        _ => None,
    })
    .await;
    anna.open(game);
    bo.game_started().await;
    bo.open(game, None).await;
    bo.snapshot().await;
    bo.play(game, 0, "h2e2").await;
    // Anna's connection may follow the game only after Bo's move (its `game_started` is
    // handled on its own task): then the move comes in the snapshot, not as an event.
    next(&mut rx, |m| match m {
        Ok(ServerMsg::GameEvent {
            event: GameEvent::Moved { ply: 1, .. },
            ..
        }) => Some(()),
        Ok(ServerMsg::GameSnapshot { game }) if !game.moves.is_empty() => Some(()),
        _ => None,
    })
    .await;
    let me: Account = anna.get("/v1/me").await.unwrap();
    assert_eq!(me.name, "anna");
    // The server restarts: the client reconnects by itself and resumes the game.
    let bo_token = bo.token.clone();
    drop(bo);
    s.restart().await;
    next(&mut rx, |m| {
        matches!(m, Err(Connection::Connected)).then_some(())
    })
    .await;
    let mut bo = Client::connect(&s.url, &bo_token).await.unwrap();
    bo.open(game, None).await;
    bo.snapshot().await;
    anna.play(game, 1, "h9g7");
    assert_eq!(bo.moved().await, (2, "h9g7".to_string()));
    next(&mut rx, |m| {
        matches!(
            m,
            Ok(ServerMsg::GameEvent {
                event: GameEvent::Moved { ply: 2, .. },
                ..
            })
        )
        .then_some(())
    })
    .await;
    anna.close();
    next(&mut rx, |m| {
        matches!(m, Err(Connection::Closed)).then_some(())
    })
    .await;
    s.stop().await;
}

/// A frozen node keeps the socket open and says nothing: the client gives up on it once a
/// ping has gone unanswered for `PONG_TIMEOUT` and moves on to the next address. (The
/// frozen node is a listener that sends a `welcome` and then only reads; a real one frozen
/// by SIGSTOP behaves the same on the wire.)
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn client_leaves_a_node_that_stopped_answering() {
    use futures_util::{SinkExt, StreamExt};
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let frozen = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(async move {
        let (tcp, _) = listener.accept().await.unwrap();
        let mut ws = tokio_tungstenite::accept_async(tcp).await.unwrap();
        let welcome = ServerMsg::Welcome {
            protocol: PROTOCOL_VERSION,
            you: Account {
                name: "anna".into(),
                elo: 1200,
                points: 0,
                taler: 100,
            },
            server_time_ms: START_MS,
            game: None,
            limits: Limits {
                max_text_bytes: 4096,
                messages_per_second: 10,
                burst: 40,
                disconnect_grace_ms: 60_000,
                time_scale: 1,
            },
        };
        let text = serde_json::to_string(&welcome).unwrap();
        ws.send(tokio_tungstenite::tungstenite::Message::Text(text.into()))
            .await
            .unwrap();
        // Reads (the client's pings arrive) and never answers.
        while let Some(Ok(_)) = ws.next().await {}
    });
    let (tx, mut rx) = mpsc::unbounded_channel();
    let t0 = std::time::Instant::now();
    let anna = client::Client::connect_any(&[frozen.as_str()], "token", Arc::new(Collect(tx)));
    next(&mut rx, |m| {
        matches!(m, Ok(ServerMsg::Welcome { .. })).then_some(())
    })
    .await;
    let reason = next(&mut rx, |m| match m {
        Err(Connection::Disconnected { reason, .. }) => Some(reason.clone()),
        _ => None,
    })
    .await;
    let after = t0.elapsed();
    assert!(reason.contains("ping"), "{reason}");
    // The first ping goes out at the connection: the timeout counts from there.
    assert!(
        after >= client::PONG_TIMEOUT && after < client::PONG_TIMEOUT * 2,
        "left after {after:?}"
    );
    anna.close();
}
