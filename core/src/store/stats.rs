//! Statistics over finished games ("Meine Partien", "Bilanz je Stufe").
//!
//! Games against the computer are counted from the human's point of view; they are a local
//! record only and are not coupled to Elo or coins in any way.

use rusqlite::Connection;
use serde::{Deserialize, Serialize};

use super::error::Result;
use crate::engine::Level;
use crate::game::{GameResult, Outcome};
use crate::types::Color;

/// Wins, draws and losses from one player's point of view.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct WinDrawLoss {
    /// Games won.
    pub wins: u32,
    /// Games drawn.
    pub draws: u32,
    /// Games lost.
    pub losses: u32,
}

impl WinDrawLoss {
    /// Number of games counted.
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    fn add(&mut self, outcome: Outcome, n: u32) {
        match outcome {
            Outcome::Win => self.wins += n,
            Outcome::Draw => self.draws += n,
            Outcome::Loss => self.losses += n,
        }
    }
}

/// Results of two-player games (no "human side" there).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct ColorResults {
    /// Red won.
    pub red_wins: u32,
    /// Black won.
    pub black_wins: u32,
    /// Drawn.
    pub draws: u32,
}

impl ColorResults {
    /// Number of games counted.
    pub fn games(&self) -> u32 {
        self.red_wins + self.black_wins + self.draws
    }
}

/// The human's record against one computer level.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct LevelRecord {
    /// The level.
    pub level: Level,
    /// The human's results against it.
    pub record: WinDrawLoss,
}

/// Everything the statistics screen shows. Only finished games count, except
/// `unfinished_games`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct Statistics {
    /// Finished games of both modes.
    pub finished_games: u32,
    /// Games still being played.
    pub unfinished_games: u32,
    /// The human's results against the computer, all levels.
    pub vs_computer: WinDrawLoss,
    /// Results of two-player games.
    pub two_players: ColorResults,
    /// The human's results per computer level; always three entries, weakest first.
    pub by_level: Vec<LevelRecord>,
    /// The human's results against the computer when playing Red.
    pub human_as_red: WinDrawLoss,
    /// The human's results against the computer when playing Black.
    pub human_as_black: WinDrawLoss,
    /// Average length of finished games in plies, `None` without finished games.
    pub average_plies: Option<f64>,
}

struct Group {
    mode: String,
    level: Option<Level>,
    computer_color: Option<Color>,
    result: Option<GameResult>,
    games: u32,
    plies: i64,
}

fn groups(conn: &Connection) -> Result<Vec<Group>> {
    let mut stmt = conn.prepare_cached(
        "SELECT mode, level, computer_colour, result, COUNT(*), TOTAL(ply_count)
         FROM games WHERE status = 'finished'
         GROUP BY mode, level, computer_colour, result",
    )?;
    let rows = stmt.query_map([], |r| {
        Ok(Group {
            mode: r.get(0)?,
            level: r
                .get::<_, Option<String>>(1)?
                .as_deref()
                .and_then(Level::parse),
            computer_color: r
                .get::<_, Option<String>>(2)?
                .as_deref()
                .and_then(Color::from_name),
            result: r
                .get::<_, Option<String>>(3)?
                .as_deref()
                .and_then(GameResult::parse),
            games: u32::try_from(r.get::<_, i64>(4)?).unwrap_or(u32::MAX),
            plies: r.get::<_, f64>(5)? as i64,
        })
    })?;
    Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
}

pub(crate) fn statistics(conn: &Connection) -> Result<Statistics> {
    let unfinished: i64 = conn
        .prepare_cached("SELECT COUNT(*) FROM games WHERE status = 'ongoing'")?
        .query_row([], |r| r.get(0))?;
    let mut s = Statistics {
        finished_games: 0,
        unfinished_games: u32::try_from(unfinished).unwrap_or(u32::MAX),
        vs_computer: WinDrawLoss::default(),
        two_players: ColorResults::default(),
        by_level: Level::ALL
            .iter()
            .map(|&level| LevelRecord {
                level,
                record: WinDrawLoss::default(),
            })
            .collect(),
        human_as_red: WinDrawLoss::default(),
        human_as_black: WinDrawLoss::default(),
        average_plies: None,
    };
    let mut plies = 0i64;
    for g in groups(conn)? {
        let Some(result) = g.result else { continue };
        s.finished_games += g.games;
        plies += g.plies;
        match (g.mode.as_str(), g.level, g.computer_color) {
            ("vs_computer", Some(level), Some(computer)) => {
                let human = !computer;
                let outcome = result.for_color(human);
                s.vs_computer.add(outcome, g.games);
                if let Some(l) = s.by_level.iter_mut().find(|l| l.level == level) {
                    l.record.add(outcome, g.games);
                }
                match human {
                    Color::Red => s.human_as_red.add(outcome, g.games),
                    Color::Black => s.human_as_black.add(outcome, g.games),
                }
            }
            ("two_players", _, _) => match result {
                GameResult::RedWins => s.two_players.red_wins += g.games,
                GameResult::BlackWins => s.two_players.black_wins += g.games,
                GameResult::Draw => s.two_players.draws += g.games,
            },
            _ => {}
        }
    }
    if s.finished_games > 0 {
        s.average_plies = Some(plies as f64 / f64::from(s.finished_games));
    }
    Ok(s)
}
