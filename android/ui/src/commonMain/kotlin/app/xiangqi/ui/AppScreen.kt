package app.xiangqi.ui

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.width
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import app.xiangqi.core.AppView
import app.xiangqi.core.ScreenView
import app.xiangqi.ui.board.BoardSource
import app.xiangqi.ui.components.AppTopBar
import app.xiangqi.ui.components.Banner
import app.xiangqi.ui.components.BottomTabs
import app.xiangqi.ui.components.LocalBoardSource
import app.xiangqi.ui.components.TabRail
import app.xiangqi.ui.components.BoardState
import app.xiangqi.ui.components.OnEvent
import app.xiangqi.ui.components.QuestionDialog

/** Wide enough for the list and the screen side by side (a tablet, a desktop window). */
val LIST_DETAIL_WIDTH = 1000.dp

/** Wide enough for the tabs as a rail at the side instead of a bar at the bottom. */
val RAIL_WIDTH = 600.dp

/**
 * The whole app from the core's [view]: the tabs (a bar at the bottom of a phone, a rail at
 * the side of a wider window; none while a board screen has the whole screen), the top bar,
 * the screen on top of the tab's stack, the dialog and the banner over it. On a wide window
 * the list screen below the top (home, puzzles, school, records, More, the online hub, an
 * online list) stands beside a screen without a board, read-only (the core takes the actions
 * of the top screen only).
 */
@Composable
fun AppScreen(view: AppView, board: BoardSource, onEvent: OnEvent, modifier: Modifier = Modifier) {
    val top = view.stack.lastOrNull() ?: return
    val state = BoardState(board, view.boardRevision, view.boardPoints, moveKey(top))
    Surface(modifier.fillMaxSize(), color = MaterialTheme.colorScheme.background) {
        CompositionLocalProvider(LocalBoardSource provides board) {
            BoxWithConstraints(Modifier.fillMaxSize()) {
                val wide = maxWidth >= RAIL_WIDTH
                val listBeside = maxWidth >= LIST_DETAIL_WIDTH
                val body: @Composable (Modifier) -> Unit = { m ->
                    Column(m) {
                        view.topBar?.let { AppTopBar(it, onEvent) }
                        Box(Modifier.weight(1f).fillMaxWidth()) { Stack(view, top, state, onEvent, listBeside) }
                    }
                }
                when {
                    view.tabs.isEmpty() -> body(Modifier.fillMaxSize())
                    wide -> Row(Modifier.fillMaxSize()) {
                        TabRail(view.tabs, onEvent)
                        body(Modifier.weight(1f).fillMaxHeight())
                    }
                    else -> Column(Modifier.fillMaxSize()) {
                        body(Modifier.weight(1f).fillMaxWidth())
                        BottomTabs(view.tabs, onEvent)
                    }
                }
                view.banner?.let { Banner(it, onEvent, Modifier.align(Alignment.BottomCenter)) }
                view.dialog?.let { QuestionDialog(it, onEvent) }
            }
        }
    }
}

/** The screen on top, with the list below it beside it when [listBeside] and it has no board. */
@Composable
private fun Stack(view: AppView, top: ScreenView, state: BoardState, onEvent: OnEvent, listBeside: Boolean) {
    // A screen with a board takes the whole window (its side column is its own).
    val list = if (listBeside && view.stack.size >= 2 && !hasBoard(top)) {
        view.stack.subList(0, view.stack.size - 1).lastOrNull { isList(it) }
    } else {
        null
    }
    if (list != null) {
        Row(Modifier.fillMaxSize()) {
            Box(Modifier.width(340.dp).fillMaxHeight()) { Screen(list, state, onEvent, interactive = false) }
            Box(Modifier.width(1.dp).fillMaxHeight().background(MaterialTheme.colorScheme.outlineVariant))
            Box(Modifier.weight(1f).fillMaxHeight()) { Screen(top, state, onEvent, interactive = true) }
        }
    } else {
        Screen(top, state, onEvent, interactive = true)
    }
}

private fun hasBoard(screen: ScreenView) = when (screen) {
    is ScreenView.Game, is ScreenView.Puzzle, is ScreenView.Lesson, is ScreenView.Review,
    is ScreenView.Analysis, is ScreenView.Editor -> true
    else -> false
}

private fun isList(screen: ScreenView) = when (screen) {
    is ScreenView.Home, is ScreenView.Puzzles, is ScreenView.School, is ScreenView.Records,
    is ScreenView.Online, is ScreenView.List, is ScreenView.More -> true
    else -> false
}

/** What changes when a new move is on the board of [screen] (it slides in then). */
private fun moveKey(screen: ScreenView): Any? = when (screen) {
    is ScreenView.Game -> screen.game.board.lastMove?.let { it to screen.game.board.ply }
    is ScreenView.Puzzle -> screen.puzzle.puzzle.played.size.takeIf { it > 0 }
    is ScreenView.Review -> screen.review.ply
    else -> null
}

/** One screen of the stack. */
@Composable
private fun Screen(screen: ScreenView, board: BoardState, onEvent: OnEvent, interactive: Boolean) {
    when (screen) {
        is ScreenView.Home -> HomeScreen(screen.home, onEvent, interactive = interactive)
        is ScreenView.NewGame -> NewGameSheet(screen.form, onEvent, interactive = interactive)
        is ScreenView.Settings -> SettingsScreen(screen.form, onEvent, interactive = interactive)
        is ScreenView.Game -> GameScreen(screen.game, board, onEvent)
        is ScreenView.Puzzles -> PuzzlesScreen(screen.puzzles, onEvent, interactive = interactive)
        is ScreenView.Puzzle -> PuzzleScreen(screen.puzzle, board, onEvent)
        is ScreenView.School -> SchoolScreen(screen.school, onEvent, interactive = interactive)
        is ScreenView.Lesson -> LessonScreen(screen.lesson, board, onEvent)
        is ScreenView.Records -> RecordsScreen(screen.records, onEvent, interactive = interactive)
        is ScreenView.Review -> ReviewScreen(screen.review, board, onEvent)
        is ScreenView.Analysis -> AnalysisScreen(screen.analysis, board, onEvent)
        is ScreenView.Editor -> EditorScreen(screen.editor, board, onEvent)
        is ScreenView.Online -> OnlineScreen(screen.online, onEvent, interactive = interactive)
        is ScreenView.Challenge -> FormScreen(screen.form, onEvent, interactive = interactive)
        is ScreenView.List -> ListScreen(screen.list, onEvent, interactive = interactive)
        is ScreenView.More -> MoreScreen(screen.more, onEvent, interactive = interactive)
    }
}
