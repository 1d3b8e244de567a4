//! The `xiangqi` command: rules tools (moves, perft, status, fen) and, as the app grows,
//! terminal play, notation and the UCI engine.
//!
//! Bad input exits with code 2 and one line on stderr; nothing here may panic on user input.

mod args;
mod engine_cmds;
mod game_cmds;
mod notation_cmds;
mod play;
mod puzzle_cmds;
mod rules_cmds;
mod scene_cmds;

use std::process::ExitCode;

const USAGE: &str = "\
usage: xiangqi <command> [options]

commands:
  moves  [--fen FEN] [--batch]        every legal move, one per line (ICCS, ranks 0..9)
  perft  [--fen FEN] [--divide] DEPTH  leaf node count (last line)
  status [--fen FEN] [--batch]        ongoing | check | checkmate | stalemate
  fen    --fen FEN                    the normalised FEN
  render [--fen F] [--moves M...] [--select P] [--stage S] [--faces F] [--bottom red|black]
         [--size PX] [--helper] [--dangers] --out FILE.svg|FILE.png   the board as a picture
  scene  [render's options] --json | --hit X Y | --a11y   the board scene's primitives, a hit
         test, the screen reader's texts
  help                                this text

--batch reads one FEN per line from standard input and answers one line per FEN.";

/// A user-facing failure: printed as one line, exit code 2.
#[derive(Debug)]
pub struct CliError(pub String);

impl<E: std::fmt::Display> From<E> for CliError {
    fn from(e: E) -> CliError {
        CliError(e.to_string())
    }
}

fn run(argv: Vec<String>) -> Result<(), CliError> {
    let Some((cmd, rest)) = argv.split_first() else {
        return Err(CliError("missing command; try 'xiangqi help'".into()));
    };
    match cmd.as_str() {
        "moves" => rules_cmds::moves(rest),
        "perft" => rules_cmds::perft(rest),
        "status" => rules_cmds::status(rest),
        "fen" => rules_cmds::fen(rest),
        "judge" => game_cmds::judge(rest),
        "notation" => notation_cmds::notation(rest),
        "explain" => notation_cmds::explain(rest),
        "pgn" => notation_cmds::pgn(rest),
        "uci" => engine_cmds::uci(rest),
        "bench" => engine_cmds::bench(rest),
        "best" => engine_cmds::best(rest),
        "puzzles" => puzzle_cmds::puzzles(rest),
        "puzzle" => puzzle_cmds::puzzle(rest),
        "lesson" => puzzle_cmds::lesson(rest),
        "play" => play::play(rest),
        "render" => scene_cmds::render(rest),
        "scene" => scene_cmds::scene(rest),
        "help" | "--help" | "-h" => {
            println!("{USAGE}");
            Ok(())
        }
        other => Err(CliError(format!(
            "unknown command {other:?}; try 'xiangqi help'"
        ))),
    }
}

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    // A panic here would be a bug; still, the user gets one line and code 2, not a backtrace.
    std::panic::set_hook(Box::new(|info| {
        eprintln!("xiangqi: internal error: {info}");
    }));
    match std::panic::catch_unwind(|| run(argv)) {
        Ok(Ok(())) => ExitCode::SUCCESS,
        Ok(Err(CliError(msg))) => {
            eprintln!("xiangqi: {msg}");
            ExitCode::from(2)
        }
        Err(_) => ExitCode::from(2),
    }
}
