//! The link against the real server, in-process on 127.0.0.1 with a fresh SQLite database:
//! two players register and connect through the link (one on the link's own runtime, one
//! on a host's runtime), one challenges the other, both hear the game start, and the JSON
//! API answers. No sleeps: every wait is a channel receive with a deadline.

use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use xiangqi::app::link::{
    LinkAnswer, LinkError, LinkEvent, LinkInbox, LinkQuery, LinkState, OnlineLink,
};
use xiangqi_online::link::TokioLink;
use xiangqi_online::protocol::{ClientMsg, ErrorCode, Proposal, ServerMsg, TimeControl};

/// A safety net for a server that never answers (a failing test, not a wait).
const TIMEOUT: Duration = Duration::from_secs(20);

fn inbox() -> (LinkInbox, Receiver<LinkEvent>) {
    let (tx, rx) = channel();
    let tx = Mutex::new(tx);
    let inbox: LinkInbox = Arc::new(move |e| {
        let _ = tx.lock().unwrap().send(e);
    });
    (inbox, rx)
}

/// Receives until `pick` takes an event (the others are skipped).
fn until<T>(
    rx: &Receiver<LinkEvent>,
    what: &str,
    mut pick: impl FnMut(LinkEvent) -> Option<T>,
) -> T {
    let deadline = Instant::now() + TIMEOUT;
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match rx.recv_timeout(left) {
            Ok(e) => {
                if let Some(t) = pick(e) {
                    return t;
                }
            }
            Err(RecvTimeoutError::Timeout) => panic!("timed out waiting for {what}"),
            Err(RecvTimeoutError::Disconnected) => panic!("inbox gone waiting for {what}"),
        }
    }
}

fn register(link: &dyn OnlineLink, server: &str, name: &str) -> Result<String, LinkError> {
    let (inbox, rx) = inbox();
    link.register(server, name, inbox);
    until(&rx, "registered", |e| match e {
        LinkEvent::Registered(r) => Some(r.map(|r| {
            assert_eq!(r.account.name, name);
            r.token
        })),
        _ => None,
    })
}

fn answer(rx: &Receiver<LinkEvent>, query: &LinkQuery) -> Result<LinkAnswer, LinkError> {
    until(rx, "an answer", |e| match e {
        LinkEvent::Answer { query: q, result } if &q == query => Some(result),
        _ => None,
    })
}

fn unique_db() -> String {
    let dir = std::env::temp_dir().join("xiangqi-online-tests");
    std::fs::create_dir_all(&dir).unwrap();
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    format!(
        "sqlite:{}",
        dir.join(format!("link_{}_{nanos}.db", std::process::id()))
            .display()
    )
}

#[test]
fn two_players_meet_through_the_link() {
    // The server (and the host runtime the second link shares).
    let host = tokio::runtime::Runtime::new().unwrap();
    let mut config = xiangqi_server::Config::new("127.0.0.1:0".parse().unwrap(), unique_db());
    config.accounts_per_address = 1_000;
    let running = host
        .block_on(xiangqi_server::start(config))
        .expect("server starts");
    let url = format!("http://{}", running.addr);

    let link_a = TokioLink::new();
    let link_b = TokioLink::with_handle(host.handle().clone());

    let token_a = register(&link_a, &url, "alice").expect("alice registers");
    let token_b = register(&link_b, &url, "bob").expect("bob registers");
    assert!(matches!(
        register(&link_b, &url, "alice"),
        Err(LinkError::Server {
            code: ErrorCode::NameTaken,
            ..
        })
    ));

    let (inbox_a, rx_a) = inbox();
    let (inbox_b, rx_b) = inbox();
    let servers = vec![url.clone()];
    let a = link_a.connect(&servers, &token_a, inbox_a);
    let b = link_b.connect(&servers, &token_b, inbox_b);
    for (rx, name) in [(&rx_a, "alice"), (&rx_b, "bob")] {
        until(rx, "connected", |e| {
            (e == LinkEvent::Connection(LinkState::Connected)).then_some(())
        });
        until(rx, "welcome", |e| match e {
            LinkEvent::Message(ServerMsg::Welcome { you, .. }) => {
                assert_eq!(you.name, name);
                Some(())
            }
            _ => None,
        });
    }

    a.send(ClientMsg::Challenge {
        to: "bob".into(),
        proposal: Proposal {
            time_control: TimeControl {
                minutes: 10,
                increment: 5,
            },
            rated: false,
            stake: 0,
        },
    });
    let challenge = until(&rx_b, "the challenge", |e| match e {
        LinkEvent::Message(ServerMsg::Challenge { challenge }) => Some(challenge),
        _ => None,
    });
    assert_eq!(challenge.from, "alice");
    b.send(ClientMsg::Accept {
        challenge: challenge.id,
        revision: challenge.revision,
    });
    let started = |rx: &Receiver<LinkEvent>| {
        until(rx, "the game", |e| match e {
            LinkEvent::Message(ServerMsg::GameStarted { game, color }) => Some((game, color)),
            LinkEvent::Message(ServerMsg::Error { code, message, .. }) => {
                panic!("server error {code:?}: {message}")
            }
            _ => None,
        })
    };
    let (game_a, color_a) = started(&rx_a);
    let (game_b, color_b) = started(&rx_b);
    assert_eq!(game_a, game_b);
    assert_ne!(color_a, color_b);

    // The JSON API through the session.
    a.query(LinkQuery::LiveGames);
    match answer(&rx_a, &LinkQuery::LiveGames) {
        Ok(LinkAnswer::LiveGames(games)) => {
            assert!(games.iter().any(|g| g.id == game_a), "{games:?}")
        }
        other => panic!("live games: {other:?}"),
    }
    let stats = LinkQuery::Stats {
        name: "alice".into(),
    };
    b.query(stats.clone());
    match answer(&rx_b, &stats) {
        Ok(LinkAnswer::Stats(s)) => {
            assert_eq!(s.account.name, "alice");
            assert_eq!(s.all.games, 0);
        }
        other => panic!("stats: {other:?}"),
    }
    let missing = LinkQuery::Game { id: 999_999 };
    a.query(missing.clone());
    assert!(matches!(
        answer(&rx_a, &missing),
        Err(LinkError::Server {
            code: ErrorCode::NotFound,
            ..
        })
    ));

    // Closing ends the session.
    for (session, rx) in [(&a, &rx_a), (&b, &rx_b)] {
        session.close();
        until(rx, "closed", |e| {
            (e == LinkEvent::Connection(LinkState::Closed)).then_some(())
        });
    }
    drop((a, b));
    host.block_on(running.stop());

    // Nobody listens any more: a network failure.
    assert!(matches!(
        register(&link_a, &url, "carol"),
        Err(LinkError::Network(_))
    ));
}
