//! A game's rules ([`RuleSet`]) as the engine's [`GameRules`] hook: iron pieces, forest
//! chariots, house rules and the perpetual check/chase verdicts, judged by the same code as the
//! game itself. Every search of the app, the hint, UCI and `xiangqi best` use it.

use super::{GameRules, RepetitionVerdict};
use crate::game::{classify_move, judge_cycle, CycleVerdict, MoveClass, RuleSet};
use crate::moves::{Move, MoveList};
use crate::position::Position;

/// The longest cycle judged on the stack; longer ones (never seen in practice) are judged on
/// their first plies.
const MAX_CYCLE: usize = 64;

/// The rules of one game, at the position where a search starts.
impl GameRules for RuleSet {
    fn filter_moves(&self, pos: &Position, moves: &mut MoveList) {
        if self.has_handicap_rules() {
            self.filter(pos, moves);
        }
    }

    fn judge_repetition(&self, pos: &Position, cycle: &[Move]) -> RepetitionVerdict {
        let first = pos.side_to_move();
        let mut p = pos.clone();
        let mut rules = *self;
        let mut classes = [MoveClass::default(); MAX_CYCLE];
        let n = cycle.len().min(MAX_CYCLE);
        for (i, &m) in cycle[..n].iter().enumerate() {
            classes[i] = classify_move(&p, m, &rules);
            rules.apply_move(&p, m);
            p.make_move(m);
        }
        match judge_cycle(&classes[..n], first, &self.house) {
            CycleVerdict::Draw => RepetitionVerdict::Draw,
            CycleVerdict::Loses { loser, .. } => RepetitionVerdict::Loses(loser),
        }
    }

    fn stalemate_is_draw(&self) -> bool {
        self.house.stalemate_is_draw
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::Color;

    fn cycle(moves: &[&str]) -> Vec<Move> {
        moves.iter().map(|m| Move::parse_iccs(m).unwrap()).collect()
    }

    #[test]
    fn perpetual_check_loses_for_the_checker_and_quiet_shuffling_draws() {
        // The red chariot checks on the d file, then on the e file, as the general shuttles.
        let pos = Position::from_fen("3k5/9/9/9/9/9/9/9/4R4/5K3 w - - 0 1").unwrap();
        let rules = RuleSet::default();
        let checks = cycle(&["e1d1", "d9e9", "d1e1", "e9d9"]);
        assert_eq!(
            rules.judge_repetition(&pos, &checks),
            RepetitionVerdict::Loses(Color::Red)
        );
        let quiet = cycle(&["f0f1", "d9d8", "f1f0", "d8d9"]);
        assert_eq!(
            rules.judge_repetition(&pos, &quiet),
            RepetitionVerdict::Draw
        );
    }

    #[test]
    fn a_chariot_checking_from_both_sides_of_the_palace_loses() {
        let pos = Position::from_fen("4k4/9/9/9/7rr/9/9/9/4A4/R1BK1AB2 w - - 0 1").unwrap();
        let m = |s: &str| Move::parse_iccs(s).unwrap();
        let p = pos.with_move(m("a0a9")).with_move(m("e9e8"));
        let rules = RuleSet::default();
        let checks = [m("a9a8"), m("e8e9"), m("a8a9"), m("e9e8")];
        assert_eq!(
            rules.judge_repetition(&p, &checks),
            RepetitionVerdict::Loses(Color::Red)
        );
        let quiet = [m("a9a7"), m("e8e9"), m("a7a9"), m("e9e8")];
        assert_eq!(rules.judge_repetition(&p, &quiet), RepetitionVerdict::Draw);
    }
}
