//! A set of points as a 128-bit word: bit `rank * 9 + file`, bits 90..127 always zero.

use crate::types::Square;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Bitboard(pub u128);

/// All 90 points.
pub const BOARD_MASK: u128 = (1u128 << 90) - 1;

/// The bits strictly between positions `a` and `b` of a line word (a rank's nine bits or a
/// file's ten).
///
/// ```
/// use xiangqi::bitboard::line_between;
/// assert_eq!(line_between(2, 6), 0b0111000);
/// assert_eq!(line_between(9, 0), 0b01_1111_1110);
/// assert_eq!(line_between(4, 5), 0);
/// ```
#[inline]
pub const fn line_between(a: usize, b: usize) -> u16 {
    let (lo, hi) = if a < b { (a, b) } else { (b, a) };
    ((1u16 << hi) - 1) & !((2u16 << lo) - 1)
}

/// One bit per point: a load instead of a 128-bit variable shift (several instructions on
/// x86-64) in the hottest operations (make/unmake, membership tests).
static POINT_BITS: [u128; 90] = {
    let mut bits = [0u128; 90];
    let mut i = 0;
    while i < 90 {
        bits[i] = 1u128 << i;
        i += 1;
    }
    bits
};

impl Bitboard {
    pub const EMPTY: Bitboard = Bitboard(0);
    pub const FULL: Bitboard = Bitboard(BOARD_MASK);

    #[inline]
    pub fn from_square(sq: Square) -> Bitboard {
        Bitboard(POINT_BITS[sq.index()])
    }

    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    #[inline]
    pub const fn nonempty(self) -> bool {
        self.0 != 0
    }

    #[inline]
    pub fn contains(self, sq: Square) -> bool {
        self.0 & POINT_BITS[sq.index()] != 0
    }

    /// The points of `rank` as nine bits (bit = file).
    #[inline]
    pub const fn rank_bits(self, rank: usize) -> u16 {
        (self.0 >> (rank * 9)) as u16 & 0x1FF
    }

    #[inline]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// More than one point set.
    #[inline]
    pub const fn more_than_one(self) -> bool {
        self.0 & self.0.wrapping_sub(1) != 0
    }

    /// The lowest point, if any.
    #[inline]
    pub const fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::from_index_unchecked(self.0.trailing_zeros() as u8))
        }
    }

    #[inline]
    pub fn set(&mut self, sq: Square) {
        self.0 |= POINT_BITS[sq.index()];
    }

    #[inline]
    pub fn clear(&mut self, sq: Square) {
        self.0 &= !POINT_BITS[sq.index()];
    }

    #[inline]
    pub fn toggle(&mut self, sq: Square) {
        self.0 ^= POINT_BITS[sq.index()];
    }
}

impl Iterator for Bitboard {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        // The low and high 64-bit halves are scanned separately: cheaper than 128-bit
        // arithmetic, and only the half holding the point is rewritten.
        let lo = self.0 as u64;
        if lo != 0 {
            self.0 = (self.0 >> 64 << 64) | (lo & (lo - 1)) as u128;
            return Some(Square::from_index_unchecked(lo.trailing_zeros() as u8));
        }
        let hi = (self.0 >> 64) as u64;
        if hi != 0 {
            self.0 = ((hi & (hi - 1)) as u128) << 64;
            return Some(Square::from_index_unchecked(64 + hi.trailing_zeros() as u8));
        }
        None
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Bitboard {}

macro_rules! bitop {
    ($tr:ident, $f:ident, $atr:ident, $af:ident, $op:tt) => {
        impl $tr for Bitboard {
            type Output = Bitboard;
            #[inline]
            fn $f(self, rhs: Bitboard) -> Bitboard {
                Bitboard(self.0 $op rhs.0)
            }
        }
        impl $atr for Bitboard {
            #[inline]
            fn $af(&mut self, rhs: Bitboard) {
                self.0 = self.0 $op rhs.0;
            }
        }
    };
}

bitop!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
bitop!(BitOr, bitor, BitOrAssign, bitor_assign, |);
bitop!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl Not for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn not(self) -> Bitboard {
        Bitboard(!self.0 & BOARD_MASK)
    }
}

impl From<Square> for Bitboard {
    #[inline]
    fn from(sq: Square) -> Bitboard {
        Bitboard::from_square(sq)
    }
}

impl FromIterator<Square> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Bitboard {
        let mut bb = Bitboard::EMPTY;
        for sq in iter {
            bb.set(sq);
        }
        bb
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn iterates_every_point_in_order() {
        let all: Vec<usize> = Bitboard::FULL.map(|s| s.index()).collect();
        assert_eq!(all, (0..90).collect::<Vec<_>>());
        assert_eq!((!Bitboard::EMPTY).count(), 90);
    }

    #[test]
    fn more_than_one() {
        let a = Square::new(70).unwrap();
        let b = Square::new(3).unwrap();
        assert!(!Bitboard::from(a).more_than_one());
        assert!((Bitboard::from(a) | Bitboard::from(b)).more_than_one());
    }
}
