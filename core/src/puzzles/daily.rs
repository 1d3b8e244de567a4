//! The puzzle of the day: a stable date -> puzzle mapping, the score and its verification.
//!
//! # The mapping (every device and the server compute it the same way)
//!
//! 1. `d` = days from [`DAILY_EPOCH`] (2026-01-01, proleptic Gregorian) to the date; negative
//!    before it.
//! 2. The catalogue's ids are sorted (byte order), giving `N` puzzles.
//! 3. Cycle `c = d div N` (floor), position `i = d mod N` (non-negative).
//! 4. The ids are shuffled with Fisher–Yates (for `j` from `N - 1` down to 1, swap `j` with
//!    `next() % (j + 1)`) driven by SplitMix64 seeded with `DAILY_SEED + c` (wrapping), and
//!    the day's puzzle is the `i`-th id.
//!
//! So the first `N` days from the epoch show every puzzle once, then a fresh order begins.
//! Only integer arithmetic is used (no floating point, no library RNG whose algorithm could
//! change), so the mapping is the same on every platform. Changing the catalogue changes the
//! mapping: ship catalogue updates together with a new epoch.

use super::session::{PuzzleSession, SessionError, TryOutcome};
use super::{catalogue, Puzzle, PuzzleError};
use crate::date::Date;
use crate::moves::Move;
use crate::splitmix::SplitMix64;

/// Day 0 of the mapping.
pub const DAILY_EPOCH: (i64, i64, i64) = (2026, 1, 1);
/// [`DAILY_EPOCH`] as a day number (checked when compiling: it is a real day).
const EPOCH_DAYS: i64 = match Date::from_ymd(DAILY_EPOCH.0, DAILY_EPOCH.1, DAILY_EPOCH.2) {
    Some(d) => d.days(),
    None => panic!("DAILY_EPOCH is not a real day"),
};
/// Seed of the first cycle's shuffle.
pub const DAILY_SEED: u64 = 0x0DA1_1E55_2026_0101;
/// Points of a flawless, instant solve.
pub const SCORE_MAX: u32 = 100;
/// Points lost per wrong try.
pub const SCORE_PER_WRONG_TRY: u32 = 25;
/// One point is lost per this many full seconds.
pub const SCORE_SECONDS_PER_POINT: u32 = 5;
/// A solve never scores below this.
pub const SCORE_MIN: u32 = 10;

/// Why a daily question has no answer.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DailyError {
    #[error("not a YYYY-MM-DD date: {0:?}")]
    BadDate(String),
    #[error("the puzzle catalogue is empty")]
    EmptyCatalogue,
    #[error("move {index} ({mv}) is illegal in the puzzle")]
    Illegal { index: usize, mv: Move },
    #[error("move {index} ({mv}) comes after the mate")]
    AfterMate { index: usize, mv: Move },
    #[error("the moves do not mate")]
    NotSolved,
    #[error(transparent)]
    Puzzle(#[from] PuzzleError),
    #[error("solver: {0}")]
    Session(String),
}

/// Days from 1970-01-01 of a strict `YYYY-MM-DD` date.
pub fn parse_date(s: &str) -> Result<i64, DailyError> {
    s.parse::<Date>()
        .map(Date::days)
        .map_err(|_| DailyError::BadDate(s.to_string()))
}

/// Days from [`DAILY_EPOCH`] to `date`.
pub fn day_number(date: &str) -> Result<i64, DailyError> {
    Ok(parse_date(date)? - EPOCH_DAYS)
}

/// Which of `count` ids (sorted) is shown on `date`: see the module docs.
///
/// ```
/// use xiangqi::puzzles::daily_index;
/// // The first `count` days from the epoch show every puzzle exactly once.
/// let mut seen: Vec<usize> = (1..=31)
///     .map(|d| daily_index(&format!("2026-01-{d:02}"), 31).unwrap())
///     .collect();
/// seen.sort();
/// assert_eq!(seen, (0..31).collect::<Vec<_>>());
/// ```
pub fn daily_index(date: &str, count: usize) -> Result<usize, DailyError> {
    if count == 0 {
        return Err(DailyError::EmptyCatalogue);
    }
    let day = day_number(date)?;
    let n = count as i64;
    let cycle = day.div_euclid(n);
    let i = day.rem_euclid(n) as usize;
    Ok(shuffled(count, cycle)[i])
}

