package app.xiangqi.ui

import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.material3.LinearProgressIndicator
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import app.xiangqi.core.SchoolView
import app.xiangqi.ui.components.CardRow
import app.xiangqi.ui.components.Line
import app.xiangqi.ui.components.OnEvent
import app.xiangqi.ui.components.ScreenColumn

/** The Learn tab: how many lessons are done, then a card per lesson with its state. */
@Composable
fun SchoolScreen(school: SchoolView, onEvent: OnEvent, modifier: Modifier = Modifier, interactive: Boolean = true) {
    ScreenColumn(modifier) {
        Line(school.intro, muted = true)
        Line(school.progress)
        if (school.done.total > 0u) {
            LinearProgressIndicator(
                progress = { school.done.done.toFloat() / school.done.total.toFloat() },
                modifier = Modifier.fillMaxWidth(),
            )
        }
        school.lessons.forEach { CardRow(it, onEvent, interactive) }
    }
}
