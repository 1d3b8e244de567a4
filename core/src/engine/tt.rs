//! The transposition table: two-entry buckets, depth-preferred with ageing.
//!
//! Each bucket holds two 16-byte entries. A store replaces the entry with the same key, else
//! the entry worth least: older search generations first, then the shallower one. So a deep
//! entry of the current search survives a flood of shallow ones (the "TT replacement" test).

use crate::moves::Move;

/// Default size: small enough for a phone.
pub const DEFAULT_TT_MIB: usize = 16;
/// Smallest table the caller can ask for (the size is clamped to at least this).
pub const MIN_TT_MIB: usize = 1;
/// Largest table the caller can ask for.
pub const MAX_TT_MIB: usize = 4096;

/// How a stored score relates to the true value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The true value is at most the score (failed low).
    Upper,
    /// The true value is at least the score (failed high).
    Lower,
    /// The score is exact (a PV node).
    Exact,
}

#[derive(Clone, Copy, Default)]
#[repr(C)]
struct Entry {
    key: u64,
    mv: u16,
    score: i16,
    eval: i16,
    depth: i8,
    /// Bits 0..1: bound (0 = empty), bits 2..7: generation.
    flags: u8,
}

const _: () = assert!(std::mem::size_of::<Entry>() == 16);

/// What a probe found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TtHit {
    pub mv: Option<Move>,
    /// Score relative to the node (mate scores already re-based by the caller's ply).
    pub score: i32,
    pub eval: i32,
    pub depth: i32,
    pub bound: Bound,
}

/// Tables at least this big are aligned to and advised onto 2 MiB pages: the probe is the
/// search's main cache (and TLB) miss, measured ~35 % of the time with 4 KiB pages.
const HUGE_PAGE: usize = 2 << 20;

/// The bucket array: zeroed, aligned memory (huge pages where the OS offers them).
struct Buckets {
    ptr: std::ptr::NonNull<[Entry; 2]>,
    len: usize,
    layout: std::alloc::Layout,
}

// SAFETY: `Buckets` owns plain data; access goes through `&`/`&mut` like a `Vec`.
unsafe impl Send for Buckets {}
unsafe impl Sync for Buckets {}

#[cfg(target_os = "linux")]
extern "C" {
    fn madvise(addr: *mut std::ffi::c_void, len: usize, advice: i32) -> i32;
}
#[cfg(target_os = "linux")]
const MADV_HUGEPAGE: i32 = 14;

impl Buckets {
    fn new(len: usize) -> Buckets {
        let bytes = len * std::mem::size_of::<[Entry; 2]>();
        let align = if bytes >= HUGE_PAGE { HUGE_PAGE } else { 64 };
        let layout = std::alloc::Layout::from_size_align(bytes.max(64), align)
            .unwrap_or_else(|_| std::alloc::Layout::new::<[Entry; 2]>());
        // SAFETY: the layout has a non-zero size; the memory is zeroed before any use.
        let raw = unsafe { std::alloc::alloc(layout) };
        let Some(ptr) = std::ptr::NonNull::new(raw as *mut [Entry; 2]) else {
            std::alloc::handle_alloc_error(layout)
        };
        #[cfg(target_os = "linux")]
        if align == HUGE_PAGE {
            // SAFETY: advice on our own fresh mapping; failure only means small pages.
            unsafe { madvise(raw as *mut std::ffi::c_void, layout.size(), MADV_HUGEPAGE) };
        }
        // SAFETY: `raw` is valid for `layout.size()` bytes; all-zero is a valid `Entry`.
        unsafe { std::ptr::write_bytes(raw, 0, layout.size()) };
        Buckets {
            ptr,
            len: layout.size() / std::mem::size_of::<[Entry; 2]>(),
            layout,
        }
    }
}

impl std::ops::Deref for Buckets {
    type Target = [[Entry; 2]];
    fn deref(&self) -> &[[Entry; 2]] {
        // SAFETY: `ptr` points to `len` initialised buckets owned by `self`.
        unsafe { std::slice::from_raw_parts(self.ptr.as_ptr(), self.len) }
    }
}

impl std::ops::DerefMut for Buckets {
    fn deref_mut(&mut self) -> &mut [[Entry; 2]] {
        // SAFETY: as above, and `&mut self` guarantees exclusive access.
        unsafe { std::slice::from_raw_parts_mut(self.ptr.as_ptr(), self.len) }
    }
}

impl Drop for Buckets {
    fn drop(&mut self) {
        // SAFETY: allocated in `Buckets::new` with this layout.
        unsafe { std::alloc::dealloc(self.ptr.as_ptr() as *mut u8, self.layout) };
    }
}

/// Asks the CPU to start loading the cache line at `p` (the phones' ARM cores and x86 alike;
/// elsewhere nothing happens).
#[inline(always)]
fn prefetch_read(p: *const u8) {
    // SAFETY (all arms): a prefetch is a hint. It never faults, not even on a bad address,
    // reads nothing into registers and writes no memory or flags.
    #[cfg(target_arch = "x86_64")]
    unsafe {
        std::arch::x86_64::_mm_prefetch(p as *const i8, std::arch::x86_64::_MM_HINT_T0)
    };
    #[cfg(target_arch = "aarch64")]
    unsafe {
        std::arch::asm!("prfm pldl1keep, [{0}]", in(reg) p, options(nostack, preserves_flags, readonly))
    };
    #[cfg(target_arch = "arm")]
    unsafe {
        std::arch::asm!("pld [{0}]", in(reg) p, options(nostack, preserves_flags, readonly))
    };
    #[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64", target_arch = "arm")))]
    let _ = p;
}

