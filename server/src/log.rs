//! Structured logs: one JSON object per line on stderr (`{"ts":..,"level":..,"event":..,..}`).

use serde_json::{Map, Value};
use std::io::Write;
use std::time::{SystemTime, UNIX_EPOCH};

/// Writes one log line; `fields` is a JSON object (other values are put under `data`).
pub fn log(level: &str, event: &str, fields: Value) {
    let mut obj = Map::new();
    let ts = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64);
    obj.insert("ts_ms".into(), ts.into());
    obj.insert("level".into(), level.into());
    obj.insert("event".into(), event.into());
    match fields {
        Value::Object(m) => obj.extend(m),
        Value::Null => {}
        other => {
            obj.insert("data".into(), other);
        }
    }
    let mut line = Value::Object(obj).to_string();
    line.push('\n');
    // A failed log write must not take the server down.
    let _ = std::io::stderr().lock().write_all(line.as_bytes());
}

pub fn info(event: &str, fields: Value) {
    log("info", event, fields);
}

pub fn warn(event: &str, fields: Value) {
    log("warn", event, fields);
}

pub fn error(event: &str, fields: Value) {
    log("error", event, fields);
}