/// The Fisher–Yates permutation of `0..count` for one cycle.
fn shuffled(count: usize, cycle: i64) -> Vec<usize> {
    let mut rng = SplitMix64(DAILY_SEED.wrapping_add(cycle as u64));
    let mut v: Vec<usize> = (0..count).collect();
    for j in (1..count).rev() {
        let k = rng.below(j as u64 + 1) as usize;
        v.swap(j, k);
    }
    v
}

/// The day's puzzle from a list (sorted by id inside).
pub fn daily_from<'a>(date: &str, puzzles: &'a [Puzzle]) -> Result<&'a Puzzle, DailyError> {
    let mut sorted: Vec<&Puzzle> = puzzles.iter().collect();
    sorted.sort_by(|a, b| a.id.cmp(&b.id));
    let i = daily_index(date, sorted.len())?;
    Ok(sorted[i])
}

/// The shipped catalogue's puzzle of the day.
pub fn daily_puzzle(date: &str) -> Result<&'static Puzzle, DailyError> {
    daily_from(date, catalogue())
}

/// Points for a solved daily puzzle: 100, minus 25 per wrong try, minus 1 per full 5
/// seconds, at least 10.
///
/// ```
/// use xiangqi::puzzles::daily_score;
/// assert_eq!(daily_score(0, 4), 100);
/// assert_eq!(daily_score(1, 10), 73);
/// assert_eq!(daily_score(9, 0), 10);
/// ```
pub fn daily_score(wrong_tries: u32, seconds: u32) -> u32 {
    let penalty = u64::from(wrong_tries) * u64::from(SCORE_PER_WRONG_TRY)
        + u64::from(seconds / SCORE_SECONDS_PER_POINT);
    u64::from(SCORE_MAX)
        .saturating_sub(penalty)
        .max(u64::from(SCORE_MIN)) as u32
}

/// The points an attempt earns: [`daily_score`] when solved, 0 when not.
pub fn attempt_score(solved: bool, wrong_tries: u32, seconds: u32) -> u32 {
    if solved {
        daily_score(wrong_tries, seconds)
    } else {
        0
    }
}

/// Replays an attempt at `puzzle`: `moves` are the player's Red tries in order (wrong ones
/// included; the defence's replies are recomputed, not sent). Returns the score if the last
/// try mates. Illegal moves and moves after the mate are rejected; hints are the client's
/// business (an attempt with a hint must not be submitted as solved).
pub fn verify_attempt(puzzle: &Puzzle, moves: &[Move], seconds: u32) -> Result<u32, DailyError> {
    let mut s = PuzzleSession::from_puzzle(puzzle)?;
    for (index, &mv) in moves.iter().enumerate() {
        if s.is_over() {
            return Err(DailyError::AfterMate { index, mv });
        }
        match s.try_move(mv) {
            Ok(TryOutcome::Wrong { .. } | TryOutcome::Continue { .. } | TryOutcome::Mate) => {}
            Err(SessionError::Illegal { .. }) => return Err(DailyError::Illegal { index, mv }),
            Err(e) => return Err(DailyError::Session(e.to_string())),
        }
    }
    if !s.is_over() {
        return Err(DailyError::NotSolved);
    }
    Ok(daily_score(s.wrong_tries(), seconds))
}

/// The server-side check of a daily attempt on the shipped catalogue: the puzzle of `date`,
/// the player's Red tries (see [`verify_attempt`]) and the seconds taken -> the score.
pub fn verify_daily(date: &str, moves: &[Move], seconds: u32) -> Result<u32, DailyError> {
    verify_attempt(daily_puzzle(date)?, moves, seconds)
}
