package app.xiangqi.desktop

import app.xiangqi.core.SettingControl
import app.xiangqi.ui.NewGameTags
import app.xiangqi.ui.SettingsTags
import androidx.compose.ui.test.assertIsDisplayed
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.onNodeWithContentDescription
import app.xiangqi.ui.components.NavTags
import androidx.compose.ui.test.assert
import androidx.compose.ui.test.assertIsNotSelected
import androidx.compose.ui.test.assertIsSelected
import androidx.compose.ui.test.assertTextEquals
import androidx.compose.ui.test.hasTestTag
import androidx.compose.ui.test.hasClickAction
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performTouchInput
import androidx.compose.ui.test.click
import androidx.compose.ui.geometry.Offset
import app.xiangqi.ui.components.glyph
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onNodeWithText
import app.xiangqi.core.Action
import app.xiangqi.core.Event
import app.xiangqi.core.Field
import app.xiangqi.core.Lang
import app.xiangqi.core.ScreenView
import app.xiangqi.ui.GameTags
import app.xiangqi.ui.board.BOARD_TAG
import app.xiangqi.ui.components.BoardScreenTags
import app.xiangqi.ui.components.SheetTags
import app.xiangqi.ui.components.StripTags
import app.xiangqi.ui.components.Tags
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Test

/** Home, the new game form and the game, clicked through on the real core. */
class GameUiTest : UiTestBase() {
    private fun home() = (top() as ScreenView.Home).home
    private fun form() = (top() as ScreenView.NewGame).form
    private fun game() = d.game()

    /** New game → Start: a game against the computer (the form's defaults, level 0). */
    private fun startGame() {
        click(home().newGame.label)
        click(form().opponents[0].name)
        click(form().start.label)
    }

    @Test
    fun homeShowsTheWayIn() {
        show()
        rule.onNodeWithTag(Tags.TITLE).assertTextEquals(home().title)
        rule.onNodeWithText(home().newGame.label).assertExists()
        for (c in home().characters) rule.onNodeWithContentDescription(c.label).assertExists()
        rule.onNodeWithText(home().daily!!.title).assertExists()
        for (t in d.view().tabs) rule.onNodeWithTag(NavTags.tab(t.label)).assertExists()
    }

    @Test
    fun homeSpeaksGerman() {
        show(Lang.DE)
        assertEquals(Lang.DE, d.view().lang)
        rule.onNodeWithText("Neue Partie").assertExists()
        assertTrue(d.view().tabs.any { it.label == "Rätsel" })
    }

    @Test
    fun aCharacterTileStartsAGameAndTheTabsGiveWayToTheBoard() {
        show()
        val tile = home().characters[0]
        rule.onNodeWithContentDescription(tile.label).performClick()
        sync()
        assertEquals("Xiaolan", game().top.name)
        rule.onNodeWithTag(NavTags.BOTTOM_BAR).assertDoesNotExist()
    }

    @Test
    fun newGameFormChoosesAnOption() {
        show()
        click(home().newGame.label)
        rule.onNodeWithTag(Tags.TITLE).assertTextEquals(form().title)
        // Start is in view from the first moment, under the line saying what starts.
        rule.onNodeWithTag(NewGameTags.START_BAR).assertIsDisplayed()
        rule.onNodeWithText(form().summary).assertIsDisplayed()
        val two = form().opponents.indexOfLast { it.level == null }
        click(form().opponents[two].name)
        assertTrue(form().opponents[two].selected)
        assertTrue(form().color == null)
        rule.onNodeWithTag(NewGameTags.opponent(two)).assertIsSelected()
        rule.onNodeWithTag(NewGameTags.opponent(0)).assertIsNotSelected()
        rule.onNodeWithText(form().summary).assertIsDisplayed()
        // The house rules unfold from their row.
        val rule0 = form().rules.rows.first().title
        rule.onNodeWithText(rule0).assertDoesNotExist()
        rule.onNodeWithTag(NewGameTags.RULES).performClick()
        sync()
        rule.onNodeWithText(rule0).assertExists()
    }

