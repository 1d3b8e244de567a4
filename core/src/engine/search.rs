//! Iterative deepening principal-variation search.
//!
//! Alpha-beta (PVS) with a transposition table, aspiration windows, check extension, reverse
//! futility pruning, null move (verified in low-material positions, where zugzwang is real),
//! internal iterative reduction, late-move reductions and pruning, futility pruning, killer /
//! counter-move / history ordering and mate-distance pruning; quiescence on captures (losing
//! captures by exchange evaluation skipped) and on every evasion when in check.
//!
//! Repetitions inside the search (against the search path and the game history, same side to
//! move, back to the last capture only) are judged by [`GameRules::judge_repetition`]: a
//! perpetual checker or chaser loses, the victim wins, anything else is a draw.

use super::eval::{EvalCache, Material, SEE_VALUE};
use super::time::{Limits, TimeManager};
use super::tt::{Bound, TranspositionTable, DEFAULT_TT_MIB};
use super::{
    EngineError, GameRules, Info, RepetitionVerdict, Score, SearchResult, StopHandle,
    DECISIVE_BOUND, INFINITE, MATE, VERDICT_WIN,
};
use crate::moves::{Move, MoveList, MAX_MOVES};
use crate::position::{Position, Undo};
use crate::types::{Color, Piece, PieceKind};
use std::sync::atomic::Ordering;
use std::time::Instant;

mod lines;
mod picker;
mod see;

pub use lines::{MultiPvInfo, MultiPvResult, PvLine};

use picker::{loses_no_material, mvv_lva, pick, Prune};
pub use see::{see, see_ge_zero};

/// Deepest ply the search reaches (extensions included).
pub const MAX_PLY: usize = 128;
/// Deepest iteration.
pub const MAX_DEPTH: u32 = 100;

/// With a single legal move the search stops at this depth (enough for an honest score).
const ONLY_MOVE_DEPTH: u32 = 6;

const ASPIRATION_MIN_DEPTH: u32 = 5;
const ASPIRATION_WINDOW: Score = 25;
const ASPIRATION_GIVE_UP: Score = 800;

const RFP_MAX_DEPTH: i32 = 6;
const RFP_MARGIN: Score = 90;

const NULL_MIN_DEPTH: i32 = 3;
const NULL_BASE_REDUCTION: i32 = 3;
const NULL_DEPTH_DIVISOR: i32 = 4;
const NULL_EVAL_DIVISOR: Score = 200;
/// With at most this many chariots + horses + cannons, null-move cutoffs are verified.
const NULL_VERIFY_MAX_PIECES: u32 = 2;

const IIR_MIN_DEPTH: i32 = 4;

const FUTILITY_MAX_DEPTH: i32 = 3;
const FUTILITY_MARGIN: [Score; 4] = [0, 130, 240, 360];
const LMP_MAX_DEPTH: i32 = 4;
const LMP_MOVES: [usize; 5] = [0, 6, 10, 16, 24];
/// More moves before late-move pruning when the evaluation is improving.
const LMP_IMPROVING_MOVES: usize = 3;
/// Losing captures are skipped at this depth and below (outside PV and check).
const BAD_CAPTURE_PRUNE_DEPTH: i32 = 2;

const LMR_MIN_DEPTH: i32 = 3;
const LMR_BASE: f64 = 0.75;
const LMR_DIVISOR: f64 = 2.25;
const LMR_HISTORY_DIVISOR: i32 = 6000;

const DELTA_MARGIN: Score = 200;
const HISTORY_MAX: i32 = 16_384;
const HISTORY_BONUS_MAX: i32 = 1_600;

/// Moves picked one at a time by selection before the rest of the list is sorted once.
const PICK_BEFORE_SORT: usize = 1;
/// Up to this depth the quiet moves late-move pruning allows are all taken by selection
/// (measured: cheaper than sorting at depths 1-2, dearer from 3 on).
const SELECT_ONLY_MAX_DEPTH: i32 = 2;

/// Slots of the repetition filter (a power of 2; game plus search path hold a few hundred
/// positions at most).
const KEY_SLOTS: usize = 1024;

#[inline]
fn key_slot(key: u64) -> usize {
    key as usize & (KEY_SLOTS - 1)
}

/// Nodes between looks at the clock and the stop flag (~0.5 ms at 2 M nodes/s; a power of 2).
const CHECK_INTERVAL: u64 = 1024;

