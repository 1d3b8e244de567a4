//! The view model: everything a shell shows, as plain records. A shell maps each record to
//! widgets and each gesture to an [`Event`](super::Event); it words nothing itself.

use super::action::{Action, Field};
use crate::app::learn::{LessonView, PuzzleView, SolutionView, TaskHint};
use crate::app::review::ReviewView;
use crate::app::view::{BoardView, HintView, PieceCardView};
use crate::app::EditorView;
use crate::lang::Lang;
use crate::moves::Move;
use crate::scene::PointAccessibility;
use crate::store::GameId;
use crate::types::Color;

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
        form: FormView,
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
        form: FormView,
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
}

impl ScreenView {
    /// The screen's heading.
    pub fn title(&self) -> &str {
        match self {
            ScreenView::Home { home } => &home.title,
            ScreenView::NewGame { form } | ScreenView::Settings { form } => &form.title,
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
        }
    }
}

/// How a button looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum ButtonRole {
    /// The screen's main action.
    Primary,
    Normal,
    /// Ends or deletes something (resign, give up, delete).
    Destructive,
}

/// A button: its label, whether it works now, and the action it sends.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct ButtonView {
    pub action: Action,
    pub label: String,
    pub enabled: bool,
    pub role: ButtonRole,
}

/// A choice among a few options (a segmented control, a picker). Choosing sends
/// `Event::Choose { field, option }` with the option's index.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct ChoiceView {
    pub field: Field,
    pub label: String,
    pub options: Vec<OptionView>,
    pub selected: u32,
    pub enabled: bool,
}

/// One option of a choice: its label and, where it helps, a line under it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct OptionView {
    pub label: String,
    pub detail: Option<String>,
}

/// A switch. Flipping it sends `Event::Toggle { field, on }`.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct ToggleView {
    pub field: Field,
    pub label: String,
    pub on: bool,
    pub enabled: bool,
}

/// A titled group of a form.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct SectionView {
    pub title: String,
    pub choices: Vec<ChoiceView>,
    pub toggles: Vec<ToggleView>,
    pub buttons: Vec<ButtonView>,
    /// A line under the section (what the choices mean together).
    pub note: Option<String>,
}

/// A screen made of choices and switches: new game, settings.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct FormView {
    pub title: String,
    pub sections: Vec<SectionView>,
    /// The buttons at the bottom (Start).
    pub buttons: Vec<ButtonView>,
}

/// A question with its answers (each answer is an action).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct DialogView {
    pub title: String,
    pub text: String,
    pub buttons: Vec<ButtonView>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum BannerKind {
    Info,
    Error,
}

/// A message over the screen; `Event::DismissBanner` closes it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct BannerView {
    pub kind: BannerKind,
    pub text: String,
}

/// A row of a list: a heading, a line under it, and what tapping it does.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct RowView {
    pub title: String,
    pub detail: String,
    pub action: Option<Action>,
    /// Further actions on the row (delete), shown as a menu or a swipe.
    pub extra: Vec<ButtonView>,
}

/// The first screen.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct HomeView {
    pub title: String,
    /// The main menu (new game, puzzles, school, records, editor, settings).
    pub menu: Vec<ButtonView>,
    /// Every unfinished game, newest first, each resumable.
    pub unfinished_title: String,
    pub unfinished: Vec<RowView>,
    /// The puzzle of the day: date, status, streak, and the button that opens it.
    pub daily: RowView,
    /// Wins, draws and losses per computer level.
    pub records_title: String,
    pub records: Vec<RowView>,
}

/// One clock of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct ClockLineView {
    pub side: Color,
    /// "Rot", "Schwarz", or a name.
    pub label: String,
    /// "4:59", "0:12".
    pub time: String,
    pub running: bool,
    /// The per-move time ran out and the grace period runs: the text says so.
    pub in_grace: bool,
    /// "Nachfrist: noch 12 s, dann verliert Rot" while in grace.
    pub note: Option<String>,
    pub millis: u64,
}

/// One row of the move list: move number, Red's move, Black's move.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct MoveRowView {
    pub number: u32,
    pub red: String,
    pub black: Option<String>,
}

