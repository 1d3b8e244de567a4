//! The app layer: the whole app as one state machine ([`AppCore`]) for the native apps
//! (through the UniFFI bindings) and the terminal front end, and below it the building blocks
//! it and the terminal's batch commands use. The UI only draws what this returns and forwards
//! touches; every rule, text and decision comes from here.
//!
//! The layout, from the top down (each part imports only the parts below it):
//! - [`core`](self::core): the lane (the thread that applies events and renders);
//! - `model/`: the navigation stack, the context every screen works in ([`Ctx`], `Nav`,
//!   `Route`, `Internal`), and the routes turned into screens;
//! - `screens/`: one file per screen (`screens/online/` for the online ones); a screen's
//!   handler says where to go as a `Route` and never builds another screen;
//! - `event.rs`, `effect.rs`, `view/`: what crosses to the shells;
//! - `services/`: the building blocks (the store and its sessions, the computer, board input,
//!   pads, review, analysis, editor, the online link).
//!
//! ```
//! use xiangqi::app::{App, NewGameConfig};
//! let app = App::open_in_memory().unwrap();
//! let session = app.new_game(&NewGameConfig::two_players()).unwrap();
//! let report = session.play("h2e2").unwrap();
//! assert_eq!(report.notation, "K2.5");
//! assert_eq!(session.view().moves, vec!["K2.5".to_string()]);
//! ```

mod core;
mod effect;
mod error;
mod event;
mod labels;
mod model;
mod options;
mod screens;
mod services;
mod texts;
mod view;

pub use self::core::{AppCore, Shell};
pub use effect::Effect;
pub use error::{AppError, ErrorKind};
pub use event::{Action, BoardGesture, Event, Field, TextField};
pub use options::{AppOptions, DEFAULT_BOARD_SIZE, DEFAULT_SERVER, HEARTBEAT_MS};
pub use services::analysis::{
    AnalysisListener, AnalysisRequest, AnalysisSession, MAX_ANALYSIS_LINES,
};
pub use services::app::{legal_moves, App, NewGameConfig};
pub use services::board_input::{
    BoardContext, BoardInput, InputAction, InputOutcome, Redraw, Refusal, Turn,
};
pub use services::board_pad::BoardPad;
pub use services::config::{Clock, EngineConfig, ANALYSIS_MS, DEFAULT_HASH_MIB, HINT_HASH_MIB};
pub use services::editor::EditorSession;
pub use services::learn::{LessonSession, PuzzlePlay};
pub use services::link;
pub use services::review::ReviewOutcome;
pub use services::review::{ReviewJob, ReviewListener, ReviewSource};
pub use services::session::{GameSession, SessionListener};
pub use texts::recovery_text;
pub use view::board::{
    BlockedView, BoardView, ClockView, DrawAnswer, HintView, MoveHelpView, MoveReport,
    PieceCardView, PieceView, ProgressView, Sound,
};
pub use view::learn::{DailyView, LessonFeedback, LessonView, PuzzleView, SolutionView, TaskHint};
pub use view::tools::{EditorView, KeyMomentView, PaletteEntry, ReviewView, ReviewedMove};
pub use view::{thumbnail_scene, Icon};
pub use view::{
    AccountView, AnalysisLineView, AnalysisScreenView, AppView, BannerKind, BannerView, ButtonRole,
    ButtonView, ChallengeCardView, ChoiceView, ConnectionState, ConnectionView, DialogView,
    EditorScreenView, FeatureView, FigureView, FormView, GameScreenView, GraphPointView, GraphView,
    HomeView, LessonScreenView, ListScreenView, ListSectionView, MoveRowView, OnlineView,
    OptionView, PuzzleScreenView, PuzzlesView, QuickPairView, QuickTileView, RecordsView,
    ResultView, ReviewScreenView, RowView, RunningGameView, SchoolView, ScreenView, SectionView,
    SignInView, TextFieldView, ToggleView,
};
pub use view::{
    BoardMark, LegendItemView, LegendView, MenuView, MoveCellView, MoveStripView, PlayerStripView,
    PromptView, PuzzleFeedbackView, PuzzleMood, PuzzleSuccessView, StripClockView, Thumbnail,
};
pub use view::{
    CardView, CharacterTileView, IconRowView, MoreView, ProgressBarView, RowGroupView, Tab,
    TabView, TopBarView,
};
pub use view::{
    NewGameView, OpponentView, PictureOptionView, PicturePickerView, SettingControl,
    SettingRowView, SettingsGroupView, SettingsView,
};
