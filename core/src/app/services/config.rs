//! The engine budgets and the wall clock the app's sessions run on (tests shorten and drive
//! them).

use crate::engine::LevelSettings;
use std::sync::Arc;
use std::time::Duration;

/// The default transposition table of a game session (small enough for a phone).
pub const DEFAULT_HASH_MIB: usize = 16;
/// The hint's and the draw offer's own, smaller table.
pub const HINT_HASH_MIB: usize = 8;

/// Wall clock in unix milliseconds (replaceable in tests).
pub type Clock = Arc<dyn Fn() -> u64 + Send + Sync>;

pub(crate) fn system_clock() -> Clock {
    Arc::new(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_millis() as u64)
            .unwrap_or(0)
    })
}

/// Engine budgets of the app (tests shorten them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EngineConfig {
    pub levels: LevelSettings,
    pub hash_mib: usize,
    pub hint_hash_mib: usize,
    /// Nodes per position of a post-game review.
    pub review_nodes: u64,
    /// How long the analysis screen thinks before it stops by itself.
    pub analysis_ms: u64,
}

/// The analysis screen's thinking time: long enough for a deep look, bounded so a forgotten
/// screen does not run the battery down.
pub const ANALYSIS_MS: u64 = 20_000;

impl Default for EngineConfig {
    fn default() -> Self {
        EngineConfig {
            levels: LevelSettings::default(),
            hash_mib: DEFAULT_HASH_MIB,
            hint_hash_mib: HINT_HASH_MIB,
            review_nodes: crate::review::REVIEW_NODES,
            analysis_ms: ANALYSIS_MS,
        }
    }
}

impl EngineConfig {
    /// Master Wang (and the hint) think for `ms` milliseconds.
    pub fn with_strong_time_ms(mut self, ms: u64) -> EngineConfig {
        self.levels.strong_time = Duration::from_millis(ms);
        self
    }
}
