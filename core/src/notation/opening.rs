//! Names of classic openings and defences, recognised from the moves played from the start
//! position.
//!
//! Each opening is a set of lines; a line lists the first moves of Red and of Black. A game
//! matches a line when Red's first moves are exactly the line's Red moves and Black's first
//! moves exactly its Black moves, in any order (transpositions), or when the game matches the
//! line mirrored left to right. The deepest matching line (most moves) names the opening.

use crate::l10n::{self, Locale};
use crate::moves::Move;
use crate::types::Square;

/// A named opening or defence.
#[derive(Debug, PartialEq, Eq, serde::Serialize)]
pub struct Opening {
    /// Stable identifier, e.g. `central_cannon`.
    pub id: &'static str,
    /// The id of its name's message (`opening-central-cannon`).
    #[serde(skip)]
    message: &'static str,
    zh: &'static str,
    /// (Red's first moves, Black's first moves), ICCS.
    #[serde(skip)]
    lines: &'static [(&'static [&'static str], &'static [&'static str])],
}

impl Opening {
    /// The name in the given UI language.
    pub fn name(&self, locale: impl Into<Locale>) -> std::borrow::Cow<'static, str> {
        l10n::tr(locale, self.message)
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
    ($id:literal, $message:literal, $zh:literal, [$(([$($r:literal),*], [$($b:literal),*])),+ $(,)?]) => {
        Opening { id: $id, message: $message, zh: $zh, lines: &[$((&[$($r),*], &[$($b),*])),+] }
    };
}

static OPENINGS: &[Opening] = &[
    op!(
        "central_cannon",
        "opening-central-cannon",
        "中炮",
        [(["h2e2"], [])]
    ),
    op!("elephant", "opening-elephant", "飞相局", [(["g0e2"], [])]),
    op!(
        "soldier_advance",
        "opening-soldier-advance",
        "仙人指路",
        [(["c3c4"], [])]
    ),
    op!("horse", "opening-horse", "起马局", [(["h0g2"], [])]),
    op!(
        "cross_palace_cannon",
        "opening-cross-palace-cannon",
        "过宫炮",
        [(["h2d2"], [])]
    ),
    op!(
        "palcorner_cannon",
        "opening-palcorner-cannon",
        "士角炮",
        [(["b2d2"], [])]
    ),
    op!(
        "edge_soldier",
        "opening-edge-soldier",
        "边兵局",
        [(["a3a4"], [])]
    ),
    op!(
        "river_cannon",
        "opening-river-cannon",
        "巡河炮",
        [(["h2h4"], [])]
    ),
    op!(
        "screen_horses",
        "opening-screen-horses",
        "屏风马",
        [([], ["h9g7", "b9c7"])]
    ),
    op!(
        "same_direction_cannons",
        "opening-same-direction-cannons",
        "顺炮",
        [(["h2e2"], ["h7e7"])]
    ),
    op!(
        "opposite_direction_cannons",
        "opening-opposite-direction-cannons",
        "列炮",
        [(["h2e2"], ["b7e7"])]
    ),
    op!(
        "central_cannon_vs_screen_horses",
        "opening-central-cannon-vs-screen-horses",
        "中炮对屏风马",
        [
            (["h2e2"], ["h9g7", "b9c7"]),
            (["h2e2", "h0g2"], ["h9g7", "b9c7"])
        ]
    ),
    op!(
        "central_cannon_vs_single_horse",
        "opening-central-cannon-vs-single-horse",
        "中炮对单提马",
        [(["h2e2", "h0g2"], ["b9c7", "h9i7"])]
    ),
    op!(
        "central_cannon_vs_reverse_palace_horses",
        "opening-central-cannon-vs-reverse-palace-horses",
        "中炮对反宫马",
        [(["h2e2"], ["b9c7", "h7f7", "h9g7"])]
    ),
    op!(
        "straight_chariot_vs_screen_horses",
        "opening-straight-chariot-vs-screen-horses",
        "中炮直车对屏风马",
        [(["h2e2", "h0g2", "i0h0"], ["h9g7", "i9h9", "b9c7"])]
    ),
    op!(
        "river_chariot_vs_screen_horses",
        "opening-river-chariot-vs-screen-horses",
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
        "opening-same-direction-straight-vs-horizontal",
        "顺炮直车对横车",
        [(["h2e2", "h0g2", "i0h0"], ["h7e7", "h9g7", "i9i8"])]
    ),
    op!(
        "central_cannon_vs_halfway_opposite_cannon",
        "opening-central-cannon-vs-halfway-opposite-cannon",
        "中炮对半途列炮",
        [(["h2e2", "h0g2"], ["h9g7", "b7e7"])]
    ),
    op!(
        "soldier_advance_vs_cannon_behind_soldier",
        "opening-soldier-advance-vs-cannon-behind-soldier",
        "仙人指路对卒底炮",
        [(["c3c4"], ["b7c7"])]
    ),
    op!(
        "mutual_soldier_advance",
        "opening-mutual-soldier-advance",
        "对兵局",
        [(["c3c4"], ["g6g5"])]
    ),
    op!(
        "elephant_vs_central_cannon",
        "opening-elephant-vs-central-cannon",
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_opening_has_its_name_in_every_locale() {
        for o in OPENINGS {
            assert_eq!(o.message, format!("opening-{}", o.id.replace('_', "-")));
            for locale in Locale::ALL {
                assert!(l10n::has(locale, o.message), "{} in {locale}", o.message);
            }
        }
    }
}
