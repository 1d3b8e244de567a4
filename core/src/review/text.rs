//! The texts of the review: class names, key moments, summaries (the `review-*` messages).

use super::{KeyMoment, MoveQuality, SideSummary};
use crate::l10n::Locale;
use crate::tr;

/// The selector value of `q` in the messages.
fn quality_key(q: MoveQuality) -> &'static str {
    match q {
        MoveQuality::Best => "best",
        MoveQuality::Good => "good",
        MoveQuality::Inaccuracy => "inaccuracy",
        MoveQuality::Mistake => "mistake",
        MoveQuality::Blunder => "blunder",
    }
}

pub(super) fn quality_label(q: MoveQuality, locale: Locale) -> String {
    tr!(locale, "review-quality", quality = quality_key(q))
}

/// Centipawns as points (a soldier is about one) with one decimal, as the message
/// `review-decimal` writes it: German `4,5`, English `4.5`.
fn points(cp: i32, locale: Locale) -> String {
    let text = format!("{:.1}", cp as f64 / 100.0);
    let (int, frac) = text.split_once('.').unwrap_or((&text, "0"));
    tr!(locale, "review-decimal", int = int, frac = frac)
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
pub fn key_moment_text(
    k: &KeyMoment,
    move_number: u32,
    notation: &str,
    locale: impl Into<Locale>,
) -> String {
    let l = locale.into();
    tr!(
        l,
        "review-key-moment",
        number = move_number,
        who = tr!(l, "review-side", color = k.side.name()),
        notation = notation,
        label = tr!(
            l,
            "review-quality-in-text",
            quality = quality_key(k.quality)
        ),
        swing = points(k.swing, l)
    )
}

/// One line per side: "Rot: 18 beste, 6 gute Züge, 2 Ungenauigkeiten, 1 Fehler, 0 grobe
/// Fehler; im Schnitt 0,4 verloren."
pub fn summary_text(s: &SideSummary, locale: impl Into<Locale>) -> String {
    let l = locale.into();
    tr!(
        l,
        "review-summary",
        who = tr!(l, "review-side", color = s.side.name()),
        best = s.best,
        good = s.good,
        inaccuracies = s.inaccuracies,
        mistakes = s.mistakes,
        blunders = s.blunders,
        avg = points(s.average_loss as i32, l)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;
    use crate::types::Color;

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
