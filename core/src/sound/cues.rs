//! The six cues as whole buffers: gong (check), cymbal (game end), wooden click (move),
//! clack (capture), tick (the clock's last seconds) and chime (a solved puzzle). Each is a
//! sum of damped modes and shaped noise, faded in and out and normalised to its peak.

use super::dsp::{fade_edges, normalise, samples, sin_turns, Biquad, Noise, OnePole};

/// A damped sine mode: frequency (Hz), amplitude, time constant of its decay (s, to 1/e).
#[derive(Clone, Copy, Debug)]
struct Mode {
    hz: f32,
    amp: f32,
    tau: f32,
}

const fn mode(hz: f32, amp: f32, tau: f32) -> Mode {
    Mode { hz, amp, tau }
}

/// Adds the modes, struck at `start` (seconds), to the buffer; `glide` bends every mode's
/// pitch by `(1 + depth·e^(−t/time))` (a gong's pitch sinking as it settles).
fn add_modes(buf: &mut [f32], rate: f32, start: f32, modes: &[Mode], scale: f32, glide: Glide) {
    let first = samples(start, rate);
    for m in modes {
        let mut phase = 0.0f32;
        let decay_per_sample = (-1.0 / (m.tau * rate)).exp();
        let mut env = m.amp * scale;
        // The glide's exponential, stepped like the envelope.
        let glide_per_sample = (-1.0 / (glide.time * rate)).exp();
        let mut bend = glide.depth;
        for s in buf.iter_mut().skip(first) {
            *s += env * sin_turns(phase);
            phase += m.hz * (1.0 + bend) / rate;
            phase -= phase.floor();
            env *= decay_per_sample;
            bend *= glide_per_sample;
        }
    }
}

#[derive(Clone, Copy, Debug)]
struct Glide {
    depth: f32,
    time: f32,
}

/// The Q of a maximally flat (Butterworth) second-order filter.
const BUTTERWORTH_Q: f32 = std::f32::consts::FRAC_1_SQRT_2;

const NO_GLIDE: Glide = Glide {
    depth: 0.0,
    time: 1.0,
};

/// Adds a burst of noise through `band` with an exponential decay (the strike itself).
fn add_noise_burst(
    buf: &mut [f32],
    rate: f32,
    start: f32,
    amp: f32,
    tau: f32,
    mut band: Biquad,
    seed: u64,
) {
    let first = samples(start, rate);
    let mut noise = Noise::new(seed);
    let decay_per_sample = (-1.0 / (tau * rate)).exp();
    let mut env = amp;
    for s in buf.iter_mut().skip(first) {
        *s += env * band.process(noise.next());
        env *= decay_per_sample;
        if env < 1e-7 {
            break;
        }
    }
}

/// Fades and normalisation every cue gets.
fn finish(mut buf: Vec<f32>, rate: f32, fade_in: f32, fade_out: f32, peak: f32) -> Vec<f32> {
    // Fade first: scaling keeps the zero ends, and the peak is then exact.
    fade_edges(
        &mut buf,
        samples(fade_in, rate).max(1),
        samples(fade_out, rate).max(1),
    );
    normalise(&mut buf, peak);
    buf
}

// ---- Gong ----

