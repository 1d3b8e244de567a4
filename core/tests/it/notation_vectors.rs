//! Notation against the shared vectors (`data/notation.jsonl`: pyffish's WXF and the cchess
//! library's Chinese for 362 moves in 43 positions; cchess writes simplified characters, we
//! write the traditional ones of the board, so its text is compared after conversion).

use xiangqi::notation::{
    format, format_plain, parse, parse_as, parse_prefer, NotationError, Style,
};
use xiangqi::{Move, Position};

const VECTORS: &str = include_str!("../data/notation.jsonl");

struct Vector {
    fen: String,
    mv: Move,
    wxf: String,
    chinese: String,
}

fn vectors() -> Vec<Vector> {
    VECTORS
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).expect("json line");
            let s = |k: &str| v[k].as_str().expect("string field").to_string();
            Vector {
                fen: s("fen"),
                mv: Move::parse_iccs(&s("move")).expect("iccs"),
                wxf: s("wxf"),
                chinese: s("chinese"),
            }
        })
        .collect()
}

#[test]
fn wxf_equals_pyffish_for_every_vector() {
    let vs = vectors();
    assert_eq!(vs.len(), 362);
    let mut bad = Vec::new();
    for v in &vs {
        let pos = Position::from_fen(&v.fen).unwrap();
        let ours = format_plain(&pos, v.mv, Style::Wxf).replace('.', "=");
        if ours != v.wxf {
            bad.push(format!(
                "{} {}: ours {ours}, pyffish {}",
                v.fen, v.mv, v.wxf
            ));
        }
        // pyffish's own spelling (with `=`) parses back to the move.
        assert_eq!(
            parse_as(&pos, &v.wxf, Style::Wxf),
            Ok(v.mv),
            "{} {}",
            v.fen,
            v.wxf
        );
        assert_eq!(parse_prefer(&pos, &v.wxf, Style::Wxf), Ok(v.mv));
        // Without a preference, only a German reading of the same letters can compete.
        match parse(&pos, &v.wxf) {
            Ok(m) => assert_eq!(m, v.mv),
            Err(NotationError::Ambiguous { candidates, .. }) => {
                assert!(candidates.contains(&v.mv));
                assert!(v.wxf.starts_with(['K', 'P']), "{}", v.wxf);
                let german = parse_as(&pos, &v.wxf, Style::De).unwrap();
                assert!(candidates.contains(&german));
            }
            Err(e) => panic!("{} {}: {e}", v.fen, v.wxf),
        }
    }
    assert!(
        bad.is_empty(),
        "{} differences:\n{}",
        bad.len(),
        bad.join("\n")
    );
}

/// cchess's simplified text in the traditional characters of the board: the pieces as the
/// board draws them (俥 傌 帥 for Red, 車 馬 將 砲 for Black), 進 and 後.
fn in_board_script(simplified: &str, pos: &Position, mv: Move) -> String {
    let piece = pos.piece_at(mv.from()).expect("a piece moves");
    simplified
        .chars()
        .map(|c| match c {
            '车' | '马' | '帅' | '将' | '炮' => {
                xiangqi::scene::character(piece).chars().next().unwrap()
            }
            '进' => '進',
            '后' => '後',
            c => c,
        })
        .collect()
}

#[test]
fn chinese_equals_cchess_except_ambiguous_soldier_pairs() {
    let mut deviations = 0;
    for v in vectors() {
        let pos = Position::from_fen(&v.fen).unwrap();
        let ours = format_plain(&pos, v.mv, Style::Zh);
        assert!(
            !ours.contains(['车', '马', '帅', '将', '进', '后']),
            "one script: {ours}"
        );
        // cchess's simplified spelling still parses (as does ours, below).
        let cchess = v.chinese.clone();
        let v = Vector {
            chinese: in_board_script(&v.chinese, &pos, v.mv),
            ..v
        };
        if let Ok(m) = parse(&pos, &cchess) {
            assert_eq!(m, v.mv, "{} {cchess}", v.fen);
        }
        if ours == v.chinese {
            assert_eq!(parse(&pos, &v.chinese), Ok(v.mv), "{} {}", v.fen, v.chinese);
            continue;
        }
        // With pairs of soldiers on two files cchess writes `前兵平六`, which does not say
        // which file; we write the file instead of the name (`前五平六`), as the competition
        // rules do. Everything else must be equal.
        deviations += 1;
        let file: char = ours.chars().nth(1).unwrap();
        let expected: String = v
            .chinese
            .chars()
            .map(|c| if c == '兵' || c == '卒' { file } else { c })
            .collect();
        assert_eq!(ours, expected, "{} {}", v.fen, v.mv);
        assert!(matches!(
            parse(&pos, &v.chinese),
            Ok(_) | Err(NotationError::Ambiguous { .. })
        ));
        assert_eq!(parse(&pos, &ours), Ok(v.mv));
    }
    // Only the one vector position with soldier pairs on two files deviates.
    assert_eq!(deviations, 11);
}

