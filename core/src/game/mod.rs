//! Games: setups (standard, handicap, FEN), house rules, the move history and how games end.
//! Pure: no I/O, time comes in as timestamps from the caller.
//!
//! # For the engine and the move helper (hot paths, no heap allocation)
//! - [`RuleSet`] (`Copy`): the rules of one game. [`RuleSet::legal_moves`],
//!   [`RuleSet::check_move`] (typed [`GameMoveError`], with an iron-piece variant),
//!   [`RuleSet::filter`], [`RuleSet::protected_points`] (points the side to move may not
//!   capture now) and [`RuleSet::apply_move`] (call it for every move made, so forest
//!   chariots are tracked; copy the `RuleSet` per search node). In a standard game these cost
//!   one branch over the rules core.
//! - [`classify_move`] `(before, move, rules) -> MoveClass` (check + chased [`PieceSet`]) and
//!   [`judge_cycle`] `(classes, first mover, house) -> CycleVerdict` decide repetitions;
//!   [`RepetitionTracker`] and [`judge_moves`] find the occurrences in a move list.
//!
//! # For the app and storage
//! - [`Game`]: [`Game::new`], [`Game::replay`], [`Game::play`] / [`Game::play_at`] (with the
//!   clock), [`Game::undo`], [`Game::undo_pair`], [`Game::truncate`], [`Game::position_at`],
//!   [`Game::state`], [`Game::warning`], endings by agreement, resignation, time and forfeit.
//! - Plain data, all serde: [`GameSetup`] (text `standard` / handicap name / `black-<name>` /
//!   FEN), [`HouseRules`], [`Clock`], [`GameState`] with [`GameResult`] and [`EndReason`]
//!   (stable snake_case names), and [`GameRecord`] (setup, house rules, ICCS moves, clock,
//!   ending) to store and rebuild a game exactly.
//!
//! ```
//! use xiangqi::game::{Game, GameSetup, HouseRules, GameState};
//! use xiangqi::Move;
//! let mut g = Game::new(GameSetup::Standard, HouseRules::default()).unwrap();
//! let out = g.play(Move::parse_iccs("h2e2").unwrap()).unwrap();
//! assert_eq!(out.state, GameState::Ongoing);
//! assert_eq!(g.summary(), "ongoing");
//! ```

pub mod clock;
pub mod repetition;
pub mod rules;

pub use clock::{
    Clock, ClockChoice, ClockError, ClockPhase, TimeControl, CHESS_CHOICES, GRACE_MS,
    PER_MOVE_CHOICES,
};
pub use repetition::{
    classify_move, id_at, judge_cycle, judge_moves, side_pattern, warning_for, CycleVerdict,
    MoveClass, Repetition, RepetitionLoss, RepetitionTracker, RepetitionWarning, SidePattern,
    WarningKind,
};
pub use rules::{
    ComputerHandicap, GameMoveError, GameSetup, Handicap, HouseRuleError, HouseRules, PieceSet,
    RuleSet, SetupError, UnknownComputerHandicap, UnknownHandicap,
};

use crate::moves::{Move, MoveList};
use crate::position::{Position, Undo};
use crate::types::{Color, Piece};
use serde::{Deserialize, Serialize};
use std::fmt;

pub use crate::position::MOVE_LIMIT_PLIES;

/// Who won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum GameResult {
    RedWins,
    BlackWins,
    Draw,
}

impl GameResult {
    /// `color` wins.
    pub const fn win_for(color: Color) -> GameResult {
        match color {
            Color::Red => GameResult::RedWins,
            Color::Black => GameResult::BlackWins,
        }
    }

    pub const fn winner(self) -> Option<Color> {
        match self {
            GameResult::RedWins => Some(Color::Red),
            GameResult::BlackWins => Some(Color::Black),
            GameResult::Draw => None,
        }
    }

    /// `red_wins`, `black_wins`, `draw`.
    pub const fn name(self) -> &'static str {
        match self {
            GameResult::RedWins => "red_wins",
            GameResult::BlackWins => "black_wins",
            GameResult::Draw => "draw",
        }
    }

    /// The inverse of [`GameResult::name`].
    pub fn parse(name: &str) -> Option<GameResult> {
        [GameResult::RedWins, GameResult::BlackWins, GameResult::Draw]
            .into_iter()
            .find(|r| r.name() == name)
    }

    /// The result seen from `color`'s side.
    pub const fn for_color(self, color: Color) -> Outcome {
        match (self.winner(), color) {
            (None, _) => Outcome::Draw,
            (Some(Color::Red), Color::Red) | (Some(Color::Black), Color::Black) => Outcome::Win,
            _ => Outcome::Loss,
        }
    }
}

