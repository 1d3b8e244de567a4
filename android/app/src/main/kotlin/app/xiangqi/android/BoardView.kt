package app.xiangqi.android

import androidx.compose.animation.core.Animatable
import androidx.compose.animation.core.tween
import androidx.compose.foundation.Canvas
import androidx.compose.foundation.gestures.detectDragGestures
import androidx.compose.foundation.gestures.detectTapGestures
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.aspectRatio
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.offset
import androidx.compose.foundation.layout.size
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.remember
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.CornerRadius
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.PathEffect
import androidx.compose.ui.graphics.PathFillType
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.graphics.StrokeJoin
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.drawscope.Fill
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.input.pointer.pointerInput
import androidx.compose.ui.layout.onSizeChanged
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.onClick
import androidx.compose.ui.semantics.selected
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.semantics.stateDescription
import androidx.compose.ui.text.TextMeasurer
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.drawText
import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.rememberTextMeasurer
import androidx.compose.ui.unit.IntOffset
import app.xiangqi.core.FontRole
import app.xiangqi.core.LineCap
import app.xiangqi.core.LineJoin
import app.xiangqi.core.PathCommand
import app.xiangqi.core.Scene
import app.xiangqi.core.TextAnchor
import app.xiangqi.core.moveAnimationMs
import app.xiangqi.presentation.BoardCanvas
import app.xiangqi.presentation.BoardGesture
import app.xiangqi.presentation.BoardPicture
import app.xiangqi.presentation.Pen
import app.xiangqi.presentation.ScenePainter
import kotlin.math.roundToInt

/** How long the last move slides (the core's figure; the core draws each frame, the view times them). */
private val MOVE_ANIMATION_MS = moveAnimationMs().toInt()

/**
 * The board: paints the core's scene, forwards every touch as a [BoardGesture] (the core
 * finds the point and decides what it means), and lays the 90 screen-reader elements from
 * the core's accessibility texts over it. Nothing is computed here.
 */
@Composable
fun Board(
    picture: BoardPicture,
    frame: (Float) -> Scene?,
    onGesture: (BoardGesture) -> Unit,
    modifier: Modifier = Modifier,
) {
    val progress = remember { Animatable(1f) }
    LaunchedEffect(picture.animation) {
        if (picture.animation > 0) {
            progress.snapTo(0f)
            progress.animateTo(1f, tween(MOVE_ANIMATION_MS))
        }
    }
    val measurer = rememberTextMeasurer()
    val density = LocalDensity.current
    Box(modifier.aspectRatio(9f / 10f)) {
        Canvas(
            Modifier
                .fillMaxSize()
                .onSizeChanged { onGesture(BoardGesture.Resized(it.width.toFloat(), it.height.toFloat())) }
                .pointerInput(Unit) {
                    detectTapGestures(
                        onTap = { onGesture(BoardGesture.Tap(it.x, it.y)) },
                        onLongPress = { onGesture(BoardGesture.LongPress(it.x, it.y)) },
                    )
                }
                .pointerInput(Unit) {
                    var last = Offset.Zero
                    detectDragGestures(
                        onDragStart = {
                            last = it
                            onGesture(BoardGesture.DragStart(it.x, it.y))
                        },
                        onDrag = { change, _ ->
                            last = change.position
                            onGesture(BoardGesture.DragMove(last.x, last.y))
                        },
                        onDragEnd = { onGesture(BoardGesture.DragEnd(last.x, last.y)) },
                        onDragCancel = { onGesture(BoardGesture.DragCancel) },
                    )
                },
        ) {
            val p = progress.value
            val scene = if (p < 1f) frame(p) ?: picture.scene else picture.scene
            if (scene != null) ScenePainter.paint(scene, ComposeCanvas(this, measurer))
        }
        for (point in picture.points) {
            val half = point.halfSize
            val side = with(density) { (2 * half).toDp() }
            Box(
                Modifier
                    .offset { IntOffset((point.center.x - half).roundToInt(), (point.center.y - half).roundToInt()) }
                    .size(side)
                    .semantics {
                        contentDescription = point.label
                        stateDescription = point.value
                        selected = point.selected
                        onClick(label = point.action) {
                            onGesture(BoardGesture.TapPoint(point.point))
                            true
                        }
                    },
            )
        }
    }
}

