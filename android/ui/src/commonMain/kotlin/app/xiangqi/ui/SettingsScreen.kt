package app.xiangqi.ui

import androidx.compose.foundation.BorderStroke
import androidx.compose.foundation.Canvas
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.aspectRatio
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.selection.selectable
import androidx.compose.foundation.selection.toggleable
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.DropdownMenu
import androidx.compose.material3.DropdownMenuItem
import androidx.compose.material3.HorizontalDivider
import androidx.compose.material3.Icon
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.material3.Switch
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.alpha
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.drawscope.scale
import androidx.compose.ui.graphics.drawscope.translate
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.ExperimentalTextApi
import androidx.compose.ui.text.rememberTextMeasurer
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.dp
import app.xiangqi.core.ButtonView
import app.xiangqi.core.ChoiceView
import app.xiangqi.core.Event
import app.xiangqi.core.PicturePickerView
import app.xiangqi.core.Scene
import app.xiangqi.core.SectionView
import app.xiangqi.core.SettingControl
import app.xiangqi.core.SettingRowView
import app.xiangqi.core.SettingsGroupView
import app.xiangqi.core.SettingsView
import app.xiangqi.ui.board.drawScene
import app.xiangqi.ui.components.OnEvent
import app.xiangqi.ui.designsystem.MaterialSymbols
import app.xiangqi.ui.designsystem.vector

/** Test tags of the settings' rows and pictures. */
object SettingsTags {
    /** A row: "setting.stage", "setting.music" (its field, or its button's action). */
    fun row(key: String) = "setting.$key"

    /** One picture option: "picture.stage.1". */
    fun picture(field: String, index: Int) = "picture.$field.$index"
}

/** The widest the settings and the new-game sheet grow (a tablet's column, not its width). */
val SETTINGS_MAX_WIDTH = 640.dp

/**
 * The settings (design.md, principle 10): grouped list rows with leading icons, each group a
 * card under its title; the stage and the piece faces chosen from the core's drawings of them;
 * other parts' groups (online play) after them.
 */
@Composable
fun SettingsScreen(view: SettingsView, onEvent: OnEvent, modifier: Modifier = Modifier, interactive: Boolean = true) {
    Box(modifier.fillMaxSize(), contentAlignment = Alignment.TopCenter) {
        Column(
            Modifier.widthIn(max = SETTINGS_MAX_WIDTH).fillMaxSize().verticalScroll(rememberScrollState())
                .padding(horizontal = 16.dp, vertical = 12.dp),
            verticalArrangement = Arrangement.spacedBy(6.dp),
        ) {
            view.groups.forEach { SettingsGroup(it, onEvent, interactive) }
            view.sections.forEach { SectionGroup(it, onEvent, interactive) }
        }
    }
}

/** A group's title over its card of rows. */
@Composable
fun SettingsGroup(group: SettingsGroupView, onEvent: OnEvent, interactive: Boolean) {
    GroupTitle(group.title)
    GroupCard {
        group.rows.forEachIndexed { i, row ->
            if (i > 0) RowDivider()
            SettingRow(row, onEvent, interactive)
        }
    }
}

/** A group another part of the app words (online play): its buttons as rows, its note. */
@Composable
private fun SectionGroup(section: SectionView, onEvent: OnEvent, interactive: Boolean) {
    GroupTitle(section.title)
    GroupCard {
        section.buttons.forEachIndexed { i, b ->
            if (i > 0) RowDivider()
            ButtonRow(b, section.note.takeIf { i == 0 }, onEvent, interactive)
        }
        if (section.buttons.isEmpty()) {
            section.note?.let {
                Text(
                    it,
                    style = MaterialTheme.typography.bodyMedium,
                    color = MaterialTheme.colorScheme.onSurfaceVariant,
                    modifier = Modifier.padding(16.dp),
                )
            }
        }
    }
}

