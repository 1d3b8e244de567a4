//! Small signal-processing pieces shared by the cues and the instruments: a sine without the
//! libm call, seeded noise, one-pole and biquad filters, linear ramps and edge fades. All
//! state is plain numbers, so every sound is a pure function of its parameters.

use crate::splitmix::SplitMix64;

const TAU: f32 = std::f32::consts::TAU;

/// `sin(2π·turns)`. Folded into a quarter period and evaluated with an odd polynomial
/// (Taylor to x¹¹): error below 1e-6, cheaper than `f32::sin`, and the same on every platform.
pub fn sin_turns(turns: f32) -> f32 {
    let t = turns - turns.floor(); // 0..1
                                   // Map to -0.5..0.5 turns, then fold the outer halves onto -0.25..0.25.
    let mut x = if t >= 0.5 { t - 1.0 } else { t };
    if x > 0.25 {
        x = 0.5 - x;
    } else if x < -0.25 {
        x = -0.5 - x;
    }
    let r = x * TAU;
    let r2 = r * r;
    r * (1.0
        + r2 * (-1.0 / 6.0
            + r2 * (1.0 / 120.0
                + r2 * (-1.0 / 5040.0 + r2 * (1.0 / 362_880.0 + r2 * (-1.0 / 39_916_800.0))))))
}

/// White noise in `-1..1` from a seeded SplitMix64: the same seed, the same noise.
#[derive(Clone, Debug)]
pub struct Noise(SplitMix64);

impl Noise {
    pub fn new(seed: u64) -> Noise {
        Noise(SplitMix64(seed))
    }

    pub fn next(&mut self) -> f32 {
        // The top 24 bits as a uniform value in 0..1, then centred.
        let u = (self.0.next_u64() >> 40) as f32 / (1u64 << 24) as f32;
        2.0 * u - 1.0
    }
}

/// One-pole low-pass `y += a·(x − y)`.
#[derive(Clone, Debug)]
pub struct OnePole {
    a: f32,
    y: f32,
}

impl OnePole {
    pub fn lowpass(cutoff_hz: f32, rate: f32) -> OnePole {
        OnePole {
            a: 1.0 - (-TAU * cutoff_hz / rate).exp(),
            y: 0.0,
        }
    }

    pub fn low(&mut self, x: f32) -> f32 {
        self.y += self.a * (x - self.y);
        self.y
    }
}

/// A biquad (RBJ cookbook coefficients, transposed direct form II).
#[derive(Clone, Debug)]
pub struct Biquad {
    b0: f32,
    b1: f32,
    b2: f32,
    a1: f32,
    a2: f32,
    z1: f32,
    z2: f32,
}

impl Biquad {
    fn from_rbj(b: [f32; 3], a: [f32; 3]) -> Biquad {
        Biquad {
            b0: b[0] / a[0],
            b1: b[1] / a[0],
            b2: b[2] / a[0],
            a1: a[1] / a[0],
            a2: a[2] / a[0],
            z1: 0.0,
            z2: 0.0,
        }
    }

    fn omega(freq: f32, rate: f32, q: f32) -> (f32, f32) {
        // Keep the centre below Nyquist whatever the rate.
        let w = TAU * freq.min(0.45 * rate) / rate;
        (w.cos(), w.sin() / (2.0 * q))
    }

    /// Band-pass with 0 dB gain at the centre.
    pub fn bandpass(freq: f32, q: f32, rate: f32) -> Biquad {
        let (cos, alpha) = Biquad::omega(freq, rate, q);
        Biquad::from_rbj([alpha, 0.0, -alpha], [1.0 + alpha, -2.0 * cos, 1.0 - alpha])
    }

    pub fn highpass(freq: f32, q: f32, rate: f32) -> Biquad {
        let (cos, alpha) = Biquad::omega(freq, rate, q);
        let k = (1.0 + cos) / 2.0;
        Biquad::from_rbj([k, -(1.0 + cos), k], [1.0 + alpha, -2.0 * cos, 1.0 - alpha])
    }

    pub fn lowpass(freq: f32, q: f32, rate: f32) -> Biquad {
        let (cos, alpha) = Biquad::omega(freq, rate, q);
        let k = (1.0 - cos) / 2.0;
        Biquad::from_rbj([k, 1.0 - cos, k], [1.0 + alpha, -2.0 * cos, 1.0 - alpha])
    }

    pub fn process(&mut self, x: f32) -> f32 {
        let y = self.b0 * x + self.z1;
        self.z1 = self.b1 * x - self.a1 * y + self.z2;
        self.z2 = self.b2 * x - self.a2 * y;
        y
    }
}

/// Removes the DC offset a plucked string or a sum of voices may carry (pole at 0.995 at
/// 44.1 kHz, about 35 Hz, scaled with the rate).
#[derive(Clone, Debug)]
pub struct DcBlocker {
    r: f32,
    x1: f32,
    y1: f32,
}

