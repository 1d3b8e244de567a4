package app.xiangqi.desktop

import androidx.compose.ui.graphics.toPixelMap
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
    private fun choice(field: Field) = settings().sections.flatMap { it.choices }.first { it.field == field }

    private fun openSettings() = click(home().menu.first { it.action == Action.OpenSettings }.label)

    @Test
    fun theStageChangesAndTheBoardIsPaintedAnew() {
        show()
        d.startVsComputer()
        sync()
        val before = rule.onNodeWithTag(BOARD_TAG).captureToImage().toPixelMap()
        d.home()
        sync()
        openSettings()
        val stage = choice(Field.STAGE)
        val other = (stage.selected.toInt() + 1) % stage.options.size
        rule.onNode(hasText(stage.options[other].label)).performScrollTo()
        click(stage.options[other].label)
        assertEquals(other.toUInt(), choice(Field.STAGE).selected)
        rule.onNode(hasText(stage.options[other].label)).assertIsSelected()
        d.home()
        click(home().unfinished.single().title)
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
        click(language.options[german].label)
        assertEquals(Lang.DE, d.view().lang)
        rule.onNodeWithTag(Tags.TITLE).assertTextEquals(settings().title)
    }

    @Test
    fun recordsShowTheSummary() {
        show()
        click(home().menu.first { it.action == Action.OpenRecords }.label)
        val records = (top() as ScreenView.Records).records
        rule.onNodeWithTag(Tags.TITLE).assertTextEquals(records.title)
        records.summary.forEach { rule.onNodeWithText(it).assertExists() }
    }

    @Test
    fun theEditorClearsTheBoardAndPlacesAPiece() {
        show()
        click(home().menu.first { it.action == Action.OpenEditor }.label)
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
