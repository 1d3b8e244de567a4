//! The score format and the five built-in scores: every bad score in the fixture file gets
//! its typed error on the right line; every built-in score parses, lasts 1.5 to 3 minutes,
//! keeps every note in its mode (from the score data; `sound_music` checks the PCM) and is
//! written as phrases with repetition.

use xiangqi::l10n::Locale;
use xiangqi::sound::score::{parse_score, statements, Mode, Pitch, ScoreErrorKind, TICKS_PER_BEAT};
use xiangqi::sound::{MusicPiece, SoundError};
use xiangqi::Lang;

const BAD_SCORES: &str = include_str!("../fixtures/sound_scores_bad.txt");

/// The length every piece must have, in seconds.
const PIECE_SECONDS: (f64, f64) = (90.0, 180.0);

fn kind_name(k: &ScoreErrorKind) -> &'static str {
    match k {
        ScoreErrorKind::UnknownStatement(_) => "UnknownStatement",
        ScoreErrorKind::MissingArgument(..) => "MissingArgument",
        ScoreErrorKind::Duplicate(_) => "Duplicate",
        ScoreErrorKind::Missing(_) => "Missing",
        ScoreErrorKind::UnknownMode(_) => "UnknownMode",
        ScoreErrorKind::BadTonic(_) => "BadTonic",
        ScoreErrorKind::BadTempo(_) => "BadTempo",
        ScoreErrorKind::UnknownLanguage(_) => "UnknownLanguage",
        ScoreErrorKind::UnknownInstrument(_) => "UnknownInstrument",
        ScoreErrorKind::BadPitch(_) => "BadPitch",
        ScoreErrorKind::BadLength(_) => "BadLength",
        ScoreErrorKind::UnknownPhrase(_) => "UnknownPhrase",
        ScoreErrorKind::OutsideMode { .. } => "OutsideMode",
        ScoreErrorKind::LengthMismatch { .. } => "LengthMismatch",
        ScoreErrorKind::NoVoice => "NoVoice",
    }
}

/// The fixture's cases: (expected line, expected kind, score text).
fn bad_cases() -> Vec<(usize, String, String)> {
    let mut cases = Vec::new();
    for block in BAD_SCORES.split("\n=== ").skip(1) {
        let (head, body) = block.split_once('\n').expect("case header");
        let mut words = head.split_whitespace();
        let line: usize = words.next().and_then(|w| w.parse().ok()).expect("line");
        let kind = words.next().expect("kind").to_string();
        cases.push((line, kind, body.to_string()));
    }
    cases
}

#[test]
fn every_bad_score_gets_its_typed_error() {
    let cases = bad_cases();
    assert!(cases.len() >= 20, "{} cases", cases.len());
    for (line, kind, text) in cases {
        let e = parse_score(&text).expect_err(&format!("{kind} should fail:\n{text}"));
        assert_eq!(
            (e.line, kind_name(&e.kind)),
            (line, kind.as_str()),
            "{e}\n{text}"
        );
        // The message names the line.
        assert!(
            e.to_string().starts_with(&format!("score line {line}:")),
            "{e}"
        );
    }
}

#[test]
fn statements_join_continuations_and_drop_comments() {
    let text = "# head\nphrase a = C4:1 # a comment\n  D4:1 F#4:2\n\nvoice zheng = a\n";
    let st = statements(text);
    assert_eq!(st.len(), 2);
    assert_eq!(st[0].line, 2);
    assert_eq!(st[0].words, ["phrase", "a", "=", "C4:1", "D4:1", "F#4:2"]);
    assert_eq!(st[1].line, 5);
}

#[test]
fn pitches_and_modes() {
    let table = [
        ("C4", 60),
        ("A4", 69),
        ("F#3", 54),
        ("Bb5", 82),
        ("C0", 12),
        ("B8", 119),
    ];
    for (text, midi) in table {
        assert_eq!(Pitch::parse(text), Some(Pitch(midi)), "{text}");
    }
    for bad in ["", "H4", "C", "C#", "Cx4", "c4", "C10", "C-1"] {
        assert_eq!(Pitch::parse(bad), None, "{bad:?}");
    }
    assert!((Pitch(69).freq() - 440.0).abs() < 1e-3);
    assert!((Pitch(57).freq() - 220.0).abs() < 1e-3);
    // The five modes are the five rotations of one pentatonic scale.
    let gong = Mode::Gong.intervals();
    for (i, m) in Mode::ALL.into_iter().enumerate() {
        let root = gong[i];
        let mut rotated: Vec<u8> = gong.iter().map(|s| (s + 12 - root) % 12).collect();
        rotated.sort();
        assert_eq!(rotated, m.intervals().to_vec(), "{m:?}");
        assert_eq!(Mode::from_name(m.name()), Some(m));
    }
}

