//! A review as versioned JSON (what the store keeps): `{"format": "xiangqi-review",
//! "version": 2, "review": {...}}`, moves as ICCS text, the reasons of a better move or a
//! reply as codes with arguments (`{"code": "captures", "piece": "chariot"}`).
//!
//! Versions: **1** held each reason as a German and an English sentence (`reason_de`,
//! `reason_en`); **2** holds the typed reasons, said in whatever language the reader uses.
//! [`upgrade_json`] brings an older text forward one version at a time (the store runs it
//! over its rows once; [`GameReview::from_json`] runs it on any older text it reads). A text
//! of another format or a newer version is refused with a typed error, so the app reviews
//! the game again instead.

use super::GameReview;
use crate::engine::{explain_move, Reason};
use crate::moves::Move;
use crate::position::Position;
use crate::types::Color;
use crate::types::PieceKind;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The `format` field of a stored review.
pub const REVIEW_FORMAT: &str = "xiangqi-review";
/// The `version` this build writes. Bump it when the review's fields or its thresholds
/// change, with a step in [`upgrade_json`] where the old text holds what the new one needs
/// (otherwise older stored reviews are refused and made again).
pub const REVIEW_FORMAT_VERSION: u32 = 2;

/// Why a stored review cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReviewFormatError {
    #[error("not a review: {0}")]
    Json(String),
    #[error("not a review (format {0:?})")]
    Format(String),
    #[error("review version {found}; this build reads version {supported}")]
    Version { found: u32, supported: u32 },
}

#[derive(Serialize)]
struct Envelope<'a> {
    format: &'a str,
    version: u32,
    review: &'a GameReview,
}

/// Only the header, read first: a review of another version may not parse as this one.
#[derive(Deserialize)]
struct Header {
    format: String,
    version: u32,
}

#[derive(Deserialize)]
struct Body {
    review: GameReview,
}

impl GameReview {
    /// The review as versioned JSON.
    pub fn to_json(&self) -> String {
        let envelope = Envelope {
            format: REVIEW_FORMAT,
            version: REVIEW_FORMAT_VERSION,
            review: self,
        };
        // Plain data with string keys: serialising cannot fail.
        serde_json::to_string(&envelope).unwrap_or_default()
    }

    /// Reads [`GameReview::to_json`]'s text.
    ///
    /// ```
    /// use xiangqi::review::{GameReview, ReviewFormatError};
    /// let e = GameReview::from_json(r#"{"format":"xiangqi-review","version":99}"#);
    /// assert!(matches!(e, Err(ReviewFormatError::Version { found: 99, .. })));
    /// ```
    pub fn from_json(text: &str) -> Result<GameReview, ReviewFormatError> {
        let bad = |e: serde_json::Error| ReviewFormatError::Json(e.to_string());
        let header: Header = serde_json::from_str(text).map_err(bad)?;
        if header.format != REVIEW_FORMAT {
            return Err(ReviewFormatError::Format(header.format));
        }
        if header.version != REVIEW_FORMAT_VERSION {
            let current = upgrade_json(text)?;
            let body: Body = serde_json::from_str(&current).map_err(bad)?;
            return Ok(body.review);
        }
        let body: Body = serde_json::from_str(text).map_err(bad)?;
        Ok(body.review)
    }
}

/// A stored review's text brought to [`REVIEW_FORMAT_VERSION`], one version at a time (a
/// current text comes back as it is). An older version whose text cannot be read, a newer
/// version or another format is an error.
///
/// Version 1 → 2: the German and English sentences of each better move and reply give way
/// to its typed reasons, made again by [`explain_move`] from what the review holds: the
/// position (the start and the moves), the move, its line and the score the search gave the
/// position (the evaluation before the ply for a better move, after it for a reply). These
/// are the reasons version 1 put into words, so the sentences say the same as before.
///
/// ```
/// use xiangqi::review::{upgrade_json, GameReview, ReviewFormatError};
/// let e = upgrade_json(r#"{"format":"xiangqi-review","version":99}"#);
/// assert!(matches!(e, Err(ReviewFormatError::Version { found: 99, .. })));
/// ```
pub fn upgrade_json(text: &str) -> Result<String, ReviewFormatError> {
    let bad = |e: serde_json::Error| ReviewFormatError::Json(e.to_string());
    let header: Header = serde_json::from_str(text).map_err(bad)?;
    if header.format != REVIEW_FORMAT {
        return Err(ReviewFormatError::Format(header.format));
    }
    let newer = || ReviewFormatError::Version {
        found: header.version,
        supported: REVIEW_FORMAT_VERSION,
    };
    if header.version == REVIEW_FORMAT_VERSION {
        return Ok(text.to_string());
    }
    if header.version == 0 || header.version > REVIEW_FORMAT_VERSION {
        return Err(newer());
    }
    let mut root: Value = serde_json::from_str(text).map_err(bad)?;
    let mut version = header.version;
    while version < REVIEW_FORMAT_VERSION {
        match version {
            1 => upgrade_1_to_2(&mut root)?,
            _ => return Err(newer()),
        }
        version += 1;
        root["version"] = Value::from(version);
    }
    Ok(root.to_string())
}

