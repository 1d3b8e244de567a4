//! What an online game shows: the board, the clocks by the server's figures, the offers and
//! the result.

use super::*;
use crate::app::view::board::ClockView;
use crate::material::Captures;

impl OnlineGameScreen {
    pub(super) fn title(&self, ctx: &Ctx) -> String {
        let lang = ctx.lang();
        match &self.game {
            None => tr!(lang, "online-online-game").into_owned(),
            Some(g) => format!(
                "{} · {}",
                pairing(&g.red, &g.black, lang),
                terms_text(g.time_control, g.rated, g.stake, lang)
            ),
        }
    }

    pub(super) fn record(&self, ctx: &Ctx) -> GameScreenView {
        let lang = ctx.lang();
        let game = self.game.as_ref();
        let (played, notation, opening) = self.moves(ctx);
        let board = self.board_view(ctx, &played, notation.clone(), opening.clone());
        let over = self.over();
        let move_strip = strips::move_strip(&notation, false, opening, self.shown, lang);
        // The captures up to the position on the board (an earlier one while stepping).
        let upto = self
            .shown
            .map_or(played.len(), |p| (p as usize).min(played.len()));
        let captures = Captures::of_game(&Position::startpos(), &played[..upto]);
        let clock = game.map(|g| self.clock(ctx, g));
        let bottom_side = self.pad.bottom();
        let [top, bottom] = [!bottom_side, bottom_side].map(|side| {
            let player = game.map(|g| match side {
                Color::Red => &g.red,
                Color::Black => &g.black,
            });
            strips::player_strip(
                strips::Player {
                    side,
                    name: player.map_or_else(
                        || texts::color_name(side, lang).into_owned(),
                        |p| p.name.clone(),
                    ),
                    detail: player.map(|p| tr!(lang, "online-elo", elo = p.elo)),
                    turned: false,
                },
                &captures,
                clock.as_ref(),
                board.side_to_move == side,
                over,
                lang,
            )
        });
        let mut bar = vec![button(
            Action::OpenMenu,
            &tr!(lang, "game-menu"),
            true,
            ButtonRole::Secondary,
        )];
        if let Some(takeback) = self.takeback_button(lang) {
            if !move_strip.stepping {
                bar.push(takeback);
            }
        }
        if over && self.result_closed {
            bar.push(strips::result_button(lang));
        }
        bar.extend(strips::step_buttons(&move_strip, lang));
        let result = game.and_then(|g| g.outcome.map(|o| self.result_view(lang, g, o)));
        GameScreenView {
            game_id: crate::store::GameId(self.id as i64),
            // The players are on the strips: the title is the game's terms.
            title: game.map_or_else(
                || tr!(lang, "online-online-game").into_owned(),
                |g| terms_text(g.time_control, g.rated, g.stake, lang),
            ),
            top,
            bottom,
            move_strip,
            message: self.message.clone(),
            thinking: None,
            hint: None,
            card: self.card.clone(),
            prompts: game.map(|g| self.prompts(ctx, g)).unwrap_or_default(),
            bar,
            menu: MenuView {
                title: tr!(lang, "game-menu").into_owned(),
                buttons: self.menu_buttons(lang),
            },
            menu_open: self.menu_open,
            legend: None,
            result_open: result.is_some() && !self.result_closed,
            result,
            board,
        }
    }

    /// The moves as the server has them (and the pending one), written in the chosen
    /// notation, and the opening's name.
    fn moves(&self, ctx: &Ctx) -> (Vec<Move>, Vec<String>, Option<String>) {
        let lang = ctx.lang();
        let moves_iccs: &[String] = self
            .game
            .as_ref()
            .map(|g| g.moves.as_slice())
            .unwrap_or_default();
        let (_, mut played) = replay_iccs(&Position::startpos(), moves_iccs);
        if let Some(p) = self.pending {
            played.push(p);
        }
        let notation = self
            .texts
            .get(&played, ctx.settings.notation.for_lang(lang));
        let opening = crate::notation::opening_name(&played).map(|o| o.name(lang).to_string());
        (played, notation, opening)
    }

    /// The moves, the one on the board highlighted (an earlier one while stepping).
    pub(super) fn move_strip(&self, ctx: &Ctx) -> MoveStripView {
        let (_, notation, opening) = self.moves(ctx);
        strips::move_strip(&notation, false, opening, self.shown, ctx.lang())
    }

