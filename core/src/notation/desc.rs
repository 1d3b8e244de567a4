//! A move description (what a notation text says about a move) and the parsers that produce
//! one from each style. A description is matched against the legal moves: a text is legal
//! if exactly one legal move fits it.

use super::{file_number, words, NotationError, Style};
use crate::attacks::tables;
use crate::bitboard::Bitboard;
use crate::moves::Move;
use crate::position::Position;
use crate::types::{Color, PieceKind, Square};

/// Which of several like pieces on one file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Sel {
    Front,
    Middle,
    Rear,
    /// 1-based, counted from the front.
    Nth(u8),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Dir {
    Forward,
    Back,
    Sideways,
}

/// What a text says about a move; `None` fields are not constrained.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct Desc {
    pub kind: Option<PieceKind>,
    pub sel: Option<Sel>,
    pub from_file: Option<u8>,
    pub dir: Option<Dir>,
    /// Points moved along the file.
    pub steps: Option<u8>,
    pub to_file: Option<u8>,
    /// The number after a direction in the short styles: steps for pieces moving straight,
    /// the target file for horse, elephant and advisor.
    pub amount: Option<u8>,
    pub captured: Option<PieceKind>,
    /// Both points given exactly (ICCS, coordinates).
    pub exact: Option<(Square, Square)>,
    /// WXF's numbered form (`15+1`): only pieces that form would name (three or more like
    /// pieces on the file, or two with another such pair on a second file).
    pub numbered: bool,
}

/// Moves straight along files and ranks (their forward/backward number counts steps).
pub(crate) fn moves_straight(kind: PieceKind) -> bool {
    matches!(
        kind,
        PieceKind::General | PieceKind::Chariot | PieceKind::Cannon | PieceKind::Soldier
    )
}

/// Rank seen from `color`'s side (0 = own back rank).
pub(crate) fn rel_rank(color: Color, s: Square) -> usize {
    match color {
        Color::Red => s.rank().index(),
        Color::Black => 9 - s.rank().index(),
    }
}

/// `color`'s pieces of `kind` on `s`'s file and the index of `s` among them from the front.
pub(crate) fn file_rank_of(pos: &Position, color: Color, kind: PieceKind, s: Square) -> (u32, u32) {
    let on_file = pos.pieces(color, kind) & tables().file_bb[s.file().index()];
    let ahead = on_file
        .into_iter()
        .filter(|&o| rel_rank(color, o) > rel_rank(color, s))
        .count() as u32;
    (on_file.count(), ahead)
}

/// Are there two or more files holding two or more of these pieces (WXF's "multi tandem")?
pub(crate) fn multi_tandem(bb: Bitboard) -> bool {
    let t = tables();
    t.file_bb
        .iter()
        .filter(|f| (bb & **f).more_than_one())
        .count()
        >= 2
}

pub(crate) fn sel_matches(sel: Sel, n: u32, idx: u32) -> bool {
    n >= 2
        && match sel {
            Sel::Front => idx == 0,
            Sel::Rear => idx == n - 1,
            Sel::Middle => n % 2 == 1 && idx == n / 2,
            Sel::Nth(k) => idx + 1 == k as u32,
        }
}

impl Desc {
    /// Does the legal move `m` fit this description?
    pub fn matches(&self, pos: &Position, m: Move) -> bool {
        let (from, to) = (m.from(), m.to());
        if let Some((f, t)) = self.exact {
            return f == from && t == to;
        }
        let Some(p) = pos.piece_at(from) else {
            return false;
        };
        let us = p.color;
        if self.kind.is_some_and(|k| k != p.kind) {
            return false;
        }
        if self
            .from_file
            .is_some_and(|f| f != file_number(us, from.file().index()))
        {
            return false;
        }
        if let Some(sel) = self.sel {
            let (n, idx) = file_rank_of(pos, us, p.kind, from);
            if !sel_matches(sel, n, idx) {
                return false;
            }
            if self.numbered && n < 3 && !multi_tandem(pos.pieces(us, p.kind)) {
                return false;
            }
        }
        let (rf, rt) = (rel_rank(us, from), rel_rank(us, to));
        let same_file = from.file() == to.file();
        let dr = rf.abs_diff(rt) as u8;
        if let Some(d) = self.dir {
            let ok = match d {
                Dir::Forward => rt > rf,
                Dir::Back => rt < rf,
                Dir::Sideways => rt == rf,
            };
            if !ok {
                return false;
            }
        }
        if self.steps.is_some_and(|s| !same_file || s != dr) {
            return false;
        }
        let to_num = file_number(us, to.file().index());
        if self.to_file.is_some_and(|f| f != to_num) {
            return false;
        }
        if let Some(a) = self.amount {
            let ok = if moves_straight(p.kind) {
                same_file && a == dr
            } else {
                a == to_num
            };
            if !ok {
                return false;
            }
        }
        if let Some(c) = self.captured {
            if pos.piece_at(to).map(|q| q.kind) != Some(c) {
                return false;
            }
        }
        true
    }