@Composable
private fun GroupTitle(text: String) {
    Text(
        text,
        style = MaterialTheme.typography.titleSmall,
        color = MaterialTheme.colorScheme.primary,
        modifier = Modifier.padding(start = 4.dp, top = 12.dp, bottom = 2.dp).semantics { heading() },
    )
}

@Composable
fun GroupCard(content: @Composable ColumnScope.() -> Unit) {
    Surface(
        Modifier.fillMaxWidth(),
        shape = RoundedCornerShape(16.dp),
        color = MaterialTheme.colorScheme.surfaceContainerLow,
        tonalElevation = 1.dp,
    ) { Column(content = content) }
}

@Composable
private fun RowDivider() {
    HorizontalDivider(Modifier.padding(start = 56.dp), color = MaterialTheme.colorScheme.outlineVariant)
}

/**
 * The frame of every row: the leading icon, the title and the value under it, and what stands
 * at the end ([trailing]). [rowModifier] makes the whole row the touch target.
 */
@Composable
private fun RowFrame(
    icon: app.xiangqi.core.Icon?,
    title: String,
    value: String?,
    rowModifier: Modifier,
    enabled: Boolean = true,
    trailing: @Composable () -> Unit = {},
) {
    Row(
        rowModifier.fillMaxWidth().heightIn(min = 56.dp).padding(horizontal = 16.dp, vertical = 8.dp)
            .alpha(if (enabled) 1f else 0.5f),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        Box(Modifier.size(40.dp), contentAlignment = Alignment.CenterStart) {
            if (icon != null) {
                Icon(icon.vector(), contentDescription = null, tint = MaterialTheme.colorScheme.onSurfaceVariant)
            }
        }
        Column(Modifier.weight(1f)) {
            Text(title, style = MaterialTheme.typography.bodyLarge, color = MaterialTheme.colorScheme.onSurface)
            if (!value.isNullOrEmpty()) {
                Text(value, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant)
            }
        }
        trailing()
    }
}

/** One row of the settings (or of the new-game sheet), by its control. */
@Composable
fun SettingRow(row: SettingRowView, onEvent: OnEvent, interactive: Boolean) {
    when (val c = row.control) {
        is SettingControl.Toggle -> {
            val t = c.toggle
            val enabled = t.enabled && interactive
            RowFrame(
                row.icon,
                row.title,
                row.value,
                Modifier.testTag(SettingsTags.row(t.field.name.lowercase()))
                    .toggleable(value = t.on, enabled = enabled, role = Role.Switch) { onEvent(Event.Toggle(t.field, it)) },
                enabled = t.enabled,
            ) { Switch(checked = t.on, onCheckedChange = null, enabled = enabled) }
        }
        is SettingControl.Choice -> ChoiceRow(row, c.choice, onEvent, interactive)
        is SettingControl.Pictures -> Column {
            RowFrame(row.icon, row.title, row.value, Modifier.testTag(SettingsTags.row(c.picker.field.name.lowercase())))
            PicturePicker(c.picker, onEvent, interactive)
        }
        is SettingControl.Button -> ButtonRow(c.button, row.value, onEvent, interactive, row.icon)
    }
}

/** A row that opens its options in a menu; the chosen one is ticked. */
@Composable
private fun ChoiceRow(row: SettingRowView, choice: ChoiceView, onEvent: OnEvent, interactive: Boolean) {
    var open by remember { mutableStateOf(false) }
    val enabled = choice.enabled && interactive
    Box {
        RowFrame(
            row.icon,
            row.title,
            row.value,
            Modifier.testTag(SettingsTags.row(choice.field.name.lowercase()))
                .clickable(enabled = enabled, role = Role.Button) { open = true },
            enabled = choice.enabled,
        ) {
            Icon(MaterialSymbols.ChevronRight.outlined, contentDescription = null, tint = MaterialTheme.colorScheme.onSurfaceVariant)
        }
        DropdownMenu(expanded = open, onDismissRequest = { open = false }) {
            choice.options.forEachIndexed { i, option ->
                val selected = i.toUInt() == choice.selected
                DropdownMenuItem(
                    text = {
                        Column {
                            Text(option.label, style = MaterialTheme.typography.bodyLarge)
                            option.detail?.let {
                                Text(it, style = MaterialTheme.typography.bodySmall, color = MaterialTheme.colorScheme.onSurfaceVariant)
                            }
                        }
                    },
                    onClick = {
                        open = false
                        onEvent(Event.Choose(choice.field, i.toUInt()))
                    },
                    leadingIcon = {
                        Box(Modifier.size(24.dp)) {
                            if (selected) Icon(MaterialSymbols.Check.outlined, contentDescription = null, tint = MaterialTheme.colorScheme.primary)
                        }
                    },
                )
            }
        }
    }
}

