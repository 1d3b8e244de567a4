//! App settings, stored as one key/value row per field (value = JSON text).
//!
//! Reading is forgiving: a missing key, an unknown key or a value this build cannot read falls
//! back to the default of that one field, so a damaged or newer setting never locks the user out.

use rusqlite::{params, Connection};
use serde::{Deserialize, Serialize};

use super::error::{Result, StoreError};
use super::model::HouseRules;
use crate::lang::Lang;

/// How pieces are drawn.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PieceFaces {
    /// Pictures (crown, fan, elephant, horse, wheel, cannon, spear).
    #[default]
    Pictures,
    /// Picture with a small character.
    PictureWithCharacter,
    /// Classic characters.
    Characters,
}

/// Board and background theme.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    /// Bühne: dark lacquer with gold.
    #[default]
    Buehne,
    /// Probe: light, silk paper.
    Probe,
    /// Lackbrett: classic wooden board.
    Lackbrett,
}

/// Move-list notation.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Notation {
    /// Short German notation (`P8+7`).
    #[default]
    De,
    /// WXF notation (`H8+7`).
    Wxf,
    /// German words ("Pferd vor").
    WordsDe,
    /// English words.
    WordsEn,
    /// Board coordinates.
    Coords,
    /// ICCS (`h2e2`).
    Iccs,
    /// Chinese notation.
    Zh,
}

/// Clock for new games: none, a per-move clock, or a time control (minutes + increment seconds).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ClockChoice {
    /// No clock.
    #[default]
    #[serde(rename = "none")]
    None,
    /// 30 s per move.
    #[serde(rename = "30")]
    PerMove30,
    /// 60 s per move.
    #[serde(rename = "60")]
    PerMove60,
    /// 90 s per move.
    #[serde(rename = "90")]
    PerMove90,
    /// 2 minutes per move.
    #[serde(rename = "120")]
    PerMove120,
    /// 3 minutes + 2 s per move.
    #[serde(rename = "3+2")]
    Blitz3Plus2,
    /// 10 minutes + 5 s per move.
    #[serde(rename = "10+5")]
    Rapid10Plus5,
    /// 20 minutes + 10 s per move.
    #[serde(rename = "20+10")]
    Rapid20Plus10,
    /// 45 minutes + 15 s per move.
    #[serde(rename = "45+15")]
    Classic45Plus15,
}

impl ClockChoice {
    /// Seconds per move for a per-move clock.
    pub fn per_move_seconds(self) -> Option<u32> {
        match self {
            ClockChoice::PerMove30 => Some(30),
            ClockChoice::PerMove60 => Some(60),
            ClockChoice::PerMove90 => Some(90),
            ClockChoice::PerMove120 => Some(120),
            _ => None,
        }
    }

    /// `(minutes, increment seconds)` for a time control.
    pub fn time_control(self) -> Option<(u32, u32)> {
        match self {
            ClockChoice::Blitz3Plus2 => Some((3, 2)),
            ClockChoice::Rapid10Plus5 => Some((10, 5)),
            ClockChoice::Rapid20Plus10 => Some((20, 10)),
            ClockChoice::Classic45Plus15 => Some((45, 15)),
            _ => None,
        }
    }
}

/// All user settings. `Default` is what a fresh install shows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Piece faces.
    pub piece_faces: PieceFaces,
    /// Stage (theme).
    pub stage: Stage,
    /// Move helper (legal targets, reasons for illegal ones).
    pub move_helper: bool,
    /// Highlight attacked, undefended own pieces.
    pub dangers: bool,
    /// Move-list notation.
    pub notation: Notation,
    /// UI language.
    pub language: Lang,
    /// Background music.
    pub music: bool,
    /// Sound effects.
    pub sound: bool,
    /// Clock for new games.
    pub clock: ClockChoice,
    /// Default house rules for new games.
    pub house_rules: HouseRules,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            piece_faces: PieceFaces::default(),
            stage: Stage::default(),
            move_helper: true,
            dangers: true,
            notation: Notation::default(),
            language: Lang::default(),
            music: true,
            sound: true,
            clock: ClockChoice::default(),
            house_rules: HouseRules::default(),
        }
    }
}

fn to_object(settings: &Settings) -> Result<serde_json::Map<String, serde_json::Value>> {
    match serde_json::to_value(settings) {
        Ok(serde_json::Value::Object(map)) => Ok(map),
        Ok(_) => Err(StoreError::Sqlite(
            "settings did not serialise to an object".into(),
        )),
        Err(e) => Err(StoreError::Sqlite(format!("settings: {e}"))),
    }
}

pub(crate) fn load(conn: &Connection) -> Result<Settings> {
    let mut stmt = conn.prepare_cached("SELECT key, value FROM settings")?;
    let rows = stmt
        .query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?)))?
        .collect::<std::result::Result<Vec<_>, _>>()?;
    let mut map = to_object(&Settings::default())?;
    for (key, text) in rows {
        if !map.contains_key(&key) {
            continue; // written by a newer build, or retired: ignore
        }
        let Ok(value) = serde_json::from_str::<serde_json::Value>(&text) else {
            continue;
        };
        let old = map.insert(key.clone(), value);
        let ok = serde_json::from_value::<Settings>(serde_json::Value::Object(map.clone())).is_ok();
        if !ok {
            if let Some(old) = old {
                map.insert(key, old);
            }
        }
    }
    serde_json::from_value(serde_json::Value::Object(map))
        .map_err(|e| StoreError::Sqlite(format!("settings: {e}")))
}

pub(crate) fn save(conn: &Connection, settings: &Settings) -> Result<()> {
    let map = to_object(settings)?;
    let mut stmt = conn.prepare_cached(
        "INSERT INTO settings (key, value) VALUES (?1, ?2)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    )?;
    for (key, value) in map {
        stmt.execute(params![key, value.to_string()])?;
    }
    Ok(())
}
