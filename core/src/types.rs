//! Small `Copy` types: colours, piece kinds, pieces, files, ranks and points.

use std::fmt;

/// The two sides. Red moves first and starts at the bottom (ranks 0..4).
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum Color {
    Red = 0,
    Black = 1,
}

impl Color {
    pub const ALL: [Color; 2] = [Color::Red, Color::Black];

    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Lower-case English name: `red` / `black`.
    pub const fn name(self) -> &'static str {
        match self {
            Color::Red => "red",
            Color::Black => "black",
        }
    }

    /// The inverse of [`Color::name`].
    pub fn from_name(name: &str) -> Option<Color> {
        Color::ALL.into_iter().find(|c| c.name() == name)
    }

    /// The FEN side character (`w` for Red, as in WXF FEN; `b` for Black).
    pub const fn fen_char(self) -> char {
        match self {
            Color::Red => 'w',
            Color::Black => 'b',
        }
    }
}

impl std::ops::Not for Color {
    type Output = Color;
    #[inline]
    fn not(self) -> Color {
        match self {
            Color::Red => Color::Black,
            Color::Black => Color::Red,
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The seven kinds of pieces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum PieceKind {
    General = 0,
    Advisor = 1,
    Elephant = 2,
    Horse = 3,
    Chariot = 4,
    Cannon = 5,
    Soldier = 6,
}

impl PieceKind {
    pub const ALL: [PieceKind; 7] = [
        PieceKind::General,
        PieceKind::Advisor,
        PieceKind::Elephant,
        PieceKind::Horse,
        PieceKind::Chariot,
        PieceKind::Cannon,
        PieceKind::Soldier,
    ];

    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// How many of this kind a side has at the start (and at most).
    pub const fn max_count(self) -> u32 {
        match self {
            PieceKind::General => 1,
            PieceKind::Soldier => 5,
            _ => 2,
        }
    }

    /// Upper-case FEN letter (Red's letter).
    pub const fn fen_letter(self) -> char {
        match self {
            PieceKind::General => 'K',
            PieceKind::Advisor => 'A',
            PieceKind::Elephant => 'B',
            PieceKind::Horse => 'N',
            PieceKind::Chariot => 'R',
            PieceKind::Cannon => 'C',
            PieceKind::Soldier => 'P',
        }
    }

    /// Parses a FEN letter, either case, accepting `E` (elephant) and `H` (horse) as aliases.
    pub const fn from_fen_letter(c: char) -> Option<PieceKind> {
        Some(match c.to_ascii_uppercase() {
            'K' => PieceKind::General,
            'A' => PieceKind::Advisor,
            'B' | 'E' => PieceKind::Elephant,
            'N' | 'H' => PieceKind::Horse,
            'R' => PieceKind::Chariot,
            'C' => PieceKind::Cannon,
            'P' => PieceKind::Soldier,
            _ => return None,
        })
    }

    /// Lower-case English name.
    pub const fn name(self) -> &'static str {
        match self {
            PieceKind::General => "general",
            PieceKind::Advisor => "advisor",
            PieceKind::Elephant => "elephant",
            PieceKind::Horse => "horse",
            PieceKind::Chariot => "chariot",
            PieceKind::Cannon => "cannon",
            PieceKind::Soldier => "soldier",
        }
    }

    /// Chariot, horse, cannon or soldier: the pieces that can still give mate.
    pub const fn is_attacker(self) -> bool {
        matches!(
            self,
            PieceKind::Chariot | PieceKind::Horse | PieceKind::Cannon | PieceKind::Soldier
        )
    }
}

impl fmt::Display for PieceKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A coloured piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct Piece {
    pub color: Color,
    pub kind: PieceKind,
}

impl Piece {
    #[inline]
    pub const fn new(color: Color, kind: PieceKind) -> Piece {
        Piece { color, kind }
    }

    /// Dense index 0..14 (colour-major), used for hash keys and tables.
    #[inline]
    pub const fn index(self) -> usize {
        self.color.index() * 7 + self.kind.index()
    }

    /// FEN letter: upper case for Red, lower case for Black.
    pub const fn fen_char(self) -> char {
        let c = self.kind.fen_letter();
        match self.color {
            Color::Red => c,
            Color::Black => c.to_ascii_lowercase(),
        }
    }

    pub fn from_fen_char(c: char) -> Option<Piece> {
        let kind = PieceKind::from_fen_letter(c)?;
        let color = if c.is_ascii_uppercase() {
            Color::Red
        } else {
            Color::Black
        };
        Some(Piece { color, kind })
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.fen_char())
    }
}

/// One of the nine files, `a`..`i` from Red's left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct File(u8);

impl File {
    pub const COUNT: usize = 9;

