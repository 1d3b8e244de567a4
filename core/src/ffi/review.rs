//! Review, analysis and the position editor for the apps: the app's objects as newtypes with
//! one-line forwarding methods, foreign listener traits for progress. Nothing is computed
//! here.

use super::{OrSay, Result, XiangqiApp};
use crate::app::{self, AnalysisRequest, EditorView, ReviewSource, ReviewView};
use crate::review::{Analysis, ReviewProgress};
use crate::store::GameId;
use crate::types::{Color, Piece, Square};
use std::sync::Arc;

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
    pub fn place(&self, point: Square, piece: Piece) -> Result<EditorView> {
        Ok(self.0.place(point, piece))
    }
    pub fn remove(&self, point: Square) -> Result<EditorView> {
        Ok(self.0.remove(point))
    }
    pub fn move_piece(&self, from: Square, to: Square) -> Result<EditorView> {
        self.0.move_piece(from, to).or_say(self.0.lang())
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
        self.0.paste_fen(&text).or_say(self.0.lang())
    }
    /// The board as FEN (to copy, or as `NewGameOptions.fen` once playable).
    pub fn fen(&self) -> String {
        self.0.fen()
    }
    /// Three lines of this position until stopped (an error while it is not playable).
    pub fn analysis_request(&self) -> Result<AnalysisRequest> {
        self.0.analysis_request().or_say(self.0.lang())
    }
}

#[uniffi::export]
impl XiangqiApp {
    /// Reviews a stored game in the background; a stored review comes at once.
    pub fn review_game(
        &self,
        id: GameId,
        listener: Arc<dyn ReviewListener>,
    ) -> Result<Arc<ReviewJob>> {
        let listener = Arc::new(ReviewBridge(listener));
        let job = self.0.start_review(&ReviewSource::Game(id), listener);
        job.map(|j| Arc::new(ReviewJob(j))).or_say(self.lang())
    }

    /// As `review_game` with `nodes` per position (tests; the app's budget is fixed).
    pub fn review_game_with_nodes(
        &self,
        id: GameId,
        nodes: u64,
        listener: Arc<dyn ReviewListener>,
    ) -> Result<Arc<ReviewJob>> {
        let listener = Arc::new(ReviewBridge(listener));
        let job = self
            .0
            .start_review_with(&ReviewSource::Game(id), nodes, listener);
        job.map(|j| Arc::new(ReviewJob(j))).or_say(self.lang())
    }

    /// Reviews a game given as PGN text (not stored).
    pub fn review_pgn(
        &self,
        pgn: String,
        listener: Arc<dyn ReviewListener>,
    ) -> Result<Arc<ReviewJob>> {
        let listener = Arc::new(ReviewBridge(listener));
        let job = self.0.start_review(&ReviewSource::Pgn(pgn), listener);
        job.map(|j| Arc::new(ReviewJob(j))).or_say(self.lang())
    }

    /// The stored review of a game, if any (never searches).
    pub fn stored_review(&self, id: GameId) -> Result<Option<ReviewView>> {
        self.0.stored_review_view(id).or_say(self.lang())
    }

    /// Starts analysing a position; `listener` hears every depth and the end.
    pub fn start_analysis(
        &self,
        request: AnalysisRequest,
        listener: Arc<dyn AnalysisListener>,
    ) -> Result<Arc<AnalysisSession>> {
        let listener = Arc::new(AnalysisBridge(listener));
        let session = self.0.start_analysis(&request, listener);
        session
            .map(|s| Arc::new(AnalysisSession(s)))
            .or_say(self.lang())
    }

    /// Analyses on the calling thread (the request needs a time or a depth).
    pub fn analyse(&self, request: AnalysisRequest) -> Result<Analysis> {
        self.0.analyse_blocking(&request).or_say(self.lang())
    }

    /// A position editor on the start position, or on pasted FEN text.
    pub fn position_editor(&self, fen: Option<String>) -> Result<Arc<EditorSession>> {
        let editor = self.0.position_editor(fen.as_deref());
        editor
            .map(|e| Arc::new(EditorSession(e)))
            .or_say(self.lang())
    }
}