/// A result from one player's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    Win,
    Draw,
    Loss,
}

/// Why a game ended (stable snake_case names, also in serde).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum EndReason {
    Checkmate,
    /// No legal move while not in check: a loss (a draw under the house rule).
    Stalemate,
    PerpetualCheck,
    PerpetualChase,
    /// Third occurrence judged a draw.
    Repetition,
    /// Neither side has a chariot, horse, cannon or soldier.
    NoAttackers,
    /// 120 plies without a capture.
    MoveLimit,
    Agreement,
    Resignation,
    Timeout,
    /// Time ran out but the opponent has no attackers: a draw.
    TimeoutNoAttackers,
    /// Left a running game.
    Forfeit,
}

impl EndReason {
    pub const ALL: [EndReason; 12] = [
        EndReason::Checkmate,
        EndReason::Stalemate,
        EndReason::PerpetualCheck,
        EndReason::PerpetualChase,
        EndReason::Repetition,
        EndReason::NoAttackers,
        EndReason::MoveLimit,
        EndReason::Agreement,
        EndReason::Resignation,
        EndReason::Timeout,
        EndReason::TimeoutNoAttackers,
        EndReason::Forfeit,
    ];

    /// The inverse of [`EndReason::name`].
    pub fn parse(name: &str) -> Option<EndReason> {
        EndReason::ALL.into_iter().find(|r| r.name() == name)
    }

    /// The stable snake_case name (stored, and in serde).
    pub const fn name(self) -> &'static str {
        match self {
            EndReason::Checkmate => "checkmate",
            EndReason::Stalemate => "stalemate",
            EndReason::PerpetualCheck => "perpetual_check",
            EndReason::PerpetualChase => "perpetual_chase",
            EndReason::Repetition => "repetition",
            EndReason::NoAttackers => "no_attackers",
            EndReason::MoveLimit => "move_limit",
            EndReason::Agreement => "agreement",
            EndReason::Resignation => "resignation",
            EndReason::Timeout => "timeout",
            EndReason::TimeoutNoAttackers => "timeout_no_attackers",
            EndReason::Forfeit => "forfeit",
        }
    }
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Ongoing, or finished with a result and a reason (serde:
/// `{"state":"finished","result":"red_wins","reason":"checkmate"}`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "state", rename_all = "snake_case")]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum GameState {
    Ongoing,
    Finished {
        result: GameResult,
        reason: EndReason,
    },
}

impl GameState {
    pub const fn is_over(self) -> bool {
        matches!(self, GameState::Finished { .. })
    }

    fn win(color: Color, reason: EndReason) -> GameState {
        GameState::Finished {
            result: GameResult::win_for(color),
            reason,
        }
    }

    fn draw(reason: EndReason) -> GameState {
        GameState::Finished {
            result: GameResult::Draw,
            reason,
        }
    }
}

impl fmt::Display for GameState {
    /// `ongoing`, `red wins: checkmate`, `draw: repetition`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameState::Ongoing => f.write_str("ongoing"),
            GameState::Finished { result, reason } => match result.winner() {
                Some(c) => write!(f, "{c} wins: {reason}"),
                None => write!(f, "draw: {reason}"),
            },
        }
    }
}

/// What one played move did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlyOutcome {
    pub mv: Move,
    pub captured: Option<Piece>,
    /// Check and chases (see [`classify_move`]).
    pub class: MoveClass,
    /// Set when the move repeated a position for the second time.
    pub warning: Option<RepetitionWarning>,
    /// The game state after the move.
    pub state: GameState,
}

/// Why a game could not be rebuilt.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    #[error(transparent)]
    Setup(#[from] SetupError),
    #[error("ply {ply} ({text}): not an ICCS move")]
    Syntax { ply: usize, text: String },
    #[error("ply {ply} ({mv}): illegal: {error}")]
    Move {
        ply: usize,
        mv: Move,
        error: GameMoveError,
    },
}

