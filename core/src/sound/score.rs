//! Scores: the music as readable text, parsed into statements (syntax), then validated into a
//! [`Score`] (pitches, durations, the mode, the voices' lengths) with a typed error naming
//! the line and what is wrong.
//!
//! ```text
//! # A comment (a # after a space or at the start). A line that starts with white space continues the statement above it.
//! title de Morgennebel          # one title per language: de, en, zh
//! title en Morning Mist
//! title zh 晨雾
//! mode gong D                   # the pentatonic mode and its tonic
//! tempo 60                      # beats per minute
//! drone D2 A2 p                 # the drone's pitches and dynamic
//! phrase a = mp D4:1 E4:1 | F#4:2 r:1/2 A4:3/2
//! voice zheng = a a             # an instrument (zheng, dizi) and its sequence
//! ```
//!
//! A sequence holds notes (`D4:1`: pitch and length in beats, `1/2`, `3/2`, `2` …; chords
//! `D4+A4:2`), rests (`r:1`), dynamics (`pp p mp mf f`, in force until the next one), bar
//! lines `|` (ignored) and the names of phrases defined above (expanded in place).
//!
//! ```
//! use xiangqi::sound::score::{parse_score, Mode, ScoreErrorKind};
//! let text = "title de Probe\ntitle en Test\ntitle zh 试\nmode gong C\ntempo 60\n\
//!             drone C2 p\nvoice zheng = mf C4:1 D4:1 E4:2\n";
//! let score = parse_score(text).unwrap();
//! assert_eq!(score.mode, Mode::Gong);
//! assert_eq!(score.length_beats(), 4.0);
//! let bad = parse_score(&text.replace("E4", "F4")).unwrap_err();
//! assert_eq!(bad.line, 7);
//! assert!(matches!(bad.kind, ScoreErrorKind::OutsideMode { .. }));
//! ```

/// Subdivisions of a beat: lengths are whole ticks (halves, thirds, quarters, sixths and
/// twelfths of a beat are exact).
pub const TICKS_PER_BEAT: u32 = 12;
/// The tuning: A4 in Hz, twelve-tone equal temperament.
pub const A4_HZ: f32 = 440.0;
const A4_MIDI: u8 = 69;
/// Tempo limits a score may ask for.
pub const TEMPO_RANGE_BPM: (f32, f32) = (30.0, 200.0);

/// Velocities of the dynamics.
const VELOCITY_PP: f32 = 0.30;
const VELOCITY_P: f32 = 0.45;
const VELOCITY_MP: f32 = 0.60;
const VELOCITY_MF: f32 = 0.75;
const VELOCITY_F: f32 = 0.90;

/// The five pentatonic modes of Chinese music, named after their tonic degree.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mode {
    /// 宫: do re mi sol la.
    Gong,
    /// 商: re mi sol la do.
    Shang,
    /// 角: mi sol la do re.
    Jue,
    /// 徵: sol la do re mi.
    Zhi,
    /// 羽: la do re mi sol.
    Yu,
}

impl Mode {
    pub const ALL: [Mode; 5] = [Mode::Gong, Mode::Shang, Mode::Jue, Mode::Zhi, Mode::Yu];

    /// Semitones of the five degrees above the tonic.
    pub const fn intervals(self) -> [u8; 5] {
        match self {
            Mode::Gong => [0, 2, 4, 7, 9],
            Mode::Shang => [0, 2, 5, 7, 10],
            Mode::Jue => [0, 3, 5, 8, 10],
            Mode::Zhi => [0, 2, 5, 7, 9],
            Mode::Yu => [0, 3, 5, 7, 10],
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Mode::Gong => "gong",
            Mode::Shang => "shang",
            Mode::Jue => "jue",
            Mode::Zhi => "zhi",
            Mode::Yu => "yu",
        }
    }

    pub fn from_name(s: &str) -> Option<Mode> {
        Mode::ALL.into_iter().find(|m| m.name() == s)
    }

    /// Whether the pitch class (0 = C) belongs to this mode on `tonic`.
    pub fn contains(self, tonic: u8, pitch_class: u8) -> bool {
        let step = (pitch_class + 12 - tonic % 12) % 12;
        self.intervals().contains(&step)
    }
}

