//! One piece as an endless stream of samples: the score's notes trigger voices at their
//! sample, the piece repeats every loop length, and the voices of the last notes ring on over
//! the start of the next pass. Every voice depends only on its note and its age and the drone
//! has whole cycles per loop, so from the second pass on the stream repeats exactly: the loop
//! point is as continuous as any other sample.

use super::dsp::{DcBlocker, Ramp};
use super::instruments::{Drone, Flute, Pluck, Reverb};
use super::score::{Instrument, Score};
use crate::splitmix::SplitMix64;

/// Voices that may sound at once; a new note takes the oldest voice when all are busy (the
/// scores stay well below, so the loop repeats exactly).
/// (At most 32: the live strings are the bits of a `u32`.)
const MAX_PLUCKS: usize = 32;
const MAX_FLUTES: usize = 8;
/// The drone fades in at the very start of a piece (not at the loop point).
const DRONE_FADE_IN_SECONDS: f32 = 4.0;
/// The drone sits under the melody: its level relative to a note of the same dynamic.
const DRONE_GAIN: f32 = 0.5;
/// Dry and reverberated shares of the mix, and the overall level.
const MIX_DRY: f32 = 0.8;
const MIX_WET: f32 = 0.45;
const MASTER_GAIN: f32 = 0.8;

/// Which part of a piece a stream plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// The whole piece, in its hall.
    All,
    /// One voice of the score alone, dry (for checking pitches and for mixing).
    Voice(usize),
    /// The drone alone, dry.
    Drone,
}

#[derive(Clone, Debug)]
enum Sounding {
    Pluck { freq: f32 },
    Flute { freq: f32, hold: usize },
}

#[derive(Clone, Debug)]
struct Trigger {
    /// Sample within the loop.
    at: u64,
    what: Sounding,
    velocity: f32,
    seed: u64,
}

/// A piece being played, sample by sample.
#[derive(Clone, Debug)]
pub struct PieceStream {
    rate: f32,
    triggers: Vec<Trigger>,
    next_trigger: usize,
    loop_len: u64,
    loop_pos: u64,
    pos: u64,
    plucks: Vec<(Pluck, u64)>,
    /// Bit i set: string i is sounding (only those are computed).
    plucks_live: u32,
    flutes: Vec<Flute>,
    drone: Drone,
    drone_on: bool,
    drone_fade_in: u64,
    drone_gain: Ramp,
    releasing: bool,
    voices_cut: u32,
    reverb: Option<Reverb>,
    dc: DcBlocker,
}

impl PieceStream {
    /// `seed` varies the plucks' noise between pieces.
    pub fn new(score: &Score, rate: u32, part: Part, seed: u64) -> PieceStream {
        let ratef = rate as f32;
        let loop_len = score.tick_to_sample(score.length, rate).max(1);
        let mut triggers = Vec::new();
        let mut rng = SplitMix64(seed);
        for (v, voice) in score.voices.iter().enumerate() {
            if !matches!(part, Part::All) && part != Part::Voice(v) {
                continue;
            }
            for note in &voice.notes {
                let at = score.tick_to_sample(note.onset, rate).min(loop_len - 1);
                let hold = (score.tick_to_sample(note.onset + note.length, rate) - at) as usize;
                for p in &note.pitches {
                    let freq = p.freq();
                    let what = match voice.instrument {
                        Instrument::Zheng => Sounding::Pluck { freq },
                        Instrument::Dizi => Sounding::Flute { freq, hold },
                    };
                    triggers.push(Trigger {
                        at,
                        what,
                        velocity: note.velocity,
                        seed: rng.next_u64(),
                    });
                }
            }
        }
        // Stable: notes at the same sample keep the score's order.
        triggers.sort_by_key(|t| t.at);
        let drone_freqs: Vec<f32> = score.drone.iter().map(|p| p.freq()).collect();
        let drone = Drone::new(
            &drone_freqs,
            DRONE_GAIN * score.drone_velocity,
            loop_len,
            ratef,
        );
        PieceStream {
            rate: ratef,
            triggers,
            next_trigger: 0,
            loop_len,
            loop_pos: 0,
            pos: 0,
            plucks: (0..MAX_PLUCKS).map(|_| (Pluck::idle(ratef), 0)).collect(),
            plucks_live: 0,
            flutes: Vec::with_capacity(MAX_FLUTES),
            drone,
            drone_on: matches!(part, Part::All | Part::Drone),
            drone_fade_in: (DRONE_FADE_IN_SECONDS * ratef) as u64,
            drone_gain: Ramp::at(1.0),
            releasing: false,
            voices_cut: 0,
            reverb: matches!(part, Part::All).then(|| Reverb::new(ratef)),
            dc: DcBlocker::new(ratef),
        }
    }

