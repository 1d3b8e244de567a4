package app.xiangqi.ui

import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import app.xiangqi.core.PuzzlesView
import app.xiangqi.ui.components.Line
import app.xiangqi.ui.components.ListRow
import app.xiangqi.ui.components.OnEvent
import app.xiangqi.ui.components.ScreenColumn
import app.xiangqi.ui.components.ScreenTitle

/** The puzzles: the puzzle of the day, then one row per level. */
@Composable
fun PuzzlesScreen(puzzles: PuzzlesView, onEvent: OnEvent, modifier: Modifier = Modifier, interactive: Boolean = true) {
    ScreenColumn(modifier) {
        ScreenTitle(puzzles.title)
        Line(puzzles.intro, muted = true)
        ListRow(puzzles.daily, onEvent, interactive)
        puzzles.levels.forEach { ListRow(it, onEvent, interactive) }
    }
}
