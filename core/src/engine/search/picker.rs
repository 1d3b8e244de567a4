//! The move picker: which move a node searches next. Away from the root and check, moves
//! come in stages (table move, captures that do not lose material, killers, counter move,
//! quiet moves by history, losing captures), so that a node cut off early never generates
//! the rest, and one whose quiet moves are pruned skips them.

use super::see::see_ge_zero;
use super::{
    Ctx, LMP_IMPROVING_MOVES, LMP_MOVES, MAX_PLY, ORDER_BAD_CAPTURE, ORDER_COUNTER,
    ORDER_GOOD_CAPTURE, ORDER_KILLER_1, ORDER_KILLER_2, ORDER_TT, PICK_BEFORE_SORT,
    SELECT_ONLY_MAX_DEPTH,
};
use crate::engine::eval::SEE_VALUE;
use crate::moves::{Move, MoveList};
use crate::position::Position;
use crate::types::{Piece, Square};

impl Ctx<'_> {
    /// The move picker for a node: at the root and in check every move is generated and
    /// ordered at once; elsewhere in stages, so that a node cut off by the table's move, a
    /// capture or a killer never generates its quiet moves, and one whose quiet moves are
    /// pruned skips them.
    pub(super) fn move_picker(
        &self,
        tt: Option<Move>,
        depth: i32,
        ply: usize,
        root: bool,
        in_check: bool,
    ) -> MovePicker {
        let counter = match ply.checked_sub(1).map(|p| self.frames[p]) {
            Some(f) if !f.null => self.heur.counter[f.piece as usize][f.to as usize],
            _ => Move::NULL,
        };
        MovePicker {
            stage: if root {
                Stage::GenerateAll
            } else {
                Stage::TableMove
            },
            all_at_once: root || in_check,
            root,
            tt: tt.unwrap_or(Move::NULL),
            killers: self.heur.killers[ply.min(MAX_PLY)],
            counter,
            next: 0,
            captures_end: 0,
            bad_end: 0,
            next_bad: 0,
            next_quiet: 0,
            run: OrderedRun::new(PICK_BEFORE_SORT),
            depth,
        }
    }

    /// The next move to search, with its ordering score: legal and allowed by the game's
    /// rules; `None` when no move is left (or the rest is pruned).
    pub(super) fn next_move(
        &mut self,
        ply: usize,
        mp: &mut MovePicker,
        prune: Prune,
    ) -> Option<(Move, i32)> {
        loop {
            match mp.stage {
                Stage::TableMove => {
                    mp.stage = if mp.all_at_once {
                        Stage::GenerateAll
                    } else {
                        Stage::GenerateCaptures
                    };
                    if mp.tt != Move::NULL && self.allowed(mp.tt) {
                        return Some((mp.tt, ORDER_TT));
                    }
                }
                Stage::GenerateAll => {
                    self.generate(ply, mp.root);
                    if !mp.root {
                        // The table's move was tried first.
                        let tt = mp.tt;
                        self.lists[ply].retain(|m| m != tt);
                    }
                    self.score_moves(ply, mp);
                    mp.next = 0;
                    mp.stage = Stage::All;
                }
                Stage::All => {
                    let end = self.lists[ply].len();
                    if mp.next == end {
                        mp.stage = Stage::Done;
                        continue;
                    }
                    let (m, order) =
                        mp.run
                            .take(&mut self.lists[ply], &mut self.orders[ply], mp.next, end);
                    mp.next += 1;
                    if self.playable(m) {
                        return Some((m, order));
                    }
                }
                Stage::GenerateCaptures => {
                    let list = &mut self.lists[ply];
                    list.clear();
                    self.pos.gen_pseudo_captures(list);
                    self.rules.filter_moves(&self.pos, list);
                    let tt = mp.tt;
                    list.retain(|m| m != tt);
                    self.score_captures(ply);
                    mp.next = 0;
                    mp.captures_end = self.lists[ply].len();
                    mp.stage = Stage::GoodCaptures;
                }
                Stage::GoodCaptures => {
                    if mp.next == mp.captures_end {
                        mp.stage = Stage::Killer1;
                        continue;
                    }
                    let (m, order) = pick(
                        &mut self.lists[ply],
                        &mut self.orders[ply],
                        mp.next,
                        mp.captures_end,
                    );
                    mp.next += 1;
                    if !self.pos.is_legal_pseudo_out_of_check(m) {
                        continue;
                    }
                    // The exchange is evaluated only now: a cut-off often comes first.
                    if !loses_no_material(&self.pos, m) {
                        // Kept for after the quiet moves, over the captures already
                        // searched; found in order, so they stay ordered.
                        self.lists[ply].as_mut_slice()[mp.bad_end] = m;
                        self.orders[ply][mp.bad_end] =
                            order - ORDER_GOOD_CAPTURE + ORDER_BAD_CAPTURE;
                        mp.bad_end += 1;
                        continue;
                    }
                    return Some((m, order));
                }
                Stage::Killer1 | Stage::Killer2 | Stage::Counter => {
                    if prune.late {
                        mp.stage = Stage::BadCaptures;
                        continue;
                    }
                    let [k1, k2] = mp.killers;
                    let (m, order, next, tried) = match mp.stage {
                        Stage::Killer1 => (k1, ORDER_KILLER_1, Stage::Killer2, false),
                        Stage::Killer2 => (k2, ORDER_KILLER_2, Stage::Counter, k2 == k1),
                        _ => (
                            mp.counter,
                            ORDER_COUNTER,
                            Stage::GenerateQuiets,
                            mp.counter == k1 || mp.counter == k2,
                        ),
                    };
                    mp.stage = next;
                    if m != Move::NULL
                        && m != mp.tt
                        && !tried
                        && self.pos.piece_at(m.to()).is_none()
                        && self.allowed(m)
                    {
                        return Some((m, order));
                    }
                }
                Stage::GenerateQuiets => {
                    if prune.late || prune.futile {
                        mp.stage = Stage::BadCaptures;
                        continue;
                    }
                    self.add_quiets(ply, mp);
                    mp.next_quiet = mp.captures_end;
                    // Late-move pruning bounds how many quiet moves a shallow node searches:
                    // there selection alone is cheaper than sorting them all.
                    mp.run = OrderedRun::new(if (1..=SELECT_ONLY_MAX_DEPTH).contains(&mp.depth) {
                        LMP_MOVES[mp.depth as usize] + LMP_IMPROVING_MOVES
                    } else {
                        PICK_BEFORE_SORT
                    });
                    mp.stage = Stage::Quiets;
                }
                Stage::Quiets => {
                    let end = self.lists[ply].len();
                    if prune.late || prune.futile || mp.next_quiet == end {
                        mp.stage = Stage::BadCaptures;
                        continue;
                    }
                    let (m, order) = mp.run.take(
                        &mut self.lists[ply],
                        &mut self.orders[ply],
                        mp.next_quiet,
                        end,
                    );
                    mp.next_quiet += 1;
                    if self.playable(m) {
                        return Some((m, order));
                    }
                }
                Stage::BadCaptures => {
                    if prune.bad_captures || mp.next_bad == mp.bad_end {
                        mp.stage = Stage::Done;
                        continue;
                    }
                    let i = mp.next_bad;
                    mp.next_bad += 1;
                    return Some((self.lists[ply].as_slice()[i], self.orders[ply][i]));
                }
                Stage::Done => return None,
            }
        }
    }

    /// Is `m` (any move) legal here and allowed by the game's rules?
    fn allowed(&mut self, m: Move) -> bool {
        if !self.pos.is_legal(m) {
            return false;
        }
        let single = &mut self.scratch;
        single.clear();
        single.push(m);
        self.rules.filter_moves(&self.pos, single);
        single.len() == 1
    }

    /// All moves the game allows here into `lists[ply]` (restricted at the root if asked).
    /// Away from the root the general's moves are pseudo-legal ([`Ctx::playable`]).
    fn generate(&mut self, ply: usize, root: bool) {
        let list = &mut self.lists[ply];
        list.clear();
        if root {
            self.pos.gen_legal(list);
        } else {
            self.pos.gen_legal_but_general(list);
        }
        self.rules.filter_moves(&self.pos, list);
        if root {
            if let Some(only) = &self.root_only {
                list.retain(|m| only.contains(&m));
            }
        }
    }

    /// Appends the quiet moves the game allows, but those already tried (table move,
    /// killers, counter move), to `lists[ply]` with their history scores.
    fn add_quiets(&mut self, ply: usize, mp: &MovePicker) {
        let quiets = &mut self.scratch;
        quiets.clear();
        self.pos.gen_legal_quiets_but_general(quiets);
        self.rules.filter_moves(&self.pos, quiets);
        let list = &mut self.lists[ply];
        let order = &mut self.orders[ply];
        let tried = [mp.tt, mp.killers[0], mp.killers[1], mp.counter];
        // The list comes grouped by origin: look the moving piece up once per group.
        let mut group_from = usize::MAX;
        let mut history = &self.heur.history[0];
        for &m in quiets.iter() {
            if tried.contains(&m) {
                continue;
            }
            let from = m.from().index();
            if from != group_from {
                group_from = from;
                let p = self.pos.piece_at(m.from()).map_or(0, |p| p.index());
                history = &self.heur.history[p];
            }
            order[list.len()] = history[m.to().index()];
            list.push(m);
        }
    }

    /// Is `m` from [`Ctx::generate`]'s list legal? Only the general's moves need the test.
    #[inline]
    fn playable(&self, m: Move) -> bool {
        m.from() != self.pos.king_square(self.pos.side_to_move()) || self.pos.is_legal_pseudo(m)
    }

    /// Orders the captures in `lists[ply]` by victim and attacker; whether one loses material
    /// is found out when it is picked.
    fn score_captures(&mut self, ply: usize) {
        let list = &self.lists[ply];
        let order = &mut self.orders[ply];
        for (slot, &m) in order.iter_mut().zip(list.iter()) {
            let attacker = self.pos.piece_at(m.from()).map_or(0, |p| p.kind.index());
            let victim = self.pos.piece_at(m.to()).map_or(0, |p| p.kind.index());
            *slot = ORDER_GOOD_CAPTURE + mvv_lva(victim, attacker);
        }
    }

    /// Orders the whole list of `lists[ply]`: table move, good captures, killers, counter
    /// move, quiet moves by history, losing captures.
    fn score_moves(&mut self, ply: usize, mp: &MovePicker) {
        let list = &self.lists[ply];
        let order = &mut self.orders[ply];
        let (tt_move, killers, counter) = (mp.tt, mp.killers, mp.counter);
        // The list comes grouped by origin: look the moving piece up once per group.
        let mut group_from = usize::MAX;
        let mut attacker = 0;
        let mut history = &self.heur.history[0];
        for (slot, &m) in order.iter_mut().zip(list.iter()) {
            let from = m.from().index();
            if from != group_from {
                group_from = from;
                let p = self.pos.piece_at(m.from()).map_or(0, |p| p.index());
                attacker = p % 7;
                history = &self.heur.history[p];
            }
            *slot = if m == tt_move {
                ORDER_TT
            } else if let Some(victim) = self.pos.piece_at(m.to()) {
                capture_order(&self.pos, m, victim, attacker)
            } else if m == killers[0] {
                ORDER_KILLER_1
            } else if m == killers[1] {
                ORDER_KILLER_2
            } else if m == counter {
                ORDER_COUNTER
            } else {
                history[m.to().index()]
            };
        }
    }
}