/// The gong (check): a pitched gong, its partials inharmonic and dense, the low ones ringing
/// longest, the pitch sinking a little as it settles (the Chinese opera gong's fall), and a
/// felt mallet's thump. Enough of its energy lies above 400 Hz to carry on a phone speaker.
pub const GONG_SECONDS: f32 = 3.0;
pub const GONG_PEAK: f32 = 0.89;
const GONG_FUNDAMENTAL_HZ: f32 = 140.0;
const GONG_PARTIALS: [(f32, f32, f32); 14] = [
    // (ratio to the fundamental, amplitude, decay time constant in s)
    (1.00, 1.00, 1.60),
    (1.52, 0.80, 1.35),
    (1.97, 0.65, 1.20),
    (2.44, 0.60, 1.05),
    (2.86, 0.50, 0.95),
    (3.31, 0.45, 0.85),
    (3.83, 0.38, 0.75),
    (4.41, 0.32, 0.66),
    (4.97, 0.27, 0.58),
    (5.63, 0.22, 0.50),
    (6.27, 0.18, 0.44),
    (7.05, 0.14, 0.38),
    (7.91, 0.11, 0.33),
    (8.86, 0.08, 0.28),
];
/// The pitch starts this much sharp and sinks back with this time constant.
const GONG_GLIDE: Glide = Glide {
    depth: 0.04,
    time: 0.45,
};
/// The felt mallet: a short dull thump.
const GONG_MALLET_AMP: f32 = 0.8;
const GONG_MALLET_TAU: f32 = 0.015;
const GONG_MALLET_HZ: f32 = 500.0;
/// The metal's sizzle: a band of noise above the partials, fading faster.
const GONG_SIZZLE_AMP: f32 = 0.06;
const GONG_SIZZLE_TAU: f32 = 0.6;
const GONG_SIZZLE_HZ: f32 = 2_500.0;
const GONG_SIZZLE_Q: f32 = 0.5;
const GONG_SEED: u64 = 0x60_4E;
const GONG_FADE_IN: f32 = 0.002;
const GONG_FADE_OUT: f32 = 0.6;

fn gong(rate: f32) -> Vec<f32> {
    let mut buf = vec![0.0; samples(GONG_SECONDS, rate)];
    let modes: Vec<Mode> = GONG_PARTIALS
        .iter()
        .map(|&(r, a, t)| mode(GONG_FUNDAMENTAL_HZ * r, a, t))
        .collect();
    add_modes(&mut buf, rate, 0.0, &modes, 1.0, GONG_GLIDE);
    let mallet = Biquad::lowpass(GONG_MALLET_HZ, BUTTERWORTH_Q, rate);
    add_noise_burst(
        &mut buf,
        rate,
        0.0,
        GONG_MALLET_AMP,
        GONG_MALLET_TAU,
        mallet,
        GONG_SEED,
    );
    let sizzle = Biquad::bandpass(GONG_SIZZLE_HZ, GONG_SIZZLE_Q, rate);
    add_noise_burst(
        &mut buf,
        rate,
        0.0,
        GONG_SIZZLE_AMP,
        GONG_SIZZLE_TAU,
        sizzle,
        GONG_SEED + 1,
    );
    finish(buf, rate, GONG_FADE_IN, GONG_FADE_OUT, GONG_PEAK)
}

// ---- Cymbal ----

/// The cymbal (game end): a bright crash of metallic square partials and noise, the highs
/// dying first.
pub const CYMBAL_SECONDS: f32 = 3.5;
pub const CYMBAL_PEAK: f32 = 0.89;
/// Inharmonic square-wave partials (the classic metallic cluster), Hz.
const CYMBAL_SQUARES_HZ: [f32; 6] = [587.0, 845.0, 1_253.0, 1_691.0, 2_219.0, 3_109.0];
const CYMBAL_SQUARE_LEVEL: f32 = 0.35;
const CYMBAL_NOISE_LEVEL: f32 = 1.0;
/// Two bands: the shimmer above and the body below, each with its own decay.
const CYMBAL_HIGH_HZ: f32 = 7_000.0;
const CYMBAL_HIGH_TAU: f32 = 0.55;
const CYMBAL_BODY_HZ: f32 = 3_200.0;
const CYMBAL_BODY_Q: f32 = 0.6;
const CYMBAL_BODY_TAU: f32 = 1.1;
/// The first crash on top of the ring.
const CYMBAL_CRASH_LEVEL: f32 = 1.5;
const CYMBAL_CRASH_TAU: f32 = 0.06;
/// Softens the very top (the cymbal is struck with a soft beater).
const CYMBAL_TOP_CUT_HZ: f32 = 12_000.0;
const CYMBAL_FADE_IN: f32 = 0.001;
const CYMBAL_FADE_OUT: f32 = 0.8;
const CYMBAL_SEED: u64 = 0xC7_3BA1;

