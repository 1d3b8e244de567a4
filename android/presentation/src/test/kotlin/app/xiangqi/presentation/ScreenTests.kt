package app.xiangqi.presentation

import app.xiangqi.core.Lang
import app.xiangqi.core.PieceFaces
import app.xiangqi.core.Primitive
import app.xiangqi.core.Side
import app.xiangqi.core.Stage
import app.xiangqi.core.Style
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Before
import org.junit.Test
import java.io.File
import kotlin.math.abs

/** Start-up, settings, records and the painter. */
class ScreenTests {
    private lateinit var device: Device

    @Before
    fun setUp() {
        device = Device(Device.tempDir("screens"))
    }

    @After
    fun tearDown() {
        device.close()
    }

    @Test
    fun aCorruptDatabaseIsAMessageAndRecovers() {
        File(device.path).writeBytes(ByteArray(8192) { (it * 31 + 7).toByte() })
        val p = StartupPresenter(device.opener, Lang.EN, device.scope, device.background)
        p.onEvent(StartupEvent.Open)
        val damaged = p.state.await("the verdict") { it !is Startup.Opening } as Startup.Damaged
        assertTrue(damaged.message.isNotEmpty())
        p.onEvent(StartupEvent.Recover)
        val ready = p.settled()
        assertTrue("recovered: $ready", ready is Startup.Ready)
        (ready as Startup.Ready).app.use { assertEquals(Lang.EN, it.lang()) }
    }

    @Test
    fun settingsAreKeptAndTheGameShowsThem() {
        val p = SettingsPresenter(device.app, device.preferences, device.feedback, device.scope, device.background)
        p.state.await("settings") { it.settings != null }
        p.onEvent(SettingsEvent.StageChosen(Stage.LACKBRETT))
        p.onEvent(SettingsEvent.Faces(PieceFaces.CHARACTERS))
        p.onEvent(SettingsEvent.Notation(Style.ICCS))
        p.onEvent(SettingsEvent.Language(Lang.EN))
        p.onEvent(SettingsEvent.HapticsOn(false))
        p.onEvent(SettingsEvent.Music(true))
        p.onEvent(SettingsEvent.PreviewSize(360f, 400f))
        val s = p.settled()
        assertEquals(32, s.preview!!.pieces.size)
        assertTrue(device.sound.musicOn)
        device.close()
        // Started again: the same choices.
        device = Device(device.dir)
        device.preferences.haptics = false // the device's own preferences file, kept too
        val again = SettingsPresenter(device.app, device.preferences, device.feedback, device.scope, device.background)
        val kept = again.state.await("settings") { it.settings != null }
        val k = kept.settings!!
        assertEquals(Stage.LACKBRETT, k.stage)
        assertEquals(PieceFaces.CHARACTERS, k.pieceFaces)
        assertEquals(Style.ICCS, k.notation)
        assertEquals(Lang.EN, k.language)
        assertTrue(k.music)
        assertFalse(kept.haptics)
        // A game shows them: ICCS moves, no haptics.
        val game = device.game(GameStart.New(twoPlayers()))
        game.onEvent(GameEvent.Board(BoardGesture.Resized(BOARD_W, BOARD_H)))
        game.onEvent(GameEvent.Start)
        val g = game.state.await("the game") { it.board.scene != null }
        game.onEvent(GameEvent.Board(tapAt(g.board, "h2")))
        game.onEvent(GameEvent.Board(tapAt(g.board, "e2")))
        assertEquals(listOf("h2e2"), game.settled().moves)
        assertTrue(device.haptics.isEmpty())
    }

    @Test
    fun recordsListFinishedGames() {
        val game = device.game(GameStart.New(twoPlayers()))
        game.onEvent(GameEvent.Start)
        game.onEvent(GameEvent.Resign)
        assertTrue(game.state.await("resigned") { it.over }.status.isNotEmpty())
        val r = RecordsPresenter(device.app, device.scope, device.background)
        val records = r.state.await("records") { !it.loading }
        assertEquals(1, records.games.size)
        assertEquals(1, records.statistics!!.finishedGames.toInt())
        r.onEvent(RecordsEvent.Delete(records.games.single().id))
        assertTrue(r.settled().games.isEmpty())
    }

    @Test
    fun thePainterPutsThePieceColoursAtThePieceCentres() {
        val game = device.game(GameStart.New(twoPlayers()))
        game.onEvent(GameEvent.Board(BoardGesture.Resized(360f, 400f)))
        val scene = game.state.await("the scene") { it.board.scene != null }.board.scene!!
        val canvas = Java2DCanvas(scene.width.toInt(), scene.height.toInt())
        ScenePainter.paint(scene, canvas)
        val img = canvas.image
        assertEquals(32, scene.pieces.size)
        for (sprite in scene.pieces) {
            val disc = scene.primitives[sprite.first.toInt()] as Primitive.Circle
            val body = ScenePainter.argb(disc.fill!!)
            val (cx, cy, r) = Triple(sprite.center.x, sprite.center.y, sprite.radius)
            for ((dx, dy) in listOf(0f to 0.71f, -0.71f to 0f, 0.71f to 0f)) {
                val p = img.getRGB((cx + dx * r).toInt(), (cy + dy * r).toInt())
                assertTrue("${sprite.point}: ${Integer.toHexString(p)} vs ${Integer.toHexString(body)}", close(p, body))
            }
            val light = luminance(body) > 128
            assertEquals(sprite.point, sprite.piece.color == Side.RED, light)
        }
    }

    private fun close(p: Int, want: Int, tolerance: Int = 12) =
        (0..2).all { abs(((p shr (8 * it)) and 0xFF) - ((want shr (8 * it)) and 0xFF)) <= tolerance }

    private fun luminance(argb: Int) =
        0.2126 * ((argb shr 16) and 0xFF) + 0.7152 * ((argb shr 8) and 0xFF) + 0.0722 * (argb and 0xFF)
}