#[test]
fn the_five_pieces_parse_one_per_mode_and_last_one_and_a_half_to_three_minutes() {
    let mut modes = Vec::new();
    for p in MusicPiece::ALL {
        let s = p.score();
        modes.push(s.mode);
        let secs = s.length_seconds();
        assert!(
            (PIECE_SECONDS.0..=PIECE_SECONDS.1).contains(&secs),
            "{p:?}: {secs} s"
        );
        assert!(!s.title_de.is_empty() && !s.title_en.is_empty() && !s.title_zh.is_empty());
        assert_ne!(p.title(Lang::De), p.title(Lang::En), "{p:?}: both titles");
        // The messages' titles are the scores'.
        assert_eq!(p.title(Locale::De), s.title_de, "{p:?}");
        assert_eq!(p.title(Locale::En), s.title_en, "{p:?}");
        assert_eq!(p.title(Locale::ZhHans), s.title_zh, "{p:?}");
        // A melody over a drone: a drone, a plucked string and a flute.
        assert!(!s.drone.is_empty(), "{p:?}");
        assert!(s.voices.len() >= 2, "{p:?}");
        assert_eq!(MusicPiece::from_number(p.number()), Ok(p));
    }
    assert_eq!(modes, Mode::ALL.to_vec());
    assert_eq!(MusicPiece::from_number(0), Err(SoundError::NoSuchPiece(0)));
    assert_eq!(MusicPiece::from_number(6), Err(SoundError::NoSuchPiece(6)));
    assert_eq!(MusicPiece::Yu.next(), MusicPiece::Gong);
}

#[test]
fn every_written_note_lies_in_its_pieces_mode() {
    for p in MusicPiece::ALL {
        let s = p.score();
        let mut notes = 0;
        for v in &s.voices {
            for n in &v.notes {
                for pitch in &n.pitches {
                    assert!(
                        s.mode.contains(s.tonic, pitch.class()),
                        "{p:?} line {}: {pitch:?}",
                        n.line
                    );
                    notes += 1;
                }
                assert!(n.onset + n.length <= s.length, "{p:?} line {}", n.line);
            }
        }
        for d in &s.drone {
            assert!(s.mode.contains(s.tonic, d.class()), "{p:?} drone {d:?}");
        }
        assert!(notes >= 60, "{p:?}: {notes} notes");
    }
}

#[test]
fn pieces_are_calm_phrases_with_repetition() {
    for p in MusicPiece::ALL {
        let s = p.score();
        let text = p.score_text();
        // Slow: 50 to 80 beats a minute, and no note shorter than a third of a beat.
        assert!((50.0..=80.0).contains(&s.tempo_bpm), "{p:?}");
        for v in &s.voices {
            for n in &v.notes {
                assert!(n.length * 3 >= TICKS_PER_BEAT, "{p:?} line {}", n.line);
            }
        }
        // Repetition: some phrase is used more than once in a voice.
        let repeats = statements(text)
            .iter()
            .filter(|st| st.words[0] == "voice")
            .any(|st| {
                let refs: Vec<&String> =
                    st.words[3..].iter().filter(|w| !w.contains(':')).collect();
                refs.iter()
                    .any(|r| refs.iter().filter(|x| x == &r).count() > 1)
            });
        assert!(repeats, "{p:?}: no phrase repeats");
        // The melody ends where the piece began harmonically: the last written note of the
        // lowest voice is the tonic, so the loop returns home.
        let bass = s
            .voices
            .iter()
            .min_by_key(|v| v.notes.iter().map(|n| n.pitches[0]).min())
            .expect("a voice");
        let last = bass.notes.last().expect("a note").pitches[0];
        assert_eq!(last.class(), s.tonic, "{p:?}: the bass ends on {last:?}");
    }
}
