package app.xiangqi.desktop

import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.snapshots.Snapshot
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onRoot
import androidx.compose.ui.test.performScrollTo
import androidx.compose.ui.test.runSkikoComposeUiTest
import androidx.compose.ui.unit.Density
import app.xiangqi.core.Action
import app.xiangqi.core.AppView
import app.xiangqi.core.Lang
import app.xiangqi.core.ScreenView
import app.xiangqi.core.Tab
import app.xiangqi.ui.AppScreen
import app.xiangqi.ui.OnlineTags
import app.xiangqi.ui.designsystem.XiangqiTheme
import org.junit.Assert.assertTrue
import org.junit.Test

/**
 * The online screens (OnlineSamples: the core's records without a game server) laid out at a
 * phone's size in portrait and a tablet's in landscape, in every language, kept to the layout
 * rules of layoutProblems (no clipped or overflowing text, no overlap, every touch target
 * labelled and at least 48 dp, on a phone no more than 20 % of the height empty below).
 */
@OptIn(ExperimentalTestApi::class)
class OnlineLayoutTest {
    private class Window(val width: Int, val height: Int, val landscape: Boolean)

    private val phone = Window(PHONE.width * 160 / 420, PHONE.height * 160 / 420, landscape = false) // 411 x 891 dp
    private val tablet = Window(TABLET.width / 2, TABLET.height / 2, landscape = true) // 1280 x 800 dp

    private fun verify(window: Window) {
        val density = 1f
        val problems = mutableListOf<String>()
        var screens = 0
        runSkikoComposeUiTest(Size(window.width * density, window.height * density), Density(density)) {
            for (lang in Lang.entries) {
                Driver(lang).use { d ->
                    val board = CoreBoard(d.core)
                    val shown = mutableStateOf<AppView?>(null)
                    setContent { XiangqiTheme(darkTheme = false) { shown.value?.let { AppScreen(it, board, {}) } } }
                    // Under the More tab, as online play is reached (its tabs and back arrow).
                    d.open(Action.OpenSettings)
                    val below = d.view()
                    d.tab(Tab.MORE)
                    val more = d.view().stack.first()
                    val s = OnlineSamples(lang)
                    val hub = ScreenView.Online(s.signedIn(running = true))
                    fun at(name: String, view: AppView? = null) {
                        if (view != null) Snapshot.withMutableSnapshot { shown.value = view }
                        waitForIdle()
                        val root = onRoot(useUnmergedTree = true).fetchSemanticsNode()
                        problems += layoutProblems("online-$name-${lang.name.lowercase()}", root, density, window.landscape, board = false)
                            // The challenge's terms are a form (FormScreen lays it out): every rule but
                            // the empty space below, which is the form's to fill (issue 39, open).
                            .filterNot { name == "challenge" && "empty below" in it }
                        screens++
                    }
                    at("signin", s.app(more, ScreenView.Online(s.signedOut(message = s.nameTaken)), base = below))
                    at("hub", s.app(more, hub, base = below))
                    onNodeWithTag(OnlineTags.challenge(1)).performScrollTo()
                    at("hub-lobby")
                    at("seeking", s.app(more, ScreenView.Online(s.signedIn(seeking = true)), base = below))
                    at("challenge", s.app(more, hub, ScreenView.Challenge(s.challenge()), base = below))
                    at("stats", s.app(more, hub, ScreenView.List(s.stats()), base = below))
                }
            }
        }
        assertTrue("only $screens screens", screens >= 18)
        assertTrue(problems.joinToString("\n", "${problems.size} problems:\n"), problems.isEmpty())
    }

    @Test fun phone() = verify(phone)
    @Test fun tablet() = verify(tablet)
}
