package app.xiangqi.ui

import androidx.compose.foundation.BorderStroke
import androidx.compose.foundation.background
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.selection.selectable
import androidx.compose.foundation.selection.selectableGroup
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.HorizontalDivider
import androidx.compose.material3.Icon
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.rotate
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.semantics.stateDescription
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.dp
import app.xiangqi.core.ChoiceView
import app.xiangqi.core.Event
import app.xiangqi.core.Field
import app.xiangqi.core.NewGameView
import app.xiangqi.core.OpponentView
import app.xiangqi.ui.components.OnEvent
import app.xiangqi.ui.designsystem.MaterialSymbols
import app.xiangqi.ui.designsystem.vector

/** Test tags of the new-game sheet. */
object NewGameTags {
    const val START_BAR = "newgame.start"
    const val RULES = "newgame.rules"
    fun opponent(index: Int) = "newgame.opponent.$index"
}

/**
 * The new game as a compact sheet: who plays (the characters, each in a line of a player's
 * words, and two players), the colour side by side, the clock as a row, the house rules folded
 * under one row with their summary; at the bottom, always in view, the line saying what starts
 * and Start.
 */
@Composable
fun NewGameSheet(view: NewGameView, onEvent: OnEvent, modifier: Modifier = Modifier, interactive: Boolean = true) {
    // (Whether the house rules are unfolded is the sheet's own state: nothing is decided.)
    var rulesOpen by rememberSaveable { mutableStateOf(false) }
    Box(modifier.fillMaxSize(), contentAlignment = Alignment.TopCenter) {
        Column(Modifier.widthIn(max = SETTINGS_MAX_WIDTH).fillMaxSize()) {
            Column(
                Modifier.weight(1f).fillMaxWidth().verticalScroll(rememberScrollState())
                    .padding(horizontal = 16.dp, vertical = 12.dp),
                verticalArrangement = Arrangement.spacedBy(12.dp),
            ) {
                GroupCard {
                    Column(Modifier.selectableGroup()) {
                        view.opponents.forEachIndexed { i, o ->
                            if (i > 0) HorizontalDivider(Modifier.padding(start = 72.dp), color = MaterialTheme.colorScheme.outlineVariant)
                            OpponentRow(o, i, onEvent, interactive)
                        }
                    }
                }
                view.color?.let { ColorChoice(it, onEvent, interactive) }
                GroupCard {
                    SettingRow(view.clock, onEvent, interactive)
                    HorizontalDivider(Modifier.padding(start = 56.dp), color = MaterialTheme.colorScheme.outlineVariant)
                    RulesRow(view, rulesOpen, interactive) { rulesOpen = !rulesOpen }
                    if (rulesOpen) {
                        view.rules.rows.forEach { row ->
                            HorizontalDivider(Modifier.padding(start = 56.dp), color = MaterialTheme.colorScheme.outlineVariant)
                            SettingRow(row, onEvent, interactive)
                        }
                    }
                }
                view.note?.let {
                    Text(it, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant)
                }
            }
            StartBar(view, onEvent, interactive)
        }
    }
}

/** A character (their disc, name, level and how they play) or two players; one tap chooses. */
@Composable
private fun OpponentRow(o: OpponentView, index: Int, onEvent: OnEvent, interactive: Boolean) {
    Row(
        Modifier.fillMaxWidth().testTag(NewGameTags.opponent(index))
            .selectable(selected = o.selected, enabled = interactive, role = Role.RadioButton) {
                onEvent(Event.Choose(Field.OPPONENT, index.toUInt()))
            }
            .background(if (o.selected) MaterialTheme.colorScheme.secondaryContainer else MaterialTheme.colorScheme.surfaceContainerLow)
            .heightIn(min = 64.dp).padding(horizontal = 16.dp, vertical = 10.dp),
        verticalAlignment = Alignment.CenterVertically,
        horizontalArrangement = Arrangement.spacedBy(16.dp),
    ) {
        Surface(
            Modifier.size(40.dp),
            shape = CircleShape,
            color = if (o.selected) MaterialTheme.colorScheme.primary else MaterialTheme.colorScheme.surfaceVariant,
            contentColor = if (o.selected) MaterialTheme.colorScheme.onPrimary else MaterialTheme.colorScheme.onSurfaceVariant,
        ) {
            Box(contentAlignment = Alignment.Center) {
                val portrait = o.portrait
                if (portrait != null) {
                    Text(portrait, style = MaterialTheme.typography.titleLarge)
                } else {
                    Icon(o.icon.vector(), contentDescription = null)
                }
            }
        }
        Column(Modifier.weight(1f)) {
            Row(verticalAlignment = Alignment.Bottom, horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                Text(o.name, style = MaterialTheme.typography.titleMedium, color = MaterialTheme.colorScheme.onSurface)
                o.level?.let {
                    Text(it, style = MaterialTheme.typography.labelMedium, color = MaterialTheme.colorScheme.onSurfaceVariant)
                }
            }
            Text(o.line, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant)
        }
        Box(Modifier.size(24.dp)) {
            if (o.selected) Icon(MaterialSymbols.Check.outlined, contentDescription = null, tint = MaterialTheme.colorScheme.primary)
        }
    }
}

