//! Calendar days (proleptic Gregorian) for the puzzle of the day and its streak: strict
//! `YYYY-MM-DD` text, day numbers to count with, and back. No clock is read here: "today"
//! comes from the caller (the device's local day, or a timestamp it hands in).
//!
//! ```
//! use xiangqi::date::Date;
//! let d: Date = "2026-03-01".parse().unwrap();
//! assert_eq!(d.pred().to_string(), "2026-02-28");
//! assert_eq!(Date::from_unix_ms(0).to_string(), "1970-01-01");
//! assert!("2026-02-29".parse::<Date>().is_err());
//! ```
//!
//! The puzzle of the day follows the device's local calendar day, not UTC's: the app reads
//! the clock and the local offset from UTC and asks [`Date::local`]; a day the player picks
//! (a calendar, `--date`) goes through [`Date::not_after`] so no future day's puzzle is
//! played.
//!
//! ```
//! use xiangqi::date::Date;
//! // 2026-03-01 23:30 UTC is already 2 March in Berlin (UTC+1) but 1 March in New York.
//! let ms = 1_772_407_800_000;
//! assert_eq!(Date::local(ms, 3600).to_string(), "2026-03-02");
//! assert_eq!(Date::local(ms, -5 * 3600).to_string(), "2026-03-01");
//! let today = Date::local(ms, 3600);
//! assert!("2026-03-03".parse::<Date>().unwrap().not_after(today).is_err());
//! assert!("2026-03-02".parse::<Date>().unwrap().not_after(today).is_ok());
//! ```

use std::fmt;
use std::str::FromStr;

/// One calendar day, kept as its number of days from 1970-01-01 (negative before it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Date {
    days: i64,
}

/// Text that is not a real `YYYY-MM-DD` day.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("not a YYYY-MM-DD date: {0:?}")]
pub struct DateError(pub String);

/// A day after today: its puzzle is not out yet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("{day} is after today ({today})")]
pub struct FutureDate {
    pub day: Date,
    pub today: Date,
}

impl FutureDate {
    /// The refusal in words, for the player.
    pub fn message(&self, locale: impl Into<crate::l10n::Locale>) -> String {
        crate::tr!(
            locale.into(),
            "date-in-the-future",
            day = self.day.to_string(),
            today = self.today.to_string()
        )
    }
}

const MS_PER_DAY: i64 = 86_400_000;

impl Date {
    /// A day from its year, month (1-12) and day of the month, if it exists.
    pub const fn from_ymd(year: i64, month: i64, day: i64) -> Option<Date> {
        let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
        let month_len = match month {
            1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
            4 | 6 | 9 | 11 => 30,
            2 if leap => 29,
            2 => 28,
            _ => return None,
        };
        if day < 1 || day > month_len || year < 0 || year > 9999 {
            return None;
        }
        Some(Date {
            days: days_from_civil(year, month, day),
        })
    }

    /// The day with this number (days from 1970-01-01).
    pub const fn from_days(days: i64) -> Date {
        Date { days }
    }

    /// The UTC day of a unix timestamp in milliseconds.
    pub const fn from_unix_ms(ms: i64) -> Date {
        Date {
            days: ms.div_euclid(MS_PER_DAY),
        }
    }

    /// The local calendar day at the unix time `unix_ms` on a clock `utc_offset_seconds`
    /// ahead of UTC (negative west of Greenwich; the device's offset at that moment, with
    /// daylight saving time). This is "today" for the puzzle of the day.
    pub const fn local(unix_ms: i64, utc_offset_seconds: i32) -> Date {
        Date::from_unix_ms(unix_ms + utc_offset_seconds as i64 * 1000)
    }

    /// This day, if it is not after `today`; a future day's puzzle is refused.
    pub fn not_after(self, today: Date) -> Result<Date, FutureDate> {
        if self > today {
            Err(FutureDate { day: self, today })
        } else {
            Ok(self)
        }
    }

    /// Days from 1970-01-01 (negative before it).
    pub const fn days(self) -> i64 {
        self.days
    }

    /// The day before.
    pub const fn pred(self) -> Date {
        Date {
            days: self.days - 1,
        }
    }

