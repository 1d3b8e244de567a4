package app.xiangqi.tests

import app.xiangqi.core.*
import java.io.File
import java.util.concurrent.Executors
import java.util.concurrent.TimeUnit
import java.util.concurrent.atomic.AtomicInteger
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Assert.fail
import org.junit.Before
import org.junit.Test

/** The whole app through the bindings, as a shell meets it: views in, events out. */
class AppCoreTests {
    private lateinit var app: TestApp

    @Before
    fun setUp() {
        app = TestApp.inMemory()
    }

    @After
    fun tearDown() {
        app.close()
    }

    @Test
    fun homeOffersTheMenuInTheDevicesLanguage() {
        val home = (app.top() as ScreenView.Home).home
        assertEquals("New game", home.newGame.label)
        assertEquals("Puzzle of the day", home.daily!!.title)
        assertTrue(app.shell.views.isNotEmpty())
    }

    @Test
    fun aMoveByTwoTapsIsShownWithItsEffects() {
        app.twoPlayerGame()
        app.tap("h2")
        app.tap("e2")
        val game = app.game()
        assertEquals(listOf("C2.5"), game.board.moves)
        assertEquals(Side.BLACK, game.board.bottom)
        val effects = generateSequence { app.shell.effects.poll() }.toList()
        assertTrue(effects.any { it is Effect.Announce })
        assertTrue(effects.any { it == Effect.PlaySound(Cue.MOVE) })
        val scene = app.core.boardScene(900f, 1000f, 1f)
        assertEquals(32, scene.pieces.size)
    }

    /** A drag from the piece's pixels to the target's: the scene follows the finger, the drop plays. */
    @Test
    fun aPieceDraggedAndDroppedIsPlayed() {
        app.twoPlayerGame()
        app.send(Event.BoardResized(720f, 792f))
        fun centre(point: String) = app.view().boardPoints.first { it.point == point }.center
        val from = centre("b0")
        assertEquals("b0", app.core.pointAt(720f, 792f, from.x, from.y))
        app.send(Event.Board(BoardGesture.DragStart("b0", from.x, from.y)))
        val to = centre("c2")
        app.send(Event.Board(BoardGesture.DragMove("c2", to.x, to.y)))
        val dragged = app.core.boardScene(720f, 792f, 1f).pieces.first { it.role == SpriteRole.DRAGGED }
        assertEquals("b0", dragged.point)
        assertEquals(to.x, dragged.center.x, 0.5f)
        app.send(Event.Board(BoardGesture.DragEnd("c2")))
        assertEquals(1, app.game().board.moves.size)
        assertEquals("b0c2", app.game().board.lastMove)
    }

    @Test
    fun theComputerAnswersFromItsOwnThread() {
        app.press(Action.OpenNewGame)
        app.press(Action.StartGame)
        app.tap("h2")
        app.tap("e2")
        val v = app.waitFor("the computer's reply") { (it.stack.last() as ScreenView.Game).game.board.moves.size == 2 }
        val board = (v.stack.last() as ScreenView.Game).game.board
        assertEquals(Side.RED, board.sideToMove)
        assertTrue(board.canUndo)
        app.press(Action.Undo)
        assertEquals(0, app.game().board.moves.size)
    }

    @Test
    fun aFlagFallsOnTheHeartbeatOfATestClock() {
        app.press(Action.OpenNewGame)
        app.choose(Field.MODE, 1)
        app.choose(Field.CLOCK, 1) // 30 s per move
        app.press(Action.StartGame)
        app.clock!!.now.addAndGet(46_000)
        app.core.tick()
        app.core.settle()
        assertNotNull("lost on time", app.game().result)
    }

    /** A point the core never gave out is `BadInput` (not an internal error), and the app runs on. */
    @Test
    fun aMadeUpPointIsBadInputAndTheAppRunsOn() {
        app.twoPlayerGame()
        for (point in listOf("z9", "", "a10")) {
            try {
                app.core.send(Event.Board(BoardGesture.Tap(point)))
                fail("accepted the point \"$point\"")
            } catch (e: XiangqiException.BadInput) {
            }
        }
        app.tap("h2")
        app.tap("e2")
        assertEquals(1, app.game().board.moves.size)
    }

