package app.xiangqi.ui

import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Card
import androidx.compose.material3.CardDefaults
import androidx.compose.material3.HorizontalDivider
import androidx.compose.material3.Icon
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.unit.dp
import app.xiangqi.core.Event
import app.xiangqi.core.IconRowView
import app.xiangqi.core.MoreView
import app.xiangqi.ui.components.OnEvent
import app.xiangqi.ui.components.ScreenColumn
import app.xiangqi.ui.components.SectionTitle
import app.xiangqi.ui.designsystem.vector

/** The More tab: its groups of rows, each with its icon. */
@Composable
fun MoreScreen(more: MoreView, onEvent: OnEvent, modifier: Modifier = Modifier, interactive: Boolean = true) {
    ScreenColumn(modifier) {
        more.groups.forEach { group ->
            SectionTitle(group.title)
            Card(
                Modifier.fillMaxWidth(),
                colors = CardDefaults.cardColors(containerColor = MaterialTheme.colorScheme.surfaceContainerLow),
            ) {
                group.rows.forEachIndexed { i, row ->
                    if (i > 0) HorizontalDivider(Modifier.padding(start = 56.dp), color = MaterialTheme.colorScheme.outlineVariant)
                    IconRow(row, onEvent, interactive)
                }
            }
        }
    }
}

/** A list row with its leading icon, its title and line. */
@Composable
fun IconRow(row: IconRowView, onEvent: OnEvent, interactive: Boolean = true) {
    val action = row.row.action
    val tap = if (action != null && interactive) {
        Modifier.clickable(role = Role.Button) { onEvent(Event.Action(action)) }
    } else {
        Modifier
    }
    Row(
        tap.fillMaxWidth().heightIn(min = 80.dp).padding(horizontal = 16.dp, vertical = 14.dp),
        verticalAlignment = Alignment.CenterVertically,
        horizontalArrangement = Arrangement.spacedBy(16.dp),
    ) {
        Icon(row.icon.vector(), contentDescription = null, tint = MaterialTheme.colorScheme.primary)
        Column(Modifier.weight(1f)) {
            Text(row.row.title, style = MaterialTheme.typography.bodyLarge)
            if (row.row.detail.isNotEmpty()) {
                Text(row.row.detail, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant)
            }
        }
    }
}
