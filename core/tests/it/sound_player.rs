//! The streaming player: the same samples whatever the chunk sizes (a property test over
//! seeded random chunk sequences, with play, pause, fades and piece changes at fixed
//! samples), and what pause, next piece, the volume fade and looping do to the output.

use crate::sound_support;

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use sound_support::*;
use xiangqi::sound::{MusicPiece, MusicPlayer, NEXT_FADE_SECONDS, PAUSE_RAMP_SECONDS};

const HZ: u32 = 44_100;

/// Something done to the player before the sample at `at`.
#[derive(Clone, Copy, Debug)]
enum Op {
    Play,
    Pause,
    Fade(f32, f32),
    Next,
    Select(MusicPiece),
    Looping(bool),
}

fn apply(p: &mut MusicPlayer, op: Op) {
    match op {
        Op::Play => p.play(),
        Op::Pause => p.pause(),
        Op::Fade(v, s) => p.fade_to(v, s),
        Op::Next => p.next_piece(),
        Op::Select(piece) => p.select(piece),
        Op::Looping(on) => p.set_looping(on),
    }
}

/// Renders `total` samples, doing each op at its sample, asking for chunks whose sizes come
/// from `chunk` (cut short at an op).
fn render(
    piece: MusicPiece,
    ops: &[(usize, Op)],
    total: usize,
    mut chunk: impl FnMut() -> usize,
) -> Vec<f32> {
    let mut p = MusicPlayer::new(rate(HZ), piece);
    let mut out = vec![0.0f32; total];
    let mut pos = 0;
    let mut next_op = 0;
    while pos < total {
        while next_op < ops.len() && ops[next_op].0 == pos {
            apply(&mut p, ops[next_op].1);
            next_op += 1;
        }
        let limit = ops.get(next_op).map_or(total, |(at, _)| *at).min(total);
        let end = pos.saturating_add(chunk().max(1)).min(limit);
        p.fill(&mut out[pos..end]);
        pos = end;
    }
    out
}

fn at(s: f32) -> usize {
    seconds(s, HZ)
}

fn schedule() -> Vec<(usize, Op)> {
    vec![
        (0, Op::Play),
        (at(1.5), Op::Fade(0.4, 1.0)),
        (at(3.0), Op::Pause),
        (at(3.5), Op::Play),
        (at(4.0), Op::Fade(1.0, 0.5)),
        (at(5.0), Op::Next),
        (at(6.0), Op::Select(MusicPiece::Yu)),
        (at(7.0), Op::Looping(false)),
        (at(9.0), Op::Pause),
    ]
}

#[test]
fn any_chunk_sizes_give_the_same_samples() {
    let total = at(10.0);
    let ops = schedule();
    let whole = render(MusicPiece::Jue, &ops, total, || usize::MAX);
    assert!(rms(&whole) > 0.01, "the reference is not silent");
    let mut rng = StdRng::seed_from_u64(20);
    for trial in 0..12 {
        // Small, audio-callback-sized and large chunks, and mixtures of them.
        let max = [3, 64, 512, 4096, 30_000, 100_000][trial % 6];
        let got = render(MusicPiece::Jue, &ops, total, || rng.gen_range(1..=max));
        assert!(got == whole, "trial {trial} (chunks up to {max}) differs");
    }
}

#[test]
fn a_new_player_is_silent_until_play() {
    let mut p = MusicPlayer::new(rate(HZ), MusicPiece::Gong);
    assert!(!p.is_playing());
    let mut buf = vec![1.0f32; at(1.0)];
    p.fill(&mut buf);
    assert!(buf.iter().all(|s| *s == 0.0));
    assert_eq!(p.position_seconds(), 0.0);
    p.play();
    p.fill(&mut buf);
    assert!(rms(&buf) > 0.01);
}