/** [BoardCanvas] on a Compose [DrawScope]. */
class ComposeCanvas(private val scope: DrawScope, private val measurer: TextMeasurer) : BoardCanvas {
    private fun stroke(pen: Pen) = Stroke(
        width = pen.width,
        cap = when (pen.cap) {
            LineCap.BUTT -> StrokeCap.Butt
            LineCap.ROUND -> StrokeCap.Round
            LineCap.SQUARE -> StrokeCap.Square
        },
        join = when (pen.join) {
            LineJoin.MITER -> StrokeJoin.Miter
            LineJoin.ROUND -> StrokeJoin.Round
            LineJoin.BEVEL -> StrokeJoin.Bevel
        },
        pathEffect = if (pen.dash.isEmpty()) null else PathEffect.dashPathEffect(pen.dash.toFloatArray()),
    )

    override fun rect(x: Float, y: Float, width: Float, height: Float, cornerRadius: Float, fill: Int?, pen: Pen?) {
        val corner = CornerRadius(cornerRadius)
        if (fill != null) scope.drawRoundRect(Color(fill), Offset(x, y), Size(width, height), corner, style = Fill)
        if (pen != null) scope.drawRoundRect(Color(pen.argb), Offset(x, y), Size(width, height), corner, style = stroke(pen))
    }

    override fun circle(cx: Float, cy: Float, radius: Float, fill: Int?, pen: Pen?) {
        if (fill != null) scope.drawCircle(Color(fill), radius, Offset(cx, cy), style = Fill)
        if (pen != null) scope.drawCircle(Color(pen.argb), radius, Offset(cx, cy), style = stroke(pen))
    }

    override fun line(x1: Float, y1: Float, x2: Float, y2: Float, pen: Pen) {
        val s = stroke(pen)
        scope.drawLine(Color(pen.argb), Offset(x1, y1), Offset(x2, y2), s.width, s.cap, s.pathEffect)
    }

    override fun path(commands: List<PathCommand>, evenOdd: Boolean, fill: Int?, pen: Pen?) {
        val path = Path().apply {
            fillType = if (evenOdd) PathFillType.EvenOdd else PathFillType.NonZero
            for (c in commands) {
                when (c) {
                    is PathCommand.MoveTo -> moveTo(c.x, c.y)
                    is PathCommand.LineTo -> lineTo(c.x, c.y)
                    is PathCommand.QuadTo -> quadraticTo(c.cx, c.cy, c.x, c.y)
                    is PathCommand.CubicTo -> cubicTo(c.c1x, c.c1y, c.c2x, c.c2y, c.x, c.y)
                    PathCommand.Close -> close()
                }
            }
        }
        if (fill != null) scope.drawPath(path, Color(fill), style = Fill)
        if (pen != null) scope.drawPath(path, Color(pen.argb), style = stroke(pen))
    }

    override fun text(text: String, x: Float, y: Float, size: Float, bold: Boolean, role: FontRole, anchor: TextAnchor, argb: Int) {
        val style = TextStyle(
            color = Color(argb),
            fontSize = with(scope) { size.toSp() },
            fontWeight = if (bold) FontWeight.Bold else FontWeight.Normal,
            // Android's own CJK fallback serves the characters; the label role is sans.
            fontFamily = if (role == FontRole.LABEL) FontFamily.SansSerif else FontFamily.Serif,
        )
        val layout = measurer.measure(text, style)
        val left = when (anchor) {
            TextAnchor.START -> x
            TextAnchor.MIDDLE -> x - layout.size.width / 2f
            TextAnchor.END -> x - layout.size.width
        }
        scope.drawText(layout, topLeft = Offset(left, y - layout.size.height / 2f))
    }
}

