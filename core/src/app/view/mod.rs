//! The view model: everything a shell shows, as plain records, one file per group of
//! screens. A shell maps each record to widgets and each gesture to an
//! [`Event`](crate::app::Event); it words nothing itself. What a screen offers the person to
//! do is read from its record ([`Offers`]): the model ignores an action no record on screen
//! offers.

pub(crate) mod board;
pub(crate) mod cards;
pub(crate) mod common;
pub(crate) mod form;
pub(crate) mod game;
pub(crate) mod home;
pub(crate) mod icon;
pub(crate) mod learn;
pub(crate) mod nav;
pub(crate) mod online;
pub(crate) mod settings;
pub(crate) mod strips;
pub(crate) mod thumbnail;
pub(crate) mod tools;

pub use cards::{CardView, CharacterTileView, ProgressBarView};
pub(crate) use common::Offers;
pub use common::{BannerKind, BannerView, ButtonRole, ButtonView, DialogView, RowView};
pub use form::{ChoiceView, FormView, OptionView, SectionView, ToggleView};
pub use game::{GameScreenView, MoveRowView};
pub use home::{HomeView, RecordsView};
pub use icon::Icon;
pub use learn::{
    LessonScreenView, PuzzleFeedbackView, PuzzleMood, PuzzleScreenView, PuzzleSuccessView,
    PuzzlesView, SchoolView,
};
pub use nav::{IconRowView, MoreView, RowGroupView, Tab, TabView, TopBarView};
pub use online::{
    AccountView, ChallengeCardView, ConnectionState, ConnectionView, FeatureView, FigureView,
    GraphPointView, GraphView, ListScreenView, ListSectionView, OnlineView, QuickPairView,
    QuickTileView, RunningGameView, SignInView, TextFieldView,
};
pub use settings::{
    NewGameView, OpponentView, PictureOptionView, PicturePickerView, SettingControl,
    SettingRowView, SettingsGroupView, SettingsView,
};
pub use strips::{
    BoardMark, LegendItemView, LegendView, MenuView, MoveCellView, MoveStripView, PlayerStripView,
    PromptView, ResultView, StripClockView,
};
pub use thumbnail::{thumbnail_scene, Thumbnail};
pub use tools::{AnalysisLineView, AnalysisScreenView, EditorScreenView, ReviewScreenView};

use crate::app::event::Action;
use crate::lang::Lang;
use crate::scene::PointAccessibility;

/// The whole app as the shell shows it: the navigation stack (bottom first), the dialog and
/// banner on top of it, and the board's screen-reader nodes.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct AppView {
    /// The language every text of this view is in (the shell's own few texts follow it).
    pub lang: Lang,
    /// Bottom (home) to top (shown).
    pub stack: Vec<ScreenView>,
    /// A question the player must answer before anything else (Back closes it).
    pub dialog: Option<DialogView>,
    /// A message over the screen (an error, a confirmation), until dismissed or replaced.
    pub banner: Option<BannerView>,
    /// The 90 points of the board on top, for the screen reader (empty without a board).
    pub board_points: Vec<PointAccessibility>,
    /// The board on top changed since the view before (a shell repaints it only then).
    pub board_revision: u64,
    /// Bumped when a move was made on the board on top: the shell animates the last move
    /// (over `scene::MOVE_ANIMATION_MS`) only then, not after a mere selection.
    pub move_revision: u64,
    /// Back on the screen on top asks a question first (the puzzle of the day): a shell
    /// turns its own back swipe into `Event::Back` instead of popping at once.
    pub back_asks_first: bool,
    /// A clocked game is on screen: keep the display awake.
    pub keep_awake: bool,
    /// The tabs (a bottom bar on phones, a rail on tablets and the desktop); empty while a
    /// screen with a board is on top: it has the whole screen.
    pub tabs: Vec<TabView>,
    /// The bar over a screen without a board (its title, the back arrow below a tab's
    /// root); `None` on a board screen, which carries its own title line.
    pub top_bar: Option<TopBarView>,
}

