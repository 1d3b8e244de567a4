//! `notation`, `explain`, `pgn` (being written).
use crate::CliError;

pub fn notation(_raw: &[String]) -> Result<(), CliError> {
    Err(CliError("notation: not built yet".into()))
}
pub fn explain(_raw: &[String]) -> Result<(), CliError> {
    Err(CliError("explain: not built yet".into()))
}
pub fn pgn(_raw: &[String]) -> Result<(), CliError> {
    Err(CliError("pgn: not built yet".into()))
}
