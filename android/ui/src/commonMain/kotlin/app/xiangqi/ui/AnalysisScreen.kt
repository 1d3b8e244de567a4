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
import app.xiangqi.ui.components.BoardScreen
import app.xiangqi.ui.components.BoardState
import app.xiangqi.ui.components.Line
import app.xiangqi.ui.components.OnEvent
import app.xiangqi.ui.components.Tabular

/** Analysis of a position: the board first, the status, the best lines with their scores; the icon bar. */
@Composable
fun AnalysisScreen(analysis: AnalysisScreenView, board: BoardState, onEvent: OnEvent) {
    BoardScreen(board, onEvent, title = analysis.title, bar = analysis.buttons) {
        Line(analysis.status, muted = true)
        for (line in analysis.lines) {
            Row(Modifier.fillMaxWidth()) {
                Text(
                    line.score,
                    Modifier.width(88.dp),
                    fontWeight = FontWeight.Bold,
                    style = MaterialTheme.typography.bodyMedium.merge(Tabular),
                )
                Text(line.moves, Modifier.weight(1f), style = MaterialTheme.typography.bodyMedium)
            }
        }
    }
}