/// Version 1 → 2 on the parsed text (see [`upgrade_json`]).
fn upgrade_1_to_2(root: &mut Value) -> Result<(), ReviewFormatError> {
    let broken = |what: &str| ReviewFormatError::Json(format!("version 1 review: {what}"));
    let review = root.get_mut("review").ok_or_else(|| broken("no review"))?;
    let start = review["start_fen"]
        .as_str()
        .and_then(|f| Position::from_fen(f).ok())
        .ok_or_else(|| broken("start_fen"))?;
    let moves = review["moves"]
        .as_array()
        .ok_or_else(|| broken("moves"))?
        .iter()
        .map(|m| m.as_str().and_then(|t| Move::parse_iccs(t).ok()))
        .collect::<Option<Vec<Move>>>()
        .ok_or_else(|| broken("moves"))?;
    let mut positions = vec![start];
    for &m in &moves {
        let next = positions[positions.len() - 1].with_move(m);
        positions.push(next);
    }
    // The search's score of each position (Red's view, as the evaluations hold it).
    let red_score = |eval: &Value| eval["score"].as_i64().map(|s| s as i32);
    let mut scores = vec![red_score(&review["start_eval"]).ok_or_else(|| broken("start_eval"))?];
    let plies = review["plies"]
        .as_array_mut()
        .ok_or_else(|| broken("plies"))?;
    for p in plies.iter() {
        scores.push(red_score(&p["eval"]).ok_or_else(|| broken("eval"))?);
    }
    if scores.len() != positions.len() {
        return Err(broken("plies and moves differ"));
    }
    // For the side to move there.
    let score_at = |i: usize| match positions[i].side_to_move() {
        Color::Red => scores[i],
        Color::Black => -scores[i],
    };
    for (i, p) in plies.iter_mut().enumerate() {
        for (field, at) in [("better", i), ("reply", i + 1)] {
            let Some(explained) = p.get_mut(field).and_then(Value::as_object_mut) else {
                continue;
            };
            let mv = explained
                .get("mv")
                .and_then(Value::as_str)
                .and_then(|t| Move::parse_iccs(t).ok())
                .ok_or_else(|| broken("mv"))?;
            let line = explained
                .get("line")
                .and_then(Value::as_array)
                .ok_or_else(|| broken("line"))?
                .iter()
                .map(|m| m.as_str().and_then(|t| Move::parse_iccs(t).ok()))
                .collect::<Option<Vec<Move>>>()
                .ok_or_else(|| broken("line"))?;
            let pos = &positions[at];
            if !pos.is_legal(mv) {
                return Err(broken("an explained move is not legal"));
            }
            let hint = explain_move(pos, mv, score_at(at), &line);
            let stored: Vec<StoredReason> = hint.reasons.iter().map(|&r| r.into()).collect();
            explained.remove("reason_de");
            explained.remove("reason_en");
            explained.insert(
                "reasons".into(),
                serde_json::to_value(stored).map_err(bad_value)?,
            );
        }
    }
    Ok(())
}

fn bad_value(e: serde_json::Error) -> ReviewFormatError {
    ReviewFormatError::Json(e.to_string())
}

