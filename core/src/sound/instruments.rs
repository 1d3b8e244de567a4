//! The instrument models the scores are played on: a plucked guzheng-like string
//! (Karplus-Strong), a soft breathy dizi-like flute and a low drone. Each voice is a pure
//! function of its note and the time since its onset, which is what makes a piece repeat
//! sample for sample when it loops.

use super::dsp::{sin_turns, smooth_step, Biquad, Noise, OnePole};

// ---- Plucked string (guzheng) ----

/// Lowest string the delay lines are sized for.
pub const PLUCK_MIN_HZ: f32 = 50.0;
/// Ring time (to −60 dB) of a string at the reference pitch; higher strings ring shorter.
const PLUCK_T60_SECONDS: f32 = 3.2;
/// The pitch the ring time refers to (D4).
const PLUCK_T60_REF_HZ: f32 = 293.66;
/// How strongly the ring time shrinks with pitch: T60 ∝ (ref/f)^this.
const PLUCK_T60_PITCH_EXPONENT: f32 = 0.45;
/// The shortest and longest ring times whatever the pitch.
const PLUCK_T60_RANGE: (f32, f32) = (1.2, 4.5);
/// Where the plectrum (the fingernail) meets the string, as a fraction of its length: the
/// comb this makes gives the guzheng its nasal brightness.
const PLUCK_POSITION: f32 = 0.13;
/// Brightness of the pluck: the noise's low-pass cutoff at no and at full velocity, as
/// multiples of the fundamental, and the noise's share of the excitation.
const PLUCK_BRIGHTNESS_HARMONICS: (f32, f32) = (4.0, 10.0);
const PLUCK_NOISE_SHARE: (f32, f32) = (0.15, 0.35);
/// Attack ramp of the pluck (softens the step of the excitation into a fingernail's tick).
const PLUCK_ATTACK_SECONDS: f32 = 0.003;
/// A voice is cut (with this fade) once it has rung this many ring times: it is then at
/// −80 dB.
const PLUCK_END_T60S: f32 = 1.34;
const PLUCK_END_FADE_SECONDS: f32 = 0.05;
/// The two-point average in the string's loop delays by half a sample; the all-pass supplies
/// the rest of the period's fraction, at least this much (its coefficient then stays well
/// inside the unit circle).
const AVERAGE_DELAY: f32 = 0.5;
const ALLPASS_MIN_DELAY: f32 = 0.1;
/// The output level of a plucked string at velocity 1.
const PLUCK_GAIN: f32 = 0.55;

/// `len` samples of seeded noise through a one-pole low-pass (run in first, so the noise does
/// not start with the filter's rise).
fn pluck_noise(seed: u64, cutoff: f32, rate: f32, len: usize) -> impl Iterator<Item = f32> + Clone {
    let mut noise = Noise::new(seed);
    let mut lp = OnePole::lowpass(cutoff, rate);
    for _ in 0..len {
        lp.low(noise.next());
    }
    (0..len).map(move |_| lp.low(noise.next()))
}

/// Mean and RMS about the mean (at least a tiny positive RMS).
fn mean_rms(xs: impl Iterator<Item = f32> + Clone) -> (f32, f32) {
    let (n, sum) = xs
        .clone()
        .fold((0usize, 0.0f32), |(n, s), x| (n + 1, s + x));
    let mean = sum / n.max(1) as f32;
    let var = xs.map(|x| (x - mean) * (x - mean)).sum::<f32>() / n.max(1) as f32;
    (mean, var.sqrt().max(1e-9))
}

/// A Karplus-Strong string: a delay line of one period, a two-point average (loss at high
/// partials), a first-order all-pass for the fractional part of the period (exact tuning),
/// and a loop gain chosen for the ring time.
#[derive(Clone, Debug)]
pub struct Pluck {
    line: Vec<f32>,
    len: usize,
    pos: usize,
    last: f32,
    allpass_c: f32,
    allpass_x1: f32,
    allpass_y1: f32,
    loop_gain: f32,
    age: usize,
    attack: usize,
    end: usize,
    end_fade: usize,
    gain: f32,
}

