//! The post-game review in the app: a stored game or a PGN text reviewed on a background
//! thread (progress, cancel), the finished review of a stored game saved with it so that it
//! opens the second time without a search, and a view in the UI's language and notation.

use super::app::{lock, App};
use super::config::Clock;
use crate::app::error::AppError;
use crate::app::view::tools::{KeyMomentView, ReviewView, ReviewedMove};
use crate::game::{GameSetup, HouseRules, RuleSet};
use crate::moves::Move;
use crate::notation::{self, import_pgn};
use crate::position::Position;
use crate::review::{
    key_moment_text, summary_text, GameReview, ReviewCancel, ReviewError, ReviewProgress, Reviewer,
    GRAPH_CAP, REVIEW_NODES,
};
use crate::store::{GameId, Settings, Store};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

/// What to review.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReviewSource {
    /// A stored game (finished or not); its review is stored with it.
    Game(GameId),
    /// A game as PGN text (imported, not stored).
    Pgn(String),
}

/// A finished review with where it came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReviewOutcome {
    pub review: GameReview,
    /// Opened from the store (no search ran).
    pub from_store: bool,
}

/// Hears what a background review does. Called on the review's thread (or, for a stored
/// review, on the caller's), without any lock held.
pub trait ReviewListener: Send + Sync {
    /// The positions up to ply `progress.ply` of `progress.plies` are evaluated.
    fn on_progress(&self, progress: ReviewProgress);
    fn on_finished(&self, review: ReviewView);
    fn on_cancelled(&self) {}
    fn on_error(&self, _message: String) {}
}

/// A review running in the background.
pub struct ReviewJob {
    cancel: Option<ReviewCancel>,
    thread: Mutex<Option<JoinHandle<()>>>,
    from_store: bool,
}

impl ReviewJob {
    /// Stops the review (the listener hears `on_cancelled`); nothing is stored.
    pub fn cancel(&self) {
        if let Some(c) = &self.cancel {
            c.cancel();
        }
    }

    /// Waits until the review is over and the listener has heard of it.
    pub fn join(&self) {
        let thread = self.thread.lock().unwrap_or_else(|e| e.into_inner()).take();
        if let Some(t) = thread {
            // A panic on the review thread already went to the panic hook; nothing to add.
            let _ = t.join();
        }
    }

    /// The review came from the store: it was handed over at once, no search ran.
    pub fn is_from_store(&self) -> bool {
        self.from_store
    }
}

/// A game ready for the reviewer: its moves and the rules in force before each.
struct ReviewInput {
    game: Option<GameId>,
    start: Position,
    moves: Vec<Move>,
    /// `rules[i]`: the game's rules in the position after `i` plies.
    rules: Vec<RuleSet>,
}

impl ReviewInput {
    fn new(
        game: Option<GameId>,
        setup: &GameSetup,
        house: HouseRules,
        start: Position,
        moves: Vec<Move>,
    ) -> ReviewInput {
        let mut set = RuleSet::new(setup, &start, house);
        let mut pos = start.clone();
        let mut rules = Vec::with_capacity(moves.len() + 1);
        rules.push(set);
        for &m in &moves {
            set.apply_move(&pos, m);
            pos.make_move(m);
            rules.push(set);
        }
        ReviewInput {
            game,
            start,
            moves,
            rules,
        }
    }

    /// Reviews the game and stores the result with a stored game.
    fn run(
        self,
        reviewer: Reviewer,
        store: &Mutex<Store>,
        clock: &Clock,
        progress: impl FnMut(ReviewProgress),
    ) -> Result<GameReview, ReviewError> {
        let rules = &self.rules;
        let review = reviewer.review(&self.start, &self.moves, |i| rules[i], progress)?;
        if let Some(id) = self.game {
            // A review that cannot be stored is still shown; it is made again next time.
            let _ = lock(store).save_review(
                id,
                self.moves.len() as u32,
                &review.to_json(),
                clock() as i64,
            );
        }
        Ok(review)
    }
}

impl App {
    fn review_input(&self, source: &ReviewSource) -> Result<ReviewInput, AppError> {
        match source {
            ReviewSource::Game(id) => {
                let game = self.load_game(*id)?;
                Ok(ReviewInput::new(
                    Some(*id),
                    game.setup(),
                    game.house(),
                    game.start_position().clone(),
                    game.moves(),
                ))
            }
            ReviewSource::Pgn(text) => {
                let pgn = import_pgn(text)?;
                let setup = if pgn.start == Position::startpos() {
                    GameSetup::Standard
                } else {
                    GameSetup::Fen(pgn.start.to_fen())
                };
                Ok(ReviewInput::new(
                    None,
                    &setup,
                    HouseRules::default(),
                    pgn.start,
                    pgn.moves,
                ))
            }
        }
    }

    /// The stored review of exactly this game (same start, same moves, same budget).
    fn stored_review_of(
        &self,
        input: &ReviewInput,
        nodes: u64,
    ) -> Result<Option<GameReview>, AppError> {
        let Some(id) = input.game else {
            return Ok(None);
        };
        let Some(stored) = lock(self.store()).load_review(id)? else {
            return Ok(None);
        };
        if stored.ply_count as usize != input.moves.len() {
            return Ok(None);
        }
        // Another version's review (or a damaged one) is simply made again.
        Ok(GameReview::from_json(&stored.json).ok().filter(|r| {
            r.moves == input.moves
                && r.start_fen == input.start.to_fen()
                && r.nodes_per_position == nodes
        }))
    }

