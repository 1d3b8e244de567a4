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
use xiangqi::Lang;

/// One command: its name, its arguments, what it does (German, English), the options
/// explained for `--help` (where the one line is not enough; German, English), and its code.
struct Command {
    name: &'static str,
    args: &'static str,
    what: (&'static str, &'static str),
    details: (&'static str, &'static str),
    run: fn(&[String]) -> Result<(), CliError>,
}

const COMMANDS: &[Command] = &[
    Command {
        name: "play",
        args: "[--db PATH] [--new] [--mode computer|two] [--level easy|normal|strong] \
               [--color red|black] [--handicap chariot|cannon|horse|two-horses|nine] \
               [--computer-handicap horse|chariot|two-horses] [--house check-only,stalemate-draw] \
               [--clock none|30|60|90|120|3+2|10+5|20+10|45+15] \
               [--notation short|words|coords|iccs|chinese] [--letters] [--no-color] [--lang de|en] \
               [--server URL]",
        what: (
            "die App wie auf dem Telefon: gegen den Computer, zu zweit oder online (--server: die vorgeschlagene Serveradresse), Rätsel, Rätsel des Tages, Lektionen, Bilanz, Einstellungen; Zahlen wählen, was mit ihnen angezeigt wird; unbeendete Partien stehen auf dem Startbildschirm",
            "the app as on the phone: against the computer, two players or online (--server: the server address proposed), puzzles, the puzzle of the day, lessons, records, settings; numbers pick what is shown with them; unfinished games are listed at home",
        ),
        details: ("", ""),
        run: play::play,
    },
    Command {
        name: "puzzle",
        args: "[--db PATH] [--daily [--date YYYY-MM-DD]] [--level 1-5] [--id ID] [--lang de|en]",
        what: (
            "ein Endspielrätsel (Matt in N, jeder Zug Schach) oder das Rätsel des Tages",
            "an endgame puzzle (mate in N, every move checks) or the puzzle of the day",
        ),
        details: ("", ""),
        run: learn_cmds::puzzle,
    },
    Command {
        name: "lesson",
        args: "N [--db PATH] [--lang de|en]",
        what: (
            "eine Lektion der Schule der Rollen (1 bis 10)",
            "a lesson of the school of roles (1 to 10)",
        ),
        details: ("", ""),
        run: learn_cmds::lesson,
    },
    Command {
        name: "online",
        args: "[--server URL] [--name NAME] [--lang de|en]",
        what: (
            "gegen andere spielen: Wartesaal, Herausforderung, schnelle Partie, Live, meine Partien, Rätsel des Tages (Server: cargo run --release -p xiangqi-server)",
            "play others: lobby, challenge, quick game, live games, my games, the puzzle of the day (server: cargo run --release -p xiangqi-server)",
        ),
        details: ("", ""),
        run: online_cmds::online,
    },
    Command {
        name: "review",
        args: "(--pgn FILE | --game ID) [--db PATH] [--json] [--graph FILE.svg] [--lang de|en] [--nodes N]",
        what: (
            "eine Partie auswerten: jeder Zug bewertet, der bessere Zug bei jedem Fehler, die Wendepunkte",
            "review a game: every move classed, the better move for every error, the key moments",
        ),
        details: review_cmds::REVIEW_DETAILS,
        run: review_cmds::review,
    },
    Command {
        name: "analyse",
        args: "--fen FEN [--lines N] [--movetime MS] [--json] [--style NAME]",
        what: (
            "die besten Fortsetzungen einer Stellung",
            "the best lines of a position",
        ),
        details: review_cmds::ANALYSE_DETAILS,
        run: review_cmds::analyse_cmd,
    },
    Command {
        name: "moves",
        args: "[--fen FEN] [--batch]",
        what: (
            "alle erlaubten Züge, einer je Zeile (ICCS, Reihen 0-9)",
            "every legal move, one per line (ICCS, ranks 0-9)",
        ),
        details: ("", ""),
        run: rules_cmds::moves,
    },
    Command {
        name: "perft",
        args: "[--fen FEN] [--divide] DEPTH",
        what: (
            "Anzahl der Blattknoten (letzte Zeile; Zeit auf stderr)",
            "leaf node count (last line; timing on stderr)",
        ),
        details: ("", ""),
        run: rules_cmds::perft,
    },
    Command {
        name: "status",
        args: "[--fen FEN] [--batch]",
        what: (
            "ongoing | check | checkmate | stalemate",
            "ongoing | check | checkmate | stalemate",
        ),
        details: ("", ""),
        run: rules_cmds::status,
    },
    Command {
        name: "fen",
        args: "--fen FEN",
        what: ("die normalisierte FEN", "the normalised FEN"),
        details: ("", ""),
        run: rules_cmds::fen,
    },
    Command {
        name: "judge",
        args: "[--fen FEN] [--handicap NAME] [--house LIST] MOVE...",
        what: (
            "Urteil nach den Zügen: Wiederholung, Dauerschach, Dauerjagd, Remis",
            "the verdict after the moves: repetition, perpetual check or chase, draws",
        ),
        details: ("", ""),
        run: game_cmds::judge,
    },
    Command {
        name: "notation",
        args: "[--fen FEN] [--style de|wxf|words-de|words-en|coords|iccs|zh] [--opening] [--batch] MOVE...",
        what: (
            "Züge in einer Schreibweise",
            "moves in a notation style",
        ),
        details: ("", ""),
        run: notation_cmds::notation,
    },
    Command {
        name: "explain",
        args: "[--fen FEN] [--lang de|en] [--json] POINT",
        what: (
            "Gangarten-Hilfe und Karte eines Steins",
            "move helper and piece card of a piece",
        ),
        details: ("", ""),
        run: notation_cmds::explain,
    },
    Command {
        name: "pgn",
        args: "export [--fen FEN] [--style wxf|iccs] [--result R] MOVE... | import [FILE|-]",
        what: (
            "PGN schreiben und lesen (import ohne DATEI oder mit -: von der Standardeingabe)",
            "write and read PGN (import without FILE or with -: from standard input)",
        ),
        details: ("", ""),
        run: notation_cmds::pgn,
    },
    Command {
        name: "uci",
        args: "",
        what: (
            "die Engine über das UCI-Protokoll (für Schach-Oberflächen)",
            "the engine over the UCI protocol (for chess GUIs)",
        ),
        details: ("", ""),
        run: engine_cmds::uci,
    },
    Command {
        name: "bench",
        args: "[--depth N] [--hash MIB]",
        what: (
            "Engine-Benchmark (letzte Zeile: Knoten und Knoten je Sekunde)",
            "engine benchmark (last line: nodes and nodes per second)",
        ),
        details: ("", ""),
        run: engine_cmds::bench,
    },
    Command {
        name: "best",
        args: "[--fen FEN] [--level easy|normal|strong|max] [--movetime MS] [--depth N] MOVE...",
        what: (
            "der Zug, den eine Stufe spielen würde, mit Begründung",
            "the move a level would play, with its reason",
        ),
        details: ("", ""),
        run: engine_cmds::best,
    },
    Command {
        name: "render",
        args: "[OPTIONS] --out FILE.svg|FILE.png",
        what: (
            "eine Stellung als Bild, wie die Apps sie zeigen",
            "a position as a picture, as the apps draw it",
        ),
        details: scene_cmds::RENDER_DETAILS,
        run: scene_cmds::render,
    },
    Command {
        name: "scene",
        args: "[OPTIONS] --json | --hit X Y | --a11y [--lang de|en]",
        what: (
            "die Szene einer Stellung: ihre Grundformen, ein Treffertest, die Texte für Bildschirmleser",
            "the board scene of a position: its primitives, a hit test, the screen reader's texts",
        ),
        details: scene_cmds::SCENE_DETAILS,
        run: scene_cmds::scene,
    },
    Command {
        name: "sound",
        args: "CUE --out FILE.wav [--rate HZ]",
        what: (
            "ein Klang CUE als WAV (16 Bit, mono): gong (Schach), becken (Partieende), zug, schlag, ticken (Uhr), glockenspiel (Rätsel gelöst); --rate 8000 bis 192000, sonst 44100",
            "a cue CUE as WAV (16-bit mono): gong (check), cymbal (game end), move, capture, tick (clock), chime (puzzle solved); --rate 8000 to 192000, else 44100",
        ),
        details: ("", ""),
        run: sound_cmds::sound,
    },
    Command {
        name: "music",
        args: "N [--seconds S] [--rate HZ] --out FILE.wav",
        what: (
            "Musikstück N als WAV (1 Gong, 2 Shang, 3 Jue, 4 Zhi, 5 Yu): ohne --seconds genau ein Durchlauf, der sich nahtlos wiederholt, sonst die ersten S Sekunden, am Ende ausgeblendet",
            "piece of music N as WAV (1 gong, 2 shang, 3 jue, 4 zhi, 5 yu): without --seconds exactly one pass that loops seamlessly, else the first S seconds, faded out",
        ),
        details: ("", ""),
        run: sound_cmds::music,
    },
    Command {
        name: "puzzles",
        args: "verify FILE [--timing] | generate --out FILE [--count N] [--seed S] [--games G] [--minutes M] [--append] [--chooser engine|material]",
        what: (
            "den Rätselkatalog prüfen oder aus Partien des Computers erzeugen",
            "verify the puzzle catalogue or generate it from the computer's games",
        ),
        details: puzzle_cmds::PUZZLES_DETAILS,
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

/// A failure worded in the run's language: `fail!("Deutsch {x}", "English {x}")`.
macro_rules! fail {
    ($de:literal, $en:literal $(,)?) => {
        $crate::CliError(match $crate::run_lang() {
            xiangqi::Lang::De => format!($de),
            xiangqi::Lang::En => format!($en),
        })
    };
}
pub(crate) use fail;

/// A FEN that cannot be read, in the run's language (the reason as the app words it).
pub fn fen_error(e: &xiangqi::fen::FenError) -> CliError {
    let why =
        xiangqi::app::AppError::from(xiangqi::game::SetupError::Fen(e.clone())).message(run_lang());
    CliError(why)
}

/// The reason of a file error in the run's language (the system's own text is English).
pub fn io_reason(e: &std::io::Error) -> String {
    use std::io::ErrorKind as K;
    match (run_lang(), e.kind()) {
        (Lang::De, K::NotFound) => "nicht gefunden".into(),
        (Lang::De, K::PermissionDenied) => "keine Berechtigung".into(),
        (Lang::De, K::AlreadyExists) => "existiert schon".into(),
        (Lang::De, K::IsADirectory) => "ist ein Ordner".into(),
        (Lang::De, _) => "Ein-/Ausgabefehler".into(),
        (Lang::En, _) => e.to_string(),
    }
}

/// `--lang de|en` of a command, checked (the run already speaks it, see [`run_lang`]).
pub fn lang_option(args: &args::Args) -> Result<Option<Lang>, CliError> {
    args.value("lang")
        .map(|l| {
            l.parse::<Lang>().map_err(|_| {
                fail!(
                    "unbekannte Sprache {l:?} (de, en)",
                    "unknown language {l:?} (de, en)"
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
        "{}: xiangqi <{}> [{}]\n\n{}:\n",
        lang.pick("Aufruf", "usage"),
        lang.pick("Befehl", "command"),
        lang.pick("Optionen", "options"),
        lang.pick("Befehle", "commands"),
    );
    for c in COMMANDS {
        text.push_str(&format!(
            "  {:<9}{}\n",
            c.name,
            lang.pick(c.what.0, c.what.1)
        ));
    }
    text.push_str(&format!(
        "  {:<9}{}\n\n{}",
        "help",
        lang.pick("diese Hilfe", "this help"),
        lang.pick(
            "xiangqi BEFEHL --help zeigt die Optionen eines Befehls.",
            "xiangqi COMMAND --help shows a command's options.",
        )
    ));
    text
}

fn command_usage(c: &Command, lang: Lang) -> String {
    let mut text = format!(
        "{}: xiangqi {} {}\n\n{}",
        lang.pick("Aufruf", "usage"),
        c.name,
        c.args,
        lang.pick(c.what.0, c.what.1)
    );
    let details = lang.pick(c.details.0, c.details.1);
    if !details.is_empty() {
        text.push_str("\n\n");
        text.push_str(details);
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
        return Err(CliError(
            lang.pick(
                "Befehl fehlt; siehe 'xiangqi help'",
                "missing command; try 'xiangqi help'",
            )
            .into(),
        ));
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
        return Err(CliError(match lang {
            Lang::De => format!("unbekannter Befehl {name:?}; siehe 'xiangqi help'"),
            Lang::En => format!("unknown command {name:?}; try 'xiangqi help'"),
        }));
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
