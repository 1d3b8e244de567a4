//! The terminal as a shell of the app's core ([`AppCore`]), like the phone apps: it prints
//! the views the core renders as text and turns typed lines into events. The core words
//! everything; the shell's own texts are the help line and a few prompts.
//!
//! Output: each screen is printed as blocks (heading; a game's move strip, the board between
//! its player strips with their captures, lead and clocks; messages, sheets, the numbered
//! buttons and rows); a block is printed again only when its content changed, so the clock's
//! seconds do not repeat the board (a clock running low or into its grace period prints its
//! strip's line alone), and the computer's move or a flag fall is printed when it happens (on
//! the core's thread, under the same lock as everything else).
//!
//! Input: a number picks the button or row printed with it (`N M` picks option M of choice N
//! on a form), words are commands in any of the languages, anything else is a move.

use crate::term::{Painter, Term};
use std::collections::HashMap;
use std::sync::{Arc, Condvar, Mutex, MutexGuard, Weak};
use std::time::{Duration, Instant};
use xiangqi::app::{
    Action, AppCore, AppView, BannerKind, BoardGesture, ButtonView, ChoiceView, DialogView, Effect,
    Event, Field, FormView, GameScreenView, ListScreenView, MoveRowView, MoveStripView, OnlineView,
    PlayerStripView, PuzzleMood, RowView, ScreenView, Shell, TextField, TextFieldView,
};
use xiangqi::app::{CardView, Icon, Tab, TabView};
use xiangqi::app::{
    NewGameView, OptionView, SectionView, SettingControl, SettingRowView, SettingsView, ToggleView,
};
use xiangqi::notation::Style;
use xiangqi::{tr, Color, Lang, Move, Piece, PieceKind, Position, Square};

/// What a number picks.
#[derive(Clone, Debug, PartialEq)]
enum Entry {
    Action(Action),
    Choice {
        field: Field,
        options: Vec<String>,
    },
    Toggle {
        field: Field,
        on: bool,
    },
    /// A text field: `N text` types `text` into it.
    Text {
        field: TextField,
    },
}

/// A printed part of a screen: printed again when `key` changes.
struct Block {
    name: &'static str,
    key: String,
    text: String,
}

fn block(name: &'static str, text: String) -> Block {
    Block {
        name,
        key: text.clone(),
        text,
    }
}

struct Printer {
    painter: Painter,
    view: Option<AppView>,
    /// The screen the blocks belong to (depth and kind): another one prints everything.
    screen: String,
    dialog_open: bool,
    printed: HashMap<&'static str, String>,
    entries: Vec<Entry>,
    /// Composite commands (quit, notation) step through screens without printing them.
    quiet: bool,
}

/// The shell: renders on the core's thread, read by the input loop.
pub struct TextShell {
    printer: Mutex<Printer>,
    changed: Condvar,
    /// The core, for the board of screens whose view has no position (lesson, review).
    core: Mutex<Weak<AppCore>>,
}

impl TextShell {
    pub fn new(painter: Painter) -> Arc<TextShell> {
        Arc::new(TextShell {
            printer: Mutex::new(Printer {
                painter,
                view: None,
                screen: String::new(),
                dialog_open: false,
                printed: HashMap::new(),
                entries: Vec::new(),
                quiet: false,
            }),
            changed: Condvar::new(),
            core: Mutex::new(Weak::new()),
        })
    }

    /// Prints nothing until [`TextShell::show`] (screens passed on the way to the first).
    pub fn hush(&self) {
        self.lock().quiet = true;
    }

    /// Prints the whole screen (after [`TextShell::hush`]).
    pub fn show(&self) {
        let pieces = self.pieces_from_core();
        let mut p = self.lock();
        p.quiet = false;
        let text = p.reprint(pieces);
        out!("{text}");
    }

    fn lock(&self) -> MutexGuard<'_, Printer> {
        self.printer.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn pieces_from_core(&self) -> Option<HashMap<Square, Piece>> {
        let core = self.core.lock().ok()?.upgrade()?;
        let scene = core.board_scene(900.0, 1000.0, 1.0);
        if scene.pieces.is_empty() {
            return None;
        }
        Some(scene.pieces.iter().map(|p| (p.point, p.piece)).collect())
    }
}

impl Shell for TextShell {
    fn render(&self, view: AppView) {
        let core_pieces = match view.top() {
            Some(ScreenView::Lesson { .. } | ScreenView::Review { .. }) => self.pieces_from_core(),
            _ => None,
        };
        let mut p = self.lock();
        let text = p.update(view, core_pieces);
        if !p.quiet && !text.is_empty() {
            out!("{text}");
        }
        drop(p);
        self.changed.notify_all();
    }

    fn effect(&self, effect: Effect) {
        // Sound, music, haptics and speech have no terminal form; what they say is in the
        // view's texts. A shared position is its caption and FEN; a backup is a file here.
        match effect {
            Effect::Share { caption, fen, .. } if !self.lock().quiet => {
                outln!("{caption}\n{fen}");
            }
            // The terminal's clipboard is the screen: the text is printed to copy.
            Effect::CopyText { text } if !self.lock().quiet => outln!("{text}"),
            Effect::SaveFile { name, bytes, .. } => {
                let ok = std::fs::write(&name, bytes).is_ok();
                if ok {
                    outln!("-> {name}");
                }
                if let Some(core) = self.core.lock().ok().and_then(|c| c.upgrade()) {
                    core.send(Event::FileSaved { ok });
                }
            }
            Effect::OpenFile { .. } => {
                if let Some(core) = self.core.lock().ok().and_then(|c| c.upgrade()) {
                    core.send(Event::FileOpened { bytes: None });
                }
            }
            _ => {}
        }
    }
}

fn screen_kind(s: &ScreenView) -> &'static str {
    match s {
        ScreenView::Home { .. } => "home",
        ScreenView::NewGame { .. } => "new",
        ScreenView::Game { .. } => "game",
        ScreenView::Puzzles { .. } => "puzzles",
        ScreenView::Puzzle { .. } => "puzzle",
        ScreenView::School { .. } => "school",
        ScreenView::Lesson { .. } => "lesson",
        ScreenView::Records { .. } => "records",
        ScreenView::Settings { .. } => "settings",
        ScreenView::Review { .. } => "review",
        ScreenView::Analysis { .. } => "analysis",
        ScreenView::Editor { .. } => "editor",
        ScreenView::Online { .. } => "online",
        ScreenView::Challenge { .. } => "challenge",
        ScreenView::List { .. } => "list",
        ScreenView::More { .. } => "more",
    }
}

impl Printer {
    /// Takes the new view; returns what to print.
    fn update(&mut self, view: AppView, core_pieces: Option<HashMap<Square, Piece>>) -> String {
        let screen = format!(
            "{}:{}:{}",
            view.stack.len(),
            view.top().map_or("", screen_kind),
            view.top().map_or("", |s| s.title())
        );
        let dialog_open = view.dialog.is_some();
        if screen != self.screen || dialog_open != self.dialog_open {
            self.printed.clear();
            self.screen = screen;
            self.dialog_open = dialog_open;
        }
        let mut entries = Vec::new();
        let mut blocks = Vec::new();
        if let Some(banner) = &view.banner {
            let mark = if banner.kind == BannerKind::Error {
                "! "
            } else {
                ""
            };
            blocks.push(block("banner", format!("{mark}{}\n", banner.text)));
        } else {
            blocks.push(block("banner", String::new()));
        }
        match &view.dialog {
            Some(d) => blocks.push(block("dialog", dialog_text(d, &mut entries))),
            None => {
                blocks.push(block("tabs", tabs_line(&view.tabs)));
                if let Some(top) = view.top() {
                    self.screen_blocks(top, view.lang, core_pieces, &mut entries, &mut blocks);
                }
            }
        }
        let mut out = String::new();
        let mut board_printed = false;
        for b in blocks {
            if self.printed.get(b.name) != Some(&b.key) {
                // A clock's news is on the board's strips when the board is printed anyway.
                if !(b.name == "clock" && board_printed) {
                    out.push_str(&b.text);
                }
                board_printed |= b.name == "board";
                self.printed.insert(b.name, b.key);
            }
        }
        self.entries = entries;
        self.view = Some(view);
        out
    }

