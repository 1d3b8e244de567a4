//! The terminal as the app's screen: prompts that explain what they accept and ask again, the
//! board as text, the database location and its opening (with the recovery offer). Every
//! sentence is in the player's language; the game's own texts come from the app layer.

use crate::CliError;
use std::io::{BufRead, IsTerminal};
use std::path::{Path, PathBuf};
use xiangqi::app::{App, AppError, ErrorKind};
use xiangqi::{tr, Color, Lang, Move, Piece, PieceKind, Position, Square};

/// The user's language from the locale (`LC_ALL`, `LC_MESSAGES`, `LANG`, in that order).
pub fn locale_lang() -> Lang {
    let var = |name| std::env::var(name).unwrap_or_default();
    let values = [var("LC_ALL"), var("LC_MESSAGES"), var("LANG")];
    Lang::from_locale(values.iter().map(String::as_str))
}

/// `$XDG_DATA_HOME/xiangqi/xiangqi.db` (or `~/.local/share/...`).
pub fn default_db() -> PathBuf {
    let base = std::env::var_os("XDG_DATA_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".local/share")))
        .unwrap_or_else(|| PathBuf::from("."));
    base.join("xiangqi").join("xiangqi.db")
}

/// An app error as a one-line failure in `lang`.
pub fn say(lang: Lang) -> impl Fn(AppError) -> CliError {
    move |e| CliError(e.message(lang))
}

/// What ends a prompt loop besides the end of input.
pub fn is_quit(answer: &str) -> bool {
    matches!(
        answer.to_lowercase().as_str(),
        "q" | "quit" | "exit" | "ende" | "beenden" | "退出"
    )
}

/// Yes or no, in any of the languages.
pub fn yes_no(answer: &str) -> Option<bool> {
    match answer.to_lowercase().as_str() {
        "j" | "ja" | "y" | "yes" | "是" => Some(true),
        "n" | "nein" | "no" | "否" => Some(false),
        _ => None,
    }
}

pub struct Term {
    lines: std::io::Lines<std::io::StdinLock<'static>>,
    /// Scripted input is echoed after its prompt, so a transcript reads like a session.
    echo: bool,
    pub letters: bool,
    pub color: bool,
    pub lang: Lang,
}

impl Term {
    pub fn new(lang: Lang, letters: bool, color: bool) -> Term {
        let stdin: &'static std::io::Stdin = Box::leak(Box::new(std::io::stdin()));
        Term {
            lines: stdin.lock().lines(),
            echo: !std::io::stdin().is_terminal(),
            letters,
            color: color && std::io::stdout().is_terminal(),
            lang,
        }
    }

    /// Prompts and reads one line (trimmed); `None` at the end of input.
    pub fn ask(&mut self, prompt: &str) -> Option<String> {
        out!("{prompt}");
        let line = self.lines.next()?.ok()?;
        if self.echo {
            outln!("{line}");
        }
        Some(line.trim().to_string())
    }

    /// Asks until the answer parses. An empty answer is `default` (when there is one); `quit`
    /// or the end of input give `None`; anything else says what is accepted and asks again.
    pub fn ask_choice<T: Copy>(
        &mut self,
        prompt: &str,
        accepted: &str,
        default: Option<T>,
        parse: impl Fn(&str) -> Option<T>,
    ) -> Option<T> {
        loop {
            let answer = self.ask(prompt)?;
            if answer.is_empty() {
                if let Some(d) = default {
                    return Some(d);
                }
            } else if is_quit(&answer) {
                return None;
            } else if let Some(v) = parse(&answer) {
                return Some(v);
            }
            outln!(
                "{}",
                tr!(self.lang, "cli-please-enter", accepted = accepted)
            );
        }
    }

    /// A yes/no question; an empty answer is `default`.
    pub fn ask_yes_no(&mut self, prompt: &str, default: bool) -> Option<bool> {
        let accepted = tr!(self.lang, "cli-yes-or-no").into_owned();
        self.ask_choice(prompt, &accepted, Some(default), yes_no)
    }

    /// The board with `bottom`'s side at the bottom, files and ranks labelled (ICCS).
    pub fn board(&self, pos: &Position, bottom: Color, last: Option<Move>) -> String {
        self.painter().draw(|s| pos.piece_at(s), bottom, last)
    }

    /// How this terminal draws boards (for another thread).
    pub fn painter(&self) -> Painter {
        Painter {
            letters: self.letters,
            color: self.color,
        }
    }

    /// Opens the database at `db`. A damaged one is named once and the recovery offered
    /// (the damaged file is kept; what can be read is carried over); declining it is an
    /// error that says nothing was changed.
    pub fn open_app(&mut self, db: &Path) -> Result<Option<App>, CliError> {
        if let Some(dir) = db.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(|e| {
                CliError(tr!(
                    self.lang,
                    "cli-cannot-create",
                    path = dir.display().to_string(),
                    reason = e.to_string()
                ))
            })?;
        }
        let err = match App::open(db) {
            Ok(app) => return Ok(Some(app)),
            Err(e) if e.kind() == ErrorKind::CorruptDatabase => e,
            Err(e) => return Err(say(self.lang)(e)),
        };
        outln!("{}: {}", db.display(), err.message(self.lang));
        let prompt = tr!(self.lang, "cli-start-afresh").into_owned();
        if self.ask_yes_no(&prompt, true) != Some(true) {
            // Declined: nothing was touched, and the player is told so (not a silent exit).
            return Err(CliError(tr!(
                self.lang,
                "cli-nothing-changed",
                file = db.display().to_string()
            )));
        }
        let (app, moved_to, salvaged) = App::recover(db).map_err(say(self.lang))?;
        outln!(
            "{}",
            xiangqi::app::recovery_text(moved_to.as_deref(), &salvaged, self.lang)
        );
        Ok(Some(app))
    }
}

