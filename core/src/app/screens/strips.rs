//! What the board screens share around the board: the player strips, the move strip with
//! its stepping, the icon bar's stepping buttons and the marks' legend.

use crate::app::event::Action;
use crate::app::labels;
use crate::app::model::context::button;
use crate::app::view::board::ClockView;
use crate::app::view::{
    BoardMark, ButtonRole, ButtonView, LegendItemView, LegendView, MoveCellView, MoveStripView,
    PlayerStripView, StripClockView,
};
use crate::lang::Lang;
use crate::material::Captures;
use crate::tr;
use crate::types::Color;

/// Below this much time a running clock is drawn red.
pub const LOW_TIME_MS: u64 = 10_000;

/// Who sits on one side of the board.
pub(crate) struct Player {
    pub side: Color,
    pub name: String,
    pub detail: Option<String>,
    /// Drawn facing the far side of the table.
    pub turned: bool,
}

/// The strip of `player`: their captures and lead from `captures`, their clock from `clock`
/// (running only while the game goes on).
pub(crate) fn player_strip(
    player: Player,
    captures: &Captures,
    clock: Option<&ClockView>,
    to_move: bool,
    over: bool,
    lang: Lang,
) -> PlayerStripView {
    let side = player.side;
    let lead = captures.lead(side);
    let material = (lead > 0).then(|| format!("+{lead}"));
    let clock = clock.map(|c| {
        let millis = match side {
            Color::Red => c.red_ms,
            Color::Black => c.black_ms,
        };
        let running = !over && c.running == side;
        let grace = running && c.in_grace;
        StripClockView {
            time: labels::clock_time(millis),
            millis,
            running,
            low: running && (grace || millis < LOW_TIME_MS),
            grace,
            grace_text: grace.then(|| tr!(lang, "strip-grace", s = c.grace_left_ms.div_ceil(1000))),
        }
    });
    let none = "none";
    let accessibility = tr!(
        lang,
        "strip-accessibility",
        name = player.name.as_str(),
        detail = player.detail.as_deref().unwrap_or(none),
        material = lead.max(0),
        clock = clock.as_ref().map_or(none, |c| c.time.as_str())
    );
    PlayerStripView {
        side,
        name: player.name,
        detail: player.detail,
        captured: captures.by(side).to_vec(),
        material,
        clock,
        to_move: to_move && !over,
        turned: player.turned,
        accessibility,
    }
}

/// The move strip of `moves` (written in the chosen notation), showing ply `shown` while
/// stepping (`None`: the game as it stands).
pub(crate) fn move_strip(
    moves: &[String],
    start_black: bool,
    opening: Option<String>,
    shown: Option<u32>,
    lang: Lang,
) -> MoveStripView {
    let current = moves.len() as u32;
    let shown_ply = shown.unwrap_or(current).min(current);
    let stepping = shown_ply < current;
    let rows = labels::move_rows(moves, start_black);
    let mut cells = Vec::with_capacity(moves.len());
    for row in &rows {
        if let Some(ply) = row.red_ply {
            cells.push(MoveCellView {
                ply,
                number: Some(row.number_text.clone()),
                text: row.red.clone(),
                action: Action::ShowPly { ply },
            });
        }
        if let (Some(ply), Some(text)) = (row.black_ply, &row.black) {
            cells.push(MoveCellView {
                ply,
                // A game Black began shows its number before Black's first move.
                number: row
                    .red_ply
                    .is_none()
                    .then(|| format!("{}…", row.number_text)),
                text: text.clone(),
                action: Action::ShowPly { ply },
            });
        }
    }
    MoveStripView {
        opening,
        cells,
        current_ply: current,
        shown_ply,
        stepping,
        stepping_text: stepping
            .then(|| tr!(lang, "moves-stepping", ply = shown_ply, total = current)),
        rows,
    }
}

