//! Hints ("Rat"): a move plus its reasons, typed facts built from what the move does on the
//! board and what the search found (not from fixed strings per position), put into words by
//! the `engine-reason-*` messages in the language of whoever reads them.

use super::eval::SEE_VALUE;
use super::search::{see, Engine};
use super::time::Limits;
use super::{mate_in, Score};
use super::{replay, EngineError, GameRules};
use crate::l10n::Locale;
use crate::moves::Move;
use crate::position::Position;
use crate::tr;
use crate::types::{Color, PieceKind, Square};

/// Material won along the principal variation that counts as "wins material by force".
const WIN_MATERIAL_MIN: Score = 150;
/// Up to this full move number, moving a piece off its home point "develops" it.
const DEVELOP_MAX_FULLMOVE: u32 = 12;
/// At most this many reasons go into the text.
const MAX_REASONS: usize = 3;

/// One thing a move does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    /// The move mates (or leaves the opponent without a move).
    Mates,
    /// The search proves mate in this many moves (counting this one).
    MateIn(i32),
    /// The opponent can mate; this move holds out longest.
    HoldsOut,
    Captures(PieceKind),
    Check,
    /// Material won by force along the principal variation (centipawns).
    WinsMaterial(Score),
    /// The moved piece was attacked and is now safe.
    Escapes(PieceKind),
    /// Another own piece was attacked by `against` and is now safe.
    Defends {
        piece: PieceKind,
        against: PieceKind,
    },
    /// The move attacks an enemy piece that can now be won.
    Threatens(PieceKind),
    Develops(PieceKind),
    Improves(PieceKind),
}

/// A suggested move with its reasons.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    pub mv: Move,
    /// The search score for the side to move.
    pub score: Score,
    pub reasons: Vec<Reason>,
}

impl Hint {
    /// The reasons as one sentence in `locale` ("Schlägt die Kanone.").
    pub fn reason(&self, locale: impl Into<Locale>) -> String {
        reasons_text(&self.reasons, locale)
    }
}

impl Reason {
    /// The phrase of this reason in `locale` (the `engine-reason-*` messages: German and
    /// English start in lower case; no full stop).
    pub fn phrase(&self, locale: impl Into<Locale>) -> String {
        let l = locale.into();
        match *self {
            Reason::Mates => tr!(l, "engine-reason-mates").into_owned(),
            Reason::MateIn(n) => tr!(l, "engine-reason-mate-in", n = n),
            Reason::HoldsOut => tr!(l, "engine-reason-holds-out").into_owned(),
            Reason::Captures(k) => tr!(l, "engine-reason-captures", piece = k.name()),
            Reason::Check => tr!(l, "engine-reason-check").into_owned(),
            Reason::WinsMaterial(_) => tr!(l, "engine-reason-wins-material").into_owned(),
            Reason::Escapes(k) => tr!(l, "engine-reason-escapes", piece = k.name()),
            Reason::Defends { piece, against } => tr!(
                l,
                "engine-reason-defends",
                piece = piece.name(),
                against = against.name()
            ),
            Reason::Threatens(k) => tr!(l, "engine-reason-threatens", piece = k.name()),
            Reason::Develops(k) => tr!(l, "engine-reason-develops", piece = k.name()),
            Reason::Improves(k) => tr!(l, "engine-reason-improves", piece = k.name()),
        }
    }
}

/// `reasons` (at most [`MAX_REASONS`] are said) as one sentence in `locale`: "Schlägt die
/// Kanone und bietet Schach." The sentence's first letter is written in upper case (a
/// phrase starts in lower case; scripts without case are left as they are).
///
/// ```
/// use xiangqi::engine::{reasons_text, Reason};
/// use xiangqi::l10n::Locale;
/// use xiangqi::PieceKind;
/// let r = [Reason::Captures(PieceKind::Cannon), Reason::Check];
/// assert_eq!(reasons_text(&r, Locale::De), "Schlägt die Kanone und bietet Schach.");
/// assert_eq!(reasons_text(&r, Locale::En), "Captures the cannon and gives check.");
/// assert_eq!(reasons_text(&r, Locale::ZhHans), "吃掉对方的炮，并将军。");
/// ```
pub fn reasons_text(reasons: &[Reason], locale: impl Into<Locale>) -> String {
    let l = locale.into();
    let phrases: Vec<String> = reasons
        .iter()
        .take(MAX_REASONS)
        .map(|r| r.phrase(l))
        .collect();
    if phrases.is_empty() {
        return String::new();
    }
    let part = |i: usize| phrases.get(i).cloned().unwrap_or_default();
    let mut s = tr!(
        l,
        "engine-reasons",
        count = phrases.len(),
        first = part(0),
        second = part(1),
        third = part(2)
    );
    if let Some(first) = s.chars().next() {
        let up: String = first.to_uppercase().collect();
        s.replace_range(..first.len_utf8(), &up);
    }
    s
}

