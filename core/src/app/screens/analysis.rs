//! The analysis screen: the engine's best lines for a position.

use super::board::new_pad;
use super::screen::Screen;
use crate::app::event::{Action, BoardGesture};
use crate::app::model::context::{button, Ctx, Internal, Msg, Nav};
use crate::app::services::analysis::{AnalysisListener, AnalysisRequest, AnalysisSession};
use crate::app::services::board_pad::BoardPad;
use crate::app::services::painter::BoardSlot;
use crate::app::view::*;
use crate::position::Position;
use crate::review::Analysis;
use crate::tr;
use crate::types::Color;
use std::sync::mpsc::Sender;
use std::sync::Arc;

struct AnalysisHears {
    tx: Sender<Msg>,
    screen: u64,
}

impl AnalysisListener for AnalysisHears {
    fn on_update(&self, analysis: Analysis) {
        Ctx::post(
            &self.tx,
            Internal::Analysis {
                screen: self.screen,
                analysis,
                done: false,
            },
        );
    }

    fn on_finished(&self, analysis: Analysis) {
        Ctx::post(
            &self.tx,
            Internal::Analysis {
                screen: self.screen,
                analysis,
                done: true,
            },
        );
    }

    fn on_error(&self, message: String) {
        Ctx::post(
            &self.tx,
            Internal::AnalysisFailed {
                screen: self.screen,
                message,
            },
        );
    }
}

/// Lines shown at first, and the most.
pub const ANALYSIS_LINES: u32 = 3;

pub(crate) struct AnalysisScreen {
    fen: String,
    pub pad: Arc<BoardPad>,
    lines: u32,
    session: Option<AnalysisSession>,
    latest: Option<Analysis>,
    running: bool,
    failed: Option<String>,
    /// Results of an earlier run (before a change of the line count) are dropped.
    run: u32,
}

impl AnalysisScreen {
    pub fn open(ctx: &mut Ctx, fen: &str) -> Option<AnalysisScreen> {
        let pad = new_pad(ctx, fen)?;
        let _ = pad.show(fen, None, false);
        Some(AnalysisScreen {
            fen: fen.to_string(),
            pad,
            lines: ANALYSIS_LINES,
            session: None,
            latest: None,
            running: false,
            failed: None,
            run: 0,
        })
    }

    fn start_once(&mut self, ctx: &mut Ctx, key: u64) {
        if self.session.is_none() && self.latest.is_none() {
            self.start(ctx, key);
        }
    }

    fn start(&mut self, ctx: &mut Ctx, key: u64) {
        self.stop();
        self.run += 1;
        let request = AnalysisRequest {
            lines: self.lines,
            movetime_ms: Some(ctx.app.engine_config().analysis_ms),
            ..AnalysisRequest::new(self.fen.clone())
        };
        let listener = Arc::new(AnalysisHears {
            tx: ctx.tx.clone(),
            screen: key,
        });
        match ctx.app.start_analysis(&request, listener) {
            Ok(session) => {
                self.session = Some(session);
                self.running = true;
                self.latest = None;
            }
            Err(e) => self.failed = Some(e.message(ctx.lang())),
        }
    }

    fn stop(&mut self) {
        if let Some(s) = self.session.take() {
            s.stop();
        }
    }

    fn on_action(&mut self, ctx: &mut Ctx, key: u64, action: Action) -> Nav {
        match action {
            Action::StopAnalysis => {
                if let Some(s) = &self.session {
                    s.stop();
                }
            }
            Action::MoreLines | Action::FewerLines => {
                self.lines = if action == Action::MoreLines {
                    (self.lines + 1).min(crate::app::services::analysis::MAX_ANALYSIS_LINES)
                } else {
                    self.lines.saturating_sub(1).max(1)
                };
                self.start(ctx, key);
            }
            Action::SharePosition => {
                let caption = tr!(ctx.lang(), "tools-position-to-analyse").into();
                let side = Position::from_fen(&self.fen)
                    .map(|p| p.side_to_move())
                    .unwrap_or(Color::Red);
                ctx.share(&self.fen.clone(), side, caption);
            }
            _ => {}
        }
        Nav::Stay
    }

