//! Names of classic openings and defences, recognised from the moves played from the start
//! position.
//!
//! Each opening is a set of lines; a line lists the first moves of Red and of Black. A game
//! matches a line when Red's first moves are exactly the line's Red moves and Black's first
//! moves exactly its Black moves, in any order (transpositions), or when the game matches the
//! line mirrored left to right. The deepest matching line (most moves) names the opening.

use crate::lang::Lang;
use crate::moves::Move;
use crate::types::Square;

/// A named opening or defence.
#[derive(Debug, PartialEq, Eq, serde::Serialize)]
pub struct Opening {
    /// Stable identifier, e.g. `central_cannon`.
    pub id: &'static str,
    de: &'static str,
    en: &'static str,
    zh: &'static str,
    /// (Red's first moves, Black's first moves), ICCS.
    #[serde(skip)]
    lines: &'static [(&'static [&'static str], &'static [&'static str])],
}

impl Opening {
    /// The name in the given UI language.
    pub fn name(&self, lang: Lang) -> &'static str {
        lang.pick(self.de, self.en)
    }

    /// The traditional Chinese name (shown beside the Chinese notation).
    pub fn chinese(&self) -> &'static str {
        self.zh
    }

    /// The lines (Red moves, Black moves) as ICCS text.
    pub fn lines(&self) -> &'static [(&'static [&'static str], &'static [&'static str])] {
        self.lines
    }
}

macro_rules! op {
    ($id:literal, $de:literal, $en:literal, $zh:literal, [$(([$($r:literal),*], [$($b:literal),*])),+ $(,)?]) => {
        Opening { id: $id, de: $de, en: $en, zh: $zh, lines: &[$((&[$($r),*], &[$($b),*])),+] }
    };
}

static OPENINGS: &[Opening] = &[
    op!(
        "central_cannon",
        "Mittelkanone",
        "Central Cannon",
        "中炮",
        [(["h2e2"], [])]
    ),
    op!(
        "elephant",
        "Elefanteneröffnung",
        "Elephant Opening",
        "飞相局",
        [(["g0e2"], [])]
    ),
    op!(
        "soldier_advance",
        "Soldatenvorstoß",
        "Soldier Advance",
        "仙人指路",
        [(["c3c4"], [])]
    ),
    op!(
        "horse",
        "Pferderöffnung",
        "Horse Opening",
        "起马局",
        [(["h0g2"], [])]
    ),
    op!(
        "cross_palace_cannon",
        "Kanone quer durch den Palast",
        "Cross-Palace Cannon",
        "过宫炮",
        [(["h2d2"], [])]
    ),
    op!(
        "palcorner_cannon",
        "Palastecken-Kanone",
        "Palcorner Cannon",
        "士角炮",
        [(["b2d2"], [])]
    ),
    op!(
        "edge_soldier",
        "Randsoldat-Eröffnung",
        "Edge Soldier Opening",
        "边兵局",
        [(["a3a4"], [])]
    ),
    op!(
        "river_cannon",
        "Flusskanone",
        "River Bank Cannon",
        "巡河炮",
        [(["h2h4"], [])]
    ),
    op!(
        "screen_horses",
        "Paravent-Pferde",
        "Screen Horses",
        "屏风马",
        [([], ["h9g7", "b9c7"])]
    ),
    op!(
        "same_direction_cannons",
        "Gleichlaufende Kanonen",
        "Same Direction Cannons",
        "顺炮",
        [(["h2e2"], ["h7e7"])]
    ),
    op!(
        "opposite_direction_cannons",
        "Gegenlaufende Kanonen",
        "Opposite Direction Cannons",
        "列炮",
        [(["h2e2"], ["b7e7"])]
    ),
    op!(
        "central_cannon_vs_screen_horses",
        "Mittelkanone gegen Paravent-Pferde",
        "Central Cannon vs Screen Horses",
        "中炮对屏风马",
        [
            (["h2e2"], ["h9g7", "b9c7"]),
            (["h2e2", "h0g2"], ["h9g7", "b9c7"])
        ]
    ),
    op!(
        "central_cannon_vs_single_horse",
        "Mittelkanone gegen Einzelpferd",
        "Central Cannon vs Single Horse Defence",
        "中炮对单提马",
        [(["h2e2", "h0g2"], ["b9c7", "h9i7"])]
    ),
    op!(
        "central_cannon_vs_reverse_palace_horses",
        "Mittelkanone gegen umgekehrte Palastpferde",
        "Central Cannon vs Reverse Palace Horses",
        "中炮对反宫马",
        [(["h2e2"], ["b9c7", "h7f7", "h9g7"])]
    ),
    op!(
        "straight_chariot_vs_screen_horses",
        "Mittelkanone mit geradem Wagen gegen Paravent-Pferde",
        "Central Cannon with Straight Chariot vs Screen Horses",
        "中炮直车对屏风马",
        [(["h2e2", "h0g2", "i0h0"], ["h9g7", "i9h9", "b9c7"])]
    ),
    op!(
        "river_chariot_vs_screen_horses",
        "Mittelkanone mit Flusswagen gegen Paravent-Pferde",
        "Central Cannon with River-Crossing Chariot vs Screen Horses",
        "中炮过河车对屏风马",
        [
            (["h2e2", "h0g2", "i0h0", "h0h6"], ["h9g7", "i9h9", "b9c7"]),
            (
                ["h2e2", "h0g2", "i0h0", "h0h6"],
                ["h9g7", "i9h9", "b9c7", "g6g5"]
            )
        ]
    ),
    op!(
        "same_direction_straight_vs_horizontal",
        "Gleichlaufende Kanonen: gerader gegen querer Wagen",
        "Same Direction Cannons: Straight vs Horizontal Chariot",
        "顺炮直车对横车",
        [(["h2e2", "h0g2", "i0h0"], ["h7e7", "h9g7", "i9i8"])]
    ),
    op!(
        "central_cannon_vs_halfway_opposite_cannon",
        "Mittelkanone gegen späte Gegenkanone",
        "Central Cannon vs Halfway Opposite Cannon",
        "中炮对半途列炮",
        [(["h2e2", "h0g2"], ["h9g7", "b7e7"])]
    ),
    op!(
        "soldier_advance_vs_cannon_behind_soldier",
        "Soldatenvorstoß gegen Kanone hinter dem Soldaten",
        "Soldier Advance vs Cannon Behind the Soldier",
        "仙人指路对卒底炮",
        [(["c3c4"], ["b7c7"])]
    ),
    op!(
        "mutual_soldier_advance",
        "Beidseitiger Soldatenvorstoß",
        "Mutual Soldier Advance",
        "对兵局",
        [(["c3c4"], ["g6g5"])]
    ),
    op!(
        "elephant_vs_central_cannon",
        "Elefanteneröffnung gegen Mittelkanone",
        "Elephant Opening vs Central Cannon",
        "飞相局对中炮",
        [(["g0e2"], ["h7e7"]), (["g0e2"], ["b7e7"])]
    ),
];

/// Every opening the recogniser knows.
pub fn openings() -> &'static [Opening] {
    OPENINGS
}