#[test]
fn pause_ramps_out_holds_its_place_and_resumes_there() {
    let ramp = at(PAUSE_RAMP_SECONDS);
    let (a, b) = (at(2.0), at(3.0));
    let total = at(5.0);
    let reference = render(MusicPiece::Shang, &[(0, Op::Play)], total, || 1024);
    let paused = render(
        MusicPiece::Shang,
        &[(0, Op::Play), (a, Op::Pause), (b, Op::Play)],
        total,
        || 1024,
    );
    assert_eq!(paused[..a], reference[..a]);
    // The ramp down: smaller than the reference, not cut.
    assert!(paused[a + ramp / 2].abs() <= reference[a + ramp / 2].abs());
    assert!(paused[a..a + ramp].iter().any(|s| *s != 0.0));
    // Silence while paused.
    assert!(paused[a + ramp + 1..b].iter().all(|s| *s == 0.0));
    // After the ramp up, the music goes on from where it stopped.
    let k = b + ramp;
    assert_eq!(
        paused[k..k + at(1.0)],
        reference[a + 2 * ramp..a + 2 * ramp + at(1.0)]
    );
}

#[test]
fn next_piece_fades_the_old_one_and_starts_the_new_one() {
    let a = at(3.0);
    let total = a + at(10.0);
    let switched = render(
        MusicPiece::Gong,
        &[(0, Op::Play), (a, Op::Next)],
        total,
        || 700,
    );
    let fresh = render(MusicPiece::Shang, &[(0, Op::Play)], total - a, || 700);
    // Once the old piece's tail is gone, what plays is the new piece from its start.
    let tail = at(8.5);
    assert_eq!(switched[a + tail..], fresh[tail..]);
    // During the cross-fade both sound, and there is no gap.
    let fade = at(NEXT_FADE_SECONDS);
    let window = window_rms(&switched[a..a + fade], at(0.1));
    assert!(window.iter().all(|r| *r > 0.005), "{window:?}");

    let mut p = MusicPlayer::new(rate(HZ), MusicPiece::Yu);
    p.next_piece();
    assert_eq!(p.piece(), MusicPiece::Gong);
    p.select(MusicPiece::Zhi);
    assert_eq!(p.piece(), MusicPiece::Zhi);
}

#[test]
fn a_fade_ramps_the_volume_linearly_over_its_time() {
    let a = at(2.0);
    let len = at(1.0);
    let total = a + len + at(1.0);
    let reference = render(MusicPiece::Zhi, &[(0, Op::Play)], total, || 512);
    let faded = render(
        MusicPiece::Zhi,
        &[(0, Op::Play), (a, Op::Fade(0.25, 1.0))],
        total,
        || 512,
    );
    assert_eq!(faded[..a], reference[..a]);
    for k in (0..len + at(1.0)).step_by(97) {
        let g = if k < len {
            1.0 - 0.75 * k as f32 / len as f32
        } else {
            0.25
        };
        let (f, r) = (faded[a + k], reference[a + k]);
        assert!((f - g * r).abs() <= 1e-5, "sample {k}: {f} vs {g}·{r}");
    }
    // Fading to zero ends in silence; the volume is clamped to 0..1.
    let mut p = MusicPlayer::new(rate(HZ), MusicPiece::Zhi);
    p.play();
    p.fade_to(0.0, 0.5);
    let mut buf = vec![0.0; at(1.0)];
    p.fill(&mut buf);
    assert!(buf[at(0.5) + 1..].iter().all(|s| *s == 0.0));
    assert_eq!(p.volume(), 0.0);
    p.fade_to(3.0, 0.0);
    assert_eq!(p.volume(), 1.0);
}

#[test]
fn looping_repeats_the_piece_and_without_it_the_next_one_follows() {
    let piece = MusicPiece::Gong;
    let pass = piece.stream(rate(HZ), xiangqi::sound::Part::All).loop_len() as usize;
    let mut looping = MusicPlayer::new(rate(HZ), piece);
    let mut onward = MusicPlayer::new(rate(HZ), piece);
    onward.set_looping(false);
    assert!(looping.is_looping() && !onward.is_looping());
    for p in [&mut looping, &mut onward] {
        p.play();
        let mut buf = vec![0.0; 4096];
        let mut done = 0;
        while done < pass + 10 {
            let n = buf.len().min(pass + 10 - done);
            p.fill(&mut buf[..n]);
            done += n;
        }
    }
    assert_eq!(looping.piece(), MusicPiece::Gong);
    assert_eq!(onward.piece(), MusicPiece::Shang);
    // The looping player is into its second pass, the other at the start of the next piece.
    assert!(looping.position_seconds() > onward.position_seconds());
}
