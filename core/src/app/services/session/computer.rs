//! The computer's side of a game session: its move on a worker thread (stale results
//! dropped by the search id), the hint and the answer to a draw offer.

use super::*;

impl GameSession {
    /// Is it the computer's turn in an ongoing game?
    pub fn computer_to_move(&self) -> bool {
        computer_to_move(&lock(&self.shared.state))
    }

    /// Starts the computer's move on a background thread; the listener hears of the result.
    /// Returns the search id, or `None` when it is not the computer's turn.
    pub fn start_computer_move(&self) -> Option<u64> {
        let (job, id) = {
            let mut st = lock(&self.shared.state);
            if !computer_to_move(&st) {
                return None;
            }
            if st.thinking.is_some() {
                return Some(st.search_id);
            }
            let job = self.prepare_job(&mut st);
            (job, st.search_id)
        };
        let session = self.clone();
        std::thread::Builder::new()
            .name("xiangqi-computer".into())
            .spawn(move || session.run_job(job))
            .ok()?;
        Some(id)
    }

    /// The computer's move, computed on the calling thread (terminal play, tests).
    pub fn computer_move_blocking(&self) -> Result<MoveReport, AppError> {
        let job = {
            let mut st = lock(&self.shared.state);
            if st.game.is_over() {
                return Err(AppError::GameOver);
            }
            if !computer_to_move(&st) || st.thinking.is_some() {
                return Err(AppError::NotYourTurn);
            }
            self.prepare_job(&mut st)
        };
        let report = self
            .finish_job(job, |_| {})
            .unwrap_or(Err(AppError::Cancelled))?;
        Ok(report)
    }

    fn prepare_job(&self, st: &mut State) -> Job {
        let engine = st
            .engine
            .take()
            .unwrap_or_else(|| Box::new(Engine::new(self.shared.config.hash_mib)));
        st.search_id += 1;
        st.thinking = Some(engine.stop_handle());
        let level = match st.mode {
            Mode::VsComputer { level, .. } => level,
            Mode::TwoPlayers => Level::Strong,
        };
        Job {
            engine,
            search_id: st.search_id,
            ply: st.game.ply_count(),
            level,
            seed: st.seed.wrapping_add(st.game.ply_count() as u64),
            start: st.game.start_position().clone(),
            moves: st.game.moves(),
            rules: *st.game.rules(),
        }
    }

    fn run_job(&self, job: Job) {
        let listener = self.listener();
        let lang = self.lang();
        // (Told while the move is applied under the state's lock: whoever sees the new
        // position finds the news already on its way to the lane, so a view rendered after
        // the lane settled has the move and its words together.)
        let _ = self.finish_job(job, |outcome| match (&listener, outcome) {
            (Some(l), Ok(report)) => l.on_computer_move(report.clone()),
            (Some(l), Err(e)) => l.on_error(e.message(lang)),
            (None, _) => {}
        });
    }

    /// Runs the search and applies its move if it is still wanted; `None` when stale.
    /// `tell` hears the outcome of a wanted search before the state's lock is released.
    fn finish_job(
        &self,
        mut job: Job,
        tell: impl FnOnce(&Result<MoveReport, AppError>),
    ) -> Option<Result<MoveReport, AppError>> {
        let listener = self.listener();
        let search_id = job.search_id;
        let result = if job.level == Level::Strong {
            let limits = Limits::move_time(self.shared.config.levels.strong_time);
            let stop = job.engine.stop_handle();
            job.engine
                .search(&job.start, &job.moves, limits, &job.rules, |info| {
                    // A cancel that came before the search began was cleared by its start:
                    // after each iteration, a search nobody wants any more stops itself.
                    if lock(&self.shared.state).search_id != search_id {
                        stop.stop();
                        return;
                    }
                    if let Some(l) = &listener {
                        l.on_progress(ProgressView {
                            search_id,
                            depth: info.depth,
                            score: info.score,
                            nodes: info.nodes,
                            pv: info.pv.clone(),
                        });
                    }
                })
        } else {
            job.engine.choose_move(
                job.level,
                &self.shared.config.levels,
                job.seed,
                &job.start,
                &job.moves,
                &job.rules,
            )
        };
        let mut st = lock(&self.shared.state);
        if st.engine.is_none() {
            st.engine = Some(job.engine);
        }
        if st.search_id != search_id || st.game.ply_count() != job.ply {
            return None;
        }
        st.thinking = None;
        let applied = match result {
            Ok(r) => {
                let now = self.now();
                let applied = self.apply_move(&mut st, r.best, now);
                if let Ok(report) = &applied {
                    st.input.played(report.clone());
                }
                applied
            }
            Err(e) => Err(e.into()),
        };
        tell(&applied);
        Some(applied)
    }

    /// Stops the computer's search, if any; its result will be dropped.
    pub fn cancel_computer(&self) {
        cancel(&mut lock(&self.shared.state));
    }

    /// The strong level's move for the side to move, with a reason ("Rat").
    pub fn hint(&self) -> Result<HintView, AppError> {
        let (start, moves, rules, pos, lang, style) = {
            let st = lock(&self.shared.state);
            if st.game.is_over() {
                return Err(AppError::GameOver);
            }
            (
                st.game.start_position().clone(),
                st.game.moves(),
                *st.game.rules(),
                st.game.position().clone(),
                st.lang(),
                st.style(),
            )
        };
        let mut engine = Engine::new(self.shared.config.hint_hash_mib);
        let limits = Limits::move_time(self.shared.config.levels.strong_time);
        let hint = engine.hint(&start, &moves, limits, &rules)?;
        Ok(HintView::new(
            hint.mv,
            notation::format(&pos, hint.mv, style),
            hint.reason(lang),
            lang,
        ))
    }

    /// Offers a draw. Vs. the computer it answers at once (accepts when behind, or level and
    /// quiet past the opening); between two players the other player is asked and accepts
    /// with [`GameSession::agree_draw`].
    pub fn offer_draw(&self) -> Result<DrawAnswer, AppError> {
        let (start, moves, rules, computer) = {
            let st = lock(&self.shared.state);
            if st.game.is_over() {
                return Err(AppError::GameOver);
            }
            let Some(computer) = st.mode.computer_color() else {
                return Ok(DrawAnswer::AskOpponent);
            };
            (
                st.game.start_position().clone(),
                st.game.moves(),
                *st.game.rules(),
                computer,
            )
        };
        let mut engine = Engine::new(self.shared.config.hint_hash_mib);
        let accepts = engine.accepts_draw(&start, &moves, &rules, computer)?;
        if !accepts {
            return Ok(DrawAnswer::Declined);
        }
        self.end(|g| {
            g.agree_draw();
        })?;
        Ok(DrawAnswer::Accepted)
    }
}

pub(super) struct Job {
    engine: Box<Engine>,
    search_id: u64,
    ply: usize,
    level: Level,
    seed: u64,
    start: Position,
    moves: Vec<Move>,
    rules: crate::game::RuleSet,
}

pub(super) fn cancel(st: &mut State) {
    if let Some(stop) = st.thinking.take() {
        stop.stop();
    }
    st.search_id += 1;
}

pub(super) fn computer_to_move(st: &State) -> bool {
    !st.game.is_over() && st.mode.computer_color() == Some(st.game.position().side_to_move())
}
