//! The game screen: against the computer or two players on one device. The session saves
//! every move before this screen hears of it; this screen decides when the computer thinks,
//! when the clock runs (only while the game is on screen and the app in front), and what the
//! person is told.

use super::screen::Screen;
use super::strips;
use crate::app::error::AppError;
use crate::app::event::{Action, BoardGesture};
use crate::app::labels;
use crate::app::model::context::{button, spawn, Ctx, Internal, Msg, Nav, Route};
use crate::app::services::app::NewGameConfig;
use crate::app::services::board_input::{InputAction, InputOutcome};
use crate::app::services::painter::BoardSlot;
use crate::app::services::session::{GameSession, SessionListener};
use crate::app::texts::{self, color_name};
use crate::app::view::board::{BoardView, DrawAnswer, HintView, MoveReport, PieceCardView};
use crate::app::view::*;
use crate::game::{GameSetup, GameState};
use crate::material::Captures;
use crate::notation;
use crate::scene::PixelPoint;
use crate::store::{GameId, Mode};
use crate::tr;
use crate::types::Color;
use std::borrow::Cow;
use std::sync::mpsc::Sender;

/// Hears the computer's moves on its thread and hands them to the lane.
struct Listener {
    tx: Sender<Msg>,
    screen: u64,
}

impl SessionListener for Listener {
    fn on_computer_move(&self, report: MoveReport) {
        Ctx::post(
            &self.tx,
            Internal::ComputerMoved {
                screen: self.screen,
                report,
            },
        );
    }

    fn on_error(&self, message: String) {
        Ctx::post(
            &self.tx,
            Internal::ComputerFailed {
                screen: self.screen,
                message,
            },
        );
    }
}

pub(crate) struct GameScreen {
    pub session: GameSession,
    /// The choices it was started with (a rematch repeats them).
    config: NewGameConfig,
    has_clock: bool,
    message: Option<String>,
    hint: Option<HintView>,
    card: Option<PieceCardView>,
    draw_answer: Option<String>,
    hint_pending: bool,
    draw_pending: bool,
    menu_open: bool,
    /// The result sheet was put away to look at the final position.
    result_closed: bool,
    /// The player's record against this game's character, read once the game is over.
    record_after: std::cell::OnceCell<Option<crate::store::WinDrawLoss>>,
    /// The marks' legend is up (the first selection while it was never read).
    legend: bool,
}

impl GameScreen {
    pub fn new(session: GameSession) -> GameScreen {
        let mode = session.mode();
        let house = session.house_rules();
        let (handicap, fen) = match session.setup() {
            GameSetup::Standard => (None, None),
            GameSetup::Handicap { handicap, .. } if house.computer_handicap.is_none() => {
                (Some(handicap), None)
            }
            GameSetup::Handicap { .. } => (None, None),
            GameSetup::Fen(fen) => (None, Some(fen)),
        };
        let config = NewGameConfig {
            mode,
            handicap,
            fen,
            house,
            clock: session.clock_choice(),
            seed: None,
        };
        GameScreen {
            has_clock: config.clock != crate::game::ClockChoice::None,
            session,
            config,
            message: None,
            hint: None,
            card: None,
            draw_answer: None,
            hint_pending: false,
            draw_pending: false,
            menu_open: false,
            result_closed: false,
            record_after: std::cell::OnceCell::new(),
            legend: false,
        }
    }

    /// Starts a new game from `config` (saved at once) as a screen.
    pub fn start(ctx: &mut Ctx, config: &NewGameConfig) -> Option<GameScreen> {
        match ctx.app.new_game(config) {
            Ok(session) => Some(GameScreen::new(session)),
            Err(e) => {
                ctx.error(&e);
                None
            }
        }
    }

    /// Resumes a stored game as a screen.
    pub fn resume(ctx: &mut Ctx, id: GameId) -> Option<GameScreen> {
        match ctx.app.resume_game(id) {
            Ok(session) => Some(GameScreen::new(session)),
            Err(e) => {
                ctx.error(&e);
                None
            }
        }
    }

