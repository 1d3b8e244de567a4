//! The post-game review: the game's moves stepped through, the review's graph, key moments
//! and what was better.

use super::board::new_pad;
use super::screen::Screen;
use super::strips;
use crate::app::event::{Action, BoardGesture};
use crate::app::model::context::{button, Ctx, Internal, Msg, Nav, Route};
use crate::app::services::board_pad::BoardPad;
use crate::app::services::painter::BoardSlot;
use crate::app::services::replay::{replay_iccs, texts_and_positions};
use crate::app::services::review::{ReviewJob, ReviewListener, ReviewSource};
use crate::app::view::tools::ReviewView;
use crate::app::view::*;
use crate::lang::Lang;
use crate::moves::Move;
use crate::position::Position;
use crate::review::ReviewProgress;
use crate::store::GameId;
use crate::tr;
use crate::types::Color;
use std::borrow::Cow;
use std::sync::mpsc::Sender;
use std::sync::Arc;

struct ReviewHears {
    tx: Sender<Msg>,
    screen: u64,
}

impl ReviewListener for ReviewHears {
    fn on_progress(&self, progress: ReviewProgress) {
        Ctx::post(
            &self.tx,
            Internal::ReviewProgress {
                screen: self.screen,
                progress,
            },
        );
    }

    fn on_finished(&self, review: ReviewView) {
        Ctx::post(
            &self.tx,
            Internal::ReviewDone {
                screen: self.screen,
                result: Ok(review),
            },
        );
    }

    fn on_error(&self, message: String) {
        Ctx::post(
            &self.tx,
            Internal::ReviewDone {
                screen: self.screen,
                result: Err(message),
            },
        );
    }
}

pub(crate) struct ReviewScreen {
    source: ReviewSource,
    pub pad: Arc<BoardPad>,
    /// The position after each ply (0 = the start).
    fens: Vec<String>,
    moves: Vec<Move>,
    notation: Vec<String>,
    ply: u32,
    job: Option<ReviewJob>,
    progress: Option<ReviewProgress>,
    review: Option<ReviewView>,
    failed: Option<String>,
}

impl ReviewScreen {
    pub fn open(ctx: &mut Ctx, id: GameId) -> Option<ReviewScreen> {
        let game = match ctx.app.load_game(id) {
            Ok(game) => game,
            Err(e) => {
                ctx.error(&e);
                return None;
            }
        };
        Self::over(
            ctx,
            ReviewSource::Game(id),
            game.start_position().clone(),
            game.moves(),
        )
    }

    /// A finished online game (from the server's archive): reviewed from its moves, not
    /// stored.
    pub fn open_online(
        ctx: &mut Ctx,
        game: &crate::protocol::ArchivedGame,
    ) -> Option<ReviewScreen> {
        let start = Position::startpos();
        let (_, moves) = replay_iccs(&start, &game.moves);
        let pgn = crate::notation::export_pgn(
            &crate::notation::PgnGame::new(start.clone(), moves.clone()),
            crate::notation::PgnMoveStyle::Iccs,
        );
        Self::over(ctx, ReviewSource::Pgn(pgn), start, moves)
    }

    fn over(
        ctx: &mut Ctx,
        source: ReviewSource,
        start: crate::position::Position,
        moves: Vec<Move>,
    ) -> Option<ReviewScreen> {
        let style = ctx.settings.notation.for_lang(ctx.lang());
        let (notation, positions) = texts_and_positions(&start, &moves, style);
        let fens: Vec<String> = positions.iter().map(Position::to_fen).collect();
        let last = fens.last().cloned().unwrap_or_default();
        let pad = new_pad(ctx, &last)?;
        let _ = pad.show(&last, moves.last().copied(), false);
        Some(ReviewScreen {
            source,
            pad,
            ply: moves.len() as u32,
            fens,
            moves,
            notation,
            job: None,
            progress: None,
            review: None,
            failed: None,
        })
    }

    /// On screen: the review starts (once), at the app's budget.
    fn start(&mut self, ctx: &mut Ctx, key: u64) {
        if self.job.is_some() || self.review.is_some() {
            return;
        }
        let listener = Arc::new(ReviewHears {
            tx: ctx.tx.clone(),
            screen: key,
        });
        let nodes = ctx.app.engine_config().review_nodes;
        match ctx.app.start_review_with(&self.source, nodes, listener) {
            Ok(job) => self.job = Some(job),
            Err(e) => self.failed = Some(e.message(ctx.lang())),
        }
    }

    fn cancel(&mut self) {
        if let Some(job) = &self.job {
            job.cancel();
        }
    }

    fn goto(&mut self, ctx: &mut Ctx, ply: u32) {
        let ply = ply.min(self.moves.len() as u32);
        if ply == self.ply {
            return;
        }
        // Forward by one animates the move; any other jump just shows the position.
        let last = (ply == self.ply + 1)
            .then(|| self.moves.get(ply as usize - 1).copied())
            .flatten();
        self.ply = ply;
        let _ = self.pad.show(&self.fens[ply as usize], last, false);
        if last.is_some() {
            ctx.move_shown();
        } else {
            ctx.board_revision += 1;
        }
        if let Some(text) = self.ply_text(ctx.lang()) {
            ctx.announce(text);
        }
    }

