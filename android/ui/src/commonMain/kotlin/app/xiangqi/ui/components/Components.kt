package app.xiangqi.ui.components

import androidx.compose.foundation.background
import androidx.compose.foundation.clickable
import androidx.compose.foundation.selection.toggleable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.material3.Button
import androidx.compose.material3.ButtonDefaults
import androidx.compose.material3.Card
import androidx.compose.material3.CardDefaults
import androidx.compose.material3.ElevatedCard
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.FilterChip
import androidx.compose.material3.Icon
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Surface
import androidx.compose.material3.Switch
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.foundation.gestures.detectTapGestures
import androidx.compose.ui.input.pointer.pointerInput
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.dp
import app.xiangqi.ui.designsystem.vector
import app.xiangqi.core.BannerKind
import app.xiangqi.core.BannerView
import app.xiangqi.core.ButtonRole
import app.xiangqi.core.ButtonView
import app.xiangqi.core.ChoiceView
import app.xiangqi.core.DialogView
import app.xiangqi.core.Event
import app.xiangqi.core.RowView
import app.xiangqi.core.ToggleView

/** Test tags of the shared parts. */
object Tags {
    const val DIALOG = "dialog"
    const val BANNER = "banner"
    const val TITLE = "title"
}

/** Sends events; every widget of a screen takes one. */
typealias OnEvent = (Event) -> Unit

/** A screen's heading. */
@Composable
fun ScreenTitle(text: String, modifier: Modifier = Modifier) {
    Text(
        text,
        style = MaterialTheme.typography.headlineSmall,
        color = MaterialTheme.colorScheme.primary,
        modifier = modifier.testTag(Tags.TITLE).semantics { heading() },
    )
}

/** A section's heading. */
@Composable
fun SectionTitle(text: String) {
    Text(
        text,
        style = MaterialTheme.typography.titleMedium,
        color = MaterialTheme.colorScheme.secondary,
        modifier = Modifier.padding(top = 8.dp).semantics { heading() },
    )
}

/** A line of body text (a status, a message). */
@Composable
fun Line(text: String, muted: Boolean = false, modifier: Modifier = Modifier) {
    Text(
        text,
        style = MaterialTheme.typography.bodyMedium,
        color = if (muted) MaterialTheme.colorScheme.onSurfaceVariant else MaterialTheme.colorScheme.onSurface,
        modifier = modifier,
    )
}

/**
 * A button from its view: its role decides the look (the primary one filled, the others
 * outlined, a destructive one in the error colour), its action is sent; [withIcon] puts the
 * button's icon before its label.
 */
@Composable
fun ActionButton(
    button: ButtonView,
    onEvent: OnEvent,
    modifier: Modifier = Modifier,
    interactive: Boolean = true,
    withIcon: Boolean = false,
) {
    val click = { onEvent(Event.Action(button.action)) }
    val enabled = button.enabled && interactive
    val content: @Composable androidx.compose.foundation.layout.RowScope.() -> Unit = {
        val icon = button.icon
        if (withIcon && icon != null) {
            Icon(icon.vector(), contentDescription = null, modifier = Modifier.size(18.dp))
            Spacer(Modifier.width(8.dp))
        }
        if (withIcon) Text(button.label, maxLines = 1, overflow = TextOverflow.Ellipsis) else Text(button.label)
    }
    when (button.role) {
        ButtonRole.PRIMARY -> Button(click, modifier, enabled = enabled, content = content)
        ButtonRole.SECONDARY -> OutlinedButton(click, modifier, enabled = enabled, content = content)
        ButtonRole.DESTRUCTIVE -> OutlinedButton(
            click,
            modifier,
            enabled = enabled,
            colors = ButtonDefaults.outlinedButtonColors(contentColor = MaterialTheme.colorScheme.error),
            content = content,
        )
    }
}

/** Buttons side by side, wrapping onto more lines where they do not fit. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun ButtonBar(buttons: List<ButtonView>, onEvent: OnEvent, interactive: Boolean = true) {
    if (buttons.isEmpty()) return
    FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
        buttons.forEach { ActionButton(it, onEvent, interactive = interactive) }
    }
}

/** A choice as chips (a segmented control that wraps): the selected one is marked. */
@OptIn(ExperimentalLayoutApi::class, ExperimentalMaterial3Api::class)
@Composable
fun ChoiceControl(choice: ChoiceView, onEvent: OnEvent, interactive: Boolean = true) {
    Column(verticalArrangement = Arrangement.spacedBy(2.dp)) {
        Text(choice.label, style = MaterialTheme.typography.labelLarge)
        FlowRow(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
            choice.options.forEachIndexed { i, option ->
                val selected = i.toUInt() == choice.selected
                FilterChip(
                    selected = selected,
                    onClick = { onEvent(Event.Choose(choice.field, i.toUInt())) },
                    enabled = choice.enabled && interactive,
                    label = { Text(option.label) },
                )
            }
        }
        choice.options.getOrNull(choice.selected.toInt())?.detail?.let { Line(it, muted = true) }
    }
}

