package app.xiangqi.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.FilterChip
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.unit.dp
import app.xiangqi.core.Action
import app.xiangqi.core.EditorScreenView
import app.xiangqi.core.Event
import app.xiangqi.ui.components.BoardScreen
import app.xiangqi.ui.components.BoardState
import app.xiangqi.ui.components.ChoiceControl
import app.xiangqi.ui.components.Line
import app.xiangqi.ui.components.OnEvent

/** The position editor: the board first, the palette, side to move, what is wrong; the icon bar. */
@OptIn(ExperimentalLayoutApi::class, ExperimentalMaterial3Api::class)
@Composable
fun EditorScreen(editor: EditorScreenView, board: BoardState, onEvent: OnEvent) {
    BoardScreen(board, onEvent, title = editor.title, bar = editor.buttons) {
        // The palette: the core gives each entry's piece and how many are left, no label
        // (see the report: the view lacks the entries' names); the count is shown.
        FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
            editor.editor.palette.forEachIndexed { i, entry ->
                FilterChip(
                    selected = editor.selected == i.toUInt(),
                    onClick = { onEvent(Event.Action(Action.EditorPick(i.toUInt()))) },
                    enabled = entry.left > 0u,
                    label = { Text(entry.left.toString()) },
                )
            }
        }
        ChoiceControl(editor.sideToMove, onEvent)
        editor.message?.let { Line(it) }
        editor.editor.problem?.let { Line(it, muted = true) }
    }
}
