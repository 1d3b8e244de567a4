//! The five scores (text files beside this one, one per pentatonic mode) and the seeds of
//! their plucks' noise.

use super::MusicPiece;

const GONG: &str = include_str!("scores/1_gong.txt");
const SHANG: &str = include_str!("scores/2_shang.txt");
const JUE: &str = include_str!("scores/3_jue.txt");
const ZHI: &str = include_str!("scores/4_zhi.txt");
const YU: &str = include_str!("scores/5_yu.txt");

pub fn text(piece: MusicPiece) -> &'static str {
    match piece {
        MusicPiece::Gong => GONG,
        MusicPiece::Shang => SHANG,
        MusicPiece::Jue => JUE,
        MusicPiece::Zhi => ZHI,
        MusicPiece::Yu => YU,
    }
}

/// Each piece's plucks draw their noise from their own seed.
pub fn seed(piece: MusicPiece) -> u64 {
    const BASE: u64 = 0x5E_ED_0F_5A_4E;
    BASE + piece.number() as u64
}