    /// Everything printed again (the `board` command).
    fn reprint(&mut self, core_pieces: Option<HashMap<Square, Piece>>) -> String {
        self.printed.clear();
        match self.view.take() {
            Some(v) => self.update(v, core_pieces),
            None => String::new(),
        }
    }

    fn board(
        &self,
        piece_at: impl Fn(Square) -> Option<Piece>,
        bottom: Color,
        last: Option<Move>,
    ) -> String {
        self.painter.draw(piece_at, bottom, last)
    }

    fn fen_board(&self, fen: &str, bottom: Color, last: Option<Move>) -> String {
        match Position::from_fen(fen) {
            Ok(pos) => self.board(|s| pos.piece_at(s), bottom, last),
            Err(_) => String::new(),
        }
    }

    fn screen_blocks(
        &self,
        top: &ScreenView,
        lang: Lang,
        core_pieces: Option<HashMap<Square, Piece>>,
        e: &mut Vec<Entry>,
        blocks: &mut Vec<Block>,
    ) {
        blocks.push(block("title", format!("\n== {} ==\n", top.title())));
        match top {
            ScreenView::Home { home } => {
                let mut t = button_line(&home.new_game, e);
                if let Some(line) = &home.invitation {
                    t.push_str(&format!("{line}\n"));
                }
                t.push_str(&format!("{}\n", home.characters_title));
                for c in &home.characters {
                    e.push(Entry::Action(c.action.clone()));
                    let record = c
                        .record
                        .as_deref()
                        .map_or(String::new(), |r| format!(" · {r}"));
                    t.push_str(&format!(
                        "  {}) {} {} – {}{record}\n",
                        e.len(),
                        c.portrait,
                        c.name,
                        c.detail
                    ));
                }
                if let Some(daily) = &home.daily {
                    t.push_str(&card_line(daily, e));
                }
                if let Some(learn) = &home.learn {
                    t.push_str(&format!("{}\n", home.learn_title));
                    t.push_str(&card_line(learn, e));
                }
                if !home.unfinished.is_empty() {
                    t.push_str(&format!("{}\n", home.unfinished_title));
                    for c in &home.unfinished {
                        t.push_str(&card_line(c, e));
                    }
                }
                blocks.push(block("home", t));
            }
            ScreenView::More { more } => {
                let mut t = String::new();
                for g in &more.groups {
                    t.push_str(&format!("{}\n", g.title));
                    for r in &g.rows {
                        t.push_str(&row_line(&r.row, e));
                    }
                }
                blocks.push(block("list", t));
            }
            ScreenView::Online { online } => {
                blocks.push(block("online", online_text(online, lang, e)))
            }
            ScreenView::List { list } => blocks.push(block("list", list_text(list, e))),
            ScreenView::NewGame { form } => {
                blocks.push(block("form", new_game_text(form, lang, e)));
            }
            ScreenView::Settings { form } => {
                blocks.push(block("form", settings_text(form, lang, e)));
            }
            ScreenView::Challenge { form } => {
                blocks.push(block("form", form_text(form, lang, e)));
            }
            ScreenView::Game { game } => self.game_blocks(game, e, blocks),
            ScreenView::Puzzles { puzzles } => {
                let mut t = format!("{}\n", puzzles.intro);
                if let Some(daily) = &puzzles.daily {
                    t.push_str(&card_line(daily, e));
                }
                for c in &puzzles.levels {
                    t.push_str(&card_line(c, e));
                }
                blocks.push(block("list", t));
            }
            ScreenView::Puzzle { puzzle } => {
                blocks.push(block("task", format!("{}\n", puzzle.task)));
                let v = &puzzle.puzzle;
                let bottom =
                    Position::from_fen(&v.start_fen).map_or(Color::Red, |p| p.side_to_move());
                let board = self.fen_board(&v.fen, bottom, v.played.last().copied());
                let daily = puzzle
                    .daily_line
                    .as_ref()
                    .map(|d| format!("{d}\n"))
                    .unwrap_or_default();
                // The feedback line (how the last try went), and the status where it says
                // more (the outcome, a practice attempt); a solved puzzle's moment under it.
                let f = &puzzle.feedback;
                let mark = match f.mood {
                    PuzzleMood::Correct | PuzzleMood::Solved => "✓ ",
                    PuzzleMood::Wrong | PuzzleMood::Failed => "✗ ",
                    PuzzleMood::YourMove => "",
                };
                // (A solved puzzle's sheet repeats the line as its headline.)
                let repeated = puzzle
                    .success
                    .as_ref()
                    .is_some_and(|s| s.headline == f.text);
                let mut lines = if repeated {
                    String::new()
                } else {
                    format!("{mark}{}\n", f.text)
                };
                if puzzle.success.is_none() && puzzle.status != f.text {
                    lines.push_str(&format!("{}\n", puzzle.status));
                }
                blocks.push(Block {
                    name: "board",
                    key: format!("{}|{}|{}", v.fen, puzzle.status, f.text),
                    text: format!("{board}{daily}{lines}"),
                });
                blocks.push(block("message", opt_line(&puzzle.message)));
                blocks.push(block(
                    "hint",
                    opt_line(&puzzle.hint.as_ref().map(|h| h.text.clone())),
                ));
                let solution = puzzle
                    .solution
                    .as_ref()
                    .map(|s| tr!(lang, "cli-solution", moves = s.notation.join(" ")));
                blocks.push(block("solution", opt_line(&solution)));
                blocks.push(block(
                    "card",
                    opt_line(&puzzle.card.as_ref().map(|c| c.text.clone())),
                ));
                let mut t = String::new();
                if let Some(success) = &puzzle.success {
                    t.push_str(&format!("\n★ {}\n   {}\n", success.headline, success.score));
                    t.push_str(&opt_line(
                        &success.streak.as_ref().map(|s| format!("   {s}")),
                    ));
                    if let Some(next) = &success.next {
                        t.push_str(&buttons_line(std::slice::from_ref(next), e));
                    }
                }
                blocks.push(block("success", t));
                // The sheet's Next puzzle is the bar's too: offered once.
                let shown_next = puzzle.success.as_ref().and_then(|s| s.next.as_ref());
                let bar: Vec<ButtonView> = puzzle
                    .buttons
                    .iter()
                    .filter(|b| !shown_next.is_some_and(|n| n.action == b.action))
                    .cloned()
                    .collect();
                blocks.push(block("buttons", buttons_line(&bar, e)));
            }
            ScreenView::School { school } => {
                let mut t = format!("{}\n{}\n", school.intro, school.progress);
                for c in &school.lessons {
                    t.push_str(&card_line(c, e));
                }
                blocks.push(block("list", t));
            }
            ScreenView::Lesson { lesson } => {
                let l = &lesson.lesson;
                blocks.push(block("task", format!("{}\n{}\n", l.explanation, l.task)));
                let board = match &core_pieces {
                    Some(pieces) => self.board(|s| pieces.get(&s).copied(), Color::Red, None),
                    None => self.fen_board(&l.fen, Color::Red, None),
                };
                blocks.push(block("board", board));
                blocks.push(block("feedback", opt_line(&lesson.feedback)));
                blocks.push(block("message", opt_line(&lesson.message)));
                blocks.push(block(
                    "hint",
                    opt_line(&lesson.hint.as_ref().map(|h| h.text.clone())),
                ));
                blocks.push(block(
                    "card",
                    opt_line(&lesson.card.as_ref().map(|c| c.text.clone())),
                ));
                blocks.push(block("buttons", buttons_line(&lesson.buttons, e)));
            }
            ScreenView::Records { records } => {
                let mut t = String::new();
                if let Some(line) = &records.invitation {
                    t.push_str(&format!("{line}\n"));
                }
                if let Some(b) = &records.new_game {
                    t.push_str(&button_line(b, e));
                }
                if !records.figures.is_empty() {
                    let figures: Vec<String> = records
                        .figures
                        .iter()
                        .map(|f| format!("{} {}", f.value, f.label))
                        .collect();
                    t.push_str(&format!("{}\n", figures.join(" · ")));
                }
                for l in &records.summary {
                    t.push_str(&format!("{l}\n"));
                }
                t.push_str(&format!("{}\n", records.opponents_title));
                for c in &records.opponents {
                    t.push_str(&card_line(c, e));
                }
                if let Some(daily) = &records.daily {
                    t.push_str(&card_line(daily, e));
                }
                if !records.games.is_empty() {
                    t.push_str(&format!("{}\n", records.games_title));
                    for c in &records.games {
                        t.push_str(&card_line(c, e));
                    }
                }
                blocks.push(block("list", t));
            }
            ScreenView::Review { review } => {
                blocks.push(block("progress", opt_line(&review.progress)));
                if let Some(r) = &review.review {
                    blocks.push(block("summary", r.summary_text.join("\n") + "\n"));
                }
                let board = core_pieces
                    .map(|pieces| self.board(|s| pieces.get(&s).copied(), Color::Red, None))
                    .unwrap_or_default();
                blocks.push(block(
                    "board",
                    format!(
                        "{board}{} / {}\n{}",
                        review.ply,
                        review.ply_count,
                        opt_line(&review.ply_text)
                    ),
                ));
                let mut t = String::new();
                for r in &review.key_moments {
                    t.push_str(&row_line(r, e));
                }
                t.push_str(&buttons_line(&review.buttons, e));
                blocks.push(block("buttons", t));
            }
            ScreenView::Analysis { analysis } => {
                blocks.push(block(
                    "board",
                    self.fen_board(&analysis.fen, Color::Red, None),
                ));
                let mut t = format!("{}\n", analysis.status);
                for l in &analysis.lines {
                    t.push_str(&format!("  {}  {}\n", l.score, l.moves));
                }
                blocks.push(block("lines", t));
                blocks.push(block("buttons", buttons_line(&analysis.buttons, e)));
            }
            ScreenView::Editor { editor } => {
                let v = &editor.editor;
                // The pieces as placed (the position may not be legal yet).
                let pieces: HashMap<Square, Piece> =
                    v.pieces.iter().map(|p| (p.point, p.piece)).collect();
                // The FEN is not shown: `EditorCopyFen` prints it.
                let mut t = self.board(|s| pieces.get(&s).copied(), Color::Red, None);
                if let Some(p) = &v.problem {
                    t.push_str(&format!("{p}\n"));
                }
                blocks.push(block("board", t));
                blocks.push(block("message", opt_line(&editor.message)));
                // The palette: what a tap on the board places, the count where it matters
                // (a piece with none left in brackets), then the eraser; `*` marks the one
                // selected.
                let mut palette = Vec::new();
                for (i, entry) in v.palette.iter().enumerate() {
                    e.push(Entry::Action(Action::EditorPick { index: i as u32 }));
                    let mark = if editor.selected == Some(i as u32) {
                        "*"
                    } else {
                        ""
                    };
                    let piece = self.painter.piece_text(entry.piece);
                    let piece = if entry.left == 0 {
                        format!("({piece})")
                    } else {
                        piece
                    };
                    let badge = entry
                        .badge
                        .as_ref()
                        .map(|b| format!("×{b}"))
                        .unwrap_or_default();
                    palette.push(format!("[{}]{mark}{piece}{badge}", e.len()));
                }
                e.push(Entry::Action(editor.eraser.action.clone()));
                let mark = if editor.selected.is_none() { "*" } else { "" };
                palette.push(format!("[{}]{mark}{}", e.len(), editor.eraser.label));
                let mut t = if palette.is_empty() {
                    String::new()
                } else {
                    format!("{}\n", palette.join(" "))
                };
                t.push_str(&choice_line(&editor.side_to_move, e));
                t.push_str(&buttons_line(&editor.buttons, e));
                blocks.push(block("buttons", t));
            }
        }
    }

