//! UniFFI bindings for the Kotlin and Swift apps: thin newtypes over `xiangqi::app`. No game
//! logic lives here: every method forwards to the app layer and converts its types.
//!
//! Panics never cross the boundary: UniFFI catches them at every call and the foreign side
//! gets an exception; bad input from the UI is a typed [`XiangqiError`].

mod records;
mod scene;

pub use records::*;

use std::sync::Arc;
use xiangqi::app::{self, AppError};
use xiangqi::puzzles::TryOutcome;
use xiangqi::store;
use xiangqi::{Move, Square};

uniffi::setup_scaffolding!();

/// The one public error of the bindings.
#[derive(Debug, thiserror::Error, uniffi::Error)]
#[uniffi(flat_error)]
pub enum XiangqiError {
    #[error("illegal move: {0}")]
    IllegalMove(String),
    #[error("bad FEN: {0}")]
    BadFen(String),
    #[error("bad input: {0}")]
    BadInput(String),
    #[error("not found: {0}")]
    NotFound(String),
    #[error("the game is over")]
    GameOver,
    #[error("it is not your turn")]
    NotYourTurn,
    #[error("nothing to undo")]
    NothingToUndo,
    #[error("the database is damaged: {0}")]
    CorruptDatabase(String),
    #[error("the database is from a newer app version: {0}")]
    NewerDatabase(String),
    #[error("storage: {0}")]
    Storage(String),
    #[error("engine: {0}")]
    Engine(String),
}

impl From<AppError> for XiangqiError {
    fn from(e: AppError) -> XiangqiError {
        match e {
            AppError::IllegalMove(m) => XiangqiError::IllegalMove(m),
            AppError::BadFen(m) => XiangqiError::BadFen(m),
            AppError::BadInput(m) => XiangqiError::BadInput(m),
            AppError::NotFound(m) => XiangqiError::NotFound(m),
            AppError::GameOver => XiangqiError::GameOver,
            AppError::NotYourTurn => XiangqiError::NotYourTurn,
            AppError::NothingToUndo => XiangqiError::NothingToUndo,
            AppError::Corrupt(m) => XiangqiError::CorruptDatabase(m),
            AppError::NewerVersion(m) => XiangqiError::NewerDatabase(m),
            AppError::Store(m) => XiangqiError::Storage(m),
            AppError::Engine(m) => XiangqiError::Engine(m),
        }
    }
}

type Result<T> = std::result::Result<T, XiangqiError>;

fn point(name: &str) -> Result<Square> {
    Square::parse_iccs(name)
        .ok_or_else(|| XiangqiError::BadInput(format!("not a point like h2: {name:?}")))
}

/// A serde enum's stored name (`"words_de"`, `"3+2"`).
fn name_of<T: serde::Serialize>(v: &T) -> String {
    match serde_json::to_value(v) {
        Ok(serde_json::Value::String(s)) => s,
        _ => String::new(),
    }
}

fn parse_name<T: serde::de::DeserializeOwned>(what: &str, s: &str) -> Result<T> {
    serde_json::from_value(serde_json::Value::String(s.to_string()))
        .map_err(|_| XiangqiError::BadInput(format!("unknown {what} {s:?}")))
}

/// Receives the computer's moves and progress (implemented in Kotlin/Swift). Called on the
/// computer's thread: post to the UI thread before drawing.
#[uniffi::export(with_foreign)]
pub trait GameListener: Send + Sync {
    fn on_computer_move(&self, report: MoveReportRecord);
    fn on_progress(&self, progress: ProgressRecord);
    fn on_error(&self, message: String);
}

struct ListenerBridge(Arc<dyn GameListener>);

impl app::SessionListener for ListenerBridge {
    fn on_computer_move(&self, report: app::MoveReport) {
        self.0.on_computer_move(report.into());
    }
    fn on_progress(&self, p: app::ProgressView) {
        self.0.on_progress(ProgressRecord {
            search_id: p.search_id,
            depth: p.depth,
            score: p.score,
            nodes: p.nodes,
            pv: p.pv.iter().map(|m| m.to_string()).collect(),
        });
    }
    fn on_error(&self, message: String) {
        self.0.on_error(message);
    }
}