/// A pitch as a MIDI note number (60 = C4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Pitch(pub u8);

impl Pitch {
    pub fn freq(self) -> f32 {
        A4_HZ * 2f32.powf((self.0 as f32 - A4_MIDI as f32) / 12.0)
    }

    /// 0 = C … 11 = B.
    pub fn class(self) -> u8 {
        self.0 % 12
    }

    /// `C4`, `F#3`, `Bb5`.
    pub fn parse(s: &str) -> Option<Pitch> {
        let mut chars = s.chars();
        let class = pitch_class_of(chars.next()?)? as i32;
        let rest = chars.as_str();
        let (shift, octave) = if let Some(o) = rest.strip_prefix('#') {
            (1, o)
        } else if let Some(o) = rest.strip_prefix('b') {
            (-1, o)
        } else {
            (0, rest)
        };
        if octave.is_empty() || octave.len() > 1 {
            return None;
        }
        let octave: i32 = octave.parse().ok()?;
        let midi = (octave + 1) * 12 + class + shift;
        u8::try_from(midi).ok().filter(|m| *m <= 127).map(Pitch)
    }
}

fn pitch_class_of(letter: char) -> Option<u8> {
    Some(match letter {
        'C' => 0,
        'D' => 2,
        'E' => 4,
        'F' => 5,
        'G' => 7,
        'A' => 9,
        'B' => 11,
        _ => return None,
    })
}

/// A tonic such as `D`, `F#`, `Bb`: its pitch class.
fn parse_pitch_class(s: &str) -> Option<u8> {
    let mut chars = s.chars();
    let base = pitch_class_of(chars.next()?)?;
    match chars.as_str() {
        "" => Some(base),
        "#" => Some((base + 1) % 12),
        "b" => Some((base + 11) % 12),
        _ => None,
    }
}

/// How loudly a note is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dynamic {
    Pp,
    P,
    Mp,
    Mf,
    F,
}

impl Dynamic {
    pub fn parse(s: &str) -> Option<Dynamic> {
        Some(match s {
            "pp" => Dynamic::Pp,
            "p" => Dynamic::P,
            "mp" => Dynamic::Mp,
            "mf" => Dynamic::Mf,
            "f" => Dynamic::F,
            _ => return None,
        })
    }

    pub fn velocity(self) -> f32 {
        match self {
            Dynamic::Pp => VELOCITY_PP,
            Dynamic::P => VELOCITY_P,
            Dynamic::Mp => VELOCITY_MP,
            Dynamic::Mf => VELOCITY_MF,
            Dynamic::F => VELOCITY_F,
        }
    }
}

/// The instrument a voice is played on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Instrument {
    /// The plucked string.
    Zheng,
    /// The flute.
    Dizi,
}

impl Instrument {
    pub fn from_name(s: &str) -> Option<Instrument> {
        match s {
            "zheng" => Some(Instrument::Zheng),
            "dizi" => Some(Instrument::Dizi),
            _ => None,
        }
    }
}

/// One note (or chord) of a voice.
#[derive(Clone, Debug, PartialEq)]
pub struct Note {
    /// Start, in ticks from the start of the piece.
    pub onset: u32,
    /// Written length in ticks (a plucked string rings on past it).
    pub length: u32,
    pub pitches: Vec<Pitch>,
    pub velocity: f32,
    /// The score line the note was written on.
    pub line: usize,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Voice {
    pub instrument: Instrument,
    pub notes: Vec<Note>,
}

/// A validated score: every pitch in the mode, every voice as long as the piece.
#[derive(Clone, Debug, PartialEq)]
pub struct Score {
    pub title_de: String,
    pub title_en: String,
    pub title_zh: String,
    pub mode: Mode,
    /// Pitch class of the tonic (0 = C).
    pub tonic: u8,
    pub tempo_bpm: f32,
    pub drone: Vec<Pitch>,
    pub drone_velocity: f32,
    pub voices: Vec<Voice>,
    /// The loop length in ticks.
    pub length: u32,
}

impl Score {
    pub fn length_beats(&self) -> f32 {
        self.length as f32 / TICKS_PER_BEAT as f32
    }

    pub fn length_seconds(&self) -> f64 {
        self.ticks_to_seconds(self.length)
    }

