//! The online lists: live games, the player's games, statistics, the day's puzzle list.

use super::texts::{link_error_text, outcome_word, pairing, settlement_text, terms_text};
use crate::app::event::Action;
use crate::app::model::context::{button, Ctx, ListKind, Nav, Route};
use crate::app::screens::screen::Screen;
use crate::app::services::link::{LinkAnswer, LinkError, LinkQuery};
use crate::app::view::*;
use crate::date::Date;
use crate::lang::Lang;
use crate::protocol::{ArchivedGame, DailyList, LiveGame, PlayerStats};
use crate::tr;
use crate::types::Color;
use std::borrow::Cow;

pub(crate) struct OnlineList {
    kind: ListKind,
    answer: Option<LinkAnswer>,
    failed: Option<String>,
}

impl OnlineList {
    /// The list, asked of the server now.
    pub fn open(ctx: &mut Ctx, kind: ListKind) -> OnlineList {
        ctx.online.query(kind.query(ctx));
        OnlineList {
            kind,
            answer: None,
            failed: None,
        }
    }

    /// Whether `query` is this list's.
    pub fn wants(&self, ctx: &Ctx, query: &LinkQuery) -> bool {
        &self.kind.query(ctx) == query
    }

    pub fn answered(&mut self, ctx: &Ctx, result: Result<LinkAnswer, LinkError>) {
        match result {
            Ok(answer) => {
                self.answer = Some(answer);
                self.failed = None;
            }
            Err(e) => self.failed = Some(link_error_text(&e, ctx.lang())),
        }
    }

    fn on_action(&mut self, ctx: &mut Ctx, action: Action) -> Nav {
        match action {
            Action::Reload => {
                ctx.online.query(self.kind.query(ctx));
                Nav::Stay
            }
            Action::OpenOnlineGame { id } => Nav::Push(Route::OnlineGame(id)),
            Action::ReviewOnlineGame { id } => {
                ctx.online.query(LinkQuery::Game { id });
                Nav::Stay
            }
            _ => Nav::Stay,
        }
    }

    fn record(&self, ctx: &Ctx) -> ListScreenView {
        let lang = ctx.lang();
        let title = match &self.kind {
            ListKind::LiveGames => tr!(lang, "online-live-games").into_owned(),
            ListKind::MyGames => tr!(lang, "online-my-games").into_owned(),
            ListKind::Stats => tr!(lang, "online-my-statistics").into_owned(),
            ListKind::DailyList { date } => tr!(lang, "online-puzzle-of-the-day-2", date = date),
        };
        let mut view = ListScreenView {
            title,
            figures: Vec::new(),
            summary: Vec::new(),
            status: None,
            graph: None,
            sections: Vec::new(),
            buttons: vec![button(
                Action::Reload,
                &tr!(lang, "online-reload"),
                ctx.online.connected(),
                ButtonRole::Secondary,
            )],
        };
        let me = ctx.online.my_name().unwrap_or_default();
        match &self.answer {
            None => {
                view.status = Some(
                    self.failed
                        .clone()
                        .unwrap_or_else(|| tr!(lang, "online-loading").into_owned()),
                );
            }
            Some(LinkAnswer::LiveGames(games)) => view.sections.push(live_games(games, lang)),
            Some(LinkAnswer::MyGames(games)) => view.sections.push(my_games(games, me, lang)),
            Some(LinkAnswer::Stats(s)) => stats(&mut view, s, lang),
            Some(LinkAnswer::DailyList(list)) => daily_list(&mut view, list, lang),
            Some(LinkAnswer::Game(_)) => {}
        }
        view
    }
}

impl Screen for OnlineList {
    fn view(&self, ctx: &Ctx) -> ScreenView {
        ScreenView::List {
            list: self.record(ctx),
        }
    }

    fn action(&mut self, ctx: &mut Ctx, _key: u64, action: Action) -> Nav {
        self.on_action(ctx, action)
    }
}

/// The games running now, to watch.
fn live_games(games: &[LiveGame], lang: Lang) -> ListSectionView {
    ListSectionView {
        title: tr!(lang, "online-to-watch").into_owned(),
        rows: games
            .iter()
            .map(|g| RowView {
                title: pairing(&g.red, &g.black, lang),
                detail: format!(
                    "{} · {}",
                    terms_text(g.time_control, g.rated, 0, lang),
                    tr!(lang, "online-moves", moves = g.plies.div_ceil(2))
                ),
                action: Some(Action::OpenOnlineGame { id: g.id }),
                extra: Vec::new(),
            })
            .collect(),
        empty: tr!(lang, "online-no-game-is-running").into_owned(),
    }
}

