//! `xiangqi play`: the app the phones run ([`AppCore`]) with the terminal as its shell
//! ([`crate::shell`]): home, new game, games, puzzles, the puzzle of the day, the school,
//! records, settings, review, analysis and the editor.
//!
//! Reads numbers, moves and commands from standard input line by line, so it can be
//! scripted: `printf 'h2e2\nquit\n' | xiangqi play --db /tmp/x.db --new`. Every option is
//! checked before the database is touched; only `quit` or the end of input ends the program.

use crate::args::Args;
use crate::shell::TextShell;
use crate::term::{default_db, locale_lang, say, Term};
use crate::{esc, fail, CliError};
use std::path::PathBuf;
use std::sync::Arc;
use xiangqi::app::{Action, AppCore, AppOptions, EngineConfig, Event, NewGameConfig};
use xiangqi::engine::Level;
use xiangqi::game::{ClockChoice, ComputerHandicap, Handicap, HouseRules};
use xiangqi::notation::Style;
use xiangqi::Color;

/// The notation setting from its name (`short`, `words`, `coords`, `iccs`, `chinese`, in
/// any of the languages; the style names `de`, `wxf`, `words-de`... too). Short and words follow
/// the UI language.
fn notation_of(name: &str) -> Option<Style> {
    match name.to_lowercase().as_str() {
        "short" | "kurz" | "简写" => Some(Style::De),
        "words" | "worte" | "wörter" | "文字" => Some(Style::WordsDe),
        "coords" | "coordinates" | "koordinaten" | "坐标" => Some(Style::Coords),
        "chinese" | "chinesisch" | "中文" | "中文记谱" => Some(Style::Zh),
        other => Style::from_name(other),
    }
}

fn color_of(answer: &str) -> Option<Color> {
    match answer.to_lowercase().as_str() {
        "red" | "rot" | "r" | "红" | "红方" => Some(Color::Red),
        "black" | "schwarz" | "s" | "b" | "黑" | "黑方" => Some(Color::Black),
        _ => None,
    }
}

fn config_from(args: &Args) -> Result<NewGameConfig, CliError> {
    let mut cfg = match args.value("mode").unwrap_or("computer") {
        "computer" => {
            let l = args.value("level").unwrap_or("normal");
            let level =
                Level::parse(l).ok_or_else(|| fail!("cli-unknown-level", value = esc(l)))?;
            let human = match args.value("color") {
                None => Color::Red,
                Some(c) => color_of(c).ok_or_else(|| fail!("cli-unknown-color", value = esc(c)))?,
            };
            NewGameConfig::vs_computer(level, human)
        }
        "two" => NewGameConfig::two_players(),
        other => return Err(fail!("cli-unknown-mode", value = esc(other))),
    };
    if let Some(h) = args.value("handicap") {
        cfg.handicap = Some(
            h.parse::<Handicap>()
                .map_err(|_| fail!("cli-unknown-handicap", value = esc(h)))?,
        );
    }
    if let Some(h) = args.value("house") {
        cfg.house = HouseRules::parse_list(h)
            .map_err(|e| fail!("cli-unknown-house-rule", value = esc(&e.0)))?;
    }
    if let Some(h) = args.value("computer-handicap") {
        cfg.house.computer_handicap = Some(
            h.parse::<ComputerHandicap>()
                .map_err(|_| fail!("cli-unknown-computer-handicap", value = esc(h)))?,
        );
    }
    if let Some(c) = args.value("clock") {
        cfg.clock = c
            .parse::<ClockChoice>()
            .map_err(|_| fail!("cli-unknown-clock", value = esc(c)))?;
    }
    if let Some(s) = args.value("seed") {
        cfg.seed = Some(
            s.parse()
                .map_err(|_| fail!("cli-seed-not-a-number", value = esc(s)))?,
        );
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
            "server",
        ],
        &["new", "letters", "no-color"],
    )?;
    // Everything is checked before the database is opened or created.
    args.no_positional()?;
    let lang = crate::lang_option(&args)?;
    let notation = match args.value("notation") {
        None => None,
        Some(n) => {
            Some(notation_of(n).ok_or_else(|| fail!("cli-unknown-notation", value = esc(n)))?)
        }
    };
    let cfg = config_from(&args)?;
    let strong_ms: Option<u64> = match args.value("strong-ms") {
        None => None,
        Some(ms) => Some(
            ms.parse()
                .map_err(|_| fail!("cli-strong-ms-not-a-number", value = esc(ms)))?,
        ),
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
    // The database is opened here first: a damaged one is offered for recovery in the
    // terminal's words, the run's choices are saved, and a game asked for with --new is
    // created; then the app's core takes over the same file.
    let new_game = {
        let Some(app) = term.open_app(&db)? else {
            return Ok(());
        };
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
            session.suspend().map_err(say(term.lang))?;
            Some(session.game_id())
        } else {
            None
        }
    };

    let mut options = AppOptions::new(&db, term.lang);
    // Online play through the tokio client; the sign-in proposes `--server` (or the
    // development server).
    match xiangqi_online::link::TokioLink::try_new() {
        Ok(link) => options.online = Some(Arc::new(link)),
        // Without a thread for it the app plays offline; the online screen says so.
        Err(e) => eprintln!(
            "{}",
            xiangqi::tr!(term.lang, "cli-online-unavailable", reason = e.to_string())
        ),
    }
    if let Some(server) = args.value("server") {
        options.default_server = server.to_string();
    }
    options.utc_offset_minutes = crate::learn_cmds::local_utc_offset_minutes();
    if let Some(ms) = strong_ms {
        options.engine = EngineConfig::default().with_strong_time_ms(ms);
    }
    // Tests make time run faster to see a flag fall (hidden; not an option).
    if let Some(scale) = std::env::var("XIANGQI_TEST_TIME_SCALE")
        .ok()
        .and_then(|s| s.parse::<u64>().ok())
        .filter(|&s| s > 1)
    {
        let start = std::time::Instant::now();
        let at = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as u64);
        options.clock = Some(Arc::new(move || {
            at + start.elapsed().as_millis() as u64 * scale
        }));
    }
    let shell = TextShell::new(term.painter());
    if new_game.is_some() {
        shell.hush();
    }
    let core = AppCore::start(options, shell.clone()).map_err(say(term.lang))?;
    let core = Arc::new(core);
    if let Some(id) = new_game {
        core.send(Event::Action {
            action: Action::ResumeGame { id },
        });
        core.settle();
        shell.show();
    }
    crate::shell::run(core, shell, &mut term);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prompts_take_every_language() {
        assert_eq!(color_of("schwarz"), Some(Color::Black));
        assert_eq!(color_of("黑方"), Some(Color::Black));
        assert_eq!(color_of("b"), Some(Color::Black));
        assert_eq!(color_of("Rot"), Some(Color::Red));
        assert_eq!(color_of("hard"), None);
        assert_eq!(notation_of("kurz"), Some(Style::De));
        assert_eq!(notation_of("wxf"), Some(Style::Wxf));
    }
}