impl Pluck {
    /// A delay line big enough for every string at `rate`, to be reused by [`Pluck::start`].
    pub fn idle(rate: f32) -> Pluck {
        let capacity = (rate / PLUCK_MIN_HZ).ceil() as usize + 2;
        Pluck {
            line: vec![0.0; capacity],
            len: 0,
            pos: 0,
            last: 0.0,
            allpass_c: 0.0,
            allpass_x1: 0.0,
            allpass_y1: 0.0,
            loop_gain: 0.0,
            age: 0,
            attack: 1,
            end: 0,
            end_fade: 1,
            gain: 0.0,
        }
    }

    /// Plucks the string at `freq` with `velocity` (0..1); `seed` picks the excitation noise.
    pub fn start(&mut self, freq: f32, velocity: f32, rate: f32, seed: u64) {
        let freq = freq.max(PLUCK_MIN_HZ);
        let period = rate / freq;
        // Loop delay = line + the average's half sample + the all-pass's delay.
        let len = ((period - AVERAGE_DELAY - ALLPASS_MIN_DELAY).floor() as usize)
            .clamp(2, self.line.len());
        let frac = period - AVERAGE_DELAY - len as f32;
        self.len = len;
        self.allpass_c = (1.0 - frac) / (1.0 + frac);
        self.allpass_x1 = 0.0;
        self.allpass_y1 = 0.0;
        self.pos = 0;
        self.last = 0.0;
        self.age = 0;

        let t60 = (PLUCK_T60_SECONDS * (PLUCK_T60_REF_HZ / freq).powf(PLUCK_T60_PITCH_EXPONENT))
            .clamp(PLUCK_T60_RANGE.0, PLUCK_T60_RANGE.1);
        // Per period the average loses cos(πf/rate) at the fundamental; the rest is gain.
        let per_period = 10f32.powf(-3.0 / (freq * t60));
        self.loop_gain =
            (per_period / (std::f32::consts::PI * freq / rate).cos()).clamp(0.0, 0.9999);

        // Excitation: the string's shape at release, a triangle with its apex at the pluck
        // point (harmonics falling as 1/n², starting from zero), plus low-passed seeded
        // noise for the nail's brightness (more of it for a harder pluck). Both parts get
        // unit RMS and no DC: the average passes DC, which would never decay.
        let v = velocity.clamp(0.0, 1.0);
        let bright = PLUCK_BRIGHTNESS_HARMONICS.0
            + v * (PLUCK_BRIGHTNESS_HARMONICS.1 - PLUCK_BRIGHTNESS_HARMONICS.0);
        let cutoff = (bright * freq).min(0.45 * rate);
        let noise_share = PLUCK_NOISE_SHARE.0 + v * (PLUCK_NOISE_SHARE.1 - PLUCK_NOISE_SHARE.0);
        let (noise_mean, noise_rms) = mean_rms(pluck_noise(seed, cutoff, rate, len));
        let triangle = (0..len).map(|i| {
            let x = i as f32 / len as f32;
            if x < PLUCK_POSITION {
                x / PLUCK_POSITION
            } else {
                (1.0 - x) / (1.0 - PLUCK_POSITION)
            }
        });
        let (tri_mean, tri_rms) = mean_rms(triangle.clone());
        for ((s, t), n) in self.line[..len]
            .iter_mut()
            .zip(triangle)
            .zip(pluck_noise(seed, cutoff, rate, len))
        {
            *s = (1.0 - noise_share) * (t - tri_mean) / tri_rms
                + noise_share * (n - noise_mean) / noise_rms;
        }

        self.attack = ((PLUCK_ATTACK_SECONDS * rate) as usize).max(1);
        self.end = (PLUCK_END_T60S * t60 * rate) as usize;
        self.end_fade = ((PLUCK_END_FADE_SECONDS * rate) as usize).max(1);
        self.gain = PLUCK_GAIN * v;
    }

    pub fn finished(&self) -> bool {
        self.age >= self.end
    }

