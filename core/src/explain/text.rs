//! The texts of the helper and the card, from the `explain-*` messages: status lines, gaits
//! and readable renderings of the move helper and the piece card.

use super::{BlockReason, MoveHelp, PieceCard, Region};
use crate::l10n::Locale;
use crate::tr;
use crate::types::{PieceKind, Square};
use std::borrow::Cow;

/// The selector value of `reason` in the messages.
pub(crate) fn reason_key(reason: BlockReason) -> &'static str {
    match reason {
        BlockReason::HorseLeg => "horse-leg",
        BlockReason::ElephantEye => "elephant-eye",
        BlockReason::River => "river",
        BlockReason::Palace => "palace",
        BlockReason::Check => "check",
        BlockReason::FlyingGeneral => "flying-general",
        BlockReason::IronPiece => "iron-piece",
        BlockReason::OwnPiece => "own-piece",
        BlockReason::CannonNoScreen => "cannon-no-screen",
        BlockReason::CannonScreens => "cannon-screens",
    }
}

/// The status-line text for a blocked target (names from seed 001: Fußangel, Elefantenauge,
/// Fluss, Palast, Schach, fliegender General).
pub fn status_line(reason: BlockReason, mover: PieceKind, locale: impl Into<Locale>) -> String {
    tr!(
        locale.into(),
        "explain-status-line",
        reason = reason_key(reason),
        mover = mover.name()
    )
}

/// The short name of a block reason, the status line's head ("Fußangel", "Horse leg").
pub fn block_name(reason: BlockReason, locale: impl Into<Locale>) -> String {
    tr!(
        locale.into(),
        "explain-block-name",
        reason = reason_key(reason)
    )
}

/// The status line for a risky target.
pub fn risky_line(locale: impl Into<Locale>) -> Cow<'static, str> {
    tr!(locale.into(), "explain-risky-the-opponent-can")
}

/// How the piece moves.
pub fn gait(kind: PieceKind, locale: impl Into<Locale>) -> String {
    tr!(locale.into(), "explain-gait", kind = kind.name())
}

/// Points in ICCS, joined with spaces; the `explain-no-points` mark for none.
fn points(v: &[Square], l: Locale) -> String {
    if v.is_empty() {
        tr!(l, "explain-no-points").into_owned()
    } else {
        v.iter()
            .map(|s| s.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// One line of text, ended.
fn line(out: &mut String, text: impl AsRef<str>) {
    out.push_str(text.as_ref());
    out.push('\n');
}

/// The move helper as readable lines (points in ICCS).
pub fn render_help(help: &MoveHelp, locale: impl Into<Locale>) -> String {
    let l = locale.into();
    let mut out = String::new();
    line(
        &mut out,
        tr!(
            l,
            "explain-piece-on",
            kind = help.piece.kind.name(),
            color = help.piece.color.name(),
            point = help.from.to_string()
        ),
    );
    if !help.to_move {
        line(&mut out, tr!(l, "explain-help-not-to-move"));
    }
    line(
        &mut out,
        tr!(l, "explain-help-legal", points = points(&help.legal, l)),
    );
    if !help.risky.is_empty() {
        line(
            &mut out,
            tr!(l, "explain-help-risky", points = points(&help.risky, l)),
        );
    }
    for b in &help.blocked {
        let why = b.status_line(l);
        let text = match b.blocker {
            Some(s) => tr!(
                l,
                "explain-help-blocked-by",
                point = b.to.to_string(),
                blocker = s.to_string(),
                why = why
            ),
            None => tr!(
                l,
                "explain-help-blocked",
                point = b.to.to_string(),
                why = why
            ),
        };
        line(&mut out, text);
    }
    if !help.checkers.is_empty() {
        line(
            &mut out,
            tr!(
                l,
                "explain-help-checkers",
                points = points(&help.checkers, l)
            ),
        );
    }
    out
}

/// The piece card as readable lines.
pub fn render_card(card: &PieceCard, locale: impl Into<Locale>) -> String {
    let l = locale.into();
    let mut out = String::new();
    line(
        &mut out,
        tr!(
            l,
            "explain-piece-on",
            kind = card.piece.kind.name(),
            color = card.piece.color.name(),
            point = card.square.to_string()
        ),
    );
    line(&mut out, gait(card.piece.kind, l));
    let region = match card.region {
        Region::Palace => "palace",
        Region::OwnHalf => "own-half",
        Region::AcrossRiver => "across-river",
    };
    line(&mut out, tr!(l, "explain-card-region", region = region));
    line(
        &mut out,
        tr!(l, "explain-card-attacks", points = points(&card.attacks, l)),
    );
    line(
        &mut out,
        tr!(
            l,
            "explain-card-attacked-by",
            points = points(&card.attacked_by, l)
        ),
    );
    line(
        &mut out,
        tr!(
            l,
            "explain-card-defended-by",
            points = points(&card.defended_by, l)
        ),
    );
    if let Some(p) = card.pinned_by {
        line(
            &mut out,
            tr!(l, "explain-card-pinned-by", point = p.to_string()),
        );
    }
    if card.in_danger {
        line(&mut out, tr!(l, "explain-card-in-danger"));
    }
    if card.blocked {
        line(&mut out, tr!(l, "explain-card-blocked"));
    } else {
        line(
            &mut out,
            tr!(l, "explain-card-legal-moves", n = card.legal_moves),
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_reason_has_a_name_and_a_line_in_every_locale() {
        for locale in Locale::ALL {
            for reason in BlockReason::ALL {
                let name = block_name(reason, locale);
                for mover in PieceKind::ALL {
                    let line = status_line(reason, mover, locale);
                    assert!(line.starts_with(&name), "{locale} {reason:?}: {line}");
                    assert!(line.len() > name.len() + 4, "{locale} {reason:?}: {line}");
                }
            }
        }
        assert_eq!(
            status_line(BlockReason::River, PieceKind::Soldier, Locale::ZhHans),
            "河界：兵卒过河以后才能横走。"
        );
    }
}
