//! Precomputed attack tables, built at compile time (about 150 kilobytes).
//!
//! Chariots and cannons use rank and file occupancy lookups: a rank's nine bits or a file's
//! ten bits index a table of reachable points (the method of ElephantEye's bit-rank/bit-file
//! tables), which beats magic bitboards on a 90-point board with no 128-bit `pext`.

use crate::bitboard::Bitboard;
use crate::splitmix::SplitMix64;
use crate::types::{Color, Square};

/// Orthogonal directions as (file, rank) steps: up (towards Black), down, right, left.
pub const ORTHOGONAL: [(i32, i32); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];
/// Diagonal directions as (file, rank) steps.
pub const DIAGONAL: [(i32, i32); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];

pub struct Tables {
    /// Chariot reach along a rank: `[file][rank occupancy]` -> file mask (first blockers included).
    rank_slide: [[u16; 512]; 9],
    /// Cannon captures along a rank: `[file][rank occupancy]` -> file mask of the pieces just
    /// beyond the first screen.
    rank_cannon: [[u16; 512]; 9],
    /// The same along a file: `[rank][file occupancy]` -> rank mask.
    file_slide: [[u16; 1024]; 10],
    file_cannon: [[u16; 1024]; 10],
    /// A 10-bit rank mask spread onto file a.
    file_spread: [u128; 1024],
    pub rank_bb: [Bitboard; 10],
    pub file_bb: [Bitboard; 9],
    /// Points in each orthogonal direction from a point, to the edge.
    pub rays: [[Bitboard; 4]; 90],
    /// General steps inside the palace the point belongs to (empty outside palaces).
    pub general: [Bitboard; 90],
    /// Advisor steps inside the palace the point belongs to.
    pub advisor: [Bitboard; 90],
    /// Each colour's palace.
    pub palace: [Bitboard; 2],
    /// Elephant moves: for each diagonal, (eye, destination) without crossing the river.
    pub elephant: [[Option<(Square, Square)>; 4]; 90],
    /// Elephant destinations from a point, eyes ignored (symmetric: also the points an
    /// elephant could come from).
    pub elephant_reach: [Bitboard; 90],
    /// Horse moves grouped by leg: for each orthogonal neighbour (the leg), the two targets.
    pub horse_by_leg: [[(Option<Square>, Bitboard); 4]; 90],
    /// Horses that attack a point, grouped by the leg they need: for each diagonal neighbour
    /// of the target (their leg), the two points from which a horse reaches the target.
    pub horse_attackers_by_leg: [[(Option<Square>, Bitboard); 4]; 90],
    /// The same two tables as (leg point as a one-bit board, empty if off the board; points)
    /// pairs, so the hot lookups test a leg with an AND instead of a 128-bit shift.
    horse_moves_masked: [[(Bitboard, Bitboard); 4]; 90],
    horse_attackers_masked: [[(Bitboard, Bitboard); 4]; 90],
    /// The point's rank and file together: a chariot, cannon or general can only attack it
    /// from there.
    pub lines_through: [Bitboard; 90],
    /// Points from which a horse could attack the point if its leg were free.
    pub horse_reach: [Bitboard; 90],
    /// Points where a move (its origin or destination) can change whether the general on
    /// this point is attacked: its rank and file, its horses' origins and leg points.
    pub check_zone: [Bitboard; 90],
    /// Soldier moves per colour.
    pub soldier: [[Bitboard; 90]; 2],
    /// Points from which a soldier of the colour attacks the point.
    pub soldier_attackers: [[Bitboard; 90]; 2],
    /// Zobrist keys: `[piece index][point]` and the side key.
    pub zobrist_piece: [[u64; 90]; 14],
    pub zobrist_black: u64,
}

/// Built at compile time: a plain static, so a lookup is one load from a fixed address (no
/// initialisation check or pointer to follow on every access, as a lazily built table needs).
pub static TABLES: Tables = build();

#[inline]
pub fn tables() -> &'static Tables {
    &TABLES
}

