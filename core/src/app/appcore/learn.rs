//! Puzzles by level, a puzzle, the puzzle of the day, the school of roles and a lesson.
//!
//! The puzzle of the day counts from the moment its position is first shown. Leaving keeps
//! the attempt open (its time keeps running, so a peek gains nothing) and the app says so
//! before the person leaves; the attempt is scored when solved, given up on purpose, or when
//! its day has ended ([`settle_past_dailies`]).

use super::action::{Action, BoardGesture};
use super::effect::Effect;
use super::model::{button, Ctx, Nav, ScreenKind};
use super::view::*;
use crate::app::learn::{LessonView, SolutionView, TaskHint};
use crate::app::view::PieceCardView;
use crate::app::{AppError, BoardPad, InputAction, InputOutcome, LessonSession, PuzzlePlay};
use crate::lang::Lang;
use crate::moves::Move;
use crate::puzzles::{self, TryOutcome};
use crate::scene::PixelPoint;
use crate::sound::{Cue, Sound};
use std::collections::HashSet;
use std::sync::Arc;

/// The five puzzle levels.
pub const PUZZLE_LEVELS: [u8; 5] = [1, 2, 3, 4, 5];

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
fn show_task_hint(ctx: &mut Ctx, pad: &BoardPad, hint: TaskHint) -> TaskHint {
    match hint.mv {
        Some(mv) => {
            let out = pad.show_hint(mv, &hint.text);
            ctx.board_outcome(&out);
        }
        None => ctx.announce(hint.text.clone()),
    }
    hint
}

fn new_pad(ctx: &mut Ctx, fen: &str) -> Option<Arc<BoardPad>> {
    match BoardPad::new(fen, &ctx.settings) {
        Ok(pad) => Some(Arc::new(pad)),
        Err(e) => {
            ctx.error(&e);
            None
        }
    }
}

// ---- the lists ----

#[derive(Default)]
pub(crate) struct PuzzlesData {
    /// (total, solved) per level.
    counts: Vec<(u8, usize, usize)>,
    daily: Option<crate::app::DailyView>,
}

impl PuzzlesData {
    pub fn load(ctx: &mut Ctx) -> PuzzlesData {
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
        PuzzlesData {
            counts,
            daily: ctx.app.daily(&ctx.today()).ok(),
        }
    }

    pub fn view(&self, ctx: &Ctx) -> PuzzlesView {
        let lang = ctx.lang();
        let levels = self
            .counts
            .iter()
            .map(|&(level, total, solved)| RowView {
                title: level_title(level, lang),
                detail: match lang {
                    Lang::De => format!("{solved} von {total} gelöst"),
                    Lang::En => format!("{solved} of {total} solved"),
                },
                action: (total > 0).then_some(Action::OpenPuzzleLevel { level }),
                extra: Vec::new(),
            })
            .collect();
        PuzzlesView {
            title: ctx.t("Rätsel", "Puzzles").to_string(),
            intro: ctx
                .t(
                    "Rot setzt matt, und jeder rote Zug gibt Schach. Ein Tipp oder die Lösung zählt das Rätsel als nicht gelöst.",
                    "Red mates, and every Red move gives check. A hint or the solution counts the puzzle as not solved.",
                )
                .to_string(),
            levels,
            daily: super::home::daily_row(ctx, self.daily.as_ref()),
        }
    }
}

/// "Noch 2 Züge", "Noch 1 Zug" / "2 moves left", "1 move left".
fn moves_left(n: u8, lang: Lang) -> String {
    match (n, lang) {
        (1, Lang::De) => "Noch 1 Zug".to_string(),
        (n, Lang::De) => format!("Noch {n} Züge"),
        (1, Lang::En) => "1 move left".to_string(),
        (n, Lang::En) => format!("{n} moves left"),
    }
}

fn level_title(level: u8, lang: Lang) -> String {
    match (level, lang) {
        (5, Lang::De) => "Meisterstücke: Matt in 5".to_string(),
        (5, Lang::En) => "Masterpieces: mate in 5".to_string(),
        (1, Lang::De) => "Matt in 1".to_string(),
        (n, Lang::De) => format!("Matt in {n}"),
        (n, Lang::En) => format!("Mate in {n}"),
    }
}

#[derive(Default)]
pub(crate) struct SchoolData {
    lessons: Vec<LessonView>,
}

impl SchoolData {
    pub fn load(ctx: &mut Ctx) -> SchoolData {
        match ctx.app.lessons() {
            Ok(lessons) => SchoolData { lessons },
            Err(e) => {
                ctx.error(&e);
                SchoolData::default()
            }
        }
    }