    fn clock_counts(&self) -> bool {
        self.has_clock && !self.session.state().is_over()
    }

    /// On screen (pushed, back on top, the app in front): the clock runs from now and the
    /// computer thinks if it is its turn.
    fn start_on_screen(&mut self, ctx: &mut Ctx, key: u64) {
        if !ctx.foreground {
            return;
        }
        self.session
            .set_listener(Some(std::sync::Arc::new(Listener {
                tx: ctx.tx.clone(),
                screen: key,
            })));
        self.session.resume_clock();
        self.session.start_computer_move();
    }

    /// Off screen (Back, another screen on top, the app in the background): the clock stops
    /// and is saved, the computer stops thinking and its result will be dropped.
    fn stop_on_screen(&mut self, ctx: &mut Ctx) {
        self.session.set_listener(None);
        if let Err(e) = self.session.suspend() {
            ctx.error(&e);
        }
        self.hint_pending = false;
        self.draw_pending = false;
    }

    fn clear_marks(&mut self) {
        self.hint = None;
        self.card = None;
        self.draw_answer = None;
    }

    fn computer_name(&self, ctx: &Ctx) -> Option<Cow<'static, str>> {
        match self.config.mode {
            Mode::VsComputer { level, .. } => Some(labels::character_short(level, ctx.lang())),
            Mode::TwoPlayers => None,
        }
    }

    fn on_action(&mut self, ctx: &mut Ctx, key: u64, action: Action) -> Nav {
        // Whatever the menu offered closes it.
        self.menu_open = false;
        let strip = self.move_strip(ctx, &self.session.view());
        if let Some(target) = strips::step_target(&strip, &action) {
            self.session.show_ply(target.map(|p| p as usize));
            self.clear_marks();
            self.message = None;
            ctx.board_revision += 1;
            return Nav::Stay;
        }
        match action {
            Action::OpenMenu => self.menu_open = true,
            Action::CloseMenu => {}
            Action::CloseResult => self.result_closed = true,
            Action::OpenResult => self.result_closed = false,
            Action::FlipBoard => {
                self.session.flip();
                ctx.board_revision += 1;
            }
            Action::OpenSettings => return Nav::Push(Route::Settings),
            Action::DismissLegend => {
                self.legend = false;
                let mut settings = ctx.settings.clone();
                settings.marks_legend_seen = true;
                match ctx.app.save_settings(&settings) {
                    Ok(()) => ctx.settings = settings,
                    Err(e) => ctx.error(&e),
                }
            }
            Action::NewGameFromResult => return Nav::Replace(Route::NewGame { fen: None }),
            Action::Undo => match self.session.undo() {
                Ok(plies) => {
                    self.clear_marks();
                    let text = labels::undone_text(plies, self.config.mode, ctx.lang());
                    self.message = Some(text.clone());
                    ctx.announce(text);
                    ctx.board_revision += 1;
                    self.session.start_computer_move();
                }
                Err(e) => self.refused(ctx, &e),
            },
            Action::Hint => self.ask_hint(ctx, key),
            Action::OfferDraw => self.offer_draw(ctx, key),
            Action::AcceptDraw => {
                if let Err(e) = self.session.agree_draw() {
                    self.refused(ctx, &e);
                }
                self.ended(ctx);
            }
            Action::DeclineDraw => {
                let text: String = tr!(ctx.lang(), "game-draw-declined").into();
                ctx.announce(text.clone());
                self.draw_answer = Some(text);
            }
            Action::Resign => {
                let lang = ctx.lang();
                let (title, text) = labels::resign_question(lang);
                let yes = button(
                    Action::ConfirmResign,
                    &tr!(lang, "game-resign"),
                    true,
                    ButtonRole::Destructive,
                );
                let no = ctx.button(Action::CloseDialog, tr!(lang, "game-play-on"));
                ctx.confirm(title, text, vec![no, yes]);
            }
            Action::ConfirmResign => {
                if let Err(e) = self.session.resign() {
                    self.refused(ctx, &e);
                }
                self.ended(ctx);
            }
            Action::Rematch => return Nav::Replace(Route::StartGame(self.config.clone())),
            Action::ReviewGame { id } => return Nav::Push(Route::Review(id)),
            Action::AnalysePosition => {
                let fen = self.session.position().to_fen();
                return Nav::Push(Route::Analysis { fen });
            }
            Action::SharePosition => {
                let view = self.session.view();
                let caption = tr!(
                    ctx.lang(),
                    "game-share-caption",
                    title = view.title.as_str(),
                    status = view.status_text.as_str()
                );
                ctx.share(&view.fen, view.bottom, caption);
            }
            Action::GoHome => return Nav::Home,
            _ => {}
        }
        Nav::Stay
    }

    fn refused(&mut self, ctx: &mut Ctx, e: &AppError) {
        self.message = Some(ctx.refusal(e));
    }

    fn ask_hint(&mut self, ctx: &mut Ctx, key: u64) {
        if self.hint_pending {
            return;
        }
        self.hint_pending = true;
        let session = self.session.clone();
        let tx = ctx.tx.clone();
        let ply = session.moves().len() as u32;
        spawn("xiangqi-hint", move || {
            let result = session.show_hint();
            Ctx::post(
                &tx,
                Internal::Hint {
                    screen: key,
                    ply,
                    result,
                },
            );
        });
    }

    fn offer_draw(&mut self, ctx: &mut Ctx, key: u64) {
        match self.config.mode {
            Mode::TwoPlayers => {
                // The player to move offers; the other one is asked.
                let to_move = self.session.position().side_to_move();
                let lang = ctx.lang();
                let (title, text) = labels::draw_question(to_move, !to_move, lang);
                let yes = button(
                    Action::AcceptDraw,
                    &tr!(lang, "game-accept-the-draw"),
                    true,
                    ButtonRole::Primary,
                );
                let no = ctx.button(Action::DeclineDraw, tr!(lang, "game-decline"));
                ctx.confirm(title, text, vec![no, yes]);
            }
            Mode::VsComputer { .. } => {
                if self.draw_pending {
                    return;
                }
                self.draw_pending = true;
                self.draw_answer = None;
                let session = self.session.clone();
                let tx = ctx.tx.clone();
                let ply = session.moves().len() as u32;
                spawn("xiangqi-draw", move || {
                    let result = session.offer_draw();
                    Ctx::post(
                        &tx,
                        Internal::DrawAnswer {
                            screen: key,
                            ply,
                            result,
                        },
                    );
                });
            }
        }
    }

    /// The game ended by the person's action (resignation, agreement): told, with its sound.
    fn ended(&mut self, ctx: &mut Ctx) {
        // (The computer's answer to a draw stays: the result sheet says who accepted.)
        self.hint = None;
        self.card = None;
        ctx.board_revision += 1;
        if self.session.state().is_over() {
            ctx.sounds(&[crate::sound::Sound::GameEnd]);
            ctx.announce(self.session.view().status_text);
        }
    }

    fn on_board(&mut self, ctx: &mut Ctx, gesture: BoardGesture) {
        if self.session.shown_ply().is_some() {
            // The earlier position is read-only: a touch brings the game back first.
            if matches!(
                gesture,
                BoardGesture::Tap { .. } | BoardGesture::Activate { .. }
            ) {
                self.session.show_ply(None);
                ctx.board_revision += 1;
            }
            return;
        }
        self.menu_open = false;
        let s = &self.session;
        let out = match gesture {
            BoardGesture::Tap { point } | BoardGesture::Activate { point } => s.tap(point),
            BoardGesture::LongPress { point } => s.long_press(point),
            BoardGesture::DragStart { point, x, y } => s.drag_start(point, PixelPoint { x, y }),
            BoardGesture::DragMove { over, x, y } => s.drag_move(over, PixelPoint { x, y }),
            BoardGesture::DragEnd { over } => s.drag_end(over),
            BoardGesture::DragCancel => s.drag_cancel(),
        };
        self.after_step(ctx, out);
    }

    fn after_step(&mut self, ctx: &mut Ctx, out: InputOutcome) {
        ctx.board_outcome(&out);
        match &out.action {
            InputAction::Card { point } => {
                // The card describes its piece; an older line about another piece goes.
                self.card = self.session.card(*point);
                self.message = None;
            }
            InputAction::Selected { .. } => {
                // The marks show the targets; the words are the screen reader's (they
                // name the points by their a–i/0–9 names, not the board's numbers).
                self.card = None;
                self.message = None;
                if !ctx.settings.marks_legend_seen {
                    self.legend = true;
                }
                return;
            }
            InputAction::Deselected => {
                self.card = None;
                self.message = None;
                return;
            }
            _ => {}
        }
        if out.report.is_some() {
            self.clear_marks();
            self.session.start_computer_move();
        }
        // A card is shown as the card (the screen reader heard its text already).
        if out.message.is_some() && !matches!(out.action, InputAction::Card { .. }) {
            self.message = out.message;
        }
    }

    fn on_typed(&mut self, ctx: &mut Ctx, text: &str) {
        match self.session.play(text) {
            Ok(report) => {
                self.clear_marks();
                ctx.moved(&report, false);
                ctx.announce(report.announcement.clone());
                self.message = Some(report.announcement);
                if report.state.is_over() {
                    ctx.announce(self.session.view().status_text);
                }
                self.session.start_computer_move();
            }
            Err(e) => self.refused(ctx, &e),
        }
    }

    fn on_internal(&mut self, ctx: &mut Ctx, msg: Internal) {
        match msg {
            Internal::ComputerMoved { report, .. } => {
                self.clear_marks();
                ctx.moved(&report, true);
                let who = self.computer_name(ctx).unwrap_or_default();
                let text = tr!(
                    ctx.lang(),
                    "game-computer-moved",
                    who = who,
                    mv = report.announcement.as_str()
                );
                ctx.announce(text.clone());
                self.message = Some(text);
                if report.state.is_over() {
                    ctx.announce(self.session.view().status_text);
                }
            }
            Internal::ComputerFailed { message, .. } => {
                ctx.info(message);
            }
            Internal::Hint { ply, result, .. } => {
                self.hint_pending = false;
                if ply != self.session.moves().len() as u32 {
                    return; // the game moved on while the engine thought
                }
                match result {
                    Ok(out) => {
                        if let InputAction::HintShown { mv } = out.action {
                            let pos = self.session.position();
                            let style = ctx.settings.notation.for_lang(ctx.lang());
                            self.hint = Some(HintView::new(
                                mv,
                                notation::format(&pos, mv, style),
                                out.message.clone().unwrap_or_default(),
                                ctx.lang(),
                            ));
                        }
                        ctx.board_outcome(&out);
                    }
                    Err(AppError::Cancelled) => {}
                    Err(e) => self.refused(ctx, &e),
                }
            }
            Internal::DrawAnswer { ply, result, .. } => {
                self.draw_pending = false;
                if ply != self.session.moves().len() as u32 {
                    return;
                }
                let who = self.computer_name(ctx).unwrap_or_default();
                match result {
                    Ok(DrawAnswer::Accepted) => {
                        self.draw_answer = Some(labels::draw_answer(&who, true, ctx.lang()));
                        self.ended(ctx);
                    }
                    Ok(_) => {
                        let text = labels::draw_answer(&who, false, ctx.lang());
                        ctx.announce(text.clone());
                        self.draw_answer = Some(text);
                    }
                    Err(e) => self.refused(ctx, &e),
                }
            }
            _ => {}
        }
    }

    /// The heartbeat: a flag fall ends the game now, not at the next touch.
    fn on_tick(&mut self, ctx: &mut Ctx) {
        if !self.clock_counts() {
            return;
        }
        match self.session.tick() {
            Ok(state) if state.is_over() => {
                self.clear_marks();
                ctx.board_revision += 1;
                ctx.sounds(&[crate::sound::Sound::GameEnd]);
                ctx.announce(self.session.view().status_text);
            }
            Ok(_) => {}
            Err(e) => ctx.error(&e),
        }
    }

    fn record(&self, ctx: &Ctx) -> GameScreenView {
        let lang = ctx.lang();
        let board = self.session.view();
        let over = board.state.is_over();
        let players_turn = !over && !board.computer_to_move && !board.computer_thinking;
        // The captures up to the position on the board (an earlier one while stepping).
        let moves = self.session.moves();
        let upto = self
            .session
            .shown_ply()
            .unwrap_or(moves.len())
            .min(moves.len());
        let captures = self
            .session
            .position_at(0)
            .map(|start| Captures::of_game(&start, &moves[..upto]))
            .unwrap_or_default();
        let move_strip = self.move_strip(ctx, &board);
        let [top, bottom] = [!board.bottom, board.bottom].map(|side| {
            strips::player_strip(
                self.player(ctx, side, side != board.bottom),
                &captures,
                board.clock.as_ref(),
                board.side_to_move == side,
                over,
                lang,
            )
        });
        let thinking = if board.computer_thinking {
            self.computer_name(ctx)
                .map(|who| labels::thinking_text(&who, lang))
        } else if self.hint_pending {
            Some(tr!(lang, "game-looking-for-a-hint").into())
        } else if self.draw_pending {
            self.computer_name(ctx)
                .map(|who| labels::considering_text(&who, lang))
        } else {
            None
        };
        let mut bar = vec![button(
            Action::OpenMenu,
            &tr!(lang, "game-menu"),
            true,
            ButtonRole::Secondary,
        )];
        if !over && !move_strip.stepping {
            bar.push(button(
                Action::Hint,
                &tr!(lang, "game-hint"),
                players_turn && !self.hint_pending,
                ButtonRole::Secondary,
            ));
            bar.push(button(
                Action::Undo,
                &tr!(lang, "game-undo"),
                board.can_undo,
                ButtonRole::Secondary,
            ));
        }
        if over && self.result_closed {
            bar.push(strips::result_button(lang));
        }
        bar.extend(strips::step_buttons(&move_strip, lang));
        let menu = self.menu(ctx, over, players_turn);
        let result = self.result_view(ctx, &board.state);
        let legend = (self.legend && !over)
            .then(|| strips::legend(ctx.settings.move_helper, ctx.settings.dangers, lang));
        GameScreenView {
            game_id: self.session.game_id(),
            title: self.title(ctx),
            top,
            bottom,
            move_strip,
            message: self.message.clone(),
            thinking,
            hint: self.hint.clone(),
            card: self.card.clone(),
            prompts: self
                .draw_answer
                .iter()
                .filter(|_| !over)
                .map(|text| PromptView {
                    text: text.clone(),
                    buttons: Vec::new(),
                })
                .collect(),
            bar,
            menu,
            menu_open: self.menu_open,
            legend,
            result_open: result.is_some() && !self.result_closed,
            result,
            board,
        }
    }

    /// The moves, the one on the board highlighted (an earlier one while stepping).
    fn move_strip(&self, ctx: &Ctx, board: &BoardView) -> MoveStripView {
        let start_black = self
            .session
            .position_at(0)
            .is_some_and(|p| p.side_to_move() == Color::Black);
        strips::move_strip(
            &board.moves,
            start_black,
            board.opening.clone(),
            self.session.shown_ply().map(|p| p as u32),
            ctx.lang(),
        )
    }

    /// One line: who plays whom.
    fn title(&self, ctx: &Ctx) -> String {
        let lang = ctx.lang();
        match self.computer_name(ctx) {
            Some(who) => tr!(lang, "game-title-against", who = who),
            None => tr!(lang, "game-two-players").into_owned(),
        }
    }

    /// Who plays `side`: the computer's character (its level below the name), "You", or
    /// the colour between two players (the far one turned towards its player).
    fn player(&self, ctx: &Ctx, side: Color, far: bool) -> strips::Player {
        let lang = ctx.lang();
        match self.config.mode {
            Mode::VsComputer {
                level,
                computer_color,
            } if side == computer_color => strips::Player {
                side,
                name: labels::character_short(level, lang).into_owned(),
                detail: Some(tr!(lang, "level-label", level = level.name())),
                turned: false,
            },
            Mode::VsComputer { .. } => strips::Player {
                side,
                name: tr!(lang, "strip-you").into_owned(),
                detail: None,
                turned: false,
            },
            Mode::TwoPlayers => strips::Player {
                side,
                name: color_name(side, lang).into_owned(),
                detail: None,
                turned: far,
            },
        }
    }

    /// The menu sheet: a draw, resigning (confirmed), sharing, turning the board, settings.
    fn menu(&self, ctx: &Ctx, over: bool, players_turn: bool) -> MenuView {
        let lang = ctx.lang();
        let mut buttons = Vec::new();
        if !over {
            buttons.push(button(
                Action::OfferDraw,
                &tr!(lang, "game-offer-a-draw"),
                players_turn && !self.draw_pending,
                ButtonRole::Secondary,
            ));
            buttons.push(button(
                Action::Resign,
                &tr!(lang, "game-resign"),
                true,
                ButtonRole::Destructive,
            ));
        }
        buttons.extend(strips::view_buttons(over, lang));
        MenuView {
            title: tr!(lang, "game-menu").into_owned(),
            buttons,
        }
    }

    /// The sheet of a finished game (none while it goes on).
    fn result_view(&self, ctx: &Ctx, state: &GameState) -> Option<ResultView> {
        let id = self.session.game_id();
        let lang = ctx.lang();
        let GameState::Finished { result, reason } = *state else {
            return None;
        };
        let winner = result.winner();
        let (outcome, icon) = match (self.config.mode, winner) {
            (_, None) => ("drawn", Icon::Drawn),
            (Mode::VsComputer { computer_color, .. }, Some(w)) if w == computer_color => {
                ("lost", Icon::Lost)
            }
            (Mode::VsComputer { .. }, Some(_)) => ("won", Icon::Won),
            (Mode::TwoPlayers, Some(_)) => ("side", Icon::Won),
        };
        let headline = tr!(
            lang,
            "result-headline",
            outcome = outcome,
            who = winner.map(|w| color_name(w, lang)).unwrap_or_default()
        );
        // A draw the computer accepted says so; any other end says why it ended.
        let detail = match (&self.draw_answer, reason) {
            (Some(answer), crate::game::EndReason::Agreement) => answer.clone(),
            _ => tr!(lang, "result-reason", reason = texts::reason_key(reason)),
        };
        let mut changes = Vec::new();
        if let Mode::VsComputer { level, .. } = self.config.mode {
            // Read once (the view is built often; the record changes no more for this game).
            let record = self.record_after.get_or_init(|| {
                ctx.app.record_by_level().ok().and_then(|records| {
                    records
                        .into_iter()
                        .find(|r| r.level == level)
                        .map(|r| r.record)
                })
            });
            if let Some(r) = record {
                changes.push(tr!(
                    lang,
                    "result-record",
                    who = labels::character_short(level, lang),
                    record = labels::record_text(r.wins, r.draws, r.losses, lang)
                ));
            }
        }
        Some(ResultView {
            headline,
            detail,
            icon,
            changes,
            close: strips::close_result_button(lang),
            buttons: vec![
                button(
                    Action::Rematch,
                    &tr!(lang, "game-rematch"),
                    true,
                    ButtonRole::Primary,
                ),
                ctx.button(Action::ReviewGame { id }, tr!(lang, "game-review-the-game")),
                ctx.button(Action::NewGameFromResult, tr!(lang, "game-new-game")),
                ctx.button(Action::SharePosition, tr!(lang, "game-share")),
            ],
        })
    }
}