    /// Samples in one pass of the piece.
    pub fn loop_len(&self) -> u64 {
        self.loop_len
    }

    /// Samples played since the start.
    pub fn position(&self) -> u64 {
        self.pos
    }

    /// Notes cut short so far because every voice was busy (0 for the five pieces: their
    /// loops then repeat exactly).
    pub fn voices_cut(&self) -> u32 {
        self.voices_cut
    }

    /// No more notes: what sounds rings out and the drone fades over `fade` samples.
    pub fn release(&mut self, fade: u64) {
        self.releasing = true;
        self.drone_gain.to(0.0, fade);
    }

    fn trigger(&mut self, t: usize) {
        let trig = &self.triggers[t];
        match trig.what {
            Sounding::Pluck { freq } => {
                // A free string, else the one plucked longest ago.
                let slot = match (0..MAX_PLUCKS).find(|i| self.plucks_live & (1 << i) == 0) {
                    Some(i) => i,
                    None => {
                        self.voices_cut += 1;
                        let mut oldest = 0;
                        for (i, (_, started)) in self.plucks.iter().enumerate() {
                            if *started < self.plucks[oldest].1 {
                                oldest = i;
                            }
                        }
                        oldest
                    }
                };
                self.plucks[slot]
                    .0
                    .start(freq, trig.velocity, self.rate, trig.seed);
                self.plucks[slot].1 = self.pos;
                self.plucks_live |= 1 << slot;
            }
            Sounding::Flute { freq, hold } => {
                if self.flutes.len() == MAX_FLUTES {
                    self.voices_cut += 1;
                    self.flutes.remove(0);
                }
                self.flutes
                    .push(Flute::new(freq, trig.velocity, hold, self.rate, trig.seed));
            }
        }
    }

    /// The next sample.
    pub fn next_sample(&mut self) -> f32 {
        if !self.releasing {
            while self
                .triggers
                .get(self.next_trigger)
                .is_some_and(|t| t.at == self.loop_pos)
            {
                self.trigger(self.next_trigger);
                self.next_trigger += 1;
            }
        }
        let mut dry = 0.0;
        let mut live = self.plucks_live;
        while live != 0 {
            let i = live.trailing_zeros() as usize;
            live &= live - 1;
            let p = &mut self.plucks[i].0;
            dry += p.next();
            if p.finished() {
                self.plucks_live &= !(1 << i);
            }
        }
        for f in &mut self.flutes {
            dry += f.next();
        }
        self.flutes.retain(|f| !f.finished());
        if self.drone_on {
            let fade_in = if self.pos < self.drone_fade_in {
                super::dsp::smooth_step(self.pos as f32 / self.drone_fade_in as f32)
            } else {
                1.0
            };
            dry += self.drone.next() * fade_in * self.drone_gain.next();
        }

        self.pos += 1;
        self.loop_pos += 1;
        if self.loop_pos == self.loop_len {
            self.loop_pos = 0;
            self.next_trigger = 0;
        }

        let dry = self.dc.process(dry);
        match &mut self.reverb {
            Some(r) => MASTER_GAIN * (MIX_DRY * dry + MIX_WET * r.process(dry)),
            None => dry,
        }
    }

    pub fn fill(&mut self, out: &mut [f32]) {
        for s in out {
            *s = self.next_sample();
        }
    }
}
