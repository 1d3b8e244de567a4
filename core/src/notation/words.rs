//! Moves in words, used to announce the opponent's move: "Pferd vor", "Kanone × Pferd",
//! "Kanone auf Linie 5"; English "Horse forward", "Cannon takes horse", "Cannon to file 5".
//!
//! The shortest phrase that names exactly one legal move is chosen, adding the steps or the
//! target file, the origin file ("von Linie 8") and front/rear only when needed, so every
//! phrase parses back to its move. Check adds ", Schach!" / ", check", mate ", Matt!" /
//! ", checkmate".

use super::desc::{file_rank_of, moves_straight, multi_tandem, rel_rank, Desc, Dir, Sel};
use super::file_number;
use crate::l10n::{self, Locale};
use crate::moves::Move;
use crate::position::Position;
use crate::tr;
use crate::types::PieceKind;
use std::collections::HashMap;
use std::sync::{LazyLock, Mutex};

/// The piece's name, capitalised (`Pferd`, `Horse`, `马`): the message `notation-piece`.
pub fn piece_name(kind: PieceKind, locale: impl Into<Locale>) -> String {
    tr!(locale.into(), "notation-piece", kind = kind.name())
}

/// The selector value of `sel` in the messages (`notation-selected-piece`).
fn sel_key(sel: Sel) -> &'static str {
    match sel {
        Sel::Front => "front",
        Sel::Rear => "rear",
        Sel::Middle => "middle",
        Sel::Nth(1) => "first",
        Sel::Nth(2) => "second",
        Sel::Nth(3) => "third",
        Sel::Nth(4) => "fourth",
        Sel::Nth(_) => "fifth",
    }
}

/// Renders a description. Only the fields the formatter sets are rendered; the order of
/// the parts and the words between them are the message `notation-phrase`'s.
fn render(d: &Desc, locale: Locale) -> String {
    let kind = d.kind.unwrap_or(PieceKind::Soldier).name();
    let sep = l10n::tr(locale, "notation-word-separator");
    // Every part after the piece comes with the separator in front, or is empty.
    let part = |text: Option<String>| match text {
        Some(t) => format!("{sep}{t}"),
        None => String::new(),
    };
    let piece = match d.sel {
        Some(sel) => tr!(
            locale,
            "notation-selected-piece",
            sel = sel_key(sel),
            kind = kind
        ),
        None => tr!(locale, "notation-piece", kind = kind),
    };
    let from = part(
        d.from_file
            .map(|f| tr!(locale, "notation-from-file", file = f)),
    );
    let steps = part(d.steps.map(|n| tr!(locale, "notation-steps", n = n)));
    let dir = part(match d.dir {
        Some(Dir::Forward) => Some(tr!(locale, "notation-direction", dir = "forward")),
        Some(Dir::Back) => Some(tr!(locale, "notation-direction", dir = "back")),
        Some(Dir::Sideways) | None => None,
    });
    let to = part(d.to_file.map(|f| tr!(locale, "notation-to-file", file = f)));
    let capture = part(
        d.captured
            .map(|c| tr!(locale, "notation-captures", kind = c.name())),
    );
    tr!(
        locale,
        "notation-phrase",
        piece = piece,
        from = from,
        steps = steps,
        dir = dir,
        to = to,
        capture = capture
    )
}

/// The phrases rendered so far: a phrase is some eight messages, and a move list in words
/// renders the same few hundred phrases again and again. (A move in words took 2.7 µs with
/// the phrases in Rust, 6 µs rendered each time from the messages, 1.8 µs cached.)
static PHRASES: LazyLock<Mutex<HashMap<(Locale, Desc), String>>> = LazyLock::new(Default::default);

fn render_cached(d: &Desc, locale: Locale) -> String {
    let key = (locale, *d);
    if let Some(text) = PHRASES.lock().ok().and_then(|c| c.get(&key).cloned()) {
        return text;
    }
    let text = render(d, locale);
    if let Ok(mut cache) = PHRASES.lock() {
        // Bounded: the phrases of three locales fit many times over.
        if cache.len() >= 8192 {
            cache.clear();
        }
        cache.insert(key, text.clone());
    }
    text
}

/// What the phrase of `d` says when read back (see [`parse_words`]): a sideways move is
/// not put in words, and a phrase that says nothing about the move is no phrase.
fn read_back(d: &Desc) -> Option<Desc> {
    let back = Desc {
        dir: d.dir.filter(|&x| x != Dir::Sideways),
        ..*d
    };
    let says_move = back.dir.is_some()
        || back.to_file.is_some()
        || back.steps.is_some()
        || back.captured.is_some();
    (back.kind.is_some() && says_move).then_some(back)
}