    /// `(year, month, day)`.
    pub fn ymd(self) -> (i64, i64, i64) {
        civil_from_days(self.days)
    }
}

impl FromStr for Date {
    type Err = DateError;
    /// Exactly `YYYY-MM-DD`, four, two and two digits, a day that exists.
    fn from_str(s: &str) -> Result<Date, DateError> {
        let bad = || DateError(s.to_string());
        let b = s.as_bytes();
        if b.len() != 10 || b[4] != b'-' || b[7] != b'-' {
            return Err(bad());
        }
        let num = |r: std::ops::Range<usize>| -> Option<i64> {
            let part = s.get(r)?;
            part.bytes()
                .all(|c| c.is_ascii_digit())
                .then(|| part.parse().ok())?
        };
        let (y, m, d) = (
            num(0..4).ok_or_else(bad)?,
            num(5..7).ok_or_else(bad)?,
            num(8..10).ok_or_else(bad)?,
        );
        Date::from_ymd(y, m, d).ok_or_else(bad)
    }
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (y, m, d) = self.ymd();
        write!(f, "{y:04}-{m:02}-{d:02}")
    }
}

/// Howard Hinnant's days_from_civil: days from 1970-01-01.
const fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// Howard Hinnant's civil_from_days: the inverse of [`days_from_civil`].
const fn civil_from_days(days: i64) -> (i64, i64, i64) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + if m <= 2 { 1 } else { 0 };
    (y, m, d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_day_of_four_centuries_round_trips() {
        let start = Date::from_ymd(1900, 1, 1).unwrap().days();
        let end = Date::from_ymd(2300, 12, 31).unwrap().days();
        for n in start..=end {
            let d = Date::from_days(n);
            let text = d.to_string();
            assert_eq!(text.parse::<Date>(), Ok(d), "{text}");
        }
        assert_eq!(end - start + 1, 401 * 365 + 97, "leap days of 1900-2300");
    }

    #[test]
    fn only_real_days_in_the_strict_form_parse() {
        for bad in [
            "",
            "2026-1-01",
            "2026-01-1",
            "2026/01/01",
            "2026-00-10",
            "2026-13-01",
            "2026-04-31",
            "2100-02-29",
            "+026-01-01",
            "2026-01-01 ",
            "２０２６-01-01",
        ] {
            assert!(bad.parse::<Date>().is_err(), "{bad:?}");
        }
        assert!("2000-02-29".parse::<Date>().is_ok());
        assert!("2024-02-29".parse::<Date>().is_ok());
    }

    #[test]
    fn the_local_day_follows_the_offset_and_future_days_are_refused() {
        // 2025-12-01 00:30 UTC.
        let ms = 1_764_547_200_000 + 30 * 60_000;
        for (offset_hours, day) in [
            (0, "2025-12-01"),
            (-1, "2025-11-30"),
            (-10, "2025-11-30"),
            (1, "2025-12-01"),
            (14, "2025-12-01"),
        ] {
            assert_eq!(
                Date::local(ms, offset_hours * 3600).to_string(),
                day,
                "{offset_hours}"
            );
        }
        let today = Date::local(ms, -3600);
        let day = |t: &str| t.parse::<Date>().unwrap();
        assert_eq!(day("2025-11-30").not_after(today), Ok(day("2025-11-30")));
        assert_eq!(day("2020-01-01").not_after(today), Ok(day("2020-01-01")));
        let future = day("2025-12-01").not_after(today).unwrap_err();
        assert!(future.message(crate::Lang::De).contains("Zukunft"));
        assert!(future
            .message(crate::Lang::En)
            .contains("2025-12-01 is in the future"));
    }

    #[test]
    fn unix_days_and_the_day_before() {
        assert_eq!(Date::from_unix_ms(-1).to_string(), "1969-12-31");
        assert_eq!(
            Date::from_unix_ms(1_764_547_200_000).to_string(),
            "2025-12-01"
        );
        let d: Date = "2026-01-01".parse().unwrap();
        assert_eq!(d.pred().to_string(), "2025-12-31");
    }
}