    pub fn view(&self, ctx: &Ctx) -> SchoolView {
        let done = self.lessons.iter().filter(|l| l.completed).count();
        SchoolView {
            title: ctx.t("Schule der Rollen", "School of roles").to_string(),
            intro: ctx
                .t(
                    "Zehn kurze Lektionen, jede mit einer Aufgabe.",
                    "Ten short lessons, each with one task.",
                )
                .to_string(),
            lessons: self
                .lessons
                .iter()
                .map(|l| RowView {
                    title: format!("{}. {}", l.number, l.title),
                    detail: if l.completed {
                        format!("✓ {}", l.task)
                    } else {
                        l.task.clone()
                    },
                    action: Some(Action::OpenLesson { number: l.number }),
                    extra: Vec::new(),
                })
                .collect(),
            progress: match ctx.lang() {
                Lang::De => format!("{done} von {} geschafft", self.lessons.len()),
                Lang::En => format!("{done} of {} done", self.lessons.len()),
            },
        }
    }
}

/// Actions of the puzzle and school lists.
pub(crate) fn list_action(ctx: &mut Ctx, action: Action) -> Nav {
    match action {
        Action::OpenPuzzleLevel { level } => match ctx.app.next_puzzle(level) {
            Ok(play) => PuzzleScreen::open(ctx, play, false)
                .map(Nav::Push)
                .unwrap_or(Nav::Stay),
            Err(e) => {
                ctx.error(&e);
                Nav::Stay
            }
        },
        Action::OpenDaily => open_daily(ctx).map(Nav::Push).unwrap_or(Nav::Stay),
        Action::OpenLesson { number } => LessonScreen::open(ctx, number)
            .map(Nav::Push)
            .unwrap_or(Nav::Stay),
        _ => Nav::Stay,
    }
}

