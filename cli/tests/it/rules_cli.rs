//! The rules commands of the `xiangqi` binary: outputs and the exit-code contract
//! (bad input: exit 2, one line on stderr naming the problem, no panic).

use crate::common;

use common::{assert_bad_input, stdout, xiangqi};
use std::io::Write;
use std::process::{Command, Stdio};

#[test]
fn perft_prints_the_count_last() {
    let o = xiangqi(&["perft", "3"]);
    assert!(o.status.success());
    assert_eq!(stdout(&o).lines().last(), Some("79666"));
    let o = xiangqi(&["perft", "--divide", "2"]);
    let out = stdout(&o);
    assert_eq!(out.lines().count(), 45);
    assert!(out.contains("h2e2: 45"));
    assert_eq!(out.lines().last(), Some("1920"));
}

#[test]
fn moves_status_fen() {
    let o = xiangqi(&["moves"]);
    assert_eq!(stdout(&o).lines().count(), 44);
    let o = xiangqi(&["status", "--fen", "3k5/3R5/3R5/9/9/9/9/9/9/4K4 b"]);
    assert_eq!(stdout(&o).trim(), "checkmate");
    let o = xiangqi(&["status", "--fen", "3k5/4R4/9/9/9/9/9/9/9/5K3 b"]);
    assert_eq!(stdout(&o).trim(), "stalemate");
    let o = xiangqi(&["status"]);
    assert_eq!(stdout(&o).trim(), "ongoing");
    let o = xiangqi(&[
        "fen",
        "--fen",
        "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r",
    ]);
    assert_eq!(stdout(&o).trim(), xiangqi::START_FEN);
}

#[test]
fn batch_mode_answers_every_line() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_xiangqi"))
        .args(["status", "--batch"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(
            format!(
                "{}\nnonsense\n3k5/3R5/3R5/9/9/9/9/9/9/4K4 b\n",
                xiangqi::START_FEN
            )
            .as_bytes(),
        )
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0], "ongoing");
    assert!(lines[1].starts_with("error:"));
    assert_eq!(lines[2], "checkmate");
}

#[test]
fn bad_input_exits_2_with_one_line() {
    assert_bad_input(&[], "missing command");
    assert_bad_input(&["frobnicate"], "unknown command");
    assert_bad_input(&["perft"], "missing DEPTH");
    assert_bad_input(&["perft", "x"], "DEPTH");
    assert_bad_input(&["moves", "--fen"], "--fen needs a value");
    assert_bad_input(&["moves", "--fen", "9/9 w"], "This FEN cannot be read");
    assert_bad_input(
        &["status", "--fen", "4k4/9/9/9/9/9/9/9/9/4K4 w"],
        "face each other",
    );
    assert_bad_input(&["fen"], "missing --fen");
    assert_bad_input(&["moves", "--bogus"], "unknown option --bogus");
}

#[test]
fn bench_ends_with_nodes_and_speed() {
    let o = xiangqi(&["bench", "--depth", "3", "--hash", "1"]);
    assert!(o.status.success());
    let out = stdout(&o);
    let last: Vec<&str> = out.lines().last().unwrap_or("").split(' ').collect();
    assert_eq!(last.len(), 4, "{out}");
    assert!(last[0].parse::<u64>().is_ok_and(|n| n > 0), "{out}");
    assert_eq!((last[1], last[3]), ("nodes", "nps"), "{out}");
    assert_bad_input(&["bench", "--hash", "0"], "hash");
    assert_bad_input(&["bench", "--depth", "99"], "depth");
}
