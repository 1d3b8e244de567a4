//! Home, the Play tab's root: one filled New game, the characters as tiles, the unfinished
//! games as cards, the puzzle of the day; a new player sees an invitation, not zeros.

use super::screen::Screen;
use crate::app::event::Action;
use crate::app::labels::{self, daily_card, date_text, thumbnail};
use crate::app::model::context::{button, Ctx, Nav, Route};
use crate::app::services::painter::BoardSlot;
use crate::app::view::learn::{DailyView, LessonView};
use crate::app::view::*;
use crate::date::Date;
use crate::engine::Level;
use crate::lang::Lang;
use crate::store::{GameSummary, LevelRecord, Mode};
use crate::tr;
use crate::types::Color;

/// An unfinished game as home shows it.
struct Unfinished {
    summary: GameSummary,
    /// The position now and who is to move in it (`None`: the game could not be read).
    now: Option<(String, Color)>,
}

/// What home shows, read from the store when it comes on top.
#[derive(Default)]
pub(crate) struct HomeScreen {
    unfinished: Vec<Unfinished>,
    records: Vec<LevelRecord>,
    daily: Option<DailyView>,
    /// The first lesson not yet done.
    next_lesson: Option<LessonView>,
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
                self.unfinished = u
                    .into_iter()
                    .map(|summary| {
                        let now = ctx
                            .app
                            .load_game(summary.id)
                            .ok()
                            .map(|g| (g.position().to_fen(), g.position().side_to_move()));
                        Unfinished { summary, now }
                    })
                    .collect();
                self.records = r;
                self.daily = Some(d);
                self.next_lesson = ctx
                    .app
                    .lessons()
                    .ok()
                    .and_then(|l| l.into_iter().find(|l| !l.completed));
            }
            (Err(e), ..) | (_, Err(e), _) | (.., Err(e)) => ctx.error(&e),
        }
    }

    fn record(&self, ctx: &Ctx) -> HomeView {
        let lang = ctx.lang();
        let characters = Level::ALL
            .iter()
            .map(|&level| {
                character_tile(level, self.records.iter().find(|r| r.level == level), lang)
            })
            .collect();
        let unfinished: Vec<CardView> = self
            .unfinished
            .iter()
            .map(|g| unfinished_card(ctx, g))
            .collect();
        let played_any = !unfinished.is_empty()
            || self
                .records
                .iter()
                .any(|r| r.record.wins + r.record.draws + r.record.losses > 0);
        HomeView {
            title: tr!(lang, "home-xiangqi").into(),
            new_game: button(
                Action::OpenNewGame,
                &tr!(lang, "home-new-game"),
                true,
                ButtonRole::Primary,
            ),
            characters_title: tr!(lang, "home-play-the-computer").into(),
            characters,
            unfinished_title: if unfinished.is_empty() {
                String::new()
            } else {
                tr!(lang, "home-continue").into()
            },
            unfinished,
            daily: self.daily.as_ref().map(|d| daily_card(d, &ctx.settings)),
            learn_title: tr!(lang, "home-learn-the-game").into(),
            learn: self.next_lesson.as_ref().map(|l| {
                CardView::new(
                    tr!(
                        lang,
                        "learn-lesson-row",
                        number = l.number,
                        title = l.title.as_str()
                    ),
                    l.task.clone(),
                )
                .icon(Icon::Learn)
                .thumbnail(thumbnail(&ctx.settings, &l.fen, Color::Red))
                .action(Action::OpenLesson { number: l.number })
            }),
            invitation: (!played_any).then(|| tr!(lang, "home-first-game-invitation").into()),
        }
    }
}

/// A character's tile: their record only once there is one.
fn character_tile(level: Level, record: Option<&LevelRecord>, lang: Lang) -> CharacterTileView {
    let name = labels::character_short(level, lang).into_owned();
    let detail: String = tr!(lang, "level-label", level = level.name());
    let record = record
        .map(|r| r.record)
        .filter(|r| r.wins + r.draws + r.losses > 0)
        .map(|r| labels::record_text(r.wins, r.draws, r.losses, lang));
    let mut label = tr!(
        lang,
        "home-play-character",
        name = name.as_str(),
        level = detail.as_str()
    );
    if let Some(r) = &record {
        label = format!("{label}, {r}");
    }
    CharacterTileView {
        level,
        line: tr!(lang, "new-game-opponent-line", who = level.name()),
        portrait: tr!(lang, "character-portrait", level = level.name()),
        name,
        detail,
        record,
        label,
        action: Action::PlayCharacter { level },
        long_press: Action::NewGameWithCharacter { level },
    }
}

/// "Today", "Yesterday" or the day, on the device's calendar.
fn when_text(ctx: &Ctx, unix_ms: i64, lang: Lang) -> String {
    let offset = i64::from(ctx.utc_offset_minutes) * 60_000;
    let day = Date::from_unix_ms(unix_ms + offset);
    let today = Date::from_unix_ms(ctx.now_ms() as i64 + offset);
    let which = match today.days() - day.days() {
        0 => "today",
        1 => "yesterday",
        _ => "other",
    };
    tr!(lang, "home-when", day = which, date = date_text(day, lang))
}

