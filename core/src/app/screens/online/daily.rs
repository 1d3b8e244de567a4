//! The server's puzzle of the day: the server judges every move and keeps the score.

use super::texts::error_text;
use crate::app::event::{Action, BoardGesture};
use crate::app::model::context::{button, Ctx, Nav};
use crate::app::screens::board::{pad_gesture, puzzle_feedback};
use crate::app::screens::screen::Screen;
use crate::app::services::board_pad::BoardPad;
use crate::app::services::replay::texts_and_positions;
use crate::app::view::board::PieceCardView;
use crate::app::view::learn::PuzzleView;
use crate::app::view::*;
use crate::moves::Move;
use crate::position::Position;
use crate::protocol::{ClientMsg, DailyTry, ErrorCode, ServerMsg};
use crate::tr;
use std::sync::Arc;

pub(crate) struct OnlineDaily {
    pub pad: Arc<BoardPad>,
    date: Option<String>,
    puzzle_id: String,
    level: u8,
    start_fen: String,
    played: Vec<Move>,
    wrong_tries: u32,
    pending: Option<Move>,
    done: Option<(bool, u32, u32, Vec<String>, u32)>,
    message: Option<String>,
    card: Option<PieceCardView>,
    started_at_ms: u64,
}

impl OnlineDaily {
    /// The screen, with the server asked for today's puzzle.
    pub fn open(ctx: &mut Ctx) -> Option<OnlineDaily> {
        let daily = OnlineDaily::new(ctx)?;
        ctx.online.send(ClientMsg::DailyStart {});
        Some(daily)
    }

    fn new(ctx: &mut Ctx) -> Option<OnlineDaily> {
        let pad = match BoardPad::new(crate::START_FEN, &ctx.settings) {
            Ok(pad) => Arc::new(pad),
            Err(e) => {
                ctx.error(&e);
                return None;
            }
        };
        let _ = pad.show(crate::START_FEN, None, false);
        Some(OnlineDaily {
            pad,
            date: None,
            puzzle_id: String::new(),
            level: 0,
            start_fen: crate::START_FEN.to_string(),
            played: Vec::new(),
            wrong_tries: 0,
            pending: None,
            done: None,
            message: None,
            card: None,
            started_at_ms: 0,
        })
    }

    fn position(&self) -> Position {
        let mut pos = Position::from_fen(&self.start_fen).unwrap_or_else(|_| Position::startpos());
        for &m in &self.played {
            if pos.is_legal(m) {
                pos.make_move(m);
            }
        }
        pos
    }

    fn show(&mut self, ctx: &mut Ctx) {
        let pos = self.position();
        let may_move = self.date.is_some() && self.done.is_none() && self.pending.is_none();
        let _ = self
            .pad
            .show(&pos.to_fen(), self.played.last().copied(), may_move);
        ctx.move_shown();
    }

    pub fn heard(&mut self, ctx: &mut Ctx, msg: ServerMsg) {
        let lang = ctx.lang();
        match msg {
            ServerMsg::DailyPuzzle {
                date,
                puzzle_id,
                level,
                fen,
                started_at_ms,
                played,
                wrong_tries,
            } => {
                // The attacker (the side to move in the puzzle) at the bottom.
                if let Ok(pos) = Position::from_fen(&fen) {
                    self.pad.set_bottom(pos.side_to_move());
                }
                self.date = Some(date);
                self.puzzle_id = puzzle_id;
                self.level = level;
                self.start_fen = fen;
                self.played = played
                    .iter()
                    .filter_map(|m| Move::parse_iccs(m).ok())
                    .collect();
                self.wrong_tries = wrong_tries;
                self.started_at_ms = started_at_ms;
                ctx.board_revision += 1;
            }
            ServerMsg::DailyTried { mv, outcome } => {
                self.pending = None;
                let parsed = Move::parse_iccs(&mv).ok();
                match outcome {
                    DailyTry::Wrong { wrong_tries } => {
                        self.wrong_tries = wrong_tries;
                        self.message = Some(tr!(lang, "online-wrong-try-again").into_owned());
                    }
                    DailyTry::Continue { reply } => {
                        self.played.extend(parsed);
                        self.played.extend(Move::parse_iccs(&reply).ok());
                        self.message =
                            Some(tr!(lang, "online-right-the-defence-answers").into_owned());
                    }
                    DailyTry::Mate => {
                        self.played.extend(parsed);
                        self.message = Some(tr!(lang, "online-checkmate").into_owned());
                    }
                }
            }
            ServerMsg::DailyDone {
                solved,
                score,
                wrong_tries,
                seconds,
                solution,
                streak,
                ..
            } => {
                self.done = Some((solved, score, seconds, solution, streak));
                self.wrong_tries = wrong_tries;
            }
            _ => {}
        }
        self.show(ctx);
    }

    pub fn refused(&mut self, ctx: &mut Ctx, code: ErrorCode, message: &str) {
        self.pending = None;
        self.message = Some(error_text(code, message, ctx.lang()));
        self.show(ctx);
    }

