//! Analysis of a position in the app: the best lines (multi-PV) on a background thread,
//! each deeper result to the listener in the UI's notation, until stopped or out of time.

use super::app::App;
use super::config::DEFAULT_HASH_MIB;
use crate::app::error::AppError;
use crate::engine::{Engine, Limits, StandardRules, StopHandle};
use crate::moves::Move;
use crate::notation::{position_from_pasted, Style};
use crate::review::{analyse, Analysis, ANALYSIS_LINES};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

/// The most lines one analysis shows.
pub const MAX_ANALYSIS_LINES: u32 = 10;

/// What to analyse and for how long.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct AnalysisRequest {
    /// The position (pasted FEN text is accepted).
    pub fen: String,
    /// Moves played from `fen` to the position to analyse (for repetitions); usually none.
    pub moves: Vec<Move>,
    /// How many lines (1 to [`MAX_ANALYSIS_LINES`]).
    pub lines: u32,
    /// Stop after this long; `None` with no `depth`: until stopped.
    pub movetime_ms: Option<u64>,
    /// Stop after this depth.
    pub depth: Option<u32>,
}

impl AnalysisRequest {
    /// Three lines of `fen` until stopped.
    pub fn new(fen: impl Into<String>) -> AnalysisRequest {
        AnalysisRequest {
            fen: fen.into(),
            moves: Vec::new(),
            lines: ANALYSIS_LINES as u32,
            movetime_ms: None,
            depth: None,
        }
    }

    fn limits(&self) -> Limits {
        Limits {
            move_time: self.movetime_ms.map(Duration::from_millis),
            depth: self.depth,
            ..Limits::default()
        }
    }
}

/// Hears a running analysis (on its thread).
pub trait AnalysisListener: Send + Sync {
    /// The lines after each completed depth.
    fn on_update(&self, analysis: Analysis);
    /// The last lines, once the analysis stopped (stopped or out of time).
    fn on_finished(&self, analysis: Analysis);
    fn on_error(&self, _message: String) {}
}

/// A running analysis.
pub struct AnalysisSession {
    stop: StopHandle,
    stopped: Arc<AtomicBool>,
    latest: Arc<Mutex<Option<Analysis>>>,
    thread: Mutex<Option<JoinHandle<()>>>,
}

impl AnalysisSession {
    /// Stops the search; the listener gets the last complete depth in `on_finished`.
    pub fn stop(&self) {
        self.stopped.store(true, Ordering::Relaxed);
        self.stop.stop();
    }

    /// Waits until the analysis is over.
    pub fn join(&self) {
        let thread = self.thread.lock().unwrap_or_else(|e| e.into_inner()).take();
        if let Some(t) = thread {
            // A panic on the thread already went to the panic hook.
            let _ = t.join();
        }
    }

    /// The newest lines so far.
    pub fn latest(&self) -> Option<Analysis> {
        self.latest
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }
}

struct Prepared {
    start: crate::position::Position,
    moves: Vec<Move>,
    limits: Limits,
    lines: usize,
    style: Style,
}

impl Prepared {
    fn run(
        &self,
        engine: &mut Engine,
        progress: impl FnMut(&Analysis),
    ) -> Result<Analysis, crate::engine::EngineError> {
        let rules = &StandardRules;
        let (start, moves) = (&self.start, &self.moves);
        analyse(
            engine,
            start,
            moves,
            self.limits,
            self.lines,
            rules,
            self.style,
            progress,
        )
    }
}

impl App {
    fn prepare_analysis(&self, request: &AnalysisRequest) -> Result<Prepared, AppError> {
        let start = position_from_pasted(&request.fen).map_err(crate::game::SetupError::from)?;
        if !(1..=MAX_ANALYSIS_LINES).contains(&request.lines) {
            return Err(AppError::LineCount {
                asked: request.lines,
                max: MAX_ANALYSIS_LINES,
            });
        }
        crate::engine::replay(&start, &request.moves)?;
        Ok(Prepared {
            start,
            moves: request.moves.clone(),
            limits: request.limits(),
            lines: request.lines as usize,
            style: {
                let s = self.settings()?;
                s.notation.for_lang(s.language)
            },
        })
    }

    /// Analyses on the calling thread; the request needs a time or a depth.
    pub fn analyse_blocking(&self, request: &AnalysisRequest) -> Result<Analysis, AppError> {
        if request.movetime_ms.is_none() && request.depth.is_none() {
            return Err(AppError::AnalysisNeedsLimit);
        }
        let p = self.prepare_analysis(request)?;
        Ok(p.run(&mut Engine::new(DEFAULT_HASH_MIB), |_| {})?)
    }

    /// Starts analysing in the background; `listener` hears every depth and the end.
    pub fn start_analysis(
        &self,
        request: &AnalysisRequest,
        listener: Arc<dyn AnalysisListener>,
    ) -> Result<AnalysisSession, AppError> {
        let p = self.prepare_analysis(request)?;
        let mut engine = Engine::new(DEFAULT_HASH_MIB);
        let stop = engine.stop_handle();
        let stopped = Arc::new(AtomicBool::new(false));
        let latest = Arc::new(Mutex::new(None));
        let (stop_in, stopped_in, latest_in) = (stop.clone(), stopped.clone(), latest.clone());
        let thread = std::thread::Builder::new()
            .name("xiangqi-analysis".into())
            .spawn(move || {
                let heard = listener.clone();
                let result = p.run(&mut engine, |a| {
                    // A stop asked before the search began was cleared by its start.
                    if stopped_in.load(Ordering::Relaxed) {
                        stop_in.stop();
                    }
                    *latest_in.lock().unwrap_or_else(|e| e.into_inner()) = Some(a.clone());
                    heard.on_update(a.clone());
                });
                match result {
                    Ok(a) => {
                        *latest_in.lock().unwrap_or_else(|e| e.into_inner()) = Some(a.clone());
                        listener.on_finished(a);
                    }
                    Err(e) => listener.on_error(e.to_string()),
                }
            })
            .map_err(|e| AppError::Thread(e.to_string()))?;
        Ok(AnalysisSession {
            stop,
            stopped,
            latest,
            thread: Mutex::new(Some(thread)),
        })
    }
}
