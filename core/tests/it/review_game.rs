//! Post-game review: planted errors are marked exactly and a better move is named
//! (`fixtures/review_games.txt`), results are deterministic at the fixed budget, progress
//! comes per position, cancellation stops it, the JSON round trip and mates in the graph.

use std::sync::{Arc, Mutex};
use xiangqi::engine::{Reason, StandardRules, MATE};
use xiangqi::l10n::Locale;
use xiangqi::notation::import_pgn;
use xiangqi::review::{
    value_of, GameReview, MoveQuality, ReviewError, ReviewFormatError, ReviewProgress, Reviewer,
    BLUNDER_LOSS, GRAPH_CAP, INACCURACY_LOSS, MISTAKE_LOSS, REVIEW_FORMAT_VERSION,
};
use xiangqi::Lang;
use xiangqi::{Move, PieceKind, Position, START_FEN};

/// The fixture budget: smaller than the app's, so the tests stay quick.
const NODES: u64 = 60_000;

fn moves(text: &str) -> Vec<Move> {
    text.split_whitespace()
        .map(|m| Move::parse_iccs(m).unwrap())
        .collect()
}

fn start_of(text: &str) -> Position {
    let fen = if text == "start" { START_FEN } else { text };
    Position::from_fen(fen).unwrap()
}

fn review(start: &Position, moves: &[Move]) -> GameReview {
    Reviewer::new(NODES)
        .review(start, moves, |_| StandardRules, |_| {})
        .unwrap()
}

/// An opening, the hanging chariot, the capture and the recapture.
const HANGING: &str = "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 b0c2 b7b3 a0b0 b3b0 c2b0";

#[test]
fn planted_errors_are_marked_exactly() {
    let text = include_str!("../fixtures/review_games.txt");
    let mut games = 0;
    for line in text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
    {
        let f: Vec<&str> = line.split('|').map(str::trim).collect();
        let [name, start, played, ply, class, better, reason] = f[..] else {
            panic!("bad fixture line {line:?}");
        };
        let start = start_of(start);
        let played = moves(played);
        let ply: u32 = ply.parse().unwrap();
        let r = review(&start, &played);
        assert_eq!(r.plies.len(), played.len(), "{name}");
        for p in &r.plies {
            if p.ply == ply {
                assert_eq!(p.quality.name(), class, "{name}: ply {ply} {p:?}");
            } else {
                assert!(
                    p.quality < MoveQuality::Mistake,
                    "{name}: ply {} ({}) marked {:?}",
                    p.ply,
                    p.mv,
                    p.quality
                );
            }
        }
        let marked = &r.plies[ply as usize - 1];
        let b = marked
            .better
            .as_ref()
            .expect("an error names a better move");
        assert_ne!(b.mv, marked.mv, "{name}");
        assert_eq!(b.mv, marked.best, "{name}");
        let mut before = start.clone();
        for &m in &played[..ply as usize - 1] {
            before.make_move(m);
        }
        assert!(before.is_legal(b.mv), "{name}");
        if better != "-" {
            assert_eq!(b.mv.to_string(), better, "{name}");
        }
        if reason != "-" {
            assert!(
                b.reason(Lang::En).contains(reason),
                "{name}: {}",
                b.reason(Lang::En)
            );
        }
        assert!(
            !b.reasons.is_empty() && b.reason(Lang::De) != b.reason(Lang::En),
            "{name}"
        );
        assert!(
            r.key_moments.iter().any(|k| k.ply == ply),
            "{name}: the error is not a key moment: {:?}",
            r.key_moments
        );
        games += 1;
    }
    assert!(games >= 4);
}

