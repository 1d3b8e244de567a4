package app.xiangqi.desktop

import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.ImageBitmap
import androidx.compose.ui.graphics.toPixelMap
import androidx.compose.ui.test.assertTextEquals
import androidx.compose.ui.test.captureToImage
import androidx.compose.ui.test.click
import androidx.compose.ui.test.hasClickAction
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.junit4.createComposeRule
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.onRoot
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performTouchInput
import app.xiangqi.core.Primitive
import app.xiangqi.ui.board.BOARD_TAG
import app.xiangqi.ui.designsystem.DarkXiangqiColors
import app.xiangqi.ui.designsystem.LightXiangqiColors
import app.xiangqi.ui.sample.SampleTags
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotEquals
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test
import kotlin.math.abs

/** The sample screen driven as a person would: clicks in, the core's view out, pixels checked. */
class SampleScreenTest {
    @get:Rule
    val rule = createComposeRule()

    @Test
    fun pressingCountsInTheCore() {
        rule.setContent { SampleApp() }
        rule.onNodeWithTag(SampleTags.COUNT).assertTextEquals("Pressed 0 times")
        rule.onNode(hasText("Press") and hasClickAction()).performClick()
        rule.onNode(hasText("Press") and hasClickAction()).performClick()
        rule.onNodeWithTag(SampleTags.COUNT).assertTextEquals("Pressed 2 times")
    }

    @Test
    fun languageSwitchShowsTheGermanTexts() {
        rule.setContent { SampleApp() }
        rule.onNodeWithText("Deutsch").performClick()
        rule.onNodeWithTag(SampleTags.COUNT).assertTextEquals("0-mal gedrückt")
        rule.onNode(hasText("Drücken") and hasClickAction()).performClick()
        rule.onNodeWithTag(SampleTags.COUNT).assertTextEquals("1-mal gedrückt")
        rule.onNodeWithText("English").assertExists()
    }

    @Test
    fun boardTapIsThePointTheCoreFinds() {
        rule.setContent { SampleApp() }
        rule.onNodeWithTag(SampleTags.TAPPED).assertDoesNotExist()
        // Red at the bottom: the middle file's lowest point is Red's general, e0 (ICCS).
        rule.onNodeWithTag(BOARD_TAG).performTouchInput { click(Offset(width * 0.5f, height * BOTTOM_RANK_Y)) }
        rule.onNodeWithTag(SampleTags.TAPPED).assertTextEquals("Tapped: e0")
        // The top-left point is Black's left chariot, a9.
        rule.onNodeWithTag(BOARD_TAG).performTouchInput { click(Offset(width * LEFT_FILE_X, height * TOP_RANK_Y)) }
        rule.onNodeWithTag(SampleTags.TAPPED).assertTextEquals("Tapped: a9")
    }

    // (The desktop repaints every node without a layer each frame, so this passes there even
    // without the version key; on Android a canvas repaints only when its draw block changes.)
    @Test
    fun boardRepaintsWhenTheCoreChangesIt() {
        rule.setContent { SampleApp() }
        val before = rule.onNodeWithTag(BOARD_TAG).captureToImage().toPixelMap()
        // A tap on Red's general: the core selects it, the board shows its move helper.
        rule.onNodeWithTag(BOARD_TAG).performTouchInput { click(Offset(width * 0.5f, height * BOTTOM_RANK_Y)) }
        rule.onNodeWithTag(SampleTags.TAPPED).assertTextEquals("Tapped: e0")
        val after = rule.onNodeWithTag(BOARD_TAG).captureToImage().toPixelMap()
        var changed = 0
        for (y in 0 until after.height) for (x in 0 until after.width) if (before[x, y] != after[x, y]) changed++
        assertTrue("the board did not repaint after the tap", changed > 100)
    }

    @Test
    fun lightThemePaintsPaperAndCinnabar() {
        rule.setContent { SampleApp(darkTheme = false) }
        assertColor(LightXiangqiColors.background, rule.onRoot().captureToImage(), 3, 3)
        val button = rule.onNode(hasText("Press") and hasClickAction()).captureToImage()
        assertColor(LightXiangqiColors.primary, button, button.height / 2, button.height / 2)
    }

    @Test
    fun darkThemePaintsInk() {
        rule.setContent { SampleApp(darkTheme = true) }
        assertNotEquals(LightXiangqiColors.background, DarkXiangqiColors.background)
        assertColor(DarkXiangqiColors.background, rule.onRoot().captureToImage(), 3, 3)
        val button = rule.onNode(hasText("Press") and hasClickAction()).captureToImage()
        assertColor(DarkXiangqiColors.primary, button, button.height / 2, button.height / 2)
    }

    @Test
    fun boardIsTheCoreScene() {
        rule.setContent { SampleApp() }
        val board = rule.onNodeWithTag(BOARD_TAG).captureToImage()
        // The scene's first primitive is the stage behind the board, the whole canvas; the
        // painter must have put exactly its colour at the canvas's left edge (the board's
        // frame is drawn a few pixels further in).
        val scene = SampleCore().boardScene(board.width.toFloat(), board.height.toFloat())
        val first = scene.primitives.first() as Primitive.Rect
        val fill = first.fill!!
        val expected = Color(fill.r.toInt(), fill.g.toInt(), fill.b.toInt(), fill.a.toInt())
        assertColor(expected, board, (first.x + 1).toInt(), (first.y + first.height / 2).toInt(), "$first")
    }

    private fun assertColor(expected: Color, image: ImageBitmap, x: Int, y: Int, what: String = "") {
        val actual = image.toPixelMap()[x, y]
        val close = abs(actual.red - expected.red) < 0.02f && abs(actual.green - expected.green) < 0.02f &&
            abs(actual.blue - expected.blue) < 0.02f
        if (!close) assertEquals("pixel ($x, $y) of ${image.width}x${image.height} $what", expected, actual)
    }

    companion object {
        // Where the outer points lie on the board canvas, as fractions of its size (the
        // core's default scene: margins for the coordinates around nine by ten points).
        const val BOTTOM_RANK_Y = 0.9f
        const val TOP_RANK_Y = 0.1f
        const val LEFT_FILE_X = 0.1f
    }
}