/// The app: open it once with the files directory's database path.
#[derive(uniffi::Object)]
pub struct XiangqiApp {
    app: app::App,
}

#[uniffi::export]
impl XiangqiApp {
    /// Opens (or creates) the database at `path`.
    #[uniffi::constructor]
    pub fn open(path: String) -> Result<Arc<XiangqiApp>> {
        Ok(Arc::new(XiangqiApp {
            app: app::App::open(&path)?,
        }))
    }

    /// A database in memory (previews, tests).
    #[uniffi::constructor]
    pub fn in_memory() -> Result<Arc<XiangqiApp>> {
        Ok(Arc::new(XiangqiApp {
            app: app::App::open_in_memory()?,
        }))
    }

    /// After `CorruptDatabase`: moves the damaged file aside (kept) and starts fresh.
    #[uniffi::constructor]
    pub fn recover(path: String) -> Result<Arc<XiangqiApp>> {
        let (app, _moved) = app::App::recover(&path)?;
        Ok(Arc::new(XiangqiApp { app }))
    }

    /// The same database with Master Wang (and the hint) thinking `ms` milliseconds.
    #[uniffi::constructor]
    pub fn open_with_strong_time(path: String, ms: u64) -> Result<Arc<XiangqiApp>> {
        let app = app::App::open(&path)?
            .with_engine_config(app::EngineConfig::default().with_strong_time_ms(ms));
        Ok(Arc::new(XiangqiApp { app }))
    }

    pub fn new_game(&self, options: NewGameOptions) -> Result<Arc<GameSession>> {
        let mut cfg = match options.computer_level {
            Some(level) => app::NewGameConfig::vs_computer(level.into(), options.human_side.into()),
            None => app::NewGameConfig::two_players(),
        };
        if let Some(h) = &options.handicap {
            cfg.handicap = Some(
                xiangqi::game::Handicap::parse(h)
                    .ok_or_else(|| XiangqiError::BadInput(format!("unknown handicap {h:?}")))?,
            );
        }
        if let Some(h) = &options.computer_handicap {
            cfg.computer_handicap = Some(app::ComputerHandicap::parse(h).ok_or_else(|| {
                XiangqiError::BadInput(format!("unknown computer handicap {h:?}"))
            })?);
        }
        cfg.house.perpetual_check_only = options.perpetual_check_only;
        cfg.house.stalemate_is_draw = options.stalemate_is_draw;
        cfg.clock = parse_name("clock", &options.clock)?;
        cfg.fen = options.fen;
        cfg.seed = options.seed;
        Ok(Arc::new(GameSession {
            session: self.app.new_game(&cfg)?,
        }))
    }

    /// The unfinished game to offer at start-up.
    pub fn resume(&self) -> Result<Option<Arc<GameSession>>> {
        Ok(self
            .app
            .resume()?
            .map(|session| Arc::new(GameSession { session })))
    }

    pub fn settings(&self) -> Result<SettingsRecord> {
        let s = self.app.settings()?;
        Ok(SettingsRecord {
            piece_faces: name_of(&s.piece_faces),
            stage: name_of(&s.stage),
            move_helper: s.move_helper,
            dangers: s.dangers,
            notation: name_of(&s.notation),
            language: name_of(&s.language),
            music: s.music,
            sound: s.sound,
            clock: name_of(&s.clock),
            perpetual_check_only: s.house_rules.perpetual_check_only,
            stalemate_is_draw: s.house_rules.stalemate_is_draw,
        })
    }

