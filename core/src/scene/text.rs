//! German and English words of the board: piece names with their colour, points, move
//! counts, selection summaries and refusals. Chinese falls back to English (as in `explain`).

use crate::explain::{status_line, BlockReason};
use crate::lang::Lang;
use crate::types::{Color, Piece, PieceKind, Square};

fn german(lang: Lang) -> bool {
    lang == Lang::De
}

/// A piece with its colour: "Rotes Pferd", "Schwarze Kanone" / "Red horse", "Black cannon".
pub fn piece_label(piece: Piece, lang: Lang) -> &'static str {
    use PieceKind as K;
    match (german(lang), piece.color, piece.kind) {
        (true, Color::Red, K::General) => "Roter General",
        (true, Color::Red, K::Advisor) => "Rote Leibwache",
        (true, Color::Red, K::Elephant) => "Roter Elefant",
        (true, Color::Red, K::Horse) => "Rotes Pferd",
        (true, Color::Red, K::Chariot) => "Roter Wagen",
        (true, Color::Red, K::Cannon) => "Rote Kanone",
        (true, Color::Red, K::Soldier) => "Roter Soldat",
        (true, Color::Black, K::General) => "Schwarzer General",
        (true, Color::Black, K::Advisor) => "Schwarze Leibwache",
        (true, Color::Black, K::Elephant) => "Schwarzer Elefant",
        (true, Color::Black, K::Horse) => "Schwarzes Pferd",
        (true, Color::Black, K::Chariot) => "Schwarzer Wagen",
        (true, Color::Black, K::Cannon) => "Schwarze Kanone",
        (true, Color::Black, K::Soldier) => "Schwarzer Soldat",
        (false, Color::Red, K::General) => "Red general",
        (false, Color::Red, K::Advisor) => "Red advisor",
        (false, Color::Red, K::Elephant) => "Red elephant",
        (false, Color::Red, K::Horse) => "Red horse",
        (false, Color::Red, K::Chariot) => "Red chariot",
        (false, Color::Red, K::Cannon) => "Red cannon",
        (false, Color::Red, K::Soldier) => "Red soldier",
        (false, Color::Black, K::General) => "Black general",
        (false, Color::Black, K::Advisor) => "Black advisor",
        (false, Color::Black, K::Elephant) => "Black elephant",
        (false, Color::Black, K::Horse) => "Black horse",
        (false, Color::Black, K::Chariot) => "Black chariot",
        (false, Color::Black, K::Cannon) => "Black cannon",
        (false, Color::Black, K::Soldier) => "Black soldier",
    }
}

/// A point with what stands on it: "Rotes Pferd auf b0" / "Red horse on b0", or "e5".
pub fn point_label(point: Square, piece: Option<Piece>, lang: Lang) -> String {
    match piece {
        None => point.to_string(),
        Some(p) if german(lang) => format!("{} auf {point}", piece_label(p, lang)),
        Some(p) => format!("{} on {point}", piece_label(p, lang)),
    }
}

const GERMAN_NUMBERS: [&str; 21] = [
    "null",
    "ein",
    "zwei",
    "drei",
    "vier",
    "fünf",
    "sechs",
    "sieben",
    "acht",
    "neun",
    "zehn",
    "elf",
    "zwölf",
    "dreizehn",
    "vierzehn",
    "fünfzehn",
    "sechzehn",
    "siebzehn",
    "achtzehn",
    "neunzehn",
    "zwanzig",
];
const ENGLISH_NUMBERS: [&str; 21] = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
    "twenty",
];

/// "zwei Züge" / "two moves", "ein Zug" / "one move", "keine Züge" / "no moves".
pub fn move_count(n: usize, lang: Lang) -> String {
    let de = german(lang);
    match (n, de) {
        (0, true) => "keine Züge".into(),
        (0, false) => "no moves".into(),
        (1, true) => "ein Zug".into(),
        (1, false) => "one move".into(),
        (n, true) => format!("{} Züge", GERMAN_NUMBERS.get(n).copied().unwrap_or("viele")),
        (n, false) => match ENGLISH_NUMBERS.get(n) {
            Some(w) => format!("{w} moves"),
            None => format!("{n} moves"),
        },
    }
}

/// "leer" / "empty".
/// What a piece of the side not to move says instead of its move count (a count of none
/// would sound like stalemate): "Schwarz ist nicht am Zug" / "not Black's turn".
pub fn not_their_turn(side: Color, lang: Lang) -> &'static str {
    match (german(lang), side) {
        (true, Color::Red) => "Rot ist nicht am Zug",
        (true, Color::Black) => "Schwarz ist nicht am Zug",
        (false, Color::Red) => "not Red's turn",
        (false, Color::Black) => "not Black's turn",
    }
}

pub fn empty(lang: Lang) -> &'static str {
    if german(lang) {
        "leer"
    } else {
        "empty"
    }
}

pub fn gives_check(lang: Lang) -> &'static str {
    if german(lang) {
        "gibt Schach"
    } else {
        "giving check"
    }
}

pub fn in_check(lang: Lang) -> &'static str {
    if german(lang) {
        "steht im Schach"
    } else {
        "in check"
    }
}

pub fn in_danger(lang: Lang) -> &'static str {
    if german(lang) {
        "in Gefahr"
    } else {
        "in danger"
    }
}

