package app.xiangqi.desktop

import androidx.compose.ui.geometry.Rect
import app.xiangqi.core.Tab
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.toPixelMap
import androidx.compose.ui.semantics.SemanticsNode
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.captureToImage
import androidx.compose.ui.test.hasTestTag
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.onRoot
import androidx.compose.ui.unit.dp
import app.xiangqi.core.Action
import app.xiangqi.core.Event
import app.xiangqi.core.Lang
import app.xiangqi.core.ScreenView
import app.xiangqi.core.Side
import app.xiangqi.ui.board.BOARD_TAG
import app.xiangqi.ui.designsystem.DarkXiangqiColors
import app.xiangqi.ui.designsystem.LightXiangqiColors
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import kotlin.math.abs

/** What the screens look like: pieces, themes, nothing cut off, the wide layout. */
class LookTest : UiTestBase() {
    @Test
    fun redAndBlackPiecesHaveTheirColoursAtTheirCentres() {
        show()
        d.startVsComputer()
        sync()
        val image = rule.onNodeWithTag(BOARD_TAG).captureToImage()
        val pixels = image.toPixelMap()
        val scene = d.core.boardScene(image.width.toFloat(), image.height.toFloat(), 1f)
        assertEquals(32, scene.pieces.size)
        // Each disc's mean colour over its inner ring: Red's warm and light, Black's dark.
        fun mean(cx: Float, cy: Float, r: Float): Triple<Float, Float, Float> {
            var (sr, sg, sb) = Triple(0f, 0f, 0f)
            var n = 0
            for (dy in -r.toInt()..r.toInt()) for (dx in -r.toInt()..r.toInt()) {
                if (dx * dx + dy * dy > r * r) continue
                val c = pixels[(cx + dx).toInt(), (cy + dy).toInt()]
                sr += c.red; sg += c.green; sb += c.blue; n++
            }
            return Triple(sr / n, sg / n, sb / n)
        }
        for (s in scene.pieces) {
            val (r, g, b) = mean(s.center.x, s.center.y, s.radius * 0.85f)
            val light = (r + g + b) / 3
            if (s.piece.color == Side.RED) {
                assertTrue("red piece on ${s.point}: ($r, $g, $b)", light > 0.55f && r > b + 0.1f)
            } else {
                assertTrue("black piece on ${s.point}: ($r, $g, $b)", light < 0.45f)
            }
        }
    }

    @Test
    fun theBoardRepaintsWhenItsRevisionChanges() {
        show()
        d.startVsComputer()
        sync()
        val before = rule.onNodeWithTag(BOARD_TAG).captureToImage().toPixelMap()
        val revision = d.view().boardRevision
        tap("b0")
        assertTrue(d.view().boardRevision != revision)
        val after = rule.onNodeWithTag(BOARD_TAG).captureToImage().toPixelMap()
        var changed = 0
        for (y in 0 until after.height) for (x in 0 until after.width) if (before[x, y] != after[x, y]) changed++
        assertTrue("the board did not repaint after the tap", changed > 100)
    }

    @Test
    fun aMoveStartsItsSlideAtItsOrigin() {
        show()
        d.startVsComputer()
        d.play("h2", "e2")
        d.waitForPlies(2)
        val id = d.game().gameId
        d.action(Action.Resign)
        d.action(Action.ConfirmResign)
        d.action(Action.ReviewGame(id))
        d.waitFor("the review") { v -> (v.stack.last() as? ScreenView.Review)?.review?.progress == null }
        d.action(Action.ReviewFirst)
        sync()
        // From here the test moves the frame clock itself: one move forward in the review
        // (the core animates a move that reaches the board by browsing), then frame by frame.
        rule.mainClock.autoAdvance = false
        d.action(Action.ReviewNext)
        rule.mainClock.advanceTimeByFrame() // the new view composed, its first frame at the start
        val early = rule.onNodeWithTag(BOARD_TAG).captureToImage().toPixelMap()
        rule.mainClock.autoAdvance = true
        rule.waitForIdle()
        val settled = rule.onNodeWithTag(BOARD_TAG).captureToImage().toPixelMap()
        fun diff(a: androidx.compose.ui.graphics.PixelMap, b: androidx.compose.ui.graphics.PixelMap): Int {
            var n = 0
            for (y in 0 until a.height step 2) for (x in 0 until a.width step 2) if (a[x, y] != b[x, y]) n++
            return n
        }
        assertTrue("the move did not slide (${diff(early, settled)} pixels differ)", diff(early, settled) > 50)
    }

