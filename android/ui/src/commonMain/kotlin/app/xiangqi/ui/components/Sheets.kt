package app.xiangqi.ui.components

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.material3.Icon
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.Brush
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.PathEffect
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import app.xiangqi.core.BoardMark
import app.xiangqi.core.ButtonRole
import app.xiangqi.core.Event
import app.xiangqi.core.LegendView
import app.xiangqi.core.MenuView
import app.xiangqi.core.PromptView
import app.xiangqi.core.ResultView
import app.xiangqi.ui.designsystem.vector

/** Test tags of the sheets and prompts. */
object SheetTags {
    const val MENU = "sheet.menu"
    const val RESULT = "sheet.result"
    const val LEGEND = "sheet.legend"
    const val SUCCESS = "sheet.success"
    const val PROMPT = "prompt"
}

/** A sheet's heading. */
@Composable
private fun SheetTitle(text: String) {
    Text(text, style = MaterialTheme.typography.titleMedium, modifier = Modifier.semantics { heading() })
}

/** The game's menu: a row per action with its icon; a destructive one in the error colour. */
@Composable
fun ColumnScope.MenuSheet(menu: MenuView, onEvent: OnEvent) {
    SheetTitle(menu.title)
    Column {
        for (b in menu.buttons) {
            val colour = when {
                !b.enabled -> MaterialTheme.colorScheme.onSurface.copy(alpha = 0.38f)
                b.role == ButtonRole.DESTRUCTIVE -> MaterialTheme.colorScheme.error
                else -> MaterialTheme.colorScheme.onSurface
            }
            Row(
                Modifier.fillMaxWidth().heightIn(min = 52.dp)
                    .clickable(enabled = b.enabled, role = Role.Button) { onEvent(Event.Action(b.action)) }
                    .padding(horizontal = 8.dp),
                verticalAlignment = Alignment.CenterVertically,
                horizontalArrangement = Arrangement.spacedBy(16.dp),
            ) {
                b.icon?.let { Icon(it.vector(), contentDescription = null, tint = colour) }
                Text(b.label, style = MaterialTheme.typography.bodyLarge, color = colour, modifier = Modifier.weight(1f))
            }
        }
    }
}

/**
 * A finished game: its icon and headline, why, what changed, and what next (Rematch filled,
 * the rest outlined).
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun ColumnScope.ResultSheet(result: ResultView, onEvent: OnEvent) {
    Row(
        Modifier.semantics(mergeDescendants = true) { liveRegion = LiveRegionMode.Polite },
        verticalAlignment = Alignment.CenterVertically,
        horizontalArrangement = Arrangement.spacedBy(14.dp),
    ) {
        Surface(shape = MaterialTheme.shapes.large, color = MaterialTheme.colorScheme.secondaryContainer) {
            Icon(
                result.icon.vector(),
                contentDescription = null,
                tint = MaterialTheme.colorScheme.onSecondaryContainer,
                modifier = Modifier.padding(10.dp).size(30.dp),
            )
        }
        Column(Modifier.weight(1f)) {
            Text(result.headline, style = MaterialTheme.typography.headlineSmall, modifier = Modifier.semantics { heading() })
            Text(result.detail, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant)
        }
        // Puts the sheet away to look at the final position (labelled for the screen reader).
        BarButton(result.close, onEvent)
    }
    for (c in result.changes) Text(c, style = MaterialTheme.typography.bodyMedium)
    FlowRow(
        Modifier.fillMaxWidth().padding(top = 4.dp),
        horizontalArrangement = Arrangement.spacedBy(8.dp),
        verticalArrangement = Arrangement.spacedBy(4.dp),
    ) {
        result.buttons.forEach { ActionButton(it, onEvent, withIcon = true) }
    }
}

/** What the marks on the board mean: each drawn small beside its words. */
@Composable
fun ColumnScope.LegendSheet(legend: LegendView, onEvent: OnEvent) {
    SheetTitle(legend.title)
    for (item in legend.items) {
        Row(
            Modifier.fillMaxWidth().heightIn(min = 36.dp),
            verticalAlignment = Alignment.CenterVertically,
            horizontalArrangement = Arrangement.spacedBy(14.dp),
        ) {
            MarkPicture(item.mark)
            Text(item.text, style = MaterialTheme.typography.bodyMedium, modifier = Modifier.weight(1f))
        }
    }
    Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.End) {
        ActionButton(legend.button, onEvent, withIcon = true)
    }
}

