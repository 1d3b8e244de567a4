//! `xiangqi play`: the terminal front end on the app layer (the same API the phone apps use).
//!
//! Reads moves and commands from standard input line by line, so it can be scripted:
//! `printf 'h2e2\nquit\n' | xiangqi play --db /tmp/x.db --new`.

use crate::args::Args;
use crate::CliError;
use std::io::{BufRead, IsTerminal, Write};
use std::path::PathBuf;
use xiangqi::app::{App, GameSession, NewGameConfig, PuzzlePlay};
use xiangqi::game::{GameState, Handicap, HouseRules};
use xiangqi::puzzles::TryOutcome;
use xiangqi::store::{ClockChoice, Language, Level};
use xiangqi::{Color, Piece, PieceKind, Position, Square};

const HELP_DE: &str = "\
Züge in jeder Schreibweise: h2e2, h3-e3, K2.5, C2=5, 炮二平五, \"Kanone auf Linie 5\".
Befehle: undo (Zug zurück), hint (Rat), draw (Remis anbieten), resign (aufgeben),
         explain PUNKT (Gangarten-Hilfe und Karte, z. B. explain h2), moves (Zugliste),
         board (Brett), help (diese Hilfe), quit (beenden; die Partie bleibt gespeichert).";
const HELP_EN: &str = "\
Moves in any notation: h2e2, h3-e3, C2.5, C2=5, 炮二平五, \"cannon to file 5\".
Commands: undo, hint, draw (offer a draw), resign, explain POINT (move helper and piece
          card, e.g. explain h2), moves (move list), board, help, quit (the game stays saved).";

struct Term {
    lines: std::io::Lines<std::io::StdinLock<'static>>,
    letters: bool,
    color: bool,
    lang: Language,
}

impl Term {
    fn t<'a>(&self, de: &'a str, en: &'a str) -> &'a str {
        match self.lang {
            Language::De => de,
            Language::En => en,
        }
    }

    /// Prompts and reads one line; `None` at the end of input.
    fn ask(&mut self, prompt: &str) -> Option<String> {
        print!("{prompt}");
        let _ = std::io::stdout().flush();
        let line = self.lines.next()?.ok()?;
        if !std::io::stdin().is_terminal() {
            println!("{line}");
        }
        Some(line.trim().to_string())
    }

