//! Post-game review, analysis lines and the position editor.

use super::action::{Action, BoardGesture, Field};
use super::labels;
use super::model::{button, Ctx, Internal, Nav, ScreenKind};
use super::view::*;
use crate::app::review::{ReviewListener, ReviewSource, ReviewView};
use crate::app::{
    AnalysisListener, AnalysisRequest, AnalysisSession, AppError, BoardPad, EditorSession,
    ReviewJob,
};
use crate::lang::Lang;
use crate::moves::Move;
use crate::position::Position;
use crate::review::{Analysis, ReviewProgress};
use crate::scene::{self, BoardPiece, Scene, SceneOptions, SceneState};
use crate::store::{GameId, Settings};
use crate::types::{Color, Square};
use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex};

fn pad_on(ctx: &mut Ctx, fen: &str) -> Option<Arc<BoardPad>> {
    match BoardPad::new(fen, &ctx.settings) {
        Ok(pad) => Some(Arc::new(pad)),
        Err(e) => {
            ctx.error(&e);
            None
        }
    }
}

// ---- review ----

struct ReviewHears {
    tx: Sender<super::Msg>,
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
    pub fn open(ctx: &mut Ctx, id: GameId) -> Option<ScreenKind> {
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
    pub fn open_online(ctx: &mut Ctx, game: &crate::protocol::ArchivedGame) -> Option<ScreenKind> {
        let start = crate::position::Position::startpos();
        let mut pos = start.clone();
        let mut moves = Vec::with_capacity(game.moves.len());
        for text in &game.moves {
            match Move::parse_iccs(text) {
                Ok(m) if pos.is_legal(m) => {
                    pos.make_move(m);
                    moves.push(m);
                }
                _ => break,
            }
        }
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
    ) -> Option<ScreenKind> {
        let style = ctx.settings.notation.for_lang(ctx.lang());
        let mut pos = start;
        let mut fens = vec![pos.to_fen()];
        let mut notation = Vec::with_capacity(moves.len());
        for &m in &moves {
            notation.push(crate::notation::format(&pos, m, style));
            pos.make_move(m);
            fens.push(pos.to_fen());
        }
        let last = fens.last().cloned().unwrap_or_default();
        let pad = pad_on(ctx, &last)?;
        let _ = pad.show(&last, moves.last().copied(), false);
        Some(ScreenKind::Review(Box::new(ReviewScreen {
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
        })))
    }

    /// On screen: the review starts (once), at the app's budget.
    pub fn shown(&mut self, ctx: &mut Ctx, key: u64) {
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

    pub fn cancel(&mut self) {
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

    pub fn action(&mut self, ctx: &mut Ctx, action: Action) -> Nav {
        let end = self.moves.len() as u32;
        match action {
            Action::ReviewFirst => self.goto(ctx, 0),
            Action::ReviewPrevious => self.goto(ctx, self.ply.saturating_sub(1)),
            Action::ReviewNext => self.goto(ctx, self.ply + 1),
            Action::ReviewLast => self.goto(ctx, end),
            Action::ReviewGoto { ply } => self.goto(ctx, ply),
            Action::AnalysePosition => {
                let fen = self.fens[self.ply as usize].clone();
                return AnalysisScreen::open(ctx, &fen)
                    .map(Nav::Push)
                    .unwrap_or(Nav::Stay);
            }
            Action::SharePosition => {
                let caption = match ctx.lang() {
                    Lang::De => format!("Nach Halbzug {}", self.ply),
                    Lang::En => format!("After ply {}", self.ply),
                };
                let fen = self.fens[self.ply as usize].clone();
                super::model::share(ctx, &fen, Color::Red, caption);
            }
            _ => {}
        }
        Nav::Stay
    }

    pub fn board(&mut self, ctx: &mut Ctx, gesture: BoardGesture) {
        if let BoardGesture::Tap { point } | BoardGesture::Activate { point } = gesture {
            let out = self.pad.tap(point);
            ctx.board_outcome(&out);
        }
    }

    pub fn internal(&mut self, ctx: &mut Ctx, msg: Internal) {
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
        let mut text = format!(
            "{}. {}: {} – {}",
            m.move_number,
            crate::app::texts::color_name(m.side, lang),
            m.notation,
            m.label
        );
        if let (Some(better), Some(reason)) = (&m.better_notation, &m.better_reason) {
            text.push_str(&match lang {
                Lang::De => format!(". Besser: {better} ({reason})"),
                Lang::En => format!(". Better: {better} ({reason})"),
            });
        }
        Some(text)
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

    pub fn view(&self, ctx: &Ctx) -> ReviewScreenView {
        let lang = ctx.lang();
        let progress = match (&self.progress, &self.failed) {
            (_, Some(message)) => Some(message.clone()),
            (Some(p), None) => Some(match lang {
                Lang::De => format!("Werte Zug {} von {} aus …", p.ply, p.plies),
                Lang::En => format!("Reviewing move {} of {} …", p.ply, p.plies),
            }),
            (None, None) if self.review.is_none() => Some(
                ctx.t("Auswertung beginnt …", "Review starting …")
                    .to_string(),
            ),
            (None, None) => None,
        };
        let end = self.moves.len() as u32;
        let nav =
            |action, de, en, enabled| button(action, ctx.t(de, en), enabled, ButtonRole::Normal);
        ReviewScreenView {
            title: ctx.t("Auswertung", "Review").to_string(),
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
            move_rows: labels::move_rows(
                &self.notation,
                Position::from_fen(&self.fens[0]).is_ok_and(|p| p.side_to_move() == Color::Black),
            ),
            buttons: vec![
                nav(Action::ReviewFirst, "Anfang", "Start", self.ply > 0),
                nav(Action::ReviewPrevious, "Zurück", "Back", self.ply > 0),
                nav(Action::ReviewNext, "Weiter", "Forward", self.ply < end),
                nav(Action::ReviewLast, "Ende", "End", self.ply < end),
                ctx.button(Action::AnalysePosition, "Analysieren", "Analyse"),
                ctx.button(Action::SharePosition, "Teilen", "Share"),
            ],
        }
    }
}

// ---- analysis ----

struct AnalysisHears {
    tx: Sender<super::Msg>,
    screen: u64,
}

impl AnalysisListener for AnalysisHears {
    fn on_update(&self, analysis: Analysis) {
        Ctx::post(
            &self.tx,
            Internal::Analysis {
                screen: self.screen,
                analysis,
                done: false,
            },
        );
    }

    fn on_finished(&self, analysis: Analysis) {
        Ctx::post(
            &self.tx,
            Internal::Analysis {
                screen: self.screen,
                analysis,
                done: true,
            },
        );
    }

    fn on_error(&self, message: String) {
        Ctx::post(
            &self.tx,
            Internal::AnalysisFailed {
                screen: self.screen,
                message,
            },
        );
    }
}

/// Lines shown at first, and the most.
pub const ANALYSIS_LINES: u32 = 3;

pub(crate) struct AnalysisScreen {
    fen: String,
    pub pad: Arc<BoardPad>,
    lines: u32,
    session: Option<AnalysisSession>,
    latest: Option<Analysis>,
    running: bool,
    failed: Option<String>,
    /// Results of an earlier run (before a change of the line count) are dropped.
    run: u32,
}

impl AnalysisScreen {
    pub fn open(ctx: &mut Ctx, fen: &str) -> Option<ScreenKind> {
        let pad = pad_on(ctx, fen)?;
        let _ = pad.show(fen, None, false);
        Some(ScreenKind::Analysis(Box::new(AnalysisScreen {
            fen: fen.to_string(),
            pad,
            lines: ANALYSIS_LINES,
            session: None,
            latest: None,
            running: false,
            failed: None,
            run: 0,
        })))
    }

    pub fn shown(&mut self, ctx: &mut Ctx, key: u64) {
        if self.session.is_none() && self.latest.is_none() {
            self.start(ctx, key);
        }
    }

    fn start(&mut self, ctx: &mut Ctx, key: u64) {
        self.stop();
        self.run += 1;
        let request = AnalysisRequest {
            lines: self.lines,
            movetime_ms: Some(ctx.app.engine_config().analysis_ms),
            ..AnalysisRequest::new(self.fen.clone())
        };
        let listener = Arc::new(AnalysisHears {
            tx: ctx.tx.clone(),
            screen: key,
        });
        match ctx.app.start_analysis(&request, listener) {
            Ok(session) => {
                self.session = Some(session);
                self.running = true;
                self.latest = None;
            }
            Err(e) => self.failed = Some(e.message(ctx.lang())),
        }
    }

    pub fn stop(&mut self) {
        if let Some(s) = self.session.take() {
            s.stop();
        }
    }

    pub fn action(&mut self, ctx: &mut Ctx, key: u64, action: Action) -> Nav {
        match action {
            Action::StopAnalysis => {
                if let Some(s) = &self.session {
                    s.stop();
                }
            }
            Action::MoreLines | Action::FewerLines => {
                self.lines = if action == Action::MoreLines {
                    (self.lines + 1).min(crate::app::MAX_ANALYSIS_LINES)
                } else {
                    self.lines.saturating_sub(1).max(1)
                };
                self.start(ctx, key);
            }
            Action::SharePosition => {
                let caption = ctx
                    .t("Stellung zur Analyse", "Position to analyse")
                    .to_string();
                let side = Position::from_fen(&self.fen)
                    .map(|p| p.side_to_move())
                    .unwrap_or(Color::Red);
                super::model::share(ctx, &self.fen.clone(), side, caption);
            }
            _ => {}
        }
        Nav::Stay
    }

    pub fn board(&mut self, ctx: &mut Ctx, gesture: BoardGesture) {
        if let BoardGesture::Tap { point } | BoardGesture::Activate { point } = gesture {
            let out = self.pad.tap(point);
            ctx.board_outcome(&out);
        }
    }

    pub fn internal(&mut self, ctx: &mut Ctx, msg: Internal) {
        match msg {
            Internal::Analysis { analysis, done, .. } => {
                if analysis.lines.len() as u32 > self.lines {
                    return; // from a run with more lines
                }
                if let Some(best) = analysis.lines.first().and_then(|l| l.moves.first()) {
                    let _ = self.pad.show(&self.fen, None, false);
                    self.pad.show_hint(*best, "");
                    ctx.board_revision += 1;
                }
                if done {
                    self.running = false;
                    self.session = None;
                }
                self.latest = Some(analysis);
            }
            Internal::AnalysisFailed { message, .. } => {
                self.running = false;
                self.failed = Some(message);
            }
            _ => {}
        }
    }

    pub fn view(&self, ctx: &Ctx) -> AnalysisScreenView {
        let lang = ctx.lang();
        let status = match (&self.failed, &self.latest, self.running) {
            (Some(m), ..) => m.clone(),
            (None, Some(a), true) => match lang {
                Lang::De => format!("Tiefe {} · rechnet …", a.depth),
                Lang::En => format!("Depth {} · thinking …", a.depth),
            },
            (None, Some(a), false) => match lang {
                Lang::De => format!("Tiefe {} · fertig", a.depth),
                Lang::En => format!("Depth {} · done", a.depth),
            },
            (None, None, _) => ctx.t("Rechnet …", "Thinking …").to_string(),
        };
        let lines = self
            .latest
            .iter()
            .flat_map(|a| a.lines.iter())
            .map(|l| AnalysisLineView {
                score: l.score_text.clone(),
                moves: l.notation.join(" "),
            })
            .collect();
        AnalysisScreenView {
            title: ctx.t("Analyse", "Analysis").to_string(),
            fen: self.fen.clone(),
            status,
            running: self.running,
            lines,
            buttons: vec![
                button(
                    Action::StopAnalysis,
                    ctx.t("Anhalten", "Stop"),
                    self.running,
                    ButtonRole::Normal,
                ),
                button(
                    Action::MoreLines,
                    ctx.t("Mehr Linien", "More lines"),
                    self.lines < crate::app::MAX_ANALYSIS_LINES,
                    ButtonRole::Normal,
                ),
                button(
                    Action::FewerLines,
                    ctx.t("Weniger Linien", "Fewer lines"),
                    self.lines > 1,
                    ButtonRole::Normal,
                ),
                ctx.button(Action::SharePosition, "Teilen", "Share"),
            ],
        }
    }
}

// ---- editor ----

/// The editor's board for the painter: any arrangement, legal or not.
pub(crate) struct StillBoard {
    state: Mutex<(Vec<BoardPiece>, Settings)>,
}

impl StillBoard {
    fn options(settings: &Settings, width: f32, height: f32) -> SceneOptions {
        crate::app::board_input::scene_options(settings, width, height, Color::Red)
    }

    pub fn scene(&self, width: f32, height: f32) -> Scene {
        let st = self.state.lock().unwrap_or_else(|e| e.into_inner());
        let state = SceneState {
            pieces: st.0.clone(),
            ..SceneState::default()
        };
        scene::build(&state, &Self::options(&st.1, width, height))
    }

    pub fn scene_options(&self, width: f32, height: f32) -> SceneOptions {
        let st = self.state.lock().unwrap_or_else(|e| e.into_inner());
        Self::options(&st.1, width, height)
    }

    fn set(&self, pieces: Vec<BoardPiece>, settings: &Settings) {
        *self.state.lock().unwrap_or_else(|e| e.into_inner()) = (pieces, settings.clone());
    }
}

pub(crate) struct EditorScreen {
    session: EditorSession,
    pub board: Arc<StillBoard>,
    /// The palette entry a tap places; `None`: a tap removes.
    selected: Option<u32>,
    drag_from: Option<Square>,
    message: Option<String>,
}

impl EditorScreen {
    pub fn open(ctx: &mut Ctx, fen: Option<&str>) -> Option<ScreenKind> {
        match ctx.app.position_editor(fen) {
            Ok(session) => {
                let screen = EditorScreen {
                    session,
                    board: Arc::new(StillBoard {
                        state: Mutex::new((Vec::new(), ctx.settings.clone())),
                    }),
                    selected: Some(0),
                    drag_from: None,
                    message: None,
                };
                screen.sync(ctx);
                Some(ScreenKind::Editor(Box::new(screen)))
            }
            Err(e) => {
                ctx.error(&e);
                None
            }
        }
    }

    /// The painter's board follows the editor.
    fn sync(&self, ctx: &Ctx) {
        let view = self.session.view();
        let pieces = view
            .pieces
            .iter()
            .map(|p| BoardPiece {
                point: p.point,
                piece: p.piece,
            })
            .collect();
        self.board.set(pieces, &ctx.settings);
    }

    fn edited(&mut self, ctx: &mut Ctx, result: Result<crate::app::EditorView, AppError>) {
        match result {
            Ok(_) => {
                self.message = None;
                self.sync(ctx);
                ctx.board_revision += 1;
            }
            Err(e) => self.message = Some(ctx.refusal(&e)),
        }
    }

    pub fn apply_settings(&self, ctx: &Ctx) {
        self.sync(ctx);
    }

    pub fn paste(&mut self, ctx: &mut Ctx, text: &str) {
        let result = self.session.paste_fen(text);
        self.edited(ctx, result);
    }

    pub fn choose(&mut self, ctx: &mut Ctx, field: Field, option: u32) {
        if field == Field::SideToMove {
            let side = if option == 1 {
                Color::Black
            } else {
                Color::Red
            };
            let view = self.session.set_side_to_move(side);
            self.edited(ctx, Ok(view));
        }
    }

    pub fn action(&mut self, ctx: &mut Ctx, action: Action) -> Nav {
        match action {
            Action::EditorPick { index } => self.selected = Some(index),
            Action::EditorEraser => self.selected = None,
            Action::EditorClear => {
                let v = self.session.clear();
                self.edited(ctx, Ok(v));
            }
            Action::EditorReset => {
                let v = self.session.reset();
                self.edited(ctx, Ok(v));
            }
            Action::EditorPlay => match self
                .session
                .game_config(crate::app::NewGameConfig::two_players())
            {
                Ok(config) => {
                    let form = super::settings::NewGameForm::from_position(ctx, config.fen);
                    return Nav::Push(ScreenKind::NewGame(form));
                }
                Err(e) => self.edited(ctx, Err(e)),
            },
            Action::EditorAnalyse => match self.session.analysis_request() {
                Ok(request) => {
                    return AnalysisScreen::open(ctx, &request.fen)
                        .map(Nav::Push)
                        .unwrap_or(Nav::Stay)
                }
                Err(e) => self.edited(ctx, Err(e)),
            },
            Action::SharePosition => {
                let fen = self.session.fen();
                let caption = ctx.t("Eigene Stellung", "My position").to_string();
                super::model::share(ctx, &fen, Color::Red, caption);
            }
            _ => {}
        }
        Nav::Stay
    }

    pub fn board(&mut self, ctx: &mut Ctx, gesture: BoardGesture) {
        match gesture {
            BoardGesture::Tap { point } | BoardGesture::Activate { point } => {
                let view = self.session.view();
                let occupied = view.pieces.iter().any(|p| p.point == point);
                match self.selected.and_then(|i| view.palette.get(i as usize)) {
                    Some(entry) if entry.left > 0 || occupied => {
                        let v = self.session.place(point, entry.piece);
                        self.edited(ctx, Ok(v));
                    }
                    Some(_) => {
                        let text = ctx.t(
                            "Von diesem Stein ist keiner mehr übrig.",
                            "None of this piece is left.",
                        );
                        ctx.announce(text);
                        self.message = Some(text.to_string());
                    }
                    None => {
                        let v = self.session.remove(point);
                        self.edited(ctx, Ok(v));
                    }
                }
            }
            BoardGesture::DragStart { point, .. } => self.drag_from = Some(point),
            BoardGesture::DragEnd { over } => {
                if let (Some(from), Some(to)) = (self.drag_from.take(), over) {
                    let result = self.session.move_piece(from, to);
                    self.edited(ctx, result);
                }
            }
            BoardGesture::DragCancel => self.drag_from = None,
            _ => {}
        }
    }

    pub fn view(&self, ctx: &Ctx) -> EditorScreenView {
        let lang = ctx.lang();
        let editor = self.session.view();
        let playable = editor.playable;
        EditorScreenView {
            title: ctx.t("Stellung aufbauen", "Set up a position").to_string(),
            selected: self.selected,
            side_to_move: ChoiceView {
                field: Field::SideToMove,
                label: ctx.t("Am Zug", "To move").to_string(),
                options: vec![
                    OptionView {
                        label: lang.pick("Rot", "Red").into(),
                        detail: None,
                    },
                    OptionView {
                        label: lang.pick("Schwarz", "Black").into(),
                        detail: None,
                    },
                ],
                selected: u32::from(editor.side_to_move == Color::Black),
                enabled: true,
            },
            message: self.message.clone(),
            buttons: vec![
                button(
                    Action::EditorEraser,
                    ctx.t("Radierer", "Eraser"),
                    true,
                    ButtonRole::Normal,
                ),
                ctx.button(Action::EditorClear, "Leeren", "Clear"),
                ctx.button(Action::EditorReset, "Grundstellung", "Start position"),
                button(
                    Action::EditorPlay,
                    ctx.t("Von hier spielen", "Play from here"),
                    playable,
                    ButtonRole::Primary,
                ),
                button(
                    Action::EditorAnalyse,
                    ctx.t("Analysieren", "Analyse"),
                    playable,
                    ButtonRole::Normal,
                ),
                ctx.button(Action::SharePosition, "Teilen", "Share"),
            ],
            editor,
        }
    }
}
