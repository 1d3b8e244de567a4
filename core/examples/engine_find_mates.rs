//! Finds mate-in-N fixture positions: random sparse positions where the engine reports a mate
//! and a brute-force solver confirms the exact distance. Run:
//! `cargo run --release -p xiangqi-core --example engine_find_mates`
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use xiangqi::engine::{mate_in, Engine, Limits, StandardRules};
use xiangqi::{Color, Piece, PieceKind, Position, Setup, Square};

/// Can the side to move force mate within `n` of its moves?
fn mate_within(pos: &mut Position, n: u32) -> bool {
    if n == 0 {
        return false;
    }
    for m in pos.legal_moves().iter().copied() {
        let u = pos.make_move(m);
        let replies = pos.legal_moves();
        let ok = if replies.is_empty() {
            true
        } else if n == 1 {
            false
        } else {
            replies.iter().all(|&r| {
                let u2 = pos.make_move(r);
                let w = mate_within(pos, n - 1);
                pos.unmake_move(r, u2);
                w
            })
        };
        pos.unmake_move(m, u);
        if ok {
            return true;
        }
    }
    false
}

fn main() {
    let mut rng = StdRng::seed_from_u64(2024);
    let mut engine = Engine::new(16);
    let mut found = [0; 4];
    for _ in 0..20000 {
        let mut setup = Setup::parse("9/9/9/9/9/9/9/9/9/9 w - - 0 1").unwrap();
        let put = |setup: &mut Setup, p: Piece, sq: u8| {
            if setup.board[sq as usize].is_none() {
                setup.board[sq as usize] = Some(p);
            }
        };
        let palace_b = [66u8, 67, 68, 75, 76, 77, 84, 85, 86];
        let palace_r = [3u8, 4, 5, 12, 13, 14, 21, 22, 23];
        put(
            &mut setup,
            Piece::new(Color::Black, PieceKind::General),
            palace_b[rng.gen_range(0..9)],
        );
        put(
            &mut setup,
            Piece::new(Color::Red, PieceKind::General),
            palace_r[rng.gen_range(0..9)],
        );
        for _ in 0..rng.gen_range(2..4) {
            let k = [
                PieceKind::Chariot,
                PieceKind::Horse,
                PieceKind::Cannon,
                PieceKind::Soldier,
            ][rng.gen_range(0..4)];
            let sq = rng.gen_range(36..90u8);
            if k == PieceKind::Soldier && sq < 45 {
                continue;
            }
            put(&mut setup, Piece::new(Color::Red, k), sq);
        }
        for _ in 0..rng.gen_range(1..4) {
            let k = [
                PieceKind::Advisor,
                PieceKind::Elephant,
                PieceKind::Soldier,
                PieceKind::Horse,
            ][rng.gen_range(0..4)];
            let sq = match k {
                PieceKind::Advisor => [66u8, 68, 76, 84, 86][rng.gen_range(0..5)],
                PieceKind::Elephant => [65u8, 69, 83, 87, 47, 51, 63, 71][rng.gen_range(0..8)],
                _ => rng.gen_range(45..90u8),
            };
            put(&mut setup, Piece::new(Color::Black, k), sq);
        }
        let Ok(pos) = setup.into_position() else {
            continue;
        };
        if pos.legal_moves().is_empty() || pos.in_check() {
            continue;
        }
        let Ok(r) = engine.search(&pos, &[], Limits::depth(7), &StandardRules, |_| {}) else {
            continue;
        };
        let Some(n) = mate_in(r.score) else { continue };
        if !(1..=3).contains(&n) || found[n as usize] >= 3 {
            continue;
        }
        let mut p = pos.clone();
        if mate_within(&mut p, n as u32) && (n == 1 || !mate_within(&mut p, n as u32 - 1)) {
            found[n as usize] += 1;
            println!("mate {n}: {} best {}", pos.to_fen(), r.best);
        }
        let _ = Square::new(0);
        if found[1] >= 3 && found[2] >= 3 && found[3] >= 3 {
            break;
        }
    }
}
