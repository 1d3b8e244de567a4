//! `xiangqi play`, `puzzle` and `lesson` driven through standard input, as a new player meets
//! them: one language at a time, prompts that ask again, draw offers as a person answers them,
//! a damaged database recovered, a second copy of the game, a closed output pipe, the help.

use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Output, Stdio};

/// A fresh directory for one test's database.
fn temp_dir(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "xq-cli-{tag}-{}-{}",
        std::process::id(),
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_nanos()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn command(lang: &str, args: &[&str]) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_xiangqi"));
    c.args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", lang)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    c
}

/// Runs `xiangqi ARGS` under the locale `lang` with `input` on standard input.
fn run(lang: &str, args: &[&str], input: &str) -> Output {
    let mut child = command(lang, args).spawn().expect("run xiangqi");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

fn text(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn db(dir: &Path) -> String {
    dir.join("x.db").display().to_string()
}

/// The number home shows before its row that contains `label` (`  7) label`), as a run on the
/// database `path` prints it: home's rows depend on what was played and learnt there.
fn home_number(path: &str, label: &str) -> String {
    number_on(path, "", label)
}

/// The number before `label` on the screen that the lines `input` lead to (from home, in
/// English, on the database `path`).
fn number_on(path: &str, input: &str, label: &str) -> String {
    let o = run(
        "C.UTF-8",
        &["play", "--db", path, "--letters", "--lang", "en"],
        &format!("{input}quit\n"),
    );
    assert!(o.status.success(), "{o:?}");
    let out = text(&o);
    number_of(&out[out.rfind("\n== ").expect("a screen")..], label)
}

/// The number before `label` on the first line of `out` that contains it (`  7) label`).
fn number_of(out: &str, label: &str) -> String {
    let line = line_with(out, label);
    let before = &line[..line.find(label).unwrap()];
    let n = before[..before.find(')').unwrap_or(before.len())].trim();
    assert!(
        !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()),
        "a number before {label:?}: {line}"
    );
    n.to_string()
}

/// Words that show a German text slipped into an English session.
const GERMAN: &[&str] = &[
    "Rot ", "Schwarz", "Zug", "Stufe", "Farbe", "Remis", "Partie", "Bitte", "Rätsel", "gewinnt",
];

/// Defect 2: the default was German under `LANG=C.UTF-8`, English read the German short
/// notation (`K2.5`), and errors and prompts mixed the languages.
#[test]
fn an_english_session_reads_entirely_in_english() {
    let dir = temp_dir("english");
    // Home → new game (its sheet) → Start, then moves, commands and the resign question.
    let input = "1\n8\nh2e2\nnonsense\nh2h9\nhelp\nmoves\nundo\nresign\nyes\nq\n";
    let o = run("C.UTF-8", &["play", "--db", &db(&dir), "--letters"], input);
    assert!(o.status.success(), "{o:?}");
    let out = text(&o);
    for word in GERMAN {
        assert!(!out.contains(word), "German {word:?} in:\n{out}");
    }
    assert!(
        out.contains("C2.5") || out.contains("(C"),
        "WXF letters:\n{out}"
    );
    assert!(!out.contains("K2.5"), "{out}");
    assert!(out.contains("is not a move in any notation"), "{out}");
    assert!(out.contains("Red to move") || out.contains("Black to move"));

    // The same in German, with --lang overriding the locale.
    let dir = temp_dir("german");
    let o = run(
        "C.UTF-8",
        &[
            "play",
            "--db",
            &db(&dir),
            "--lang",
            "de",
            "--new",
            "--mode",
            "two",
        ],
        "h2e2\nfoo\nzüge\nende\n",
    );
    let out = text(&o);
    assert!(
        out.contains("K2.5") || out.contains("Mittelkanone"),
        "{out}"
    );
    assert!(out.contains("ist kein Zug"), "{out}");
    assert!(
        !out.contains("to move") && !out.contains("not a move"),
        "{out}"
    );
}

/// Defect 3: `hard` at the level prompt ended the program, `schwarz` silently gave Red, and an
/// empty line at the main menu quit. Now the core's new-game sheet: a number out of range
/// lists the options, a word says what is accepted, empty lines at home are ignored.
#[test]
fn prompts_explain_and_ask_again() {
    let dir = temp_dir("prompts");
    // Two empty lines and a word at home, then the sheet: the opponent's options (choice 1)
    // listed, an option out of range, Master Wang, Black (choice 2), Start.
    let input = "\n\nlila\n1\n1\n1 7\n1 3\n2 2\n8\nq\n";
    let o = run(
        "de_DE.UTF-8",
        &["play", "--db", &db(&dir), "--letters", "--strong-ms", "50"],
        input,
    );
    assert!(o.status.success(), "{o:?}");
    let out = text(&o);
    assert!(out.contains("1) Neue Partie"), "the home menu:\n{out}");
    // The empty lines did not quit: the word after them was read and answered at home.
    assert!(out.contains("> \n> \n> lila\n"), "{out}");
    assert!(
        out.contains("Bitte eine der Zahlen eingeben (hilfe zeigt alles)."),
        "{out}"
    );
    assert!(
        out.matches("1 3) Meister Wang (Stark)").count() >= 2,
        "the opponent's options listed (for 1 and for 1 7):\n{out}"
    );
    assert!(
        out.contains("[Meister Wang (Stark)]"),
        "Master Wang chosen:\n{out}"
    );
    assert!(out.contains("du spielst Schwarz"), "{out}");
    assert!(out.contains("Meister Wang"), "{out}");
    // The computer plays Red and has moved before the next line is read.
    assert!(
        out.contains("Rot am Zug") && out.contains("Schwarz am Zug"),
        "{out}"
    );
}

/// Defect 4: the computer accepted a draw at move 2, and between two players `draw` was
/// declined without the other player being asked.
#[test]
fn draw_offers_are_answered_as_a_person_would() {
    let dir = temp_dir("draw");
    let o = run(
        "C.UTF-8",
        &[
            "play",
            "--db",
            &db(&dir),
            "--new",
            "--level",
            "normal",
            "--letters",
        ],
        "h2e2\ndraw\nquit\n",
    );
    assert!(text(&o).contains("declines"), "{}", text(&o));
    let o = run(
        "C.UTF-8",
        &[
            "play",
            "--db",
            &db(&dir),
            "--new",
            "--mode",
            "two",
            "--letters",
        ],
        "h2e2\ndraw\nmaybe\ny\n",
    );
    let out = text(&o);
    // The player to move (Black) offers; the other one (Red) is asked.
    assert!(out.contains("Red, do you accept?"), "{out}");
    assert!(out.contains("Please enter one of the numbers"), "{out}");
    assert!(out.contains("Draw: agreement"), "{out}");
    assert_eq!(
        out.matches("Draw: agreement").count(),
        1,
        "said once:\n{out}"
    );
}

/// Defect 5: damage outside the games table showed only when the puzzles were opened, with a
/// doubled message and no way on.
#[test]
fn a_damaged_database_is_noticed_at_once_and_recovered() {
    let dir = temp_dir("damaged");
    let path = dir.join("x.db");
    let o = run(
        "C.UTF-8",
        &["play", "--db", &db(&dir), "--new", "--mode", "two"],
        "h2e2\nquit\n",
    );
    assert!(o.status.success());
    // Scribble over the page of a progress table (not the games).
    let (root, page_size): (u64, u64) = {
        let c = rusqlite::Connection::open(&path).unwrap();
        let root = c
            .query_row(
                "SELECT rootpage FROM sqlite_master WHERE name = 'daily_attempts'",
                [],
                |r| r.get(0),
            )
            .unwrap();
        (
            root,
            c.query_row("PRAGMA page_size", [], |r| r.get(0)).unwrap(),
        )
    };
    let mut bytes = std::fs::read(&path).unwrap();
    let at = ((root - 1) * page_size) as usize;
    bytes[at..at + 64].fill(0xA5);
    std::fs::write(&path, &bytes).unwrap();

    let o = run("C.UTF-8", &["play", "--db", &db(&dir)], "y\ny\nquit\n");
    let out = text(&o);
    assert_eq!(
        out.matches("The database is damaged").count(),
        1,
        "said once:\n{out}"
    );
    assert!(out.contains("Start afresh?"), "{out}");
    assert!(out.contains("Carried over: 1 game,"), "{out}");
    let home = &out[out.find("== Xiangqi ==").expect("home")..];
    let unfinished = &home[home.find("\nContinue\n").expect("the unfinished games")..];
    assert!(
        unfinished.contains(") Two players – Black to move · 1 move ·"),
        "the game survived:\n{out}"
    );
    let kept = std::fs::read_dir(&dir)
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .file_name()
                .to_string_lossy()
                .contains(".corrupt-")
        })
        .count();
    assert!(kept >= 1, "the damaged file is kept");
}