    fn game_blocks(&self, g: &GameScreenView, e: &mut Vec<Entry>, blocks: &mut Vec<Block>) {
        let b = &g.board;
        // The heading's details (handicap, house rules, clock) under the short title.
        if b.title != g.title {
            blocks.push(block("heading", format!("{}\n", b.title)));
        }
        blocks.push(block("moves", move_strip_line(&g.move_strip)));
        // The strips around the board, the clocks' times as they stand when it is printed.
        let strips = self.strip_lines(&g.top, &g.bottom);
        let mut text = strips[0].clone();
        text.push_str(&self.fen_board(&b.fen, b.bottom, b.last_move));
        text.push_str(&strips[1]);
        if let Some(w) = &b.warning_text {
            text.push_str(&format!("{w}\n"));
        }
        text.push_str(&format!("{}\n", b.status_text));
        let without_clock = |s: &PlayerStripView| PlayerStripView {
            clock: None,
            accessibility: String::new(),
            ..s.clone()
        };
        blocks.push(Block {
            name: "board",
            key: format!(
                "{}|{:?}|{:?}|{}|{:?}|{:?}|{:?}",
                b.fen,
                b.bottom,
                b.last_move,
                b.status_text,
                b.warning_text,
                without_clock(&g.top),
                without_clock(&g.bottom)
            ),
            text,
        });
        // A clock that starts, stops, runs low or enters its grace period between two
        // boards: its strip's line alone (the seconds are not printed as they pass).
        let clock_state =
            |s: &PlayerStripView| s.clock.as_ref().map(|c| (c.running, c.low, c.grace));
        let news = [&g.top, &g.bottom]
            .iter()
            .zip(&strips)
            .filter(|(s, _)| s.clock.as_ref().is_some_and(|c| c.running || c.low))
            .map(|(_, line)| line.as_str())
            .collect();
        blocks.push(Block {
            name: "clock",
            key: format!("{:?}|{:?}", clock_state(&g.top), clock_state(&g.bottom)),
            text: news,
        });
        let card = g.card.as_ref().map(|c| c.text.clone());
        let message = g.message.clone().filter(|m| Some(m) != card.as_ref());
        blocks.push(block("message", opt_line(&message)));
        blocks.push(block("thinking", opt_line(&g.thinking)));
        blocks.push(block(
            "hint",
            opt_line(
                &g.hint
                    .as_ref()
                    .map(|h| format!("{} – {}", h.notation, h.reason)),
            ),
        ));
        blocks.push(block("card", opt_line(&card)));
        let mut t = String::new();
        for p in &g.prompts {
            t.push_str(&format!("{}\n", p.text));
            t.push_str(&buttons_line(&p.buttons, e));
        }
        blocks.push(block("prompts", t));
        let mut t = String::new();
        if let Some(l) = &g.legend {
            t.push_str(&format!("{}\n", l.title));
            for item in &l.items {
                t.push_str(&format!("   · {}\n", item.text));
            }
            t.push_str(&buttons_line(std::slice::from_ref(&l.button), e));
        }
        blocks.push(block("legend", t));
        let mut t = String::new();
        if let Some(r) = &g.result {
            t.push_str(&format!("\n{} – {}\n", r.headline, r.detail));
            for c in &r.changes {
                t.push_str(&format!("   {c}\n"));
            }
            t.push_str(&buttons_line(&r.buttons, e));
        }
        blocks.push(block("result", t));
        let mut t = String::new();
        if g.menu_open {
            t.push_str(&format!("{}\n", g.menu.title));
            for b in &g.menu.buttons {
                t.push_str(&button_line(b, e));
            }
        }
        blocks.push(block("menu", t));
        let t = buttons_line(&g.bar, e);
        // While the computer thinks the buttons are mostly off: printed again once it moved.
        if g.thinking.is_none() {
            blocks.push(block("buttons", t));
        }
    }