    pub fn save_settings(&self, r: SettingsRecord) -> Result<()> {
        let mut s = self.app.settings()?;
        s.piece_faces = parse_name("piece faces", &r.piece_faces)?;
        s.stage = parse_name("stage", &r.stage)?;
        s.move_helper = r.move_helper;
        s.dangers = r.dangers;
        s.notation = parse_name("notation", &r.notation)?;
        s.language = parse_name("language", &r.language)?;
        s.music = r.music;
        s.sound = r.sound;
        s.clock = parse_name("clock", &r.clock)?;
        s.house_rules.perpetual_check_only = r.perpetual_check_only;
        s.house_rules.stalemate_is_draw = r.stalemate_is_draw;
        Ok(self.app.save_settings(&s)?)
    }

    /// Win/draw/loss per computer level (a local record: no Elo, no coins).
    pub fn record_by_level(&self) -> Result<Vec<LevelResults>> {
        Ok(self
            .app
            .record_by_level()?
            .into_iter()
            .map(|r| LevelResults {
                level: r.level.into(),
                wins: r.record.wins,
                draws: r.record.draws,
                losses: r.record.losses,
            })
            .collect())
    }

    /// Finished games, newest first ("my games").
    pub fn finished_games(&self, limit: u32, offset: u32) -> Result<Vec<GameSummaryRecord>> {
        Ok(self
            .app
            .finished_games(limit, offset)?
            .into_iter()
            .map(|g| GameSummaryRecord {
                id: g.id.0,
                vs_computer: matches!(g.mode, store::Mode::VsComputer { .. }),
                status: match g.status {
                    store::GameStatus::Ongoing => "ongoing".into(),
                    store::GameStatus::Finished { result, reason } => {
                        format!("{}: {reason}", name_of(&result))
                    }
                },
                plies: g.ply_count,
                updated_ms: g.updated_ms,
            })
            .collect())
    }

    pub fn puzzle(&self, id: String) -> Result<Arc<PuzzleHandle>> {
        Ok(Arc::new(PuzzleHandle {
            play: self.app.puzzle(&id)?,
        }))
    }

    /// The first unsolved puzzle of a level (1..=5: mate in N).
    pub fn next_puzzle(&self, level: u8) -> Result<Arc<PuzzleHandle>> {
        Ok(Arc::new(PuzzleHandle {
            play: self.app.next_puzzle(level)?,
        }))
    }

    /// The puzzle of the day for `date` (YYYY-MM-DD, the device's calendar day).
    pub fn daily(&self, date: String) -> Result<DailyRecord> {
        let d = self.app.daily(&date)?;
        Ok(DailyRecord {
            date: d.date,
            puzzle_id: d.puzzle_id,
            level: d.level,
            attempted: d.attempt.is_some(),
            in_progress: d.in_progress,
            score: d.attempt.as_ref().map(|a| a.score),
            solved: d.attempt.as_ref().is_some_and(|a| a.solved),
            streak: d.streak,
        })
    }

    pub fn start_daily(&self, date: String) -> Result<Arc<PuzzleHandle>> {
        Ok(Arc::new(PuzzleHandle {
            play: self.app.start_daily(&date)?,
        }))
    }

    pub fn lessons(&self) -> Result<Vec<LessonRecord>> {
        Ok(self
            .app
            .lessons()?
            .into_iter()
            .map(|l| LessonRecord {
                number: l.number,
                title: l.title,
                explanation: l.explanation,
                task: l.task,
                fen: l.fen,
                solution: l.solution,
                completed: l.completed,
            })
            .collect())
    }

    pub fn lesson(&self, number: u32) -> Result<Arc<LessonHandle>> {
        Ok(Arc::new(LessonHandle {
            lesson: self.app.lesson(number)?,
        }))
    }

    /// The whole store as JSON (changing phones).
    pub fn export_backup(&self) -> Result<String> {
        Ok(self.app.export_backup()?)
    }

    pub fn import_backup(&self, json: String) -> Result<()> {
        Ok(self.app.import_backup(&json)?)
    }

    /// The app goes to the background or is idle: lets the store tidy its write-ahead log
    /// now, off the move path. (A running game's `GameSession.suspend` does this too.)
    pub fn suspend(&self) -> Result<()> {
        Ok(self.app.suspend()?)
    }
}

