//! Home: every unfinished game, the puzzle of the day, the record per level, the menu.

use super::screen::Screen;
use crate::app::event::Action;
use crate::app::labels::{self, daily_row, game_detail};
use crate::app::model::context::{button, Ctx, Nav, Route};
use crate::app::services::painter::BoardSlot;
use crate::app::texts::{self, character_full_name};
use crate::app::view::learn::DailyView;
use crate::app::view::*;
use crate::game::ClockChoice;
use crate::store::{GameSummary, LevelRecord};
use crate::tr;

/// What home shows, read from the store when it comes on top.
#[derive(Default)]
pub(crate) struct HomeScreen {
    unfinished: Vec<GameSummary>,
    records: Vec<LevelRecord>,
    daily: Option<DailyView>,
}

impl HomeScreen {
    /// Reads what home shows from the store (when it comes on top, and at a new day).
    pub fn load(&mut self, ctx: &mut Ctx) {
        let unfinished = ctx.app.unfinished_games();
        let records = ctx.app.record_by_level();
        let daily = ctx.app.daily(&ctx.today());
        *self = HomeScreen::default();
        match (unfinished, records, daily) {
            (Ok(u), Ok(r), Ok(d)) => {
                self.unfinished = u;
                self.records = r;
                self.daily = Some(d);
            }
            (Err(e), ..) | (_, Err(e), _) | (.., Err(e)) => ctx.error(&e),
        }
    }

    fn record(&self, ctx: &Ctx) -> HomeView {
        let lang = ctx.lang();
        let menu = vec![
            button(
                Action::OpenNewGame,
                &tr!(lang, "home-new-game"),
                true,
                ButtonRole::Primary,
            ),
            ctx.button(Action::OpenPuzzles, tr!(lang, "home-puzzles")),
            ctx.button(Action::OpenSchool, tr!(lang, "home-school-of-roles")),
            ctx.button(Action::OpenRecords, tr!(lang, "home-records-and-games")),
            ctx.button(Action::OpenEditor, tr!(lang, "home-set-up-a-position")),
            ctx.button(Action::OpenOnline, tr!(lang, "home-play-online")),
            ctx.button(Action::OpenSettings, tr!(lang, "home-settings")),
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
                    &tr!(lang, "home-delete"),
                    true,
                    ButtonRole::Destructive,
                )],
            })
            .collect();
        let records = self
            .records
            .iter()
            .map(|r| RowView {
                title: character_full_name(r.level, lang).into(),
                detail: labels::record_text(r.record.wins, r.record.draws, r.record.losses, lang),
                action: None,
                extra: Vec::new(),
            })
            .collect();
        HomeView {
            title: tr!(lang, "home-xiangqi").into(),
            menu,
            unfinished_title: if self.unfinished.is_empty() {
                tr!(lang, "home-no-unfinished-game")
            } else {
                tr!(lang, "home-continue-playing")
            }
            .into(),
            unfinished,
            daily: daily_row(lang, self.daily.as_ref()),
            records_title: tr!(lang, "home-your-record").into(),
            records,
        }
    }
}

/// What home's buttons and rows do.
fn home_action(ctx: &mut Ctx, action: Action) -> Nav {
    match action {
        Action::OpenNewGame => Nav::Push(Route::NewGame { fen: None }),
        Action::ResumeGame { id } => Nav::Push(Route::Game(id)),
        Action::DeleteGame { id } => {
            let lang = ctx.lang();
            let yes = button(
                Action::ConfirmDeleteGame { id },
                &tr!(lang, "home-delete"),
                true,
                ButtonRole::Destructive,
            );
            let no = ctx.button(Action::CloseDialog, tr!(lang, "home-keep"));
            ctx.confirm(
                tr!(lang, "home-delete-the-game").into(),
                tr!(lang, "home-the-unfinished-game-is").into(),
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
        Action::OpenPuzzles => Nav::Push(Route::Puzzles),
        Action::OpenDaily => Nav::Push(Route::Daily),
        Action::OpenSchool => Nav::Push(Route::School),
        Action::OpenRecords => Nav::Push(Route::Records),
        Action::OpenSettings => Nav::Push(Route::Settings),
        Action::OpenOnline => Nav::Push(Route::Online),
        Action::OpenEditor => Nav::Push(Route::Editor),
        _ => Nav::Stay,
    }
}

impl Screen for HomeScreen {
    fn view(&self, ctx: &Ctx) -> ScreenView {
        ScreenView::Home {
            home: self.record(ctx),
        }
    }

    fn action(&mut self, ctx: &mut Ctx, _key: u64, action: Action) -> Nav {
        home_action(ctx, action)
    }

    fn back(&mut self, _ctx: &mut Ctx) -> Nav {
        Nav::Stay
    }

    fn shown(&mut self, ctx: &mut Ctx, _key: u64) -> BoardSlot {
        self.load(ctx);
        BoardSlot::None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::GameId;

    fn home() -> (HomeScreen, Ctx) {
        let (mut ctx, _rx) = Ctx::for_test();
        let mut home = HomeScreen::default();
        let _ = home.shown(&mut ctx, 1);
        (home, ctx)
    }

    #[test]
    fn the_menu_leads_to_routes() {
        let (mut home, mut ctx) = home();
        let mut go = |action| home.action(&mut ctx, 1, action);
        assert_eq!(
            go(Action::OpenNewGame),
            Nav::Push(Route::NewGame { fen: None })
        );
        assert_eq!(go(Action::OpenPuzzles), Nav::Push(Route::Puzzles));
        assert_eq!(go(Action::OpenSettings), Nav::Push(Route::Settings));
        assert_eq!(go(Action::OpenOnline), Nav::Push(Route::Online));
        assert_eq!(
            go(Action::ResumeGame { id: GameId(7) }),
            Nav::Push(Route::Game(GameId(7)))
        );
    }

    #[test]
    fn the_view_offers_its_menu_and_an_unfinished_game() {
        let (mut home, mut ctx) = home();
        let id = ctx
            .app
            .new_game(&crate::app::NewGameConfig::two_players())
            .unwrap()
            .game_id();
        let _ = home.shown(&mut ctx, 1);
        let view = home.view(&ctx);
        assert!(view.offers(&Action::OpenSchool));
        assert!(view.offers(&Action::ResumeGame { id }));
        assert!(view.offers(&Action::DeleteGame { id }));
        assert!(!view.offers(&Action::ResumeGame {
            id: GameId(id.0 + 1)
        }));
    }

    #[test]
    fn deleting_asks_first_and_back_stays_home() {
        let (mut home, mut ctx) = home();
        let id = GameId(3);
        assert_eq!(
            home.action(&mut ctx, 1, Action::DeleteGame { id }),
            Nav::Stay
        );
        let dialog = ctx.dialog.as_ref().expect("a question");
        assert!(dialog
            .buttons
            .iter()
            .any(|b| b.action == Action::ConfirmDeleteGame { id }));
        assert_eq!(home.back(&mut ctx), Nav::Stay);
    }
}
