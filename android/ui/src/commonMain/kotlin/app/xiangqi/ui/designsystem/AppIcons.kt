package app.xiangqi.ui.designsystem

import androidx.compose.ui.graphics.vector.ImageVector
import app.xiangqi.core.Icon

/**
 * The picture of the core's semantic icon: a Material Symbol (outlined; [filled] for a selected
 * state, such as the selected tab). The core says what a button means; this is the one place
 * that says how that looks on Android and the desktop (Icons.swift does it for iOS).
 */
fun Icon.vector(filled: Boolean = false): ImageVector = symbol().let { if (filled) it.filled else it.outlined }

/** The Material Symbol each icon is drawn with (every symbol named here is in MaterialSymbols.kt). */
internal fun Icon.symbol(): Symbol = with(MaterialSymbols) {
    when (this@symbol) {
        // The board screens' action bar.
        Icon.MENU -> Menu
        Icon.HINT -> Lightbulb
        Icon.UNDO -> Undo
        Icon.STEP_BACK -> ChevronLeft
        Icon.STEP_FORWARD -> ChevronRight
        Icon.JUMP_TO_START -> FirstPage
        Icon.JUMP_TO_END -> LastPage
        Icon.BACK_TO_GAME -> Resume
        // The game's menu.
        Icon.OFFER_DRAW -> Handshake
        Icon.RESIGN -> Flag
        Icon.SHARE -> Share
        Icon.FLIP_BOARD -> SwapVert
        Icon.SETTINGS -> Settings
        // A finished game.
        Icon.REMATCH -> RestartAlt
        Icon.REVIEW -> ManageSearch
        Icon.NEW_GAME -> AddCircle
        // Puzzles and lessons.
        Icon.NEXT -> ArrowForward
        Icon.RETRY -> Replay
        Icon.SOLUTION -> Visibility
        Icon.CORRECT -> Check
        Icon.WRONG -> Cancel
        Icon.STREAK -> LocalFireDepartment
        Icon.DAILY -> Today
        Icon.LOCKED -> Lock
        // Navigation.
        Icon.PLAY -> Chess
        Icon.PUZZLES -> Extension
        Icon.LEARN -> School
        Icon.RECORDS -> History
        Icon.MORE -> MoreHoriz
        Icon.HOME -> Home
        Icon.BACK -> ArrowBack
        Icon.CLOSE -> Close
        // Under "More".
        Icon.EDITOR -> EditSquare
        Icon.ONLINE -> Public
        Icon.BACKUP -> Backup
        // Settings rows.
        Icon.SOUND -> VolumeUp
        Icon.MUSIC -> MusicNote
        Icon.SPEECH -> RecordVoiceOver
        Icon.VIBRATION -> MobileVibrate
        Icon.LANGUAGE -> Translate
        Icon.STAGE -> Palette
        Icon.PIECE_FACES -> MatchCase
        Icon.COORDINATES -> Tag
        Icon.NOTATION -> FormatListNumbered
        Icon.CLOCK -> Timer
        Icon.MOVE_HELPER -> TouchApp
        Icon.DANGERS -> CrisisAlert
        Icon.HOUSE_RULES -> Gavel
        Icon.ACCOUNT -> AccountCircle
        // Who plays.
        Icon.COMPUTER -> SmartToy
        Icon.PERSON -> Person
        Icon.TWO_PLAYERS -> Group
        // Everyday actions and states.
        Icon.ADD -> Add
        Icon.REMOVE -> Remove
        Icon.EDIT -> Edit
        Icon.DELETE -> Delete
        Icon.COPY -> ContentCopy
        Icon.REFRESH -> Refresh
        Icon.INFO -> Info
        Icon.WARNING -> Warning
        Icon.START -> PlayArrow
        Icon.STOP -> Stop
        Icon.ANALYSIS -> Monitoring
        Icon.TROPHY -> Trophy
        Icon.WON -> MilitaryTech
        Icon.LOST -> SentimentDissatisfied
        Icon.DRAWN -> Balance
        Icon.STATISTICS -> BarChart
        Icon.ERASER -> InkEraser
        Icon.SWAP_COLORS -> SwapHoriz
        Icon.QUICK_GAME -> Bolt
        Icon.SEND -> Send
        Icon.LIVE_GAMES -> LiveTv
        Icon.SIGN_OUT -> Logout
        Icon.OFFLINE -> WifiOff
        Icon.CONNECTED -> Wifi
        Icon.EXPORT -> FileExport
        Icon.IMPORT -> FileOpen
    }
}
