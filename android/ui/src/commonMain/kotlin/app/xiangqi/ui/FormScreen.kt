package app.xiangqi.ui

import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import app.xiangqi.core.FormView
import app.xiangqi.core.SectionView
import app.xiangqi.ui.components.ButtonBar
import app.xiangqi.ui.components.ChoiceControl
import app.xiangqi.ui.components.Line
import app.xiangqi.ui.components.OnEvent
import app.xiangqi.ui.components.SCREEN_COLUMN_MAX_WIDTH
import app.xiangqi.ui.components.ScreenColumn
import app.xiangqi.ui.components.SectionTitle
import app.xiangqi.ui.components.ToggleRow

/**
 * A form (a challenge's terms): sections of choices and switches that scroll, the buttons
 * pinned at the bottom, in reach of the thumb and always in view.
 */
@Composable
fun FormScreen(form: FormView, onEvent: OnEvent, modifier: Modifier = Modifier, interactive: Boolean = true) {
    Column(modifier.fillMaxSize()) {
        ScreenColumn(Modifier.weight(1f)) {
            form.sections.forEach { FormSection(it, onEvent, interactive) }
        }
        if (form.buttons.isNotEmpty()) {
            Surface(Modifier.fillMaxWidth(), color = MaterialTheme.colorScheme.surfaceContainer) {
                Box(Modifier.fillMaxWidth().padding(16.dp), contentAlignment = Alignment.Center) {
                    Box(Modifier.widthIn(max = SCREEN_COLUMN_MAX_WIDTH).fillMaxWidth()) {
                        ButtonBar(form.buttons, onEvent, interactive)
                    }
                }
            }
        }
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
