//! Legal move generation, attack queries and the game status of a position.
//!
//! Legality is decided without making moves: a move needs the full "is my general attacked
//! after it" test only if the general moves, the side is in check, the piece leaves a line or
//! horse-leg point that shields the general, or it lands on a line where it could become an
//! enemy cannon's screen. Every other pseudo-legal move is legal, so perft counts those targets
//! with a popcount.

use crate::attacks::{file_occupancy, tables};
use crate::bitboard::{line_between, Bitboard};
use crate::moves::{Move, MoveList};
use crate::position::Position;
use crate::types::{Color, PieceKind, Square};

/// The state of a position for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    Ongoing,
    Check,
    /// In check with no legal move: the side to move has lost.
    Checkmate,
    /// Not in check and no legal move: the side to move has lost (困毙).
    Stalemate,
}

impl Status {
    pub const fn name(self) -> &'static str {
        match self {
            Status::Ongoing => "ongoing",
            Status::Check => "check",
            Status::Checkmate => "checkmate",
            Status::Stalemate => "stalemate",
        }
    }

    /// No legal move is left.
    pub const fn is_over(self) -> bool {
        matches!(self, Status::Checkmate | Status::Stalemate)
    }
}

impl std::fmt::Display for Status {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// Why a single move is not legal (from [`Position::check_move`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum IllegalMove {
    #[error("no piece on {0}")]
    NoPiece(Square),
    #[error("the piece on {0} belongs to the side not to move")]
    NotYourPiece(Square),
    #[error("the piece on {from} cannot move to {to}")]
    NotAPieceMove { from: Square, to: Square },
    #[error("the move would leave the own general in check or facing the other general")]
    LeavesGeneralInCheck,
}

/// Points where moving a piece may expose the own general (see module docs).
struct Shields {
    /// Leaving one of these points needs the full test.
    from: Bitboard,
    /// Arriving on one of these points needs the full test (possible cannon screen).
    to: Bitboard,
    /// The general is in check.
    check: bool,
}

/// A superset of the points `color`'s soldiers can move to (one step forward, and sideways
/// for all of them: a cheap test before the exact per-soldier lookups).
#[inline]
fn soldier_reach(color: Color, soldiers: Bitboard) -> u128 {
    let s = soldiers.0;
    let forward = match color {
        Color::Red => s << 9,
        Color::Black => s >> 9,
    };
    forward | s << 1 | s >> 1
}

impl Position {
    /// The points the piece on `s` could move to by its pattern (own pieces excluded), ignoring
    /// whether the own general would be left in check. Empty if `s` is empty.
    pub fn pseudo_targets(&self, s: Square) -> Bitboard {
        let Some(p) = self.piece_at(s) else {
            return Bitboard::EMPTY;
        };
        let t = tables();
        let occ = self.occupied();
        let own = self.color_bb(p.color);
        let bb = match p.kind {
            PieceKind::General => t.general[s.index()],
            PieceKind::Advisor => t.advisor[s.index()],
            PieceKind::Elephant => t.elephant(s, occ),
            PieceKind::Horse => t.horse(s, occ),
            PieceKind::Chariot => t.chariot(s, occ, self.file_occ(s.file().index())),
            PieceKind::Cannon => {
                let fo = self.file_occ(s.file().index());
                (t.chariot(s, occ, fo) & !occ)
                    | (t.cannon_captures(s, occ, fo) & self.color_bb(!p.color))
            }
            PieceKind::Soldier => t.soldier[p.color.index()][s.index()],
        };
        bb & !own
    }