/// A game as plain data (what storage keeps). [`Game::from_record`] rebuilds it exactly.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    pub setup: GameSetup,
    #[serde(default)]
    pub house: HouseRules,
    /// ICCS moves.
    pub moves: Vec<String>,
    #[serde(default)]
    pub clock: Option<Clock>,
    /// The state the game was in (needed for endings not decided by the moves: agreement,
    /// resignation, timeout, forfeit).
    #[serde(default = "ongoing")]
    pub state: GameState,
}

fn ongoing() -> GameState {
    GameState::Ongoing
}

#[derive(Clone, Debug)]
struct PlyRecord {
    mv: Move,
    undo: Undo,
    rules_before: RuleSet,
    /// The clock before the move, so an undo gives back the time and the increment too
    /// (`None` for plies replayed without their clocks).
    clock_before: Option<Clock>,
    state_after: GameState,
    warning_after: Option<RepetitionWarning>,
}

/// A game: setup, house rules, moves, state, repetition warning and an optional clock.
#[derive(Clone, Debug)]
pub struct Game {
    setup: GameSetup,
    house: HouseRules,
    start: Position,
    start_state: GameState,
    pos: Position,
    rules: RuleSet,
    plies: Vec<PlyRecord>,
    tracker: RepetitionTracker,
    state: GameState,
    warning: Option<RepetitionWarning>,
    clock: Option<Clock>,
}

impl Game {
    /// A new game from `setup` (no moves yet; a FEN may already be decided, e.g. mate).
    pub fn new(setup: GameSetup, house: HouseRules) -> Result<Game, SetupError> {
        let start = setup.start_position()?;
        let rules = RuleSet::new(&setup, &start, house);
        let state = evaluate(&start, &rules, Repetition::None).0;
        Ok(Game {
            tracker: RepetitionTracker::new(&start),
            setup,
            house,
            pos: start.clone(),
            start,
            start_state: state,
            rules,
            plies: Vec::new(),
            state,
            warning: None,
            clock: None,
        })
    }

    /// A game from `setup` with `moves` played (each checked).
    pub fn replay(
        setup: GameSetup,
        house: HouseRules,
        moves: &[Move],
    ) -> Result<Game, ReplayError> {
        let mut g = Game::new(setup, house)?;
        for (i, &m) in moves.iter().enumerate() {
            g.play(m).map_err(|error| ReplayError::Move {
                ply: i + 1,
                mv: m,
                error,
            })?;
        }
        Ok(g)
    }

    /// Rebuilds a stored game (moves replayed, clock and a non-move ending restored).
    pub fn from_record(rec: &GameRecord) -> Result<Game, ReplayError> {
        Game::restore(
            rec.setup.clone(),
            rec.house,
            &rec.moves,
            rec.clock,
            rec.state,
        )
    }

    /// Rebuilds a game from its parts as stored: `moves` in ICCS, replayed and checked; the
    /// clock as saved; `state` supplies an ending the moves do not decide (agreement,
    /// resignation, time, forfeit).
    pub fn restore(
        setup: GameSetup,
        house: HouseRules,
        moves: &[String],
        clock: Option<Clock>,
        state: GameState,
    ) -> Result<Game, ReplayError> {
        let mut parsed = Vec::with_capacity(moves.len());
        for (i, t) in moves.iter().enumerate() {
            let m = Move::parse_iccs(t).map_err(|_| ReplayError::Syntax {
                ply: i + 1,
                text: t.clone(),
            })?;
            parsed.push(m);
        }
        let mut g = Game::replay(setup, house, &parsed)?;
        g.clock = clock;
        if !g.state.is_over() && state.is_over() {
            g.state = state;
            g.warning = None;
        }
        Ok(g)
    }

    /// The game as plain data.
    pub fn to_record(&self) -> GameRecord {
        GameRecord {
            setup: self.setup.clone(),
            house: self.house,
            moves: self.plies.iter().map(|p| p.mv.to_string()).collect(),
            clock: self.clock,
            state: self.state,
        }
    }

    pub fn setup(&self) -> &GameSetup {
        &self.setup
    }

    pub fn house(&self) -> HouseRules {
        self.house
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.pos
    }

    /// The rules at the current position (pass to the engine).
    pub fn rules(&self) -> &RuleSet {
        &self.rules
    }

    pub fn start_position(&self) -> &Position {
        &self.start
    }

    /// The moves played.
    pub fn moves(&self) -> Vec<Move> {
        self.plies.iter().map(|p| p.mv).collect()
    }

    /// The number of plies played.
    pub fn ply_count(&self) -> usize {
        self.plies.len()
    }

