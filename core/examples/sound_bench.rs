//! Real-time factor of the music: each piece streamed through the `MusicPlayer` in 512-frame
//! chunks (what an audio callback asks for), seconds of audio per second of CPU on one core.
//! Medians over repetitions (the machine may be shared), and the cues' render time.
//!
//! `cargo run --release -p xiangqi-core --example sound_bench [-- SECONDS REPS RATE]`

use std::time::Instant;
use xiangqi::sound::{cue, Cue, MusicPiece, MusicPlayer, SampleRate};

/// Frames per fill, as an audio callback asks for them.
const CHUNK_FRAMES: usize = 512;

fn median(mut xs: Vec<f64>) -> f64 {
    xs.sort_by(|a, b| a.total_cmp(b));
    xs[xs.len() / 2]
}

fn percentile(mut xs: Vec<f64>, p: f64) -> f64 {
    xs.sort_by(|a, b| a.total_cmp(b));
    xs[((xs.len() - 1) as f64 * p).round() as usize]
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let seconds: f64 = args.first().and_then(|s| s.parse().ok()).unwrap_or(30.0);
    let reps: usize = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(5);
    let hz: u32 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(44_100);
    let rate = SampleRate::new(hz).expect("a supported rate");
    let frames = (seconds * hz as f64) as usize;
    let mut chunk = [0.0f32; CHUNK_FRAMES];
    let mut all = Vec::new();
    let mut chunk_us = Vec::new();
    println!("{seconds} s per run, {reps} runs per piece, {hz} Hz, {CHUNK_FRAMES}-frame chunks");
    for piece in MusicPiece::ALL {
        let mut rtf = Vec::new();
        for _ in 0..reps {
            let mut player = MusicPlayer::new(rate, piece);
            player.play();
            let mut checksum = 0.0f64;
            let start = Instant::now();
            let mut done = 0;
            while done < frames {
                let t = Instant::now();
                player.fill(&mut chunk);
                chunk_us.push(t.elapsed().as_secs_f64() * 1e6);
                checksum += chunk[0] as f64;
                done += CHUNK_FRAMES;
            }
            let cpu = start.elapsed().as_secs_f64();
            std::hint::black_box(checksum);
            rtf.push(done as f64 / hz as f64 / cpu);
        }
        all.extend(rtf.iter().copied());
        println!(
            "piece {} ({:?}): median {:.0}x real time (min {:.0}x, max {:.0}x)",
            piece.number(),
            piece,
            median(rtf.clone()),
            rtf.iter().cloned().fold(f64::MAX, f64::min),
            rtf.iter().cloned().fold(0.0, f64::max),
        );
    }
    let budget_us = CHUNK_FRAMES as f64 / hz as f64 * 1e6;
    println!(
        "all pieces: median {:.0}x real time, p1 {:.0}x; one chunk: median {:.0} µs, p99 {:.0} µs, max {:.0} µs of its {:.0} µs",
        median(all.clone()),
        percentile(all, 0.01),
        median(chunk_us.clone()),
        percentile(chunk_us.clone(), 0.99),
        chunk_us.iter().cloned().fold(0.0, f64::max),
        budget_us
    );
    for c in Cue::ALL {
        let mut ms = Vec::new();
        for _ in 0..reps {
            let t = Instant::now();
            std::hint::black_box(cue(c, rate));
            ms.push(t.elapsed().as_secs_f64() * 1e3);
        }
        println!("cue {}: median {:.2} ms to render", c.name(), median(ms));
    }
}