/// Candidate descriptions of `m`, from the shortest to the complete one.
fn levels(pos: &Position, m: Move) -> Vec<Desc> {
    let (from, to) = (m.from(), m.to());
    let Some(p) = pos.piece_at(from) else {
        return Vec::new();
    };
    let us = p.color;
    let (rf, rt) = (rel_rank(us, from), rel_rank(us, to));
    let dir = if rf == rt {
        Dir::Sideways
    } else if rt > rf {
        Dir::Forward
    } else {
        Dir::Back
    };
    let base = Desc {
        kind: Some(p.kind),
        ..Desc::default()
    };
    // The direction and its number: steps along the file or the target file.
    let mut full = base;
    full.dir = Some(dir);
    if from.file() == to.file() && moves_straight(p.kind) {
        full.steps = Some(rf.abs_diff(rt) as u8);
    } else {
        full.to_file = Some(file_number(us, to.file().index()));
    }
    let short = if dir == Dir::Sideways {
        full
    } else {
        Desc {
            dir: Some(dir),
            ..base
        }
    };
    let from_file = Some(file_number(us, from.file().index()));
    let (n, idx) = file_rank_of(pos, us, p.kind, from);
    let sel = (n >= 2).then(|| {
        if idx == 0 {
            Sel::Front
        } else if idx + 1 == n {
            Sel::Rear
        } else if n == 3 && !multi_tandem(pos.pieces(us, p.kind)) {
            Sel::Middle
        } else {
            Sel::Nth(idx as u8 + 1)
        }
    });
    let mut out = Vec::new();
    if let Some(cap) = pos.piece_at(to).map(|q| q.kind) {
        let c = Desc {
            captured: Some(cap),
            ..base
        };
        out.push(c);
        out.push(Desc { from_file, ..c });
        out.push(Desc {
            sel,
            from_file,
            ..c
        });
        out.push(Desc {
            sel,
            from_file,
            captured: Some(cap),
            ..full
        });
    } else {
        out.push(short);
        out.push(full);
        out.push(Desc { from_file, ..full });
        out.push(Desc {
            sel,
            from_file,
            ..full
        });
    }
    out
}

pub(crate) fn format_words(pos: &Position, m: Move, locale: impl Into<Locale>) -> String {
    let locale = locale.into();
    let legal = pos.legal_moves();
    // Uniqueness is judged on the phrase as it reads back, not on the description it came
    // from: "Kanone auf Linie 5" also fits a cannon moving straight along file 5. Every
    // locale's phrase says the same (the tests check it against `parse_words`).
    let unique = |d: &Desc| {
        read_back(d).is_some_and(|d| {
            let mut hits = legal.iter().filter(|&&x| d.matches(pos, x));
            hits.next() == Some(&m) && hits.next().is_none()
        })
    };
    let ls = levels(pos, m);
    let mut text = match ls.iter().find(|d| unique(d)).or(ls.last()) {
        Some(d) => render_cached(d, locale),
        None => m.to_string(),
    };
    match super::mark(pos, m) {
        "!" => text.push_str(&l10n::tr(locale, "notation-check")),
        "#" => text.push_str(&l10n::tr(locale, "notation-checkmate")),
        _ => {}
    }
    text
}

fn word_kind(w: &str) -> Option<PieceKind> {
    Some(match w {
        "general" | "feldherr" | "king" => PieceKind::General,
        "leibwache" | "advisor" | "guard" => PieceKind::Advisor,
        "elefant" | "elephant" | "minister" => PieceKind::Elephant,
        "pferd" | "horse" | "knight" => PieceKind::Horse,
        "wagen" | "chariot" | "rook" => PieceKind::Chariot,
        "kanone" | "cannon" => PieceKind::Cannon,
        "soldat" | "soldier" | "pawn" => PieceKind::Soldier,
        _ => return None,
    })
}

