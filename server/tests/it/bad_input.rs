//! Every kind of bad input gets a typed error (or a clean close), never a crash or a hang.

use crate::common;

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
    out_of_range_values_are_refused,
    accounts_per_address_are_limited,
    unknown_names_are_not_found,
);

async fn accounts_per_address_are_limited(b: Backend) {
    // The real allowance (the other tests raise it: they all register from 127.0.0.1).
    let tune: Tune = std::sync::Arc::new(|_: &mut xiangqi_server::Config| {});
    let Some(s) = TestServer::start_with(b, tune).await else {
        return;
    };
    let allowed = xiangqi_server::ACCOUNTS_PER_ADDRESS_PER_DAY;
    for k in 0..allowed {
        s.register(&format!("p{k}")).await;
    }
    // A refused name does not use the allowance; the next new account is refused.
    let (st, _) = s
        .http("POST", "/v1/accounts", None, Some(r#"{"name":"p0"}"#))
        .await;
    assert_eq!(st, 409);
    let (st, body) = s
        .http("POST", "/v1/accounts", None, Some(r#"{"name":"extra"}"#))
        .await;
    assert_eq!(st, 429, "{body}");
    let e: HttpError = serde_json::from_str(&body).unwrap();
    assert_eq!(e.error.code, ErrorCode::TooManyAccounts);
    // A day later the address may make accounts again.
    s.advance(xiangqi_server::FAIR_PLAY_DAY_MS);
    s.register("extra").await;
    s.stop().await;
}

async fn out_of_range_values_are_refused(b: Backend) {
    let Some(s) = TestServer::start(b).await else {
        return;
    };
    let a = s.player("anna").await;
    let bo = s.player("bo").await;
    let (game, mut red, mut black) = start_game(a, bo, proposal(10, 5, true, 0)).await;
    let mv = |ply: u32, mv: &str, lag: u32| ClientMsg::Move {
        game,
        ply,
        mv: mv.into(),
        lag_ms: Some(lag),
    };
    red.send(&mv(0, "h2e2", MAX_REPORTED_LAG_MS + 1)).await;
    assert_eq!(red.error().await, (ErrorCode::InvalidField, Some(game)));
    // The refused move was not played; the largest value is accepted.
    red.send(&mv(0, "h2e2", MAX_REPORTED_LAG_MS)).await;
    assert_eq!(red.moved().await, (1, "h2e2".to_string()));
    assert_eq!(black.moved().await, (1, "h2e2".to_string()));
    for (query, status) in [
        ("limit=99", 400),
        ("limit=0", 400),
        ("limit=51", 400),
        ("limit=50", 200),
        ("limit=1", 200),
        ("", 200),
    ] {
        let path = format!("/v1/games/mine?{query}");
        let (st, body) = s.http("GET", &path, Some(&red.token), None).await;
        assert_eq!(st, status, "{path}: {body}");
        if status == 400 {
            let e: HttpError = serde_json::from_str(&body).unwrap();
            assert_eq!(e.error.code, ErrorCode::InvalidField);
        }
    }
    // Stakes above the maximum are refused too (not lowered).
    let mut carl = s.player("carl").await;
    let _dora = s.player("dora").await;
    carl.send(&ClientMsg::Challenge {
        to: "dora".into(),
        proposal: proposal(10, 5, true, MAX_STAKE + 1),
    })
    .await;
    carl.expect_error(ErrorCode::InvalidStake).await;
    s.stop().await;
}

async fn unknown_names_are_not_found(b: Backend) {
    let Some(s) = TestServer::start(b).await else {
        return;
    };
    let mut a = s.player("anna").await;
    s.register("bo").await; // exists, never connects
    for (to, code) in [("nobody", ErrorCode::NotFound), ("bo", ErrorCode::Offline)] {
        a.send(&ClientMsg::Challenge {
            to: to.into(),
            proposal: proposal(10, 5, true, 0),
        })
        .await;
        a.expect_error(code).await;
    }
    s.stop().await;
}

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
    // A close frame with 1009 (message too big), not a bare reset.
    let code = loop {
        match c.ws.next().await {
            Some(Ok(Message::Close(f))) => break f.map(|f| u16::from(f.code)),
            Some(Ok(_)) => continue,
            other => panic!("expected a close frame, got {other:?}"),
        }
    };
    assert_eq!(code, Some(1009));
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
    let (mut pongs, mut limited, mut code) = (0, 0, None);
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
                code = f.map(|f| u16::from(f.code));
                // Reading on sends our close reply and sees the clean end.
                while let Some(Ok(_)) = a.ws.next().await {}
                break;
            }
            Ok(_) => {}
            // The server drains its input before closing: never a reset.
            Err(e) => panic!("socket error instead of a close frame: {e}"),
        }
    }
    assert_eq!(code, Some(1008), "a flooding client is cut off with 1008");
    // Every message read before the close is answered; the 50th refusal is the last one.
    assert_eq!(
        limited,
        xiangqi_server::conn::RATE_STRIKES_BEFORE_CLOSE as usize
    );
    assert!(pongs >= xiangqi_server::RATE_BURST as usize && pongs + limited <= flood);
    // Others are unaffected.
    let mut b2 = s.player("bo").await;
    b2.sync().await;
    s.stop().await;
}
