//! Handicap setups, iron pieces, forest chariots, and a random-play property test.

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use xiangqi::game::{
    position_state, EndReason, Game, GameMoveError, GameResult, GameSetup, GameState, Handicap,
    HouseRules, RuleSet,
};
use xiangqi::{Color, Move, PieceKind, Position, Square};

fn mv(s: &str) -> Move {
    Move::parse_iccs(s).unwrap()
}

fn sq(s: &str) -> Square {
    Square::parse_iccs(s).unwrap()
}

fn game(setup: &str, moves: &[&str]) -> Game {
    let ms: Vec<Move> = moves.iter().map(|m| mv(m)).collect();
    Game::replay(GameSetup::parse(setup).unwrap(), HouseRules::default(), &ms).unwrap()
}

#[test]
fn setup_fens() {
    let cases = [
        (
            "chariot",
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/1NBAKABNR w - - 0 1",
        ),
        (
            "cannon",
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/7C1/9/RNBAKABNR w - - 0 1",
        ),
        (
            "horse",
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/R1BAKABNR w - - 0 1",
        ),
        (
            "two-horses",
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/R1BAKAB1R w - - 0 1",
        ),
        (
            "nine",
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/9/1C5C1/9/RN2K2NR w - - 0 1",
        ),
        (
            "black-chariot",
            "rnbakabn1/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        ),
        (
            "black-two-horses",
            "r1bakab1r/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        ),
    ];
    for (name, fen) in cases {
        let setup = GameSetup::parse(name).unwrap();
        assert_eq!(setup.start_fen().unwrap(), fen, "{name}");
        assert_eq!(setup.to_string(), name);
        let json = serde_json::to_string(&setup).unwrap();
        assert_eq!(serde_json::from_str::<GameSetup>(&json).unwrap(), setup);
    }
    assert!(GameSetup::parse("queen").is_err());
}

/// (setup, moves before the capture, the capture, moves where the piece moved first, point).
type IronCase = (
    &'static str,
    &'static [&'static str],
    &'static str,
    &'static [&'static str],
    &'static str,
);

/// Every iron piece: Black may not capture it before it moves, may after.
#[test]
fn iron_pieces_before_and_after_moving() {
    // (setup, moves leading to a capture of the unmoved iron piece, the capture,
    //  moves where the piece moved first, iron point)
    let cases: [IronCase; 4] = [
        (
            "chariot",
            &["h2e2"],
            "b7b0",
            &["b0c2", "h9g7", "c2b0"],
            "b0",
        ),
        (
            "cannon",
            &["a0a1", "h7e7", "a1a0", "a9a8", "a0a1", "a8h8", "a1a0"],
            "h8h2",
            &["h2h3", "h7e7", "h3h2", "a9a8", "a0a1", "a8h8", "a1a0"],
            "h2",
        ),
        (
            "horse",
            &["h2h1", "b7e7", "h1h2"],
            "e7e3",
            &["e3e4", "b7e7", "e4e5", "e6e5"],
            "e5",
        ),
        (
            "two-horses",
            &["h2h1", "b7e7", "h1h2"],
            "e7e3",
            &["e3e4", "b7e7", "h2h1"],
            "e4",
        ),
    ];
    for (setup, before, capture, moved, point) in cases {
        let g = game(setup, before);
        let m = mv(capture);
        assert!(
            g.position().is_legal(m),
            "{setup}: {capture} is a legal capture by the standard rules"
        );
        let err = g.check_move(m).unwrap_err();
        assert!(
            matches!(err, GameMoveError::IronPiece { .. }),
            "{setup}: {err}"
        );
        assert!(err.to_string().starts_with("iron piece"));
        assert!(!g.legal_moves().contains(m));
        assert!(g
            .rules()
            .protected_points(g.position())
            .contains(Square::parse_iccs(&capture[2..]).unwrap()));
        // After the piece moved it is an ordinary piece.
        let g2 = game(setup, moved);
        let target = sq(point);
        assert!(
            g2.rules().protected_points(g2.position()).is_empty()
                || !g2.rules().protected_points(g2.position()).contains(target),
            "{setup}"
        );
    }
    // The horse handicap's soldier after moving: Black captures it (e6e5 above was legal).
    let g = game("horse", &["e3e4", "b7e7", "e4e5", "e6e5"]);
    assert_eq!(
        g.position().piece_at(sq("e5")).map(|p| p.color),
        Some(Color::Black)
    );
    // The chariot handicap's horse after moving back home: capturable.
    let mut g = game("chariot", &["b0c2", "h9g7", "c2b0"]);
    assert!(g.play(mv("b7b0")).is_ok());
}

