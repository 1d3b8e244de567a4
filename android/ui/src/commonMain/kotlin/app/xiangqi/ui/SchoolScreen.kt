package app.xiangqi.ui

import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import app.xiangqi.core.SchoolView
import app.xiangqi.ui.components.Line
import app.xiangqi.ui.components.ListRow
import app.xiangqi.ui.components.OnEvent
import app.xiangqi.ui.components.ScreenColumn
import app.xiangqi.ui.components.ScreenTitle

/** The school of roles: the lessons and how many are done. */
@Composable
fun SchoolScreen(school: SchoolView, onEvent: OnEvent, modifier: Modifier = Modifier, interactive: Boolean = true) {
    ScreenColumn(modifier) {
        ScreenTitle(school.title)
        Line(school.intro, muted = true)
        Line(school.progress)
        school.lessons.forEach { ListRow(it, onEvent, interactive) }
    }
}
