package app.xiangqi.desktop

import androidx.compose.foundation.layout.Box
import app.xiangqi.core.Tab
import androidx.compose.foundation.layout.size
import androidx.compose.ui.Modifier
import androidx.compose.runtime.SideEffect
import androidx.compose.runtime.mutableStateOf
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.test.onRoot
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.assertIsNotEnabled
import androidx.compose.ui.test.assertTextContains
import androidx.compose.ui.test.hasClickAction
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.junit4.createComposeRule
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import androidx.compose.ui.test.performTextInput
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import app.xiangqi.core.Action
import app.xiangqi.core.AppView
import app.xiangqi.core.Event
import app.xiangqi.core.Lang
import app.xiangqi.core.ScreenView
import app.xiangqi.core.TextField
import app.xiangqi.ui.AppScreen
import app.xiangqi.ui.components.SheetTags
import androidx.compose.ui.test.hasTestTag
import app.xiangqi.ui.ListTags
import app.xiangqi.ui.OnlineTags
import androidx.compose.ui.test.assertContentDescriptionContains
import androidx.compose.ui.test.hasContentDescription
import app.xiangqi.ui.board.BoardSource
import app.xiangqi.ui.components.Tags
import app.xiangqi.ui.components.textFieldTag
import app.xiangqi.ui.designsystem.XiangqiTheme
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test
import java.util.concurrent.atomic.AtomicReference

/**
 * The online screens from the core's view records (OnlineSamples: no game server here): the
 * events their widgets send; and the sign-in field typed into on the real core.
 */
class OnlineUiTest {
    @get:Rule
    val rule = createComposeRule()

    private val events = mutableListOf<Event>()
    private val en = OnlineSamples(Lang.EN)
    private var driver: Driver? = null
    private val d: Driver get() = driver ?: Driver(Lang.EN).also { driver = it }

    /** Shows [view] at [width] x [height]; what its widgets send lands in [events]. */
    private fun show(view: AppView, width: Dp = 400.dp, height: Dp = 760.dp) {
        val board = CoreBoard(d.core)
        rule.setContent {
            Box(Modifier.size(width, height)) { XiangqiTheme(darkTheme = false) { AppScreen(view, board, { events += it }) } }
        }
        rule.waitForIdle()
    }

    private fun home() = d.view().stack.first()

    private fun clickText(text: String) {
        val node = rule.onNode(hasText(text) and hasClickAction())
        runCatching { node.performScrollTo() } // (a pinned button is in no scrolling column)
        node.performClick()
        rule.waitForIdle()
    }

    private fun clickLabel(label: String) {
        val node = rule.onNode(hasContentDescription(label) and hasClickAction())
        node.performScrollTo()
        node.performClick()
        rule.waitForIdle()
    }

    @Test
    fun anIdlePlayersRowChallengesThemAndABusyOneIsNoButton() {
        show(en.app(home(), ScreenView.Online(en.signedIn())))
        clickText("Li")
        assertEquals(listOf(Event.Action(Action.ChallengePlayer("Li"))), events)
        assertTrue(rule.onAllNodes(hasText("Wang_Fei") and hasClickAction()).fetchSemanticsNodes().isEmpty())
        clickText("Li challenges you")
        assertEquals(Event.Action(Action.OpenChallenge(3u)), events.last())
    }

    @Test
    fun aTileSeeksItsTimeControlAndTheModeIsChosenAboveTheGrid() {
        show(en.app(home(), ScreenView.Online(en.signedIn())))
        // Four tiles, each its time control large and its speed.
        listOf("3+2", "10+5", "20+10", "45+15").forEachIndexed { i, time ->
            rule.onNodeWithTag(OnlineTags.tile(i)).assertContentDescriptionContains("Find an opponent for $time")
        }
        rule.onNodeWithText("Blitz", useUnmergedTree = true).assertExists()
        clickLabel("Find an opponent for 20+10")
        assertEquals(Event.Action(Action.QuickGame(2u)), events.last())
        clickText("Friendly")
        assertEquals(Event.Choose(app.xiangqi.core.Field.ONLINE_RATED, 1u), events.last())
    }

    @Test
    fun theSoughtTileStopsTheSearchAndTheOthersWait() {
        show(en.app(home(), ScreenView.Online(en.signedIn(seeking = true))))
        rule.onNodeWithText("Seeking …", useUnmergedTree = true).assertExists()
        rule.onNodeWithTag(OnlineTags.tile(0)).assertIsNotEnabled()
        clickLabel("Stop seeking a 10+5 game")
        assertEquals(listOf(Event.Action(Action.CancelQuick)), events)
    }

