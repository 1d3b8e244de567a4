package app.xiangqi.presentation

import app.xiangqi.core.Cue
import app.xiangqi.core.legalMoves
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Before
import org.junit.Test

/** Puzzles, the daily puzzle and a lesson, played by touches on the core's pad. */
class LearnTests {
    private lateinit var device: Device

    @Before
    fun setUp() {
        device = Device(Device.tempDir("learn"))
    }

    @After
    fun tearDown() {
        device.close()
    }

    /** Red's moves of a puzzle's solution, from a separate handle (as a book would give them). */
    private fun solution(id: String): List<String> =
        device.app.puzzle(id).use { it.showSolution().moves }.filterIndexed { i, _ -> i % 2 == 0 }

    private fun PuzzlesPresenter.tap(point: String) {
        onEvent(PuzzlesEvent.Play(PuzzleEvent.Board(tapAt(state.value.puzzle!!.board, point))))
        settled()
    }

    private fun DailyPresenter.tap(point: String) {
        onEvent(DailyEvent.Play(PuzzleEvent.Board(tapAt(state.value.puzzle!!.board, point))))
        settled()
    }

    @Test
    fun aPuzzleWithAWrongTryAHintAndTheMate() {
        val p = PuzzlesPresenter(device.app, device.feedback, device.scope, device.background)
        p.onEvent(PuzzlesEvent.Play(PuzzleEvent.Board(BoardGesture.Resized(BOARD_W, BOARD_H))))
        p.onEvent(PuzzlesEvent.ChooseLevel(2))
        val opened = p.settled().puzzle!!
        assertEquals(2, opened.level)
        assertEquals(PuzzleStatus.PLAYING, opened.status)
        val id = opened.id
        val keys = solution(id)
        // The hint: the piece first, then the move as an arrow.
        p.onEvent(PuzzlesEvent.Play(PuzzleEvent.Hint))
        val piece = p.settled().puzzle!!
        assertTrue(piece.message!!.isNotEmpty())
        assertNull(piece.hint)
        p.onEvent(PuzzlesEvent.Play(PuzzleEvent.Hint))
        val hinted = p.settled().puzzle!!
        assertEquals(keys.first(), hinted.hint)
        assertTrue(hinted.hintUsed)
        // A wrong try: any other legal move.
        val fen = device.app.puzzle(id).use { it.view().fen }
        val wrong = legalMoves(fen).first { it != keys.first() }
        p.tap(wrong.take(2))
        p.tap(wrong.drop(2))
        val tried = p.state.value.puzzle!!
        assertTrue(tried.status == PuzzleStatus.WRONG_CHECK || tried.status == PuzzleStatus.WRONG_NO_CHECK)
        assertEquals(1, tried.wrongTries)
        for (mv in keys) {
            p.tap(mv.take(2))
            p.tap(mv.drop(2))
        }
        val solved = p.state.value.puzzle!!
        assertEquals(PuzzleStatus.SOLVED, solved.status)
        assertTrue(solved.over)
        assertEquals(3, solved.played.size)
        assertTrue(Cue.CHIME in device.sound.cues)
    }

    @Test
    fun theSolutionShownEndsThePuzzle() {
        val p = PuzzlesPresenter(device.app, device.feedback, device.scope, device.background)
        p.onEvent(PuzzlesEvent.ChooseLevel(1))
        p.onEvent(PuzzlesEvent.Play(PuzzleEvent.ShowSolution))
        val shown = p.settled().puzzle!!
        assertEquals(PuzzleStatus.SOLUTION_SHOWN, shown.status)
        assertEquals(1, shown.solution.size)
        p.onEvent(PuzzlesEvent.Play(PuzzleEvent.Leave))
        assertNull(p.settled().puzzle)
    }

    @Test
    fun theDailyPuzzleSolvedFirstTimeCountsAndStartsAStreak() {
        val p = DailyPresenter(device.app, device.today, device.feedback, device.scope, device.background)
        val before = p.state.await("the day") { !it.loading }
        assertEquals("2026-12-01", before.date)
        assertTrue(before.level in 1..5)
        assertNull(before.attempt)
        assertEquals(0, before.streak)
        p.onEvent(DailyEvent.Play(PuzzleEvent.Board(BoardGesture.Resized(BOARD_W, BOARD_H))))
        p.onEvent(DailyEvent.Start)
        val id = p.settled().puzzle!!.id
        for (mv in solution(id)) {
            p.tap(mv.take(2))
            p.tap(mv.drop(2))
        }
        val done = p.settled()
        assertEquals(PuzzleStatus.SOLVED, done.puzzle!!.status)
        val attempt = done.attempt!!
        assertTrue(attempt.solved)
        // No wrong try and no time passed on the test clock: full points.
        assertEquals(100, attempt.score.toInt())
        assertEquals(1, done.streak)
        val home = HomePresenter(device.app, device.today, device.scope, device.background)
        val h = home.state.await("home") { !it.loading }
        assertEquals(1, h.dailyStreak)
        assertTrue(h.dailySolvedToday)
    }

    @Test
    fun aLessonWithAWrongMoveThenTheTask() {
        val p = SchoolPresenter(device.app, device.feedback, device.scope, device.background)
        val list = p.state.await("the lessons") { it.lessons.isNotEmpty() }.lessons
        assertEquals(10, list.size)
        assertFalse(list.first().completed)
        p.onEvent(SchoolEvent.Board(BoardGesture.Resized(BOARD_W, BOARD_H)))
        p.onEvent(SchoolEvent.Open(1))
        val lesson = p.settled().lesson!!
        assertTrue(lesson.task.isNotEmpty())
        val view = device.app.lessons().first()
        val solutionMoves = view.solution
        // A legal move that is not the lesson's: "wrong", back to the start.
        val wrong = legalMoves(view.fen).first { it != solutionMoves.first() && it.take(2) == solutionMoves.first().take(2) }
        fun tap(point: String) {
            p.onEvent(SchoolEvent.Board(tapAt(p.state.value.lesson!!.board, point)))
            p.settled()
        }
        tap(wrong.take(2))
        tap(wrong.drop(2))
        val afterWrong = p.state.value.lesson!!
        assertFalse(afterWrong.done)
        assertTrue(afterWrong.message!!.isNotEmpty())
        for (mv in solutionMoves) {
            tap(mv.take(2))
            tap(mv.drop(2))
        }
        val done = p.state.value.lesson!!
        assertTrue(done.done)
        assertNotNull(done.message)
        assertTrue(p.state.value.lessons.first().completed)
        p.onEvent(SchoolEvent.Close)
        assertNull(p.settled().lesson)
    }
}