/** The colour: its label and the options side by side as one segmented control. */
@Composable
private fun ColorChoice(choice: ChoiceView, onEvent: OnEvent, interactive: Boolean) {
    Column(verticalArrangement = Arrangement.spacedBy(6.dp)) {
        Text(
            choice.label,
            style = MaterialTheme.typography.titleSmall,
            color = MaterialTheme.colorScheme.primary,
            modifier = Modifier.padding(start = 4.dp).semantics { heading() },
        )
        Row(Modifier.fillMaxWidth().selectableGroup(), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            choice.options.forEachIndexed { i, option ->
                val selected = i.toUInt() == choice.selected
                Surface(
                    Modifier.weight(1f)
                        .selectable(selected = selected, enabled = choice.enabled && interactive, role = Role.RadioButton) {
                            onEvent(Event.Choose(choice.field, i.toUInt()))
                        },
                    shape = RoundedCornerShape(12.dp),
                    color = if (selected) MaterialTheme.colorScheme.secondaryContainer else MaterialTheme.colorScheme.surface,
                    border = if (selected) {
                        BorderStroke(2.dp, MaterialTheme.colorScheme.primary)
                    } else {
                        BorderStroke(1.dp, MaterialTheme.colorScheme.outlineVariant)
                    },
                ) {
                    Column(Modifier.heightIn(min = 56.dp).padding(horizontal = 12.dp, vertical = 8.dp), verticalArrangement = Arrangement.Center) {
                        Text(option.label, style = MaterialTheme.typography.titleSmall, color = MaterialTheme.colorScheme.onSurface)
                        option.detail?.let {
                            Text(it, style = MaterialTheme.typography.bodySmall, color = MaterialTheme.colorScheme.onSurfaceVariant)
                        }
                    }
                }
            }
        }
    }
}

/** The house rules folded: their icon, title and summary; a tap unfolds them. */
@Composable
private fun RulesRow(view: NewGameView, open: Boolean, interactive: Boolean, onToggle: () -> Unit) {
    Row(
        Modifier.fillMaxWidth().testTag(NewGameTags.RULES)
            .clickable(enabled = interactive, role = Role.Button, onClick = onToggle)
            .semantics { stateDescription = view.rulesSummary }
            .heightIn(min = 56.dp).padding(horizontal = 16.dp, vertical = 8.dp),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        Box(Modifier.size(40.dp), contentAlignment = Alignment.CenterStart) {
            Icon(view.rulesIcon.vector(), contentDescription = null, tint = MaterialTheme.colorScheme.onSurfaceVariant)
        }
        Column(Modifier.weight(1f)) {
            Text(view.rules.title, style = MaterialTheme.typography.bodyLarge, color = MaterialTheme.colorScheme.onSurface)
            Text(view.rulesSummary, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant)
        }
        Icon(
            MaterialSymbols.ChevronRight.outlined,
            contentDescription = null,
            tint = MaterialTheme.colorScheme.onSurfaceVariant,
            modifier = Modifier.rotate(if (open) 270f else 90f),
        )
    }
}

/** What starts, in one line, and Start: always at the bottom of the sheet. */
@Composable
private fun StartBar(view: NewGameView, onEvent: OnEvent, interactive: Boolean) {
    Surface(Modifier.fillMaxWidth().testTag(NewGameTags.START_BAR), color = MaterialTheme.colorScheme.surfaceContainer, tonalElevation = 3.dp) {
        Row(
            Modifier.fillMaxWidth().padding(horizontal = 16.dp, vertical = 12.dp),
            verticalAlignment = Alignment.CenterVertically,
            horizontalArrangement = Arrangement.spacedBy(12.dp),
        ) {
            Text(
                view.summary,
                style = MaterialTheme.typography.bodyMedium,
                color = MaterialTheme.colorScheme.onSurface,
                maxLines = 2,
                overflow = TextOverflow.Ellipsis,
                modifier = Modifier.weight(1f),
            )
            val start = view.start
            Button(onClick = { onEvent(Event.Action(start.action)) }, enabled = start.enabled && interactive) {
                start.icon?.let {
                    Icon(it.vector(), contentDescription = null, modifier = Modifier.size(18.dp).padding(end = 0.dp))
                }
                Text(start.label, maxLines = 1, modifier = Modifier.padding(start = if (start.icon != null) 8.dp else 0.dp))
            }
        }
    }
}