    /** Shells send from any thread while others read views and scenes: nothing breaks, nothing is lost. */
    @Test
    fun eventsFromSeveralThreadsAreAppliedInTurn() {
        app.twoPlayerGame()
        val pool = Executors.newFixedThreadPool(6)
        val errors = AtomicInteger()
        repeat(12) { i ->
            pool.submit {
                try {
                    repeat(20) {
                        app.core.view()
                        app.core.boardScene(400f, 440f, 1f)
                        app.core.send(Event.Board(BoardGesture.Tap(if (i % 2 == 0) "h0" else "b0")))
                    }
                } catch (e: Throwable) {
                    errors.incrementAndGet()
                    e.printStackTrace()
                }
            }
        }
        pool.shutdown()
        assertTrue(pool.awaitTermination(60, TimeUnit.SECONDS))
        app.core.settle()
        assertEquals(0, errors.get())
        // Only taps that select and deselect were sent: no move, and the app still plays.
        assertEquals(0, app.game().board.moves.size)
        app.tap("h0")
        app.tap("e0")
        app.tap("h2")
        app.tap("e2")
        assertEquals(1, app.game().board.moves.size)
    }

    /** How long lifting the current view into Kotlin takes (printed, not asserted). */
    @Test
    fun liftingAGameScreensViewIntoKotlin() {
        app.twoPlayerGame()
        for (mv in listOf("h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "b0c2", "a9b9")) {
            app.tap(mv.substring(0, 2))
            app.tap(mv.substring(2, 4))
        }
        repeat(200) { app.core.view() }
        val ns = LongArray(2000) {
            val t = System.nanoTime()
            app.core.view()
            System.nanoTime() - t
        }
        ns.sort()
        val us = { q: Double -> ns[((ns.size - 1) * q).toInt()] / 1000.0 }
        println("lift AppView (game screen, 8 plies) into Kotlin: median %.1f us, p99 %.1f us".format(us(0.5), us(0.99)))
        assertEquals(8, app.game().board.moves.size)
        // The shell's renders arrive in order, the last one being the view now.
        var last: AppView? = null
        while (true) last = app.shell.views.poll(0, TimeUnit.MILLISECONDS) ?: break
        assertEquals(app.core.view(), last)
    }
}

/** The app on a database file, as the phone keeps it between launches. */
class RestartTests {
    private lateinit var dir: File

    @Before
    fun setUp() {
        dir = testDir("restart")
    }

    @After
    fun tearDown() {
        dir.deleteRecursively()
    }

    @Test
    fun aGameAndTheSettingsSurviveARestart() {
        val path = File(dir, "app.db").path
        val before = TestApp.onFile(path).use { first ->
            first.openSettings()
            val iccs = first.choice(Field.NOTATION).options.indexOfFirst { it.label == "ICCS" }
            assertTrue("an ICCS option", iccs >= 0)
            first.choose(Field.NOTATION, iccs)
            first.send(Event.Back)
            first.twoPlayerGame()
            for (mv in listOf("h2e2", "h9g7", "h0g2")) {
                first.tap(mv.substring(0, 2))
                first.tap(mv.substring(2, 4))
            }
            first.game().board
        }
        assertEquals(listOf("h2e2", "h9g7", "h0g2"), before.moves)

        TestApp.onFile(path).use { second ->
            val home = (second.top() as ScreenView.Home).home
            val row = home.unfinished.single()
            second.press(row.action!!)
            val after = second.game().board
            assertEquals(before.fen, after.fen)
            assertEquals(before.moves, after.moves)
            assertEquals(Side.BLACK, after.sideToMove)
        }
    }

    @Test
    fun aDamagedDatabaseIsMovedAsideAndTheFirstViewSaysSo() {
        val bad = File(dir, "broken.db")
        bad.writeText("this is not a database, it is a shopping list\n".repeat(200))
        TestApp.onFile(bad.path).use { app ->
            assertNotNull("a banner tells what happened", app.view().banner)
            val home = (app.top() as ScreenView.Home).home
            assertTrue(home.unfinished.isEmpty())
        }
        assertTrue(dir.listFiles()!!.any { it.name.startsWith("broken.db.corrupt") })
        // Started again, the fresh file opens without a word.
        TestApp.onFile(bad.path).use { app -> assertNull(app.view().banner) }
    }
}
