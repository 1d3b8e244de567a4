//! What the app says about a position: the move helper for a selected piece (legal, blocked
//! and risky targets, pieces giving check), dangers (own pieces attacked and not defended) and
//! the piece card (gait and situation). The UI only draws what these functions return.
//!
//! Iron pieces (handicap games) are passed in as `uncapturable`: points holding pieces that may
//! not be captured now. This module does not know the handicap rules themselves.
//!
//! ```
//! use xiangqi::explain::{move_help, BlockReason};
//! use xiangqi::Lang;
//! use xiangqi::{Bitboard, Position, Square};
//! let pos = Position::startpos();
//! let horse = Square::parse_iccs("h0").unwrap();
//! let help = move_help(&pos, horse, Bitboard::EMPTY).unwrap();
//! assert_eq!(help.legal.len(), 2); // g2 and i2
//! // f1 is blocked: the elephant on g0 stands on the horse's leg.
//! let f1 = help.blocked.iter().find(|b| b.to == Square::parse_iccs("f1").unwrap()).unwrap();
//! assert_eq!(f1.reason, BlockReason::HorseLeg);
//! assert_eq!(f1.blocker, Square::parse_iccs("g0"));
//! assert!(f1.status_line(Lang::De).starts_with("Fußangel"));
//! ```

mod text;

pub(crate) use text::reason_key;
pub use text::{block_name, gait, render_card, render_help, risky_line, status_line};

use crate::attacks::{tables, DIAGONAL, ORTHOGONAL};
use crate::bitboard::Bitboard;
use crate::l10n::Locale;
use crate::moves::Move;
use crate::position::Position;
use crate::types::{Color, Piece, PieceKind, Square};
use serde::{Serialize, Serializer};

fn ser_sq<S: Serializer>(s: &Square, ser: S) -> Result<S::Ok, S::Error> {
    ser.serialize_str(&s.to_string())
}

fn ser_opt_sq<S: Serializer>(s: &Option<Square>, ser: S) -> Result<S::Ok, S::Error> {
    match s {
        Some(s) => ser.serialize_some(&s.to_string()),
        None => ser.serialize_none(),
    }
}

fn ser_sqs<S: Serializer>(v: &[Square], ser: S) -> Result<S::Ok, S::Error> {
    ser.collect_seq(v.iter().map(|s| s.to_string()))
}

fn ser_piece<S: Serializer>(p: &Piece, ser: S) -> Result<S::Ok, S::Error> {
    ser.serialize_str(&format!("{} {}", p.color.name(), p.kind.name()))
}

/// Why a point the piece's pattern reaches is not a legal target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum BlockReason {
    /// A piece on the horse's leg point (Fußangel).
    HorseLeg,
    /// A piece on the elephant's eye (Elefantenauge).
    ElephantEye,
    /// Elephants never cross the river; soldiers move sideways only after crossing it.
    River,
    /// General and advisors stay in the palace.
    Palace,
    /// The move would leave (or keep) the own general in check.
    Check,
    /// The move would leave the generals facing each other on an open file.
    FlyingGeneral,
    /// The piece there may not be captured now (handicap games).
    IronPiece,
    /// An own piece stands there.
    OwnPiece,
    /// A cannon captures only over a screen; there is none in between.
    CannonNoScreen,
    /// A cannon captures over exactly one screen; there are more in between.
    CannonScreens,
}

impl BlockReason {
    /// Every reason.
    pub const ALL: [BlockReason; 10] = [
        BlockReason::HorseLeg,
        BlockReason::ElephantEye,
        BlockReason::River,
        BlockReason::Palace,
        BlockReason::Check,
        BlockReason::FlyingGeneral,
        BlockReason::IronPiece,
        BlockReason::OwnPiece,
        BlockReason::CannonNoScreen,
        BlockReason::CannonScreens,
    ];
}

/// A point the pattern reaches that is not a legal target.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct BlockedTarget {
    #[serde(serialize_with = "ser_sq")]
    pub to: Square,
    pub reason: BlockReason,
    /// The piece in the way (leg, eye, own piece, extra screen, the piece that would give
    /// check, the other general), where there is one.
    #[serde(serialize_with = "ser_opt_sq")]
    pub blocker: Option<Square>,
    /// The kind of the moving piece (the status line for `River` depends on it).
    #[serde(skip)]
    pub mover: PieceKind,
}

