//! Game setups (standard, handicap, FEN), house rules, and the [`RuleSet`] that filters the
//! rules core's legal moves by the handicap rules (iron pieces, forest chariots).
//!
//! Reading of seed 003 for the handicap *giver* (normally Red; with the house-rule handicap
//! vs. the computer, whichever colour the computer plays):
//! - The giver's setup is the handicap setup of seed 003 seen from the giver's own side:
//!   "left" is the giver's own left. For a Black giver the Red setup is turned by 180°
//!   (a0 -> i9, b0 -> h9, e3 -> e6, b2 -> h7). Red still moves first.
//! - Iron pieces and forest chariots belong to the giver; the taker (the other side) may not
//!   capture them: the horse next to the missing chariot, the remaining cannon, the middle
//!   soldier in both horse handicaps (capturable when the capture gives check), and in the
//!   two-horse handicap a chariot whose first move is the single step from its corner to the
//!   empty horse point, while it stays there.
//! - An iron piece stops being iron once it has moved (it never becomes iron again).

use crate::bitboard::Bitboard;
use crate::fen::FenError;
use crate::movegen::IllegalMove;
use crate::moves::{Move, MoveList};
use crate::position::{PieceId, Position};
use crate::setup::Setup;
use crate::types::{Color, Piece, PieceKind, Square};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The five handicaps of seed 003.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum Handicap {
    /// Without the left chariot; the horse next to it is iron.
    Chariot,
    /// Without the left cannon; the remaining cannon is iron.
    Cannon,
    /// Without the left horse; the middle soldier is iron.
    Horse,
    /// Without both horses; the middle soldier is iron; forest chariots.
    TwoHorses,
    /// Without all soldiers, elephants and advisors; no iron pieces.
    Nine,
}

impl Handicap {
    pub const ALL: [Handicap; 5] = [
        Handicap::Chariot,
        Handicap::Cannon,
        Handicap::Horse,
        Handicap::TwoHorses,
        Handicap::Nine,
    ];

    /// The stable name: `chariot`, `cannon`, `horse`, `two-horses`, `nine`.
    pub const fn name(self) -> &'static str {
        match self {
            Handicap::Chariot => "chariot",
            Handicap::Cannon => "cannon",
            Handicap::Horse => "horse",
            Handicap::TwoHorses => "two-horses",
            Handicap::Nine => "nine",
        }
    }

    pub fn parse(name: &str) -> Option<Handicap> {
        Handicap::ALL.into_iter().find(|h| h.name() == name.trim())
    }

    /// Points (in Red's frame: giver = Red) that are emptied by this handicap.
    fn removed(self) -> &'static [&'static str] {
        match self {
            Handicap::Chariot => &["a0"],
            Handicap::Cannon => &["b2"],
            Handicap::Horse => &["b0"],
            Handicap::TwoHorses => &["b0", "h0"],
            Handicap::Nine => &["a3", "c3", "e3", "g3", "i3", "c0", "g0", "d0", "f0"],
        }
    }

    /// The iron piece's start point (Red's frame) and whether capturing it with check is allowed.
    fn iron(self) -> Option<(&'static str, bool)> {
        match self {
            Handicap::Chariot => Some(("b0", false)),
            Handicap::Cannon => Some(("h2", false)),
            Handicap::Horse | Handicap::TwoHorses => Some(("e3", true)),
            Handicap::Nine => None,
        }
    }

    /// Forest chariots (Red's frame): (corner, horse point).
    fn forests(self) -> &'static [(&'static str, &'static str)] {
        match self {
            Handicap::TwoHorses => &[("a0", "b0"), ("i0", "h0")],
            _ => &[],
        }
    }
}

impl fmt::Display for Handicap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is not one of [`Handicap::ALL`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown handicap {0:?} (chariot, cannon, horse, two-horses, nine)")]
pub struct UnknownHandicap(pub String);

impl std::str::FromStr for Handicap {
    type Err = UnknownHandicap;
    fn from_str(s: &str) -> Result<Handicap, UnknownHandicap> {
        Handicap::parse(s).ok_or_else(|| UnknownHandicap(s.to_string()))
    }
}

/// The house rule against the computer: the computer plays without a horse, a chariot or both
/// horses (its remaining pieces follow the handicap's iron rules).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum ComputerHandicap {
    Horse,
    Chariot,
    TwoHorses,
}

