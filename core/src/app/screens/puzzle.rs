//! A puzzle, and the puzzle of the day.
//!
//! The puzzle of the day counts from the moment its position is first shown. Leaving keeps
//! the attempt open (its time keeps running, so a peek gains nothing) and the app says so
//! before the person leaves; the attempt is scored when solved, given up on purpose, or when
//! its day has ended ([`settle_past_dailies`]).

use super::board::{new_pad, pad_gesture, puzzle_feedback, show_task_hint};
use super::screen::Screen;
use crate::app::effect::Effect;
use crate::app::error::AppError;
use crate::app::event::{Action, BoardGesture};
use crate::app::labels::{self, date_text, level_title, moves_left};
use crate::app::model::context::{button, Ctx, Nav, Route};
use crate::app::services::board_pad::BoardPad;
use crate::app::services::learn::PuzzlePlay;
use crate::app::view::board::PieceCardView;
use crate::app::view::learn::{
    PuzzleFeedbackView, PuzzleMood, PuzzleSuccessView, PuzzleView, SolutionView, TaskHint,
};
use crate::app::view::*;
use crate::lang::Lang;
use crate::moves::Move;
use crate::puzzles::{self, TryOutcome};
use crate::sound::{Cue, Sound};
use crate::tr;
use std::sync::Arc;

pub(crate) struct PuzzleScreen {
    play: PuzzlePlay,
    pub pad: Arc<BoardPad>,
    daily: bool,
    message: Option<String>,
    status: Option<String>,
    hint: Option<TaskHint>,
    solution: Option<SolutionView>,
    card: Option<PieceCardView>,
    /// How the last try went (the feedback line).
    mood: PuzzleMood,
    /// What the success sheet counts, read from the store once the puzzle is solved (the
    /// view is built often; these do not change for this attempt).
    success_facts: std::cell::OnceCell<SuccessFacts>,
}

/// The figures of a solved puzzle's moment.
enum SuccessFacts {
    /// The day's puzzle: its points and the streak of days.
    Daily { points: u32, streak: Option<u32> },
    /// A catalogue puzzle: solved of all at its level.
    Level { solved: usize, total: usize },
}

impl PuzzleScreen {
    /// A puzzle of the catalogue (the banner says why not).
    pub fn open_play(ctx: &mut Ctx, play: Result<PuzzlePlay, AppError>) -> Option<PuzzleScreen> {
        match play {
            Ok(play) => PuzzleScreen::open(ctx, play, false),
            Err(e) => {
                ctx.error(&e);
                None
            }
        }
    }

    /// Today's puzzle: its attempt starts (or continues) now.
    pub fn open_daily(ctx: &mut Ctx) -> Option<PuzzleScreen> {
        let today = ctx.today();
        match ctx.app.start_daily(&today) {
            Ok(play) => PuzzleScreen::open(ctx, play, true),
            Err(e) => {
                ctx.error(&e);
                None
            }
        }
    }

    fn open(ctx: &mut Ctx, play: PuzzlePlay, daily: bool) -> Option<PuzzleScreen> {
        let view = play.view();
        let pad = new_pad(ctx, &view.fen)?;
        let practice = daily && !play.daily_counting() && !view.over;
        let status = practice.then(|| tr!(ctx.lang(), "learn-practice-your-first-attempt").into());
        Some(PuzzleScreen {
            play,
            pad,
            daily,
            message: None,
            status,
            hint: None,
            solution: None,
            card: None,
            mood: PuzzleMood::YourMove,
            success_facts: std::cell::OnceCell::new(),
        })
    }

    /// The day's attempt that counts is under way on screen (its time line ticks).
    pub fn counting(&self) -> bool {
        self.daily && self.play.daily_counting()
    }

    /// The day of the attempt counting on this screen has ended (`today` is later): the
    /// attempt is scored now, as not solved, and the screen shows that. Returns its day.
    pub fn day_ended(&mut self, ctx: &mut Ctx, today: &str) -> Option<String> {
        let day = self.play.view().daily_date?;
        if !self.counting() || day.as_str() >= today {
            return None;
        }
        if let Err(e) = self.play.abandon() {
            self.refused(ctx, &e);
            return None;
        }
        self.hint = None;
        self.card = None;
        // The question on leaving ("your attempt stays open") is moot now.
        let asking = ctx
            .dialog
            .as_ref()
            .is_some_and(|d| d.buttons.iter().any(|b| b.action == Action::LeaveDaily));
        if asking {
            ctx.dialog = None;
        }
        self.finish(ctx, None);
        self.message = Some(tr!(ctx.lang(), "learn-its-day-has-ended").into());
        Some(day)
    }

