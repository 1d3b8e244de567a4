//! What a screen reader says about each of the 90 points: a label ("Rotes Pferd auf b0"), a
//! value ("zwei Züge, erlaubtes Ziel"), the selected state and the action a double tap
//! performs ("Auswählen", "Hierher ziehen"), with the point's frame on screen. With these a
//! player who cannot see the board plays a whole game point by point.

use super::geometry::{BoardGeometry, FILES, RANKS};
use super::primitives::PixelPoint;
use super::text;
use super::SceneState;
use crate::bitboard::Bitboard;
use crate::explain::{move_help, BlockReason, MoveHelp};
use crate::l10n::Locale;
use crate::position::Position;
use crate::tr;
use crate::types::{PieceKind, Square};
use serde::{Serialize, Serializer};

fn ser_sq<S: Serializer>(s: &Square, ser: S) -> Result<S::Ok, S::Error> {
    ser.serialize_str(&s.to_string())
}

/// What a tap on a point would do (the interaction's answer, without doing it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum TapAction {
    /// Nothing (an empty point with nothing selected, or input is closed).
    Nothing,
    /// Select this own piece.
    Select,
    /// Deselect the selected piece (a tap on it again, or on a point it cannot reach).
    Deselect,
    /// Move the selected piece here.
    MoveHere,
    /// Move the selected piece here, capturing.
    CaptureHere,
    /// Refused: the point is a blocked target of the selected piece.
    Blocked,
    /// Refused: not a piece of the side to move, the computer's turn or the game is over.
    Refused,
}

/// Is the point a target of the selected piece, and how?
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum TargetKind {
    None,
    Legal,
    /// Legal, but the opponent can capture there without a recapture.
    Risky,
    Blocked,
}

/// Accessibility of one point.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct PointAccessibility {
    #[serde(serialize_with = "ser_sq")]
    pub point: Square,
    /// The point's centre and the half size of its square frame, in pixels.
    pub center: PixelPoint,
    pub half_size: f32,
    /// "Rotes Pferd auf b0" / "e5".
    pub label: String,
    /// "zwei Züge", "leer, erlaubtes Ziel", "gesperrt: Fußangel".
    pub value: String,
    pub selected: bool,
    pub target: TargetKind,
    pub tap: TapAction,
    /// What a double tap does ("Auswählen", "Hierher ziehen"), if anything.
    pub action: Option<String>,
}

/// The text of a tap action, if it does something.
pub fn action_text(action: TapAction, locale: impl Into<Locale>) -> Option<String> {
    let key = match action {
        TapAction::Select => "select",
        TapAction::Deselect => "deselect",
        TapAction::MoveHere => "move-here",
        TapAction::CaptureHere => "capture-here",
        TapAction::Nothing | TapAction::Blocked | TapAction::Refused => return None,
    };
    Some(tr!(locale.into(), "scene-action", action = key))
}

fn target_of(help: Option<&MoveHelp>, s: Square) -> (TargetKind, Option<BlockReason>) {
    let Some(h) = help else {
        return (TargetKind::None, None);
    };
    if h.risky.contains(&s) {
        (TargetKind::Risky, None)
    } else if h.legal.contains(&s) {
        (TargetKind::Legal, None)
    } else if let Some(b) = h.blocked.iter().find(|b| b.to == s) {
        (TargetKind::Blocked, Some(b.reason))
    } else {
        (TargetKind::None, None)
    }
}

/// A piece's marks: it gives check, it is in danger.
fn push_marks(value: &mut Vec<String>, s: Square, state: &SceneState, lang: Locale) {
    if state.checkers.contains(&s) {
        value.push(text::gives_check(lang).into());
    }
    if state.dangers.contains(&s) {
        value.push(text::in_danger(lang).into());
    }
}

/// All 90 points in reading order as seen (top row first, left to right).
///
/// `iron` holds the points of pieces that may not be captured now (see `explain`); `tap`
/// says what a tap on a point would do.
pub fn describe_points(
    pos: &Position,
    iron: Bitboard,
    state: &SceneState,
    geometry: &BoardGeometry,
    tap: impl Fn(Square) -> TapAction,
    locale: impl Into<Locale>,
) -> Vec<PointAccessibility> {
    let lang = locale.into();
    let separator = tr!(lang, "scene-value-separator");
    let help = state.selection.as_ref();
    let mut out = Vec::with_capacity(FILES * RANKS);
    for row in 0..RANKS {
        for col in 0..FILES {
            let Some(s) = geometry.square_at_cell(col, row) else {
                continue;
            };
            let piece = pos.piece_at(s);
            let mut value: Vec<String> = Vec::new();
            match piece {
                None => value.push(text::empty(lang).into()),
                Some(p) if p.color != pos.side_to_move() => {
                    value.push(text::not_their_turn(p.color, lang));
                    push_marks(&mut value, s, state, lang);
                }
                Some(p) => {
                    let moves = move_help(pos, s, iron).map_or(0, |h| h.legal.len());
                    value.push(text::move_count(moves, lang));
                    if p.kind == PieceKind::General
                        && pos.in_check()
                        && p.color == pos.side_to_move()
                    {
                        value.push(text::in_check(lang).into());
                    }
                    push_marks(&mut value, s, state, lang);
                }
            }
            let (target, blocked) = target_of(help, s);
            match (target, blocked) {
                (TargetKind::Legal, _) => value.push(text::legal_target(lang).into()),
                (TargetKind::Risky, _) => value.push(text::risky_target(lang).into()),
                (TargetKind::Blocked, Some(reason)) => {
                    value.push(text::blocked_target(reason, lang))
                }
                _ => {}
            }
            let action = tap(s);
            let is_selected = help.is_some_and(|h| h.from == s);
            // A tap anywhere else clears the selection too, but only the selected piece says
            // so: a reader does not hear "deselect" on every point.
            let spoken_action = match action {
                TapAction::Deselect if !is_selected => None,
                a => action_text(a, lang),
            };
            out.push(PointAccessibility {
                point: s,
                center: geometry.center(s),
                half_size: geometry.spacing / 2.0,
                label: text::point_label(s, piece, lang),
                value: value.join(&separator),
                selected: is_selected,
                target,
                tap: action,
                action: spoken_action,
            });
        }
    }
    out
}

/// One point's accessibility as one spoken line: "Rotes Pferd auf b0, zwei Züge,
/// ausgewählt. Auswählen" (for logs, tests and the command line).
pub fn spoken(p: &PointAccessibility, locale: impl Into<Locale>) -> String {
    let l = locale.into();
    let mut line = tr!(
        l,
        "scene-spoken",
        label = p.label.as_str(),
        value = p.value.as_str()
    );
    if p.selected {
        line = tr!(l, "scene-spoken-selected", line = line);
    }
    if let Some(a) = &p.action {
        line = tr!(l, "scene-spoken-action", line = line, action = a.as_str());
    }
    line
}