#[test]
fn iron_soldier_may_be_captured_with_check() {
    let mut g = game("horse", &["d0e1", "b7e7", "h2h1"]);
    let out = g.play(mv("e7e3")).unwrap();
    assert!(out.class.check);
    assert_eq!(out.captured.map(|p| p.kind), Some(PieceKind::Soldier));
}

#[test]
fn nine_piece_handicap_has_no_iron() {
    let g = game("nine", &[]);
    assert!(!g.rules().has_handicap_rules());
    let g = game("nine", &["b2b9"]);
    assert!(g.legal_moves().contains(mv("a9b9")));
}

#[test]
fn forest_chariot_only_while_it_stays_after_the_first_step() {
    let g = game("two-horses", &["a0b0", "h9g7", "h2h1"]);
    assert!(matches!(
        g.check_move(mv("b7b0")),
        Err(GameMoveError::ForestChariot { .. })
    ));
    // The right-hand forest chariot too.
    let g = game("two-horses", &["i0h0", "b9c7", "b2b1"]);
    assert!(matches!(
        g.check_move(mv("h7h0")),
        Err(GameMoveError::ForestChariot { .. })
    ));
    // Left and came back: no longer protected.
    let g = game("two-horses", &["a0b0", "h9g7", "b0b1", "g7h9", "b1b0"]);
    assert!(g.check_move(mv("b7b0")).is_ok());
    // First move elsewhere, then to b0: no forest chariot.
    let g = game("two-horses", &["a0a1", "h9g7", "a1b1", "g7h9", "b1b0"]);
    assert!(g.check_move(mv("b7b0")).is_ok());
    // Undo restores the forest state.
    let mut g = game("two-horses", &["a0b0", "h9g7", "b0b1", "g7h9"]);
    g.undo();
    g.undo();
    g.play(mv("h2h1")).unwrap();
    assert!(g.check_move(mv("b7b0")).is_err());
}

#[test]
fn computer_handicap_as_black_protects_blacks_pieces() {
    let g = game("black-chariot", &[]);
    assert_eq!(g.rules().giver(), Color::Black);
    assert!(matches!(
        g.check_move(mv("h2h9")),
        Err(GameMoveError::IronPiece {
            kind: PieceKind::Horse,
            ..
        })
    ));
    // Red's pieces are not iron: Black may capture anything.
    let g = game("black-horse", &["a0a1", "h7h0"]);
    assert_eq!(
        g.position().piece_at(sq("h0")).map(|p| p.color),
        Some(Color::Black)
    );
    // Black's iron soldier (e6) in the two-horse handicap.
    let g = game("black-two-horses", &["h2e2"]);
    assert!(
        g.rules().protected_points(g.position()).is_empty(),
        "Black to move: nothing protected for Black"
    );
    let g = game("black-two-horses", &["h2e2", "a9a8"]);
    assert!(matches!(
        g.check_move(mv("e2e6")),
        Err(GameMoveError::IronPiece {
            kind: PieceKind::Soldier,
            ..
        })
    ));
}

