//! `xiangqi play`: the terminal front end on the app layer (the same API the phone apps use).
//!
//! Reads moves and commands from standard input line by line, so it can be scripted:
//! `printf 'h2e2\nquit\n' | xiangqi play --db /tmp/x.db --new`. Every option is checked
//! before the database is touched; prompts say what they accept and ask again; only `quit`
//! or the end of input ends the program.

use crate::args::Args;
use crate::learn_cmds::{lesson_loop, puzzle_loop};
use crate::term::{default_db, locale_lang, say, Term};
use crate::{fail, CliError};
use std::path::PathBuf;
use xiangqi::app::{App, DrawAnswer, ErrorKind, GameSession, NewGameConfig};
use xiangqi::engine::Level;
use xiangqi::game::{ClockChoice, ComputerHandicap, Handicap, HouseRules};
use xiangqi::notation::Style;
use xiangqi::{Color, Lang, Square};

const HELP_DE: &str = "\
Züge in jeder Schreibweise: h2e2, h3-e3, K2.5, 炮二平五, \"Kanone auf Linie 5\".
Befehle: zurück (undo), rat (hint), remis (draw), aufgeben (resign),
         erkläre PUNKT (Gangarten-Hilfe und Karte, z. B. erkläre h2), züge (moves),
         brett (board), schreibweise kurz|worte|koordinaten|iccs|chinesisch (notation),
         hilfe (help), ende (quit; die Partie bleibt gespeichert).";
const HELP_EN: &str = "\
Moves in any notation: h2e2, h3-e3, C2.5, 炮二平五, \"cannon to file 5\".
Commands: undo, hint, draw (offer a draw), resign, explain POINT (move helper and piece
          card, e.g. explain h2), moves (move list), board, notation
          short|words|coords|iccs|chinese, help, quit (the game stays saved).";

/// The notation setting from its name (`short`, `words`, `coords`, `iccs`, `chinese`, in
/// either language; the style names `de`, `wxf`, `words-de`... too). Short and words follow
/// the UI language.
fn notation_of(name: &str) -> Option<Style> {
    match name.to_lowercase().as_str() {
        "short" | "kurz" => Some(Style::De),
        "words" | "worte" | "wörter" => Some(Style::WordsDe),
        "coords" | "coordinates" | "koordinaten" => Some(Style::Coords),
        "chinese" | "chinesisch" => Some(Style::Zh),
        other => Style::from_name(other),
    }
}

fn level_of(answer: &str) -> Option<Level> {
    match answer {
        "1" => Some(Level::Easy),
        "2" => Some(Level::Normal),
        "3" => Some(Level::Strong),
        other => Level::parse(other),
    }
}

fn color_of(answer: &str) -> Option<Color> {
    match answer.to_lowercase().as_str() {
        "red" | "rot" | "r" => Some(Color::Red),
        "black" | "schwarz" | "s" | "b" => Some(Color::Black),
        _ => None,
    }
}

