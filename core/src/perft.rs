//! Perft: count the leaf nodes of the legal move tree (the standard move generator test).

use crate::moves::Move;
use crate::position::Position;

/// Leaf nodes at `depth` plies. The last ply is counted, not played (bulk counting).
///
/// ```
/// use xiangqi::{perft, Position};
/// assert_eq!(perft(&mut Position::startpos(), 2), 1920);
/// ```
pub fn perft(pos: &mut Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal() as u64,
        _ => {
            let moves = pos.legal_moves();
            let mut nodes = 0;
            for &m in moves.iter() {
                let undo = pos.make_move(m);
                nodes += perft(pos, depth - 1);
                pos.unmake_move(m, undo);
            }
            nodes
        }
    }
}

/// Perft split by first move: `(move, leaf nodes below it)` in generation order.
pub fn perft_divide(pos: &mut Position, depth: u32) -> Vec<(Move, u64)> {
    let moves = pos.legal_moves();
    let mut out = Vec::with_capacity(moves.len());
    for &m in moves.iter() {
        let undo = pos.make_move(m);
        let n = if depth <= 1 { 1 } else { perft(pos, depth - 1) };
        pos.unmake_move(m, undo);
        out.push((m, n));
    }
    out
}