/// The icon bar's stepping buttons: ‹ and ›, with "back to the game" first while stepping.
pub(crate) fn step_buttons(strip: &MoveStripView, lang: Lang) -> Vec<ButtonView> {
    let mut buttons = Vec::with_capacity(3);
    if strip.stepping {
        buttons.push(button(
            Action::BackToGame,
            &tr!(lang, "moves-back-to-game"),
            true,
            ButtonRole::Primary,
        ));
    }
    buttons.push(button(
        Action::StepBack,
        &tr!(lang, "moves-step-back"),
        strip.shown_ply > 0,
        ButtonRole::Secondary,
    ));
    buttons.push(button(
        Action::StepForward,
        &tr!(lang, "moves-step-forward"),
        strip.shown_ply < strip.current_ply,
        ButtonRole::Secondary,
    ));
    buttons
}

/// The menu's buttons about the view: share the position, turn the board, (once over)
/// analyse it, the settings.
pub(crate) fn view_buttons(over: bool, lang: Lang) -> Vec<ButtonView> {
    let mut buttons = vec![
        button(
            Action::SharePosition,
            &tr!(lang, "game-share-position"),
            true,
            ButtonRole::Secondary,
        ),
        button(
            Action::FlipBoard,
            &tr!(lang, "game-flip-board"),
            true,
            ButtonRole::Secondary,
        ),
    ];
    if over {
        buttons.push(button(
            Action::AnalysePosition,
            &tr!(lang, "game-analyse-position"),
            true,
            ButtonRole::Secondary,
        ));
    }
    buttons.push(button(
        Action::OpenSettings,
        &tr!(lang, "game-settings"),
        true,
        ButtonRole::Secondary,
    ));
    buttons
}

/// The result sheet's button that puts it away.
pub(crate) fn close_result_button(lang: Lang) -> ButtonView {
    button(
        Action::CloseResult,
        &tr!(lang, "game-close-result"),
        true,
        ButtonRole::Secondary,
    )
}

/// The bar's button that brings a put-away result sheet back.
pub(crate) fn result_button(lang: Lang) -> ButtonView {
    button(
        Action::OpenResult,
        &tr!(lang, "game-result"),
        true,
        ButtonRole::Secondary,
    )
}

/// The ply to show after a stepping `action` on `strip` (`None`: the game itself), or
/// `None` outside stepping actions.
pub(crate) fn step_target(strip: &MoveStripView, action: &Action) -> Option<Option<u32>> {
    let current = strip.current_ply;
    let target = match action {
        Action::StepBack => strip.shown_ply.saturating_sub(1),
        Action::StepForward => (strip.shown_ply + 1).min(current),
        Action::StepFirst => 0,
        Action::StepLast | Action::BackToGame => current,
        Action::ShowPly { ply } => (*ply).min(current),
        _ => return None,
    };
    Some((target < current).then_some(target))
}

/// What the marks mean: shown the first time the helper's marks appear on a board.
pub(crate) fn legend(helper: bool, dangers: bool, lang: Lang) -> LegendView {
    let mut marks = vec![
        BoardMark::LastMove,
        BoardMark::Selection,
        BoardMark::Target,
        BoardMark::Capture,
        BoardMark::Check,
    ];
    if helper {
        marks.extend([BoardMark::Blocked, BoardMark::Blocker]);
    }
    if dangers {
        marks.push(BoardMark::Danger);
    }
    LegendView {
        title: tr!(lang, "legend-title").into_owned(),
        items: marks
            .into_iter()
            .map(|mark| LegendItemView {
                mark,
                text: tr!(lang, "legend-mark", mark = mark_id(mark)),
            })
            .collect(),
        button: button(
            Action::DismissLegend,
            &tr!(lang, "legend-got-it"),
            true,
            ButtonRole::Primary,
        ),
    }
}

fn mark_id(mark: BoardMark) -> &'static str {
    match mark {
        BoardMark::LastMove => "last-move",
        BoardMark::Selection => "selection",
        BoardMark::Target => "target",
        BoardMark::Capture => "capture",
        BoardMark::Check => "check",
        BoardMark::Blocked => "blocked",
        BoardMark::Blocker => "blocker",
        BoardMark::Danger => "danger",
    }
}
