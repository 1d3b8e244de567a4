//! What the person does (shell → core): the events, the actions behind every button, the
//! fields behind every choice and switch, and the board's gestures.

use crate::app::view::Tab;
use crate::engine::Level;
use crate::store::GameId;
use crate::types::Square;

/// Everything a shell sends. `AppCore::send` queues it and returns at once.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum Event {
    /// A button (its `action` from the view).
    Action {
        action: Action,
    },
    /// An option of a choice (its index in `ChoiceView.options`).
    Choose {
        field: Field,
        option: u32,
    },
    /// A switch.
    Toggle {
        field: Field,
        on: bool,
    },
    /// A gesture on the board of the screen on top.
    Board {
        gesture: BoardGesture,
    },
    /// A move typed in any notation (terminal, keyboard, a screen reader's text field).
    TypeMove {
        text: String,
    },
    /// The whole text of a text field after the person typed.
    Input {
        field: TextField,
        text: String,
    },
    /// Text pasted into a field (FEN in the editor).
    Paste {
        text: String,
    },
    /// The board's canvas is `width` x `height` pixels (sent when it is laid out or
    /// resized): touches and the screen reader's points are placed for that size.
    BoardResized {
        width: f32,
        height: f32,
    },
    /// The system's Back (gesture, button, Escape) or the top bar's back arrow: closes a
    /// dialog, else leaves the screen (at a tab's root other than Play, goes to Play).
    Back,
    /// A tab of the bottom bar or rail (`AppView.tabs`): its stack as it was left; the tab
    /// already shown goes back to its root.
    SelectTab {
        tab: Tab,
    },
    /// The app is in front again.
    Foreground,
    /// The app left the front (home button, call, lock): clocks stop, music pauses.
    Background,
    DismissBanner,
    /// The file the player picked for `Effect::OpenFile` (its bytes), or `None` when the
    /// picker was cancelled.
    FileOpened {
        bytes: Option<Vec<u8>>,
    },
    /// `Effect::SaveFile` is done (`false`: it failed or was cancelled).
    FileSaved {
        ok: bool,
    },
}

/// A gesture on the board, on a point the shell found with `AppCore::point_at`.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum BoardGesture {
    Tap {
        point: Square,
    },
    /// Held for the long-press time: the piece card.
    LongPress {
        point: Square,
    },
    /// A drag began on `point` with the finger at (`x`, `y`) canvas pixels.
    DragStart {
        point: Square,
        x: f32,
        y: f32,
    },
    DragMove {
        over: Option<Square>,
        x: f32,
        y: f32,
    },
    DragEnd {
        over: Option<Square>,
    },
    /// The system took the gesture away.
    DragCancel,
    /// The screen reader's double tap on a point (the same as a tap, announced).
    Activate {
        point: Square,
    },
}