/// Slide along a line of `len` points from `pos` over occupancy `occ`: (reach, cannon captures).
const fn slide_line(pos: usize, occ: usize, len: usize) -> (u16, u16) {
    let mut reach = 0u16;
    let mut cannon = 0u16;
    let mut d = 0;
    while d < 2 {
        let dir: i32 = if d == 0 { 1 } else { -1 };
        let mut i = pos as i32 + dir;
        let mut screen = false;
        while i >= 0 && (i as usize) < len {
            let occupied = occ >> i & 1 != 0;
            if !screen {
                reach |= 1 << i;
                if occupied {
                    screen = true;
                }
            } else if occupied {
                cannon |= 1 << i;
                break;
            }
            i += dir;
        }
        d += 1;
    }
    (reach, cannon)
}

const fn sq(file: i32, rank: i32) -> Option<Square> {
    Square::from_file_rank(file, rank)
}

/// The one-bit word of `s` (compile-time `Bitboard::from`).
const fn bit(s: Square) -> u128 {
    1u128 << s.index()
}

/// The one-bit word of an optional point (0 off the board).
const fn bit_of(s: Option<Square>) -> u128 {
    match s {
        Some(s) => bit(s),
        None => 0,
    }
}

// Written with `while` loops and raw words because it runs at compile time (`const fn`: no
// iterators, closures or operator traits).
const fn build() -> Tables {
    let mut t = Tables {
        rank_slide: [[0; 512]; 9],
        rank_cannon: [[0; 512]; 9],
        file_slide: [[0; 1024]; 10],
        file_cannon: [[0; 1024]; 10],
        file_spread: [0; 1024],
        rank_bb: [Bitboard::EMPTY; 10],
        file_bb: [Bitboard::EMPTY; 9],
        rays: [[Bitboard::EMPTY; 4]; 90],
        general: [Bitboard::EMPTY; 90],
        advisor: [Bitboard::EMPTY; 90],
        palace: [Bitboard::EMPTY; 2],
        elephant: [[None; 4]; 90],
        elephant_reach: [Bitboard::EMPTY; 90],
        horse_by_leg: [[(None, Bitboard::EMPTY); 4]; 90],
        horse_attackers_by_leg: [[(None, Bitboard::EMPTY); 4]; 90],
        lines_through: [Bitboard::EMPTY; 90],
        horse_reach: [Bitboard::EMPTY; 90],
        check_zone: [Bitboard::EMPTY; 90],
        horse_moves_masked: [[(Bitboard::EMPTY, Bitboard::EMPTY); 4]; 90],
        horse_attackers_masked: [[(Bitboard::EMPTY, Bitboard::EMPTY); 4]; 90],
        soldier: [[Bitboard::EMPTY; 90]; 2],
        soldier_attackers: [[Bitboard::EMPTY; 90]; 2],
        zobrist_piece: [[0; 90]; 14],
        zobrist_black: 0,
    };
    let mut pos = 0;
    while pos < 9 {
        let mut occ = 0;
        while occ < 512 {
            let (r, c) = slide_line(pos, occ, 9);
            t.rank_slide[pos][occ] = r;
            t.rank_cannon[pos][occ] = c;
            occ += 1;
        }
        pos += 1;
    }
    let mut pos = 0;
    while pos < 10 {
        let mut occ = 0;
        while occ < 1024 {
            let (r, c) = slide_line(pos, occ, 10);
            t.file_slide[pos][occ] = r;
            t.file_cannon[pos][occ] = c;
            occ += 1;
        }
        pos += 1;
    }
    let mut mask = 0;
    while mask < 1024 {
        let mut bb = 0u128;
        let mut r = 0;
        while r < 10 {
            if mask >> r & 1 != 0 {
                bb |= 1u128 << (r * 9);
            }
            r += 1;
        }
        t.file_spread[mask] = bb;
        mask += 1;
    }
    let mut i = 0;
    while i < 90 {
        t.rank_bb[i / 9].0 |= 1u128 << i;
        t.file_bb[i % 9].0 |= 1u128 << i;
        i += 1;
    }
    let mut i = 0;
    while i < 90 {
        t.lines_through[i] = Bitboard(t.rank_bb[i / 9].0 | t.file_bb[i % 9].0);
        t.check_zone[i] = t.lines_through[i];
        i += 1;
    }
    let mut i = 0;
    while i < 90 {
        let s = Square::from_index_unchecked(i as u8);
        let (f, r) = ((i % 9) as i32, (i / 9) as i32);
        let mut d = 0;
        while d < 4 {
            let (df, dr) = ORTHOGONAL[d];
            let mut k = 1;
            while let Some(to) = sq(f + df * k, r + dr * k) {
                t.rays[i][d].0 |= bit(to);
                k += 1;
            }
            d += 1;
        }
        let mut c = 0;
        while c < 2 {
            let color = Color::ALL[c];
            if s.in_palace(color) {
                t.palace[c].0 |= bit(s);
                let mut d = 0;
                while d < 4 {
                    if let Some(to) = sq(f + ORTHOGONAL[d].0, r + ORTHOGONAL[d].1) {
                        if to.in_palace(color) {
                            t.general[i].0 |= bit(to);
                        }
                    }
                    if let Some(to) = sq(f + DIAGONAL[d].0, r + DIAGONAL[d].1) {
                        if to.in_palace(color) {
                            t.advisor[i].0 |= bit(to);
                        }
                    }
                    d += 1;
                }
            }
            c += 1;
        }
        let own_half = if r <= 4 { Color::Red } else { Color::Black };
        let mut d = 0;
        while d < 4 {
            let (df, dr) = DIAGONAL[d];
            if let (Some(eye), Some(to)) = (sq(f + df, r + dr), sq(f + 2 * df, r + 2 * dr)) {
                if to.on_own_half(own_half) {
                    t.elephant[i][d] = Some((eye, to));
                    t.elephant_reach[i].0 |= bit(to);
                }
            }
            // Horses attacking `s` whose leg is the diagonal neighbour `s + (df, dr)`.
            if let Some(leg) = sq(f + df, r + dr) {
                let from = bit_of(sq(f + 2 * df, r + dr)) | bit_of(sq(f + df, r + 2 * dr));
                t.horse_attackers_by_leg[i][d] = (Some(leg), Bitboard(from));
                t.horse_reach[i].0 |= from;
                t.check_zone[i].0 |= from | bit(leg);
                t.horse_attackers_masked[i][d] = (Bitboard(bit(leg)), Bitboard(from));
            }
            d += 1;
        }
        let mut d = 0;
        while d < 4 {
            let (df, dr) = ORTHOGONAL[d];
            if let Some(leg) = sq(f + df, r + dr) {
                // Step over the leg, then one point diagonally outward on either side.
                let (pf, pr) = (dr.abs(), df.abs()); // perpendicular unit
                let to = bit_of(sq(f + 2 * df - pf, r + 2 * dr - pr))
                    | bit_of(sq(f + 2 * df + pf, r + 2 * dr + pr));
                t.horse_by_leg[i][d] = (Some(leg), Bitboard(to));
                t.horse_moves_masked[i][d] = (Bitboard(bit(leg)), Bitboard(to));
            }
            d += 1;
        }
        let mut c = 0;
        while c < 2 {
            let color = Color::ALL[c];
            let forward = if c == 0 { 1 } else { -1 };
            let mut m = bit_of(sq(f, r + forward));
            if !s.on_own_half(color) {
                m |= bit_of(sq(f - 1, r)) | bit_of(sq(f + 1, r));
            }
            t.soldier[c][i] = Bitboard(m);
            c += 1;
        }
        i += 1;
    }
    let mut c = 0;
    while c < 2 {
        let mut from = 0;
        while from < 90 {
            let mut targets = t.soldier[c][from].0;
            while targets != 0 {
                let to = targets.trailing_zeros() as usize;
                t.soldier_attackers[c][to].0 |= 1u128 << from;
                targets &= targets - 1;
            }
            from += 1;
        }
        c += 1;
    }
    // Fixed-seed splitmix64: the keys (and so every hash) are the same on every platform.
    let mut state = 0x9E37_79B9_7F4A_7C15u64 ^ 0x5851_F42D_4C95_7F2D;
    let mut p = 0;
    while p < 14 {
        let mut s = 0;
        while s < 90 {
            let (next_state, key) = SplitMix64::step(state);
            state = next_state;
            t.zobrist_piece[p][s] = key;
            s += 1;
        }
        p += 1;
    }
    t.zobrist_black = SplitMix64::step(state).1;
    t
}

