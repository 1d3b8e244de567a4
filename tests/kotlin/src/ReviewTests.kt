package app.xiangqi.tests

import app.xiangqi.core.*
import java.io.File
import java.util.concurrent.CopyOnWriteArrayList
import java.util.concurrent.CountDownLatch
import java.util.concurrent.TimeUnit
import java.util.concurrent.atomic.AtomicReference
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertTrue
import org.junit.Assert.fail
import org.junit.Before
import org.junit.Test

/** Review, analysis and the position editor through the generated Kotlin API. */
class ReviewTests {
    private lateinit var dir: File

    @Before
    fun setUp() {
        val base = File(System.getenv("XIANGQI_TEST_DIR") ?: System.getProperty("java.io.tmpdir"))
        dir = File(base, "r-" + System.nanoTime())
        dir.mkdirs()
    }

    @After
    fun tearDown() {
        dir.deleteRecursively()
    }

    private fun openApp() = XiangqiApp.openWithStrongTime(File(dir, "xiangqi.db").path, 60uL)

    private fun twoPlayers(fen: String? = null) = NewGameConfig(
        mode = Mode.TwoPlayers,
        handicap = null,
        fen = fen,
        house = HouseRules(perpetualCheckOnly = false, stalemateIsDraw = false, computerHandicap = null),
        clock = ClockChoice.NONE,
        seed = 7uL,
    )

    /** Collects what a review reports. */
    private class Collector : ReviewListener {
        val progress = CopyOnWriteArrayList<ReviewProgress>()
        val finished = AtomicReference<ReviewView?>(null)
        val done = CountDownLatch(1)
        override fun onProgress(progress: ReviewProgress) { this.progress.add(progress) }
        override fun onFinished(review: ReviewView) { finished.set(review); done.countDown() }
        override fun onCancelled() { done.countDown() }
        override fun onError(message: String) { done.countDown() }
    }

    @Test
    fun reviewsAShortGameAndReopensItFromTheStore() {
        val app = openApp()
        val session = app.newGame(twoPlayers())
        // An opening, then the chariot left to the cannon (ply 9), taken, and the recapture.
        for (m in listOf("h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "b0c2", "b7b3", "a0b0", "b3b0", "c2b0")) {
            session.play(m)
        }
        session.resign()
        val first = Collector()
        val job = app.reviewGameWithNodes(session.gameId(), 20_000uL, first)
        assertFalse(job.isFromStore())
        job.join()
        assertTrue(first.done.await(10, TimeUnit.SECONDS))
        assertEquals(12, first.progress.size)
        assertEquals(ReviewProgress(11u, 11u), first.progress.last())
        val review = first.finished.get()!!
        assertEquals(11, review.moves.size)
        val blunder = review.moves[8]
        assertEquals("a0b0", blunder.mv)
        assertEquals(MoveQuality.BLUNDER, blunder.quality)
        assertEquals("Grober Fehler", blunder.label)
        assertNotNull(blunder.better)
        assertEquals("b3b0", blunder.reply)
        assertEquals(12, review.graph.size)
        assertTrue(review.graph.all { Math.abs(it) <= review.graphCap })
        assertTrue(review.keyMoments.any { it.ply == 9u })
        assertEquals(Side.RED, review.summary[0].side)
        assertEquals(1u, review.summary[0].blunders)

        // The second time: handed over at once from the store, without progress (no search).
        val second = Collector()
        val again = app.reviewGameWithNodes(session.gameId(), 20_000uL, second)
        assertTrue(again.isFromStore())
        assertEquals(0L, second.done.count)
        assertTrue(second.progress.isEmpty())
        assertEquals(review.copy(fromStore = true), second.finished.get())
    }

    @Test
    fun analysesAPositionWithLinesAndArrows() {
        val app = openApp()
        val fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
        val a = app.analyse(AnalysisRequest(fen, listOf(), 3u, null, 6u))
        assertEquals(6u, a.depth)
        assertEquals(3, a.lines.size)
        assertEquals(3, a.arrows.size)
        for ((line, arrow) in a.lines.zip(a.arrows)) {
            assertEquals(line.rank, arrow.rank)
            assertEquals(line.moves[0].substring(0, 2), arrow.from)
            assertEquals(line.moves[0].substring(2, 4), arrow.to)
            assertEquals(line.moves.size, line.notation.size)
        }
        assertEquals(3, a.lines.map { it.moves[0] }.toSet().size)
        assertTrue(a.lines.zipWithNext().all { (x, y) -> x.score >= y.score })

        val updates = CopyOnWriteArrayList<Analysis>()
        val finished = CountDownLatch(1)
        val session = app.startAnalysis(AnalysisRequest(fen, listOf(), 2u, null, null), object : AnalysisListener {
            override fun onUpdate(analysis: Analysis) { updates.add(analysis) }
            override fun onFinished(analysis: Analysis) { finished.countDown() }
            override fun onError(message: String) { fail(message) }
        })
        Thread.sleep(200)
        session.stop()
        session.join()
        assertTrue(finished.await(5, TimeUnit.SECONDS))
        assertTrue(updates.size >= 2)
        assertEquals(2, session.latest()!!.lines.size)
    }

    @Test
    fun editsAPositionAndPlaysIt() {
        val app = openApp()
        val editor = app.positionEditor(null)
        var v = editor.place("e4", Piece(Side.RED, PieceKind.HORSE))
        assertFalse(v.playable)
        assertEquals("Rot hat 3 Pferde; erlaubt sind höchstens 2.", v.problem)
        assertEquals(0u, v.palette.first { it.piece == Piece(Side.RED, PieceKind.HORSE) }.left)
        editor.remove("b0")
        v = editor.movePiece("e4", "c2")
        assertTrue(v.problem, v.playable)
        v = editor.setSideToMove(Side.BLACK)
        assertTrue(v.fen.endsWith(" b - - 0 1"))
        // A valid position goes on to a game (the app already starts games from FEN)...
        val game = app.newGame(twoPlayers(fen = editor.fen()))
        assertEquals(editor.fen(), game.view().fen)
        // ...or to an analysis.
        val request = editor.analysisRequest().copy(depth = 3u)
        assertEquals(3, app.analyse(request).lines.size)

        v = editor.pasteFen("[FEN \"4k4/9/9/9/9/9/9/9/9/4K4 w\"]")
        assertEquals("Die Generäle stehen sich auf offener Linie gegenüber.", v.problem)
        try {
            editor.analysisRequest()
            fail("an illegal position cannot be analysed")
        } catch (e: XiangqiException.BadFen) {
        }
        try {
            editor.movePiece("a0", "a1")
            fail("no piece on a0")
        } catch (e: XiangqiException.BadInput) {
        }
        try {
            editor.pasteFen("9/9 w")
            fail("not a FEN")
        } catch (e: XiangqiException.BadFen) {
        }
        assertTrue(editor.reset().playable)
    }
}
