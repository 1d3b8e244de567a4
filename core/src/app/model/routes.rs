//! Routes turned into screens: the one place that builds a screen.

use super::context::{Ctx, Route};
use super::stack::ScreenKind;
use crate::app::screens::analysis::AnalysisScreen;
use crate::app::screens::editor::EditorScreen;
use crate::app::screens::game::GameScreen;
use crate::app::screens::lesson::LessonScreen;
use crate::app::screens::new_game::NewGameForm;
use crate::app::screens::online::challenge::ChallengeSheet;
use crate::app::screens::online::daily::OnlineDaily;
use crate::app::screens::online::game::OnlineGameScreen;
use crate::app::screens::online::hub::OnlineHub;
use crate::app::screens::online::list::OnlineList;
use crate::app::screens::puzzle::PuzzleScreen;
use crate::app::screens::review::ReviewScreen;
use crate::app::screens::settings::SettingsScreen;

/// The screen `route` leads to, or `None` when it cannot open (the banner says why).
pub(crate) fn open(ctx: &mut Ctx, route: Route) -> Option<ScreenKind> {
    Some(match route {
        Route::NewGame { fen: None } => ScreenKind::NewGame(NewGameForm::new(ctx, true)),
        Route::NewGame { fen } => ScreenKind::NewGame(NewGameForm::from_position(ctx, fen)),
        Route::NewGameAgainst(level) => {
            ScreenKind::NewGame(NewGameForm::new(ctx, true).against(level))
        }
        Route::StartGame(config) => ScreenKind::Game(Box::new(GameScreen::start(ctx, &config)?)),
        Route::Game(id) => ScreenKind::Game(Box::new(GameScreen::resume(ctx, id)?)),
        Route::PuzzleLevel(level) => {
            let play = ctx.app.next_puzzle(level);
            ScreenKind::Puzzle(Box::new(PuzzleScreen::open_play(ctx, play)?))
        }
        Route::Puzzle(id) => {
            let play = ctx.app.puzzle(&id);
            ScreenKind::Puzzle(Box::new(PuzzleScreen::open_play(ctx, play)?))
        }
        Route::Daily => ScreenKind::Puzzle(Box::new(PuzzleScreen::open_daily(ctx)?)),
        Route::Lesson(number) => ScreenKind::Lesson(Box::new(LessonScreen::open(ctx, number)?)),
        Route::Settings => {
            // (its online section names the account kept on this device)
            ctx.load_account();
            ScreenKind::Settings(SettingsScreen)
        }
        Route::Review(id) => ScreenKind::Review(Box::new(ReviewScreen::open(ctx, id)?)),
        Route::OnlineReview(game) => {
            ScreenKind::Review(Box::new(ReviewScreen::open_online(ctx, &game)?))
        }
        Route::Analysis { fen } => ScreenKind::Analysis(Box::new(AnalysisScreen::open(ctx, &fen)?)),
        Route::Editor => ScreenKind::Editor(Box::new(EditorScreen::open(ctx, None)?)),
        Route::Online => {
            ctx.connect_online();
            ScreenKind::Online(OnlineHub)
        }
        Route::Challenge { name } => ScreenKind::Challenge(ChallengeSheet::new(ctx, name)),
        Route::OpenChallenge(c) => ScreenKind::Challenge(ChallengeSheet::of(ctx, c)),
        Route::OnlineGame(id) => ScreenKind::OnlineGame(Box::new(OnlineGameScreen::open(ctx, id)?)),
        Route::OnlineList(kind) => ScreenKind::OnlineList(OnlineList::open(ctx, kind)),
        Route::OnlineDaily => ScreenKind::OnlineDaily(Box::new(OnlineDaily::open(ctx)?)),
    })
}