impl Tables {
    /// Chariot reach from `s` given the occupancy and the occupancy bits of `s`'s file.
    #[inline]
    pub fn chariot(&self, s: Square, occ: Bitboard, file_occ: u16) -> Bitboard {
        let (f, r) = (s.file().index(), s.rank().index());
        let rank_occ = (occ.0 >> (r * 9)) as usize & 0x1FF;
        let along_rank = (self.rank_slide[f][rank_occ] as u128) << (r * 9);
        // Masks: file words are 10 bits; they let the compiler drop the bounds checks.
        let along_file =
            self.file_spread[self.file_slide[r][file_occ as usize & 0x3FF] as usize & 0x3FF] << f;
        Bitboard(along_rank | along_file)
    }

    /// A slider on (`file`, `rank`) along its rank and its file: the points it reaches, up to
    /// and including the first piece each way, as line bits (along the rank bit = file, along
    /// the file bit = rank), from the rank's and the file's occupancy. Cheaper than
    /// [`Tables::chariot`] when only counts are wanted.
    #[inline]
    pub fn slide_lines(
        &self,
        file: usize,
        rank: usize,
        rank_occ: u16,
        file_occ: u16,
    ) -> (u16, u16) {
        (
            self.rank_slide[file][rank_occ as usize & 0x1FF],
            self.file_slide[rank][file_occ as usize & 0x3FF],
        )
    }