fn config_from(args: &Args) -> Result<NewGameConfig, CliError> {
    let mut cfg = match args.value("mode").unwrap_or("computer") {
        "computer" => {
            let l = args.value("level").unwrap_or("normal");
            let level = Level::parse(l).ok_or_else(|| {
                fail!(
                    "unbekannte Stufe {l:?} (easy, normal, strong)",
                    "unknown level {l:?} (easy, normal, strong)"
                )
            })?;
            let human = match args.value("color") {
                None => Color::Red,
                Some(c) => color_of(c).ok_or_else(|| {
                    fail!(
                        "unbekannte Farbe {c:?} (red, black)",
                        "unknown colour {c:?} (red, black)"
                    )
                })?,
            };
            NewGameConfig::vs_computer(level, human)
        }
        "two" => NewGameConfig::two_players(),
        other => {
            return Err(fail!(
                "unbekannte Spielart {other:?} (computer, two)",
                "unknown mode {other:?} (computer, two)"
            ))
        }
    };
    if let Some(h) = args.value("handicap") {
        cfg.handicap = Some(h.parse::<Handicap>().map_err(|_| {
            fail!(
                "unbekannte Vorgabe {h:?} (chariot, cannon, horse, two-horses, nine)",
                "unknown handicap {h:?} (chariot, cannon, horse, two-horses, nine)"
            )
        })?);
    }
    if let Some(h) = args.value("house") {
        cfg.house = HouseRules::parse_list(h).map_err(|e| {
            let rule = e.0;
            fail!(
                "unbekannte Hausregel {rule:?} (check-only, stalemate-draw)",
                "unknown house rule {rule:?} (check-only, stalemate-draw)"
            )
        })?;
    }
    if let Some(h) = args.value("computer-handicap") {
        cfg.house.computer_handicap = Some(h.parse::<ComputerHandicap>().map_err(|_| {
            fail!(
                "unbekannte Vorgabe des Computers {h:?} (horse, chariot, two-horses)",
                "unknown computer handicap {h:?} (horse, chariot, two-horses)"
            )
        })?);
    }
    if let Some(c) = args.value("clock") {
        cfg.clock = c.parse::<ClockChoice>().map_err(|_| {
            fail!(
                "unbekannte Uhr {c:?} (none, 30, 60, 90, 120, 3+2, 10+5, 20+10, 45+15)",
                "unknown clock {c:?} (none, 30, 60, 90, 120, 3+2, 10+5, 20+10, 45+15)"
            )
        })?;
    }
    if let Some(s) = args.value("seed") {
        cfg.seed = Some(s.parse().map_err(|_| {
            fail!(
                "--seed braucht eine Zahl, nicht {s:?}",
                "--seed needs a number, not {s:?}"
            )
        })?);
    }
    // Conflicting choices (a computer handicap between two players...) are refused here,
    // before the database is opened or created.
    cfg.check().map_err(say(crate::run_lang()))?;
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
            "notation",
            "strong-ms",
        ],
        &["new", "letters", "no-color"],
    )?;
    // Everything is checked before the database is opened or created.
    args.no_positional()?;
    let lang = crate::lang_option(&args)?;
    let notation = match args.value("notation") {
        None => None,
        Some(n) => Some(notation_of(n).ok_or_else(|| {
            fail!(
                "unbekannte Schreibweise {n:?} (short, words, coords, iccs, chinese)",
                "unknown notation {n:?} (short, words, coords, iccs, chinese)"
            )
        })?),
    };
    let cfg = config_from(&args)?;
    let strong_ms: Option<u64> = match args.value("strong-ms") {
        None => None,
        Some(ms) => Some(ms.parse().map_err(|_| {
            fail!(
                "--strong-ms braucht Millisekunden, nicht {ms:?}",
                "--strong-ms needs milliseconds, not {ms:?}"
            )
        })?),
    };
    let db = args
        .value("db")
        .map(PathBuf::from)
        .unwrap_or_else(default_db);

    let mut term = Term::new(
        lang.unwrap_or_else(locale_lang),
        args.flag("letters"),
        !args.flag("no-color"),
    );
    let Some(mut app) = term.open_app(&db)? else {
        return Ok(());
    };
    if let Some(ms) = strong_ms {
        app = app.with_engine_config(xiangqi::app::EngineConfig::default().with_strong_time_ms(ms));
    }
    let lang = term.lang;
    app.adopt_device_language(lang).map_err(say(lang))?;
    let mut settings = app.settings().map_err(say(lang))?;
    if args.value("lang").is_some() {
        settings.language = lang;
    }
    if let Some(n) = notation {
        settings.notation = n;
    }
    app.save_settings(&settings).map_err(say(lang))?;
    term.lang = settings.language;

    if args.flag("new") {
        let session = app.new_game(&cfg).map_err(say(term.lang))?;
        return game_loop(&mut term, &app, &session);
    }
    if let Some(session) = app.resume().map_err(say(term.lang))? {
        let v = session.view();
        outln!(
            "{} ({} {}; {})",
            term.t(
                "Es gibt eine unbeendete Partie",
                "There is an unfinished game"
            ),
            v.ply,
            match v.ply {
                1 => term.t("Halbzug", "ply"),
                _ => term.t("Halbzüge", "plies"),
            },
            v.title
        );
        let prompt = term
            .t("Weiterspielen? [J/n] ", "Resume it? [Y/n] ")
            .to_string();
        match term.ask_yes_no(&prompt, true) {
            None => return Ok(()),
            Some(true) => game_loop(&mut term, &app, &session)?,
            Some(false) => {}
        }
    }
    menu(&mut term, &app, &cfg)
}