/// Reads the child's output until `needle` appears (or the output ends).
fn read_until(out: &mut BufReader<ChildStdout>, needle: &str) -> String {
    let mut seen = Vec::new();
    let mut byte = [0u8];
    while !seen.ends_with(needle.as_bytes()) {
        match out.read(&mut byte) {
            Ok(1) => seen.push(byte[0]),
            _ => break,
        }
    }
    String::from_utf8_lossy(&seen).into_owned()
}

fn spawn(lang: &str, args: &[&str]) -> (Child, ChildStdin, BufReader<ChildStdout>) {
    let mut child = command(lang, args).spawn().unwrap();
    let stdin = child.stdin.take().unwrap();
    let stdout = BufReader::new(child.stdout.take().unwrap());
    (child, stdin, stdout)
}

/// Defect 6: a second copy on the same database got "wrong ply: expected 2, got 1" and a stale
/// board. It says in words that the game is open elsewhere, and shows the game as it is.
#[test]
fn a_second_copy_is_told_and_reloaded() {
    let dir = temp_dir("copies");
    let path = db(&dir);
    let (mut a, mut a_in, mut a_out) = spawn(
        "C.UTF-8",
        &["play", "--db", &path, "--new", "--mode", "two", "--letters"],
    );
    read_until(&mut a_out, "> ");
    writeln!(a_in, "h2e2").unwrap();
    read_until(&mut a_out, "> ");
    // The second copy resumes the game (its row under Continue at home) and plays Black's move.
    let game = home_number(&path, ") Two players – Black to move");
    let o = run(
        "C.UTF-8",
        &["play", "--db", &path, "--letters"],
        &format!("{game}\nh9g7\nquit\n"),
    );
    let resumed = reply(&text(&o), &game, 1).to_string();
    assert!(resumed.contains("== Two players =="), "{}", text(&o));
    assert!(resumed.contains("Black to move"), "{}", text(&o));
    assert!(
        reply(&text(&o), "h9g7", 1).contains("Red to move"),
        "{}",
        text(&o)
    );
    // The first copy still thinks Black is to move.
    writeln!(a_in, "b9c7").unwrap();
    let seen = read_until(&mut a_out, "\n> ");
    assert!(seen.contains("Red to move"), "{seen}");
    assert!(seen.contains("open elsewhere"), "{seen}");
    assert!(!seen.contains("ply"), "{seen}");
    writeln!(a_in, "quit").unwrap();
    drop(a_in);
    assert!(a.wait().unwrap().success());
}