    /// The player strips' lines, top and bottom: the side's general, who plays it, the
    /// pieces they took, their lead in points, and their clock at the right (both clocks in
    /// one column).
    fn strip_lines(&self, top: &PlayerStripView, bottom: &PlayerStripView) -> [String; 2] {
        let left = |s: &PlayerStripView| {
            let general = Piece {
                color: s.side,
                kind: PieceKind::General,
            };
            let mut t = format!(
                "{} {} {}",
                if s.to_move { "▸" } else { " " },
                self.painter.piece_text(general),
                s.name
            );
            if let Some(d) = &s.detail {
                t.push_str(&format!(" · {d}"));
            }
            if !s.captured.is_empty() {
                t.push_str("  ");
                for p in &s.captured {
                    t.push_str(&self.painter.piece_text(*p));
                }
            }
            if let Some(m) = &s.material {
                t.push_str(&format!(" {m}"));
            }
            t
        };
        let lefts = [left(top), left(bottom)];
        let column = lefts
            .iter()
            .map(|l| width(l))
            .max()
            .unwrap_or(0)
            .max(BOARD_WIDTH)
            + 2;
        let mut lines = [String::new(), String::new()];
        for ((line, l), s) in lines.iter_mut().zip(&lefts).zip([top, bottom]) {
            line.push_str(l);
            if let Some(c) = &s.clock {
                let mut clock = c.time.clone();
                if c.low {
                    clock = if self.painter.color {
                        format!("\x1b[1;31m{clock}!\x1b[0m")
                    } else {
                        format!("{clock}!")
                    };
                }
                line.push_str(&" ".repeat(column.saturating_sub(width(l))));
                line.push_str(&clock);
                if c.running {
                    line.push_str(" ◀");
                }
                if let Some(g) = &c.grace_text {
                    line.push_str(&format!(" {g}"));
                }
            }
            line.push('\n');
        }
        lines
    }
}

/// The columns the board takes (ranks' labels and nine points).
const BOARD_WIDTH: usize = 20;

/// The columns `text` takes in a terminal: East Asian wide characters take two, colour
/// codes none.
fn width(text: &str) -> usize {
    let mut n = 0;
    let mut escape = false;
    for c in text.chars() {
        if escape {
            escape = c != 'm';
            continue;
        }
        if c == '\x1b' {
            escape = true;
            continue;
        }
        let wide = matches!(c as u32,
            0x1100..=0x115F | 0x2E80..=0x303E | 0x3041..=0x33FF | 0x3400..=0x4DBF
            | 0x4E00..=0x9FFF | 0xA000..=0xA4CF | 0xAC00..=0xD7A3 | 0xF900..=0xFAFF
            | 0xFE30..=0xFE4F | 0xFF00..=0xFF60 | 0xFFE0..=0xFFE6 | 0x20000..=0x3FFFD);
        n += if wide { 2 } else { 1 };
    }
    n
}

/// The move strip in one line: the opening, the numbered moves with the one on the board in
/// brackets (the latest ones when they do not fit), and where stepping stands.
fn move_strip_line(m: &MoveStripView) -> String {
    const MOVES_WIDTH: usize = 64;
    let cells: Vec<String> = m
        .cells
        .iter()
        .map(|c| {
            let number = c
                .number
                .as_ref()
                .map(|n| format!("{n} "))
                .unwrap_or_default();
            if c.ply == m.shown_ply {
                format!("{number}[{}]", c.text)
            } else {
                format!("{number}{}", c.text)
            }
        })
        .collect();
    // The moves around the one shown that fit (up to two after it), the shown one in view.
    let anchor = m
        .cells
        .iter()
        .position(|c| c.ply == m.shown_ply)
        .unwrap_or(0);
    let fits = |from: usize, to: usize| {
        cells[from..to].iter().map(|c| width(c) + 1).sum::<usize>() <= MOVES_WIDTH
    };
    let mut end = (anchor + 3).min(cells.len());
    let mut start = end;
    while start > 0 && fits(start - 1, end) {
        start -= 1;
    }
    while end < cells.len() && fits(start, end + 1) {
        end += 1;
    }
    let mut parts: Vec<String> = Vec::new();
    if let Some(o) = &m.opening {
        parts.push(if cells.is_empty() {
            o.clone()
        } else {
            format!("{o}:")
        });
    }
    if start > 0 {
        parts.push("…".to_string());
    }
    parts.extend(cells[start..end].iter().cloned());
    if end < cells.len() {
        parts.push("…".to_string());
    }
    if let Some(s) = &m.stepping_text {
        parts.push(format!("({s})"));
    }
    if parts.is_empty() {
        String::new()
    } else {
        format!("{}\n", parts.join(" "))
    }
}

fn opt_line(text: &Option<String>) -> String {
    text.as_ref().map(|t| format!("{t}\n")).unwrap_or_default()
}

/// One button per line, numbered (disabled ones are not offered).
fn button_line(b: &ButtonView, e: &mut Vec<Entry>) -> String {
    if !b.enabled {
        return String::new();
    }
    e.push(Entry::Action(b.action.clone()));
    format!("  {}) {}\n", e.len(), b.label)
}

/// Buttons on one line, numbered.
fn buttons_line(buttons: &[ButtonView], e: &mut Vec<Entry>) -> String {
    let items: Vec<String> = buttons
        .iter()
        .filter(|b| b.enabled)
        .map(|b| {
            e.push(Entry::Action(b.action.clone()));
            format!("[{}] {}", e.len(), b.label)
        })
        .collect();
    if items.is_empty() {
        String::new()
    } else {
        format!("{}\n", items.join("  "))
    }
}

