//! An online game on screen, played or watched.
//!
//! The server is the record: the board shows its moves, and a move of the player's is shown
//! at once but stays pending until the server's `moved` confirms it; a refusal puts the
//! board back to the server's position. The clocks are the server's figures counted down
//! from the moment they refer to (with the device's offset to the server's clock).

use super::texts::{error_text, outcome_word, settlement_text, terms_text};
use crate::app::effect::Effect;
use crate::app::event::{Action, BoardGesture};
use crate::app::labels;
use crate::app::model::context::{button, Ctx, Nav};
use crate::app::screens::board::pad_gesture;
use crate::app::screens::screen::Screen;
use crate::app::services::board_pad::BoardPad;
use crate::app::services::painter::BoardSlot;
use crate::app::texts;
use crate::app::view::board::{BoardView, PieceCardView, PieceView};
use crate::app::view::*;
use crate::game::{GameResult, GameState};
use crate::lang::Lang;
use crate::moves::Move;
use crate::position::Position;
use crate::protocol::{ClientMsg, ErrorCode, GameEvent, GameId, GameView};
use crate::types::Color;
use std::sync::Arc;

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
}

fn replay(moves: &[String]) -> (Position, Vec<Move>) {
    let mut pos = Position::startpos();
    let mut played = Vec::with_capacity(moves.len());
    for text in moves {
        let Ok(mv) = Move::parse_iccs(text) else {
            break;
        };
        if !pos.is_legal(mv) {
            break;
        }
        pos.make_move(mv);
        played.push(mv);
    }
    (pos, played)
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
        })
    }

    /// The screen goes away: stop following the game (a player stays in it).
    fn on_leave(&mut self, ctx: &mut Ctx) {
        ctx.online.send(ClientMsg::Close { game: self.id });
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
        let (mut pos, played) = replay(&game.moves);
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
        self.pad_bottom(ctx);
        self.show(ctx, None);
    }

    fn pad_bottom(&mut self, ctx: &mut Ctx) {
        let bottom = self.me.unwrap_or(Color::Red);
        if self.pad.bottom() != bottom {
            self.pad.set_bottom(bottom);
            ctx.board_revision += 1;
        }
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
            } => {
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
                        let (before, _) = replay(&game.moves[..game.moves.len() - 1]);
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
            }
            GameEvent::DrawOffered { by } => {
                game.draw_offer = Some(crate::protocol::Offer { by });
                if Some(by) != me {
                    ctx.announce(offer_text(&opponent_name(game, by), false, lang));
                }
            }
            GameEvent::DrawDeclined { by } => {
                game.draw_offer = None;
                if Some(by) != me {
                    self.message = Some(match lang {
                        Lang::De => format!("{} lehnt das Remis ab.", opponent_name(game, by)),
                        Lang::En => format!("{} declines the draw.", opponent_name(game, by)),
                    });
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
                    self.message = Some(match lang {
                        Lang::De => {
                            format!("{} lehnt das Zurücknehmen ab.", opponent_name(game, by))
                        }
                        Lang::En => format!("{} declines the takeback.", opponent_name(game, by)),
                    });
                }
            }
            GameEvent::TakenBack { ply, clock } => {
                game.moves.truncate(ply as usize);
                game.clock = clock;
                game.takeback_offer = None;
                self.pending = None;
                self.message = Some(lang.pick("Zurückgenommen.", "Taken back.").to_string());
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
            Ok(_) => {
                self.message = Some(
                    ctx.t("Du bist nicht am Zug.", "It is not your turn.")
                        .to_string(),
                )
            }
            Err(_) => {
                self.message = Some(
                    ctx.t(
                        "Diesen Zug verstehe ich nicht.",
                        "I do not understand that move.",
                    )
                    .to_string(),
                )
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
        let (pos, _) = replay(&game.moves);
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
        match action {
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
                        lang.pick("Aufgeben", "Resign"),
                        true,
                        ButtonRole::Destructive,
                    ),
                    button(
                        Action::CloseDialog,
                        lang.pick("Weiterspielen", "Play on"),
                        true,
                        ButtonRole::Normal,
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

    fn title(&self, ctx: &Ctx) -> String {
        let lang = ctx.lang();
        match &self.game {
            None => lang.pick("Online-Partie", "Online game").to_string(),
            Some(g) => format!(
                "{} ({}) – {} ({}) · {}",
                g.red.name,
                g.red.elo,
                g.black.name,
                g.black.elo,
                terms_text(g.time_control, g.rated, g.stake, lang)
            ),
        }
    }

    fn record(&self, ctx: &Ctx) -> GameScreenView {
        let lang = ctx.lang();
        let title = self.title(ctx);
        let fen = self.pad.fen();
        let pos = Position::from_fen(&fen).unwrap_or_else(|_| Position::startpos());
        let game = self.game.as_ref();
        let moves_iccs: Vec<String> = game.map(|g| g.moves.clone()).unwrap_or_default();
        let (_, mut played) = replay(&moves_iccs);
        if let Some(p) = self.pending {
            played.push(p);
        }
        let style = ctx.settings.notation.for_lang(lang);
        let mut notation = Vec::with_capacity(played.len());
        let mut p = Position::startpos();
        for &m in &played {
            notation.push(crate::notation::format(&p, m, style));
            p.make_move(m);
        }
        let opening = crate::notation::opening_name(&played).map(|o| o.name(lang).to_string());
        let state = match game.and_then(|g| g.outcome) {
            Some(o) => GameState::Finished {
                result: o.result,
                reason: o.reason,
            },
            None => GameState::Ongoing,
        };
        let side = pos.side_to_move();
        let in_check = pos.in_check();
        let bottom = self.me.unwrap_or(Color::Red);
        let warning = game.and_then(|g| g.warning);
        let board = BoardView {
            title: title.clone(),
            fen: fen.clone(),
            pieces: pos
                .occupied()
                .filter_map(|s| pos.piece_at(s).map(|piece| PieceView { point: s, piece }))
                .collect(),
            side_to_move: side,
            bottom,
            last_move: played.last().copied(),
            in_check,
            checkers: pos.checkers().collect(),
            warning,
            warning_text: warning.map(|w| texts::warning_text(w, lang)),
            moves: notation.clone(),
            opening: opening.clone(),
            state,
            status_text: match (state, self.pending, game) {
                (_, _, None) => lang
                    .pick("Lade die Partie …", "Loading the game …")
                    .to_string(),
                (GameState::Ongoing, Some(_), _) => {
                    lang.pick("Zug gesendet …", "Move sent …").to_string()
                }
                _ => texts::status_text(state, side, in_check, lang),
            },
            clock: None,
            can_undo: false,
            computer_to_move: false,
            computer_thinking: false,
            dangers: Vec::new(),
            ply: played.len() as u32,
        };
        let clocks = game
            .map(|g| {
                let now = ctx.online.server_now(ctx.now_ms());
                // The server's figures are as of its `at_ms`: the running side's time is
                // counted down from there.
                let since = now.saturating_sub(g.clock.at_ms);
                [!bottom, bottom]
                    .into_iter()
                    .map(|c| {
                        let base = match c {
                            Color::Red => g.clock.red_ms,
                            Color::Black => g.clock.black_ms,
                        };
                        let running = g.outcome.is_none() && g.clock.running == Some(c);
                        let ms = if running {
                            base.saturating_sub(since)
                        } else {
                            base
                        };
                        let player = match c {
                            Color::Red => &g.red,
                            Color::Black => &g.black,
                        };
                        ClockLineView {
                            side: c,
                            label: format!("{} ({})", player.name, player.elo),
                            time: labels::clock_time(ms),
                            running,
                            in_grace: false,
                            note: None,
                            millis: ms,
                        }
                    })
                    .collect()
            })
            .unwrap_or_default();
        let notice = game.and_then(|g| self.notice(ctx, g));
        let mut buttons = Vec::new();
        let over = self.over();
        if let (Some(me), Some(g), false) = (self.me, game, over) {
            let theirs = |o: Option<crate::protocol::Offer>| o.is_some_and(|o| o.by != me);
            let mine = |o: Option<crate::protocol::Offer>| o.is_some_and(|o| o.by == me);
            if theirs(g.draw_offer) {
                buttons.push(button(
                    Action::AcceptDraw,
                    lang.pick("Remis annehmen", "Accept the draw"),
                    true,
                    ButtonRole::Primary,
                ));
                buttons.push(button(
                    Action::DeclineDraw,
                    lang.pick("Remis ablehnen", "Decline the draw"),
                    true,
                    ButtonRole::Normal,
                ));
            } else {
                buttons.push(button(
                    Action::OfferDraw,
                    lang.pick("Remis anbieten", "Offer a draw"),
                    !mine(g.draw_offer),
                    ButtonRole::Normal,
                ));
            }
            if !g.rated {
                if theirs(g.takeback_offer) {
                    buttons.push(button(
                        Action::AcceptTakeback,
                        lang.pick("Zurücknehmen erlauben", "Allow the takeback"),
                        true,
                        ButtonRole::Primary,
                    ));
                    buttons.push(button(
                        Action::DeclineTakeback,
                        lang.pick("Zurücknehmen ablehnen", "Refuse the takeback"),
                        true,
                        ButtonRole::Normal,
                    ));
                } else {
                    let my_moves = g.moves.len() >= if me == Color::Red { 1 } else { 2 };
                    buttons.push(button(
                        Action::OfferTakeback,
                        lang.pick("Zurücknehmen erbitten", "Ask for a takeback"),
                        my_moves && !mine(g.takeback_offer),
                        ButtonRole::Normal,
                    ));
                }
            }
            buttons.push(button(
                Action::Resign,
                lang.pick("Aufgeben", "Resign"),
                true,
                ButtonRole::Destructive,
            ));
        }
        buttons.push(button(
            Action::SharePosition,
            lang.pick("Stellung teilen", "Share the position"),
            true,
            ButtonRole::Normal,
        ));
        let result = game.and_then(|g| g.outcome.map(|o| (g, o))).map(|(g, o)| {
            let headline = match self.me {
                Some(me) => {
                    let word = outcome_word(o.result, me, lang);
                    format!("{word} – {}", texts::reason_text(o.reason, lang))
                }
                None => format!(
                    "{} – {}",
                    match o.result {
                        GameResult::RedWins => lang.pick("Rot gewinnt", "Red wins"),
                        GameResult::BlackWins => lang.pick("Schwarz gewinnt", "Black wins"),
                        GameResult::Draw => lang.pick("Remis", "Draw"),
                    },
                    texts::reason_text(o.reason, lang)
                ),
            };
            let detail = match self.me {
                Some(Color::Red) => settlement_text(&o.red, o.counted, lang),
                Some(Color::Black) => settlement_text(&o.black, o.counted, lang),
                None => format!(
                    "{}: {} · {}: {}",
                    g.red.name,
                    settlement_text(&o.red, o.counted, lang),
                    g.black.name,
                    settlement_text(&o.black, o.counted, lang)
                ),
            };
            ResultView {
                headline,
                detail,
                buttons: vec![
                    button(
                        Action::ReviewOnlineGame { id: g.id },
                        lang.pick("Partie ansehen", "Review the game"),
                        true,
                        ButtonRole::Primary,
                    ),
                    button(
                        Action::GoHome,
                        lang.pick("Zur Lobby", "To the lobby"),
                        true,
                        ButtonRole::Normal,
                    ),
                ],
            }
        });
        GameScreenView {
            game_id: crate::store::GameId(self.id as i64),
            title,
            board,
            clocks,
            moves_title: opening.unwrap_or_else(|| ctx.t("Züge", "Moves").to_string()),
            move_rows: labels::move_rows(&notation, false),
            message: self.message.clone(),
            thinking: None,
            hint: None,
            card: self.card.clone(),
            draw_answer: None,
            notice,
            buttons,
            result,
        }
    }

    /// The opponent's absence, a pending offer, or a lost connection.
    fn notice(&self, ctx: &Ctx, g: &GameView) -> Option<String> {
        let lang = ctx.lang();
        let name = |c: Color| match c {
            Color::Red => g.red.name.clone(),
            Color::Black => g.black.name.clone(),
        };
        let mut lines = Vec::new();
        if !ctx.online.connected() {
            lines.push(
                lang.pick(
                    "Verbindung unterbrochen – die App verbindet sich wieder.",
                    "Connection lost – the app is reconnecting.",
                )
                .to_string(),
            );
        }
        if g.outcome.is_none() {
            let now = ctx.online.server_now(ctx.now_ms());
            for a in &g.absent {
                if Some(a.color) == self.me {
                    continue;
                }
                let left = labels::clock_time(a.until_ms.saturating_sub(now));
                lines.push(match lang {
                    Lang::De => format!(
                        "{} ist weg – noch {left} zum Zurückkommen, dann ist die Partie verloren.",
                        name(a.color)
                    ),
                    Lang::En => format!(
                        "{} has left – {left} to come back, then the game is lost.",
                        name(a.color)
                    ),
                });
            }
            if let Some(o) = g.draw_offer.filter(|o| Some(o.by) != self.me) {
                lines.push(offer_text(&name(o.by), false, lang));
            }
            if let Some(o) = g.takeback_offer.filter(|o| Some(o.by) != self.me) {
                lines.push(offer_text(&name(o.by), true, lang));
            }
            if let Some(o) = g.draw_offer.filter(|o| Some(o.by) == self.me) {
                let _ = o;
                lines.push(
                    lang.pick("Du hast Remis angeboten.", "You offered a draw.")
                        .to_string(),
                );
            }
        }
        (!lines.is_empty()).then(|| lines.join("\n"))
    }
}

fn offer_text(name: &str, takeback: bool, lang: Lang) -> String {
    match (takeback, lang) {
        (false, Lang::De) => format!("{name} bietet Remis an."),
        (false, Lang::En) => format!("{name} offers a draw."),
        (true, Lang::De) => format!("{name} bittet, den letzten Zug zurückzunehmen."),
        (true, Lang::En) => format!("{name} asks to take the last move back."),
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

    fn shown(&mut self, _ctx: &mut Ctx, _key: u64) -> BoardSlot {
        BoardSlot::Pad(self.pad.clone())
    }

    fn leave(&mut self, ctx: &mut Ctx) {
        self.on_leave(ctx);
    }

    fn apply_settings(&mut self, ctx: &Ctx) {
        self.pad.apply_settings(&ctx.settings);
    }

    fn clock_running(&self) -> bool {
        self.clock_counts()
    }
}