/// Defect 7: `xiangqi play ... | head` ended with a panic about a broken pipe.
#[test]
fn a_closed_pipe_ends_quietly() {
    let dir = temp_dir("pipe");
    let mut child = command(
        "C.UTF-8",
        &["play", "--db", &db(&dir), "--new", "--mode", "two"],
    )
    .spawn()
    .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut first = String::new();
    out.read_line(&mut first).unwrap();
    drop(out); // the reader goes away, like `head -1`
    for _ in 0..50 {
        if writeln!(stdin, "board").is_err() {
            break;
        }
    }
    drop(stdin);
    let o = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        !err.contains("panicked") && !err.contains("internal error"),
        "{err}"
    );
    assert!(o.status.success(), "{:?} {err}", o.status);
}

/// Defect 8: the result was printed twice after a resignation, `help` listed five commands,
/// `play --help` was an unknown option, `lesson 0` said "1..=10", a bad option created the
/// database, and the heading did not show handicap, house rules and clock.
#[test]
fn output_and_help_are_complete_and_said_once() {
    let dir = temp_dir("output");
    let o = run(
        "C.UTF-8",
        &[
            "play",
            "--db",
            &db(&dir),
            "--new",
            "--computer-handicap",
            "horse",
            "--house",
            "check-only",
            "--clock",
            "30",
            "--letters",
        ],
        "h2e2\nresign\nyes\n",
    );
    let out = text(&o);
    assert_eq!(out.matches("Black wins: resignation").count(), 1, "{out}");
    assert!(out.contains("the computer plays without a horse"), "{out}");
    assert!(out.contains("House rules: perpetual check only"), "{out}");
    assert!(out.contains("Clock: 30 s per move"), "{out}");

    let help = text(&run("C.UTF-8", &["help"], ""));
    for cmd in [
        "play", "puzzle", "lesson", "moves", "perft", "judge", "notation", "explain", "pgn", "uci",
        "bench", "best", "puzzles",
    ] {
        assert!(help.contains(&format!("  {cmd} ")), "{cmd} in:\n{help}");
    }
    for cmd in [
        "play", "puzzle", "lesson", "perft", "bench", "uci", "puzzles",
    ] {
        let o = run("C.UTF-8", &[cmd, "--help"], "");
        assert!(o.status.success(), "{cmd} --help");
        assert!(
            text(&o).contains(&format!("usage: xiangqi {cmd}")),
            "{cmd}: {}",
            text(&o)
        );
    }
    let o = run("C.UTF-8", &["lesson", "0", "--db", &db(&dir)], "");
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("1 to 10") && !err.contains("..="), "{err}");

    let fresh = temp_dir("bad-option");
    let o = run(
        "C.UTF-8",
        &["play", "--db", &db(&fresh), "--lang", "fr"],
        "",
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(!fresh.join("x.db").exists(), "no database for a bad option");
}

