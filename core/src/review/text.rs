//! German and English texts of the review: class names, key moments, summaries.

use super::{KeyMoment, MoveQuality, SideSummary};
use crate::lang::Lang;
use crate::types::Color;

pub(super) fn quality_label(q: MoveQuality, lang: Lang) -> &'static str {
    let de = lang == Lang::De;
    match (q, de) {
        (MoveQuality::Best, true) => "Bester Zug",
        (MoveQuality::Good, true) => "Guter Zug",
        (MoveQuality::Inaccuracy, true) => "Ungenauigkeit",
        (MoveQuality::Mistake, true) => "Fehler",
        (MoveQuality::Blunder, true) => "Grober Fehler",
        (MoveQuality::Best, false) => "Best move",
        (MoveQuality::Good, false) => "Good move",
        (MoveQuality::Inaccuracy, false) => "Inaccuracy",
        (MoveQuality::Mistake, false) => "Mistake",
        (MoveQuality::Blunder, false) => "Blunder",
    }
}

fn color_name(c: Color, lang: Lang) -> &'static str {
    match (c, lang == Lang::De) {
        (Color::Red, true) => "Rot",
        (Color::Black, true) => "Schwarz",
        (Color::Red, false) => "Red",
        (Color::Black, false) => "Black",
    }
}

/// Centipawns as points (a soldier is about one) with one decimal, German with a comma: `4,5`.
fn points(cp: i32, lang: Lang) -> String {
    let text = format!("{:.1}", cp as f64 / 100.0);
    if lang == Lang::De {
        text.replace('.', ",")
    } else {
        text
    }
}

/// One line for a key moment: "Zug 12, Rot: K2.5 – Grober Fehler (−4,5)".
/// `move_number` is the full-move number, `notation` the move in the chosen notation.
///
/// ```
/// use xiangqi::review::{key_moment_text, KeyMoment, MoveQuality};
/// use xiangqi::Lang;
/// use xiangqi::Color;
/// let k = KeyMoment { ply: 23, side: Color::Red, swing: 450, quality: MoveQuality::Blunder };
/// assert_eq!(key_moment_text(&k, 12, "K2.5", Lang::De), "Zug 12, Rot: K2.5 – Grober Fehler (−4,5)");
/// assert_eq!(key_moment_text(&k, 12, "C2.5", Lang::En), "Move 12, Red: C2.5 – blunder (−4.5)");
/// ```
pub fn key_moment_text(k: &KeyMoment, move_number: u32, notation: &str, lang: Lang) -> String {
    let who = color_name(k.side, lang);
    let label = quality_label(k.quality, lang);
    let swing = points(k.swing, lang);
    if lang == Lang::De {
        format!("Zug {move_number}, {who}: {notation} – {label} (−{swing})")
    } else {
        let label = label.to_lowercase();
        format!("Move {move_number}, {who}: {notation} – {label} (−{swing})")
    }
}

/// One line per side: "Rot: 18 beste, 6 gute Züge, 2 Ungenauigkeiten, 1 Fehler, 0 grobe
/// Fehler; im Schnitt 0,4 verloren."
pub fn summary_text(s: &SideSummary, lang: Lang) -> String {
    let who = color_name(s.side, lang);
    let avg = points(s.average_loss as i32, lang);
    let plural = |n: u32, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
    if lang == Lang::De {
        format!(
            "{who}: {} beste, {}, {}, {}, {}; im Schnitt {avg} verloren.",
            s.best,
            plural(s.good, "guter Zug", "gute Züge"),
            plural(s.inaccuracies, "Ungenauigkeit", "Ungenauigkeiten"),
            plural(s.mistakes, "Fehler", "Fehler"),
            plural(s.blunders, "grober Fehler", "grobe Fehler"),
        )
    } else {
        format!(
            "{who}: {} best, {}, {}, {}, {}; {avg} lost on average.",
            s.best,
            plural(s.good, "good move", "good moves"),
            plural(s.inaccuracies, "inaccuracy", "inaccuracies"),
            plural(s.mistakes, "mistake", "mistakes"),
            plural(s.blunders, "blunder", "blunders"),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn summaries_read_in_both_languages() {
        let s = SideSummary {
            side: Color::Black,
            best: 10,
            good: 4,
            inaccuracies: 1,
            mistakes: 2,
            blunders: 1,
            average_loss: 45,
        };
        assert_eq!(
            summary_text(&s, Lang::De),
            "Schwarz: 10 beste, 4 gute Züge, 1 Ungenauigkeit, 2 Fehler, 1 grober Fehler; \
             im Schnitt 0,5 verloren."
        );
        assert_eq!(
            summary_text(&s, Lang::En),
            "Black: 10 best, 4 good moves, 1 inaccuracy, 2 mistakes, 1 blunder; 0.5 lost on \
             average."
        );
        let one = SideSummary { good: 1, ..s };
        assert!(
            summary_text(&one, Lang::De).contains(" 1 guter Zug,"),
            "{}",
            summary_text(&one, Lang::De)
        );
        assert!(
            summary_text(&one, Lang::En).contains(" 1 good move,"),
            "{}",
            summary_text(&one, Lang::En)
        );
    }
}