    pub fn ticks_to_seconds(&self, ticks: u32) -> f64 {
        ticks as f64 / TICKS_PER_BEAT as f64 * 60.0 / self.tempo_bpm as f64
    }

    /// The sample a tick falls on at `rate`.
    pub fn tick_to_sample(&self, ticks: u32, rate: u32) -> u64 {
        (self.ticks_to_seconds(ticks) * rate as f64).round() as u64
    }
}

/// Where and what: the line (1-based) and the kind of problem.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error("score line {line}: {kind}")]
pub struct ScoreError {
    pub line: usize,
    pub kind: ScoreErrorKind,
}

#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum ScoreErrorKind {
    #[error("unknown statement {0:?}")]
    UnknownStatement(String),
    #[error("{0} needs {1}")]
    MissingArgument(&'static str, &'static str),
    #[error("{0} given twice")]
    Duplicate(String),
    #[error("missing {0}")]
    Missing(&'static str),
    #[error("unknown mode {0:?} (gong, shang, jue, zhi, yu)")]
    UnknownMode(String),
    #[error("bad tonic {0:?}")]
    BadTonic(String),
    #[error("bad tempo {0:?}")]
    BadTempo(String),
    #[error("unknown language {0:?} (de, en, zh)")]
    UnknownLanguage(String),
    #[error("unknown instrument {0:?} (zheng, dizi)")]
    UnknownInstrument(String),
    #[error("bad pitch {0:?}")]
    BadPitch(String),
    #[error("bad length {0:?} (beats as n or n/d, whole ticks of 1/12 beat)")]
    BadLength(String),
    #[error("unknown phrase or token {0:?}")]
    UnknownPhrase(String),
    #[error("{note} is not in the {mode:?} mode")]
    OutsideMode { note: String, mode: Mode },
    #[error("voice {voice} lasts {found} ticks, the first voice {expected}")]
    LengthMismatch {
        voice: usize,
        expected: u32,
        found: u32,
    },
    #[error("the piece has no voice")]
    NoVoice,
}

fn err(line: usize, kind: ScoreErrorKind) -> ScoreError {
    ScoreError { line, kind }
}

/// A statement as written, before validation: its first line and its words.
#[derive(Clone, Debug, PartialEq)]
pub struct Statement {
    pub line: usize,
    pub words: Vec<String>,
}

/// The line without its comment: a `#` at the start or after white space (the `#` of a
/// sharp, `F#4`, follows a letter).
fn strip_comment(line: &str) -> &str {
    let mut prev_space = true;
    for (i, c) in line.char_indices() {
        if c == '#' && prev_space {
            return &line[..i];
        }
        prev_space = c.is_whitespace();
    }
    line
}

/// Splits the text into statements: comments dropped, continuation lines joined.
pub fn statements(text: &str) -> Vec<Statement> {
    let mut out: Vec<Statement> = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let content = strip_comment(raw);
        let words: Vec<String> = content.split_whitespace().map(str::to_string).collect();
        if words.is_empty() {
            continue;
        }
        let continues = raw.starts_with([' ', '\t']);
        match out.last_mut() {
            Some(last) if continues => last.words.extend(words),
            _ => out.push(Statement { line: i + 1, words }),
        }
    }
    out
}

/// A length in beats (`2`, `1/2`, `3/2`) as whole ticks.
fn parse_length(s: &str) -> Option<u32> {
    let (num, den) = match s.split_once('/') {
        Some((n, d)) => (n.parse::<u32>().ok()?, d.parse::<u32>().ok()?),
        None => (s.parse::<u32>().ok()?, 1),
    };
    if den == 0 || num == 0 || (num * TICKS_PER_BEAT) % den != 0 {
        return None;
    }
    num.checked_mul(TICKS_PER_BEAT).map(|t| t / den)
}

/// A token of a sequence, resolved.
#[derive(Clone, Debug)]
enum Event {
    Note {
        pitches: Vec<Pitch>,
        length: u32,
        line: usize,
    },
    Rest(u32),
    Dynamic(Dynamic),
}

struct Context {
    mode: Mode,
    tonic: u8,
    phrases: Vec<(String, Vec<Event>)>,
}