/// Defect 9: a lesson's hint was "bad input", a puzzle's first hint gave the answer away,
/// solutions came in ICCS, and `puzzle`/`lesson` lacked `--lang`/`--db`.
#[test]
fn puzzles_and_lessons_hint_in_steps_and_speak_the_language() {
    let dir = temp_dir("learn");
    let o = run(
        "C.UTF-8",
        &["lesson", "1", "--db", &db(&dir), "--lang", "de"],
        "tipp\ntipp\nende\n",
    );
    let out = text(&o);
    assert!(
        out.contains("Tipp: Zieh den Stein auf a0 (Wagen)."),
        "{out}"
    );
    assert!(
        out.contains("Tipp: W"),
        "the move in the German short notation:\n{out}"
    );

    let o = run(
        "C.UTF-8",
        &["puzzle", "--level", "2", "--db", &db(&dir), "--lang", "en"],
        "hint\nsolution\n",
    );
    let out = text(&o);
    let hint = out.lines().find(|l| l.contains("Hint:")).expect("a hint");
    assert!(
        hint.contains("move the piece on "),
        "the piece first: {hint}"
    );
    let solution = out
        .lines()
        .find(|l| l.contains("Solution:"))
        .expect("the solution");
    assert!(
        !solution
            .split_whitespace()
            .nth(1)
            .unwrap()
            .chars()
            .all(|c| c.is_ascii_alphanumeric()),
        "not ICCS: {solution}"
    );
    for word in GERMAN {
        assert!(!out.contains(word), "German {word:?} in:\n{out}");
    }
}

/// The time of `side`'s clock on the last clock line of `out` ("Black 0:28 ◀"), in seconds.
fn clock_of(out: &str, side: &str) -> u64 {
    let line = out
        .lines()
        .rev()
        .find(|l| l.contains(" ◀") && l.contains(side))
        .unwrap_or_else(|| panic!("a clock line in:\n{out}"));
    let words: Vec<&str> = line.split_whitespace().collect();
    let at = words.iter().position(|w| *w == side).expect("the side");
    let (m, s) = words[at + 1].split_once(':').expect("m:ss");
    m.parse::<u64>().unwrap() * 60 + s.parse::<u64>().unwrap()
}

