package app.xiangqi.tests

import app.xiangqi.core.Side
import app.xiangqi.core.Coordinates
import app.xiangqi.core.PieceFaces
import app.xiangqi.core.Primitive
import app.xiangqi.core.Rgba
import app.xiangqi.core.Scene
import app.xiangqi.core.SceneOptions
import app.xiangqi.core.SpriteRole
import app.xiangqi.core.Stage
import app.xiangqi.core.XiangqiException
import app.xiangqi.core.buildScene
import app.xiangqi.core.defaultSceneOptions
import app.xiangqi.core.pointAt
import app.xiangqi.core.sceneToSvg
import java.awt.image.BufferedImage
import kotlin.math.abs
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Assert.fail
import org.junit.Test

const val START_FEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"

/** The middle game of the README's pictures, after Black's checking move h5e5. */
const val MARKS_FEN = "2baka1nr/9/2n5b/p1p1p1r1p/C3c4/8P/P1P1PNP2/N2c3C1/6R2/2BAKAB1R w - - 13 16"

/** The board scene through the bindings, painted by the JVM painter. */
class SceneTests {
    private val painter = ScenePainter()

    private fun options(stage: Stage, faces: PieceFaces, bottom: Side = Side.RED): SceneOptions =
        defaultSceneOptions(720f, 792f).copy(stage = stage, faces = faces, bottom = bottom)

    private fun argb(c: Rgba) = (c.a.toInt() shl 24) or (c.r.toInt() shl 16) or (c.g.toInt() shl 8) or c.b.toInt()

    private fun close(pixel: Int, want: Rgba, tolerance: Int = 10): Boolean {
        val w = argb(want)
        return (0..2).all { abs(((pixel shr (8 * it)) and 0xFF) - ((w shr (8 * it)) and 0xFF)) <= tolerance }
    }

    private fun luminance(c: Rgba) = 0.2126 * c.r.toInt() + 0.7152 * c.g.toInt() + 0.0722 * c.b.toInt()

    private fun pixel(img: BufferedImage, x: Float, y: Float) = img.getRGB(x.toInt(), y.toInt())

    @Test
    fun paintedPieceCentresCarryThePieceColours() {
        for (stage in Stage.values()) {
            for (faces in PieceFaces.values()) {
                for (bottom in Side.values()) {
                    val scene = buildScene(START_FEN, null, null, null, options(stage, faces, bottom))
                    assertEquals(32, scene.pieces.size)
                    val img = painter.paint(scene)
                    for (sprite in scene.pieces) {
                        val disc = scene.primitives[sprite.first.toInt()] as Primitive.Circle
                        val body = disc.fill!!
                        val ring = disc.stroke!!.color
                        val (cx, cy, r) = Triple(sprite.center.x, sprite.center.y, sprite.radius)
                        val where = "$stage $faces $bottom ${sprite.point}"
                        // The lacquer inside the inner ring, around the face.
                        for ((dx, dy) in listOf(0f to 0.71f, -0.71f to 0f, 0.71f to 0f)) {
                            val p = pixel(img, cx + dx * r, cy + dy * r)
                            assertTrue("$where body ${Integer.toHexString(p)}", close(p, body))
                        }
                        // The metal ring.
                        val p = pixel(img, cx, cy + 0.935f * r)
                        assertTrue("$where ring ${Integer.toHexString(p)}", close(p, ring))
                        // Red pieces are light lacquer, black ones dark.
                        val light = luminance(body) > 128
                        assertEquals(where, sprite.piece.color == Side.RED, light)
                    }
                }
            }
        }
    }

    @Test
    fun everySpriteCentreHitsItsPoint() {
        for (bottom in Side.values()) {
            val o = options(Stage.PROBE, PieceFaces.CHARACTERS, bottom)
            val scene = buildScene(START_FEN, null, null, null, o)
            for (s in scene.pieces) {
                assertEquals(s.point, pointAt(o, s.center.x, s.center.y))
            }
            val a = scene.pieces.first { it.point == "a0" }
            val b = scene.pieces.first { it.point == "b0" }
            assertNull(pointAt(o, (a.center.x + b.center.x) / 2, a.center.y))
            assertNull(pointAt(o, -5f, -5f))
        }
    }

    @Test
    fun theMoveHelperMarksArriveWithTheScene() {
        val o = options(Stage.BUEHNE, PieceFaces.PICTURES).copy(coordinates = Coordinates.ICCS)
        val scene: Scene = buildScene(MARKS_FEN, "h5e5", "f3", "f3e5", o)
        // Blocked targets of the f3 horse: d2, h2, d4, h4 (legs e3, g3), g1 (own piece), g5
        // (check from e5): six crosses, four blockers.
        assertEquals(6, scene.primitives.count { it is Primitive.Cross })
        assertEquals(4, scene.primitives.count { it is Primitive.Circle && it.fill == null && it.stroke?.dash?.isNotEmpty() == true })
        assertTrue(scene.pieces.all { it.role == SpriteRole.RESTING })
        val img = painter.paint(scene)
        assertEquals(720, img.width)
        val svg = sceneToSvg(scene)
        assertTrue(svg.startsWith("<svg"))
        // The pieces' characters are embedded as paths (no font needed to show them).
        assertTrue(svg.contains("<g aria-label="))
    }

    @Test
    fun badInputIsATypedError() {
        try {
            buildScene("not a fen", null, null, null, options(Stage.PROBE, PieceFaces.PICTURES))
            fail("a bad FEN builds no scene")
        } catch (e: XiangqiException.BadFen) {
        }
        try {
            buildScene(START_FEN, null, "z9", null, options(Stage.PROBE, PieceFaces.PICTURES))
            fail("a bad point builds no scene")
        } catch (e: XiangqiException.BadInput) {
            assertTrue(e.message!!.contains("z9"))
        }
    }
}
