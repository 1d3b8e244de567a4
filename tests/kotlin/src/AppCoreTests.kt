package app.xiangqi.tests

import app.xiangqi.core.*
import app.xiangqi.online.startAppForTest
import java.util.concurrent.LinkedBlockingQueue
import java.util.concurrent.TimeUnit
import java.util.concurrent.atomic.AtomicLong
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertTrue
import org.junit.Assert.fail
import org.junit.Before
import org.junit.Test

/** The whole app through the bindings, as a shell meets it: views in, events out. */
class AppCoreTests {
    private class Recording : AppShell {
        val views = LinkedBlockingQueue<AppView>()
        val effects = LinkedBlockingQueue<Effect>()
        override fun render(view: AppView) {
            views.add(view)
        }
        override fun effect(effect: Effect) {
            effects.add(effect)
        }
    }

    private class TestClock(start: Long) : WallClock {
        val now = AtomicLong(start)
        override fun nowMs(): ULong = now.get().toULong()
    }

    private lateinit var shell: Recording
    private lateinit var clock: TestClock
    private lateinit var core: AppCore

    @Before
    fun setUp() {
        shell = Recording()
        clock = TestClock(1_796_126_400_000)
        core = startAppForTest(Lang.EN, clock, 40uL, "http://127.0.0.1:8080", shell)
    }

    @After
    fun tearDown() {
        core.shutdown()
        core.close()
    }

    private fun send(event: Event) {
        core.send(event)
        core.settle()
    }

    private fun press(action: Action) = send(Event.Action(action))

    private fun tap(point: String) = send(Event.Board(BoardGesture.Tap(point)))

    private fun top(): ScreenView = core.view().stack.last()

    private fun twoPlayerGame() {
        press(Action.OpenNewGame)
        send(Event.Choose(Field.MODE, 1u))
        press(Action.StartGame)
    }

    @Test
    fun homeOffersTheMenuInTheDevicesLanguage() {
        val home = (top() as ScreenView.Home).home
        assertEquals("New game", home.menu.first().label)
        assertTrue(home.daily.title.startsWith("Puzzle of the day"))
        assertTrue(shell.views.isNotEmpty())
    }

    @Test
    fun aMoveByTwoTapsIsShownWithItsEffects() {
        twoPlayerGame()
        tap("h2")
        tap("e2")
        val game = (top() as ScreenView.Game).game
        assertEquals(listOf("C2.5"), game.board.moves)
        assertEquals(Side.BLACK, game.board.bottom)
        val effects = generateSequence { shell.effects.poll() }.toList()
        assertTrue(effects.any { it is Effect.Announce })
        assertTrue(effects.any { it == Effect.PlaySound(Cue.MOVE) })
        val scene = core.boardScene(900f, 1000f, 1f)
        assertEquals(32, scene.pieces.size)
    }

    @Test
    fun aFlagFallsOnTheHeartbeatOfATestClock() {
        press(Action.OpenNewGame)
        send(Event.Choose(Field.MODE, 1u))
        send(Event.Choose(Field.CLOCK, 1u)) // 30 s per move
        press(Action.StartGame)
        clock.now.addAndGet(46_000)
        core.tick()
        core.settle()
        val game = (top() as ScreenView.Game).game
        assertNotNull("lost on time", game.result)
    }

    /** A point the core never gave out is `BadInput` (not an internal error), and the app runs on. */
    @Test
    fun aMadeUpPointIsBadInputAndTheAppRunsOn() {
        twoPlayerGame()
        for (point in listOf("z9", "", "a10")) {
            try {
                core.send(Event.Board(BoardGesture.Tap(point)))
                fail("accepted the point \"$point\"")
            } catch (e: XiangqiException.BadInput) {
            }
        }
        tap("h2")
        tap("e2")
        val game = (top() as ScreenView.Game).game
        assertEquals(1, game.board.moves.size)
    }

    /** How long lifting the current view into Kotlin takes (printed, not asserted). */
    @Test
    fun liftingAGameScreensViewIntoKotlin() {
        twoPlayerGame()
        for (mv in listOf("h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "b0c2", "a9b9")) {
            tap(mv.substring(0, 2))
            tap(mv.substring(2, 4))
        }
        repeat(200) { core.view() }
        val ns = LongArray(2000) {
            val t = System.nanoTime()
            core.view()
            System.nanoTime() - t
        }
        ns.sort()
        val us = { q: Double -> ns[((ns.size - 1) * q).toInt()] / 1000.0 }
        println("lift AppView (game screen, 8 plies) into Kotlin: median %.1f us, p99 %.1f us".format(us(0.5), us(0.99)))
        val game = (top() as ScreenView.Game).game
        assertEquals(8, game.board.moves.size)
        // The shell's renders arrive in order, the last one being the view now.
        var last: AppView? = null
        while (true) last = shell.views.poll(0, TimeUnit.MILLISECONDS) ?: break
        assertEquals(core.view(), last)
    }
}
