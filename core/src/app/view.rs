//! What the apps draw: plain data produced by the app layer, never computed by the UI.

use crate::game::{EndReason, GameState, RepetitionWarning, WarningKind};
use crate::moves::Move;
use crate::Lang;
use crate::types::{Color, Piece, Square};

/// One piece on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PieceView {
    pub point: Square,
    pub piece: Piece,
}

/// The clocks, in milliseconds left (per-move clocks: left for the current move).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockView {
    pub red_ms: u64,
    pub black_ms: u64,
    /// The side whose time is running.
    pub running: Color,
    /// The per-move clock ran out and the 15 s grace period is running.
    pub in_grace: bool,
}

/// Everything needed to draw a game screen.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardView {
    pub fen: String,
    pub pieces: Vec<PieceView>,
    pub side_to_move: Color,
    /// The colour drawn at the bottom: the human's colour vs. the computer, the side to move in
    /// two-player mode (the board turns after every move).
    pub bottom: Color,
    pub last_move: Option<Move>,
    pub in_check: bool,
    /// Pieces giving check (outlined).
    pub checkers: Vec<Square>,
    /// Second-occurrence repetition warning.
    pub warning: Option<RepetitionWarning>,
    pub warning_text: Option<String>,
    /// The move list in the chosen notation, one entry per ply.
    pub moves: Vec<String>,
    /// The deepest known opening (the move list's heading).
    pub opening: Option<String>,
    pub state: GameState,
    /// One line for the status bar ("Rot am Zug", "Schwarz gewinnt: Matt", ...).
    pub status_text: String,
    pub clock: Option<ClockView>,
    pub can_undo: bool,
    pub computer_to_move: bool,
    pub computer_thinking: bool,
    /// Own pieces attacked and undefended (empty when the setting is off).
    pub dangers: Vec<Square>,
    pub ply: u32,
}

/// A sound the app should play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Sound {
    Move,
    Capture,
    /// Gong.
    Check,
    /// Cymbal.
    GameEnd,
}

/// What a played move did, for the move animation, the sounds and the announcement.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveReport {
    pub mv: Move,
    pub by: Color,
    /// The move in the chosen notation.
    pub notation: String,
    /// The move in words, in the UI language (spoken for the opponent's moves).
    pub announcement: String,
    pub captured: Option<Piece>,
    pub check: bool,
    pub state: GameState,
    pub warning: Option<RepetitionWarning>,
    pub sounds: Vec<Sound>,
}

/// The hint ("Rat").
#[derive(Clone, Debug, PartialEq)]
pub struct HintView {
    pub mv: Move,
    pub notation: String,
    /// The reason in the UI language.
    pub reason: String,
    pub reason_de: String,
    pub reason_en: String,
}

/// Search progress of the computer.
#[derive(Clone, Debug, PartialEq)]
pub struct ProgressView {
    pub search_id: u64,
    pub depth: u32,
    pub score: i32,
    pub nodes: u64,
    pub pv: Vec<Move>,
}

pub(crate) fn color_name(c: Color, lang: Lang) -> &'static str {
    match (c, lang) {
        (Color::Red, Lang::De) => "Rot",
        (Color::Black, Lang::De) => "Schwarz",
        (Color::Red, Lang::En) => "Red",
        (Color::Black, Lang::En) => "Black",
    }
}

pub(crate) fn reason_text(reason: EndReason, lang: Lang) -> &'static str {
    use EndReason as R;
    match lang {
        Lang::De => match reason {
            R::Checkmate => "Matt",
            R::Stalemate => "Patt",
            R::PerpetualCheck => "Dauerschach",
            R::PerpetualChase => "Dauerjagd",
            R::Repetition => "Stellungswiederholung",
            R::NoAttackers => "keine Angreifer mehr",
            R::MoveLimit => "60 Züge ohne Schlag",
            R::Agreement => "Einigung",
            R::Resignation => "Aufgabe",
            R::Timeout => "Zeit abgelaufen",
            R::TimeoutNoAttackers => "Zeit abgelaufen, Gegner ohne Angreifer",
            R::Forfeit => "Partie verlassen",
        },
        Lang::En => match reason {
            R::Checkmate => "checkmate",
            R::Stalemate => "stalemate",
            R::PerpetualCheck => "perpetual check",
            R::PerpetualChase => "perpetual chase",
            R::Repetition => "repetition",
            R::NoAttackers => "no attackers left",
            R::MoveLimit => "60 moves without a capture",
            R::Agreement => "agreement",
            R::Resignation => "resignation",
            R::Timeout => "time ran out",
            R::TimeoutNoAttackers => "time ran out, opponent without attackers",
            R::Forfeit => "left the game",
        },
    }
}

/// The status line for a game state.
pub(crate) fn status_text(
    state: GameState,
    to_move: Color,
    in_check: bool,
    lang: Lang,
) -> String {
    match state {
        GameState::Ongoing => {
            let who = color_name(to_move, lang);
            match (lang, in_check) {
                (Lang::De, false) => format!("{who} am Zug"),
                (Lang::De, true) => format!("{who} am Zug – Schach!"),
                (Lang::En, false) => format!("{who} to move"),
                (Lang::En, true) => format!("{who} to move – check!"),
            }
        }
        GameState::Finished { result, reason } => {
            let why = reason_text(reason, lang);
            match (result.winner(), lang) {
                (None, Lang::De) => format!("Remis: {why}"),
                (None, Lang::En) => format!("Draw: {why}"),
                (Some(w), Lang::De) => format!("{} gewinnt: {why}", color_name(w, lang)),
                (Some(w), Lang::En) => format!("{} wins: {why}", color_name(w, lang)),
            }
        }
    }
}

/// The repetition warning as a sentence.
pub(crate) fn warning_text(w: RepetitionWarning, lang: Lang) -> String {
    let who = color_name(w.side, lang);
    match (lang, w.kind) {
        (Lang::De, WarningKind::Checks) => {
            format!("Achtung: {who} wiederholt mit Dauerschach – beim dritten Mal verliert {who}.")
        }
        (Lang::De, WarningKind::Chases) => {
            format!("Achtung: {who} wiederholt mit Dauerjagd – beim dritten Mal verliert {who}.")
        }
        (Lang::De, WarningKind::Quiet) => {
            format!("Stellung zum zweiten Mal: {who} wiederholt – beim dritten Mal ist es remis.")
        }
        (Lang::En, WarningKind::Checks) => {
            format!("Careful: {who} repeats with perpetual check – a third time loses for {who}.")
        }
        (Lang::En, WarningKind::Chases) => {
            format!("Careful: {who} repeats with perpetual chase – a third time loses for {who}.")
        }
        (Lang::En, WarningKind::Quiet) => {
            format!("Position repeated: {who} is repeating – a third time is a draw.")
        }
    }
}
