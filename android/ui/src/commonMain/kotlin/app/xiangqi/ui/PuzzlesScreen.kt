package app.xiangqi.ui

import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import app.xiangqi.core.PuzzlesView
import app.xiangqi.ui.components.CardRow
import app.xiangqi.ui.components.Line
import app.xiangqi.ui.components.OnEvent
import app.xiangqi.ui.components.ScreenColumn

/** The Puzzles tab: the puzzle of the day, then a card per level with its progress. */
@Composable
fun PuzzlesScreen(puzzles: PuzzlesView, onEvent: OnEvent, modifier: Modifier = Modifier, interactive: Boolean = true) {
    ScreenColumn(modifier) {
        Line(puzzles.intro, muted = true)
        puzzles.daily?.let { CardRow(it, onEvent, interactive) }
        puzzles.levels.forEach { CardRow(it, onEvent, interactive) }
    }
}