/// A row: numbered when it does something, its further actions numbered under it.
fn row_line(r: &RowView, e: &mut Vec<Entry>) -> String {
    let detail = if r.detail.is_empty() {
        String::new()
    } else {
        format!(" – {}", r.detail)
    };
    let mut t = match &r.action {
        Some(a) => {
            e.push(Entry::Action(a.clone()));
            format!("  {}) {}{detail}\n", e.len(), r.title)
        }
        None => format!("   · {}{detail}\n", r.title),
    };
    for b in r.extra.iter().filter(|b| b.enabled) {
        e.push(Entry::Action(b.action.clone()));
        t.push_str(&format!("       [{}] {}\n", e.len(), b.label));
    }
    t
}

/// A card as a row: its title, line and third line; a tick for a lesson done, a cup for a
/// game won (the terminal has no thumbnails).
fn card_line(c: &CardView, e: &mut Vec<Entry>) -> String {
    let mark = match c.icon {
        Some(Icon::Correct) => "✓ ",
        Some(Icon::Won) => "+ ",
        Some(Icon::Lost) => "- ",
        Some(Icon::Drawn) => "= ",
        Some(Icon::Next) => "→ ",
        _ => "",
    };
    let detail: Vec<&str> = [c.detail.as_str(), c.meta.as_deref().unwrap_or("")]
        .into_iter()
        .filter(|t| !t.is_empty())
        .collect();
    row_line(
        &RowView {
            title: format!("{mark}{}", c.title),
            detail: detail.join(" · "),
            action: c.action.clone(),
            extra: c.extra.clone(),
        },
        e,
    )
}

/// The tabs as one line, the one shown in brackets (typing a tab's name opens it); empty
/// over a board, which has the whole screen.
fn tabs_line(tabs: &[TabView]) -> String {
    if tabs.is_empty() {
        return String::new();
    }
    let items: Vec<String> = tabs
        .iter()
        .map(|t| {
            if t.selected {
                format!("[{}]", t.label)
            } else {
                t.label.clone()
            }
        })
        .collect();
    format!("{}\n", items.join(" · "))
}

/// The tab whose name is `line` (any case), if the tabs are shown.
fn tab_named(v: &AppView, line: &str) -> Option<Tab> {
    let line = line.to_lowercase();
    v.tabs
        .iter()
        .find(|t| t.label.to_lowercase() == line)
        .map(|t| t.tab)
}

fn choice_line(c: &ChoiceView, e: &mut Vec<Entry>) -> String {
    let options: Vec<String> = c
        .options
        .iter()
        .enumerate()
        .map(|(i, o)| {
            if i as u32 == c.selected {
                format!("[{}]", o.label)
            } else {
                o.label.clone()
            }
        })
        .collect();
    if !c.enabled {
        return format!(
            "   · {}: {}\n",
            c.label,
            options[c.selected as usize..]
                .first()
                .cloned()
                .unwrap_or_default()
        );
    }
    e.push(Entry::Choice {
        field: c.field,
        options: c
            .options
            .iter()
            .map(|o| match &o.detail {
                Some(d) => format!("{} – {d}", o.label),
                None => o.label.clone(),
            })
            .collect(),
    });
    let mut t = format!("  {}) {}: {}\n", e.len(), c.label, options.join(" | "));
    if let Some(d) = c
        .options
        .get(c.selected as usize)
        .and_then(|o| o.detail.as_ref())
    {
        t.push_str(&format!("       {d}\n"));
    }
    t
}

fn form_text(form: &FormView, lang: Lang, e: &mut Vec<Entry>) -> String {
    let mut t = String::new();
    for s in &form.sections {
        t.push_str(&section_text(s, e));
    }
    t.push_str(&buttons_line(&form.buttons, e));
    t.push_str(&tr!(lang, "cli-form-footer"));
    t.push('\n');
    t
}

fn toggle_line(tg: &ToggleView, detail: Option<&str>, e: &mut Vec<Entry>) -> String {
    let mark = if tg.on { "[x]" } else { "[ ]" };
    let detail = detail.map(|d| format!(" – {d}")).unwrap_or_default();
    if tg.enabled {
        e.push(Entry::Toggle {
            field: tg.field,
            on: tg.on,
        });
        format!("  {}) {mark} {}{detail}\n", e.len(), tg.label)
    } else {
        format!("   · {mark} {}{detail}\n", tg.label)
    }
}

fn section_text(s: &SectionView, e: &mut Vec<Entry>) -> String {
    let mut t = String::new();
    if !s.title.is_empty() {
        t.push_str(&format!("{}\n", s.title));
    }
    for c in &s.choices {
        t.push_str(&choice_line(c, e));
    }
    for tg in s.toggles.iter() {
        t.push_str(&toggle_line(tg, None, e));
    }
    t.push_str(&buttons_line(&s.buttons, e));
    if let Some(n) = &s.note {
        t.push_str(&format!("  {n}\n"));
    }
    t
}

/// A settings row: a switch, a choice (pictures too, by their names) or a button.
fn setting_row_text(r: &SettingRowView, e: &mut Vec<Entry>) -> String {
    match &r.control {
        SettingControl::Toggle { toggle } => toggle_line(toggle, r.value.as_deref(), e),
        SettingControl::Choice { choice } => choice_line(choice, e),
        SettingControl::Pictures { picker } => {
            let choice = ChoiceView {
                field: picker.field,
                label: r.title.clone(),
                options: picker
                    .options
                    .iter()
                    .map(|o| OptionView {
                        label: o.label.clone(),
                        detail: None,
                    })
                    .collect(),
                selected: picker.selected,
                enabled: true,
            };
            choice_line(&choice, e)
        }
        SettingControl::Button { button } => button_line(button, e),
    }
}

/// The settings: group by group, row by row.
fn settings_text(form: &SettingsView, lang: Lang, e: &mut Vec<Entry>) -> String {
    let mut t = String::new();
    for g in &form.groups {
        t.push_str(&format!("{}\n", g.title));
        for r in &g.rows {
            t.push_str(&setting_row_text(r, e));
        }
    }
    for s in &form.sections {
        t.push_str(&section_text(s, e));
    }
    t.push_str(&tr!(lang, "cli-form-footer"));
    t.push('\n');
    t
}

/// The new game: who plays (each with how they play), the colour, the clock, the house
/// rules, what starts, and Start.
fn new_game_text(form: &NewGameView, lang: Lang, e: &mut Vec<Entry>) -> String {
    let opponents = ChoiceView {
        field: Field::Opponent,
        label: String::new(),
        options: form
            .opponents
            .iter()
            .map(|o| OptionView {
                label: match &o.level {
                    Some(level) => format!("{} ({level})", o.name),
                    None => o.name.clone(),
                },
                detail: Some(o.line.clone()),
            })
            .collect(),
        selected: form.opponents.iter().position(|o| o.selected).unwrap_or(0) as u32,
        enabled: true,
    };
    let mut t = choice_line(&opponents, e).replacen(": ", "", 1);
    if let Some(c) = &form.color {
        t.push_str(&choice_line(c, e));
    }
    t.push_str(&setting_row_text(&form.clock, e));
    t.push_str(&format!("{}: {}\n", form.rules.title, form.rules_summary));
    for r in &form.rules.rows {
        t.push_str(&setting_row_text(r, e));
    }
    t.push_str(&opt_line(&form.note));
    t.push_str(&format!("{}\n", form.summary));
    t.push_str(&button_line(&form.start, e));
    t.push_str(&tr!(lang, "cli-form-footer"));
    t.push('\n');
    t
}

