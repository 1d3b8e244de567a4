//! The puzzle generator: self-play games, and a scan of every position of every game for
//! all-check mates.
//!
//! # Games
//! Game `i` of a run with seed `S` has the game seed `S + i`; the seed alone fixes the game
//! (with the same engine): a [`SplitMix64`] drawn from it picks each side's strength (search
//! depth 1..=3 and a share of random moves 0..=25 %, so the levels are mixed and games get
//! decisive) and 2..=7 random opening plies, then decides every noise move. Searches are
//! depth-limited, never time-limited, so games replay exactly.
//!
//! # Scan
//! Every position of a game is considered with the side to move as attacker (Black-to-move
//! positions are mirrored to Red-to-move with [`mirror_colors`]). A position becomes a puzzle
//! of level `n` when [`Solver::analyse`] accepts it within the node budget. Near-duplicates are
//! dropped: the same placement (up to a left-right reflection), the same main line (up to the
//! reflection), a start that lies on the main line of a puzzle already taken (a tail of
//! a longer puzzle, or a longer puzzle ending in one already taken), or a start fewer than
//! [`NEAR_PLIES`] plies after a puzzle taken from the same game for the same attacker (the
//! earlier, usually longer, one is kept).

use super::solver::{SolveError, Solver, MAX_MATE};
use super::{mirror_colors, placement_key, puzzle_fen, Puzzle, Source};
use crate::engine::{Engine, Limits, StandardRules};
use crate::moves::Move;
use crate::position::Position;
use crate::splitmix::SplitMix64;
use crate::types::{Color, PieceKind};
use std::collections::HashSet;

/// Games end after this many plies at the latest.
pub const MAX_GAME_PLIES: usize = 300;
/// Solver nodes allowed per mate-length question while scanning (positions full of checks
/// are skipped rather than slowing the scan down).
pub const SCAN_NODE_BUDGET: u64 = 60_000;
/// Strength range of the self-play sides (engine search depth).
pub const MIN_DEPTH: u8 = 1;
pub const MAX_DEPTH: u8 = 3;
/// Highest share of random moves of a side (percent).
pub const MAX_NOISE_PCT: u64 = 25;
/// Random opening plies: `OPENING_MIN..OPENING_MIN + OPENING_SPREAD`.
const OPENING_MIN: u64 = 2;
const OPENING_SPREAD: u64 = 6;
/// Two puzzles from one game with the same attacker must start at least this many plies
/// apart (closer ones are usually the same attack seen a move later).
pub const NEAR_PLIES: usize = 12;
/// Transposition table of the self-play engine (MiB).
const ENGINE_TT_MIB: usize = 8;

/// Picks the moves of the self-play games.
pub trait MoveChooser {
    /// Called before every game.
    fn new_game(&mut self) {}
    /// The move for the side to move in `pos`, reached by `moves` from `start`. `depth` is
    /// the side's strength (1..=3). `None` ends the game.
    fn choose(
        &mut self,
        start: &Position,
        moves: &[Move],
        pos: &Position,
        depth: u8,
    ) -> Option<Move>;
    /// A short name for reports.
    fn name(&self) -> &'static str;
}

/// The computer opponent ([`Engine`]) searching to a fixed depth.
pub struct EngineChooser {
    engine: Engine,
}

impl Default for EngineChooser {
    fn default() -> Self {
        EngineChooser {
            engine: Engine::new(ENGINE_TT_MIB),
        }
    }
}

impl MoveChooser for EngineChooser {
    fn new_game(&mut self) {
        self.engine.new_game();
    }

    fn choose(
        &mut self,
        start: &Position,
        moves: &[Move],
        _: &Position,
        depth: u8,
    ) -> Option<Move> {
        let limits = Limits::depth(u32::from(depth));
        self.engine
            .search(start, moves, limits, &StandardRules, |_| {})
            .ok()
            .map(|r| r.best)
    }

    fn name(&self) -> &'static str {
        "engine"
    }
}