    /// Finds the points that shield the general (pins and screens) and whether it is in check.
    ///
    /// Along each line from the general, with b1, b2, b3 the first three pieces on it:
    /// b1 shields against an enemy chariot/general at b2 or a cannon at b3 (b2 the screen);
    /// b2 shields against a cannon at b3 (b1 the screen). Empty points between the general and
    /// an enemy cannon at b1 must not receive a piece (it would become the screen). Leg points
    /// of enemy horses that aim at the general shield it too.
    fn shields(&self) -> Shields {
        let t = tables();
        let us = self.side_to_move();
        let them = !us;
        let k = self.king_square(us);
        let occ = self.occupied();
        let lines = self.pieces(them, PieceKind::Chariot) | self.pieces(them, PieceKind::General);
        let cannons = self.pieces(them, PieceKind::Cannon);
        let horses = self.pieces(them, PieceKind::Horse);
        let mut from = Bitboard::EMPTY;
        let mut to = Bitboard::EMPTY;
        let mut check = false;
        for (dir, ray) in t.rays[k.index()].into_iter().enumerate() {
            let mut blockers = (ray & occ).0;
            if blockers == 0 {
                continue;
            }
            // Directions 0 (up) and 2 (right) run towards higher indices.
            let ascending = dir % 2 == 0;
            let mut next = || -> u128 {
                if blockers == 0 {
                    return 0;
                }
                let bit = if ascending {
                    blockers & blockers.wrapping_neg()
                } else {
                    1u128 << (127 - blockers.leading_zeros())
                };
                blockers ^= bit;
                bit
            };
            let (b1, b2, b3) = (next(), next(), next());
            if b1 & lines.0 != 0 || b2 & cannons.0 != 0 {
                check = true;
            }
            if b1 & cannons.0 != 0 {
                // Everything strictly between the general and the cannon.
                let between = if ascending { b1 - 1 } else { !((b1 << 1) - 1) };
                to.0 |= ray.0 & between;
            }
            if b2 & lines.0 != 0 || b3 & cannons.0 != 0 {
                from.0 |= b1;
            }
            if b3 & cannons.0 != 0 {
                from.0 |= b2;
            }
        }
        if (horses & t.horse_reach[k.index()]).nonempty() {
            for &(leg, sources) in &t.horse_attackers_by_leg[k.index()] {
                if let Some(leg) = leg {
                    if (sources & horses).nonempty() {
                        if occ.contains(leg) {
                            from.set(leg);
                        } else {
                            check = true;
                        }
                    }
                }
            }
        }
        if (t.soldier_attackers[them.index()][k.index()] & self.pieces(them, PieceKind::Soldier))
            .nonempty()
        {
            check = true;
        }
        Shields { from, to, check }
    }

    /// Is the side to move's general safe after moving `from` -> `to` (the move is assumed
    /// pseudo-legal)? Also rejects generals facing each other.
    #[inline]
    fn king_safe_after(&self, from: Square, to: Square, king_moves: bool) -> bool {
        let t = tables();
        let us = self.side_to_move();
        let them = !us;
        let to_bb = Bitboard::from(to);
        let occ = (self.occupied() & !Bitboard::from(from)) | to_bb;
        let alive = !to_bb;
        let k = if king_moves { to } else { self.king_square(us) };
        let kf = k.file().index();
        let mut fo = self.file_occ(kf);
        if from.file().index() == kf {
            fo &= !(1 << from.rank().index());
        }
        if to.file().index() == kf {
            fo |= 1 << to.rank().index();
        }
        // Each attacker kind is only looked up when one stands where it could attack from
        // (the general's rank and file, a horse's reach): usually none does.
        let on_lines = t.lines_through[k.index()] & alive;
        let chariots = self.pieces(them, PieceKind::Chariot) & on_lines;
        if chariots.nonempty() && (t.chariot(k, occ, fo) & chariots).nonempty() {
            return false;
        }
        // The generals face each other: the other general on this file, nothing between.
        // (Tested apart from the chariots: the generals often share a file.)
        let other = self.king_square(them);
        if other.file().index() == kf
            && other != to
            && fo & line_between(k.rank().index(), other.rank().index()) == 0
        {
            return false;
        }
        let cannons = self.pieces(them, PieceKind::Cannon) & on_lines;
        if cannons.nonempty() && (t.cannon_captures(k, occ, fo) & cannons).nonempty() {
            return false;
        }
        let horses = self.pieces(them, PieceKind::Horse) & t.horse_reach[k.index()] & alive;
        if horses.nonempty() && (t.horse_attackers(k, occ) & horses).nonempty() {
            return false;
        }
        let soldiers = self.pieces(them, PieceKind::Soldier) & alive;
        (t.soldier_attackers[them.index()][k.index()] & soldiers).is_empty()
    }

