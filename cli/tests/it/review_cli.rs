//! `xiangqi review` and `xiangqi analyse`: the JSON contracts, the annotated list, the SVG
//! graph, stored games, `--help` and the exit-code contract (bad input: exit 2, one line).

use crate::common;
use std::io::Write;
use std::path::PathBuf;

use common::{assert_bad_input, stdout, xiangqi};
use std::process::{Command, Stdio};
use xiangqi::{Move, Position};

/// The hanging chariot: 5. R9.8?? (a0b0) C2+3 (b3b0) 6. H7-8 (c2b0).
const PGN: &str = "[Event \"club\"]\n\n1. C2.5 H8+7 2. H2+3 R9.8 3. R1.2 H2+3 4. H8+7 C2+4 \
                   5. R9.8 C2+3 6. H7-8 *\n";

fn temp_dir(tag: &str) -> PathBuf {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_nanos();
    let dir = std::env::temp_dir().join(format!("xq-cli-{tag}-{}-{nanos}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn pgn_file(dir: &std::path::Path) -> String {
    let path = dir.join("game.pgn");
    std::fs::write(&path, PGN).unwrap();
    path.to_string_lossy().into_owned()
}

#[test]
fn review_json_is_one_object_per_ply() {
    let dir = temp_dir("json");
    let pgn = pgn_file(&dir);
    let o = xiangqi(&["review", "--pgn", &pgn, "--json", "--nodes", "20000"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 11);
    for (i, line) in lines.iter().enumerate() {
        let v: serde_json::Value = serde_json::from_str(line).unwrap();
        let keys: Vec<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
        let mut want = vec!["better", "class", "eval", "move", "ply"];
        want.sort();
        assert_eq!(keys, want, "{line}");
        // The documented key order, literally.
        assert!(
            line.starts_with(&format!("{{\"ply\":{},\"move\":\"", i + 1)),
            "{line}"
        );
        let class = v["class"].as_str().unwrap();
        assert!(["best", "good", "inaccuracy", "mistake", "blunder"].contains(&class));
        assert!(v["eval"].as_i64().unwrap().abs() <= 3000);
        if i == 8 {
            assert_eq!(v["move"], "a0b0");
            assert_eq!(class, "blunder");
            assert!(v["better"].is_string());
        } else {
            assert!(class != "mistake" && class != "blunder", "{line}");
        }
        if v["better"].is_string() {
            assert!(
                ["inaccuracy", "mistake", "blunder"].contains(&class),
                "{line}"
            );
        } else {
            assert!(v["better"].is_null());
        }
    }
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn review_text_and_graph() {
    let dir = temp_dir("text");
    let pgn = pgn_file(&dir);
    let svg = dir.join("graph.svg");
    let svg_arg = svg.to_string_lossy().into_owned();
    let o = xiangqi(&[
        "review", "--pgn", &pgn, "--lang", "en", "--nodes", "20000", "--graph", &svg_arg,
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = stdout(&o);
    assert!(out.contains("5.    R9.8??"), "{out}");
    assert!(out.contains("Blunder"), "{out}");
    assert!(out.contains("then C2+3: Captures the chariot."), "{out}");
    assert!(
        out.contains("Key moments:\n  Move 5, Red: R9.8 – blunder"),
        "{out}"
    );
    assert!(out.contains("Red: "), "{out}");
    let graph = std::fs::read_to_string(&svg).unwrap();
    assert!(graph.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    assert!(graph.trim_end().ends_with("</svg>"));
    let polyline = graph
        .lines()
        .find(|l| l.starts_with("<polyline"))
        .expect("a polyline");
    assert_eq!(polyline.matches(',').count(), 12, "start + 11 plies");
    assert!(graph.contains("<circle"), "the key moment is marked");
    // German under a German locale, from standard input.
    let mut child = Command::new(env!("CARGO_BIN_EXE_xiangqi"))
        .args(["review", "--pgn", "-", "--nodes", "5000"])
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "de_DE.UTF-8")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(PGN.as_bytes())
        .unwrap();
    let o = child.wait_with_output().unwrap();
    assert!(stdout(&o).contains("Bester Zug") || stdout(&o).contains("Guter Zug"));
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_stored_game_is_reviewed_and_reopened() {
    let dir = temp_dir("game");
    let db = dir.join("x.db").to_string_lossy().into_owned();
    let mut child = Command::new(env!("CARGO_BIN_EXE_xiangqi"))
        .args(["play", "--db", &db, "--new", "--mode", "two"])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    let script = "h2e2\nh9g7\nh0g2\ni9h9\ni0h0\nb9c7\nb0c2\nb7b3\na0b0\nb3b0\nresign\nyes\nquit\n";
    child
        .stdin
        .take()
        .unwrap()
        .write_all(script.as_bytes())
        .unwrap();
    assert!(child.wait().unwrap().success());
    let review = || {
        xiangqi(&[
            "review", "--game", "1", "--db", &db, "--json", "--nodes", "20000",
        ])
    };
    let first = review();
    assert!(
        first.status.success(),
        "{}",
        String::from_utf8_lossy(&first.stderr)
    );
    assert_eq!(stdout(&first).lines().count(), 10);
    assert!(stdout(&first)
        .lines()
        .nth(8)
        .unwrap()
        .contains(r#""class":"blunder""#));
    // The second time from the store: the same lines.
    assert_eq!(stdout(&review()), stdout(&first));
    assert_bad_input(
        &["review", "--game", "7", "--db", &db, "--nodes", "100"],
        "There is no game 7",
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn analyse_json_lines_are_legal_and_ordered() {
    let fen = "r1bakab1r/9/1cn4c1/p1p1p1p1p/9/6P2/P1P1P3P/1C2C1N2/9/RNBAKAB1R b - - 0 1";
    let o = xiangqi(&["analyse", "--fen", fen, "--json", "--movetime", "200"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    let lines = v.as_array().unwrap();
    assert_eq!(lines.len(), 3);
    let start = Position::from_fen(fen).unwrap();
    let mut firsts = Vec::new();
    let mut last_score = i64::MAX;
    for line in lines {
        let obj = line.as_object().unwrap();
        assert_eq!(obj.len(), 2);
        let score = obj["score"].as_i64().expect("no mate here: centipawns");
        assert!(score <= last_score, "ordered by score");
        last_score = score;
        let mut p = start.clone();
        for m in obj["moves"].as_array().unwrap() {
            let m = Move::parse_iccs(m.as_str().unwrap()).unwrap();
            assert!(p.is_legal(m));
            p.make_move(m);
        }
        firsts.push(obj["moves"][0].clone());
    }
    firsts.dedup();
    assert_eq!(firsts.len(), 3);

    let o = xiangqi(&[
        "analyse",
        "--fen",
        "3k5/1R7/8r/9/9/9/9/R8/7r1/4K4 w",
        "--json",
        "--lines",
        "1",
        "--movetime",
        "100",
    ]);
    assert_eq!(
        stdout(&o).trim(),
        r#"[{"moves":["a2a9"],"score":"mate 1"}]"#
    );
    let o = xiangqi(&[
        "analyse",
        "--fen",
        fen,
        "--movetime",
        "100",
        "--style",
        "iccs",
    ]);
    let text = stdout(&o);
    assert!(text.starts_with("depth "), "{text}");
    assert_eq!(text.lines().count(), 4);
}

#[test]
fn help_and_bad_input() {
    for (cmd, head) in [
        ("review", "usage: xiangqi review"),
        ("analyse", "usage: xiangqi analyse"),
    ] {
        let o = xiangqi(&[cmd, "--help"]);
        assert!(o.status.success());
        assert!(stdout(&o).starts_with(head), "{}", stdout(&o));
    }
    assert!(stdout(&xiangqi(&["help"])).contains("  review "));
    assert!(stdout(&xiangqi(&["review", "--help"])).contains("review (--pgn FILE | --game ID)"));
    assert_bad_input(&["review"], "missing --pgn FILE or --game ID");
    assert_bad_input(
        &["review", "--pgn", "a", "--game", "1"],
        "either --pgn or --game",
    );
    assert_bad_input(
        &["review", "--pgn", "/nonexistent/x.pgn"],
        "/nonexistent/x.pgn",
    );
    assert_bad_input(&["review", "--game", "x"], "bad game id");
    assert_bad_input(
        &["review", "--game", "1", "--db", "/nonexistent/x.db"],
        "no such database",
    );
    assert_bad_input(
        &["review", "--pgn", "-", "--lang", "fr"],
        "unknown language",
    );
    assert_bad_input(
        &["review", "--pgn", "-", "--nodes", "many"],
        "bad node count",
    );
    assert_bad_input(&["review", "--frobnicate"], "unknown option --frobnicate");
    assert_bad_input(&["analyse"], "missing --fen");
    assert_bad_input(&["analyse", "--fen", "9/9 w"], "ranks");
    assert_bad_input(
        &["analyse", "--fen", xiangqi::START_FEN, "--lines", "0"],
        "bad line count",
    );
    assert_bad_input(
        &["analyse", "--fen", xiangqi::START_FEN, "--lines", "11"],
        "bad line count",
    );
    assert_bad_input(
        &["analyse", "--fen", xiangqi::START_FEN, "--movetime", "-5"],
        "bad movetime",
    );
    assert_bad_input(
        &["analyse", "--fen", xiangqi::START_FEN, "--style", "x"],
        "unknown style",
    );
    assert_bad_input(
        &["analyse", "--fen", "3k5/3R5/3R5/9/9/9/9/9/9/4K4 b"],
        "no legal move",
    );
}
