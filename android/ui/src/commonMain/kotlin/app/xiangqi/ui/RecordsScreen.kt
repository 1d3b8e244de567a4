package app.xiangqi.ui

import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import app.xiangqi.core.RecordsView
import androidx.compose.ui.unit.dp
import app.xiangqi.ui.components.ActionButton
import app.xiangqi.ui.components.CardRow
import app.xiangqi.ui.components.Line
import app.xiangqi.ui.components.OnEvent
import app.xiangqi.ui.components.ScreenColumn
import app.xiangqi.ui.components.SectionTitle

/**
 * The Records tab: the figures at a glance, the lines they do not say, your opponents with
 * your record against each, the puzzle of the day, the finished games as cards.
 */
@Composable
fun RecordsScreen(records: RecordsView, onEvent: OnEvent, modifier: Modifier = Modifier, interactive: Boolean = true) {
    ScreenColumn(modifier) {
        records.invitation?.let { Line(it, muted = true) }
        records.newGame?.let { ActionButton(it, onEvent, Modifier.fillMaxWidth().heightIn(min = 52.dp), interactive, withIcon = true) }
        if (records.figures.isNotEmpty()) Figures(records.figures)
        records.summary.forEach { Line(it) }
        SectionTitle(records.opponentsTitle)
        records.opponents.forEach { CardRow(it, onEvent, interactive) }
        records.daily?.let { CardRow(it, onEvent, interactive) }
        if (records.games.isNotEmpty()) {
            SectionTitle(records.gamesTitle)
            records.games.forEach { CardRow(it, onEvent, interactive) }
        }
    }
}
