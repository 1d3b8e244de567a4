//! Draw offers to the computer: it answers as a person would, from the search's score, the
//! position's calm and how far the game has gone.

use super::hint::threat_on;
use super::search::Engine;
use super::time::Limits;
use super::{replay, EngineError, GameRules, Score};
use crate::moves::Move;
use crate::position::Position;
use crate::types::Color;
use std::time::Duration;

/// Draw offers: the computer accepts when this far behind...
pub const DRAW_BEHIND: Score = 60;
/// ...or when the score is within this band, the position is quiet...
pub const DRAW_LEVEL: Score = 40;
/// ...and the game is past the opening (plies played): nobody agrees to a draw at move 2.
pub const DRAW_MIN_PLIES: usize = 40;
/// Search used to judge a draw offer.
const DRAW_DEPTH: u32 = 6;
const DRAW_TIME: Duration = Duration::from_millis(300);

impl Engine {
    /// Does the computer (playing `computer`) accept a draw offer here? Yes when it is behind,
    /// or when the score is level, the position quiet (no check, nothing hanging) and the game
    /// past the opening ([`DRAW_MIN_PLIES`]), as a person would.
    pub fn accepts_draw(
        &mut self,
        start: &Position,
        moves: &[Move],
        rules: &dyn GameRules,
        computer: Color,
    ) -> Result<bool, EngineError> {
        let limits = Limits {
            depth: Some(DRAW_DEPTH),
            move_time: Some(DRAW_TIME),
            ..Limits::default()
        };
        let r = self.search(start, moves, limits, rules, |_| {})?;
        let pos = replay(start, moves)?;
        let score = if pos.side_to_move() == computer {
            r.score
        } else {
            -r.score
        };
        if score <= -DRAW_BEHIND {
            return Ok(true);
        }
        Ok(score.abs() <= DRAW_LEVEL && moves.len() >= DRAW_MIN_PLIES && is_quiet(&pos))
    }
}

/// No check and no piece of either side that the opponent wins by capturing.
pub fn is_quiet(pos: &Position) -> bool {
    if pos.in_check() {
        return false;
    }
    pos.occupied().into_iter().all(|s| match pos.piece_at(s) {
        Some(p) => threat_on(pos, s, !p.color).is_none(),
        None => true,
    })
}
