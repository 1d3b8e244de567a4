//! `uci`, `bench`, `best` (being written).
use crate::CliError;

pub fn uci(_raw: &[String]) -> Result<(), CliError> {
    Err(CliError("uci: not built yet".into()))
}
pub fn bench(_raw: &[String]) -> Result<(), CliError> {
    Err(CliError("bench: not built yet".into()))
}
pub fn best(_raw: &[String]) -> Result<(), CliError> {
    Err(CliError("best: not built yet".into()))
}
