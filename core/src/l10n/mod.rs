//! Every text a player sees, as Project Fluent messages in three languages.
//!
//! The messages live in `core/l10n/<locale>/<area>.ftl` (one folder per locale: `de`, `en`,
//! `zh-Hans`; one file per area: game, online, learn, settings, errors, notation, …) and are
//! compiled into the library. The rest of the code names a message id and its arguments,
//! never a language: placeholders, plurals and every other choice of words live in the files.
//!
//! ```
//! use xiangqi::l10n::{self, Locale};
//! assert_eq!(l10n::tr(Locale::De, "notation-check"), ", Schach!");
//! assert_eq!(xiangqi::tr!(Locale::En, "notation-steps", n = 1), "1 point");
//! assert_eq!(xiangqi::tr!(Locale::En, "notation-steps", n = 3), "3 points");
//! assert_eq!(xiangqi::tr!(Locale::ZhHans, "notation-piece", kind = "horse"), "马");
//! ```
//!
//! The bundles are parsed once, on first use, and shared by every thread; a message without
//! arguments whose text is one literal comes back borrowed, without an allocation. The output
//! carries no Unicode isolation marks (the texts go to terminals, speech and view records).

use crate::lang::Lang;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use std::borrow::Cow;
use std::fmt;
use std::sync::LazyLock;

pub use fluent_bundle::{FluentArgs as Args, FluentValue as Value};

#[cfg(test)]
mod tests;

/// A language the messages are written in.
///
/// [`Lang`] (the UI language setting) maps onto it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Locale {
    /// German (`de`), the seeds' language.
    De,
    /// English (`en`).
    En,
    /// Simplified Chinese (`zh-Hans`).
    ZhHans,
}

impl Locale {
    /// Every locale, in the order of the settings.
    pub const ALL: [Locale; 3] = [Locale::De, Locale::En, Locale::ZhHans];

    /// The BCP 47 tag, also the name of the locale's folder under `core/l10n/`.
    pub const fn tag(self) -> &'static str {
        match self {
            Locale::De => "de",
            Locale::En => "en",
            Locale::ZhHans => "zh-Hans",
        }
    }

    const fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Locale {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.tag())
    }
}

impl From<Lang> for Locale {
    fn from(lang: Lang) -> Locale {
        match lang {
            Lang::De => Locale::De,
            Lang::En => Locale::En,
            Lang::Zh => Locale::ZhHans,
        }
    }
}

/// The `.ftl` files of one locale, embedded at compile time, with their area names.
macro_rules! ftl_files {
    ($dir:literal: $($area:literal),+ $(,)?) => {
        &[$(($area, include_str!(concat!("../../l10n/", $dir, "/", $area, ".ftl")))),+]
    };
}

/// The areas, one `.ftl` file each per locale (the same list for every locale; a test checks
/// that the folders hold exactly these files).
macro_rules! areas {
    ($mac:ident!($dir:literal)) => {
        $mac!($dir: "common", "game", "home", "online", "learn", "lessons",
            "settings", "records", "tools", "errors", "notation", "openings", "explain",
            "review", "scene", "sound", "engine", "editor", "date", "cli")
    };
}

pub(crate) type Files = &'static [(&'static str, &'static str)];

/// Every embedded file of `locale`: (area, source).
pub(crate) fn files(locale: Locale) -> Files {
    const DE: Files = areas!(ftl_files!("de"));
    const EN: Files = areas!(ftl_files!("en"));
    const ZH: Files = areas!(ftl_files!("zh-Hans"));
    match locale {
        Locale::De => DE,
        Locale::En => EN,
        Locale::ZhHans => ZH,
    }
}

type Bundle = FluentBundle<FluentResource>;

fn build(locale: Locale) -> Bundle {
    let tag = locale
        .tag()
        .parse()
        .expect("the locale tags are valid BCP 47");
    let mut bundle = Bundle::new_concurrent(vec![tag]);
    bundle.set_use_isolating(false);
    for (area, source) in files(locale) {
        // A syntax error or a duplicate id is reported by the l10n tests; the release build
        // keeps what parsed.
        let resource = match FluentResource::try_new(source.to_string()) {
            Ok(r) => r,
            Err((r, _)) => r,
        };
        if let Err(errors) = bundle.add_resource(resource) {
            debug_assert!(false, "{locale}/{area}.ftl: {errors:?}");
        }
    }
    bundle
}

static BUNDLES: LazyLock<[Bundle; 3]> =
    LazyLock::new(|| [build(Locale::De), build(Locale::En), build(Locale::ZhHans)]);

fn bundle(locale: Locale) -> &'static Bundle {
    &BUNDLES[locale.index()]
}

/// The message `id` in `locale`, without arguments.
pub fn tr(locale: impl Into<Locale>, id: &str) -> Cow<'static, str> {
    format(locale.into(), id, None)
}

/// The message `id` in `locale` with `args` (see also [`tr!`](crate::tr)).
pub fn tr_args(locale: impl Into<Locale>, id: &str, args: &FluentArgs<'_>) -> String {
    format(locale.into(), id, Some(args)).into_owned()
}

/// Whether `locale` has a message `id`.
pub fn has(locale: Locale, id: &str) -> bool {
    bundle(locale).has_message(id)
}

fn format(locale: Locale, id: &str, args: Option<&FluentArgs<'_>>) -> Cow<'static, str> {
    let bundle = bundle(locale);
    let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
        debug_assert!(false, "no message {id:?} in {locale}");
        return Cow::Owned(id.to_string());
    };
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, args, &mut errors);
    debug_assert!(errors.is_empty(), "{locale} {id}: {errors:?}");
    text
}

/// A message with named arguments: `tr!(locale, "id")` or `tr!(locale, "id", name = value,
/// …)`; the value is anything a Fluent value converts from (numbers, strings). The id is a
/// literal, so the tests find every id the code names.
#[macro_export]
macro_rules! tr {
    ($locale:expr, $id:literal $(,)?) => {
        $crate::l10n::tr($locale, $id)
    };
    ($locale:expr, $id:literal, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::l10n::Args::new();
        $(args.set(stringify!($name), $crate::l10n::Value::from($value));)+
        $crate::l10n::tr_args($locale, $id, &args)
    }};
}
