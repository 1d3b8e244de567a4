//! Online play for the Xiangqi apps: the wire protocol v1 ([`protocol`], shared with the
//! server), a small HTTP client for the JSON API ([`http`]) and the async client
//! ([`client`]) with a listener interface and reconnect-with-replay, and the app core's
//! online link over it ([`link`]).

pub mod client;
pub mod http;
pub mod link;
/// The wire protocol lives in the core (plain data: the app core speaks it too).
pub use xiangqi::protocol;

/// The user's data directory for Xiangqi files: `$XDG_DATA_HOME/xiangqi`, else
/// `~/.local/share/xiangqi` (the server's database, the terminal client's tokens).
pub fn data_dir() -> std::path::PathBuf {
    std::env::var_os("XDG_DATA_HOME")
        .filter(|v| !v.is_empty())
        .map(std::path::PathBuf::from)
        .or_else(|| {
            std::env::var_os("HOME").map(|h| std::path::PathBuf::from(h).join(".local/share"))
        })
        .unwrap_or_else(|| std::path::PathBuf::from("."))
        .join("xiangqi")
}
