//! SplitMix64 (Steele, Lea, Flood 2014): the generator behind the zobrist keys and the seeded
//! puzzle choices. Tiny, and fixed forever: changing it changes every position hash and every
//! daily puzzle.

#[derive(Clone, Debug)]
pub struct SplitMix64(pub u64);

impl SplitMix64 {
    /// One step as a pure function, usable at compile time: the next state and its output.
    pub const fn step(state: u64) -> (u64, u64) {
        let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        (state, z ^ (z >> 31))
    }

    pub fn next_u64(&mut self) -> u64 {
        let (state, out) = Self::step(self.0);
        self.0 = state;
        out
    }

    /// A number in `0..n` (`n > 0`; modulo bias is irrelevant at these sizes).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n.max(1)
    }
}
