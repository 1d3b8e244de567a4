package app.xiangqi.desktop

import androidx.compose.foundation.layout.Box
import app.xiangqi.ui.components.NavTags
import app.xiangqi.core.Action
import app.xiangqi.core.Tab
import androidx.compose.foundation.layout.size
import androidx.compose.runtime.SideEffect
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.test.SemanticsNodeInteraction
import androidx.compose.ui.test.hasClickAction
import androidx.compose.ui.test.click
import androidx.compose.ui.test.longClick
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.hasTestTag
import androidx.compose.ui.test.isEnabled
import androidx.compose.ui.test.onLast
import androidx.compose.ui.test.performScrollTo
import androidx.compose.ui.test.junit4.createComposeRule
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performTouchInput
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import app.xiangqi.core.AppView
import app.xiangqi.core.Lang
import app.xiangqi.core.ScreenView
import app.xiangqi.ui.board.BOARD_TAG
import app.xiangqi.ui.board.pointTag
import org.junit.After
import org.junit.Rule

/**
 * A UI test on the real library: a Driver's AppCore shown by the desktop shell's content in a
 * phone-sized box; clicks go through the composables, the core answers, the test waits for it.
 */
abstract class UiTestBase {
    @get:Rule
    val rule = createComposeRule()

    private var driver: Driver? = null
    val d: Driver get() = driver!!

    /** The view the last composition that went through was made of (set by a SideEffect). */
    @Volatile
    private var composed: AppView? = null

    /** Shows the app in [lang] at [width] x [height]. */
    fun show(
        lang: Lang = Lang.EN,
        dark: Boolean = false,
        width: Dp = 400.dp,
        height: Dp = 760.dp,
        files: Files? = null,
    ): Driver {
        val drv = Driver(lang, files)
        driver = drv
        composed = null
        rule.setContent {
            val shown = drv.shell.view.value
            SideEffect { composed = shown }
            Box(Modifier.size(width, height)) { XiangqiApp(drv.shell, drv.core, darkTheme = dark) }
        }
        sync()
        return drv
    }

    /**
     * Everything sent is applied, rendered and composed. The view having reached the shell is
     * not enough: a view set from the core's thread can find the test's frame loop idle before
     * the recomposer has taken it up, so the wait is for a composition made of the core's view.
     */
    fun sync() {
        rule.waitForIdle()
        d.core.settle()
        rule.waitUntil(5_000) { composed == d.core.view() }
        rule.waitForIdle()
    }

    /**
     * Clicks the clickable node with exactly [label] (a label from the core's view): its text,
     * or an icon button's screen-reader label.
     */
    fun click(label: String) {
        // The last one drawn: a dialog's button over the screen's button of the same label.
        val node = rule.onAllNodes((hasText(label) or hasContentDescription(label)) and hasClickAction() and isEnabled()).onLast()
        runCatching { node.performScrollTo() } // (in a scrolling column: bring it on screen first)
        node.performClick()
        sync()
    }

    /** Clicks the tab [tab] of the bottom bar (or rail). */
    fun clickTab(tab: Tab) {
        val label = d.view().tabs.first { it.tab == tab }.label
        rule.onNodeWithTag(NavTags.tab(label)).performClick()
        sync()
    }

    /** Clicks the More tab, then its row that sends [action] (online play, the editor, settings). */
    fun openFromMore(action: Action) {
        clickTab(Tab.MORE)
        val more = (d.top() as ScreenView.More).more
        click(more.groups.flatMap { it.rows }.first { it.row.action == action }.row.title)
    }

    fun point(p: String): SemanticsNodeInteraction = rule.onNodeWithTag(pointTag(p), useUnmergedTree = true)

    /**
     * A tap on point [p] of the board (a touch at its centre). The marks' legend that the first
     * selection brings is read and closed ("Got it"), as a player does before the next tap.
     */
    fun tap(p: String) {
        val at = locate(p)
        rule.onNodeWithTag(BOARD_TAG).performTouchInput { click(at) }
        sync()
        ((top() as? ScreenView.Game)?.game?.legend)?.let { click(it.button.label) }
    }

    fun longPress(p: String) {
        val at = locate(p)
        rule.onNodeWithTag(BOARD_TAG).performTouchInput { longClick(at) }
        sync()
    }

    /**
     * Where point [p] is on the board's canvas: the centre of its screen-reader node, or
     * (a board without nodes) the middle of the pixels the core's pointAt names [p].
     */
    fun locate(p: String): Offset {
        runCatching { rule.onNodeWithTag(BOARD_TAG).performScrollTo() }
        rule.waitForIdle()
        val board = rule.onNodeWithTag(BOARD_TAG).fetchSemanticsNode().boundsInRoot
        val node = rule.onAllNodes(hasTestTag(pointTag(p)), useUnmergedTree = true).fetchSemanticsNodes().firstOrNull()
        if (node != null) return node.boundsInRoot.center - board.topLeft
        var (sx, sy, n) = Triple(0f, 0f, 0)
        val steps = 90
        for (i in 0..steps) for (j in 0..steps) {
            val x = board.width * i / steps
            val y = board.height * j / steps
            if (d.core.pointAt(board.width, board.height, x, y) == p) {
                sx += x; sy += y; n++
            }
        }
        check(n > 0) { "no pixel of the board is $p" }
        return Offset(sx / n, sy / n)
    }

    /** A finger dragged on the board from point [from] to point [to]. */
    fun drag(from: String, to: String, steps: Int = 10) {
        val a = locate(from)
        val b = locate(to)
        rule.onNodeWithTag(BOARD_TAG).performTouchInput {
            down(a)
            advanceEventTime(50)
            for (i in 1..steps) moveTo(a + (b - a) * (i / steps.toFloat()), delayMillis = 16)
            up()
        }
        sync()
    }

    fun top(): ScreenView = d.top()

    /** Waits for the core (the computer's reply, the analysis) and composes its view. */
    fun waitFor(what: String, pred: (app.xiangqi.core.AppView) -> Boolean) {
        d.waitFor(what, pred)
        sync()
    }

    @After
    fun closeCore() {
        driver?.close()
    }
}

