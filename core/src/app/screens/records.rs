//! The records screen: statistics, the puzzle of the day's record, the finished games.

use super::screen::Screen;
use crate::app::event::Action;
use crate::app::labels::{self, game_detail};
use crate::app::model::context::{Ctx, Nav, Route};
use crate::app::services::painter::BoardSlot;
use crate::app::texts::{self, character_full_name};
use crate::app::view::*;
use crate::game::ClockChoice;
use crate::store::{GameSummary, Statistics};
use crate::tr;

/// What the records screen shows.
#[derive(Default)]
pub(crate) struct RecordsScreen {
    stats: Option<Statistics>,
    finished: Vec<GameSummary>,
    daily: Vec<crate::store::DailyAttempt>,
    streak: u32,
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
            summary.push(tr!(
                lang,
                "records-games-finished",
                n = s.finished_games,
                unfinished = s.unfinished_games
            ));
            let wdl = |w: &crate::store::WinDrawLoss| {
                labels::record_text(w.wins, w.draws, w.losses, lang)
            };
            summary.push(tr!(
                lang,
                "records-vs-computer",
                record = wdl(&s.vs_computer)
            ));
            summary.push(tr!(
                lang,
                "records-by-colour",
                red = wdl(&s.human_as_red),
                black = wdl(&s.human_as_black)
            ));
            let t = &s.two_players;
            summary.push(tr!(
                lang,
                "records-two-players",
                red = t.red_wins,
                black = t.black_wins,
                draws = t.draws
            ));
            levels = s
                .by_level
                .iter()
                .map(|r| RowView {
                    title: character_full_name(r.level, lang).into(),
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
        let daily = vec![tr!(
            lang,
            "records-daily",
            solved = solved,
            total = self.daily.len(),
            streak = self.streak
        )];
        RecordsView {
            title: tr!(lang, "home-records-and-games").into(),
            summary,
            levels,
            games_title: tr!(lang, "records-finished-games").into(),
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
