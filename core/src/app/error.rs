//! The app layer's one error: it keeps its source (store, rules, notation, engine, setup,
//! puzzles, lessons), says which kind of failure a UI acts on, and words itself in German or
//! English.

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
        let de = lang == Lang::De;
        let t = |g: &str, e: &str| if de { g.to_string() } else { e.to_string() };
        match self {
            AppError::Store(e) => store_message(e, de),
            AppError::Move(e) => move_message(e, de),
            AppError::Notation(e) => notation_message(e, de),
            AppError::PuzzleMove(e) => puzzle_move_message(e, de),
            AppError::Engine(_) | AppError::Cancelled => t(
                "Der Computer konnte keinen Zug finden.",
                "The computer could not find a move.",
            ),
            AppError::Setup(e) => setup_message(e, lang),
            AppError::Replay { id, .. } => {
                if de {
                    format!("Die gespeicherte Partie {id} ist beschädigt und lässt sich nicht nachspielen.")
                } else {
                    format!("The stored game {id} is damaged and cannot be replayed.")
                }
            }
            AppError::Puzzle(_) => t("Dieses Rätsel gibt es nicht.", "There is no such puzzle."),
            AppError::Daily(e) => daily_message(e, de),
            AppError::Lesson(e) => lesson_message(e, de),
            AppError::NoPuzzle(id) => {
                if de {
                    format!("Das Rätsel „{id}“ gibt es nicht.")
                } else {
                    format!("There is no puzzle \"{id}\".")
                }
            }
            AppError::NoPuzzleLevel(n) => {
                if de {
                    format!("Rätselstufe {n} gibt es nicht; die Stufen sind 1 bis 5.")
                } else {
                    format!("There is no puzzle level {n}; the levels are 1 to 5.")
                }
            }
            AppError::Review(e) => review_message(e, de),
            AppError::Pgn(e) => {
                if de {
                    format!("Dieses PGN lässt sich nicht lesen: {e}.")
                } else {
                    format!("This PGN cannot be read: {e}.")
                }
            }
            AppError::Edit(e) => edit_message(e, lang),
            AppError::Unplayable(e) => crate::editor::problem_text(e, lang),
            AppError::LineCount { asked, max } => {
                if de {
                    format!("{asked} Fortsetzungen gehen nicht; 1 bis {max}.")
                } else {
                    format!("{asked} lines cannot be shown; 1 to {max}.")
                }
            }
            AppError::AnalysisNeedsLimit => t(
                "Eine Analyse braucht eine Zeit oder eine Tiefe.",
                "An analysis needs a time or a depth.",
            ),
            AppError::Thread(_) => t(
                "Der Computer kann gerade nicht rechnen.",
                "The computer cannot think right now.",
            ),
            AppError::NoSuchPly(n) => {
                if de {
                    format!("Die Partie hat keinen Halbzug {n}.")
                } else {
                    format!("The game has no ply {n}.")
                }
            }
            AppError::NotAPoint(text) => {
                if de {
                    format!("„{text}“ ist kein Punkt des Bretts (a0 bis i9).")
                } else {
                    format!("\"{text}\" is not a point on the board (a0 to i9).")
                }
            }
            AppError::NotAnIccsMove(text) => {
                if de {
                    format!("„{text}“ ist kein Zug in ICCS-Schreibweise (etwa h2e2).")
                } else {
                    format!("\"{text}\" is not a move in ICCS notation (such as h2e2).")
                }
            }
            AppError::GameOver => t("Die Partie ist vorbei.", "The game is over."),
            AppError::NotYourTurn => t("Du bist nicht am Zug.", "It is not your turn."),
            AppError::NothingToUndo => t(
                "Es gibt keinen Zug zum Zurücknehmen.",
                "There is no move to take back.",
            ),
            AppError::TwoHandicaps => t(
                "Bitte entweder eine Vorgabe am Tisch oder eine Vorgabe des Computers wählen.",
                "Choose either a table handicap or a computer handicap.",
            ),
            AppError::HandicapNeedsComputer => t(
                "Eine Vorgabe des Computers gibt es nur in Partien gegen den Computer.",
                "A computer handicap needs a game against the computer.",
            ),
        }
    }
}

