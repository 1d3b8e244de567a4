//! The semantic icons: what a button, tab or row means, named once for every shell. A shell
//! maps each to its platform's set (Material Symbols in Compose, SF Symbols in SwiftUI) and
//! decides nothing about which picture an action gets. How much weight a button carries
//! (primary, normal, destructive) is its [`ButtonRole`](super::ButtonRole).

use crate::app::event::Action;

/// What an icon stands for. Each variant names a meaning, not a picture: the shells choose
/// the picture (`Icon.vector()` in Compose, `Icon.systemName` in SwiftUI).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ffi", derive(uniffi::Enum))]
pub enum Icon {
    // The board screens' action bar.
    /// Opens the game's menu (offer a draw, resign, share, turn the board, settings).
    Menu,
    /// Asks for a hint: the move the computer suggests, or a nudge towards a puzzle's move.
    Hint,
    /// Takes back the last move (or asks the opponent to allow it online).
    Undo,
    /// Shows the position one move earlier (stepping through the moves).
    StepBack,
    /// Shows the position one move later (stepping through the moves).
    StepForward,
    /// Shows the starting position of the moves.
    JumpToStart,
    /// Shows the position after the last move.
    JumpToEnd,
    /// Leaves the shown earlier position and returns to the game in progress.
    BackToGame,

    // The game's menu.
    /// Offers the opponent a draw (or answers a draw offer).
    OfferDraw,
    /// Gives up the game (asks for a confirmation first).
    Resign,
    /// Shares the position or game with another app.
    Share,
    /// Turns the board around: the other side at the bottom.
    FlipBoard,
    /// Opens the settings.
    Settings,

    // A finished game.
    /// Plays the same opponent again, with the same settings.
    Rematch,
    /// Goes through a finished game with the computer's verdict on each move.
    Review,
    /// Sets up and starts a new game.
    NewGame,

    // Puzzles and lessons.
    /// Goes on to the next puzzle, lesson or step.
    Next,
    /// Tries the same puzzle or lesson again from its start.
    Retry,
    /// Shows the solution of a puzzle.
    Solution,
    /// A move or answer that was right.
    Correct,
    /// A move or answer that was wrong.
    Wrong,
    /// The run of days or puzzles solved in a row.
    Streak,
    /// The puzzle of the day, or anything tied to a date.
    Daily,
    /// Not open yet (a lesson or level that unlocks later).
    Locked,

    // Navigation: the tab roots and moving between screens.
    /// The tab for playing: new games and games in progress.
    Play,
    /// The tab for puzzles.
    Puzzles,
    /// The tab for lessons (the school).
    Learn,
    /// The tab for one's finished games and results.
    Records,
    /// The tab with everything else (settings, the position editor, online play, backup).
    More,
    /// The home screen.
    Home,
    /// Goes back to the screen before.
    Back,
    /// Closes a sheet, dialog or message without doing anything.
    Close,

    // Under "More".
    /// The position editor: set up any position.
    Editor,
    /// Online play against people.
    Online,
    /// Saving and restoring all of one's games and settings.
    Backup,

    // Settings rows.
    /// Sound effects.
    Sound,
    /// Background music.
    Music,
    /// Moves read aloud.
    Speech,
    /// Vibration on moves and events.
    Vibration,
    /// The app's language.
    Language,
    /// The board's look (the stage it stands on).
    Stage,
    /// How the pieces are marked (characters or pictures).
    PieceFaces,
    /// The names of the board's files and ranks along its edges.
    Coordinates,
    /// How moves are written.
    Notation,
    /// Time limits: the clock of a game.
    Clock,
    /// The move helper: why a piece may not go somewhere.
    MoveHelper,
    /// Pieces in danger marked on the board.
    Dangers,
    /// Rule options agreed for a game (house rules).
    HouseRules,
    /// One's online account (signing in, the name).
    Account,

    // Who plays.
    /// The computer as a player.
    Computer,
    /// A person as a player (oneself or the opponent).
    Person,
    /// Two people on one device.
    TwoPlayers,