/// The cheapest piece of `by` that wins material by capturing on `s`, if any.
pub(crate) fn threat_on(pos: &Position, s: Square, by: Color) -> Option<PieceKind> {
    let target = pos.piece_at(s)?;
    if target.color == by || target.kind == PieceKind::General {
        return None;
    }
    let mut best: Option<PieceKind> = None;
    for a in pos.attackers(s, by) {
        let Some(p) = pos.piece_at(a) else { continue };
        if see(pos, Move::new(a, s)) > 0
            && best.map_or(true, |b| SEE_VALUE[p.kind.index()] < SEE_VALUE[b.index()])
        {
            best = Some(p.kind);
        }
    }
    best
}

/// Material of `c` minus the opponent's (generals excluded).
fn material(pos: &Position, c: Color) -> Score {
    let mut m = 0;
    for k in PieceKind::ALL.iter().skip(1) {
        m += pos.pieces(c, *k).count() as Score * SEE_VALUE[k.index()];
        m -= pos.pieces(!c, *k).count() as Score * SEE_VALUE[k.index()];
    }
    m
}

fn home_point(pos: &Position, s: Square, kind: PieceKind, c: Color) -> bool {
    let r = s.rank().index();
    let (back, cannon) = match c {
        Color::Red => (0, 2),
        Color::Black => (9, 7),
    };
    let _ = pos;
    match kind {
        PieceKind::Horse | PieceKind::Chariot => r == back,
        PieceKind::Cannon => r == cannon,
        _ => false,
    }
}

