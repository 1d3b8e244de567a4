//! A tiny argument reader: `--flag`, `--key VALUE` and positional arguments.

use crate::{esc, fail, CliError};

pub struct Args {
    flags: Vec<(String, Option<String>)>,
    pub positional: Vec<String>,
}

impl Args {
    /// `valued` names the options that take a value; every other `--x` is a flag.
    pub fn parse(raw: &[String], valued: &[&str], flags: &[&str]) -> Result<Args, CliError> {
        let mut out = Args {
            flags: Vec::new(),
            positional: Vec::new(),
        };
        let mut it = raw.iter();
        while let Some(a) = it.next() {
            if let Some(name) = a.strip_prefix("--") {
                let (name, inline) = match name.split_once('=') {
                    Some((n, v)) => (n, Some(v.to_string())),
                    None => (name, None),
                };
                if valued.contains(&name) {
                    let v = match inline {
                        Some(v) => v,
                        None => it
                            .next()
                            .cloned()
                            .ok_or_else(|| fail!("cli-needs-value", name = name))?,
                    };
                    out.flags.push((name.to_string(), Some(v)));
                } else if flags.contains(&name) {
                    out.flags.push((name.to_string(), None));
                } else {
                    return Err(fail!("cli-unknown-option", name = name));
                }
            } else {
                out.positional.push(a.clone());
            }
        }
        Ok(out)
    }

    pub fn value(&self, name: &str) -> Option<&str> {
        self.flags
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .and_then(|(_, v)| v.as_deref())
    }

    pub fn flag(&self, name: &str) -> bool {
        self.flags.iter().any(|(n, _)| n == name)
    }

    /// Refuses positional arguments (for commands that take none).
    pub fn no_positional(&self) -> Result<(), CliError> {
        match self.positional.first() {
            Some(p) => Err(fail!("cli-unexpected-argument", value = esc(p))),
            None => Ok(()),
        }
    }
}
