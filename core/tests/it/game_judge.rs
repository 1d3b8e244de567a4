//! Runs every case of `fixtures/judge_cases.txt` through the library exactly as
//! `xiangqi judge` does, and checks the verdict line.

use xiangqi::game::{Game, GameSetup, HouseRules};
use xiangqi::Move;

const FIXTURE: &str = include_str!("../fixtures/judge_cases.txt");

/// The `xiangqi judge` line for a case, or `error: <message>`.
fn judge(start: &str, house: &str, moves: &str) -> String {
    let setup = match GameSetup::parse(start) {
        Ok(s) => s,
        Err(e) => return format!("error: {e}"),
    };
    let house = if house == "-" {
        HouseRules::default()
    } else {
        match HouseRules::parse_list(house) {
            Ok(h) => h,
            Err(e) => return format!("error: {e}"),
        }
    };
    let mut game = match Game::new(setup, house) {
        Ok(g) => g,
        Err(e) => return format!("error: {e}"),
    };
    for (i, text) in moves.split_whitespace().enumerate() {
        let ply = i + 1;
        let Ok(m) = Move::parse_iccs(text) else {
            return format!("error: ply {ply} ({text}): not an ICCS move");
        };
        if game.is_over() {
            return format!("error: ply {ply} ({m}): the game is already over");
        }
        if let Err(e) = game.play(m) {
            return format!("error: ply {ply} ({m}): illegal: {e}");
        }
    }
    game.summary()
}

#[test]
fn fixture_cases_all_match() {
    let mut count = 0;
    let mut failures = Vec::new();
    for line in FIXTURE.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let f: Vec<&str> = line.split('|').map(str::trim).collect();
        assert_eq!(f.len(), 7, "bad fixture line: {line}");
        let (id, start, house, moves, expected) = (f[0], f[1], f[2], f[3], f[4]);
        let got = judge(start, house, moves);
        let ok = if expected.starts_with("error:") {
            got.starts_with(expected)
        } else {
            got == expected
        };
        if !ok {
            failures.push(format!("{id}: expected {expected:?}, got {got:?}"));
        }
        count += 1;
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(count >= 60, "only {count} cases");
}

#[test]
fn fixture_covers_every_verdict_kind() {
    for needle in [
        "draw: repetition",
        "wins: perpetual_check",
        "wins: perpetual_chase",
        "warning: red repeating (checks)",
        "warning: red repeating (chases)",
        "repeating (quiet)",
        "wins: checkmate",
        "wins: stalemate",
        "draw: stalemate",
        "draw: no_attackers",
        "draw: move_limit",
        "illegal: iron piece",
    ] {
        assert!(FIXTURE.contains(needle), "no case with {needle:?}");
    }
}
