//! Home (every unfinished game, the puzzle of the day, the record per level, the menu) and
//! the records screen (statistics and the finished games).

use super::action::Action;
use super::game::GameScreen;
use super::labels;
use super::model::{button, Ctx, Nav, ScreenKind};
use super::view::*;
use crate::app::learn::DailyView;
use crate::app::texts;
use crate::date::Date;
use crate::game::ClockChoice;
use crate::lang::Lang;
use crate::store::{GameSummary, LevelRecord, Statistics};

/// What home shows, read from the store when it comes on top.
#[derive(Default)]
pub(crate) struct HomeData {
    unfinished: Vec<GameSummary>,
    records: Vec<LevelRecord>,
    daily: Option<DailyView>,
}

impl HomeData {
    pub fn load(ctx: &mut Ctx) -> HomeData {
        let unfinished = ctx.app.unfinished_games();
        let records = ctx.app.record_by_level();
        let daily = ctx.app.daily(&ctx.today());
        let mut data = HomeData::default();
        match (unfinished, records, daily) {
            (Ok(u), Ok(r), Ok(d)) => {
                data.unfinished = u;
                data.records = r;
                data.daily = Some(d);
            }
            (Err(e), ..) | (_, Err(e), _) | (.., Err(e)) => ctx.error(&e),
        }
        data
    }

    pub fn view(&self, ctx: &Ctx) -> HomeView {
        let lang = ctx.lang();
        let menu = vec![
            button(
                Action::OpenNewGame,
                ctx.t("Neue Partie", "New game"),
                true,
                ButtonRole::Primary,
            ),
            ctx.button(Action::OpenPuzzles, "Rätsel", "Puzzles"),
            ctx.button(Action::OpenSchool, "Schule der Rollen", "School of roles"),
            ctx.button(
                Action::OpenRecords,
                "Bilanz und Partien",
                "Records and games",
            ),
            ctx.button(Action::OpenEditor, "Stellung aufbauen", "Set up a position"),
            ctx.button(Action::OpenOnline, "Online spielen", "Play online"),
            ctx.button(Action::OpenSettings, "Einstellungen", "Settings"),
        ];
        let unfinished = self
            .unfinished
            .iter()
            .map(|g| RowView {
                title: texts::game_title(g.mode, &g.setup, g.house_rules, ClockChoice::None, lang),
                detail: game_detail(g, lang),
                action: Some(Action::ResumeGame { id: g.id }),
                extra: vec![button(
                    Action::DeleteGame { id: g.id },
                    ctx.t("Löschen", "Delete"),
                    true,
                    ButtonRole::Destructive,
                )],
            })
            .collect();
        let records = self
            .records
            .iter()
            .map(|r| RowView {
                title: lang
                    .pick(r.level.character().0, r.level.character().1)
                    .to_string(),
                detail: labels::record_text(r.record.wins, r.record.draws, r.record.losses, lang),
                action: None,
                extra: Vec::new(),
            })
            .collect();
        HomeView {
            title: ctx.t("Xiangqi", "Xiangqi").to_string(),
            menu,
            unfinished_title: if self.unfinished.is_empty() {
                ctx.t("Keine unbeendete Partie", "No unfinished game")
            } else {
                ctx.t("Weiterspielen", "Continue playing")
            }
            .to_string(),
            unfinished,
            daily: daily_row(ctx, self.daily.as_ref()),
            records_title: ctx.t("Deine Bilanz", "Your record").to_string(),
            records,
        }
    }
}

/// "14 Halbzüge · 30.11.2026" / "14 plies · 2026-11-30".
fn game_detail(g: &GameSummary, lang: Lang) -> String {
    let day = date_text(Date::from_unix_ms(g.updated_ms), lang);
    match (g.ply_count, lang) {
        (1, Lang::De) => format!("1 Halbzug · {day}"),
        (n, Lang::De) => format!("{n} Halbzüge · {day}"),
        (1, Lang::En) => format!("1 ply · {day}"),
        (n, Lang::En) => format!("{n} plies · {day}"),
    }
}

pub(crate) fn date_text(d: Date, lang: Lang) -> String {
    let (y, m, day) = d.ymd();
    match lang {
        Lang::De => format!("{day}.{m}.{y}"),
        Lang::En => d.to_string(),
    }
}