#[test]
fn marks_for_check_and_mate() {
    // Chariot check along the back rank; the black general can step down.
    let pos = Position::from_fen("3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1").unwrap();
    let m = Move::parse_iccs("a0a9").unwrap();
    assert_eq!(format(&pos, m, Style::Wxf), "R9+9!");
    assert_eq!(format(&pos, m, Style::De), "W9+9!");
    assert_eq!(format(&pos, m, Style::Coords), "a1-a10!");
    assert_eq!(format(&pos, m, Style::Iccs), "a0a9");
    assert_eq!(format(&pos, m, Style::Zh), "俥九進九!");
    assert_eq!(
        format(&pos, m, Style::WordsDe),
        "Wagen 9 Punkte vor, Schach!"
    );
    assert_eq!(
        format(&pos, m, Style::WordsEn),
        "Chariot forward 9 points, check"
    );
    // The second chariot mates on the back rank (d8 is covered, e9 faces the red general).
    let pos = Position::from_fen("3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 1").unwrap();
    let m = Move::parse_iccs("b0b9").unwrap();
    assert_eq!(format(&pos, m, Style::Wxf), "R8+9#");
    assert_eq!(format(&pos, m, Style::WordsDe), "Wagen 9 Punkte vor, Matt!");
    // Marks are ignored when parsing.
    assert_eq!(parse(&pos, "R8+9#"), Ok(m));
    assert_eq!(parse(&pos, "R8+9+"), Ok(m));
}

#[test]
fn classic_examples() {
    let pos = Position::startpos();
    let m = Move::parse_iccs("h2e2").unwrap();
    assert_eq!(format(&pos, m, Style::De), "K2.5");
    assert_eq!(format(&pos, m, Style::Wxf), "C2.5");
    assert_eq!(format(&pos, m, Style::Zh), "炮二平五");
    assert_eq!(format(&pos, m, Style::Coords), "h3-e3");
    assert_eq!(format(&pos, m, Style::Iccs), "h2e2");
    // Both cannons could go to file 5, so the words name the origin.
    assert_eq!(
        format(&pos, m, Style::WordsDe),
        "Kanone von Linie 2 auf Linie 5"
    );
    assert_eq!(
        format(&pos, m, Style::WordsEn),
        "Cannon from file 2 to file 5"
    );
    let pos = pos.with_move(m);
    let h = Move::parse_iccs("h9g7").unwrap();
    assert_eq!(format(&pos, h, Style::De), "P8+7");
    assert_eq!(format(&pos, h, Style::Wxf), "H8+7");
    assert_eq!(format(&pos, h, Style::Zh), "馬８進７");
    for text in [
        "P8+7",
        "H8+7",
        "马8进7",
        "馬８進７",
        "h10-g8",
        "h9g7",
        "Pferd von Linie 8 vor auf Linie 7",
        "horse from file 8 forward to file 7",
    ] {
        assert_eq!(parse(&pos, text), Ok(h), "{text}");
    }
    // "Pferd vor" alone names two moves of two horses.
    assert!(matches!(
        parse(&pos, "Pferd vor"),
        Err(NotationError::Ambiguous { .. })
    ));
    // The central cannon takes the soldier on e6 over the own soldier on e3.
    let pos = pos.with_move(h);
    let c = Move::parse_iccs("e2e6").unwrap();
    assert_eq!(format(&pos, c, Style::WordsDe), "Kanone × Soldat");
    assert_eq!(format(&pos, c, Style::WordsEn), "Cannon takes soldier");
    assert_eq!(format(&pos, c, Style::Zh), "炮五進四");
}

#[test]
fn typed_errors() {
    let pos = Position::startpos();
    for bad in [
        "",
        "hello",
        "Z2.5",
        "C2.",
        "炮二平",
        "h11-e3",
        "x9y9",
        "C0.5",
    ] {
        assert!(
            matches!(parse(&pos, bad), Err(NotationError::Syntax(_))),
            "{bad:?}: {:?}",
            parse(&pos, bad)
        );
    }
    // Well-formed, but no legal move fits.
    for illegal in ["C2.2", "R1+5", "h2h8", "a3-a8", "马二进五"] {
        assert!(
            matches!(parse(&pos, illegal), Err(NotationError::Illegal { .. })),
            "{illegal:?}: {:?}",
            parse(&pos, illegal)
        );
    }
    let err = parse(&pos, "h2h8").unwrap_err();
    assert!(err.to_string().contains("cannot move"), "{err}");
}