#[test]
fn the_hanging_chariot_is_explained_both_ways() {
    let r = review(&Position::startpos(), &moves(HANGING));
    let p = &r.plies[8];
    assert_eq!(p.mv.to_string(), "a0b0");
    assert!(p.loss >= BLUNDER_LOSS, "{p:?}");
    // The opponent's answer: the cannon takes the chariot.
    let reply = p.reply.as_ref().unwrap();
    assert_eq!(reply.mv.to_string(), "b3b0");
    assert_eq!(reply.reasons[0], Reason::Captures(PieceKind::Chariot));
    assert!(
        reply.reason(Lang::En).contains("Captures the chariot"),
        "{}",
        reply.reason(Lang::En)
    );
    assert!(
        reply.reason(Lang::De).contains("Schlägt den Wagen"),
        "{}",
        reply.reason(Lang::De)
    );
    assert!(
        reply.reason(Locale::ZhHans).contains("吃掉对方的车"),
        "{}",
        reply.reason(Locale::ZhHans)
    );
    // Black took it: the capture is the engine's move.
    assert_eq!(r.plies[9].quality, MoveQuality::Best);
    // Red lost most of the chariot: the graph turned to Black, Red's summary has the blunder.
    let graph = r.graph();
    assert_eq!(graph.len(), 12);
    assert!(graph[8] > -100 && graph[9] < -400, "{graph:?}");
    let red = r.summary_of(xiangqi::Color::Red).unwrap();
    assert_eq!((red.blunders, red.moves()), (1, 6));
    assert!(red.average_loss > 100);
}

#[test]
fn the_same_game_gets_the_same_review() {
    let played = moves(HANGING);
    let a = review(&Position::startpos(), &played);
    // Another engine, another thread: the same result.
    let b = std::thread::spawn(move || review(&Position::startpos(), &played))
        .join()
        .unwrap();
    assert_eq!(a, b);
    assert_eq!(a.to_json(), b.to_json());
    assert_eq!(a.nodes_per_position, NODES);
}

#[test]
fn progress_reports_every_position_in_order() {
    let played = moves(HANGING);
    let mut seen = Vec::new();
    Reviewer::new(5_000)
        .review(
            &Position::startpos(),
            &played,
            |_| StandardRules,
            |p| seen.push(p),
        )
        .unwrap();
    let want: Vec<ReviewProgress> = (0..=11)
        .map(|ply| ReviewProgress { ply, plies: 11 })
        .collect();
    assert_eq!(seen, want);
}

#[test]
fn cancelling_stops_the_review() {
    // From the progress listener, after the third position.
    let reviewer = Reviewer::new(5_000);
    let cancel = reviewer.cancel_handle();
    let mut heard = 0;
    let r = reviewer.review(
        &Position::startpos(),
        &moves(HANGING),
        |_| StandardRules,
        |p| {
            heard += 1;
            if p.ply == 2 {
                cancel.cancel();
            }
        },
    );
    assert_eq!(r, Err(ReviewError::Cancelled));
    assert_eq!(heard, 3);

    // From another thread, while a search runs (a budget far beyond the test's patience).
    let reviewer = Reviewer::new(u64::MAX / 4);
    let cancel = reviewer.cancel_handle();
    let started = Arc::new(Mutex::new(false));
    let flag = started.clone();
    let t = std::thread::spawn(move || {
        reviewer.review(
            &Position::startpos(),
            &moves("h2e2"),
            |_| StandardRules,
            |_| *flag.lock().unwrap() = true,
        )
    });
    std::thread::sleep(std::time::Duration::from_millis(200));
    cancel.cancel();
    assert!(cancel.is_cancelled());
    assert_eq!(t.join().unwrap(), Err(ReviewError::Cancelled));
    assert!(
        !*started.lock().unwrap(),
        "the first position cannot have finished"
    );
}

#[test]
fn illegal_moves_are_typed_errors() {
    let r = Reviewer::new(1_000).review(
        &Position::startpos(),
        &moves("h2e2 h2e2"),
        |_| StandardRules,
        |_| {},
    );
    assert_eq!(
        r,
        Err(ReviewError::IllegalMove {
            ply: 2,
            mv: Move::parse_iccs("h2e2").unwrap()
        })
    );
}

#[test]
fn a_game_ending_in_mate_ends_at_the_cap() {
    // a2a9 is the only mate (b8 holds rank 8; Black's chariots cannot cover rank 9).
    let start = start_of("3k5/1R7/8r/9/9/9/9/R8/7r1/4K4 w - - 0 1");
    let r = review(&start, &moves("a2a9"));
    let last = r.plies[0].eval;
    assert_eq!(
        (last.score, last.mate, last.graph),
        (MATE, Some(0), GRAPH_CAP)
    );
    assert_eq!(r.plies[0].quality, MoveQuality::Best);
    assert_eq!(r.start_eval.mate, Some(1));
    assert_eq!(r.start_eval.text(), "#1");
}

