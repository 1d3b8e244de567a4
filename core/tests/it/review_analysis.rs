//! Position analysis: the best lines in the chosen notation, updated per depth, with the
//! first move of each line as an arrow.

use xiangqi::engine::{Engine, Limits, StandardRules};
use xiangqi::notation::{self, Style};
use xiangqi::review::{analyse, Analysis, ANALYSIS_LINES};
use xiangqi::{Move, Position};

#[test]
fn lines_come_in_notation_with_arrows() {
    let start = Position::startpos();
    let history: Vec<Move> = ["h2e2", "h9g7"]
        .iter()
        .map(|m| Move::parse_iccs(m).unwrap())
        .collect();
    let mut updates: Vec<Analysis> = Vec::new();
    let mut engine = Engine::new(4);
    let a = analyse(
        &mut engine,
        &start,
        &history,
        Limits::depth(6),
        ANALYSIS_LINES,
        &StandardRules,
        Style::De,
        |u| updates.push(u.clone()),
    )
    .unwrap();
    let pos = Position::from_fen(&a.fen).unwrap();
    assert_eq!(a.depth, 6);
    assert_eq!(a.lines.len(), 3);
    assert_eq!(updates.len(), 6);
    assert_eq!(updates.last(), Some(&a));
    for (i, line) in a.lines.iter().enumerate() {
        assert_eq!(line.rank, i as u32 + 1);
        assert_eq!(line.moves.len(), line.notation.len());
        let mut p = pos.clone();
        for (m, text) in line.moves.iter().zip(&line.notation) {
            assert_eq!(&notation::format(&p, *m, Style::De), text);
            p.make_move(*m);
        }
        assert_eq!(line.score_text, xiangqi::review::score_text(line.score));
    }
    let arrows = &a.arrows;
    assert_eq!(arrows.len(), 3);
    for (arrow, line) in arrows.iter().zip(&a.lines) {
        assert_eq!(
            (arrow.from, arrow.to, arrow.rank),
            (line.moves[0].from(), line.moves[0].to(), line.rank)
        );
    }
    let firsts: std::collections::HashSet<Move> = a.lines.iter().map(|l| l.moves[0]).collect();
    assert_eq!(firsts.len(), 3);
}

#[test]
fn a_mate_reads_as_a_mate() {
    let pos = Position::from_fen("3k5/1R7/8r/9/9/9/9/R8/7r1/4K4 w - - 0 1").unwrap();
    let a = analyse(
        &mut Engine::new(2),
        &pos,
        &[],
        Limits::depth(4),
        2,
        &StandardRules,
        Style::Wxf,
        |_| {},
    )
    .unwrap();
    assert_eq!(a.lines[0].mate, Some(1));
    assert_eq!(a.lines[0].score_text, "#1");
    assert_eq!(a.lines[0].notation[0], "R9+7#");
}
