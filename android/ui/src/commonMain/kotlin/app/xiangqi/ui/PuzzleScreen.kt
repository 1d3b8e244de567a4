package app.xiangqi.ui

import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import app.xiangqi.core.PuzzleScreenView
import app.xiangqi.ui.components.BoardLayout
import app.xiangqi.ui.components.BoardState
import app.xiangqi.ui.components.ButtonBar
import app.xiangqi.ui.components.Line
import app.xiangqi.ui.components.OnEvent
import app.xiangqi.ui.components.ScreenTitle

/** Test tags of the puzzle and lesson screens. */
object LearnTags {
    const val STATUS = "learn.status"
}

/** A puzzle: its task, the board, the status, hint and solution, the buttons. */
@Composable
fun PuzzleScreen(puzzle: PuzzleScreenView, board: BoardState, onEvent: OnEvent) {
    BoardLayout(
        board,
        onEvent,
        top = {
            ScreenTitle(puzzle.title)
            Line(puzzle.task)
        },
        panel = {
            Text(
                puzzle.status,
                style = MaterialTheme.typography.titleMedium,
                modifier = Modifier.testTag(LearnTags.STATUS).semantics { liveRegion = LiveRegionMode.Polite },
            )
            puzzle.dailyLine?.let { Line(it, muted = true) }
            puzzle.message?.let { Line(it) }
            puzzle.hint?.let { Note(it.text) }
            puzzle.solution?.let { Note(it.text) }
            puzzle.card?.let { PieceCard(it) }
            ButtonBar(puzzle.buttons, onEvent)
            if (puzzle.puzzle.playedNotation.isNotEmpty()) Line(puzzle.puzzle.playedNotation.joinToString("  "), muted = true)
        },
    )
}
