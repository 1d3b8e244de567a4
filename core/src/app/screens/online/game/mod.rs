//! An online game on screen, played or watched.
//!
//! The server is the record: the board shows its moves, and a move of the player's is shown
//! at once but stays pending until the server's `moved` confirms it; a refusal puts the
//! board back to the server's position. The clocks are the server's figures counted down
//! from the moment they refer to (with the device's offset to the server's clock).

use super::texts::{error_text, outcome_word, pairing, settlement_text, terms_text};
use crate::app::effect::Effect;
use crate::app::event::{Action, BoardGesture};
use crate::app::labels;
use crate::app::model::context::{button, Ctx, Nav};
use crate::app::screens::board::pad_gesture;
use crate::app::screens::screen::Screen;
use crate::app::screens::strips;
use crate::app::services::board_pad::BoardPad;
use crate::app::services::replay::{replay_iccs, MoveTexts};
use crate::app::texts;
use crate::app::view::board::{BoardView, PieceCardView, PieceView};
use crate::app::view::*;
use crate::game::{GameResult, GameState};
use crate::lang::Lang;
use crate::moves::Move;
use crate::position::Position;
use crate::protocol::{ClientMsg, ErrorCode, GameEvent, GameId, GameView};
use crate::tr;
use crate::types::Color;
use std::sync::Arc;

mod view;

use view::offer_text;

pub(crate) struct OnlineGameScreen {
    pub id: GameId,
    /// The player's colour; `None` while watching (or before the snapshot).
    me: Option<Color>,
    /// The game as the server last said (moves appended as events arrive).
    game: Option<GameView>,
    /// The player's move sent and not yet confirmed.
    pending: Option<Move>,
    pub pad: Arc<BoardPad>,
    message: Option<String>,
    card: Option<PieceCardView>,
    /// The move list's texts, kept until it changes.
    texts: MoveTexts,
    /// An earlier position shown read-only (plies from the start), while stepping.
    shown: Option<u32>,
    menu_open: bool,
    /// The result sheet was put away to look at the final position.
    result_closed: bool,
    /// The board turned by the player.
    flipped: bool,
}

/// The sound and the haptic tick of `mv` played from `before` (the settings decide).
fn move_feedback(ctx: &mut Ctx, before: &Position, mv: Move) {
    let sound = if before.piece_at(mv.to()).is_some() {
        crate::sound::Sound::Capture
    } else {
        crate::sound::Sound::Move
    };
    ctx.sounds(&[sound]);
    if ctx.settings.haptics {
        ctx.effect(Effect::Haptic);
    }
}

impl OnlineGameScreen {
    pub fn open(ctx: &mut Ctx, id: GameId) -> Option<OnlineGameScreen> {
        let pad = match BoardPad::new(crate::START_FEN, &ctx.settings) {
            Ok(pad) => Arc::new(pad),
            Err(e) => {
                ctx.error(&e);
                return None;
            }
        };
        let _ = pad.show(crate::START_FEN, None, false);
        // A game that just started is followed already (its snapshot is on the way).
        if !ctx.online.follows(id) {
            ctx.online.send(ClientMsg::Open {
                game: id,
                since: None,
            });
        }
        Some(OnlineGameScreen {
            id,
            me: None,
            game: None,
            pending: None,
            pad,
            message: None,
            card: None,
            texts: MoveTexts::default(),
            shown: None,
            menu_open: false,
            result_closed: false,
            flipped: false,
        })
    }

    /// The screen goes away: stop following the game (a player stays in it).
    fn on_leave(&mut self, ctx: &mut Ctx) {
        ctx.online.send(ClientMsg::Close { game: self.id });
        self.remember_running(ctx);
    }

    /// The player's game as it stands, for the hub's card of the running game.
    fn remember_running(&self, ctx: &mut Ctx) {
        if let Some(g) = self
            .game
            .as_ref()
            .filter(|g| self.me.is_some() && g.outcome.is_none())
        {
            ctx.online.running_view = Some(g.clone());
        }
    }

    /// A move of the player's waits for the server.
    pub fn pending(&self) -> bool {
        self.pending.is_some()
    }

    fn over(&self) -> bool {
        self.game.as_ref().is_some_and(|g| g.outcome.is_some())
    }

    fn clock_counts(&self) -> bool {
        self.game
            .as_ref()
            .is_some_and(|g| g.outcome.is_none() && g.clock.running.is_some())
    }