/// A reason as stored: a code with its arguments.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "code", rename_all = "snake_case")]
enum StoredReason {
    Mates,
    MateIn { moves: i32 },
    HoldsOut,
    Captures { piece: Kind },
    Check,
    WinsMaterial { cp: i32 },
    Escapes { piece: Kind },
    Defends { piece: Kind, against: Kind },
    Threatens { piece: Kind },
    Develops { piece: Kind },
    Improves { piece: Kind },
}

/// A piece kind by its name (`"horse"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Kind(PieceKind);

impl Serialize for Kind {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.0.name())
    }
}

impl<'de> Deserialize<'de> for Kind {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Kind, D::Error> {
        let name = String::deserialize(d)?;
        PieceKind::ALL
            .into_iter()
            .find(|k| k.name() == name)
            .map(Kind)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown piece {name:?}")))
    }
}

impl From<Reason> for StoredReason {
    fn from(r: Reason) -> StoredReason {
        match r {
            Reason::Mates => StoredReason::Mates,
            Reason::MateIn(moves) => StoredReason::MateIn { moves },
            Reason::HoldsOut => StoredReason::HoldsOut,
            Reason::Captures(k) => StoredReason::Captures { piece: Kind(k) },
            Reason::Check => StoredReason::Check,
            Reason::WinsMaterial(cp) => StoredReason::WinsMaterial { cp },
            Reason::Escapes(k) => StoredReason::Escapes { piece: Kind(k) },
            Reason::Defends { piece, against } => StoredReason::Defends {
                piece: Kind(piece),
                against: Kind(against),
            },
            Reason::Threatens(k) => StoredReason::Threatens { piece: Kind(k) },
            Reason::Develops(k) => StoredReason::Develops { piece: Kind(k) },
            Reason::Improves(k) => StoredReason::Improves { piece: Kind(k) },
        }
    }
}

impl From<StoredReason> for Reason {
    fn from(r: StoredReason) -> Reason {
        match r {
            StoredReason::Mates => Reason::Mates,
            StoredReason::MateIn { moves } => Reason::MateIn(moves),
            StoredReason::HoldsOut => Reason::HoldsOut,
            StoredReason::Captures { piece } => Reason::Captures(piece.0),
            StoredReason::Check => Reason::Check,
            StoredReason::WinsMaterial { cp } => Reason::WinsMaterial(cp),
            StoredReason::Escapes { piece } => Reason::Escapes(piece.0),
            StoredReason::Defends { piece, against } => Reason::Defends {
                piece: piece.0,
                against: against.0,
            },
            StoredReason::Threatens { piece } => Reason::Threatens(piece.0),
            StoredReason::Develops { piece } => Reason::Develops(piece.0),
            StoredReason::Improves { piece } => Reason::Improves(piece.0),
        }
    }
}

