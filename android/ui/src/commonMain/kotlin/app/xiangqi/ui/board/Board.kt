package app.xiangqi.ui.board

import androidx.compose.animation.core.Animatable
import androidx.compose.animation.core.LinearEasing
import androidx.compose.animation.core.tween
import androidx.compose.foundation.Canvas
import androidx.compose.foundation.gestures.detectDragGestures
import androidx.compose.foundation.gestures.detectTapGestures
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxScope
import androidx.compose.foundation.layout.aspectRatio
import androidx.compose.foundation.layout.offset
import androidx.compose.foundation.layout.size
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.rememberUpdatedState
import androidx.compose.runtime.setValue
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Rect
import androidx.compose.ui.layout.boundsInRoot
import androidx.compose.ui.layout.onGloballyPositioned
import androidx.compose.ui.input.pointer.pointerInput
import androidx.compose.ui.layout.onSizeChanged
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.isTraversalGroup
import androidx.compose.ui.semantics.onClick
import androidx.compose.ui.semantics.selected
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.semantics.stateDescription
import androidx.compose.ui.text.ExperimentalTextApi
import androidx.compose.ui.text.rememberTextMeasurer
import androidx.compose.ui.unit.IntOffset
import app.xiangqi.core.BoardGesture
import app.xiangqi.core.Event
import app.xiangqi.core.PointAccessibility
import app.xiangqi.core.Scene
import app.xiangqi.core.Thumbnail
import app.xiangqi.core.moveAnimationMs
import kotlin.math.roundToInt

/** The board's test tag (UI tests find and click the board by it). */
const val BOARD_TAG = "board"

/** The test tag of one point's screen-reader node: "point.e0". */
fun pointTag(point: String) = "point.$point"

/**
 * Hears where the board lies in the window (measurements and tests that touch the board
 * from outside the composition); nothing by default.
 */
val LocalBoardBounds = staticCompositionLocalOf<((Rect) -> Unit)?> { null }

/**
 * The core's board: its picture for a canvas size and the point under a touch; and any
 * position drawn small, from a view record's [Thumbnail] (list rows, cards, pickers).
 */
interface BoardSource {
    fun scene(width: Float, height: Float, progress: Float): Scene
    fun pointAt(width: Float, height: Float, x: Float, y: Float): String?
    fun thumbnail(thumbnail: Thumbnail, width: Float, height: Float): Scene
}

/**
 * The board on top: paints [board]'s scene at the canvas's size (again whenever [revision]
 * changes, the view record's count of board changes), slides the last move over the core's
 * animation time whenever [moveKey] changes, turns taps, long presses and drags into
 * [BoardGesture]s on the point [BoardSource.pointAt] finds, reports its size with
 * [Event.BoardResized], and lays the core's screen-reader [points] over it, rank by rank.
 */
@OptIn(ExperimentalTextApi::class)
@Composable
fun Board(
    board: BoardSource,
    revision: ULong,
    moveKey: Any?,
    points: List<PointAccessibility>,
    onEvent: (Event) -> Unit,
    modifier: Modifier = Modifier,
) {
    val measurer = rememberTextMeasurer()
    val send by rememberUpdatedState(onEvent)
    val source by rememberUpdatedState(board)
    val progress = remember { Animatable(1f) }
    var lastKey by remember { mutableStateOf(moveKey) }
    // Where the finger went down: a drag lifts the piece there (the drag is recognised only
    // after the touch slop, a few pixels on).
    val downAt = remember { floatArrayOf(0f, 0f) }
    LaunchedEffect(moveKey) {
        if (moveKey != lastKey) {
            lastKey = moveKey
            if (moveKey != null) {
                progress.snapTo(0f)
                progress.animateTo(1f, tween(moveAnimationMs().toInt(), easing = LinearEasing))
            }
        }
    }
    val bounds = LocalBoardBounds.current
    Box(
        modifier.aspectRatio(9f / 10f)
            .then(if (bounds != null) Modifier.onGloballyPositioned { bounds(it.boundsInRoot()) } else Modifier),
    ) {
        Canvas(
            Modifier.matchParentSize()
                .testTag(BOARD_TAG)
                .onSizeChanged { send(Event.BoardResized(it.width.toFloat(), it.height.toFloat())) }
                .pointerInput(Unit) {
                    fun at(x: Float, y: Float) = source.pointAt(size.width.toFloat(), size.height.toFloat(), x, y)
                    detectTapGestures(
                        onPress = { o ->
                            downAt[0] = o.x
                            downAt[1] = o.y
                        },
                        onTap = { o -> at(o.x, o.y)?.let { send(Event.Board(BoardGesture.Tap(it))) } },
                        onLongPress = { o -> at(o.x, o.y)?.let { send(Event.Board(BoardGesture.LongPress(it))) } },
                    )
                }
                .pointerInput(Unit) {
                    fun at(x: Float, y: Float) = source.pointAt(size.width.toFloat(), size.height.toFloat(), x, y)
                    var x = 0f
                    var y = 0f
                    var started = false
                    detectDragGestures(
                        onDragStart = { o ->
                            x = o.x
                            y = o.y
                            val p = at(downAt[0], downAt[1])
                            started = p != null
                            if (p != null) send(Event.Board(BoardGesture.DragStart(p, x, y)))
                        },
                        onDrag = { change, delta ->
                            change.consume()
                            x += delta.x
                            y += delta.y
                            if (started) send(Event.Board(BoardGesture.DragMove(at(x, y), x, y)))
                        },
                        onDragEnd = { if (started) send(Event.Board(BoardGesture.DragEnd(at(x, y)))) },
                        onDragCancel = { if (started) send(Event.Board(BoardGesture.DragCancel)) },
                    )
                },
        ) {
            // The block reads [revision] and the animation: either changing repaints.
            if (revision >= 0u) drawScene(source.scene(size.width, size.height, progress.value), measurer)
        }
        BoardPoints(points, send)
    }
}

/** The screen reader's nodes: one per point, grouped by rank, a click only where the core set an action. */
@Composable
private fun BoxScope.BoardPoints(points: List<PointAccessibility>, onEvent: (Event) -> Unit) {
    val density = LocalDensity.current
    // ICCS names: the rank is the digit after the file letter.
    val ranks = points.groupBy { it.point.last() }.toSortedMap(reverseOrder())
    for ((_, rank) in ranks) {
        Box(Modifier.matchParentSize().semantics { isTraversalGroup = true }) {
            for (p in rank) {
                val side = with(density) { (p.halfSize * 2).toDp() }
                Box(
                    Modifier
                        .offset { IntOffset((p.center.x - p.halfSize).roundToInt(), (p.center.y - p.halfSize).roundToInt()) }
                        .size(side)
                        .testTag(pointTag(p.point))
                        .semantics {
                            contentDescription = p.label
                            if (p.value.isNotEmpty()) stateDescription = p.value
                            selected = p.selected
                            p.action?.let { label ->
                                onClick(label) {
                                    onEvent(Event.Board(BoardGesture.Activate(p.point)))
                                    true
                                }
                            }
                        },
                )
            }
        }
    }
}