    @Test
    fun lightThemePaintsPaper() {
        show(dark = false)
        assertColor(LightXiangqiColors.background, rule.onRoot().captureToImage().toPixelMap()[3, 3])
    }

    @Test
    fun darkThemePaintsInk() {
        show(dark = true)
        assertColor(DarkXiangqiColors.background, rule.onRoot().captureToImage().toPixelMap()[3, 3])
    }

    @Test
    fun noTextRunsOffThePhoneScreenInGerman() {
        show(Lang.DE)
        val checked = mutableListOf<String>()
        fun check(name: String) {
            sync()
            val root = rule.onRoot().fetchSemanticsNode().boundsInRoot
            val texts = rule.onAllNodes(SemanticsMatcher.keyIsDefined(SemanticsProperties.Text), useUnmergedTree = true)
                .fetchSemanticsNodes()
            for (n in texts) assertInside(name, n, root)
            checked += name
        }
        check("home")
        d.action(Action.OpenNewGame)
        check("new game")
        d.send(Event.Back)
        d.open(Action.OpenSettings)
        check("settings")
        d.home()
        d.startVsComputer()
        check("game")
        d.action(Action.Resign)
        check("dialog")
        d.action(Action.ConfirmResign)
        check("result")
        d.home()
        d.tab(Tab.PUZZLES)
        check("puzzles")
        d.action(Action.OpenPuzzleLevel(1u))
        check("puzzle")
        d.home()
        d.tab(Tab.LEARN)
        check("school")
        d.action(Action.OpenLesson(2u))
        check("lesson")
        d.home()
        d.open(Action.OpenEditor)
        check("editor")
        assertEquals(11, checked.size)
    }

    @Test
    fun aWideWindowShowsTheListBesideTheScreen() {
        show(width = 1280.dp, height = 800.dp)
        d.open(Action.OpenSettings)
        sync()
        // The More tab's list, read-only, beside its settings (and the rail beside both).
        val more = (d.view().stack.first() as ScreenView.More).more
        val row = more.groups.flatMap { it.rows }.first { it.row.action == Action.OpenEditor }.row.title
        val left = rule.onNodeWithText(row).fetchSemanticsNode().boundsInRoot
        val title = rule.onNodeWithTag(app.xiangqi.ui.components.Tags.TITLE).fetchSemanticsNode()
        assertEquals((d.top() as ScreenView.Settings).form.title, title.config[SemanticsProperties.Text].joinToString())
        rule.onNodeWithTag(app.xiangqi.ui.components.NavTags.RAIL).assertExists()
        assertTrue("$left", left.right < 1280f / 2)
    }

    private fun assertInside(screen: String, node: SemanticsNode, root: Rect) {
        val b = node.boundsInRoot
        val text = node.config.getOrNull(SemanticsProperties.Text)?.joinToString()
        assertTrue("$screen: \"$text\" at $b runs off the screen ${root.width}", b.left >= root.left - 0.5f && b.right <= root.right + 0.5f)
    }

    private fun assertColor(expected: Color, actual: Color) {
        val close = abs(actual.red - expected.red) < 0.02f && abs(actual.green - expected.green) < 0.02f &&
            abs(actual.blue - expected.blue) < 0.02f
        if (!close) assertEquals(expected, actual)
    }
}
