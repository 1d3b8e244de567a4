package app.xiangqi.ui.board

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
import androidx.compose.ui.text.ExperimentalTextApi
import androidx.compose.ui.text.TextMeasurer
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.drawText
import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.text.font.FontWeight
import app.xiangqi.core.FillRule
import app.xiangqi.core.FontRole
import app.xiangqi.core.LineCap
import app.xiangqi.core.LineJoin
import app.xiangqi.core.PathCommand
import app.xiangqi.core.Primitive
import app.xiangqi.core.Rgba
import app.xiangqi.core.Scene
import app.xiangqi.core.TextAnchor
import app.xiangqi.core.FontWeight as CoreFontWeight
import app.xiangqi.core.Stroke as CoreStroke
import androidx.compose.ui.graphics.drawscope.Stroke as DrawStroke

/**
 * Paints a core [Scene] onto this [DrawScope]: its primitives in order, every colour, width,
 * dash and font size as the core gave it (the only choice made here: which of the platform's
 * font families serves a text role). Decides nothing about the game.
 */
@OptIn(ExperimentalTextApi::class)
fun DrawScope.drawScene(scene: Scene, measurer: TextMeasurer) {
    for (p in scene.primitives) {
        when (p) {
            is Primitive.Rect -> {
                val corner = CornerRadius(p.cornerRadius)
                val topLeft = Offset(p.x, p.y)
                val size = Size(p.width, p.height)
                p.fill?.let { drawRoundRect(color(it), topLeft, size, corner, style = Fill) }
                p.stroke?.let { drawRoundRect(color(it.color), topLeft, size, corner, style = style(it)) }
            }
            is Primitive.Line -> {
                val s = style(p.stroke)
                drawLine(color(p.stroke.color), Offset(p.from.x, p.from.y), Offset(p.to.x, p.to.y), s.width, s.cap, s.pathEffect)
            }
            is Primitive.Polyline -> {
                val path = Path()
                p.points.forEachIndexed { i, pt -> if (i == 0) path.moveTo(pt.x, pt.y) else path.lineTo(pt.x, pt.y) }
                drawPath(path, color(p.stroke.color), style = style(p.stroke))
            }
            is Primitive.Circle -> {
                val center = Offset(p.center.x, p.center.y)
                p.fill?.let { drawCircle(color(it), p.radius, center, style = Fill) }
                p.stroke?.let { drawCircle(color(it.color), p.radius, center, style = style(it)) }
            }
            is Primitive.Path -> {
                val path = path(p.commands, p.fillRule == FillRule.EVEN_ODD)
                p.fill?.let { drawPath(path, color(it), style = Fill) }
                p.stroke?.let { drawPath(path, color(it.color), style = style(it)) }
            }
            is Primitive.Cross -> {
                val (x, y, d) = Triple(p.center.x, p.center.y, p.size)
                val path = Path().apply {
                    moveTo(x - d, y - d)
                    lineTo(x + d, y + d)
                    moveTo(x - d, y + d)
                    lineTo(x + d, y - d)
                }
                drawPath(path, color(p.stroke.color), style = style(p.stroke))
            }
            is Primitive.Text -> {
                val textStyle = TextStyle(
                    color = color(p.color),
                    fontSize = p.size.toSp(),
                    fontWeight = if (p.weight == CoreFontWeight.BOLD) FontWeight.Bold else FontWeight.Normal,
                    fontFamily = if (p.role == FontRole.LABEL) FontFamily.SansSerif else FontFamily.Serif,
                )
                val layout = measurer.measure(p.text, textStyle)
                val left = when (p.anchor) {
                    TextAnchor.START -> p.position.x
                    TextAnchor.MIDDLE -> p.position.x - layout.size.width / 2f
                    TextAnchor.END -> p.position.x - layout.size.width
                }
                drawText(layout, topLeft = Offset(left, p.position.y - layout.size.height / 2f))
            }
        }
    }
}

private fun color(c: Rgba): Color = Color(c.r.toInt(), c.g.toInt(), c.b.toInt(), c.a.toInt())

private fun style(s: CoreStroke): DrawStroke = DrawStroke(
    width = s.width,
    cap = when (s.cap) {
        LineCap.BUTT -> StrokeCap.Butt
        LineCap.ROUND -> StrokeCap.Round
        LineCap.SQUARE -> StrokeCap.Square
    },
    join = when (s.join) {
        LineJoin.MITER -> StrokeJoin.Miter
        LineJoin.ROUND -> StrokeJoin.Round
        LineJoin.BEVEL -> StrokeJoin.Bevel
    },
    pathEffect = if (s.dash.isEmpty()) null else PathEffect.dashPathEffect(s.dash.toFloatArray()),
)

private fun path(commands: List<PathCommand>, evenOdd: Boolean): Path = Path().apply {
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

