package app.xiangqi.tests

import app.xiangqi.core.*
import java.io.File
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertTrue
import org.junit.Before
import org.junit.Test

/** The board's touches through the bindings: what a Canvas gesture handler forwards. */
class BoardTests {
    private lateinit var dir: File
    private val w = 720f
    private val h = 792f

    @Before
    fun setUp() {
        val base = File(System.getenv("XIANGQI_TEST_DIR") ?: System.getProperty("java.io.tmpdir"))
        dir = File(base, "b-" + System.nanoTime())
        dir.mkdirs()
    }

    @After
    fun tearDown() {
        dir.deleteRecursively()
    }

    private fun twoPlayers(app: XiangqiApp) = app.newGame(
        NewGameConfig(
            mode = Mode.TwoPlayers,
            handicap = null,
            fen = null,
            house = HouseRules(perpetualCheckOnly = false, stalemateIsDraw = false, computerHandicap = null),
            clock = ClockChoice.NONE,
            seed = 1uL,
        ),
    )

    /** The pixel centre of a point, found the way a view would: from the session's scene. */
    private fun centre(session: GameSession, point: String): PixelPoint =
        session.accessibility(w, h).first { it.point == point }.center

    @Test
    fun tapTapPlaysAndDragDropPlays() {
        val app = XiangqiApp.openWithStrongTime(File(dir, "x.db").path, 60uL)
        val session = twoPlayers(app)
        val c = centre(session, "b0")
        assertEquals("b0", session.pointAt(w, h, c.x, c.y))
        val selected = session.tap("b0")
        assertEquals(InputAction.Selected("b0"), selected.action)
        assertEquals(Redraw.MARKS, selected.redraw)
        val played = session.tap("c2")
        assertEquals(InputAction.Played("b0c2"), played.action)
        assertNotNull(played.report)
        assertTrue(played.sounds.contains(Sound.MOVE))
        // Black drags a horse; the scene shows it under the finger, the drop plays it.
        val start = session.dragStart("h9", centre(session, "h9"))
        assertEquals(InputAction.DragStarted("h9"), start.action)
        val finger = centre(session, "g7")
        session.dragMove("g7", finger)
        val lifted = session.scene(w, h, 1f).pieces.first { it.role == SpriteRole.DRAGGED }
        assertEquals(finger, lifted.center)
        val dropped = session.dragEnd("g7")
        assertEquals(InputAction.Played("h9g7"), dropped.action)
        assertEquals(2u, session.view().ply)
        // A blocked target is refused with its reason and the blocker (the elephant on g0).
        session.tap("h0")
        val refused = session.tap("f1")
        val refusal = (refused.action as InputAction.Refused).refusal
        assertEquals(Refusal.Blocked("f1", BlockReason.HORSE_LEG, "g0"), refusal)
        assertTrue(refused.message!!.isNotEmpty())
    }

    @Test
    fun aPadAsksForTheMoveAndShowsTheAnswer() {
        val rookEnding = "3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1"
        val app = XiangqiApp.openWithStrongTime(File(dir, "p.db").path, 60uL)
        val pad = BoardPad(rookEnding, app.settings())
        pad.tap("e1")
        val out = pad.tap("d1")
        assertEquals("e1d1", out.play)
        pad.show("3k5/9/9/9/9/9/9/9/3R5/4K4 b - - 1 1", "e1d1", true)
        val moving = pad.scene(w, h, 0.5f).pieces.single { it.role == SpriteRole.MOVING }
        assertEquals("d1", moving.point)
        assertEquals(90, pad.accessibility(w, h).size)
    }
}
