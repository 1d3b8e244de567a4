package app.xiangqi.tests

import app.xiangqi.core.*
import java.io.File
import java.util.concurrent.CountDownLatch
import java.util.concurrent.Executors
import java.util.concurrent.TimeUnit
import java.util.concurrent.atomic.AtomicInteger
import java.util.concurrent.atomic.AtomicReference
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Assert.fail
import org.junit.Before
import org.junit.Test

/** The binding tests: what the Android app does, through the generated Kotlin API. */
class AppTests {
    private lateinit var dir: File

    @Before
    fun setUp() {
        val base = File(System.getenv("XIANGQI_TEST_DIR") ?: System.getProperty("java.io.tmpdir"))
        dir = File(base, "t-" + System.nanoTime())
        dir.mkdirs()
    }

    @After
    fun tearDown() {
        dir.deleteRecursively()
    }

    private fun db(name: String = "xiangqi.db") = File(dir, name).path

    /** Master Wang and the hint think 60 ms here, so tests stay fast. */
    private fun openApp(name: String = "xiangqi.db") = XiangqiApp.openWithStrongTime(db(name), 60uL)

    private fun options(
        level: Level? = null,
        human: Side = Side.RED,
        handicap: Handicap? = null,
        fen: String? = null,
        clock: ClockChoice = ClockChoice.NONE,
    ) = NewGameConfig(
        mode = if (level == null) Mode.TwoPlayers else Mode.VsComputer(level, if (human == Side.RED) Side.BLACK else Side.RED),
        handicap = handicap,
        fen = fen,
        house = HouseRules(perpetualCheckOnly = false, stalemateIsDraw = false, computerHandicap = null),
        clock = clock,
        seed = 7uL,
    )

    @Test
    fun wholeGameAgainstTheComputerToTheEnd() {
        val app = openApp()
        // Red (the player) has two chariots against a bare general: the game must end.
        val session = app.newGame(options(level = Level.EASY, fen = "3ak4/9/9/9/9/9/9/9/8R/R2K5 w - - 0 1"))
        var plies = 0
        while (session.view().state is GameState.Ongoing && plies < 200) {
            val view = session.view()
            if (view.computerToMove) {
                val report = session.computerMove()
                assertEquals(Side.BLACK, report.by)
                assertTrue(report.announcement.isNotEmpty())
            } else {
                val hint = session.hint()
                session.play(hint.mv)
            }
            plies++
        }
        val status = session.view().state
        assertTrue("game ended: $status", status is GameState.Finished)
        status as GameState.Finished
        assertEquals(GameResult.RED_WINS, status.result)
        assertTrue(session.view().statusText.isNotEmpty())
        val easy = app.recordByLevel().first { it.level == Level.EASY }
        assertEquals(1u, easy.record.wins)
        assertNull(app.resume())
        try {
            session.play("e1e2")
            fail("a finished game takes no moves")
        } catch (e: XiangqiException.GameOver) {
        }
    }

    @Test
    fun undoTakesBackTheMoveAndTheReply() {
        val app = openApp()
        val session = app.newGame(options(level = Level.NORMAL))
        val report = session.play("h2e2")
        assertEquals("K2.5", report.notation)
        assertTrue(report.sounds.contains(Sound.MOVE))
        val reply = session.computerMove()
        assertEquals(2u, session.view().ply)
        assertTrue(reply.mv.length == 4)
        assertTrue(session.view().canUndo)
        assertEquals(2u, session.undo())
        assertEquals(0u, session.view().ply)
        assertFalse(session.view().canUndo)
        try {
            session.undo()
            fail("nothing left to undo")
        } catch (e: XiangqiException.NothingToUndo) {
        }
    }

    @Test
    fun hintHasAMoveAndAReason() {
        val app = openApp()
        val session = app.newGame(options(level = Level.STRONG))
        val hint = session.hint()
        assertTrue(legalMoves(session.view().fen).contains(hint.mv))
        assertTrue(hint.reason.isNotBlank())
        assertTrue(hint.notation.isNotBlank())
    }

    @Test
    fun moveHelperShowsLegalBlockedAndRiskyTargets() {
        val app = openApp()
        val session = app.newGame(options())
        val cannon = session.select("h2")!!
        assertTrue(cannon.legal.any { it == "e2" })
        assertTrue(cannon.legal.any { it == "h9" }) // the capture over the screen
        val horse = session.select("b0")!!
        val leg = horse.blocked.first { it.to == "d1" }
        assertEquals(BlockReason.HORSE_LEG, leg.reason)
        assertEquals("c0", leg.blocker)
        assertTrue(leg.text.isNotBlank())
        assertNull(session.select("e4"))
        val card = session.card("h2")!!
        assertEquals(PieceKind.CANNON, card.card.piece.kind)
        assertTrue(card.gait.isNotBlank())
        assertTrue(card.card.legalMoves > 0u)
        try {
            session.select("z9")
            fail("bad point")
        } catch (e: XiangqiException.BadInput) {
        }
    }