// Move ordering bands.
const ORDER_TT: i32 = 10_000_000;
const ORDER_GOOD_CAPTURE: i32 = 1_000_000;
const ORDER_KILLER_1: i32 = 900_000;
const ORDER_KILLER_2: i32 = 800_000;
const ORDER_COUNTER: i32 = 700_000;
const ORDER_BAD_CAPTURE: i32 = -1_000_000;

/// Ordering heuristics that live across searches.
struct Heuristics {
    history: [[i32; 90]; 14],
    killers: [[Move; 2]; MAX_PLY + 1],
    counter: [[Move; 90]; 14],
    lmr: [[u8; 64]; 64],
}

impl Heuristics {
    fn new() -> Box<Heuristics> {
        let mut h = Box::new(Heuristics {
            history: [[0; 90]; 14],
            killers: [[Move::NULL; 2]; MAX_PLY + 1],
            counter: [[Move::NULL; 90]; 14],
            lmr: [[0; 64]; 64],
        });
        for d in 1..64 {
            for m in 1..64 {
                let r = LMR_BASE + (d as f64).ln() * (m as f64).ln() / LMR_DIVISOR;
                h.lmr[d][m] = r.clamp(0.0, 32.0) as u8;
            }
        }
        h
    }

    fn clear(&mut self) {
        self.history = [[0; 90]; 14];
        self.killers = [[Move::NULL; 2]; MAX_PLY + 1];
        self.counter = [[Move::NULL; 90]; 14];
    }

    /// Between searches old history counts for less.
    fn age(&mut self) {
        for row in self.history.iter_mut() {
            for v in row.iter_mut() {
                *v /= 2;
            }
        }
        self.killers = [[Move::NULL; 2]; MAX_PLY + 1];
    }
}

#[inline]
fn gravity(entry: &mut i32, bonus: i32) {
    *entry += bonus - *entry * bonus.abs() / HISTORY_MAX;
}

/// A searcher: the transposition table and ordering heuristics, reused across searches.
pub struct Engine {
    tt: TranspositionTable,
    heur: Box<Heuristics>,
    evals: Box<EvalCache>,
    stop: StopHandle,
}

impl Default for Engine {
    fn default() -> Self {
        Engine::new(DEFAULT_TT_MIB)
    }
}

/// Per-ply search stack entry.
#[derive(Clone, Copy)]
struct Frame {
    eval: Score,
    /// Piece index (0..14) and destination of the move made at this ply, for counter moves.
    piece: u8,
    to: u8,
    null: bool,
}

const EMPTY_FRAME: Frame = Frame {
    eval: 0,
    piece: 0,
    to: 0,
    null: false,
};

/// One search in progress.
struct Ctx<'a> {
    tt: &'a mut TranspositionTable,
    heur: &'a mut Heuristics,
    evals: &'a mut EvalCache,
    rules: &'a dyn GameRules,
    stop: &'a StopHandle,
    pos: Position,
    /// Hashes of the game's positions then the search path; `keys.len() == line.len() + 1`.
    keys: Vec<u64>,
    line: Vec<Move>,
    /// How many of `keys` fall in each slot (by their low bits): a position whose slot holds
    /// only itself cannot be a repetition, which spares most nodes the scan back.
    key_slots: [u16; KEY_SLOTS],
    /// By ply, the oldest position index (in `keys`) a repetition may go back to.
    oldest: [usize; MAX_PLY + 2],
    /// The material sums by ply (index 0: the root).
    material: [Material; MAX_PLY + 2],
    /// Whether the side to move at each ply is in check, when the parent already knows.
    known_check: [Option<bool>; MAX_PLY + 2],
    frames: [Frame; MAX_PLY + 2],
    pv: Vec<[Move; MAX_PLY + 1]>,
    pv_len: [usize; MAX_PLY + 1],
    nodes: u64,
    node_limit: u64,
    seldepth: usize,
    root_depth: u32,
    aborted: bool,
    tm: TimeManager,
    root_best: Option<(Move, Score)>,
    /// Only these root moves are searched (characters, multi-scoring).
    root_only: Option<Vec<Move>>,
    null_disabled: bool,
    /// Per-ply move buffers (no per-node zeroing of big arrays).
    lists: Vec<MoveList>,
    orders: Vec<[i32; MAX_MOVES]>,
    quiets: Vec<MoveList>,
    /// Scratch list for one step of a node's move picker (a single move to filter, the
    /// quiet moves).
    scratch: MoveList,
}

