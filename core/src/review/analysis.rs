//! Analysis of a position: the engine's best lines (multi-PV) with scores, depth and the
//! moves in the chosen notation, and the first move of each line as an arrow for the board.

use crate::engine::{mate_in, Engine, EngineError, GameRules, Limits, PvLine, Score};
use crate::moves::Move;
use crate::notation::{self, Style};
use crate::position::Position;
use crate::types::{Color, Square};

/// Lines shown by default.
pub const ANALYSIS_LINES: usize = 3;

/// One line of the analysis.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct AnalysisLine {
    /// 1 for the best line.
    pub rank: u32,
    /// For the side to move, in centipawns (mates as in [`mate_in`]).
    pub score: Score,
    /// Moves to mate for the side to move (negative: it is mated).
    pub mate: Option<i32>,
    /// `+0.35`, `-1.20`, `#3`, `#-2` (side to move's view).
    pub score_text: String,
    pub moves: Vec<Move>,
    /// The moves in the chosen notation.
    pub notation: Vec<String>,
}

/// The first move of a line, drawn as an arrow on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct Arrow {
    pub from: Square,
    pub to: Square,
    /// The line's rank (1 = best).
    pub rank: u32,
}

/// The lines at one depth.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct Analysis {
    pub fen: String,
    pub side_to_move: Color,
    pub depth: u32,
    pub nodes: u64,
    pub time_ms: u64,
    /// Best first.
    pub lines: Vec<AnalysisLine>,
    /// The lines' first moves, for the board ([`arrows`]).
    pub arrows: Vec<Arrow>,
}

/// `+0.35`, `-1.20`; `#3` mates in 3, `#-2` is mated in 2 (from the score's side).
///
/// ```
/// use xiangqi::engine::MATE;
/// use xiangqi::review::score_text;
/// assert_eq!(score_text(35), "+0.35");
/// assert_eq!(score_text(-120), "-1.20");
/// assert_eq!(score_text(0), "0.00");
/// assert_eq!(score_text(MATE - 5), "#3");
/// assert_eq!(score_text(-(MATE - 4)), "#-2");
/// ```
pub fn score_text(score: Score) -> String {
    match mate_in(score) {
        Some(n) => format!("#{n}"),
        None if score == 0 => "0.00".to_string(),
        None => format!("{:+.2}", score as f64 / 100.0),
    }
}

/// The arrows of `lines`' first moves, best first.
pub fn arrows(lines: &[AnalysisLine]) -> Vec<Arrow> {
    lines
        .iter()
        .filter_map(|l| {
            l.moves.first().map(|m| Arrow {
                from: m.from(),
                to: m.to(),
                rank: l.rank,
            })
        })
        .collect()
}

/// The engine's lines in `pos` as analysis lines, moves in `style`.
pub fn analysis_of(
    pos: &Position,
    lines: &[PvLine],
    style: Style,
    depth: u32,
    nodes: u64,
    time_ms: u64,
) -> Analysis {
    let lines: Vec<AnalysisLine> = lines
        .iter()
        .enumerate()
        .map(|(i, l)| {
            let mut p = pos.clone();
            let mut texts = Vec::with_capacity(l.pv.len());
            for &m in &l.pv {
                texts.push(notation::format(&p, m, style));
                p.make_move(m);
            }
            AnalysisLine {
                rank: i as u32 + 1,
                score: l.score,
                mate: mate_in(l.score),
                score_text: score_text(l.score),
                moves: l.pv.clone(),
                notation: texts,
            }
        })
        .collect();
    Analysis {
        fen: pos.to_fen(),
        side_to_move: pos.side_to_move(),
        depth,
        nodes,
        time_ms,
        arrows: arrows(&lines),
        lines,
    }
}

/// Analyses the position after `moves` from `start` (the history judges repetitions):
/// `lines` lines within `limits`, `progress` after every depth. Stopped by the engine's
/// [`StopHandle`](crate::engine::StopHandle), it returns the last complete depth.
///
/// ```
/// use xiangqi::engine::{Engine, Limits, StandardRules};
/// use xiangqi::notation::Style;
/// use xiangqi::review::analyse;
/// use xiangqi::Position;
/// let mut engine = Engine::new(1);
/// let start = Position::startpos();
/// let a = analyse(&mut engine, &start, &[], Limits::depth(3), 3, &StandardRules, Style::Wxf, |_| {})
///     .unwrap();
/// assert_eq!(a.lines.len(), 3);
/// assert_eq!(a.arrows.len(), 3);
/// ```
#[allow(clippy::too_many_arguments)]
pub fn analyse(
    engine: &mut Engine,
    start: &Position,
    moves: &[Move],
    limits: Limits,
    lines: usize,
    rules: &dyn GameRules,
    style: Style,
    mut progress: impl FnMut(&Analysis),
) -> Result<Analysis, EngineError> {
    let pos = crate::engine::replay(start, moves)?;
    let r = engine.search_lines(start, moves, limits, lines, rules, |info| {
        progress(&analysis_of(
            &pos,
            &info.lines,
            style,
            info.depth,
            info.nodes,
            info.time_ms,
        ))
    })?;
    Ok(analysis_of(
        &pos, &r.lines, style, r.depth, r.nodes, r.time_ms,
    ))
}
