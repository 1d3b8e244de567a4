//! Clocks as pure state: the caller passes timestamps (milliseconds, any epoch that only
//! grows), so nothing here reads the time and tests need no sleeping.
//!
//! - Per-move clock (vs. computer): 30, 60, 90 or 120 s per move; when it runs out a 15 s
//!   grace period starts; after that the side to move has lost on time.
//! - Chess clock (online, two players on one device): minutes per player plus an increment
//!   per move (3+2, 10+5, 20+10, 45+15), added after each completed move (Fischer).
//!
//! A side is out of time when its elapsed time reaches the limit (`>=`).

use crate::types::Color;
use serde::{Deserialize, Serialize};

/// The grace period of the per-move clock.
pub const GRACE_MS: u64 = 15_000;
/// Per-move limits offered (seconds).
pub const PER_MOVE_CHOICES: [u32; 4] = [30, 60, 90, 120];
/// Chess-clock time controls offered: (minutes per player, seconds added per move).
pub const CHESS_CHOICES: [(u32, u32); 4] = [(3, 2), (10, 5), (20, 10), (45, 15)];

const MS_PER_SECOND: u64 = 1_000;
const MS_PER_MINUTE: u64 = 60_000;

/// How time is kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum TimeControl {
    /// Seconds for every move, then [`GRACE_MS`] of grace.
    PerMove { seconds: u32 },
    /// Minutes per player plus seconds per move.
    Chess { minutes: u32, increment: u32 },
}

/// A time control that the app does not offer.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ClockError {
    #[error("per-move clock must be 30, 60, 90 or 120 seconds, not {0}")]
    PerMove(u32),
    #[error("chess clock must be 3+2, 10+5, 20+10 or 45+15, not {0}+{1}")]
    Chess(u32, u32),
    #[error("bad time control {0:?} (use 30s/60s/90s/120s or 3+2, 10+5, 20+10, 45+15)")]
    Syntax(String),
    #[error("unknown clock {0:?} (none, 30, 60, 90, 120, 3+2, 10+5, 20+10, 45+15)")]
    UnknownChoice(String),
}

impl TimeControl {
    /// A per-move clock with one of the offered limits.
    pub fn per_move(seconds: u32) -> Result<TimeControl, ClockError> {
        if PER_MOVE_CHOICES.contains(&seconds) {
            Ok(TimeControl::PerMove { seconds })
        } else {
            Err(ClockError::PerMove(seconds))
        }
    }

    /// A chess clock with one of the offered controls.
    pub fn chess(minutes: u32, increment: u32) -> Result<TimeControl, ClockError> {
        if CHESS_CHOICES.contains(&(minutes, increment)) {
            Ok(TimeControl::Chess { minutes, increment })
        } else {
            Err(ClockError::Chess(minutes, increment))
        }
    }

    /// Parses `3+2` (chess clock) or `30s` / `30` (per-move clock).
    pub fn parse(text: &str) -> Result<TimeControl, ClockError> {
        let t = text.trim();
        let bad = || ClockError::Syntax(t.to_string());
        if let Some((m, i)) = t.split_once('+') {
            let m = m.trim().parse().map_err(|_| bad())?;
            let i = i.trim().parse().map_err(|_| bad())?;
            return TimeControl::chess(m, i);
        }
        let s = t
            .strip_suffix('s')
            .unwrap_or(t)
            .parse()
            .map_err(|_| bad())?;
        TimeControl::per_move(s)
    }
}

/// Clock for new games: none, a per-move clock, or a time control (minutes + increment seconds).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum ClockChoice {
    /// No clock.
    #[default]
    #[serde(rename = "none")]
    None,
    /// 30 s per move.
    #[serde(rename = "30")]
    PerMove30,
    /// 60 s per move.
    #[serde(rename = "60")]
    PerMove60,
    /// 90 s per move.
    #[serde(rename = "90")]
    PerMove90,
    /// 2 minutes per move.
    #[serde(rename = "120")]
    PerMove120,
    /// 3 minutes + 2 s per move.
    #[serde(rename = "3+2")]
    Blitz3Plus2,
    /// 10 minutes + 5 s per move.
    #[serde(rename = "10+5")]
    Rapid10Plus5,
    /// 20 minutes + 10 s per move.
    #[serde(rename = "20+10")]
    Rapid20Plus10,
    /// 45 minutes + 15 s per move.
    #[serde(rename = "45+15")]
    Classic45Plus15,
}

