package app.xiangqi.ui

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.offset
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.graphics.StrokeJoin
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.isTraversalGroup
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.IntOffset
import androidx.compose.ui.unit.dp
import app.xiangqi.core.FigureView
import app.xiangqi.core.GraphView
import app.xiangqi.core.ListScreenView
import app.xiangqi.ui.components.ButtonBar
import app.xiangqi.ui.components.Line
import app.xiangqi.ui.components.ListRow
import app.xiangqi.ui.components.OnEvent
import app.xiangqi.ui.components.ScreenColumn
import app.xiangqi.ui.components.SectionTitle
import app.xiangqi.ui.components.Tabular
import kotlin.math.roundToInt

/** Test tags of the list screen. */
object ListTags {
    const val STATUS = "list.status"
    const val GRAPH = "list.graph"
    const val FIGURES = "list.figures"
    fun point(index: Int) = "list.graph.point.$index"
}

/**
 * A list screen (live games, my games, statistics, the day's puzzle list): the figures, the summary, the
 * status while loading, the graph, the sections (each with its text when empty), the buttons.
 */
@Composable
fun ListScreen(list: ListScreenView, onEvent: OnEvent, modifier: Modifier = Modifier, interactive: Boolean = true) {
    ScreenColumn(modifier) {
        if (list.figures.isNotEmpty()) Figures(list.figures)
        list.summary.forEach { Line(it) }
        list.status?.let { Line(it, muted = true, modifier = Modifier.testTag(ListTags.STATUS)) }
        list.graph?.let { Graph(it) }
        for (section in list.sections) {
            SectionTitle(section.title)
            if (section.rows.isEmpty()) {
                Line(section.empty, muted = true)
            } else {
                section.rows.forEach { ListRow(it, onEvent, interactive) }
            }
        }
        ButtonBar(list.buttons, onEvent, interactive)
    }
}

/** The figures that read at a glance, side by side: each value large over its word. */
@Composable
fun Figures(figures: List<FigureView>) {
    Row(Modifier.fillMaxWidth().testTag(ListTags.FIGURES), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        figures.forEach { f ->
            Surface(
                Modifier.weight(1f).semantics(mergeDescendants = true) {},
                shape = MaterialTheme.shapes.medium,
                color = MaterialTheme.colorScheme.surfaceVariant,
            ) {
                Column(Modifier.padding(vertical = 10.dp, horizontal = 4.dp), horizontalAlignment = Alignment.CenterHorizontally) {
                    Text(
                        f.value,
                        style = MaterialTheme.typography.titleLarge.merge(Tabular),
                        fontWeight = FontWeight.SemiBold,
                        color = MaterialTheme.colorScheme.primary,
                        textAlign = TextAlign.Center,
                        maxLines = 1,
                        modifier = Modifier.fillMaxWidth(),
                    )
                    Text(
                        f.label,
                        style = MaterialTheme.typography.labelMedium,
                        color = MaterialTheme.colorScheme.onSurfaceVariant,
                        textAlign = TextAlign.Center,
                        // (One line: a word that does not fit is ellipsized, which the layout checks catch.)
                        maxLines = 1,
                        overflow = TextOverflow.Ellipsis,
                        modifier = Modifier.fillMaxWidth(),
                    )
                }
            }
        }
    }
}

/**
 * A line graph between the view's `min` and `max`, its first and last point's labels under
 * it; the screen reader reads one node per point (its label).
 */
@Composable
fun Graph(graph: GraphView, modifier: Modifier = Modifier) {
    Column(modifier.fillMaxWidth(), verticalArrangement = Arrangement.spacedBy(4.dp)) {
        SectionTitle(graph.title)
        Surface(
            Modifier.fillMaxWidth().height(180.dp).testTag(ListTags.GRAPH),
            shape = MaterialTheme.shapes.medium,
            color = MaterialTheme.colorScheme.surfaceVariant,
        ) {
            BoxWithConstraints(Modifier.fillMaxSize().padding(12.dp)) {
                val density = LocalDensity.current
                val w = with(density) { maxWidth.toPx() }
                val h = with(density) { maxHeight.toPx() }
                val spots = graphSpots(graph, w, h)
                val line = MaterialTheme.colorScheme.primary
                val grid = MaterialTheme.colorScheme.outlineVariant
                Canvas(Modifier.fillMaxSize()) {
                    // The bounds as thin lines: the top is `max`, the bottom `min`.
                    drawLine(grid, Offset(0f, 0f), Offset(size.width, 0f), strokeWidth = 1.dp.toPx())
                    drawLine(grid, Offset(0f, size.height), Offset(size.width, size.height), strokeWidth = 1.dp.toPx())
                    if (spots.size >= 2) {
                        val path = Path()
                        spots.forEachIndexed { i, o -> if (i == 0) path.moveTo(o.x, o.y) else path.lineTo(o.x, o.y) }
                        drawPath(
                            path,
                            line,
                            style = Stroke(width = 2.5.dp.toPx(), cap = StrokeCap.Round, join = StrokeJoin.Round),
                        )
                    }
                    spots.forEach { drawCircle(line, radius = 3.5.dp.toPx(), center = it) }
                }
                // One screen-reader node per point, at the point.
                val half = 12.dp
                val halfPx = with(density) { half.toPx() }
                Box(Modifier.fillMaxSize().semantics { isTraversalGroup = true }) {
                    spots.forEachIndexed { i, o ->
                        Box(
                            Modifier
                                .offset { IntOffset((o.x - halfPx).roundToInt(), (o.y - halfPx).roundToInt()) }
                                .size(half * 2)
                                .testTag(ListTags.point(i))
                                .semantics { contentDescription = graph.points[i].label },
                        )
                    }
                }
            }
        }
        if (graph.points.isNotEmpty()) {
            Row(Modifier.fillMaxWidth()) {
                Text(
                    graph.points.first().label,
                    style = MaterialTheme.typography.bodySmall,
                    color = MaterialTheme.colorScheme.onSurfaceVariant,
                    modifier = Modifier.weight(1f).clearAndSetSemantics {},
                )
                if (graph.points.size > 1) {
                    Text(
                        graph.points.last().label,
                        style = MaterialTheme.typography.bodySmall,
                        color = MaterialTheme.colorScheme.onSurfaceVariant,
                        textAlign = TextAlign.End,
                        modifier = Modifier.weight(1f).clearAndSetSemantics {},
                    )
                }
            }
        }
    }
}

/** Where each point of [graph] lies in a [w] x [h] box: evenly spread, `max` at the top. */
private fun graphSpots(graph: GraphView, w: Float, h: Float): List<Offset> {
    val n = graph.points.size
    if (n == 0) return emptyList()
    val span = (graph.max - graph.min).toFloat()
    return graph.points.mapIndexed { i, p ->
        val x = if (n == 1) w / 2 else w * i / (n - 1)
        val y = if (span <= 0f) h / 2 else h - h * ((p.value - graph.min).toFloat() / span)
        Offset(x, y.coerceIn(0f, h))
    }
}