    /// Cannon captures from `s`: the first piece beyond exactly one screen in each direction.
    #[inline]
    pub fn cannon_captures(&self, s: Square, occ: Bitboard, file_occ: u16) -> Bitboard {
        let (f, r) = (s.file().index(), s.rank().index());
        let rank_occ = (occ.0 >> (r * 9)) as usize & 0x1FF;
        let along_rank = (self.rank_cannon[f][rank_occ] as u128) << (r * 9);
        let along_file =
            self.file_spread[self.file_cannon[r][file_occ as usize & 0x3FF] as usize & 0x3FF] << f;
        Bitboard(along_rank | along_file)
    }

    /// Horse targets from `s` (legs that are occupied block their two targets).
    #[inline]
    pub fn horse(&self, s: Square, occ: Bitboard) -> Bitboard {
        let mut out = 0u128;
        for &(leg, to) in &self.horse_moves_masked[s.index()] {
            if occ.0 & leg.0 == 0 {
                out |= to.0;
            }
        }
        Bitboard(out)
    }

    /// Points from which a horse would attack `s` with the given occupancy.
    #[inline]
    pub fn horse_attackers(&self, s: Square, occ: Bitboard) -> Bitboard {
        let mut out = 0u128;
        for &(leg, from) in &self.horse_attackers_masked[s.index()] {
            if occ.0 & leg.0 == 0 {
                out |= from.0;
            }
        }
        Bitboard(out)
    }

    /// Elephant targets from `s` (blocked eyes excluded; never across the river).
    #[inline]
    pub fn elephant(&self, s: Square, occ: Bitboard) -> Bitboard {
        let mut out = Bitboard::EMPTY;
        for &(eye, to) in self.elephant[s.index()].iter().flatten() {
            if !occ.contains(eye) {
                out.set(to);
            }
        }
        out
    }
}

/// Occupancy bits of one file (bit r = rank r occupied), computed from a bitboard.
pub fn file_occupancy(occ: Bitboard, file: usize) -> u16 {
    let mut bits = 0u16;
    for r in 0..10 {
        if occ.0 >> (r * 9 + file) & 1 != 0 {
            bits |= 1 << r;
        }
    }
    bits
}

#[cfg(test)]
mod tests {
    //! The compile-time tables against a slow step-by-step walk of the board, for every
    //! point and many random occupancies.
    use super::*;

    fn random_occupancies() -> Vec<Bitboard> {
        let (mut state, mut out) = (7u64, Vec::new());
        for density in [4u64, 8, 16, 32] {
            for _ in 0..64 {
                let mut bb = 0u128;
                for i in 0..90 {
                    let (next, r) = SplitMix64::step(state);
                    state = next;
                    if r % 64 < density {
                        bb |= 1u128 << i;
                    }
                }
                out.push(Bitboard(bb));
            }
        }
        out
    }