fn text_field_line(f: &TextFieldView, lang: Lang, e: &mut Vec<Entry>) -> String {
    if !f.enabled {
        return format!("   · {}: {}\n", f.label, f.text);
    }
    e.push(Entry::Text { field: f.field });
    let shown = if f.text.is_empty() {
        format!("({})", f.placeholder)
    } else {
        f.text.clone()
    };
    format!(
        "  {n}) {}: {shown}   {}\n",
        f.label,
        tr!(lang, "cli-change-text", n = e.len()),
        n = e.len()
    )
}

fn online_text(o: &OnlineView, lang: Lang, e: &mut Vec<Entry>) -> String {
    let mut t = String::new();
    if let Some(c) = &o.connection {
        t.push_str(&format!("{}\n", c.text));
        if let Some(b) = &c.button {
            t.push_str(&button_line(b, e));
        }
    }
    if let Some(s) = &o.sign_in {
        t.push_str(&format!("{}\n", s.intro));
        t.push_str(&text_field_line(&s.name, lang, e));
        t.push_str(&text_field_line(&s.server, lang, e));
        t.push_str(&opt_line(&s.message));
        t.push_str(&button_line(&s.button, e));
        return t;
    }
    if let Some(a) = &o.account {
        t.push_str(&format!("{} · {}\n", a.name, a.score));
    }
    if let Some(r) = &o.running_game {
        let clocks: Vec<&str> = [&r.your_clock, &r.opponent_clock]
            .into_iter()
            .flatten()
            .map(|c| c.time.as_str())
            .collect();
        let clocks = clocks.join(" – ");
        let mut parts = vec![r.detail.as_str()];
        if let Some(turn) = &r.turn {
            parts.push(turn);
        }
        parts.push(&clocks);
        parts.retain(|p| !p.is_empty());
        t.push_str(&format!("{} – {}\n", r.opponent, parts.join(" · ")));
        t.push_str(&button_line(&r.button, e));
    }
    if let Some(q) = &o.quick {
        t.push_str(&format!("{}\n", q.title));
        t.push_str(&choice_line(&q.mode, e));
        let tiles: Vec<ButtonView> = q
            .tiles
            .iter()
            .map(|tile| ButtonView {
                label: format!("{} {}", tile.time, tile.speed),
                ..tile.button.clone()
            })
            .collect();
        t.push_str(&buttons_line(&tiles, e));
        t.push_str(&opt_line(&q.note));
    }
    if !o.challenges.is_empty() {
        t.push_str(&format!("{}\n", o.challenges_title));
        for c in &o.challenges {
            t.push_str(&row_line(
                &RowView {
                    title: c.title.clone(),
                    detail: format!("{} · {}", c.terms, c.status),
                    action: Some(c.open.clone()),
                    extra: c.buttons.clone(),
                },
                e,
            ));
        }
    }
    t.push_str(&format!("{}\n", o.players_title));
    for r in &o.players {
        t.push_str(&row_line(r, e));
    }
    t.push_str(&buttons_line(&o.menu, e));
    t
}

fn list_text(l: &ListScreenView, e: &mut Vec<Entry>) -> String {
    let mut t = String::new();
    if !l.figures.is_empty() {
        let figures: Vec<String> = l
            .figures
            .iter()
            .map(|f| format!("{} {}", f.value, f.label))
            .collect();
        t.push_str(&format!("{}\n", figures.join(" · ")));
    }
    for s in &l.summary {
        t.push_str(&format!("{s}\n"));
    }
    t.push_str(&opt_line(&l.status));
    if let Some(g) = &l.graph {
        let values: Vec<String> = g.points.iter().map(|p| p.value.to_string()).collect();
        t.push_str(&format!("{}: {}\n", g.title, values.join(" → ")));
    }
    for s in &l.sections {
        t.push_str(&format!("{}\n", s.title));
        if s.rows.is_empty() {
            t.push_str(&format!("   · {}\n", s.empty));
        }
        for r in &s.rows {
            t.push_str(&row_line(r, e));
        }
    }
    t.push_str(&buttons_line(&l.buttons, e));
    t
}

fn dialog_text(d: &DialogView, e: &mut Vec<Entry>) -> String {
    let mut t = format!("\n{}\n{}\n", d.title, d.text);
    for b in d.buttons.iter().filter(|b| b.enabled) {
        e.push(Entry::Action(b.action.clone()));
        t.push_str(&format!("  {}) {}\n", e.len(), b.label));
    }
    t
}

/// A command word, in English, German or Chinese.
fn command_of(word: &str) -> Option<&'static str> {
    Some(match word.to_lowercase().as_str() {
        "quit" | "q" | "exit" | "ende" | "beenden" | "退出" => "quit",
        "help" | "?" | "hilfe" | "帮助" => "help",
        "board" | "brett" | "棋盘" => "board",
        "moves" | "züge" | "棋谱" => "moves",
        "undo" | "zurück" | "悔棋" => "undo",
        "hint" | "rat" | "tipp" | "提示" => "hint",
        "draw" | "remis" | "求和" | "提和" => "draw",
        "resign" | "aufgeben" | "认输" => "resign",
        "explain" | "erkläre" | "讲解" => "explain",
        "tap" | "tippe" | "点击" => "tap",
        "notation" | "schreibweise" | "记谱" => "notation",
        "back" | "verlassen" | "返回" => "back",
        "solution" | "lösung" | "答案" => "solution",
        "next" | "weiter" | "下一题" => "next",
        "retry" | "nochmal" | "重来" => "retry",
        "flip" | "drehen" | "翻转" => "flip",
        "share" | "teilen" | "分享" => "share",
        "menu" | "menü" | "菜单" => "menu",
        "<" => "step-back",
        ">" => "step-forward",
        "<<" => "step-first",
        ">>" => "step-last",
        "yes" | "y" | "ja" | "j" | "是" => "yes",
        "no" | "n" | "nein" | "否" => "no",
        _ => return None,
    })
}

/// The notation setting from its name (`short`, `words`, `coords`, `iccs`, `chinese`, in
/// any of the languages; the style names `de`, `wxf`, `words-de`... too): its index in the
/// settings' choice (short, words, coordinates, ICCS, Chinese).
fn notation_index(name: &str) -> Option<u32> {
    let style = match name.to_lowercase().as_str() {
        "short" | "kurz" | "简写" => Style::De,
        "words" | "worte" | "wörter" | "文字" => Style::WordsDe,
        "coords" | "coordinates" | "koordinaten" | "坐标" => Style::Coords,
        "chinese" | "chinesisch" | "中文" | "中文记谱" => Style::Zh,
        other => Style::from_name(other)?,
    };
    Some(match style {
        Style::De | Style::Wxf => 0,
        Style::Coords => 2,
        Style::Iccs => 3,
        Style::Zh => 4,
        _ => 1,
    })
}

