//! The `xiangqi` command: terminal play, puzzles and lessons on the app layer (the API the
//! phone apps use), and the tools around the core (rules, notation, engine, puzzles).
//!
//! One table of commands builds both the dispatch and the help; every command answers
//! `--help`. Bad input exits with code 2 and one line on stderr; nothing here may panic on
//! user input, and a closed output pipe ends a command quietly.

mod args;
#[macro_use]
mod out;
mod engine_cmds;
mod game_cmds;
mod learn_cmds;
mod notation_cmds;
mod online_cmds;
mod play;
mod puzzle_cmds;
mod review_cmds;
mod rules_cmds;
mod scene_cmds;
mod shell;
mod sound_cmds;
mod term;

use std::process::ExitCode;
use xiangqi::{l10n, Lang};

/// One command: its name, its arguments (`{langs}` stands for the language names), the
/// message saying what it does, the message explaining its options for `--help` (where the
/// one line is not enough), and its code.
struct Command {
    name: &'static str,
    args: &'static str,
    what: &'static str,
    details: Option<&'static str>,
    run: fn(&[String]) -> Result<(), CliError>,
}

const COMMANDS: &[Command] = &[
    Command {
        name: "play",
        args: "[--db PATH] [--new] [--mode computer|two] [--level easy|normal|strong] \
               [--color red|black] [--handicap chariot|cannon|horse|two-horses|nine] \
               [--computer-handicap horse|chariot|two-horses] [--house check-only,stalemate-draw] \
               [--clock none|30|60|90|120|3+2|10+5|20+10|45+15] \
               [--notation short|words|coords|iccs|chinese] [--letters] [--no-color] [--lang {langs}] \
               [--server URL]",
        what: "cli-cmd-play",
        details: None,
        run: play::play,
    },
    Command {
        name: "puzzle",
        args: "[--db PATH] [--daily [--date YYYY-MM-DD]] [--level 1-5] [--id ID] [--lang {langs}]",
        what: "cli-cmd-puzzle",
        details: None,
        run: learn_cmds::puzzle,
    },
    Command {
        name: "lesson",
        args: "N [--db PATH] [--lang {langs}]",
        what: "cli-cmd-lesson",
        details: None,
        run: learn_cmds::lesson,
    },
    Command {
        name: "online",
        args: "[--server URL] [--name NAME] [--lang {langs}]",
        what: "cli-cmd-online",
        details: None,
        run: online_cmds::online,
    },
    Command {
        name: "review",
        args: "(--pgn FILE | --game ID) [--db PATH] [--json] [--graph FILE.svg] [--lang {langs}] [--nodes N]",
        what: "cli-cmd-review",
        details: Some("cli-review-details"),
        run: review_cmds::review,
    },
    Command {
        name: "analyse",
        args: "--fen FEN [--lines N] [--movetime MS] [--json] [--style NAME]",
        what: "cli-cmd-analyse",
        details: Some("cli-analyse-details"),
        run: review_cmds::analyse_cmd,
    },
    Command {
        name: "moves",
        args: "[--fen FEN] [--batch]",
        what: "cli-cmd-moves",
        details: None,
        run: rules_cmds::moves,
    },
    Command {
        name: "perft",
        args: "[--fen FEN] [--divide] DEPTH",
        what: "cli-cmd-perft",
        details: None,
        run: rules_cmds::perft,
    },
    Command {
        name: "status",
        args: "[--fen FEN] [--batch]",
        what: "cli-cmd-status",
        details: None,
        run: rules_cmds::status,
    },
    Command {
        name: "fen",
        args: "--fen FEN",
        what: "cli-cmd-fen",
        details: None,
        run: rules_cmds::fen,
    },
    Command {
        name: "judge",
        args: "[--fen FEN] [--handicap NAME] [--house LIST] MOVE...",
        what: "cli-cmd-judge",
        details: None,
        run: game_cmds::judge,
    },
    Command {
        name: "notation",
        args: "[--fen FEN] [--style de|wxf|words-de|words-en|coords|iccs|zh] [--opening] [--batch] MOVE...",
        what: "cli-cmd-notation",
        details: None,
        run: notation_cmds::notation,
    },
    Command {
        name: "explain",
        args: "[--fen FEN] [--lang {langs}] [--json] POINT",
        what: "cli-cmd-explain",
        details: None,
        run: notation_cmds::explain,
    },
    Command {
        name: "pgn",
        args: "export [--fen FEN] [--style wxf|iccs] [--result R] MOVE... | import [FILE|-]",
        what: "cli-cmd-pgn",
        details: None,
        run: notation_cmds::pgn,
    },
    Command {
        name: "uci",
        args: "",
        what: "cli-cmd-uci",
        details: None,
        run: engine_cmds::uci,
    },
    Command {
        name: "bench",
        args: "[--depth N] [--hash MIB]",
        what: "cli-cmd-bench",
        details: None,
        run: engine_cmds::bench,
    },
    Command {
        name: "best",
        args: "[--fen FEN] [--level easy|normal|strong|max] [--movetime MS] [--depth N] MOVE...",
        what: "cli-cmd-best",
        details: None,
        run: engine_cmds::best,
    },
    Command {
        name: "render",
        args: "[OPTIONS] --out FILE.svg|FILE.png",
        what: "cli-cmd-render",
        details: Some("cli-render-details"),
        run: scene_cmds::render,
    },
    Command {
        name: "scene",
        args: "[OPTIONS] --json | --hit X Y | --a11y [--lang {langs}]",
        what: "cli-cmd-scene",
        details: Some("cli-scene-details"),
        run: scene_cmds::scene,
    },
    Command {
        name: "sound",
        args: "CUE --out FILE.wav [--rate HZ]",
        what: "cli-cmd-sound",
        details: None,
        run: sound_cmds::sound,
    },
    Command {
        name: "music",
        args: "N [--seconds S] [--rate HZ] --out FILE.wav",
        what: "cli-cmd-music",
        details: None,
        run: sound_cmds::music,
    },
    Command {
        name: "puzzles",
        args: "verify FILE [--timing] | generate --out FILE [--count N] [--seed S] [--games G] [--minutes M] [--append] [--chooser engine|material]",
        what: "cli-cmd-puzzles",
        details: Some("cli-puzzles-details"),
        run: puzzle_cmds::puzzles,
    },
];