    pub fn state(&self) -> GameState {
        self.state
    }

    pub fn is_over(&self) -> bool {
        self.state.is_over()
    }

    /// The second-occurrence warning for the current position, if any.
    pub fn warning(&self) -> Option<RepetitionWarning> {
        self.warning
    }

    /// The classes (check, chases) of the moves played.
    pub fn classes(&self) -> &[MoveClass] {
        self.tracker.classes()
    }

    /// Legal moves now (empty once the game is over).
    pub fn legal_moves(&self) -> MoveList {
        if self.state.is_over() {
            return MoveList::new();
        }
        self.rules.legal_moves(&self.pos)
    }

    /// Could `m` be played now?
    pub fn check_move(&self, m: Move) -> Result<(), GameMoveError> {
        if self.state.is_over() {
            return Err(GameMoveError::GameOver);
        }
        self.rules.check_move(&self.pos, m)
    }

    /// Plays `m` (untimed: the clock, if any, is not touched; see [`Game::play_at`]).
    pub fn play(&mut self, m: Move) -> Result<PlyOutcome, GameMoveError> {
        self.check_move(m)?;
        let rep = self.tracker.push(&self.pos, m, &self.rules);
        let class = self.tracker.classes().last().copied().unwrap_or_default();
        let rules_before = self.rules;
        self.rules.apply_move(&self.pos, m);
        let undo = self.pos.make_move(m);
        let (state, warning) = evaluate(&self.pos, &self.rules, rep);
        self.state = state;
        self.warning = warning;
        self.plies.push(PlyRecord {
            mv: m,
            undo,
            rules_before,
            clock_before: self.clock,
            state_after: state,
            warning_after: warning,
        });
        Ok(PlyOutcome {
            mv: m,
            captured: undo.captured(),
            class,
            warning,
            state,
        })
    }

    /// Plays `m` at time `now` (ms): a side whose time ran out loses (or draws, see
    /// [`Game::timeout`]) instead of moving, and the clock passes to the opponent.
    pub fn play_at(&mut self, m: Move, now: u64) -> Result<PlyOutcome, GameMoveError> {
        if self.check_time(now).is_over() {
            return Err(GameMoveError::GameOver);
        }
        let out = self.play(m)?;
        if let Some(c) = self.clock.as_mut() {
            // Not flagged: check_time above saw the same `now`.
            let _ = c.press(now);
            if out.state.is_over() {
                c.pause(now);
            }
        }
        Ok(out)
    }

    /// Ends the game on time if the clock of the side to move has run out at `now`.
    pub fn check_time(&mut self, now: u64) -> GameState {
        if !self.state.is_over() {
            if let Some(side) = self.clock.as_ref().and_then(|c| c.flagged(now)) {
                self.timeout(side);
                if let Some(c) = self.clock.as_mut() {
                    c.pause(now);
                }
            }
        }
        self.state
    }

    /// Takes back the last ply; returns it. The game is ongoing again unless the position
    /// before was itself decided (endings by agreement, resignation, time or forfeit are
    /// cleared). The clock goes back to where it stood before the move (increment included);
    /// call [`Game::restart_turn_clock`] afterwards to start the turn from now.
    pub fn undo(&mut self) -> Option<Move> {
        let rec = self.plies.pop()?;
        self.pos.unmake_move(rec.mv, rec.undo);
        self.rules = rec.rules_before;
        if rec.clock_before.is_some() {
            self.clock = rec.clock_before;
        }
        self.tracker.pop();
        let (state, warning) = match self.plies.last() {
            Some(p) => (p.state_after, p.warning_after),
            None => (self.start_state, None),
        };
        self.state = state;
        self.warning = warning;
        Some(rec.mv)
    }

    /// Takes back the last move pair (your move and the reply); returns how many plies were
    /// taken back (0..=2).
    pub fn undo_pair(&mut self) -> usize {
        (0..2).take_while(|_| self.undo().is_some()).count()
    }

    /// Takes back plies until `ply` remain (no-op if `ply >= ply_count()`).
    pub fn truncate(&mut self, ply: usize) {
        while self.plies.len() > ply {
            self.undo();
        }
    }

    /// The position after `ply` plies (for browsing the move list), `None` past the end.
    pub fn position_at(&self, ply: usize) -> Option<Position> {
        if ply > self.plies.len() {
            return None;
        }
        let mut pos = self.start.clone();
        for p in &self.plies[..ply] {
            pos.make_move(p.mv);
        }
        Some(pos)
    }