    @Test
    fun newGameFormFlipsASwitch() {
        show()
        click(home().newGame.label)
        fun switches() = form().rules.rows.mapNotNull { (it.control as? SettingControl.Toggle)?.toggle }
        val toggle = switches().first()
        // Folded under their summary until the row is tapped; then the whole row is the switch.
        rule.onNodeWithTag(NewGameTags.RULES).performClick()
        sync()
        val before = form().rulesSummary
        click(toggle.label)
        assertEquals(!toggle.on, switches().first { it.field == toggle.field }.on)
        assertTrue("the summary follows the rules", form().rulesSummary != before)
    }

    @Test
    fun startingAGameShowsTheBoardAndStatus() {
        show()
        startGame()
        val message = game().message
        if (message == null) {
            rule.onNodeWithTag(useUnmergedTree = true, testTag = GameTags.STATUS).assertTextEquals(game().board.statusText)
        } else {
            rule.onNodeWithTag(useUnmergedTree = true, testTag = GameTags.MESSAGE).assertTextEquals(message)
        }
        rule.onNodeWithTag(Tags.TITLE).assertTextEquals(game().title)
        rule.onNodeWithTag(StripTags.TOP).assertExists()
        rule.onNodeWithTag(StripTags.BOTTOM).assertExists()
        rule.onNodeWithText(game().top.name, useUnmergedTree = true).assertExists()
        rule.onNodeWithText(game().bottom.name, useUnmergedTree = true).assertExists()
        point("e0").assertExists()
    }

    @Test
    fun tappingAPieceSelectsIt() {
        show()
        startGame()
        tap("b0")
        point("b0").assertIsSelected()
        // The marks show the targets: no sentence about them (the screen reader's points name them).
        assertEquals(null, game().message)
        rule.onNodeWithTag(useUnmergedTree = true, testTag = GameTags.MESSAGE).assertDoesNotExist()
    }

    @Test
    fun aPieceAndATargetMakeAMoveAndTheComputerAnswers() {
        show()
        startGame()
        tap("h2")
        tap("e2")
        waitFor("the reply") { (it.stack.last() as? ScreenView.Game)?.game?.board?.moves?.size == 2 }
        assertEquals(2, game().board.moves.size)
        rule.onNodeWithText(game().moveStrip.cells[0].text, useUnmergedTree = true).assertExists()
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
        click(game().bar.first { it.action == Action.Undo }.label)
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
        click(game().bar.first { it.action == Action.Hint }.label)
        waitFor("the hint") { (it.stack.last() as? ScreenView.Game)?.game?.hint != null }
        rule.onNodeWithTag(useUnmergedTree = true, testTag = GameTags.HINT).assertExists()
        rule.onNodeWithText(game().hint!!.reason).assertExists()
    }

    /** The menu icon opens the menu sheet; Resign in it. */
    private fun resignFromTheMenu() {
        click(game().bar.first { it.action == Action.OpenMenu }.label)
        assertTrue(game().menuOpen)
        rule.onNodeWithTag(SheetTags.MENU).assertExists()
        click(game().menu.buttons.first { it.action == Action.Resign }.label)
    }

    @Test
    fun resignAsksThenEndsTheGame() {
        show()
        startGame()
        resignFromTheMenu()
        val dialog = d.view().dialog!!
        rule.onNodeWithTag(Tags.DIALOG, useUnmergedTree = true).assertExists()
        click(dialog.buttons.first { it.action == Action.ConfirmResign }.label)
        rule.onNodeWithTag(Tags.DIALOG, useUnmergedTree = true).assertDoesNotExist()
        val result = game().result!!
        rule.onNodeWithTag(useUnmergedTree = true, testTag = GameTags.RESULT).assertExists()
        rule.onNodeWithText(result.headline).assertExists()
    }

