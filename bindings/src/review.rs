//! Review, analysis and the position editor for the apps: the core's records and enums
//! exported as they are (`#[uniffi::remote]`), the app's objects as newtypes with one-line
//! forwarding methods, foreign listener traits for progress. Nothing is computed here.

use crate::{Result, XiangqiApp};
use std::sync::Arc;
use xiangqi::app::{
    self, AnalysisRequest, EditorView, KeyMomentView, PaletteEntry, PieceView, ReviewSource,
    ReviewView, ReviewedMove,
};
use xiangqi::review::{Analysis, AnalysisLine, Arrow, MoveQuality, ReviewProgress, SideSummary};
use xiangqi::store::GameId;
use xiangqi::{Color, Move, Piece, PieceKind, Square};

// Points and moves cross as their ICCS text ("h2", "h2e2"). Shared with the rest of the
// bindings once the API clean-up (issue 23) moves every record to this pattern.
uniffi::custom_type!(Square, String, {
    remote,
    lower: |s| s.to_string(),
    try_lift: |s| Square::parse_iccs(&s)
        .ok_or_else(|| ::uniffi::deps::anyhow::anyhow!("not a point like h2: {s:?}")),
});
uniffi::custom_type!(Move, String, {
    remote,
    lower: |m| m.to_string(),
    try_lift: |s| Move::parse_iccs(&s).map_err(|e| ::uniffi::deps::anyhow::anyhow!("{e}")),
});

#[uniffi::remote(Enum)]
pub enum Color {
    Red,
    Black,
}

#[uniffi::remote(Enum)]
pub enum PieceKind {
    General,
    Advisor,
    Elephant,
    Horse,
    Chariot,
    Cannon,
    Soldier,
}

#[uniffi::remote(Record)]
pub struct Piece {
    pub color: Color,
    pub kind: PieceKind,
}

#[uniffi::remote(Record)]
pub struct PieceView {
    pub point: Square,
    pub piece: Piece,
}

#[uniffi::remote(Enum)]
pub enum MoveQuality {
    Best,
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
}

#[uniffi::remote(Record)]
pub struct ReviewProgress {
    pub ply: u32,
    pub plies: u32,
}

#[uniffi::remote(Record)]
pub struct SideSummary {
    pub side: Color,
    pub best: u32,
    pub good: u32,
    pub inaccuracies: u32,
    pub mistakes: u32,
    pub blunders: u32,
    pub average_loss: u32,
}

#[uniffi::remote(Record)]
pub struct ReviewedMove {
    pub ply: u32,
    pub move_number: u32,
    pub side: Color,
    pub mv: Move,
    pub notation: String,
    pub quality: MoveQuality,
    pub label: String,
    pub loss: i32,
    pub eval: i32,
    pub eval_text: String,
    pub better: Option<Move>,
    pub better_notation: Option<String>,
    pub better_reason: Option<String>,
    pub reply: Option<Move>,
    pub reply_notation: Option<String>,
    pub reply_reason: Option<String>,
}

#[uniffi::remote(Record)]
pub struct KeyMomentView {
    pub ply: u32,
    pub side: Color,
    pub swing: i32,
    pub quality: MoveQuality,
    pub text: String,
}

#[uniffi::remote(Record)]
pub struct ReviewView {
    pub start_fen: String,
    pub moves: Vec<ReviewedMove>,
    pub graph: Vec<i32>,
    pub graph_cap: i32,
    pub key_moments: Vec<KeyMomentView>,
    pub summary: Vec<SideSummary>,
    pub summary_text: Vec<String>,
    pub from_store: bool,
}

#[uniffi::remote(Record)]
pub struct AnalysisLine {
    pub rank: u32,
    pub score: i32,
    pub mate: Option<i32>,
    pub score_text: String,
    pub moves: Vec<Move>,
    pub notation: Vec<String>,
}

#[uniffi::remote(Record)]
pub struct Arrow {
    pub from: Square,
    pub to: Square,
    pub rank: u32,
}

#[uniffi::remote(Record)]
pub struct Analysis {
    pub fen: String,
    pub side_to_move: Color,
    pub depth: u32,
    pub nodes: u64,
    pub time_ms: u64,
    pub lines: Vec<AnalysisLine>,
    pub arrows: Vec<Arrow>,
}

#[uniffi::remote(Record)]
pub struct AnalysisRequest {
    pub fen: String,
    pub moves: Vec<Move>,
    pub lines: u32,
    pub movetime_ms: Option<u64>,
    pub depth: Option<u32>,
}

#[uniffi::remote(Record)]
pub struct PaletteEntry {
    pub piece: Piece,
    pub left: u32,
}

#[uniffi::remote(Record)]
pub struct EditorView {
    pub fen: String,
    pub pieces: Vec<PieceView>,
    pub side_to_move: Color,
    pub playable: bool,
    pub problem: Option<String>,
    pub palette: Vec<PaletteEntry>,
}

/// Hears a review (implemented in Kotlin/Swift; called on the review's thread, or at once
/// for a stored review).
#[uniffi::export(with_foreign)]
pub trait ReviewListener: Send + Sync {
    fn on_progress(&self, progress: ReviewProgress);
    fn on_finished(&self, review: ReviewView);
    fn on_cancelled(&self);
    fn on_error(&self, message: String);
}

struct ReviewBridge(Arc<dyn ReviewListener>);

