package app.xiangqi.desktop

import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.assert
import androidx.compose.ui.test.assertIsNotSelected
import androidx.compose.ui.test.assertIsSelected
import androidx.compose.ui.test.assertTextEquals
import androidx.compose.ui.test.hasTestTag
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onNodeWithText
import app.xiangqi.core.Action
import app.xiangqi.core.Event
import app.xiangqi.core.Field
import app.xiangqi.core.Lang
import app.xiangqi.core.ScreenView
import app.xiangqi.ui.GameTags
import app.xiangqi.ui.components.Tags
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test

/** Home, the new game form and the game, clicked through on the real core. */
class GameUiTest : UiTestBase() {
    private fun home() = (top() as ScreenView.Home).home
    private fun form() = (top() as ScreenView.NewGame).form
    private fun game() = d.game()

    /** New game → Start: a game against the computer (the form's defaults, level 0). */
    private fun startGame() {
        click(home().menu.first { it.action == Action.OpenNewGame }.label)
        val level = form().sections.flatMap { it.choices }.first { it.field == Field.LEVEL }
        click(level.options[0].label)
        click(form().buttons.first { it.action == Action.StartGame }.label)
    }

    @Test
    fun homeShowsTheCoresMenu() {
        show()
        rule.onNodeWithTag(Tags.TITLE).assertTextEquals(home().title)
        for (b in home().menu) rule.onNodeWithText(b.label).assertExists()
        rule.onNodeWithText(home().daily.title).assertExists()
    }

    @Test
    fun homeSpeaksGerman() {
        show(Lang.DE)
        assertEquals(Lang.DE, d.view().lang)
        for (b in home().menu) rule.onNodeWithText(b.label).assertExists()
        assertTrue(home().menu.any { it.label.contains("Rätsel") })
    }

    @Test
    fun newGameFormChoosesAnOption() {
        show()
        click(home().menu.first { it.action == Action.OpenNewGame }.label)
        rule.onNodeWithTag(Tags.TITLE).assertTextEquals(form().title)
        val mode = form().sections.flatMap { it.choices }.first { it.field == Field.MODE }
        click(mode.options[1].label)
        val after = form().sections.flatMap { it.choices }.first { it.field == Field.MODE }
        assertEquals(1u, after.selected)
        rule.onNode(hasText(after.options[1].label)).assertIsSelected()
        rule.onNode(hasText(after.options[0].label)).assertIsNotSelected()
    }

    @Test
    fun newGameFormFlipsASwitch() {
        show()
        click(home().menu.first { it.action == Action.OpenNewGame }.label)
        val toggle = form().sections.flatMap { it.toggles }.first()
        rule.onNode(hasText(toggle.label, substring = false)).assertExists()
        d.send(Event.Toggle(toggle.field, !toggle.on)) // (the switch itself has no text to find it by)
        sync()
        assertEquals(!toggle.on, form().sections.flatMap { it.toggles }.first { it.field == toggle.field }.on)
    }

    @Test
    fun startingAGameShowsTheBoardAndStatus() {
        show()
        startGame()
        rule.onNodeWithTag(useUnmergedTree = true, testTag = GameTags.STATUS).assertTextEquals(game().board.statusText)
        rule.onNodeWithTag(Tags.TITLE).assertTextEquals(game().title)
        point("e0").assertExists()
    }

    @Test
    fun tappingAPieceSelectsIt() {
        show()
        startGame()
        tap("b0")
        point("b0").assertIsSelected()
        rule.onNodeWithTag(useUnmergedTree = true, testTag = GameTags.MESSAGE).assertTextEquals(game().message!!)
    }

    @Test
    fun aPieceAndATargetMakeAMoveAndTheComputerAnswers() {
        show()
        startGame()
        tap("h2")
        tap("e2")
        waitFor("the reply") { (it.stack.last() as? ScreenView.Game)?.game?.board?.moves?.size == 2 }
        assertEquals(2, game().board.moves.size)
        rule.onNodeWithText(game().moveRows[0].red).assertExists()
    }

    @Test
    fun longPressShowsThePieceCard() {
        show()
        startGame()
        longPress("h0")
        val card = game().card!!
        // The card's view is in; give the frame that composes it the time it needs.
        rule.waitUntil(5_000) {
            rule.onAllNodes(hasTestTag(GameTags.CARD), useUnmergedTree = true).fetchSemanticsNodes().isNotEmpty()
        }
        rule.onNodeWithTag(useUnmergedTree = true, testTag = GameTags.CARD).assertExists()
        rule.onNodeWithText(card.text.trimEnd()).assertExists()
        // Shown once: the message that repeats the card is not drawn beside it.
        assertEquals(1, rule.onAllNodes(hasText(card.gait, substring = true)).fetchSemanticsNodes().size)
    }

