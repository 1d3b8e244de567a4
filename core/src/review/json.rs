//! A review as versioned JSON (what the store keeps): `{"format": "xiangqi-review",
//! "version": 1, "review": {...}}`, moves as ICCS text. A text of another format or version
//! is refused with a typed error, so the app reviews the game again instead.

use super::GameReview;
use serde::{Deserialize, Serialize};

/// The `format` field of a stored review.
pub const REVIEW_FORMAT: &str = "xiangqi-review";
/// The `version` this build writes and reads. Bump it when the review's fields or its
/// thresholds change: older stored reviews are then made again.
pub const REVIEW_FORMAT_VERSION: u32 = 1;

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
            return Err(ReviewFormatError::Version {
                found: header.version,
                supported: REVIEW_FORMAT_VERSION,
            });
        }
        let body: Body = serde_json::from_str(text).map_err(bad)?;
        Ok(body.review)
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