/// The end of a game: what happened and what can come next.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct ResultView {
    pub headline: String,
    pub detail: String,
    pub buttons: Vec<ButtonView>,
}

/// A game on screen (against the computer or two players).
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct GameScreenView {
    pub game_id: GameId,
    pub title: String,
    /// Position, status line, move list and clocks as the game session reports them.
    pub board: BoardView,
    /// The clocks (top one first as drawn), empty without a clock.
    pub clocks: Vec<ClockLineView>,
    /// The move list's heading: the opening's name, or "Züge".
    pub moves_title: String,
    pub move_rows: Vec<MoveRowView>,
    /// The board's last message: a selection, a refusal's reason, the move in words.
    pub message: Option<String>,
    /// "Meister Wang denkt …" while the computer thinks.
    pub thinking: Option<String>,
    /// The hint with its reason (drawn as an arrow on the board).
    pub hint: Option<HintView>,
    /// The piece card of a long press.
    pub card: Option<PieceCardView>,
    /// The computer's answer to a draw offer ("Meister Wang lehnt ab.").
    pub draw_answer: Option<String>,
    /// Online: the opponent's presence ("Li ist weg – noch 0:45 zum Zurückkommen") and
    /// pending offers ("Li bietet Remis an").
    pub notice: Option<String>,
    pub buttons: Vec<ButtonView>,
    pub result: Option<ResultView>,
}

/// The puzzles by level.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct PuzzlesView {
    pub title: String,
    pub intro: String,
    /// One row per level (mate in 1 … masterpieces in 5) with solved counts; tapping one
    /// opens its first unsolved puzzle.
    pub levels: Vec<RowView>,
    /// The puzzle of the day.
    pub daily: RowView,
}

/// A puzzle on screen (catalogue or the puzzle of the day).
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct PuzzleScreenView {
    pub title: String,
    /// "Rot setzt in 3 Zügen matt; jeder Zug gibt Schach."
    pub task: String,
    pub puzzle: PuzzleView,
    /// "Noch 2 Züge", "Gelöst!", "Falsch – versuch es noch einmal." …
    pub status: String,
    /// The board's last message (a refusal, the defence's move in words).
    pub message: Option<String>,
    pub hint: Option<TaskHint>,
    pub solution: Option<SolutionView>,
    /// For the puzzle of the day: time so far, wrong tries, what the attempt scores.
    pub daily_line: Option<String>,
    pub card: Option<PieceCardView>,
    pub buttons: Vec<ButtonView>,
}

/// The school of roles: the ten lessons.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct SchoolView {
    pub title: String,
    pub intro: String,
    pub lessons: Vec<RowView>,
    /// "3 von 10 geschafft".
    pub progress: String,
}

/// A lesson on screen.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct LessonScreenView {
    pub title: String,
    pub lesson: LessonView,
    /// The position now and the move that led to it.
    pub fen: String,
    pub last_move: Option<Move>,
    /// The feedback to the last move (right, wrong with the reason, the reply).
    pub feedback: Option<String>,
    pub done: bool,
    pub hint: Option<TaskHint>,
    pub message: Option<String>,
    pub card: Option<PieceCardView>,
    pub buttons: Vec<ButtonView>,
}

/// Records: wins, draws and losses per level, and the finished games.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct RecordsView {
    pub title: String,
    /// Lines of the statistics ("12 Partien beendet", "Als Rot: 3 S, 1 R, 2 N").
    pub summary: Vec<String>,
    pub levels: Vec<RowView>,
    pub games_title: String,
    /// Finished games, newest first; tapping one opens its review.
    pub games: Vec<RowView>,
    /// The puzzle of the day: streak and recent scores.
    pub daily: Vec<String>,
}

