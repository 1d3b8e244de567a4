//! German and English texts: status lines, gaits and readable renderings of the helper and
//! the card. Chinese falls back to English here (the Chinese page shows notation only).

use super::{BlockReason, MoveHelp, PieceCard, Region};
use crate::lang::Lang;
use crate::types::{Color, Piece, PieceKind, Square};

/// The status-line text for a blocked target (names from seed 001: Fußangel, Elefantenauge,
/// Fluss, Palast, Schach, fliegender General).
pub fn status_line(reason: BlockReason, mover: PieceKind, lang: Lang) -> &'static str {
    let de = lang == Lang::De;
    match reason {
        BlockReason::HorseLeg => {
            if de {
                "Fußangel: Ein Stein steht direkt neben dem Pferd und sperrt diesen Weg."
            } else {
                "Horse leg: a piece next to the horse blocks this way."
            }
        }
        BlockReason::ElephantEye => {
            if de {
                "Elefantenauge: Der Punkt dazwischen ist besetzt."
            } else {
                "Elephant eye: the point in between is occupied."
            }
        }
        BlockReason::River => match (mover, de) {
            (PieceKind::Soldier, true) => {
                "Fluss: Seitwärts darf der Soldat erst nach dem Fluss ziehen."
            }
            (PieceKind::Soldier, false) => {
                "River: the soldier may move sideways only after crossing the river."
            }
            (_, true) => "Fluss: Der Elefant bleibt auf seiner Seite des Flusses.",
            (_, false) => "River: the elephant stays on its side of the river.",
        },
        BlockReason::Palace => {
            if de {
                "Palast: General und Leibwachen verlassen den Palast nicht."
            } else {
                "Palace: the general and the advisors never leave the palace."
            }
        }
        BlockReason::Check => {
            if de {
                "Schach: Danach stünde dein General im Schach."
            } else {
                "Check: your general would be in check after this move."
            }
        }
        BlockReason::FlyingGeneral => {
            if de {
                "Fliegender General: Die Generäle stünden sich ohne Stein dazwischen gegenüber."
            } else {
                "Flying general: the generals would face each other with nothing in between."
            }
        }
        BlockReason::IronPiece => {
            if de {
                "Eiserner Stein: Dieser Stein darf noch nicht geschlagen werden."
            } else {
                "Iron piece: this piece may not be captured yet."
            }
        }
        BlockReason::OwnPiece => {
            if de {
                "Eigener Stein: Dort steht schon ein eigener Stein."
            } else {
                "Own piece: one of your pieces stands there."
            }
        }
        BlockReason::CannonNoScreen => {
            if de {
                "Kein Schirm: Die Kanone schlägt nur, wenn genau ein Stein dazwischen steht."
            } else {
                "No screen: the cannon captures only with exactly one piece in between."
            }
        }
        BlockReason::CannonScreens => {
            if de {
                "Zu viele Schirme: Die Kanone schlägt nur über genau einen Stein."
            } else {
                "Too many screens: the cannon captures over exactly one piece."
            }
        }
    }
}

/// The status line for a risky target.
pub fn risky_line(lang: Lang) -> &'static str {
    if lang == Lang::De {
        "Riskant: Dort kann der Gegner den Stein schlagen, und du kannst nicht zurückschlagen."
    } else {
        "Risky: the opponent can capture there and you cannot recapture."
    }
}

/// How the piece moves.
pub fn gait(kind: PieceKind, lang: Lang) -> &'static str {
    let de = lang == Lang::De;
    match kind {
        PieceKind::General if de => {
            "Zieht einen Punkt gerade und verlässt nie den Palast. Die Generäle dürfen sich nie ohne Stein dazwischen gegenüberstehen."
        }
        PieceKind::General => {
            "Moves one point straight and never leaves the palace. The generals may never face each other with nothing in between."
        }
        PieceKind::Advisor if de => "Zieht einen Punkt schräg, nur im Palast.",
        PieceKind::Advisor => "Moves one point diagonally, only inside the palace.",
        PieceKind::Elephant if de => {
            "Zieht genau zwei Punkte schräg und bleibt auf seiner Seite des Flusses. Ein Stein auf dem Auge dazwischen sperrt den Weg."
        }
        PieceKind::Elephant => {
            "Moves exactly two points diagonally and stays on its side of the river. A piece on the eye in between blocks the way."
        }
        PieceKind::Horse if de => {
            "Zieht einen Punkt gerade und dann einen schräg nach außen. Ein Stein auf dem ersten Punkt (Fußangel) sperrt beide Ziele dahinter."
        }
        PieceKind::Horse => {
            "Moves one point straight, then one diagonally outward. A piece on the first point (the leg) blocks both targets behind it."
        }
        PieceKind::Chariot if de => "Zieht beliebig weit gerade, solange der Weg frei ist.",
        PieceKind::Chariot => "Moves any distance straight while the way is clear.",
        PieceKind::Cannon if de => {
            "Zieht wie der Wagen; schlagen kann sie nur, indem sie genau einen Stein (den Schirm) überspringt."
        }
        PieceKind::Cannon => {
            "Moves like the chariot; it captures only by jumping over exactly one piece (the screen)."
        }
        PieceKind::Soldier if de => {
            "Zieht einen Punkt vorwärts; nach dem Fluss auch seitwärts. Nie zurück."
        }
        PieceKind::Soldier => {
            "Moves one point forward; after crossing the river also sideways. Never back."
        }
    }
}