    @Test
    fun aChallengeIsAnsweredOnItsCard() {
        show(en.app(home(), ScreenView.Online(en.signedIn())))
        val card = rule.onNodeWithTag(OnlineTags.challenge(0))
        card.performScrollTo()
        clickText("Accept")
        assertEquals(Event.Action(Action.AcceptChallenge(3u)), events.last())
        clickText("Decline")
        assertEquals(Event.Action(Action.DeclineChallenge(3u)), events.last())
        clickText("Withdraw")
        assertEquals(Event.Action(Action.DeclineChallenge(4u)), events.last())
    }

    @Test
    fun theHubSaysTheConnectionInAWordOneScoreAndTheRunningGame() {
        show(en.app(home(), ScreenView.Online(en.signedIn(running = true))))
        rule.onNodeWithTag(OnlineTags.STATUS).assertTextContains("Online")
        rule.onNodeWithTag(OnlineTags.ACCOUNT, useUnmergedTree = true).assertExists()
        rule.onNodeWithText("Elo 1516", useUnmergedTree = true).assertExists()
        val texts = rule.onAllNodes(SemanticsMatcher.keyIsDefined(SemanticsProperties.Text), useUnmergedTree = true)
            .fetchSemanticsNodes().flatMap { n -> n.config[SemanticsProperties.Text].map { it.text } }
        assertTrue("no host on the hub: $texts", texts.none { "example.org" in it || "http" in it })
        assertTrue("one score, not three: $texts", texts.none { "120 Taler" in it || "10 points" in it })
        rule.onNodeWithText("9:12", useUnmergedTree = true).assertExists()
        rule.onNodeWithText("8:41", useUnmergedTree = true).assertExists()
        clickText("Continue")
        assertEquals(Event.Action(Action.OpenOnlineGame(7u)), events.last())
        // One game at a time: the tiles wait.
        rule.onNodeWithTag(OnlineTags.tile(1)).assertIsNotEnabled()
    }

    @Test
    fun typingIntoTheNameFieldSendsTheWholeText() {
        show(en.app(home(), ScreenView.Online(en.signedOut(name = ""))))
        rule.onNode(hasText("Sign in") and hasClickAction()).assertIsNotEnabled()
        rule.onNodeWithTag(textFieldTag(TextField.ONLINE_NAME)).performTextInput("Mei")
        rule.waitForIdle()
        assertEquals(Event.Input(TextField.ONLINE_NAME, "Mei"), events.last())
        rule.onNodeWithTag(textFieldTag(TextField.ONLINE_NAME)).assertTextContains("Mei")
    }

    @Test
    fun theRealCoreTakesTheTypedName() {
        val drv = d
        val composed = AtomicReference<AppView?>(null) // (as UiTestBase.sync: a composition of the core's view)
        rule.setContent {
            val shown = drv.shell.view.value
            SideEffect { composed.set(shown) }
            Box(Modifier.size(400.dp, 760.dp)) { XiangqiApp(drv.shell, drv.core) }
        }
        fun sync() {
            rule.waitForIdle()
            drv.core.settle()
            rule.waitUntil(5_000) { composed.get() == drv.core.view() }
            rule.waitForIdle()
        }
        sync()
        drv.tab(Tab.MORE)
        sync()
        val open = (drv.top() as ScreenView.More).more.groups.flatMap { it.rows }.first { it.row.action == Action.OpenOnline }
        clickText(open.row.title)
        sync()
        val hub = (drv.top() as ScreenView.Online).online
        val signIn = hub.signIn ?: error("no sign-in on a fresh device: $hub")
        rule.onNodeWithTag(textFieldTag(TextField.ONLINE_NAME)).performTextInput("Mei_Lin")
        sync()
        val typed = (drv.top() as ScreenView.Online).online.signIn!!
        assertEquals("Mei_Lin", typed.name.text)
        assertTrue("the button works once a name is typed", typed.button.enabled)
        rule.onNode(hasText(signIn.button.label) and hasClickAction()).performScrollTo()
    }