impl BlockedTarget {
    /// The status-line text for this target.
    pub fn status_line(&self, locale: impl Into<Locale>) -> String {
        status_line(self.reason, self.mover, locale)
    }
}

/// The move helper's answer for one selected piece.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct MoveHelp {
    #[serde(serialize_with = "ser_sq")]
    pub from: Square,
    #[serde(serialize_with = "ser_piece")]
    pub piece: Piece,
    /// Whether the piece belongs to the side to move. For the other side the targets are
    /// those it would have if it were its turn.
    pub to_move: bool,
    /// Legal targets (iron pieces excluded).
    #[serde(serialize_with = "ser_sqs")]
    pub legal: Vec<Square>,
    /// Legal targets where the opponent could capture the piece and no recapture is possible.
    #[serde(serialize_with = "ser_sqs")]
    pub risky: Vec<Square>,
    pub blocked: Vec<BlockedTarget>,
    /// Pieces giving check to the side to move (outlined by the UI).
    #[serde(serialize_with = "ser_sqs")]
    pub checkers: Vec<Square>,
}

/// The position with `color` to move, if that is a legal position.
fn as_mover(pos: &Position, color: Color) -> Option<Position> {
    if pos.side_to_move() == color {
        return Some(pos.clone());
    }
    if pos.in_check() {
        return None;
    }
    let mut p = pos.clone();
    p.make_null_move();
    Some(p)
}

/// Is the general of `color` safe (not attacked, not facing the other general) in `pos`?
fn general_safe(pos: &Position, color: Color) -> bool {
    !pos.is_attacked_by(pos.king_square(color), !color) && !pos.generals_facing()
}

/// Could the piece on `from` capture on `to` without exposing its own general, whatever
/// side is to move? (Pattern and iron pieces are the caller's business.)
fn capture_safe(pos: &Position, from: Square, to: Square) -> bool {
    let Some(p) = pos.piece_at(from) else {
        return false;
    };
    let mut q = pos.clone();
    q.make_move(Move::new(from, to));
    general_safe(&q, p.color)
}

/// Pieces of `by` that can capture the piece on `s` right now (own-general safety and iron
/// pieces respected).
pub fn capturers(pos: &Position, s: Square, by: Color, uncapturable: Bitboard) -> Vec<Square> {
    if uncapturable.contains(s) || !matches!(pos.piece_at(s), Some(p) if p.color != by) {
        return Vec::new();
    }
    pos.attackers(s, by)
        .into_iter()
        .filter(|&a| capture_safe(pos, a, s))
        .collect()
}

/// Pieces of the same colour that could recapture if the piece on `s` were taken.
pub fn defenders(pos: &Position, s: Square) -> Vec<Square> {
    let Some(p) = pos.piece_at(s) else {
        return Vec::new();
    };
    // A defender attacks `s` as if an enemy stood there; `attackers` ignores what is on `s`.
    pos.attackers(s, p.color)
        .into_iter()
        .filter(|&d| d != s && capture_safe(pos, d, s))
        .collect()
}

/// Can the enemy of the piece on `s` win it: capture it with no recapture possible?
fn hanging(pos: &Position, s: Square, uncapturable: Bitboard) -> bool {
    let Some(p) = pos.piece_at(s) else {
        return false;
    };
    capturers(pos, s, !p.color, uncapturable)
        .into_iter()
        .any(|a| {
            let mut q = pos.clone();
            q.make_move(Move::new(a, s));
            capturers(&q, s, p.color, Bitboard::EMPTY).is_empty()
        })
}

