package app.xiangqi.ui

import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.width
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.foundation.background
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import app.xiangqi.core.AppView
import app.xiangqi.core.ScreenView
import app.xiangqi.ui.board.BoardSource
import app.xiangqi.ui.components.Banner
import app.xiangqi.ui.components.BoardState
import app.xiangqi.ui.components.OnEvent
import app.xiangqi.ui.components.QuestionDialog

/** Wide enough for the list and the screen side by side (a tablet, a desktop window). */
val LIST_DETAIL_WIDTH = 1000.dp

/**
 * The whole app from the core's [view]: the screen on top of its stack, the dialog and the
 * banner over it. On a wide window the list screen below the top (home, puzzles, school,
 * records, the online hub, an online list) stands beside a screen without a board, read-only
 * (the core takes the actions of the top screen only).
 */
@Composable
fun AppScreen(view: AppView, board: BoardSource, onEvent: OnEvent, modifier: Modifier = Modifier) {
    val top = view.stack.lastOrNull() ?: return
    val state = BoardState(board, view.boardRevision, view.boardPoints, moveKey(top))
    Surface(modifier.fillMaxSize(), color = MaterialTheme.colorScheme.background) {
        BoxWithConstraints(Modifier.fillMaxSize()) {
            // A screen with a board takes the whole window (its side column is its own).
            val list = if (maxWidth >= LIST_DETAIL_WIDTH && view.stack.size >= 2 && !hasBoard(top)) {
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
            view.banner?.let { Banner(it, onEvent, Modifier.align(Alignment.BottomCenter)) }
            view.dialog?.let { QuestionDialog(it, onEvent) }
        }
    }
}

private fun hasBoard(screen: ScreenView) = when (screen) {
    is ScreenView.Game, is ScreenView.Puzzle, is ScreenView.Lesson, is ScreenView.Review,
    is ScreenView.Analysis, is ScreenView.Editor -> true
    else -> false
}

private fun isList(screen: ScreenView) = when (screen) {
    is ScreenView.Home, is ScreenView.Puzzles, is ScreenView.School, is ScreenView.Records,
    is ScreenView.Online, is ScreenView.List -> true
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
        is ScreenView.NewGame -> FormScreen(screen.form, onEvent, interactive = interactive)
        is ScreenView.Settings -> FormScreen(screen.form, onEvent, interactive = interactive)
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
    }
}