    pub fn next(&mut self) -> f32 {
        if self.finished() {
            return 0.0;
        }
        let out = self.line[self.pos];
        let avg = 0.5 * (out + self.last);
        self.last = out;
        let x = self.loop_gain * avg;
        let y = self.allpass_c * x + self.allpass_x1 - self.allpass_c * self.allpass_y1;
        self.allpass_x1 = x;
        self.allpass_y1 = y;
        self.line[self.pos] = y;
        self.pos += 1;
        if self.pos == self.len {
            self.pos = 0;
        }
        let mut env = 1.0;
        if self.age < self.attack {
            env = smooth_step(self.age as f32 / self.attack as f32);
        }
        let left = self.end - self.age;
        if left < self.end_fade {
            env *= smooth_step(left as f32 / self.end_fade as f32);
        }
        self.age += 1;
        self.gain * env * out
    }
}

// ---- Flute (dizi) ----

/// Attack and release of a flute note (the breath building up, then dying away).
const FLUTE_ATTACK_SECONDS: f32 = 0.09;
const FLUTE_RELEASE_SECONDS: f32 = 0.22;
/// Vibrato: rate, depth (fraction of the frequency, ≈ ±7 cents), and when it sets in.
const FLUTE_VIBRATO_HZ: f32 = 5.2;
const FLUTE_VIBRATO_DEPTH: f32 = 0.004;
const FLUTE_VIBRATO_DELAY_SECONDS: f32 = 0.25;
const FLUTE_VIBRATO_RISE_SECONDS: f32 = 0.5;
/// Amplitudes of the harmonics 1..=4: a soft, nearly pure tone.
const FLUTE_HARMONICS: [f32; 4] = [1.0, 0.28, 0.10, 0.04];
/// Breath noise: level while sustaining, extra at the attack (the "chiff"), band centre (as
/// a multiple of the fundamental) and width.
const FLUTE_BREATH_LEVEL: f32 = 0.22;
const FLUTE_CHIFF_LEVEL: f32 = 0.4;
const FLUTE_CHIFF_SECONDS: f32 = 0.06;
const FLUTE_BREATH_CENTRE_HARMONIC: f32 = 2.0;
const FLUTE_BREATH_Q: f32 = 0.7;
/// A slow swell through a long note (a player's breath pressure).
const FLUTE_SWELL_DEPTH: f32 = 0.12;
const FLUTE_GAIN: f32 = 0.30;

/// A flute note: harmonics on one phase with delayed vibrato, band-passed breath noise, a
/// breathy attack and a soft release after the note's written length.
#[derive(Clone, Debug)]
pub struct Flute {
    freq: f32,
    rate: f32,
    phase: f32,
    breath: Noise,
    band: Biquad,
    age: usize,
    hold: usize,
    attack: usize,
    release: usize,
    gain: f32,
}

impl Flute {
    pub fn new(freq: f32, velocity: f32, hold_samples: usize, rate: f32, seed: u64) -> Flute {
        let attack = ((FLUTE_ATTACK_SECONDS * rate) as usize).max(1);
        Flute {
            freq,
            rate,
            phase: 0.0,
            breath: Noise::new(seed),
            band: Biquad::bandpass(FLUTE_BREATH_CENTRE_HARMONIC * freq, FLUTE_BREATH_Q, rate),
            age: 0,
            hold: hold_samples.max(attack),
            attack,
            release: ((FLUTE_RELEASE_SECONDS * rate) as usize).max(1),
            gain: FLUTE_GAIN * velocity.clamp(0.0, 1.0),
        }
    }

    pub fn finished(&self) -> bool {
        self.age >= self.hold + self.release
    }