/** A row that does its button's action. */
@Composable
private fun ButtonRow(button: ButtonView, value: String?, onEvent: OnEvent, interactive: Boolean, icon: app.xiangqi.core.Icon? = button.icon) {
    val enabled = button.enabled && interactive
    RowFrame(
        icon,
        button.label,
        value,
        Modifier.clickable(enabled = enabled, role = Role.Button) { onEvent(Event.Action(button.action)) },
        enabled = button.enabled,
    ) {
        Icon(MaterialSymbols.ChevronRight.outlined, contentDescription = null, tint = MaterialTheme.colorScheme.onSurfaceVariant)
    }
}

/**
 * The options as the core drew them, side by side under their row: each a card with its
 * pictures (a board, or a few pieces) and its name, the chosen one outlined in the accent.
 */
@Composable
private fun PicturePicker(picker: PicturePickerView, onEvent: OnEvent, interactive: Boolean) {
    Row(
        Modifier.fillMaxWidth().padding(start = 16.dp, end = 16.dp, bottom = 12.dp),
        horizontalArrangement = Arrangement.spacedBy(8.dp),
    ) {
        picker.options.forEachIndexed { i, option ->
            val selected = i.toUInt() == picker.selected
            Surface(
                Modifier.weight(1f)
                    .testTag(SettingsTags.picture(picker.field.name.lowercase(), i))
                    .selectable(selected = selected, enabled = interactive, role = Role.RadioButton) {
                        onEvent(Event.Choose(picker.field, i.toUInt()))
                    },
                shape = RoundedCornerShape(12.dp),
                color = if (selected) MaterialTheme.colorScheme.secondaryContainer else MaterialTheme.colorScheme.surface,
                border = if (selected) {
                    BorderStroke(2.dp, MaterialTheme.colorScheme.primary)
                } else {
                    BorderStroke(1.dp, MaterialTheme.colorScheme.outlineVariant)
                },
            ) {
                Column(Modifier.padding(6.dp), horizontalAlignment = Alignment.CenterHorizontally) {
                    Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.Center) {
                        option.pictures.forEach { scene ->
                            ScenePicture(scene, Modifier.weight(1f).aspectRatio(scene.width / scene.height))
                        }
                    }
                    Text(
                        option.label,
                        style = MaterialTheme.typography.labelMedium,
                        textAlign = TextAlign.Center,
                        color = if (selected) MaterialTheme.colorScheme.onSecondaryContainer else MaterialTheme.colorScheme.onSurface,
                        modifier = Modifier.fillMaxWidth().padding(top = 4.dp),
                    )
                }
            }
        }
    }
}

/** A scene of the core (a small board, a piece) scaled to fit [modifier]'s size, centred. */
@OptIn(ExperimentalTextApi::class)
@Composable
fun ScenePicture(scene: Scene, modifier: Modifier) {
    val measurer = rememberTextMeasurer()
    Canvas(modifier) {
        val k = minOf(size.width / scene.width, size.height / scene.height)
        val dx = (size.width - scene.width * k) / 2f
        val dy = (size.height - scene.height * k) / 2f
        translate(dx, dy) { scale(k, k, pivot = Offset.Zero) { drawScene(scene, measurer) } }
    }
}
