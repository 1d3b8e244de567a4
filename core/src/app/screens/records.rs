//! The records screen: statistics, the puzzle of the day's record, the finished games.

use super::screen::Screen;
use crate::app::event::Action;
use crate::app::labels::{self, daily_card, date_text};
use crate::app::model::context::{button, Ctx, Nav, Route};
use crate::app::services::painter::BoardSlot;
use crate::app::texts::{self, character_full_name, color_name};
use crate::app::view::learn::DailyView;
use crate::app::view::*;
use crate::date::Date;
use crate::engine::Level;
use crate::game::GameState;
use crate::store::{GameSummary, Statistics, WinDrawLoss};
use crate::tr;
use crate::types::Color;

/// A finished game as the list shows it: the summary and its final position.
struct Finished {
    summary: GameSummary,
    fen: Option<String>,
}

/// What the records screen shows.
#[derive(Default)]
pub(crate) struct RecordsScreen {
    stats: Option<Statistics>,
    finished: Vec<Finished>,
    daily: Vec<crate::store::DailyAttempt>,
    /// Today's puzzle of the day.
    today: Option<DailyView>,
}

/// How many finished games the list shows.
pub const FINISHED_LIST_LEN: u32 = 50;

impl RecordsScreen {
    pub fn load(ctx: &mut Ctx) -> RecordsScreen {
        let stats = ctx.app.statistics();
        let finished = ctx.app.finished_games(FINISHED_LIST_LEN, 0);
        let daily = ctx.app.daily_attempts();
        let today = ctx.app.daily(&ctx.today());
        match (stats, finished, daily, today) {
            (Ok(stats), Ok(finished), Ok(daily), Ok(today)) => RecordsScreen {
                stats: Some(stats),
                finished: finished
                    .into_iter()
                    .map(|summary| Finished {
                        fen: ctx
                            .app
                            .load_game(summary.id)
                            .ok()
                            .map(|g| g.position().to_fen()),
                        summary,
                    })
                    .collect(),
                daily,
                today: Some(today),
            },
            (Err(e), ..) | (_, Err(e), ..) | (_, _, Err(e), _) | (.., Err(e)) => {
                ctx.error(&e);
                RecordsScreen::default()
            }
        }
    }

    fn record(&self, ctx: &Ctx) -> RecordsView {
        let lang = ctx.lang();
        let wdl = |w: &WinDrawLoss| labels::record_text(w.wins, w.draws, w.losses, lang);
        let played = |w: &WinDrawLoss| w.wins + w.draws + w.losses > 0;
        let mut figures = Vec::new();
        let mut summary = Vec::new();
        if let Some(s) = self.stats.as_ref().filter(|s| s.finished_games > 0) {
            let c = &s.vs_computer;
            let figure = |value: u32, label: &str| FigureView {
                value: value.to_string(),
                label: tr!(lang, "records-figure", figure = label, n = value),
            };
            figures = vec![
                figure(s.finished_games, "games"),
                figure(c.wins, "won"),
                figure(c.draws, "drawn"),
                figure(c.losses, "lost"),
            ];
            // Only the lines that have games in them: no rows of zeros.
            if played(&s.human_as_red) || played(&s.human_as_black) {
                summary.push(tr!(
                    lang,
                    "records-by-colour",
                    red = wdl(&s.human_as_red),
                    black = wdl(&s.human_as_black)
                ));
            }
            let t = &s.two_players;
            if t.red_wins + t.black_wins + t.draws > 0 {
                summary.push(tr!(
                    lang,
                    "records-two-players",
                    red = t.red_wins,
                    black = t.black_wins,
                    draws = t.draws
                ));
            }
        }
        let record_of = |level: Level| {
            self.stats
                .as_ref()
                .and_then(|s| s.by_level.iter().find(|r| r.level == level))
                .map(|r| r.record)
                .filter(played)
        };
        let opponents = Level::ALL
            .iter()
            .map(|&level| {
                let detail = match record_of(level) {
                    Some(r) => wdl(&r),
                    None => tr!(lang, "records-not-played-yet").into(),
                };
                CardView::new(character_full_name(level, lang), detail)
                    .meta(tr!(lang, "new-game-opponent-line", who = level.name()))
                    .icon(Icon::Computer)
                    .action(Action::PlayCharacter { level })
            })
            .collect();
        let games: Vec<CardView> = self.finished.iter().map(|g| game_card(ctx, g)).collect();
        let daily = self.today.as_ref().map(|d| {
            let card = daily_card(d, &ctx.settings);
            if self.daily.is_empty() {
                return card;
            }
            let solved = self.daily.iter().filter(|a| a.solved).count();
            card.meta(tr!(
                lang,
                "records-daily",
                solved = solved,
                total = self.daily.len()
            ))
        });
        let invitation = games
            .is_empty()
            .then(|| tr!(lang, "records-invitation").into());
        RecordsView {
            title: Tab::Records.label(lang).into(),
            new_game: invitation.is_some().then(|| {
                button(
                    Action::OpenNewGame,
                    &tr!(lang, "home-new-game"),
                    true,
                    ButtonRole::Primary,
                )
            }),
            invitation,
            figures,
            summary,
            opponents_title: tr!(lang, "records-your-opponents").into(),
            opponents,
            daily,
            games_title: if games.is_empty() {
                String::new()
            } else {
                tr!(lang, "records-finished-games").into()
            },
            games,
        }
    }
}

