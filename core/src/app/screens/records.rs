//! The records screen: statistics, the puzzle of the day's record, the finished games.

use super::screen::Screen;
use crate::app::event::Action;
use crate::app::labels::{self, game_detail};
use crate::app::model::context::{Ctx, Nav, Route};
use crate::app::services::painter::BoardSlot;
use crate::app::texts;
use crate::app::view::*;
use crate::game::ClockChoice;
use crate::lang::Lang;
use crate::store::{GameSummary, Statistics};

/// What the records screen shows.
#[derive(Default)]
pub(crate) struct RecordsScreen {
    stats: Option<Statistics>,
    finished: Vec<GameSummary>,
    daily: Vec<crate::store::DailyAttempt>,
    streak: u32,
}

/// "1 Partie beendet, 2 unbeendet" / "1 game finished, 2 unfinished".
fn games_text(finished: u32, unfinished: u32, lang: Lang) -> String {
    match (finished, lang) {
        (1, Lang::De) => format!("1 Partie beendet, {unfinished} unbeendet"),
        (n, Lang::De) => format!("{n} Partien beendet, {unfinished} unbeendet"),
        (1, Lang::En) => format!("1 game finished, {unfinished} unfinished"),
        (n, Lang::En) => format!("{n} games finished, {unfinished} unfinished"),
    }
}

/// How many finished games the list shows.
pub const FINISHED_LIST_LEN: u32 = 50;

impl RecordsScreen {
    pub fn load(ctx: &mut Ctx) -> RecordsScreen {
        let stats = ctx.app.statistics();
        let finished = ctx.app.finished_games(FINISHED_LIST_LEN, 0);
        let daily = ctx.app.daily_attempts();
        let streak = ctx.app.daily(&ctx.today()).map(|d| d.streak);
        match (stats, finished, daily, streak) {
            (Ok(stats), Ok(finished), Ok(daily), Ok(streak)) => RecordsScreen {
                stats: Some(stats),
                finished,
                daily,
                streak,
            },
            (Err(e), ..) | (_, Err(e), ..) | (_, _, Err(e), _) | (.., Err(e)) => {
                ctx.error(&e);
                RecordsScreen::default()
            }
        }
    }

    fn record(&self, ctx: &Ctx) -> RecordsView {
        let lang = ctx.lang();
        let mut summary = Vec::new();
        let mut levels = Vec::new();
        if let Some(s) = &self.stats {
            summary.push(games_text(s.finished_games, s.unfinished_games, lang));
            let wdl = |w: &crate::store::WinDrawLoss| {
                labels::record_text(w.wins, w.draws, w.losses, lang)
            };
            summary.push(format!(
                "{}: {}",
                ctx.t("Gegen den Computer", "Against the computer"),
                wdl(&s.vs_computer)
            ));
            summary.push(format!(
                "{}: {} · {}: {}",
                ctx.t("Als Rot", "As Red"),
                wdl(&s.human_as_red),
                ctx.t("als Schwarz", "as Black"),
                wdl(&s.human_as_black)
            ));
            let t = &s.two_players;
            summary.push(match lang {
                Lang::De => format!(
                    "Zu zweit: Rot {} · Schwarz {} · remis {}",
                    t.red_wins, t.black_wins, t.draws
                ),
                Lang::En => format!(
                    "Two players: Red {} · Black {} · drawn {}",
                    t.red_wins, t.black_wins, t.draws
                ),
            });
            levels = s
                .by_level
                .iter()
                .map(|r| RowView {
                    title: lang
                        .pick(r.level.character().0, r.level.character().1)
                        .to_string(),
                    detail: wdl(&r.record),
                    action: None,
                    extra: Vec::new(),
                })
                .collect();
        }
        let games = self
            .finished
            .iter()
            .map(|g| RowView {
                title: texts::game_title(g.mode, &g.setup, g.house_rules, ClockChoice::None, lang),
                detail: format!(
                    "{} · {}",
                    texts::status_text(g.state, crate::types::Color::Red, false, lang),
                    game_detail(g, lang)
                ),
                action: Some(Action::ReviewGame { id: g.id }),
                extra: Vec::new(),
            })
            .collect();
        let solved = self.daily.iter().filter(|a| a.solved).count();
        let daily = vec![match lang {
            Lang::De => format!(
                "Rätsel des Tages: {solved} von {} gelöst · Serie {} ",
                self.daily.len(),
                self.streak
            ),
            Lang::En => format!(
                "Puzzle of the day: {solved} of {} solved · streak {}",
                self.daily.len(),
                self.streak
            ),
        }
        .trim_end()
        .to_string()];
        RecordsView {
            title: ctx.t("Bilanz und Partien", "Records and games").to_string(),
            summary,
            levels,
            games_title: ctx.t("Beendete Partien", "Finished games").to_string(),
            games,
            daily,
        }
    }
}

impl Screen for RecordsScreen {
    fn view(&self, ctx: &Ctx) -> ScreenView {
        ScreenView::Records {
            records: self.record(ctx),
        }
    }

    fn action(&mut self, _ctx: &mut Ctx, _key: u64, action: Action) -> Nav {
        match action {
            Action::ReviewGame { id } => Nav::Push(Route::Review(id)),
            _ => Nav::Stay,
        }
    }

    fn shown(&mut self, ctx: &mut Ctx, _key: u64) -> BoardSlot {
        *self = RecordsScreen::load(ctx);
        BoardSlot::None
    }
}
