//! Measuring helpers shared by the `sound_*` tests: a Goertzel spectral estimate, windowed
//! RMS, peaks and steps. Written here, independent of the synthesis code they check.
#![allow(dead_code)]

use xiangqi::sound::SampleRate;

pub const RATES: [u32; 2] = [44_100, 48_000];

pub fn rate(hz: u32) -> SampleRate {
    SampleRate::new(hz).expect("test rates are supported")
}

pub fn peak(x: &[f32]) -> f32 {
    x.iter().fold(0.0f32, |m, s| m.max(s.abs()))
}

pub fn rms(x: &[f32]) -> f32 {
    if x.is_empty() {
        return 0.0;
    }
    (x.iter().map(|s| (*s as f64) * (*s as f64)).sum::<f64>() / x.len() as f64).sqrt() as f32
}

/// RMS of consecutive windows of `len` samples (the last partial window dropped).
pub fn window_rms(x: &[f32], len: usize) -> Vec<f32> {
    x.chunks_exact(len).map(rms).collect()
}

/// The largest sample-to-sample step.
pub fn max_step(x: &[f32]) -> f32 {
    x.windows(2).fold(0.0f32, |m, w| m.max((w[1] - w[0]).abs()))
}

/// RMS of the sample-to-sample steps (the typical step of the signal).
pub fn step_rms(x: &[f32]) -> f32 {
    let steps: Vec<f32> = x.windows(2).map(|w| w[1] - w[0]).collect();
    rms(&steps)
}

/// A Hann-windowed copy, ready for [`goertzel`] at many frequencies.
pub fn hann(x: &[f32]) -> Vec<f64> {
    let n = x.len();
    let denom = (n.max(2) - 1) as f64;
    x.iter()
        .enumerate()
        .map(|(i, s)| {
            let w = 0.5 - 0.5 * (std::f64::consts::TAU * i as f64 / denom).cos();
            *s as f64 * w
        })
        .collect()
}

/// Power of the (windowed) signal at `freq` Hz: the Goertzel recurrence.
pub fn goertzel(windowed: &[f64], rate: f64, freq: f64) -> f64 {
    let coeff = 2.0 * (std::f64::consts::TAU * freq / rate).cos();
    let (mut s1, mut s2) = (0.0f64, 0.0f64);
    for x in windowed {
        let s = x + coeff * s1 - s2;
        s2 = s1;
        s1 = s;
    }
    s1 * s1 + s2 * s2 - coeff * s1 * s2
}

/// Equal-tempered frequency of a MIDI note (A4 = 69 = 440 Hz), computed here on its own.
pub fn midi_hz(midi: u8) -> f64 {
    440.0 * 2f64.powf((midi as f64 - 69.0) / 12.0)
}

/// Power at every semitone `lo..=hi` (MIDI) of a stretch of signal.
pub fn semitone_powers(x: &[f32], rate: f64, lo: u8, hi: u8) -> Vec<(u8, f64)> {
    let w = hann(x);
    (lo..=hi)
        .map(|m| (m, goertzel(&w, rate, midi_hz(m))))
        .collect()
}

/// The semitone whose power rose most from `before` to `after`: the pitch of a new note.
pub fn new_pitch(before: &[f32], after: &[f32], rate: f64, lo: u8, hi: u8) -> u8 {
    let b = semitone_powers(before, rate, lo, hi);
    let a = semitone_powers(after, rate, lo, hi);
    // Scale the "before" window to the "after" window's length.
    let k = after.len() as f64 / before.len().max(1) as f64;
    a.iter()
        .zip(&b)
        .map(|((m, pa), (_, pb))| (*m, pa - k * k * pb))
        .fold(
            (lo, f64::MIN),
            |best, (m, d)| if d > best.1 { (m, d) } else { best },
        )
        .0
}

/// The strongest semitone `lo..=hi` of a stretch of signal.
pub fn strongest_pitch(x: &[f32], rate: f64, lo: u8, hi: u8) -> u8 {
    semitone_powers(x, rate, lo, hi)
        .into_iter()
        .fold(
            (lo, f64::MIN),
            |best, (m, p)| if p > best.1 { (m, p) } else { best },
        )
        .0
}

/// Power-weighted mean frequency (Hz) over `bins` evenly spaced frequencies up to Nyquist.
pub fn spectral_centroid(x: &[f32], rate: f64, bins: usize) -> f64 {
    let w = hann(x);
    let (mut num, mut den) = (0.0, 0.0);
    for i in 1..bins {
        let f = rate / 2.0 * i as f64 / bins as f64;
        let p = goertzel(&w, rate, f);
        num += f * p;
        den += p;
    }
    num / den.max(1e-30)
}

pub fn seconds(s: f32, rate: u32) -> usize {
    (s * rate as f32).round() as usize
}