impl ComputerHandicap {
    pub const ALL: [ComputerHandicap; 3] = [
        ComputerHandicap::Horse,
        ComputerHandicap::Chariot,
        ComputerHandicap::TwoHorses,
    ];

    /// `horse`, `chariot`, `two-horses`.
    pub const fn name(self) -> &'static str {
        self.handicap().name()
    }

    /// The table handicap the computer gives.
    pub const fn handicap(self) -> Handicap {
        match self {
            ComputerHandicap::Horse => Handicap::Horse,
            ComputerHandicap::Chariot => Handicap::Chariot,
            ComputerHandicap::TwoHorses => Handicap::TwoHorses,
        }
    }

    pub fn parse(name: &str) -> Option<ComputerHandicap> {
        ComputerHandicap::ALL
            .into_iter()
            .find(|h| h.name() == name.trim())
    }
}

/// A name that is not one of [`ComputerHandicap::ALL`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown computer handicap {0:?} (horse, chariot, two-horses)")]
pub struct UnknownComputerHandicap(pub String);

impl std::str::FromStr for ComputerHandicap {
    type Err = UnknownComputerHandicap;
    fn from_str(s: &str) -> Result<ComputerHandicap, UnknownComputerHandicap> {
        ComputerHandicap::parse(s).ok_or_else(|| UnknownComputerHandicap(s.to_string()))
    }
}

/// How a game starts. Text form (also the serde form), for storage:
/// `standard`, a handicap name (`chariot`, `cannon`, `horse`, `two-horses`, `nine`; Red gives),
/// `black-<name>` (Black gives: the computer-handicap house rule with the computer as Black),
/// or FEN text.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum GameSetup {
    Standard,
    /// `giver` plays without the pieces; its remaining pieces may be iron.
    Handicap {
        handicap: Handicap,
        giver: Color,
    },
    /// Any legal position; no iron pieces.
    Fen(String),
}

/// A setup text that is neither a known name nor a legal FEN.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    #[error("unknown setup {0:?} (use standard, chariot, cannon, horse, two-horses, nine, black-<handicap> or a FEN)")]
    UnknownName(String),
    #[error("bad FEN: {0}")]
    Fen(#[from] FenError),
}

impl GameSetup {
    /// A handicap given by Red (the usual handicap game).
    pub const fn handicap(handicap: Handicap) -> GameSetup {
        GameSetup::Handicap {
            handicap,
            giver: Color::Red,
        }
    }

    /// The house-rule handicap vs. the computer: the computer (`computer`) gives `handicap`.
    pub const fn computer_handicap(handicap: Handicap, computer: Color) -> GameSetup {
        GameSetup::Handicap {
            handicap,
            giver: computer,
        }
    }

    /// Parses the text form (see the type's docs). FEN text is validated.
    pub fn parse(text: &str) -> Result<GameSetup, SetupError> {
        let t = text.trim();
        if t == "standard" {
            return Ok(GameSetup::Standard);
        }
        if let Some(h) = Handicap::parse(t) {
            return Ok(GameSetup::handicap(h));
        }
        if let Some(h) = t.strip_prefix("black-").and_then(Handicap::parse) {
            return Ok(GameSetup::computer_handicap(h, Color::Black));
        }
        if t.contains('/') {
            Position::from_fen(t)?;
            return Ok(GameSetup::Fen(t.to_string()));
        }
        Err(SetupError::UnknownName(t.to_string()))
    }

    /// The start position (piece ids are assigned here; iron pieces are found by them).
    pub fn start_position(&self) -> Result<Position, SetupError> {
        match self {
            GameSetup::Standard => Ok(Position::startpos()),
            GameSetup::Fen(f) => Ok(Position::from_fen(f)?),
            GameSetup::Handicap { handicap, giver } => {
                let mut setup = Setup::start();
                for name in handicap.removed() {
                    setup.set(frame(name, *giver), None);
                }
                // A handicap setup is always legal: only pieces of the giver are removed and
                // never its general.
                Ok(setup.into_position().map_err(FenError::from)?)
            }
        }
    }

    /// The starting FEN.
    pub fn start_fen(&self) -> Result<String, SetupError> {
        Ok(self.start_position()?.to_fen())
    }
}