impl AppView {
    /// The screen on top.
    pub fn top(&self) -> Option<&ScreenView> {
        self.stack.last()
    }
}

/// One screen.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
#[allow(clippy::large_enum_variant)] // built once per render; boxing buys nothing over FFI
pub enum ScreenView {
    Home {
        home: HomeView,
    },
    NewGame {
        form: NewGameView,
    },
    Game {
        game: GameScreenView,
    },
    Puzzles {
        puzzles: PuzzlesView,
    },
    Puzzle {
        puzzle: PuzzleScreenView,
    },
    School {
        school: SchoolView,
    },
    Lesson {
        lesson: LessonScreenView,
    },
    Records {
        records: RecordsView,
    },
    Settings {
        form: SettingsView,
    },
    Review {
        review: ReviewScreenView,
    },
    Analysis {
        analysis: AnalysisScreenView,
    },
    Editor {
        editor: EditorScreenView,
    },
    /// Online play: sign in, the lobby, challenges, quick game.
    Online {
        online: OnlineView,
    },
    /// A challenge's terms (sent, received or being countered).
    Challenge {
        form: FormView,
    },
    /// A list with sections and, where it helps, a graph (live games, my games, statistics,
    /// the day's puzzle list).
    List {
        list: ListScreenView,
    },
    /// The More tab's root: online play, the editor, settings, the backup.
    More {
        more: MoreView,
    },
}

impl ScreenView {
    /// The screen's heading.
    pub fn title(&self) -> &str {
        match self {
            ScreenView::Home { home } => &home.title,
            ScreenView::NewGame { form } => &form.title,
            ScreenView::Settings { form } => &form.title,
            ScreenView::Game { game } => &game.title,
            ScreenView::Puzzles { puzzles } => &puzzles.title,
            ScreenView::Puzzle { puzzle } => &puzzle.title,
            ScreenView::School { school } => &school.title,
            ScreenView::Lesson { lesson } => &lesson.title,
            ScreenView::Records { records } => &records.title,
            ScreenView::Review { review } => &review.title,
            ScreenView::Analysis { analysis } => &analysis.title,
            ScreenView::Editor { editor } => &editor.title,
            ScreenView::Online { online } => &online.title,
            ScreenView::Challenge { form } => &form.title,
            ScreenView::List { list } => &list.title,
            ScreenView::More { more } => &more.title,
        }
    }

    /// A screen with a board: it takes the whole screen (no tabs, its own title line).
    pub fn has_board(&self) -> bool {
        matches!(
            self,
            ScreenView::Game { .. }
                | ScreenView::Puzzle { .. }
                | ScreenView::Lesson { .. }
                | ScreenView::Review { .. }
                | ScreenView::Analysis { .. }
                | ScreenView::Editor { .. }
        )
    }
}

impl Offers for ScreenView {
    fn offers(&self, action: &Action) -> bool {
        match self {
            ScreenView::Home { home } => home.offers(action),
            ScreenView::NewGame { form } => form.offers(action),
            ScreenView::Settings { form } => form.offers(action),
            ScreenView::Challenge { form } => form.offers(action),
            ScreenView::Game { game } => game.offers(action),
            ScreenView::Puzzles { puzzles } => puzzles.offers(action),
            ScreenView::Puzzle { puzzle } => puzzle.offers(action),
            ScreenView::School { school } => school.offers(action),
            ScreenView::Lesson { lesson } => lesson.offers(action),
            ScreenView::Records { records } => records.offers(action),
            ScreenView::Review { review } => review.offers(action),
            ScreenView::Analysis { analysis } => analysis.offers(action),
            ScreenView::Online { online } => online.offers(action),
            ScreenView::List { list } => list.offers(action),
            ScreenView::Editor { editor } => editor.offers(action),
            ScreenView::More { more } => more.offers(action),
        }
    }
}
