//! Sound, synthesised: the six cues and five calm pentatonic pieces, as mono `f32` PCM at a
//! sample rate of the caller's choice. No I/O and no recorded audio: both apps play exactly
//! these samples, and the tests here check them.
//!
//! - Cues are whole buffers: [`cue`]. The game's sounds map to them with [`cue_for`].
//! - Music streams: a [`MusicPlayer`] fills the caller's buffer chunk by chunk.
//!
//! ```
//! use xiangqi::sound::{cue, Cue, SampleRate};
//! let rate = SampleRate::new(44_100).unwrap();
//! let gong = cue(Cue::Gong, rate);
//! assert!(gong.len() < 4 * 44_100);
//! assert_eq!(gong[0], 0.0);
//! assert!(gong.iter().all(|s| s.abs() < 1.0));
//! ```

mod cues;
mod dsp;
mod instruments;
mod pieces;
mod player;
pub mod score;
mod stream;

pub use cues::{
    CAPTURE_PEAK, CAPTURE_SECONDS, CHIME_PEAK, CHIME_SECONDS, CYMBAL_PEAK, CYMBAL_SECONDS,
    GONG_PEAK, GONG_SECONDS, MOVE_PEAK, MOVE_SECONDS, TICK_PEAK, TICK_SECONDS,
};
pub use player::{MusicPlayer, END_FADE_SECONDS, NEXT_FADE_SECONDS, PAUSE_RAMP_SECONDS};
pub use stream::{Part, PieceStream};

use crate::l10n::Locale;
use crate::tr;
use score::{parse_score, Score};

/// Sample rates the synthesis accepts.
pub const RATE_RANGE_HZ: (u32, u32) = (8_000, 192_000);

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SoundError {
    #[error("unsupported sample rate {0} Hz (8000 to 192000)")]
    UnsupportedRate(u32),
    #[error("no piece number {0} (1 to 5)")]
    NoSuchPiece(u32),
    #[error("unknown cue {0:?} (gong, cymbal, move, capture, tick, chime)")]
    UnknownCue(String),
}

impl SoundError {
    /// The error in words, for the player, in `lang`.
    pub fn message(&self, locale: impl Into<crate::l10n::Locale>) -> String {
        let l = locale.into();
        match self {
            SoundError::UnsupportedRate(hz) => tr!(l, "sound-error-unsupported-rate", hz = *hz),
            SoundError::NoSuchPiece(n) => tr!(l, "sound-error-no-such-piece", number = *n),
            SoundError::UnknownCue(c) => tr!(l, "sound-error-unknown-cue", cue = format!("{c:?}")),
        }
    }
}

/// A checked sample rate in Hz.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SampleRate(u32);

impl SampleRate {
    pub const CD: SampleRate = SampleRate(44_100);
    pub const DVD: SampleRate = SampleRate(48_000);

    pub fn new(hz: u32) -> Result<SampleRate, SoundError> {
        if (RATE_RANGE_HZ.0..=RATE_RANGE_HZ.1).contains(&hz) {
            Ok(SampleRate(hz))
        } else {
            Err(SoundError::UnsupportedRate(hz))
        }
    }

    pub fn hz(self) -> u32 {
        self.0
    }
}

/// A sound effect.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum Cue {
    /// Check.
    Gong,
    /// Game end.
    Cymbal,
    /// A move: wood on wood.
    Move,
    /// A capture: a harder clack.
    Capture,
    /// The clock's last seconds.
    Tick,
    /// A solved puzzle.
    Chime,
}

impl Cue {
    pub const ALL: [Cue; 6] = [
        Cue::Gong,
        Cue::Cymbal,
        Cue::Move,
        Cue::Capture,
        Cue::Tick,
        Cue::Chime,
    ];