/** A switch with its label: the whole row is the touch target, named by the label. */
@Composable
fun ToggleRow(toggle: ToggleView, onEvent: OnEvent, interactive: Boolean = true) {
    Row(
        Modifier.fillMaxWidth().heightIn(min = 48.dp).toggleable(
            value = toggle.on,
            enabled = toggle.enabled && interactive,
            role = Role.Switch,
            onValueChange = { onEvent(Event.Toggle(toggle.field, it)) },
        ),
        verticalAlignment = Alignment.CenterVertically,
        horizontalArrangement = Arrangement.spacedBy(12.dp),
    ) {
        Text(toggle.label, style = MaterialTheme.typography.bodyLarge, modifier = Modifier.weight(1f))
        Switch(checked = toggle.on, onCheckedChange = null, enabled = toggle.enabled && interactive)
    }
}

/** A list row: heading, line, tap action, further actions. */
@Composable
fun ListRow(row: RowView, onEvent: OnEvent, interactive: Boolean = true) {
    val action = row.action
    val clickable = if (action != null && interactive) {
        Modifier.clickable(role = Role.Button) { onEvent(Event.Action(action)) }
    } else {
        Modifier
    }
    Card(
        Modifier.fillMaxWidth(),
        colors = CardDefaults.cardColors(containerColor = MaterialTheme.colorScheme.surfaceVariant),
    ) {
        Row(clickable.padding(horizontal = 14.dp, vertical = 10.dp), verticalAlignment = Alignment.CenterVertically) {
            Column(Modifier.weight(1f)) {
                Text(row.title, style = MaterialTheme.typography.titleSmall)
                if (row.detail.isNotEmpty()) Line(row.detail, muted = true)
            }
            row.extra.forEach { b ->
                TextButton(
                    onClick = { onEvent(Event.Action(b.action)) },
                    enabled = b.enabled && interactive,
                    colors = if (b.role == ButtonRole.DESTRUCTIVE) {
                        ButtonDefaults.textButtonColors(contentColor = MaterialTheme.colorScheme.error)
                    } else {
                        ButtonDefaults.textButtonColors()
                    },
                ) { Text(b.label) }
            }
        }
    }
}

/** A message over the screen; a tap dismisses it. */
@Composable
fun Banner(banner: BannerView, onEvent: OnEvent, modifier: Modifier = Modifier) {
    val error = banner.kind == BannerKind.ERROR
    Surface(
        modifier.fillMaxWidth().testTag(Tags.BANNER).clickable(role = Role.Button) { onEvent(Event.DismissBanner) },
        color = if (error) MaterialTheme.colorScheme.errorContainer else MaterialTheme.colorScheme.secondaryContainer,
        contentColor = if (error) MaterialTheme.colorScheme.onErrorContainer else MaterialTheme.colorScheme.onSecondaryContainer,
        tonalElevation = 4.dp,
        shadowElevation = 4.dp,
    ) {
        Text(banner.text, style = MaterialTheme.typography.bodyLarge, modifier = Modifier.padding(16.dp))
    }
}

/** A question over a dimmed screen; its buttons answer it. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun QuestionDialog(dialog: DialogView, onEvent: OnEvent) {
    Box(
        // (The dimmed screen takes the touches: only the dialog's buttons answer.)
        Modifier.fillMaxSize().background(Color.Black.copy(alpha = 0.45f))
            .pointerInput(Unit) { detectTapGestures {} },
        contentAlignment = Alignment.Center,
    ) {
        ElevatedCard(Modifier.padding(24.dp).widthIn(max = 520.dp).testTag(Tags.DIALOG)) {
            Column(Modifier.padding(24.dp), verticalArrangement = Arrangement.spacedBy(12.dp)) {
                Text(dialog.title, style = MaterialTheme.typography.titleLarge, modifier = Modifier.semantics { heading() })
                Text(dialog.text, style = MaterialTheme.typography.bodyMedium)
                FlowRow(
                    Modifier.fillMaxWidth(),
                    horizontalArrangement = Arrangement.spacedBy(8.dp, Alignment.End),
                ) {
                    dialog.buttons.forEach { ActionButton(it, onEvent) }
                }
            }
        }
    }
}