    /// The game state after `ply` plies (`None` past the end).
    pub fn state_at(&self, ply: usize) -> Option<GameState> {
        match ply {
            0 => Some(self.start_state),
            n => self.plies.get(n - 1).map(|p| p.state_after),
        }
    }

    /// `color` resigns.
    pub fn resign(&mut self, color: Color) -> GameState {
        self.finish(GameState::win(!color, EndReason::Resignation))
    }

    /// Both players agreed to a draw.
    pub fn agree_draw(&mut self) -> GameState {
        self.finish(GameState::draw(EndReason::Agreement))
    }

    /// `color` left a running game.
    pub fn forfeit(&mut self, color: Color) -> GameState {
        self.finish(GameState::win(!color, EndReason::Forfeit))
    }

    /// `color` ran out of time: it loses, unless the opponent has no chariot, horse, cannon
    /// or soldier (then a draw).
    pub fn timeout(&mut self, color: Color) -> GameState {
        let state = if self.pos.has_attackers(!color) {
            GameState::win(!color, EndReason::Timeout)
        } else {
            GameState::draw(EndReason::TimeoutNoAttackers)
        };
        self.finish(state)
    }

    fn finish(&mut self, state: GameState) -> GameState {
        if !self.state.is_over() {
            self.state = state;
            self.warning = None;
        }
        self.state
    }

    pub fn clock(&self) -> Option<&Clock> {
        self.clock.as_ref()
    }

    pub fn clock_mut(&mut self) -> Option<&mut Clock> {
        self.clock.as_mut()
    }

    /// Attaches (or removes) a clock; its side to move should match the position's.
    pub fn set_clock(&mut self, clock: Option<Clock>) {
        self.clock = clock;
    }

    /// After an undo: gives the side to move a fresh turn on the clock, starting at `now`.
    pub fn restart_turn_clock(&mut self, now: u64) {
        let side = self.pos.side_to_move();
        if let Some(c) = self.clock.as_mut() {
            c.set_turn(side, now);
        }
    }

    /// One line: `ongoing`, `warning: red repeating (checks)`, `black wins: checkmate`,
    /// `draw: repetition` (the `xiangqi judge` output).
    pub fn summary(&self) -> String {
        match (self.state, self.warning) {
            (GameState::Ongoing, Some(w)) => format!("warning: {w}"),
            (s, _) => s.to_string(),
        }
    }
}

/// What the board alone says about `pos` under `rules`: checkmate, stalemate (a loss, or a
/// draw under the house rule), no attackers, the move limit, or ongoing. Repetition needs the
/// history: see [`Game`] and [`RepetitionTracker`].
pub fn position_state(pos: &Position, rules: &RuleSet) -> GameState {
    evaluate(pos, rules, Repetition::None).0
}

/// The state of `pos`, given the repetition report of the last move.
fn evaluate(
    pos: &Position,
    rules: &RuleSet,
    rep: Repetition,
) -> (GameState, Option<RepetitionWarning>) {
    let side = pos.side_to_move();
    // The board decides first: a mate or stalemate ends the game whatever else holds.
    if !rules.has_legal_move(pos) {
        let state = if pos.in_check() {
            GameState::win(!side, EndReason::Checkmate)
        } else if rules.house.stalemate_is_draw {
            GameState::draw(EndReason::Stalemate)
        } else {
            GameState::win(!side, EndReason::Stalemate)
        };
        return (state, None);
    }
    match rep {
        Repetition::Third(CycleVerdict::Draw) => {
            return (GameState::draw(EndReason::Repetition), None)
        }
        Repetition::Third(CycleVerdict::Loses { loser, reason }) => {
            let reason = match reason {
                RepetitionLoss::PerpetualCheck => EndReason::PerpetualCheck,
                RepetitionLoss::PerpetualChase => EndReason::PerpetualChase,
            };
            return (GameState::win(!loser, reason), None);
        }
        _ => {}
    }
    if pos.no_attackers_left() {
        return (GameState::draw(EndReason::NoAttackers), None);
    }
    if pos.move_limit_reached() {
        return (GameState::draw(EndReason::MoveLimit), None);
    }
    let warning = match rep {
        Repetition::Second(w) => Some(w),
        _ => None,
    };
    (GameState::Ongoing, warning)
}
