//! Static exchange evaluation: what a capture wins once both sides keep recapturing with
//! their least valuable pieces.

use crate::bitboard::Bitboard;
use crate::engine::eval::SEE_VALUE;
use crate::engine::Score;
use crate::moves::Move;
use crate::position::Position;
use crate::types::{Color, PieceKind, Square};

/// Static exchange evaluation of a capture (or quiet move) on `m.to()`: the material the
/// side to move gains if both sides keep recapturing with their least valuable piece.
/// Cannon screens appear and vanish correctly because attackers are recomputed with the
/// shrinking occupancy.
pub fn see(pos: &Position, m: Move) -> Score {
    let Some(mover) = pos.piece_at(m.from()) else {
        return 0;
    };
    let mut gain = [0 as Score; 34];
    gain[0] = pos
        .piece_at(m.to())
        .map_or(0, |p| SEE_VALUE[p.kind.index()]);
    let mut on_square = SEE_VALUE[mover.kind.index()];
    let mut exchange = Exchange::start(pos, m);
    let mut side = !mover.color;
    let mut d = 0;
    while d < gain.len() - 1 {
        let Some((s, kind)) = exchange.next_capturer(pos, side) else {
            break;
        };
        d += 1;
        gain[d] = on_square - gain[d - 1];
        on_square = SEE_VALUE[kind.index()];
        exchange.remove(s);
        side = !side;
    }
    while d > 0 {
        gain[d - 1] = -(-gain[d - 1]).max(gain[d]);
        d -= 1;
    }
    gain[0]
}

/// The state of an exchange on one point: the occupancy with the pieces that took part
/// removed (the piece on the point is always the last capturer and never its own attacker),
/// and the point's file occupancy kept in step with it.
#[derive(Clone, Copy)]
struct Exchange {
    to: Square,
    occ: Bitboard,
    file_occ: u16,
}

impl Exchange {
    /// After the first capture `m`.
    #[inline]
    fn start(pos: &Position, m: Move) -> Exchange {
        let (from, to) = (m.from(), m.to());
        let mut occ = pos.occupied();
        occ.clear(from);
        occ.set(to);
        let mut file_occ = pos.file_occ(to.file().index()) | 1 << to.rank().index();
        if from.file() == to.file() {
            file_occ &= !(1 << from.rank().index());
        }
        Exchange { to, occ, file_occ }
    }

    /// The piece `side` recaptures with (its least valuable attacker), if any. The general
    /// may only capture if the point is no longer defended.
    #[inline]
    fn next_capturer(&self, pos: &Position, side: Color) -> Option<(Square, PieceKind)> {
        let (s, kind) = pos.least_valuable_attacker(self.to, side, self.occ, self.file_occ)?;
        if kind == PieceKind::General {
            let mut rest = *self;
            rest.remove(s);
            let defenders =
                pos.attackers_with_file_occ(self.to, !side, rest.occ, rest.file_occ) & rest.occ;
            if defenders.nonempty() {
                return None;
            }
        }
        Some((s, kind))
    }

    /// `s` has captured: it no longer stands on its point.
    #[inline]
    fn remove(&mut self, s: Square) {
        self.occ.clear(s);
        if s.file() == self.to.file() {
            self.file_occ &= !(1 << s.rank().index());
        }
    }
}

/// `see(pos, m) >= 0`, decided with early exits: the exchange stops being followed as
/// soon as its outcome can no longer change (the side to move of the capture sequence would
/// not recapture or need not). Same captures, same general rule as [`see`].
pub fn see_ge_zero(pos: &Position, m: Move) -> bool {
    let Some(mover) = pos.piece_at(m.from()) else {
        return true;
    };
    // `swap`: what the side that just captured stands to lose, less what it is ahead.
    let victim = pos
        .piece_at(m.to())
        .map_or(0, |p| SEE_VALUE[p.kind.index()]);
    let mut swap = SEE_VALUE[mover.kind.index()] - victim;
    if swap <= 0 {
        return true;
    }
    let mut exchange = Exchange::start(pos, m);
    let mut side = !mover.color;
    // Does the first capturer come out level or ahead if the sequence stopped here?
    let mut good = true;
    while let Some((s, kind)) = exchange.next_capturer(pos, side) {
        good = !good;
        swap = SEE_VALUE[kind.index()] - swap;
        if swap < good as Score {
            break;
        }
        exchange.remove(s);
        side = !side;
    }
    good
}
