//! The store's error type.

use std::path::PathBuf;

use super::model::GameId;

/// Everything that can go wrong in [`Store`](super::Store).
///
/// The variants are stable and meant to be matched on by the UI layer: `Corrupt` offers
/// [`Store::recover`](super::Store::recover), `NewerVersion` asks the user to update the app,
/// `Busy` can be retried, `WrongPly` means the caller's idea of the game is out of date.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The file is not a database, is truncated, fails `PRAGMA integrity_check`, or is an SQLite
    /// database that does not belong to this app. The file is left as it is; use
    /// [`Store::recover`](super::Store::recover) to move it aside and start afresh.
    #[error("the database is damaged or not a Xiangqi store: {detail}")]
    Corrupt {
        /// What SQLite (or the check) reported.
        detail: String,
    },

    /// The database was written by a newer version of the app. The file is left untouched.
    #[error("the database has schema version {found}, this app supports up to {supported}")]
    NewerVersion {
        /// The `user_version` found in the file.
        found: u32,
        /// [`SCHEMA_VERSION`](super::schema::SCHEMA_VERSION) of this build.
        supported: u32,
    },

    /// No game with this id.
    #[error("game {id} not found")]
    NotFound {
        /// The id that was asked for.
        id: GameId,
    },

    /// `append_move` (or `truncate_moves`) was called with a ply that is not the next one.
    /// `expected` is the number of moves currently stored for the game.
    #[error("wrong ply: expected {expected}, got {got}")]
    WrongPly {
        /// The ply the store expected (= number of stored moves).
        expected: u32,
        /// The ply the caller passed.
        got: u32,
    },

    /// The game is already finished; moves, undo and a second result are refused.
    #[error("game {id} is already finished")]
    GameFinished {
        /// The finished game.
        id: GameId,
    },

    /// An argument was malformed (a move that is not ICCS, clock text that is not JSON, a date
    /// that is not `YYYY-MM-DD`, ...).
    #[error("invalid input: {0}")]
    InvalidInput(String),

    /// A backup given to [`Store::import_json`](super::Store::import_json) was rejected; the
    /// store is unchanged.
    #[error("invalid backup: {0}")]
    InvalidBackup(String),

    /// Another connection held the write lock for longer than the busy timeout. Nothing was
    /// written; the call may be retried.
    #[error("the database is locked by another connection")]
    Busy,

    /// A file-system error outside SQLite (e.g. while moving a damaged file aside).
    #[error("i/o error on {path}: {source}")]
    Io {
        /// The file concerned.
        path: PathBuf,
        /// The underlying error.
        source: std::io::Error,
    },

    /// The database file (or its folder, or the file system) cannot be written.
    #[error("the database {} is read-only", path_text(.path.as_deref()))]
    ReadOnly {
        /// The file, when the store knows it (not in memory).
        path: Option<PathBuf>,
    },

    /// Any other SQLite error (disk full, ...).
    #[error("sqlite error: {0}")]
    Sqlite(String),
}

/// Shorthand for results of store operations.
pub type Result<T, E = StoreError> = std::result::Result<T, E>;

impl From<rusqlite::Error> for StoreError {
    fn from(e: rusqlite::Error) -> Self {
        use rusqlite::ErrorCode;
        if let rusqlite::Error::SqliteFailure(f, _) = &e {
            match f.code {
                ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked => return StoreError::Busy,
                ErrorCode::ReadOnly => return StoreError::ReadOnly { path: None },
                ErrorCode::NotADatabase | ErrorCode::DatabaseCorrupt => {
                    return StoreError::Corrupt {
                        detail: e.to_string(),
                    }
                }
                _ => {}
            }
        }
        StoreError::Sqlite(e.to_string())
    }
}

impl From<serde_json::Error> for StoreError {
    fn from(e: serde_json::Error) -> Self {
        StoreError::InvalidInput(e.to_string())
    }
}

fn path_text(path: Option<&std::path::Path>) -> String {
    path.map_or_else(String::new, |p| p.display().to_string())
}

impl StoreError {
    /// The error with the store's file named where the error itself cannot know it.
    pub(crate) fn at(self, file: Option<&std::path::Path>) -> Self {
        match self {
            StoreError::ReadOnly { path: None } => StoreError::ReadOnly {
                path: file.map(std::path::Path::to_path_buf),
            },
            e => e,
        }
    }

    pub(crate) fn io(path: impl Into<PathBuf>, source: std::io::Error) -> Self {
        StoreError::Io {
            path: path.into(),
            source,
        }
    }
}
