package app.xiangqi.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.material3.Icon
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.ui.Alignment
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.foundation.layout.heightIn
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import app.xiangqi.core.Icon as CoreIcon
import app.xiangqi.core.RecordsView
import app.xiangqi.ui.designsystem.vector
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
        records.invitation?.let { text ->
            // A new player's empty state: what will be here, and the way to the first game.
            Column(
                Modifier.fillMaxWidth().padding(vertical = 16.dp),
                horizontalAlignment = Alignment.CenterHorizontally,
                verticalArrangement = Arrangement.spacedBy(12.dp),
            ) {
                Icon(CoreIcon.RECORDS.vector(), contentDescription = null, tint = MaterialTheme.colorScheme.primary, modifier = Modifier.size(48.dp))
                Text(text, Modifier.fillMaxWidth(), style = MaterialTheme.typography.bodyLarge, textAlign = TextAlign.Center)
                records.newGame?.let { ActionButton(it, onEvent, Modifier.fillMaxWidth().heightIn(min = 52.dp), interactive, withIcon = true) }
            }
        }
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
