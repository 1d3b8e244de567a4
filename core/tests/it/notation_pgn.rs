//! PGN export/import, FEN paste helpers, opening names, and random text thrown at the parsers.

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use xiangqi::game::GameResult;
use xiangqi::notation::{
    export_pgn, import_pgn, normalize_pasted_fen, opening_name, openings, parse,
    position_from_pasted, PgnError, PgnGame, PgnMoveStyle,
};
use xiangqi::Lang;
use xiangqi::{Move, Position};

fn mv(t: &str) -> Move {
    Move::parse_iccs(t).unwrap()
}

fn line(ts: &[&str]) -> Vec<Move> {
    ts.iter().map(|t| mv(t)).collect()
}

fn random_game(seed: u64, plies: usize) -> Vec<Move> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut pos = Position::startpos();
    let mut out = Vec::new();
    for _ in 0..plies {
        let ms = pos.legal_moves();
        if ms.is_empty() {
            break;
        }
        let m = ms[rng.gen_range(0..ms.len())];
        pos.make_move(m);
        out.push(m);
    }
    out
}

#[test]
fn pgn_round_trip_in_both_styles() {
    for seed in 0..20 {
        let moves = random_game(seed, 80);
        let mut game = PgnGame::new(Position::startpos(), moves.clone());
        game.result = Some(GameResult::Draw);
        game.tags.push(("Event".into(), "Test \"quoted\"".into()));
        game.comments.push((2, "a comment".into()));
        for style in [PgnMoveStyle::Wxf, PgnMoveStyle::Iccs] {
            let text = export_pgn(&game, style);
            let back = import_pgn(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
            assert_eq!(back.moves, moves, "{text}");
            assert_eq!(back.result, Some(GameResult::Draw));
            assert_eq!(back.tag("Event"), Some("Test \"quoted\""));
            assert_eq!(back.comments, vec![(2, "a comment".to_string())]);
            assert!(text.contains("[Variant \"xiangqi\"]"));
        }
    }
}

#[test]
fn pgn_from_a_fen_with_black_to_move() {
    let start = Position::from_fen("4k4/9/9/9/9/9/9/9/4R4/3K5 b - - 0 7").unwrap();
    let moves = line(&["e9f9", "e1d1"]);
    let game = PgnGame::new(start.clone(), moves.clone());
    let text = export_pgn(&game, PgnMoveStyle::Wxf);
    assert!(text.contains("[FEN \"4k4/9/9/9/9/9/9/9/4R4/3K5 b - - 0 7\"]"));
    assert!(text.contains("7... K5.6 8. R5.6"), "{text}");
    let back = import_pgn(&text).unwrap();
    assert_eq!(back.start, start);
    assert_eq!(back.moves, moves);
}

#[test]
fn pgn_import_tolerates_comments_variations_and_other_styles() {
    let text = "\u{feff}[Event \"Club\"]\n[Variant \"Xiangqi\"]\n[Result \"1-0\"]\n\n\
        % escape line\n\
        1. C2=5 {central cannon} H8+7 ; screen horse\n\
        2.马二进三 (2. h0g2 $1) 马２进３! 3. i1-i2?? 1-0\n";
    let g = import_pgn(text).unwrap();
    assert_eq!(g.moves, line(&["h2e2", "h9g7", "h0g2", "b9c7", "i0i1"]));
    assert_eq!(g.result, Some(GameResult::RedWins));
    assert_eq!(g.comments.len(), 2);
    // ICCS with hyphens under [Format "ICCS"] (ranks 0..9).
    let g = import_pgn("[Format \"ICCS\"]\n1. H2-E2 H9-G7 *").unwrap();
    assert_eq!(g.moves, line(&["h2e2", "h9g7"]));
}

#[test]
fn pgn_errors_are_typed() {
    assert_eq!(import_pgn("  "), Err(PgnError::Empty));
    assert!(matches!(
        import_pgn("[Variant \"shogi\"]"),
        Err(PgnError::Variant(_))
    ));
    assert!(matches!(
        import_pgn("[FEN \"9/9 w\"]"),
        Err(PgnError::Fen(_))
    ));
    assert!(matches!(import_pgn("{open"), Err(PgnError::Syntax { .. })));
    assert!(matches!(
        import_pgn("1. C2.5 C2.5 2. C2.5"),
        Err(PgnError::Move { number: 3, .. })
    ));
    assert!(matches!(
        import_pgn("1. blah"),
        Err(PgnError::Syntax { line: 1, .. })
    ));
}

#[test]
fn fen_paste_helpers() {
    let fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
    for pasted in [
        fen.to_string(),
        format!("  \"{fen}\"  "),
        format!("[FEN \"{fen}\"]"),
        format!("fen {fen}"),
        format!("position fen {fen} moves h2e2"),
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR".to_string(),
    ] {
        assert_eq!(
            position_from_pasted(&pasted).unwrap(),
            Position::startpos(),
            "{pasted}"
        );
    }
    assert_eq!(normalize_pasted_fen("`x`"), "x w");
    assert!(position_from_pasted("hello").is_err());
}

#[test]
fn openings_by_name_and_mirror() {
    assert!(openings().len() >= 16);
    // The name in a UI language, or the Chinese one (`None`).
    let name = |ms: &[&str], lang: Option<Lang>| {
        opening_name(&line(ms))
            .map(|o| lang.map_or(o.chinese().to_string(), |l| o.name(l).into_owned()))
    };
    const ZH: Option<Lang> = None;
    const DE: Option<Lang> = Some(Lang::De);
    const EN: Option<Lang> = Some(Lang::En);
    assert_eq!(name(&["h2e2"], DE).as_deref(), Some("Mittelkanone"));
    assert_eq!(name(&["b2e2"], ZH).as_deref(), Some("中炮"));
    assert_eq!(name(&["g0e2"], DE).as_deref(), Some("Elefanteneröffnung"));
    assert_eq!(name(&["c0e2"], EN).as_deref(), Some("Elephant Opening"));
    assert_eq!(name(&["c3c4"], DE).as_deref(), Some("Soldatenvorstoß"));
    assert_eq!(name(&["g3g4"], ZH).as_deref(), Some("仙人指路"));
    assert_eq!(name(&["b0c2"], ZH).as_deref(), Some("起马局"));
    assert_eq!(name(&["h2d2"], ZH).as_deref(), Some("过宫炮"));
    assert_eq!(name(&["b2d2"], ZH).as_deref(), Some("士角炮"));
    assert_eq!(name(&["h2f2"], ZH).as_deref(), Some("士角炮"));
    assert_eq!(name(&["h2e2", "h7e7"], ZH).as_deref(), Some("顺炮"));
    assert_eq!(name(&["b2e2", "b7e7"], ZH).as_deref(), Some("顺炮"));
    assert_eq!(name(&["h2e2", "b7e7"], ZH).as_deref(), Some("列炮"));
    assert_eq!(
        name(&["b2e2", "h7e7"], EN).as_deref(),
        Some("Opposite Direction Cannons")
    );
    // Screen horses in either order; the deepest match names the line.
    let cc_screen = Some("Mittelkanone gegen Paravent-Pferde");
    assert_eq!(
        name(&["h2e2", "h9g7", "h0g2", "b9c7"], DE).as_deref(),
        cc_screen
    );
    assert_eq!(
        name(&["h2e2", "b9c7", "h0g2", "h9g7"], DE).as_deref(),
        cc_screen
    );
    assert_eq!(
        name(&["h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7"], ZH).as_deref(),
        Some("中炮直车对屏风马")
    );
    assert_eq!(
        name(
            &["h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "h0h6"],
            ZH
        )
        .as_deref(),
        Some("中炮过河车对屏风马")
    );
    assert_eq!(
        name(&["h2e2", "b9c7", "h0g2", "h9i7"], ZH).as_deref(),
        Some("中炮对单提马")
    );
    assert_eq!(
        name(&["h2e2", "b9c7", "h0g2", "h7f7", "i0h0", "h9g7"], ZH).as_deref(),
        Some("中炮对反宫马")
    );
    assert_eq!(
        name(&["c3c4", "b7c7"], ZH).as_deref(),
        Some("仙人指路对卒底炮")
    );
    assert_eq!(name(&["c3c4", "g6g5"], ZH).as_deref(), Some("对兵局"));
    assert_eq!(name(&["g0e2", "b7e7"], ZH).as_deref(), Some("飞相局对中炮"));
    // Unknown first moves name nothing.
    assert_eq!(name(&["a0a1"], EN).as_deref(), None);
    assert_eq!(name(&[], EN).as_deref(), None);
    for o in openings() {
        assert!(!o.name(Lang::De).is_empty() && !o.name(Lang::En).is_empty());
        assert!(!o.chinese().is_ascii());
        // Every line is playable from the start position in the listed order.
        for (red, black) in o.lines() {
            let mut pos = Position::startpos();
            let (mut r, mut b) = (red.iter(), black.iter());
            loop {
                let next = if pos.side_to_move() == xiangqi::Color::Red {
                    r.next()
                } else {
                    b.next()
                };
                let Some(t) = next else { break };
                let m = mv(t);
                assert!(pos.is_legal(m), "{} {t}", o.id);
                pos.make_move(m);
            }
        }
    }
}

/// Random text never panics the parsers and is rejected with a typed error or a legal move.
#[test]
fn random_text_property() {
    let mut rng = StdRng::seed_from_u64(99);
    const ALPHABET: &[char] = &[
        'a', 'h', 'e', 'i', 'K', 'P', 'R', 'C', 'H', 'W', 'S', 'G', 'L', 'E', 'A', '0', '1', '2',
        '5', '9', '+', '-', '.', '=', ' ', '!', '#', '×', '炮', '马', '兵', '前', '后', '二', '五',
        '进', '平', '退', '１', '[', ']', '"', '{', '}', '(', ')', ';', '\n', '$', '*',
    ];
    let words = [
        "Pferd", "vor", "auf", "Linie", "von", "Kanone", "×", "takes", "horse", "3", "Punkte",
    ];
    let pos = Position::startpos();
    let legal = pos.legal_moves();
    for i in 0..20_000 {
        let len = rng.gen_range(0..12);
        let text: String = if i % 3 == 0 {
            (0..len.min(6))
                .map(|_| words[rng.gen_range(0..words.len())])
                .collect::<Vec<_>>()
                .join(" ")
        } else {
            (0..len)
                .map(|_| ALPHABET[rng.gen_range(0..ALPHABET.len())])
                .collect()
        };
        if let Ok(m) = parse(&pos, &text) {
            assert!(legal.contains(m), "{text:?} -> {m}");
        }
        let _ = import_pgn(&text);
        let _ = position_from_pasted(&text);
    }
}