/// A fallback chooser: material negamax to `depth` plies (no engine needed).
#[derive(Default)]
pub struct MaterialChooser;

const MATERIAL: [i32; 7] = [0, 20, 20, 40, 90, 45, 10];
const LOSS: i32 = -10_000;

fn material(pos: &Position) -> i32 {
    let us = pos.side_to_move();
    let mut s = 0;
    for k in PieceKind::ALL {
        let v = MATERIAL[k.index()];
        s += v * (pos.pieces(us, k).count() as i32 - pos.pieces(!us, k).count() as i32);
    }
    s
}

fn negamax(pos: &mut Position, depth: u8) -> i32 {
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return LOSS;
    }
    if depth == 0 {
        return material(pos);
    }
    let mut best = i32::MIN;
    for &m in moves.iter() {
        let u = pos.make_move(m);
        best = best.max(-negamax(pos, depth - 1));
        pos.unmake_move(m, u);
    }
    best
}

impl MoveChooser for MaterialChooser {
    fn choose(&mut self, _: &Position, _: &[Move], pos: &Position, depth: u8) -> Option<Move> {
        let mut p = pos.clone();
        let mut best: Option<(i32, Move)> = None;
        for &m in pos.legal_moves().iter() {
            let u = p.make_move(m);
            let s = -negamax(&mut p, depth.clamp(1, 2) - 1);
            p.unmake_move(m, u);
            match best {
                Some((b, _)) if b >= s => {}
                _ => best = Some((s, m)),
            }
        }
        best.map(|b| b.1)
    }

    fn name(&self) -> &'static str {
        "material"
    }
}

/// How one side plays in a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SideStyle {
    pub depth: u8,
    pub noise_pct: u64,
}

/// A finished self-play game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameRecord {
    pub seed: u64,
    pub moves: Vec<Move>,
}

/// Plays the game of `seed` (see the module docs).
pub fn play_game(chooser: &mut dyn MoveChooser, seed: u64) -> GameRecord {
    let mut rng = SplitMix64(seed);
    let mut style = [SideStyle {
        depth: 1,
        noise_pct: 0,
    }; 2];
    for s in style.iter_mut() {
        s.depth = MIN_DEPTH + rng.below(u64::from(MAX_DEPTH - MIN_DEPTH + 1)) as u8;
        s.noise_pct = rng.below(MAX_NOISE_PCT + 1);
    }
    let opening = OPENING_MIN + rng.below(OPENING_SPREAD);
    chooser.new_game();
    let start = Position::startpos();
    let mut pos = start.clone();
    let mut moves = Vec::new();
    let mut seen: Vec<u64> = vec![pos.hash()];
    // ... or at the 60-move rule.
    while moves.len() < MAX_GAME_PLIES && !pos.move_limit_reached() {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        let side = style[usize::from(pos.side_to_move() == Color::Black)];
        let random = (moves.len() as u64) < opening || rng.below(100) < side.noise_pct;
        let m = if random {
            legal[rng.below(legal.len() as u64) as usize]
        } else {
            match chooser.choose(&start, &moves, &pos, side.depth) {
                Some(m) if pos.is_legal(m) => m,
                _ => break,
            }
        };
        pos.make_move(m);
        moves.push(m);
        let h = pos.hash();
        if seen.iter().filter(|&&x| x == h).count() >= 2 {
            break; // third occurrence: the game would be judged here
        }
        seen.push(h);
    }
    GameRecord { seed, moves }
}

/// A puzzle found by the scan, before it gets an id.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Candidate {
    pub level: u8,
    pub fen: String,
    pub solution: Vec<Move>,
    pub source: Source,
}

/// Scan counters.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ScanStats {
    pub games: u64,
    pub plies: u64,
    /// Positions where the solver ran out of budget.
    pub skipped: u64,
    /// Valid puzzles seen before de-duplication.
    pub valid: u64,
    /// Positions with an all-check mate but several keys.
    pub not_unique: u64,
    pub duplicates: u64,
    /// Puzzles taken, by level (index 1..=5).
    pub taken: [u64; MAX_MATE as usize + 1],
}