/// Most valuable victim first, then least valuable attacker (both by kind index): a capture's
/// order within its band.
#[inline]
pub(super) fn mvv_lva(victim: usize, attacker: usize) -> i32 {
    SEE_VALUE[victim] * 8 - attacker as i32
}

/// A capture's ordering score ([`mvv_lva`], `attacker` is its kind index); captures that lose
/// material by the exchange evaluation go to the losing band.
#[inline]
fn capture_order(pos: &Position, m: Move, victim: Piece, attacker: usize) -> i32 {
    let mvv_lva = mvv_lva(victim.kind.index(), attacker);
    if loses_no_material(pos, m) {
        ORDER_GOOD_CAPTURE + mvv_lva
    } else {
        ORDER_BAD_CAPTURE + mvv_lva
    }
}

/// Does the capture `m` keep the material level or win (exchange evaluation, skipped when
/// the victim is worth at least the attacker)?
#[inline]
pub(super) fn loses_no_material(pos: &Position, m: Move) -> bool {
    let value = |s: Square| pos.piece_at(s).map_or(0, |p| SEE_VALUE[p.kind.index()]);
    value(m.to()) >= value(m.from()) || see_ge_zero(pos, m)
}

/// Where a node's move picker stands.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Stage {
    /// The transposition table's move, before anything is generated.
    TableMove,
    /// At the root and in check: every move generated and ordered together.
    GenerateAll,
    All,
    GenerateCaptures,
    /// Captures that do not lose material by the exchange evaluation, best first.
    GoodCaptures,
    Killer1,
    Killer2,
    Counter,
    GenerateQuiets,
    /// Quiet moves by history.
    Quiets,
    /// Captures that lose material.
    BadCaptures,
    Done,
}

