//! The music player the apps stream from: it fills the caller's buffer chunk by chunk, so no
//! more than one chunk of PCM is ever held. Every change (pause, next piece, a volume fade)
//! takes effect at a sample and ramps over samples, so the output is the same whatever the
//! chunk sizes and never clicks.

use super::dsp::Ramp;
use super::stream::{Part, PieceStream};
use super::{MusicPiece, SampleRate};

/// Pause and resume ramp the sound out and in over this time instead of cutting it.
pub const PAUSE_RAMP_SECONDS: f32 = 0.04;
/// On "next piece" the old piece stops playing notes and fades out over this time while the
/// new one starts.
pub const NEXT_FADE_SECONDS: f32 = 1.5;
/// At the end of a pass that is not looped, the drone fades over this time while the last
/// notes ring out and the next piece begins.
pub const END_FADE_SECONDS: f32 = 4.0;
/// A released piece is dropped after this long (its strings and hall are silent by then).
const RELEASE_TAIL_SECONDS: f32 = 8.0;

/// A piece on its way out, with its gain.
struct Outgoing {
    stream: PieceStream,
    gain: Ramp,
    left: u64,
}

/// Streams the five pieces: [`play`](MusicPlayer::play), [`pause`](MusicPlayer::pause),
/// [`next_piece`](MusicPlayer::next_piece), [`fade_to`](MusicPlayer::fade_to) and looping.
///
/// ```
/// use xiangqi::sound::{MusicPlayer, MusicPiece, SampleRate};
/// let rate = SampleRate::new(48_000).unwrap();
/// let mut player = MusicPlayer::new(rate, MusicPiece::Gong);
/// player.play();
/// let mut chunk = [0.0f32; 512];
/// player.fill(&mut chunk); // what an audio callback does, again and again
/// player.fade_to(0.0, 2.0); // fade out over two seconds
/// player.next_piece();
/// assert_eq!(player.piece(), MusicPiece::Shang);
/// ```
pub struct MusicPlayer {
    rate: SampleRate,
    piece: MusicPiece,
    current: PieceStream,
    outgoing: Vec<Outgoing>,
    playing: bool,
    pause_gain: Ramp,
    volume: Ramp,
    looping: bool,
}

impl MusicPlayer {
    /// A player at the start of `piece`, paused, at full volume, looping.
    pub fn new(rate: SampleRate, piece: MusicPiece) -> MusicPlayer {
        MusicPlayer {
            rate,
            piece,
            current: piece.stream(rate, Part::All),
            outgoing: Vec::new(),
            playing: false,
            pause_gain: Ramp::at(0.0),
            volume: Ramp::at(1.0),
            looping: true,
        }
    }

    fn samples(&self, seconds: f32) -> u64 {
        (seconds.max(0.0) * self.rate.hz() as f32).round() as u64
    }

    pub fn play(&mut self) {
        self.playing = true;
        let ramp = self.samples(PAUSE_RAMP_SECONDS);
        self.pause_gain.to(1.0, ramp);
    }

    /// Ramps out and then holds its place (a later `play` goes on from there).
    pub fn pause(&mut self) {
        self.playing = false;
        let ramp = self.samples(PAUSE_RAMP_SECONDS);
        self.pause_gain.to(0.0, ramp);
    }

    pub fn is_playing(&self) -> bool {
        self.playing
    }

    /// The piece now playing (the one faded in by the last change).
    pub fn piece(&self) -> MusicPiece {
        self.piece
    }

    /// Looping on (the default): the piece repeats seamlessly. Off: after one pass the player
    /// goes on to the next piece.
    pub fn set_looping(&mut self, looping: bool) {
        self.looping = looping;
    }

    pub fn is_looping(&self) -> bool {
        self.looping
    }

    /// Moves the volume to `volume` (0..1) linearly over `seconds` (0: at once).
    pub fn fade_to(&mut self, volume: f32, seconds: f32) {
        let samples = self.samples(seconds);
        self.volume.to(volume.clamp(0.0, 1.0), samples);
    }

    /// The volume now (during a fade, the value reached).
    pub fn volume(&self) -> f32 {
        self.volume.value()
    }

    /// Seconds into the current piece.
    pub fn position_seconds(&self) -> f64 {
        self.current.position() as f64 / self.rate.hz() as f64
    }

    /// Fades the current piece out over [`NEXT_FADE_SECONDS`] and starts the next one.
    pub fn next_piece(&mut self) {
        let next = self.piece.next();
        self.select(next);
    }

    /// Fades the current piece out over [`NEXT_FADE_SECONDS`] and starts `piece` from its
    /// beginning.
    pub fn select(&mut self, piece: MusicPiece) {
        let fade = self.samples(NEXT_FADE_SECONDS);
        self.switch_to(piece, Some(fade), fade);
    }

    /// Starts `piece`; the old one plays no more notes, its drone fades over `drone_fade`
    /// samples and, with `gain_fade`, all of it over that many.
    fn switch_to(&mut self, piece: MusicPiece, gain_fade: Option<u64>, drone_fade: u64) {
        let mut old = std::mem::replace(&mut self.current, piece.stream(self.rate, Part::All));
        old.release(drone_fade);
        let mut gain = Ramp::at(1.0);
        if let Some(samples) = gain_fade {
            gain.to(0.0, samples);
        }
        self.outgoing.push(Outgoing {
            stream: old,
            gain,
            left: self.samples(RELEASE_TAIL_SECONDS),
        });
        self.piece = piece;
    }

    fn next_sample(&mut self) -> f32 {
        if !self.looping && self.current.position() == self.current.loop_len() {
            // The pass is over: let it ring out (no gain fade) and go on.
            let drone_fade = self.samples(END_FADE_SECONDS);
            self.switch_to(self.piece.next(), None, drone_fade);
        }
        let mut x = self.current.next_sample();
        for o in &mut self.outgoing {
            x += o.stream.next_sample() * o.gain.next();
            o.left = o.left.saturating_sub(1);
        }
        self.outgoing.retain(|o| o.left > 0);
        x * self.volume.next()
    }

    /// Writes the next `out.len()` samples (mono, at the player's rate). While paused (after
    /// the short ramp) it writes silence and the music keeps its place.
    pub fn fill(&mut self, out: &mut [f32]) {
        for s in out {
            if !self.playing && !self.pause_gain.is_moving() {
                *s = 0.0;
                continue;
            }
            let g = self.pause_gain.next();
            *s = g * self.next_sample();
        }
    }
}
