//! App settings, stored as one key/value row per field (value = JSON text).
//!
//! Reading is forgiving: a missing key, an unknown key or a value this build cannot read falls
//! back to the default of that one field, so a damaged or newer setting never locks the user out.

use rusqlite::{params, Connection};
use serde::{Deserialize, Serialize};

use super::error::{Result, StoreError};
use crate::game::{ClockChoice, HouseRules};
use crate::lang::Lang;
use crate::notation::Style;
use crate::scene::Coordinates;
// The look types are the scene's (it draws them); settings only store the choice.
pub use crate::scene::{PieceFaces, Stage};

/// All user settings. `Default` is what a fresh install shows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct Settings {
    /// Piece faces.
    pub piece_faces: PieceFaces,
    /// Stage (theme).
    pub stage: Stage,
    /// Move helper (legal targets, reasons for illegal ones).
    pub move_helper: bool,
    /// Highlight attacked, undefended own pieces.
    pub dangers: bool,
    /// Coordinates around the board (file numbers, ICCS letters, none).
    pub coordinates: Coordinates,
    /// Move-list notation.
    pub notation: Style,
    /// UI language.
    pub language: Lang,
    /// Background music.
    pub music: bool,
    /// Which of the five music pieces plays (1-5); the others follow it in turn.
    pub music_piece: u32,
    /// Sound effects.
    pub sound: bool,
    /// The opponent's moves spoken aloud (text to speech in the UI language).
    pub speech: bool,
    /// A haptic tick on every move.
    pub haptics: bool,
    /// Clock for new games.
    pub clock: ClockChoice,
    /// Default house rules for new games.
    pub house_rules: HouseRules,
    /// The legend of the board's marks was read (it shows once).
    pub marks_legend_seen: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            piece_faces: PieceFaces::default(),
            stage: Stage::default(),
            move_helper: true,
            dangers: true,
            coordinates: Coordinates::default(),
            notation: Style::default(),
            language: Lang::default(),
            music: true,
            music_piece: 1,
            sound: true,
            speech: false,
            haptics: true,
            clock: ClockChoice::default(),
            house_rules: HouseRules::default(),
            marks_legend_seen: false,
        }
    }
}

impl Settings {
    /// Speaks `lang` from now on. A notation the player never changed from the old
    /// language's default becomes the new language's (a German reader starts with `P8+7`, a
    /// Chinese one with `炮二平五`); one the player chose stays.
    pub fn set_language(&mut self, lang: Lang) {
        let old = self.language;
        if self.notation.for_lang(old) == Style::default_for(old) {
            self.notation = Style::default_for(lang);
        }
        self.language = lang;
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

/// Was the UI language ever saved (chosen by the player, or set from the device's locale)?
pub(crate) fn language_saved(conn: &Connection) -> Result<bool> {
    let n: i64 = conn
        .prepare_cached("SELECT COUNT(*) FROM settings WHERE key = 'language'")?
        .query_row([], |r| r.get(0))?;
    Ok(n > 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_language_switch_takes_its_default_notation_unless_the_player_chose_one() {
        let mut s = Settings::default();
        s.set_language(Lang::En);
        assert_eq!(s.notation, Style::Wxf);
        s.set_language(Lang::De);
        assert_eq!(s.notation, Style::De);
        s.notation = Style::Coords;
        s.set_language(Lang::En);
        assert_eq!((s.language, s.notation), (Lang::En, Style::Coords));

        let mut s = Settings::default();
        s.set_language(Lang::Zh);
        assert_eq!(s.notation, Style::Zh);
        s.set_language(Lang::En);
        assert_eq!(s.notation, Style::Wxf);
    }
}