#[test]
fn only_escape_is_capturing_an_iron_piece_loses() {
    // Black is in check from the a9 cannon through its own b9 cannon; the only legal move by
    // the standard rules is b9xb0 (the iron horse of the chariot handicap).
    let pos = Position::from_fen("Cc1k5/1n1r5/9/9/4R4/9/9/9/9/1N3K3 b - - 0 1").unwrap();
    let legal = pos.legal_moves();
    assert_eq!(
        legal.iter().map(|m| m.to_string()).collect::<Vec<_>>(),
        vec!["b9b0"]
    );
    let rules = RuleSet::new(
        &GameSetup::handicap(Handicap::Chariot),
        &pos,
        HouseRules::default(),
    );
    assert!(rules.legal_moves(&pos).is_empty());
    assert!(!rules.has_legal_move(&pos));
    assert_eq!(
        position_state(&pos, &rules),
        GameState::Finished {
            result: GameResult::RedWins,
            reason: EndReason::Checkmate
        }
    );
    // Under standard rules the game goes on.
    assert_eq!(
        position_state(&pos, &RuleSet::default()),
        GameState::Ongoing
    );
}

/// Random play from every handicap setup: no Black move that the game generates ever captures
/// an unmoved iron piece or a standing forest chariot, and every generated move is accepted.
#[test]
fn random_play_never_captures_unmoved_iron() {
    let mut rng = StdRng::seed_from_u64(2024);
    let mut captures_of_moved_iron = 0;
    for setup in [
        "chariot",
        "cannon",
        "horse",
        "two-horses",
        "nine",
        "black-horse",
        "black-chariot",
        "black-two-horses",
    ] {
        let setup = GameSetup::parse(setup).unwrap();
        let start = setup.start_position().unwrap();
        let giver = match setup {
            GameSetup::Handicap { giver, .. } => giver,
            _ => unreachable!(),
        };
        let iron_points: Vec<Square> = match setup {
            GameSetup::Handicap { handicap, .. } => {
                let names: &[&str] = match handicap {
                    Handicap::Chariot => &["b0"],
                    Handicap::Cannon => &["h2"],
                    Handicap::Horse | Handicap::TwoHorses => &["e3"],
                    Handicap::Nine => &[],
                };
                names
                    .iter()
                    .map(|n| {
                        let s = sq(n);
                        if giver == Color::Red {
                            s
                        } else {
                            Square::from_file_rank(
                                8 - s.file().index() as i32,
                                9 - s.rank().index() as i32,
                            )
                            .unwrap()
                        }
                    })
                    .collect()
            }
            _ => vec![],
        };
        let iron_ids: Vec<_> = iron_points
            .iter()
            .filter_map(|s| start.piece_id_at(*s))
            .collect();
        for _game in 0..40 {
            let mut g = Game::new(setup.clone(), HouseRules::default()).unwrap();
            for _ply in 0..150 {
                let legal = g.legal_moves();
                if legal.is_empty() {
                    break;
                }
                // Prefer captures so iron pieces get attacked often.
                let caps: Vec<Move> = legal
                    .iter()
                    .copied()
                    .filter(|m| g.position().piece_at(m.to()).is_some())
                    .collect();
                let m = if !caps.is_empty() && rng.gen_bool(0.7) {
                    caps[rng.gen_range(0..caps.len())]
                } else {
                    legal[rng.gen_range(0..legal.len())]
                };
                let pos = g.position();
                if pos.side_to_move() != giver {
                    if let Some(id) = pos.piece_id_at(m.to()) {
                        if iron_ids.contains(&id) {
                            let allowed_check = pos.piece_at(m.to()).map(|p| p.kind)
                                == Some(PieceKind::Soldier)
                                && pos.gives_check(m);
                            assert!(
                                pos.has_moved(id) || allowed_check,
                                "captured unmoved iron piece with {m} in {pos:?}"
                            );
                            captures_of_moved_iron += 1;
                        }
                    }
                }
                g.play(m).unwrap();
                if g.is_over() {
                    break;
                }
            }
        }
    }
    assert!(
        captures_of_moved_iron > 0,
        "the test never captured an iron piece at all"
    );
}