    /// The legal moves fitting this description.
    pub fn candidates(&self, pos: &Position) -> Vec<Move> {
        pos.legal_moves()
            .iter()
            .copied()
            .filter(|&m| self.matches(pos, m))
            .collect()
    }
}

/// Removes check/mate/annotation marks at the end.
pub(crate) fn strip_marks(text: &str) -> &str {
    let mut t = text.trim();
    loop {
        let Some(last) = t.chars().last() else {
            return t;
        };
        let before = t[..t.len() - last.len_utf8()].trim_end();
        let prev_is_digit = before.chars().last().is_some_and(|c| c.is_ascii_digit());
        if matches!(last, '!' | '#' | '?' | '！' | '？') || (last == '+' && prev_is_digit) {
            t = before;
        } else {
            return t;
        }
    }
}

/// Maps look-alike characters (fullwidth digits and signs, Unicode minus and dashes) to ASCII.
pub(crate) fn fold_char(c: char) -> char {
    match c {
        '０'..='９' => char::from_u32(c as u32 - '０' as u32 + '0' as u32).unwrap_or(c),
        '−' | '–' | '—' | '－' => '-',
        '＋' => '+',
        '＝' => '=',
        '．' | '·' => '.',
        _ => c,
    }
}

fn parse_short(text: &str, german: bool) -> Option<Desc> {
    let cs: Vec<char> = text
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(fold_char)
        .collect();
    if cs.len() != 4 {
        return None;
    }
    let digit = |c: char| {
        c.to_digit(10)
            .filter(|d| (1..=9).contains(d))
            .map(|d| d as u8)
    };
    let mut d = Desc::default();
    if let Some(n) = digit(cs[0]) {
        // Numbered like pieces: `15+1` = the first (front) piece on file 5.
        if n > 5 {
            return None;
        }
        d.sel = Some(Sel::Nth(n));
        d.numbered = true;
        d.from_file = Some(digit(cs[1])?);
    } else {
        let letter = cs[0].to_ascii_uppercase();
        d.kind = Some(if german {
            match letter {
                'G' => PieceKind::General,
                'L' => PieceKind::Advisor,
                'E' => PieceKind::Elephant,
                'P' => PieceKind::Horse,
                'W' => PieceKind::Chariot,
                'K' => PieceKind::Cannon,
                'S' => PieceKind::Soldier,
                _ => return None,
            }
        } else {
            match letter {
                'K' | 'G' => PieceKind::General,
                'A' => PieceKind::Advisor,
                'E' | 'B' => PieceKind::Elephant,
                'H' | 'N' => PieceKind::Horse,
                'R' => PieceKind::Chariot,
                'C' => PieceKind::Cannon,
                'P' => PieceKind::Soldier,
                _ => return None,
            }
        });
        match cs[1] {
            '+' => d.sel = Some(Sel::Front),
            '-' => d.sel = Some(Sel::Rear),
            '=' | '.' => d.sel = Some(Sel::Middle),
            c => d.from_file = Some(digit(c)?),
        }
    }
    let n = digit(cs[3])?;
    match cs[2] {
        '+' => d.dir = Some(Dir::Forward),
        '-' => d.dir = Some(Dir::Back),
        '=' | '.' => {
            d.dir = Some(Dir::Sideways);
            d.to_file = Some(n);
            return Some(d);
        }
        _ => return None,
    }
    d.amount = Some(n);
    Some(d)
}

fn zh_piece(c: char) -> Option<PieceKind> {
    Some(match c {
        '车' | '車' | '俥' | '伡' => PieceKind::Chariot,
        '马' | '馬' | '傌' | '㐷' => PieceKind::Horse,
        '炮' | '砲' | '包' => PieceKind::Cannon,
        '兵' | '卒' => PieceKind::Soldier,
        '相' | '象' => PieceKind::Elephant,
        '仕' | '士' => PieceKind::Advisor,
        '帅' | '帥' | '将' | '將' => PieceKind::General,
        _ => return None,
    })
}

fn zh_num(c: char) -> Option<u8> {
    const CN: [char; 9] = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];
    if let Some(i) = CN.iter().position(|&x| x == c) {
        return Some(i as u8 + 1);
    }
    fold_char(c)
        .to_digit(10)
        .filter(|d| (1..=9).contains(d))
        .map(|d| d as u8)
}

fn zh_dir(c: char) -> Option<Dir> {
    match c {
        '进' | '進' | '上' => Some(Dir::Forward),
        '退' | '下' => Some(Dir::Back),
        '平' => Some(Dir::Sideways),
        _ => None,
    }
}

fn zh_sel(c: char) -> Option<Sel> {
    match c {
        '前' => Some(Sel::Front),
        '中' => Some(Sel::Middle),
        '后' | '後' => Some(Sel::Rear),
        _ => zh_num(c).filter(|n| (1..=5).contains(n)).map(Sel::Nth),
    }
}

