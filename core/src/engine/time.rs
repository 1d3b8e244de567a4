//! Search limits and the time manager that turns them into deadlines.

use std::time::{Duration, Instant};

/// Time kept back from every budget for the caller's overhead (UI, pipes).
pub const MOVE_OVERHEAD: Duration = Duration::from_millis(10);
/// With a clock and no moves-to-go, assume this many moves remain.
const DEFAULT_MOVES_TO_GO: u32 = 30;
/// Share of the increment spent on the move (percent).
const INCREMENT_PCT: u32 = 80;
/// Never plan to spend more than this share of the remaining clock on one move (percent).
const MAX_CLOCK_PCT: u32 = 40;
/// An iteration is not started once this share of the soft budget is gone (percent): the
/// next iteration would most likely not finish.
const SOFT_ITERATION_PCT: u32 = 60;
/// A hard limit may exceed the planned (soft) time by this factor.
const HARD_FACTOR: u32 = 3;

/// A chess clock for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clock {
    /// Time left on the clock.
    pub remaining: Duration,
    /// Added after each move.
    pub increment: Duration,
    /// Moves until the next time control, if any.
    pub moves_to_go: Option<u32>,
}

/// What bounds a search. Every field that is set applies; nothing set means "until stopped".
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Exactly this much time for the move (a per-move clock works the same way).
    pub move_time: Option<Duration>,
    /// A chess clock with increment.
    pub clock: Option<Clock>,
    /// Iterative deepening stops after this depth.
    pub depth: Option<u32>,
    /// Stop after about this many nodes.
    pub nodes: Option<u64>,
}

impl Limits {
    /// Search until stopped (or until a forced mate is proven to the maximum depth).
    pub fn infinite() -> Limits {
        Limits::default()
    }

    /// A fixed time per move.
    pub fn move_time(t: Duration) -> Limits {
        Limits {
            move_time: Some(t),
            ..Limits::default()
        }
    }

    /// A fixed depth.
    pub fn depth(d: u32) -> Limits {
        Limits {
            depth: Some(d),
            ..Limits::default()
        }
    }

    /// A node budget.
    pub fn nodes(n: u64) -> Limits {
        Limits {
            nodes: Some(n),
            ..Limits::default()
        }
    }

    /// A chess clock.
    pub fn clock(remaining: Duration, increment: Duration, moves_to_go: Option<u32>) -> Limits {
        Limits {
            clock: Some(Clock {
                remaining,
                increment,
                moves_to_go,
            }),
            ..Limits::default()
        }
    }
}

/// Deadlines derived from [`Limits`] at the start of a search.
#[derive(Clone, Copy, Debug)]
pub struct TimeManager {
    pub start: Instant,
    /// Do not start another iteration after this.
    pub soft: Option<Instant>,
    /// Abort the search at this moment.
    pub hard: Option<Instant>,
}

impl TimeManager {
    pub fn new(limits: &Limits, start: Instant) -> TimeManager {
        let mut soft: Option<Duration> = None;
        let mut hard: Option<Duration> = None;
        if let Some(t) = limits.move_time {
            let budget = t
                .saturating_sub(MOVE_OVERHEAD)
                .max(Duration::from_millis(1));
            hard = Some(budget);
            soft = Some(budget * SOFT_ITERATION_PCT / 100);
        }
        if let Some(c) = limits.clock {
            let left = c.remaining.saturating_sub(MOVE_OVERHEAD);
            let mtg = c.moves_to_go.unwrap_or(DEFAULT_MOVES_TO_GO).max(1);
            let planned = left / mtg + c.increment * INCREMENT_PCT / 100;
            let cap = left * MAX_CLOCK_PCT / 100;
            let planned = planned.min(cap).max(Duration::from_millis(1));
            let h = (planned * HARD_FACTOR).min(cap).max(planned);
            soft = Some(soft.map_or(planned, |s| s.min(planned)));
            hard = Some(hard.map_or(h, |x| x.min(h)));
        }
        TimeManager {
            start,
            soft: soft.map(|d| start + d),
            hard: hard.map(|d| start + d),
        }
    }

    /// Time since the search started.
    pub fn elapsed(&self) -> Duration {
        self.start.elapsed()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clock_budget_is_a_fraction_of_the_remaining_time() {
        let now = Instant::now();
        let l = Limits::clock(Duration::from_secs(60), Duration::from_secs(1), None);
        let tm = TimeManager::new(&l, now);
        let soft = tm.soft.unwrap() - now;
        let hard = tm.hard.unwrap() - now;
        assert!(soft > Duration::from_millis(1500) && soft < Duration::from_secs(4));
        assert!(hard >= soft && hard <= Duration::from_secs(24));
    }

    #[test]
    fn move_time_sets_a_hard_deadline() {
        let now = Instant::now();
        let tm = TimeManager::new(&Limits::move_time(Duration::from_millis(500)), now);
        assert_eq!(tm.hard.unwrap() - now, Duration::from_millis(490));
        assert!(TimeManager::new(&Limits::depth(3), now).hard.is_none());
    }
}
