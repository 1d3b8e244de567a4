package app.xiangqi.ui.components

import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.text.TextRange
import androidx.compose.ui.text.input.TextFieldValue
import app.xiangqi.core.Event
import app.xiangqi.core.TextField
import app.xiangqi.core.TextFieldView

/** The test tag of a text field. */
fun textFieldTag(field: TextField) = "text.${field.name.lowercase()}"

/**
 * A text field from its view: every change sends `Event.Input` with the whole text. The
 * field keeps what was typed (and the cursor) while the core's echo is on its way; a text
 * the core set itself (cleared, cut to its length) replaces it.
 */
@Composable
fun TextInput(field: TextFieldView, onEvent: OnEvent, interactive: Boolean = true, modifier: Modifier = Modifier) {
    var value by remember(field.field) { mutableStateOf(TextFieldValue(field.text, TextRange(field.text.length))) }
    // The texts sent and not yet seen back from the core, oldest first.
    val pending = remember(field.field) { ArrayDeque<String>() }
    LaunchedEffect(field.text) {
        val echo = pending.indexOf(field.text)
        if (echo >= 0) {
            repeat(echo + 1) { pending.removeFirst() }
        } else if (field.text != value.text) {
            pending.clear()
            value = TextFieldValue(field.text, TextRange(field.text.length))
        }
    }
    OutlinedTextField(
        value = value,
        onValueChange = { next ->
            val changed = next.text != value.text
            value = next
            if (changed) {
                pending.addLast(next.text)
                onEvent(Event.Input(field.field, next.text))
            }
        },
        label = { Text(field.label) },
        placeholder = { Text(field.placeholder) },
        enabled = field.enabled && interactive,
        singleLine = true,
        modifier = modifier.fillMaxWidth().testTag(textFieldTag(field.field)),
    )
}