fn piece_name(p: Piece, lang: Lang) -> String {
    let de = lang == Lang::De;
    let color = match (p.color, de) {
        (Color::Red, true) => "Rot",
        (Color::Black, true) => "Schwarz",
        (Color::Red, false) => "Red",
        (Color::Black, false) => "Black",
    };
    let kind = match (p.kind, de) {
        (PieceKind::General, _) => "General",
        (PieceKind::Advisor, true) => "Leibwache",
        (PieceKind::Elephant, true) => "Elefant",
        (PieceKind::Horse, true) => "Pferd",
        (PieceKind::Chariot, true) => "Wagen",
        (PieceKind::Cannon, true) => "Kanone",
        (PieceKind::Soldier, true) => "Soldat",
        (k, false) => match k {
            PieceKind::Advisor => "advisor",
            PieceKind::Elephant => "elephant",
            PieceKind::Horse => "horse",
            PieceKind::Chariot => "chariot",
            PieceKind::Cannon => "cannon",
            _ => "soldier",
        },
    };
    if de {
        format!("{kind} ({color})")
    } else {
        format!("{color} {}", kind.to_lowercase())
    }
}

fn points(v: &[Square]) -> String {
    if v.is_empty() {
        "-".to_string()
    } else {
        v.iter()
            .map(|s| s.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// The move helper as readable lines (points in ICCS).
pub fn render_help(help: &MoveHelp, lang: Lang) -> String {
    let de = lang == Lang::De;
    let mut out = String::new();
    let name = piece_name(help.piece, lang);
    out.push_str(&format!("{name} {}\n", help.from));
    if !help.to_move {
        out.push_str(if de {
            "(nicht am Zug: Ziele, als wäre diese Seite am Zug)\n"
        } else {
            "(not to move: targets as if this side were to move)\n"
        });
    }
    let label = |d: &'static str, e: &'static str| if de { d } else { e };
    out.push_str(&format!(
        "{}: {}\n",
        label("Erlaubte Ziele", "Legal targets"),
        points(&help.legal)
    ));
    if !help.risky.is_empty() {
        out.push_str(&format!(
            "{}: {} - {}\n",
            label("Riskant", "Risky"),
            points(&help.risky),
            risky_line(lang)
        ));
    }
    for b in &help.blocked {
        let by = b
            .blocker
            .map(|s| format!(" ({} {s})", label("Stein auf", "piece on")))
            .unwrap_or_default();
        out.push_str(&format!(
            "{} {}{by}: {}\n",
            label("Gesperrt", "Blocked"),
            b.to,
            b.status_line(lang)
        ));
    }
    if !help.checkers.is_empty() {
        out.push_str(&format!(
            "{}: {}\n",
            label("Schach durch", "Check from"),
            points(&help.checkers)
        ));
    }
    out
}

/// The piece card as readable lines.
pub fn render_card(card: &PieceCard, lang: Lang) -> String {
    let de = lang == Lang::De;
    let label = |d: &'static str, e: &'static str| if de { d } else { e };
    let mut out = String::new();
    out.push_str(&format!(
        "{} {}\n",
        piece_name(card.piece, lang),
        card.square
    ));
    out.push_str(gait(card.piece.kind, lang));
    out.push('\n');
    out.push_str(match card.region {
        Region::Palace => label("Steht im Palast.", "Stands in the palace."),
        Region::OwnHalf => label("Steht auf der eigenen Hälfte.", "Stands on its own half."),
        Region::AcrossRiver => label("Steht jenseits des Flusses.", "Stands across the river."),
    });
    out.push('\n');
    out.push_str(&format!(
        "{}: {}\n",
        label("Greift an", "Attacks"),
        points(&card.attacks)
    ));
    out.push_str(&format!(
        "{}: {}\n",
        label("Angegriffen von", "Attacked by"),
        points(&card.attacked_by)
    ));
    out.push_str(&format!(
        "{}: {}\n",
        label("Gedeckt von", "Defended by"),
        points(&card.defended_by)
    ));
    if let Some(p) = card.pinned_by {
        out.push_str(&format!("{} {p}\n", label("Gefesselt durch", "Pinned by")));
    }
    if card.in_danger {
        out.push_str(label(
            "In Gefahr: angegriffen und nicht gedeckt.\n",
            "In danger: attacked and not defended.\n",
        ));
    }
    if card.blocked {
        out.push_str(label(
            "Blockiert: kein erlaubter Zug.\n",
            "Blocked: no legal move.\n",
        ));
    } else {
        out.push_str(&format!(
            "{}: {}\n",
            label("Erlaubte Züge", "Legal moves"),
            card.legal_moves
        ));
    }
    out
}