/// An unfinished game's card: its position, the opponent, whose turn, how long, when.
fn unfinished_card(ctx: &Ctx, g: &Unfinished) -> CardView {
    let lang = ctx.lang();
    let s = &g.summary;
    let (title, you) = labels::opponent_of(s.mode, lang);
    let to_move = g.now.as_ref().map(|(_, side)| *side);
    let turn = match (s.mode, to_move) {
        (_, None) => String::new(),
        (Mode::VsComputer { level, .. }, Some(side)) => {
            let who = if Some(side) == you { "you" } else { "computer" };
            tr!(
                lang,
                "home-whose-turn",
                who = who,
                name = labels::character_short(level, lang)
            )
        }
        (Mode::TwoPlayers, Some(side)) => {
            let who = if side == Color::Red { "red" } else { "black" };
            tr!(lang, "home-whose-turn", who = who, name = "")
        }
    };
    let moves = if s.ply_count == 0 {
        String::new()
    } else {
        tr!(lang, "home-moves", n = s.ply_count.div_ceil(2))
    };
    let detail = [turn, moves]
        .into_iter()
        .filter(|t| !t.is_empty())
        .collect::<Vec<_>>()
        .join(" · ");
    let mut card = CardView::new(title, detail)
        .meta(when_text(ctx, s.updated_ms, lang))
        .action(Action::ResumeGame { id: s.id })
        .extra(button(
            Action::DeleteGame { id: s.id },
            &tr!(lang, "home-delete"),
            true,
            ButtonRole::Destructive,
        ));
    if let Some((fen, _)) = &g.now {
        card = card.thumbnail(thumbnail(&ctx.settings, fen, you.unwrap_or(Color::Red)));
    }
    card
}

/// What home's buttons, tiles and cards do.
fn home_action(ctx: &mut Ctx, action: Action) -> Nav {
    match action {
        Action::OpenNewGame => Nav::Push(Route::NewGame { fen: None }),
        Action::PlayCharacter { level } => Nav::Push(Route::StartGame(labels::character_game(
            &ctx.settings,
            level,
        ))),
        Action::NewGameWithCharacter { level } => Nav::Push(Route::NewGameAgainst(level)),
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
        Action::OpenDaily => Nav::Push(Route::Daily),
        Action::OpenLesson { number } => Nav::Push(Route::Lesson(number)),
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
    fn the_buttons_and_tiles_lead_to_routes() {
        let (mut home, mut ctx) = home();
        let mut go = |action| home.action(&mut ctx, 1, action);
        assert_eq!(
            go(Action::OpenNewGame),
            Nav::Push(Route::NewGame { fen: None })
        );
        assert_eq!(
            go(Action::NewGameWithCharacter {
                level: Level::Strong
            }),
            Nav::Push(Route::NewGameAgainst(Level::Strong))
        );
        assert!(matches!(
            go(Action::PlayCharacter { level: Level::Easy }),
            Nav::Push(Route::StartGame(_))
        ));
        assert_eq!(go(Action::OpenDaily), Nav::Push(Route::Daily));
        assert_eq!(
            go(Action::ResumeGame { id: GameId(7) }),
            Nav::Push(Route::Game(GameId(7)))
        );
    }

    #[test]
    fn a_new_player_is_invited_and_sees_no_zeros() {
        let (home, ctx) = home();
        let view = home.record(&ctx);
        assert!(view.invitation.is_some());
        assert!(view.unfinished.is_empty() && view.unfinished_title.is_empty());
        assert_eq!(view.characters.len(), 3);
        assert!(view.characters.iter().all(|c| c.record.is_none()));
        assert!(view.new_game.role == ButtonRole::Primary);
    }

    #[test]
    fn an_unfinished_game_is_a_card_with_its_position_and_whose_turn() {
        let (mut home, mut ctx) = home();
        let id = ctx
            .app
            .new_game(&crate::app::NewGameConfig::two_players())
            .unwrap()
            .game_id();
        let _ = home.shown(&mut ctx, 1);
        let view = home.view(&ctx);
        assert!(view.offers(&Action::ResumeGame { id }));
        assert!(view.offers(&Action::DeleteGame { id }));
        assert!(!view.offers(&Action::ResumeGame {
            id: GameId(id.0 + 1)
        }));
        let ScreenView::Home { home: h } = view else {
            panic!("home")
        };
        assert!(h.invitation.is_none());
        let card = &h.unfinished[0];
        assert!(card.thumbnail.is_some(), "{card:?}");
        assert_eq!(card.detail, "Rot ist am Zug", "no moves yet: {card:?}");
        assert_eq!(card.meta.as_deref(), Some("Heute"));
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
