//! The position: a mailbox plus bitboards, piece identities, "has moved" flags and an
//! incrementally kept Zobrist hash. Make/unmake is in place (measured faster than copy-make:
//! the position is ~500 bytes, an unmake touches a handful of words).

use crate::attacks::{file_occupancy, tables};
use crate::bitboard::Bitboard;
use crate::moves::Move;
use crate::setup::Setup;
use crate::types::{Color, Piece, PieceKind, Square};

/// Plies without a capture after which the game is drawn (60 moves by each side).
pub const MOVE_LIMIT_PLIES: u32 = 120;
/// A stable identity for a physical piece, assigned when the position is set up (0..32) and
/// carried along as the piece moves: repetition judging follows "the same piece" with it, and
/// iron pieces (handicap) use its "has moved" flag.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PieceId(pub u8);

const NO_ID: u8 = u8::MAX;

/// What [`Position::make_move`] needs to take a move back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Undo {
    captured: Option<Piece>,
    captured_id: u8,
    halfmove: u32,
    hash: u64,
    moved: u32,
}

impl Undo {
    /// The piece the move captured, if any.
    pub fn captured(&self) -> Option<Piece> {
        self.captured
    }

    /// The identity of the captured piece, if any.
    pub fn captured_id(&self) -> Option<PieceId> {
        (self.captured_id != NO_ID).then_some(PieceId(self.captured_id))
    }
}

/// A legal Xiangqi position (both generals present, side not to move not in check, ...).
#[derive(Clone, PartialEq, Eq)]
pub struct Position {
    board: [Option<Piece>; 90],
    ids: [u8; 90],
    pieces: [[Bitboard; 7]; 2],
    by_color: [Bitboard; 2],
    occupied: Bitboard,
    file_occ: [u16; 9],
    king: [Square; 2],
    side: Color,
    halfmove: u32,
    fullmove: u32,
    hash: u64,
    moved: u32,
}

impl std::fmt::Debug for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Position({})", self.to_fen())
    }
}

impl std::hash::Hash for Position {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.hash.hash(state);
    }
}

impl Default for Position {
    fn default() -> Self {
        Position::startpos()
    }
}

impl Position {
    /// The standard start position.
    pub fn startpos() -> Position {
        Setup::start()
            .into_position()
            .expect("the start position is legal")
    }

    /// Parses and validates a FEN.
    ///
    /// ```
    /// use xiangqi::Position;
    /// let pos = Position::from_fen("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1").unwrap();
    /// assert_eq!(pos.legal_moves().len(), 2);
    /// // Generals facing each other on an open file: not a legal position.
    /// assert!(Position::from_fen("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1").is_err());
    /// ```
    pub fn from_fen(fen: &str) -> Result<Position, crate::fen::FenError> {
        let setup = Setup::parse(fen)?;
        Ok(setup.into_position()?)
    }

    /// Builds a position from a setup that was already validated.
    pub(crate) fn from_valid_setup(setup: &Setup) -> Position {
        let t = tables();
        let mut pos = Position {
            board: [None; 90],
            ids: [NO_ID; 90],
            pieces: [[Bitboard::EMPTY; 7]; 2],
            by_color: [Bitboard::EMPTY; 2],
            occupied: Bitboard::EMPTY,
            file_occ: [0; 9],
            king: [
                Square::from_index_unchecked(4),
                Square::from_index_unchecked(85),
            ],
            side: setup.side,
            halfmove: setup.halfmove,
            fullmove: setup.fullmove.max(1),
            hash: 0,
            moved: 0,
        };
        let mut next_id = 0u8;
        for s in Square::all() {
            if let Some(p) = setup.board[s.index()] {
                pos.put(p, s);
                pos.ids[s.index()] = next_id;
                next_id += 1;
                pos.hash ^= t.zobrist_piece[p.index()][s.index()];
                if p.kind == PieceKind::General {
                    pos.king[p.color.index()] = s;
                }
            }
        }
        if pos.side == Color::Black {
            pos.hash ^= t.zobrist_black;
        }
        pos
    }

    #[inline]
    fn put(&mut self, p: Piece, s: Square) {
        self.board[s.index()] = Some(p);
        self.pieces[p.color.index()][p.kind.index()].set(s);
        self.by_color[p.color.index()].set(s);
        self.occupied.set(s);
        self.file_occ[s.file().index()] |= 1 << s.rank().index();
    }

    /// The setup (unchecked form) of this position.
    pub fn to_setup(&self) -> Setup {
        Setup {
            board: self.board,
            side: self.side,
            halfmove: self.halfmove,
            fullmove: self.fullmove,
        }
    }

