//! A lesson of the school of roles: one task on a pad, with feedback and a hint.

use super::board::{new_pad, pad_gesture, show_task_hint};
use super::screen::Screen;
use crate::app::effect::Effect;
use crate::app::event::{Action, BoardGesture};
use crate::app::model::context::{button, Ctx, Nav, Route};
use crate::app::services::board_pad::BoardPad;
use crate::app::services::learn::LessonSession;
use crate::app::view::board::PieceCardView;
use crate::app::view::learn::{LessonView, TaskHint};
use crate::app::view::*;
use crate::moves::Move;
use crate::sound::{Cue, Sound};
use crate::tr;
use std::sync::Arc;

pub(crate) struct LessonScreen {
    session: LessonSession,
    lesson: LessonView,
    pub pad: Arc<BoardPad>,
    feedback: Option<String>,
    hint: Option<TaskHint>,
    message: Option<String>,
    card: Option<PieceCardView>,
    last_move: Option<Move>,
}

impl LessonScreen {
    pub fn open(ctx: &mut Ctx, number: u8) -> Option<LessonScreen> {
        let found = ctx
            .app
            .lessons()
            .map(|list| list.into_iter().find(|l| l.number == number));
        let session = ctx.app.lesson(u32::from(number));
        match (found, session) {
            (Ok(Some(lesson)), Ok(session)) => {
                let pad = new_pad(ctx, &session.fen())?;
                Some(LessonScreen {
                    session,
                    lesson,
                    pad,
                    feedback: None,
                    hint: None,
                    message: None,
                    card: None,
                    last_move: None,
                })
            }
            (Err(e), _) | (_, Err(e)) => {
                ctx.error(&e);
                None
            }
            (Ok(None), _) => None,
        }
    }

    fn on_action(&mut self, ctx: &mut Ctx, action: Action) -> Nav {
        match action {
            Action::LessonHint => {
                if let Some(hint) = self.session.hint() {
                    self.hint = Some(show_task_hint(ctx, &self.pad, hint));
                }
                Nav::Stay
            }
            Action::RestartLesson => Nav::Replace(Route::Lesson(self.lesson.number)),
            Action::NextLesson => Nav::Replace(Route::Lesson(self.lesson.number + 1)),
            _ => Nav::Stay,
        }
    }

    fn on_board(&mut self, ctx: &mut Ctx, gesture: BoardGesture) -> Nav {
        let fen = self.session.fen();
        let asked = pad_gesture(
            ctx,
            &self.pad,
            &fen,
            gesture,
            &mut self.card,
            &mut self.message,
        );
        if let Some(mv) = asked {
            self.play(ctx, &mv.to_string(), Some(mv));
        }
        Nav::Stay
    }

    fn on_typed(&mut self, ctx: &mut Ctx, text: &str) {
        self.play(ctx, text, None);
    }

    fn play(&mut self, ctx: &mut Ctx, text: &str, mv: Option<Move>) {
        if self.session.is_done() {
            return;
        }
        self.hint = None;
        self.card = None;
        match self.session.play(text) {
            Ok(feedback) => {
                let last = feedback.reply.or(mv);
                self.last_move = if feedback.wrong { None } else { last };
                let _ = self
                    .pad
                    .show(&feedback.fen, self.last_move, !feedback.right);
                ctx.move_shown();
                if feedback.right && ctx.settings.sound {
                    ctx.effect(Effect::PlaySound { cue: Cue::Chime });
                } else if feedback.reply.is_some() {
                    ctx.sounds(&[Sound::Move]);
                }
                let text = feedback
                    .text
                    .clone()
                    .or_else(|| {
                        feedback
                            .reply_notation
                            .as_ref()
                            .map(|mv| tr!(ctx.lang(), "learn-black-answers", mv = mv.as_str()))
                    })
                    .unwrap_or_default();
                ctx.announce(text.clone());
                self.feedback = Some(text);
            }
            Err(e) => self.message = Some(ctx.refusal(&e)),
        }
    }

    fn record(&self, ctx: &Ctx) -> LessonScreenView {
        let lang = ctx.lang();
        let done = self.session.is_done();
        let mut buttons = vec![
            button(
                Action::LessonHint,
                &tr!(lang, "learn-hint"),
                !done,
                ButtonRole::Secondary,
            ),
            ctx.button(Action::RestartLesson, tr!(lang, "learn-start-again")),
        ];
        if self.lesson.number < 10 {
            buttons.push(button(
                Action::NextLesson,
                &tr!(lang, "learn-next-lesson"),
                true,
                if done {
                    ButtonRole::Primary
                } else {
                    ButtonRole::Secondary
                },
            ));
        }
        LessonScreenView {
            title: tr!(
                lang,
                "learn-lesson-title",
                number = self.lesson.number,
                title = self.lesson.title.as_str()
            ),
            lesson: self.lesson.clone(),
            fen: self.session.fen(),
            last_move: self.last_move,
            feedback: self.feedback.clone(),
            done,
            hint: self.hint.clone(),
            message: self.message.clone(),
            card: self.card.clone(),
            buttons,
        }
    }
}

impl Screen for LessonScreen {
    fn view(&self, ctx: &Ctx) -> ScreenView {
        ScreenView::Lesson {
            lesson: self.record(ctx),
        }
    }

    fn action(&mut self, ctx: &mut Ctx, _key: u64, action: Action) -> Nav {
        self.on_action(ctx, action)
    }

    fn board(&mut self, ctx: &mut Ctx, _key: u64, gesture: BoardGesture) -> Nav {
        self.on_board(ctx, gesture)
    }

    fn typed(&mut self, ctx: &mut Ctx, _key: u64, text: &str) {
        self.on_typed(ctx, text);
    }

    fn pad(&self) -> Option<&Arc<BoardPad>> {
        Some(&self.pad)
    }
}