#[test]
fn losses_follow_the_named_thresholds() {
    assert_eq!(MoveQuality::from_loss(0), MoveQuality::Good);
    assert_eq!(
        MoveQuality::from_loss(INACCURACY_LOSS - 1),
        MoveQuality::Good
    );
    assert_eq!(
        MoveQuality::from_loss(INACCURACY_LOSS),
        MoveQuality::Inaccuracy
    );
    assert_eq!(MoveQuality::from_loss(MISTAKE_LOSS), MoveQuality::Mistake);
    assert_eq!(MoveQuality::from_loss(BLUNDER_LOSS), MoveQuality::Blunder);
    // A slower mate costs little; missing a mate costs more than any material.
    let mate_in = |n: i32| MATE - (2 * n - 1);
    assert!(value_of(mate_in(1)) - value_of(mate_in(3)) < INACCURACY_LOSS);
    assert!(value_of(mate_in(1)) - value_of(0) >= BLUNDER_LOSS);
    // Far ahead, a horse less is a mistake; near equality a blunder; lost anyway, walking
    // into mate is no blunder.
    assert_eq!(
        MoveQuality::from_loss(value_of(1000) - value_of(550)),
        MoveQuality::Mistake
    );
    assert_eq!(
        MoveQuality::from_loss(value_of(0) - value_of(-450)),
        MoveQuality::Blunder
    );
    assert!(value_of(-2500) - value_of(-mate_in(3)) < BLUNDER_LOSS);
    let mated_in = |n: i32| -(MATE - 2 * n);
    assert_eq!(value_of(mated_in(2)), -value_of(mate_in(2)));
    assert_eq!(MoveQuality::Blunder.label(Lang::De), "Grober Fehler");
    assert_eq!(MoveQuality::Inaccuracy.label(Lang::En), "Inaccuracy");
}

#[test]
fn json_round_trip_and_versions() {
    let r = review(&Position::startpos(), &moves(HANGING));
    let json = r.to_json();
    assert!(json.starts_with(&format!(
        r#"{{"format":"xiangqi-review","version":{REVIEW_FORMAT_VERSION},"#
    )));
    assert!(json.contains(r#""mv":"a0b0""#), "{json}");
    assert_eq!(GameReview::from_json(&json).unwrap(), r);
    let older = json.replacen(
        &format!(r#""version":{REVIEW_FORMAT_VERSION}"#),
        r#""version":0"#,
        1,
    );
    assert_eq!(
        GameReview::from_json(&older),
        Err(ReviewFormatError::Version {
            found: 0,
            supported: REVIEW_FORMAT_VERSION
        })
    );
    assert!(matches!(
        GameReview::from_json(r#"{"format":"xiangqi-backup","version":1}"#),
        Err(ReviewFormatError::Format(_))
    ));
    for bad in [
        "",
        "{",
        "null",
        r#"{"format":"xiangqi-review","version":1}"#,
    ] {
        assert!(
            matches!(GameReview::from_json(bad), Err(ReviewFormatError::Json(_))),
            "{bad}"
        );
    }
    let broken = json.replacen(r#""mv":"a0b0""#, r#""mv":"z9z9""#, 1);
    assert!(GameReview::from_json(&broken).is_err());
}

#[test]
fn an_imported_pgn_is_reviewed_like_a_game() {
    let pgn = "[Event \"Club\"]\n[Result \"0-1\"]\n\n1. C2.5 H8+7 2. H2+3 R9.8 3. R1.2 H2+3 \
               {the cannon comes} 4. H8+7 C2+4 5. R9.8 C2+3 0-1\n";
    let game = import_pgn(pgn).unwrap();
    let r = Reviewer::new(5_000)
        .review(&game.start, &game.moves, |_| StandardRules, |_| {})
        .unwrap();
    assert_eq!(r.moves, game.moves);
    assert_eq!(r.moves[..8], moves(HANGING)[..8]);
    assert_eq!(r.plies.len(), 10);
    assert_eq!(r.start_fen, START_FEN);
}