    @Test
    fun twoPlayerHandicapGameTurnsTheBoard() {
        val app = openApp()
        val session = app.newGame(options(handicap = Handicap.CHARIOT))
        val start = session.view()
        assertTrue(start.pieces.none { it.point == "a0" })
        assertEquals(Side.RED, start.bottom)
        session.play("h2e2")
        assertEquals(Side.BLACK, session.view().bottom)
        session.playPoints("h9", "g7")
        assertEquals(Side.RED, session.view().bottom)
        assertEquals(2u, session.undo() + session.undo())
        assertEquals(start.fen, session.view().fen)
    }

    @Test
    fun resumeAfterRestartIsExact() {
        val path = db("resume.db")
        val first = XiangqiApp.openWithStrongTime(path, 60uL)
        val session = first.newGame(options(level = Level.EASY, clock = ClockChoice.PER_MOVE60))
        session.play("c3c4")
        session.computerMove()
        session.play("h0g2")
        val before = session.view()
        session.suspend()
        first.suspend()

        // "Restart": a new app object on the same file.
        val second = XiangqiApp.openWithStrongTime(path, 60uL)
        val resumed = second.resume()
        assertNotNull(resumed)
        val after = resumed!!.view()
        assertEquals(before.fen, after.fen)
        assertEquals(before.moves, after.moves)
        assertEquals(before.ply, after.ply)
        assertNotNull(after.clock)
        assertTrue(after.computerToMove)
        resumed.computerMove()
        assertEquals(4u, resumed.view().ply)
    }

    @Test
    fun computerMovesInTheBackgroundAndReportsToTheListener() {
        val app = openApp()
        val session = app.newGame(options(level = Level.STRONG, human = Side.BLACK))
        val latch = CountDownLatch(1)
        val got = AtomicReference<MoveReport>()
        val views = AtomicInteger()
        val error = AtomicReference<String>()
        val progressCount = AtomicInteger()
        session.setListener(object : GameListener {
            override fun onComputerMove(report: MoveReport) {
                got.set(report)
                latch.countDown()
            }

            override fun onProgress(progress: ProgressView) {
                progressCount.incrementAndGet()
            }

            override fun onView(view: BoardView) {
                views.incrementAndGet()
            }

            override fun onError(message: String) {
                error.set(message)
                latch.countDown()
            }
        })
        assertNotNull(session.startComputerMove())
        assertTrue(latch.await(10, TimeUnit.SECONDS))
        assertNull(error.get())
        assertEquals(Side.RED, got.get().by)
        assertTrue(progressCount.get() > 0)
        assertTrue("the listener gets the board after the move", views.get() > 0)
        assertEquals(1u, session.view().ply)
        assertNull(session.startComputerMove()) // now it is the player's turn
    }

    @Test
    fun puzzleAndDailyPuzzle() {
        val app = openApp()
        // Mate in 1: find the mating move with fresh attempts (wrong tries are not saved
        // until an attempt ends), then solve it cleanly.
        val first = app.nextPuzzle(1u.toUByte())
        val view = first.view()
        assertEquals(1, view.level.toInt())
        val mate = legalMoves(view.startFen).first { mv ->
            app.puzzle(view.id).tryMove(mv) is TryOutcome.Mate
        }
        val clean = app.puzzle(view.id)
        assertTrue(clean.tryMove(mate) is TryOutcome.Mate)
        assertTrue(clean.view().solved)
        assertTrue(clean.view().over)

        val date = "2026-11-30"
        val daily = app.daily(date)
        assertNull(daily.attempt)
        val play = app.startDaily(date)
        assertEquals(daily.puzzleId, play.view().id)
        // Saved the moment it opens: leaving the app does not hand out a fresh attempt.
        assertTrue(app.daily(date).inProgress)
        val quiet = legalMoves(play.view().fen).firstOrNull { mv ->
            val probe = app.puzzle(daily.puzzleId)
            probe.tryMove(mv).let { it is TryOutcome.Wrong && !(it as TryOutcome.Wrong).gaveCheck }
        }
        if (quiet != null) {
            assertTrue(play.tryMove(quiet) is TryOutcome.Wrong)
            assertEquals(1u, play.view().wrongTries)
        }
        val solution = play.showSolution()
        assertTrue(solution.moves.isNotEmpty())
        assertEquals(solution.moves.size, solution.notation.size)
        val after = app.daily(date)
        assertNotNull(after.attempt)
        assertFalse(after.inProgress)
        assertEquals(0u, after.attempt?.score)
        // Only the first attempt of a date counts.
        val again = app.startDaily(date)
        again.showSolution()
        assertEquals(0u, app.daily(date).attempt?.score)
    }