/// One game on screen.
#[derive(uniffi::Object)]
pub struct GameSession {
    session: app::GameSession,
}

#[uniffi::export]
impl GameSession {
    pub fn game_id(&self) -> i64 {
        self.session.game_id().0
    }

    /// Everything to draw.
    pub fn view(&self) -> BoardRecord {
        self.session.view().into()
    }

    /// Tap on a piece: legal (green), blocked (red cross, reason, blocker) and risky
    /// (orange) targets. `None` for an empty point.
    pub fn select(&self, point_name: String) -> Result<Option<MoveHelpRecord>> {
        let lang = app_lang(self.session.language());
        Ok(self
            .session
            .select(point(&point_name)?)
            .map(|h| MoveHelpRecord {
                from: h.from.into(),
                legal: points(h.legal.iter().copied()),
                risky: points(h.risky.iter().copied()),
                blocked: h
                    .blocked
                    .iter()
                    .map(|b| BlockedRecord {
                        to: b.to.into(),
                        reason: reason_code(b.reason),
                        blocker: b.blocker.map(Point::from),
                        text: b.status_line(lang).to_string(),
                    })
                    .collect(),
                checkers: points(h.checkers.iter().copied()),
            }))
    }

    /// Long-press: the piece card. `None` for an empty point.
    pub fn card(&self, point_name: String) -> Result<Option<PieceCardRecord>> {
        let lang = app_lang(self.session.language());
        Ok(self
            .session
            .card(point(&point_name)?)
            .map(|c| PieceCardRecord {
                point: c.square.into(),
                side: c.piece.color.into(),
                kind: c.piece.kind.into(),
                gait: xiangqi::explain::gait(c.piece.kind, lang).to_string(),
                text: xiangqi::explain::render_card(&c, lang),
                attacks: points(c.attacks.iter().copied()),
                attacked_by: points(c.attacked_by.iter().copied()),
                defended_by: points(c.defended_by.iter().copied()),
                pinned_by: c.pinned_by.map(Point::from),
                legal_moves: c.legal_moves,
                blocked: c.blocked,
                in_danger: c.in_danger,
            }))
    }

    /// A move typed in any notation. Saved before this returns.
    pub fn play(&self, text: String) -> Result<MoveReportRecord> {
        Ok(self.session.play(&text)?.into())
    }

    /// A move by its two points (tap, tap). Saved before this returns.
    pub fn play_points(&self, from: String, to: String) -> Result<MoveReportRecord> {
        let (from, to) = (point(&from)?, point(&to)?);
        if from == to {
            return Err(XiangqiError::BadInput(
                "from and to are the same point".into(),
            ));
        }
        Ok(self.session.play_move(Move::new(from, to))?.into())
    }

    /// Starts the computer's move in the background; the listener gets the result.
    /// Returns the search id, or `None` if it is not the computer's turn.
    pub fn start_computer_move(&self) -> Option<u64> {
        self.session.start_computer_move()
    }

    /// The computer's move on the calling thread (never call it on the UI thread).
    pub fn computer_move(&self) -> Result<MoveReportRecord> {
        Ok(self.session.computer_move_blocking()?.into())
    }

    pub fn cancel_computer(&self) {
        self.session.cancel_computer();
    }

    pub fn set_listener(&self, listener: Option<Arc<dyn GameListener>>) {
        self.session.set_listener(
            listener.map(|l| Arc::new(ListenerBridge(l)) as Arc<dyn app::SessionListener>),
        );
    }

    /// Takes back the player's move and the computer's reply (two players: one move).
    pub fn undo(&self) -> Result<u32> {
        Ok(self.session.undo()?)
    }

    /// Master Wang's move for the side to move, with a short reason.
    pub fn hint(&self) -> Result<HintRecord> {
        let h = self.session.hint()?;
        Ok(HintRecord {
            mv: h.mv.into(),
            notation: h.notation,
            reason: h.reason,
        })
    }

    /// Vs. the computer: true when it accepts (the game is then drawn).
    pub fn offer_draw(&self) -> Result<bool> {
        Ok(self.session.offer_draw()?)
    }