/// Finds puzzles in games and remembers what it took (for de-duplication).
pub struct Scanner {
    solver: Solver,
    placements: HashSet<String>,
    lines: HashSet<String>,
    pub stats: ScanStats,
}

impl Default for Scanner {
    fn default() -> Self {
        Scanner::new(SCAN_NODE_BUDGET)
    }
}

impl Scanner {
    pub fn new(node_budget: u64) -> Scanner {
        Scanner {
            solver: Solver::with_node_budget(node_budget),
            placements: HashSet::new(),
            lines: HashSet::new(),
            stats: ScanStats::default(),
        }
    }

    /// Remembers an existing puzzle so that near-duplicates of it are not taken again.
    pub fn remember(&mut self, p: &Puzzle) {
        if let (Ok(pos), Some(line)) = (p.position(), p.solution_moves()) {
            self.register(&pos, &line);
        }
    }

    fn register(&mut self, pos: &Position, line: &[Move]) {
        self.lines.insert(line_key(line));
        for k in red_turns(pos, line) {
            self.placements.insert(k);
        }
    }

    fn is_duplicate(&self, pos: &Position, line: &[Move]) -> bool {
        self.lines.contains(&line_key(line))
            || red_turns(pos, line)
                .iter()
                .any(|k| self.placements.contains(k))
    }

    /// Every new puzzle in `game` whose level `wanted` accepts, in ply order.
    pub fn scan(&mut self, game: &GameRecord, wanted: impl Fn(u8) -> bool) -> Vec<Candidate> {
        self.stats.games += 1;
        let mut out = Vec::new();
        // Last ply a puzzle was taken at, per attacker colour.
        let mut last_taken: [Option<usize>; 2] = [None, None];
        let mut pos = Position::startpos();
        for ply in 0..=game.moves.len() {
            if ply > 0 {
                pos.make_move(game.moves[ply - 1]);
            }
            self.stats.plies += 1;
            if pos.in_check() {
                continue;
            }
            let red = if pos.side_to_move() == Color::Red {
                pos.clone()
            } else {
                mirror_colors(&pos)
            };
            let side = usize::from(pos.side_to_move() == Color::Black);
            if last_taken[side].is_some_and(|p| ply - p < NEAR_PLIES) {
                continue;
            }
            match self.try_position(&red) {
                Ok(Some((level, line))) if wanted(level) => {
                    if self.is_duplicate(&red, &line) {
                        self.stats.duplicates += 1;
                        continue;
                    }
                    self.register(&red, &line);
                    last_taken[side] = Some(ply);
                    self.stats.taken[usize::from(level)] += 1;
                    out.push(Candidate {
                        level,
                        fen: puzzle_fen(&red),
                        solution: line,
                        source: Source {
                            seed: game.seed,
                            ply: ply as u32,
                        },
                    });
                }
                Ok(_) => {}
                Err(_) => self.stats.skipped += 1,
            }
        }
        out
    }

    /// `Some((level, main line))` for a valid puzzle.
    fn try_position(&mut self, red: &Position) -> Result<Option<(u8, Vec<Move>)>, SolveError> {
        if Solver::checks(red).is_empty() {
            return Ok(None);
        }
        if self.solver.shortest_mate(red, MAX_MATE)?.is_none() {
            return Ok(None);
        }
        match self.solver.analyse(red) {
            Ok(a) => {
                self.stats.valid += 1;
                Ok(Some((a.mate_in, a.main_line)))
            }
            Err(super::Invalid::Solve(e)) => Err(e),
            Err(super::Invalid::NotUnique { .. }) => {
                self.stats.not_unique += 1;
                Ok(None)
            }
            Err(_) => Ok(None),
        }
    }
}

/// Placement keys of the Red-to-move positions along a main line (the start included).
fn red_turns(pos: &Position, line: &[Move]) -> Vec<String> {
    let mut p = pos.clone();
    let mut out = vec![placement_key(&p)];
    for (i, &m) in line.iter().enumerate() {
        if !p.is_legal(m) {
            break;
        }
        p.make_move(m);
        if i % 2 == 1 {
            out.push(placement_key(&p));
        }
    }
    out
}

