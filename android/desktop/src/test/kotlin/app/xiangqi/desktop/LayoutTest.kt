package app.xiangqi.desktop

import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.snapshots.Snapshot
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.onRoot
import androidx.compose.ui.test.runSkikoComposeUiTest
import androidx.compose.ui.unit.Density
import app.xiangqi.core.AppView
import app.xiangqi.core.Lang
import app.xiangqi.ui.AppScreen
import app.xiangqi.ui.designsystem.XiangqiTheme
import org.junit.Assert.assertTrue
import org.junit.Test

/**
 * Every screen with a board (boardJourney: the game against the computer and its states, two
 * players, the online game, the result, the analysis, the review, a puzzle and a solved one,
 * the puzzle of the day, a lesson, the editor), laid out in a window of a phone's size in
 * portrait (411 x 891 dp) and a tablet's in landscape (1280 x 800 dp), in each language, kept
 * to the layout rules of layoutProblems (LayoutChecks.kt).
 */
@OptIn(ExperimentalTestApi::class)
class LayoutTest {
    private class Window(val width: Int, val height: Int, val landscape: Boolean)

    private val phone = Window(PHONE.width * 160 / 420, PHONE.height * 160 / 420, landscape = false) // 411 x 891 dp
    private val tablet = Window(TABLET.width / 2, TABLET.height / 2, landscape = true) // 1280 x 800 dp

    private fun verify(window: Window, lang: Lang) {
        val density = 1f
        val problems = mutableListOf<String>()
        var screens = 0
        // The test's window is the device's size (not a box in the default 1024 x 768 one).
        runSkikoComposeUiTest(Size(window.width * density, window.height * density), Density(density)) {
            Driver(lang).use { d ->
                val board = CoreBoard(d.core)
                val shown = mutableStateOf<AppView?>(null)
                setContent { XiangqiTheme(darkTheme = false) { shown.value?.let { AppScreen(it, board, {}) } } }
                boardJourney(d) { name, view ->
                    Snapshot.withMutableSnapshot { shown.value = view }
                    waitForIdle()
                    val root = onRoot(useUnmergedTree = true).fetchSemanticsNode()
                    check(root.size.width == (window.width * density).toInt()) { "the window is ${root.size}" }
                    problems += layoutProblems(name, root, density, window.landscape)
                    screens++
                }
            }
        }
        assertTrue("only $screens screens", screens >= 15)
        assertTrue(problems.joinToString("\n", "${problems.size} problems:\n"), problems.isEmpty())
    }

    @Test fun phoneGerman() = verify(phone, Lang.DE)
    @Test fun phoneEnglish() = verify(phone, Lang.EN)
    @Test fun phoneChinese() = verify(phone, Lang.ZH)
    @Test fun tabletGerman() = verify(tablet, Lang.DE)
    @Test fun tabletEnglish() = verify(tablet, Lang.EN)
    @Test fun tabletChinese() = verify(tablet, Lang.ZH)
}
