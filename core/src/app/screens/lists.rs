//! The two lists of the learning part: puzzles by level (with the puzzle of the day) and the
//! school of roles.

use super::screen::Screen;
use crate::app::event::Action;
use crate::app::labels::{daily_row, level_title};
use crate::app::model::context::{Ctx, Nav, Route};
use crate::app::services::painter::BoardSlot;
use crate::app::view::learn::{DailyView, LessonView};
use crate::app::view::*;
use crate::puzzles;
use crate::tr;
use std::collections::HashSet;

/// The five puzzle levels.
pub const PUZZLE_LEVELS: [u8; 5] = [1, 2, 3, 4, 5];

#[derive(Default)]
pub(crate) struct PuzzlesScreen {
    /// (total, solved) per level.
    counts: Vec<(u8, usize, usize)>,
    daily: Option<DailyView>,
}

impl PuzzlesScreen {
    fn load(ctx: &mut Ctx) -> PuzzlesScreen {
        let solved: HashSet<String> = match ctx.app.puzzle_progress() {
            Ok(list) => list
                .into_iter()
                .filter(|p| p.solved)
                .map(|p| p.puzzle_id)
                .collect(),
            Err(e) => {
                ctx.error(&e);
                HashSet::new()
            }
        };
        let counts = PUZZLE_LEVELS
            .iter()
            .map(|&level| {
                let list = puzzles::by_level(level);
                let done = list.iter().filter(|p| solved.contains(&p.id)).count();
                (level, list.len(), done)
            })
            .collect();
        PuzzlesScreen {
            counts,
            daily: ctx.app.daily(&ctx.today()).ok(),
        }
    }

    fn record(&self, ctx: &Ctx) -> PuzzlesView {
        let lang = ctx.lang();
        let levels = self
            .counts
            .iter()
            .map(|&(level, total, solved)| RowView {
                title: level_title(level, lang),
                detail: tr!(lang, "learn-of-solved", solved = solved, total = total),
                action: (total > 0).then_some(Action::OpenPuzzleLevel { level }),
                extra: Vec::new(),
            })
            .collect();
        PuzzlesView {
            title: tr!(lang, "learn-puzzles").into(),
            intro: tr!(lang, "learn-red-mates-and-every").into(),
            levels,
            daily: daily_row(lang, self.daily.as_ref()),
        }
    }
}

#[derive(Default)]
pub(crate) struct SchoolScreen {
    lessons: Vec<LessonView>,
}

impl SchoolScreen {
    fn load(ctx: &mut Ctx) -> SchoolScreen {
        match ctx.app.lessons() {
            Ok(lessons) => SchoolScreen { lessons },
            Err(e) => {
                ctx.error(&e);
                SchoolScreen::default()
            }
        }
    }

    fn record(&self, ctx: &Ctx) -> SchoolView {
        let lang = ctx.lang();
        let done = self.lessons.iter().filter(|l| l.completed).count();
        SchoolView {
            title: tr!(lang, "learn-school-of-roles").into(),
            intro: tr!(lang, "learn-ten-short-lessons-each").into(),
            lessons: self
                .lessons
                .iter()
                .map(|l| RowView {
                    title: tr!(
                        lang,
                        "learn-lesson-row",
                        number = l.number,
                        title = l.title.as_str()
                    ),
                    detail: if l.completed {
                        format!("✓ {}", l.task)
                    } else {
                        l.task.clone()
                    },
                    action: Some(Action::OpenLesson { number: l.number }),
                    extra: Vec::new(),
                })
                .collect(),
            progress: tr!(
                lang,
                "learn-of-done",
                done = done,
                total = self.lessons.len()
            ),
        }
    }
}

/// What the rows of both lists open.
fn list_action(action: Action) -> Nav {
    match action {
        Action::OpenPuzzleLevel { level } => Nav::Push(Route::PuzzleLevel(level)),
        Action::OpenDaily => Nav::Push(Route::Daily),
        Action::OpenLesson { number } => Nav::Push(Route::Lesson(number)),
        _ => Nav::Stay,
    }
}

impl Screen for PuzzlesScreen {
    fn view(&self, ctx: &Ctx) -> ScreenView {
        ScreenView::Puzzles {
            puzzles: self.record(ctx),
        }
    }

    fn action(&mut self, _ctx: &mut Ctx, _key: u64, action: Action) -> Nav {
        list_action(action)
    }

    fn shown(&mut self, ctx: &mut Ctx, _key: u64) -> BoardSlot {
        *self = PuzzlesScreen::load(ctx);
        BoardSlot::None
    }
}

impl Screen for SchoolScreen {
    fn view(&self, ctx: &Ctx) -> ScreenView {
        ScreenView::School {
            school: self.record(ctx),
        }
    }

    fn action(&mut self, _ctx: &mut Ctx, _key: u64, action: Action) -> Nav {
        list_action(action)
    }

    fn shown(&mut self, ctx: &mut Ctx, _key: u64) -> BoardSlot {
        *self = SchoolScreen::load(ctx);
        BoardSlot::None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rows_lead_to_routes() {
        let (mut ctx, _rx) = Ctx::for_test();
        let mut puzzles = PuzzlesScreen::default();
        let _ = puzzles.shown(&mut ctx, 1);
        let view = puzzles.view(&ctx);
        assert!(view.offers(&Action::OpenPuzzleLevel { level: 1 }));
        assert!(view.offers(&Action::OpenDaily));
        assert_eq!(
            puzzles.action(&mut ctx, 1, Action::OpenPuzzleLevel { level: 3 }),
            Nav::Push(Route::PuzzleLevel(3))
        );
        let mut school = SchoolScreen::default();
        let _ = school.shown(&mut ctx, 2);
        assert!(school.view(&ctx).offers(&Action::OpenLesson { number: 1 }));
        assert_eq!(
            school.action(&mut ctx, 2, Action::OpenLesson { number: 1 }),
            Nav::Push(Route::Lesson(1))
        );
    }
}