/// The buttons the person sees now (the dialog's while one is open).
fn visible_actions(v: &AppView) -> Vec<Action> {
    let mut buttons: Vec<&ButtonView> = Vec::new();
    if let Some(d) = &v.dialog {
        buttons.extend(&d.buttons);
    } else {
        match v.top() {
            Some(ScreenView::Game { game }) => {
                // The menu's actions work while it is closed (the core offers them).
                buttons.extend(&game.bar);
                buttons.extend(&game.menu.buttons);
                if let Some(r) = &game.result {
                    buttons.extend(&r.buttons);
                }
                if let Some(l) = &game.legend {
                    buttons.push(&l.button);
                }
                for p in &game.prompts {
                    buttons.extend(&p.buttons);
                }
            }
            Some(ScreenView::Puzzle { puzzle }) => {
                buttons.extend(&puzzle.buttons);
                if let Some(next) = puzzle.success.as_ref().and_then(|s| s.next.as_ref()) {
                    buttons.push(next);
                }
            }
            Some(ScreenView::Lesson { lesson }) => buttons.extend(&lesson.buttons),
            Some(ScreenView::Review { review }) => buttons.extend(&review.buttons),
            Some(ScreenView::Analysis { analysis }) => buttons.extend(&analysis.buttons),
            Some(ScreenView::Editor { editor }) => {
                buttons.push(&editor.eraser);
                buttons.extend(&editor.buttons);
            }
            _ => {}
        }
    }
    buttons
        .into_iter()
        .filter(|b| b.enabled)
        .map(|b| b.action.clone())
        .collect()
}

fn has_board(v: &AppView) -> bool {
    matches!(
        v.top(),
        Some(
            ScreenView::Game { .. }
                | ScreenView::Puzzle { .. }
                | ScreenView::Lesson { .. }
                | ScreenView::Editor { .. }
        )
    )
}

fn move_list(rows: &[MoveRowView]) -> String {
    rows.iter()
        .map(|r| {
            format!(
                "{:>4} {}  {}\n",
                r.number_text,
                r.red,
                r.black.as_deref().unwrap_or("")
            )
        })
        .collect()
}

/// Runs the input loop on `core` until `quit` or the end of input; the core is shut down
/// (saving the clocks) at the end.
pub fn run(core: Arc<AppCore>, shell: Arc<TextShell>, term: &mut Term) {
    *shell.core.lock().unwrap_or_else(|e| e.into_inner()) = Arc::downgrade(&core);
    loop {
        wait_idle(&core, &shell);
        if core.view().banner.is_some() {
            core.send(Event::DismissBanner);
            core.settle();
        }
        let Some(line) = term.ask("> ") else {
            break;
        };
        if !handle(&core, &shell, &line) {
            break;
        }
    }
    core.shutdown();
}

/// Waits until the core applied everything and the computer (or a hint, a draw offer's
/// answer, a review) is done, so a script reads its next line against the settled screen.
fn wait_idle(core: &AppCore, shell: &TextShell) {
    let deadline = Instant::now() + Duration::from_secs(300);
    loop {
        // Settled again after the computer's move: its message follows the board (the
        // session's state changes on the engine's thread before the core hears of it).
        core.settle();
        let mut p = shell.lock();
        let mut waited = false;
        loop {
            let busy = p.view.as_ref().is_some_and(|v| {
                v.dialog.is_none()
                    && match v.top() {
                        Some(ScreenView::Game { game }) => game.thinking.is_some(),
                        Some(ScreenView::Review { review }) => {
                            review.progress.is_some() && review.review.is_none()
                        }
                        _ => false,
                    }
            });
            let now = Instant::now();
            if !busy || now >= deadline {
                break;
            }
            waited = true;
            p = shell
                .changed
                .wait_timeout(p, deadline - now)
                .map(|(g, _)| g)
                .unwrap_or_else(|e| e.into_inner().0);
        }
        if !waited {
            return;
        }
    }
}

fn lang_of(core: &AppCore) -> Lang {
    core.view().lang
}

fn say(text: &str) {
    outln!("{text}");
}

/// Sends `action` if it is one of the buttons shown; says so otherwise.
fn press_one_of(core: &AppCore, candidates: &[Action]) {
    let v = core.view();
    let shown = visible_actions(&v);
    match candidates.iter().find(|a| shown.contains(a)) {
        Some(a) => core.send(Event::Action { action: a.clone() }),
        None => say(&tr!(v.lang, "cli-not-possible-now")),
    }
}

/// One typed line; `false` ends the session.
fn handle(core: &AppCore, shell: &TextShell, line: &str) -> bool {
    let line = line.trim();
    if line.is_empty() {
        return true;
    }
    let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
    let rest = rest.trim();
    let lang = lang_of(core);
    if let Some(n) = numbers(line) {
        pick(core, shell, n);
        return true;
    }
    if let Some(tab) = tab_named(&core.view(), line) {
        core.send(Event::SelectTab { tab });
        return true;
    }
    if let Some(field) = text_entry(shell, word) {
        core.send(Event::Input {
            field,
            text: rest.to_string(),
        });
        return true;
    }
    match command_of(word) {
        Some("quit") => {
            quit(core, shell);
            return false;
        }
        Some("help") => say(&tr!(lang, "cli-shell-help")),
        Some("board") => shell.show(),
        Some("moves") => match core.view().top() {
            Some(ScreenView::Game { game }) => out!("{}", move_list(&game.move_strip.rows)),
            Some(ScreenView::Review { review }) => out!("{}", move_list(&review.move_strip.rows)),
            Some(ScreenView::Puzzle { puzzle }) => say(&puzzle.puzzle.played_notation.join(" ")),
            _ => say(&tr!(lang, "cli-not-possible-now")),
        },
        Some("undo") => press_one_of(core, &[Action::Undo]),
        Some("hint") => press_one_of(
            core,
            &[Action::Hint, Action::PuzzleHint, Action::LessonHint],
        ),
        Some("draw") => press_one_of(core, &[Action::OfferDraw]),
        Some("resign") => press_one_of(
            core,
            &[Action::Resign, Action::ConfirmResign, Action::GiveUp],
        ),
        Some("flip") => press_one_of(core, &[Action::FlipBoard]),
        Some("share") => press_one_of(core, &[Action::SharePosition]),
        Some("menu") => match core.view().top() {
            Some(ScreenView::Game { game }) if game.menu_open => core.send(Event::Action {
                action: Action::CloseMenu,
            }),
            _ => press_one_of(core, &[Action::OpenMenu]),
        },
        // Stepping through a game's moves (a review's too); the game itself is unchanged.
        Some("step-back") => press_one_of(core, &[Action::StepBack, Action::ReviewPrevious]),
        Some("step-forward") => press_one_of(core, &[Action::StepForward, Action::ReviewNext]),
        Some("step-first") => {
            // The start is there whenever an earlier position is (the bar's "previous").
            let earlier = visible_actions(&core.view()).contains(&Action::StepBack);
            if earlier {
                core.send(Event::Action {
                    action: Action::StepFirst,
                });
            } else {
                press_one_of(core, &[Action::ReviewFirst]);
            }
        }
        Some("step-last") => press_one_of(core, &[Action::BackToGame, Action::ReviewLast]),
        Some("solution") => press_one_of(core, &[Action::ShowSolution]),
        Some("next") => press_one_of(core, &[Action::NextPuzzle, Action::NextLesson]),
        Some("retry") => press_one_of(core, &[Action::RetryPuzzle, Action::RestartLesson]),
        Some("back") => core.send(Event::Back),
        Some("yes") | Some("no") if core.view().dialog.is_some() => answer(core, word_is_yes(word)),
        Some("explain") | Some("tap") => match Square::parse_iccs(rest) {
            Some(point) => {
                let gesture = if command_of(word) == Some("tap") {
                    BoardGesture::Tap { point }
                } else {
                    BoardGesture::LongPress { point }
                };
                core.send(Event::Board { gesture });
            }
            None => say(&tr!(lang, "cli-give-a-point")),
        },
        Some("notation") => match notation_index(rest) {
            Some(i) => set_notation(core, shell, i),
            None => say(&tr!(lang, "cli-notations")),
        },
        _ => {
            let v = core.view();
            if has_board(&v) && v.dialog.is_none() {
                core.send(Event::TypeMove {
                    text: line.to_string(),
                });
            } else {
                say(&tr!(lang, "cli-enter-a-number"));
            }
        }
    }
    true
}

