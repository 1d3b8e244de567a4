//! The short styles: German and WXF letters, and traditional Chinese.
//!
//! WXF follows pyffish's `NOTATION_XIANGQI_WXF`: piece letter, the file of the moving piece
//! from the mover's right, `+`/`-`/`.`, then the steps (pieces moving straight along a file) or
//! the target file. Two like pieces on a file are told apart by `+` (front) / `-` (rear) when
//! the other piece's same displacement would stay on its board region, else by the file.
//! Three or more on a file, or pairs on two files, are numbered from the front in place of
//! the letter (`15+1`). German uses the same form with German letters, but always `+`/`-`
//! for exactly two on a file (seed 001's rule).

use super::desc::{file_rank_of, multi_tandem, rel_rank};
use super::file_number;
use crate::attacks::tables;
use crate::moves::Move;
use crate::position::Position;
use crate::types::{Color, PieceKind, Square};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Letters {
    German,
    Wxf,
}

pub(crate) fn letter(kind: PieceKind, letters: Letters) -> char {
    match (letters, kind) {
        (Letters::German, PieceKind::General) => 'G',
        (Letters::German, PieceKind::Advisor) => 'L',
        (Letters::German, PieceKind::Elephant) => 'E',
        (Letters::German, PieceKind::Horse) => 'P',
        (Letters::German, PieceKind::Chariot) => 'W',
        (Letters::German, PieceKind::Cannon) => 'K',
        (Letters::German, PieceKind::Soldier) => 'S',
        (Letters::Wxf, PieceKind::General) => 'K',
        (Letters::Wxf, PieceKind::Advisor) => 'A',
        (Letters::Wxf, PieceKind::Elephant) => 'E',
        (Letters::Wxf, PieceKind::Horse) => 'H',
        (Letters::Wxf, PieceKind::Chariot) => 'R',
        (Letters::Wxf, PieceKind::Cannon) => 'C',
        (Letters::Wxf, PieceKind::Soldier) => 'P',
    }
}

/// Where a piece of this kind may ever stand (pyffish's mobility region).
fn region_contains(color: Color, kind: PieceKind, s: Square) -> bool {
    match kind {
        PieceKind::General | PieceKind::Advisor => s.in_palace(color),
        PieceKind::Elephant => s.on_own_half(color),
        _ => true,
    }
}

pub(crate) fn format_short(pos: &Position, m: Move, letters: Letters) -> String {
    let (from, to) = (m.from(), m.to());
    let Some(p) = pos.piece_at(from) else {
        return m.to_string();
    };
    let us = p.color;
    let same = pos.pieces(us, p.kind);
    let (n, ahead) = file_rank_of(pos, us, p.kind, from);
    let multi = multi_tandem(same);
    let file_digit = char::from(b'0' + file_number(us, from.file().index()));
    let mut out = String::with_capacity(6);
    if n >= 3 || (n == 2 && multi) {
        out.push(char::from(b'1' + ahead as u8));
        out.push(file_digit);
    } else {
        out.push(letter(p.kind, letters));
        let tandem = n == 2 && {
            letters == Letters::German || {
                let other = (same & tables().file_bb[from.file().index()])
                    .into_iter()
                    .find(|&o| o != from);
                let df = to.file().index() as i32 - from.file().index() as i32;
                let dr = to.rank().index() as i32 - from.rank().index() as i32;
                other
                    .and_then(|o| o.offset(df, dr))
                    .is_some_and(|t| region_contains(us, p.kind, t))
            }
        };
        if tandem {
            out.push(if ahead == 0 { '+' } else { '-' });
        } else {
            out.push(file_digit);
        }
    }
    let (rf, rt) = (rel_rank(us, from), rel_rank(us, to));
    out.push(if rf == rt {
        '.'
    } else if rt > rf {
        '+'
    } else {
        '-'
    });
    let target = if from.file() == to.file() {
        rf.abs_diff(rt) as u8
    } else {
        file_number(us, to.file().index())
    };
    out.push(char::from(b'0' + target));
    out
}

const CN_NUM: [char; 9] = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];
const FW_NUM: [char; 9] = ['１', '２', '３', '４', '５', '６', '７', '８', '９'];

/// Red writes Chinese numerals, Black fullwidth digits (as the cchess library does).
fn numeral(color: Color, n: u8) -> char {
    let i = (n.clamp(1, 9) - 1) as usize;
    match color {
        Color::Red => CN_NUM[i],
        Color::Black => FW_NUM[i],
    }
}

/// A piece's character: the one the board draws (`scene::character`: 俥 傌 帥 for Red,
/// 車 馬 將 for Black), so the notation and the board read in one script.
pub(crate) fn zh_name(p: crate::types::Piece) -> char {
    crate::scene::character(p).chars().next().unwrap_or('?')
}

/// 前/中/後 and the ordinals for `n` like pieces on a file, `idx` counted from the front.
fn position_char(color: Color, n: u32, idx: u32) -> char {
    if idx == 0 {
        '前'
    } else if idx + 1 == n {
        '後'
    } else if n == 3 {
        '中'
    } else {
        numeral(color, idx as u8 + 1)
    }
}

/// Chinese notation in traditional characters, the script of the pieces on the board (the
/// cchess library's rules, written in its simplified script there): general, advisors and
/// elephants by file; two to five like pieces on a file by 前/中/後/二/三/四. With pairs of
/// soldiers on two files the file replaces the name (`前五進一`), the rule of the Chinese
/// competition rules, because `前兵進一` would not say which file.
pub(crate) fn format_chinese(pos: &Position, m: Move) -> String {
    let (from, to) = (m.from(), m.to());
    let Some(p) = pos.piece_at(from) else {
        return m.to_string();
    };
    let us = p.color;
    let mut out = String::with_capacity(12);
    let (n, ahead) = file_rank_of(pos, us, p.kind, from);
    let by_file = matches!(
        p.kind,
        PieceKind::General | PieceKind::Advisor | PieceKind::Elephant
    ) || n < 2;
    if by_file {
        out.push(zh_name(p));
        out.push(numeral(us, file_number(us, from.file().index())));
    } else if p.kind == PieceKind::Soldier && multi_tandem(pos.pieces(us, p.kind)) {
        out.push(position_char(us, n, ahead));
        out.push(numeral(us, file_number(us, from.file().index())));
    } else {
        out.push(position_char(us, n, ahead));
        out.push(zh_name(p));
    }
    let (rf, rt) = (rel_rank(us, from), rel_rank(us, to));
    out.push(if rf == rt {
        '平'
    } else if rt > rf {
        '進'
    } else {
        '退'
    });
    let target = if from.file() == to.file() {
        rf.abs_diff(rt) as u8
    } else {
        file_number(us, to.file().index())
    };
    out.push(numeral(us, target));
    out
}
