//! Running the `xiangqi` binary from the CLI tests, and the exit-code contract they all
//! check (bad input: exit 2, one line on stderr naming the problem, no panic).
#![allow(dead_code)]

use std::process::{Command, Output};

/// Runs `xiangqi ARGS` in English (the locale of the test machine does not matter).
pub fn xiangqi(args: &[&str]) -> Output {
    xiangqi_in("C.UTF-8", args)
}

/// Runs `xiangqi ARGS` under the locale `lang` (`LANG`; `LC_ALL` and `LC_MESSAGES` unset).
pub fn xiangqi_in(lang: &str, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_xiangqi"))
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", lang)
        .output()
        .expect("run xiangqi")
}

pub fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

pub fn assert_bad_input(args: &[&str], needle: &str) {
    let o = xiangqi(args);
    assert_eq!(o.status.code(), Some(2), "{args:?}");
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(err.lines().count(), 1, "one line for {args:?}: {err}");
    assert!(err.contains(needle), "{args:?}: {err}");
    assert!(!err.contains("panicked"), "{args:?}: {err}");
}
