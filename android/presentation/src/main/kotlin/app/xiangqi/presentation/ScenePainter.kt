package app.xiangqi.presentation

import app.xiangqi.core.FillRule
import app.xiangqi.core.FontRole
import app.xiangqi.core.FontWeight
import app.xiangqi.core.LineCap
import app.xiangqi.core.LineJoin
import app.xiangqi.core.PathCommand
import app.xiangqi.core.Primitive
import app.xiangqi.core.Rgba
import app.xiangqi.core.Scene
import app.xiangqi.core.Stroke
import app.xiangqi.core.TextAnchor

/** A line's look: colour as ARGB, width and dash in pixels. */
data class Pen(
    val argb: Int,
    val width: Float,
    val dash: List<Float>,
    val cap: LineCap,
    val join: LineJoin,
)

/**
 * The few calls a platform canvas implements to paint a board (Compose `DrawScope` in the
 * app, Java2D in the tests). Colours are ARGB; a null fill or pen draws nothing of that part.
 */
interface BoardCanvas {
    fun rect(x: Float, y: Float, width: Float, height: Float, cornerRadius: Float, fill: Int?, pen: Pen?)
    fun circle(cx: Float, cy: Float, radius: Float, fill: Int?, pen: Pen?)
    fun line(x1: Float, y1: Float, x2: Float, y2: Float, pen: Pen)

    /** A path of the core's commands (polylines and crosses arrive as paths too). */
    fun path(commands: List<PathCommand>, evenOdd: Boolean, fill: Int?, pen: Pen?)

    /** [text] with its vertical centre at [y], anchored at [x]. */
    fun text(text: String, x: Float, y: Float, size: Float, bold: Boolean, role: FontRole, anchor: TextAnchor, argb: Int)
}

/** Walks a core [Scene]'s primitives, in order, onto a [BoardCanvas]. Decides nothing. */
object ScenePainter {
    fun paint(scene: Scene, canvas: BoardCanvas) {
        for (p in scene.primitives) draw(p, canvas)
    }

    fun argb(c: Rgba): Int =
        (c.a.toInt() shl 24) or (c.r.toInt() shl 16) or (c.g.toInt() shl 8) or c.b.toInt()

    fun pen(s: Stroke): Pen = Pen(argb(s.color), s.width, s.dash, s.cap, s.join)

    private fun draw(p: Primitive, canvas: BoardCanvas) {
        when (p) {
            is Primitive.Rect ->
                canvas.rect(p.x, p.y, p.width, p.height, p.cornerRadius, p.fill?.let(::argb), p.stroke?.let(::pen))
            is Primitive.Line -> canvas.line(p.from.x, p.from.y, p.to.x, p.to.y, pen(p.stroke))
            is Primitive.Polyline -> canvas.path(
                p.points.mapIndexed { i, pt ->
                    if (i == 0) PathCommand.MoveTo(pt.x, pt.y) else PathCommand.LineTo(pt.x, pt.y)
                },
                evenOdd = false,
                fill = null,
                pen = pen(p.stroke),
            )
            is Primitive.Circle ->
                canvas.circle(p.center.x, p.center.y, p.radius, p.fill?.let(::argb), p.stroke?.let(::pen))
            is Primitive.Path ->
                canvas.path(p.commands, p.fillRule == FillRule.EVEN_ODD, p.fill?.let(::argb), p.stroke?.let(::pen))
            is Primitive.Text -> canvas.text(
                p.text, p.position.x, p.position.y, p.size, p.weight == FontWeight.BOLD, p.role, p.anchor, argb(p.color),
            )
            is Primitive.Cross -> {
                val (x, y, d) = Triple(p.center.x, p.center.y, p.size)
                canvas.path(
                    listOf(
                        PathCommand.MoveTo(x - d, y - d),
                        PathCommand.LineTo(x + d, y + d),
                        PathCommand.MoveTo(x - d, y + d),
                        PathCommand.LineTo(x + d, y - d),
                    ),
                    evenOdd = false,
                    fill = null,
                    pen = pen(p.stroke),
                )
            }
        }
    }
}
