//! The six cues: length, peak and loudness within named ranges, silence at both ends, no
//! sample beyond full scale, the gong's decay, the character of each (measured from the PCM),
//! determinism, and the mapping from the game's sounds.

use crate::sound_support;

use sound_support::*;
use xiangqi::app::Sound;
use xiangqi::sound::{self, cue, cue_for, Cue, SampleRate, SoundError};

/// What each cue must measure: longest length (s), peak range, RMS range over the whole
/// buffer (full scale = 1).
struct Expect {
    cue: Cue,
    max_seconds: f32,
    peak: (f32, f32),
    rms: (f32, f32),
}

const EXPECT: [Expect; 6] = [
    Expect {
        cue: Cue::Gong,
        max_seconds: 3.5,
        peak: (0.85, 0.9),
        rms: (0.08, 0.25),
    },
    Expect {
        cue: Cue::Cymbal,
        max_seconds: 4.0,
        peak: (0.85, 0.9),
        rms: (0.03, 0.15),
    },
    Expect {
        cue: Cue::Move,
        max_seconds: 0.3,
        peak: (0.65, 0.72),
        rms: (0.04, 0.2),
    },
    Expect {
        cue: Cue::Capture,
        max_seconds: 0.4,
        peak: (0.85, 0.9),
        rms: (0.05, 0.25),
    },
    Expect {
        cue: Cue::Tick,
        max_seconds: 0.1,
        peak: (0.3, 0.4),
        rms: (0.02, 0.12),
    },
    Expect {
        cue: Cue::Chime,
        max_seconds: 2.0,
        peak: (0.55, 0.65),
        rms: (0.05, 0.25),
    },
];

/// The last stretch of a cue is this quiet relative to its peak (and the first sample is 0).
const EDGE_SECONDS: f32 = 0.005;
const EDGE_RMS_OF_PEAK: f32 = 0.02;

#[test]
fn every_cue_has_its_length_peak_and_loudness() {
    for hz in RATES {
        for e in &EXPECT {
            let x = cue(e.cue, rate(hz));
            let name = e.cue.name();
            assert!(!x.is_empty(), "{name}");
            assert!(
                x.len() <= seconds(e.max_seconds, hz),
                "{name} at {hz}: {} samples",
                x.len()
            );
            assert!(
                x.iter().all(|s| s.is_finite() && s.abs() < 1.0),
                "{name}: full scale"
            );
            let p = peak(&x);
            assert!(
                (e.peak.0..=e.peak.1).contains(&p),
                "{name} at {hz}: peak {p}"
            );
            let r = rms(&x);
            assert!((e.rms.0..=e.rms.1).contains(&r), "{name} at {hz}: rms {r}");
        }
    }
}

#[test]
fn every_cue_starts_and_ends_at_silence() {
    for hz in RATES {
        for c in Cue::ALL {
            let x = cue(c, rate(hz));
            let edge = seconds(EDGE_SECONDS, hz);
            assert_eq!(x[0], 0.0, "{c:?} first sample");
            assert_eq!(*x.last().unwrap(), 0.0, "{c:?} last sample");
            let tail = rms(&x[x.len() - edge..]);
            assert!(
                tail < EDGE_RMS_OF_PEAK * peak(&x),
                "{c:?} at {hz}: tail rms {tail}"
            );
            // No step at the start either: the first millisecond rises from zero.
            assert!(x[1].abs() < 0.05, "{c:?} second sample {}", x[1]);
        }
    }
}

/// The gong's energy falls window by window once the strike is over.
const GONG_WINDOW_SECONDS: f32 = 0.1;
const GONG_ATTACK_SECONDS: f32 = 0.1;

#[test]
fn the_gong_decays_monotonically_after_its_attack() {
    for hz in RATES {
        let x = cue(Cue::Gong, rate(hz));
        let w = window_rms(&x, seconds(GONG_WINDOW_SECONDS, hz));
        let skip = (GONG_ATTACK_SECONDS / GONG_WINDOW_SECONDS) as usize;
        for k in skip..w.len() - 1 {
            assert!(
                w[k + 1] <= w[k],
                "{hz}: window {k}: {} then {}",
                w[k],
                w[k + 1]
            );
        }
        // And it really rings: still audible after two seconds.
        assert!(
            w[(2.0 / GONG_WINDOW_SECONDS) as usize] > 0.01 * w[skip],
            "gong dies too soon"
        );
    }
}

/// Spectral peaks of the gong's body, from a 1 Hz scan: the partials the gong rings with.
fn gong_partials(hz: u32) -> Vec<f64> {
    let x = cue(Cue::Gong, rate(hz));
    let w = hann(&x[seconds(0.5, hz)..seconds(1.5, hz)]);
    let scan: Vec<(f64, f64)> = (60..1500)
        .map(|f| (f as f64, goertzel(&w, hz as f64, f as f64)))
        .collect();
    let top = scan.iter().fold(0.0f64, |m, (_, p)| m.max(*p));
    scan.windows(3)
        .filter(|t| t[1].1 > t[0].1 && t[1].1 >= t[2].1 && t[1].1 > 1e-3 * top)
        .map(|t| t[1].0)
        .collect()
}