fn cymbal(rate: f32) -> Vec<f32> {
    let n = samples(CYMBAL_SECONDS, rate);
    let mut noise = Noise::new(CYMBAL_SEED);
    let mut high = Biquad::highpass(CYMBAL_HIGH_HZ, BUTTERWORTH_Q, rate);
    let mut body = Biquad::bandpass(CYMBAL_BODY_HZ, CYMBAL_BODY_Q, rate);
    let mut top = OnePole::lowpass(CYMBAL_TOP_CUT_HZ.min(0.45 * rate), rate);
    let mut phases = [0.0f32; CYMBAL_SQUARES_HZ.len()];
    let mut buf = Vec::with_capacity(n);
    for i in 0..n {
        let t = i as f32 / rate;
        let mut metal = 0.0;
        for (p, hz) in phases.iter_mut().zip(CYMBAL_SQUARES_HZ) {
            metal += if *p < 0.5 { 1.0 } else { -1.0 };
            *p += hz / rate;
            *p -= p.floor();
        }
        let source = CYMBAL_NOISE_LEVEL * noise.next()
            + CYMBAL_SQUARE_LEVEL * metal / CYMBAL_SQUARES_HZ.len() as f32;
        let crash = 1.0 + CYMBAL_CRASH_LEVEL * (-t / CYMBAL_CRASH_TAU).exp();
        let hi = high.process(source) * (-t / CYMBAL_HIGH_TAU).exp();
        let lo = body.process(source) * (-t / CYMBAL_BODY_TAU).exp();
        buf.push(top.low(crash * (hi + lo)));
    }
    finish(buf, rate, CYMBAL_FADE_IN, CYMBAL_FADE_OUT, CYMBAL_PEAK)
}

// ---- Wood: move, capture, tick ----

/// A piece set down on the wooden board.
pub const MOVE_SECONDS: f32 = 0.15;
pub const MOVE_PEAK: f32 = 0.70;
const MOVE_MODES: [Mode; 4] = [
    mode(640.0, 1.0, 0.022),
    mode(1_390.0, 0.55, 0.013),
    mode(2_510.0, 0.40, 0.008),
    mode(3_870.0, 0.25, 0.005),
];
const MOVE_TAP_LEVEL: f32 = 0.5;
const MOVE_TAP_TAU: f32 = 0.003;
const MOVE_TAP_HZ: f32 = 3_000.0;
const MOVE_SEED: u64 = 0x30_0E;

/// A piece struck onto another: harder and brighter, with the captured piece's knock after.
pub const CAPTURE_SECONDS: f32 = 0.25;
pub const CAPTURE_PEAK: f32 = 0.89;
const CAPTURE_MODES: [Mode; 4] = [
    mode(910.0, 1.0, 0.030),
    mode(1_960.0, 0.70, 0.018),
    mode(3_240.0, 0.50, 0.010),
    mode(5_150.0, 0.35, 0.006),
];
const CAPTURE_TAP_LEVEL: f32 = 1.0;
const CAPTURE_TAP_TAU: f32 = 0.004;
const CAPTURE_TAP_HZ: f32 = 4_000.0;
const CAPTURE_SEED: u64 = 0xCA_97;
/// The second knock: delay (s) and level.
const CAPTURE_KNOCK_DELAY: f32 = 0.028;
const CAPTURE_KNOCK_LEVEL: f32 = 0.45;

/// The clock's tick: small, dry and high.
pub const TICK_SECONDS: f32 = 0.06;
pub const TICK_PEAK: f32 = 0.35;
const TICK_MODES: [Mode; 2] = [mode(2_200.0, 1.0, 0.006), mode(4_450.0, 0.4, 0.003)];
const TICK_TAP_LEVEL: f32 = 0.2;
const TICK_TAP_TAU: f32 = 0.0015;
const TICK_TAP_HZ: f32 = 5_000.0;
const TICK_SEED: u64 = 0x71_C4;

/// Clicks fade in over a fraction of a millisecond (keeps the snap) and out over the tail.
const WOOD_FADE_IN: f32 = 0.0005;
const WOOD_FADE_OUT: f32 = 0.02;
/// Width of the band the strike's noise passes through.
const WOOD_TAP_Q: f32 = 0.8;

struct Strike {
    seconds: f32,
    modes: &'static [Mode],
    tap: (f32, f32, f32),
    seed: u64,
}