/// The move helper for the piece on `from`; `None` if the point is empty.
///
/// `uncapturable` holds the points of pieces that may not be captured now (iron pieces).
pub fn move_help(pos: &Position, from: Square, uncapturable: Bitboard) -> Option<MoveHelp> {
    let piece = pos.piece_at(from)?;
    let checkers: Vec<Square> = pos.checkers().into_iter().collect();
    let mut help = MoveHelp {
        from,
        piece,
        to_move: pos.side_to_move() == piece.color,
        legal: Vec::new(),
        risky: Vec::new(),
        blocked: Vec::new(),
        checkers,
    };
    let Some(mover_pos) = as_mover(pos, piece.color) else {
        return Some(help);
    };
    let pos = &mover_pos;
    let mut block = |to: Square, reason: BlockReason, blocker: Option<Square>| {
        help.blocked.push(BlockedTarget {
            to,
            reason,
            blocker,
            mover: piece.kind,
        })
    };
    let pseudo = pos.pseudo_targets(from);
    for to in pattern_blocks(pos, from, piece) {
        block(to.0, to.1, to.2);
    }
    for to in pseudo {
        if uncapturable.contains(to) {
            block(to, BlockReason::IronPiece, Some(to));
            continue;
        }
        if pos.is_legal(Move::new(from, to)) {
            help.legal.push(to);
            continue;
        }
        let after = pos.with_move(Move::new(from, to));
        let us = piece.color;
        let k = after.king_square(us);
        let attackers = after.attackers(k, !us);
        if attackers.is_empty() && after.generals_facing() {
            block(to, BlockReason::FlyingGeneral, Some(after.king_square(!us)));
        } else {
            block(to, BlockReason::Check, attackers.first());
        }
    }
    for &to in &help.legal {
        let after = pos.with_move(Move::new(from, to));
        if hanging(&after, to, Bitboard::EMPTY) {
            help.risky.push(to);
        }
    }
    help.blocked.sort_by_key(|b| b.to);
    Some(help)
}

/// Targets the pattern reaches but the piece cannot use, apart from check and iron pieces.
fn pattern_blocks(
    pos: &Position,
    from: Square,
    piece: Piece,
) -> Vec<(Square, BlockReason, Option<Square>)> {
    let us = piece.color;
    let own = pos.color_bb(us);
    let occ = pos.occupied();
    let mut out = Vec::new();
    let own_piece = |to: Square, out: &mut Vec<_>| {
        if own.contains(to) {
            out.push((to, BlockReason::OwnPiece, Some(to)));
            true
        } else {
            false
        }
    };
    match piece.kind {
        PieceKind::General | PieceKind::Advisor => {
            let dirs = if piece.kind == PieceKind::General {
                ORTHOGONAL
            } else {
                DIAGONAL
            };
            for (df, dr) in dirs {
                if let Some(to) = from.offset(df, dr) {
                    if !to.in_palace(us) {
                        out.push((to, BlockReason::Palace, None));
                    } else {
                        own_piece(to, &mut out);
                    }
                }
            }
        }
        PieceKind::Elephant => {
            for (df, dr) in DIAGONAL {
                let (Some(eye), Some(to)) = (from.offset(df, dr), from.offset(2 * df, 2 * dr))
                else {
                    continue;
                };
                if !to.on_own_half(us) {
                    out.push((to, BlockReason::River, None));
                } else if occ.contains(eye) {
                    out.push((to, BlockReason::ElephantEye, Some(eye)));
                } else {
                    own_piece(to, &mut out);
                }
            }
        }
        PieceKind::Horse => {
            for &(leg, targets) in &tables().horse_by_leg[from.index()] {
                let Some(leg) = leg else { continue };
                for to in targets {
                    if occ.contains(leg) {
                        out.push((to, BlockReason::HorseLeg, Some(leg)));
                    } else {
                        own_piece(to, &mut out);
                    }
                }
            }
        }
        PieceKind::Soldier => {
            let fwd = if us == Color::Red { 1 } else { -1 };
            if let Some(to) = from.offset(0, fwd) {
                own_piece(to, &mut out);
            }
            for df in [-1, 1] {
                if let Some(to) = from.offset(df, 0) {
                    if from.on_own_half(us) {
                        out.push((to, BlockReason::River, None));
                    } else {
                        own_piece(to, &mut out);
                    }
                }
            }
        }
        PieceKind::Chariot | PieceKind::Cannon => {
            for (df, dr) in ORTHOGONAL {
                // The pieces along this line, nearest first.
                let mut line = Vec::new();
                let mut k = 1;
                while let Some(s) = from.offset(df * k, dr * k) {
                    if occ.contains(s) {
                        line.push(s);
                    }
                    k += 1;
                }
                if piece.kind == PieceKind::Chariot {
                    if let Some(&first) = line.first() {
                        own_piece(first, &mut out);
                    }
                    continue;
                }
                match line.as_slice() {
                    [] => {}
                    [first, rest @ ..] => {
                        if !own.contains(*first) {
                            out.push((*first, BlockReason::CannonNoScreen, None));
                        }
                        if let Some(&second) = rest.first() {
                            // An enemy there is a normal capture; an own piece is explained.
                            own_piece(second, &mut out);
                            if let Some(&third) = rest[1..].iter().find(|s| !own.contains(**s)) {
                                out.push((third, BlockReason::CannonScreens, Some(second)));
                            }
                        }
                    }
                }
            }
        }
    }
    out
}