/// The DC blocker's corner frequency.
const DC_BLOCK_HZ: f32 = 20.0;

impl DcBlocker {
    pub fn new(rate: f32) -> DcBlocker {
        DcBlocker {
            r: 1.0 - TAU * DC_BLOCK_HZ / rate,
            x1: 0.0,
            y1: 0.0,
        }
    }

    pub fn process(&mut self, x: f32) -> f32 {
        let y = x - self.x1 + self.r * self.y1;
        self.x1 = x;
        self.y1 = y;
        y
    }
}

/// A value moving linearly to a target over a number of samples, one sample per `next`.
/// Each value is computed from the ramp's start (no running sum), so a long fade lands
/// exactly and does not drift.
#[derive(Clone, Debug, PartialEq)]
pub struct Ramp {
    start: f32,
    target: f32,
    total: u64,
    done: u64,
}

impl Ramp {
    pub fn at(value: f32) -> Ramp {
        Ramp {
            start: value,
            target: value,
            total: 0,
            done: 0,
        }
    }

    /// Starts moving from the current value to `target` over `samples` (0: jump).
    pub fn to(&mut self, target: f32, samples: u64) {
        self.start = self.value();
        self.target = target;
        self.total = samples;
        self.done = 0;
    }

    pub fn value(&self) -> f32 {
        if self.done >= self.total {
            self.target
        } else {
            self.start + (self.target - self.start) * (self.done as f32 / self.total as f32)
        }
    }

    pub fn is_moving(&self) -> bool {
        self.done < self.total
    }

    /// The current value, then one step on.
    pub fn next(&mut self) -> f32 {
        let v = self.value();
        if self.done < self.total {
            self.done += 1;
        }
        v
    }
}

/// The raised-cosine rise from 0 (at `x <= 0`) to 1 (at `x >= 1`): zero slope at both ends.
pub fn smooth_step(x: f32) -> f32 {
    let x = x.clamp(0.0, 1.0);
    0.5 - 0.5 * (std::f32::consts::PI * x).cos()
}

/// Fades the first and last samples in and out with raised cosines, so the buffer starts
/// and ends at exactly zero.
pub fn fade_edges(buf: &mut [f32], fade_in: usize, fade_out: usize) {
    let n = buf.len();
    let fade_in = fade_in.min(n);
    for (i, s) in buf.iter_mut().take(fade_in).enumerate() {
        *s *= smooth_step(i as f32 / fade_in as f32);
    }
    let fade_out = fade_out.min(n);
    for i in 0..fade_out {
        // The last sample gets weight 0.
        buf[n - 1 - i] *= smooth_step(i as f32 / fade_out as f32);
    }
    // Exactly +0 at both ends (a negative sample times 0 is -0).
    if let (Some(first), true) = (buf.first_mut(), fade_in > 0) {
        *first = 0.0;
    }
    if let (Some(last), true) = (buf.last_mut(), fade_out > 0) {
        *last = 0.0;
    }
}

/// Scales the buffer so its largest magnitude is `peak`.
pub fn normalise(buf: &mut [f32], peak: f32) {
    let max = buf.iter().fold(0.0f32, |m, s| m.max(s.abs()));
    if max > 0.0 {
        let k = peak / max;
        buf.iter_mut().for_each(|s| *s *= k);
    }
}

/// Seconds to a whole number of samples at `rate`.
pub fn samples(seconds: f32, rate: f32) -> usize {
    (seconds * rate).round().max(0.0) as usize
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn polynomial_sine_matches_libm() {
        for i in -2000..2000 {
            let t = i as f32 / 997.0;
            assert!((sin_turns(t) - (TAU * t).sin()).abs() < 2e-6, "{t}");
        }
    }

    #[test]
    fn ramp_reaches_its_target_exactly() {
        let mut r = Ramp::at(1.0);
        r.to(0.25, 3);
        let got: Vec<f32> = (0..5).map(|_| r.next()).collect();
        assert_eq!(got, vec![1.0, 0.75, 0.5, 0.25, 0.25]);
        assert!(!r.is_moving());
    }

    #[test]
    fn noise_is_centred_and_bounded() {
        let mut n = Noise::new(7);
        let xs: Vec<f32> = (0..10_000).map(|_| n.next()).collect();
        assert!(xs.iter().all(|x| (-1.0..1.0).contains(x)));
        let mean = xs.iter().sum::<f32>() / xs.len() as f32;
        assert!(mean.abs() < 0.03, "{mean}");
    }

    #[test]
    fn edges_fade_to_zero() {
        let mut b = vec![1.0f32; 100];
        fade_edges(&mut b, 10, 20);
        assert_eq!(b[0], 0.0);
        assert_eq!(b[99], 0.0);
        let mut neg = vec![-1.0f32; 10];
        fade_edges(&mut neg, 3, 3);
        assert!(neg[0].is_sign_positive() && neg[9].is_sign_positive());
        assert_eq!(b[50], 1.0);
    }
}