fn wood(rate: f32, s: &Strike, knock: Option<(f32, f32)>, peak: f32) -> Vec<f32> {
    let mut buf = vec![0.0; samples(s.seconds, rate)];
    let mut strike = |start: f32, level: f32, seed: u64| {
        add_modes(&mut buf, rate, start, s.modes, level, NO_GLIDE);
        let (amp, tau, hz) = s.tap;
        let band = Biquad::bandpass(hz, WOOD_TAP_Q, rate);
        add_noise_burst(&mut buf, rate, start, amp * level, tau, band, seed);
    };
    strike(0.0, 1.0, s.seed);
    if let Some((delay, level)) = knock {
        strike(delay, level, s.seed + 1);
    }
    finish(buf, rate, WOOD_FADE_IN, WOOD_FADE_OUT, peak)
}

fn move_click(rate: f32) -> Vec<f32> {
    let s = Strike {
        seconds: MOVE_SECONDS,
        modes: &MOVE_MODES,
        tap: (MOVE_TAP_LEVEL, MOVE_TAP_TAU, MOVE_TAP_HZ),
        seed: MOVE_SEED,
    };
    wood(rate, &s, None, MOVE_PEAK)
}

fn capture_clack(rate: f32) -> Vec<f32> {
    let s = Strike {
        seconds: CAPTURE_SECONDS,
        modes: &CAPTURE_MODES,
        tap: (CAPTURE_TAP_LEVEL, CAPTURE_TAP_TAU, CAPTURE_TAP_HZ),
        seed: CAPTURE_SEED,
    };
    wood(
        rate,
        &s,
        Some((CAPTURE_KNOCK_DELAY, CAPTURE_KNOCK_LEVEL)),
        CAPTURE_PEAK,
    )
}

fn tick(rate: f32) -> Vec<f32> {
    let s = Strike {
        seconds: TICK_SECONDS,
        modes: &TICK_MODES,
        tap: (TICK_TAP_LEVEL, TICK_TAP_TAU, TICK_TAP_HZ),
        seed: TICK_SEED,
    };
    wood(rate, &s, None, TICK_PEAK)
}

// ---- Chime ----

/// The chime (a solved puzzle): two small bells a fourth apart (G5, C6 … in any mode),
/// struck one after the other.
pub const CHIME_SECONDS: f32 = 1.6;
pub const CHIME_PEAK: f32 = 0.60;
const CHIME_NOTES_HZ: [f32; 2] = [783.99, 1_046.50];
const CHIME_SECOND_AT: f32 = 0.14;
const CHIME_SECOND_LEVEL: f32 = 0.85;
/// A small bell's partials: (ratio, amplitude, decay time constant in s).
const CHIME_PARTIALS: [(f32, f32, f32); 5] = [
    (1.0, 1.0, 0.55),
    (2.0, 0.35, 0.40),
    (3.0, 0.12, 0.28),
    (4.17, 0.10, 0.18),
    (5.43, 0.06, 0.12),
];
const CHIME_FADE_IN: f32 = 0.001;
const CHIME_FADE_OUT: f32 = 0.3;

fn chime(rate: f32) -> Vec<f32> {
    let mut buf = vec![0.0; samples(CHIME_SECONDS, rate)];
    for (k, hz) in CHIME_NOTES_HZ.iter().enumerate() {
        let modes: Vec<Mode> = CHIME_PARTIALS
            .iter()
            .map(|&(r, a, t)| mode(hz * r, a, t))
            .collect();
        let (start, level) = if k == 0 {
            (0.0, 1.0)
        } else {
            (CHIME_SECOND_AT, CHIME_SECOND_LEVEL)
        };
        add_modes(&mut buf, rate, start, &modes, level, NO_GLIDE);
    }
    finish(buf, rate, CHIME_FADE_IN, CHIME_FADE_OUT, CHIME_PEAK)
}

/// The cue's samples at `rate` Hz.
pub fn render(cue: super::Cue, rate: f32) -> Vec<f32> {
    use super::Cue;
    match cue {
        Cue::Gong => gong(rate),
        Cue::Cymbal => cymbal(rate),
        Cue::Move => move_click(rate),
        Cue::Capture => capture_clack(rate),
        Cue::Tick => tick(rate),
        Cue::Chime => chime(rate),
    }
}
