//! The position editor: place, move and remove pieces, set the side to move, clear or reset
//! the board, paste and copy FEN. Every change is checked by the FEN validation
//! ([`Setup::validate`]), and the problem is named in German and English; a valid position
//! goes on to play or analysis as its FEN. Pure: no I/O.
//!
//! Edits are never refused for making the board illegal (a position is built piece by
//! piece, through illegal boards); only FEN text that does not parse is refused.
//!
//! ```
//! use xiangqi::editor::{Editor, Validity};
//! use xiangqi::Lang;
//! use xiangqi::{Color, Piece, PieceKind, Square};
//! let mut e = Editor::new();
//! let third_horse = Piece::new(Color::Red, PieceKind::Horse);
//! let v = e.place(Square::parse_iccs("e4").unwrap(), third_horse);
//! assert!(matches!(v, Validity::Invalid(_)));
//! assert_eq!(e.problem_text(Lang::En).unwrap(), "Red has 3 horses; at most 2 are allowed.");
//! e.remove(Square::parse_iccs("e4").unwrap());
//! assert_eq!(e.validity(), Validity::Playable);
//! assert_eq!(e.fen(), xiangqi::START_FEN);
//! ```

use crate::fen::FenSyntaxError;
use crate::l10n::Locale;
use crate::notation::normalize_pasted_fen;
use crate::position::Position;
use crate::setup::{PositionError, Setup};
use crate::tr;
use crate::types::{Color, Piece, PieceKind, Square};

/// What the board in the editor is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Validity {
    /// A legal position with a move to make: it can be played or analysed.
    Playable,
    /// Legal, but the game would be over at once: nothing to play.
    Over(Ending),
    /// Not a legal position; the first problem found.
    Invalid(PositionError),
}

impl Validity {
    /// Can the position be played (against the computer or by two players) or analysed?
    pub fn is_playable(&self) -> bool {
        *self == Validity::Playable
    }
}

/// Why a legal position has nothing left to play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    Checkmate,
    /// No legal move while not in check.
    Stalemate,
    /// Neither side has a chariot, horse, cannon or soldier: a draw.
    NoAttackers,
}

/// Why an edit could not be made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EditError {
    #[error("there is no piece on {0}")]
    NoPiece(Square),
    #[error(transparent)]
    Fen(#[from] FenSyntaxError),
}

/// An editing session: a board that may be illegal while it is being built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Editor {
    setup: Setup,
}

impl Default for Editor {
    fn default() -> Self {
        Editor::new()
    }
}

impl Editor {
    /// The start position.
    pub fn new() -> Editor {
        Editor {
            setup: Setup::start(),
        }
    }

    /// A position to edit, from pasted FEN text (see [`normalize_pasted_fen`]); the position
    /// may be illegal, the text must parse.
    pub fn from_fen(text: &str) -> Result<Editor, EditError> {
        Ok(Editor {
            setup: Setup::parse(&normalize_pasted_fen(text))?,
        })
    }

    /// A position to edit (e.g. the current one of a game).
    pub fn from_position(pos: &Position) -> Editor {
        Editor {
            setup: pos.to_setup(),
        }
    }