/// The language of this run, set once from the command line before anything is said.
static RUN_LANG: std::sync::OnceLock<Lang> = std::sync::OnceLock::new();

/// The language of this run (`--lang`, else the locale): every message, error and help text
/// of a run is in it.
pub fn run_lang() -> Lang {
    *RUN_LANG.get_or_init(term::locale_lang)
}

/// A failure in the run's language: `fail!("cli-id", name = value, …)` names a message of the
/// `cli` area and its arguments (as [`xiangqi::tr!`]).
/// (Braces around the arguments of `tr!`: the l10n test reads a parenthesised `tr!` call as
/// naming its id.)
macro_rules! fail {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::CliError(::std::string::String::from(xiangqi::tr! {
            $crate::run_lang(), $id $(, $name = $value)*
        }))
    };
}
pub(crate) use fail;

/// A value the user typed, escaped as Rust's `{:?}` writes it but without its quotes (the
/// messages quote it in their language's quotation marks): one line, whatever was typed.
pub fn esc(text: &str) -> String {
    let quoted = format!("{text:?}");
    quoted[1..quoted.len() - 1].to_string()
}

/// A message's choice between `[yes]` and `[no]`.
pub fn yes_or_no(b: bool) -> &'static str {
    if b {
        "yes"
    } else {
        "no"
    }
}

/// The language names the command line takes (`--lang`), joined by `sep`.
pub fn lang_names(sep: &str) -> String {
    Lang::ALL.map(Lang::name).join(sep)
}

/// The notation style names (`--style`), joined by `sep`.
pub fn style_names(sep: &str) -> String {
    xiangqi::notation::Style::ALL
        .map(xiangqi::notation::Style::name)
        .join(sep)
}