/// The player's finished games, newest first.
fn my_games(games: &[ArchivedGame], me: &str, lang: Lang) -> ListSectionView {
    ListSectionView {
        title: tr!(lang, "online-finished-newest-first").into_owned(),
        rows: games
            .iter()
            .map(|g| {
                let colour = if g.red.name == me {
                    Color::Red
                } else {
                    Color::Black
                };
                let opponent = if colour == Color::Red {
                    &g.black
                } else {
                    &g.red
                };
                let mine = if colour == Color::Red {
                    g.outcome.red
                } else {
                    g.outcome.black
                };
                RowView {
                    title: tr!(
                        lang,
                        "online-vs",
                        name = opponent.name.as_str(),
                        elo = opponent.elo
                    ),
                    detail: format!(
                        "{} · {} · {}",
                        outcome_word(g.outcome.result, colour, lang),
                        terms_text(g.time_control, g.rated, g.stake, lang),
                        settlement_text(&mine, g.outcome.counted, lang)
                    ),
                    action: Some(Action::ReviewOnlineGame { id: g.id }),
                    extra: Vec::new(),
                }
            })
            .collect(),
        empty: tr!(lang, "online-no-finished-game-yet").into_owned(),
    }
}

/// The player's statistics: the figures at a glance (Elo, games, won, points, Taler), the
/// tallies by colour and by time control, the Elo over time.
fn stats(view: &mut ListScreenView, s: &PlayerStats, lang: Lang) {
    view.figures = figures(s, lang);
    let counts = |t: &crate::protocol::Tally| {
        tr!(
            lang,
            "online-games-w-d-l",
            games = t.games,
            wins = t.wins,
            draws = t.draws,
            losses = t.losses
        )
    };
    let tally = |label: Cow<'static, str>, t: &crate::protocol::Tally| {
        tr!(lang, "online-tally", label = label, counts = counts(t))
    };
    view.summary
        .push(tally(tr!(lang, "online-as-red"), &s.as_red));
    view.summary
        .push(tally(tr!(lang, "online-as-black"), &s.as_black));
    view.summary.push(tr!(
        lang,
        "online-puzzle-streak-days",
        days = s.daily_streak
    ));
    view.sections.push(ListSectionView {
        title: tr!(lang, "online-by-time-control").into_owned(),
        rows: s
            .by_time_control
            .iter()
            .map(|t| RowView {
                title: t.time_control.label(),
                detail: counts(&t.tally),
                action: None,
                extra: Vec::new(),
            })
            .collect(),
        empty: tr!(lang, "online-no-game-yet").into_owned(),
    });
    let values: Vec<i64> = s.elo_history.iter().map(|p| p.elo).collect();
    view.graph = Some(GraphView {
        title: tr!(lang, "online-elo-over-time").into_owned(),
        points: s
            .elo_history
            .iter()
            .map(|p| GraphPointView {
                label: tr!(
                    lang,
                    "online-elo-point",
                    date = Date::from_unix_ms(p.at_ms as i64).to_string(),
                    elo = p.elo
                ),
                value: p.elo,
            })
            .collect(),
        min: values.iter().copied().min().unwrap_or(s.account.elo),
        max: values.iter().copied().max().unwrap_or(s.account.elo),
    });
}

/// The figures of the statistics, each a number and its word.
fn figures(s: &PlayerStats, lang: Lang) -> Vec<FigureView> {
    let figure = |value: String, label: String| FigureView { value, label };
    let won_percent = (s.all.wins * 100).checked_div(s.all.games).unwrap_or(0);
    let mut figures = vec![
        figure(
            s.account.elo.to_string(),
            tr!(lang, "online-figure-elo").into_owned(),
        ),
        figure(
            s.all.games.to_string(),
            tr!(lang, "online-figure-games", games = s.all.games),
        ),
    ];
    // A newcomer sees no zeros: the share won comes with the first game.
    if s.all.games > 0 {
        figures.push(figure(
            tr!(lang, "online-percent", percent = won_percent),
            tr!(lang, "online-figure-won").into_owned(),
        ));
    }
    figures.push(figure(
        s.account.points.to_string(),
        tr!(lang, "online-figure-points", points = s.account.points),
    ));
    figures.push(figure(
        s.account.taler.to_string(),
        tr!(lang, "online-figure-taler").into_owned(),
    ));
    figures
}

/// The day's puzzle ranking.
fn daily_list(view: &mut ListScreenView, list: &DailyList, lang: Lang) {
    // The server's fair-play rule, said where a new player would miss their name.
    view.summary
        .push(tr!(lang, "online-ranked-are-accounts-that").into_owned());
    view.sections.push(ListSectionView {
        title: tr!(lang, "online-ranking").into_owned(),
        rows: list
            .entries
            .iter()
            .enumerate()
            .map(|(i, e)| RowView {
                title: tr!(
                    lang,
                    "online-points",
                    rank = i + 1,
                    name = e.name.as_str(),
                    score = e.score
                ),
                detail: tr!(
                    lang,
                    "online-wrong-tries-s-streak",
                    wrong = e.wrong_tries,
                    seconds = e.seconds,
                    streak = e.streak
                ),
                action: None,
                extra: Vec::new(),
            })
            .collect(),
        empty: tr!(lang, "online-nobody-has-solved-it").into_owned(),
    })
}