    /**
     * The result sheet over the board leaves the icon bar free; a tap beside it puts it away
     * (the final position in view), the bar's button brings it back.
     */
    @Test
    fun theResultSheetGoesAwayAndComesBackFromTheBar() {
        show()
        startGame()
        resignFromTheMenu()
        click(d.view().dialog!!.buttons.first { it.action == Action.ConfirmResign }.label)
        assertTrue(game().resultOpen)
        val sheet = rule.onNodeWithTag(GameTags.RESULT).fetchSemanticsNode().boundsInRoot
        val bar = rule.onNodeWithTag(StripTags.BAR).fetchSemanticsNode().boundsInRoot
        assertTrue("the sheet ($sheet) covers the bar ($bar)", sheet.bottom <= bar.top + 1f)
        assertFalse(game().bar.any { it.action == Action.OpenResult })
        // A tap on the board beside the sheet.
        rule.onNodeWithTag(BoardScreenTags.SCRIM).performTouchInput { click(Offset(width / 2f, 10f)) }
        sync()
        assertFalse(game().resultOpen)
        rule.onNodeWithTag(GameTags.RESULT).assertDoesNotExist()
        rule.onNodeWithTag(BoardScreenTags.SCRIM).assertDoesNotExist()
        val open = game().bar.single { it.action == Action.OpenResult }
        assertEquals(app.xiangqi.core.Icon.TROPHY, open.icon)
        rule.onNode(hasContentDescription(open.label) and hasClickAction()).assertExists()
        click(open.label)
        assertTrue(game().resultOpen)
        rule.onNodeWithTag(GameTags.RESULT).assertExists()
        rule.onNodeWithText(game().result!!.headline).assertExists()
    }

    /** The review's moves as the game's strip above the board (a phone); a move goes to its ply. */
    @Test
    fun theReviewsMoveStripGoesToAMove() {
        show()
        startGame()
        tap("h2")
        tap("e2")
        waitFor("the reply") { (it.stack.last() as? ScreenView.Game)?.game?.board?.moves?.size == 2 }
        val id = game().gameId
        d.action(Action.Resign)
        d.action(Action.ConfirmResign)
        d.action(Action.ReviewGame(id))
        waitFor("the review") { v -> (v.stack.last() as? ScreenView.Review)?.review?.progress == null }
        sync()
        fun review() = (top() as ScreenView.Review).review
        rule.onNodeWithTag(StripTags.MOVE_STRIP).assertExists()
        val first = review().moveStrip.cells.first()
        assertEquals(Action.ReviewGoto(first.ply), first.action)
        rule.onNodeWithTag(StripTags.cell(first.ply)).performClick()
        sync()
        assertEquals(first.ply, review().ply)
        assertEquals(first.ply, review().moveStrip.shownPly)
        rule.onNodeWithTag(StripTags.cell(first.ply)).assertIsSelected()
    }

    @Test
    fun backClosesTheDialog() {
        show()
        startGame()
        resignFromTheMenu()
        rule.onNodeWithTag(Tags.DIALOG, useUnmergedTree = true).assertExists()
        d.send(Event.Back)
        sync()
        rule.onNodeWithTag(Tags.DIALOG, useUnmergedTree = true).assertDoesNotExist()
        assertTrue(game().result == null)
    }