    fn on_board(&mut self, ctx: &mut Ctx, gesture: BoardGesture) {
        let fen = self.pad.fen();
        if let Some(mv) = pad_gesture(
            ctx,
            &self.pad,
            &fen,
            gesture,
            &mut self.card,
            &mut self.message,
        ) {
            self.pending = Some(mv);
            ctx.online.send(ClientMsg::DailyMove { mv: mv.to_string() });
            let mut pos = self.position();
            pos.make_move(mv);
            let _ = self.pad.show(&pos.to_fen(), Some(mv), false);
            ctx.move_shown();
        }
    }

    fn on_action(&mut self, ctx: &mut Ctx, action: Action) -> Nav {
        if action == Action::GiveUp {
            ctx.online.send(ClientMsg::DailyGiveUp {});
        }
        Nav::Stay
    }

    /// The status (loading, moves left, solved or given up) and the line under it (the
    /// solution, or the time running).
    fn status_lines(&self, ctx: &Ctx) -> (String, Option<String>) {
        let lang = ctx.lang();
        let moves_done = self.played.len().div_ceil(2) as u8;
        let status = match (&self.done, &self.date) {
            (_, None) => tr!(lang, "online-loading-the-puzzle").into_owned(),
            (Some((true, score, ..)), _) => tr!(lang, "online-solved-points", score = *score),
            (Some((false, ..)), _) => tr!(lang, "online-given-up").into_owned(),
            (None, _) => tr!(
                lang,
                "online-moves-left",
                moves = self.level.saturating_sub(moves_done)
            ),
        };
        let solution_line = self.done.as_ref().map(|(_, _, seconds, solution, streak)| {
            tr!(
                lang,
                "online-solution-s-wrong-tries",
                solution = solution.join(" "),
                seconds = *seconds,
                wrong = self.wrong_tries,
                streak = *streak
            )
        });
        let daily_line = solution_line.or_else(|| {
            self.date.as_ref().map(|_| {
                let secs = ctx
                    .online
                    .server_now(ctx.now_ms())
                    .saturating_sub(self.started_at_ms)
                    / 1000;
                tr!(
                    lang,
                    "online-checked-by-the-server",
                    secs = secs,
                    wrong = self.wrong_tries
                )
            })
        });
        (status, daily_line)
    }

    fn record(&self, ctx: &Ctx) -> PuzzleScreenView {
        let lang = ctx.lang();
        let style = ctx.settings.notation.for_lang(lang);
        let start = Position::from_fen(&self.start_fen).unwrap_or_else(|_| Position::startpos());
        let (notation, positions) = texts_and_positions(&start, &self.played, style);
        let pos = positions.last().unwrap_or(&start);
        let (status, daily_line) = self.status_lines(ctx);
        let moves_done = self.played.len().div_ceil(2) as u8;
        let over = self.done.is_some();
        let solved = matches!(self.done, Some((true, ..)));
        let mood = match (over, solved) {
            (true, true) => PuzzleMood::Solved,
            (true, false) => PuzzleMood::Failed,
            (false, _) => PuzzleMood::YourMove,
        };
        let feedback = puzzle_feedback(
            mood,
            self.level,
            self.level.saturating_sub(moves_done),
            lang,
        );
        let success = self
            .done
            .as_ref()
            .filter(|d| d.0)
            .map(|(_, score, _, _, streak)| PuzzleSuccessView {
                headline: feedback.text.clone(),
                icon: Icon::Trophy,
                score: tr!(lang, "puzzle-score", points = *score),
                streak: Some(tr!(lang, "puzzle-streak", days = *streak)),
                next: None,
            });
        PuzzleScreenView {
            feedback,
            success,
            title: match &self.date {
                Some(d) => tr!(lang, "online-puzzle-of-the-day-on", date = d),
                None => tr!(lang, "online-puzzle-of-the-day").into_owned(),
            },
            task: tr!(lang, "online-red-mates-in-moves", moves = self.level),
            puzzle: PuzzleView {
                id: self.puzzle_id.clone(),
                level: self.level,
                start_fen: self.start_fen.clone(),
                fen: pos.to_fen(),
                played: self.played.clone(),
                played_notation: notation,
                moves_left: self.level.saturating_sub(moves_done),
                wrong_tries: self.wrong_tries,
                solved: matches!(self.done, Some((true, ..))),
                over,
                hint_used: false,
                solution_shown: over,
                daily_date: self.date.clone(),
                daily_score: self.done.as_ref().map(|d| d.1),
            },
            status,
            message: self.message.clone(),
            hint: None,
            solution: None,
            daily_line,
            card: self.card.clone(),
            buttons: if over || self.date.is_none() {
                Vec::new()
            } else {
                vec![button(
                    Action::GiveUp,
                    &tr!(lang, "online-give-up"),
                    true,
                    ButtonRole::Destructive,
                )]
            },
        }
    }
}

impl Screen for OnlineDaily {
    fn view(&self, ctx: &Ctx) -> ScreenView {
        ScreenView::Puzzle {
            puzzle: self.record(ctx),
        }
    }

    fn action(&mut self, ctx: &mut Ctx, _key: u64, action: Action) -> Nav {
        self.on_action(ctx, action)
    }

    fn board(&mut self, ctx: &mut Ctx, _key: u64, gesture: BoardGesture) -> Nav {
        self.on_board(ctx, gesture);
        Nav::Stay
    }

    fn pad(&self) -> Option<&Arc<BoardPad>> {
        Some(&self.pad)
    }
}