    /// Two players agreed to a draw.
    pub fn agree_draw(&self) -> Result<GameStatus> {
        Ok(self.session.agree_draw()?.into())
    }

    pub fn resign(&self) -> Result<GameStatus> {
        Ok(self.session.resign()?.into())
    }

    /// Call about once a second while a clock runs: a flag fall ends the game.
    pub fn tick(&self) -> Result<GameStatus> {
        Ok(self.session.tick()?.into())
    }

    /// The app goes to the background: saves the clocks and tidies the store.
    pub fn suspend(&self) -> Result<()> {
        Ok(self.session.suspend()?)
    }

    /// The FEN after `ply` plies (move-list browsing).
    pub fn fen_at(&self, ply: u32) -> Result<String> {
        self.session
            .position_at(ply)
            .map(|p| p.to_fen())
            .ok_or_else(|| XiangqiError::BadInput(format!("no ply {ply} in this game")))
    }
}

fn app_lang(l: store::Language) -> xiangqi::notation::Lang {
    match l {
        store::Language::De => xiangqi::notation::Lang::De,
        store::Language::En => xiangqi::notation::Lang::En,
    }
}

fn reason_code(r: xiangqi::explain::BlockReason) -> String {
    use xiangqi::explain::BlockReason as B;
    match r {
        B::HorseLeg => "horse_leg",
        B::ElephantEye => "elephant_eye",
        B::River => "river",
        B::Palace => "palace",
        B::Check => "check",
        B::FlyingGeneral => "flying_general",
        B::IronPiece => "iron_piece",
        B::OwnPiece => "own_piece",
        B::CannonNoScreen => "cannon_no_screen",
        B::CannonScreens => "cannon_screens",
    }
    .to_string()
}

/// A puzzle being played.
#[derive(uniffi::Object)]
pub struct PuzzleHandle {
    play: app::PuzzlePlay,
}

#[uniffi::export]
impl PuzzleHandle {
    pub fn view(&self) -> PuzzleRecord {
        self.play.view().into()
    }

    pub fn try_move(&self, text: String) -> Result<TryResult> {
        Ok(match self.play.try_move(&text)? {
            TryOutcome::Wrong { gave_check } => TryResult::Wrong { gave_check },
            TryOutcome::Continue { reply } => TryResult::Continue {
                reply: reply.into(),
            },
            TryOutcome::Mate => TryResult::Mate,
        })
    }

    pub fn hint(&self) -> Result<Option<MoveRecord>> {
        Ok(self.play.hint()?.map(MoveRecord::from))
    }

    pub fn show_solution(&self) -> Result<Vec<MoveRecord>> {
        Ok(self
            .play
            .show_solution()?
            .into_iter()
            .map(MoveRecord::from)
            .collect())
    }

    pub fn abandon(&self) -> Result<()> {
        Ok(self.play.abandon()?)
    }
}

/// A lesson being played.
#[derive(uniffi::Object)]
pub struct LessonHandle {
    lesson: app::LessonSession,
}

#[uniffi::export]
impl LessonHandle {
    pub fn fen(&self) -> String {
        self.lesson.fen()
    }

    pub fn is_done(&self) -> bool {
        self.lesson.is_done()
    }

    pub fn play(&self, text: String) -> Result<LessonFeedbackRecord> {
        let f = self.lesson.play(&text)?;
        Ok(LessonFeedbackRecord {
            right: f.right,
            wrong: f.wrong,
            reply: f.reply.map(MoveRecord::from),
            text: f.text,
            fen: f.fen,
        })
    }
}

/// Legal moves of a FEN in ICCS (a utility for tools and tests).
#[uniffi::export]
pub fn legal_moves(fen: String) -> Result<Vec<String>> {
    let pos = xiangqi::Position::from_fen(&fen).map_err(|e| XiangqiError::BadFen(e.to_string()))?;
    Ok(pos.legal_moves().iter().map(|m| m.to_string()).collect())
}