/// Draws boards as text: letters or the board's characters, with or without colour.
#[derive(Clone, Copy, Debug)]
pub struct Painter {
    pub letters: bool,
    pub color: bool,
}

impl Painter {
    /// One piece as the board draws it.
    pub fn piece_text(&self, p: Piece) -> String {
        let text = if self.letters {
            p.fen_char().to_string()
        } else {
            glyph(p).to_string()
        };
        if !self.color {
            return text;
        }
        match p.color {
            Color::Red => format!("\x1b[1;31m{text}\x1b[0m"),
            Color::Black => format!("\x1b[1;34m{text}\x1b[0m"),
        }
    }

    /// The board (pieces from `piece_at`) with `bottom`'s side at the bottom, files and ranks
    /// labelled (ICCS), the last move's points marked.
    pub fn draw(
        &self,
        piece_at: impl Fn(Square) -> Option<Piece>,
        bottom: Color,
        last: Option<Move>,
    ) -> String {
        let ranks: Vec<i32> = match bottom {
            Color::Red => (0..10).rev().collect(),
            Color::Black => (0..10).collect(),
        };
        let files: Vec<i32> = match bottom {
            Color::Red => (0..9).collect(),
            Color::Black => (0..9).rev().collect(),
        };
        let empty = if self.letters { "." } else { "＋" };
        let mut out = String::new();
        for &r in &ranks {
            out.push_str(&format!("{r} "));
            for &f in &files {
                let Some(s) = Square::from_file_rank(f, r) else {
                    continue;
                };
                let marked = last.is_some_and(|m| m.from() == s || m.to() == s);
                let cell = match piece_at(s) {
                    Some(p) => self.piece_text(p),
                    None if marked => (if self.letters { "*" } else { "＊" }).to_string(),
                    None => empty.to_string(),
                };
                out.push_str(&cell);
                if self.letters {
                    out.push(' ');
                }
            }
            out.push('\n');
            if (bottom == Color::Red && r == 5) || (bottom == Color::Black && r == 4) {
                out.push_str(if self.letters {
                    "  ~~~~~~~~~~~~~~~~~\n"
                } else {
                    "  ～～～ 楚河 漢界 ～～～\n"
                });
            }
        }
        out.push_str("  ");
        for &f in &files {
            let c = (b'a' + f as u8) as char;
            if self.letters {
                out.push(c);
                out.push(' ');
            } else {
                // Full-width letters keep the columns aligned with the characters above.
                out.push(char::from_u32(0xFF41 + f as u32).unwrap_or(c));
            }
        }
        out.push('\n');
        out
    }
}

fn glyph(p: Piece) -> char {
    use PieceKind::*;
    match (p.color, p.kind) {
        (Color::Red, General) => '帥',
        (Color::Red, Advisor) => '仕',
        (Color::Red, Elephant) => '相',
        (Color::Red, Horse) => '傌',
        (Color::Red, Chariot) => '俥',
        (Color::Red, Cannon) => '炮',
        (Color::Red, Soldier) => '兵',
        (Color::Black, General) => '將',
        (Color::Black, Advisor) => '士',
        (Color::Black, Elephant) => '象',
        (Color::Black, Horse) => '馬',
        (Color::Black, Chariot) => '車',
        (Color::Black, Cannon) => '砲',
        (Color::Black, Soldier) => '卒',
    }
}
