package app.xiangqi.ui

import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import app.xiangqi.core.RecordsView
import app.xiangqi.ui.components.Line
import app.xiangqi.ui.components.ListRow
import app.xiangqi.ui.components.OnEvent
import app.xiangqi.ui.components.ScreenColumn
import app.xiangqi.ui.components.ScreenTitle
import app.xiangqi.ui.components.SectionTitle

/** Records: the statistics, the levels, the puzzle of the day's streak, the finished games. */
@Composable
fun RecordsScreen(records: RecordsView, onEvent: OnEvent, modifier: Modifier = Modifier, interactive: Boolean = true) {
    ScreenColumn(modifier) {
        ScreenTitle(records.title)
        records.summary.forEach { Line(it) }
        records.levels.forEach { ListRow(it, onEvent, interactive) }
        records.daily.forEach { Line(it, muted = true) }
        if (records.games.isNotEmpty()) {
            SectionTitle(records.gamesTitle)
            records.games.forEach { ListRow(it, onEvent, interactive) }
        }
    }
}
