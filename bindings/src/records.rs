//! Records and enums the UI draws: plain mirrors of the app layer's types, converted with
//! `From` (no logic beyond the conversion).

use xiangqi::app;
use xiangqi::game::{GameResult, GameState};
use xiangqi::store;
use xiangqi::{Color, Move, Piece, PieceKind, Square};

#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum Side {
    Red,
    Black,
}

impl From<Color> for Side {
    fn from(c: Color) -> Side {
        match c {
            Color::Red => Side::Red,
            Color::Black => Side::Black,
        }
    }
}

impl From<Side> for Color {
    fn from(s: Side) -> Color {
        match s {
            Side::Red => Color::Red,
            Side::Black => Color::Black,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum PieceType {
    General,
    Advisor,
    Elephant,
    Horse,
    Chariot,
    Cannon,
    Soldier,
}

impl From<PieceKind> for PieceType {
    fn from(k: PieceKind) -> PieceType {
        match k {
            PieceKind::General => PieceType::General,
            PieceKind::Advisor => PieceType::Advisor,
            PieceKind::Elephant => PieceType::Elephant,
            PieceKind::Horse => PieceType::Horse,
            PieceKind::Chariot => PieceType::Chariot,
            PieceKind::Cannon => PieceType::Cannon,
            PieceKind::Soldier => PieceType::Soldier,
        }
    }
}

/// A point: ICCS name (`h2`), file 0..8 from Red's left, rank 0..9 from Red's side.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct Point {
    pub name: String,
    pub file: u8,
    pub rank: u8,
}

impl From<Square> for Point {
    fn from(s: Square) -> Point {
        Point {
            name: s.to_string(),
            file: s.file().index() as u8,
            rank: s.rank().index() as u8,
        }
    }
}

pub(crate) fn points(v: impl IntoIterator<Item = Square>) -> Vec<Point> {
    v.into_iter().map(Point::from).collect()
}

#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PieceOnBoard {
    pub point: Point,
    pub side: Side,
    pub kind: PieceType,
}

#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct MoveRecord {
    /// ICCS (`h2e2`).
    pub iccs: String,
    pub from: Point,
    pub to: Point,
}

