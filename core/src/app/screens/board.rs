//! What the screens with a board share: a pad made for a position, a gesture on it told to
//! the person, a piece card, a hint shown as an arrow.

use crate::app::event::BoardGesture;
use crate::app::model::context::Ctx;
use crate::app::services::board_input::{InputAction, InputOutcome};
use crate::app::services::board_pad::BoardPad;
use crate::app::view::board::PieceCardView;
use crate::app::view::learn::{PuzzleFeedbackView, PuzzleMood, TaskHint};
use crate::app::view::Icon;
use crate::moves::Move;
use crate::scene::PixelPoint;
use std::sync::Arc;

/// One board step on a pad; the move it asks for, if any.
fn pad_step(pad: &BoardPad, gesture: BoardGesture) -> InputOutcome {
    match gesture {
        BoardGesture::Tap { point } | BoardGesture::Activate { point } => pad.tap(point),
        BoardGesture::LongPress { point } => pad.long_press(point),
        BoardGesture::DragStart { point, x, y } => pad.drag_start(point, PixelPoint { x, y }),
        BoardGesture::DragMove { over, x, y } => pad.drag_move(over, PixelPoint { x, y }),
        BoardGesture::DragEnd { over } => pad.drag_end(over),
        BoardGesture::DragCancel => pad.drag_cancel(),
    }
}

/// A pad's piece card for a long press.
fn card_of(ctx: &Ctx, fen: &str, out: &InputOutcome) -> Option<PieceCardView> {
    let InputAction::Card { point } = out.action else {
        return None;
    };
    let pos = crate::position::Position::from_fen(fen).ok()?;
    let card = crate::explain::piece_card(&pos, point, crate::bitboard::Bitboard::EMPTY)?;
    Some(PieceCardView {
        gait: crate::explain::gait(card.piece.kind, ctx.lang()).to_string(),
        text: crate::explain::render_card(&card, ctx.lang()),
        card,
    })
}

/// One gesture on a puzzle's or lesson's pad (showing `fen`): told to the person, its card or
/// message kept for the screen; the move it asks for, for the screen to judge.
pub(crate) fn pad_gesture(
    ctx: &mut Ctx,
    pad: &BoardPad,
    fen: &str,
    gesture: BoardGesture,
    card: &mut Option<PieceCardView>,
    message: &mut Option<String>,
) -> Option<Move> {
    let out = pad_step(pad, gesture);
    ctx.board_outcome(&out);
    if let Some(shown) = card_of(ctx, fen, &out) {
        *card = Some(shown);
    } else if let Some(text) = &out.message {
        *message = Some(text.clone());
    }
    out.play
}

/// A puzzle's or lesson's hint: the move as an arrow on the pad once it is named, else only
/// the piece, said to the screen reader.
pub(crate) fn show_task_hint(ctx: &mut Ctx, pad: &BoardPad, hint: TaskHint) -> TaskHint {
    match hint.mv {
        Some(mv) => {
            let out = pad.show_hint(mv, &hint.text);
            ctx.board_outcome(&out);
        }
        None => ctx.announce(hint.text.clone()),
    }
    hint
}

/// A pad showing `fen` (the banner says why not).
pub(crate) fn new_pad(ctx: &mut Ctx, fen: &str) -> Option<Arc<BoardPad>> {
    match BoardPad::new(fen, &ctx.settings) {
        Ok(pad) => Some(Arc::new(pad)),
        Err(e) => {
            ctx.error(&e);
            None
        }
    }
}

/// A puzzle's feedback line for `mood` (`level`: N of "mate in N"; `moves_left` for a
/// correct move).
pub(crate) fn puzzle_feedback(
    mood: PuzzleMood,
    level: u8,
    moves_left: u8,
    lang: crate::lang::Lang,
) -> PuzzleFeedbackView {
    let (key, icon) = match mood {
        PuzzleMood::YourMove => ("your-move", Icon::Hint),
        PuzzleMood::Correct => ("correct", Icon::Correct),
        PuzzleMood::Wrong => ("wrong", Icon::Wrong),
        PuzzleMood::Solved => ("solved", Icon::Trophy),
        PuzzleMood::Failed => ("failed", Icon::Solution),
    };
    PuzzleFeedbackView {
        mood,
        icon,
        text: crate::tr!(
            lang,
            "puzzle-feedback",
            mood = key,
            n = moves_left,
            level = level
        ),
    }
}
