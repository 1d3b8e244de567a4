package app.xiangqi.ui

import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.width
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import app.xiangqi.core.AnalysisScreenView
import app.xiangqi.ui.components.BoardLayout
import app.xiangqi.ui.components.BoardState
import app.xiangqi.ui.components.ButtonBar
import app.xiangqi.ui.components.Line
import app.xiangqi.ui.components.OnEvent
import app.xiangqi.ui.components.ScreenTitle

/** Analysis of a position: status, the best lines with their scores, the buttons. */
@Composable
fun AnalysisScreen(analysis: AnalysisScreenView, board: BoardState, onEvent: OnEvent) {
    BoardLayout(
        board,
        onEvent,
        top = { ScreenTitle(analysis.title) },
        panel = {
            Line(analysis.status, muted = true)
            for (line in analysis.lines) {
                Row(Modifier.fillMaxWidth()) {
                    Text(line.score, Modifier.width(88.dp), fontWeight = FontWeight.Bold, style = MaterialTheme.typography.bodyMedium)
                    Text(line.moves, Modifier.weight(1f), style = MaterialTheme.typography.bodyMedium)
                }
            }
            ButtonBar(analysis.buttons, onEvent)
            Line(analysis.fen, muted = true)
        },
    )
}