    /// The board as the server has it, with the pending move on top.
    fn board_view(
        &self,
        ctx: &Ctx,
        played: &[Move],
        notation: Vec<String>,
        opening: Option<String>,
    ) -> BoardView {
        let lang = ctx.lang();
        let game = self.game.as_ref();
        let fen = self.pad.fen();
        let pos = Position::from_fen(&fen).unwrap_or_else(|_| Position::startpos());
        let state = match game.and_then(|g| g.outcome) {
            Some(o) => GameState::Finished {
                result: o.result,
                reason: o.reason,
            },
            None => GameState::Ongoing,
        };
        let side = pos.side_to_move();
        let in_check = pos.in_check();
        let warning = game.and_then(|g| g.warning);
        BoardView {
            title: self.title(ctx),
            pieces: pos
                .occupied()
                .filter_map(|s| pos.piece_at(s).map(|piece| PieceView { point: s, piece }))
                .collect(),
            fen,
            side_to_move: side,
            bottom: self.me.unwrap_or(Color::Red),
            last_move: played.last().copied(),
            in_check,
            checkers: pos.checkers().collect(),
            warning,
            warning_text: warning.map(|w| texts::warning_text(w, lang)),
            moves: notation,
            opening,
            state,
            status_text: match (state, self.pending, game) {
                (_, _, None) => tr!(lang, "online-loading-the-game").into_owned(),
                (GameState::Ongoing, Some(_), _) => tr!(lang, "online-move-sent").into_owned(),
                _ => texts::status_text(state, side, in_check, lang),
            },
            clock: None,
            can_undo: false,
            computer_to_move: false,
            computer_thinking: false,
            dangers: Vec::new(),
            ply: played.len() as u32,
        }
    }

    /// The clocks by the server's figures, counted down from the moment they refer to.
    fn clock(&self, ctx: &Ctx, g: &GameView) -> ClockView {
        let now = ctx.online.server_now(ctx.now_ms());
        // The server's figures are as of its `at_ms`: the running side's time is counted
        // down from there.
        let since = now.saturating_sub(g.clock.at_ms);
        let running = g.clock.running.filter(|_| g.outcome.is_none());
        let left = |c: Color, base: u64| {
            if running == Some(c) {
                base.saturating_sub(since)
            } else {
                base
            }
        };
        ClockView {
            red_ms: left(Color::Red, g.clock.red_ms),
            black_ms: left(Color::Black, g.clock.black_ms),
            // (No side runs before the first move: neither strip is drawn running.)
            running: running.unwrap_or(Color::Red),
            in_grace: false,
            grace_left_ms: 0,
        }
    }

    /// The menu's actions: an offer of a draw, resigning (confirmed), sharing, turning the
    /// board, the settings.
    fn menu_buttons(&self, lang: Lang) -> Vec<ButtonView> {
        let mut buttons = Vec::new();
        if let (Some(me), Some(g), false) = (self.me, self.game.as_ref(), self.over()) {
            let mine = g.draw_offer.is_some_and(|o| o.by == me);
            let theirs = g.draw_offer.is_some_and(|o| o.by != me);
            buttons.push(button(
                Action::OfferDraw,
                &tr!(lang, "online-offer-a-draw"),
                !mine && !theirs,
                ButtonRole::Secondary,
            ));
            buttons.push(button(
                Action::Resign,
                &tr!(lang, "online-resign"),
                true,
                ButtonRole::Destructive,
            ));
        }
        buttons.extend(strips::view_buttons(self.over(), lang));
        buttons
    }

    /// Asking for a takeback (friendly games only), on the icon bar as undo is offline.
    fn takeback_button(&self, lang: Lang) -> Option<ButtonView> {
        let (Some(me), Some(g), false) = (self.me, self.game.as_ref(), self.over()) else {
            return None;
        };
        if g.rated {
            return None;
        }
        let my_moves = g.moves.len() >= if me == Color::Red { 1 } else { 2 };
        let asked = g.takeback_offer.is_some();
        Some(button(
            Action::OfferTakeback,
            &tr!(lang, "online-ask-for-a-takeback"),
            my_moves && !asked,
            ButtonRole::Secondary,
        ))
    }