impl Context {
    fn sequence(&self, words: &[String], line: usize) -> Result<Vec<Event>, ScoreError> {
        let mut out = Vec::new();
        for w in words {
            if w == "|" {
                continue;
            }
            if let Some(d) = Dynamic::parse(w) {
                out.push(Event::Dynamic(d));
            } else if let Some((what, len)) = w.split_once(':') {
                let length = parse_length(len)
                    .ok_or_else(|| err(line, ScoreErrorKind::BadLength(len.to_string())))?;
                if what == "r" {
                    out.push(Event::Rest(length));
                    continue;
                }
                let mut pitches = Vec::new();
                for p in what.split('+') {
                    let pitch = Pitch::parse(p)
                        .ok_or_else(|| err(line, ScoreErrorKind::BadPitch(p.to_string())))?;
                    if !self.mode.contains(self.tonic, pitch.class()) {
                        return Err(err(
                            line,
                            ScoreErrorKind::OutsideMode {
                                note: p.to_string(),
                                mode: self.mode,
                            },
                        ));
                    }
                    pitches.push(pitch);
                }
                out.push(Event::Note {
                    pitches,
                    length,
                    line,
                });
            } else if let Some((_, events)) = self.phrases.iter().find(|(n, _)| n == w) {
                out.extend(events.iter().cloned());
            } else {
                return Err(err(line, ScoreErrorKind::UnknownPhrase(w.clone())));
            }
        }
        Ok(out)
    }
}

/// Lays the events end to end from tick 0: the notes with their onsets and velocities, and
/// the total length.
fn lay_out(events: &[Event]) -> (Vec<Note>, u32) {
    let mut t = 0;
    let mut velocity = Dynamic::Mp.velocity();
    let mut notes = Vec::new();
    for e in events {
        match e {
            Event::Dynamic(d) => velocity = d.velocity(),
            Event::Rest(len) => t += len,
            Event::Note {
                pitches,
                length,
                line,
            } => {
                notes.push(Note {
                    onset: t,
                    length: *length,
                    pitches: pitches.clone(),
                    velocity,
                    line: *line,
                });
                t += length;
            }
        }
    }
    (notes, t)
}

fn one_arg<'a>(
    st: &'a Statement,
    what: &'static str,
    arg: &'static str,
) -> Result<&'a str, ScoreError> {
    st.words
        .get(1)
        .map(String::as_str)
        .ok_or_else(|| err(st.line, ScoreErrorKind::MissingArgument(what, arg)))
}