    fn at(s: Square, df: i32, dr: i32) -> Option<Square> {
        s.offset(df, dr)
    }

    /// Slider targets by walking each direction: (chariot reach, cannon captures).
    fn walk(s: Square, occ: Bitboard) -> (Bitboard, Bitboard) {
        let (mut reach, mut cannon) = (Bitboard::EMPTY, Bitboard::EMPTY);
        for (df, dr) in ORTHOGONAL {
            let mut screen = false;
            let mut k = 1;
            while let Some(to) = at(s, df * k, dr * k) {
                if !screen {
                    reach.set(to);
                    screen = occ.contains(to);
                } else if occ.contains(to) {
                    cannon.set(to);
                    break;
                }
                k += 1;
            }
        }
        (reach, cannon)
    }

    fn walk_horse(s: Square, occ: Bitboard) -> Bitboard {
        let mut out = Bitboard::EMPTY;
        for (lf, lr) in ORTHOGONAL {
            let Some(leg) = at(s, lf, lr) else { continue };
            if occ.contains(leg) {
                continue;
            }
            for side in [-1, 1] {
                let (pf, pr) = (lr.abs() * side, lf.abs() * side);
                if let Some(to) = at(s, 2 * lf + pf, 2 * lr + pr) {
                    out.set(to);
                }
            }
        }
        out
    }

    #[test]
    fn sliders_and_horses_match_a_walk_of_the_board() {
        let t = tables();
        for occ in random_occupancies() {
            for s in Square::all() {
                let file_occ = file_occupancy(occ, s.file().index());
                let (reach, cannon) = walk(s, occ);
                assert_eq!(t.chariot(s, occ, file_occ), reach, "chariot {s}");
                assert_eq!(t.cannon_captures(s, occ, file_occ), cannon, "cannon {s}");
                let horse = walk_horse(s, occ);
                assert_eq!(t.horse(s, occ), horse, "horse {s}");
                for from in Square::all() {
                    assert_eq!(
                        t.horse_attackers(s, occ).contains(from),
                        walk_horse(from, occ).contains(s),
                        "horse attacker {from} of {s}"
                    );
                }
            }
        }
    }

    #[test]
    fn short_steppers_stay_in_their_areas() {
        let t = tables();
        for s in Square::all() {
            for c in Color::ALL {
                let palace = t.palace[c.index()];
                if palace.contains(s) {
                    for to in t.general[s.index()] {
                        assert!(palace.contains(to));
                        assert_eq!(
                            (to.file().index().abs_diff(s.file().index()))
                                + to.rank().index().abs_diff(s.rank().index()),
                            1
                        );
                    }
                    for to in t.advisor[s.index()] {
                        assert!(palace.contains(to));
                        assert_eq!(to.file().index().abs_diff(s.file().index()), 1);
                        assert_eq!(to.rank().index().abs_diff(s.rank().index()), 1);
                    }
                }
                for to in t.soldier[c.index()][s.index()] {
                    assert!(t.soldier_attackers[c.index()][to.index()].contains(s));
                }
            }
            for &(eye, to) in t.elephant[s.index()].iter().flatten() {
                assert_eq!(
                    eye.index() * 2,
                    s.index() + to.index(),
                    "the eye is the midpoint"
                );
                assert_eq!(to.file().index().abs_diff(s.file().index()), 2);
                assert_eq!(s.on_own_half(Color::Red), to.on_own_half(Color::Red));
            }
        }
        let red_soldier_steps: usize = Square::all()
            .map(|s| t.soldier[0][s.index()].count() as usize)
            .sum();
        // 81 forward steps (not from the last rank) + 2 * 8 sideways steps on 5 ranks.
        assert_eq!(red_soldier_steps, 81 + 5 * 16);
    }

    #[test]
    fn zobrist_keys_are_distinct() {
        let t = tables();
        let mut keys: Vec<u64> = t.zobrist_piece.iter().flatten().copied().collect();
        keys.push(t.zobrist_black);
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), 14 * 90 + 1);
        assert!(!keys.contains(&0));
    }
}