    /// `gong`, `cymbal`, `move`, `capture`, `tick`, `chime`.
    pub fn name(self) -> &'static str {
        match self {
            Cue::Gong => "gong",
            Cue::Cymbal => "cymbal",
            Cue::Move => "move",
            Cue::Capture => "capture",
            Cue::Tick => "tick",
            Cue::Chime => "chime",
        }
    }

    /// The German name, as the German help says it: `gong`, `becken`, `zug`, `schlag`,
    /// `ticken`, `glockenspiel`.
    pub fn german_name(self) -> &'static str {
        match self {
            Cue::Gong => "gong",
            Cue::Cymbal => "becken",
            Cue::Move => "zug",
            Cue::Capture => "schlag",
            Cue::Tick => "ticken",
            Cue::Chime => "glockenspiel",
        }
    }

    /// A cue by its English or German name, in any case (`cymbal`, `Becken`).
    pub fn parse(s: &str) -> Result<Cue, SoundError> {
        let name = s.trim().to_lowercase();
        Cue::ALL
            .into_iter()
            .find(|c| c.name() == name || c.german_name() == name)
            .ok_or_else(|| SoundError::UnknownCue(s.to_string()))
    }
}

/// The cue's samples: mono, starting and ending at silence, normalised to its peak.
pub fn cue(cue: Cue, rate: SampleRate) -> Vec<f32> {
    cues::render(cue, rate.hz() as f32)
}

/// A sound the app should play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum Sound {
    Move,
    Capture,
    /// Gong.
    Check,
    /// Cymbal.
    GameEnd,
}

/// The cue the app plays for a sound of the game session.
///
/// ```
/// use xiangqi::app::Sound;
/// use xiangqi::sound::{cue_for, Cue};
/// assert_eq!(cue_for(Sound::Check), Cue::Gong);
/// assert_eq!(cue_for(Sound::GameEnd), Cue::Cymbal);
/// ```
pub fn cue_for(sound: Sound) -> Cue {
    match sound {
        Sound::Move => Cue::Move,
        Sound::Capture => Cue::Capture,
        Sound::Check => Cue::Gong,
        Sound::GameEnd => Cue::Cymbal,
    }
}

/// The five pieces, one in each pentatonic mode (numbered 1 to 5 in this order).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum MusicPiece {
    Gong,
    Shang,
    Jue,
    Zhi,
    Yu,
}

impl MusicPiece {
    pub const ALL: [MusicPiece; 5] = [
        MusicPiece::Gong,
        MusicPiece::Shang,
        MusicPiece::Jue,
        MusicPiece::Zhi,
        MusicPiece::Yu,
    ];

    /// 1 to 5.
    pub fn number(self) -> u32 {
        self as u32 + 1
    }

    pub fn from_number(n: u32) -> Result<MusicPiece, SoundError> {
        n.checked_sub(1)
            .and_then(|i| MusicPiece::ALL.get(i as usize).copied())
            .ok_or(SoundError::NoSuchPiece(n))
    }

    /// The one after (the fifth is followed by the first).
    pub fn next(self) -> MusicPiece {
        MusicPiece::ALL[self.number() as usize % MusicPiece::ALL.len()]
    }

    /// The score as written.
    pub fn score_text(self) -> &'static str {
        pieces::text(self)
    }

    /// The parsed score.
    pub fn score(self) -> Score {
        // The five texts are constants, parsed by the tests (`sound_scores`): this cannot
        // fail at run time.
        parse_score(self.score_text()).expect("built-in score parses")
    }

    /// The title in `locale` (the message `sound-music-title`).
    ///
    /// ```
    /// use xiangqi::Lang;
    /// use xiangqi::sound::MusicPiece;
    /// assert_eq!(MusicPiece::Gong.title(Lang::En), "Morning Mist on the Lake");
    /// ```
    pub fn title(self, locale: impl Into<Locale>) -> String {
        tr!(locale.into(), "sound-music-title", piece = self.key())
    }

    /// The selector value of the messages: `gong`, `shang`, `jue`, `zhi`, `yu`.
    fn key(self) -> &'static str {
        match self {
            MusicPiece::Gong => "gong",
            MusicPiece::Shang => "shang",
            MusicPiece::Jue => "jue",
            MusicPiece::Zhi => "zhi",
            MusicPiece::Yu => "yu",
        }
    }

    /// The piece as an endless stream (its part alone for `Part::Voice`/`Part::Drone`).
    pub fn stream(self, rate: SampleRate, part: Part) -> PieceStream {
        PieceStream::new(&self.score(), rate.hz(), part, pieces::seed(self))
    }
}
