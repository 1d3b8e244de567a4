//! Round trip: for every legal move in many positions, parsing the text of the move in every
//! style gives the move back. Positions come from seeded random games and from random
//! setups crowded with like pieces (tandems, three to five soldiers on a file).

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::collections::HashSet;
use xiangqi::notation::{format, parse, parse_as, parse_prefer, NotationError, Style};
use xiangqi::{Color, Piece, PieceKind, Position, Setup, Square};

const RANDOM_GAMES: usize = 40;
const MAX_GAME_PLIES: usize = 120;
const CROWDED_SETUPS: usize = 250;

fn game_positions(rng: &mut StdRng) -> Vec<Position> {
    let mut out = Vec::new();
    for _ in 0..RANDOM_GAMES {
        let mut pos = Position::startpos();
        for ply in 0..MAX_GAME_PLIES {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            if ply % 7 == 0 {
                out.push(pos.clone());
            }
            // Prefer captures a little so that the board opens up.
            let caps: Vec<_> = moves
                .iter()
                .filter(|m| pos.piece_at(m.to()).is_some())
                .collect();
            let m = if !caps.is_empty() && rng.gen_bool(0.4) {
                *caps[rng.gen_range(0..caps.len())]
            } else {
                moves[rng.gen_range(0..moves.len())]
            };
            pos.make_move(m);
        }
    }
    out
}

/// A random legal setup with several like pieces on shared files.
pub fn crowded_setup(rng: &mut StdRng) -> Option<Position> {
    let mut s = Setup::empty();
    let palace = |c: Color, rng: &mut StdRng| {
        let r = if c == Color::Red {
            rng.gen_range(0..3)
        } else {
            rng.gen_range(7..10)
        };
        Square::from_file_rank(rng.gen_range(3..6), r).unwrap()
    };
    for c in Color::ALL {
        s.set(palace(c, rng), Some(Piece::new(c, PieceKind::General)));
    }
    let place = |s: &mut Setup, p: Piece, sq: Option<Square>| {
        if let Some(sq) = sq {
            if s.piece_at(sq).is_none() {
                s.set(sq, Some(p));
            }
        }
    };
    for c in Color::ALL {
        // Soldiers on two or three files, several per file, across the river.
        let files: Vec<i32> = (0..rng.gen_range(1..=3))
            .map(|_| rng.gen_range(0..9))
            .collect();
        for _ in 0..rng.gen_range(2..=5) {
            let f = files[rng.gen_range(0..files.len())];
            let r = if c == Color::Red {
                rng.gen_range(5..10)
            } else {
                rng.gen_range(0..5)
            };
            place(
                &mut s,
                Piece::new(c, PieceKind::Soldier),
                Square::from_file_rank(f, r),
            );
        }
        // Pairs of chariots, horses, cannons, often on one file.
        for k in [PieceKind::Chariot, PieceKind::Horse, PieceKind::Cannon] {
            let f = rng.gen_range(0..9);
            for _ in 0..rng.gen_range(0..=2) {
                let f = if rng.gen_bool(0.7) {
                    f
                } else {
                    rng.gen_range(0..9)
                };
                place(
                    &mut s,
                    Piece::new(c, k),
                    Square::from_file_rank(f, rng.gen_range(0..10)),
                );
            }
        }
        for _ in 0..rng.gen_range(0..=2) {
            let pts = [(2, 0), (6, 0), (0, 2), (4, 2), (8, 2), (2, 4), (6, 4)];
            let (f, r) = pts[rng.gen_range(0..pts.len())];
            let r = if c == Color::Red { r } else { 9 - r };
            place(
                &mut s,
                Piece::new(c, PieceKind::Elephant),
                Square::from_file_rank(f, r),
            );
        }
        for _ in 0..rng.gen_range(0..=2) {
            let pts = [(3, 0), (5, 0), (4, 1), (3, 2), (5, 2)];
            let (f, r) = pts[rng.gen_range(0..pts.len())];
            let r = if c == Color::Red { r } else { 9 - r };
            place(
                &mut s,
                Piece::new(c, PieceKind::Advisor),
                Square::from_file_rank(f, r),
            );
        }
    }
    s.side = if rng.gen_bool(0.5) {
        Color::Red
    } else {
        Color::Black
    };
    s.into_position().ok()
}

fn positions() -> Vec<Position> {
    let mut rng = StdRng::seed_from_u64(0x5EED_0004);
    let mut out = game_positions(&mut rng);
    let mut made = 0;
    while made < CROWDED_SETUPS {
        if let Some(p) = crowded_setup(&mut rng) {
            out.push(p);
            made += 1;
        }
    }
    out
}

#[test]
fn parse_of_format_is_the_move_in_every_style() {
    let mut moves = 0usize;
    let mut cross_style = 0usize;
    for pos in positions() {
        let legal = pos.legal_moves();
        for style in Style::ALL {
            let mut seen = HashSet::new();
            for &m in legal.iter() {
                let text = format(&pos, m, style);
                assert!(
                    seen.insert(text.clone()),
                    "{pos:?}: {style} text {text:?} twice"
                );
                let as_style = match style {
                    Style::WordsEn => Style::WordsDe,
                    s => s,
                };
                assert_eq!(
                    parse_as(&pos, &text, as_style),
                    Ok(m),
                    "{pos:?} {style} {text:?}"
                );
                assert_eq!(
                    parse_prefer(&pos, &text, style),
                    Ok(m),
                    "{pos:?} {style} {text:?}"
                );
                match parse(&pos, &text) {
                    Ok(got) => assert_eq!(got, m, "{pos:?} {style} {text:?}"),
                    // German K/P are WXF's general/soldier; both readings can be legal.
                    Err(NotationError::Ambiguous { candidates, .. })
                        if matches!(style, Style::De | Style::Wxf) && candidates.contains(&m) =>
                    {
                        cross_style += 1
                    }
                    Err(e) => panic!("{pos:?} {style} {text:?}: {e}"),
                }
            }
        }
        moves += legal.len();
    }
    assert!(moves > 20_000, "only {moves} moves");
    // Collisions between the German and WXF readings are rare.
    assert!(cross_style * 100 < moves, "{cross_style} of {moves}");
}

#[test]
fn crowded_setups_have_tandems_and_soldier_files() {
    let mut rng = StdRng::seed_from_u64(7);
    let mut numbered = 0;
    let mut tandem = 0;
    let mut n = 0;
    while n < 100 {
        let Some(pos) = crowded_setup(&mut rng) else {
            continue;
        };
        n += 1;
        for m in pos.legal_moves().iter() {
            let w = format(&pos, *m, Style::Wxf);
            if w.starts_with(|c: char| c.is_ascii_digit()) {
                numbered += 1;
            }
            if w[1..].starts_with(['+', '-']) {
                tandem += 1;
            }
        }
    }
    assert!(numbered > 100 && tandem > 100, "{numbered} {tandem}");
}