    pub const fn new(index: u8) -> Option<File> {
        if index < 9 {
            Some(File(index))
        } else {
            None
        }
    }

    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    pub const fn char(self) -> char {
        (b'a' + self.0) as char
    }

    pub const fn from_char(c: char) -> Option<File> {
        match c {
            'a'..='i' => Some(File(c as u8 - b'a')),
            _ => None,
        }
    }
}

/// One of the ten ranks, 0 (Red's back rank) to 9 (Black's back rank).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rank(u8);

impl Rank {
    pub const COUNT: usize = 10;

    pub const fn new(index: u8) -> Option<Rank> {
        if index < 10 {
            Some(Rank(index))
        } else {
            None
        }
    }

    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// One of the 90 points of the board, indexed `rank * 9 + file`.
/// File and rank of each point index: a load instead of a division in the hottest code.
/// 256 entries, so that any `u8` index needs no bounds check.
const FILE_OF: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut i = 0;
    while i < 256 {
        t[i] = (i % 9) as u8;
        i += 1;
    }
    t
};
const RANK_OF: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut i = 0;
    while i < 256 {
        t[i] = (i / 9) as u8;
        i += 1;
    }
    t
};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    pub const COUNT: usize = 90;

    #[inline]
    pub const fn new(index: u8) -> Option<Square> {
        if index < 90 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// # Safety-free contract
    /// `index` must be below 90; checked in debug builds.
    #[inline]
    pub(crate) const fn from_index_unchecked(index: u8) -> Square {
        debug_assert!(index < 90);
        Square(index)
    }

    #[inline]
    pub const fn from_coords(file: File, rank: Rank) -> Square {
        Square(rank.0 * 9 + file.0)
    }

    /// From raw file (0..8) and rank (0..9) numbers; `None` off the board.
    #[inline]
    pub const fn from_file_rank(file: i32, rank: i32) -> Option<Square> {
        if file >= 0 && file < 9 && rank >= 0 && rank < 10 {
            Some(Square((rank * 9 + file) as u8))
        } else {
            None
        }
    }

    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    #[inline]
    pub const fn file(self) -> File {
        File(FILE_OF[self.0 as usize])
    }

    #[inline]
    pub const fn rank(self) -> Rank {
        Rank(RANK_OF[self.0 as usize])
    }

    /// Offsets by whole files and ranks; `None` off the board.
    #[inline]
    pub const fn offset(self, dfile: i32, drank: i32) -> Option<Square> {
        Square::from_file_rank(self.0 as i32 % 9 + dfile, self.0 as i32 / 9 + drank)
    }

    /// Mirror across the river (rank r -> 9 - r), same file.
    #[inline]
    pub const fn flip_rank(self) -> Square {
        Square((9 - self.0 / 9) * 9 + self.0 % 9)
    }

    /// Is this point on `color`'s own half of the board?
    #[inline]
    pub const fn on_own_half(self, color: Color) -> bool {
        match color {
            Color::Red => self.0 / 9 <= 4,
            Color::Black => self.0 / 9 >= 5,
        }
    }

    /// Is this point inside `color`'s palace?
    #[inline]
    pub const fn in_palace(self, color: Color) -> bool {
        let f = self.0 % 9;
        let r = self.0 / 9;
        let rank_ok = match color {
            Color::Red => r <= 2,
            Color::Black => r >= 7,
        };
        f >= 3 && f <= 5 && rank_ok
    }

    /// Parses an ICCS point such as `h2` (ranks 0..9).
    pub fn parse_iccs(text: &str) -> Option<Square> {
        let mut chars = text.chars();
        let f = File::from_char(chars.next()?)?;
        let r = chars.next()?.to_digit(10)?;
        if chars.next().is_some() {
            return None;
        }
        Some(Square::from_coords(f, Rank(r as u8)))
    }

    pub fn all() -> impl Iterator<Item = Square> {
        (0..90u8).map(Square)
    }
}

impl fmt::Display for Square {
    /// ICCS form, e.g. `h2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file().char(), self.rank().0)
    }
}
