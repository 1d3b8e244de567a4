//! The UI language: German (the seeds' language), English or Simplified Chinese.
//!
//! Every text a player sees comes from the core, as a message of [`crate::l10n`] in the
//! language of the settings, a `--lang` flag or the user's locale.
//!
//! ```
//! use xiangqi::Lang;
//! assert_eq!(Lang::from_locale(["de_DE.UTF-8"]), Lang::De);
//! assert_eq!(Lang::from_locale(["", "C.UTF-8"]), Lang::En);
//! assert_eq!("en".parse::<Lang>(), Ok(Lang::En));
//! assert_eq!(Lang::from_locale(["zh_CN.UTF-8"]), Lang::Zh);
//! ```

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A UI language.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum Lang {
    /// German, the default of a fresh install. (The order is that of `ALL` and of the
    /// name tables below.)
    #[default]
    De,
    /// English.
    En,
    /// Simplified Chinese (`zh-Hans`).
    Zh,
}

impl Lang {
    /// Every language, in the order the settings offer them.
    pub const ALL: [Lang; 3] = [Lang::De, Lang::En, Lang::Zh];

    /// `de`, `en` or `zh` (the stored and command-line name).
    pub const fn name(self) -> &'static str {
        ["de", "en", "zh"][self as usize]
    }

    /// The language's name in itself, as a language list shows it to someone looking for
    /// their own: Deutsch, English, 中文.
    pub fn native_name(self) -> String {
        crate::tr!(self, "language-name", lang = self.name())
    }

    /// The BCP 47 tag of the voice that speaks this language (text to speech).
    pub const fn voice_tag(self) -> &'static str {
        ["de-DE", "en-US", "zh-CN"][self as usize]
    }

    /// The language of a POSIX locale list, in priority order (`LC_ALL`, `LC_MESSAGES`,
    /// `LANG`): the first non-empty value decides, German for `de*`, Chinese for `zh*`,
    /// English for anything else (`C`, `POSIX`, `en_US.UTF-8`, `fr_FR`...). No value at all:
    /// English.
    pub fn from_locale<'a>(values: impl IntoIterator<Item = &'a str>) -> Lang {
        values
            .into_iter()
            .map(str::trim)
            .find(|v| !v.is_empty())
            .and_then(Lang::from_tag)
            .unwrap_or(Lang::En)
    }

    /// The language of one locale name, BCP 47 (`de-AT`, `en`) or POSIX (`de_DE.UTF-8`), if
    /// the app speaks it.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let tag = tag.trim().to_ascii_lowercase();
        let language = tag.split(['-', '_', '.', '@']).next().unwrap_or_default();
        match language {
            "de" => Some(Lang::De),
            "en" => Some(Lang::En),
            "zh" => Some(Lang::Zh),
            _ => None,
        }
    }

    /// The language for a device's preferred languages, most preferred first (as Android's
    /// `LocaleList`, iOS's `preferredLanguages` and a desktop's locale give them): the first
    /// one the app speaks, else English.
    pub fn from_preferences<'a>(tags: impl IntoIterator<Item = &'a str>) -> Lang {
        tags.into_iter()
            .find_map(Lang::from_tag)
            .unwrap_or(Lang::En)
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A language name that is not `de`, `en` or `zh`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown language {0:?} (de, en, zh)")]
pub struct UnknownLang(pub String);

impl FromStr for Lang {
    type Err = UnknownLang;
    fn from_str(s: &str) -> Result<Lang, UnknownLang> {
        match s.trim().to_ascii_lowercase().as_str() {
            "de" | "deutsch" | "german" => Ok(Lang::De),
            "en" | "english" | "englisch" => Ok(Lang::En),
            "zh" | "zh-hans" | "zh_cn" | "zh-cn" | "chinese" | "chinesisch" | "中文" => {
                Ok(Lang::Zh)
            }
            _ => Err(UnknownLang(s.to_string())),
        }
    }
}

/// A fixed text in every UI language: the id of its message (see [`crate::l10n`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Text {
    /// The message id, e.g. `lesson-1-title`.
    pub id: &'static str,
}

impl Text {
    /// The text whose message is `id`.
    pub const fn new(id: &'static str) -> Text {
        Text { id }
    }

    /// The text in `locale`.
    pub fn get(&self, locale: impl Into<crate::l10n::Locale>) -> std::borrow::Cow<'static, str> {
        crate::l10n::tr(locale, self.id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_set_locale_variable_decides() {
        assert_eq!(Lang::from_locale(["", "", "de_AT.UTF-8"]), Lang::De);
        assert_eq!(Lang::from_locale(["C", "de_DE"]), Lang::En);
        assert_eq!(Lang::from_locale(["DE_ch"]), Lang::De);
        assert_eq!(Lang::from_locale(["POSIX"]), Lang::En);
        assert_eq!(Lang::from_locale([]), Lang::En);
        assert_eq!(Lang::from_locale(["zh_CN.UTF-8"]), Lang::Zh);
        assert_eq!(Lang::from_locale(["zh_TW"]), Lang::Zh);
    }

    #[test]
    fn the_first_preferred_language_the_app_speaks_decides() {
        assert_eq!(Lang::from_preferences(["fr-FR", "de-AT", "en"]), Lang::De);
        assert_eq!(Lang::from_preferences(["en-GB", "de"]), Lang::En);
        assert_eq!(Lang::from_preferences(["de_DE.UTF-8"]), Lang::De);
        assert_eq!(Lang::from_preferences(["fr", "it"]), Lang::En);
        assert_eq!(Lang::from_preferences([]), Lang::En);
        assert_eq!(Lang::from_preferences(["fr", "zh-Hans-CN"]), Lang::Zh);
    }

    #[test]
    fn each_language_names_itself() {
        let names: Vec<_> = Lang::ALL.iter().map(|l| l.native_name()).collect();
        assert_eq!(names, ["Deutsch", "English", "中文"]);
        for l in Lang::ALL {
            assert!(l.voice_tag().starts_with(l.name()), "{l}");
        }
    }

    #[test]
    fn names_round_trip() {
        for l in Lang::ALL {
            assert_eq!(l.name().parse::<Lang>(), Ok(l));
            assert_eq!(
                serde_json::to_string(&l).unwrap(),
                format!("\"{}\"", l.name())
            );
        }
        assert!("fr".parse::<Lang>().is_err());
        assert_eq!("中文".parse::<Lang>(), Ok(Lang::Zh));
        assert_eq!("zh-Hans".parse::<Lang>(), Ok(Lang::Zh));
    }
}