impl fmt::Display for GameSetup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameSetup::Standard => f.write_str("standard"),
            GameSetup::Handicap {
                handicap,
                giver: Color::Red,
            } => f.write_str(handicap.name()),
            GameSetup::Handicap {
                handicap,
                giver: Color::Black,
            } => write!(f, "black-{}", handicap.name()),
            GameSetup::Fen(t) => f.write_str(t),
        }
    }
}

impl From<GameSetup> for String {
    fn from(s: GameSetup) -> String {
        s.to_string()
    }
}

impl TryFrom<String> for GameSetup {
    type Error = SetupError;
    fn try_from(s: String) -> Result<GameSetup, SetupError> {
        GameSetup::parse(&s)
    }
}

/// A point given in Red's frame, turned 180° for a Black giver.
fn frame(name: &str, giver: Color) -> Square {
    // Only called with the constant point names of this module.
    let s = Square::parse_iccs(name).expect("constant point name");
    match giver {
        Color::Red => s,
        Color::Black => {
            Square::from_file_rank(8 - s.file().index() as i32, 9 - s.rank().index() as i32)
                .expect("the turned point is on the board")
        }
    }
}

/// House rules (vs. computer and two players on one device; never online).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct HouseRules {
    /// "Perpetual check only": perpetual chase counts as nothing.
    pub perpetual_check_only: bool,
    /// Stalemate is a draw instead of a loss.
    pub stalemate_is_draw: bool,
    /// Against the computer: what the computer gives up. The game's setup carries it out
    /// ([`GameSetup::computer_handicap`]); the rules themselves never read this field.
    pub computer_handicap: Option<ComputerHandicap>,
}

/// An unknown house-rule name.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown house rule {0:?} (use check-only, stalemate-draw)")]
pub struct HouseRuleError(pub String);

impl HouseRules {
    /// Parses a comma-separated list: `check-only`, `stalemate-draw` (empty = none).
    pub fn parse_list(text: &str) -> Result<HouseRules, HouseRuleError> {
        let mut h = HouseRules::default();
        for item in text.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            match item {
                "check-only" => h.perpetual_check_only = true,
                "stalemate-draw" => h.stalemate_is_draw = true,
                other => return Err(HouseRuleError(other.to_string())),
            }
        }
        Ok(h)
    }
}

/// A small `Copy` set of piece identities (bit `id` set; ids are 0..32).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PieceSet(pub u32);

impl PieceSet {
    pub const EMPTY: PieceSet = PieceSet(0);
    pub const ALL: PieceSet = PieceSet(u32::MAX);

    #[inline]
    pub fn insert(&mut self, id: PieceId) {
        if id.0 < 32 {
            self.0 |= 1 << id.0;
        }
    }

    #[inline]
    pub const fn contains(self, id: PieceId) -> bool {
        id.0 < 32 && self.0 >> id.0 & 1 != 0
    }

    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    #[inline]
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    #[inline]
    pub const fn intersect(self, other: PieceSet) -> PieceSet {
        PieceSet(self.0 & other.0)
    }

    /// The ids in ascending order.
    pub fn iter(self) -> impl Iterator<Item = PieceId> {
        (0..32u8).filter(move |i| self.0 >> i & 1 != 0).map(PieceId)
    }
}

/// Why a move may not be played in this game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum GameMoveError {
    /// Not a legal move by the standard rules.
    #[error("{0}")]
    Illegal(#[from] IllegalMove),
    /// The target holds an unmoved iron piece (handicap).
    #[error("iron piece: the {kind} on {square} may not be captured before it has moved")]
    IronPiece { square: Square, kind: PieceKind },
    /// The target holds a forest chariot (two-horse handicap).
    #[error("iron piece: the forest chariot on {square} may not be captured while it stays there")]
    ForestChariot { square: Square },
    /// The game has already ended.
    #[error("the game is already over")]
    GameOver,
}

