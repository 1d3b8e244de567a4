//! The two lists of the learning part: puzzles by level (with the puzzle of the day) and the
//! school of roles.

use super::screen::Screen;
use crate::app::event::Action;
use crate::app::labels::{daily_card, level_title, thumbnail};
use crate::app::model::context::{Ctx, Nav, Route};
use crate::app::services::painter::BoardSlot;
use crate::app::view::learn::{DailyView, LessonView};
use crate::app::view::*;
use crate::puzzles;
use crate::tr;
use crate::types::Color;
use std::collections::HashSet;

/// The five puzzle levels.
pub const PUZZLE_LEVELS: [u8; 5] = [1, 2, 3, 4, 5];

/// A puzzle level as its card shows it.
struct LevelCount {
    level: u8,
    total: usize,
    solved: usize,
    /// The position of the level's next puzzle (its first not yet solved).
    next_fen: Option<&'static str>,
}

#[derive(Default)]
pub(crate) struct PuzzlesScreen {
    counts: Vec<LevelCount>,
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
                let next = list
                    .iter()
                    .find(|p| !solved.contains(&p.id))
                    .or(list.first());
                LevelCount {
                    level,
                    total: list.len(),
                    solved: done,
                    next_fen: next.map(|p| p.fen.as_str()),
                }
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
            .map(|c| {
                let mut card = CardView::new(
                    level_title(c.level, lang),
                    tr!(lang, "learn-of-solved", solved = c.solved, total = c.total),
                )
                .progress(c.solved as u32, c.total as u32);
                if c.total > 0 {
                    card = card.action(Action::OpenPuzzleLevel { level: c.level });
                }
                if let Some(fen) = c.next_fen {
                    card = card.thumbnail(thumbnail(&ctx.settings, fen, Color::Red));
                }
                card
            })
            .collect();
        PuzzlesView {
            title: Tab::Puzzles.label(lang).into(),
            intro: tr!(lang, "learn-red-mates-and-every").into(),
            levels,
            daily: self.daily.as_ref().map(|d| daily_card(d, &ctx.settings)),
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
        // The first lesson not done is the one to take next.
        let next = self.lessons.iter().find(|l| !l.completed).map(|l| l.number);
        SchoolView {
            title: tr!(lang, "learn-school-of-roles").into(),
            intro: tr!(lang, "learn-ten-short-lessons-each").into(),
            lessons: self
                .lessons
                .iter()
                .map(|l| {
                    let state = if l.completed {
                        "done"
                    } else if Some(l.number) == next {
                        "next"
                    } else {
                        "open"
                    };
                    let mut card = CardView::new(
                        tr!(
                            lang,
                            "learn-lesson-row",
                            number = l.number,
                            title = l.title.as_str()
                        ),
                        l.task.clone(),
                    )
                    .action(Action::OpenLesson { number: l.number })
                    .thumbnail(thumbnail(&ctx.settings, &l.fen, Color::Red));
                    if state != "open" {
                        card = card.meta(tr!(lang, "learn-lesson-state", state = state));
                    }
                    match state {
                        "done" => card.icon(Icon::Correct),
                        "next" => card.icon(Icon::Next),
                        _ => card,
                    }
                })
                .collect(),
            done: ProgressBarView {
                done: done as u32,
                total: self.lessons.len() as u32,
            },
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
