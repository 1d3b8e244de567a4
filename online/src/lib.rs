//! Online play for the Xiangqi apps: the wire protocol v1 ([`protocol`], shared with the
//! server), a small HTTP client for the JSON API ([`http`]) and the async client
//! ([`client`]) with a listener interface and reconnect-with-replay.

pub mod client;
pub mod http;
pub mod protocol;
