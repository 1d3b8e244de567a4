//! Helpers shared by the `store_*` integration tests.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};

use xiangqi::engine::Level;
use xiangqi::game::{GameSetup, HouseRules};
use xiangqi::store::{Mode, NewGame};
use xiangqi::Color;

/// A unique directory under `std::env::temp_dir()`, removed on drop.
pub struct TempDir(PathBuf);

impl TempDir {
    pub fn new(tag: &str) -> TempDir {
        static COUNTER: AtomicU32 = AtomicU32::new(0);
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.subsec_nanos())
            .unwrap_or(0);
        let dir = std::env::temp_dir().join(format!(
            "xq-store-{tag}-{}-{}-{nanos}",
            std::process::id(),
            COUNTER.fetch_add(1, Ordering::Relaxed)
        ));
        std::fs::create_dir_all(&dir).expect("create temp dir");
        TempDir(dir)
    }

    pub fn path(&self) -> &Path {
        &self.0
    }

    pub fn join(&self, name: &str) -> PathBuf {
        self.0.join(name)
    }

    /// File names in the directory, sorted.
    pub fn files(&self) -> Vec<String> {
        let mut v: Vec<String> = std::fs::read_dir(&self.0)
            .expect("read temp dir")
            .map(|e| {
                e.expect("dir entry")
                    .file_name()
                    .to_string_lossy()
                    .into_owned()
            })
            .collect();
        v.sort();
        v
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Path of a committed fixture file.
pub fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/store")
        .join(name)
}

pub fn vs_computer(level: Level, computer_color: Color) -> NewGame {
    NewGame {
        mode: Mode::VsComputer {
            level,
            computer_color,
        },
        setup: GameSetup::Standard,
        house_rules: HouseRules::default(),
        clock_settings: "null".into(),
        clock_state: "null".into(),
    }
}

pub fn two_players() -> NewGame {
    NewGame {
        mode: Mode::TwoPlayers,
        setup: GameSetup::Standard,
        house_rules: HouseRules::default(),
        clock_settings: "null".into(),
        clock_state: "null".into(),
    }
}

/// A deterministic, valid-looking ICCS move for a ply (not a legal game; the store does not
/// care about legality).
pub fn move_for(ply: u32) -> String {
    let files = b"abcdefghi";
    let a = files[(ply % 9) as usize] as char;
    let b = files[((ply / 9 + 1 + ply) % 9) as usize] as char;
    let r1 = (ply % 10) as u8;
    let r2 = ((ply / 10 + 3) % 10) as u8;
    let (b, r2) = if (a, r1) == (b, r2) {
        (b, (r2 + 1) % 10)
    } else {
        (b, r2)
    };
    format!("{a}{r1}{b}{r2}")
}