    @Test
    fun twoPlayersShowBothClocks() {
        show()
        click(home().newGame.label)
        click(form().opponents.last().name)
        val clock = (form().clock.control as SettingControl.Choice).choice
        rule.onNodeWithTag(SettingsTags.row("clock")).performClick()
        sync()
        click(clock.options.first { it.label.contains("+") }.label)
        click(form().start.label)
        val strips = listOf(game().top, game().bottom)
        for (s in strips) {
            rule.onNodeWithText(s.name, useUnmergedTree = true).assertExists()
            val clock = s.clock ?: error("no clock on ${s.name}'s strip")
            assertTrue(rule.onAllNodes(hasText(clock.time), useUnmergedTree = true).fetchSemanticsNodes().isNotEmpty())
        }
        assertEquals(2, rule.onAllNodes(hasTestTag(StripTags.CLOCK), useUnmergedTree = true).fetchSemanticsNodes().size)
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
        assertEquals(game().board.moves.first(), d.game().moveStrip.cells[0].text)
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

    @Test
    fun stepsBackAndForwardWithoutChangingTheGame() {
        show()
        startGame()
        tap("h2")
        tap("e2")
        waitFor("the reply") { (it.stack.last() as? ScreenView.Game)?.game?.board?.moves?.size == 2 }
        val moves = game().board.moves
        click(game().bar.first { it.action == Action.StepBack }.label)
        assertTrue(game().moveStrip.stepping)
        assertEquals(1u, game().moveStrip.shownPly)
        rule.onNodeWithTag(StripTags.cell(1u)).assertIsSelected()
        rule.onNodeWithTag(GameTags.STEPPING, useUnmergedTree = true).assertExists()
        // A move of the strip: the position after it.
        rule.onNodeWithTag(StripTags.cell(2u)).performClick()
        sync()
        assertEquals(2u, game().moveStrip.shownPly)
        click(game().bar.first { it.action == Action.StepBack }.label)
        click(game().bar.first { it.action == Action.StepBack }.label)
        assertEquals(0u, game().moveStrip.shownPly)
        click(game().bar.first { it.action == Action.BackToGame }.label)
        assertFalse(game().moveStrip.stepping)
        assertEquals(moves, game().board.moves)
    }

    @Test
    fun theFirstSelectionExplainsTheMarksOnce() {
        show()
        startGame()
        val at = locate("b0")
        rule.onNodeWithTag(BOARD_TAG).performTouchInput { click(at) }
        sync()
        val legend = game().legend ?: error("no legend at the first selection")
        rule.onNodeWithTag(SheetTags.LEGEND).assertExists()
        for (item in legend.items) rule.onNodeWithText(item.text, useUnmergedTree = true).assertExists()
        click(legend.button.label)
        assertEquals(null, game().legend)
        rule.onNodeWithTag(SheetTags.LEGEND).assertDoesNotExist()
        tap("b0")
        tap("c2")
        assertEquals(null, game().legend)
    }

    @Test
    fun theMenuClosesWhenTheScreenBehindItIsTapped() {
        show()
        startGame()
        click(game().bar.first { it.action == Action.OpenMenu }.label)
        for (b in game().menu.buttons) rule.onNodeWithText(b.label, useUnmergedTree = true).assertExists()
        rule.onNodeWithTag(BoardScreenTags.SCRIM).performTouchInput { click(Offset(width / 2f, 10f)) }
        sync()
        assertFalse(game().menuOpen)
        rule.onNodeWithTag(SheetTags.MENU).assertDoesNotExist()
    }

    @Test
    fun iconButtonsAreLabelledForTheScreenReader() {
        show()
        startGame()
        for (b in game().bar) {
            val nodes = rule.onAllNodes(hasContentDescription(b.label) and hasClickAction()).fetchSemanticsNodes()
            assertEquals("the bar's ${b.label}", 1, nodes.size)
        }
    }

    @Test
    fun aCaptureShowsOnTheStripWithTheMaterial() {
        show()
        startGame()
        // The cannon takes the horse on h9 (the computer may answer anything first).
        d.play("h2", "h9")
        waitFor("the capture") { v ->
            (v.stack.last() as? ScreenView.Game)?.game?.let { g -> g.bottom.captured.isNotEmpty() && !g.board.computerThinking } == true
        }
        val strips = listOf(game().top, game().bottom)
        rule.onNodeWithText(game().bottom.captured.first().glyph(), useUnmergedTree = true).assertExists()
        // Whoever is ahead (the computer may have taken back) shows the difference.
        val material = strips.mapNotNull { it.material }
        assertEquals(1, material.size)
        rule.onNodeWithText(material.single(), useUnmergedTree = true).assertExists()
    }
}