/// Today's puzzle: its attempt starts (or continues) now.
pub(crate) fn open_daily(ctx: &mut Ctx) -> Option<ScreenKind> {
    let today = ctx.today();
    match ctx.app.start_daily(&today) {
        Ok(play) => PuzzleScreen::open(ctx, play, true),
        Err(e) => {
            ctx.error(&e);
            None
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
            .map(|d| super::home::date_text(d, lang))
            .unwrap_or_else(|_| day.clone());
        ctx.info(match lang {
            Lang::De => format!(
                "Das Rätsel des Tages vom {day} wurde als nicht gelöst gewertet: sein Tag ist vorbei."
            ),
            Lang::En => format!(
                "The puzzle of the day of {day} was scored as not solved: its day has ended."
            ),
        });
    }
}

// ---- a puzzle ----

pub(crate) struct PuzzleScreen {
    play: PuzzlePlay,
    pub pad: Arc<BoardPad>,
    daily: bool,
    message: Option<String>,
    status: Option<String>,
    hint: Option<TaskHint>,
    solution: Option<SolutionView>,
    card: Option<PieceCardView>,
}

impl PuzzleScreen {
    pub fn open(ctx: &mut Ctx, play: PuzzlePlay, daily: bool) -> Option<ScreenKind> {
        let view = play.view();
        let pad = new_pad(ctx, &view.fen)?;
        let practice = daily && !play.daily_counting() && !view.over;
        let status = practice.then(|| {
            ctx.t(
                "Übung: dein erster Versuch heute ist schon gewertet.",
                "Practice: your first attempt today is already scored.",
            )
            .to_string()
        });
        Some(ScreenKind::Puzzle(Box::new(PuzzleScreen {
            play,
            pad,
            daily,
            message: None,
            status,
            hint: None,
            solution: None,
            card: None,
        })))
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
        self.message = Some(
            ctx.t(
                "Sein Tag ist vorbei: Es wurde als nicht gelöst gewertet.",
                "Its day has ended: it was scored as not solved.",
            )
            .to_string(),
        );
        Some(day)
    }

    pub fn back(&mut self, ctx: &mut Ctx) -> Nav {
        if !self.counting() {
            return Nav::Pop;
        }
        let leave = ctx.button(Action::LeaveDaily, "Später weiter", "Continue later");
        let give_up = button(
            Action::GiveUp,
            ctx.t("Aufgeben und werten", "Give up and score it"),
            true,
            ButtonRole::Destructive,
        );
        let stay = button(
            Action::CloseDialog,
            ctx.t("Weiterrätseln", "Keep solving"),
            true,
            ButtonRole::Primary,
        );
        ctx.confirm(
            ctx.t("Rätsel des Tages verlassen?", "Leave the puzzle of the day?")
                .into(),
            ctx.t(
                "Dein Versuch bleibt offen und die Zeit läuft weiter. Gewertet wird er, wenn du ihn löst, aufgibst oder der Tag endet.",
                "Your attempt stays open and its time keeps running. It is scored when you solve it, give up, or the day ends.",
            )
            .into(),
            vec![stay, leave, give_up],
        );
        Nav::Stay
    }

    pub fn action(&mut self, ctx: &mut Ctx, action: Action) -> Nav {
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
            Action::NextPuzzle => {
                let next = ctx.app.next_puzzle(self.play.view().level);
                return PuzzleScreen::instead(ctx, next);
            }
            Action::RetryPuzzle => {
                let again = ctx.app.puzzle(&self.play.view().id);
                return PuzzleScreen::instead(ctx, again);
            }
            Action::SharePosition => {
                let view = self.play.view();
                let caption = format!("{} – {}", level_title(view.level, ctx.lang()), view.id);
                super::model::share(ctx, &view.fen, crate::types::Color::Red, caption);
            }
            _ => {}
        }
        Nav::Stay
    }

    /// Another puzzle in this one's place (next, or this one again as practice).
    fn instead(ctx: &mut Ctx, play: Result<PuzzlePlay, AppError>) -> Nav {
        match play {
            Ok(play) => PuzzleScreen::open(ctx, play, false)
                .map(Nav::Replace)
                .unwrap_or(Nav::Stay),
            Err(e) => {
                ctx.error(&e);
                Nav::Stay
            }
        }
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
        let scored = v.daily_score.map(|s| match lang {
            Lang::De => format!(" Gewertet: {s} Punkte."),
            Lang::En => format!(" Scored: {s} points."),
        });
        let head = match (v.solved, lang) {
            (true, Lang::De) => "Gelöst!",
            (true, Lang::En) => "Solved!",
            (false, Lang::De) => "Nicht gelöst.",
            (false, Lang::En) => "Not solved.",
        };
        format!("{head}{}", scored.unwrap_or_default())
    }

    pub fn board(&mut self, ctx: &mut Ctx, gesture: BoardGesture) -> Nav {
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

    pub fn typed(&mut self, ctx: &mut Ctx, text: &str) {
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
                let text = match (gave_check, ctx.lang()) {
                    (false, Lang::De) => "Das ist kein Schach – jeder Zug muss Schach geben.",
                    (false, Lang::En) => "That is no check – every move must give check.",
                    (true, Lang::De) => "Schach, aber so gelingt das Matt nicht rechtzeitig.",
                    (true, Lang::En) => "Check, but it does not mate in time.",
                };
                let text = match self.counting() {
                    true => format!("{text} {}", ctx.t("(−25 Punkte)", "(−25 points)")),
                    false => text.to_string(),
                };
                ctx.announce(text.clone());
                self.message = Some(text);
                let _ = self.pad.show(&self.play.view().fen, None, true);
                ctx.board_revision += 1;
            }
            Ok(TryOutcome::Continue { reply }) => {
                let view = self.play.view();
                let _ = self.pad.show(&view.fen, Some(reply), true);
                ctx.move_shown();
                ctx.sounds(&[Sound::Move]);
                let text = view
                    .played_notation
                    .last()
                    .map(|n| match ctx.lang() {
                        Lang::De => {
                            format!(
                                "Schwarz verteidigt: {n}. {}.",
                                moves_left(view.moves_left, Lang::De)
                            )
                        }
                        Lang::En => format!(
                            "Black defends: {n}. {}.",
                            moves_left(view.moves_left, Lang::En)
                        ),
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

    pub fn view(&self, ctx: &Ctx) -> PuzzleScreenView {
        let lang = ctx.lang();
        let puzzle = self.play.view();
        let title = if self.daily {
            ctx.t("Rätsel des Tages", "Puzzle of the day").to_string()
        } else {
            format!("{} · {}", level_title(puzzle.level, lang), puzzle.id)
        };
        let task = match lang {
            Lang::De => format!(
                "Rot setzt in {} {} matt; jeder rote Zug gibt Schach.",
                puzzle.level,
                if puzzle.level == 1 { "Zug" } else { "Zügen" }
            ),
            Lang::En => format!("Red mates in {}; every Red move gives check.", puzzle.level),
        };
        let status = self
            .status
            .clone()
            .unwrap_or_else(|| moves_left(puzzle.moves_left, lang));
        let daily_line = self.counting().then(|| {
            let seconds = self.play.seconds();
            let points = puzzles::attempt_score(true, puzzle.wrong_tries, seconds);
            let time = super::labels::clock_time(u64::from(seconds) * 1000);
            // A hint already decided the score: say so now, not after the mate.
            if puzzle.hint_used {
                return match lang {
                    Lang::De => format!(
                        "Zeit {time} · Fehlversuche {} · Tipp genommen: zählt als nicht gelöst (0 Punkte)",
                        puzzle.wrong_tries
                    ),
                    Lang::En => format!(
                        "Time {time} · wrong tries {} · hint taken: counts as not solved (0 points)",
                        puzzle.wrong_tries
                    ),
                };
            }
            match lang {
                Lang::De => format!(
                    "Zeit {time} · Fehlversuche {} · jetzt gelöst: {points} Punkte",
                    puzzle.wrong_tries
                ),
                Lang::En => format!(
                    "Time {time} · wrong tries {} · solved now: {points} points",
                    puzzle.wrong_tries
                ),
            }
        });
        let open = !puzzle.over;
        let mut buttons = vec![
            button(
                Action::PuzzleHint,
                ctx.t("Tipp", "Hint"),
                open,
                ButtonRole::Normal,
            ),
            button(
                Action::ShowSolution,
                ctx.t("Lösung zeigen", "Show the solution"),
                open,
                ButtonRole::Normal,
            ),
            button(
                Action::GiveUp,
                ctx.t("Aufgeben", "Give up"),
                open,
                ButtonRole::Destructive,
            ),
        ];
        // An ended puzzle (the day's one too) leads on: the next of its level, or this one
        // again as practice.
        if puzzle.over {
            buttons.push(button(
                Action::NextPuzzle,
                ctx.t("Nächstes Rätsel", "Next puzzle"),
                true,
                ButtonRole::Primary,
            ));
            buttons.push(ctx.button(Action::RetryPuzzle, "Noch einmal", "Try again"));
        }
        buttons.push(ctx.button(Action::SharePosition, "Teilen", "Share"));
        PuzzleScreenView {
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

// ---- a lesson ----

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
    pub fn open(ctx: &mut Ctx, number: u8) -> Option<ScreenKind> {
        let found = ctx
            .app
            .lessons()
            .map(|list| list.into_iter().find(|l| l.number == number));
        let session = ctx.app.lesson(u32::from(number));
        match (found, session) {
            (Ok(Some(lesson)), Ok(session)) => {
                let pad = new_pad(ctx, &session.fen())?;
                Some(ScreenKind::Lesson(Box::new(LessonScreen {
                    session,
                    lesson,
                    pad,
                    feedback: None,
                    hint: None,
                    message: None,
                    card: None,
                    last_move: None,
                })))
            }
            (Err(e), _) | (_, Err(e)) => {
                ctx.error(&e);
                None
            }
            (Ok(None), _) => None,
        }
    }

    pub fn action(&mut self, ctx: &mut Ctx, action: Action) -> Nav {
        match action {
            Action::LessonHint => {
                if let Some(hint) = self.session.hint() {
                    self.hint = Some(show_task_hint(ctx, &self.pad, hint));
                }
                Nav::Stay
            }
            Action::RestartLesson => LessonScreen::open(ctx, self.lesson.number)
                .map(Nav::Replace)
                .unwrap_or(Nav::Stay),
            Action::NextLesson => LessonScreen::open(ctx, self.lesson.number + 1)
                .map(Nav::Replace)
                .unwrap_or(Nav::Stay),
            _ => Nav::Stay,
        }
    }

    pub fn board(&mut self, ctx: &mut Ctx, gesture: BoardGesture) -> Nav {
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

    pub fn typed(&mut self, ctx: &mut Ctx, text: &str) {
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
                        feedback.reply_notation.as_ref().map(|n| match ctx.lang() {
                            Lang::De => format!("Schwarz antwortet: {n}"),
                            Lang::En => format!("Black answers: {n}"),
                        })
                    })
                    .unwrap_or_default();
                ctx.announce(text.clone());
                self.feedback = Some(text);
            }
            Err(e) => self.message = Some(ctx.refusal(&e)),
        }
    }

    pub fn view(&self, ctx: &Ctx) -> LessonScreenView {
        let done = self.session.is_done();
        let mut buttons = vec![
            button(
                Action::LessonHint,
                ctx.t("Tipp", "Hint"),
                !done,
                ButtonRole::Normal,
            ),
            ctx.button(Action::RestartLesson, "Von vorn", "Start again"),
        ];
        if self.lesson.number < 10 {
            buttons.push(button(
                Action::NextLesson,
                ctx.t("Nächste Lektion", "Next lesson"),
                true,
                if done {
                    ButtonRole::Primary
                } else {
                    ButtonRole::Normal
                },
            ));
        }
        LessonScreenView {
            title: format!(
                "{} {} · {}",
                ctx.t("Lektion", "Lesson"),
                self.lesson.number,
                self.lesson.title
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
