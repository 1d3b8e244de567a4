package app.xiangqi.presentation

import app.xiangqi.core.FontRole
import app.xiangqi.core.LineCap
import app.xiangqi.core.LineJoin
import app.xiangqi.core.PathCommand
import app.xiangqi.core.TextAnchor
import app.xiangqi.core.fontFamilies
import java.awt.BasicStroke
import java.awt.Font
import java.awt.GraphicsEnvironment
import java.awt.RenderingHints
import java.awt.Shape
import java.awt.geom.Ellipse2D
import java.awt.geom.Line2D
import java.awt.geom.Path2D
import java.awt.geom.RoundRectangle2D
import java.awt.image.BufferedImage
import java.awt.Color as AwtColor

/** The [BoardCanvas] on Java2D: what the Compose canvas does, into a [BufferedImage]. */
class Java2DCanvas(width: Int, height: Int) : BoardCanvas {
    val image = BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB)
    private val g = image.createGraphics().apply {
        setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON)
        setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE)
    }
    private val installed = GraphicsEnvironment.getLocalGraphicsEnvironment().availableFontFamilyNames.toSet()

    private fun stroke(pen: Pen) = BasicStroke(
        pen.width,
        when (pen.cap) {
            LineCap.BUTT -> BasicStroke.CAP_BUTT
            LineCap.ROUND -> BasicStroke.CAP_ROUND
            LineCap.SQUARE -> BasicStroke.CAP_SQUARE
        },
        when (pen.join) {
            LineJoin.MITER -> BasicStroke.JOIN_MITER
            LineJoin.ROUND -> BasicStroke.JOIN_ROUND
            LineJoin.BEVEL -> BasicStroke.JOIN_BEVEL
        },
        10f,
        if (pen.dash.isEmpty()) null else pen.dash.toFloatArray(),
        0f,
    )

    private fun shape(shape: Shape, fill: Int?, pen: Pen?) {
        if (fill != null) {
            g.color = AwtColor(fill, true)
            g.fill(shape)
        }
        if (pen != null) {
            g.color = AwtColor(pen.argb, true)
            g.stroke = stroke(pen)
            g.draw(shape)
        }
    }

    override fun rect(x: Float, y: Float, width: Float, height: Float, cornerRadius: Float, fill: Int?, pen: Pen?) =
        shape(RoundRectangle2D.Float(x, y, width, height, 2 * cornerRadius, 2 * cornerRadius), fill, pen)

    override fun circle(cx: Float, cy: Float, radius: Float, fill: Int?, pen: Pen?) =
        shape(Ellipse2D.Float(cx - radius, cy - radius, 2 * radius, 2 * radius), fill, pen)

    override fun line(x1: Float, y1: Float, x2: Float, y2: Float, pen: Pen) = shape(Line2D.Float(x1, y1, x2, y2), null, pen)

    override fun path(commands: List<PathCommand>, evenOdd: Boolean, fill: Int?, pen: Pen?) {
        val path = Path2D.Float(if (evenOdd) Path2D.WIND_EVEN_ODD else Path2D.WIND_NON_ZERO)
        for (c in commands) {
            when (c) {
                is PathCommand.MoveTo -> path.moveTo(c.x, c.y)
                is PathCommand.LineTo -> path.lineTo(c.x, c.y)
                is PathCommand.QuadTo -> path.quadTo(c.cx, c.cy, c.x, c.y)
                is PathCommand.CubicTo -> path.curveTo(c.c1x, c.c1y, c.c2x, c.c2y, c.x, c.y)
                PathCommand.Close -> path.closePath()
            }
        }
        shape(path, fill, pen)
    }

    override fun text(text: String, x: Float, y: Float, size: Float, bold: Boolean, role: FontRole, anchor: TextAnchor, argb: Int) {
        val family = fontFamilies(role).firstOrNull { it in installed } ?: Font.SERIF
        g.font = Font(family, if (bold) Font.BOLD else Font.PLAIN, 1).deriveFont(size)
        val m = g.fontMetrics
        val w = m.stringWidth(text)
        val left = when (anchor) {
            TextAnchor.START -> x
            TextAnchor.MIDDLE -> x - w / 2f
            TextAnchor.END -> x - w
        }
        g.color = AwtColor(argb, true)
        g.drawString(text, left, y + (m.ascent - m.descent) / 2f)
    }
}