#[inline]
fn score_to_tt(s: Score, ply: usize) -> Score {
    if s >= DECISIVE_BOUND {
        s + ply as Score
    } else if s <= -DECISIVE_BOUND {
        s - ply as Score
    } else {
        s
    }
}

#[inline]
fn score_from_tt(s: Score, ply: usize) -> Score {
    if s >= DECISIVE_BOUND {
        s - ply as Score
    } else if s <= -DECISIVE_BOUND {
        s + ply as Score
    } else {
        s
    }
}

impl Engine {
    /// An engine with a transposition table of about `tt_mib` MiB.
    pub fn new(tt_mib: usize) -> Engine {
        Engine {
            tt: TranspositionTable::new(tt_mib),
            heur: Heuristics::new(),
            evals: Box::new(EvalCache::new()),
            stop: StopHandle::new(),
        }
    }

    /// Resizes (and clears) the transposition table.
    pub fn set_hash_mib(&mut self, mib: usize) {
        self.tt = TranspositionTable::new(mib);
    }

    /// Transposition table size in MiB.
    pub fn hash_mib(&self) -> usize {
        self.tt.size_mib()
    }

    /// Forgets everything learnt (new game).
    pub fn new_game(&mut self) {
        self.tt.clear();
        self.heur.clear();
    }

    /// A handle that stops searches of this engine from another thread.
    pub fn stop_handle(&self) -> StopHandle {
        self.stop.clone()
    }

    /// Direct table access for tests.
    pub fn tt(&mut self) -> &mut TranspositionTable {
        &mut self.tt
    }

    /// Searches the position reached by playing `moves` from `start` (the game so far, used
    /// for repetition judging) within `limits`. `progress` gets an [`Info`] after every
    /// completed iteration.
    pub fn search(
        &mut self,
        start: &Position,
        moves: &[Move],
        limits: Limits,
        rules: &dyn GameRules,
        progress: impl FnMut(&Info),
    ) -> Result<SearchResult, EngineError> {
        self.search_restricted(start, moves, limits, rules, None, progress)
    }

    /// Like [`Engine::search`] but only the given root moves are considered.
    pub(crate) fn search_restricted(
        &mut self,
        start: &Position,
        moves: &[Move],
        limits: Limits,
        rules: &dyn GameRules,
        root_only: Option<Vec<Move>>,
        mut progress: impl FnMut(&Info),
    ) -> Result<SearchResult, EngineError> {
        let mut one_line = |info: &MultiPvInfo| {
            progress(&Info {
                search_id: info.search_id,
                depth: info.depth,
                seldepth: info.seldepth,
                score: info.lines[0].score,
                nodes: info.nodes,
                time_ms: info.time_ms,
                pv: info.lines[0].pv.clone(),
            })
        };
        let r = self.deepen(start, moves, limits, rules, root_only, 1, &mut one_line)?;
        let line = &r.lines[0];
        Ok(SearchResult {
            best: line.first(),
            score: line.score,
            pv: line.pv.clone(),
            depth: r.depth,
            seldepth: r.seldepth,
            nodes: r.nodes,
            time_ms: r.time_ms,
            search_id: r.search_id,
        })
    }

    /// Scores every root move with a search of `depth` plies (the root move included) in the
    /// window `(alpha, beta)`, best first. Used by the characters.
    pub(crate) fn score_root_moves(
        &mut self,
        start: &Position,
        moves: &[Move],
        depth: u32,
        limits: Limits,
        rules: &dyn GameRules,
        window: (Score, Score),
    ) -> Result<Vec<(Move, Score)>, EngineError> {
        let (mut ctx, root, _, _) = self.begin(start, moves, rules, &limits, None)?;
        ctx.root_depth = depth.max(1);
        let mut out = Vec::with_capacity(root.len());
        for &m in root.iter() {
            let Some(mover) = ctx.pos.piece_at(m.from()) else {
                continue;
            };
            let undo = ctx.make(m, mover, 0);
            ctx.frames[0].piece = mover.index() as u8;
            ctx.frames[0].to = m.to().index() as u8;
            let s = -ctx.negamax(depth as i32 - 1, -window.1, -window.0, 1);
            ctx.unmake(m, undo);
            if ctx.aborted {
                break;
            }
            out.push((m, s));
        }
        // Stable: equal scores keep the generation order (deterministic).
        out.sort_by_key(|&(_, s)| -s);
        Ok(out)
    }