    /// Shows the server's position (and the pending move on top of it, if any).
    fn show(&mut self, ctx: &mut Ctx, animate: Option<Move>) {
        let Some(game) = &self.game else {
            return;
        };
        if let Some(ply) = self.shown.filter(|&p| (p as usize) < game.moves.len()) {
            // Stepping: the earlier position, read-only.
            let (pos, played) = replay_iccs(&Position::startpos(), &game.moves[..ply as usize]);
            let _ = self.pad.show(&pos.to_fen(), played.last().copied(), false);
            ctx.board_revision += 1;
            return;
        }
        self.shown = None;
        let (mut pos, played) = replay_iccs(&Position::startpos(), &game.moves);
        let mut last = played.last().copied();
        if let Some(mv) = self.pending {
            if pos.is_legal(mv) {
                pos.make_move(mv);
                last = Some(mv);
            } else {
                self.pending = None;
            }
        }
        let may_move =
            self.me == Some(pos.side_to_move()) && game.outcome.is_none() && self.pending.is_none();
        let shown = animate.filter(|&m| Some(m) == last);
        let _ = self.pad.show(&pos.to_fen(), shown.or(last), may_move);
        if shown.is_some() {
            ctx.move_shown();
        } else {
            ctx.board_revision += 1;
        }
    }

    pub fn snapshot(&mut self, ctx: &mut Ctx, game: GameView) {
        let me = ctx.online.my_name().unwrap_or_default();
        self.me = if game.red.name == me {
            Some(Color::Red)
        } else if game.black.name == me {
            Some(Color::Black)
        } else {
            None
        };
        if self.me.is_some() && game.outcome.is_none() {
            ctx.online.running_game = Some(game.id);
        }
        if let Some(mv) = self.pending {
            // Confirmed while away: the snapshot has it.
            if game.moves.last().map(String::as_str) == Some(mv.to_string().as_str()) {
                self.pending = None;
            }
        }
        self.game = Some(game);
        self.remember_running(ctx);
        self.pad_bottom(ctx);
        self.show(ctx, None);
    }

    fn pad_bottom(&mut self, ctx: &mut Ctx) {
        let bottom = self.me.unwrap_or(Color::Red);
        let bottom = if self.flipped { !bottom } else { bottom };
        if self.pad.bottom() != bottom {
            self.pad.set_bottom(bottom);
            ctx.board_revision += 1;
        }
    }

    /// The server's `moved`: the move joins the list (the player's own pending move is
    /// confirmed, the opponent's is told); the move to animate, if any.
    fn moved(
        &mut self,
        ctx: &mut Ctx,
        ply: u32,
        mv: String,
        clock: crate::protocol::ClockView,
        warning: Option<crate::game::RepetitionWarning>,
    ) -> Option<Move> {
        let lang = ctx.lang();
        let me = self.me;
        let mut animate = None;
        let Some(game) = &mut self.game else {
            return None;
        };
        if ply as usize == game.moves.len() + 1 {
            game.moves.push(mv.clone());
        }
        game.clock = clock;
        game.warning = warning;
        game.draw_offer = None;
        game.takeback_offer = None;
        let parsed = Move::parse_iccs(&mv).ok();
        let mine = self.pending.take().is_some_and(|p| Some(p) == parsed);
        if !mine {
            animate = parsed;
            let by = if ply % 2 == 1 {
                Color::Red
            } else {
                Color::Black
            };
            if Some(by) != me {
                let (before, _) =
                    replay_iccs(&Position::startpos(), &game.moves[..game.moves.len() - 1]);
                if let Some(m) = parsed {
                    let style = ctx.settings.notation.for_lang(lang);
                    let text = crate::notation::format(&before, m, style);
                    move_feedback(ctx, &before, m);
                    if ctx.settings.speech {
                        ctx.effect(Effect::Speak {
                            text: text.clone(),
                            lang,
                        });
                    }
                    ctx.announce(text);
                }
            }
        }
        self.message = None;
        animate
    }