fn store_message(e: &StoreError, de: bool) -> String {
    match (e, de) {
        (StoreError::Busy, true) => "Eine andere Kopie der App benutzt gerade die Datenbank; bitte gleich noch einmal versuchen.".into(),
        (StoreError::Busy, false) => "Another copy of the app is using the database; please try again in a moment.".into(),
        (StoreError::WrongPly { .. } | StoreError::GameFinished { .. }, true) => "Diese Partie ist auch anderswo geöffnet und wurde dort weitergespielt; sie wird neu geladen.".into(),
        (StoreError::WrongPly { .. } | StoreError::GameFinished { .. }, false) => "This game is open elsewhere too and was continued there; it is reloaded.".into(),
        // SQLite's own words are English: a German sentence does not quote them.
        (StoreError::Corrupt { .. }, true) => "Die Datenbank ist beschädigt oder gehört nicht zu dieser App.".into(),
        (StoreError::Corrupt { detail }, false) => format!("The database is damaged ({detail})."),
        (StoreError::NewerVersion { found, supported }, true) => format!("Die Datenbank stammt von einer neueren Version der App (Version {found}, diese kennt bis {supported}); bitte die App aktualisieren."),
        (StoreError::NewerVersion { found, supported }, false) => format!("The database comes from a newer version of the app (version {found}, this one knows up to {supported}); please update the app."),
        (StoreError::NotFound { id }, true) => format!("Die Partie {id} gibt es nicht."),
        (StoreError::NotFound { id }, false) => format!("There is no game {id}."),
        (StoreError::InvalidInput(d), true) => format!("Ungültige Eingabe: {d}."),
        (StoreError::InvalidInput(d), false) => format!("Invalid input: {d}."),
        (StoreError::InvalidBackup(d), true) => format!("Die Sicherung ist ungültig: {d}."),
        (StoreError::InvalidBackup(d), false) => format!("The backup is invalid: {d}."),
        (StoreError::Io { path, source }, true) => format!("Die Datei {} lässt sich nicht schreiben oder lesen ({}).", path.display(), io_reason_de(source)),
        (StoreError::Io { path, source }, false) => format!("The file {} cannot be written or read ({source}).", path.display()),
        (StoreError::ReadOnly { path: Some(p) }, true) => format!("Die Datenbank {} lässt sich nicht schreiben (schreibgeschützt); bitte die Schreibrechte der Datei und ihres Ordners prüfen.", p.display()),
        (StoreError::ReadOnly { path: Some(p) }, false) => format!("The database {} cannot be written (read-only); please check the permissions of the file and its folder.", p.display()),
        (StoreError::ReadOnly { path: None }, true) => "Die Datenbank lässt sich nicht schreiben (schreibgeschützt).".into(),
        (StoreError::ReadOnly { path: None }, false) => "The database cannot be written (read-only).".into(),
        (StoreError::Sqlite(_), true) => "Die Datenbank meldet einen Fehler.".into(),
        (StoreError::Sqlite(d), false) => format!("The database reports an error ({d})."),
    }
}

/// The reason of a file error in German (the system's own text is English).
fn io_reason_de(e: &std::io::Error) -> &'static str {
    use std::io::ErrorKind as K;
    match e.kind() {
        K::NotFound => "nicht gefunden",
        K::PermissionDenied => "keine Berechtigung",
        K::AlreadyExists => "existiert schon",
        _ => "Ein-/Ausgabefehler",
    }
}

fn move_message(e: &GameMoveError, de: bool) -> String {
    match (e, de) {
        (GameMoveError::Illegal(i), _) => illegal_message(i, de),
        (GameMoveError::IronPiece { square, .. }, true) => format!(
            "Eiserner Stein: Der Stein auf {square} darf erst geschlagen werden, wenn er gezogen hat."
        ),
        (GameMoveError::IronPiece { square, kind }, false) => format!(
            "Iron piece: the {kind} on {square} may not be captured before it has moved."
        ),
        (GameMoveError::ForestChariot { square }, true) => format!(
            "Eiserner Stein: Der Waldwagen auf {square} darf nicht geschlagen werden, solange er dort steht."
        ),
        (GameMoveError::ForestChariot { square }, false) => format!(
            "Iron piece: the forest chariot on {square} may not be captured while it stays there."
        ),
        (GameMoveError::GameOver, true) => "Die Partie ist vorbei.".into(),
        (GameMoveError::GameOver, false) => "The game is over.".into(),
    }
}

pub(crate) fn illegal_message(e: &IllegalMove, de: bool) -> String {
    match (e, de) {
        (IllegalMove::NoPiece(s), true) => format!("Auf {s} steht kein Stein."),
        (IllegalMove::NoPiece(s), false) => format!("There is no piece on {s}."),
        (IllegalMove::NotYourPiece(s), true) => {
            format!("Der Stein auf {s} gehört der anderen Seite.")
        }
        (IllegalMove::NotYourPiece(s), false) => {
            format!("The piece on {s} belongs to the other side.")
        }
        (IllegalMove::NotAPieceMove { from, to }, true) => {
            format!("Der Stein auf {from} kann nicht nach {to} ziehen.")
        }
        (IllegalMove::NotAPieceMove { from, to }, false) => {
            format!("The piece on {from} cannot move to {to}.")
        }
        (IllegalMove::LeavesGeneralInCheck, true) => {
            "Danach stünde dein General im Schach oder dem anderen General gegenüber.".into()
        }
        (IllegalMove::LeavesGeneralInCheck, false) => {
            "Your general would be in check, or facing the other general, after this move.".into()
        }
    }
}

