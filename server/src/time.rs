//! The server's time source: the system clock in production, a manual clock in tests (so the
//! tests advance time by hand and never sleep). Game clocks, grace periods, the pool's
//! widening window and the daily puzzle's timing all read it.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};
use tokio::sync::watch;
use xiangqi::date::Date;

/// Milliseconds since 1970 (UTC), from the system or from a test.
#[derive(Clone)]
pub enum ServerClock {
    System,
    Manual(Arc<ManualClock>),
    /// For a client's tests only (`--time-scale`, refused unless explicitly allowed): the
    /// system clock at `origin_ms`, then running `factor` times faster.
    Scaled {
        origin_ms: u64,
        factor: u32,
    },
}

/// The largest accepted `--time-scale`.
pub const MAX_TIME_SCALE: u32 = 1_000;

fn system_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
}

/// A clock that moves only when told to.
pub struct ManualClock {
    now: AtomicU64,
    tick: watch::Sender<u64>,
}

impl ManualClock {
    /// Advances by `ms` and wakes every sleeper whose deadline has come.
    pub fn advance(&self, ms: u64) {
        let now = self.now.fetch_add(ms, Ordering::SeqCst) + ms;
        self.tick.send_replace(now);
    }

    pub fn now_ms(&self) -> u64 {
        self.now.load(Ordering::SeqCst)
    }
}

impl ServerClock {
    /// A manual clock starting at `start_ms`.
    pub fn manual(start_ms: u64) -> (ServerClock, Arc<ManualClock>) {
        let (tick, _) = watch::channel(start_ms);
        let m = Arc::new(ManualClock {
            now: AtomicU64::new(start_ms),
            tick,
        });
        (ServerClock::Manual(m.clone()), m)
    }

    /// A clock `factor` times faster than the system's, from now on.
    pub fn scaled(factor: u32) -> ServerClock {
        ServerClock::Scaled {
            origin_ms: system_ms(),
            factor: factor.max(1),
        }
    }

    /// How many times faster than real time this clock runs.
    pub fn scale(&self) -> u32 {
        match self {
            ServerClock::Scaled { factor, .. } => *factor,
            _ => 1,
        }
    }

    pub fn now_ms(&self) -> u64 {
        match self {
            ServerClock::System => system_ms(),
            ServerClock::Manual(m) => m.now_ms(),
            ServerClock::Scaled { origin_ms, factor } => {
                origin_ms + system_ms().saturating_sub(*origin_ms) * u64::from(*factor)
            }
        }
    }

    /// Returns once the clock reads `deadline_ms` or later.
    pub async fn sleep_until(&self, deadline_ms: u64) {
        match self {
            ServerClock::System => loop {
                let now = self.now_ms();
                if now >= deadline_ms {
                    return;
                }
                tokio::time::sleep(Duration::from_millis(deadline_ms - now)).await;
            },
            ServerClock::Scaled { factor, .. } => loop {
                let now = self.now_ms();
                if now >= deadline_ms {
                    return;
                }
                let real = (deadline_ms - now).div_ceil(u64::from(*factor));
                tokio::time::sleep(Duration::from_millis(real.max(1))).await;
            },
            ServerClock::Manual(m) => {
                let mut rx = m.tick.subscribe();
                while m.now_ms() < deadline_ms {
                    if rx.changed().await.is_err() {
                        // The clock is gone (server shutting down): never fire.
                        std::future::pending::<()>().await;
                    }
                }
            }
        }
    }

    /// Today's date (UTC) as `YYYY-MM-DD`.
    pub fn today(&self) -> String {
        date_of(self.now_ms())
    }
}

/// The UTC date of a timestamp, `YYYY-MM-DD`.
pub fn date_of(ms: u64) -> String {
    Date::from_unix_ms(i64::try_from(ms).unwrap_or(i64::MAX)).to_string()
}

/// The date one day before `date` (for streaks); `None` for a malformed date.
pub fn previous_date(date: &str) -> Option<String> {
    date.parse::<Date>().ok().map(|d| d.pred().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_scaled_clock_runs_faster() {
        let c = ServerClock::Scaled {
            origin_ms: system_ms() - 1_000,
            factor: 60,
        };
        // At least a real second has passed since the origin: at least a minute here.
        assert!(c.now_ms() >= system_ms() + 59_000);
        assert_eq!(c.scale(), 60);
        assert_eq!(ServerClock::System.scale(), 1);
    }

    #[test]
    fn dates() {
        assert_eq!(date_of(0), "1970-01-01");
        assert_eq!(date_of(1_772_323_200_000), "2026-03-01");
        assert_eq!(previous_date("2026-03-01").as_deref(), Some("2026-02-28"));
        assert_eq!(previous_date("2024-03-01").as_deref(), Some("2024-02-29"));
    }
}