/// Own pieces of `color` that the opponent could win: attacked and not defended (a capture
/// with no recapture). Generals are not listed.
pub fn dangers(pos: &Position, color: Color, uncapturable: Bitboard) -> Vec<Square> {
    // Captures are judged by pattern and own-general safety, whoever is to move.
    (pos.color_bb(color) & !pos.pieces(color, PieceKind::General))
        .into_iter()
        .filter(|&s| hanging(pos, s, uncapturable))
        .collect()
}

/// Where a piece stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum Region {
    Palace,
    OwnHalf,
    AcrossRiver,
}

/// The piece card: gait and situation of one piece.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct PieceCard {
    #[serde(serialize_with = "ser_sq")]
    pub square: Square,
    #[serde(serialize_with = "ser_piece")]
    pub piece: Piece,
    pub region: Region,
    /// Enemy pieces it could capture now.
    #[serde(serialize_with = "ser_sqs")]
    pub attacks: Vec<Square>,
    /// Enemy pieces that could capture it now.
    #[serde(serialize_with = "ser_sqs")]
    pub attacked_by: Vec<Square>,
    /// Own pieces that could recapture on its point.
    #[serde(serialize_with = "ser_sqs")]
    pub defended_by: Vec<Square>,
    /// Moving it (off its line) would expose the own general; the enemy piece that pins it.
    #[serde(serialize_with = "ser_opt_sq")]
    pub pinned_by: Option<Square>,
    /// Number of legal moves (as if its side were to move).
    pub legal_moves: u32,
    /// It has no legal move.
    pub blocked: bool,
    /// Can the enemy win it (attacked and not defended)?
    pub in_danger: bool,
}

/// The piece card for the piece on `s`; `None` if the point is empty.
pub fn piece_card(pos: &Position, s: Square, uncapturable: Bitboard) -> Option<PieceCard> {
    let piece = pos.piece_at(s)?;
    let us = piece.color;
    let region = if s.in_palace(us) {
        Region::Palace
    } else if s.on_own_half(us) {
        Region::OwnHalf
    } else {
        Region::AcrossRiver
    };
    let help = move_help(pos, s, uncapturable)?;
    let attacks: Vec<Square> = help
        .legal
        .iter()
        .copied()
        .filter(|&t| pos.piece_at(t).is_some_and(|p| p.color != us))
        .collect();
    let attacked_by = capturers(pos, s, !us, uncapturable);
    let defended_by = defenders(pos, s);
    let pinned_by = if piece.kind == PieceKind::General {
        None
    } else {
        pinner(pos, s, us)
    };
    let in_danger = piece.kind != PieceKind::General && hanging(pos, s, uncapturable);
    Some(PieceCard {
        square: s,
        piece,
        region,
        attacks,
        attacked_by,
        defended_by,
        pinned_by,
        legal_moves: help.legal.len() as u32,
        blocked: help.legal.is_empty(),
        in_danger,
    })
}

/// The enemy piece that would attack `us`'s general if the piece on `s` were removed.
fn pinner(pos: &Position, s: Square, us: Color) -> Option<Square> {
    let k = pos.king_square(us);
    let occ = pos.occupied() & !Bitboard::from(s);
    let now = pos.attackers(k, !us);
    let without = pos.attackers_with(k, !us, occ) & occ;
    if let Some(p) = (without & !now).first() {
        return Some(p);
    }
    // The flying general: nothing but this piece between the generals.
    let ek = pos.king_square(!us);
    if ek.file() == k.file() && s.file() == k.file() {
        let (lo, hi) = (
            k.rank().index().min(ek.rank().index()),
            k.rank().index().max(ek.rank().index()),
        );
        let between = (lo + 1..hi)
            .filter_map(|r| Square::from_file_rank(k.file().index() as i32, r as i32))
            .filter(|&x| pos.occupied().contains(x))
            .collect::<Vec<_>>();
        if between == [s] {
            return Some(ek);
        }
    }
    None
}

/// The helper and the card as one JSON object `{"help": ..., "card": ...}` (points in ICCS).
pub fn to_json(help: &MoveHelp, card: &PieceCard) -> String {
    serde_json::json!({ "help": help, "card": card }).to_string()
}
