//! The words of the board, from the `scene-*` messages: piece names with their colour,
//! points, move counts, selection summaries and refusals.

use crate::explain::{block_name, reason_key, BlockReason};
use crate::l10n::Locale;
use crate::tr;
use crate::types::{Color, Piece, Square};
use std::borrow::Cow;

/// A piece with its colour: "Rotes Pferd", "Schwarze Kanone" / "Red horse", "Black cannon".
pub fn piece_label(piece: Piece, locale: impl Into<Locale>) -> String {
    tr!(
        locale.into(),
        "scene-piece",
        color = piece.color.name(),
        kind = piece.kind.name()
    )
}

/// A point with what stands on it: "Rotes Pferd auf b0" / "Red horse on b0", or "e5".
pub fn point_label(point: Square, piece: Option<Piece>, locale: impl Into<Locale>) -> String {
    match piece {
        None => point.to_string(),
        Some(p) => tr!(
            locale.into(),
            "scene-piece-on",
            color = p.color.name(),
            kind = p.kind.name(),
            point = point.to_string()
        ),
    }
}

/// "zwei Züge" / "two moves", "ein Zug" / "one move", "keine Züge" / "no moves".
pub fn move_count(n: usize, locale: impl Into<Locale>) -> String {
    tr!(locale.into(), "scene-move-count", n = n)
}

/// What a piece of the side not to move says instead of its move count (a count of none
/// would sound like stalemate): "Schwarz ist nicht am Zug" / "not Black's turn".
pub fn not_their_turn(side: Color, locale: impl Into<Locale>) -> String {
    tr!(locale.into(), "scene-not-their-turn", color = side.name())
}

/// "leer" / "empty".
pub fn empty(locale: impl Into<Locale>) -> Cow<'static, str> {
    tr!(locale.into(), "scene-empty")
}

pub fn gives_check(locale: impl Into<Locale>) -> Cow<'static, str> {
    tr!(locale.into(), "scene-gives-check")
}

pub fn in_check(locale: impl Into<Locale>) -> Cow<'static, str> {
    tr!(locale.into(), "scene-in-check")
}

pub fn in_danger(locale: impl Into<Locale>) -> Cow<'static, str> {
    tr!(locale.into(), "scene-in-danger")
}

pub fn selected(locale: impl Into<Locale>) -> Cow<'static, str> {
    tr!(locale.into(), "scene-selected")
}

pub fn legal_target(locale: impl Into<Locale>) -> Cow<'static, str> {
    tr!(locale.into(), "scene-legal-target")
}

pub fn risky_target(locale: impl Into<Locale>) -> Cow<'static, str> {
    tr!(locale.into(), "scene-risky-target")
}

/// The short name of a block reason: the status line's head ("Fußangel", "Horse leg").
pub fn block_reason_name(reason: BlockReason, locale: impl Into<Locale>) -> String {
    block_name(reason, locale)
}

/// "gesperrt: Fußangel", "gesperrt: eigener Stein" / "blocked: horse leg".
pub fn blocked_target(reason: BlockReason, locale: impl Into<Locale>) -> String {
    tr!(
        locale.into(),
        "scene-blocked-target",
        reason = reason_key(reason)
    )
}

/// After a selection: "Rotes Pferd auf b0: Ziele a2, c2." / "Red horse on b0: targets a2, c2."
pub fn selection_summary(
    piece: Piece,
    from: Square,
    legal: &[Square],
    locale: impl Into<Locale>,
) -> String {
    let l = locale.into();
    let separator = tr!(l, "scene-target-separator");
    let targets = legal
        .iter()
        .map(|s| s.to_string())
        .collect::<Vec<_>>()
        .join(&separator);
    tr!(
        l,
        "scene-selection",
        who = point_label(from, Some(piece), l),
        count = legal.len(),
        targets = targets
    )
}

pub fn deselected(locale: impl Into<Locale>) -> Cow<'static, str> {
    tr!(locale.into(), "scene-deselected")
}

pub fn computer_to_move(locale: impl Into<Locale>) -> Cow<'static, str> {
    tr!(locale.into(), "scene-computer-to-move")
}

pub fn computer_thinking(locale: impl Into<Locale>) -> Cow<'static, str> {
    tr!(locale.into(), "scene-computer-thinking")
}

pub fn game_over(locale: impl Into<Locale>) -> Cow<'static, str> {
    tr!(locale.into(), "error-game-over")
}

/// "Das ist ein schwarzer Stein; Rot ist am Zug." / "That is a Black piece; Red is to move."
/// (The piece's side is not to move, so the other side is.)
pub fn not_your_piece(piece: Piece, locale: impl Into<Locale>) -> Cow<'static, str> {
    let text = tr!(
        locale.into(),
        "scene-not-your-piece",
        color = piece.color.name()
    );
    Cow::Owned(text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;
    use crate::types::PieceKind;

    #[test]
    fn names_read_as_in_the_issue() {
        let horse = Piece::new(Color::Red, PieceKind::Horse);
        let b0 = Square::parse_iccs("b0").unwrap();
        assert_eq!(point_label(b0, Some(horse), Lang::De), "Rotes Pferd auf b0");
        assert_eq!(point_label(b0, Some(horse), Lang::En), "Red horse on b0");
        assert_eq!(point_label(b0, Some(horse), Locale::ZhHans), "红马在b0");
        assert_eq!(move_count(2, Lang::De), "zwei Züge");
        assert_eq!(move_count(2, Lang::En), "two moves");
        assert_eq!(move_count(17, Lang::En), "seventeen moves");
        assert_eq!(move_count(1, Lang::De), "ein Zug");
        assert_eq!(move_count(0, Lang::En), "no moves");
        assert_eq!(move_count(21, Lang::De), "viele Züge");
        assert_eq!(move_count(21, Lang::En), "21 moves");
        assert_eq!(move_count(2, Locale::ZhHans), "两种走法");
    }

    #[test]
    fn blocked_targets_read_as_sentences() {
        use BlockReason as B;
        assert_eq!(blocked_target(B::HorseLeg, Lang::De), "gesperrt: Fußangel");
        assert_eq!(
            blocked_target(B::OwnPiece, Lang::De),
            "gesperrt: eigener Stein"
        );
        assert_eq!(blocked_target(B::HorseLeg, Lang::En), "blocked: horse leg");
        assert_eq!(blocked_target(B::HorseLeg, Locale::ZhHans), "受阻：蹩马腿");
    }

    #[test]
    fn selections_count_their_targets() {
        let horse = Piece::new(Color::Red, PieceKind::Horse);
        let b0 = Square::parse_iccs("b0").unwrap();
        let a2 = Square::parse_iccs("a2").unwrap();
        let c2 = Square::parse_iccs("c2").unwrap();
        assert_eq!(
            selection_summary(horse, b0, &[a2, c2], Lang::De),
            "Rotes Pferd auf b0: Ziele a2, c2."
        );
        assert_eq!(
            selection_summary(horse, b0, &[a2], Lang::En),
            "Red horse on b0: target a2."
        );
        assert_eq!(
            selection_summary(horse, b0, &[], Lang::De),
            "Rotes Pferd auf b0: kein erlaubter Zug."
        );
        assert_eq!(
            selection_summary(horse, b0, &[a2, c2], Locale::ZhHans),
            "红马在b0：可以走到 a2、c2。"
        );
    }

    #[test]
    fn every_block_reason_has_a_short_name() {
        for reason in BlockReason::ALL {
            for locale in Locale::ALL {
                let name = block_reason_name(reason, locale);
                assert!(!name.is_empty() && name.len() < 30, "{reason:?}: {name}");
            }
        }
    }
}