/// A node's move picker ([`Ctx::move_picker`], [`Ctx::next_move`]). Staged, `lists[ply]`
/// holds the captures first (`..captures_end`; the losing ones are moved to its front as
/// they are found), then the quiet moves.
pub(super) struct MovePicker {
    stage: Stage,
    all_at_once: bool,
    root: bool,
    /// `Move::NULL` when the table has none.
    tt: Move,
    killers: [Move; 2],
    counter: Move,
    /// Next capture (staged) or next move (all at once).
    next: usize,
    captures_end: usize,
    /// Staged: the losing captures found so far are `..bad_end` (over searched ones).
    bad_end: usize,
    next_bad: usize,
    next_quiet: usize,
    run: OrderedRun,
    /// The node's remaining depth (late-move pruning bounds the quiet moves it searches).
    depth: i32,
}

/// Which moves pruning drops at this point of the node ([`Ctx::next_move`]).
#[derive(Clone, Copy)]
pub(super) struct Prune {
    /// Late-move pruning: every quiet move (killers and counter move too).
    pub(super) late: bool,
    /// Futility: the quiet moves but the killers and the counter move.
    pub(super) futile: bool,
    /// The captures that lose material.
    pub(super) bad_captures: bool,
}

/// Walks a list segment best first: the first moves by selection (a cut-off often comes
/// early), then the rest sorted once.
struct OrderedRun {
    /// Moves still to be taken by selection.
    picks: usize,
    sorted: bool,
}

