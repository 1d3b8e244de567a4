package app.xiangqi.desktop

import app.xiangqi.core.SettingControl
import app.xiangqi.ui.SettingsTags
import androidx.compose.ui.test.assertIsNotSelected
import androidx.compose.ui.test.hasTestTag
import androidx.compose.ui.test.hasAnyAncestor
import androidx.compose.ui.test.performClick
import androidx.compose.ui.graphics.toPixelMap
import app.xiangqi.core.Tab
import androidx.compose.ui.test.assertIsSelected
import androidx.compose.ui.test.assertTextEquals
import androidx.compose.ui.test.captureToImage
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performScrollTo
import app.xiangqi.core.Action
import app.xiangqi.core.Field
import app.xiangqi.core.Lang
import app.xiangqi.core.ScreenView
import app.xiangqi.ui.board.BOARD_TAG
import app.xiangqi.ui.components.Tags
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test

/** Settings, records and the editor, clicked through on the real core. */
class SettingsUiTest : UiTestBase() {
    private fun home() = (top() as ScreenView.Home).home
    private fun settings() = (top() as ScreenView.Settings).form
    private fun rows() = settings().groups.flatMap { it.rows }
    private fun choice(field: Field) = rows().map { it.control }.filterIsInstance<SettingControl.Choice>().first { it.choice.field == field }.choice
    private fun pictures(field: Field) = rows().map { it.control }.filterIsInstance<SettingControl.Pictures>().first { it.picker.field == field }.picker

    private fun openSettings() = openFromMore(Action.OpenSettings)

    @Test
    fun theStageChangesAndTheBoardIsPaintedAnew() {
        show()
        d.startVsComputer()
        sync()
        val before = rule.onNodeWithTag(BOARD_TAG).captureToImage().toPixelMap()
        d.home()
        sync()
        openSettings()
        // The stage is chosen from its pictures: a tap on another one.
        val stage = pictures(Field.STAGE)
        val other = (stage.selected.toInt() + 1) % stage.options.size
        val picture = rule.onNodeWithTag(SettingsTags.picture("stage", other))
        picture.performScrollTo()
        picture.assertIsNotSelected()
        picture.performClick()
        sync()
        assertEquals(other.toUInt(), pictures(Field.STAGE).selected)
        rule.onNodeWithTag(SettingsTags.picture("stage", other)).assertIsSelected()
        // The row says which one, and the piece faces are drawn on it now.
        rule.onNode(hasText(stage.options[other].label) and hasAnyAncestor(hasTestTag(SettingsTags.row("stage"))), useUnmergedTree = true)
            .assertExists()
        d.home()
        d.action(home().unfinished.single().action!!) // (home's card is home's test)
        sync()
        val after = rule.onNodeWithTag(BOARD_TAG).captureToImage().toPixelMap()
        var changed = 0
        for (y in 0 until minOf(before.height, after.height) step 4) {
            for (x in 0 until minOf(before.width, after.width) step 4) if (before[x, y] != after[x, y]) changed++
        }
        assertTrue("the board looks the same on the other stage ($changed)", changed > 500)
    }

    @Test
    fun theLanguageSwitchesEveryText() {
        show(Lang.EN)
        openSettings()
        val language = choice(Field.LANGUAGE)
        val german = language.options.indexOfFirst { it.label == "Deutsch" }.takeIf { it >= 0 } ?: 0
        // The row opens the languages, each by its own name.
        rule.onNodeWithTag(SettingsTags.row("language")).performScrollTo().performClick()
        sync()
        click(language.options[german].label)
        assertEquals(Lang.DE, d.view().lang)
        rule.onNodeWithTag(Tags.TITLE).assertTextEquals(settings().title)
    }

    @Test
    fun recordsShowTheSummary() {
        show()
        clickTab(Tab.RECORDS)
        val records = (top() as ScreenView.Records).records
        rule.onNodeWithTag(Tags.TITLE).assertTextEquals(records.title)
        rule.onNodeWithText(records.invitation!!).assertExists()
        records.opponents.forEach { rule.onNodeWithText(it.title).assertExists() }
    }

    @Test
    fun theEditorClearsTheBoardAndPlacesAPiece() {
        show()
        openFromMore(Action.OpenEditor)
        val editor = (top() as ScreenView.Editor).editor
        rule.onNodeWithTag(Tags.TITLE).assertTextEquals(editor.title)
        click(editor.buttons.first { it.action == Action.EditorClear }.label)
        val cleared = (top() as ScreenView.Editor).editor
        assertTrue(cleared.editor.pieces.size < editor.editor.pieces.size)
        d.action(Action.EditorPick(0u))
        sync()
        tap("a3")
        val placed = (top() as ScreenView.Editor).editor
        assertEquals(cleared.editor.pieces.size + 1, placed.editor.pieces.size)
    }
}