    @Test
    fun undoTakesBackTheMoveAndTheReply() {
        show()
        startGame()
        tap("h2")
        tap("e2")
        waitFor("the reply") { (it.stack.last() as? ScreenView.Game)?.game?.board?.moves?.size == 2 }
        click(game().buttons.first { it.action == Action.Undo }.label)
        assertTrue(game().board.moves.isEmpty())
        rule.onNodeWithTag(useUnmergedTree = true, testTag = GameTags.MESSAGE).assertTextEquals(game().message!!)
    }

    @Test
    fun backLeavesTheGameAndHomeResumesIt() {
        show()
        startGame()
        tap("h2")
        tap("e2")
        waitFor("the reply") { (it.stack.last() as? ScreenView.Game)?.game?.board?.moves?.size == 2 }
        d.send(Event.Back) // what Escape (desktop) or the system's Back sends
        sync()
        val row = home().unfinished.single()
        rule.onNodeWithText(row.title).assertExists()
        click(row.title)
        assertEquals(2, game().board.moves.size)
    }

    @Test
    fun aHintIsShownWithItsReason() {
        show()
        startGame()
        click(game().buttons.first { it.action == Action.Hint }.label)
        waitFor("the hint") { (it.stack.last() as? ScreenView.Game)?.game?.hint != null }
        rule.onNodeWithTag(useUnmergedTree = true, testTag = GameTags.HINT).assertExists()
        rule.onNodeWithText(game().hint!!.reason).assertExists()
    }

    @Test
    fun resignAsksThenEndsTheGame() {
        show()
        startGame()
        click(game().buttons.first { it.action == Action.Resign }.label)
        val dialog = d.view().dialog!!
        rule.onNodeWithTag(Tags.DIALOG, useUnmergedTree = true).assertExists()
        click(dialog.buttons.first { it.action == Action.ConfirmResign }.label)
        rule.onNodeWithTag(Tags.DIALOG, useUnmergedTree = true).assertDoesNotExist()
        val result = game().result!!
        rule.onNodeWithTag(useUnmergedTree = true, testTag = GameTags.RESULT).assertExists()
        rule.onNodeWithText(result.headline).assertExists()
    }

    @Test
    fun backClosesTheDialog() {
        show()
        startGame()
        click(game().buttons.first { it.action == Action.Resign }.label)
        rule.onNodeWithTag(Tags.DIALOG, useUnmergedTree = true).assertExists()
        d.send(Event.Back)
        sync()
        rule.onNodeWithTag(Tags.DIALOG, useUnmergedTree = true).assertDoesNotExist()
        assertTrue(game().result == null)
    }

    @Test
    fun twoPlayersShowBothClocks() {
        show()
        click(home().menu.first { it.action == Action.OpenNewGame }.label)
        val mode = form().sections.flatMap { it.choices }.first { it.field == Field.MODE }
        click(mode.options[1].label)
        val clock = form().sections.flatMap { it.choices }.first { it.field == Field.CLOCK }
        click(clock.options.first { it.label.contains("+") }.label)
        click(form().buttons.first { it.action == Action.StartGame }.label)
        val clocks = game().clocks
        assertEquals(2, clocks.size)
        for (c in clocks) rule.onNodeWithText(c.label).assertExists()
        rule.onAllNodes(hasText(clocks[0].time)).fetchSemanticsNodes().isNotEmpty().let(::assertTrue)
    }

    @Test
    fun deletingAnUnfinishedGameAsksFirst() {
        show()
        startGame()
        tap("h2")
        tap("e2")
        d.send(Event.Back)
        sync()
        val delete = home().unfinished.single().extra.first()
        click(delete.label)
        val dialog = d.view().dialog!!
        click(dialog.buttons.first { it.action is Action.ConfirmDeleteGame }.label)
        assertTrue(home().unfinished.isEmpty())
    }

    @Test
    fun draggingAPieceMovesIt() {
        show()
        startGame()
        drag("h2", "e2")
        waitFor("the move") { (it.stack.last() as? ScreenView.Game)?.game?.board?.moves?.isNotEmpty() == true }
        assertEquals(game().board.moves.first(), d.game().moveRows[0].red)
    }

    @Test
    fun boardPointsCarryActionsOnlyWhereTheCoreSetsThem() {
        show()
        startGame()
        val points = d.view().boardPoints
        assertEquals(90, points.size)
        val withAction = points.first { it.action != null }
        val without = points.first { it.action == null }
        point(withAction.point).assert(SemanticsMatcher.keyIsDefined(androidx.compose.ui.semantics.SemanticsActions.OnClick))
        point(without.point).assert(SemanticsMatcher.keyNotDefined(androidx.compose.ui.semantics.SemanticsActions.OnClick))
        point(withAction.point).assert(
            SemanticsMatcher.expectValue(androidx.compose.ui.semantics.SemanticsProperties.ContentDescription, listOf(withAction.label)),
        )
        // Ten ranks, each its own traversal group.
        val groups = rule.onAllNodes(SemanticsMatcher.expectValue(androidx.compose.ui.semantics.SemanticsProperties.IsTraversalGroup, true), useUnmergedTree = true)
            .fetchSemanticsNodes()
        assertTrue("${groups.size} traversal groups", groups.size >= 10)
    }
}
