package app.xiangqi.ui.components

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import app.xiangqi.core.Event
import app.xiangqi.core.PointAccessibility
import app.xiangqi.ui.board.Board
import app.xiangqi.ui.board.BoardSource

/** The board on top as the screens get it: the core's painter and this view's board state. */
class BoardState(
    val source: BoardSource,
    val revision: ULong,
    val points: List<PointAccessibility>,
    /** Changes when a new move is on the board (it slides in then). */
    val moveKey: Any?,
)

/** The board of [state], as wide as [modifier] lets it be. */
@Composable
fun BoardPane(state: BoardState, onEvent: (Event) -> Unit, modifier: Modifier = Modifier) {
    Board(state.source, state.revision, state.moveKey, state.points, onEvent, modifier)
}

/** A scrolling column of a screen's parts. */
@Composable
fun ScreenColumn(modifier: Modifier = Modifier, content: @Composable ColumnScope.() -> Unit) {
    Column(
        modifier.fillMaxSize().verticalScroll(rememberScrollState()).padding(16.dp),
        verticalArrangement = Arrangement.spacedBy(10.dp),
        content = content,
    )
}

/**
 * A screen with a board: on a wide window the board at full height with [panel] beside it,
 * on a narrow one [top] above the board and [panel] below it, all scrolling.
 */
@Composable
fun BoardLayout(
    board: BoardState,
    onEvent: (Event) -> Unit,
    top: @Composable ColumnScope.() -> Unit,
    panel: @Composable ColumnScope.() -> Unit,
) {
    BoardWithConstraints(board, onEvent, top, panel)
}

@Composable
private fun BoardWithConstraints(
    board: BoardState,
    onEvent: (Event) -> Unit,
    top: @Composable ColumnScope.() -> Unit,
    panel: @Composable ColumnScope.() -> Unit,
) {
    BoxWithConstraints(Modifier.fillMaxSize()) {
        if (maxWidth > maxHeight && maxWidth >= 600.dp) {
            // The panel keeps room for its buttons and lines; the board takes the rest.
            val boardWidth = minOf((maxHeight - 24.dp) * 0.9f, maxWidth - PANEL_MIN_WIDTH)
            Row(Modifier.fillMaxSize().padding(12.dp), horizontalArrangement = Arrangement.spacedBy(16.dp)) {
                BoardPane(board, onEvent, Modifier.width(boardWidth).align(Alignment.CenterVertically))
                ScreenColumn(Modifier.weight(1f)) {
                    top()
                    panel()
                }
            }
        } else {
            ScreenColumn {
                top()
                BoardPane(board, onEvent, Modifier.fillMaxWidth())
                panel()
            }
        }
    }
}

/** The narrowest the panel beside a board gets on a wide window. */
val PANEL_MIN_WIDTH = 380.dp