impl ClockChoice {
    /// Every choice, in menu order.
    pub const ALL: [ClockChoice; 9] = [
        ClockChoice::None,
        ClockChoice::PerMove30,
        ClockChoice::PerMove60,
        ClockChoice::PerMove90,
        ClockChoice::PerMove120,
        ClockChoice::Blitz3Plus2,
        ClockChoice::Rapid10Plus5,
        ClockChoice::Rapid20Plus10,
        ClockChoice::Classic45Plus15,
    ];

    /// Seconds per move for a per-move clock.
    pub fn per_move_seconds(self) -> Option<u32> {
        match self {
            ClockChoice::PerMove30 => Some(30),
            ClockChoice::PerMove60 => Some(60),
            ClockChoice::PerMove90 => Some(90),
            ClockChoice::PerMove120 => Some(120),
            _ => None,
        }
    }

    /// `(minutes, increment seconds)` for a chess clock.
    pub fn time_control(self) -> Option<(u32, u32)> {
        match self {
            ClockChoice::Blitz3Plus2 => Some((3, 2)),
            ClockChoice::Rapid10Plus5 => Some((10, 5)),
            ClockChoice::Rapid20Plus10 => Some((20, 10)),
            ClockChoice::Classic45Plus15 => Some((45, 15)),
            _ => None,
        }
    }

    /// The game's time control, `None` without a clock.
    pub fn control(self) -> Option<TimeControl> {
        match (self.per_move_seconds(), self.time_control()) {
            (Some(seconds), _) => Some(TimeControl::PerMove { seconds }),
            (None, Some((minutes, increment))) => Some(TimeControl::Chess { minutes, increment }),
            (None, None) => None,
        }
    }

    /// The menu and command-line name: `none`, `30`, `60`, `90`, `120`, `3+2`, `10+5`,
    /// `20+10`, `45+15` (also the serde form).
    pub const fn name(self) -> &'static str {
        match self {
            ClockChoice::None => "none",
            ClockChoice::PerMove30 => "30",
            ClockChoice::PerMove60 => "60",
            ClockChoice::PerMove90 => "90",
            ClockChoice::PerMove120 => "120",
            ClockChoice::Blitz3Plus2 => "3+2",
            ClockChoice::Rapid10Plus5 => "10+5",
            ClockChoice::Rapid20Plus10 => "20+10",
            ClockChoice::Classic45Plus15 => "45+15",
        }
    }
}

impl std::str::FromStr for ClockChoice {
    type Err = ClockError;
    /// A menu name ([`ClockChoice::name`]); `30s` is read as `30`.
    fn from_str(s: &str) -> Result<ClockChoice, ClockError> {
        let t = s.trim();
        let t = t.strip_suffix('s').unwrap_or(t);
        ClockChoice::ALL
            .into_iter()
            .find(|c| c.name() == t)
            .ok_or_else(|| ClockError::UnknownChoice(s.to_string()))
    }
}

/// What a clock shows for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockPhase {
    /// Time left (ms) before the limit.
    Normal { left_ms: u64 },
    /// Per-move clock only: the limit has passed; time left (ms) in the grace period.
    Grace { left_ms: u64 },
    /// Out of time.
    Flagged,
}

/// The clock state of a game (serde: store it with the game and resume it later).
///
/// ```
/// use xiangqi::game::{Clock, ClockPhase, TimeControl};
/// use xiangqi::Color;
/// let mut c = Clock::new(TimeControl::per_move(30).unwrap(), Color::Red);
/// c.start(0);
/// assert_eq!(c.phase(40_000), ClockPhase::Grace { left_ms: 5_000 });
/// assert_eq!(c.flagged(45_000), Some(Color::Red));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clock {
    pub control: TimeControl,
    /// Chess clock: each side's time left at the start of its current/next turn (ms).
    remaining_ms: [u64; 2],
    /// Whose time runs (the side to move).
    to_move: Color,
    /// Time already used in the current turn while the clock was running before a pause.
    banked_ms: u64,
    /// When the clock last started running for `to_move`; `None` = stopped/paused.
    running_since: Option<u64>,
}

