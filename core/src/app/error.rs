//! The app layer's one error: it keeps its source (store, rules, notation, engine, setup,
//! puzzles, lessons), says which kind of failure a UI acts on, and words itself in the UI's
//! language (see [`crate::l10n`]).

use crate::editor::EditError;
use crate::engine::EngineError;
use crate::game::{GameMoveError, ReplayError, SetupError};
use crate::lang::Lang;
use crate::lessons::LessonError;
use crate::movegen::IllegalMove;
use crate::notation::{NotationError, PgnError};
use crate::puzzles::{DailyError, PuzzleError, SessionError};
use crate::review::ReviewError;
use crate::store::{GameId, StoreError};
use crate::tr;

/// Everything that can go wrong in the app layer.
#[derive(Debug, thiserror::Error)]
pub enum AppError {
    #[error(transparent)]
    Store(#[from] StoreError),
    /// A move the rules (or the game's handicap rules) refuse.
    #[error("illegal move: {0}")]
    Move(#[from] GameMoveError),
    /// Text that is not a move, or names no legal one.
    #[error(transparent)]
    Notation(#[from] NotationError),
    #[error("engine: {0}")]
    Engine(#[from] EngineError),
    /// A start position that cannot be played (FEN, handicap name).
    #[error("bad position: {0}")]
    Setup(#[from] SetupError),
    /// A stored game whose moves no longer replay.
    #[error("stored game {id} cannot be replayed: {source}")]
    Replay { id: GameId, source: ReplayError },
    #[error(transparent)]
    Puzzle(#[from] PuzzleError),
    /// A puzzle move that could not be tried.
    #[error(transparent)]
    PuzzleMove(#[from] SessionError),
    #[error(transparent)]
    Daily(#[from] DailyError),
    #[error(transparent)]
    Lesson(#[from] LessonError),
    #[error("no puzzle {0:?}")]
    NoPuzzle(String),
    #[error("no puzzles of level {0} (levels 1 to 5)")]
    NoPuzzleLevel(u8),
    #[error("the game is over")]
    GameOver,
    #[error("it is not your turn")]
    NotYourTurn,
    #[error("nothing to undo")]
    NothingToUndo,
    #[error("choose either a table handicap or a computer handicap")]
    TwoHandicaps,
    #[error("the computer handicap needs a game against the computer")]
    HandicapNeedsComputer,
    #[error("the computer's search was cancelled")]
    Cancelled,
    #[error("the game has no ply {0}")]
    NoSuchPly(u32),
    #[error(transparent)]
    Review(#[from] ReviewError),
    #[error("bad PGN: {0}")]
    Pgn(#[from] PgnError),
    #[error(transparent)]
    Edit(#[from] EditError),
    /// The editor's position cannot be played (the problem in words is in `message`).
    #[error("the position cannot be played: {0}")]
    Unplayable(crate::setup::PositionError),
    #[error("analyse 1 to {max} lines, not {asked}")]
    LineCount { asked: u32, max: u32 },
    #[error("an analysis on the calling thread needs a time or a depth")]
    AnalysisNeedsLimit,
    #[error("cannot start a background thread: {0}")]
    Thread(String),
    /// A point a shell sent that the core never gave out (not `a0` to `i9`).
    #[error("not a point: {0:?}")]
    NotAPoint(String),
    /// A move a shell sent as ICCS text that is none (`h2e2` is one).
    #[error("not an ICCS move: {0:?}")]
    NotAnIccsMove(String),
}

/// What a UI does about an error: the distinctions it acts on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ErrorKind {
    /// Another copy of the app holds the database: nothing was written; try again.
    Busy,
    /// The game was changed by another copy of the app on the same database: reload it.
    GameChanged,
    /// The move is not allowed (the message says why).
    IllegalMove,
    GameOver,
    NotYourTurn,
    NothingToUndo,
    /// The database is damaged: offer the recovery (the damaged file is kept).
    CorruptDatabase,
    /// The database comes from a newer app: ask for an update; the file is left untouched.
    NewerDatabase,
    NotFound,
    /// A position that cannot be played (FEN or handicap).
    BadPosition,
    /// Input the app should not have sent (a bad date, conflicting options...).
    BadInput,
    /// The disk or SQLite failed otherwise (full disk, read-only storage...).
    Storage,
    /// The computer could not move.
    Engine,
}

impl AppError {
    pub fn kind(&self) -> ErrorKind {
        use ErrorKind as K;
        match self {
            AppError::Store(e) => match e {
                StoreError::Busy => K::Busy,
                StoreError::WrongPly { .. } | StoreError::GameFinished { .. } => K::GameChanged,
                StoreError::Corrupt { .. } => K::CorruptDatabase,
                StoreError::NewerVersion { .. } => K::NewerDatabase,
                StoreError::NotFound { .. } => K::NotFound,
                StoreError::InvalidInput(_) | StoreError::InvalidBackup(_) => K::BadInput,
                StoreError::Io { .. } | StoreError::ReadOnly { .. } | StoreError::Sqlite(_) => {
                    K::Storage
                }
            },
            AppError::Move(GameMoveError::GameOver) => K::GameOver,
            AppError::Move(_) | AppError::Notation(_) => K::IllegalMove,
            AppError::Engine(EngineError::IllegalHistory { .. }) => K::IllegalMove,
            AppError::Engine(_) | AppError::Cancelled | AppError::Thread(_) => K::Engine,
            AppError::Review(ReviewError::IllegalMove { .. }) => K::IllegalMove,
            AppError::Review(ReviewError::Cancelled) => K::Engine,
            AppError::Pgn(_) | AppError::LineCount { .. } | AppError::AnalysisNeedsLimit => {
                K::BadInput
            }
            AppError::Edit(EditError::Fen(_)) | AppError::Unplayable(_) => K::BadPosition,
            AppError::Edit(_) => K::BadInput,
            AppError::Setup(_) => K::BadPosition,
            AppError::Replay { .. } => K::CorruptDatabase,
            AppError::Puzzle(_) | AppError::Lesson(_) => K::NotFound,
            AppError::PuzzleMove(SessionError::Illegal { .. }) => K::IllegalMove,
            AppError::PuzzleMove(SessionError::Finished) => K::GameOver,
            AppError::PuzzleMove(SessionError::Solve(_)) => K::Engine,
            AppError::Daily(DailyError::BadDate(_)) => K::BadInput,
            AppError::Daily(_) => K::NotFound,
            AppError::NoPuzzle(_) | AppError::NoPuzzleLevel(_) => K::NotFound,
            AppError::GameOver => K::GameOver,
            AppError::NotYourTurn => K::NotYourTurn,
            AppError::NothingToUndo => K::NothingToUndo,
            AppError::TwoHandicaps
            | AppError::HandicapNeedsComputer
            | AppError::NoSuchPly(_)
            | AppError::NotAPoint(_)
            | AppError::NotAnIccsMove(_) => K::BadInput,
        }
    }

    /// The error in words, for the player, in `lang` (one sentence, said once).
    pub fn message(&self, lang: Lang) -> String {
        match self {
            AppError::Store(e) => store_message(e, lang),
            AppError::Move(e) => move_message(e, lang),
            AppError::Notation(e) => notation_message(e, lang),
            AppError::PuzzleMove(e) => puzzle_move_message(e, lang),
            AppError::Engine(_) | AppError::Cancelled => tr!(lang, "error-no-engine-move").into(),
            AppError::Setup(e) => setup_message(e, lang),
            AppError::Replay { id, .. } => {
                tr!(lang, "error-stored-game-damaged", id = id.to_string())
            }
            AppError::Puzzle(_) => tr!(lang, "error-no-such-puzzle").into(),
            AppError::Daily(e) => daily_message(e, lang),
            AppError::Lesson(e) => lesson_message(e, lang),
            AppError::NoPuzzle(id) => tr!(lang, "error-no-puzzle-id", id = id.as_str()),
            AppError::NoPuzzleLevel(n) => tr!(lang, "error-no-puzzle-level", n = *n),
            AppError::Review(e) => review_message(e, lang),
            AppError::Pgn(e) => tr!(lang, "error-bad-pgn", e = e.to_string()),
            AppError::Edit(e) => edit_message(e, lang),
            AppError::Unplayable(e) => crate::editor::problem_text(e, lang),
            AppError::LineCount { asked, max } => {
                tr!(lang, "error-too-many-lines", asked = *asked, max = *max)
            }
            AppError::AnalysisNeedsLimit => tr!(lang, "error-analysis-needs-limit").into(),
            AppError::Thread(_) => tr!(lang, "error-engine-busy").into(),
            AppError::NoSuchPly(n) => tr!(lang, "error-no-such-ply", n = *n),
            AppError::NotAPoint(text) => tr!(lang, "error-not-a-square", text = text.as_str()),
            AppError::NotAnIccsMove(text) => tr!(lang, "error-not-iccs", text = text.as_str()),
            AppError::GameOver => tr!(lang, "error-game-over").into(),
            AppError::NotYourTurn => tr!(lang, "error-not-your-turn").into(),
            AppError::NothingToUndo => tr!(lang, "error-nothing-to-undo").into(),
            AppError::TwoHandicaps => tr!(lang, "error-handicap-either").into(),
            AppError::HandicapNeedsComputer => {
                tr!(lang, "error-computer-handicap-needs-computer").into()
            }
        }
    }
}

fn store_message(e: &StoreError, lang: Lang) -> String {
    match e {
        StoreError::Busy => tr!(lang, "error-store-busy").into(),
        StoreError::WrongPly { .. } | StoreError::GameFinished { .. } => {
            tr!(lang, "error-store-continued-elsewhere").into()
        }
        // SQLite's own words are English: only the English sentence quotes them.
        StoreError::Corrupt { detail } => {
            tr!(lang, "error-store-corrupt", detail = detail.as_str())
        }
        StoreError::NewerVersion { found, supported } => tr!(
            lang,
            "error-store-newer-version",
            found = *found,
            supported = *supported
        ),
        StoreError::NotFound { id } => tr!(lang, "error-store-not-found", id = id.to_string()),
        StoreError::InvalidInput(d) => tr!(lang, "error-store-invalid-input", d = d.as_str()),
        StoreError::InvalidBackup(d) => {
            tr!(lang, "error-store-invalid-backup", d = d.as_str())
        }
        StoreError::Io { path, source } => tr!(
            lang,
            "error-store-io",
            path = path.display().to_string(),
            kind = io_kind(source),
            detail = source.to_string()
        ),
        StoreError::ReadOnly { path: Some(p) } => tr!(
            lang,
            "error-store-read-only-at",
            path = p.display().to_string()
        ),
        StoreError::ReadOnly { path: None } => tr!(lang, "error-store-read-only").into(),
        StoreError::Sqlite(d) => tr!(lang, "error-store-sqlite", detail = d.to_string()),
    }
}

/// The kind of a file error, for the messages that do not quote the system's own (English)
/// text.
fn io_kind(e: &std::io::Error) -> &'static str {
    use std::io::ErrorKind as K;
    match e.kind() {
        K::NotFound => "not-found",
        K::PermissionDenied => "permission-denied",
        K::AlreadyExists => "already-exists",
        _ => "other",
    }
}

fn move_message(e: &GameMoveError, lang: Lang) -> String {
    match e {
        GameMoveError::Illegal(i) => illegal_message(i, lang),
        GameMoveError::IronPiece { square, kind } => tr!(
            lang,
            "error-iron-piece",
            square = square.to_string(),
            kind = kind.name()
        ),
        GameMoveError::ForestChariot { square } => {
            tr!(
                lang,
                "error-iron-forest-chariot",
                square = square.to_string()
            )
        }
        GameMoveError::GameOver => tr!(lang, "error-game-over").into(),
    }
}

pub(crate) fn illegal_message(e: &IllegalMove, lang: Lang) -> String {
    match e {
        IllegalMove::NoPiece(s) => tr!(lang, "error-no-piece-on", s = s.to_string()),
        IllegalMove::NotYourPiece(s) => tr!(lang, "error-piece-of-other-side", s = s.to_string()),
        IllegalMove::NotAPieceMove { from, to } => tr!(
            lang,
            "error-cannot-move-there",
            from = from.to_string(),
            to = to.to_string()
        ),
        IllegalMove::LeavesGeneralInCheck => tr!(lang, "error-own-general-exposed").into(),
    }
}

/// A move text that is not a move here, in words.
fn notation_message(e: &NotationError, lang: Lang) -> String {
    match e {
        NotationError::Syntax(text) => tr!(lang, "error-not-a-move", text = text.as_str()),
        NotationError::Illegal { text, reason } => match reason {
            Some(r) => tr!(
                lang,
                "error-not-legal-here-why",
                text = text.as_str(),
                why = illegal_message(r, lang)
            ),
            None => tr!(lang, "error-not-legal-here", text = text.as_str()),
        },
        NotationError::Ambiguous { text, candidates } => {
            let list = candidates
                .iter()
                .map(|m| m.to_string())
                .reduce(|a, b| tr!(lang, "error-list-or", a = a, b = b))
                .unwrap_or_default();
            tr!(lang, "error-ambiguous", text = text.as_str(), list = list)
        }
    }
}

/// A setup (a handicap name or a FEN) that cannot start a game, in words.
fn setup_message(e: &SetupError, lang: Lang) -> String {
    match e {
        SetupError::UnknownName(name) => tr!(lang, "error-unknown-setup", name = name.as_str()),
        SetupError::Fen(crate::fen::FenError::Position(e)) => crate::editor::problem_text(e, lang),
        SetupError::Fen(crate::fen::FenError::Syntax(e)) => {
            tr!(lang, "error-bad-fen", why = e.message(lang))
        }
    }
}

/// The puzzle of the day that cannot be had, in words.
fn daily_message(e: &DailyError, lang: Lang) -> String {
    match e {
        DailyError::EmptyCatalogue => tr!(lang, "error-no-such-puzzle").into(),
        DailyError::BadDate(d) => tr!(lang, "error-bad-date", date = d.as_str()),
        _ => tr!(lang, "error-daily-unverifiable").into(),
    }
}

/// A lesson that cannot be had, in words.
fn lesson_message(e: &LessonError, lang: Lang) -> String {
    match e {
        LessonError::NoSuchLesson(n) => tr!(lang, "error-no-such-lesson", n = *n),
        _ => tr!(lang, "error-lesson-damaged").into(),
    }
}

/// A review that failed, in words.
fn review_message(e: &ReviewError, lang: Lang) -> String {
    match e {
        ReviewError::IllegalMove { ply, mv } => tr!(
            lang,
            "error-move-at-ply-illegal",
            mv = mv.to_string(),
            ply = *ply
        ),
        ReviewError::Cancelled => tr!(lang, "error-review-cancelled").into(),
    }
}

/// An edit the editor refused, in words.
fn edit_message(e: &EditError, lang: Lang) -> String {
    match e {
        EditError::NoPiece(s) => tr!(lang, "error-no-piece-on", s = s.to_string()),
        EditError::Fen(e) => tr!(lang, "error-bad-fen", why = e.message(lang)),
    }
}

/// A puzzle move the puzzle refused, in words.
fn puzzle_move_message(e: &SessionError, lang: Lang) -> String {
    match e {
        SessionError::Illegal { mv, reason } => tr!(
            lang,
            "error-move-not-legal-why",
            mv = mv.to_string(),
            why = illegal_message(reason, lang)
        ),
        SessionError::Finished => tr!(lang, "error-puzzle-over").into(),
        SessionError::Solve(_) => tr!(lang, "error-no-engine-move").into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_damaged_database_is_named_once() {
        let e = AppError::from(StoreError::Corrupt {
            detail: "file is truncated".into(),
        });
        assert_eq!(e.kind(), ErrorKind::CorruptDatabase);
        let de = e.message(Lang::De);
        assert_eq!(de.matches("beschädigt").count(), 1, "{de}");
        assert!(!de.contains("truncated"), "German only: {de}");
        assert_eq!(e.message(Lang::En).matches("damaged").count(), 1);
    }

    #[test]
    fn a_read_only_database_is_named_in_one_language() {
        let sqlite = rusqlite::Error::SqliteFailure(
            rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_READONLY),
            Some("attempt to write a readonly database".into()),
        );
        let path = std::path::Path::new("/data/xiangqi.db");
        let e = AppError::from(StoreError::from(sqlite).at(Some(path)));
        assert_eq!(e.kind(), ErrorKind::Storage);
        for lang in Lang::ALL {
            let text = e.message(lang);
            assert!(text.contains("/data/xiangqi.db"), "{text}");
            assert!(!text.contains("attempt to write"), "{text}");
        }
        assert!(e.message(Lang::De).contains("schreibgeschützt"));
    }

    #[test]
    fn a_move_stored_elsewhere_first_means_reload() {
        let e = AppError::from(StoreError::WrongPly {
            expected: 2,
            got: 1,
        });
        assert_eq!(e.kind(), ErrorKind::GameChanged);
        assert!(e.message(Lang::De).contains("neu geladen"));
        assert!(!e.message(Lang::En).contains("ply"));
    }
}