/// A finished game's card: its final position, the opponent, the result with its icon and
/// reason, the day; a tap opens its review.
fn game_card(ctx: &Ctx, g: &Finished) -> CardView {
    let lang = ctx.lang();
    let s = &g.summary;
    let (title, you) = labels::opponent_of(s.mode, lang);
    let (icon, detail) = match s.state {
        GameState::Ongoing => (None, String::new()),
        GameState::Finished { result, reason } => {
            let why = tr!(lang, "result-reason", reason = texts::reason_key(reason));
            let (icon, outcome) = match (result.winner(), you) {
                (None, _) => (Icon::Drawn, tr!(lang, "result-headline", outcome = "drawn")),
                (Some(w), Some(me)) if w == me => {
                    (Icon::Won, tr!(lang, "result-headline", outcome = "won"))
                }
                (Some(_), Some(_)) => (Icon::Lost, tr!(lang, "result-headline", outcome = "lost")),
                (Some(w), None) => (
                    Icon::Trophy,
                    tr!(
                        lang,
                        "result-headline",
                        outcome = "side",
                        who = color_name(w, lang)
                    ),
                ),
            };
            (Some(icon), format!("{outcome} · {why}"))
        }
    };
    let day = date_text(Date::from_unix_ms(s.updated_ms), lang);
    let mut card = CardView::new(title, detail)
        .meta(day)
        .action(Action::ReviewGame { id: s.id });
    if let Some(icon) = icon {
        card = card.icon(icon);
    }
    if let Some(fen) = &g.fen {
        card = card.thumbnail(Thumbnail::new(
            fen.clone(),
            you.unwrap_or(Color::Red),
            ctx.settings.stage,
            ctx.settings.piece_faces,
        ));
    }
    card
}

impl Screen for RecordsScreen {
    fn view(&self, ctx: &Ctx) -> ScreenView {
        ScreenView::Records {
            records: self.record(ctx),
        }
    }

    fn action(&mut self, ctx: &mut Ctx, _key: u64, action: Action) -> Nav {
        match action {
            Action::ReviewGame { id } => Nav::Push(Route::Review(id)),
            Action::PlayCharacter { level } => Nav::Push(Route::StartGame(labels::character_game(
                &ctx.settings,
                level,
            ))),
            Action::OpenDaily => Nav::Push(Route::Daily),
            Action::OpenNewGame => Nav::Push(Route::NewGame { fen: None }),
            _ => Nav::Stay,
        }
    }

    fn shown(&mut self, ctx: &mut Ctx, _key: u64) -> BoardSlot {
        *self = RecordsScreen::load(ctx);
        BoardSlot::None
    }
}