/// The main line as text, up to a left-right reflection.
fn line_key(line: &[Move]) -> String {
    let text = |mirror: bool| -> String {
        line.iter()
            .map(|m| {
                let f = |s: crate::types::Square| {
                    let file = s.file().index() as i32;
                    let file = if mirror { 8 - file } else { file };
                    crate::types::Square::from_file_rank(file, s.rank().index() as i32).unwrap_or(s)
                };
                Move::new(f(m.from()), f(m.to())).to_string()
            })
            .collect::<Vec<_>>()
            .join(" ")
    };
    text(false).min(text(true))
}

/// Limits of a generator run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GenConfig {
    /// Game `i` uses seed `seed + i`.
    pub seed: u64,
    /// Stop taking puzzles of a level once it has this many.
    pub per_level: usize,
    /// Stop after this many games.
    pub max_games: u64,
}

/// Runs self-play and collects puzzles.
pub struct Generator<C: MoveChooser> {
    chooser: C,
    scanner: Scanner,
    puzzles: Vec<Puzzle>,
}

impl<C: MoveChooser> Generator<C> {
    /// A generator that continues an existing collection (its puzzles are kept, count towards
    /// the levels, are not duplicated, and their ids are not reused).
    pub fn new(chooser: C, existing: Vec<Puzzle>) -> Generator<C> {
        let mut scanner = Scanner::default();
        for p in &existing {
            scanner.remember(p);
        }
        Generator {
            chooser,
            scanner,
            puzzles: existing,
        }
    }

    pub fn chooser_name(&self) -> &'static str {
        self.chooser.name()
    }

    pub fn stats(&self) -> ScanStats {
        self.scanner.stats
    }

    /// Puzzles per level (index 1..=5), existing ones included.
    pub fn counts(&self) -> [usize; MAX_MATE as usize + 1] {
        let mut c = [0; MAX_MATE as usize + 1];
        for p in &self.puzzles {
            if let Some(x) = c.get_mut(usize::from(p.level)) {
                *x += 1;
            }
        }
        c
    }

    /// Plays games until every level has `per_level` puzzles, `max_games` games are played,
    /// or `stop` (asked after every game) says so.
    pub fn run(&mut self, cfg: &GenConfig, mut stop: impl FnMut(&Self) -> bool) {
        for i in 0..cfg.max_games {
            let counts = self.counts();
            if (1..=MAX_MATE).all(|l| counts[usize::from(l)] >= cfg.per_level) || stop(self) {
                break;
            }
            let game = play_game(&mut self.chooser, cfg.seed.wrapping_add(i));
            let found = self
                .scanner
                .scan(&game, |l| counts[usize::from(l)] < cfg.per_level);
            for c in found {
                let counts = self.counts();
                if counts[usize::from(c.level)] >= cfg.per_level {
                    continue;
                }
                let id = self.next_id(c.level);
                self.puzzles.push(Puzzle {
                    id,
                    level: c.level,
                    fen: c.fen,
                    solution: c.solution.iter().map(|m| m.to_string()).collect(),
                    source: c.source,
                });
            }
        }
    }

    /// `m<level>-<number>`, one above the highest number of that level so far.
    fn next_id(&self, level: u8) -> String {
        let prefix = format!("m{level}-");
        let n = self
            .puzzles
            .iter()
            .filter_map(|p| p.id.strip_prefix(&prefix)?.parse::<u32>().ok())
            .max()
            .map_or(1, |n| n + 1);
        format!("{prefix}{n:04}")
    }

    /// The collection, sorted by level then id.
    pub fn into_puzzles(self) -> Vec<Puzzle> {
        let mut v = self.puzzles;
        v.sort_by(|a, b| (a.level, &a.id).cmp(&(b.level, &b.id)));
        v
    }
}
