//! Legal captures only, for quiescence: cheaper than generating every legal move and
//! filtering (most quiescence nodes have a handful of captures among ~40 moves).

use crate::attacks::tables;
use crate::bitboard::Bitboard;
use crate::moves::{Move, MoveList};
use crate::position::Position;
use crate::types::{PieceKind, Square};

/// Is the side to move's general safe after `from` -> `to` (a pseudo-legal move)?
/// The same test as the rules core's, with the captured piece removed from the attackers.
#[inline]
pub(crate) fn safe_after(pos: &Position, from: Square, to: Square, king_moves: bool) -> bool {
    let t = tables();
    let us = pos.side_to_move();
    let them = !us;
    let to_bb = Bitboard::from(to);
    let occ = (pos.occupied() & !Bitboard::from(from)) | to_bb;
    let alive = !to_bb;
    let k = if king_moves { to } else { pos.king_square(us) };
    let kf = k.file().index();
    let mut fo = pos.file_occ(kf);
    if from.file().index() == kf {
        fo &= !(1 << from.rank().index());
    }
    if to.file().index() == kf {
        fo |= 1 << to.rank().index();
    }
    let lines = pos.pieces(them, PieceKind::Chariot) | pos.pieces(them, PieceKind::General);
    if (t.chariot(k, occ, fo) & lines & alive).nonempty() {
        return false;
    }
    let cannons = pos.pieces(them, PieceKind::Cannon) & alive;
    if cannons.nonempty() && (t.cannon_captures(k, occ, fo) & cannons).nonempty() {
        return false;
    }
    let horses = pos.pieces(them, PieceKind::Horse) & alive;
    if horses.nonempty() && (t.horse_attackers(k, occ) & horses).nonempty() {
        return false;
    }
    let soldiers = pos.pieces(them, PieceKind::Soldier) & alive;
    (t.soldier_attackers[them.index()][k.index()] & soldiers).is_empty()
}

/// Appends the legal captures of the side to move.
pub fn gen_captures(pos: &Position, list: &mut MoveList) {
    let t = tables();
    let us = pos.side_to_move();
    let occ = pos.occupied();
    let enemy = pos.color_bb(!us);
    let mut emit = |from: Square, targets: Bitboard, king: bool| {
        for to in targets {
            if safe_after(pos, from, to, king) {
                list.push(Move::new(from, to));
            }
        }
    };
    for from in pos.pieces(us, PieceKind::Chariot) {
        let fo = pos.file_occ(from.file().index());
        emit(from, t.chariot(from, occ, fo) & enemy, false);
    }
    for from in pos.pieces(us, PieceKind::Cannon) {
        let fo = pos.file_occ(from.file().index());
        emit(from, t.cannon_captures(from, occ, fo) & enemy, false);
    }
    for from in pos.pieces(us, PieceKind::Horse) {
        emit(from, t.horse(from, occ) & enemy, false);
    }
    for from in pos.pieces(us, PieceKind::Soldier) {
        emit(from, t.soldier[us.index()][from.index()] & enemy, false);
    }
    for from in pos.pieces(us, PieceKind::Elephant) {
        emit(from, t.elephant(from, occ) & enemy, false);
    }
    for from in pos.pieces(us, PieceKind::Advisor) {
        emit(from, t.advisor[from.index()] & enemy, false);
    }
    let k = pos.king_square(us);
    emit(k, t.general[k.index()] & enemy, true);
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};

    #[test]
    fn captures_equal_the_legal_captures() {
        let mut rng = StdRng::seed_from_u64(7);
        for _ in 0..200 {
            let mut pos = Position::startpos();
            for _ in 0..rng.gen_range(0..80) {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                pos.make_move(moves[rng.gen_range(0..moves.len())]);
            }
            let mut want: Vec<Move> = pos
                .legal_moves()
                .iter()
                .copied()
                .filter(|m| pos.piece_at(m.to()).is_some())
                .collect();
            let mut got = MoveList::new();
            gen_captures(&pos, &mut got);
            let mut got: Vec<Move> = got.to_vec();
            want.sort();
            got.sort();
            assert_eq!(got, want, "{}", pos.to_fen());
        }
    }
}