/// The table. Not shared between threads: each [`super::Engine`] owns one.
pub struct TranspositionTable {
    buckets: Buckets,
    mask: usize,
    generation: u8,
}

const GEN_MASK: u8 = 0x3F;

impl TranspositionTable {
    /// A table of about `mib` MiB (rounded down to a power of two number of buckets).
    pub fn new(mib: usize) -> TranspositionTable {
        let bytes = mib.clamp(MIN_TT_MIB, MAX_TT_MIB) << 20;
        let want = bytes / std::mem::size_of::<[Entry; 2]>();
        let n = if want.is_power_of_two() {
            want
        } else {
            want.next_power_of_two() / 2
        };
        TranspositionTable {
            buckets: Buckets::new(n),
            mask: n - 1,
            generation: 0,
        }
    }

    /// Size in MiB.
    pub fn size_mib(&self) -> usize {
        (self.buckets.len() * std::mem::size_of::<[Entry; 2]>()) >> 20
    }

    /// Forgets everything (new game).
    pub fn clear(&mut self) {
        self.buckets.fill([Entry::default(); 2]);
        self.generation = 0;
    }

    /// Starts a new search generation: older entries become preferred victims.
    pub fn new_search(&mut self) {
        self.generation = (self.generation + 1) & GEN_MASK;
    }

    #[inline]
    fn bucket(&self, key: u64) -> usize {
        // High bits pick the bucket; the full key is stored for verification.
        ((key >> 32) as usize ^ key as usize) & self.mask
    }

    /// Hints the CPU to load `key`'s bucket (called right after a move, before the child
    /// node probes it: the probe is otherwise the search's main cache miss).
    #[inline]
    pub fn prefetch(&self, key: u64) {
        prefetch_read(&self.buckets[self.bucket(key)] as *const [Entry; 2] as *const u8);
    }

    /// Looks `key` up.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<TtHit> {
        let b = &self.buckets[self.bucket(key)];
        b.iter()
            .find(|e| e.key == key && e.flags & 3 != 0)
            .map(|e| TtHit {
                mv: Move::from_bits(e.mv).filter(|m| *m != Move::NULL),
                score: e.score as i32,
                eval: e.eval as i32,
                depth: e.depth as i32,
                bound: match e.flags & 3 {
                    1 => Bound::Upper,
                    2 => Bound::Lower,
                    _ => Bound::Exact,
                },
            })
    }

    /// Stores a result. A missing move keeps the move already stored for this key.
    #[inline(always)]
    pub fn store(
        &mut self,
        key: u64,
        mv: Option<Move>,
        score: i32,
        eval: i32,
        depth: i32,
        bound: Bound,
    ) {
        let gen = self.generation;
        let idx = self.bucket(key);
        let b = &mut self.buckets[idx];
        let slot = if b[0].key == key || b[0].flags & 3 == 0 {
            0
        } else if b[1].key == key || b[1].flags & 3 == 0 {
            1
        } else {
            // Victim: the lower "worth" (depth, minus a big penalty for an old generation).
            let worth = |e: &Entry| {
                let age = (gen.wrapping_sub(e.flags >> 2)) & GEN_MASK;
                e.depth as i32 - 8 * age as i32
            };
            if worth(&b[0]) <= worth(&b[1]) {
                0
            } else {
                1
            }
        };
        let e = &mut b[slot];
        // Same position, same search, deeper non-exact result already here: keep it.
        if e.key == key
            && e.flags >> 2 == gen
            && e.depth as i32 > depth + 2
            && bound != Bound::Exact
        {
            return;
        }
        let keep_move = if e.key == key { e.mv } else { 0 };
        e.key = key;
        e.mv = mv.map_or(keep_move, |m| m.bits());
        e.score = score.clamp(i16::MIN as i32, i16::MAX as i32) as i16;
        e.eval = eval.clamp(i16::MIN as i32, i16::MAX as i32) as i16;
        e.depth = depth.clamp(-1, i8::MAX as i32) as i8;
        let b = match bound {
            Bound::Upper => 1,
            Bound::Lower => 2,
            Bound::Exact => 3,
        };
        e.flags = (gen << 2) | b;
    }

    /// Permille of the first thousand buckets' entries used by the current search.
    pub fn hashfull(&self) -> u32 {
        let n = self.buckets.len().min(500);
        let used = self.buckets[..n]
            .iter()
            .flatten()
            .filter(|e| e.flags & 3 != 0 && e.flags >> 2 == self.generation)
            .count();
        (used * 1000 / (2 * n).max(1)) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn size_is_a_power_of_two_within_budget() {
        let t = TranspositionTable::new(16);
        assert_eq!(t.size_mib(), 16);
        assert!(t.buckets.len().is_power_of_two());
        let t = TranspositionTable::new(3);
        assert_eq!(t.size_mib(), 2);
    }

    #[test]
    fn prefetch_changes_nothing() {
        let mut t = TranspositionTable::new(1);
        let m = Move::parse_iccs("h2e2").unwrap();
        t.store(0xDEAD_BEEF, Some(m), 31, 7, 5, Bound::Lower);
        let before = t.probe(0xDEAD_BEEF);
        for key in [0, 0xDEAD_BEEF, u64::MAX, 1 << 63] {
            t.prefetch(key);
        }
        prefetch_read(std::ptr::null());
        prefetch_read(usize::MAX as *const u8);
        assert_eq!(t.probe(0xDEAD_BEEF), before);
        assert_eq!(
            before.map(|h| (h.mv, h.score, h.depth)),
            Some((Some(m), 31, 5))
        );
    }
}