fn parse_chinese(text: &str) -> Option<Desc> {
    let cs: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
    let mut d = Desc::default();
    let rest = match cs.len() {
        4 => {
            if let Some(k) = zh_piece(cs[0]) {
                d.kind = Some(k);
                d.from_file = Some(zh_num(cs[1])?);
            } else {
                d.sel = Some(zh_sel(cs[0])?);
                if let Some(k) = zh_piece(cs[1]) {
                    d.kind = Some(k);
                } else {
                    // `前五进一`: soldiers on several files, the file replaces the name.
                    d.kind = Some(PieceKind::Soldier);
                    d.from_file = Some(zh_num(cs[1])?);
                }
            }
            &cs[2..]
        }
        5 => {
            d.sel = Some(zh_sel(cs[0])?);
            d.kind = Some(zh_piece(cs[1])?);
            d.from_file = Some(zh_num(cs[2])?);
            &cs[3..]
        }
        _ => return None,
    };
    let dir = zh_dir(rest[0])?;
    let n = zh_num(rest[1])?;
    d.dir = Some(dir);
    if dir == Dir::Sideways {
        d.to_file = Some(n);
    } else {
        d.amount = Some(n);
    }
    Some(d)
}

/// `h3-e3` (ranks 1..10); separators `-`, `x`, `×`, `:`.
fn parse_coords(text: &str) -> Option<Desc> {
    let t: String = text
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| fold_char(c).to_ascii_lowercase())
        .collect();
    let sep = t.find(['-', 'x', '×', ':'])?;
    let point = |s: &str| -> Option<Square> {
        let mut it = s.chars();
        let f = it.next()?;
        let r: String = it.collect();
        if r.is_empty() || r.len() > 2 || !r.chars().all(|c| c.is_ascii_digit()) {
            return None;
        }
        let r: i32 = r.parse().ok()?;
        if !(1..=10).contains(&r) || !('a'..='i').contains(&f) {
            return None;
        }
        Square::from_file_rank(f as i32 - 'a' as i32, r - 1)
    };
    let sep_len = t[sep..].chars().next()?.len_utf8();
    let from = point(&t[..sep])?;
    let to = point(&t[sep + sep_len..])?;
    Some(Desc {
        exact: Some((from, to)),
        ..Desc::default()
    })
}

/// ICCS `h2e2`; with `hyphen_ok` also `H2-E2` (the PGN `[Format "ICCS"]` spelling).
pub(crate) fn parse_iccs_text(text: &str, hyphen_ok: bool) -> Option<Move> {
    let mut t: String = text
        .trim()
        .chars()
        .map(|c| fold_char(c).to_ascii_lowercase())
        .collect();
    if hyphen_ok && t.len() == 5 && t.as_bytes().get(2) == Some(&b'-') {
        t.remove(2);
    }
    Move::parse_iccs(&t).ok()
}

/// Every syntactic reading of `text`, each with its style.
fn readings(text: &str, only: Option<Style>) -> Vec<(Style, Desc)> {
    let allow = |s: Style| only.is_none() || only == Some(s);
    let mut out = Vec::new();
    if allow(Style::Iccs) {
        if let Some(m) = parse_iccs_text(text, false) {
            out.push((
                Style::Iccs,
                Desc {
                    exact: Some((m.from(), m.to())),
                    ..Desc::default()
                },
            ));
        }
    }
    if allow(Style::Coords) {
        if let Some(d) = parse_coords(text) {
            out.push((Style::Coords, d));
        }
    }
    if allow(Style::De) {
        if let Some(d) = parse_short(text, true) {
            out.push((Style::De, d));
        }
    }
    if allow(Style::Wxf) {
        if let Some(d) = parse_short(text, false) {
            out.push((Style::Wxf, d));
        }
    }
    if allow(Style::Zh) {
        if let Some(d) = parse_chinese(text) {
            out.push((Style::Zh, d));
        }
    }
    if allow(Style::WordsDe) || allow(Style::WordsEn) {
        if let Some(d) = words::parse_words(text) {
            out.push((Style::WordsDe, d));
        }
    }
    out
}

pub(crate) fn parse_any(
    pos: &Position,
    text: &str,
    only: Option<Style>,
) -> Result<Move, NotationError> {
    let t = strip_marks(text);
    let rs = readings(t, only);
    if rs.is_empty() {
        return Err(NotationError::Syntax(text.to_string()));
    }
    let mut found: Vec<Move> = Vec::new();
    let mut reason = None;
    for (_, d) in &rs {
        if let Some((f, to)) = d.exact {
            if let Err(e) = pos.check_move(Move::new(f, to)) {
                reason = Some(e);
                continue;
            }
        }
        for m in d.candidates(pos) {
            if !found.contains(&m) {
                found.push(m);
            }
        }
    }
    match found.len() {
        0 => Err(NotationError::Illegal {
            text: text.to_string(),
            reason,
        }),
        1 => Ok(found[0]),
        _ => {
            found.sort();
            Err(NotationError::Ambiguous {
                text: text.to_string(),
                candidates: found,
            })
        }
    }
}
