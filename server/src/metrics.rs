//! Prometheus text metrics (`GET /metrics`), written by hand: a few gauges, counters and two
//! histograms.

use std::fmt::Write;
use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};
use std::time::Duration;

/// Upper bounds (ms) of the move latency buckets.
const LATENCY_BUCKETS_MS: [f64; 12] = [
    0.5, 1.0, 2.0, 5.0, 10.0, 15.0, 25.0, 50.0, 100.0, 250.0, 500.0, 1000.0,
];
/// Upper bounds of the commit batch size buckets.
const BATCH_BUCKETS: [f64; 8] = [1.0, 4.0, 16.0, 64.0, 256.0, 1024.0, 2048.0, 4096.0];

struct Histogram {
    bounds: &'static [f64],
    counts: Vec<AtomicU64>,
    sum_micros: AtomicU64,
    count: AtomicU64,
}

impl Histogram {
    fn new(bounds: &'static [f64]) -> Histogram {
        Histogram {
            bounds,
            counts: bounds.iter().map(|_| AtomicU64::new(0)).collect(),
            sum_micros: AtomicU64::new(0),
            count: AtomicU64::new(0),
        }
    }

    /// Records `value` (in the bucket unit; the sum is kept in millionths of it).
    fn observe(&self, value: f64) {
        if let Some(k) = self.bounds.iter().position(|&b| value <= b) {
            self.counts[k].fetch_add(1, Ordering::Relaxed);
        }
        self.sum_micros
            .fetch_add((value * 1e6) as u64, Ordering::Relaxed);
        self.count.fetch_add(1, Ordering::Relaxed);
    }

    fn write(&self, out: &mut String, name: &str, help: &str) {
        let _ = writeln!(out, "# HELP {name} {help}\n# TYPE {name} histogram");
        let mut cumulative = 0;
        for (b, c) in self.bounds.iter().zip(&self.counts) {
            cumulative += c.load(Ordering::Relaxed);
            let _ = writeln!(out, "{name}_bucket{{le=\"{b}\"}} {cumulative}");
        }
        let count = self.count.load(Ordering::Relaxed);
        let _ = writeln!(out, "{name}_bucket{{le=\"+Inf\"}} {count}");
        let sum = self.sum_micros.load(Ordering::Relaxed) as f64 / 1e6;
        let _ = writeln!(out, "{name}_sum {sum}\n{name}_count {count}");
    }
}

pub struct Metrics {
    pub connections: AtomicI64,
    pub live_games: AtomicI64,
    pub moves_total: AtomicU64,
    /// Moves in the last full second (updated by [`Metrics::tick`]).
    moves_per_second: AtomicU64,
    moves_at_last_tick: AtomicU64,
    pub games_started: AtomicU64,
    pub games_finished: AtomicU64,
    pub protocol_errors: AtomicU64,
    move_latency: Histogram,
    commit_batch: Histogram,
    commit_seconds_micros: AtomicU64,
}

impl Default for Metrics {
    fn default() -> Self {
        Metrics {
            connections: AtomicI64::new(0),
            live_games: AtomicI64::new(0),
            moves_total: AtomicU64::new(0),
            moves_per_second: AtomicU64::new(0),
            moves_at_last_tick: AtomicU64::new(0),
            games_started: AtomicU64::new(0),
            games_finished: AtomicU64::new(0),
            protocol_errors: AtomicU64::new(0),
            move_latency: Histogram::new(&LATENCY_BUCKETS_MS),
            commit_batch: Histogram::new(&BATCH_BUCKETS),
            commit_seconds_micros: AtomicU64::new(0),
        }
    }
}

impl Metrics {
    /// A move went from its arrival to its broadcast (commit included) in `d`.
    pub fn observe_move(&self, d: Duration) {
        self.moves_total.fetch_add(1, Ordering::Relaxed);
        self.move_latency.observe(d.as_secs_f64() * 1e3);
    }

    pub fn observe_commit(&self, batch: usize, d: Duration) {
        self.commit_batch.observe(batch as f64);
        self.commit_seconds_micros
            .fetch_add(d.as_micros() as u64, Ordering::Relaxed);
    }

    /// Called once a second: moves/s over the last second.
    pub fn tick(&self) {
        let now = self.moves_total.load(Ordering::Relaxed);
        let before = self.moves_at_last_tick.swap(now, Ordering::Relaxed);
        self.moves_per_second
            .store(now.saturating_sub(before), Ordering::Relaxed);
    }

    pub fn render(&self) -> String {
        let mut out = String::new();
        let g = |out: &mut String, name: &str, kind: &str, help: &str, v: String| {
            let _ = writeln!(
                out,
                "# HELP {name} {help}\n# TYPE {name} {kind}\n{name} {v}"
            );
        };
        let load = |a: &AtomicU64| a.load(Ordering::Relaxed).to_string();
        g(
            &mut out,
            "xiangqi_connections",
            "gauge",
            "Open WebSocket connections.",
            self.connections.load(Ordering::Relaxed).to_string(),
        );
        g(
            &mut out,
            "xiangqi_live_games",
            "gauge",
            "Games running now.",
            self.live_games.load(Ordering::Relaxed).to_string(),
        );
        g(
            &mut out,
            "xiangqi_moves_total",
            "counter",
            "Moves accepted, committed and broadcast.",
            load(&self.moves_total),
        );
        g(
            &mut out,
            "xiangqi_moves_per_second",
            "gauge",
            "Moves in the last full second.",
            load(&self.moves_per_second),
        );
        g(
            &mut out,
            "xiangqi_games_started_total",
            "counter",
            "Games started.",
            load(&self.games_started),
        );
        g(
            &mut out,
            "xiangqi_games_finished_total",
            "counter",
            "Games finished.",
            load(&self.games_finished),
        );
        g(
            &mut out,
            "xiangqi_protocol_errors_total",
            "counter",
            "Error messages sent to clients.",
            load(&self.protocol_errors),
        );
        g(
            &mut out,
            "xiangqi_commit_seconds_total",
            "counter",
            "Time spent committing batches.",
            format!(
                "{}",
                self.commit_seconds_micros.load(Ordering::Relaxed) as f64 / 1e6
            ),
        );
        self.move_latency.write(
            &mut out,
            "xiangqi_move_latency_ms",
            "From a move's arrival to its broadcast (validation and commit), ms.",
        );
        self.commit_batch.write(
            &mut out,
            "xiangqi_commit_batch_size",
            "Changes per committed transaction.",
        );
        out
    }
}