/// The post-game review.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct ReviewScreenView {
    pub title: String,
    /// "Analysiere Zug 12 von 80 …" while the review runs.
    pub progress: Option<String>,
    /// The review once done (key moments, better moves).
    /// (Its `graph` is the evaluation graph's data.)
    pub review: Option<ReviewView>,
    /// The key moments; tapping one shows its position.
    pub key_moments: Vec<RowView>,
    /// The ply shown on the board (0 = the start), its position and the move to it.
    pub ply: u32,
    pub fen: String,
    pub last_move: Option<Move>,
    pub ply_count: u32,
    /// What the move at `ply` was and what would have been better.
    pub ply_text: Option<String>,
    pub move_rows: Vec<MoveRowView>,
    pub buttons: Vec<ButtonView>,
}

/// One line of the analysis.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct AnalysisLineView {
    /// "+1,2" from the side to move's view, or "Matt in 3".
    pub score: String,
    /// The line in the chosen notation.
    pub moves: String,
}

/// Analysis of a position: the best lines.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct AnalysisScreenView {
    pub title: String,
    pub fen: String,
    /// "Tiefe 12" while it runs, "fertig" when done.
    pub status: String,
    /// The search is still running.
    pub running: bool,
    pub lines: Vec<AnalysisLineView>,
    pub buttons: Vec<ButtonView>,
}

/// The position editor.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct EditorScreenView {
    pub title: String,
    /// The board, the palette with what is left of each piece, and what is wrong.
    pub editor: EditorView,
    /// The palette entry a tap on the board places (`None`: a tap removes).
    pub selected: Option<u32>,
    pub side_to_move: ChoiceView,
    /// Why the last edit was refused.
    pub message: Option<String>,
    pub buttons: Vec<ButtonView>,
}

/// A text field (sign-in name, server address). Typing sends `Event::Input { field, text }`
/// with the whole text.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct TextFieldView {
    pub field: TextField,
    pub label: String,
    pub text: String,
    /// Shown while the field is empty.
    pub placeholder: String,
    pub enabled: bool,
}

/// Which text field.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum TextField {
    OnlineName,
    OnlineServer,
}

/// Signing in: a name (the account is made on the server; its token stays on the device).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct SignInView {
    pub intro: String,
    pub name: TextFieldView,
    pub server: TextFieldView,
    pub button: ButtonView,
    /// Why the last try failed ("Der Name ist schon vergeben.").
    pub message: Option<String>,
}

/// The online hub.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct OnlineView {
    pub title: String,
    /// "Verbunden mit …", "Keine Verbindung – neuer Versuch in 2 s".
    pub status: String,
    pub connected: bool,
    /// Before the first sign-in on this device.
    pub sign_in: Option<SignInView>,
    /// "Mei · Elo 1516 · 10 Punkte · 120 Taler".
    pub account: Option<String>,
    /// A game of the player's that is running (tap to return to it).
    pub running_game: Option<RowView>,
    /// Quick game: time control and rated, the seek button (or "Suche …" with Cancel).
    pub quick: Option<SectionView>,
    /// Challenges to and from the player; tapping one opens its terms.
    pub challenges_title: String,
    pub challenges: Vec<RowView>,
    /// Who is online: name, Elo, idle/playing/seeking; tapping an idle player challenges.
    pub players_title: String,
    pub players: Vec<RowView>,
    /// Live games, my games, statistics, the puzzle of the day, connect/disconnect.
    pub menu: Vec<ButtonView>,
}

/// A titled group of rows.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct ListSectionView {
    pub title: String,
    pub rows: Vec<RowView>,
    /// Shown instead of the rows when there are none.
    pub empty: String,
}

/// One point of a graph.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct GraphPointView {
    /// What the point is ("12.03.: 1516").
    pub label: String,
    pub value: i64,
}

/// A line graph's data (the Elo history); the shell draws it between `min` and `max`.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct GraphView {
    pub title: String,
    pub points: Vec<GraphPointView>,
    pub min: i64,
    pub max: i64,
}

/// A screen of lists.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Record))]
pub struct ListScreenView {
    pub title: String,
    /// Summary lines above the lists ("24 Partien: 12 S, 4 R, 8 N").
    pub summary: Vec<String>,
    /// "Lade …" while the data is on its way, or why it failed.
    pub status: Option<String>,
    pub graph: Option<GraphView>,
    pub sections: Vec<ListSectionView>,
    pub buttons: Vec<ButtonView>,
}