    fn on_board(&mut self, ctx: &mut Ctx, gesture: BoardGesture) {
        if let BoardGesture::Tap { point } | BoardGesture::Activate { point } = gesture {
            let out = self.pad.tap(point);
            ctx.board_outcome(&out);
        }
    }

    fn on_internal(&mut self, ctx: &mut Ctx, msg: Internal) {
        match msg {
            Internal::Analysis { analysis, done, .. } => {
                if analysis.lines.len() as u32 > self.lines {
                    return; // from a run with more lines
                }
                if let Some(best) = analysis.lines.first().and_then(|l| l.moves.first()) {
                    let _ = self.pad.show(&self.fen, None, false);
                    self.pad.show_hint(*best, "");
                    ctx.board_revision += 1;
                }
                if done {
                    self.running = false;
                    self.session = None;
                }
                self.latest = Some(analysis);
            }
            Internal::AnalysisFailed { message, .. } => {
                self.running = false;
                self.failed = Some(message);
            }
            _ => {}
        }
    }

    fn record(&self, ctx: &Ctx) -> AnalysisScreenView {
        let lang = ctx.lang();
        let status = match (&self.failed, &self.latest, self.running) {
            (Some(m), ..) => m.clone(),
            (None, Some(a), true) => tr!(lang, "tools-depth-thinking", depth = a.depth),
            (None, Some(a), false) => tr!(lang, "tools-depth-done", depth = a.depth),
            (None, None, _) => tr!(lang, "tools-thinking").into(),
        };
        let lines = self
            .latest
            .iter()
            .flat_map(|a| a.lines.iter())
            .map(|l| AnalysisLineView {
                score: l.score_text.clone(),
                moves: l.notation.join(" "),
            })
            .collect();
        AnalysisScreenView {
            title: tr!(lang, "tools-analysis").into(),
            fen: self.fen.clone(),
            status,
            running: self.running,
            lines,
            buttons: vec![
                button(
                    Action::StopAnalysis,
                    &tr!(lang, "tools-stop"),
                    self.running,
                    ButtonRole::Secondary,
                ),
                button(
                    Action::MoreLines,
                    &tr!(lang, "tools-more-lines"),
                    self.lines < crate::app::services::analysis::MAX_ANALYSIS_LINES,
                    ButtonRole::Secondary,
                ),
                button(
                    Action::FewerLines,
                    &tr!(lang, "tools-fewer-lines"),
                    self.lines > 1,
                    ButtonRole::Secondary,
                ),
                ctx.button(Action::SharePosition, tr!(lang, "tools-share")),
            ],
        }
    }
}

impl Screen for AnalysisScreen {
    fn view(&self, ctx: &Ctx) -> ScreenView {
        ScreenView::Analysis {
            analysis: self.record(ctx),
        }
    }

    fn action(&mut self, ctx: &mut Ctx, key: u64, action: Action) -> Nav {
        self.on_action(ctx, key, action)
    }

    fn board(&mut self, ctx: &mut Ctx, _key: u64, gesture: BoardGesture) -> Nav {
        self.on_board(ctx, gesture);
        Nav::Stay
    }

    fn shown(&mut self, ctx: &mut Ctx, key: u64) -> BoardSlot {
        self.start_once(ctx, key);
        BoardSlot::Pad(self.pad.clone())
    }

    fn leave(&mut self, _ctx: &mut Ctx) {
        self.stop();
    }

    fn internal(&mut self, ctx: &mut Ctx, msg: Internal) {
        self.on_internal(ctx, msg);
    }

    fn pad(&self) -> Option<&Arc<BoardPad>> {
        Some(&self.pad)
    }
}