    @Test
    fun theGraphHasOneScreenReaderNodePerPoint() {
        val stats = en.stats()
        show(en.app(home(), ScreenView.List(stats)))
        val graph = stats.graph!!
        graph.points.forEachIndexed { i, p ->
            val node = rule.onNodeWithTag(ListTags.point(i)).fetchSemanticsNode()
            assertEquals(listOf(p.label), node.config[SemanticsProperties.ContentDescription])
        }
        val all = rule.onAllNodes(SemanticsMatcher("a graph point") { n ->
            SemanticsProperties.TestTag in n.config && n.config[SemanticsProperties.TestTag].startsWith("list.graph.point.")
        }).fetchSemanticsNodes()
        assertEquals(graph.points.size, all.size)
        stats.summary.forEach { rule.onNodeWithText(it).assertExists() }
        for (f in stats.figures) {
            rule.onNodeWithText(f.value, useUnmergedTree = true).assertExists()
            rule.onNodeWithText(f.label, useUnmergedTree = true).assertExists()
        }
    }

    @Test
    fun anEmptySectionSaysSoAndLoadingShowsTheStatus() {
        show(en.app(home(), ScreenView.List(en.liveGames(loading = true))))
        rule.onNodeWithTag(ListTags.STATUS).assertTextContains("Loading …")
        events.clear()
        clickText("Reload")
        assertEquals(listOf(Event.Action(Action.Reload)), events)
    }

    @Test
    fun theChallengeIsAFormAndItsButtonsSendTheirActions() {
        show(en.app(home(), ScreenView.Challenge(en.challenge())))
        rule.onNodeWithTag(Tags.TITLE).assertTextContains("Li challenges you")
        clickText("20 Taler")
        assertEquals(Event.Choose(app.xiangqi.core.Field.ONLINE_STAKE, 2u), events.last())
        clickText("Accept")
        assertEquals(Event.Action(Action.AcceptChallenge(3u)), events.last())
    }

    @Test
    fun theOnlineGameShowsItsPromptsEachOnItsOwn() {
        d.startTwoPlayers(clock = 0)
        val game = en.onlineGame(d.game())
        show(en.app(home(), ScreenView.Game(game), base = d.view()), width = 1000.dp, height = 700.dp)
        assertEquals(game.prompts.size, rule.onAllNodes(hasTestTag(SheetTags.PROMPT)).fetchSemanticsNodes().size)
        for (p in game.prompts) rule.onNodeWithText(p.text, useUnmergedTree = true).assertExists()
        rule.onNodeWithText(game.top.name, useUnmergedTree = true).assertExists()
        rule.onNodeWithText(game.bottom.clock!!.time, useUnmergedTree = true).assertExists()
        clickText("Accept the draw")
        assertEquals(Event.Action(Action.AcceptDraw), events.last())
    }

    @Test
    fun noTextRunsOffThePhoneScreenInGerman() {
        val de = OnlineSamples(Lang.DE)
        d.startTwoPlayers(clock = 0)
        val base = d.view()
        val home = base.stack.first()
        val hub = ScreenView.Online(de.signedIn(running = true))
        val screens = listOf(
            "sign-in" to de.app(home, ScreenView.Online(de.signedOut(message = "Der Name ist schon vergeben."))),
            "hub" to de.app(home, hub),
            "seeking" to de.app(home, ScreenView.Online(de.signedIn(seeking = true))),
            "challenge" to de.app(home, hub, ScreenView.Challenge(de.challenge())),
            "my games" to de.app(home, hub, ScreenView.List(de.myGames())),
            "statistics" to de.app(home, hub, ScreenView.List(de.stats())),
            "online game" to de.app(home, hub, ScreenView.Game(de.onlineGame(d.game())), base = base),
        )
        val shown = mutableStateOf(screens.first().second)
        val board = CoreBoard(d.core)
        rule.setContent {
            Box(Modifier.size(400.dp, 760.dp)) { XiangqiTheme(darkTheme = false) { AppScreen(shown.value, board, {}) } }
        }
        for ((name, view) in screens) {
            shown.value = view
            rule.waitForIdle()
            val root = rule.onRoot().fetchSemanticsNode().boundsInRoot
            val texts = rule.onAllNodes(SemanticsMatcher.keyIsDefined(SemanticsProperties.Text), useUnmergedTree = true)
                .fetchSemanticsNodes()
            assertTrue("$name: no text", texts.isNotEmpty())
            for (n in texts) {
                val b = n.boundsInRoot
                assertTrue(
                    "$name: \"${n.config.getOrNull(SemanticsProperties.Text)?.joinToString()}\" at $b runs off the screen",
                    b.left >= root.left - 0.5f && b.right <= root.right + 0.5f,
                )
            }
        }
    }

    @After
    fun close() {
        driver?.close()
    }
}
