//! The five pieces as sound: every note's pitch, estimated from the rendered PCM, is the
//! written one and lies in the piece's pentatonic mode; peak and loudness within named
//! ranges; the loop point is continuous and the stream repeats exactly; the same parameters
//! give the same samples.

use crate::sound_support;

use sound_support::*;
use xiangqi::sound::score::Instrument;
use xiangqi::sound::{MusicPiece, Part};

/// The register searched for a note's pitch (MIDI C2..C7).
const SEARCH_MIDI: (u8, u8) = (36, 96);
/// A note's pitch is measured from this long after its onset: past the pluck's noise, or
/// past the flute's breathy attack and the previous flute note's release ...
const PLUCK_SETTLE_SECONDS: f32 = 0.015;
const FLUTE_SETTLE_SECONDS: f32 = 0.25;
/// ... over at most this long, and at least this long.
const PITCH_WINDOW_SECONDS: (f32, f32) = (0.1, 0.5);

/// Peak and RMS of a whole pass of each piece, and the loudest and quietest second.
const MUSIC_PEAK: (f32, f32) = (0.4, 0.9);
const MUSIC_RMS: (f32, f32) = (0.06, 0.2);
const MUSIC_LOUDEST_SECOND_RMS: f32 = 0.3;
const MUSIC_QUIETEST_SECOND_RMS: f32 = 0.01;
/// The drone's fade-in at the start, skipped when looking for the quietest second.
const START_SECONDS: f32 = 5.0;

/// Across the loop point the signal steps no more than this many times its typical step
/// (RMS of the steps around it), in value and in slope; and the second pass repeats the
/// third to within this.
const LOOP_STEP_FACTOR: f32 = 4.0;
const REPEAT_TOLERANCE: f32 = 1e-4;
/// The two seconds after the loop point are within this factor of the loudness of the two
/// before it (the music breathes, but does not start from silence or burst in).
const SEAM_LOUDNESS_RATIO: f32 = 3.0;

fn render(p: MusicPiece, hz: u32, part: Part, len: usize) -> Vec<f32> {
    let mut s = p.stream(rate(hz), part);
    let mut out = vec![0.0; len];
    s.fill(&mut out);
    out
}

/// For each note of each voice, the pitch that appears at its onset in that voice's PCM: for
/// the plucked string (whose earlier notes ring on) the semitone whose power rose most, for
/// the flute (one note at a time) the strongest semitone.
fn check_pitches(p: MusicPiece) {
    let hz = 44_100;
    let score = p.score();
    let mut checked = 0;
    for (v, voice) in score.voices.iter().enumerate() {
        let len = score.tick_to_sample(score.length, hz) as usize;
        let pcm = render(p, hz, Part::Voice(v), len);
        let settle = seconds(
            match voice.instrument {
                Instrument::Zheng => PLUCK_SETTLE_SECONDS,
                Instrument::Dizi => FLUTE_SETTLE_SECONDS,
            },
            hz,
        );
        let onsets: Vec<usize> = voice
            .notes
            .iter()
            .map(|n| score.tick_to_sample(n.onset, hz) as usize)
            .collect();
        for (i, note) in voice.notes.iter().enumerate() {
            let o = onsets[i];
            let next = onsets.get(i + 1).copied().unwrap_or(len);
            let w = (next - o - settle).min(seconds(PITCH_WINDOW_SECONDS.1, hz));
            assert!(
                w >= seconds(PITCH_WINDOW_SECONDS.0, hz),
                "{p:?} line {}",
                note.line
            );
            let after = &pcm[o + settle..o + settle + w];
            let silence = vec![0.0; w];
            let before = if o >= w { &pcm[o - w..o] } else { &silence[..] };
            let (lo, hi) = SEARCH_MIDI;
            let got = match voice.instrument {
                Instrument::Zheng => new_pitch(before, after, hz as f64, lo, hi),
                Instrument::Dizi => strongest_pitch(after, hz as f64, lo, hi),
            };
            assert!(
                score.mode.contains(score.tonic, got % 12),
                "{p:?} voice {v} line {}: heard MIDI {got}, outside the {:?} mode",
                note.line,
                score.mode
            );
            assert!(
                note.pitches.iter().any(|w| w.0 == got),
                "{p:?} voice {v} line {} note {i}: heard MIDI {got}, written {:?}",
                note.line,
                note.pitches
            );
            checked += 1;
        }
    }
    assert!(checked >= 60, "{p:?}: {checked} notes checked");
}