/// What a button does. Each view names the actions that work on it; any other is ignored.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum Action {
    // Home.
    OpenNewGame,
    /// A character's tile: a game against them at once, with the last clock and house rules.
    PlayCharacter {
        level: Level,
    },
    /// A long press on a character's tile: the new-game sheet with them chosen.
    NewGameWithCharacter {
        level: Level,
    },
    ResumeGame {
        id: GameId,
    },
    DeleteGame {
        id: GameId,
    },
    ConfirmDeleteGame {
        id: GameId,
    },
    OpenDaily,
    OpenSettings,
    OpenEditor,
    OpenOnline,
    /// The analysis board from the start position (the More tab).
    OpenAnalysisBoard,
    // New game.
    StartGame,
    // Game.
    /// Opens the game's menu (a sheet: draw, resign, share, turn the board, settings).
    OpenMenu,
    CloseMenu,
    /// Turns the board: the other side at the bottom (this game only).
    FlipBoard,
    /// Shows the position after `ply` moves, read-only (0: the start).
    ShowPly {
        ply: u32,
    },
    StepBack,
    StepForward,
    StepFirst,
    StepLast,
    /// Leaves the shown earlier position for the game in progress.
    BackToGame,
    /// The marks' legend was read: it is not shown again.
    DismissLegend,
    /// From a finished game's sheet: the new-game form.
    NewGameFromResult,
    /// Puts the result sheet away (to look at the final position) and brings it back.
    CloseResult,
    OpenResult,
    Undo,
    Hint,
    OfferDraw,
    /// Two players: the other player accepts the draw offered.
    AcceptDraw,
    DeclineDraw,
    Resign,
    ConfirmResign,
    /// Another game with the same choices.
    Rematch,
    ReviewGame {
        id: GameId,
    },
    AnalysePosition,
    SharePosition,
    GoHome,
    // Puzzles and lessons.
    OpenPuzzleLevel {
        level: u8,
    },
    PuzzleHint,
    ShowSolution,
    /// Gives the puzzle up: the attempt is scored now (for the day's puzzle: the one that
    /// counts).
    GiveUp,
    /// Leaves the day's puzzle with its attempt still open (its time keeps running).
    LeaveDaily,
    NextPuzzle,
    RetryPuzzle,
    OpenLesson {
        number: u8,
    },
    LessonHint,
    RestartLesson,
    NextLesson,
    // Review and analysis.
    ReviewFirst,
    ReviewPrevious,
    ReviewNext,
    ReviewLast,
    ReviewGoto {
        ply: u32,
    },
    StopAnalysis,
    MoreLines,
    FewerLines,
    // Editor.
    EditorPick {
        index: u32,
    },
    EditorEraser,
    EditorClear,
    EditorReset,
    EditorPlay,
    EditorAnalyse,
    /// Copies the edited position's FEN (`Effect::CopyText`).
    EditorCopyFen,
    // Online.
    OnlineSignIn,
    OnlineConnect,
    OnlineDisconnect,
    /// Forgets this device's account (asks first): the sign-in form comes back, for another
    /// name or server.
    OnlineSignOut,
    ConfirmOnlineSignOut,
    /// Opens the terms for a new challenge to `name`.
    ChallengePlayer {
        name: String,
    },
    /// Opens a received or sent challenge.
    OpenChallenge {
        id: u64,
    },
    SendChallenge,
    /// Accepts challenge `id` on its terms as they stand (from its card or its sheet).
    AcceptChallenge {
        id: u64,
    },
    /// Declines a received challenge or withdraws a sent one.
    DeclineChallenge {
        id: u64,
    },
    /// Proposes the changed terms (a counter-proposal).
    CounterChallenge,
    SwapColors,
    /// Seeks a quick game on the `time_control`-th of the offered time controls.
    QuickGame {
        time_control: u32,
    },
    CancelQuick,
    /// Returns to (or watches) an online game.
    OpenOnlineGame {
        id: u64,
    },
    OfferTakeback,
    AcceptTakeback,
    DeclineTakeback,
    OpenLiveGames,
    OpenMyGames,
    OpenMyStats,
    OpenOnlineDaily,
    OpenDailyList,
    /// Replays a finished online game on the review screen.
    ReviewOnlineGame {
        id: u64,
    },
    /// Reads the list on screen again.
    Reload,
    // Settings.
    ExportBackup,
    ImportBackup,
    ConfirmImport,
    // Dialogs.
    CloseDialog,
}

/// A choice or a switch on a form.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum Field {
    // New game.
    Mode,
    Level,
    Color,
    Clock,
    Handicap,
    ComputerHandicap,
    PerpetualCheckOnly,
    StalemateIsDraw,
    /// Who plays: a character (by level) or, after them, two players on one device.
    Opponent,
    // Settings.
    Language,
    Notation,
    PieceFaces,
    Stage,
    Coordinates,
    MoveHelper,
    Dangers,
    Sound,
    Music,
    MusicPiece,
    Speech,
    Haptics,
    // Editor.
    SideToMove,
    // Online.
    OnlineTimeControl,
    OnlineRated,
    OnlineStake,
}

/// Which text field.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum TextField {
    OnlineName,
    OnlineServer,
}