impl Clock {
    /// A stopped clock; `to_move` is the side to move (Red in a new game).
    pub fn new(control: TimeControl, to_move: Color) -> Clock {
        let base = match control {
            TimeControl::Chess { minutes, .. } => u64::from(minutes) * MS_PER_MINUTE,
            TimeControl::PerMove { .. } => 0,
        };
        Clock {
            control,
            remaining_ms: [base; 2],
            to_move,
            banked_ms: 0,
            running_since: None,
        }
    }

    /// Whose time runs.
    pub fn to_move(&self) -> Color {
        self.to_move
    }

    pub fn is_running(&self) -> bool {
        self.running_since.is_some()
    }

    /// Starts (or resumes) the clock of the side to move at `now`.
    pub fn start(&mut self, now: u64) {
        if self.running_since.is_none() {
            self.running_since = Some(now);
        }
    }

    /// Stops the clock at `now`, keeping the time used so far in this turn (e.g. before the
    /// app is closed; [`Clock::start`] resumes it).
    pub fn pause(&mut self, now: u64) {
        if let Some(since) = self.running_since.take() {
            self.banked_ms += now.saturating_sub(since);
        }
    }

    /// Time used in the current turn at `now`.
    pub fn used_ms(&self, now: u64) -> u64 {
        self.banked_ms
            + self
                .running_since
                .map_or(0, |since| now.saturating_sub(since))
    }

    /// The limit of the current turn (before grace) in ms.
    fn turn_limit(&self) -> u64 {
        match self.control {
            TimeControl::PerMove { seconds } => u64::from(seconds) * MS_PER_SECOND,
            TimeControl::Chess { .. } => self.remaining_ms[self.to_move.index()],
        }
    }

    /// The phase of the side to move at `now`.
    pub fn phase(&self, now: u64) -> ClockPhase {
        let used = self.used_ms(now);
        let limit = self.turn_limit();
        if used < limit {
            return ClockPhase::Normal {
                left_ms: limit - used,
            };
        }
        match self.control {
            TimeControl::PerMove { .. } if used < limit + GRACE_MS => ClockPhase::Grace {
                left_ms: limit + GRACE_MS - used,
            },
            _ => ClockPhase::Flagged,
        }
    }

    /// The side that has run out of time at `now`, if any.
    pub fn flagged(&self, now: u64) -> Option<Color> {
        (self.phase(now) == ClockPhase::Flagged).then_some(self.to_move)
    }

    /// Chess clock: time left for `color` at `now` (its running turn included). Per-move
    /// clock: time left in the current turn for the side to move, the full limit otherwise.
    pub fn remaining_ms(&self, color: Color, now: u64) -> u64 {
        match self.control {
            TimeControl::Chess { .. } => {
                let r = self.remaining_ms[color.index()];
                if color == self.to_move {
                    r.saturating_sub(self.used_ms(now))
                } else {
                    r
                }
            }
            TimeControl::PerMove { seconds } => {
                let limit = u64::from(seconds) * MS_PER_SECOND;
                if color == self.to_move {
                    limit.saturating_sub(self.used_ms(now))
                } else {
                    limit
                }
            }
        }
    }

    /// The side to move completed its move at `now`: charge its time, add the increment and
    /// start the other side's clock (if the clock was running). `Err(side)` if it had already
    /// run out of time (the clock is left unchanged).
    pub fn press(&mut self, now: u64) -> Result<(), Color> {
        if let Some(c) = self.flagged(now) {
            return Err(c);
        }
        let used = self.used_ms(now);
        if let TimeControl::Chess { increment, .. } = self.control {
            let r = &mut self.remaining_ms[self.to_move.index()];
            *r = r.saturating_sub(used) + u64::from(increment) * MS_PER_SECOND;
        }
        self.to_move = !self.to_move;
        self.banked_ms = 0;
        if self.running_since.is_some() {
            self.running_since = Some(now);
        }
        Ok(())
    }

    /// Makes `side` the side to move with a fresh turn (after an undo), starting at `now` if
    /// the clock runs. Chess-clock times are not refunded.
    pub fn set_turn(&mut self, side: Color, now: u64) {
        self.to_move = side;
        self.banked_ms = 0;
        if self.running_since.is_some() {
            self.running_since = Some(now);
        }
    }
}