    pub fn event(&mut self, ctx: &mut Ctx, v: u64, event: GameEvent) {
        let lang = ctx.lang();
        let me = self.me;
        let Some(game) = &mut self.game else {
            return;
        };
        if v <= game.v {
            return;
        }
        game.v = v;
        let mut animate = None;
        let opponent_name = |g: &GameView, c: Color| match c {
            Color::Red => g.red.name.clone(),
            Color::Black => g.black.name.clone(),
        };
        match event {
            GameEvent::Moved {
                ply,
                mv,
                clock,
                warning,
            } => animate = self.moved(ctx, ply, mv, clock, warning),
            GameEvent::DrawOffered { by } => {
                game.draw_offer = Some(crate::protocol::Offer { by });
                if Some(by) != me {
                    ctx.announce(offer_text(&opponent_name(game, by), false, lang));
                }
            }
            GameEvent::DrawDeclined { by } => {
                game.draw_offer = None;
                if Some(by) != me {
                    self.message = Some(tr!(
                        lang,
                        "online-declines-the-draw",
                        name = opponent_name(game, by)
                    ));
                }
            }
            GameEvent::TakebackOffered { by } => {
                game.takeback_offer = Some(crate::protocol::Offer { by });
                if Some(by) != me {
                    ctx.announce(offer_text(&opponent_name(game, by), true, lang));
                }
            }
            GameEvent::TakebackDeclined { by } => {
                game.takeback_offer = None;
                if Some(by) != me {
                    self.message = Some(tr!(
                        lang,
                        "online-declines-the-takeback",
                        name = opponent_name(game, by)
                    ));
                }
            }
            GameEvent::TakenBack { ply, clock } => {
                game.moves.truncate(ply as usize);
                game.clock = clock;
                game.takeback_offer = None;
                self.pending = None;
                self.message = Some(tr!(lang, "online-taken-back").into_owned());
            }
            GameEvent::Presence {
                color,
                connected,
                until_ms,
            } => {
                game.absent.retain(|a| a.color != color);
                if !connected {
                    game.absent.push(crate::protocol::Absence {
                        color,
                        until_ms: until_ms.unwrap_or(0),
                    });
                }
            }
            GameEvent::Ended { outcome, clock } => {
                game.outcome = Some(outcome);
                game.clock = clock;
                game.draw_offer = None;
                game.takeback_offer = None;
                self.pending = None;
                if self.me.is_some() && ctx.online.running_game == Some(self.id) {
                    ctx.online.running_game = None;
                }
                ctx.sounds(&[crate::sound::Sound::GameEnd]);
            }
        }
        self.show(ctx, animate);
    }

    /// The server refused something about this game: back to its position.
    pub fn refused(&mut self, ctx: &mut Ctx, code: ErrorCode, message: &str) {
        let text = error_text(code, message, ctx.lang());
        ctx.announce(text.clone());
        self.message = Some(text);
        if self.pending.take().is_some() || matches!(code, ErrorCode::StalePly) {
            // Ask again from the start: a snapshot puts everything right.
            ctx.online.send(ClientMsg::Close { game: self.id });
            ctx.online.send(ClientMsg::Open {
                game: self.id,
                since: None,
            });
            self.show(ctx, None);
        }
    }

    fn on_board(&mut self, ctx: &mut Ctx, gesture: BoardGesture) {
        self.menu_open = false;
        if self.shown.is_some() {
            // The earlier position is read-only: a tap brings the game back first.
            if matches!(
                gesture,
                BoardGesture::Tap { .. } | BoardGesture::Activate { .. }
            ) {
                self.shown = None;
                self.show(ctx, None);
            }
            return;
        }
        let fen = self.pad.fen();
        let Some(mv) = pad_gesture(
            ctx,
            &self.pad,
            &fen,
            gesture,
            &mut self.card,
            &mut self.message,
        ) else {
            return;
        };
        self.try_move(ctx, mv);
    }

    fn on_typed(&mut self, ctx: &mut Ctx, text: &str) {
        let Ok(pos) = Position::from_fen(&self.pad.fen()) else {
            return;
        };
        let style = ctx.settings.notation.for_lang(ctx.lang());
        match crate::notation::parse_prefer(&pos, text, style) {
            Ok(mv) if self.may_move(&pos) => self.try_move(ctx, mv),
            Ok(_) => self.message = Some(tr!(ctx.lang(), "online-it-is-not-your").into_owned()),
            Err(_) => {
                self.message = Some(tr!(ctx.lang(), "online-i-do-not-understand").into_owned())
            }
        }
    }

    fn may_move(&self, pos: &Position) -> bool {
        self.me == Some(pos.side_to_move()) && !self.over() && self.pending.is_none()
    }

