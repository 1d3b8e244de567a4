//! What the [`Store`](super::Store) keeps of a game, in the core's own types (colour, level,
//! setup, house rules, result and end reason). The store does not replay games: moves are
//! ICCS strings and clocks opaque JSON, checked for their syntax only.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::error::{Result, StoreError};
use crate::engine::Level;
use crate::game::{GameSetup, GameState, HouseRules};
use crate::types::Color;

/// Row id of a stored game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct GameId(pub i64);

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// Who plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum Mode {
    /// The human plays the computer.
    VsComputer {
        /// Computer strength.
        level: Level,
        /// The colour the computer plays; the human has the other one.
        #[serde(rename = "computer_colour")]
        computer_color: Color,
    },
    /// Two humans on one device.
    TwoPlayers,
}

impl Mode {
    /// The human's colour in a game against the computer, `None` for two players.
    pub fn human_color(&self) -> Option<Color> {
        self.computer_color().map(|c| !c)
    }

    /// The computer's colour, `None` for two players.
    pub fn computer_color(&self) -> Option<Color> {
        match self {
            Mode::VsComputer { computer_color, .. } => Some(*computer_color),
            Mode::TwoPlayers => None,
        }
    }
}

/// What is needed to start storing a game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct NewGame {
    /// Who plays.
    pub mode: Mode,
    /// Start position.
    #[serde(with = "setup_columns")]
    pub setup: GameSetup,
    /// House rules of this game.
    pub house_rules: HouseRules,
    /// Clock settings, opaque JSON chosen by the caller (e.g. `"60"` or `"null"`).
    pub clock_settings: String,
    /// Initial clock state, opaque JSON updated by the caller with every move.
    pub clock_state: String,
}

/// A stored game with all its moves: what [`Store::load_game`](super::Store::load_game)
/// returns, the app rebuilds the game from, and a backup holds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredGame {
    /// Row id.
    pub id: GameId,
    /// Who plays.
    pub mode: Mode,
    /// Start position.
    #[serde(with = "setup_columns")]
    pub setup: GameSetup,
    /// House rules.
    pub house_rules: HouseRules,
    /// Clock settings (opaque JSON, as given).
    pub clock_settings: String,
    /// Clock state after the last stored move (opaque JSON, as given).
    pub clock_state: String,
    /// Ongoing, or finished with a result and a reason.
    #[serde(rename = "status", with = "status_object")]
    pub state: GameState,
    /// The moves in ICCS (`"h2e2"`), index = ply (0 = Red's first move in a standard game).
    pub moves: Vec<String>,
    /// Creation time, unix milliseconds as passed by the caller.
    pub created_ms: i64,
    /// Time of the last change, unix milliseconds as passed by the caller.
    pub updated_ms: i64,
}

/// A stored game without its moves (for lists).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct GameSummary {
    /// Row id.
    pub id: GameId,
    /// Who plays.
    pub mode: Mode,
    /// Start position.
    #[serde(with = "setup_columns")]
    pub setup: GameSetup,
    /// House rules.
    pub house_rules: HouseRules,
    /// Ongoing, or finished with a result and a reason.
    #[serde(rename = "status", with = "status_object")]
    pub state: GameState,
    /// Number of stored moves.
    pub ply_count: u32,
    /// Creation time (unix ms).
    pub created_ms: i64,
    /// Last change (unix ms).
    pub updated_ms: i64,
}

/// A setup as the two columns `setup_kind` (`standard`, `handicap`, `fen`) and `setup_text`.
pub(crate) fn setup_to_columns(setup: &GameSetup) -> (&'static str, String) {
    match setup {
        GameSetup::Standard => ("standard", String::new()),
        GameSetup::Handicap { .. } => ("handicap", setup.to_string()),
        GameSetup::Fen(fen) => ("fen", fen.clone()),
    }
}

