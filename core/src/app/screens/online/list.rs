//! The online lists: live games, the player's games, statistics, the day's puzzle list.

use super::texts::{account_line, link_error_text, outcome_word, settlement_text, terms_text};
use crate::app::event::Action;
use crate::app::model::context::{button, Ctx, ListKind, Nav, Route};
use crate::app::screens::screen::Screen;
use crate::app::services::link::{LinkAnswer, LinkError, LinkQuery};
use crate::app::view::*;
use crate::date::Date;
use crate::lang::Lang;
use crate::protocol::{ArchivedGame, DailyList, LiveGame, PlayerStats};
use crate::types::Color;

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
            ListKind::LiveGames => lang.pick("Laufende Partien", "Live games").to_string(),
            ListKind::MyGames => lang.pick("Meine Partien", "My games").to_string(),
            ListKind::Stats => lang.pick("Meine Statistik", "My statistics").to_string(),
            ListKind::DailyList { date } => match lang {
                Lang::De => format!("Rätsel des Tages – {date}"),
                Lang::En => format!("Puzzle of the day – {date}"),
            },
        };
        let mut view = ListScreenView {
            title,
            summary: Vec::new(),
            status: None,
            graph: None,
            sections: Vec::new(),
            buttons: vec![button(
                Action::Reload,
                lang.pick("Neu laden", "Reload"),
                ctx.online.connected(),
                ButtonRole::Normal,
            )],
        };
        let me = ctx.online.my_name().unwrap_or_default();
        match &self.answer {
            None => {
                view.status = Some(
                    self.failed
                        .clone()
                        .unwrap_or_else(|| lang.pick("Lade …", "Loading …").to_string()),
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
        title: lang.pick("Zum Zuschauen", "To watch").to_string(),
        rows: games
            .iter()
            .map(|g| RowView {
                title: format!(
                    "{} ({}) – {} ({})",
                    g.red.name, g.red.elo, g.black.name, g.black.elo
                ),
                detail: format!(
                    "{} · {}",
                    terms_text(g.time_control, g.rated, 0, lang),
                    match lang {
                        Lang::De => format!("{} Halbzüge", g.plies),
                        Lang::En => format!("{} plies", g.plies),
                    }
                ),
                action: Some(Action::OpenOnlineGame { id: g.id }),
                extra: Vec::new(),
            })
            .collect(),
        empty: lang
            .pick("Gerade läuft keine Partie.", "No game is running.")
            .to_string(),
    }
}

/// The player's finished games, newest first.
fn my_games(games: &[ArchivedGame], me: &str, lang: Lang) -> ListSectionView {
    ListSectionView {
        title: lang
            .pick("Beendet, neueste zuerst", "Finished, newest first")
            .to_string(),
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
                    title: match lang {
                        Lang::De => format!("gegen {} ({})", opponent.name, opponent.elo),
                        Lang::En => format!("vs {} ({})", opponent.name, opponent.elo),
                    },
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
        empty: lang
            .pick("Noch keine beendete Partie.", "No finished game yet.")
            .to_string(),
    }
}

/// The player's statistics: the tallies, by time control, the Elo over time.
fn stats(view: &mut ListScreenView, s: &PlayerStats, lang: Lang) {
    view.summary.push(account_line(&s.account, lang));
    let counts = |t: &crate::protocol::Tally| match lang {
        Lang::De => format!(
            "{} Partien – {} S, {} R, {} N",
            t.games, t.wins, t.draws, t.losses
        ),
        Lang::En => format!(
            "{} games – {} W, {} D, {} L",
            t.games, t.wins, t.draws, t.losses
        ),
    };
    let tally = |label: &str, t: &crate::protocol::Tally| format!("{label}: {}", counts(t));
    view.summary.push(tally(
        lang.pick("Alle (auch freundschaftliche)", "All (friendly included)"),
        &s.all,
    ));
    view.summary
        .push(tally(lang.pick("Als Rot", "As Red"), &s.as_red));
    view.summary
        .push(tally(lang.pick("Als Schwarz", "As Black"), &s.as_black));
    view.summary.push(match lang {
        Lang::De => format!("Rätsel-Serie: {} Tage", s.daily_streak),
        Lang::En => format!("Puzzle streak: {} days", s.daily_streak),
    });
    view.sections.push(ListSectionView {
        title: lang.pick("Nach Bedenkzeit", "By time control").to_string(),
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
        empty: lang.pick("Noch keine Partie.", "No game yet.").to_string(),
    });
    let values: Vec<i64> = s.elo_history.iter().map(|p| p.elo).collect();
    view.graph = Some(GraphView {
        title: lang.pick("Elo-Verlauf", "Elo over time").to_string(),
        points: s
            .elo_history
            .iter()
            .map(|p| GraphPointView {
                label: format!("{}: {}", Date::from_unix_ms(p.at_ms as i64), p.elo),
                value: p.elo,
            })
            .collect(),
        min: values.iter().copied().min().unwrap_or(s.account.elo),
        max: values.iter().copied().max().unwrap_or(s.account.elo),
    });
}

/// The day's puzzle ranking.
fn daily_list(view: &mut ListScreenView, list: &DailyList, lang: Lang) {
    // The server's fair-play rule, said where a new player would miss their name.
    view.summary.push(
        lang.pick(
            "Gewertet werden Konten, die schon vor diesem Tag bestanden.",
            "Ranked are accounts that existed before this day began.",
        )
        .to_string(),
    );
    view.sections.push(ListSectionView {
        title: lang.pick("Rangliste", "Ranking").to_string(),
        rows: list
            .entries
            .iter()
            .enumerate()
            .map(|(i, e)| RowView {
                title: match lang {
                    Lang::De => format!("{}. {} – {} Punkte", i + 1, e.name, e.score),
                    Lang::En => format!("{}. {} – {} points", i + 1, e.name, e.score),
                },
                detail: match lang {
                    Lang::De => format!(
                        "{} Fehlversuche · {} s · Serie {}",
                        e.wrong_tries, e.seconds, e.streak
                    ),
                    Lang::En => format!(
                        "{} wrong tries · {} s · streak {}",
                        e.wrong_tries, e.seconds, e.streak
                    ),
                },
                action: None,
                extra: Vec::new(),
            })
            .collect(),
        empty: lang
            .pick(
                "Heute hat noch niemand gelöst.",
                "Nobody has solved it today yet.",
            )
            .to_string(),
    })
}