    /// FEN text (WXF style, `w`/`b`).
    pub fn to_fen(&self) -> String {
        self.to_setup().to_fen()
    }

    // ----- accessors -------------------------------------------------------------------

    #[inline]
    pub fn side_to_move(&self) -> Color {
        self.side
    }

    #[inline]
    pub fn piece_at(&self, s: Square) -> Option<Piece> {
        self.board[s.index()]
    }

    /// The identity of the piece on `s`.
    #[inline]
    pub fn piece_id_at(&self, s: Square) -> Option<PieceId> {
        let id = self.ids[s.index()];
        (id != NO_ID).then_some(PieceId(id))
    }

    /// Where the piece with this identity stands now (None once captured).
    pub fn square_of_id(&self, id: PieceId) -> Option<Square> {
        self.ids
            .iter()
            .position(|&x| x == id.0)
            .map(|i| Square::from_index_unchecked(i as u8))
    }

    /// Has the piece with this identity moved since the position was set up?
    #[inline]
    pub fn has_moved(&self, id: PieceId) -> bool {
        self.moved >> id.0 & 1 != 0
    }

    #[inline]
    pub fn pieces(&self, color: Color, kind: PieceKind) -> Bitboard {
        self.pieces[color.index()][kind.index()]
    }

    #[inline]
    pub fn color_bb(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }

    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.occupied
    }

    #[inline]
    pub fn king_square(&self, color: Color) -> Square {
        self.king[color.index()]
    }

    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Plies since the last capture.
    #[inline]
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove
    }

    #[inline]
    pub fn fullmove_number(&self) -> u32 {
        self.fullmove
    }

    #[inline]
    pub(crate) fn file_occ(&self, file: usize) -> u16 {
        self.file_occ[file]
    }

    /// The 60-move rule: [`MOVE_LIMIT_PLIES`] plies without a capture draw the game.
    #[inline(always)]
    pub fn move_limit_reached(&self) -> bool {
        self.halfmove_clock() >= MOVE_LIMIT_PLIES
    }

    /// Neither side has a chariot, horse, cannon or soldier left: a draw, nobody can mate.
    #[inline(always)]
    pub fn no_attackers_left(&self) -> bool {
        !self.has_attackers(Color::Red) && !self.has_attackers(Color::Black)
    }

    /// Does `color` still have a chariot, horse, cannon or soldier?
    pub fn has_attackers(&self, color: Color) -> bool {
        let p = &self.pieces[color.index()];
        (p[PieceKind::Chariot.index()]
            | p[PieceKind::Horse.index()]
            | p[PieceKind::Cannon.index()]
            | p[PieceKind::Soldier.index()])
        .nonempty()
    }

    /// The Zobrist hash computed from scratch (the incremental one must always equal it).
    pub fn compute_hash(&self) -> u64 {
        let t = tables();
        let mut h = 0;
        for s in self.occupied {
            let p = self.board[s.index()].expect("occupied point has a piece");
            h ^= t.zobrist_piece[p.index()][s.index()];
        }
        if self.side == Color::Black {
            h ^= t.zobrist_black;
        }
        h
    }

    /// Internal consistency of the redundant representations (for tests).
    pub fn is_consistent(&self) -> bool {
        let mut occ = Bitboard::EMPTY;
        for c in Color::ALL {
            let mut side = Bitboard::EMPTY;
            for k in PieceKind::ALL {
                let bb = self.pieces(c, k);
                for s in bb {
                    if self.board[s.index()] != Some(Piece::new(c, k)) {
                        return false;
                    }
                }
                side |= bb;
            }
            if side != self.by_color[c.index()] {
                return false;
            }
            occ |= side;
        }
        let files_ok = (0..9).all(|f| file_occupancy(occ, f) == self.file_occ[f]);
        let ids_ok = Square::all().all(|s| (self.ids[s.index()] == NO_ID) != occ.contains(s));
        occ == self.occupied
            && files_ok
            && ids_ok
            && self.board.iter().filter(|p| p.is_some()).count() == occ.count() as usize
            && self.hash == self.compute_hash()
            && self.pieces(Color::Red, PieceKind::General) == Bitboard::from(self.king[0])
            && self.pieces(Color::Black, PieceKind::General) == Bitboard::from(self.king[1])
    }

    // ----- make / unmake ---------------------------------------------------------------

    /// Plays a move that must be legal (or at least pseudo-legal with a piece of the side to
    /// move on its `from` point). Returns what [`Position::unmake_move`] needs.
    // Always inline (also `unmake_move`): the search calls them at every node.
    #[inline(always)]
    pub fn make_move(&mut self, m: Move) -> Undo {
        let t = tables();
        let (from, to) = (m.from(), m.to());
        let (fi, ti) = (from.index(), to.index());
        let piece = self.board[fi].expect("make_move: no piece on the from point");
        let captured = self.board[ti];
        let undo = Undo {
            captured,
            captured_id: self.ids[ti],
            halfmove: self.halfmove,
            hash: self.hash,
            moved: self.moved,
        };
        let us = piece.color.index();
        let from_bb = Bitboard::from(from);
        let to_bb = Bitboard::from(to);
        let mut h = self.hash ^ t.zobrist_black;
        if let Some(cap) = captured {
            let them = cap.color.index();
            self.pieces[them][cap.kind.index()] ^= to_bb;
            self.by_color[them] ^= to_bb;
            h ^= t.zobrist_piece[cap.index()][ti];
            self.halfmove = 0;
        } else {
            self.occupied ^= to_bb;
            self.file_occ[to.file().index()] ^= 1 << to.rank().index();
            self.halfmove += 1;
        }
        self.occupied ^= from_bb;
        self.file_occ[from.file().index()] ^= 1 << from.rank().index();
        self.pieces[us][piece.kind.index()] ^= from_bb | to_bb;
        self.by_color[us] ^= from_bb | to_bb;
        h ^= t.zobrist_piece[piece.index()][fi] ^ t.zobrist_piece[piece.index()][ti];
        self.board[ti] = Some(piece);
        self.board[fi] = None;
        let id = self.ids[fi];
        self.ids[ti] = id;
        self.ids[fi] = NO_ID;
        if id != NO_ID {
            self.moved |= 1 << id;
        }
        if piece.kind == PieceKind::General {
            self.king[us] = to;
        }
        if self.side == Color::Black {
            self.fullmove += 1;
        }
        self.side = !self.side;
        self.hash = h;
        undo
    }

    /// The hash the position will have after `m` (a move of a piece of the side to move),
    /// without playing it: lets a search fetch the table entry early.
    #[inline]
    pub fn hash_after(&self, m: Move) -> u64 {
        let t = tables();
        let (fi, ti) = (m.from().index(), m.to().index());
        let mut h = self.hash ^ t.zobrist_black;
        if let Some(piece) = self.board[fi] {
            h ^= t.zobrist_piece[piece.index()][fi] ^ t.zobrist_piece[piece.index()][ti];
        }
        if let Some(cap) = self.board[ti] {
            h ^= t.zobrist_piece[cap.index()][ti];
        }
        h
    }

    /// Takes back `m`, which must be the last move made, with the `undo` it returned.
    #[inline(always)]
    pub fn unmake_move(&mut self, m: Move, undo: Undo) {
        let (from, to) = (m.from(), m.to());
        let (fi, ti) = (from.index(), to.index());
        let piece = self.board[ti].expect("unmake_move: no piece on the to point");
        self.side = !self.side;
        if self.side == Color::Black {
            self.fullmove -= 1;
        }
        let us = piece.color.index();
        let from_bb = Bitboard::from(from);
        let to_bb = Bitboard::from(to);
        self.pieces[us][piece.kind.index()] ^= from_bb | to_bb;
        self.by_color[us] ^= from_bb | to_bb;
        self.occupied ^= from_bb;
        self.file_occ[from.file().index()] ^= 1 << from.rank().index();
        self.board[fi] = Some(piece);
        self.ids[fi] = self.ids[ti];
        if let Some(cap) = undo.captured {
            let them = cap.color.index();
            self.pieces[them][cap.kind.index()] ^= to_bb;
            self.by_color[them] ^= to_bb;
        } else {
            self.occupied ^= to_bb;
            self.file_occ[to.file().index()] ^= 1 << to.rank().index();
        }
        self.board[ti] = undo.captured;
        self.ids[ti] = undo.captured_id;
        if piece.kind == PieceKind::General {
            self.king[us] = from;
        }
        self.halfmove = undo.halfmove;
        self.hash = undo.hash;
        self.moved = undo.moved;
    }

    /// Passes the move (for null-move pruning). Only valid when not in check.
    pub fn make_null_move(&mut self) -> Undo {
        let undo = Undo {
            captured: None,
            captured_id: NO_ID,
            halfmove: self.halfmove,
            hash: self.hash,
            moved: self.moved,
        };
        self.hash ^= tables().zobrist_black;
        self.side = !self.side;
        self.halfmove += 1;
        undo
    }

    pub fn unmake_null_move(&mut self, undo: Undo) {
        self.side = !self.side;
        self.halfmove = undo.halfmove;
        self.hash = undo.hash;
    }

    /// A copy with `m` played (convenient outside hot paths).
    pub fn with_move(&self, m: Move) -> Position {
        let mut p = self.clone();
        p.make_move(m);
        p
    }
}
