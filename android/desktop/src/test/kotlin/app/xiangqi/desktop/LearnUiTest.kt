package app.xiangqi.desktop

import androidx.compose.ui.test.assertTextEquals
import app.xiangqi.core.Tab
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onNodeWithText
import app.xiangqi.core.Action
import app.xiangqi.core.Event
import app.xiangqi.core.Lang
import app.xiangqi.core.ScreenView
import app.xiangqi.core.TapAction
import app.xiangqi.ui.LearnTags
import app.xiangqi.ui.components.Tags
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Test

/** Puzzles, the puzzle of the day and the school, clicked through on the real core. */
class LearnUiTest : UiTestBase() {
    private fun home() = (top() as ScreenView.Home).home
    private fun puzzle() = (top() as ScreenView.Puzzle).puzzle

    /**
     * The solution of level 1's first puzzle [id] (ICCS), as a player learns it: a second
     * core on a fresh store opens the same puzzle and shows its solution.
     */
    private fun solution(id: String): List<String> = Driver(Lang.EN).use { other ->
        other.tab(Tab.PUZZLES)
        val level = (other.top() as ScreenView.Puzzles).puzzles.levels[0].action!!
        other.action(level)
        other.action(Action.ShowSolution)
        val shown = (other.top() as ScreenView.Puzzle).puzzle
        assertEquals("the second core opened another puzzle", id, shown.puzzle.id)
        shown.solution!!.moves
    }

    /**
     * A legal move of the side to move other than [right], found as a player finds one: a
     * piece tapped, its targets read from the board's points (what the screen reader says).
     */
    private fun anotherLegalMove(right: String): String {
        val pieces = d.view().boardPoints.filter { it.tap == TapAction.SELECT }.map { it.point }
        for (from in listOf(right.substring(0, 2)) + pieces) {
            tap(from)
            val target = d.view().boardPoints.firstOrNull {
                (it.tap == TapAction.MOVE_HERE || it.tap == TapAction.CAPTURE_HERE) && from + it.point != right
            }
            tap(from) // deselects
            if (target != null) return from + target.point
        }
        error("no other legal move than $right")
    }

    private fun openLevel1() {
        clickTab(Tab.PUZZLES)
        val list = (top() as ScreenView.Puzzles).puzzles
        rule.onNodeWithTag(Tags.TITLE).assertTextEquals(list.title)
        click(list.levels[0].title)
    }

    @Test
    fun aLevelOnePuzzleIsSolvedByTappingItsSolution() {
        show()
        openLevel1()
        val p = puzzle()
        rule.onNodeWithTag(LearnTags.STATUS).assertTextEquals(p.feedback.text)
        val mv = solution(p.puzzle.id).first()
        tap(mv.substring(0, 2))
        tap(mv.substring(2, 4))
        assertTrue(puzzle().puzzle.solved)
        rule.onNodeWithTag(LearnTags.STATUS).assertTextEquals(puzzle().feedback.text)
        // The moment: the score and the next puzzle, which opens another one.
        val success = puzzle().success ?: error("no success moment: ${puzzle()}")
        rule.onNodeWithTag(LearnTags.SUCCESS).assertExists()
        rule.onNodeWithText(success.score).assertExists()
        val next = success.next ?: error("no next puzzle")
        click(next.label)
        assertTrue(puzzle().puzzle.id != p.puzzle.id)
        assertFalse(puzzle().puzzle.solved)
    }

    @Test
    fun aWrongMoveIsExplainedAndTheNextPuzzleFollows() {
        show(Lang.DE)
        openLevel1()
        val p = puzzle()
        val right = solution(p.puzzle.id).first()
        // Any other legal move of Red's is wrong (a mate in one has one key move here).
        val wrong = anotherLegalMove(right)
        tap(wrong.substring(0, 2))
        tap(wrong.substring(2, 4))
        assertFalse(puzzle().puzzle.solved)
        rule.onNodeWithTag(LearnTags.STATUS).assertTextEquals(puzzle().feedback.text)
        click(puzzle().buttons.first { it.action == Action.ShowSolution }.label)
        assertTrue(puzzle().solution != null)
    }

    @Test
    fun theDailyPuzzleOpensAndBackAsksToLeave() {
        show()
        rule.onNodeWithText(home().daily!!.title).assertExists()
        click(home().daily!!.title)
        val p = puzzle()
        assertEquals("2026-12-01", p.puzzle.dailyDate)
        rule.onNodeWithText(p.dailyLine!!).assertExists()
        d.send(Event.Back)
        sync()
        val dialog = d.view().dialog
        if (dialog != null) {
            rule.onNodeWithTag(Tags.DIALOG, useUnmergedTree = true).assertExists()
            click(dialog.buttons.first { it.action == Action.LeaveDaily }.label)
        }
        assertTrue(top() is ScreenView.Home)
    }

    @Test
    fun aPuzzleHintAsksTwiceForTheMove() {
        show()
        openLevel1()
        click(puzzle().buttons.first { it.action == Action.PuzzleHint }.label)
        click(puzzle().buttons.first { it.action == Action.PuzzleHint }.label)
        val h = puzzle().hint
        assertTrue("no hint in ${puzzle()}", h != null)
        rule.onNodeWithText(h!!.text).assertExists()
        val mv = h.mv ?: error("the second hint names no move: $h")
        // The hint may have lifted the piece already (its point selected): then only the target.
        tap(mv.substring(2, 4))
        if (!puzzle().puzzle.over) {
            tap(mv.substring(0, 2))
            if (!puzzle().puzzle.over) tap(mv.substring(2, 4))
        }
        assertTrue("not over: ${puzzle().status}", puzzle().puzzle.over)
        assertFalse("a hinted puzzle counts as not solved", puzzle().puzzle.solved)
    }

    @Test
    fun aLessonOpensFromTheSchoolAndTakesAHint() {
        show()
        clickTab(Tab.LEARN)
        val school = (top() as ScreenView.School).school
        rule.onNodeWithText(school.progress).assertExists()
        click(school.lessons[0].title)
        val lesson = (top() as ScreenView.Lesson).lesson
        rule.onNodeWithText(lesson.lesson.task).assertExists()
        click(lesson.buttons.first { it.action == Action.LessonHint }.label)
        rule.onNodeWithText((top() as ScreenView.Lesson).lesson.hint!!.text).assertExists()
    }

    @Test
    fun aLessonIsDoneByPlayingItsSolution() {
        show()
        d.tab(Tab.LEARN)
        d.action(Action.OpenLesson(1u))
        sync()
        val lesson = (top() as ScreenView.Lesson).lesson
        for (mv in lesson.lesson.solution) {
            tap(mv.substring(0, 2))
            tap(mv.substring(2, 4))
        }
        val after = (top() as ScreenView.Lesson).lesson
        assertTrue(after.done)
        rule.onNodeWithTag(LearnTags.STATUS, useUnmergedTree = true).assertTextEquals(after.feedback!!)
    }
}
