//! Data-driven rules tests against the shared reference vectors (copied into `tests/data`
//! from `shared/vectors`; made with Fairy-Stockfish's rules and checked by a second engine).

use serde_json::Value;
use xiangqi::{perft, Position, Status};

const PERFT: &str = include_str!("../data/perft.txt");
const POSITIONS: &str = include_str!("../data/positions.jsonl");

/// Rows of perft.txt: FEN and the node counts by depth (`None` = not given).
fn perft_rows() -> Vec<(String, Vec<Option<u64>>)> {
    PERFT
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let (fen, counts) = l.split_once(';').expect("row has ';'");
            let counts = counts.split_whitespace().map(|c| c.parse().ok()).collect();
            (fen.trim().to_string(), counts)
        })
        .collect()
}

/// Checks every given count whose node total stays below `max_nodes`.
fn check_perft(max_nodes: u64, min_nodes: u64) -> usize {
    let mut checked = 0;
    for (fen, counts) in perft_rows() {
        let mut pos = Position::from_fen(&fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        for (i, want) in counts.iter().enumerate() {
            let Some(want) = *want else { continue };
            if want > max_nodes || want < min_nodes {
                continue;
            }
            let depth = i as u32 + 1;
            assert_eq!(perft(&mut pos, depth), want, "perft({depth}) of {fen}");
            checked += 1;
        }
        assert!(pos.is_consistent());
    }
    checked
}

#[test]
fn perft_vectors_to_moderate_depth() {
    // Everything up to 20 M leaves: about two seconds in release.
    let checked = check_perft(20_000_000, 0);
    assert!(checked >= 50, "only {checked} perft values checked");
}

#[test]
#[ignore = "deep perft: ~4 s in release; run with --ignored"]
fn perft_vectors_deep() {
    check_perft(u64::MAX, 20_000_001);
}

#[test]
fn positions_exact_moves_check_status_and_perft() {
    let mut n = 0;
    for line in POSITIONS.lines().filter(|l| !l.trim().is_empty()) {
        let v: Value = serde_json::from_str(line).expect("valid JSON");
        let id = v["id"].as_str().unwrap();
        let fen = v["fen"].as_str().unwrap();
        let mut pos = Position::from_fen(fen).unwrap_or_else(|e| panic!("{id}: {e}"));

        let mut ours: Vec<String> = pos.legal_moves().iter().map(|m| m.to_string()).collect();
        ours.sort();
        let mut want: Vec<String> = v["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m.as_str().unwrap().to_string())
            .collect();
        want.sort();
        assert_eq!(ours, want, "legal moves of {id} ({fen})");

        let in_check = v["in_check"].as_bool().unwrap();
        assert_eq!(pos.in_check(), in_check, "in_check of {id}");
        assert_eq!(pos.checkers().nonempty(), in_check, "checkers of {id}");

        let status = pos.status();
        match v["status"].as_str().unwrap() {
            "checkmate" => assert_eq!(status, Status::Checkmate, "{id}"),
            "stalemate" => assert_eq!(status, Status::Stalemate, "{id}"),
            // "claimable end" is the 60-move rule, judged by the game layer, not the position.
            "ongoing" | "ongoing_claimable_end" => {
                let expect = if in_check {
                    Status::Check
                } else {
                    Status::Ongoing
                };
                assert_eq!(status, expect, "{id}")
            }
            other => panic!("unknown status {other}"),
        }

        for (i, want) in v["perft"].as_array().unwrap().iter().enumerate() {
            let depth = i as u32 + 1;
            assert_eq!(
                perft(&mut pos, depth),
                want.as_u64().unwrap(),
                "perft({depth}) of {id}"
            );
        }
        n += 1;
    }
    assert_eq!(n, 71);
}
