//! `judge`: applies ICCS moves to a setup and prints one verdict line.

use crate::args::Args;
use crate::CliError;
use xiangqi::game::{Game, GameSetup, HouseRules};
use xiangqi::{Move, Position};

/// `xiangqi judge [--fen FEN] [--handicap NAME] [--house check-only,stalemate-draw] MOVE...`
///
/// Prints `ongoing`, `warning: <side> repeating (<checks|chases|quiet>)`, `<side> wins:
/// <reason>` or `draw: <reason>`. A bad or illegal move exits 2 naming its ply.
pub fn judge(raw: &[String]) -> Result<(), CliError> {
    let args = Args::parse(raw, &["fen", "handicap", "house"], &[])?;
    let setup = match (args.value("fen"), args.value("handicap")) {
        (Some(_), Some(_)) => {
            return Err(crate::fail!(
                "--fen und --handicap schließen einander aus",
                "--fen and --handicap exclude each other"
            ))
        }
        (Some(fen), None) => {
            Position::from_fen(fen).map_err(|e| crate::fen_error(&e))?;
            GameSetup::Fen(fen.trim().to_string())
        }
        (None, Some(name)) => match GameSetup::parse(name) {
            Ok(s @ GameSetup::Handicap { .. }) => s,
            _ => {
                return Err(crate::fail!(
                    "unbekannte Vorgabe {name:?} (chariot, cannon, horse, two-horses, nine oder black-<Name>)",
                    "unknown handicap {name:?} (use chariot, cannon, horse, two-horses, nine, or black-<name>)"
                ))
            }
        },
        (None, None) => GameSetup::Standard,
    };
    let house = HouseRules::parse_list(args.value("house").unwrap_or("")).map_err(|e| {
        let rule = e.0;
        crate::fail!(
            "unbekannte Hausregel {rule:?} (check-only, stalemate-draw)",
            "unknown house rule {rule:?} (use check-only, stalemate-draw)"
        )
    })?;
    let mut game = Game::new(setup, house)
        .map_err(|e| CliError(xiangqi::app::AppError::from(e).message(crate::run_lang())))?;
    for (i, text) in args.positional.iter().enumerate() {
        let ply = i + 1;
        let m = Move::parse_iccs(text).map_err(|_| {
            crate::fail!(
                "Halbzug {ply} ({text}): kein ICCS-Zug (wie h2e2)",
                "ply {ply} ({text}): not an ICCS move (like h2e2)"
            )
        })?;
        if game.is_over() {
            let summary = game.summary();
            return Err(crate::fail!(
                "Halbzug {ply} ({m}): die Partie ist schon vorbei ({summary})",
                "ply {ply} ({m}): the game is already over ({summary})"
            ));
        }
        game.play(m).map_err(|e| {
            let why = xiangqi::app::AppError::from(e).message(crate::run_lang());
            crate::fail!(
                "Halbzug {ply} ({m}): nicht erlaubt: {why}",
                "ply {ply} ({m}): illegal: {why}"
            )
        })?;
    }
    outln!("{}", game.summary());
    Ok(())
}