/// `play` is the app's core with the terminal as its shell: a clocked game quit and resumed
/// shows the time it was left with (the time away is not charged), and home lists every
/// unfinished game.
#[test]
fn a_quit_game_resumes_with_its_clock_paused_and_home_lists_both_games() {
    let dir = temp_dir("resume");
    let path = db(&dir);
    let (mut a, mut a_in, mut a_out) = spawn(
        "C.UTF-8",
        &[
            "play",
            "--db",
            &path,
            "--new",
            "--mode",
            "two",
            "--clock",
            "30",
            "--letters",
        ],
    );
    read_until(&mut a_out, "> ");
    writeln!(a_in, "h2e2").unwrap();
    read_until(&mut a_out, "> ");
    std::thread::sleep(std::time::Duration::from_millis(2500));
    writeln!(a_in, "board").unwrap();
    let shown = read_until(&mut a_out, "> ");
    let at_quit = clock_of(&shown, "Black");
    assert!(at_quit <= 28, "Black's clock ran:\n{shown}");
    writeln!(a_in, "quit").unwrap();
    drop(a_in);
    assert!(a.wait().unwrap().success());

    std::thread::sleep(std::time::Duration::from_millis(3000));
    // Resume it (its row under Continue at home), then start a second game from home (the
    // new-game sheet's Start) and go back: both are listed.
    let game = home_number(&path, ") Two players – Black to move");
    let o = run(
        "C.UTF-8",
        &["play", "--db", &path, "--letters"],
        &format!("{game}\nback\n1\n8\nback\nquit\n"),
    );
    assert!(o.status.success(), "{o:?}");
    let out = text(&o);
    let resumed = reply(&out, &game, 1);
    assert!(resumed.contains("== Two players =="), "{resumed}");
    let after = clock_of(resumed, "Black");
    assert!(
        after == at_quit || after + 1 == at_quit,
        "{at_quit} s at quit, {after} s after the restart:\n{resumed}"
    );
    assert!(
        reply(&out, "8", 1).contains("== Against Meifang =="),
        "{out}"
    );
    let home = &out[out.rfind("== Xiangqi ==").unwrap()..];
    let unfinished = &home[home.find("\nContinue\n").expect("the unfinished games")..];
    let new = unfinished.find(") Meifang – Your move");
    let old = unfinished.find(") Two players – Black to move · 1 move ·");
    assert!(
        new.is_some() && old.is_some() && new < old,
        "both, the new game first:\n{home}"
    );
}

/// The puzzle of the day opened and left (Back, then "continue later" in the core's
/// question) stays open and unscored; the next run continues the same attempt.
#[test]
fn the_puzzle_of_the_day_left_stays_open_and_continues() {
    let dir = temp_dir("daily");
    let path = db(&dir);
    let daily = home_number(&path, ") Puzzle of the day");
    let o = run(
        "C.UTF-8",
        &["play", "--db", &path, "--letters"],
        &format!("{daily}\nback\n2\nquit\n"),
    );
    assert!(o.status.success(), "{o:?}");
    let out = text(&o);
    // Not tried yet: home shows its task, not a state.
    let first = &out[..out.find(&format!("> {daily}\n")).expect("opened")];
    assert!(
        line_with(first, ") Puzzle of the day").contains(") Puzzle of the day – Mate in "),
        "{first}"
    );
    assert!(out.contains("Time 0:00 · wrong tries 0"), "{out}");
    assert!(out.contains("Leave the puzzle of the day?"), "{out}");
    let home = &out[out.rfind("== Xiangqi ==").unwrap()..];
    assert!(
        home.contains(&format!("{daily}) Puzzle of the day – Started")) && !home.contains("points"),
        "open, not scored:\n{home}"
    );

    // Its time kept running: the next run continues the attempt, not a new one at 0:00.
    std::thread::sleep(std::time::Duration::from_millis(2200));
    let o = run(
        "C.UTF-8",
        &["play", "--db", &path, "--letters"],
        &format!("{daily}\nquit\n"),
    );
    let out = text(&o);
    assert!(
        out.contains(&format!("{daily}) Puzzle of the day – Started")),
        "{out}"
    );
    assert!(!out.contains("Time 0:00 ·"), "the same attempt:\n{out}");
    assert!(out.contains("Time 0:0"), "{out}");
}