fn word_is_yes(word: &str) -> bool {
    command_of(word) == Some("yes")
}

/// Answers the dialog: yes takes its first answer that does something, no its refusal.
fn answer(core: &AppCore, yes: bool) {
    let Some(d) = core.view().dialog else {
        return;
    };
    let refusal = |a: &Action| matches!(a, Action::CloseDialog | Action::DeclineDraw);
    let chosen = d
        .buttons
        .iter()
        .filter(|b| b.enabled)
        .find(|b| refusal(&b.action) != yes);
    match chosen {
        Some(b) => core.send(Event::Action {
            action: b.action.clone(),
        }),
        None => core.send(Event::Back),
    }
}

/// The text field numbered `word`, if that is what it picks.
fn text_entry(shell: &TextShell, word: &str) -> Option<TextField> {
    let n: usize = word.parse().ok()?;
    match shell.lock().entries.get(n.checked_sub(1)?) {
        Some(Entry::Text { field }) => Some(*field),
        _ => None,
    }
}

/// `N` or `N M`.
fn numbers(line: &str) -> Option<(usize, Option<usize>)> {
    let mut parts = line.split_whitespace();
    let n = parts.next()?.parse().ok()?;
    let m = match parts.next() {
        None => None,
        Some(m) => Some(m.parse().ok()?),
    };
    if parts.next().is_some() {
        return None;
    }
    Some((n, m))
}

fn pick(core: &AppCore, shell: &TextShell, (n, m): (usize, Option<usize>)) {
    let (entry, lang) = {
        let p = shell.lock();
        let lang = p.view.as_ref().map_or_else(crate::run_lang, |v| v.lang);
        (
            n.checked_sub(1).and_then(|i| p.entries.get(i).cloned()),
            lang,
        )
    };
    match (entry, m) {
        (Some(Entry::Action(action)), None) => core.send(Event::Action { action }),
        (Some(Entry::Toggle { field, on }), None) => core.send(Event::Toggle { field, on: !on }),
        (Some(Entry::Choice { field, options }), Some(m)) if (1..=options.len()).contains(&m) => {
            core.send(Event::Choose {
                field,
                option: (m - 1) as u32,
            })
        }
        (Some(Entry::Text { .. }), _) => say(&tr!(lang, "cli-type-the-text", n = n)),
        (Some(Entry::Choice { options, .. }), _) => {
            for (i, o) in options.iter().enumerate() {
                outln!("     {n} {}) {o}", i + 1);
            }
        }
        _ => say(&tr!(lang, "cli-number-not-on-offer")),
    }
}

/// Back until home (the core saves the game's clock; the puzzle of the day is left open),
/// without printing the screens passed.
fn quit(core: &AppCore, shell: &TextShell) {
    shell.lock().quiet = true;
    for _ in 0..40 {
        core.settle();
        let v = core.view();
        if let Some(d) = &v.dialog {
            if d.buttons.iter().any(|b| b.action == Action::LeaveDaily) {
                core.send(Event::Action {
                    action: Action::LeaveDaily,
                });
            } else {
                core.send(Event::Back);
            }
            continue;
        }
        if v.stack.len() <= 1 {
            break;
        }
        core.send(Event::Back);
    }
    core.settle();
}

/// The notation lives in the settings: from a game, leave it (its clock is saved), change
/// the setting, and resume it.
fn set_notation(core: &AppCore, shell: &TextShell, index: u32) {
    let v = core.view();
    let game = match v.top() {
        Some(ScreenView::Game { game }) if v.dialog.is_none() => Some(game.game_id),
        _ => None,
    };
    let depth = v.stack.len();
    shell.lock().quiet = true;
    let step = |e: Event| {
        core.send(e);
        core.settle();
    };
    for _ in 1..depth {
        step(Event::Back);
    }
    step(Event::Action {
        action: Action::OpenSettings,
    });
    step(Event::Choose {
        field: Field::Notation,
        option: index,
    });
    step(Event::Back);
    if let Some(id) = game {
        step(Event::Action {
            action: Action::ResumeGame { id },
        });
    }
    shell.show();
}

#[cfg(test)]
mod tests {
    use super::*;
    use xiangqi::app::MoveCellView;

    #[test]
    fn words_take_every_language() {
        assert_eq!(command_of("Aufgeben"), Some("resign"));
        assert_eq!(command_of("认输"), Some("resign"));
        assert_eq!(command_of("悔棋"), Some("undo"));
        assert_eq!(notation_index("中文"), Some(4));
        assert_eq!(command_of("zurück"), Some("undo"));
        assert_eq!(command_of("verlassen"), Some("back"));
        assert_eq!(notation_index("kurz"), Some(0));
        assert_eq!(notation_index("wxf"), Some(0));
        assert_eq!(notation_index("chinesisch"), Some(4));
        assert_eq!(numbers("2 3"), Some((2, Some(3))));
        assert_eq!(numbers("h2e2"), None);
        assert_eq!(command_of("<"), Some("step-back"));
        assert_eq!(command_of(">>"), Some("step-last"));
        assert_eq!(command_of("翻转"), Some("flip"));
        assert_eq!(command_of("Drehen"), Some("flip"));
        assert_eq!(command_of("teilen"), Some("share"));
    }

    fn strip(moves: usize, shown: u32) -> MoveStripView {
        let cells = (1..=moves as u32)
            .map(|ply| MoveCellView {
                ply,
                number: (ply % 2 == 1).then(|| format!("{}.", ply.div_ceil(2))),
                text: format!("m{ply}"),
                action: Action::ShowPly { ply },
            })
            .collect();
        MoveStripView {
            opening: Some("Opening".into()),
            cells,
            current_ply: moves as u32,
            shown_ply: shown,
            stepping: shown < moves as u32,
            stepping_text: (shown < moves as u32).then(|| format!("{shown} of {moves}")),
            rows: Vec::new(),
        }
    }

    #[test]
    fn the_move_strip_keeps_the_shown_move_in_one_line() {
        assert_eq!(move_strip_line(&strip(3, 3)), "Opening: 1. m1 m2 2. [m3]\n");
        assert_eq!(
            move_strip_line(&strip(3, 0)),
            "Opening: 1. m1 m2 2. m3 (0 of 3)\n"
        );
        assert_eq!(move_strip_line(&strip(0, 0)), "Opening\n");
        // A long game: the latest moves, the earlier ones cut.
        let line = move_strip_line(&strip(80, 80));
        assert!(line.starts_with("Opening: … ") && line.ends_with(" 40. m79 [m80]\n"));
        assert!(width(&line) < 90, "{line}");
        // Stepped back to the start: the first moves, the later ones cut.
        let line = move_strip_line(&strip(80, 1));
        assert!(line.starts_with("Opening: 1. [m1] m2 ") && line.ends_with(" … (1 of 80)\n"));
    }

    #[test]
    fn wide_characters_take_two_columns() {
        assert_eq!(width("將 ab"), 5);
        assert_eq!(width("\x1b[1;31m帥\x1b[0m"), 2);
    }
}
