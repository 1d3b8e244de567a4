//! Every kind of bad input gets a typed error (or a clean close), never a crash or a hang.

mod common;

use common::*;
use futures_util::{SinkExt, StreamExt};
use tokio_tungstenite::tungstenite::Message;
use xiangqi_online::protocol::*;

on_both_databases!(
    wrong_tokens_are_refused,
    registration_is_validated,
    someone_elses_game_and_bad_moves,
    malformed_and_oversized_frames,
    flooding_is_limited_then_closed,
);

async fn wrong_tokens_are_refused(b: Backend) {
    let Some(s) = TestServer::start(b).await else {
        return;
    };
    let zeros = "0".repeat(64);
    for token in [None, Some("nonsense"), Some(zeros.as_str())] {
        let (status, body) = s.http("GET", "/v1/me", token, None).await;
        assert_eq!(status, 401);
        let e: HttpError = serde_json::from_str(&body).unwrap();
        assert_eq!(e.error.code, ErrorCode::Unauthorized);
        let Err(err) = raw_socket(&s.url, token).await else {
            panic!("a bad token opened a socket");
        };
        assert!(err.to_string().contains("401"), "{err}");
    }
    let (status, _) = s.http("GET", "/v1/nowhere", None, None).await;
    assert_eq!(status, 404);
    assert_eq!(s.http("GET", "/healthz", None, None).await.0, 200);
    s.stop().await;
}

