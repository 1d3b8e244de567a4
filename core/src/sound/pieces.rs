//! The five scores (text files beside this one, one per pentatonic mode) and the seeds of
//! their plucks' noise.

use super::Piece;

const GONG: &str = include_str!("scores/1_gong.txt");
const SHANG: &str = include_str!("scores/2_shang.txt");
const JUE: &str = include_str!("scores/3_jue.txt");
const ZHI: &str = include_str!("scores/4_zhi.txt");
const YU: &str = include_str!("scores/5_yu.txt");

pub fn text(piece: Piece) -> &'static str {
    match piece {
        Piece::Gong => GONG,
        Piece::Shang => SHANG,
        Piece::Jue => JUE,
        Piece::Zhi => ZHI,
        Piece::Yu => YU,
    }
}

/// Each piece's plucks draw their noise from their own seed.
pub fn seed(piece: Piece) -> u64 {
    const BASE: u64 = 0x5EED_0F_5A_4E;
    BASE + piece.number() as u64
}