/// Every screen the core shows, and the shell's own lines, speak the run's language only.
#[test]
fn every_screen_speaks_one_language() {
    const ENGLISH: &[&str] = &[
        "to move",
        "Puzzle",
        "Settings",
        "Records",
        "New game",
        "Please",
        "solved",
        "Lesson",
        "Hint",
        "Leave",
        "Learn",
        "Play online",
    ];
    // Each tab opened by its name in the run's language: a puzzle and a lesson with their
    // hints, the records, online play, the settings and the editor from More, the puzzle of
    // the day left (its question answered), the help, and a game started from the sheet.
    for (lang, foreign, [play, puzzles, learn, records, more]) in [
        (
            "en",
            GERMAN,
            ["play", "puzzles", "learn", "records", "more"],
        ),
        (
            "de",
            ENGLISH,
            ["spielen", "rätsel", "lernen", "bilanz", "mehr"],
        ),
    ] {
        let dir = temp_dir(&format!("walk-{lang}"));
        let path = db(&dir);
        let daily = home_number(&path, ") Puzzle of the day");
        let mate = number_on(&path, "puzzles\n", ") Mate in 1 –");
        let lesson = number_on(&path, "learn\n", "The chariot");
        let online = number_on(&path, "more\n", ") Play online");
        let editor = number_on(&path, "more\n", ") Position editor");
        let settings = number_on(&path, "more\n", ") Settings");
        let walk = format!(
            "{puzzles}\n{mate}\nhint\nback\n{learn}\n{lesson}\nhint\nback\nback\n{records}\n\
             {more}\n{online}\nback\n{settings}\nback\n{editor}\nback\n{play}\n{daily}\nback\n2\n\
             help\n1\n8\nh2e2\nnonsense\nquit\n"
        );
        let o = run(
            "C.UTF-8",
            &[
                "play",
                "--db",
                &db(&dir),
                "--letters",
                "--lang",
                lang,
                "--strong-ms",
                "50",
            ],
            &walk,
        );
        assert!(o.status.success(), "{o:?}");
        let out = text(&o);
        assert!(out.matches("\n== ").count() >= 18, "the screens:\n{out}");
        for tab in [puzzles, learn, records, more] {
            let mut name = tab.chars();
            let first = name.next().unwrap().to_uppercase().collect::<String>();
            let shown = format!("[{first}{}]", name.as_str());
            assert!(out.contains(&shown), "{lang}: the {tab} tab opened:\n{out}");
        }
        for word in foreign {
            assert!(!out.contains(word), "{lang}: {word:?} in:\n{out}");
        }
    }
}

/// A flag falls while the program waits for a line: it is printed when it happens, with
/// the grace period's note once (time runs 20 times faster here).
#[test]
fn a_flag_fall_is_printed_when_it_happens() {
    let dir = temp_dir("flag");
    let path = db(&dir);
    let mut c = command(
        "C.UTF-8",
        &[
            "play",
            "--db",
            &path,
            "--new",
            "--mode",
            "two",
            "--clock",
            "30",
            "--letters",
        ],
    );
    c.env("XIANGQI_TEST_TIME_SCALE", "20");
    let mut child = c.spawn().unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut out = BufReader::new(child.stdout.take().unwrap());
    read_until(&mut out, "> ");
    writeln!(stdin, "h2e2").unwrap();
    read_until(&mut out, "> ");
    // Nothing more is typed: Black's 30 s and 15 s of grace run out on their own.
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let seen = read_until(&mut out, "Red wins");
        let _ = tx.send((seen, out));
    });
    let (seen, mut out) = rx
        .recv_timeout(std::time::Duration::from_secs(60))
        .expect("the flag fell without input");
    assert!(seen.contains("Red wins"), "{seen}");
    assert_eq!(seen.to_lowercase().matches("grace").count(), 1, "{seen}");
    assert!(!seen.contains("> "), "no prompt in between:\n{seen}");
    writeln!(stdin, "quit").unwrap();
    drop(stdin);
    let mut rest = String::new();
    out.read_to_string(&mut rest).unwrap();
    assert!(child.wait().unwrap().success());
}

/// What was printed after the `nth` (from 1) time `typed` was read, up to the next prompt.
fn reply<'a>(out: &'a str, typed: &str, nth: usize) -> &'a str {
    let echo = format!("> {typed}\n");
    let at = out
        .match_indices(&echo)
        .nth(nth - 1)
        .unwrap_or_else(|| panic!("{typed:?} typed {nth} times in:\n{out}"))
        .0
        + echo.len();
    let end = out[at..].find("\n> ").map_or(out.len(), |e| at + e + 1);
    &out[at..end]
}

/// The line of `text` that contains `needle`.
fn line_with<'a>(text: &'a str, needle: &str) -> &'a str {
    text.lines()
        .find(|l| l.contains(needle))
        .unwrap_or_else(|| panic!("{needle:?} in:\n{text}"))
}