    fn on_back(&mut self, ctx: &mut Ctx) -> Nav {
        if !self.counting() {
            return Nav::Pop;
        }
        let lang = ctx.lang();
        let leave = ctx.button(Action::LeaveDaily, tr!(lang, "learn-continue-later"));
        let give_up = button(
            Action::GiveUp,
            &tr!(lang, "learn-give-up-and-score"),
            true,
            ButtonRole::Destructive,
        );
        let stay = button(
            Action::CloseDialog,
            &tr!(lang, "learn-keep-solving"),
            true,
            ButtonRole::Primary,
        );
        ctx.confirm(
            tr!(lang, "learn-leave-the-puzzle-of").into(),
            tr!(lang, "learn-your-attempt-stays-open").into(),
            vec![stay, leave, give_up],
        );
        Nav::Stay
    }

    fn on_action(&mut self, ctx: &mut Ctx, action: Action) -> Nav {
        match action {
            Action::PuzzleHint => match self.play.hint() {
                Ok(Some(hint)) => self.hint = Some(show_task_hint(ctx, &self.pad, hint)),
                Ok(None) => {}
                Err(e) => self.refused(ctx, &e),
            },
            Action::ShowSolution => match self.play.show_solution() {
                Ok(solution) => {
                    ctx.announce(solution.notation.join(", "));
                    self.solution = Some(solution);
                    self.finish(ctx, None);
                }
                Err(e) => self.refused(ctx, &e),
            },
            Action::GiveUp => match self.play.abandon() {
                Ok(()) => self.finish(ctx, None),
                Err(e) => self.refused(ctx, &e),
            },
            Action::LeaveDaily => return Nav::Pop,
            Action::NextPuzzle => return Nav::Replace(Route::PuzzleLevel(self.play.view().level)),
            Action::RetryPuzzle => return Nav::Replace(Route::Puzzle(self.play.view().id)),
            Action::SharePosition => {
                let view = self.play.view();
                let caption = tr!(
                    ctx.lang(),
                    "learn-puzzle-share-caption",
                    title = level_title(view.level, ctx.lang()),
                    id = view.id
                );
                ctx.share(&view.fen, crate::types::Color::Red, caption);
            }
            _ => {}
        }
        Nav::Stay
    }

    fn refused(&mut self, ctx: &mut Ctx, e: &AppError) {
        self.message = Some(ctx.refusal(e));
    }

    /// The attempt is over: the board closes, and the person hears how it went.
    fn finish(&mut self, ctx: &mut Ctx, last: Option<Move>) {
        let view = self.play.view();
        let _ = self.pad.show(&view.fen, last, false);
        ctx.board_revision += 1;
        let text = self.outcome_text(ctx.lang());
        ctx.announce(text.clone());
        self.status = Some(text);
    }

    fn outcome_text(&self, lang: Lang) -> String {
        let v = self.play.view();
        let yes_no = |b: bool| if b { "yes" } else { "no" };
        tr!(
            lang,
            "learn-outcome",
            solved = yes_no(v.solved),
            scored = yes_no(v.daily_score.is_some()),
            score = v.daily_score.unwrap_or(0)
        )
    }

    fn on_board(&mut self, ctx: &mut Ctx, gesture: BoardGesture) -> Nav {
        let fen = self.pad.fen();
        let asked = pad_gesture(
            ctx,
            &self.pad,
            &fen,
            gesture,
            &mut self.card,
            &mut self.message,
        );
        if let Some(mv) = asked {
            self.try_move(ctx, mv);
        }
        Nav::Stay
    }

    fn on_typed(&mut self, ctx: &mut Ctx, text: &str) {
        if self.play.view().over {
            let e = AppError::from(crate::puzzles::SessionError::Finished);
            return self.refused(ctx, &e);
        }
        let pos = crate::position::Position::from_fen(&self.play.view().fen);
        let style = ctx.settings.notation.for_lang(ctx.lang());
        match pos
            .ok()
            .and_then(|p| crate::notation::parse_prefer(&p, text, style).ok())
        {
            Some(mv) => self.try_move(ctx, mv),
            None => {
                let e = AppError::from(crate::notation::NotationError::Syntax(text.into()));
                self.refused(ctx, &e);
            }
        }
    }

