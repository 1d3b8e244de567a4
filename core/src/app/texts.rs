//! The app's sentences: status line, end reasons, repetition warnings, in German and English.

use crate::game::{EndReason, GameState, RepetitionWarning, WarningKind};
use crate::lang::Lang;
use crate::types::Color;

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
pub(crate) fn status_text(state: GameState, to_move: Color, in_check: bool, lang: Lang) -> String {
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
