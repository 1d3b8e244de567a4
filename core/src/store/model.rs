//! Plain data stored by the [`Store`](super::Store). Nothing here depends on the rules code:
//! moves are ICCS strings, setups are names or FEN text, clocks are opaque JSON.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::error::{Result, StoreError};

/// Row id of a stored game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct GameId(pub i64);

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// A side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Colour {
    /// Red, moves first.
    Red,
    /// Black.
    Black,
}

impl Colour {
    /// The other side.
    pub fn opposite(self) -> Colour {
        match self {
            Colour::Red => Colour::Black,
            Colour::Black => Colour::Red,
        }
    }

    pub(crate) fn as_str(self) -> &'static str {
        match self {
            Colour::Red => "red",
            Colour::Black => "black",
        }
    }

    pub(crate) fn parse(s: &str) -> Option<Colour> {
        match s {
            "red" => Some(Colour::Red),
            "black" => Some(Colour::Black),
            _ => None,
        }
    }
}

/// Computer strength: Xiaolan (easy), Meifang (normal), Master Wang (strong).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    /// Xiaolan.
    Easy,
    /// Meifang.
    Normal,
    /// Master Wang.
    Strong,
}

impl Level {
    /// All levels, weakest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Strong];

    pub(crate) fn as_str(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Strong => "strong",
        }
    }

    pub(crate) fn parse(s: &str) -> Option<Level> {
        match s {
            "easy" => Some(Level::Easy),
            "normal" => Some(Level::Normal),
            "strong" => Some(Level::Strong),
            _ => None,
        }
    }
}

/// Who plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Mode {
    /// The human plays the computer.
    VsComputer {
        /// Computer strength.
        level: Level,
        /// The colour the computer plays; the human has the other one.
        computer_colour: Colour,
    },
    /// Two humans on one device.
    TwoPlayers,
}

impl Mode {
    /// The human's colour in a game against the computer, `None` for two players.
    pub fn human_colour(&self) -> Option<Colour> {
        match self {
            Mode::VsComputer {
                computer_colour, ..
            } => Some(computer_colour.opposite()),
            Mode::TwoPlayers => None,
        }
    }
}

/// Start position of a game, stored as kind + text.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", content = "text", rename_all = "snake_case")]
pub enum Setup {
    /// The standard opening position.
    Standard,
    /// A named handicap setup (`"chariot"`, `"cannon"`, `"horse"`, `"two-horses"`, `"nine"`, ...).
    /// The name is not interpreted by the store.
    Handicap(String),
    /// Any position as FEN text (not validated by the store beyond being non-empty).
    Fen(String),
}

impl Setup {
    pub(crate) fn to_columns(&self) -> (&'static str, &str) {
        match self {
            Setup::Standard => ("standard", ""),
            Setup::Handicap(name) => ("handicap", name),
            Setup::Fen(fen) => ("fen", fen),
        }
    }

    pub(crate) fn from_columns(kind: &str, text: String) -> Option<Setup> {
        match kind {
            "standard" => Some(Setup::Standard),
            "handicap" => Some(Setup::Handicap(text)),
            "fen" => Some(Setup::Fen(text)),
            _ => None,
        }
    }

    pub(crate) fn validate(&self) -> Result<()> {
        match self {
            Setup::Standard => Ok(()),
            Setup::Handicap(t) | Setup::Fen(t) if t.trim().is_empty() => Err(
                StoreError::InvalidInput("setup text must not be empty".into()),
            ),
            Setup::Handicap(t) | Setup::Fen(t) if t.len() > 200 => Err(StoreError::InvalidInput(
                "setup text longer than 200 bytes".into(),
            )),
            _ => Ok(()),
        }
    }
}

/// House rules chosen for a game (and the default for new games in [`Settings`]).
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct HouseRules {
    /// Only perpetual check is forbidden; perpetual chasing is allowed.
    pub perpetual_check_only: bool,
    /// Stalemate is a draw (the standard rule: the stalemated side loses).
    pub stalemate_is_draw: bool,
    /// What the computer gives up (`"horse"`, `"chariot"`, `"two-horses"`), if anything.
    pub computer_handicap: Option<String>,
}

/// Final result of a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameResult {
    /// Red won.
    RedWins,
    /// Black won.
    BlackWins,
    /// Draw.
    Draw,
}

impl GameResult {
    pub(crate) fn as_str(self) -> &'static str {
        match self {
            GameResult::RedWins => "red_wins",
            GameResult::BlackWins => "black_wins",
            GameResult::Draw => "draw",
        }
    }

    pub(crate) fn parse(s: &str) -> Option<GameResult> {
        match s {
            "red_wins" => Some(GameResult::RedWins),
            "black_wins" => Some(GameResult::BlackWins),
            "draw" => Some(GameResult::Draw),
            _ => None,
        }
    }

    /// The result seen from one side.
    pub fn for_colour(self, colour: Colour) -> Outcome {
        match (self, colour) {
            (GameResult::Draw, _) => Outcome::Draw,
            (GameResult::RedWins, Colour::Red) | (GameResult::BlackWins, Colour::Black) => {
                Outcome::Win
            }
            _ => Outcome::Loss,
        }
    }
}

/// A result from one player's point of view.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// Won.
    Win,
    /// Drawn.
    Draw,
    /// Lost.
    Loss,
}

/// Whether a game is still being played.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "status", rename_all = "snake_case")]
pub enum GameStatus {
    /// Not finished; offered for resuming.
    Ongoing,
    /// Finished with a result.
    Finished {
        /// Who won.
        result: GameResult,
        /// Why, free text such as `"checkmate"`, `"stalemate"`, `"time"`, `"resigned"`.
        reason: String,
    },
}

/// What is needed to start storing a game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct NewGame {
    /// Who plays.
    pub mode: Mode,
    /// Start position.
    pub setup: Setup,
    /// House rules of this game.
    pub house_rules: HouseRules,
    /// Clock settings, opaque JSON chosen by the caller (e.g. `{"per_move":60}` or `null`).
    pub clock_settings: String,
    /// Initial clock state, opaque JSON updated by the caller with every move.
    pub clock_state: String,
}

/// A stored game with all its moves.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    /// Row id.
    pub id: GameId,
    /// Who plays.
    pub mode: Mode,
    /// Start position.
    pub setup: Setup,
    /// House rules.
    pub house_rules: HouseRules,
    /// Clock settings (opaque JSON, as given).
    pub clock_settings: String,
    /// Clock state after the last stored move (opaque JSON, as given).
    pub clock_state: String,
    /// Ongoing or finished with a result.
    pub status: GameStatus,
    /// The moves in ICCS (`"h2e2"`), index = ply (0 = Red's first move in a standard game).
    pub moves: Vec<String>,
    /// Creation time, unix milliseconds as passed by the caller.
    pub created_ms: i64,
    /// Time of the last change, unix milliseconds as passed by the caller.
    pub updated_ms: i64,
}

/// A stored game without its moves (for lists).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameSummary {
    /// Row id.
    pub id: GameId,
    /// Who plays.
    pub mode: Mode,
    /// Start position.
    pub setup: Setup,
    /// House rules.
    pub house_rules: HouseRules,
    /// Ongoing or finished with a result.
    pub status: GameStatus,
    /// Number of stored moves.
    pub ply_count: u32,
    /// Creation time (unix ms).
    pub created_ms: i64,
    /// Last change (unix ms).
    pub updated_ms: i64,
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
