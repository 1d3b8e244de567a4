//! What a new user hit outside the game flow (issue 30): one language per run, every option
//! checked before the database is opened, one list of levels, `pgn import` from standard
//! input, the screen reader's words, Chinese notation in the board's script, no future
//! day's puzzle, the board's characters without a CJK font, and small edges.

use crate::common;

use common::{stdout, xiangqi, xiangqi_in};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

const GERMAN: &str = "de_DE.UTF-8";

/// A fresh directory for one test.
fn temp_dir(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "xq-new-user-{tag}-{}-{}",
        std::process::id(),
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_nanos()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs `xiangqi ARGS` under `lang` with `input` on standard input.
fn run_with_input(lang: &str, args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_xiangqi"))
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", lang)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run xiangqi");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// A database with one finished two-player game (game 1).
fn database_with_a_game(dir: &Path) -> String {
    let db = dir.join("x.db").display().to_string();
    let o = run_with_input(
        "C.UTF-8",
        &["play", "--db", &db, "--new", "--mode", "two"],
        "h2e2\nresign\nyes\n",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    db
}

/// English words that must not appear in a German run's error line.
const ENGLISH: &[&str] = &[
    "unknown", "bad ", "needs", "missing", "not a", "database", "no such", "use ", "found",
];

/// Point 1: every error of a German run is German (one line, exit 2), whatever produced it:
/// option parsing, the core's parsers, the store, the review.
#[test]
fn a_german_run_says_every_error_in_german() {
    let dir = temp_dir("german");
    let db = database_with_a_game(&dir);
    let garbage = dir.join("garbage.db");
    std::fs::write(&garbage, vec![0x5Au8; 4096]).unwrap();
    let garbage = garbage.display().to_string();
    let fresh = dir.join("fresh").join("x.db").display().to_string();
    let cases: &[(&[&str], &str)] = &[
        (
            &["play", "--db", &fresh, "--house", "foo"],
            "unbekannte Hausregel \"foo\"",
        ),
        (
            &["play", "--db", &fresh, "--clock", "45"],
            "unbekannte Uhr \"45\"",
        ),
        (
            &["play", "--db", &fresh, "--level", "hard"],
            "unbekannte Stufe \"hard\"",
        ),
        (
            &["play", "--db", &fresh, "--color", "blue"],
            "unbekannte Farbe \"blue\"",
        ),
        (
            &["play", "--db", &fresh, "--mode", "three"],
            "unbekannte Spielart",
        ),
        (
            &["play", "--db", &fresh, "--handicap", "queen"],
            "unbekannte Vorgabe",
        ),
        (
            &["play", "--db", &fresh, "--notation", "morse"],
            "unbekannte Schreibweise",
        ),
        (
            &["play", "--db", &fresh, "--bogus"],
            "unbekannte Option --bogus",
        ),
        (&["play", "--db"], "--db braucht einen Wert"),
        (
            &["play", "--db", &fresh, "--lang", "fr"],
            "unbekannte Sprache \"fr\"",
        ),
        (
            &["review", "--game", "99", "--db", &db],
            "Die Partie 99 gibt es nicht",
        ),
        (
            &["review", "--game", "1", "--db", &garbage],
            "Die Datenbank ist beschädigt",
        ),
        (&["review"], "--pgn DATEI oder --game ID fehlt"),
        (
            &["explain", "--lang", "de", "z0"],
            "kein Punkt (a0..i9): \"z0\"",
        ),
        (&["explain", "e5"], "auf e5 steht kein Stein"),
        (
            &["render", "--stage", "moon", "--out", "x.svg"],
            "unbekannter Wert \"moon\"",
        ),
        (&["render"], "--out DATEI.svg|DATEI.png fehlt"),
        (&["scene", "--fen", "xyz", "--json"], "FEN"),
        (
            &["sound", "bell", "--out", "x.wav"],
            "unbekannter Klang \"bell\"",
        ),
        (
            &["music", "9", "--out", "x.wav"],
            "Musikstück 9 gibt es nicht",
        ),
        (&["best", "--level", "hard"], "unbekannte Stufe \"hard\""),
        (&["analyse"], "--fen FEN fehlt"),
        (&["judge", "a0a9"], "Halbzug 1 (a0a9): nicht erlaubt"),
        (&["judge", "--house", "foo"], "unbekannte Hausregel \"foo\""),
        (&["best", "a0a5"], "Zug a0a5:"),
        (
            &["moves", "--fen", "9/9 w"],
            "das Brett der FEN hat 2 Reihen",
        ),
        (
            &["puzzle", "--db", &fresh, "--date", "2026-13-01"],
            "kein Datum der Form JJJJ-MM-TT",
        ),
    ];
    for (args, needle) in cases {
        let o = xiangqi_in(GERMAN, args);
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "one line for {args:?}: {err}");
        assert!(err.contains(needle), "{args:?}: {err}");
        for word in ENGLISH {
            assert!(
                !err.contains(word),
                "{args:?} speaks English ({word:?}): {err}"
            );
        }
    }
    assert!(
        !Path::new(&fresh).exists(),
        "no option error created the database"
    );
    // `--lang de` makes a run German under an English locale, too.
    let o = xiangqi_in("C.UTF-8", &["play", "--lang", "de", "--clock", "45"]);
    assert!(stderr(&o).contains("unbekannte Uhr"), "{}", stderr(&o));
}

/// Point 1: a damaged database is reported in German only, and declining the recovery says
/// that nothing changed (point 6) instead of ending without a word.
#[test]
fn a_damaged_database_is_reported_in_the_runs_language() {
    let dir = temp_dir("damaged");
    let path = dir.join("x.db");
    std::fs::write(&path, vec![0x5Au8; 4096]).unwrap();
    let db = path.display().to_string();
    let o = run_with_input(GERMAN, &["play", "--db", &db], "n\n");
    let out = stdout(&o);
    assert!(out.contains("Die Datenbank ist beschädigt"), "{out}");
    assert!(!out.contains("not an SQLite database"), "{out}");
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(
        err.contains("Nichts geändert") && err.contains(&db),
        "{err}"
    );
    assert_eq!(
        std::fs::read(&path).unwrap(),
        vec![0x5Au8; 4096],
        "untouched"
    );
}

/// Point 1: the help of every command lists its options in the run's language.
#[test]
fn help_lists_the_options_in_the_runs_language() {
    for (cmd, german, english) in [
        (
            "render",
            "die Stellung (sonst die Grundstellung)",
            "the position (default",
        ),
        (
            "scene",
            "was ein Bildschirmleser",
            "what a screen reader says",
        ),
        ("review", "Wertet eine Partie aus", "Reviews a game"),
        (
            "analyse",
            "Die besten Fortsetzungen",
            "The engine's best lines",
        ),
    ] {
        let de = stdout(&xiangqi_in("C.UTF-8", &[cmd, "--help", "--lang", "de"]));
        assert!(de.contains(german) && !de.contains(english), "{cmd}:\n{de}");
        let en = stdout(&xiangqi_in(GERMAN, &[cmd, "--help", "--lang", "en"]));
        assert!(en.contains(english) && !en.contains(german), "{cmd}:\n{en}");
    }
}

/// Point 1: the cue names of the German help are understood.
#[test]
fn german_cue_names_are_understood() {
    let dir = temp_dir("cue");
    let out = dir.join("becken.wav").display().to_string();
    let o = xiangqi_in(GERMAN, &["sound", "becken", "--out", &out]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(std::fs::metadata(&out).unwrap().len() > 44);
}

/// Point 2: conflicting options are refused before the database is created.
#[test]
fn conflicting_options_create_no_database() {
    let dir = temp_dir("conflict");
    let db = dir.join("fresh").join("x.db");
    let path = db.display().to_string();
    for (lang, says) in [
        (GERMAN, "gegen den Computer"),
        ("C.UTF-8", "against the computer"),
        ("zh_CN.UTF-8", "人机对弈"),
    ] {
        let o = xiangqi_in(
            lang,
            &[
                "play",
                "--db",
                &path,
                "--new",
                "--mode",
                "two",
                "--computer-handicap",
                "horse",
            ],
        );
        assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
        assert!(stderr(&o).contains(says), "{lang}: {}", stderr(&o));
        assert!(
            !db.exists() && !db.parent().unwrap().exists(),
            "nothing created"
        );
    }
}

/// Point 3: `best` takes the levels the UCI `Level` option advertises, `max` included.
#[test]
fn best_takes_every_level_the_uci_option_names() {
    let o = run_with_input("C.UTF-8", &["uci"], "uci\nquit\n");
    let option = stdout(&o)
        .lines()
        .find(|l| l.starts_with("option name Level"))
        .expect("Level option")
        .to_string();
    let levels: Vec<&str> = option.split(" var ").skip(1).collect();
    assert!(levels.contains(&"max"), "{option}");
    for level in levels {
        let o = xiangqi(&["best", "--level", level, "--movetime", "50"]);
        assert!(o.status.success(), "{level}: {}", stderr(&o));
        assert_eq!(
            stdout(&o).lines().next().unwrap().len(),
            4,
            "{level}: a move"
        );
    }
}

/// Point 4: `pgn import` without FILE reads standard input.
#[test]
fn pgn_import_reads_standard_input_without_a_file() {
    let pgn = "[Event \"x\"]\n\n1. h2e2 h9g7 *\n";
    for args in [&["pgn", "import"][..], &["pgn", "import", "-"][..]] {
        let o = run_with_input("C.UTF-8", args, pgn);
        assert!(o.status.success(), "{args:?}: {}", stderr(&o));
        assert_eq!(stdout(&o), "h2e2\nh9g7\nresult *\n", "{args:?}");
    }
}

/// Point 5: a piece of the side not to move says so instead of "no moves".
#[test]
fn the_screen_reader_says_whose_turn_it_is_not() {
    for (lang, line) in [
        ("en", "Black general on e9, not Black's turn"),
        ("de", "Schwarzer General auf e9, Schwarz ist nicht am Zug"),
    ] {
        let out = stdout(&xiangqi(&["scene", "--a11y", "--lang", lang]));
        assert!(out.lines().any(|l| l == line), "{lang}:\n{out}");
        assert!(
            !out.contains("no moves") && !out.contains("keine Züge"),
            "{out}"
        );
    }
}

/// Point 7: Chinese notation writes the pieces as the board draws them (traditional).
#[test]
fn chinese_notation_uses_the_boards_characters() {
    for (moves, expected) in [
        (&["b0c2"][..], "傌八進七"),
        (&["a0a1"][..], "俥九進一"),
        (&["h2e2", "h9g7"][..], "馬８進７"),
        (&["h2e2", "a9a8"][..], "車１進１"),
    ] {
        let mut args = vec!["notation", "--style", "zh"];
        args.extend_from_slice(moves);
        let out = stdout(&xiangqi(&args));
        assert_eq!(out.lines().last(), Some(expected), "{moves:?}: {out}");
    }
}

/// Point 8: a future day's puzzle is refused before anything is opened.
#[test]
fn a_future_days_puzzle_is_refused() {
    let dir = temp_dir("future");
    let db = dir.join("x.db").display().to_string();
    for (lang, needle) in [(GERMAN, "in der Zukunft"), ("C.UTF-8", "is in the future")] {
        let o = xiangqi_in(
            lang,
            &["puzzle", "--db", &db, "--daily", "--date", "2999-01-01"],
        );
        assert_eq!(o.status.code(), Some(2));
        assert!(stderr(&o).contains(needle), "{}", stderr(&o));
    }
    assert!(!Path::new(&db).exists());
}

/// Point 9: the board's characters are outlines in the SVG, so no font is needed for them.
#[test]
fn the_boards_characters_need_no_font() {
    let dir = temp_dir("glyphs");
    let svg = dir.join("board.svg");
    let path = svg.display().to_string();
    let o = xiangqi(&["render", "--faces", "characters", "--out", &path]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = std::fs::read_to_string(&svg).unwrap();
    for ch in ["俥", "傌", "帥", "將", "砲", "楚", "漢"] {
        assert!(text.contains(&format!("aria-label=\"{ch}\"")), "{ch}");
        assert!(!text.contains(&format!(">{ch}</text>")), "{ch} as text");
    }
}