impl From<Move> for MoveRecord {
    fn from(m: Move) -> MoveRecord {
        MoveRecord {
            iccs: m.to_string(),
            from: m.from().into(),
            to: m.to().into(),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum Outcome {
    RedWins,
    BlackWins,
    Draw,
}

/// Ongoing, or finished with a result and a reason (`checkmate`, `perpetual_check`, ...).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum GameStatus {
    Ongoing,
    Finished { outcome: Outcome, reason: String },
}

impl From<GameState> for GameStatus {
    fn from(s: GameState) -> GameStatus {
        match s {
            GameState::Ongoing => GameStatus::Ongoing,
            GameState::Finished { result, reason } => GameStatus::Finished {
                outcome: match result {
                    GameResult::RedWins => Outcome::RedWins,
                    GameResult::BlackWins => Outcome::BlackWins,
                    GameResult::Draw => Outcome::Draw,
                },
                reason: reason.name().to_string(),
            },
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ClockRecord {
    pub red_ms: u64,
    pub black_ms: u64,
    pub running: Side,
    pub in_grace: bool,
}

/// Everything to draw a game screen.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct BoardRecord {
    pub fen: String,
    pub pieces: Vec<PieceOnBoard>,
    pub side_to_move: Side,
    /// The side drawn at the bottom.
    pub bottom: Side,
    pub last_move: Option<MoveRecord>,
    pub in_check: bool,
    pub checkers: Vec<Point>,
    pub warning: Option<String>,
    pub moves: Vec<String>,
    pub opening: Option<String>,
    pub status: GameStatus,
    pub status_text: String,
    pub clock: Option<ClockRecord>,
    pub can_undo: bool,
    pub computer_to_move: bool,
    pub computer_thinking: bool,
    pub dangers: Vec<Point>,
    pub ply: u32,
}

fn piece_on(point: Square, p: Piece) -> PieceOnBoard {
    PieceOnBoard {
        point: point.into(),
        side: p.color.into(),
        kind: p.kind.into(),
    }
}

impl From<app::BoardView> for BoardRecord {
    fn from(v: app::BoardView) -> BoardRecord {
        BoardRecord {
            fen: v.fen,
            pieces: v
                .pieces
                .iter()
                .map(|p| piece_on(p.point, p.piece))
                .collect(),
            side_to_move: v.side_to_move.into(),
            bottom: v.bottom.into(),
            last_move: v.last_move.map(MoveRecord::from),
            in_check: v.in_check,
            checkers: points(v.checkers),
            warning: v.warning_text,
            moves: v.moves,
            opening: v.opening,
            status: v.state.into(),
            status_text: v.status_text,
            clock: v.clock.map(|c| ClockRecord {
                red_ms: c.red_ms,
                black_ms: c.black_ms,
                running: c.running.into(),
                in_grace: c.in_grace,
            }),
            can_undo: v.can_undo,
            computer_to_move: v.computer_to_move,
            computer_thinking: v.computer_thinking,
            dangers: points(v.dangers),
            ply: v.ply,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum SoundKind {
    Move,
    Capture,
    /// Gong.
    Check,
    /// Cymbal.
    GameEnd,
}

#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct MoveReportRecord {
    pub mv: MoveRecord,
    pub by: Side,
    pub notation: String,
    /// The move in words (speak it for the opponent's moves).
    pub announcement: String,
    pub captured: Option<PieceType>,
    pub check: bool,
    pub status: GameStatus,
    pub sounds: Vec<SoundKind>,
}

impl From<app::MoveReport> for MoveReportRecord {
    fn from(r: app::MoveReport) -> MoveReportRecord {
        MoveReportRecord {
            mv: r.mv.into(),
            by: r.by.into(),
            notation: r.notation,
            announcement: r.announcement,
            captured: r.captured.map(|p| p.kind.into()),
            check: r.check,
            status: r.state.into(),
            sounds: r
                .sounds
                .iter()
                .map(|s| match s {
                    app::Sound::Move => SoundKind::Move,
                    app::Sound::Capture => SoundKind::Capture,
                    app::Sound::Check => SoundKind::Check,
                    app::Sound::GameEnd => SoundKind::GameEnd,
                })
                .collect(),
        }
    }
}

/// A target the piece's pattern reaches that is not legal, with the reason.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct BlockedRecord {
    pub to: Point,
    /// Stable code: `horse_leg`, `elephant_eye`, `river`, `palace`, `check`,
    /// `flying_general`, `iron_piece`, `own_piece`, `cannon_no_screen`, `cannon_screens`.
    pub reason: String,
    /// The piece in the way (dashed red outline).
    pub blocker: Option<Point>,
    /// The status-line text in the UI language.
    pub text: String,
}

/// The move helper for a tapped piece.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct MoveHelpRecord {
    pub from: Point,
    pub legal: Vec<Point>,
    pub risky: Vec<Point>,
    pub blocked: Vec<BlockedRecord>,
    pub checkers: Vec<Point>,
}

/// The piece card (long-press).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PieceCardRecord {
    pub point: Point,
    pub side: Side,
    pub kind: PieceType,
    /// How it moves, in the UI language.
    pub gait: String,
    /// The whole card as readable text in the UI language.
    pub text: String,
    pub attacks: Vec<Point>,
    pub attacked_by: Vec<Point>,
    pub defended_by: Vec<Point>,
    pub pinned_by: Option<Point>,
    pub legal_moves: u32,
    pub blocked: bool,
    pub in_danger: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct HintRecord {
    pub mv: MoveRecord,
    pub notation: String,
    pub reason: String,
}

#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ProgressRecord {
    pub search_id: u64,
    pub depth: u32,
    pub score: i32,
    pub nodes: u64,
    pub pv: Vec<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum Level {
    /// Xiaolan.
    Easy,
    /// Meifang.
    Normal,
    /// Master Wang.
    Strong,
}

impl From<Level> for store::Level {
    fn from(l: Level) -> store::Level {
        match l {
            Level::Easy => store::Level::Easy,
            Level::Normal => store::Level::Normal,
            Level::Strong => store::Level::Strong,
        }
    }
}

impl From<store::Level> for Level {
    fn from(l: store::Level) -> Level {
        match l {
            store::Level::Easy => Level::Easy,
            store::Level::Normal => Level::Normal,
            store::Level::Strong => Level::Strong,
        }
    }
}

/// The "new game" screen's choices.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct NewGameOptions {
    /// `None`: two players on one device.
    pub computer_level: Option<Level>,
    /// The human's colour against the computer.
    pub human_side: Side,
    /// `chariot`, `cannon`, `horse`, `two-horses`, `nine` (table handicap).
    pub handicap: Option<String>,
    /// House rule vs. computer: `horse`, `chariot`, `two-horses`.
    pub computer_handicap: Option<String>,
    pub perpetual_check_only: bool,
    pub stalemate_is_draw: bool,
    /// `none`, `30`, `60`, `90`, `120` (per move) or `3+2`, `10+5`, `20+10`, `45+15`.
    pub clock: String,
    pub fen: Option<String>,
    pub seed: Option<u64>,
}

/// Win/draw/loss against one computer level.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct LevelResults {
    pub level: Level,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct GameSummaryRecord {
    pub id: i64,
    pub vs_computer: bool,
    pub status: String,
    pub plies: u32,
    pub updated_ms: i64,
}

/// All settings. Enum-like fields carry the stored names (see each field).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct SettingsRecord {
    /// `pictures`, `picture_with_character`, `characters`.
    pub piece_faces: String,
    /// `buehne`, `probe`, `lackbrett`.
    pub stage: String,
    pub move_helper: bool,
    pub dangers: bool,
    /// `de`, `wxf`, `words_de`, `words_en`, `coords`, `iccs`, `zh`.
    pub notation: String,
    /// `de`, `en`.
    pub language: String,
    pub music: bool,
    pub sound: bool,
    /// As in [`NewGameOptions::clock`].
    pub clock: String,
    pub perpetual_check_only: bool,
    pub stalemate_is_draw: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PuzzleRecord {
    pub id: String,
    pub level: u8,
    pub start_fen: String,
    pub fen: String,
    pub played: Vec<String>,
    pub moves_left: u8,
    pub wrong_tries: u32,
    pub solved: bool,
    pub over: bool,
    pub hint_used: bool,
    pub solution_shown: bool,
    pub daily_date: Option<String>,
    pub daily_score: Option<u32>,
}

impl From<app::PuzzleView> for PuzzleRecord {
    fn from(v: app::PuzzleView) -> PuzzleRecord {
        PuzzleRecord {
            id: v.id,
            level: v.level,
            start_fen: v.start_fen,
            fen: v.fen,
            played: v.played.iter().map(|m| m.to_string()).collect(),
            moves_left: v.moves_left,
            wrong_tries: v.wrong_tries,
            solved: v.solved,
            over: v.over,
            hint_used: v.hint_used,
            solution_shown: v.solution_shown,
            daily_date: v.daily_date,
            daily_score: v.daily_score,
        }
    }
}

/// What became of a puzzle try.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum TryResult {
    /// Counted as a wrong try; the position is unchanged.
    Wrong { gave_check: bool },
    /// Accepted; Black answered.
    Continue { reply: MoveRecord },
    /// Mate: solved.
    Mate,
}

#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct DailyRecord {
    pub date: String,
    pub puzzle_id: String,
    pub level: u8,
    pub attempted: bool,
    /// The attempt that counts was opened and is not over: opening the puzzle continues it.
    pub in_progress: bool,
    pub score: Option<u32>,
    pub solved: bool,
    pub streak: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct LessonRecord {
    pub number: u8,
    pub title: String,
    pub explanation: String,
    pub task: String,
    pub fen: String,
    /// One right answer (Red's moves, ICCS).
    pub solution: Vec<String>,
    pub completed: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct LessonFeedbackRecord {
    pub right: bool,
    pub wrong: bool,
    pub reply: Option<MoveRecord>,
    pub text: Option<String>,
    pub fen: String,
}