    /// The ended game: who won and why, what it settled, and the way on.
    fn result_view(&self, lang: Lang, g: &GameView, o: crate::protocol::Outcome) -> ResultView {
        let outcome = match self.me {
            Some(me) => outcome_word(o.result, me, lang),
            None => match o.result {
                GameResult::RedWins => tr!(lang, "online-red-wins"),
                GameResult::BlackWins => tr!(lang, "online-black-wins"),
                GameResult::Draw => tr!(lang, "online-draw"),
            },
        };
        let headline = outcome.into_owned();
        let detail = tr!(lang, "result-reason", reason = texts::reason_key(o.reason));
        let change = match self.me {
            Some(Color::Red) => settlement_text(&o.red, o.counted, lang),
            Some(Color::Black) => settlement_text(&o.black, o.counted, lang),
            None => tr!(
                lang,
                "online-settlements",
                red = g.red.name.as_str(),
                red_settlement = settlement_text(&o.red, o.counted, lang),
                black = g.black.name.as_str(),
                black_settlement = settlement_text(&o.black, o.counted, lang)
            ),
        };
        let icon = match (self.me, o.result.winner()) {
            (_, None) => Icon::Drawn,
            (Some(me), Some(w)) if me != w => Icon::Lost,
            _ => Icon::Won,
        };
        ResultView {
            headline,
            detail,
            icon,
            changes: vec![change],
            close: strips::close_result_button(lang),
            buttons: vec![
                button(
                    Action::ReviewOnlineGame { id: g.id },
                    &tr!(lang, "online-review-the-game"),
                    true,
                    ButtonRole::Primary,
                ),
                button(
                    Action::SharePosition,
                    &tr!(lang, "game-share"),
                    true,
                    ButtonRole::Secondary,
                ),
                button(
                    Action::GoHome,
                    &tr!(lang, "online-to-the-lobby"),
                    true,
                    ButtonRole::Secondary,
                ),
            ],
        }
    }

    /// The prompts over the board, each on its own: a lost connection, the opponent's
    /// absence, an offer to answer (with its answers), one's own offer waiting.
    fn prompts(&self, ctx: &Ctx, g: &GameView) -> Vec<PromptView> {
        let lang = ctx.lang();
        let name = |c: Color| match c {
            Color::Red => g.red.name.clone(),
            Color::Black => g.black.name.clone(),
        };
        let fact = |text: String| PromptView {
            text,
            buttons: Vec::new(),
        };
        let mut prompts = Vec::new();
        if !ctx.online.connected() {
            prompts.push(fact(
                tr!(lang, "online-connection-lost-the-app").into_owned(),
            ));
        }
        if g.outcome.is_some() {
            return prompts;
        }
        let now = ctx.online.server_now(ctx.now_ms());
        for a in g.absent.iter().filter(|a| Some(a.color) != self.me) {
            let left = labels::clock_time(a.until_ms.saturating_sub(now));
            prompts.push(fact(tr!(
                lang,
                "online-has-left-to-come",
                name = name(a.color),
                left = left
            )));
        }
        let playing = self.me.is_some();
        if let Some(o) = g.draw_offer.filter(|o| Some(o.by) != self.me) {
            prompts.push(PromptView {
                text: offer_text(&name(o.by), false, lang),
                buttons: if playing {
                    vec![
                        button(
                            Action::AcceptDraw,
                            &tr!(lang, "online-accept-the-draw"),
                            true,
                            ButtonRole::Primary,
                        ),
                        button(
                            Action::DeclineDraw,
                            &tr!(lang, "online-decline-the-draw"),
                            true,
                            ButtonRole::Secondary,
                        ),
                    ]
                } else {
                    Vec::new()
                },
            });
        }
        if let Some(o) = g.takeback_offer.filter(|o| Some(o.by) != self.me) {
            prompts.push(PromptView {
                text: offer_text(&name(o.by), true, lang),
                buttons: if playing {
                    vec![
                        button(
                            Action::AcceptTakeback,
                            &tr!(lang, "online-allow-the-takeback"),
                            true,
                            ButtonRole::Primary,
                        ),
                        button(
                            Action::DeclineTakeback,
                            &tr!(lang, "online-refuse-the-takeback"),
                            true,
                            ButtonRole::Secondary,
                        ),
                    ]
                } else {
                    Vec::new()
                },
            });
        }
        if g.draw_offer.is_some_and(|o| Some(o.by) == self.me) {
            prompts.push(fact(tr!(lang, "online-you-offered-a-draw").into_owned()));
        }
        prompts
    }
}

pub(super) fn offer_text(name: &str, takeback: bool, lang: Lang) -> String {
    if takeback {
        tr!(lang, "online-asks-to-take-the", name = name)
    } else {
        tr!(lang, "online-offers-a-draw", name = name)
    }
}
