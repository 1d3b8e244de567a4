package app.xiangqi.ui

import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import app.xiangqi.core.FormView
import app.xiangqi.core.SectionView
import app.xiangqi.ui.components.ButtonBar
import app.xiangqi.ui.components.ChoiceControl
import app.xiangqi.ui.components.Line
import app.xiangqi.ui.components.OnEvent
import app.xiangqi.ui.components.ScreenColumn
import app.xiangqi.ui.components.SectionTitle
import app.xiangqi.ui.components.ToggleRow

/**
 * A form (new game, settings, a challenge's terms): sections of choices and switches, the
 * buttons at the bottom.
 */
@Composable
fun FormScreen(form: FormView, onEvent: OnEvent, modifier: Modifier = Modifier, interactive: Boolean = true) {
    ScreenColumn(modifier) {
        form.sections.forEach { FormSection(it, onEvent, interactive) }
        ButtonBar(form.buttons, onEvent, interactive)
    }
}

/** One section of a form: its title, choices, switches, buttons and the note under them. */
@Composable
fun FormSection(section: SectionView, onEvent: OnEvent, interactive: Boolean = true) {
    SectionTitle(section.title)
    section.choices.forEach { ChoiceControl(it, onEvent, interactive) }
    section.toggles.forEach { ToggleRow(it, onEvent, interactive) }
    ButtonBar(section.buttons, onEvent, interactive)
    section.note?.let { Line(it, muted = true) }
}
