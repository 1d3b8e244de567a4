package app.xiangqi.tests

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
import app.xiangqi.core.fontFamilies
import java.awt.BasicStroke
import java.awt.Font
import java.awt.Graphics2D
import java.awt.GraphicsEnvironment
import java.awt.RenderingHints
import java.awt.Shape
import java.awt.geom.Ellipse2D
import java.awt.geom.Line2D
import java.awt.geom.Path2D
import java.awt.geom.RoundRectangle2D
import java.awt.image.BufferedImage
import kotlin.math.ceil
import java.awt.Color as AwtColor

/**
 * Paints a core [Scene] with Java2D: the whole painter an app needs (the Compose and
 * SwiftUI painters walk the same list the same way). Every colour, width and size comes
 * from the primitives; the only choice made here is which installed font serves a role.
 */
class ScenePainter {
    private val installed = GraphicsEnvironment.getLocalGraphicsEnvironment()
        .availableFontFamilyNames.toSet()
    private val families = FontRole.values().associateWith { role ->
        fontFamilies(role).firstOrNull { it in installed } ?: Font.SERIF
    }

    fun paint(scene: Scene): BufferedImage {
        val img = BufferedImage(ceil(scene.width).toInt(), ceil(scene.height).toInt(), BufferedImage.TYPE_INT_ARGB)
        val g = img.createGraphics()
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON)
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON)
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE)
        for (p in scene.primitives) draw(g, p)
        g.dispose()
        return img
    }

    private fun color(c: Rgba) = AwtColor(c.r.toInt(), c.g.toInt(), c.b.toInt(), c.a.toInt())

    private fun stroke(s: Stroke) = BasicStroke(
        s.width,
        when (s.cap) {
            LineCap.BUTT -> BasicStroke.CAP_BUTT
            LineCap.ROUND -> BasicStroke.CAP_ROUND
            LineCap.SQUARE -> BasicStroke.CAP_SQUARE
        },
        when (s.join) {
            LineJoin.MITER -> BasicStroke.JOIN_MITER
            LineJoin.ROUND -> BasicStroke.JOIN_ROUND
            LineJoin.BEVEL -> BasicStroke.JOIN_BEVEL
        },
        10f,
        if (s.dash.isEmpty()) null else s.dash.toFloatArray(),
        0f,
    )

    private fun shape(g: Graphics2D, shape: Shape, fill: Rgba?, outline: Stroke?) {
        if (fill != null) {
            g.color = color(fill)
            g.fill(shape)
        }
        if (outline != null) {
            g.color = color(outline.color)
            g.stroke = stroke(outline)
            g.draw(shape)
        }
    }

    private fun draw(g: Graphics2D, p: Primitive) {
        when (p) {
            is Primitive.Rect -> shape(
                g,
                RoundRectangle2D.Float(p.x, p.y, p.width, p.height, 2 * p.cornerRadius, 2 * p.cornerRadius),
                p.fill,
                p.stroke,
            )
            is Primitive.Line -> shape(g, Line2D.Float(p.from.x, p.from.y, p.to.x, p.to.y), null, p.stroke)
            is Primitive.Polyline -> {
                val path = Path2D.Float()
                p.points.forEachIndexed { i, pt -> if (i == 0) path.moveTo(pt.x, pt.y) else path.lineTo(pt.x, pt.y) }
                shape(g, path, null, p.stroke)
            }
            is Primitive.Circle -> shape(
                g,
                Ellipse2D.Float(p.center.x - p.radius, p.center.y - p.radius, 2 * p.radius, 2 * p.radius),
                p.fill,
                p.stroke,
            )
            is Primitive.Path -> {
                val rule = if (p.fillRule == FillRule.EVEN_ODD) Path2D.WIND_EVEN_ODD else Path2D.WIND_NON_ZERO
                val path = Path2D.Float(rule)
                for (c in p.commands) {
                    when (c) {
                        is PathCommand.MoveTo -> path.moveTo(c.x, c.y)
                        is PathCommand.LineTo -> path.lineTo(c.x, c.y)
                        is PathCommand.QuadTo -> path.quadTo(c.cx, c.cy, c.x, c.y)
                        is PathCommand.CubicTo -> path.curveTo(c.c1x, c.c1y, c.c2x, c.c2y, c.x, c.y)
                        PathCommand.Close -> path.closePath()
                    }
                }
                shape(g, path, p.fill, p.stroke)
            }
            is Primitive.Text -> {
                val style = if (p.weight == FontWeight.BOLD) Font.BOLD else Font.PLAIN
                g.font = Font(families.getValue(p.role), style, 1).deriveFont(p.size)
                val m = g.fontMetrics
                val w = m.stringWidth(p.text)
                val x = when (p.anchor) {
                    TextAnchor.START -> p.position.x
                    TextAnchor.MIDDLE -> p.position.x - w / 2f
                    TextAnchor.END -> p.position.x - w
                }
                // The position is the vertical centre of the text.
                val baseline = p.position.y + (m.ascent - m.descent) / 2f
                g.color = color(p.color)
                g.drawString(p.text, x, baseline)
            }
            is Primitive.Cross -> {
                val (x, y, d) = Triple(p.center.x, p.center.y, p.size)
                val path = Path2D.Float()
                path.moveTo(x - d, y - d)
                path.lineTo(x + d, y + d)
                path.moveTo(x - d, y + d)
                path.lineTo(x + d, y - d)
                shape(g, path, null, p.stroke)
            }
        }
    }
}
