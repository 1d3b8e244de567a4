//! `Move` (a `Copy` pair of points), ICCS text, and a fixed-capacity move list.

use crate::types::Square;
use std::fmt;
use std::str::FromStr;

/// A move from one point to another. Packed into 16 bits.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move(u16);

impl Move {
    /// A placeholder that is never a legal move (from == to == a0).
    pub const NULL: Move = Move(0);

    #[inline]
    pub const fn new(from: Square, to: Square) -> Move {
        Move((from.index() as u16) | ((to.index() as u16) << 7))
    }

    #[inline]
    pub const fn from(self) -> Square {
        Square::from_index_unchecked((self.0 & 0x7F) as u8)
    }

    #[inline]
    pub const fn to(self) -> Square {
        Square::from_index_unchecked((self.0 >> 7) as u8)
    }

    /// The raw 14-bit encoding (stable; used by the transposition table and storage).
    #[inline]
    pub const fn bits(self) -> u16 {
        self.0
    }

    /// Rebuilds a move from [`Move::bits`]; `None` if a point is off the board.
    pub const fn from_bits(bits: u16) -> Option<Move> {
        let from = bits & 0x7F;
        let to = (bits >> 7) & 0x7F;
        if from < 90 && to < 90 && bits >> 14 == 0 {
            Some(Move(bits))
        } else {
            None
        }
    }

    /// Parses ICCS text such as `h2e2` (files a..i, ranks 0..9). Only syntax is checked.
    ///
    /// ```
    /// use xiangqi::Move;
    /// let m = Move::parse_iccs("h2e2").unwrap();
    /// assert_eq!(m.to_string(), "h2e2");
    /// assert!(Move::parse_iccs("h2e").is_err());
    /// ```
    pub fn parse_iccs(text: &str) -> Result<Move, MoveSyntaxError> {
        let t = text.trim();
        if t.len() != 4 || !t.is_ascii() {
            return Err(MoveSyntaxError(text.to_string()));
        }
        let t = t.to_ascii_lowercase();
        let from = Square::parse_iccs(&t[0..2]);
        let to = Square::parse_iccs(&t[2..4]);
        match (from, to) {
            (Some(f), Some(to)) if f != to => Ok(Move::new(f, to)),
            _ => Err(MoveSyntaxError(text.to_string())),
        }
    }
}

impl fmt::Display for Move {
    /// ICCS text, e.g. `h2e2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from(), self.to())
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self}")
    }
}

impl FromStr for Move {
    type Err = MoveSyntaxError;
    fn from_str(s: &str) -> Result<Move, MoveSyntaxError> {
        Move::parse_iccs(s)
    }
}

/// Text that is not an ICCS move (`h2e2`: two points, files a..i, ranks 0..9).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("not an ICCS move (like h2e2, ranks 0..9): {0:?}")]
pub struct MoveSyntaxError(pub String);

/// More than any position can have (the known maximum of legal moves is far below).
pub const MAX_MOVES: usize = 160;

/// A move list on the stack.
#[derive(Clone)]
pub struct MoveList {
    moves: [Move; MAX_MOVES],
    len: usize,
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList::new()
    }
}

impl MoveList {
    #[inline]
    pub const fn new() -> MoveList {
        MoveList {
            moves: [Move::NULL; MAX_MOVES],
            len: 0,
        }
    }

    #[inline]
    pub fn push(&mut self, m: Move) {
        debug_assert!(self.len < MAX_MOVES);
        // A position can never exceed MAX_MOVES pseudo-legal moves (at most 5 soldiers x 3,
        // 2 chariots and 2 cannons x 17, 2 horses x 8, ...); the guard keeps release builds safe.
        if self.len < MAX_MOVES {
            self.moves[self.len] = m;
            self.len += 1;
        }
    }

    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    #[inline]
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Keeps the first `len` moves (no effect if there are fewer).
    #[inline]
    pub fn truncate(&mut self, len: usize) {
        self.len = self.len.min(len);
    }

    #[inline]
    pub fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len]
    }

    #[inline]
    pub fn as_mut_slice(&mut self) -> &mut [Move] {
        &mut self.moves[..self.len]
    }

    pub fn contains(&self, m: Move) -> bool {
        self.as_slice().contains(&m)
    }

    pub fn iter(&self) -> std::slice::Iter<'_, Move> {
        self.as_slice().iter()
    }

    /// Keeps the moves for which `keep` is true, in order.
    pub fn retain(&mut self, mut keep: impl FnMut(Move) -> bool) {
        let mut j = 0;
        for i in 0..self.len {
            let m = self.moves[i];
            if keep(m) {
                self.moves[j] = m;
                j += 1;
            }
        }
        self.len = j;
    }
}

impl std::ops::Deref for MoveList {
    type Target = [Move];
    fn deref(&self) -> &[Move] {
        self.as_slice()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}