/// The puzzle of the day as a row: its status and the streak.
pub(crate) fn daily_row(ctx: &Ctx, daily: Option<&DailyView>) -> RowView {
    let lang = ctx.lang();
    let title = ctx.t("Rätsel des Tages", "Puzzle of the day").to_string();
    let Some(d) = daily else {
        return RowView {
            title,
            detail: String::new(),
            action: None,
            extra: Vec::new(),
        };
    };
    let status = match (&d.attempt, d.in_progress, lang) {
        (Some(a), _, Lang::De) if a.solved => format!("gelöst: {} Punkte", a.score),
        (Some(a), _, Lang::En) if a.solved => format!("solved: {} points", a.score),
        (Some(_), _, Lang::De) => "nicht gelöst – morgen gibt es ein neues".to_string(),
        (Some(_), _, Lang::En) => "not solved – a new one tomorrow".to_string(),
        (None, true, Lang::De) => "angefangen – die Zeit läuft".to_string(),
        (None, true, Lang::En) => "started – the time is running".to_string(),
        (None, false, Lang::De) => format!("Matt in {} – noch offen", d.level),
        (None, false, Lang::En) => format!("mate in {} – not tried yet", d.level),
    };
    let streak = match (d.streak, lang) {
        (0, _) => String::new(),
        (1, Lang::De) => " · Serie: 1 Tag".to_string(),
        (n, Lang::De) => format!(" · Serie: {n} Tage"),
        (1, Lang::En) => " · streak: 1 day".to_string(),
        (n, Lang::En) => format!(" · streak: {n} days"),
    };
    let day = d
        .date
        .parse()
        .map(|d| date_text(d, lang))
        .unwrap_or_default();
    RowView {
        title: format!("{title} · {day}"),
        detail: format!("{status}{streak}"),
        action: Some(Action::OpenDaily),
        extra: Vec::new(),
    }
}

/// Actions of home and the records screen.
pub(crate) fn action(ctx: &mut Ctx, action: Action) -> Nav {
    match action {
        Action::OpenNewGame => Nav::Push(super::settings::new_game_form(ctx)),
        Action::ResumeGame { id } => GameScreen::resume(ctx, id)
            .map(Nav::Push)
            .unwrap_or(Nav::Refresh),
        Action::DeleteGame { id } => {
            let yes = button(
                Action::ConfirmDeleteGame { id },
                ctx.t("Löschen", "Delete"),
                true,
                ButtonRole::Destructive,
            );
            let no = ctx.button(Action::CloseDialog, "Behalten", "Keep");
            ctx.confirm(
                ctx.t("Partie löschen?", "Delete the game?").into(),
                ctx.t(
                    "Die unbeendete Partie wird gelöscht und kann nicht mehr fortgesetzt werden.",
                    "The unfinished game is deleted and can no longer be resumed.",
                )
                .into(),
                vec![no, yes],
            );
            Nav::Stay
        }
        Action::ConfirmDeleteGame { id } => {
            if let Err(e) = ctx.app.delete_game(id) {
                ctx.error(&e);
            }
            Nav::Refresh
        }
        Action::OpenPuzzles => Nav::Push(ScreenKind::Puzzles(Default::default())),
        Action::OpenDaily => super::learn::open_daily(ctx)
            .map(Nav::Push)
            .unwrap_or(Nav::Stay),
        Action::OpenSchool => Nav::Push(ScreenKind::School(Default::default())),
        Action::OpenRecords => Nav::Push(ScreenKind::Records(Default::default())),
        Action::OpenSettings => {
            // (its online section names the account kept on this device)
            super::online::load_account(ctx);
            Nav::Push(ScreenKind::Settings)
        }
        Action::OpenOnline => super::online::open(ctx),
        Action::OpenEditor => super::tools::EditorScreen::open(ctx, None)
            .map(Nav::Push)
            .unwrap_or(Nav::Stay),
        Action::ReviewGame { id } => super::tools::ReviewScreen::open(ctx, id)
            .map(Nav::Push)
            .unwrap_or(Nav::Stay),
        _ => Nav::Stay,
    }
}

/// What the records screen shows.
#[derive(Default)]
pub(crate) struct RecordsData {
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

impl RecordsData {
    pub fn load(ctx: &mut Ctx) -> RecordsData {
        let stats = ctx.app.statistics();
        let finished = ctx.app.finished_games(FINISHED_LIST_LEN, 0);
        let daily = ctx.app.daily_attempts();
        let streak = ctx.app.daily(&ctx.today()).map(|d| d.streak);
        match (stats, finished, daily, streak) {
            (Ok(stats), Ok(finished), Ok(daily), Ok(streak)) => RecordsData {
                stats: Some(stats),
                finished,
                daily,
                streak,
            },
            (Err(e), ..) | (_, Err(e), ..) | (_, _, Err(e), _) | (.., Err(e)) => {
                ctx.error(&e);
                RecordsData::default()
            }
        }
    }

    pub fn view(&self, ctx: &Ctx) -> RecordsView {
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