    fn piece_text(&self, p: Piece) -> String {
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

    /// The board with `bottom`'s side at the bottom, files and ranks labelled (ICCS).
    fn board(&self, pos: &Position, bottom: Color, last: Option<xiangqi::Move>) -> String {
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
                let s = Square::from_file_rank(f, r).expect("on board");
                let marked = last.is_some_and(|m| m.from() == s || m.to() == s);
                let cell = match pos.piece_at(s) {
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
                let river = if self.letters {
                    "  ~~~~~~~~~~~~~~~~~"
                } else {
                    "  ～～～ 楚河 漢界 ～～～"
                };
                out.push_str(river);
                out.push('\n');
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

pub(crate) fn default_db() -> PathBuf {
    let base = std::env::var_os("XDG_DATA_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".local/share")))
        .unwrap_or_else(|| PathBuf::from("."));
    base.join("xiangqi").join("xiangqi.db")
}

fn level_of(s: &str) -> Result<Level, CliError> {
    match s {
        "easy" => Ok(Level::Easy),
        "normal" => Ok(Level::Normal),
        "strong" => Ok(Level::Strong),
        _ => Err(CliError(format!(
            "unknown level {s:?} (easy, normal, strong)"
        ))),
    }
}

fn clock_of(s: &str) -> Result<ClockChoice, CliError> {
    serde_json::from_value(serde_json::Value::String(s.to_string())).map_err(|_| {
        CliError(format!(
            "unknown clock {s:?} (none, 30, 60, 90, 120, 3+2, 10+5, 20+10, 45+15)"
        ))
    })
}

fn config_from(args: &Args) -> Result<NewGameConfig, CliError> {
    let mut cfg = match args.value("mode").unwrap_or("computer") {
        "computer" => {
            let level = level_of(args.value("level").unwrap_or("normal"))?;
            let human = match args.value("color").unwrap_or("red") {
                "red" => Color::Red,
                "black" => Color::Black,
                other => return Err(CliError(format!("unknown colour {other:?} (red, black)"))),
            };
            NewGameConfig::vs_computer(level, human)
        }
        "two" => NewGameConfig::two_players(),
        other => return Err(CliError(format!("unknown mode {other:?} (computer, two)"))),
    };
    if let Some(h) = args.value("handicap") {
        cfg.handicap = Some(Handicap::parse(h).ok_or_else(|| {
            CliError(format!(
                "unknown handicap {h:?} (chariot, cannon, horse, two-horses, nine)"
            ))
        })?);
    }
    if let Some(h) = args.value("computer-handicap") {
        cfg.computer_handicap =
            Some(xiangqi::app::ComputerHandicap::parse(h).ok_or_else(|| {
                CliError(format!(
                    "unknown computer handicap {h:?} (horse, chariot, two-horses)"
                ))
            })?);
    }
    if let Some(h) = args.value("house") {
        cfg.house = HouseRules::parse_list(h)?;
    }
    if let Some(c) = args.value("clock") {
        cfg.clock = clock_of(c)?;
    }
    if let Some(s) = args.value("seed") {
        cfg.seed = Some(s.parse().map_err(|_| CliError(format!("bad seed {s:?}")))?);
    }
    Ok(cfg)
}

pub fn play(raw: &[String]) -> Result<(), CliError> {
    let args = Args::parse(
        raw,
        &[
            "db",
            "mode",
            "level",
            "color",
            "handicap",
            "computer-handicap",
            "house",
            "clock",
            "seed",
            "lang",
            "strong-ms",
        ],
        &["new", "letters", "no-color"],
    )?;
    if let Some(p) = args.positional.first() {
        return Err(CliError(format!("unexpected argument {p:?}")));
    }
    let db = args
        .value("db")
        .map(PathBuf::from)
        .unwrap_or_else(default_db);
    if let Some(dir) = db.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir)
            .map_err(|e| CliError(format!("cannot create {}: {e}", dir.display())))?;
    }
    let mut app = App::open(&db).map_err(|e| CliError(format!("{}: {e}", db.display())))?;
    if let Some(ms) = args.value("strong-ms") {
        let ms: u64 = ms
            .parse()
            .map_err(|_| CliError(format!("bad --strong-ms {ms:?}")))?;
        app = app.with_engine_config(xiangqi::app::EngineConfig::default().with_strong_time_ms(ms));
    }
    let mut settings = app.settings()?;
    if let Some(l) = args.value("lang") {
        settings.language = match l {
            "de" => Language::De,
            "en" => Language::En,
            _ => return Err(CliError(format!("unknown language {l:?} (de, en)"))),
        };
        app.save_settings(&settings)?;
    }
    let stdin: &'static std::io::Stdin = Box::leak(Box::new(std::io::stdin()));
    let mut term = Term {
        lines: stdin.lock().lines(),
        letters: args.flag("letters"),
        color: !args.flag("no-color") && std::io::stdout().is_terminal(),
        lang: settings.language,
    };

    if args.flag("new") {
        let session = app.new_game(&config_from(&args)?)?;
        return game_loop(&mut term, &session);
    }
    if let Some(session) = app.resume()? {
        let v = session.view();
        println!(
            "{} ({} {}, {})",
            term.t(
                "Es gibt eine unbeendete Partie",
                "There is an unfinished game"
            ),
            v.ply,
            term.t("Halbzüge", "plies"),
            v.status_text
        );
        match term.ask(term.t("Weiterspielen? [J/n] ", "Resume it? [Y/n] ")) {
            None => return Ok(()),
            Some(a)
                if a.is_empty()
                    || matches!(a.to_lowercase().as_str(), "j" | "y" | "ja" | "yes") =>
            {
                return game_loop(&mut term, &session)
            }
            Some(_) => {}
        }
    }
    menu(&mut term, &app, &args)
}

fn menu(term: &mut Term, app: &App, args: &Args) -> Result<(), CliError> {
    loop {
        println!(
            "{}",
            term.t(
                "1) Gegen den Computer  2) Zu zweit  3) Rätsel  4) Rätsel des Tages  5) Schule der Rollen  q) Ende",
                "1) Vs. computer  2) Two players  3) Puzzle  4) Puzzle of the day  5) School of roles  q) Quit",
            )
        );
        let Some(choice) = term.ask("> ") else {
            return Ok(());
        };
        match choice.as_str() {
            "1" => {
                let level = term
                    .ask(term.t(
                        "Stufe: easy (Xiaolan), normal (Meifang), strong (Meister Wang) [normal] ",
                        "Level: easy (Xiaolan), normal (Meifang), strong (Master Wang) [normal] ",
                    ))
                    .unwrap_or_default();
                let color = term
                    .ask(term.t("Farbe: red/black [red] ", "Colour: red/black [red] "))
                    .unwrap_or_default();
                let mut cfg = config_from(args)?;
                let human = if color == "black" {
                    Color::Black
                } else {
                    Color::Red
                };
                let level = if level.is_empty() {
                    "normal"
                } else {
                    level.as_str()
                };
                let base = NewGameConfig::vs_computer(level_of(level)?, human);
                cfg.mode = base.mode;
                game_loop(term, &app.new_game(&cfg)?)?;
            }
            "2" => {
                let mut cfg = config_from(args)?;
                cfg.mode = NewGameConfig::two_players().mode;
                game_loop(term, &app.new_game(&cfg)?)?;
            }
            "3" => {
                let level = term
                    .ask(term.t("Stufe 1-5 (Matt in N) [1] ", "Level 1-5 (mate in N) [1] "))
                    .unwrap_or_default();
                let level: u8 = level.parse().unwrap_or(1);
                puzzle_loop(term, &app.next_puzzle(level)?)?;
            }
            "4" => {
                let date = crate::puzzle_cmds::today_utc();
                let daily = app.daily(&date)?;
                println!(
                    "{} {date}: {} ({} {}), {}: {}",
                    term.t("Rätsel des Tages", "Puzzle of the day"),
                    daily.puzzle_id,
                    term.t("Matt in", "mate in"),
                    daily.level,
                    term.t("Serie", "streak"),
                    daily.streak
                );
                if let Some(a) = &daily.attempt {
                    println!(
                        "{} {} {}",
                        term.t("Heute schon gespielt:", "Already played today:"),
                        a.score,
                        term.t("Punkte", "points")
                    );
                }
                puzzle_loop(term, &app.start_daily(&date)?)?;
            }
            "5" => {
                for l in app.lessons()? {
                    println!(
                        "{:2}) {}{}",
                        l.number,
                        l.title,
                        if l.completed { " ✓" } else { "" }
                    );
                }
                let n = term
                    .ask(term.t("Lektion 1-10: ", "Lesson 1-10: "))
                    .unwrap_or_default();
                let n: u32 = n.parse().unwrap_or(1);
                lesson_loop(term, app, n)?;
            }
            "q" | "quit" | "" => return Ok(()),
            other => println!("? {other}"),
        }
    }
}

fn show(term: &Term, session: &GameSession) {
    let v = session.view();
    let pos = session.position();
    println!();
    if let Some(o) = &v.opening {
        println!("{o}");
    }
    print!("{}", term.board(&pos, v.bottom, v.last_move));
    if let Some(c) = v.clock {
        println!(
            "{}: {}  {}: {}{}",
            term.t("Rot", "Red"),
            fmt_ms(c.red_ms),
            term.t("Schwarz", "Black"),
            fmt_ms(c.black_ms),
            if c.in_grace {
                term.t("  (Nachfrist)", "  (grace)")
            } else {
                ""
            }
        );
    }
    if let Some(w) = &v.warning_text {
        println!("{w}");
    }
    println!("{}", v.status_text);
}

fn fmt_ms(ms: u64) -> String {
    format!("{}:{:02}", ms / 60_000, ms / 1000 % 60)
}

fn game_loop(term: &mut Term, session: &GameSession) -> Result<(), CliError> {
    show(term, session);
    loop {
        if session.state().is_over() {
            return Ok(());
        }
        if session.computer_to_move() {
            println!(
                "{}",
                term.t("Der Computer denkt …", "The computer is thinking …")
            );
            match session.computer_move_blocking() {
                Ok(r) => {
                    println!(
                        "{}: {} ({})",
                        term.t("Computer", "Computer"),
                        r.announcement,
                        r.notation
                    );
                    show(term, session);
                }
                Err(e) => {
                    println!("{e}");
                    return Ok(());
                }
            }
            continue;
        }
        let Some(line) = term.ask("> ") else {
            return Ok(());
        };
        let (cmd, rest) = line.split_once(' ').unwrap_or((line.as_str(), ""));
        match cmd {
            "" => {}
            "quit" | "q" | "exit" => return Ok(()),
            "help" | "?" => println!("{}", term.t(HELP_DE, HELP_EN)),
            "board" => show(term, session),
            "moves" => {
                for (i, pair) in session.view().moves.chunks(2).enumerate() {
                    println!("{:3}. {}", i + 1, pair.join("  "));
                }
            }
            "undo" => match session.undo() {
                Ok(n) => {
                    println!("{} {n}", term.t("Zurückgenommen:", "Taken back:"));
                    show(term, session);
                }
                Err(e) => println!("{e}"),
            },
            "hint" => match session.hint() {
                Ok(h) => println!("{}: {} – {}", term.t("Rat", "Hint"), h.notation, h.reason),
                Err(e) => println!("{e}"),
            },
            "draw" => match session.offer_draw() {
                Ok(true) => {
                    println!("{}", term.t("Remis angenommen.", "Draw accepted."));
                    show(term, session);
                }
                Ok(false) => println!("{}", term.t("Remis abgelehnt.", "Draw declined.")),
                Err(e) => println!("{e}"),
            },
            "resign" => {
                session.resign()?;
                show(term, session);
            }
            "explain" => match Square::parse_iccs(rest.trim()) {
                Some(s) => explain(term, session, s),
                None => println!("{}", term.t("Punkt wie h2 angeben", "give a point like h2")),
            },
            _ => match session.play(&line) {
                Ok(r) => {
                    let _ = r;
                    show(term, session);
                }
                Err(e) => println!("{e}"),
            },
        }
        if let Ok(GameState::Finished { .. }) = session.tick() {
            show(term, session);
        }
    }
}

fn explain(term: &Term, session: &GameSession, s: Square) {
    let lang = match term.lang {
        Language::De => xiangqi::notation::Lang::De,
        Language::En => xiangqi::notation::Lang::En,
    };
    match (session.select(s), session.card(s)) {
        (Some(help), Some(card)) => {
            println!("{}", xiangqi::explain::render_help(&help, lang));
            println!("{}", xiangqi::explain::render_card(&card, lang));
        }
        _ => println!("{}", term.t("Dort steht kein Stein.", "No piece there.")),
    }
}

fn puzzle_loop(term: &mut Term, play: &PuzzlePlay) -> Result<(), CliError> {
    let v = play.view();
    println!(
        "{} {} – {} {}",
        term.t("Rätsel", "Puzzle"),
        v.id,
        term.t("Rot setzt matt in", "Red mates in"),
        v.level
    );
    loop {
        let v = play.view();
        let pos = Position::from_fen(&v.fen)?;
        print!("{}", term.board(&pos, Color::Red, v.played.last().copied()));
        if v.over {
            if v.solved {
                println!("{}", term.t("Gelöst!", "Solved!"));
            }
            if let Some(score) = v.daily_score {
                println!("{}: {score}", term.t("Punkte", "Points"));
            }
            return Ok(());
        }
        let Some(line) = term.ask(term.t(
            "Zug (hint, solution, quit) > ",
            "Move (hint, solution, quit) > ",
        )) else {
            play.abandon()?;
            return Ok(());
        };
        match line.as_str() {
            "quit" | "q" => {
                play.abandon()?;
                return Ok(());
            }
            "hint" => match play.hint()? {
                Some(m) => println!("{}: {m}", term.t("Tipp", "Hint")),
                None => println!("-"),
            },
            "solution" => {
                let line: Vec<String> = play
                    .show_solution()?
                    .iter()
                    .map(|m| m.to_string())
                    .collect();
                println!("{}", line.join(" "));
                return Ok(());
            }
            text => match play.try_move(text) {
                Ok(TryOutcome::Wrong { gave_check }) => println!(
                    "{}",
                    if gave_check {
                        term.t(
                            "Schach, aber kein erzwungenes Matt – Fehlversuch.",
                            "Check, but no forced mate – wrong try.",
                        )
                    } else {
                        term.t(
                            "Jeder Zug muss Schach bieten – Fehlversuch.",
                            "Every move must give check – wrong try.",
                        )
                    }
                ),
                Ok(TryOutcome::Continue { reply }) => {
                    println!("{}: {reply}", term.t("Schwarz", "Black"))
                }
                Ok(TryOutcome::Mate) => {}
                Err(e) => println!("{e}"),
            },
        }
    }
}

fn lesson_loop(term: &mut Term, app: &App, n: u32) -> Result<(), CliError> {
    let lesson = app.lesson(n)?;
    let view = app.lessons()?.into_iter().find(|l| l.number as u32 == n);
    if let Some(v) = &view {
        println!("{}\n{}\n{}", v.title, v.explanation, v.task);
    }
    loop {
        let pos = Position::from_fen(&lesson.fen())?;
        print!("{}", term.board(&pos, Color::Red, None));
        let Some(line) = term.ask("> ") else {
            return Ok(());
        };
        if matches!(line.as_str(), "quit" | "q") {
            return Ok(());
        }
        match lesson.play(&line) {
            Ok(fb) => {
                if let Some(r) = fb.reply {
                    println!("{}: {r}", term.t("Schwarz", "Black"));
                }
                if let Some(t) = fb.text {
                    println!("{t}");
                }
                if fb.right {
                    return Ok(());
                }
            }
            Err(e) => println!("{e}"),
        }
    }
}