    pub fn next(&mut self) -> f32 {
        if self.finished() {
            return 0.0;
        }
        let t = self.age as f32 / self.rate;
        let vib_amount =
            smooth_step((t - FLUTE_VIBRATO_DELAY_SECONDS) / FLUTE_VIBRATO_RISE_SECONDS);
        let vib = FLUTE_VIBRATO_DEPTH * vib_amount * sin_turns(FLUTE_VIBRATO_HZ * t);
        self.phase += self.freq * (1.0 + vib) / self.rate;
        self.phase -= self.phase.floor();
        // sin(kφ) for k = 1..4 by the Chebyshev recurrence sin((k+1)φ) = 2cosφ·sin(kφ) − sin((k−1)φ).
        let s1 = sin_turns(self.phase);
        let two_cos = 2.0 * sin_turns(self.phase + 0.25);
        let s2 = two_cos * s1;
        let s3 = two_cos * s2 - s1;
        let s4 = two_cos * s3 - s2;
        let [a1, a2, a3, a4] = FLUTE_HARMONICS;
        let tone = a1 * s1 + a2 * s2 + a3 * s3 + a4 * s4;
        let chiff = FLUTE_CHIFF_LEVEL * (1.0 - (t / FLUTE_CHIFF_SECONDS).min(1.0));
        let breath = (FLUTE_BREATH_LEVEL + chiff) * self.band.process(self.breath.next());

        let mut env = smooth_step(self.age as f32 / self.attack as f32);
        if self.age >= self.hold {
            env *= 1.0 - smooth_step((self.age - self.hold) as f32 / self.release as f32);
        }
        let held = (self.age.min(self.hold) as f32 / self.hold as f32).min(1.0);
        let swell = 1.0 - FLUTE_SWELL_DEPTH * (1.0 - sin_turns(0.5 * held));
        self.age += 1;
        self.gain * env * swell * (tone + breath)
    }
}

// ---- Drone ----

/// Harmonics of each drone pitch (a soft reed-organ-like tone).
const DRONE_HARMONICS: [f32; 4] = [1.0, 0.45, 0.2, 0.08];
/// A second, detuned copy beating slowly against the first (cycles of beat per second).
const DRONE_BEAT_HZ: f32 = 0.21;
const DRONE_BEAT_LEVEL: f32 = 0.6;
/// The drone breathes: swells per minute and their depth.
const DRONE_SWELLS_PER_MINUTE: f32 = 3.0;
const DRONE_SWELL_DEPTH: f32 = 0.35;

/// One sine partial whose frequency is a whole number of cycles per loop, as a rotating
/// phasor (one complex multiply a sample). Its exact phase at the loop point is zero, so the
/// phasor is set back to exactly 1 there: every pass computes the same numbers, and the
/// rounding drift of one pass (about 1e-9) never accumulates.
#[derive(Clone, Debug)]
struct LoopSine {
    re: f64,
    im: f64,
    step_re: f64,
    step_im: f64,
    amp: f32,
}

impl LoopSine {
    fn new(cycles: u64, loop_len: u64, amp: f32) -> LoopSine {
        let w = std::f64::consts::TAU * cycles as f64 / loop_len as f64;
        LoopSine {
            re: 1.0,
            im: 0.0,
            step_re: w.cos(),
            step_im: w.sin(),
            amp,
        }
    }

    /// The sine's value now, then one sample on.
    fn next(&mut self) -> f32 {
        let v = self.im as f32;
        let re = self.re * self.step_re - self.im * self.step_im;
        self.im = self.re * self.step_im + self.im * self.step_re;
        self.re = re;
        v
    }

    fn restart(&mut self) {
        self.re = 1.0;
        self.im = 0.0;
    }
}

/// The low drone under a piece: a few harmonics of each drone pitch plus a slowly beating
/// copy of each fundamental, swelling gently, every frequency rounded to whole cycles per
/// loop (at a 2-minute loop that moves a pitch by at most 0.004 Hz).
#[derive(Clone, Debug)]
pub struct Drone {
    partials: Vec<LoopSine>,
    swell: LoopSine,
    loop_len: u64,
    pos: u64,
    level: f32,
}