/// A FEN that cannot be read, in the run's language (the reason as the app words it).
pub fn fen_error(e: &xiangqi::fen::FenError) -> CliError {
    let why =
        xiangqi::app::AppError::from(xiangqi::game::SetupError::Fen(e.clone())).message(run_lang());
    CliError(why)
}

/// The reason of a file error in the run's language (the system's own text is English).
pub fn io_reason(e: &std::io::Error) -> String {
    use std::io::ErrorKind as K;
    let kind = match e.kind() {
        K::NotFound => "not-found",
        K::PermissionDenied => "permission-denied",
        K::AlreadyExists => "already-exists",
        K::IsADirectory => "is-a-directory",
        _ => "other",
    };
    xiangqi::tr!(
        run_lang(),
        "cli-io-reason",
        kind = kind,
        system = e.to_string()
    )
}

/// A file that cannot be read or written: its path and the reason.
pub fn file_error(path: &str, e: &std::io::Error) -> CliError {
    CliError(format!("{path}: {}", io_reason(e)))
}

/// `--lang` of a command, checked (the run already speaks it, see [`run_lang`]).
pub fn lang_option(args: &args::Args) -> Result<Option<Lang>, CliError> {
    args.value("lang")
        .map(|l| {
            l.parse::<Lang>().map_err(|_| {
                fail!(
                    "cli-unknown-language",
                    value = esc(l),
                    langs = lang_names(", ")
                )
            })
        })
        .transpose()
}

/// The language of messages outside a game: `--lang` on the command line, else the locale.
fn cli_lang(argv: &[String]) -> Lang {
    argv.windows(2)
        .find(|w| w[0] == "--lang")
        .and_then(|w| w[1].parse().ok())
        .or_else(|| {
            argv.iter()
                .find_map(|a| a.strip_prefix("--lang=").and_then(|l| l.parse().ok()))
        })
        .unwrap_or_else(term::locale_lang)
}

fn usage(lang: Lang) -> String {
    let mut text = format!(
        "{}\n\n{}\n",
        xiangqi::tr!(lang, "cli-usage"),
        xiangqi::tr!(lang, "cli-usage-commands")
    );
    for c in COMMANDS {
        text.push_str(&format!("  {:<9}{}\n", c.name, l10n::tr(lang, c.what)));
    }
    text.push_str(&format!(
        "  {:<9}{}\n\n{}",
        "help",
        xiangqi::tr!(lang, "cli-usage-this-help"),
        xiangqi::tr!(lang, "cli-usage-footer")
    ));
    text
}

fn command_usage(c: &Command, lang: Lang) -> String {
    let langs = lang_names("|");
    let mut text = format!(
        "{}\n\n{}",
        xiangqi::tr!(
            lang,
            "cli-usage-command",
            name = c.name,
            args = c.args.replace("{langs}", &langs)
        ),
        l10n::tr(lang, c.what)
    );
    if let Some(id) = c.details {
        let mut args = l10n::Args::new();
        args.set("langs", langs);
        args.set("styles", style_names("|"));
        text.push_str("\n\n");
        text.push_str(&l10n::tr_args(lang, id, &args));
    }
    text
}

/// A user-facing failure: printed as one line, exit code 2.
#[derive(Debug)]
pub struct CliError(pub String);

impl CliError {
    /// Standard output was closed by its reader (`xiangqi ... | head`): end quietly.
    const CLOSED_OUTPUT: &'static str = "\0closed output";
}

impl<E: std::fmt::Display + 'static> From<E> for CliError {
    fn from(e: E) -> CliError {
        let any: &dyn std::any::Any = &e;
        match any.downcast_ref::<std::io::Error>() {
            Some(io) if io.kind() == std::io::ErrorKind::BrokenPipe => {
                CliError(CliError::CLOSED_OUTPUT.into())
            }
            _ => CliError(e.to_string()),
        }
    }
}