fn menu(term: &mut Term, app: &App, cfg: &NewGameConfig) -> Result<(), CliError> {
    loop {
        outln!(
            "{}",
            term.t(
                "1) Gegen den Computer  2) Zu zweit  3) Rätsel  4) Rätsel des Tages  5) Schule der Rollen  q) Ende",
                "1) Vs. computer  2) Two players  3) Puzzle  4) Puzzle of the day  5) School of roles  q) Quit",
            )
        );
        let accepted = term.t("1 bis 5 oder q", "1 to 5 or q").to_string();
        let Some(choice) = term.ask_choice("> ", &accepted, None, |a| {
            a.parse::<u8>().ok().filter(|n| (1..=5).contains(n))
        }) else {
            return Ok(());
        };
        let lang = term.lang;
        match choice {
            1 => {
                let Some(level) = term.ask_choice(
                    term.t(
                        "Stufe: 1) leicht (Xiaolan)  2) normal (Meifang)  3) stark (Meister Wang) [2] ",
                        "Level: 1) easy (Xiaolan)  2) normal (Meifang)  3) strong (Master Wang) [2] ",
                    )
                    .to_string()
                    .as_str(),
                    term.t("1, 2, 3, leicht, normal oder stark", "1, 2, 3, easy, normal or strong"),
                    Some(Level::Normal),
                    level_of,
                ) else {
                    return Ok(());
                };
                let Some(human) = term.ask_choice(
                    term.t(
                        "Deine Farbe: rot oder schwarz [rot] ",
                        "Your colour: red or black [red] ",
                    )
                    .to_string()
                    .as_str(),
                    term.t("rot oder schwarz", "red or black"),
                    Some(Color::Red),
                    color_of,
                ) else {
                    return Ok(());
                };
                let mut game = cfg.clone();
                game.mode = NewGameConfig::vs_computer(level, human).mode;
                let session = app.new_game(&game).map_err(say(lang))?;
                game_loop(term, app, &session)?;
            }
            2 => {
                let mut game = cfg.clone();
                game.mode = NewGameConfig::two_players().mode;
                game.house.computer_handicap = None;
                let session = app.new_game(&game).map_err(say(lang))?;
                game_loop(term, app, &session)?;
            }
            3 => {
                let Some(level) = term.ask_choice(
                    term.t("Stufe 1-5 (Matt in N) [1] ", "Level 1-5 (mate in N) [1] ")
                        .to_string()
                        .as_str(),
                    term.t("1 bis 5", "1 to 5"),
                    Some(1u8),
                    |a| a.parse().ok().filter(|n| (1..=5).contains(n)),
                ) else {
                    return Ok(());
                };
                puzzle_loop(term, &app.next_puzzle(level).map_err(say(lang))?)?;
            }
            4 => crate::learn_cmds::daily(term, app, None)?,
            5 => {
                for l in app.lessons().map_err(say(lang))? {
                    outln!(
                        "{:2}) {}{}",
                        l.number,
                        l.title,
                        if l.completed { " ✓" } else { "" }
                    );
                }
                let Some(n) = term.ask_choice(
                    term.t("Lektion 1-10: ", "Lesson 1-10: "),
                    term.t("1 bis 10", "1 to 10"),
                    None,
                    |a| a.parse::<u32>().ok().filter(|n| (1..=10).contains(n)),
                ) else {
                    return Ok(());
                };
                lesson_loop(term, app, n)?;
            }
            _ => {}
        }
    }
}

fn show(term: &Term, session: &GameSession) {
    let v = session.view();
    let pos = session.position();
    outln!();
    outln!("{}", v.title);
    if let Some(o) = &v.opening {
        outln!("{o}");
    }
    out!("{}", term.board(&pos, v.bottom, v.last_move));
    if let Some(c) = v.clock {
        outln!(
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
        outln!("{w}");
    }
    outln!("{}", v.status_text);
}

/// Time left as m:ss, rounded up: a full clock reads 10:00, and 0:00 means the time is out.
fn fmt_ms(ms: u64) -> String {
    let s = ms.div_ceil(1000);
    format!("{}:{:02}", s / 60, s % 60)
}

/// A game command, by its English or German name.
fn command_of(word: &str) -> Option<&'static str> {
    Some(match word.to_lowercase().as_str() {
        "quit" | "q" | "exit" | "ende" | "beenden" => "quit",
        "help" | "?" | "hilfe" => "help",
        "board" | "brett" => "board",
        "moves" | "züge" => "moves",
        "undo" | "zurück" => "undo",
        "hint" | "rat" | "tipp" => "hint",
        "draw" | "remis" => "draw",
        "resign" | "aufgeben" => "resign",
        "explain" | "erkläre" => "explain",
        "notation" | "schreibweise" => "notation",
        _ => return None,
    })
}