impl Screen for GameScreen {
    fn view(&self, ctx: &Ctx) -> ScreenView {
        ScreenView::Game {
            game: self.record(ctx),
        }
    }

    fn action(&mut self, ctx: &mut Ctx, key: u64, action: Action) -> Nav {
        self.on_action(ctx, key, action)
    }

    fn board(&mut self, ctx: &mut Ctx, _key: u64, gesture: BoardGesture) -> Nav {
        self.on_board(ctx, gesture);
        Nav::Stay
    }

    fn typed(&mut self, ctx: &mut Ctx, _key: u64, text: &str) {
        self.on_typed(ctx, text);
    }

    fn back(&mut self, _ctx: &mut Ctx) -> Nav {
        // Back closes the menu sheet first.
        if std::mem::take(&mut self.menu_open) {
            return Nav::Stay;
        }
        Nav::Pop
    }

    fn shown(&mut self, ctx: &mut Ctx, key: u64) -> BoardSlot {
        self.start_on_screen(ctx, key);
        BoardSlot::Game(self.session.clone())
    }

    fn hidden(&mut self, ctx: &mut Ctx) {
        self.stop_on_screen(ctx);
    }

    fn leave(&mut self, ctx: &mut Ctx) {
        self.stop_on_screen(ctx);
    }