fn run(argv: Vec<String>) -> Result<(), CliError> {
    let lang = *RUN_LANG.get_or_init(|| cli_lang(&argv));
    let Some((name, rest)) = argv.split_first() else {
        return Err(fail!("cli-missing-command"));
    };
    if matches!(name.as_str(), "help" | "--help" | "-h") {
        match rest
            .first()
            .and_then(|n| COMMANDS.iter().find(|c| c.name == n))
        {
            Some(c) => outln!("{}", command_usage(c, lang)),
            None => outln!("{}", usage(lang)),
        }
        return Ok(());
    }
    let Some(command) = COMMANDS
        .iter()
        .find(|c| c.name == name || (c.name == "analyse" && name == "analyze"))
    else {
        return Err(fail!("cli-unknown-command", name = esc(name)));
    };
    if rest.iter().any(|a| a == "--help" || a == "-h") {
        outln!("{}", command_usage(command, lang));
        return Ok(());
    }
    (command.run)(rest)
}

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    // A panic here would be a bug; still, the user gets one line and code 2, not a backtrace.
    std::panic::set_hook(Box::new(|info| {
        eprintln!("xiangqi: internal error: {info}");
    }));
    match std::panic::catch_unwind(|| run(argv)) {
        Ok(Ok(())) => ExitCode::SUCCESS,
        Ok(Err(CliError(msg))) if msg == CliError::CLOSED_OUTPUT => ExitCode::SUCCESS,
        Ok(Err(CliError(msg))) => {
            eprintln!("xiangqi: {msg}");
            ExitCode::from(2)
        }
        Err(_) => ExitCode::from(2),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;
    use xiangqi::l10n::{self, Locale};

    /// Every `"cli-…"` literal in the CLI's sources: the ids `fail!`, `say!` and the command
    /// table name (the core's l10n test checks those of `tr!`).
    fn ids_in_sources() -> Vec<(String, String)> {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut out = Vec::new();
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            let text = std::fs::read_to_string(&path).unwrap();
            // The code before its tests, without comments.
            let text: String = text
                .split("#[cfg(test)]")
                .next()
                .unwrap_or_default()
                .lines()
                .filter(|l| !l.trim_start().starts_with("//"))
                .collect::<Vec<_>>()
                .join("\n");
            for (i, _) in text.match_indices("\"cli-") {
                let id: String = text[i + 1..]
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                    .collect();
                if text[i + 1 + id.len()..].starts_with('"') {
                    out.push((path.display().to_string(), id));
                }
            }
        }
        out
    }

    #[test]
    fn every_message_the_cli_names_exists() {
        let missing: Vec<String> = ids_in_sources()
            .into_iter()
            .filter(|(_, id)| !Locale::ALL.iter().all(|&l| l10n::has(l, id)))
            .map(|(path, id)| format!("{path}: {id}"))
            .collect();
        assert!(missing.is_empty(), "{missing:?}");
    }

    #[test]
    fn every_cli_message_is_used() {
        let used: Vec<String> = ids_in_sources().into_iter().map(|(_, id)| id).collect();
        let ftl = std::fs::read_to_string(
            Path::new(env!("CARGO_MANIFEST_DIR")).join("../core/l10n/en/cli.ftl"),
        )
        .unwrap();
        let unused: Vec<&str> = ftl
            .lines()
            .filter_map(|l| l.split_once(" =").map(|(id, _)| id))
            .filter(|id| id.starts_with("cli-"))
            .filter(|id| !used.iter().any(|u| u == id))
            // Referenced by other messages only.
            .filter(|id| !ftl.contains(&format!("{{ {id} }}")))
            .collect();
        assert!(unused.is_empty(), "{unused:?}");
    }

    #[test]
    fn help_texts_keep_their_layout() {
        let text = command_usage(
            COMMANDS.iter().find(|c| c.name == "scene").unwrap(),
            Lang::En,
        );
        assert!(text.contains("\n\n  --json        the scene's"), "{text}");
        assert!(text.contains("  --lang LANG   the language"), "{text}");
        assert!(text.ends_with("\nThe other options as in 'xiangqi render --help'."));
        for locale in Locale::ALL {
            let mut args = l10n::Args::new();
            args.set("what", "cue");
            assert!(!l10n::tr_args(locale, "cli-missing-positional", &args).is_empty());
        }
    }
}