fn game_loop(term: &mut Term, app: &App, session: &GameSession) -> Result<(), CliError> {
    show(term, session);
    loop {
        let lang = term.lang;
        if session.state().is_over() {
            return Ok(());
        }
        if session.computer_to_move() {
            outln!(
                "{}",
                term.t("Der Computer denkt …", "The computer is thinking …")
            );
            match session.computer_move_blocking() {
                Ok(r) => {
                    outln!(
                        "{}: {} ({})",
                        term.t("Computer", "Computer"),
                        r.announcement,
                        r.notation
                    );
                    show(term, session);
                }
                Err(e) => {
                    outln!("{}", e.message(lang));
                    return Ok(());
                }
            }
            continue;
        }
        let Some(line) = term.ask("> ") else {
            session.suspend().map_err(say(lang))?;
            return Ok(());
        };
        let (word, rest) = line.split_once(' ').unwrap_or((line.as_str(), ""));
        let rest = rest.trim();
        match command_of(word) {
            _ if line.is_empty() => {}
            Some("quit") => {
                session.suspend().map_err(say(lang))?;
                return Ok(());
            }
            Some("help") => outln!("{}", term.t(HELP_DE, HELP_EN)),
            Some("board") => show(term, session),
            Some("moves") => {
                for (i, pair) in session.view().moves.chunks(2).enumerate() {
                    outln!("{:3}. {}", i + 1, pair.join("  "));
                }
            }
            Some("undo") => match session.undo() {
                Ok(n) => {
                    outln!("{} {n}", term.t("Zurückgenommen:", "Taken back:"));
                    show(term, session);
                }
                Err(e) => outln!("{}", e.message(lang)),
            },
            Some("hint") => match session.hint() {
                Ok(h) => outln!("{}: {} – {}", term.t("Rat", "Hint"), h.notation, h.reason),
                Err(e) => outln!("{}", e.message(lang)),
            },
            Some("draw") => draw(term, session)?,
            Some("resign") => {
                session.resign().map_err(say(lang))?;
                show(term, session);
            }
            Some("explain") => match Square::parse_iccs(rest) {
                Some(s) => explain(term, session, s),
                None => outln!(
                    "{}",
                    term.t(
                        "Bitte einen Punkt wie h2 angeben.",
                        "Please give a point like h2."
                    )
                ),
            },
            Some("notation") => match notation_of(rest) {
                Some(style) => {
                    let mut s = app.settings().map_err(say(lang))?;
                    s.notation = style;
                    app.save_settings(&s).map_err(say(lang))?;
                    session.apply_settings(s);
                    show(term, session);
                }
                None => outln!(
                    "{}",
                    term.t(
                        "Schreibweisen: kurz, worte, koordinaten, iccs, chinesisch.",
                        "Notations: short, words, coords, iccs, chinese."
                    )
                ),
            },
            _ => match session.play(&line) {
                Ok(_) => show(term, session),
                Err(e) if e.kind() == ErrorKind::GameChanged => {
                    outln!("{}", e.message(lang));
                    show(term, session);
                }
                Err(e) => outln!("{}", e.message(lang)),
            },
        }
        // A flag can fall while the player thinks: say so once, when it happens.
        if !session.state().is_over() && session.tick().map_err(say(lang))?.is_over() {
            show(term, session);
        }
    }
}

/// The draw offer: the computer answers at once; between two players the other one is asked.
fn draw(term: &mut Term, session: &GameSession) -> Result<(), CliError> {
    let lang = term.lang;
    match session.offer_draw() {
        Ok(DrawAnswer::Accepted) => {
            outln!("{}", term.t("Remis angenommen.", "Draw accepted."));
            show(term, session);
        }
        Ok(DrawAnswer::Declined) => outln!("{}", term.t("Remis abgelehnt.", "Draw declined.")),
        Ok(DrawAnswer::AskOpponent) => {
            let other = match !session.position().side_to_move() {
                Color::Red => term.t("Rot", "Red"),
                Color::Black => term.t("Schwarz", "Black"),
            };
            let prompt = match lang {
                Lang::De => format!("{other}, nimmst du das Remis an? [j/n] "),
                Lang::En => format!("{other}, do you accept the draw? [y/n] "),
            };
            let accepted = term.t("j oder n", "y or n").to_string();
            match term.ask_choice(&prompt, &accepted, None, crate::term::yes_no) {
                Some(true) => {
                    session.agree_draw().map_err(say(lang))?;
                    show(term, session);
                }
                _ => outln!("{}", term.t("Remis abgelehnt.", "Draw declined.")),
            }
        }
        Err(e) => outln!("{}", e.message(lang)),
    }
    Ok(())
}

fn explain(term: &Term, session: &GameSession, s: Square) {
    match (session.select(s), session.card(s)) {
        (Some(help), Some(card)) => {
            outln!("{}", help.text);
            outln!("{}", card.text);
        }
        _ => outln!(
            "{}",
            term.t("Dort steht kein Stein.", "There is no piece there.")
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prompts_take_both_languages() {
        assert_eq!(color_of("schwarz"), Some(Color::Black));
        assert_eq!(color_of("b"), Some(Color::Black));
        assert_eq!(color_of("Rot"), Some(Color::Red));
        assert_eq!(color_of("hard"), None);
        assert_eq!(level_of("stark"), Some(Level::Strong));
        assert_eq!(level_of("3"), Some(Level::Strong));
        assert_eq!(level_of("hard"), None);
        assert_eq!(notation_of("kurz"), Some(Style::De));
        assert_eq!(notation_of("wxf"), Some(Style::Wxf));
        assert_eq!(command_of("Aufgeben"), Some("resign"));
    }
}
