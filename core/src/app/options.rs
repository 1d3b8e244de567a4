//! How the app starts, and the timings and defaults of its lane.

use super::services::config::{Clock, EngineConfig};
use super::services::link::OnlineLink;
use crate::lang::Lang;
use std::path::PathBuf;
use std::sync::Arc;

/// How the app starts.
#[derive(Clone)]
pub struct AppOptions {
    /// The database file; `None` keeps everything in memory (tests, previews).
    pub db_path: Option<PathBuf>,
    /// The device's language: the first start speaks it (a language chosen later stays).
    pub device_lang: Lang,
    /// The device's offset from UTC in minutes: the puzzle of the day follows the local day.
    pub utc_offset_minutes: i32,
    /// Engine budgets (tests shorten them).
    pub engine: EngineConfig,
    /// Wall clock in unix milliseconds (tests drive it).
    pub clock: Option<Clock>,
    /// The network for online play (`None`: the build has none, and the online screens say
    /// so).
    pub online: Option<Arc<dyn OnlineLink>>,
    /// The server address the online sign-in proposes until the player sets another.
    pub default_server: String,
}

impl AppOptions {
    /// The app on a database file.
    pub fn new(db_path: impl Into<PathBuf>, device_lang: Lang) -> AppOptions {
        AppOptions {
            db_path: Some(db_path.into()),
            ..AppOptions::in_memory(device_lang)
        }
    }

    /// The app with everything in memory.
    pub fn in_memory(device_lang: Lang) -> AppOptions {
        AppOptions {
            db_path: None,
            device_lang,
            utc_offset_minutes: 0,
            engine: EngineConfig::default(),
            clock: None,
            online: None,
            default_server: DEFAULT_SERVER.to_string(),
        }
    }
}

/// The development server (`cargo run -p xiangqi-server`); the apps' builds set their own.
pub const DEFAULT_SERVER: &str = "http://127.0.0.1:8080";

/// How often the lane wakes while a clock runs on screen: the shown seconds and a flag fall
/// are at most this late.
pub const HEARTBEAT_MS: u64 = 100;
/// How often it wakes otherwise (the day's end for the puzzle of the day).
pub const IDLE_WAKE_MS: u64 = 30_000;
/// The board's canvas size until the shell reports its own.
pub const DEFAULT_BOARD_SIZE: (f32, f32) = (900.0, 1000.0);