pub fn selected(lang: Lang) -> &'static str {
    if german(lang) {
        "ausgewählt"
    } else {
        "selected"
    }
}

pub fn legal_target(lang: Lang) -> &'static str {
    if german(lang) {
        "erlaubtes Ziel"
    } else {
        "legal target"
    }
}

pub fn risky_target(lang: Lang) -> &'static str {
    if german(lang) {
        "riskantes Ziel"
    } else {
        "risky target"
    }
}

/// The short name of a block reason: the status line's head ("Fußangel", "Horse leg").
pub fn block_reason_name(reason: BlockReason, mover: PieceKind, lang: Lang) -> &'static str {
    let line = status_line(reason, mover, lang);
    line.split(':').next().unwrap_or(line)
}

/// "gesperrt: Fußangel", "gesperrt: eigener Stein" / "blocked: horse leg".
pub fn blocked_target(reason: BlockReason, mover: PieceKind, lang: Lang) -> String {
    let name = block_reason_name(reason, mover, lang);
    if !german(lang) {
        return format!("blocked: {}", name.to_lowercase());
    }
    // One word is a noun (Fußangel, Palast); longer heads start with an adjective or a
    // particle (Eigener Stein, Zu viele Schirme), lower case inside the sentence.
    let name = match name.split_once(' ') {
        Some(_) => {
            let mut chars = name.chars();
            chars
                .next()
                .map(|c| c.to_lowercase().chain(chars).collect())
                .unwrap_or_default()
        }
        None => name.to_string(),
    };
    format!("gesperrt: {name}")
}

/// After a selection: "Rotes Pferd auf b0: Ziele a2, c2." / "Red horse on b0: targets a2, c2."
pub fn selection_summary(piece: Piece, from: Square, legal: &[Square], lang: Lang) -> String {
    let who = point_label(from, Some(piece), lang);
    let de = german(lang);
    if legal.is_empty() {
        return if de {
            format!("{who}: kein erlaubter Zug.")
        } else {
            format!("{who}: no legal move.")
        };
    }
    let list = legal
        .iter()
        .map(|s| s.to_string())
        .collect::<Vec<_>>()
        .join(", ");
    match (de, legal.len()) {
        (true, 1) => format!("{who}: Ziel {list}."),
        (true, _) => format!("{who}: Ziele {list}."),
        (false, 1) => format!("{who}: target {list}."),
        (false, _) => format!("{who}: targets {list}."),
    }
}

pub fn deselected(lang: Lang) -> &'static str {
    if german(lang) {
        "Auswahl aufgehoben."
    } else {
        "Selection cleared."
    }
}

pub fn computer_to_move(lang: Lang) -> &'static str {
    if german(lang) {
        "Der Computer ist am Zug."
    } else {
        "It is the computer's turn."
    }
}

pub fn computer_thinking(lang: Lang) -> &'static str {
    if german(lang) {
        "Der Computer denkt nach."
    } else {
        "The computer is thinking."
    }
}

pub fn game_over(lang: Lang) -> &'static str {
    if german(lang) {
        "Die Partie ist vorbei."
    } else {
        "The game is over."
    }
}

/// "Das ist ein schwarzer Stein; Rot ist am Zug." / "That is a Black piece; Red is to move."
/// (The piece's side is not to move, so the other side is.)
pub fn not_your_piece(piece: Piece, lang: Lang) -> &'static str {
    match (german(lang), piece.color) {
        (true, Color::Black) => "Das ist ein schwarzer Stein; Rot ist am Zug.",
        (true, Color::Red) => "Das ist ein roter Stein; Schwarz ist am Zug.",
        (false, Color::Black) => "That is a Black piece; Red is to move.",
        (false, Color::Red) => "That is a Red piece; Black is to move.",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_as_in_the_issue() {
        let horse = Piece::new(Color::Red, PieceKind::Horse);
        let b0 = Square::parse_iccs("b0").unwrap();
        assert_eq!(point_label(b0, Some(horse), Lang::De), "Rotes Pferd auf b0");
        assert_eq!(point_label(b0, Some(horse), Lang::En), "Red horse on b0");
        assert_eq!(move_count(2, Lang::De), "zwei Züge");
        assert_eq!(move_count(2, Lang::En), "two moves");
        assert_eq!(move_count(17, Lang::En), "seventeen moves");
        assert_eq!(move_count(1, Lang::De), "ein Zug");
        assert_eq!(move_count(0, Lang::En), "no moves");
    }

    #[test]
    fn blocked_targets_read_as_sentences() {
        use BlockReason as B;
        let horse = PieceKind::Horse;
        assert_eq!(
            blocked_target(B::HorseLeg, horse, Lang::De),
            "gesperrt: Fußangel"
        );
        assert_eq!(
            blocked_target(B::OwnPiece, horse, Lang::De),
            "gesperrt: eigener Stein"
        );
        assert_eq!(
            blocked_target(B::HorseLeg, horse, Lang::En),
            "blocked: horse leg"
        );
    }

    #[test]
    fn every_block_reason_has_a_short_name() {
        for reason in BlockReason::ALL {
            for mover in PieceKind::ALL {
                for lang in [Lang::De, Lang::En] {
                    let name = block_reason_name(reason, mover, lang);
                    assert!(!name.is_empty() && name.len() < 30, "{reason:?}: {name}");
                }
            }
        }
    }
}