    /// The board as it stands.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    pub fn piece_at(&self, point: Square) -> Option<Piece> {
        self.setup.piece_at(point)
    }

    pub fn side_to_move(&self) -> Color {
        self.setup.side
    }

    /// Puts `piece` on `point` (replacing what stood there).
    pub fn place(&mut self, point: Square, piece: Piece) -> Validity {
        self.setup.set(point, Some(piece));
        self.changed()
    }

    /// Takes the piece off `point` (nothing there: nothing happens).
    pub fn remove(&mut self, point: Square) -> Validity {
        self.setup.set(point, None);
        self.changed()
    }

    /// Moves the piece on `from` to `to` (replacing what stood there), by any path.
    pub fn move_piece(&mut self, from: Square, to: Square) -> Result<Validity, EditError> {
        let piece = self.setup.piece_at(from).ok_or(EditError::NoPiece(from))?;
        self.setup.set(from, None);
        self.setup.set(to, Some(piece));
        Ok(self.changed())
    }

    pub fn set_side_to_move(&mut self, side: Color) -> Validity {
        self.setup.side = side;
        self.validity()
    }

    /// Empties the board (the side to move stays).
    pub fn clear(&mut self) -> Validity {
        let side = self.setup.side;
        self.setup = Setup::empty();
        self.setup.side = side;
        self.changed()
    }

    /// Back to the start position.
    pub fn reset(&mut self) -> Validity {
        self.setup = Setup::start();
        self.validity()
    }

    /// Replaces the board with pasted FEN text; text that does not parse changes nothing.
    pub fn paste_fen(&mut self, text: &str) -> Result<Validity, EditError> {
        *self = Editor::from_fen(text)?;
        Ok(self.validity())
    }

    /// The board as FEN (to copy), legal or not.
    pub fn fen(&self) -> String {
        self.setup.to_fen()
    }

    /// How many more of `piece` may be placed (the palette greys out the rest).
    pub fn pieces_left(&self, piece: Piece) -> u32 {
        let on_board = self
            .setup
            .board
            .iter()
            .filter(|&&p| p == Some(piece))
            .count() as u32;
        piece.kind.max_count().saturating_sub(on_board)
    }

    /// Checks the board with the FEN validation.
    pub fn validity(&self) -> Validity {
        match self.position() {
            Err(e) => Validity::Invalid(e),
            Ok(pos) if !pos.has_legal_move() && pos.in_check() => Validity::Over(Ending::Checkmate),
            Ok(pos) if !pos.has_legal_move() => Validity::Over(Ending::Stalemate),
            Ok(pos) if !pos.has_attackers(Color::Red) && !pos.has_attackers(Color::Black) => {
                Validity::Over(Ending::NoAttackers)
            }
            Ok(_) => Validity::Playable,
        }
    }

    /// The position, when the board is legal.
    pub fn position(&self) -> Result<Position, PositionError> {
        self.setup.clone().into_position()
    }

    /// What is wrong (or why there is nothing to play), in words; `None` when playable.
    pub fn problem_text(&self, locale: impl Into<Locale>) -> Option<String> {
        validity_text(&self.validity(), locale)
    }

    /// A changed board starts a new game: the move counters go back to `0 1`.
    fn changed(&mut self) -> Validity {
        self.setup.halfmove = 0;
        self.setup.fullmove = 1;
        self.validity()
    }
}

/// [`Validity`] in words; `None` when playable.
pub fn validity_text(v: &Validity, locale: impl Into<Locale>) -> Option<String> {
    let l = locale.into();
    match v {
        Validity::Playable => None,
        Validity::Over(ending) => {
            let ending = match ending {
                Ending::Checkmate => "checkmate",
                Ending::Stalemate => "stalemate",
                Ending::NoAttackers => "no-attackers",
            };
            Some(tr!(l, "editor-over", ending = ending))
        }
        Validity::Invalid(e) => Some(problem_text(e, l)),
    }
}

/// A position error in words: "Rot hat 3 Pferde; erlaubt sind höchstens 2." (points in
/// ICCS).
///
/// ```
/// use xiangqi::editor::problem_text;
/// use xiangqi::Lang;
/// use xiangqi::{Color, PositionError};
/// let e = PositionError::OppositeCheck(Color::Black);
/// assert_eq!(problem_text(&e, Lang::De), "Schwarz steht im Schach, ist aber nicht am Zug.");
/// ```
pub fn problem_text(e: &PositionError, locale: impl Into<Locale>) -> String {
    let l = locale.into();
    match *e {
        PositionError::TooManyPieces {
            color,
            kind,
            count,
            max,
        } => tr!(
            l,
            "editor-too-many-pieces",
            color = color.name(),
            kind = kind.name(),
            count = count,
            max = max
        ),
        PositionError::MissingGeneral(color) => {
            tr!(l, "editor-missing-general", color = color.name())
        }
        PositionError::GeneralOutsidePalace { color, square } => tr!(
            l,
            "editor-general-outside-palace",
            color = color.name(),
            kind = PieceKind::General.name(),
            point = square.to_string()
        ),
        PositionError::UnreachablePoint {
            color,
            kind,
            square,
        } => tr!(
            l,
            "editor-unreachable-point",
            color = color.name(),
            kind = kind.name(),
            point = square.to_string()
        ),
        PositionError::SoldierBehindStart { color, square } => tr!(
            l,
            "editor-soldier-behind-start",
            color = color.name(),
            kind = PieceKind::Soldier.name(),
            point = square.to_string()
        ),
        PositionError::GeneralsFacing => tr!(l, "editor-generals-facing").into_owned(),
        PositionError::OppositeCheck(color) => {
            tr!(l, "editor-opposite-check", color = color.name())
        }
    }
}