    fn try_move(&mut self, ctx: &mut Ctx, mv: Move) {
        let Some(game) = &self.game else {
            return;
        };
        let (pos, _) = replay_iccs(&Position::startpos(), &game.moves);
        if !self.may_move(&pos) || !pos.is_legal(mv) {
            return;
        }
        let ply = game.moves.len() as u32;
        ctx.online.play(self.id, ply, &mv.to_string());
        move_feedback(ctx, &pos, mv);
        self.pending = Some(mv);
        self.card = None;
        self.message = None;
        self.show(ctx, Some(mv));
    }

    fn on_action(&mut self, ctx: &mut Ctx, action: Action) -> Nav {
        let id = self.id;
        let lang = ctx.lang();
        self.menu_open = false;
        let strip = self.move_strip(ctx);
        if let Some(target) = strips::step_target(&strip, &action) {
            self.shown = target;
            self.card = None;
            self.message = None;
            self.show(ctx, None);
            return Nav::Stay;
        }
        match action {
            Action::OpenMenu => self.menu_open = true,
            Action::CloseMenu => {}
            Action::CloseResult => self.result_closed = true,
            Action::OpenResult => self.result_closed = false,
            Action::FlipBoard => {
                self.flipped = !self.flipped;
                self.pad_bottom(ctx);
            }
            Action::OpenSettings => return Nav::Push(crate::app::model::context::Route::Settings),
            // (Offered once the game is over: no engine help during a game against a person.)
            Action::AnalysePosition if self.over() => {
                return Nav::Push(crate::app::model::context::Route::Analysis {
                    fen: self.pad.fen(),
                })
            }
            Action::OfferDraw => ctx.online.send(ClientMsg::OfferDraw { game: id }),
            Action::AcceptDraw => ctx.online.send(ClientMsg::AcceptDraw { game: id }),
            Action::DeclineDraw => ctx.online.send(ClientMsg::DeclineDraw { game: id }),
            Action::OfferTakeback => ctx.online.send(ClientMsg::OfferTakeback { game: id }),
            Action::AcceptTakeback => ctx.online.send(ClientMsg::AcceptTakeback { game: id }),
            Action::DeclineTakeback => ctx.online.send(ClientMsg::DeclineTakeback { game: id }),
            Action::Resign => {
                let (title, text) = labels::resign_question(lang);
                let buttons = vec![
                    button(
                        Action::ConfirmResign,
                        &tr!(lang, "online-resign"),
                        true,
                        ButtonRole::Destructive,
                    ),
                    button(
                        Action::CloseDialog,
                        &tr!(lang, "online-play-on"),
                        true,
                        ButtonRole::Secondary,
                    ),
                ];
                ctx.confirm(title, text, buttons);
            }
            Action::ConfirmResign => ctx.online.send(ClientMsg::Resign { game: id }),
            Action::SharePosition => {
                let caption = self.title(ctx);
                ctx.share(&self.pad.fen(), self.me.unwrap_or(Color::Red), caption);
            }
            Action::ReviewOnlineGame { id } => {
                ctx.online.query(crate::app::link::LinkQuery::Game { id })
            }
            Action::GoHome => return Nav::Pop,
            _ => {}
        }
        Nav::Stay
    }
}

impl Screen for OnlineGameScreen {
    fn view(&self, ctx: &Ctx) -> ScreenView {
        ScreenView::Game {
            game: self.record(ctx),
        }
    }

    fn action(&mut self, ctx: &mut Ctx, _key: u64, action: Action) -> Nav {
        self.on_action(ctx, action)
    }

    fn board(&mut self, ctx: &mut Ctx, _key: u64, gesture: BoardGesture) -> Nav {
        self.on_board(ctx, gesture);
        Nav::Stay
    }

    fn typed(&mut self, ctx: &mut Ctx, _key: u64, text: &str) {
        self.on_typed(ctx, text);
    }

    fn pad(&self) -> Option<&Arc<BoardPad>> {
        Some(&self.pad)
    }

    fn leave(&mut self, ctx: &mut Ctx) {
        self.on_leave(ctx);
    }

    fn back(&mut self, _ctx: &mut Ctx) -> Nav {
        // Back closes the menu sheet first.
        if std::mem::take(&mut self.menu_open) {
            return Nav::Stay;
        }
        Nav::Pop
    }

    fn clock_running(&self) -> bool {
        self.clock_counts()
    }
}