async fn registration_is_validated(b: Backend) {
    let Some(s) = TestServer::start(b).await else {
        return;
    };
    s.register("anna").await;
    for (body, status, code) in [
        (r#"{"name":"anna"}"#, 409, ErrorCode::NameTaken),
        (r#"{"name":"a"}"#, 400, ErrorCode::InvalidName),
        (r#"{"name":"a b"}"#, 400, ErrorCode::InvalidName),
        (r#"{"name":"anna2","x":1}"#, 400, ErrorCode::InvalidField),
        ("not json", 400, ErrorCode::InvalidField),
    ] {
        let (st, text) = s.http("POST", "/v1/accounts", None, Some(body)).await;
        assert_eq!(st, status, "{body}: {text}");
        let e: HttpError = serde_json::from_str(&text).unwrap();
        assert_eq!(e.error.code, code, "{body}");
    }
    let big = format!(r#"{{"name":"{}"}}"#, "a".repeat(MAX_TEXT_BYTES));
    let (st, _) = s.http("POST", "/v1/accounts", None, Some(&big)).await;
    assert_eq!(st, 413);
    s.stop().await;
}

async fn someone_elses_game_and_bad_moves(b: Backend) {
    let Some(s) = TestServer::start(b).await else {
        return;
    };
    let a = s.player("anna").await;
    let bo = s.player("bo").await;
    let mut carl = s.player("carl").await;
    let (game, mut red, mut black) = start_game(a, bo, proposal(10, 5, true, 0)).await;
    carl.play(game, 0, "h2e2").await;
    assert_eq!(carl.error().await, (ErrorCode::NotAPlayer, Some(game)));
    black.play(game, 0, "h7e7").await;
    black.expect_error(ErrorCode::NotYourTurn).await;
    red.play(game, 0, "a0a5").await;
    red.expect_error(ErrorCode::IllegalMove).await;
    red.play(game, 0, "zz99").await;
    red.expect_error(ErrorCode::IllegalMove).await;
    red.play(game, 3, "h2e2").await;
    red.expect_error(ErrorCode::StalePly).await;
    red.play(game + 100, 0, "h2e2").await;
    red.expect_error(ErrorCode::NotFound).await;
    red.send(&ClientMsg::Accept {
        challenge: 999,
        revision: 1,
    })
    .await;
    red.expect_error(ErrorCode::NotFound).await;
    // The game goes on unharmed.
    play_moves(game, &mut red, &mut black, 0, &["h2e2", "h9g7"]).await;
    s.stop().await;
}

async fn malformed_and_oversized_frames(b: Backend) {
    let Some(s) = TestServer::start(b).await else {
        return;
    };
    let mut a = s.player("anna").await;
    let huge_number = r#"{"type":"ping","id":123456789012345678901234567890}"#;
    let too_big = format!(
        r#"{{"type":"ping","id":1,"pad":"{}"}}"#,
        "x".repeat(MAX_TEXT_BYTES)
    );
    for (text, code) in [
        ("{oops", ErrorCode::Malformed),
        ("[]", ErrorCode::Malformed),
        ("42", ErrorCode::Malformed),
        (r#"{"id":1}"#, ErrorCode::Malformed),
        (r#"{"type":"teleport"}"#, ErrorCode::UnknownMessage),
        (r#"{"type":"ping"}"#, ErrorCode::InvalidField),
        (r#"{"type":"ping","id":"one"}"#, ErrorCode::InvalidField),
        (
            r#"{"type":"ping","id":1,"extra":true}"#,
            ErrorCode::InvalidField,
        ),
        (r#"{"type":"lobby","x":1}"#, ErrorCode::InvalidField),
        (huge_number, ErrorCode::InvalidField),
        (too_big.as_str(), ErrorCode::TooLarge),
        ("", ErrorCode::Malformed),
    ] {
        a.send_text(text).await;
        a.expect_error(code).await;
    }
    a.ws.send(Message::Binary(vec![1, 2, 3].into()))
        .await
        .unwrap();
    a.expect_error(ErrorCode::BinaryUnsupported).await;
    a.daily_move_without_start().await;
    a.sync().await;
    // Beyond the socket's hard limit the connection closes; the server lives on.
    let mut c = a.reconnect().await;
    let frame = "x".repeat(xiangqi_server::http::MAX_SOCKET_MESSAGE + 1);
    let _ = c.ws.send(Message::Text(frame.into())).await;
    let closed = loop {
        match c.ws.next().await {
            None | Some(Err(_)) | Some(Ok(Message::Close(_))) => break true,
            Some(Ok(_)) => continue,
        }
    };
    assert!(closed);
    a.sync().await;
    assert_eq!(s.http("GET", "/healthz", None, None).await.0, 200);
    s.stop().await;
}

trait DailyProbe {
    async fn daily_move_without_start(&mut self);
}

impl DailyProbe for Client {
    async fn daily_move_without_start(&mut self) {
        self.send(&ClientMsg::DailyMove { mv: "h2e2".into() }).await;
        self.expect_error(ErrorCode::DailyNotStarted).await;
    }
}

async fn flooding_is_limited_then_closed(b: Backend) {
    let Some(s) = TestServer::start(b).await else {
        return;
    };
    let mut a = s.player("anna").await;
    let ping = serde_json::to_string(&ClientMsg::Ping { id: 1 }).unwrap();
    // Far more than the burst, as fast as the socket takes them.
    let flood = xiangqi_server::RATE_BURST as usize
        + xiangqi_server::conn::RATE_STRIKES_BEFORE_CLOSE as usize
        + 10;
    for _ in 0..flood {
        if a.ws.send(Message::Text(ping.clone().into())).await.is_err() {
            break;
        }
    }
    let (mut pongs, mut limited, mut closed) = (0, 0, false);
    while let Some(m) = a.ws.next().await {
        match m {
            Ok(Message::Text(t)) => match serde_json::from_str(t.as_str()).unwrap() {
                ServerMsg::Pong { .. } => pongs += 1,
                ServerMsg::Error {
                    code: ErrorCode::RateLimited,
                    ..
                } => limited += 1,
                other => panic!("{other:?}"),
            },
            Ok(Message::Close(f)) => {
                assert_eq!(f.map(|f| u16::from(f.code)), Some(1008));
                closed = true;
                break;
            }
            Ok(_) => {}
            Err(_) => {
                closed = true;
                break;
            }
        }
    }
    assert!(closed, "a flooding client is cut off");
    assert!(pongs >= xiangqi_server::RATE_BURST as usize && pongs < flood);
    assert!(limited >= 1);
    // Others are unaffected.
    let mut b2 = s.player("bo").await;
    b2.sync().await;
    s.stop().await;
}