    // Everyday actions and states.
    /// Adds something (a line, an item).
    Add,
    /// Removes one of something (a line, an item) without deleting anything for good.
    Remove,
    /// Changes something.
    Edit,
    /// Deletes something for good (asks for a confirmation first).
    Delete,
    /// Copies to the clipboard (the position's FEN, a text).
    Copy,
    /// Loads anew (a list from the server).
    Refresh,
    /// More about something; a neutral message.
    Info,
    /// Something went wrong or needs attention.
    Warning,
    /// Starts or continues playing (a set-up position, a saved game).
    Start,
    /// Stops something running (the analysis).
    Stop,
    /// The computer's analysis and evaluation of a position.
    Analysis,
    /// A result: a win, a title, a finished game's outcome.
    Trophy,
    /// A game won (a result sheet, a finished game's row).
    Won,
    /// A game lost.
    Lost,
    /// A game drawn.
    Drawn,
    /// Numbers about one's play (rating, wins and losses over time).
    Statistics,
    /// Removes single pieces in the position editor.
    Eraser,
    /// Swaps who plays red and who plays black.
    SwapColors,
    /// A quick online game against whoever is waiting.
    QuickGame,
    /// Sends something to another person (a challenge).
    Send,
    /// Games being played right now, to watch.
    LiveGames,
    /// Signs out of the online account.
    SignOut,
    /// Not connected to the server.
    Offline,
    /// Connected to the server.
    Connected,
    /// Saves a file out of the app (a backup).
    Export,
    /// Reads a file into the app (a backup).
    Import,
}

impl Icon {
    /// The icon of the button that sends `action`, where one says what it does at a glance.
    pub fn for_action(action: &Action) -> Option<Icon> {
        use Action as A;
        Some(match action {
            A::OpenMenu => Icon::Menu,
            A::CloseMenu | A::CloseDialog | A::DismissLegend | A::CloseResult => Icon::Close,
            A::Hint | A::PuzzleHint | A::LessonHint => Icon::Hint,
            A::Undo | A::OfferTakeback => Icon::Undo,
            A::StepBack | A::ReviewPrevious => Icon::StepBack,
            A::StepForward | A::ReviewNext => Icon::StepForward,
            A::StepFirst | A::ReviewFirst => Icon::JumpToStart,
            A::StepLast | A::ReviewLast => Icon::JumpToEnd,
            A::BackToGame => Icon::BackToGame,
            A::OpenResult => Icon::Trophy,
            A::OfferDraw | A::AcceptDraw => Icon::OfferDraw,
            A::Resign | A::ConfirmResign | A::GiveUp => Icon::Resign,
            A::SharePosition => Icon::Share,
            A::FlipBoard => Icon::FlipBoard,
            A::OpenSettings => Icon::Settings,
            A::Rematch => Icon::Rematch,
            A::ReviewGame { .. } | A::ReviewOnlineGame { .. } => Icon::Review,
            A::OpenNewGame | A::NewGameFromResult | A::NewGameWithCharacter { .. } => Icon::NewGame,
            A::PlayCharacter { .. } => Icon::Computer,
            A::NextPuzzle | A::NextLesson => Icon::Next,
            A::RetryPuzzle | A::RestartLesson => Icon::Retry,
            A::ShowSolution => Icon::Solution,
            A::AnalysePosition | A::EditorAnalyse | A::OpenAnalysisBoard => Icon::Analysis,
            A::StopAnalysis => Icon::Stop,
            A::MoreLines => Icon::Add,
            A::FewerLines => Icon::Remove,
            A::GoHome => Icon::Home,
            A::DeleteGame { .. } | A::ConfirmDeleteGame { .. } => Icon::Delete,
            A::OpenDaily | A::OpenOnlineDaily => Icon::Daily,
            A::OpenDailyList => Icon::Trophy,
            A::OpenMyGames => Icon::Records,
            A::OpenEditor => Icon::Editor,
            A::OpenOnline => Icon::Online,
            A::StartGame | A::EditorPlay | A::ResumeGame { .. } | A::OpenOnlineGame { .. } => {
                Icon::Start
            }
            A::EditorEraser => Icon::Eraser,
            A::EditorClear => Icon::Delete,
            A::EditorReset => Icon::Refresh,
            A::EditorCopyFen => Icon::Copy,
            A::OnlineSignIn => Icon::Account,
            A::OnlineSignOut | A::ConfirmOnlineSignOut => Icon::SignOut,
            A::OnlineDisconnect => Icon::Offline,
            A::OnlineConnect | A::Reload => Icon::Refresh,
            A::ChallengePlayer { .. } | A::SendChallenge => Icon::Send,
            A::SwapColors => Icon::SwapColors,
            A::QuickGame { .. } => Icon::QuickGame,
            A::CancelQuick | A::DeclineChallenge { .. } | A::DeclineTakeback | A::DeclineDraw => {
                Icon::Close
            }
            A::AcceptChallenge { .. } | A::AcceptTakeback => Icon::Correct,
            A::OpenLiveGames => Icon::LiveGames,
            A::OpenMyStats => Icon::Statistics,
            A::ExportBackup => Icon::Export,
            A::ImportBackup | A::ConfirmImport => Icon::Import,
            _ => return None,
        })
    }
}