    /// Starts a search: a new search id, the stop flag cleared, the game replayed into a
    /// context, the root moves (none is an error) and a new table generation.
    fn begin<'a>(
        &'a mut self,
        start: &Position,
        moves: &[Move],
        rules: &'a dyn GameRules,
        limits: &Limits,
        root_only: Option<Vec<Move>>,
    ) -> Result<(Ctx<'a>, MoveList, u64, Instant), EngineError> {
        let t0 = Instant::now();
        let search_id = self.stop.search_id.fetch_add(1, Ordering::Relaxed) + 1;
        self.stop.stop.store(false, Ordering::Relaxed);
        let ctx = self.context(start, moves, rules, limits, t0, root_only)?;
        let root = ctx.root_moves();
        if root.is_empty() {
            return Err(EngineError::NoLegalMove);
        }
        ctx.tt.new_search();
        Ok((ctx, root, search_id, t0))
    }

    fn context<'a>(
        &'a mut self,
        start: &Position,
        moves: &[Move],
        rules: &'a dyn GameRules,
        limits: &Limits,
        t0: Instant,
        root_only: Option<Vec<Move>>,
    ) -> Result<Ctx<'a>, EngineError> {
        let mut pos = start.clone();
        let mut keys = Vec::with_capacity(moves.len() + MAX_PLY + 2);
        let mut line = Vec::with_capacity(moves.len() + MAX_PLY + 1);
        let mut oldest = 0;
        keys.push(pos.hash());
        for (index, &mv) in moves.iter().enumerate() {
            if !pos.is_legal(mv) {
                return Err(EngineError::IllegalHistory { index, mv });
            }
            let capture = pos.piece_at(mv.to()).is_some();
            pos.make_move(mv);
            if capture {
                oldest = keys.len();
            }
            line.push(mv);
            keys.push(pos.hash());
        }
        let material = [Material::of(&pos); MAX_PLY + 2];
        let mut key_slots = [0; KEY_SLOTS];
        for &key in &keys {
            key_slots[key_slot(key)] += 1;
        }
        Ok(Ctx {
            tt: &mut self.tt,
            heur: &mut self.heur,
            evals: &mut self.evals,
            rules,
            stop: &self.stop,
            pos,
            keys,
            line,
            key_slots,
            oldest: [oldest; MAX_PLY + 2],
            material,
            known_check: [None; MAX_PLY + 2],
            frames: [EMPTY_FRAME; MAX_PLY + 2],
            pv: vec![[Move::NULL; MAX_PLY + 1]; MAX_PLY + 1],
            pv_len: [0; MAX_PLY + 1],
            nodes: 0,
            node_limit: limits.nodes.unwrap_or(u64::MAX),
            seldepth: 0,
            root_depth: 1,
            aborted: false,
            tm: TimeManager::new(limits, t0),
            root_best: None,
            root_only,
            null_disabled: false,
            lists: vec![MoveList::new(); MAX_PLY + 2],
            orders: vec![[0; MAX_MOVES]; MAX_PLY + 2],
            quiets: vec![MoveList::new(); MAX_PLY + 2],
            scratch: MoveList::new(),
        })
    }
}