    fn try_move(&mut self, ctx: &mut Ctx, mv: Move) {
        if self.play.view().over {
            return;
        }
        self.hint = None;
        self.card = None;
        match self.play.try_move(&mv.to_string()) {
            Ok(TryOutcome::Wrong { gave_check }) => {
                self.mood = PuzzleMood::Wrong;
                let yes_no = |b: bool| if b { "yes" } else { "no" };
                let text = tr!(
                    ctx.lang(),
                    "learn-wrong-move",
                    check = yes_no(gave_check),
                    counting = yes_no(self.counting())
                );
                ctx.announce(text.clone());
                self.message = Some(text);
                let _ = self.pad.show(&self.play.view().fen, None, true);
                ctx.board_revision += 1;
            }
            Ok(TryOutcome::Continue { reply }) => {
                self.mood = PuzzleMood::Correct;
                let view = self.play.view();
                let _ = self.pad.show(&view.fen, Some(reply), true);
                ctx.move_shown();
                ctx.sounds(&[Sound::Move]);
                let text = view
                    .played_notation
                    .last()
                    .map(|mv| {
                        tr!(
                            ctx.lang(),
                            "learn-black-defends",
                            mv = mv.as_str(),
                            n = view.moves_left
                        )
                    })
                    .unwrap_or_default();
                ctx.announce(text.clone());
                self.message = Some(text);
                ctx.board_revision += 1;
            }
            Ok(TryOutcome::Mate) => {
                if ctx.settings.sound {
                    ctx.effect(Effect::PlaySound { cue: Cue::Chime });
                }
                self.message = None;
                self.finish(ctx, Some(mv));
            }
            Err(e) => self.refused(ctx, &e),
        }
    }

    fn record(&self, ctx: &Ctx) -> PuzzleScreenView {
        let lang = ctx.lang();
        let puzzle = self.play.view();
        let title = if self.daily {
            tr!(lang, "learn-puzzle-of-the-day").into()
        } else {
            level_title(puzzle.level, lang).to_string()
        };
        let task = tr!(lang, "learn-red-mates-in-every", level = puzzle.level);
        let status = self
            .status
            .clone()
            .unwrap_or_else(|| moves_left(puzzle.moves_left, lang));
        let daily_line = self.counting().then(|| {
            let seconds = self.play.seconds();
            let points = puzzles::attempt_score(true, puzzle.wrong_tries, seconds);
            let time = labels::clock_time(u64::from(seconds) * 1000);
            // A hint already decided the score: say so now, not after the mate.
            if puzzle.hint_used {
                return tr!(
                    lang,
                    "learn-time-wrong-tries-hint",
                    time = time,
                    tries = puzzle.wrong_tries
                );
            }
            tr!(
                lang,
                "learn-time-wrong-tries-solved",
                time = time,
                tries = puzzle.wrong_tries,
                points = points
            )
        });
        let open = !puzzle.over;
        let mut buttons = vec![
            button(
                Action::PuzzleHint,
                &tr!(lang, "learn-hint"),
                open,
                ButtonRole::Secondary,
            ),
            button(
                Action::ShowSolution,
                &tr!(lang, "learn-show-the-solution"),
                open,
                ButtonRole::Secondary,
            ),
            button(
                Action::GiveUp,
                &tr!(lang, "learn-give-up"),
                open,
                ButtonRole::Destructive,
            ),
        ];
        // An ended puzzle (the day's one too) leads on: the next of its level, or this one
        // again as practice.
        if puzzle.over {
            buttons.push(button(
                Action::NextPuzzle,
                &tr!(lang, "learn-next-puzzle"),
                true,
                ButtonRole::Primary,
            ));
            buttons.push(ctx.button(Action::RetryPuzzle, tr!(lang, "learn-try-again")));
        }
        buttons.push(ctx.button(Action::SharePosition, tr!(lang, "learn-share")));
        let feedback = self.feedback(&puzzle, lang);
        let success = puzzle.solved.then(|| self.success(ctx, &puzzle));
        PuzzleScreenView {
            feedback,
            success,
            title,
            task,
            puzzle,
            status,
            message: self.message.clone(),
            hint: self.hint.clone(),
            solution: self.solution.clone(),
            daily_line,
            card: self.card.clone(),
            buttons,
        }
    }
}

impl PuzzleScreen {
    /// The line under the board: whose move and how the last try went.
    fn feedback(&self, puzzle: &PuzzleView, lang: Lang) -> PuzzleFeedbackView {
        let mood = match (puzzle.over, puzzle.solved) {
            (true, true) => PuzzleMood::Solved,
            (true, false) => PuzzleMood::Failed,
            (false, _) => self.mood,
        };
        puzzle_feedback(mood, puzzle.level, puzzle.moves_left, lang)
    }