#[test]
fn the_drone_sounds_its_pitches() {
    let hz = 44_100;
    for p in MusicPiece::ALL {
        let score = p.score();
        let pcm = render(p, hz, Part::Drone, seconds(START_SECONDS + 2.0, hz));
        let body = &pcm[seconds(START_SECONDS, hz)..];
        let powers = semitone_powers(body, hz as f64, 28, 64);
        let (root, top) = powers.iter().fold(
            (0u8, 0.0f64),
            |b, (m, p)| if *p > b.1 { (*m, *p) } else { b },
        );
        assert_eq!(root, score.drone[0].0, "{p:?}: the drone's root");
        for d in &score.drone {
            let pw = powers
                .iter()
                .find(|(m, _)| *m == d.0)
                .map(|x| x.1)
                .unwrap_or(0.0);
            assert!(pw > 0.05 * top, "{p:?}: drone pitch {d:?} too weak");
            assert!(score.mode.contains(score.tonic, d.class()), "{p:?}");
        }
    }
}

/// One render per piece of two passes and a bit: loudness from the first pass, the loop
/// point and the repetition from the second and third.
fn check_loudness_and_loop(p: MusicPiece, hz: u32) {
    let mut s = p.stream(rate(hz), Part::All);
    let n = s.loop_len() as usize;
    let extra = seconds(2.0, hz);
    let mut x = vec![0.0; 2 * n + extra];
    s.fill(&mut x);

    assert_eq!(s.voices_cut(), 0, "{p:?}: notes cut for want of voices");
    let pass = &x[..n];
    assert!(
        x.iter().all(|v| v.is_finite() && v.abs() < 1.0),
        "{p:?}: full scale"
    );
    let pk = peak(pass);
    assert!(
        (MUSIC_PEAK.0..=MUSIC_PEAK.1).contains(&pk),
        "{p:?} at {hz}: peak {pk}"
    );
    let r = rms(pass);
    assert!(
        (MUSIC_RMS.0..=MUSIC_RMS.1).contains(&r),
        "{p:?} at {hz}: rms {r}"
    );
    let seconds_rms = window_rms(&pass[seconds(START_SECONDS, hz)..], hz as usize);
    let loudest = seconds_rms.iter().cloned().fold(0.0, f32::max);
    let quietest = seconds_rms.iter().cloned().fold(1.0, f32::min);
    assert!(
        loudest <= MUSIC_LOUDEST_SECOND_RMS,
        "{p:?}: loudest second {loudest}"
    );
    assert!(
        quietest >= MUSIC_QUIETEST_SECOND_RMS,
        "{p:?}: quietest second {quietest}"
    );

    // From the second pass on the stream repeats itself.
    let drift = (0..extra)
        .map(|i| (x[n + i] - x[2 * n + i]).abs())
        .fold(0.0, f32::max);
    assert!(
        drift < REPEAT_TOLERANCE,
        "{p:?} at {hz}: passes differ by {drift}"
    );

    // One pass played on repeat (what `xiangqi music N` writes): its end runs into its
    // start without a jump in value or slope.
    let file = &x[n..2 * n];
    let around: Vec<f32> = file[n - extra..]
        .iter()
        .chain(&file[..extra])
        .copied()
        .collect();
    let typical = step_rms(&around);
    let step = file[0] - file[n - 1];
    let slope_change = (file[1] - file[0]) - (file[n - 1] - file[n - 2]);
    assert!(
        step.abs() <= LOOP_STEP_FACTOR * typical,
        "{p:?}: step {step} vs {typical}"
    );
    assert!(
        slope_change.abs() <= LOOP_STEP_FACTOR * typical,
        "{p:?}: slope change {slope_change} vs {typical}"
    );
    // And the seam is no louder or quieter than the music around it.
    let before = rms(&file[n - extra..]);
    let after = rms(&file[..extra]);
    assert!(
        after < SEAM_LOUDNESS_RATIO * before && before < SEAM_LOUDNESS_RATIO * after,
        "{p:?}: {before} | {after}"
    );
}

#[test]
fn the_same_parameters_give_the_same_samples() {
    for p in MusicPiece::ALL {
        let len = seconds(6.0, 48_000);
        let a = render(p, 48_000, Part::All, len);
        assert_eq!(a, render(p, 48_000, Part::All, len), "{p:?}");
        // Different pieces differ.
        assert_ne!(a, render(p.next(), 48_000, Part::All, len));
    }
}

/// One test per piece, so they run in parallel.
macro_rules! per_piece {
    ($($name:ident: $piece:expr, $hz:expr;)*) => {
        mod each_piece {
            use super::*;
            $(
                #[test]
                fn $name() {
                    check_pitches($piece);
                    check_loudness_and_loop($piece, $hz);
                }
            )*
        }
    };
}

per_piece! {
    gong: MusicPiece::Gong, 44_100;
    shang: MusicPiece::Shang, 48_000;
    jue: MusicPiece::Jue, 44_100;
    zhi: MusicPiece::Zhi, 48_000;
    yu: MusicPiece::Yu, 44_100;
}
