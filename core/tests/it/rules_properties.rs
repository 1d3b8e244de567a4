//! Property tests over positions reached by seeded random play (capture-biased so that
//! endgames are reached too), and random text thrown at the parsers.

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use xiangqi::{Color, Move, PieceKind, Position, Setup, Square};

/// Positions from random games: each ply prefers a capture with probability 0.6.
fn random_positions(seed: u64, games: usize, max_plies: usize) -> Vec<Position> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut out = Vec::new();
    for _ in 0..games {
        let mut pos = Position::startpos();
        for _ in 0..max_plies {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            out.push(pos.clone());
            let captures: Vec<Move> = moves
                .iter()
                .copied()
                .filter(|m| pos.piece_at(m.to()).is_some())
                .collect();
            let m = if !captures.is_empty() && rng.gen_bool(0.6) {
                captures[rng.gen_range(0..captures.len())]
            } else {
                moves[rng.gen_range(0..moves.len())]
            };
            pos.make_move(m);
        }
        out.push(pos);
    }
    out
}

/// Legal moves by the slow, obvious method: play each pattern move and look for an attack on
/// the own general or facing generals.
fn naive_legal_moves(pos: &Position) -> Vec<Move> {
    let us = pos.side_to_move();
    let mut out = Vec::new();
    for from in pos.color_bb(us) {
        for to in pos.pseudo_targets(from) {
            let m = Move::new(from, to);
            let after = pos.with_move(m);
            if !after.is_attacked_by(after.king_square(us), !us) && !after.generals_facing() {
                out.push(m);
            }
        }
    }
    out.sort();
    out
}

