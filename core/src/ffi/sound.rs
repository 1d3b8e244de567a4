//! Sound for the apps: the cues as whole buffers and the music as a stream the platform's
//! audio callback pulls from (Android `AudioTrack`, iOS `AVAudioSourceNode`). Mono `f32`
//! samples at the rate the caller asks for; everything is synthesised by `xiangqi::sound`.

use super::{Result, XiangqiError};
use crate::sound::{self, Cue, MusicPiece, SampleRate};
use std::sync::{Arc, Mutex, MutexGuard};

/// The most frames one `fill` may ask for (about 20 s at 48 kHz): an audio callback asks for
/// a few hundred, and a bad count must not allocate gigabytes.
const MAX_FILL_FRAMES: u32 = 1 << 20;

fn rate(hz: u32) -> Result<SampleRate> {
    SampleRate::new(hz).map_err(|e| XiangqiError::BadInput {
        text: e.to_string(),
    })
}

/// The cue's samples at `sample_rate` Hz (8000 to 192000), starting and ending at silence.
#[uniffi::export]
pub fn cue_samples(cue: Cue, sample_rate: u32) -> Result<Vec<f32>> {
    Ok(sound::cue(cue, rate(sample_rate)?))
}

/// The music player: create it once with the output's sample rate, `play()`, then call
/// `fill` from the audio thread for each buffer.
#[derive(uniffi::Object)]
pub struct MusicPlayer(Mutex<sound::MusicPlayer>);

impl MusicPlayer {
    fn lock(&self) -> MutexGuard<'_, sound::MusicPlayer> {
        // A panic while holding the lock leaves a player that still plays.
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }
}

#[uniffi::export]
impl MusicPlayer {
    /// Paused at the start of `piece`, full volume, looping.
    #[uniffi::constructor]
    pub fn new(sample_rate: u32, piece: MusicPiece) -> Result<Arc<MusicPlayer>> {
        let player = sound::MusicPlayer::new(rate(sample_rate)?, piece);
        Ok(Arc::new(MusicPlayer(Mutex::new(player))))
    }

    /// The next `frames` samples (silence while paused).
    pub fn fill(&self, frames: u32) -> Result<Vec<f32>> {
        if frames > MAX_FILL_FRAMES {
            return Err(XiangqiError::BadInput {
                text: format!("at most {MAX_FILL_FRAMES} frames per fill, asked for {frames}"),
            });
        }
        let mut out = vec![0.0; frames as usize];
        self.lock().fill(&mut out);
        Ok(out)
    }

    pub fn play(&self) {
        self.lock().play()
    }

    pub fn pause(&self) {
        self.lock().pause()
    }

    pub fn is_playing(&self) -> bool {
        self.lock().is_playing()
    }

    /// Cross-fades to the next piece.
    pub fn next_piece(&self) {
        self.lock().next_piece()
    }

    /// Cross-fades to `piece`, from its start.
    pub fn select(&self, piece: MusicPiece) {
        self.lock().select(piece)
    }

    pub fn piece(&self) -> MusicPiece {
        self.lock().piece()
    }

    /// Moves the volume (0..1) linearly to `volume` over `seconds`.
    pub fn fade_to(&self, volume: f32, seconds: f32) {
        self.lock().fade_to(volume, seconds)
    }

    pub fn volume(&self) -> f32 {
        self.lock().volume()
    }

    /// On: the piece repeats; off: the next piece follows after one pass.
    pub fn set_looping(&self, looping: bool) {
        self.lock().set_looping(looping)
    }
}
