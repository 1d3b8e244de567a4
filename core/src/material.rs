//! Material: which pieces each side has captured, in capture order, and the difference in
//! points they make. Pure rules arithmetic; the player strips show it.

use crate::moves::Move;
use crate::position::Position;
use crate::types::{Color, Piece, PieceKind};

/// A chariot's worth in points (the usual scale of Xiangqi books, rounded to whole points).
pub const CHARIOT_POINTS: i32 = 9;
/// A cannon: a little more than a horse in the opening and middle game.
pub const CANNON_POINTS: i32 = 5;
pub const HORSE_POINTS: i32 = 4;
pub const ADVISOR_POINTS: i32 = 2;
pub const ELEPHANT_POINTS: i32 = 2;
pub const SOLDIER_POINTS: i32 = 1;

/// The points a piece of `kind` is worth (the general is never captured: 0).
pub fn points(kind: PieceKind) -> i32 {
    match kind {
        PieceKind::General => 0,
        PieceKind::Advisor => ADVISOR_POINTS,
        PieceKind::Elephant => ELEPHANT_POINTS,
        PieceKind::Horse => HORSE_POINTS,
        PieceKind::Chariot => CHARIOT_POINTS,
        PieceKind::Cannon => CANNON_POINTS,
        PieceKind::Soldier => SOLDIER_POINTS,
    }
}

/// What each side took from the other over a game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Captures {
    /// The pieces Red captured (Black's pieces), in the order taken.
    pub by_red: Vec<Piece>,
    /// The pieces Black captured (Red's pieces), in the order taken.
    pub by_black: Vec<Piece>,
}

impl Captures {
    /// The captures of `moves` played from `start` (stops at the first move that does not
    /// fit the position: a list that is not a game has no more captures to tell).
    pub fn of_game(start: &Position, moves: &[Move]) -> Captures {
        let mut pos = start.clone();
        let mut captures = Captures::default();
        for &m in moves {
            if pos.piece_at(m.from()).is_none() {
                break;
            }
            if let Some(taken) = pos.piece_at(m.to()) {
                match taken.color {
                    Color::Black => captures.by_red.push(taken),
                    Color::Red => captures.by_black.push(taken),
                }
            }
            pos.make_move(m);
        }
        captures
    }

    /// The pieces `side` captured.
    pub fn by(&self, side: Color) -> &[Piece] {
        match side {
            Color::Red => &self.by_red,
            Color::Black => &self.by_black,
        }
    }

    /// `side`'s lead in captured points (negative when behind).
    pub fn lead(&self, side: Color) -> i32 {
        let sum = |pieces: &[Piece]| pieces.iter().map(|p| points(p.kind)).sum::<i32>();
        sum(self.by(side)) - sum(self.by(!side))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves(iccs: &[&str]) -> Vec<Move> {
        iccs.iter().map(|m| Move::parse_iccs(m).unwrap()).collect()
    }

    #[test]
    fn captures_are_listed_in_order_with_the_lead() {
        // The cannon takes the horse, the chariot takes the cannon back.
        let start = Position::startpos();
        let c = Captures::of_game(&start, &moves(&["h2h9", "i9h9"]));
        assert_eq!(c.by_red, vec![Piece::new(Color::Black, PieceKind::Horse)]);
        assert_eq!(c.by_black, vec![Piece::new(Color::Red, PieceKind::Cannon)]);
        assert_eq!(c.lead(Color::Black), CANNON_POINTS - HORSE_POINTS);
        assert_eq!(c.lead(Color::Red), HORSE_POINTS - CANNON_POINTS);
    }

    #[test]
    fn no_captures_no_lead() {
        let c = Captures::of_game(&Position::startpos(), &moves(&["h2e2", "h9g7"]));
        assert_eq!(c, Captures::default());
        assert_eq!(c.lead(Color::Red), 0);
    }
}