/// Parses and validates a score.
pub fn parse_score(text: &str) -> Result<Score, ScoreError> {
    let sts = statements(text);
    let mut titles: [Option<String>; 3] = [None, None, None];
    let mut mode: Option<(Mode, u8)> = None;
    let mut tempo: Option<f32> = None;
    let mut drone: Option<(Vec<Pitch>, f32)> = None;

    // Header statements first: the sequences need the mode, and may come in any order
    // after it.
    for st in &sts {
        let line = st.line;
        match st.words[0].as_str() {
            "title" => {
                let lang = one_arg(st, "title", "a language and a text")?;
                let slot = match lang {
                    "de" => 0,
                    "en" => 1,
                    "zh" => 2,
                    other => return Err(err(line, ScoreErrorKind::UnknownLanguage(other.into()))),
                };
                if st.words.len() < 3 {
                    return Err(err(
                        line,
                        ScoreErrorKind::MissingArgument("title", "a text"),
                    ));
                }
                if titles[slot].is_some() {
                    return Err(err(
                        line,
                        ScoreErrorKind::Duplicate(format!("title {lang}")),
                    ));
                }
                titles[slot] = Some(st.words[2..].join(" "));
            }
            "mode" => {
                let name = one_arg(st, "mode", "a mode and a tonic")?;
                let m = Mode::from_name(name)
                    .ok_or_else(|| err(line, ScoreErrorKind::UnknownMode(name.into())))?;
                let tonic_text = st
                    .words
                    .get(2)
                    .ok_or_else(|| err(line, ScoreErrorKind::MissingArgument("mode", "a tonic")))?;
                let tonic = parse_pitch_class(tonic_text)
                    .ok_or_else(|| err(line, ScoreErrorKind::BadTonic(tonic_text.clone())))?;
                if mode.replace((m, tonic)).is_some() {
                    return Err(err(line, ScoreErrorKind::Duplicate("mode".into())));
                }
            }
            "tempo" => {
                let t = one_arg(st, "tempo", "beats per minute")?;
                let bpm: f32 = t
                    .parse()
                    .ok()
                    .filter(|b| (TEMPO_RANGE_BPM.0..=TEMPO_RANGE_BPM.1).contains(b))
                    .ok_or_else(|| err(line, ScoreErrorKind::BadTempo(t.into())))?;
                if tempo.replace(bpm).is_some() {
                    return Err(err(line, ScoreErrorKind::Duplicate("tempo".into())));
                }
            }
            "drone" | "phrase" | "voice" => {}
            other => return Err(err(line, ScoreErrorKind::UnknownStatement(other.into()))),
        }
    }
    let [Some(title_de), Some(title_en), Some(title_zh)] = titles else {
        return Err(err(0, ScoreErrorKind::Missing("a title in de, en and zh")));
    };
    let (mode, tonic) = mode.ok_or_else(|| err(0, ScoreErrorKind::Missing("mode")))?;
    let tempo_bpm = tempo.ok_or_else(|| err(0, ScoreErrorKind::Missing("tempo")))?;

    let mut ctx = Context {
        mode,
        tonic,
        phrases: Vec::new(),
    };
    let mut voices = Vec::new();
    let mut length = None;
    for st in &sts {
        let line = st.line;
        match st.words[0].as_str() {
            "drone" => {
                let dyn_word = st.words.last().filter(|_| st.words.len() >= 3);
                let velocity = dyn_word
                    .and_then(|w| Dynamic::parse(w))
                    .ok_or_else(|| {
                        err(
                            line,
                            ScoreErrorKind::MissingArgument("drone", "pitches and a dynamic"),
                        )
                    })?
                    .velocity();
                let mut pitches = Vec::new();
                for p in &st.words[1..st.words.len() - 1] {
                    let pitch = Pitch::parse(p)
                        .ok_or_else(|| err(line, ScoreErrorKind::BadPitch(p.clone())))?;
                    if !mode.contains(tonic, pitch.class()) {
                        return Err(err(
                            line,
                            ScoreErrorKind::OutsideMode {
                                note: p.clone(),
                                mode,
                            },
                        ));
                    }
                    pitches.push(pitch);
                }
                if drone.replace((pitches, velocity)).is_some() {
                    return Err(err(line, ScoreErrorKind::Duplicate("drone".into())));
                }
            }
            "phrase" | "voice" => {
                let is_phrase = st.words[0] == "phrase";
                let what = if is_phrase { "phrase" } else { "voice" };
                if st.words.len() < 3 || st.words[2] != "=" {
                    return Err(err(line, ScoreErrorKind::MissingArgument(what, "NAME = …")));
                }
                let name = &st.words[1];
                let events = ctx.sequence(&st.words[3..], line)?;
                if is_phrase {
                    if ctx.phrases.iter().any(|(n, _)| n == name) || Dynamic::parse(name).is_some()
                    {
                        return Err(err(
                            line,
                            ScoreErrorKind::Duplicate(format!("phrase {name}")),
                        ));
                    }
                    ctx.phrases.push((name.clone(), events));
                } else {
                    let instrument = Instrument::from_name(name).ok_or_else(|| {
                        err(line, ScoreErrorKind::UnknownInstrument(name.clone()))
                    })?;
                    let (notes, len) = lay_out(&events);
                    match length {
                        None => length = Some(len),
                        Some(expected) if expected != len => {
                            return Err(err(
                                line,
                                ScoreErrorKind::LengthMismatch {
                                    voice: voices.len() + 1,
                                    expected,
                                    found: len,
                                },
                            ))
                        }
                        Some(_) => {}
                    }
                    voices.push(Voice { instrument, notes });
                }
            }
            _ => {}
        }
    }
    let (drone, drone_velocity) = drone.ok_or_else(|| err(0, ScoreErrorKind::Missing("drone")))?;
    let length = match length {
        Some(l) if l > 0 => l,
        _ => return Err(err(0, ScoreErrorKind::NoVoice)),
    };
    Ok(Score {
        title_de,
        title_en,
        title_zh,
        mode,
        tonic,
        tempo_bpm,
        drone,
        drone_velocity,
        voices,
        length,
    })
}