/// Explains `mv` (legal in `pos`) given the search's score and principal variation
/// (starting with `mv`; may be empty).
///
/// ```
/// use xiangqi::engine::{explain_move, Reason};
/// use xiangqi::{Move, Position};
/// // Red's chariot takes a loose black horse.
/// let pos = Position::from_fen("4k4/9/9/9/9/9/9/9/4n4/R2K5 w - - 0 1").unwrap();
/// let m = Move::parse_iccs("a0a1").unwrap();
/// let h = explain_move(&pos, m, 300, &[m]);
/// assert!(h.reasons.contains(&Reason::Threatens(xiangqi::PieceKind::Horse)));
/// ```
pub fn explain_move(pos: &Position, mv: Move, score: Score, pv: &[Move]) -> Hint {
    let us = pos.side_to_move();
    let them = !us;
    let moved = pos
        .piece_at(mv.from())
        .map_or(PieceKind::Soldier, |p| p.kind);
    let victim = pos.piece_at(mv.to()).map(|p| p.kind);
    let after = pos.with_move(mv);
    let mut reasons = Vec::new();

    let mate = mate_in(score);
    if !after.has_legal_move() {
        reasons.push(Reason::Mates);
    } else if let Some(n) = mate.filter(|&n| n > 0) {
        reasons.push(Reason::MateIn(n));
    } else if mate.is_some_and(|n| n < 0) {
        reasons.push(Reason::HoldsOut);
    }
    if let Some(v) = victim {
        reasons.push(Reason::Captures(v));
    }
    if after.in_check() && !reasons.contains(&Reason::Mates) {
        reasons.push(Reason::Check);
    }

    // Material along the principal variation (only legal moves are followed).
    let mut line = pos.clone();
    let line_moves = if pv.first() == Some(&mv) { pv } else { &[][..] };
    if line_moves.is_empty() {
        line.make_move(mv);
    }
    for &m in line_moves {
        if !line.is_legal(m) {
            break;
        }
        line.make_move(m);
    }
    let won = material(&line, us) - material(pos, us);
    let immediate = victim.map_or(0, |v| SEE_VALUE[v.index()]);
    if won >= WIN_MATERIAL_MIN && (victim.is_none() || won >= immediate + WIN_MATERIAL_MIN) {
        reasons.push(Reason::WinsMaterial(won));
    }

    // Safety of our own pieces before and after.
    // A capture that also leaves an attacked point is told as the capture alone.
    if moved != PieceKind::General
        && victim.is_none()
        && threat_on(pos, mv.from(), them).is_some()
        && threat_on(&after, mv.to(), them).is_none()
    {
        reasons.push(Reason::Escapes(moved));
    }
    for s in pos.color_bb(us) {
        if s == mv.from() {
            continue;
        }
        if let Some(z) = threat_on(pos, s, them) {
            if threat_on(&after, s, them).is_none() && after.piece_at(s).is_some() {
                let piece = pos.piece_at(s).map_or(PieceKind::Soldier, |p| p.kind);
                reasons.push(Reason::Defends { piece, against: z });
                break;
            }
        }
    }
    // New threats against enemy pieces.
    let mut threat: Option<PieceKind> = None;
    for s in after.color_bb(them) {
        if threat_on(pos, s, us).is_none() && threat_on(&after, s, us).is_some() {
            let k = after.piece_at(s).map_or(PieceKind::Soldier, |p| p.kind);
            if threat.map_or(true, |t| SEE_VALUE[k.index()] > SEE_VALUE[t.index()]) {
                threat = Some(k);
            }
        }
    }
    if let Some(k) = threat {
        reasons.push(Reason::Threatens(k));
    }
    if pos.fullmove_number() <= DEVELOP_MAX_FULLMOVE
        && victim.is_none()
        && home_point(pos, mv.from(), moved, us)
        && !home_point(pos, mv.to(), moved, us)
    {
        reasons.push(Reason::Develops(moved));
    }
    if reasons.is_empty() {
        reasons.push(Reason::Improves(moved));
    }
    reasons.truncate(MAX_REASONS);
    Hint { mv, score, reasons }
}

impl Engine {
    /// The strong level's move with a reason ("Rat"), searched for `limits` (the app uses
    /// `Limits::move_time(settings.strong_time)`).
    pub fn hint(
        &mut self,
        start: &Position,
        moves: &[Move],
        limits: Limits,
        rules: &dyn GameRules,
    ) -> Result<Hint, EngineError> {
        let r = self.search(start, moves, limits, rules, |_| {})?;
        let pos = replay(start, moves)?;
        Ok(explain_move(&pos, r.best, r.score, &r.pv))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn capture_reads_naturally() {
        let pos3 = Position::from_fen("3k5/9/9/9/c8/9/9/9/9/R4K3 w - - 0 1").unwrap();
        let m3 = Move::parse_iccs("a0a5").unwrap();
        let h3 = explain_move(&pos3, m3, 500, &[m3]);
        assert_eq!(h3.reasons[0], Reason::Captures(PieceKind::Cannon));
        assert_eq!(h3.reason(Locale::De), "Schlägt die Kanone.");
        assert_eq!(h3.reason(Locale::En), "Captures the cannon.");
        assert_eq!(h3.reason(Locale::ZhHans), "吃掉对方的炮。");
    }

    #[test]
    fn sentences_join_with_and() {
        use PieceKind as K;
        let r = [
            Reason::MateIn(3),
            Reason::Defends {
                piece: K::Horse,
                against: K::Cannon,
            },
            Reason::Improves(K::Horse),
        ];
        assert_eq!(
            reasons_text(&r, Locale::De),
            "Erzwingt Matt in 3 Zügen, schützt das Pferd vor der Kanone und verbessert die \
             Stellung des Pferdes."
        );
        assert_eq!(
            reasons_text(&r, Locale::En),
            "Forces mate in 3 moves, defends the horse against the cannon and improves the \
             horse's position."
        );
        assert_eq!(
            reasons_text(&r, Locale::ZhHans),
            "可以3步连杀，保护马免受对方炮的攻击，并改善马的位置。"
        );
        assert_eq!(reasons_text(&[], Locale::De), "");
    }
}