    fn internal(&mut self, ctx: &mut Ctx, msg: Internal) {
        self.on_internal(ctx, msg);
    }

    fn apply_settings(&mut self, ctx: &Ctx) {
        self.session.apply_settings(ctx.settings.clone());
    }

    fn clock_running(&self) -> bool {
        self.clock_counts()
    }

    fn tick(&mut self, ctx: &mut Ctx) {
        self.on_tick(ctx);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::effect::Effect;

    fn two_players() -> (GameScreen, Ctx) {
        let (mut ctx, _rx) = Ctx::for_test();
        let game = GameScreen::start(&mut ctx, &NewGameConfig::two_players()).unwrap();
        (game, ctx)
    }

    #[test]
    fn a_typed_move_is_played_told_and_listed() {
        let (mut game, mut ctx) = two_players();
        game.typed(&mut ctx, 1, "h2e2");
        let ScreenView::Game { game: view } = game.view(&ctx) else {
            panic!("the game screen");
        };
        assert_eq!(view.board.moves.len(), 1);
        assert_eq!(view.move_strip.cells.len(), 1);
        assert!(view.message.is_some());
        assert!(ctx
            .effects
            .iter()
            .any(|e| matches!(e, Effect::Announce { .. })));
        assert!(view
            .bar
            .iter()
            .any(|b| b.action == Action::Undo && b.enabled));
    }

    #[test]
    fn a_refused_move_says_why_and_changes_nothing() {
        let (mut game, mut ctx) = two_players();
        game.typed(&mut ctx, 1, "a0a5");
        let ScreenView::Game { game: view } = game.view(&ctx) else {
            panic!("the game screen");
        };
        assert!(view.board.moves.is_empty());
        assert!(view.message.is_some());
    }

    #[test]
    fn the_result_leads_to_a_rematch_a_review_and_an_analysis() {
        let (mut game, mut ctx) = two_players();
        assert_eq!(game.action(&mut ctx, 1, Action::ConfirmResign), Nav::Stay);
        let id = game.session.game_id();
        let view = game.view(&ctx);
        assert!(view.offers(&Action::Rematch));
        assert!(!view.offers(&Action::Undo));
        assert_eq!(
            game.action(&mut ctx, 1, Action::Rematch),
            Nav::Replace(Route::StartGame(NewGameConfig::two_players()))
        );
        assert_eq!(
            game.action(&mut ctx, 1, Action::ReviewGame { id }),
            Nav::Push(Route::Review(id))
        );
        assert_eq!(
            game.action(&mut ctx, 1, Action::AnalysePosition),
            Nav::Push(Route::Analysis {
                fen: crate::START_FEN.to_string()
            })
        );
    }
}