/// Issue 38: `<` and `>` step through the moves: the move strip marks the move on the board
/// and says where stepping stands, the game itself is unchanged (a move typed then is played
/// on it), `>>` returns to it; the strips show the pieces taken and the lead in points.
#[test]
fn stepping_through_the_moves_leaves_the_game_as_it_is() {
    let dir = temp_dir("stepping");
    let o = run(
        "C.UTF-8",
        &[
            "play",
            "--db",
            &db(&dir),
            "--new",
            "--mode",
            "two",
            "--letters",
            "--notation",
            "iccs",
        ],
        "h2e2\nh9g7\ne2e6\n<\n<\n>\n>>\ng7e6\n<<\n>>\n<\na0a1\nmoves\nquit\n",
    );
    assert!(o.status.success(), "{o:?}");
    let out = text(&o);
    // Three plies played: the last one marked, no stepping; Red took a soldier and is a
    // point ahead.
    let after = reply(&out, "e2e6", 1);
    let strip = line_with(after, "1. ");
    assert!(strip.ends_with("1. h2e2 h9g7 2. [e2e6]"), "{strip}");
    assert!(line_with(after, " Red").contains("  p +1"), "{after}");
    // One step back: Black's first move on the board (the soldier on e6 again), read-only,
    // with the way back offered; another, and one forward again.
    let back = reply(&out, "<", 1);
    let strip = line_with(back, "1. ");
    assert!(
        strip.ends_with("1. h2e2 [h9g7] 2. e2e6 (Move 2 of 3)"),
        "{strip}"
    );
    assert!(back.contains("\n6 p . p . p . p . p"), "{back}");
    assert!(
        line_with(back, "Back to the game").contains("Next move"),
        "{back}"
    );
    let strip = line_with(reply(&out, "<", 2), "1. ");
    assert!(
        strip.ends_with("1. [h2e2] h9g7 2. e2e6 (Move 1 of 3)"),
        "{strip}"
    );
    let strip = line_with(reply(&out, ">", 1), "1. ");
    assert!(strip.ends_with("[h9g7] 2. e2e6 (Move 2 of 3)"), "{strip}");
    // Back to the game: Black's horse takes the cannon on it; Black is ahead now.
    let after = reply(&out, "g7e6", 1);
    let strip = line_with(after, "1. ");
    assert!(strip.ends_with("1. h2e2 h9g7 2. e2e6 [g7e6]"), "{strip}");
    assert!(line_with(after, " Black").contains("  C +"), "{after}");
    // To the start: nothing marked.
    let strip = line_with(reply(&out, "<<", 1), "1. ");
    assert!(
        strip.ends_with("(Move 0 of 4)") && !strip.contains('['),
        "{strip}"
    );
    // A move typed while stepping is played on the game, not on the position shown.
    let strip = line_with(reply(&out, "a0a1", 1), "1. ");
    assert!(strip.ends_with("3. [a0a1]"), "{strip}");
    let moves = reply(&out, "moves", 1);
    assert!(
        moves.contains("1. h2e2  h9g7")
            && moves.contains("2. e2e6  g7e6")
            && moves.contains("3. a0a1"),
        "{moves}"
    );
}

/// The editor shows its palette (a piece with none left in brackets, the eraser last) and no
/// FEN; Copy FEN prints the position's FEN, the terminal's clipboard.
#[test]
fn the_editor_copies_its_fen_instead_of_showing_it() {
    let dir = temp_dir("editor-fen");
    // The editor is a row of the More tab.
    let editor = number_on(&db(&dir), "more\n", ") Position editor");
    let o = run(
        "C.UTF-8",
        &["play", "--db", &db(&dir), "--letters", "--lang", "en"],
        &format!("more\n{editor}\n21\n"),
    );
    assert!(o.status.success(), "{o:?}");
    let out = text(&o);
    let fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w";
    let editor = out.find("== Set up a position ==").expect("the editor");
    let copy = out.find("[21] Copy FEN").expect("the Copy FEN button");
    assert!(out[editor..].contains("[1]*(K)"), "{out}");
    assert!(out[editor..].contains("[15]Eraser"), "{out}");
    assert!(!out[editor..copy].contains(fen), "no FEN on screen:\n{out}");
    assert!(out[copy..].contains(fen), "printed by Copy FEN:\n{out}");
}