    /// A solved puzzle's moment: the day's score and streak, or the level's progress.
    fn success(&self, ctx: &Ctx, puzzle: &PuzzleView) -> PuzzleSuccessView {
        let lang = ctx.lang();
        let facts =
            self.success_facts
                .get_or_init(|| match (&puzzle.daily_date, puzzle.daily_score) {
                    (Some(date), Some(points)) => SuccessFacts::Daily {
                        points,
                        streak: ctx.app.daily(date).ok().map(|d| d.streak),
                    },
                    _ => {
                        let level = puzzles::by_level(puzzle.level);
                        let solved: std::collections::HashSet<String> = ctx
                            .app
                            .puzzle_progress()
                            .unwrap_or_default()
                            .into_iter()
                            .filter(|p| p.solved)
                            .map(|p| p.puzzle_id)
                            .collect();
                        SuccessFacts::Level {
                            solved: level.iter().filter(|p| solved.contains(&p.id)).count(),
                            total: level.len(),
                        }
                    }
                });
        let (score, streak) = match *facts {
            SuccessFacts::Daily { points, streak } => (
                tr!(lang, "puzzle-score", points = points),
                streak.map(|days| tr!(lang, "puzzle-streak", days = days)),
            ),
            SuccessFacts::Level { solved, total } => (
                tr!(
                    lang,
                    "puzzle-level-progress",
                    solved = solved,
                    total = total,
                    level = puzzle.level
                ),
                None,
            ),
        };
        PuzzleSuccessView {
            headline: puzzle_feedback(PuzzleMood::Solved, puzzle.level, 0, lang).text,
            icon: Icon::Trophy,
            score,
            streak,
            next: Some(button(
                Action::NextPuzzle,
                &tr!(lang, "learn-next-puzzle"),
                true,
                ButtonRole::Primary,
            )),
        }
    }
}

/// Attempts still open from days that have ended are scored (as not solved) now, and the
/// person is told. An attempt open on one of `on_screen` is scored by that screen, so that it
/// shows the result at once and stops counting.
pub(crate) fn settle_past_dailies<'a>(
    ctx: &mut Ctx,
    on_screen: impl Iterator<Item = &'a mut PuzzleScreen>,
) {
    let today = ctx.today();
    let mut settled: Vec<String> = on_screen
        .filter_map(|screen| screen.day_ended(ctx, &today))
        .collect();
    let open = match ctx.app.open_dailies() {
        Ok(open) => open,
        Err(e) => return ctx.error(&e),
    };
    for day in open.into_iter().map(|o| o.day).filter(|d| *d < today) {
        let scored = ctx.app.start_daily(&day).and_then(|play| play.abandon());
        match scored {
            Ok(()) => settled.push(day),
            Err(e) => ctx.error(&e),
        }
    }
    settled.sort();
    if let Some(day) = settled.last() {
        let lang = ctx.lang();
        let day = day
            .parse()
            .map(|d| date_text(d, lang))
            .unwrap_or_else(|_| day.clone());
        ctx.info(tr!(lang, "learn-the-puzzle-of-the", day = day));
    }
}

impl Screen for PuzzleScreen {
    fn view(&self, ctx: &Ctx) -> ScreenView {
        ScreenView::Puzzle {
            puzzle: self.record(ctx),
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

    fn back(&mut self, ctx: &mut Ctx) -> Nav {
        self.on_back(ctx)
    }

    fn pad(&self) -> Option<&Arc<BoardPad>> {
        Some(&self.pad)
    }

    fn clock_running(&self) -> bool {
        self.counting()
    }

    fn back_asks_first(&self) -> bool {
        self.counting()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn puzzle(ctx: &mut Ctx) -> PuzzleScreen {
        let play = ctx.app.next_puzzle(1);
        PuzzleScreen::open_play(ctx, play).expect("a puzzle of level 1")
    }

    #[test]
    fn the_solution_ends_the_attempt_and_the_next_is_a_route() {
        let (mut ctx, _rx) = Ctx::for_test();
        let mut p = puzzle(&mut ctx);
        let id = p.play.view().id;
        assert_eq!(p.action(&mut ctx, 1, Action::ShowSolution), Nav::Stay);
        assert!(p.play.view().over);
        assert!(p.status.is_some());
        assert_eq!(
            p.action(&mut ctx, 1, Action::NextPuzzle),
            Nav::Replace(Route::PuzzleLevel(1))
        );
        assert_eq!(
            p.action(&mut ctx, 1, Action::RetryPuzzle),
            Nav::Replace(Route::Puzzle(id))
        );
    }

    #[test]
    fn a_catalogue_puzzle_leaves_without_asking() {
        let (mut ctx, _rx) = Ctx::for_test();
        let mut p = puzzle(&mut ctx);
        assert!(!p.back_asks_first());
        assert_eq!(p.back(&mut ctx), Nav::Pop);
        assert!(ctx.dialog.is_none());
    }

    #[test]
    fn the_daily_puzzle_asks_before_it_is_left() {
        let (mut ctx, _rx) = Ctx::for_test();
        let mut p = PuzzleScreen::open_daily(&mut ctx).expect("today's puzzle");
        assert!(p.back_asks_first());
        assert_eq!(p.back(&mut ctx), Nav::Stay);
        assert!(ctx.dialog.is_some());
    }
}