    /// The stored review of a game, if one matches its moves (never searches).
    pub fn stored_review(&self, id: GameId) -> Result<Option<GameReview>, AppError> {
        let input = self.review_input(&ReviewSource::Game(id))?;
        self.stored_review_of(&input, REVIEW_NODES)
    }

    /// The stored review of a game as the UI shows it, if one matches its moves at the app's
    /// budget (never searches).
    pub fn stored_review_view(&self, id: GameId) -> Result<Option<ReviewView>, AppError> {
        let settings = self.settings()?;
        Ok(self
            .stored_review(id)?
            .map(|review| review_view(&review, &settings, true)))
    }

    /// Reviews on the calling thread (terminal, tests) at `nodes` per position
    /// ([`REVIEW_NODES`] in the app); a stored review of exactly this game is returned
    /// without a search.
    pub fn review_blocking(
        &self,
        source: &ReviewSource,
        nodes: u64,
        progress: impl FnMut(ReviewProgress),
    ) -> Result<ReviewOutcome, AppError> {
        let input = self.review_input(source)?;
        if let Some(review) = self.stored_review_of(&input, nodes)? {
            return Ok(ReviewOutcome {
                review,
                from_store: true,
            });
        }
        let review = input.run(Reviewer::new(nodes), self.store(), &self.clock, progress)?;
        Ok(ReviewOutcome {
            review,
            from_store: false,
        })
    }

    /// Starts a review in the background at the app's budget ([`REVIEW_NODES`]).
    pub fn start_review(
        &self,
        source: &ReviewSource,
        listener: Arc<dyn ReviewListener>,
    ) -> Result<ReviewJob, AppError> {
        self.start_review_with(source, REVIEW_NODES, listener)
    }

    /// Starts a review in the background at `nodes` per position. A stored review of exactly
    /// this game goes to the listener at once, on this thread, without a search.
    pub fn start_review_with(
        &self,
        source: &ReviewSource,
        nodes: u64,
        listener: Arc<dyn ReviewListener>,
    ) -> Result<ReviewJob, AppError> {
        let input = self.review_input(source)?;
        let settings = self.settings()?;
        if let Some(review) = self.stored_review_of(&input, nodes)? {
            listener.on_finished(review_view(&review, &settings, true));
            return Ok(ReviewJob {
                cancel: None,
                thread: Mutex::new(None),
                from_store: true,
            });
        }
        let reviewer = Reviewer::new(nodes);
        let cancel = reviewer.cancel_handle();
        let store = self.store().clone();
        let clock = self.clock.clone();
        let thread = std::thread::Builder::new()
            .name("xiangqi-review".into())
            .spawn(move || {
                let heard = listener.clone();
                match input.run(reviewer, &store, &clock, |p| heard.on_progress(p)) {
                    Ok(review) => listener.on_finished(review_view(&review, &settings, false)),
                    Err(ReviewError::Cancelled) => listener.on_cancelled(),
                    Err(e) => listener.on_error(AppError::from(e).message(settings.language)),
                }
            })
            .map_err(|e| AppError::Thread(e.to_string()))?;
        Ok(ReviewJob {
            cancel: Some(cancel),
            thread: Mutex::new(Some(thread)),
            from_store: false,
        })
    }

    /// A review as the UI shows it, in the saved language and notation.
    pub fn review_view(&self, outcome: &ReviewOutcome) -> Result<ReviewView, AppError> {
        Ok(review_view(
            &outcome.review,
            &self.settings()?,
            outcome.from_store,
        ))
    }
}

/// The review in the UI's language and notation.
fn review_view(review: &GameReview, settings: &Settings, from_store: bool) -> ReviewView {
    let lang = settings.language;
    let style = settings.notation.for_lang(lang);
    let mut pos = Position::from_fen(&review.start_fen).unwrap_or_else(|_| Position::startpos());
    let mut moves = Vec::with_capacity(review.plies.len());
    for p in &review.plies {
        let after = pos.with_move(p.mv);
        let text_in = |at: &Position, m: Move| notation::format(at, m, style);
        moves.push(ReviewedMove {
            ply: p.ply,
            move_number: pos.fullmove_number(),
            side: p.side,
            mv: p.mv,
            notation: text_in(&pos, p.mv),
            quality: p.quality,
            label: p.quality.label(lang).to_string(),
            loss: p.loss,
            eval: p.eval.graph,
            eval_text: p.eval.text(),
            better: p.better.as_ref().map(|b| b.mv),
            better_notation: p.better.as_ref().map(|b| text_in(&pos, b.mv)),
            better_reason: p.better.as_ref().map(|b| b.reason(lang).to_string()),
            reply: p.reply.as_ref().map(|r| r.mv),
            reply_notation: p.reply.as_ref().map(|r| text_in(&after, r.mv)),
            reply_reason: p.reply.as_ref().map(|r| r.reason(lang).to_string()),
        });
        pos = after;
    }
    let key_moments = review
        .key_moments
        .iter()
        .filter_map(|k| {
            let m = moves.get(k.ply as usize - 1)?;
            Some(KeyMomentView {
                ply: k.ply,
                side: k.side,
                swing: k.swing,
                quality: k.quality,
                text: key_moment_text(k, m.move_number, &m.notation, lang),
            })
        })
        .collect();
    ReviewView {
        start_fen: review.start_fen.clone(),
        graph: review.graph(),
        graph_cap: GRAPH_CAP,
        key_moments,
        summary_text: review
            .summary
            .iter()
            .map(|s| summary_text(s, lang))
            .collect(),
        summary: review.summary.clone(),
        moves,
        from_store,
    }
}
