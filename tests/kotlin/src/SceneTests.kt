package app.xiangqi.tests

import app.xiangqi.core.*
import java.awt.image.BufferedImage
import kotlin.math.abs
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Before
import org.junit.Test

/** The board scene of the game on screen (`AppCore.boardScene`), painted by the JVM painter. */
class SceneTests {
    private val painter = ScenePainter()
    private val w = 720f
    private val h = 792f
    private lateinit var app: TestApp

    @Before
    fun setUp() {
        app = TestApp.inMemory()
    }

    @After
    fun tearDown() {
        app.close()
    }

    private fun scene(): Scene = app.core.boardScene(w, h, 1f)

    /** Sets the stage and the faces (their options' indices) in the settings, then starts a two-player game. */
    private fun gameWith(stage: Int, faces: Int) {
        app.openSettings()
        app.choose(Field.STAGE, stage)
        app.choose(Field.PIECE_FACES, faces)
        app.send(Event.Back)
        app.twoPlayerGame()
    }

    private fun argb(c: Rgba) = (c.a.toInt() shl 24) or (c.r.toInt() shl 16) or (c.g.toInt() shl 8) or c.b.toInt()

    private fun close(pixel: Int, want: Rgba, tolerance: Int = 10): Boolean {
        val w = argb(want)
        return (0..2).all { abs(((pixel shr (8 * it)) and 0xFF) - ((w shr (8 * it)) and 0xFF)) <= tolerance }
    }

    private fun luminance(c: Rgba) = 0.2126 * c.r.toInt() + 0.7152 * c.g.toInt() + 0.0722 * c.b.toInt()

    private fun pixel(img: BufferedImage, x: Float, y: Float) = img.getRGB(x.toInt(), y.toInt())

    @Test
    fun paintedPieceCentresCarryThePieceColours() {
        app.openSettings()
        val stages = app.optionCount(Field.STAGE)
        val faces = app.optionCount(Field.PIECE_FACES)
        app.send(Event.Back)
        assertTrue(stages >= 3 && faces >= 3)
        for (stage in 0 until stages) {
            for (face in 0 until faces) {
                gameWith(stage, face)
                // Red at the bottom, then (two players: the board turns) Black.
                for (turn in 0..1) {
                    val scene = scene()
                    assertEquals(32, scene.pieces.size)
                    val img = painter.paint(scene)
                    for (sprite in scene.pieces) {
                        val disc = scene.primitives[sprite.first.toInt()] as Primitive.Circle
                        val body = disc.fill!!
                        val ring = disc.stroke!!.color
                        val (cx, cy, r) = Triple(sprite.center.x, sprite.center.y, sprite.radius)
                        val where = "stage $stage faces $face turn $turn ${sprite.point}"
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
                    if (turn == 0) {
                        app.tap("h2")
                        app.tap("e2")
                        assertEquals(Side.BLACK, app.game().board.bottom)
                    }
                }
                app.send(Event.Back)
            }
        }
    }

    @Test
    fun everySpriteCentreHitsItsPoint() {
        app.twoPlayerGame()
        for (turn in 0..1) {
            val scene = scene()
            for (s in scene.pieces) {
                assertEquals(s.point, app.core.pointAt(w, h, s.center.x, s.center.y))
            }
            val a = scene.pieces.first { it.point == "a0" }
            val b = scene.pieces.first { it.point == "b0" }
            assertNull(app.core.pointAt(w, h, (a.center.x + b.center.x) / 2, a.center.y))
            assertNull(app.core.pointAt(w, h, -5f, -5f))
            app.tap("h2")
            app.tap("e2")
        }
    }

    @Test
    fun theMoveHelperMarksArriveWithTheScene() {
        app.twoPlayerGame()
        val before = scene().primitives.size
        // The b0 horse: three free targets (a2, c2, d1), each marked.
        app.tap("b0")
        val marks = scene()
        assertTrue("marks added", marks.primitives.size >= before + 3)
        assertTrue(marks.pieces.all { it.role == SpriteRole.RESTING })
        assertEquals(720, painter.paint(marks).width)
        app.tap("b0") // deselected: the marks go
        assertEquals(before, scene().primitives.size)
    }
}
