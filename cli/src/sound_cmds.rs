//! `xiangqi sound CUE --out FILE.wav` and `xiangqi music N [--seconds S] --out FILE.wav`: the
//! core's cues and pieces written as 16-bit PCM mono WAV files (the WAV writer lives here: the
//! core has no I/O).

use crate::args::Args;
use crate::{esc, fail, CliError};
use std::io::Write;
use xiangqi::sound::{cue, Cue, MusicPiece, MusicPlayer, Part, SampleRate};

/// Longest excerpt `--seconds` accepts.
const MAX_SECONDS: f64 = 3600.0;
/// An excerpt ends with a fade-out this long (or a quarter of it, if shorter).
const EXCERPT_FADE_SECONDS: f64 = 3.0;
/// Frames rendered per call, as an audio callback would ask for them.
const CHUNK_FRAMES: usize = 4096;

fn rate_of(args: &Args) -> Result<SampleRate, CliError> {
    match args.value("rate") {
        None => Ok(SampleRate::CD),
        Some(r) => {
            let hz: u32 = r
                .parse()
                .map_err(|_| fail!("cli-bad-rate", value = esc(r)))?;
            SampleRate::new(hz).map_err(sound_error)
        }
    }
}

fn out_of(args: &Args) -> Result<&str, CliError> {
    args.value("out")
        .ok_or_else(|| fail!("cli-missing-wav-out"))
}

/// The one positional argument; `what` names it for the message `cli-positional-name` (cue,
/// piece).
fn one_positional<'a>(args: &'a Args, what: &str) -> Result<&'a str, CliError> {
    match args.positional.as_slice() {
        [one] => Ok(one),
        [] => Err(fail!("cli-missing-positional", what = what)),
        more => Err(fail!("cli-one-positional", what = what, n = more.len())),
    }
}

fn sound_error(e: xiangqi::sound::SoundError) -> CliError {
    CliError(e.message(crate::run_lang()))
}

pub fn sound(raw: &[String]) -> Result<(), CliError> {
    let args = Args::parse(raw, &["out", "rate"], &[])?;
    let cue_name = one_positional(&args, "cue")?;
    let which = Cue::parse(cue_name).map_err(sound_error)?;
    let rate = rate_of(&args)?;
    let out = out_of(&args)?;
    write_wav(out, rate.hz(), &cue(which, rate))
}

pub fn music(raw: &[String]) -> Result<(), CliError> {
    let args = Args::parse(raw, &["out", "rate", "seconds"], &[])?;
    let n = one_positional(&args, "piece")?;
    let piece = MusicPiece::from_number(
        n.parse()
            .map_err(|_| fail!("cli-bad-piece-number", value = esc(n)))?,
    )
    .map_err(sound_error)?;
    let seconds = match args.value("seconds") {
        None => None,
        Some(s) => Some(
            s.parse::<f64>()
                .ok()
                .filter(|v| *v > 0.0 && *v <= MAX_SECONDS)
                // 0 itself is refused (an empty file), so the range says "more than 0".
                .ok_or_else(|| {
                    fail!(
                        "cli-bad-seconds",
                        max = MAX_SECONDS.to_string(),
                        value = esc(s)
                    )
                })?,
        ),
    };
    let rate = rate_of(&args)?;
    let out = out_of(&args)?;
    let samples = match seconds {
        Some(s) => excerpt(piece, rate, s),
        None => one_loop(piece, rate),
    };
    write_wav(out, rate.hz(), &samples)
}

/// The first `seconds` through the player, the last few faded out with its volume fade.
fn excerpt(piece: MusicPiece, rate: SampleRate, seconds: f64) -> Vec<f32> {
    let total = (seconds * rate.hz() as f64).round() as usize;
    let fade = EXCERPT_FADE_SECONDS.min(seconds / 4.0);
    let fade_at = total - (fade * rate.hz() as f64).round() as usize;
    let mut player = MusicPlayer::new(rate, piece);
    player.play();
    let mut out = vec![0.0f32; total];
    let (body, tail) = out.split_at_mut(fade_at);
    for chunk in body.chunks_mut(CHUNK_FRAMES) {
        player.fill(chunk);
    }
    player.fade_to(0.0, fade as f32);
    for chunk in tail.chunks_mut(CHUNK_FRAMES) {
        player.fill(chunk);
    }
    out
}

/// Exactly one pass, taken from the second pass of the stream: it begins with the tails of
/// the pass before, so the file's end runs into its start as the player's loop does.
fn one_loop(piece: MusicPiece, rate: SampleRate) -> Vec<f32> {
    let mut stream = piece.stream(rate, Part::All);
    let len = stream.loop_len() as usize;
    let mut out = vec![0.0f32; len];
    for chunk in out.chunks_mut(CHUNK_FRAMES) {
        stream.fill(chunk);
    }
    for chunk in out.chunks_mut(CHUNK_FRAMES) {
        stream.fill(chunk);
    }
    out
}

/// `-1..1` to 16-bit, rounded and clipped.
fn to_i16(s: f32) -> i16 {
    (s * 32767.0).round().clamp(-32768.0, 32767.0) as i16
}

/// A RIFF/WAVE file: PCM, one channel, 16 bits.
pub fn wav_bytes(rate: u32, samples: &[f32]) -> Vec<u8> {
    let data_len = (samples.len() * 2) as u32;
    let mut b = Vec::with_capacity(44 + data_len as usize);
    b.extend_from_slice(b"RIFF");
    b.extend_from_slice(&(36 + data_len).to_le_bytes());
    b.extend_from_slice(b"WAVEfmt ");
    b.extend_from_slice(&16u32.to_le_bytes()); // fmt chunk size
    b.extend_from_slice(&1u16.to_le_bytes()); // PCM
    b.extend_from_slice(&1u16.to_le_bytes()); // mono
    b.extend_from_slice(&rate.to_le_bytes());
    b.extend_from_slice(&(rate * 2).to_le_bytes()); // bytes per second
    b.extend_from_slice(&2u16.to_le_bytes()); // block align
    b.extend_from_slice(&16u16.to_le_bytes()); // bits per sample
    b.extend_from_slice(b"data");
    b.extend_from_slice(&data_len.to_le_bytes());
    for s in samples {
        b.extend_from_slice(&to_i16(*s).to_le_bytes());
    }
    b
}

fn write_wav(path: &str, rate: u32, samples: &[f32]) -> Result<(), CliError> {
    let bytes = wav_bytes(rate, samples);
    let cannot_write = |e: std::io::Error| crate::file_error(path, &e);
    let mut f = std::fs::File::create(path).map_err(cannot_write)?;
    f.write_all(&bytes).map_err(cannot_write)?;
    Ok(())
}