    @Test
    fun lessonRightAndWrong() {
        val app = openApp()
        val lessons = app.lessons()
        assertEquals(10, lessons.size)
        val first = lessons[0]
        assertFalse(first.completed)
        val lesson = app.lesson(1u)
        // A wrong answer: a legal move that is not the first move of the solution and not
        // another right answer is judged wrong or keeps the task open.
        val wrong = legalMoves(first.fen).first { it != first.solution[0] }
        val fb = lesson.play(wrong)
        assertFalse(fb.right)
        val retry = app.lesson(1u)
        var last: LessonFeedback? = null
        for (mv in first.solution) last = retry.play(mv)
        assertTrue(last!!.right)
        assertTrue(retry.isDone())
        assertTrue(app.lessons()[0].completed)
    }

    @Test
    fun typedErrorsForBadInput() {
        val app = openApp()
        val session = app.newGame(options())
        try {
            session.play("h2h8")
            fail("illegal move")
        } catch (e: XiangqiException.IllegalMove) {
        }
        try {
            session.play("nonsense")
            fail("bad text")
        } catch (e: XiangqiException.IllegalMove) {
        }
        try {
            app.newGame(options(fen = "9/9 w"))
            fail("bad FEN")
        } catch (e: XiangqiException.BadFen) {
        }
        try {
            app.puzzle("no-such-puzzle")
            fail("unknown id")
        } catch (e: XiangqiException.NotFound) {
        }
        try {
            app.daily("2026-13-45")
            fail("not a date")
        } catch (e: XiangqiException.BadInput) {
        }
        try {
            legalMoves("4k4/9/9/9/9/9/9/9/9/4K4 w")
            fail("generals facing")
        } catch (e: XiangqiException.BadFen) {
        }
    }

    @Test
    fun corruptDatabaseIsReportedAndRecovered() {
        val bad = File(dir, "broken.db")
        bad.writeText("this is not a database, it is a shopping list\n".repeat(200))
        try {
            XiangqiApp.open(bad.path)
            fail("corrupt database")
        } catch (e: XiangqiException.CorruptDatabase) {
        }
        val app = XiangqiApp.recover(bad.path)
        assertNull(app.resume())
        assertTrue(dir.listFiles()!!.any { it.name.startsWith("broken.db.corrupt") })
    }

    @Test
    fun settingsRoundTrip() {
        val app = openApp()
        val s = app.settings()
        app.saveSettings(s.copy(notation = Style.WXF, language = Lang.EN, dangers = false))
        val again = XiangqiApp.open(db()).settings()
        assertEquals(Style.WXF, again.notation)
        assertEquals(Lang.EN, again.language)
        assertFalse(again.dangers)
        val session = app.newGame(options())
        assertEquals("C2.5", session.play("h2e2").notation)
    }

    @Test
    fun manyCallsFromSeveralThreads() {
        val app = openApp()
        val pool = Executors.newFixedThreadPool(6)
        val errors = AtomicInteger()
        val done = AtomicInteger()
        val shared = app.newGame(options())
        repeat(12) { i ->
            pool.submit {
                try {
                    val own = app.newGame(options())
                    own.play(if (i % 2 == 0) "h2e2" else "b2e2")
                    own.view()
                    own.select("e2")
                    repeat(20) {
                        shared.view()
                        shared.select("h0")
                        shared.card("e0")
                    }
                    try {
                        shared.play("c3c4")
                    } catch (e: XiangqiException) {
                        // Only one thread can make that move; the others get a typed error.
                    }
                    done.incrementAndGet()
                } catch (e: Throwable) {
                    errors.incrementAndGet()
                    e.printStackTrace()
                }
            }
        }
        pool.shutdown()
        assertTrue(pool.awaitTermination(60, TimeUnit.SECONDS))
        assertEquals(0, errors.get())
        assertEquals(12, done.get())
        assertEquals(1u, shared.view().ply)
    }
}
