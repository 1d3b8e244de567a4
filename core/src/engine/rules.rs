//! A built-in repetition judge for when the app's own game rules are not wired in (UCI,
//! `xiangqi best`): perpetual check loses, everything else is a draw (the seed's "only
//! perpetual check" rule; chasing is not judged).

use super::{GameRules, RepetitionVerdict};
use crate::moves::Move;
use crate::position::Position;
use crate::types::Color;

/// Perpetual check loses for the side that gave check with every one of its moves in the
/// cycle; if both did, or neither, the repetition is a draw.
#[derive(Clone, Copy, Debug, Default)]
pub struct PerpetualCheckRules;

impl GameRules for PerpetualCheckRules {
    fn judge_repetition(&self, pos: &Position, cycle: &[Move]) -> RepetitionVerdict {
        let mut p = pos.clone();
        // [moved at least once, checked with every move] per colour.
        let mut moved = [false; 2];
        let mut always_check = [true; 2];
        for &m in cycle {
            if !p.is_legal(m) {
                return RepetitionVerdict::Draw;
            }
            let mover = p.side_to_move().index();
            p.make_move(m);
            moved[mover] = true;
            if !p.in_check() {
                always_check[mover] = false;
            }
        }
        let red = moved[0] && always_check[0];
        let black = moved[1] && always_check[1];
        match (red, black) {
            (true, false) => RepetitionVerdict::Loses(Color::Red),
            (false, true) => RepetitionVerdict::Loses(Color::Black),
            _ => RepetitionVerdict::Draw,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_checking_side_loses() {
        let pos = Position::from_fen("4k4/9/9/9/7rr/9/9/9/4A4/R1BK1AB2 w - - 0 1").unwrap();
        let m = |s: &str| Move::parse_iccs(s).unwrap();
        let p = pos.with_move(m("a0a9")).with_move(m("e9e8"));
        let cycle = [m("a9a8"), m("e8e9"), m("a8a9"), m("e9e8")];
        assert_eq!(
            PerpetualCheckRules.judge_repetition(&p, &cycle),
            RepetitionVerdict::Loses(Color::Red)
        );
        let quiet = [m("a9a7"), m("e8e9"), m("a7a9"), m("e9e8")];
        assert_eq!(
            PerpetualCheckRules.judge_repetition(&p, &quiet),
            RepetitionVerdict::Draw
        );
    }
}