fn word_sel(w: &str) -> Option<Sel> {
    const DE: [(&str, Sel); 8] = [
        ("vorder", Sel::Front),
        ("hinter", Sel::Rear),
        ("mittler", Sel::Middle),
        ("erst", Sel::Nth(1)),
        ("zweit", Sel::Nth(2)),
        ("dritt", Sel::Nth(3)),
        ("viert", Sel::Nth(4)),
        ("fünft", Sel::Nth(5)),
    ];
    for (stem, sel) in DE {
        if let Some(end) = w.strip_prefix(stem) {
            if matches!(end, "e" | "er" | "es" | "en") {
                return Some(sel);
            }
        }
    }
    Some(match w {
        "front" => Sel::Front,
        "rear" | "back" => Sel::Rear,
        "middle" => Sel::Middle,
        "first" => Sel::Nth(1),
        "second" => Sel::Nth(2),
        "third" => Sel::Nth(3),
        "fourth" => Sel::Nth(4),
        "fifth" => Sel::Nth(5),
        _ => return None,
    })
}

fn number(w: &str) -> Option<u8> {
    w.parse::<u8>().ok().filter(|n| (1..=9).contains(n))
}

/// Parses German or English words. Word order is free; every word must be known.
pub(crate) fn parse_words(text: &str) -> Option<Desc> {
    let lower = text.to_lowercase().replace(['×', ','], " × ");
    let toks: Vec<&str> = lower
        .split(|c: char| c.is_whitespace() || matches!(c, '!' | '.' | ';'))
        .filter(|t| !t.is_empty())
        .collect();
    if toks.is_empty() {
        return None;
    }
    let mut d = Desc::default();
    let mut i = 0;
    let mut saw_piece = false;
    while i < toks.len() {
        let w = toks[i];
        let next = toks.get(i + 1).copied();
        match w {
            "×" | "x" | "schlägt" | "takes" | "captures" => {
                // A comma (folded to ×) before "Schach" is not a capture.
                if let Some(k) = next.and_then(word_kind) {
                    d.captured = Some(k);
                    i += 1;
                }
            }
            "vor" | "vorwärts" | "forward" | "forwards" | "advances" => d.dir = Some(Dir::Forward),
            "zurück" | "rückwärts" | "back" | "backward" | "backwards" | "retreats"
                if saw_piece =>
            {
                d.dir = Some(Dir::Back)
            }
            "quer" | "seitwärts" | "sideways" => d.dir = Some(Dir::Sideways),
            "von" | "from" | "auf" | "to" | "nach" => {
                let (f, skip) = match (next, toks.get(i + 2)) {
                    (Some("linie" | "file"), Some(n)) => (number(n)?, 2),
                    (Some(n), _) => (number(n)?, 1),
                    _ => return None,
                };
                if matches!(w, "von" | "from") {
                    d.from_file = Some(f);
                } else {
                    d.to_file = Some(f);
                }
                i += skip;
            }
            "schach" | "check" | "matt" | "checkmate" | "mate" | "zieht" | "moves" | "the"
            | "der" | "die" | "das" => {}
            _ => {
                if let Some(n) = number(w) {
                    match next {
                        Some("punkt" | "punkte" | "point" | "points" | "schritt" | "schritte") => {
                            d.steps = Some(n);
                            i += 1;
                        }
                        _ => return None,
                    }
                } else if let Some(k) = word_kind(w) {
                    if saw_piece {
                        return None;
                    }
                    d.kind = Some(k);
                    saw_piece = true;
                } else if let Some(s) = word_sel(w) {
                    d.sel = Some(s);
                } else {
                    return None;
                }
            }
        }
        i += 1;
    }
    // A phrase must name the piece and say something about the move.
    let says_move =
        d.dir.is_some() || d.to_file.is_some() || d.steps.is_some() || d.captured.is_some();
    (saw_piece && says_move).then_some(d)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The uniqueness of a phrase is judged on [`read_back`]; it must say what the German
    /// and the English phrase say when parsed, on every level of every move of many games.
    #[test]
    fn read_back_is_what_the_phrases_parse_to() {
        let mut seen = 0;
        for game in 0..16u32 {
            let mut pos = Position::startpos();
            for ply in 0..100u32 {
                let legal = pos.legal_moves();
                if legal.is_empty() {
                    break;
                }
                for &m in legal.iter() {
                    for d in levels(&pos, m) {
                        for locale in [Locale::De, Locale::En] {
                            let text = render(&d, locale);
                            assert_eq!(read_back(&d), parse_words(&text), "{text}");
                        }
                        seen += 1;
                    }
                }
                let pick = (game * 7919 + ply * 104_729) as usize % legal.len();
                pos.make_move(legal[pick]);
            }
        }
        assert!(seen > 10_000, "{seen}");
    }
}