impl OrderedRun {
    fn new(picks: usize) -> OrderedRun {
        OrderedRun {
            picks,
            sorted: false,
        }
    }

    #[inline]
    fn take(
        &mut self,
        list: &mut MoveList,
        order: &mut [i32],
        i: usize,
        end: usize,
    ) -> (Move, i32) {
        if self.picks > 0 {
            self.picks -= 1;
            return pick(list, order, i, end);
        }
        if !self.sorted {
            sort_range(list, order, i, end);
            self.sorted = true;
        }
        (list.as_slice()[i], order[i])
    }
}

/// Sorts `list[i..end]` best-ordered first; equal scores keep their order (deterministic).
fn sort_range(list: &mut MoveList, order: &mut [i32], i: usize, end: usize) {
    let moves = &mut list.as_mut_slice()[i..end];
    let order = &mut order[i..end];
    // Insertion sort: the lists are short and partly ordered already.
    for j in 1..moves.len() {
        let (m, o) = (moves[j], order[j]);
        let mut k = j;
        while k > 0 && order[k - 1] < o {
            moves[k] = moves[k - 1];
            order[k] = order[k - 1];
            k -= 1;
        }
        moves[k] = m;
        order[k] = o;
    }
}

/// Selection step: moves the first best-ordered move of `list[i..end]` to `i`, the moves
/// before it one place up, and returns it. Equal scores keep their order, as in
/// [`sort_range`]: generation order (chariots first) is the better tie-break.
#[inline(always)]
pub(super) fn pick(list: &mut MoveList, order: &mut [i32], i: usize, end: usize) -> (Move, i32) {
    let moves = &mut list.as_mut_slice()[i..end];
    let order = &mut order[i..end];
    let mut best = 0;
    let mut best_order = order[0];
    for (j, &o) in order.iter().enumerate().skip(1) {
        if o > best_order {
            best = j;
            best_order = o;
        }
    }
    moves[..=best].rotate_right(1);
    order[..=best].rotate_right(1);
    (moves[0], order[0])
}