/// A move text that is not a move here, in words.
fn notation_message(e: &NotationError, de: bool) -> String {
    match e {
        NotationError::Syntax(text) => {
            if de {
                format!("„{text}“ ist kein Zug in einer bekannten Schreibweise.")
            } else {
                format!("\"{text}\" is not a move in any notation.")
            }
        }
        NotationError::Illegal { text, reason } => {
            let why = reason.map(|r| format!(" {}", illegal_message(&r, de)));
            if de {
                format!(
                    "„{text}“ ist hier kein erlaubter Zug.{}",
                    why.unwrap_or_default()
                )
            } else {
                format!(
                    "\"{text}\" is not a legal move here.{}",
                    why.unwrap_or_default()
                )
            }
        }
        NotationError::Ambiguous { text, candidates } => {
            let list: Vec<String> = candidates.iter().map(|m| m.to_string()).collect();
            if de {
                format!("„{text}“ ist mehrdeutig: {}.", list.join(" oder "))
            } else {
                format!("\"{text}\" is ambiguous: {}.", list.join(" or "))
            }
        }
    }
}

/// A setup (a handicap name or a FEN) that cannot start a game, in words.
fn setup_message(e: &SetupError, lang: Lang) -> String {
    let de = lang == Lang::De;
    match e {
        SetupError::UnknownName(name) => {
            if de {
                format!("Unbekannte Aufstellung „{name}“.")
            } else {
                format!("Unknown setup \"{name}\".")
            }
        }
        SetupError::Fen(crate::fen::FenError::Position(e)) => crate::editor::problem_text(e, lang),
        SetupError::Fen(crate::fen::FenError::Syntax(e)) => {
            let why = e.message(lang);
            if de {
                format!("Diese FEN lässt sich nicht lesen: {why}.")
            } else {
                format!("This FEN cannot be read: {why}.")
            }
        }
    }
}

/// The puzzle of the day that cannot be had, in words.
fn daily_message(e: &DailyError, de: bool) -> String {
    let t = |g: &str, e: &str| if de { g.to_string() } else { e.to_string() };
    match e {
        DailyError::EmptyCatalogue => t("Dieses Rätsel gibt es nicht.", "There is no such puzzle."),
        DailyError::BadDate(d) => {
            if de {
                format!("„{d}“ ist kein Datum der Form JJJJ-MM-TT.")
            } else {
                format!("\"{d}\" is not a date of the form YYYY-MM-DD.")
            }
        }
        _ => t(
            "Das Rätsel des Tages lässt sich nicht prüfen.",
            "The puzzle of the day cannot be checked.",
        ),
    }
}

/// A lesson that cannot be had, in words.
fn lesson_message(e: &LessonError, de: bool) -> String {
    let t = |g: &str, e: &str| if de { g.to_string() } else { e.to_string() };
    match e {
        LessonError::NoSuchLesson(n) => {
            if de {
                format!("Lektion {n} gibt es nicht; die Lektionen sind 1 bis 10.")
            } else {
                format!("There is no lesson {n}; the lessons are 1 to 10.")
            }
        }
        _ => t("Diese Lektion ist beschädigt.", "This lesson is damaged."),
    }
}

/// A review that failed, in words.
fn review_message(e: &ReviewError, de: bool) -> String {
    let t = |g: &str, e: &str| if de { g.to_string() } else { e.to_string() };
    match e {
        ReviewError::IllegalMove { ply, mv } => {
            if de {
                format!("Der Zug {mv} (Halbzug {ply}) ist nicht erlaubt.")
            } else {
                format!("The move {mv} (ply {ply}) is not legal.")
            }
        }
        ReviewError::Cancelled => t(
            "Die Auswertung wurde abgebrochen.",
            "The review was cancelled.",
        ),
    }
}

/// An edit the editor refused, in words.
fn edit_message(e: &EditError, lang: Lang) -> String {
    let de = lang == Lang::De;
    match e {
        EditError::NoPiece(s) => {
            if de {
                format!("Auf {s} steht kein Stein.")
            } else {
                format!("There is no piece on {s}.")
            }
        }
        EditError::Fen(e) => {
            let why = e.message(lang);
            if de {
                format!("Diese FEN lässt sich nicht lesen: {why}.")
            } else {
                format!("This FEN cannot be read: {why}.")
            }
        }
    }
}

/// A puzzle move the puzzle refused, in words.
fn puzzle_move_message(e: &SessionError, de: bool) -> String {
    let t = |g: &str, e: &str| if de { g.to_string() } else { e.to_string() };
    match e {
        SessionError::Illegal { mv, reason } => {
            let why = illegal_message(reason, de);
            if de {
                format!("{mv} ist hier kein erlaubter Zug. {why}")
            } else {
                format!("{mv} is not a legal move here. {why}")
            }
        }
        SessionError::Finished => t("Das Rätsel ist vorbei.", "The puzzle is over."),
        SessionError::Solve(_) => t(
            "Der Computer konnte keinen Zug finden.",
            "The computer could not find a move.",
        ),
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
