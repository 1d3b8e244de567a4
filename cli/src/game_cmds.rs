//! `judge`: applies ICCS moves to a setup and prints one verdict line.

use crate::args::Args;
use crate::{esc, fail, CliError};
use xiangqi::game::{Game, GameSetup, HouseRules};
use xiangqi::{Move, Position};

/// `xiangqi judge [--fen FEN] [--handicap NAME] [--house check-only,stalemate-draw] MOVE...`
///
/// Prints `ongoing`, `warning: <side> repeating (<checks|chases|quiet>)`, `<side> wins:
/// <reason>` or `draw: <reason>`. A bad or illegal move exits 2 naming its ply.
pub fn judge(raw: &[String]) -> Result<(), CliError> {
    let args = Args::parse(raw, &["fen", "handicap", "house"], &[])?;
    let setup = match (args.value("fen"), args.value("handicap")) {
        (Some(_), Some(_)) => return Err(fail!("cli-fen-or-handicap")),
        (Some(fen), None) => {
            Position::from_fen(fen).map_err(|e| crate::fen_error(&e))?;
            GameSetup::Fen(fen.trim().to_string())
        }
        (None, Some(name)) => match GameSetup::parse(name) {
            Ok(s @ GameSetup::Handicap { .. }) => s,
            _ => return Err(fail!("cli-judge-unknown-handicap", value = esc(name))),
        },
        (None, None) => GameSetup::Standard,
    };
    let house = HouseRules::parse_list(args.value("house").unwrap_or(""))
        .map_err(|e| fail!("cli-judge-unknown-house-rule", value = esc(&e.0)))?;
    let mut game = Game::new(setup, house)
        .map_err(|e| CliError(xiangqi::app::AppError::from(e).message(crate::run_lang())))?;
    for (i, text) in args.positional.iter().enumerate() {
        let ply = i + 1;
        let m = Move::parse_iccs(text)
            .map_err(|_| fail!("cli-ply-not-iccs", ply = ply, move = text.as_str()))?;
        if game.is_over() {
            return Err(fail!(
                "cli-ply-game-over",
                ply = ply,
                move = m.to_string(),
                summary = game.summary().to_string()
            ));
        }
        game.play(m).map_err(|e| {
            let why = xiangqi::app::AppError::from(e).message(crate::run_lang());
            fail!("cli-ply-illegal", ply = ply, move = m.to_string(), reason = why)
        })?;
    }
    outln!("{}", game.summary());
    Ok(())
}