#[test]
fn the_gong_is_low_and_inharmonic() {
    let partials = gong_partials(44_100);
    assert!(
        partials.len() >= 8,
        "only {} partials: {partials:?}",
        partials.len()
    );
    let f0 = partials[0];
    assert!(f0 < 200.0, "lowest partial {f0} Hz");
    // Inharmonic: most partials sit well away from whole multiples of the lowest.
    let off = partials[1..]
        .iter()
        .filter(|f| {
            let r = *f / f0;
            (r - r.round()).abs() > 0.1
        })
        .count();
    assert!(
        2 * off > partials.len() - 1,
        "harmonic partials: {partials:?}"
    );
    // And enough of it lies above 400 Hz to be heard on a phone.
    assert!(partials.iter().filter(|f| **f > 400.0).count() >= 4);
}

#[test]
fn the_cymbal_is_bright_and_the_clicks_are_short() {
    let hz = 44_100;
    let cymbal = cue(Cue::Cymbal, rate(hz));
    let c = spectral_centroid(&cymbal[..seconds(0.5, hz)], hz as f64, 256);
    assert!(c > 4_000.0, "cymbal centroid {c} Hz");
    // Long decay: still sounding after two seconds.
    let w = window_rms(&cymbal, seconds(0.1, hz));
    assert!(w[20] > 0.01 * w[1], "cymbal dies too soon");
    for c in [Cue::Move, Cue::Capture, Cue::Tick] {
        let x = cue(c, rate(hz));
        // 90 % of the energy in the first 80 ms.
        let energy = |s: &[f32]| s.iter().map(|v| v * v).sum::<f32>();
        let early = energy(&x[..seconds(0.08, hz).min(x.len())]);
        assert!(early >= 0.9 * energy(&x), "{c:?} rings too long");
    }
    // The capture is brighter than the move; the tick is the quietest.
    let centroid = |c| spectral_centroid(&cue(c, rate(hz))[..seconds(0.05, hz)], hz as f64, 256);
    assert!(centroid(Cue::Capture) > centroid(Cue::Move));
    assert!(rms(&cue(Cue::Tick, rate(hz))) < rms(&cue(Cue::Move, rate(hz))));
}

#[test]
fn the_chime_sounds_its_two_notes() {
    let hz = 48_000;
    let x = cue(Cue::Chime, rate(hz));
    let first = strongest_pitch(&x[seconds(0.01, hz)..seconds(0.13, hz)], hz as f64, 60, 96);
    let second = new_pitch(
        &x[seconds(0.02, hz)..seconds(0.14, hz)],
        &x[seconds(0.15, hz)..seconds(0.27, hz)],
        hz as f64,
        60,
        96,
    );
    assert_eq!((first, second), (79, 84), "G5 then C6");
}

#[test]
fn the_same_parameters_give_the_same_samples() {
    for c in Cue::ALL {
        for hz in RATES {
            assert_eq!(cue(c, rate(hz)), cue(c, rate(hz)), "{c:?}");
        }
    }
    // And the rate really is a parameter.
    let a = cue(Cue::Gong, rate(44_100)).len();
    let b = cue(Cue::Gong, rate(48_000)).len();
    assert_eq!((a, b), (132_300, 144_000));
}

#[test]
fn game_sounds_name_their_cues() {
    let table = [
        (Sound::Move, Cue::Move),
        (Sound::Capture, Cue::Capture),
        (Sound::Check, Cue::Gong),
        (Sound::GameEnd, Cue::Cymbal),
    ];
    for (s, c) in table {
        assert_eq!(cue_for(s), c);
    }
}

#[test]
fn cue_names_and_rates_parse_with_typed_errors() {
    for c in Cue::ALL {
        assert_eq!(Cue::parse(c.name()), Ok(c));
        assert_eq!(Cue::parse(c.german_name()), Ok(c));
    }
    // The German help names the cues in German.
    assert_eq!(Cue::parse("Becken"), Ok(Cue::Cymbal));
    assert_eq!(Cue::parse("glockenspiel"), Ok(Cue::Chime));
    assert_eq!(
        Cue::parse("bell"),
        Err(SoundError::UnknownCue("bell".into()))
    );
    let (lo, hi) = sound::RATE_RANGE_HZ;
    assert!(SampleRate::new(lo).is_ok() && SampleRate::new(hi).is_ok());
    assert_eq!(
        SampleRate::new(lo - 1),
        Err(SoundError::UnsupportedRate(lo - 1))
    );
    assert_eq!(
        SampleRate::new(hi + 1),
        Err(SoundError::UnsupportedRate(hi + 1))
    );
    // The lowest rate still renders every cue within full scale.
    for c in Cue::ALL {
        let x = cue(c, SampleRate::new(lo).unwrap());
        assert!(
            x.iter().all(|s| s.is_finite() && s.abs() < 1.0),
            "{c:?} at {lo}"
        );
    }
}