/** One board mark drawn small, as the board draws it (the gold ring, dots, rings, ✕ ...). */
@Composable
fun MarkPicture(mark: BoardMark) {
    val gold = MaterialTheme.colorScheme.secondary
    val red = MaterialTheme.colorScheme.primary
    val ink = MaterialTheme.colorScheme.onSurface
    val line = MaterialTheme.colorScheme.outline
    Canvas(Modifier.size(28.dp)) {
        val c = center
        val r = size.minDimension / 2
        fun DrawScope.point() = drawCircle(line.copy(alpha = 0.35f), r * 0.62f, c, style = Stroke(1.dp.toPx()))
        when (mark) {
            BoardMark.LAST_MOVE -> {
                // The from-dot and the to-brackets: corners around the point.
                drawCircle(gold, r * 0.18f, c)
                val s = 2.dp.toPx()
                val a = r * 0.8f
                val b = r * 0.38f
                for ((dx, dy) in listOf(-1f to -1f, 1f to -1f, -1f to 1f, 1f to 1f)) {
                    val corner = c + Offset(dx * a, dy * a)
                    drawLine(gold, corner, corner - Offset(dx * b, 0f), s)
                    drawLine(gold, corner, corner - Offset(0f, dy * b), s)
                }
            }
            BoardMark.SELECTION -> drawCircle(gold, r * 0.8f, c, style = Stroke(3.dp.toPx()))
            BoardMark.TARGET -> {
                point()
                drawCircle(ink.copy(alpha = 0.55f), r * 0.22f, c)
            }
            BoardMark.CAPTURE -> drawCircle(ink.copy(alpha = 0.55f), r * 0.78f, c, style = Stroke(2.5.dp.toPx()))
            BoardMark.CHECK -> drawCircle(red, r * 0.8f, c, style = Stroke(3.dp.toPx()))
            BoardMark.BLOCKED -> {
                val d = r * 0.45f
                val s = 2.5.dp.toPx()
                drawLine(red, c - Offset(d, d), c + Offset(d, d), s)
                drawLine(red, c + Offset(d, -d), c + Offset(-d, d), s)
            }
            BoardMark.BLOCKER -> drawCircle(
                red,
                r * 0.8f,
                c,
                style = Stroke(2.dp.toPx(), pathEffect = PathEffect.dashPathEffect(floatArrayOf(5.dp.toPx(), 3.dp.toPx()))),
            )
            BoardMark.DANGER -> drawCircle(
                Brush.radialGradient(listOf(red.copy(alpha = 0.7f), Color.Transparent), c, r),
                r,
                c,
            )
        }
    }
}

/** An online prompt (an offer to answer, the opponent's presence): its words and answers. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun PromptCard(prompt: PromptView, onEvent: OnEvent) {
    Surface(
        Modifier.fillMaxWidth().testTag(SheetTags.PROMPT),
        shape = MaterialTheme.shapes.medium,
        color = MaterialTheme.colorScheme.secondaryContainer,
        contentColor = MaterialTheme.colorScheme.onSecondaryContainer,
    ) {
        Column(Modifier.padding(horizontal = 12.dp, vertical = 8.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
            Text(
                prompt.text,
                style = MaterialTheme.typography.bodyMedium,
                modifier = Modifier.semantics { liveRegion = LiveRegionMode.Polite },
            )
            if (prompt.buttons.isNotEmpty()) {
                FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                    prompt.buttons.forEach { ActionButton(it, onEvent, withIcon = true) }
                }
            }
        }
    }
}
