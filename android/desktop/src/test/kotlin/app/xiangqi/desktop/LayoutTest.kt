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
import app.xiangqi.core.Tab
import app.xiangqi.ui.AppScreen
import app.xiangqi.ui.designsystem.XiangqiTheme
import org.junit.Assert.assertTrue
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import app.xiangqi.core.Action
import app.xiangqi.core.Event
import app.xiangqi.ui.NewGameTags
import app.xiangqi.ui.SettingsTags
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

    /**
     * The settings (scrolled to the top and to the end) and the new-game sheet (its house rules
     * folded and unfolded) in [window], in every language.
     */
    private fun verifySettings(window: Window) {
        val density = 1f
        val problems = mutableListOf<String>()
        var screens = 0
        runSkikoComposeUiTest(Size(window.width * density, window.height * density), Density(density)) {
            for (lang in Lang.entries) {
                Driver(lang).use { d ->
                    val board = CoreBoard(d.core)
                    val shown = mutableStateOf<AppView?>(null)
                    setContent { XiangqiTheme(darkTheme = false) { shown.value?.let { AppScreen(it, board, {}) } } }
                    fun at(name: String, view: AppView? = null) {
                        if (view != null) Snapshot.withMutableSnapshot { shown.value = view }
                        waitForIdle()
                        val root = onRoot(useUnmergedTree = true).fetchSemanticsNode()
                        problems += layoutProblems("$name-${lang.name.lowercase()}", root, density, window.landscape, board = false)
                        screens++
                    }
                    d.action(Action.OpenNewGame)
                    at("newgame", d.view())
                    onNodeWithTag(NewGameTags.RULES).performClick()
                    at("newgame-rules")
                    d.send(Event.Back)
                    d.open(Action.OpenSettings)
                    at("settings", d.view())
                    onNodeWithTag(SettingsTags.row("haptics")).performScrollTo()
                    at("settings-end")
                }
            }
        }
        assertTrue("only $screens screens", screens >= 12)
        assertTrue(problems.joinToString("\n", "${problems.size} problems:\n"), problems.isEmpty())
    }

    /**
     * The tabs' roots and what they list, in [window], in every language: home for a new player
     * and with a game to continue, the puzzles, the lessons, the records (new, and with a
     * finished game), the More tab.
     */
    private fun verifyLists(window: Window) {
        val density = 1f
        val problems = mutableListOf<String>()
        var screens = 0
        runSkikoComposeUiTest(Size(window.width * density, window.height * density), Density(density)) {
            for (lang in Lang.entries) {
                Driver(lang).use { d ->
                    val board = CoreBoard(d.core)
                    val shown = mutableStateOf<AppView?>(null)
                    setContent { XiangqiTheme(darkTheme = false) { shown.value?.let { AppScreen(it, board, {}) } } }
                    fun at(name: String) {
                        Snapshot.withMutableSnapshot { shown.value = d.view() }
                        waitForIdle()
                        val root = onRoot(useUnmergedTree = true).fetchSemanticsNode()
                        problems += layoutProblems("$name-${lang.name.lowercase()}", root, density, window.landscape, board = false)
                        screens++
                    }
                    at("home-new")
                    d.tab(Tab.RECORDS)
                    at("records-new")
                    d.tab(Tab.PUZZLES)
                    at("puzzles")
                    d.tab(Tab.LEARN)
                    at("school")
                    d.tab(Tab.MORE)
                    at("more")
                    d.home()
                    d.startTwoPlayers(0)
                    d.play("h2", "e2")
                    d.action(Action.Resign)
                    d.action(Action.ConfirmResign)
                    d.home()
                    d.startVsComputer(0)
                    d.play("b0", "c2")
                    d.home()
                    at("home")
                    d.tab(Tab.RECORDS)
                    at("records")
                }
            }
        }
        assertTrue("only $screens screens", screens >= 21)
        assertTrue(problems.joinToString("\n", "${problems.size} problems:\n"), problems.isEmpty())
    }

    @Test fun phoneTabsAndLists() = verifyLists(phone)
    @Test fun tabletTabsAndLists() = verifyLists(tablet)

    @Test fun phoneSettingsAndNewGame() = verifySettings(phone)
    @Test fun tabletSettingsAndNewGame() = verifySettings(tablet)

    @Test fun phoneGerman() = verify(phone, Lang.DE)
    @Test fun phoneEnglish() = verify(phone, Lang.EN)
    @Test fun phoneChinese() = verify(phone, Lang.ZH)
    @Test fun tabletGerman() = verify(tablet, Lang.DE)
    @Test fun tabletEnglish() = verify(tablet, Lang.EN)
    @Test fun tabletChinese() = verify(tablet, Lang.ZH)
}