    /// Calls `visit(from, pseudo-legal targets)` for every piece of the side to move except
    /// the general, in the generators' fixed order (chariots, cannons, horses, soldiers,
    /// elephants, advisors).
    #[inline]
    fn for_each_but_general(&self, mut visit: impl FnMut(Square, Bitboard)) {
        let t = tables();
        let us = self.side_to_move();
        let occ = self.occupied();
        let not_own = !self.color_bb(us);
        let enemy = self.color_bb(!us);
        for from in self.pieces(us, PieceKind::Chariot) {
            visit(
                from,
                t.chariot(from, occ, self.file_occ(from.file().index())) & not_own,
            );
        }
        for from in self.pieces(us, PieceKind::Cannon) {
            let fo = self.file_occ(from.file().index());
            visit(
                from,
                (t.chariot(from, occ, fo) & !occ) | (t.cannon_captures(from, occ, fo) & enemy),
            );
        }
        for from in self.pieces(us, PieceKind::Horse) {
            visit(from, t.horse(from, occ) & not_own);
        }
        for from in self.pieces(us, PieceKind::Soldier) {
            visit(from, t.soldier[us.index()][from.index()] & not_own);
        }
        for from in self.pieces(us, PieceKind::Elephant) {
            visit(from, t.elephant(from, occ) & not_own);
        }
        for from in self.pieces(us, PieceKind::Advisor) {
            visit(from, t.advisor[from.index()] & not_own);
        }
    }

    /// Calls `emit(from, legal targets)` for every piece of the side to move that has moves.
    #[inline]
    fn for_each_legal(&self, mut emit: impl FnMut(Square, Bitboard)) {
        self.for_each_legal_but_general(Bitboard::FULL, &mut emit);
        let us = self.side_to_move();
        let king = self.king_square(us);
        let targets = tables().general[king.index()] & !self.color_bb(us);
        let legal = self.filter_safe(king, targets, true);
        if legal.nonempty() {
            emit(king, legal);
        }
    }

    /// Where a piece other than the general must move to answer the check, and which piece
    /// (a cannon's screen) may answer it by moving anywhere; `None` when every move needs
    /// the full test (double check). Only for a side in check.
    fn evasions(&self) -> Option<(Bitboard, Bitboard)> {
        let t = tables();
        let k = self.king_square(self.side_to_move());
        let checkers = self.checkers();
        if checkers.more_than_one() {
            return None;
        }
        let c = checkers.first()?;
        let on_line = || {
            let dir = (0..4).find(|&d| t.rays[k.index()][d].contains(c))?;
            Some(t.rays[k.index()][dir] & !t.rays[c.index()][dir] & !Bitboard::from(c))
        };
        let checker = Bitboard::from(c);
        Some(match self.piece_at(c)?.kind {
            // Capture it or step between.
            PieceKind::Chariot | PieceKind::General => (checker | on_line()?, Bitboard::EMPTY),
            // Capture it, add a second screen, or move the screen away.
            PieceKind::Cannon => {
                let between = on_line()?;
                (checker | between, between & self.occupied())
            }
            // Capture it or block its leg.
            PieceKind::Horse => {
                let leg = t.horse_attackers_by_leg[k.index()]
                    .iter()
                    .find(|(_, sources)| sources.contains(c))
                    .and_then(|&(leg, _)| leg)?;
                (checker | Bitboard::from(leg), Bitboard::EMPTY)
            }
            _ => (checker, Bitboard::EMPTY),
        })
    }

    /// [`Position::for_each_legal`] without the general's moves, only onto points of `onto`.
    #[inline]
    fn for_each_legal_but_general(&self, onto: Bitboard, emit: &mut impl FnMut(Square, Bitboard)) {
        let shields = self.shields();
        let in_check = shields.check;
        // In check, only moves onto the evasion points (or of a screen) can be legal.
        let (answers, screens) = match in_check.then(|| self.evasions()).flatten() {
            Some(evasions) => evasions,
            None => (Bitboard::FULL, Bitboard::FULL),
        };
        // Forced inline: a copy in each piece-kind loop, measured cheaper than a call per piece.
        self.for_each_but_general(
            #[inline(always)]
            |from: Square, targets: Bitboard| {
                let targets = targets & onto;
                if targets.is_empty() {
                    return;
                }
                let legal = if in_check {
                    let candidates = if screens.contains(from) {
                        targets
                    } else {
                        targets & answers
                    };
                    self.filter_safe(from, candidates, false)
                } else if shields.from.contains(from) {
                    self.filter_safe(from, targets, false)
                } else if (targets & shields.to).is_empty() {
                    targets
                } else {
                    (targets & !shields.to) | self.filter_safe(from, targets & shields.to, false)
                };
                if legal.nonempty() {
                    emit(from, legal);
                }
            },
        );
    }

