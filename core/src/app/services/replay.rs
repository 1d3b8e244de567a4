//! A move list replayed into positions and texts, once: the online game's list (ICCS texts
//! from the server) and a review's moves share it, and a screen keeps the texts of its list
//! until the list changes ([`MoveTexts`]) instead of replaying it on every render.

use crate::moves::Move;
use crate::notation::{self, Style};
use crate::position::Position;
use std::cell::RefCell;

/// Moves in ICCS replayed from `start`: the position reached and the moves played (the replay
/// stops at the first text that is not a legal move).
pub(crate) fn replay_iccs(start: &Position, texts: &[String]) -> (Position, Vec<Move>) {
    let mut pos = start.clone();
    let mut played = Vec::with_capacity(texts.len());
    for text in texts {
        match Move::parse_iccs(text) {
            Ok(mv) if pos.is_legal(mv) => {
                pos.make_move(mv);
                played.push(mv);
            }
            _ => break,
        }
    }
    (pos, played)
}

/// `moves` played from `start`, each in `style`, and the position after each (the start
/// first).
pub(crate) fn texts_and_positions(
    start: &Position,
    moves: &[Move],
    style: Style,
) -> (Vec<String>, Vec<Position>) {
    let mut pos = start.clone();
    let mut texts = Vec::with_capacity(moves.len());
    let mut positions = Vec::with_capacity(moves.len() + 1);
    positions.push(pos.clone());
    for &m in moves {
        texts.push(notation::format(&pos, m, style));
        pos.make_move(m);
        positions.push(pos.clone());
    }
    (texts, positions)
}

/// The texts of a move list from the start position in a notation, kept until the list or
/// the notation changes.
#[derive(Default)]
pub(crate) struct MoveTexts {
    cache: RefCell<Option<Cached>>,
}

/// A move list, the notation it was written in, and its texts.
type Cached = (Vec<Move>, Style, Vec<String>);

impl MoveTexts {
    /// The moves in `style` (replayed only when they differ from the last call's).
    pub fn get(&self, moves: &[Move], style: Style) -> Vec<String> {
        let mut cache = self.cache.borrow_mut();
        match &*cache {
            Some((m, s, texts)) if m.as_slice() == moves && *s == style => texts.clone(),
            _ => {
                let start = Position::startpos();
                let (texts, _) = texts_and_positions(&start, moves, style);
                *cache = Some((moves.to_vec(), style, texts.clone()));
                texts
            }
        }
    }
}
