//! Points, Elo and stakes of a finished game.

use xiangqi::game::GameResult;
use xiangqi_online::protocol::Settlement;

/// Elo of a new account.
pub const ELO_START: i64 = 1200;
/// How far one game moves Elo (the FIDE value for established players).
pub const ELO_K_FACTOR: f64 = 20.0;
/// Points for a rated win (a loss costs as many, a draw none).
pub const POINTS_PER_WIN: i64 = 10;
/// Taler of a new account (the only way Taler come into existence).
pub const STARTING_TALER: i64 = 100;
/// A rated game counts once it has reached this many plies ...
pub const COUNTED_AFTER_PLIES: u32 = 10;
/// ... or lasted this long (ms).
pub const COUNTED_AFTER_MS: u64 = 180_000;

/// Red's Elo change for `score` (1 win, 0.5 draw, 0 loss) against Black; Black's is its
/// negative, so the sum of Elo is kept.
pub fn elo_delta(red: i64, black: i64, red_score: f64) -> i64 {
    let expected = 1.0 / (1.0 + 10f64.powf((black - red) as f64 / 400.0));
    (ELO_K_FACTOR * (red_score - expected)).round() as i64
}

/// Does a rated game with `plies` plies that lasted `elapsed_ms` count?
pub fn counts(rated: bool, plies: u32, elapsed_ms: u64) -> bool {
    rated && (plies >= COUNTED_AFTER_PLIES || elapsed_ms >= COUNTED_AFTER_MS)
}

/// What each side gets: `(red, black)` settlements and each side's Taler payout (stakes
/// were taken from both accounts at the start; the payouts add up to both stakes).
pub struct Settled {
    pub red: Settlement,
    pub black: Settlement,
    pub red_payout: i64,
    pub black_payout: i64,
}

/// Settles a game: `counted` applies points, Elo and stakes; otherwise each gets its stake
/// back and nothing changes.
pub fn settle(result: GameResult, counted: bool, elo: (i64, i64), stake: i64) -> Settled {
    let (red_elo, black_elo) = elo;
    if !counted {
        let s = |elo_after| Settlement {
            points: 0,
            elo: 0,
            elo_after,
            taler: 0,
        };
        return Settled {
            red: s(red_elo),
            black: s(black_elo),
            red_payout: stake,
            black_payout: stake,
        };
    }
    let (red_score, red_points, red_taler) = match result {
        GameResult::RedWins => (1.0, POINTS_PER_WIN, stake),
        GameResult::BlackWins => (0.0, -POINTS_PER_WIN, -stake),
        GameResult::Draw => (0.5, 0, 0),
    };
    let d = elo_delta(red_elo, black_elo, red_score);
    Settled {
        red: Settlement {
            points: red_points,
            elo: d,
            elo_after: red_elo + d,
            taler: red_taler,
        },
        black: Settlement {
            points: -red_points,
            elo: -d,
            elo_after: black_elo - d,
            taler: -red_taler,
        },
        red_payout: stake + red_taler,
        black_payout: stake - red_taler,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elo_is_zero_sum_and_favours_the_underdog() {
        assert_eq!(elo_delta(1200, 1200, 1.0), 10);
        assert_eq!(elo_delta(1200, 1200, 0.5), 0);
        assert!(elo_delta(1000, 1400, 1.0) > 15);
        let s = settle(GameResult::BlackWins, true, (1300, 1250), 7);
        assert_eq!(s.red.elo + s.black.elo, 0);
        assert_eq!(s.red_payout + s.black_payout, 14);
        assert_eq!((s.red.points, s.black.points), (-10, 10));
        assert_eq!((s.red.taler, s.black.taler), (-7, 7));
    }

    #[test]
    fn uncounted_games_give_stakes_back() {
        let s = settle(GameResult::RedWins, false, (1200, 1200), 5);
        assert_eq!((s.red_payout, s.black_payout), (5, 5));
        assert_eq!(s.red.points, 0);
        assert!(!counts(true, 9, 179_999));
        assert!(counts(true, 10, 0));
        assert!(counts(true, 0, 180_000));
        assert!(!counts(false, 100, 1_000_000));
    }
}