/// serde for a move's reasons as codes with arguments.
pub(super) mod reasons {
    use super::StoredReason;
    use crate::engine::Reason;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(reasons: &[Reason], s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(reasons.iter().map(|&r| StoredReason::from(r)))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Reason>, D::Error> {
        let stored = Vec::<StoredReason>::deserialize(d)?;
        Ok(stored.into_iter().map(Reason::from).collect())
    }
}

/// serde for a [`Move`](crate::Move) as ICCS text.
pub(super) mod iccs {
    use crate::moves::Move;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(m: &Move, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(m)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Move, D::Error> {
        let text = String::deserialize(d)?;
        Move::parse_iccs(&text).map_err(serde::de::Error::custom)
    }
}

/// serde for a list of moves as ICCS texts.
pub(super) mod iccs_list {
    use crate::moves::Move;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(moves: &[Move], s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(moves.iter().map(|m| m.to_string()))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Move>, D::Error> {
        let texts = Vec::<String>::deserialize(d)?;
        texts
            .iter()
            .map(|t| Move::parse_iccs(t).map_err(serde::de::Error::custom))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::StandardRules;
    use crate::l10n::Locale;
    use crate::review::Reviewer;

    fn review(fen: &str, moves: &str) -> GameReview {
        let start = Position::from_fen(fen).unwrap();
        let moves: Vec<Move> = moves
            .split(' ')
            .map(|m| Move::parse_iccs(m).unwrap())
            .collect();
        Reviewer::new(20_000)
            .review(&start, &moves, |_| StandardRules, |_| {})
            .unwrap()
    }

    /// The text version 1 wrote for `r`: each explained move's reasons as the German and the
    /// English sentence.
    fn as_version_1(r: &GameReview) -> String {
        let mut root: Value = serde_json::from_str(&r.to_json()).unwrap();
        root["version"] = Value::from(1);
        let plies = root["review"]["plies"].as_array_mut().unwrap();
        for (p, ply) in plies.iter_mut().zip(&r.plies) {
            for (field, explained) in [("better", &ply.better), ("reply", &ply.reply)] {
                let Some(e) = explained else { continue };
                let o = p[field].as_object_mut().unwrap();
                o.remove("reasons");
                o.insert("reason_de".into(), e.reason(Locale::De).into());
                o.insert("reason_en".into(), e.reason(Locale::En).into());
            }
        }
        root.to_string()
    }

    #[test]
    fn a_version_1_review_reads_with_the_same_reasons() {
        let games = [
            ("3ak4/4a4/9/r8/9/9/9/9/4A4/R2AK4 w - - 0 1", "a0a1 a6a1"),
            ("3k5/1R7/8r/9/9/9/9/R8/7r1/4K4 w - - 0 1", "a2a3 i7i0"),
            (
                "3ak4/4a4/2n6/9/9/9/9/9/4A4/R2AK4 w - - 0 1",
                "a0a1 c7b5 a1a3 b5a3",
            ),
        ];
        let mut explained = 0;
        for (fen, moves) in games {
            let r = review(fen, moves);
            let old = as_version_1(&r);
            assert!(old.contains(r#""version":1"#) && old.contains("reason_de"));
            let upgraded = upgrade_json(&old).unwrap();
            assert!(!upgraded.contains("reason_de"), "{upgraded}");
            assert_eq!(GameReview::from_json(&upgraded).unwrap(), r, "{fen}");
            // from_json reads the old text as well.
            assert_eq!(GameReview::from_json(&old).unwrap(), r, "{fen}");
            explained += r
                .plies
                .iter()
                .filter(|p| p.better.is_some() || p.reply.is_some())
                .count();
        }
        assert!(explained >= 3);
        // A current text comes back as it is.
        let r = review(games[0].0, games[0].1);
        assert_eq!(upgrade_json(&r.to_json()).unwrap(), r.to_json());
    }

    #[test]
    fn reasons_are_stored_as_codes_with_arguments() {
        let r = review("3ak4/4a4/9/r8/9/9/9/9/4A4/R2AK4 w - - 0 1", "a0a1 a6a1");
        let json = r.to_json();
        assert!(json.contains(r#""version":2"#), "{json}");
        assert!(
            json.contains(r#"{"code":"captures","piece":"chariot"}"#),
            "{json}"
        );
        let all = [
            Reason::Mates,
            Reason::MateIn(3),
            Reason::HoldsOut,
            Reason::Captures(PieceKind::Cannon),
            Reason::Check,
            Reason::WinsMaterial(250),
            Reason::Escapes(PieceKind::Horse),
            Reason::Defends {
                piece: PieceKind::Elephant,
                against: PieceKind::Soldier,
            },
            Reason::Threatens(PieceKind::Chariot),
            Reason::Develops(PieceKind::Horse),
            Reason::Improves(PieceKind::General),
        ];
        let stored: Vec<StoredReason> = all.iter().map(|&r| r.into()).collect();
        let text = serde_json::to_string(&stored).unwrap();
        let back: Vec<StoredReason> = serde_json::from_str(&text).unwrap();
        assert_eq!(back.into_iter().map(Reason::from).collect::<Vec<_>>(), all);
        assert!(text.contains(r#"{"code":"defends","piece":"elephant","against":"soldier"}"#));
        assert!(text.contains(r#"{"code":"mate_in","moves":3}"#));
    }

    #[test]
    fn broken_or_unknown_texts_are_refused() {
        assert!(matches!(
            upgrade_json(r#"{"format":"xiangqi-review","version":1,"review":{}}"#),
            Err(ReviewFormatError::Json(_))
        ));
        assert!(matches!(
            upgrade_json(r#"{"format":"other","version":1}"#),
            Err(ReviewFormatError::Format(_))
        ));
        assert!(matches!(
            GameReview::from_json(r#"{"format":"xiangqi-review","version":3}"#),
            Err(ReviewFormatError::Version {
                found: 3,
                supported: 2
            })
        ));
    }
}