impl Drone {
    pub fn new(freqs: &[f32], level: f32, loop_len: u64, rate: f32) -> Drone {
        let loop_len = loop_len.max(1);
        let cycles = |hz: f32| (hz as f64 * loop_len as f64 / rate as f64).round() as u64;
        let beat = cycles(DRONE_BEAT_HZ).max(1);
        let mut partials = Vec::new();
        for (i, &f) in freqs.iter().enumerate() {
            // Upper drone pitches softer than the root.
            let pitch_amp = 1.0 / (1.0 + i as f32);
            for (h, &a) in DRONE_HARMONICS.iter().enumerate() {
                let c = cycles(f * (h + 1) as f32);
                if c == 0 || (c + beat) * 2 >= loop_len {
                    continue;
                }
                partials.push(LoopSine::new(c, loop_len, a * pitch_amp));
                if h == 0 {
                    let beating =
                        LoopSine::new(c + beat, loop_len, a * pitch_amp * DRONE_BEAT_LEVEL);
                    partials.push(beating);
                }
            }
        }
        let norm: f32 = partials.iter().map(|p| p.amp).sum::<f32>().max(1e-9);
        for p in &mut partials {
            p.amp /= norm;
        }
        let swell_cycles = ((DRONE_SWELLS_PER_MINUTE / 60.0) * loop_len as f32 / rate)
            .round()
            .max(1.0) as u64;
        Drone {
            partials,
            swell: LoopSine::new(swell_cycles, loop_len, DRONE_SWELL_DEPTH),
            loop_len,
            pos: 0,
            level,
        }
    }

    pub fn next(&mut self) -> f32 {
        let mut x = 0.0;
        for p in &mut self.partials {
            x += p.amp * p.next();
        }
        let swell = 1.0 - self.swell.amp * 0.5 * (1.0 - self.swell.next());
        self.pos += 1;
        if self.pos == self.loop_len {
            self.pos = 0;
            for p in &mut self.partials {
                p.restart();
            }
            self.swell.restart();
        }
        self.level * swell * x
    }
}

// ---- Reverb ----

/// Freeverb's comb and all-pass lengths at 44.1 kHz (scaled to the rate).
const REVERB_COMBS: [usize; 8] = [1116, 1188, 1277, 1356, 1422, 1491, 1557, 1617];
const REVERB_ALLPASSES: [usize; 4] = [556, 441, 341, 225];
const REVERB_REF_RATE: f32 = 44_100.0;
/// Comb feedback (room size), damping of the highs in the tail, all-pass feedback.
const REVERB_FEEDBACK: f32 = 0.83;
const REVERB_DAMP: f32 = 0.35;
const REVERB_ALLPASS_FEEDBACK: f32 = 0.5;
/// Input scaling of the eight parallel combs.
const REVERB_INPUT_GAIN: f32 = 0.06;

#[derive(Clone, Debug)]
struct Comb {
    line: Vec<f32>,
    pos: usize,
    store: f32,
}

#[derive(Clone, Debug)]
struct Allpass {
    line: Vec<f32>,
    pos: usize,
}

/// A small mono Freeverb (Schroeder-Moorer): the hall the instruments play in.
#[derive(Clone, Debug)]
pub struct Reverb {
    combs: Vec<Comb>,
    allpasses: Vec<Allpass>,
}

impl Reverb {
    pub fn new(rate: f32) -> Reverb {
        let scale = |n: usize| ((n as f32 * rate / REVERB_REF_RATE) as usize).max(1);
        Reverb {
            combs: REVERB_COMBS
                .iter()
                .map(|&n| Comb {
                    line: vec![0.0; scale(n)],
                    pos: 0,
                    store: 0.0,
                })
                .collect(),
            allpasses: REVERB_ALLPASSES
                .iter()
                .map(|&n| Allpass {
                    line: vec![0.0; scale(n)],
                    pos: 0,
                })
                .collect(),
        }
    }

    pub fn process(&mut self, x: f32) -> f32 {
        let input = x * REVERB_INPUT_GAIN;
        let mut out = 0.0;
        for c in &mut self.combs {
            let y = c.line[c.pos];
            c.store = y * (1.0 - REVERB_DAMP) + c.store * REVERB_DAMP;
            c.line[c.pos] = input + c.store * REVERB_FEEDBACK;
            c.pos += 1;
            if c.pos == c.line.len() {
                c.pos = 0;
            }
            out += y;
        }
        for a in &mut self.allpasses {
            let b = a.line[a.pos];
            a.line[a.pos] = out + b * REVERB_ALLPASS_FEEDBACK;
            out = b - out;
            a.pos += 1;
            if a.pos == a.line.len() {
                a.pos = 0;
            }
        }
        out
    }
}
