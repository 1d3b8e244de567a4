//! `judge` (being written).
use crate::CliError;

pub fn judge(_raw: &[String]) -> Result<(), CliError> {
    Err(CliError("judge: not built yet".into()))
}
