package app.xiangqi.ui

import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import app.xiangqi.core.HomeView
import app.xiangqi.ui.components.ButtonBar
import app.xiangqi.ui.components.ListRow
import app.xiangqi.ui.components.OnEvent
import app.xiangqi.ui.components.ScreenColumn
import app.xiangqi.ui.components.ScreenTitle
import app.xiangqi.ui.components.SectionTitle

/** Home: the menu, the puzzle of the day, the unfinished games, the records by level. */
@Composable
fun HomeScreen(home: HomeView, onEvent: OnEvent, modifier: Modifier = Modifier, interactive: Boolean = true) {
    ScreenColumn(modifier) {
        ScreenTitle(home.title)
        ButtonBar(home.menu, onEvent, interactive)
        ListRow(home.daily, onEvent, interactive)
        if (home.unfinished.isNotEmpty()) {
            SectionTitle(home.unfinishedTitle)
            home.unfinished.forEach { ListRow(it, onEvent, interactive) }
        }
        if (home.records.isNotEmpty()) {
            SectionTitle(home.recordsTitle)
            home.records.forEach { ListRow(it, onEvent, interactive) }
        }
    }
}