impl Ctx<'_> {
    fn root_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.pos.gen_legal(&mut list);
        self.rules.filter_moves(&self.pos, &mut list);
        if let Some(only) = &self.root_only {
            list.retain(|m| only.contains(&m));
        }
        list
    }

    /// Plays `m` (by `mover`, the piece on its origin) at `ply` and extends the search path.
    #[inline]
    fn make(&mut self, m: Move, mover: Piece, ply: usize) -> Undo {
        // Ask for the child's table entry first: the memory fetch overlaps the move. (The
        // move computes the hash again; prefetching from that one, later, measured slower.)
        self.tt.prefetch(self.pos.hash_after(m));
        let captured = self.pos.piece_at(m.to());
        self.material[ply + 1] = self.material[ply].after_move(mover, m.from(), m.to(), captured);
        let undo = self.pos.make_move(m);
        self.push_path(m, captured.is_some(), ply);
        undo
    }

    /// Takes back [`Ctx::make`].
    #[inline]
    fn unmake(&mut self, m: Move, undo: Undo) {
        self.pop_path();
        self.pos.unmake_move(m, undo);
    }

    #[inline]
    fn make_null(&mut self, ply: usize) -> Undo {
        let undo = self.pos.make_null_move();
        self.material[ply + 1] = self.material[ply];
        self.push_path(Move::NULL, true, ply);
        undo
    }

    #[inline]
    fn unmake_null(&mut self, undo: Undo) {
        self.pop_path();
        self.pos.unmake_null_move(undo);
    }

    /// The static evaluation of the current position (at `ply`).
    #[inline]
    fn eval(&mut self, ply: usize) -> Score {
        self.evals.evaluate(&self.pos, self.material[ply])
    }

    /// What the parent found out about check at `ply`, consumed: every negamax / qsearch
    /// entry takes it first thing, so it never outlives the call it was set for.
    #[inline]
    fn take_known_check(&mut self, ply: usize) -> Option<bool> {
        self.known_check[ply].take()
    }

    #[inline]
    fn push_path(&mut self, m: Move, irreversible: bool, ply: usize) {
        self.oldest[ply + 1] = if irreversible {
            self.keys.len()
        } else {
            self.oldest[ply]
        };
        self.line.push(m);
        let key = self.pos.hash();
        self.keys.push(key);
        self.key_slots[key_slot(key)] += 1;
    }

    #[inline]
    fn pop_path(&mut self) {
        self.line.pop();
        if let Some(key) = self.keys.pop() {
            self.key_slots[key_slot(key)] -= 1;
        }
    }

    /// Should the search stop now? Looks at the clock and the stop flag every
    /// [`CHECK_INTERVAL`] nodes; the first iteration always completes.
    #[inline]
    fn check_abort(&mut self) -> bool {
        if self.aborted {
            return true;
        }
        if self.root_depth > 1
            && (self.nodes >= self.node_limit
                || (self.nodes & (CHECK_INTERVAL - 1) == 0
                    && (self.stop.stop.load(Ordering::Relaxed)
                        || self.tm.hard.is_some_and(|h| Instant::now() >= h))))
        {
            self.aborted = true;
        }
        self.aborted
    }

    /// Draw by the 60-move rule or lack of attackers, or a judged repetition.
    #[inline(always)]
    fn draw_or_verdict(&self, ply: usize) -> Option<Score> {
        if self.pos.move_limit_reached() || self.pos.no_attackers_left() {
            return Some(0);
        }
        let n = self.keys.len() - 1;
        let key = self.keys[n];
        if self.key_slots[key_slot(key)] < 2 {
            return None;
        }
        let oldest = self.oldest[ply];
        let mut j = n.checked_sub(4)?;
        loop {
            if j < oldest {
                return None;
            }
            if self.keys[j] == key {
                let verdict = self.rules.judge_repetition(&self.pos, &self.line[j..n]);
                return Some(match verdict {
                    RepetitionVerdict::Draw => 0,
                    RepetitionVerdict::Loses(c) if c == self.pos.side_to_move() => {
                        -(VERDICT_WIN - ply as Score)
                    }
                    RepetitionVerdict::Loses(_) => VERDICT_WIN - ply as Score,
                });
            }
            j = j.checked_sub(2)?;
        }
    }

    fn aspiration(&mut self, depth: u32, prev: Score) -> Score {
        if depth < ASPIRATION_MIN_DEPTH || prev.abs() >= DECISIVE_BOUND {
            return self.negamax(depth as i32, -INFINITE, INFINITE, 0);
        }
        let mut window = ASPIRATION_WINDOW;
        let (mut alpha, mut beta) = (prev - window, prev + window);
        loop {
            let s = self.negamax(depth as i32, alpha, beta, 0);
            if self.aborted {
                return s;
            }
            if s <= alpha {
                beta = (alpha + beta) / 2;
                alpha = (s - window).max(-INFINITE);
            } else if s >= beta {
                beta = (s + window).min(INFINITE);
            } else {
                return s;
            }
            window *= 2;
            if window > ASPIRATION_GIVE_UP {
                alpha = -INFINITE;
                beta = INFINITE;
            }
        }
    }

    /// Side to move has enough pieces that passing is unlikely to be its best option.
    #[inline]
    fn big_pieces(&self, c: Color) -> u32 {
        (self.pos.pieces(c, PieceKind::Chariot)
            | self.pos.pieces(c, PieceKind::Horse)
            | self.pos.pieces(c, PieceKind::Cannon))
        .count()
    }

    fn negamax(&mut self, mut depth: i32, mut alpha: Score, mut beta: Score, ply: usize) -> Score {
        if depth <= 0 {
            return self.qsearch(alpha, beta, ply);
        }
        let known_check = self.take_known_check(ply);
        let pv_node = beta - alpha > 1;
        let root = ply == 0;
        self.pv_len[ply] = ply;
        self.nodes += 1;
        if self.check_abort() {
            return 0;
        }
        self.seldepth = self.seldepth.max(ply);
        if !root {
            if let Some(s) = self.draw_or_verdict(ply) {
                return s;
            }
            if ply >= MAX_PLY - 1 {
                return self.eval(ply);
            }
            // Mate-distance pruning.
            alpha = alpha.max(-MATE + ply as Score);
            beta = beta.min(MATE - ply as Score - 1);
            if alpha >= beta {
                return alpha;
            }
        }
        let in_check = known_check.unwrap_or_else(|| self.pos.in_check());
        if in_check && ply < MAX_PLY / 2 {
            depth += 1;
        }
        let key = self.pos.hash();
        // The static evaluation comes before the table probe, though a hit may make it
        // unneeded: the entry is often still on its way from memory (the parent's `make`
        // prefetched it), and evaluating hides that wait. Evaluating after the probe
        // measured ~8 % slower (bench, here and in `qsearch`).
        let fresh_eval = if in_check {
            -INFINITE
        } else if !pv_node {
            // Far outside the window the material score decides the pruning below just as
            // well (mobility and king safety stay within the lazy margin).
            self.evals
                .evaluate_lazy(&self.pos, self.material[ply], alpha, beta)
                .0
        } else {
            self.eval(ply)
        };
        let hit = self.tt.probe(key);
        let mut tt_move = None;
        if let Some(h) = hit {
            tt_move = h.mv;
            let s = score_from_tt(h.score, ply);
            if !pv_node
                && h.depth >= depth
                && match h.bound {
                    Bound::Exact => true,
                    Bound::Lower => s >= beta,
                    Bound::Upper => s <= alpha,
                }
            {
                return s;
            }
        }
        let static_eval = if in_check {
            -INFINITE
        } else if let Some(h) = hit {
            h.eval
        } else {
            fresh_eval
        };
        self.frames[ply].eval = static_eval;
        let improving = !in_check && ply >= 2 && static_eval > self.frames[ply - 2].eval;

        if !pv_node && !in_check && beta.abs() < DECISIVE_BOUND {
            // Reverse futility: far above beta with little depth left.
            if depth <= RFP_MAX_DEPTH
                && static_eval - RFP_MARGIN * (depth - improving as i32) >= beta
            {
                return static_eval;
            }
            // Null move.
            let us = self.pos.side_to_move();
            let big = self.big_pieces(us);
            if depth >= NULL_MIN_DEPTH
                && static_eval >= beta
                && !self.null_disabled
                && ply > 0
                && !self.frames[ply - 1].null
                && big > 0
            {
                let r = NULL_BASE_REDUCTION
                    + depth / NULL_DEPTH_DIVISOR
                    + ((static_eval - beta) / NULL_EVAL_DIVISOR).min(2);
                let undo = self.make_null(ply);
                self.frames[ply].null = true;
                let s = -self.negamax(depth - 1 - r, -beta, -beta + 1, ply + 1);
                self.frames[ply].null = false;
                self.unmake_null(undo);
                if self.aborted {
                    return 0;
                }
                if s >= beta {
                    let s = if s >= DECISIVE_BOUND { beta } else { s };
                    if big > NULL_VERIFY_MAX_PIECES {
                        return s;
                    }
                    // Few pieces: zugzwang is possible, verify without null moves.
                    self.null_disabled = true;
                    self.known_check[ply] = Some(false);
                    let v = self.negamax(depth - 1 - r, beta - 1, beta, ply);
                    self.null_disabled = false;
                    if self.aborted {
                        return 0;
                    }
                    if v >= beta {
                        return s;
                    }
                }
            }
        }
        if tt_move.is_none() && depth >= IIR_MIN_DEPTH {
            depth -= 1;
        }

        let mut picker = self.move_picker(tt_move, depth, ply, root, in_check);
        self.quiets[ply].clear();

        let orig_alpha = alpha;
        let mut best = -INFINITE;
        let mut best_move = None;
        let mut searched = 0usize;
        let prev = if ply > 0 {
            Some(self.frames[ply - 1])
        } else {
            None
        };
        loop {
            // Late-move and futility pruning start once a move was searched (never at the
            // root or in check). Both only grow stricter as moves are searched and alpha
            // rises: once they drop a quiet move, every remaining one goes.
            let pruning = !root && !in_check && best > -DECISIVE_BOUND;
            let prune = Prune {
                late: pruning
                    && depth <= LMP_MAX_DEPTH
                    && searched
                        >= LMP_MOVES[depth as usize] + improving as usize * LMP_IMPROVING_MOVES,
                futile: pruning
                    && depth <= FUTILITY_MAX_DEPTH
                    && static_eval + FUTILITY_MARGIN[depth as usize] <= alpha,
                bad_captures: pruning && !pv_node && depth <= BAD_CAPTURE_PRUNE_DEPTH,
            };
            let Some((m, order_score)) = self.next_move(ply, &mut picker, prune) else {
                break;
            };
            let capture = self.pos.piece_at(m.to()).is_some();
            let Some(piece) = self.pos.piece_at(m.from()) else {
                continue;
            };
            let undo = self.make(m, piece, ply);
            let gives_check = self.pos.in_check_after(m);
            self.frames[ply].piece = piece.index() as u8;
            self.frames[ply].to = m.to().index() as u8;
            searched += 1;
            let new_depth = depth - 1;
            let mut score;
            if searched == 1 {
                self.known_check[ply + 1] = Some(gives_check);
                score = -self.negamax(new_depth, -beta, -alpha, ply + 1);
            } else {
                let mut r = 0;
                if depth >= LMR_MIN_DEPTH && !capture && !in_check && !gives_check {
                    r = self.heur.lmr[(depth as usize).min(63)][searched.min(63)] as i32;
                    r -= pv_node as i32;
                    r -= (order_score >= ORDER_COUNTER) as i32;
                    r += !improving as i32;
                    r -= order_score.clamp(-HISTORY_MAX, HISTORY_MAX) / LMR_HISTORY_DIVISOR;
                    r = r.clamp(0, new_depth - 1);
                }
                self.known_check[ply + 1] = Some(gives_check);
                score = -self.negamax(new_depth - r, -alpha - 1, -alpha, ply + 1);
                if score > alpha && r > 0 {
                    self.known_check[ply + 1] = Some(gives_check);
                    score = -self.negamax(new_depth, -alpha - 1, -alpha, ply + 1);
                }
                if score > alpha && score < beta {
                    self.known_check[ply + 1] = Some(gives_check);
                    score = -self.negamax(new_depth, -beta, -alpha, ply + 1);
                }
            }
            self.unmake(m, undo);
            if self.aborted {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    best_move = Some(m);
                    alpha = score;
                    self.pv[ply][ply] = m;
                    let child_len = self.pv_len[ply + 1].max(ply + 1);
                    for k in ply + 1..child_len {
                        self.pv[ply][k] = self.pv[ply + 1][k];
                    }
                    self.pv_len[ply] = child_len;
                    if root {
                        self.root_best = Some((m, score));
                    }
                    if alpha >= beta {
                        if !capture {
                            self.reward_quiet(ply, m, piece.index(), depth, prev);
                        }
                        break;
                    }
                }
            }
            if !capture {
                self.quiets[ply].push(m);
            }
        }
        if searched == 0 {
            // Pruning starts only after a move was searched: none of the listed moves (the
            // general's, unchecked) was legal.
            return if !in_check && self.rules.stalemate_is_draw() {
                0
            } else {
                -MATE + ply as Score
            };
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > orig_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        let eval_store = if in_check { 0 } else { static_eval };
        self.tt.store(
            key,
            best_move,
            score_to_tt(best, ply),
            eval_store,
            depth,
            bound,
        );
        best
    }

    fn reward_quiet(&mut self, ply: usize, m: Move, piece: usize, depth: i32, prev: Option<Frame>) {
        let bonus = (depth * depth * 8).min(HISTORY_BONUS_MAX);
        gravity(&mut self.heur.history[piece][m.to().index()], bonus);
        for &q in self.quiets[ply].iter() {
            if let Some(p) = self.pos.piece_at(q.from()) {
                gravity(&mut self.heur.history[p.index()][q.to().index()], -bonus);
            }
        }
        let k = &mut self.heur.killers[ply.min(MAX_PLY)];
        if k[0] != m {
            k[1] = k[0];
            k[0] = m;
        }
        if let Some(f) = prev {
            if !f.null {
                self.heur.counter[f.piece as usize][f.to as usize] = m;
            }
        }
    }

    fn qsearch(&mut self, mut alpha: Score, beta: Score, ply: usize) -> Score {
        let known_check = self.take_known_check(ply);
        self.pv_len[ply] = ply;
        self.nodes += 1;
        if self.check_abort() {
            return 0;
        }
        self.seldepth = self.seldepth.max(ply);
        if let Some(s) = self.draw_or_verdict(ply) {
            return s;
        }
        if ply >= MAX_PLY - 1 {
            return self.eval(ply);
        }
        let in_check = known_check.unwrap_or_else(|| self.pos.in_check());
        let key = self.pos.hash();
        // Evaluated before the probe, as in `negamax`: the work hides the entry's memory wait.
        let fresh_eval = (!in_check).then(|| {
            self.evals
                .evaluate_lazy(&self.pos, self.material[ply], alpha, beta)
        });
        let hit = self.tt.probe(key);
        if let Some(h) = hit {
            let s = score_from_tt(h.score, ply);
            if match h.bound {
                Bound::Exact => true,
                Bound::Lower => s >= beta,
                Bound::Upper => s <= alpha,
            } {
                return s;
            }
        }
        let mut best = -INFINITE;
        let mut stand_pat = -INFINITE;
        let mut exact_eval = true;
        if let Some((eval, exact)) = fresh_eval {
            stand_pat = match hit {
                Some(h) => h.eval,
                None => {
                    exact_eval = exact;
                    eval
                }
            };
            if stand_pat >= beta {
                if hit.is_none() && exact_eval {
                    self.tt.store(
                        key,
                        None,
                        score_to_tt(stand_pat, ply),
                        stand_pat,
                        0,
                        Bound::Lower,
                    );
                }
                return stand_pat;
            }
            alpha = alpha.max(stand_pat);
            best = stand_pat;
        }
        let list = &mut self.lists[ply];
        list.clear();
        if in_check {
            self.pos.gen_legal(list);
            self.rules.filter_moves(&self.pos, list);
            if list.is_empty() {
                return -MATE + ply as Score;
            }
        } else {
            // Without check only captures matter (a stalemate here is left to the main
            // search). They are pseudo-legal: most are pruned below before their legality
            // would matter, so only the survivors are tested.
            self.pos.gen_pseudo_captures(list);
            self.rules.filter_moves(&self.pos, list);
        }
        let order = &mut self.orders[ply];
        for (i, &m) in list.iter().enumerate() {
            order[i] = match self.pos.piece_at(m.to()) {
                Some(v) => {
                    let attacker = self.pos.piece_at(m.from()).map_or(0, |p| p.kind.index());
                    ORDER_GOOD_CAPTURE + mvv_lva(v.kind.index(), attacker)
                }
                None => {
                    let p = self.pos.piece_at(m.from()).map_or(0, |p| p.index());
                    self.heur.history[p][m.to().index()]
                }
            };
        }
        let orig_alpha = alpha;
        let mut best_move = None;
        let count = self.lists[ply].len();
        for i in 0..count {
            let (m, _) = pick(&mut self.lists[ply], &mut self.orders[ply], i, count);
            let victim = self.pos.piece_at(m.to());
            if !in_check {
                let Some(v) = victim else { continue };
                if stand_pat + SEE_VALUE[v.kind.index()] + DELTA_MARGIN <= alpha {
                    continue;
                }
                if !loses_no_material(&self.pos, m) {
                    continue;
                }
            }
            let Some(mover) = self.pos.piece_at(m.from()) else {
                continue;
            };
            if !in_check && !self.pos.is_legal_pseudo_out_of_check(m) {
                continue;
            }
            let undo = self.make(m, mover, ply);
            let score = -self.qsearch(-beta, -alpha, ply + 1);
            self.unmake(m, undo);
            if self.aborted {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    best_move = Some(m);
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > orig_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        // A lazy (inexact) evaluation must not be reused as a static evaluation.
        if exact_eval {
            let eval_store = if in_check { 0 } else { stand_pat };
            self.tt
                .store(key, best_move, score_to_tt(best, ply), eval_store, 0, bound);
        }
        best
    }
}