#[test]
fn fen_round_trip_and_hash_from_scratch() {
    for pos in random_positions(1, 40, 160) {
        let fen = pos.to_fen();
        let again = Position::from_fen(&fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        assert_eq!(again.to_fen(), fen);
        assert_eq!(again.hash(), pos.hash(), "{fen}");
        assert_eq!(pos.hash(), pos.compute_hash(), "{fen}");
        assert!(pos.is_consistent(), "{fen}");
    }
}

#[test]
fn make_unmake_restores_position_and_hash() {
    for mut pos in random_positions(2, 30, 160) {
        let before = pos.clone();
        for &m in pos.clone().legal_moves().iter() {
            let predicted = pos.hash_after(m);
            let undo = pos.make_move(m);
            assert!(pos.is_consistent(), "after {m} in {before:?}");
            assert_eq!(pos.hash(), pos.compute_hash());
            assert_eq!(pos.hash(), predicted, "hash_after {m}");
            pos.unmake_move(m, undo);
            assert_eq!(pos, before, "unmake {m}");
        }
        if !pos.in_check() {
            let undo = pos.make_null_move();
            assert_eq!(pos.hash(), pos.compute_hash());
            pos.unmake_null_move(undo);
            assert_eq!(pos, before);
        }
    }
}

#[test]
fn generated_moves_are_exactly_the_legal_ones() {
    let mut checked = 0;
    for (i, pos) in random_positions(3, 40, 200).into_iter().enumerate() {
        let mut gen: Vec<Move> = pos.legal_moves().to_vec();
        gen.sort();
        assert_eq!(gen, naive_legal_moves(&pos), "{pos:?}");
        assert_eq!(pos.count_legal(), gen.len());
        // The captures alone: exactly the generated moves onto a piece, in the same order.
        let mut captures = xiangqi::MoveList::new();
        pos.gen_legal_captures(&mut captures);
        let in_order: Vec<Move> = pos
            .legal_moves()
            .iter()
            .copied()
            .filter(|m| pos.piece_at(m.to()).is_some())
            .collect();
        assert_eq!(captures.to_vec(), in_order, "{pos:?}");
        // Pseudo-legal captures: pattern moves onto enemy pieces; the legal ones are exactly
        // those `is_legal_pseudo` accepts.
        let mut pseudo = xiangqi::MoveList::new();
        pos.gen_pseudo_captures(&mut pseudo);
        for &m in pseudo.iter() {
            assert!(
                pos.pseudo_targets(m.from()).contains(m.to()),
                "{m} in {pos:?}"
            );
            assert!(pos.piece_at(m.to()).is_some(), "{m} in {pos:?}");
            assert_eq!(pos.is_legal_pseudo(m), pos.is_legal(m), "{m} in {pos:?}");
        }
        assert_eq!(
            pseudo.iter().filter(|&&m| pos.is_legal_pseudo(m)).count(),
            captures.len()
        );
        // The search's staged generation: the quiet moves come in the order the full list
        // has them, and with the legal captures they make up all legal moves.
        let mut all = xiangqi::MoveList::new();
        pos.gen_legal_but_general(&mut all);
        let mut quiets = xiangqi::MoveList::new();
        pos.gen_legal_quiets_but_general(&mut quiets);
        let quiet_in_order: Vec<Move> = all
            .iter()
            .copied()
            .filter(|m| pos.piece_at(m.to()).is_none())
            .collect();
        assert_eq!(quiets.to_vec(), quiet_in_order, "{pos:?}");
        let mut staged: Vec<Move> = quiets
            .iter()
            .copied()
            .filter(|&m| pos.is_legal_pseudo(m))
            .chain(captures.iter().copied())
            .collect();
        staged.sort();
        assert_eq!(staged, gen, "{pos:?}");
        if !pos.in_check() {
            for &m in pseudo.iter().chain(quiets.iter()) {
                assert_eq!(
                    pos.is_legal_pseudo_out_of_check(m),
                    pos.is_legal(m),
                    "{m} in {pos:?}"
                );
            }
        }
        // The shortcut check test after each legal move agrees with the full one.
        for &m in gen.iter() {
            let after = pos.with_move(m);
            assert_eq!(after.in_check_after(m), after.in_check(), "{m} in {pos:?}");
        }
        assert_eq!(pos.has_legal_move(), !gen.is_empty());
        if i % 3 == 0 {
            // Every from/to pair: the single-move check agrees with the generator.
            for from in Square::all() {
                let targets = pos.legal_targets(from);
                for to in Square::all() {
                    if from == to {
                        continue;
                    }
                    let m = Move::new(from, to);
                    let generated = gen.binary_search(&m).is_ok();
                    assert_eq!(pos.is_legal(m), generated, "{m} in {pos:?}");
                    assert_eq!(targets.contains(to), generated, "{m} in {pos:?}");
                }
            }
            checked += 1;
        }
        let checkers = pos.checkers();
        assert_eq!(checkers.nonempty(), pos.in_check(), "{pos:?}");
    }
    assert!(checked > 100);
}

#[test]
fn random_play_reaches_endgames_and_results() {
    let positions = random_positions(4, 60, 300);
    let few_pieces = positions
        .iter()
        .filter(|p| p.occupied().count() <= 10)
        .count();
    let over = positions.iter().filter(|p| p.status().is_over()).count();
    assert!(
        few_pieces > 50,
        "capture bias should reach endgames ({few_pieces})"
    );
    assert!(over > 5, "some games should end ({over})");
}

const FEN_ALPHABET: &[u8] = b"rnbakcpeRNBAKCPEH0123456789/ -wbr\t";

#[test]
fn random_text_never_panics_the_parsers() {
    let mut rng = StdRng::seed_from_u64(5);
    let base = xiangqi::START_FEN.as_bytes();
    let mut parsed = 0;
    for i in 0..50_000 {
        let text: String = if i % 2 == 0 {
            // Mutations of a valid FEN reach deeper into the validator.
            let mut b = base.to_vec();
            for _ in 0..rng.gen_range(1..4) {
                let k = rng.gen_range(0..b.len());
                b[k] = FEN_ALPHABET[rng.gen_range(0..FEN_ALPHABET.len())];
            }
            String::from_utf8(b).unwrap()
        } else {
            let len = rng.gen_range(0..100);
            (0..len)
                .map(|_| FEN_ALPHABET[rng.gen_range(0..FEN_ALPHABET.len())] as char)
                .collect()
        };
        if let Ok(setup) = Setup::parse(&text) {
            let fen = setup.to_fen();
            assert_eq!(Setup::parse(&fen).unwrap(), setup, "{text:?}");
            if let Ok(pos) = setup.into_position() {
                assert_eq!(pos.to_fen(), fen);
                let _ = pos.legal_moves();
                parsed += 1;
            }
        }
        let len = rng.gen_range(0..7);
        let mv: String = (0..len)
            .map(|_| b"abcdefghijz0123456789 -\xc3"[rng.gen_range(0..24)] as char)
            .collect();
        if let Ok(m) = Move::parse_iccs(&mv) {
            assert_eq!(Move::parse_iccs(&m.to_string()), Ok(m));
        }
    }
    assert!(parsed > 100, "mutations should often stay legal ({parsed})");
}

#[test]
fn every_iccs_move_round_trips() {
    for from in Square::all() {
        for to in Square::all() {
            if from != to {
                let m = Move::new(from, to);
                assert_eq!(Move::parse_iccs(&m.to_string()), Ok(m));
                assert_eq!(Move::from_bits(m.bits()), Some(m));
            }
        }
    }
    assert!(Move::parse_iccs("a0a0").is_err());
    assert!(Move::parse_iccs("j0a1").is_err());
    assert!(Move::parse_iccs("a0a10").is_err());
}

#[test]
fn piece_identity_follows_the_piece() {
    let mut pos = Position::startpos();
    let cannon = Square::parse_iccs("h2").unwrap();
    let id = pos.piece_id_at(cannon).unwrap();
    assert!(!pos.has_moved(id));
    for text in ["h2e2", "h9g7", "e2e6", "a9a8"] {
        pos.make_move(Move::parse_iccs(text).unwrap());
    }
    // The cannon captured the e6 soldier; it is the same piece, now moved.
    assert_eq!(pos.square_of_id(id), Square::parse_iccs("e6"));
    assert!(pos.has_moved(id));
    assert_eq!(
        pos.piece_at(Square::parse_iccs("e6").unwrap())
            .map(|p| p.kind),
        Some(PieceKind::Cannon)
    );
    assert_eq!(pos.pieces(Color::Black, PieceKind::Soldier).count(), 4);
    assert_eq!(pos.occupied().count(), 31);
}
