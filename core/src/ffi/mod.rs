//! What the app layer exports to Kotlin and Swift through UniFFI (feature `ffi`), in the
//! layout of mozilla's application-services components: the core's records and enums derive
//! their UniFFI shape where they are defined (`cfg_attr(feature = "ffi", ...)`), points and
//! moves cross as their ICCS text, and the objects here forward each call in one line. The
//! shells meet one object, [`appcore::AppCore`]: events in, views and effects out; beside it
//! only what a platform's audio and painting need (cue samples, the music player, font
//! families, the move animation's length).
//! Nothing is parsed, converted or worded here: errors become one flat public error, worded
//! by the app layer in the UI language. The `xiangqi_ffi` cdylib (`bindings/`) links it.
//!
//! Panics never cross the boundary: UniFFI catches them at every call and the foreign side
//! gets an exception; bad input from the UI is a typed [`XiangqiError`].

use crate::app::{AppError, ErrorKind};
use crate::lang::Lang;
use crate::moves::Move;
use crate::store::GameId;
use crate::types::Square;
use std::sync::atomic::{AtomicU8, Ordering};

pub mod appcore;
mod scene;
mod sound;

/// A point as its ICCS name: file `a`-`i` from Red's left, rank `0`-`9` from Red's side.
type Point = String;
uniffi::custom_type!(Square, Point, {
    remote,
    lower: |s| s.to_string(),
    try_lift: |s| Square::parse_iccs(&s).ok_or_else(|| bad_input(AppError::NotAPoint(s))),
});

/// A move as its ICCS text (`h2e2`).
type Iccs = String;
uniffi::custom_type!(Move, Iccs, {
    remote,
    lower: |m| m.to_string(),
    try_lift: |s| Move::parse_iccs(&s).map_err(|_| bad_input(AppError::NotAnIccsMove(s))),
});

uniffi::custom_type!(GameId, i64, {
    remote,
    lower: |id| id.0,
    try_lift: |v| Ok(GameId(v)),
});

/// A value the app should never send (a point or move it did not get from the core): the
/// call fails with `BadInput` rather than crossing as an internal error, as long as it
/// returns a `Result` with [`XiangqiError`] (UniFFI reports a failed lift of any other call
/// as an internal error, so every call that takes a point or a move returns one).
fn bad_input(e: AppError) -> uniffi::deps::anyhow::Error {
    XiangqiError::new(e, ui_lang()).into()
}

/// The UI language for the device's preferred languages, most preferred first (BCP 47 tags
/// such as `zh-Hans-CN` or `de-AT`): the first one the app speaks, else English. The shells
/// pass their OS's list; the choice is the core's.
#[uniffi::export]
pub fn device_lang(preferred: Vec<String>) -> Lang {
    Lang::from_preferences(preferred.iter().map(String::as_str))
}

/// The BCP 47 tag for `lang` (`de-DE`, `en-US`, `zh-CN`): the voice of `Effect::Speak` and
/// the locale a shell hands its OS for what the OS formats itself.
#[uniffi::export]
pub fn voice_tag(lang: Lang) -> String {
    lang.voice_tag().to_string()
}

/// The language the app speaks now, for the words of a value UniFFI could not lift (that
/// happens before any object of ours is reached): the last view's, else the default.
static UI_LANG: AtomicU8 = AtomicU8::new(0);

fn ui_lang() -> Lang {
    Lang::ALL
        .get(usize::from(UI_LANG.load(Ordering::Relaxed)))
        .copied()
        .unwrap_or_default()
}

fn remember_ui_lang(lang: Lang) {
    let index = Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0);
    UI_LANG.store(index as u8, Ordering::Relaxed);
}

/// The one public error: the kinds a UI acts on, each with the core's message in the UI
/// language (`text`: Kotlin's exceptions already have a `message`).
#[derive(Debug, thiserror::Error, uniffi::Error)]
pub enum XiangqiError {
    /// Another copy of the app holds the database; nothing was written: retry.
    #[error("{text}")]
    Busy { text: String },
    /// The game was continued by another copy of the app: reload it (`resume`).
    #[error("{text}")]
    GameChanged { text: String },
    #[error("{text}")]
    IllegalMove { text: String },
    #[error("{text}")]
    GameOver { text: String },
    #[error("{text}")]
    NotYourTurn { text: String },
    #[error("{text}")]
    NothingToUndo { text: String },
    /// The damaged file is moved aside and a fresh one started (the first view says so).
    #[error("{text}")]
    CorruptDatabase { text: String },
    /// Ask for an app update; the file is left untouched.
    #[error("{text}")]
    NewerDatabase { text: String },
    #[error("{text}")]
    NotFound { text: String },
    /// A FEN or handicap that cannot be played.
    #[error("{text}")]
    BadFen { text: String },
    #[error("{text}")]
    BadInput { text: String },
    #[error("{text}")]
    Storage { text: String },
    #[error("{text}")]
    Engine { text: String },
}

impl XiangqiError {
    fn new(e: AppError, lang: Lang) -> XiangqiError {
        let text = e.message(lang);
        match e.kind() {
            ErrorKind::Busy => XiangqiError::Busy { text },
            ErrorKind::GameChanged => XiangqiError::GameChanged { text },
            ErrorKind::IllegalMove => XiangqiError::IllegalMove { text },
            ErrorKind::GameOver => XiangqiError::GameOver { text },
            ErrorKind::NotYourTurn => XiangqiError::NotYourTurn { text },
            ErrorKind::NothingToUndo => XiangqiError::NothingToUndo { text },
            ErrorKind::CorruptDatabase => XiangqiError::CorruptDatabase { text },
            ErrorKind::NewerDatabase => XiangqiError::NewerDatabase { text },
            ErrorKind::NotFound => XiangqiError::NotFound { text },
            ErrorKind::BadPosition => XiangqiError::BadFen { text },
            ErrorKind::BadInput => XiangqiError::BadInput { text },
            ErrorKind::Storage => XiangqiError::Storage { text },
            ErrorKind::Engine => XiangqiError::Engine { text },
        }
    }
}

type Result<T> = std::result::Result<T, XiangqiError>;

/// `result.or_say(lang)`: the core's error worded in `lang`.
trait OrSay<T> {
    fn or_say(self, lang: Lang) -> Result<T>;
}

impl<T> OrSay<T> for std::result::Result<T, AppError> {
    fn or_say(self, lang: Lang) -> Result<T> {
        self.map_err(|e| XiangqiError::new(e, lang))
    }
}

/// The wall clock in unix milliseconds, implemented in Kotlin/Swift: a test clock drives the
/// game clocks (a flag fall without waiting) and the daily puzzle's seconds.
#[uniffi::export(with_foreign)]
pub trait WallClock: Send + Sync {
    fn now_ms(&self) -> u64;
}