/// Most iron pieces of one handicap (one per handicap today; room for a local variant).
const MAX_IRON: usize = 2;
/// Forest chariots of the two-horse handicap.
const MAX_FOREST: usize = 2;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Iron {
    id: PieceId,
    home: Square,
    /// May be captured when the capture gives check (the middle soldier).
    check_ok: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ForestState {
    /// The chariot has not moved yet.
    Unmoved,
    /// Its first move was the step to the horse point and it has stayed there.
    Standing,
    /// It moved otherwise, or left the point: an ordinary chariot from now on.
    Gone,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Forest {
    id: PieceId,
    corner: Square,
    point: Square,
    state: ForestState,
}

/// The rules of one game: house rules plus the handicap's iron pieces and forest chariots.
///
/// `Copy` (about 60 bytes) and pure. Iron status is read from the position's "has moved"
/// flags, so the position must descend from the game's start position (do not rebuild it from
/// FEN: piece ids and flags would be reset). Forest chariots need one bit of history: call
/// [`RuleSet::apply_move`] for every move played (the engine copies the `RuleSet` per node);
/// a `RuleSet` that was not advanced never treats a chariot as a forest chariot, which only
/// errs towards allowing captures.
///
/// ```
/// use xiangqi::game::{GameSetup, Handicap, HouseRules, RuleSet};
/// use xiangqi::Move;
/// let setup = GameSetup::handicap(Handicap::Chariot);
/// let mut pos = setup.start_position().unwrap();
/// let mut rules = RuleSet::new(&setup, &pos, HouseRules::default());
/// for m in ["b0c2", "h9g7"] {
///     let m = Move::parse_iccs(m).unwrap();
///     rules.apply_move(&pos, m);
///     pos.make_move(m);
/// }
/// // The b0 horse moved, so it is no longer iron: nothing is protected now.
/// assert!(rules.protected_points(&pos).is_empty());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RuleSet {
    pub house: HouseRules,
    /// The side whose pieces are iron (the handicap giver).
    giver: Color,
    iron: [Option<Iron>; MAX_IRON],
    forest: [Option<Forest>; MAX_FOREST],
}

impl Default for RuleSet {
    fn default() -> Self {
        RuleSet::standard(HouseRules::default())
    }
}

impl RuleSet {
    /// Standard rules (no iron pieces) with the given house rules.
    pub const fn standard(house: HouseRules) -> RuleSet {
        RuleSet {
            house,
            giver: Color::Red,
            iron: [None; MAX_IRON],
            forest: [None; MAX_FOREST],
        }
    }

    /// The rules for a game from `setup`; `start` is normally `setup.start_position()` (its
    /// piece ids identify the iron pieces). Any position works: the giver's piece of the right
    /// kind standing on an iron point (unmoved, as in every freshly parsed FEN) is iron, which
    /// lets tests and puzzles set up handicap middle games.
    pub fn new(setup: &GameSetup, start: &Position, house: HouseRules) -> RuleSet {
        let mut rules = RuleSet::standard(house);
        let GameSetup::Handicap { handicap, giver } = *setup else {
            return rules;
        };
        rules.giver = giver;
        let owned =
            |sq: Square, kind: PieceKind| start.piece_at(sq) == Some(Piece::new(giver, kind));
        if let Some((name, check_ok)) = handicap.iron() {
            let home = frame(name, giver);
            let kind = match handicap {
                Handicap::Chariot => PieceKind::Horse,
                Handicap::Cannon => PieceKind::Cannon,
                _ => PieceKind::Soldier,
            };
            if let Some(id) = start.piece_id_at(home).filter(|_| owned(home, kind)) {
                rules.iron[0] = Some(Iron { id, home, check_ok });
            }
        }
        for (i, (corner, point)) in handicap.forests().iter().enumerate() {
            let corner = frame(corner, giver);
            if let Some(id) = start
                .piece_id_at(corner)
                .filter(|_| owned(corner, PieceKind::Chariot))
            {
                rules.forest[i] = Some(Forest {
                    id,
                    corner,
                    point: frame(point, giver),
                    state: ForestState::Unmoved,
                });
            }
        }
        rules
    }

    /// The side whose pieces may be iron (Red unless a Black giver was chosen).
    pub fn giver(&self) -> Color {
        self.giver
    }

    /// Does this game have any iron pieces or forest chariots at all?
    pub fn has_handicap_rules(&self) -> bool {
        self.iron.iter().any(Option::is_some) || self.forest.iter().any(Option::is_some)
    }

    /// Updates the forest-chariot state for `m` played in `before` (call before making it).
    #[inline]
    pub fn apply_move(&mut self, before: &Position, m: Move) {
        let Some(id) = before.piece_id_at(m.from()) else {
            return;
        };
        for f in self.forest.iter_mut().flatten() {
            if f.id != id {
                continue;
            }
            f.state = match f.state {
                ForestState::Unmoved
                    if !before.has_moved(id) && m.from() == f.corner && m.to() == f.point =>
                {
                    ForestState::Standing
                }
                _ => ForestState::Gone,
            };
        }
    }

    /// A copy advanced by `m` (see [`RuleSet::apply_move`]).
    #[inline]
    pub fn after_move(&self, before: &Position, m: Move) -> RuleSet {
        let mut r = *self;
        r.apply_move(before, m);
        r
    }

    /// Points holding pieces that the side to move may not capture now (unmoved iron pieces
    /// and standing forest chariots of the giver). The iron middle soldier is included even
    /// though a capture of it that gives check is allowed; [`RuleSet::check_move`] decides.
    #[inline]
    pub fn protected_points(&self, pos: &Position) -> Bitboard {
        let mut bb = Bitboard::EMPTY;
        if pos.side_to_move() == self.giver {
            return bb;
        }
        for i in self.iron.iter().flatten() {
            // An unmoved piece is still on its home point (unless it was captured, which the
            // id check catches).
            if !pos.has_moved(i.id) && pos.piece_id_at(i.home) == Some(i.id) {
                bb.set(i.home);
            }
        }
        for f in self.forest.iter().flatten() {
            if f.state == ForestState::Standing && pos.piece_id_at(f.point) == Some(f.id) {
                bb.set(f.point);
            }
        }
        bb
    }

    /// Why `m` may not be captured-into by the handicap rules (the move is assumed legal by
    /// the standard rules).
    fn handicap_check(
        &self,
        pos: &Position,
        m: Move,
        protected: Bitboard,
    ) -> Result<(), GameMoveError> {
        let to = m.to();
        if !protected.contains(to) {
            return Ok(());
        }
        let id = pos.piece_id_at(to);
        for i in self.iron.iter().flatten() {
            if Some(i.id) == id && i.home == to {
                if i.check_ok && pos.gives_check(m) {
                    return Ok(());
                }
                let kind = pos
                    .piece_at(to)
                    .map_or(PieceKind::Soldier, |p: Piece| p.kind);
                return Err(GameMoveError::IronPiece { square: to, kind });
            }
        }
        Err(GameMoveError::ForestChariot { square: to })
    }

    /// Is `m` legal in this game (standard rules plus the handicap rules)?
    #[inline]
    pub fn check_move(&self, pos: &Position, m: Move) -> Result<(), GameMoveError> {
        pos.check_move(m)?;
        if !self.has_handicap_rules() {
            return Ok(());
        }
        let protected = self.protected_points(pos);
        if protected.is_empty() {
            return Ok(());
        }
        self.handicap_check(pos, m, protected)
    }

    /// Is `m` legal in this game?
    #[inline]
    pub fn is_legal(&self, pos: &Position, m: Move) -> bool {
        self.check_move(pos, m).is_ok()
    }

    /// All legal moves in this game: the rules core's moves minus captures of protected pieces.
    ///
    /// ```
    /// use xiangqi::game::{GameSetup, Handicap, HouseRules, RuleSet};
    /// let setup = GameSetup::handicap(Handicap::Horse);
    /// let pos = setup.start_position().unwrap();
    /// let rules = RuleSet::new(&setup, &pos, HouseRules::default());
    /// assert_eq!(rules.legal_moves(&pos).len(), pos.legal_moves().len());
    /// ```
    #[inline]
    pub fn legal_moves(&self, pos: &Position) -> MoveList {
        let mut list = pos.legal_moves();
        self.filter(pos, &mut list);
        list
    }

    /// Removes from `list` (legal moves of `pos`) the moves the handicap rules forbid.
    #[inline]
    pub fn filter(&self, pos: &Position, list: &mut MoveList) {
        if !self.has_handicap_rules() {
            return;
        }
        let protected = self.protected_points(pos);
        if protected.is_empty() {
            return;
        }
        list.retain(|m| self.handicap_check(pos, m, protected).is_ok());
    }

    /// Does the side to move have a legal move in this game?
    pub fn has_legal_move(&self, pos: &Position) -> bool {
        if !self.has_handicap_rules() || self.protected_points(pos).is_empty() {
            return pos.has_legal_move();
        }
        !self.legal_moves(pos).is_empty()
    }
}