fn mirror(m: Move) -> Move {
    let flip = |s: Square| {
        Square::from_file_rank(8 - s.file().index() as i32, s.rank().index() as i32).unwrap_or(s)
    };
    Move::new(flip(m.from()), flip(m.to()))
}

/// Do the first `want.len()` moves of `side` equal `want` as a set?
fn side_matches(side: &[Move], want: &[&str], mirrored: bool) -> bool {
    if side.len() < want.len() {
        return false;
    }
    let played = &side[..want.len()];
    want.iter().all(|w| {
        Move::parse_iccs(w)
            .map(|m| if mirrored { mirror(m) } else { m })
            .is_ok_and(|m| played.contains(&m))
    })
}

/// The opening named by the moves played from the standard start position: the deepest
/// matching line, mirrored lines included; `None` if no line matches.
///
/// ```
/// use xiangqi::notation::opening_name;
/// use xiangqi::Lang;
/// use xiangqi::Move;
/// let moves: Vec<Move> = ["h2e2", "h9g7", "h0g2", "b9c7"]
///     .iter().map(|t| Move::parse_iccs(t).unwrap()).collect();
/// let o = opening_name(&moves).unwrap();
/// assert_eq!(o.name(Lang::En), "Central Cannon vs Screen Horses");
/// // The mirror image (cannon from the left) is the same opening.
/// let left: Vec<Move> = ["b2e2"].iter().map(|t| Move::parse_iccs(t).unwrap()).collect();
/// assert_eq!(opening_name(&left).unwrap().name(Lang::De), "Mittelkanone");
/// ```
pub fn opening_name(moves: &[Move]) -> Option<&'static Opening> {
    let red: Vec<Move> = moves.iter().step_by(2).copied().collect();
    let black: Vec<Move> = moves.iter().skip(1).step_by(2).copied().collect();
    let mut best: Option<(&'static Opening, usize)> = None;
    for o in OPENINGS {
        for (r, b) in o.lines {
            let depth = r.len() + b.len();
            let hit = [false, true]
                .into_iter()
                .any(|mir| side_matches(&red, r, mir) && side_matches(&black, b, mir));
            if hit && !matches!(best, Some((_, d)) if d >= depth) {
                best = Some((o, depth));
            }
        }
    }
    best.map(|(o, _)| o)
}