impl app::ReviewListener for ReviewBridge {
    fn on_progress(&self, progress: ReviewProgress) {
        self.0.on_progress(progress)
    }
    fn on_finished(&self, review: ReviewView) {
        self.0.on_finished(review)
    }
    fn on_cancelled(&self) {
        self.0.on_cancelled()
    }
    fn on_error(&self, message: String) {
        self.0.on_error(message)
    }
}

/// Hears an analysis (called on its thread).
#[uniffi::export(with_foreign)]
pub trait AnalysisListener: Send + Sync {
    fn on_update(&self, analysis: Analysis);
    fn on_finished(&self, analysis: Analysis);
    fn on_error(&self, message: String);
}

struct AnalysisBridge(Arc<dyn AnalysisListener>);

impl app::AnalysisListener for AnalysisBridge {
    fn on_update(&self, analysis: Analysis) {
        self.0.on_update(analysis)
    }
    fn on_finished(&self, analysis: Analysis) {
        self.0.on_finished(analysis)
    }
    fn on_error(&self, message: String) {
        self.0.on_error(message)
    }
}

/// A review running in the background.
#[derive(uniffi::Object)]
pub struct ReviewJob(app::ReviewJob);

#[uniffi::export]
impl ReviewJob {
    pub fn cancel(&self) {
        self.0.cancel()
    }
    pub fn join(&self) {
        self.0.join()
    }
    pub fn is_from_store(&self) -> bool {
        self.0.is_from_store()
    }
}

/// An analysis running in the background.
#[derive(uniffi::Object)]
pub struct AnalysisSession(app::AnalysisSession);

#[uniffi::export]
impl AnalysisSession {
    pub fn stop(&self) {
        self.0.stop()
    }
    pub fn join(&self) {
        self.0.join()
    }
    pub fn latest(&self) -> Option<Analysis> {
        self.0.latest()
    }
}

/// The position editor.
#[derive(uniffi::Object)]
pub struct EditorSession(app::EditorSession);

#[uniffi::export]
impl EditorSession {
    pub fn view(&self) -> EditorView {
        self.0.view()
    }
    pub fn place(&self, point: Square, piece: Piece) -> EditorView {
        self.0.place(point, piece)
    }
    pub fn remove(&self, point: Square) -> EditorView {
        self.0.remove(point)
    }
    pub fn move_piece(&self, from: Square, to: Square) -> Result<EditorView> {
        Ok(self.0.move_piece(from, to)?)
    }
    pub fn set_side_to_move(&self, side: Color) -> EditorView {
        self.0.set_side_to_move(side)
    }
    pub fn clear(&self) -> EditorView {
        self.0.clear()
    }
    pub fn reset(&self) -> EditorView {
        self.0.reset()
    }
    pub fn paste_fen(&self, text: String) -> Result<EditorView> {
        Ok(self.0.paste_fen(&text)?)
    }
    /// The board as FEN (to copy, or as `NewGameOptions.fen` once playable).
    pub fn fen(&self) -> String {
        self.0.fen()
    }
    /// Three lines of this position until stopped (an error while it is not playable).
    pub fn analysis_request(&self) -> Result<AnalysisRequest> {
        Ok(self.0.analysis_request()?)
    }
}

#[uniffi::export]
impl XiangqiApp {
    /// Reviews a stored game in the background; a stored review comes at once.
    pub fn review_game(
        &self,
        id: i64,
        listener: Arc<dyn ReviewListener>,
    ) -> Result<Arc<ReviewJob>> {
        let job = self.app.start_review(
            &ReviewSource::Game(GameId(id)),
            Arc::new(ReviewBridge(listener)),
        )?;
        Ok(Arc::new(ReviewJob(job)))
    }

    /// As `review_game` with `nodes` per position (tests; the app's budget is fixed).
    pub fn review_game_with_nodes(
        &self,
        id: i64,
        nodes: u64,
        listener: Arc<dyn ReviewListener>,
    ) -> Result<Arc<ReviewJob>> {
        let source = ReviewSource::Game(GameId(id));
        let job = self
            .app
            .start_review_with(&source, nodes, Arc::new(ReviewBridge(listener)))?;
        Ok(Arc::new(ReviewJob(job)))
    }

    /// Reviews a game given as PGN text (not stored).
    pub fn review_pgn(
        &self,
        pgn: String,
        listener: Arc<dyn ReviewListener>,
    ) -> Result<Arc<ReviewJob>> {
        let job = self
            .app
            .start_review(&ReviewSource::Pgn(pgn), Arc::new(ReviewBridge(listener)))?;
        Ok(Arc::new(ReviewJob(job)))
    }

    /// The stored review of a game, if any (never searches).
    pub fn stored_review(&self, id: i64) -> Result<Option<ReviewView>> {
        Ok(self.app.stored_review_view(GameId(id))?)
    }

    /// Starts analysing a position; `listener` hears every depth and the end.
    pub fn start_analysis(
        &self,
        request: AnalysisRequest,
        listener: Arc<dyn AnalysisListener>,
    ) -> Result<Arc<AnalysisSession>> {
        let session = self
            .app
            .start_analysis(&request, Arc::new(AnalysisBridge(listener)))?;
        Ok(Arc::new(AnalysisSession(session)))
    }

    /// Analyses on the calling thread (the request needs a time or a depth).
    pub fn analyse(&self, request: AnalysisRequest) -> Result<Analysis> {
        Ok(self.app.analyse_blocking(&request)?)
    }

    /// A position editor on the start position, or on pasted FEN text.
    pub fn position_editor(&self, fen: Option<String>) -> Result<Arc<EditorSession>> {
        Ok(Arc::new(EditorSession(
            self.app.position_editor(fen.as_deref())?,
        )))
    }
}