/// The inverse of [`setup_to_columns`]. FEN text is kept as stored, not validated: the store
/// keeps what it was given, and a position that cannot be played is the app's to report.
pub(crate) fn setup_from_columns(kind: &str, text: String) -> Option<GameSetup> {
    match kind {
        "standard" => Some(GameSetup::Standard),
        "handicap" => match GameSetup::parse(&text) {
            Ok(setup @ GameSetup::Handicap { .. }) => Some(setup),
            _ => None,
        },
        "fen" if !text.trim().is_empty() && text.len() <= MAX_FEN_BYTES => {
            Some(GameSetup::Fen(text))
        }
        _ => None,
    }
}

/// Longer setup texts are refused (a FEN is well under 100 bytes).
const MAX_FEN_BYTES: usize = 200;

pub(crate) fn check_setup(setup: &GameSetup) -> Result<()> {
    let (kind, text) = setup_to_columns(setup);
    match setup_from_columns(kind, text) {
        Some(_) => Ok(()),
        None => Err(StoreError::InvalidInput(format!(
            "setup {setup} is not storable (empty, or longer than {MAX_FEN_BYTES} bytes)"
        ))),
    }
}

/// serde for a game state as the backup writes it: `{"status": "finished", "result": ...,
/// "reason": ...}` (the column names).
mod status_object {
    use crate::game::{EndReason, GameResult, GameState};
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    #[derive(Serialize, Deserialize)]
    #[serde(tag = "status", rename_all = "snake_case")]
    enum Status {
        Ongoing,
        Finished {
            result: GameResult,
            reason: EndReason,
        },
    }

    pub fn serialize<S: Serializer>(state: &GameState, s: S) -> Result<S::Ok, S::Error> {
        match *state {
            GameState::Ongoing => Status::Ongoing,
            GameState::Finished { result, reason } => Status::Finished { result, reason },
        }
        .serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<GameState, D::Error> {
        Ok(match Status::deserialize(d)? {
            Status::Ongoing => GameState::Ongoing,
            Status::Finished { result, reason } => GameState::Finished { result, reason },
        })
    }
}

/// serde for a setup as `{"kind": ..., "text": ...}` (the backup's form, as the columns).
mod setup_columns {
    use super::{setup_from_columns, setup_to_columns};
    use crate::game::GameSetup;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    #[derive(Serialize, Deserialize)]
    struct Columns {
        kind: String,
        text: String,
    }

    pub fn serialize<S: Serializer>(setup: &GameSetup, s: S) -> Result<S::Ok, S::Error> {
        let (kind, text) = setup_to_columns(setup);
        Columns {
            kind: kind.to_string(),
            text,
        }
        .serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<GameSetup, D::Error> {
        let c = Columns::deserialize(d)?;
        setup_from_columns(&c.kind, c.text)
            .ok_or_else(|| serde::de::Error::custom(format!("bad setup of kind {:?}", c.kind)))
    }
}

/// Checks that `m` is a move in lowercase ICCS coordinates: file `a`-`i`, rank `0`-`9`, twice.
pub fn is_iccs(m: &str) -> bool {
    let b = m.as_bytes();
    b.len() == 4
        && (b'a'..=b'i').contains(&b[0])
        && b[1].is_ascii_digit()
        && (b'a'..=b'i').contains(&b[2])
        && b[3].is_ascii_digit()
        && (b[0], b[1]) != (b[2], b[3])
}

pub(crate) fn check_iccs(m: &str) -> Result<()> {
    if is_iccs(m) {
        Ok(())
    } else {
        Err(StoreError::InvalidInput(format!(
            "not a lowercase ICCS move: {m:?}"
        )))
    }
}

pub(crate) fn check_json(what: &str, text: &str) -> Result<()> {
    serde_json::from_str::<serde::de::IgnoredAny>(text)
        .map(|_| ())
        .map_err(|e| StoreError::InvalidInput(format!("{what} is not valid JSON: {e}")))
}
