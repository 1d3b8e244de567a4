//! Hints ("Rat"): a move plus a short reason in German and English, built from what the move
//! does on the board and what the search found (not from fixed strings per position).

use super::eval::SEE_VALUE;
use super::search::{see, Engine};
use super::time::Limits;
use super::{mate_in, Score};
use super::{replay, EngineError, GameRules};
use crate::moves::Move;
use crate::position::Position;
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
    pub reason_de: String,
    pub reason_en: String,
}

fn de_acc(k: PieceKind) -> &'static str {
    match k {
        PieceKind::General => "den General",
        PieceKind::Advisor => "die Leibwache",
        PieceKind::Elephant => "den Elefanten",
        PieceKind::Horse => "das Pferd",
        PieceKind::Chariot => "den Wagen",
        PieceKind::Cannon => "die Kanone",
        PieceKind::Soldier => "den Soldaten",
    }
}

fn de_dat(k: PieceKind) -> &'static str {
    match k {
        PieceKind::General => "dem General",
        PieceKind::Advisor => "der Leibwache",
        PieceKind::Elephant => "dem Elefanten",
        PieceKind::Horse => "dem Pferd",
        PieceKind::Chariot => "dem Wagen",
        PieceKind::Cannon => "der Kanone",
        PieceKind::Soldier => "dem Soldaten",
    }
}

fn de_gen(k: PieceKind) -> &'static str {
    match k {
        PieceKind::General => "des Generals",
        PieceKind::Advisor => "der Leibwache",
        PieceKind::Elephant => "des Elefanten",
        PieceKind::Horse => "des Pferdes",
        PieceKind::Chariot => "des Wagens",
        PieceKind::Cannon => "der Kanone",
        PieceKind::Soldier => "des Soldaten",
    }
}

impl Reason {
    /// German phrase (lower case start, no full stop).
    pub fn german(&self) -> String {
        match *self {
            Reason::Mates => "setzt matt".into(),
            Reason::MateIn(n) => format!("erzwingt Matt in {n} Zügen"),
            Reason::HoldsOut => "hält am längsten stand".into(),
            Reason::Captures(k) => format!("schlägt {}", de_acc(k)),
            Reason::Check => "bietet Schach".into(),
            Reason::WinsMaterial(_) => "gewinnt zwingend Material".into(),
            Reason::Escapes(k) => format!("bringt {} in Sicherheit", de_acc(k)),
            Reason::Defends { piece, against } => {
                format!("schützt {} vor {}", de_acc(piece), de_dat(against))
            }
            Reason::Threatens(k) => format!("greift {} an", de_acc(k)),
            Reason::Develops(k) => format!("entwickelt {}", de_acc(k)),
            Reason::Improves(k) => format!("verbessert die Stellung {}", de_gen(k)),
        }
    }

    /// English phrase (lower case start, no full stop).
    pub fn english(&self) -> String {
        match *self {
            Reason::Mates => "checkmates".into(),
            Reason::MateIn(n) => format!("forces mate in {n} moves"),
            Reason::HoldsOut => "holds out longest".into(),
            Reason::Captures(k) => format!("captures the {k}"),
            Reason::Check => "gives check".into(),
            Reason::WinsMaterial(_) => "wins material by force".into(),
            Reason::Escapes(k) => format!("moves the {k} out of danger"),
            Reason::Defends { piece, against } => {
                format!("defends the {piece} against the {against}")
            }
            Reason::Threatens(k) => format!("attacks the {k}"),
            Reason::Develops(k) => format!("develops the {k}"),
            Reason::Improves(k) => format!("improves the {k}'s position"),
        }
    }
}

/// Joins phrases as a sentence: "A, B und C."
fn sentence(parts: &[String], and: &str) -> String {
    let mut s = match parts.len() {
        0 => String::new(),
        1 => parts[0].clone(),
        n => format!("{} {and} {}", parts[..n - 1].join(", "), parts[n - 1]),
    };
    if let Some(first) = s.get(0..1) {
        let up = first.to_uppercase();
        s.replace_range(0..1, &up);
    }
    s.push('.');
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
    let de: Vec<String> = reasons.iter().map(Reason::german).collect();
    let en: Vec<String> = reasons.iter().map(Reason::english).collect();
    Hint {
        mv,
        score,
        reason_de: sentence(&de, "und"),
        reason_en: sentence(&en, "and"),
        reasons,
    }
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
        assert_eq!(h3.reason_de, "Schlägt die Kanone.");
        assert_eq!(h3.reason_en, "Captures the cannon.");
    }

    #[test]
    fn sentence_joins_with_and() {
        let p = vec!["a".to_string(), "b".to_string(), "c".to_string()];
        assert_eq!(sentence(&p, "and"), "A, b and c.");
    }
}