    #[inline]
    fn filter_safe(&self, from: Square, targets: Bitboard, is_king: bool) -> Bitboard {
        let mut out = Bitboard::EMPTY;
        for to in targets {
            if self.king_safe_after(from, to, is_king) {
                out.set(to);
            }
        }
        out
    }

    /// All legal moves of the side to move.
    ///
    /// ```
    /// use xiangqi::Position;
    /// assert_eq!(Position::startpos().legal_moves().len(), 44);
    /// ```
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.gen_legal(&mut list);
        list
    }

    /// Appends all legal moves to `list`.
    pub fn gen_legal(&self, list: &mut MoveList) {
        self.for_each_legal(|from, targets| {
            for to in targets {
                list.push(Move::new(from, to));
            }
        });
    }

    /// Like [`Position::gen_legal`], but the general's moves (listed last) are only
    /// pseudo-legal: each needs [`Position::is_legal_pseudo`] before it is played. Its safety
    /// test is the dearest of all and a search rarely gets to play them, so it is left to the
    /// moves actually played.
    ///
    /// ```
    /// use xiangqi::{MoveList, Position};
    /// let pos = Position::startpos();
    /// let mut list = MoveList::new();
    /// pos.gen_legal_but_general(&mut list);
    /// let legal = list.iter().filter(|&&m| pos.is_legal_pseudo(m)).count();
    /// assert_eq!(legal, pos.legal_moves().len());
    /// ```
    pub fn gen_legal_but_general(&self, list: &mut MoveList) {
        self.gen_legal_onto_but_general(Bitboard::FULL, list);
    }

    /// The moves of [`Position::gen_legal_but_general`] that capture nothing, in the same
    /// order (the general's are pseudo-legal). With [`Position::gen_pseudo_captures`] a search
    /// can generate captures first and the quiet moves only when no capture cut it off.
    ///
    /// ```
    /// use xiangqi::{MoveList, Position};
    /// let pos = Position::startpos();
    /// let (mut quiets, mut captures) = (MoveList::new(), MoveList::new());
    /// pos.gen_legal_quiets_but_general(&mut quiets);
    /// pos.gen_pseudo_captures(&mut captures);
    /// // The two cannons can take the horses.
    /// assert_eq!((quiets.len(), captures.len()), (42, 2));
    /// assert_eq!(quiets.len() + captures.len(), pos.legal_moves().len());
    /// ```
    pub fn gen_legal_quiets_but_general(&self, list: &mut MoveList) {
        self.gen_legal_onto_but_general(!self.occupied(), list);
    }

    /// [`Position::gen_legal_but_general`] onto the points of `onto` only.
    fn gen_legal_onto_but_general(&self, onto: Bitboard, list: &mut MoveList) {
        self.for_each_legal_but_general(onto, &mut |from, targets| {
            for to in targets {
                list.push(Move::new(from, to));
            }
        });
        let us = self.side_to_move();
        let king = self.king_square(us);
        for to in tables().general[king.index()] & !self.color_bb(us) & onto {
            list.push(Move::new(king, to));
        }
    }

    /// Appends the legal captures (in the same order as [`Position::gen_legal`] has them).
    /// Captures are few, so each is tested on its own instead of finding the pins first.
    pub fn gen_legal_captures(&self, list: &mut MoveList) {
        let mut pseudo = MoveList::new();
        self.gen_pseudo_captures(&mut pseudo);
        for &m in pseudo.iter() {
            if self.is_legal_pseudo(m) {
                list.push(m);
            }
        }
    }

    /// Appends the pseudo-legal captures (in the same order as [`Position::gen_legal`] has
    /// them); [`Position::is_legal_pseudo`] tells which are legal. A search that prunes most
    /// captures unplayed tests only the few it plays.
    ///
    /// ```
    /// use xiangqi::{MoveList, Position};
    /// // Red's chariot on e1 is pinned against its general by the chariot on e9.
    /// let pos = Position::from_fen("3kr4/9/9/9/9/9/9/9/p3R4/4K4 w - - 0 1").unwrap();
    /// let mut captures = MoveList::new();
    /// pos.gen_pseudo_captures(&mut captures);
    /// let legal: Vec<String> = captures
    ///     .iter()
    ///     .filter(|&&m| pos.is_legal_pseudo(m))
    ///     .map(|m| m.to_string())
    ///     .collect();
    /// assert_eq!(captures.len(), 2);
    /// assert_eq!(legal, ["e1e9"]);
    /// ```
    pub fn gen_pseudo_captures(&self, list: &mut MoveList) {
        // Only the capturing part of each pattern is computed (captures are generated at
        // most nodes of a search, the other moves at few).
        let t = tables();
        let us = self.side_to_move();
        let occ = self.occupied();
        let enemy = self.color_bb(!us);
        let mut push = |from: Square, targets: Bitboard| {
            for to in targets {
                list.push(Move::new(from, to));
            }
        };
        for from in self.pieces(us, PieceKind::Chariot) {
            let fo = self.file_occ(from.file().index());
            push(from, t.chariot(from, occ, fo) & enemy);
        }
        for from in self.pieces(us, PieceKind::Cannon) {
            let fo = self.file_occ(from.file().index());
            push(from, t.cannon_captures(from, occ, fo) & enemy);
        }
        for from in self.pieces(us, PieceKind::Horse) {
            // Horse moves are symmetric: the points that could be reached are those that
            // could reach.
            if (t.horse_reach[from.index()] & enemy).nonempty() {
                push(from, t.horse(from, occ) & enemy);
            }
        }
        let soldiers = self.pieces(us, PieceKind::Soldier);
        if (soldier_reach(us, soldiers) & enemy.0) != 0 {
            for from in soldiers {
                push(from, t.soldier[us.index()][from.index()] & enemy);
            }
        }
        for from in self.pieces(us, PieceKind::Elephant) {
            if (t.elephant_reach[from.index()] & enemy).nonempty() {
                push(from, t.elephant(from, occ) & enemy);
            }
        }
        // Advisors and the general stay in the palace: usually no enemy is there.
        let king = self.king_square(us);
        if (t.palace[us.index()] & enemy).nonempty() {
            for from in self.pieces(us, PieceKind::Advisor) {
                push(from, t.advisor[from.index()] & enemy);
            }
            push(king, t.general[king.index()] & enemy);
        }
    }

    /// Is the pseudo-legal move `m` (a move the piece on its origin can make by its
    /// pattern) legal, i.e. does it leave the own general safe?
    #[inline]
    pub fn is_legal_pseudo(&self, m: Move) -> bool {
        let (from, to) = (m.from(), m.to());
        self.king_safe_after(from, to, from == self.king_square(self.side_to_move()))
    }

    /// [`Position::is_legal_pseudo`] for a side that is not in check: a move of a piece other
    /// than the general that neither leaves nor enters the general's check zone (its lines,
    /// its horses' origins and legs) cannot expose it, so most moves need no test.
    ///
    /// ```
    /// use xiangqi::{Move, Position};
    /// // Red's chariot on e1 shields its general from the chariot on e9.
    /// let pos = Position::from_fen("3kr4/9/9/9/9/9/9/p8/4R4/4K4 w - - 0 1").unwrap();
    /// let m = |s: &str| Move::parse_iccs(s).unwrap();
    /// assert!(!pos.is_legal_pseudo_out_of_check(m("e1a1")));
    /// assert!(pos.is_legal_pseudo_out_of_check(m("e1e9")));
    /// ```
    #[inline(always)]
    pub fn is_legal_pseudo_out_of_check(&self, m: Move) -> bool {
        debug_assert!(!self.in_check());
        let k = self.king_square(self.side_to_move());
        let zone = tables().check_zone[k.index()];
        (m.from() != k && !zone.contains(m.from()) && !zone.contains(m.to()))
            || self.is_legal_pseudo(m)
    }

    /// Legal moves of the piece on `s` (empty if it is not the side to move's piece).
    pub fn legal_targets(&self, s: Square) -> Bitboard {
        match self.piece_at(s) {
            Some(p) if p.color == self.side_to_move() => {
                let targets = self.pseudo_targets(s);
                self.filter_safe(s, targets, p.kind == PieceKind::General)
            }
            _ => Bitboard::EMPTY,
        }
    }

    /// The number of legal moves (faster than generating them).
    pub fn count_legal(&self) -> usize {
        let mut n = 0;
        self.for_each_legal(|_, targets| n += targets.count() as usize);
        n
    }

    /// Does the side to move have any legal move?
    pub fn has_legal_move(&self) -> bool {
        let us = self.side_to_move();
        let king = self.king_square(us);
        self.color_bb(us).any(|from| {
            let targets = self.pseudo_targets(from);
            targets.nonempty()
                && targets
                    .into_iter()
                    .any(|to| self.king_safe_after(from, to, from == king))
        })
    }

    /// Why `m` is not legal here, or `Ok(())`; decided without generating all moves.
    pub fn check_move(&self, m: Move) -> Result<(), IllegalMove> {
        let (from, to) = (m.from(), m.to());
        let p = self.piece_at(from).ok_or(IllegalMove::NoPiece(from))?;
        if p.color != self.side_to_move() {
            return Err(IllegalMove::NotYourPiece(from));
        }
        if !self.pseudo_targets(from).contains(to) {
            return Err(IllegalMove::NotAPieceMove { from, to });
        }
        if !self.king_safe_after(from, to, p.kind == PieceKind::General) {
            return Err(IllegalMove::LeavesGeneralInCheck);
        }
        Ok(())
    }

    /// Is `m` legal here?
    #[inline]
    pub fn is_legal(&self, m: Move) -> bool {
        self.check_move(m).is_ok()
    }

    /// Pieces of `by` that attack `s` (could capture a piece on `s`), for the given occupancy.
    /// Generals count by their palace steps only; pins are ignored.
    pub fn attackers_with(&self, s: Square, by: Color, occ: Bitboard) -> Bitboard {
        let fo = if occ == self.occupied() {
            self.file_occ(s.file().index())
        } else {
            file_occupancy(occ, s.file().index())
        };
        self.attackers_with_file_occ(s, by, occ, fo)
    }

    /// [`Position::attackers_with`] given also `file_occ`, the occupancy of `s`'s file in
    /// `occ` (bit r = rank r), for callers that keep it up to date (exchange evaluation).
    #[inline]
    pub(crate) fn attackers_with_file_occ(
        &self,
        s: Square,
        by: Color,
        occ: Bitboard,
        fo: u16,
    ) -> Bitboard {
        let t = tables();
        let i = s.index();
        let p = |k| self.pieces(by, k) & occ;
        let on_lines = t.lines_through[i];
        let chariots = p(PieceKind::Chariot) & on_lines;
        let cannons = p(PieceKind::Cannon) & on_lines;
        let horses = p(PieceKind::Horse) & t.horse_reach[i];
        let elephants = p(PieceKind::Elephant) & t.elephant_reach[i];
        let mut found = Bitboard::EMPTY;
        // Lookups only for kinds standing where they could attack from (usually few).
        if elephants.nonempty() {
            found |= t.elephant(s, occ) & elephants;
        }
        if chariots.nonempty() {
            found |= t.chariot(s, occ, fo) & chariots;
        }
        if cannons.nonempty() {
            found |= t.cannon_captures(s, occ, fo) & cannons;
        }
        if horses.nonempty() {
            found |= t.horse_attackers(s, occ) & horses;
        }
        found
            | (t.soldier_attackers[by.index()][i] & p(PieceKind::Soldier))
            | (t.advisor[i] & p(PieceKind::Advisor))
            | (t.general[i] & p(PieceKind::General))
    }

    /// The least valuable piece of `side` attacking `to` under the occupancy `occ` (`file_occ`:
    /// the occupancy of `to`'s file), lowest point first within a kind: the first piece of
    /// [`Position::attackers_with_file_occ`] in the order an exchange recaptures. Looks at the
    /// kinds from soldier up to general and stops at the first that attacks.
    #[inline]
    pub(crate) fn least_valuable_attacker(
        &self,
        to: Square,
        side: Color,
        occ: Bitboard,
        file_occ: u16,
    ) -> Option<(Square, PieceKind)> {
        let t = tables();
        let i = to.index();
        let own = |kind| self.pieces(side, kind) & occ;
        let found = |bb: Bitboard, kind| bb.first().map(|s| (s, kind));
        found(
            t.soldier_attackers[side.index()][i] & own(PieceKind::Soldier),
            PieceKind::Soldier,
        )
        .or_else(|| found(t.advisor[i] & own(PieceKind::Advisor), PieceKind::Advisor))
        .or_else(|| {
            let elephants = own(PieceKind::Elephant) & t.elephant_reach[i];
            if elephants.is_empty() {
                return None;
            }
            found(t.elephant(to, occ) & elephants, PieceKind::Elephant)
        })
        .or_else(|| {
            let horses = own(PieceKind::Horse) & t.horse_reach[i];
            if horses.is_empty() {
                return None;
            }
            found(t.horse_attackers(to, occ) & horses, PieceKind::Horse)
        })
        .or_else(|| {
            let cannons = own(PieceKind::Cannon) & t.lines_through[i];
            if cannons.is_empty() {
                return None;
            }
            found(
                t.cannon_captures(to, occ, file_occ) & cannons,
                PieceKind::Cannon,
            )
        })
        .or_else(|| {
            let chariots = own(PieceKind::Chariot) & t.lines_through[i];
            if chariots.is_empty() {
                return None;
            }
            found(t.chariot(to, occ, file_occ) & chariots, PieceKind::Chariot)
        })
        .or_else(|| found(t.general[i] & own(PieceKind::General), PieceKind::General))
    }

    /// Pieces of `by` that attack `s` in this position.
    pub fn attackers(&self, s: Square, by: Color) -> Bitboard {
        self.attackers_with(s, by, self.occupied())
    }

    /// Is `s` attacked by a piece of `by`?
    pub fn is_attacked_by(&self, s: Square, by: Color) -> bool {
        self.attackers(s, by).nonempty()
    }

    /// Do the generals face each other on an open file?
    pub fn generals_facing(&self) -> bool {
        let (r, b) = (self.king_square(Color::Red), self.king_square(Color::Black));
        if r.file() != b.file() {
            return false;
        }
        let t = tables();
        (t.chariot(r, self.occupied(), self.file_occ(r.file().index())) & Bitboard::from(b))
            .nonempty()
    }

    /// The enemy pieces giving check to the side to move.
    pub fn checkers(&self) -> Bitboard {
        let us = self.side_to_move();
        let k = self.king_square(us);
        let mut c = self.attackers(k, !us);
        if self.generals_facing() {
            c.set(self.king_square(!us));
        }
        c
    }

    /// Is the side to move in check?
    #[inline]
    pub fn in_check(&self) -> bool {
        let us = self.side_to_move();
        let k = self.king_square(us);
        // The own general cannot be attacked by enemy advisors, elephants or the general's
        // palace step, so the full attack test of a king move is exactly "in check".
        !self.king_safe_after(k, k, true)
    }

    /// Is the side to move in check, given that it was not before `m`, the move just made
    /// (true of every legal move)? A move that neither leaves nor enters the general's
    /// [check zone](crate::attacks::Tables::check_zone) cannot have given check, so most moves
    /// skip the attack test.
    ///
    /// ```
    /// use xiangqi::{Move, Position};
    /// let mut pos = Position::startpos();
    /// for text in ["h2e2", "h9g7", "e2e6"] {
    ///     let m = Move::parse_iccs(text).unwrap();
    ///     pos.make_move(m);
    ///     assert_eq!(pos.in_check_after(m), pos.in_check(), "{text}");
    /// }
    /// ```
    #[inline]
    pub fn in_check_after(&self, m: Move) -> bool {
        let k = self.king_square(self.side_to_move());
        let zone = tables().check_zone[k.index()];
        (zone.contains(m.from()) || zone.contains(m.to())) && self.in_check()
    }

    /// Does the move `m` (assumed legal) give check?
    pub fn gives_check(&self, m: Move) -> bool {
        self.with_move(m).in_check()
    }

    /// Ongoing, check, checkmate or stalemate.
    pub fn status(&self) -> Status {
        let check = self.in_check();
        match (self.has_legal_move(), check) {
            (true, false) => Status::Ongoing,
            (true, true) => Status::Check,
            (false, true) => Status::Checkmate,
            (false, false) => Status::Stalemate,
        }
    }
}
