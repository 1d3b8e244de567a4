//! Moves in words, used to announce the opponent's move: "Pferd vor", "Kanone × Pferd",
//! "Kanone auf Linie 5"; English "Horse forward", "Cannon takes horse", "Cannon to file 5".
//!
//! The shortest phrase that names exactly one legal move is chosen, adding the steps or the
//! target file, the origin file ("von Linie 8") and front/rear only when needed, so every
//! phrase parses back to its move. Check adds ", Schach!" / ", check", mate ", Matt!" /
//! ", checkmate".

use super::desc::{file_rank_of, moves_straight, multi_tandem, rel_rank, Desc, Dir, Sel};
use super::file_number;
use crate::lang::Lang;
use crate::moves::Move;
use crate::position::Position;
use crate::types::PieceKind;

/// German and English piece names.
/// The piece's name, capitalised (`Pferd`, `Horse`).
pub fn piece_name(kind: PieceKind, lang: Lang) -> &'static str {
    match (lang, kind) {
        (Lang::De, PieceKind::General) => "General",
        (Lang::De, PieceKind::Advisor) => "Leibwache",
        (Lang::De, PieceKind::Elephant) => "Elefant",
        (Lang::De, PieceKind::Horse) => "Pferd",
        (Lang::De, PieceKind::Chariot) => "Wagen",
        (Lang::De, PieceKind::Cannon) => "Kanone",
        (Lang::De, PieceKind::Soldier) => "Soldat",
        (Lang::En, PieceKind::General) => "General",
        (Lang::En, PieceKind::Advisor) => "Advisor",
        (Lang::En, PieceKind::Elephant) => "Elephant",
        (Lang::En, PieceKind::Horse) => "Horse",
        (Lang::En, PieceKind::Chariot) => "Chariot",
        (Lang::En, PieceKind::Cannon) => "Cannon",
        (Lang::En, PieceKind::Soldier) => "Soldier",
    }
}

/// German adjective ending for the piece's gender (der Wagen, die Kanone, das Pferd).
fn de_ending(kind: PieceKind) -> &'static str {
    match kind {
        PieceKind::Advisor | PieceKind::Cannon => "e",
        PieceKind::Horse => "es",
        _ => "er",
    }
}

fn sel_word(sel: Sel, kind: PieceKind, lang: Lang) -> String {
    match lang {
        Lang::De => {
            let stem = match sel {
                Sel::Front => "Vorder",
                Sel::Rear => "Hinter",
                Sel::Middle => "Mittler",
                Sel::Nth(1) => "Erst",
                Sel::Nth(2) => "Zweit",
                Sel::Nth(3) => "Dritt",
                Sel::Nth(4) => "Viert",
                Sel::Nth(_) => "Fünft",
            };
            format!("{stem}{}", de_ending(kind))
        }
        Lang::En => match sel {
            Sel::Front => "Front",
            Sel::Rear => "Rear",
            Sel::Middle => "Middle",
            Sel::Nth(1) => "First",
            Sel::Nth(2) => "Second",
            Sel::Nth(3) => "Third",
            Sel::Nth(4) => "Fourth",
            Sel::Nth(_) => "Fifth",
        }
        .to_string(),
    }
}

/// Renders a description. Only the fields the formatter sets are rendered.
fn render(d: &Desc, lang: Lang) -> String {
    let kind = d.kind.unwrap_or(PieceKind::Soldier);
    let mut parts: Vec<String> = Vec::new();
    let name = piece_name(kind, lang);
    match d.sel {
        Some(sel) => {
            parts.push(sel_word(sel, kind, lang));
            parts.push(match lang {
                Lang::De => name.to_string(),
                Lang::En => name.to_lowercase(),
            });
        }
        None => parts.push(name.to_string()),
    }
    if let Some(f) = d.from_file {
        parts.push(match lang {
            Lang::De => format!("von Linie {f}"),
            Lang::En => format!("from file {f}"),
        });
    }
    let plural = |n: u8| match (lang, n) {
        (Lang::De, 1) => "Punkt",
        (Lang::De, _) => "Punkte",
        (Lang::En, 1) => "point",
        (Lang::En, _) => "points",
    };
    match lang {
        Lang::De => {
            if let Some(s) = d.steps {
                parts.push(format!("{s} {}", plural(s)));
            }
            match d.dir {
                Some(Dir::Forward) => parts.push("vor".into()),
                Some(Dir::Back) => parts.push("zurück".into()),
                Some(Dir::Sideways) | None => {}
            }
            if let Some(t) = d.to_file {
                parts.push(format!("auf Linie {t}"));
            }
            if let Some(c) = d.captured {
                parts.push(format!("× {}", piece_name(c, lang)));
            }
        }
        Lang::En => {
            match d.dir {
                Some(Dir::Forward) => parts.push("forward".into()),
                Some(Dir::Back) => parts.push("back".into()),
                Some(Dir::Sideways) | None => {}
            }
            if let Some(s) = d.steps {
                parts.push(format!("{s} {}", plural(s)));
            }
            if let Some(t) = d.to_file {
                parts.push(format!("to file {t}"));
            }
            if let Some(c) = d.captured {
                parts.push(format!("takes {}", piece_name(c, lang).to_lowercase()));
            }
        }
    }
    parts.join(" ")
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

pub(crate) fn format_words(pos: &Position, m: Move, lang: Lang) -> String {
    let legal = pos.legal_moves();
    let ls = levels(pos, m);
    // Uniqueness is judged on the phrase as it reads back, not on the description it came
    // from: "Kanone auf Linie 5" also fits a cannon moving straight along file 5.
    let unique = |text: &str| {
        parse_words(text).is_some_and(|d| {
            let mut hits = legal.iter().filter(|&&x| d.matches(pos, x));
            hits.next() == Some(&m) && hits.next().is_none()
        })
    };
    let texts: Vec<String> = ls.iter().map(|d| render(d, lang)).collect();
    let mut text = match texts.iter().find(|t| unique(t)).or(texts.last()) {
        Some(t) => t.clone(),
        None => m.to_string(),
    };
    match super::mark(pos, m) {
        "!" => text.push_str(match lang {
            Lang::De => ", Schach!",
            Lang::En => ", check",
        }),
        "#" => text.push_str(match lang {
            Lang::De => ", Matt!",
            Lang::En => ", checkmate",
        }),
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
