//! The navigation stack's entries: every kind of screen, each with its key.

use crate::app::screens::analysis::AnalysisScreen;
use crate::app::screens::editor::EditorScreen;
use crate::app::screens::game::GameScreen;
use crate::app::screens::home::HomeScreen;
use crate::app::screens::lesson::LessonScreen;
use crate::app::screens::lists::{PuzzlesScreen, SchoolScreen};
use crate::app::screens::more::MoreScreen;
use crate::app::screens::new_game::NewGameForm;
use crate::app::screens::online::challenge::ChallengeSheet;
use crate::app::screens::online::daily::OnlineDaily;
use crate::app::screens::online::game::OnlineGameScreen;
use crate::app::screens::online::hub::OnlineHub;
use crate::app::screens::online::list::OnlineList;
use crate::app::screens::puzzle::PuzzleScreen;
use crate::app::screens::records::RecordsScreen;
use crate::app::screens::review::ReviewScreen;
use crate::app::screens::screen::Screen;
use crate::app::screens::settings::SettingsScreen;

/// One screen of the stack.
pub(crate) enum ScreenKind {
    Home(HomeScreen),
    NewGame(NewGameForm),
    Game(Box<GameScreen>),
    Puzzles(PuzzlesScreen),
    Puzzle(Box<PuzzleScreen>),
    School(SchoolScreen),
    Lesson(Box<LessonScreen>),
    Records(RecordsScreen),
    Settings(SettingsScreen),
    Review(Box<ReviewScreen>),
    Analysis(Box<AnalysisScreen>),
    Editor(Box<EditorScreen>),
    Online(OnlineHub),
    Challenge(ChallengeSheet),
    OnlineGame(Box<OnlineGameScreen>),
    OnlineList(OnlineList),
    OnlineDaily(Box<OnlineDaily>),
    More(MoreScreen),
}

impl ScreenKind {
    /// The screen, whatever its kind.
    pub fn screen(&self) -> &dyn Screen {
        match self {
            ScreenKind::Home(s) => s,
            ScreenKind::NewGame(s) => s,
            ScreenKind::Game(s) => &**s,
            ScreenKind::Puzzles(s) => s,
            ScreenKind::Puzzle(s) => &**s,
            ScreenKind::School(s) => s,
            ScreenKind::Lesson(s) => &**s,
            ScreenKind::Records(s) => s,
            ScreenKind::Settings(s) => s,
            ScreenKind::Review(s) => &**s,
            ScreenKind::Analysis(s) => &**s,
            ScreenKind::Editor(s) => &**s,
            ScreenKind::Online(s) => s,
            ScreenKind::Challenge(s) => s,
            ScreenKind::OnlineGame(s) => &**s,
            ScreenKind::OnlineList(s) => s,
            ScreenKind::OnlineDaily(s) => &**s,
            ScreenKind::More(s) => s,
        }
    }

    pub fn screen_mut(&mut self) -> &mut dyn Screen {
        match self {
            ScreenKind::Home(s) => s,
            ScreenKind::NewGame(s) => s,
            ScreenKind::Game(s) => &mut **s,
            ScreenKind::Puzzles(s) => s,
            ScreenKind::Puzzle(s) => &mut **s,
            ScreenKind::School(s) => s,
            ScreenKind::Lesson(s) => &mut **s,
            ScreenKind::Records(s) => s,
            ScreenKind::Settings(s) => s,
            ScreenKind::Review(s) => &mut **s,
            ScreenKind::Analysis(s) => &mut **s,
            ScreenKind::Editor(s) => &mut **s,
            ScreenKind::Online(s) => s,
            ScreenKind::Challenge(s) => s,
            ScreenKind::OnlineGame(s) => &mut **s,
            ScreenKind::OnlineList(s) => s,
            ScreenKind::OnlineDaily(s) => &mut **s,
            ScreenKind::More(s) => s,
        }
    }
}

/// A screen on the stack.
pub(crate) struct Entry {
    /// Unique for the app's run: worker results name the screen that asked.
    pub key: u64,
    pub kind: ScreenKind,
}
