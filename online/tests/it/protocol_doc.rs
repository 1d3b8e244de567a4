//! `server/PROTOCOL.md` and the protocol types agree: every JSON example parses strictly into
//! the type its block names, every client and server message type and every error code is
//! shown or listed.

use serde::de::DeserializeOwned;
use xiangqi_online::protocol::*;

const DOC: &str = include_str!("../../../server/PROTOCOL.md");

/// (info string after ```json, block text) of every JSON block.
fn blocks() -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut lines = DOC.lines();
    while let Some(l) = lines.next() {
        if let Some(info) = l.strip_prefix("```json") {
            let body: Vec<&str> = lines
                .by_ref()
                .take_while(|l| !l.starts_with("```"))
                .collect();
            out.push((info.trim().to_string(), body.join("\n")));
        }
    }
    out
}

fn strict<T: DeserializeOwned + serde::Serialize>(info: &str, text: &str) {
    let v: T = serde_json::from_str(text).unwrap_or_else(|e| panic!("{info}: {e}\n{text}"));
    // And back: what the server writes parses into the same value.
    let again: T = serde_json::from_str(&serde_json::to_string(&v).unwrap()).unwrap();
    assert_eq!(
        serde_json::to_value(&v).unwrap(),
        serde_json::to_value(&again).unwrap()
    );
}

#[test]
fn every_example_parses_into_its_type() {
    let blocks = blocks();
    assert!(blocks.len() > 40, "{} blocks", blocks.len());
    let mut client_types = Vec::new();
    let mut server_types = Vec::new();
    for (info, text) in &blocks {
        match info.as_str() {
            "client" => {
                let m = parse_client(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
                let v = serde_json::to_value(&m).unwrap();
                client_types.push(v["type"].as_str().unwrap().to_string());
            }
            "server" => {
                let m: ServerMsg =
                    serde_json::from_str(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
                let v = serde_json::to_value(&m).unwrap();
                server_types.push(v["type"].as_str().unwrap().to_string());
            }
            "http RegisterRequest" => strict::<RegisterRequest>(info, text),
            "http Registered" => strict::<Registered>(info, text),
            "http HttpError" => strict::<HttpError>(info, text),
            "http Account" => strict::<Account>(info, text),
            "http Vec<LobbyPlayer>" => strict::<Vec<LobbyPlayer>>(info, text),
            "http Vec<LiveGame>" => strict::<Vec<LiveGame>>(info, text),
            "http ArchivedGame" => strict::<ArchivedGame>(info, text),
            "http PlayerStats" => strict::<PlayerStats>(info, text),
            "http DailyList" => strict::<DailyList>(info, text),
            other => panic!("JSON block with unknown type {other:?}"),
        }
    }
    for t in ClientMsg::TYPES {
        let shown =
            client_types.iter().any(|c| c == t) || DOC.contains(&format!("\"type\": \"{t}\""));
        assert!(shown, "client message {t} has no example");
    }
    for t in [
        "welcome",
        "pong",
        "error",
        "lobby",
        "challenge",
        "challenge_closed",
        "seeking",
        "seek_cancelled",
        "game_started",
        "game_snapshot",
        "game_event",
        "account_update",
        "daily_puzzle",
        "daily_tried",
        "daily_done",
        "shutdown",
    ] {
        assert!(
            server_types.iter().any(|s| s == t),
            "server message {t} has no example"
        );
    }
    let kinds = [
        "moved",
        "draw_offered",
        "draw_declined",
        "takeback_offered",
        "takeback_declined",
        "taken_back",
        "presence",
        "ended",
    ];
    for k in kinds {
        assert!(
            DOC.contains(&format!("\"kind\": \"{k}\"")),
            "event {k} has no example"
        );
    }
}

#[test]
fn every_error_code_is_documented() {
    for c in ErrorCode::ALL {
        assert!(
            DOC.contains(&format!("| `{}` |", c.name())),
            "{} is not in the table",
            c.name()
        );
    }
}

#[test]
fn examples_are_refused_with_an_extra_field() {
    for (info, text) in blocks() {
        if info != "client" {
            continue;
        }
        let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
        v["surprise"] = serde_json::Value::Bool(true);
        let e = parse_client(&v.to_string()).unwrap_err();
        assert_eq!(e.code, ErrorCode::InvalidField, "{text}");
    }
}