    fn on_action(&mut self, ctx: &mut Ctx, action: Action) -> Nav {
        let end = self.moves.len() as u32;
        match action {
            Action::ReviewFirst => self.goto(ctx, 0),
            Action::ReviewPrevious => self.goto(ctx, self.ply.saturating_sub(1)),
            Action::ReviewNext => self.goto(ctx, self.ply + 1),
            Action::ReviewLast => self.goto(ctx, end),
            Action::ReviewGoto { ply } => self.goto(ctx, ply),
            Action::AnalysePosition => {
                let fen = self.fens[self.ply as usize].clone();
                return Nav::Push(Route::Analysis { fen });
            }
            Action::SharePosition => {
                let caption = tr!(ctx.lang(), "tools-after-ply", ply = self.ply);
                let fen = self.fens[self.ply as usize].clone();
                ctx.share(&fen, Color::Red, caption);
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
            Internal::ReviewProgress { progress, .. } => self.progress = Some(progress),
            Internal::ReviewDone { result, .. } => {
                self.job = None;
                self.progress = None;
                match result {
                    Ok(review) => {
                        ctx.announce(review.summary_text.join(" "));
                        self.review = Some(review);
                    }
                    Err(message) => self.failed = Some(message),
                }
            }
            _ => {}
        }
    }

    /// What the move that led to the shown position was, and what was better.
    fn ply_text(&self, lang: Lang) -> Option<String> {
        let review = self.review.as_ref()?;
        let m = review.moves.iter().find(|m| m.ply == self.ply)?;
        let who = crate::app::texts::color_name(m.side, lang);
        Some(match (&m.better_notation, &m.better_reason) {
            (Some(better), Some(reason)) => tr!(
                lang,
                "tools-reviewed-move-better",
                number = m.move_number,
                who = who,
                mv = m.notation.as_str(),
                label = m.label.as_str(),
                better = better.as_str(),
                reason = reason.as_str()
            ),
            _ => tr!(
                lang,
                "tools-reviewed-move",
                number = m.move_number,
                who = who,
                mv = m.notation.as_str(),
                label = m.label.as_str()
            ),
        })
    }

    pub fn key_moment_rows(&self) -> Vec<RowView> {
        self.review
            .iter()
            .flat_map(|r| r.key_moments.iter())
            .map(|k| RowView {
                title: k.text.clone(),
                detail: String::new(),
                action: Some(Action::ReviewGoto { ply: k.ply }),
                extra: Vec::new(),
            })
            .collect()
    }

    fn record(&self, ctx: &Ctx) -> ReviewScreenView {
        let lang = ctx.lang();
        let progress = match (&self.progress, &self.failed) {
            (_, Some(message)) => Some(message.clone()),
            (Some(p), None) => Some(tr!(
                lang,
                "tools-reviewing-move-of",
                ply = p.ply,
                plies = p.plies
            )),
            (None, None) if self.review.is_none() => {
                Some(tr!(lang, "tools-review-starting").into())
            }
            (None, None) => None,
        };
        let end = self.moves.len() as u32;
        let nav = |action, label: Cow<'static, str>, enabled| {
            button(action, &label, enabled, ButtonRole::Secondary)
        };
        ReviewScreenView {
            title: tr!(lang, "tools-review").into(),
            progress,
            review: self.review.clone(),
            key_moments: self.key_moment_rows(),
            ply: self.ply,
            fen: self.fens[self.ply as usize].clone(),
            last_move: (self.ply > 0)
                .then(|| self.moves.get(self.ply as usize - 1).copied())
                .flatten(),
            ply_count: end,
            ply_text: self.ply_text(lang),
            move_strip: self.move_strip(lang),
            buttons: vec![
                nav(Action::ReviewFirst, tr!(lang, "tools-first"), self.ply > 0),
                nav(
                    Action::ReviewPrevious,
                    tr!(lang, "tools-back"),
                    self.ply > 0,
                ),
                nav(
                    Action::ReviewNext,
                    tr!(lang, "tools-forward"),
                    self.ply < end,
                ),
                nav(Action::ReviewLast, tr!(lang, "tools-last"), self.ply < end),
                ctx.button(Action::AnalysePosition, tr!(lang, "tools-analyse")),
                ctx.button(Action::SharePosition, tr!(lang, "tools-share")),
            ],
        }
    }
}

impl ReviewScreen {
    /// The moves with the shown ply highlighted; a move goes to its ply.
    fn move_strip(&self, lang: Lang) -> MoveStripView {
        let start_black =
            Position::from_fen(&self.fens[0]).is_ok_and(|p| p.side_to_move() == Color::Black);
        let mut strip = strips::move_strip(
            &self.notation,
            start_black,
            crate::notation::opening_name(&self.moves).map(|o| o.name(lang).to_string()),
            Some(self.ply),
            lang,
        );
        // A review always looks at one ply: there is no game to go back to.
        strip.stepping = false;
        strip.stepping_text = None;
        for cell in &mut strip.cells {
            cell.action = Action::ReviewGoto { ply: cell.ply };
        }
        strip
    }
}

impl Screen for ReviewScreen {
    fn view(&self, ctx: &Ctx) -> ScreenView {
        ScreenView::Review {
            review: self.record(ctx),
        }
    }

    fn action(&mut self, ctx: &mut Ctx, _key: u64, action: Action) -> Nav {
        self.on_action(ctx, action)
    }

    fn board(&mut self, ctx: &mut Ctx, _key: u64, gesture: BoardGesture) -> Nav {
        self.on_board(ctx, gesture);
        Nav::Stay
    }

    fn shown(&mut self, ctx: &mut Ctx, key: u64) -> BoardSlot {
        self.start(ctx, key);
        BoardSlot::Pad(self.pad.clone())
    }

    fn leave(&mut self, _ctx: &mut Ctx) {
        self.cancel();
    }

    fn internal(&mut self, ctx: &mut Ctx, msg: Internal) {
        self.on_internal(ctx, msg);
    }

    fn pad(&self) -> Option<&Arc<BoardPad>> {
        Some(&self.pad)
    }
}
