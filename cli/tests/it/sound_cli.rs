//! `xiangqi sound` and `xiangqi music`: the WAV files they write (header, length, samples)
//! and the exit-code contract for bad input (exit 2, one line on stderr).

use crate::common;

use common::{assert_bad_input, xiangqi};
use std::path::PathBuf;
use xiangqi::sound::{cue, Cue, MusicPiece, Part, SampleRate};

fn temp_wav(tag: &str) -> PathBuf {
    std::env::temp_dir().join(format!("xq-sound-{tag}-{}.wav", std::process::id()))
}

/// The header fields of a 16-bit mono PCM WAV, and its samples.
struct Wav {
    rate: u32,
    samples: Vec<i16>,
}

fn read_wav(path: &PathBuf) -> Wav {
    let b = std::fs::read(path).expect("wav written");
    let u16_at = |i: usize| u16::from_le_bytes([b[i], b[i + 1]]);
    let u32_at = |i: usize| u32::from_le_bytes([b[i], b[i + 1], b[i + 2], b[i + 3]]);
    assert_eq!(&b[0..4], b"RIFF");
    assert_eq!(u32_at(4) as usize, b.len() - 8);
    assert_eq!(&b[8..16], b"WAVEfmt ");
    assert_eq!((u32_at(16), u16_at(20), u16_at(22)), (16, 1, 1), "PCM mono");
    let rate = u32_at(24);
    assert_eq!(u32_at(28), rate * 2);
    assert_eq!((u16_at(32), u16_at(34)), (2, 16));
    assert_eq!(&b[36..40], b"data");
    let len = u32_at(40) as usize;
    assert_eq!(len, b.len() - 44);
    let samples = b[44..]
        .chunks_exact(2)
        .map(|c| i16::from_le_bytes([c[0], c[1]]))
        .collect();
    Wav { rate, samples }
}

#[test]
fn every_cue_is_written_as_the_cores_samples() {
    for c in Cue::ALL {
        let path = temp_wav(c.name());
        let o = xiangqi(&["sound", c.name(), "--out", path.to_str().unwrap()]);
        assert!(
            o.status.success(),
            "{c:?}: {}",
            String::from_utf8_lossy(&o.stderr)
        );
        let wav = read_wav(&path);
        assert_eq!(wav.rate, 44_100);
        let want: Vec<i16> = cue(c, SampleRate::CD)
            .iter()
            .map(|s| (s * 32767.0).round() as i16)
            .collect();
        assert_eq!(wav.samples, want, "{c:?}");
        assert_eq!((wav.samples[0], *wav.samples.last().unwrap()), (0, 0));
        std::fs::remove_file(&path).ok();
    }
    let path = temp_wav("rate");
    let o = xiangqi(&[
        "sound",
        "tick",
        "--rate",
        "48000",
        "--out",
        path.to_str().unwrap(),
    ]);
    assert!(o.status.success());
    let wav = read_wav(&path);
    assert_eq!(wav.rate, 48_000);
    assert_eq!(wav.samples.len(), cue(Cue::Tick, SampleRate::DVD).len());
    std::fs::remove_file(&path).ok();
}

#[test]
fn music_writes_an_excerpt_or_one_seamless_pass() {
    let path = temp_wav("excerpt");
    let p = path.to_str().unwrap();
    let o = xiangqi(&[
        "music",
        "3",
        "--seconds",
        "2.5",
        "--rate",
        "22050",
        "--out",
        p,
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let wav = read_wav(&path);
    assert_eq!((wav.rate, wav.samples.len()), (22_050, 55_125));
    // Faded in from the start and out at the end.
    assert_eq!(wav.samples[0], 0);
    assert!(wav.samples.last().unwrap().abs() <= 1);
    assert!(wav.samples.iter().any(|s| s.abs() > 1000), "not silent");

    let o = xiangqi(&["music", "1", "--rate", "8000", "--out", p]);
    assert!(o.status.success());
    let wav = read_wav(&path);
    let rate = SampleRate::new(8_000).unwrap();
    let pass = MusicPiece::Gong.stream(rate, Part::All).loop_len() as usize;
    assert_eq!(wav.samples.len(), pass);
    // The pass begins inside the music (the tails of the pass before), not from silence.
    let head: i32 = wav.samples[..800]
        .iter()
        .map(|s| (*s as i32).abs())
        .max()
        .unwrap();
    assert!(head > 100, "the loop file starts silent");
    std::fs::remove_file(&path).ok();
}

#[test]
fn help_for_each_command() {
    for cmd in ["sound", "music"] {
        let o = xiangqi(&[cmd, "--help"]);
        assert!(o.status.success());
        let out = String::from_utf8_lossy(&o.stdout);
        assert!(out.starts_with(&format!("usage: xiangqi {cmd}")), "{out}");
    }
    let o = xiangqi(&["help"]);
    assert!(String::from_utf8_lossy(&o.stdout).contains("  music "));
}

#[test]
fn bad_input_exits_2_with_one_line() {
    let out = temp_wav("bad");
    let o = out.to_str().unwrap();
    assert_bad_input(&["sound", "bell", "--out", o], "unknown cue \"bell\"");
    assert_bad_input(&["sound", "gong"], "missing --out");
    assert_bad_input(&["sound", "--out", o], "missing CUE");
    assert_bad_input(&["sound", "gong", "chime", "--out", o], "one CUE");
    assert_bad_input(
        &["sound", "gong", "--rate", "7", "--out", o],
        "unsupported sample rate 7",
    );
    assert_bad_input(&["sound", "gong", "--rate", "fast", "--out", o], "--rate");
    assert_bad_input(
        &["sound", "gong", "--loud", "--out", o],
        "unknown option --loud",
    );
    assert_bad_input(
        &["sound", "gong", "--out", "/nonexistent/dir/x.wav"],
        "/nonexistent",
    );
    assert_bad_input(&["music", "0", "--out", o], "no piece number 0");
    assert_bad_input(&["music", "6", "--out", o], "no piece number 6");
    assert_bad_input(&["music", "two", "--out", o], "not a piece number");
    assert_bad_input(&["music", "--out", o], "missing piece number");
    assert_bad_input(&["music", "1", "--seconds", "-3", "--out", o], "--seconds");
    // 0 is refused, and the message does not offer it ("a number from 0 to ..." did).
    assert_bad_input(
        &["music", "1", "--seconds", "0", "--out", o],
        "--seconds: a number above 0 and at most 3600",
    );
    assert_bad_input(&["music", "1", "--seconds", "1e9", "--out", o], "--seconds");
    assert_bad_input(&["music", "1", "--seconds", "NaN", "--out", o], "--seconds");
    assert_bad_input(&["music", "1", "--seconds"], "--seconds needs a value");
    assert!(!out.exists(), "no file written on bad input");
}
