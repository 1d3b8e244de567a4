//! What an online game shows: the board, the clocks by the server's figures, the offers and
//! the result.

use super::*;

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
        let moves_iccs: &[String] = game.map(|g| g.moves.as_slice()).unwrap_or_default();
        let (_, mut played) = replay_iccs(&Position::startpos(), moves_iccs);
        if let Some(p) = self.pending {
            played.push(p);
        }
        let notation = self
            .texts
            .get(&played, ctx.settings.notation.for_lang(lang));
        let opening = crate::notation::opening_name(&played).map(|o| o.name(lang).to_string());
        let board = self.board_view(ctx, &played, notation.clone(), opening.clone());
        GameScreenView {
            game_id: crate::store::GameId(self.id as i64),
            title: board.title.clone(),
            clocks: game.map(|g| self.clocks(ctx, g)).unwrap_or_default(),
            moves_title: opening.unwrap_or_else(|| tr!(lang, "online-moves").into_owned()),
            move_rows: labels::move_rows(&notation, false),
            message: self.message.clone(),
            thinking: None,
            hint: None,
            card: self.card.clone(),
            draw_answer: None,
            notice: game.and_then(|g| self.notice(ctx, g)),
            buttons: self.buttons(lang),
            result: game.and_then(|g| g.outcome.map(|o| self.result_view(lang, g, o))),
            board,
        }
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

    /// Both clocks, the opponent's first: the server's figures counted down from the moment
    /// they refer to.
    fn clocks(&self, ctx: &Ctx, g: &GameView) -> Vec<ClockLineView> {
        let bottom = self.me.unwrap_or(Color::Red);
        let now = ctx.online.server_now(ctx.now_ms());
        // The server's figures are as of its `at_ms`: the running side's time is counted
        // down from there.
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
                    label: player_elo(&player.name, player.elo, ctx.lang()),
                    time: labels::clock_time(ms),
                    running,
                    in_grace: false,
                    note: None,
                    millis: ms,
                }
            })
            .collect()
    }

    /// The player's buttons: the answers to the opponent's offers or offers of one's own,
    /// resigning, and sharing the position.
    fn buttons(&self, lang: Lang) -> Vec<ButtonView> {
        let mut buttons = Vec::new();
        if let (Some(me), Some(g), false) = (self.me, self.game.as_ref(), self.over()) {
            let theirs = |o: Option<crate::protocol::Offer>| o.is_some_and(|o| o.by != me);
            let mine = |o: Option<crate::protocol::Offer>| o.is_some_and(|o| o.by == me);
            if theirs(g.draw_offer) {
                buttons.push(button(
                    Action::AcceptDraw,
                    &tr!(lang, "online-accept-the-draw"),
                    true,
                    ButtonRole::Primary,
                ));
                buttons.push(button(
                    Action::DeclineDraw,
                    &tr!(lang, "online-decline-the-draw"),
                    true,
                    ButtonRole::Normal,
                ));
            } else {
                buttons.push(button(
                    Action::OfferDraw,
                    &tr!(lang, "online-offer-a-draw"),
                    !mine(g.draw_offer),
                    ButtonRole::Normal,
                ));
            }
            if !g.rated {
                if theirs(g.takeback_offer) {
                    buttons.push(button(
                        Action::AcceptTakeback,
                        &tr!(lang, "online-allow-the-takeback"),
                        true,
                        ButtonRole::Primary,
                    ));
                    buttons.push(button(
                        Action::DeclineTakeback,
                        &tr!(lang, "online-refuse-the-takeback"),
                        true,
                        ButtonRole::Normal,
                    ));
                } else {
                    let my_moves = g.moves.len() >= if me == Color::Red { 1 } else { 2 };
                    buttons.push(button(
                        Action::OfferTakeback,
                        &tr!(lang, "online-ask-for-a-takeback"),
                        my_moves && !mine(g.takeback_offer),
                        ButtonRole::Normal,
                    ));
                }
            }
            buttons.push(button(
                Action::Resign,
                &tr!(lang, "online-resign"),
                true,
                ButtonRole::Destructive,
            ));
        }
        buttons.push(button(
            Action::SharePosition,
            &tr!(lang, "online-share-the-position"),
            true,
            ButtonRole::Normal,
        ));
        buttons
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
        let headline = tr!(
            lang,
            "online-result-headline",
            outcome = outcome,
            reason = texts::reason_text(o.reason, lang)
        );
        let detail = match self.me {
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
        ResultView {
            headline,
            detail,
            buttons: vec![
                button(
                    Action::ReviewOnlineGame { id: g.id },
                    &tr!(lang, "online-review-the-game"),
                    true,
                    ButtonRole::Primary,
                ),
                button(
                    Action::GoHome,
                    &tr!(lang, "online-to-the-lobby"),
                    true,
                    ButtonRole::Normal,
                ),
            ],
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
            lines.push(tr!(lang, "online-connection-lost-the-app").into_owned());
        }
        if g.outcome.is_none() {
            let now = ctx.online.server_now(ctx.now_ms());
            for a in &g.absent {
                if Some(a.color) == self.me {
                    continue;
                }
                let left = labels::clock_time(a.until_ms.saturating_sub(now));
                lines.push(tr!(
                    lang,
                    "online-has-left-to-come",
                    name = name(a.color),
                    left = left
                ));
            }
            if let Some(o) = g.draw_offer.filter(|o| Some(o.by) != self.me) {
                lines.push(offer_text(&name(o.by), false, lang));
            }
            if let Some(o) = g.takeback_offer.filter(|o| Some(o.by) != self.me) {
                lines.push(offer_text(&name(o.by), true, lang));
            }
            if let Some(o) = g.draw_offer.filter(|o| Some(o.by) == self.me) {
                let _ = o;
                lines.push(tr!(lang, "online-you-offered-a-draw").into_owned());
            }
        }
        (!lines.is_empty()).then(|| lines.join("\n"))
    }
}

pub(super) fn offer_text(name: &str, takeback: bool, lang: Lang) -> String {
    if takeback {
        tr!(lang, "online-asks-to-take-the", name = name)
    } else {
        tr!(lang, "online-offers-a-draw", name = name)
    }
}
