package app.xiangqi.ui.components

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.LazyRow
import androidx.compose.foundation.lazy.itemsIndexed
import androidx.compose.foundation.lazy.rememberLazyListState
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.material3.FilledTonalIconButton
import androidx.compose.material3.Icon
import androidx.compose.material3.IconButton
import androidx.compose.material3.IconButtonDefaults
import androidx.compose.material3.LocalContentColor
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.rotate
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.selected
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import app.xiangqi.core.Action
import app.xiangqi.core.ButtonRole
import app.xiangqi.core.ButtonView
import app.xiangqi.core.Event
import app.xiangqi.core.MoveStripView
import app.xiangqi.core.Piece
import app.xiangqi.core.PieceKind
import app.xiangqi.core.PlayerStripView
import app.xiangqi.core.Side
import app.xiangqi.core.StripClockView
import app.xiangqi.ui.designsystem.vector

/** Test tags of the strips, the move list and the icon bar. */
object StripTags {
    const val TOP = "strip.top"
    const val BOTTOM = "strip.bottom"
    const val CLOCK = "strip.clock"
    const val MOVE_STRIP = "moves.strip"
    const val MOVE_LIST = "moves.list"
    const val BAR = "bar"
    fun cell(ply: UInt) = "moves.ply.$ply"
}

/** Tabular digits: a clock's figures keep their places as they count down. */
val Tabular = TextStyle(fontFeatureSettings = "tnum")

/** The colours of the two sides' discs and characters (the pieces' own, whatever the theme). */
private val RedInk = Color(0xFFB3261E)
private val BlackInk = Color(0xFF1F1B16)
private val PieceWood = Color(0xFFF6E7C8)

/** The classic character of a piece (as the board draws it): Red 帥仕相傌俥炮兵, Black 將士象馬車砲卒. */
fun Piece.glyph(): String = when (color) {
    Side.RED -> when (kind) {
        PieceKind.GENERAL -> "帥"
        PieceKind.ADVISOR -> "仕"
        PieceKind.ELEPHANT -> "相"
        PieceKind.HORSE -> "傌"
        PieceKind.CHARIOT -> "俥"
        PieceKind.CANNON -> "炮"
        PieceKind.SOLDIER -> "兵"
    }
    Side.BLACK -> when (kind) {
        PieceKind.GENERAL -> "將"
        PieceKind.ADVISOR -> "士"
        PieceKind.ELEPHANT -> "象"
        PieceKind.HORSE -> "馬"
        PieceKind.CHARIOT -> "車"
        PieceKind.CANNON -> "砲"
        PieceKind.SOLDIER -> "卒"
    }
}

private fun Side.ink() = if (this == Side.RED) RedInk else BlackInk

/** A small piece: the character in its side's ink on a wooden disc. */
@Composable
private fun PieceGlyph(piece: Piece, size: Dp) {
    Box(
        Modifier.size(size).background(PieceWood, CircleShape).border(1.dp, piece.color.ink().copy(alpha = 0.6f), CircleShape),
        contentAlignment = Alignment.Center,
    ) {
        Text(
            piece.glyph(),
            color = piece.color.ink(),
            style = TextStyle(fontSize = (size.value * 0.62f).sp, lineHeight = (size.value * 0.8f).sp, fontWeight = FontWeight.Bold),
            maxLines = 1,
        )
    }
}

/**
 * One player beside the board: the side disc, the name with its detail, the captured pieces
 * with the material difference, and the clock on the right. A [PlayerStripView.turned] strip
 * is drawn upside down, facing the player across the table.
 */
@Composable
fun PlayerStrip(strip: PlayerStripView, tag: String, modifier: Modifier = Modifier) {
    Row(
        modifier.fillMaxWidth().heightIn(min = 56.dp).testTag(tag)
            .then(if (strip.turned) Modifier.rotate(180f) else Modifier)
            .semantics(mergeDescendants = true) { contentDescription = strip.accessibility }
            .padding(horizontal = 4.dp, vertical = 4.dp),
        verticalAlignment = Alignment.CenterVertically,
        horizontalArrangement = Arrangement.spacedBy(10.dp),
    ) {
        SideDisc(strip.side, strip.toMove)
        Column(Modifier.weight(1f), verticalArrangement = Arrangement.spacedBy(2.dp)) {
            Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                Text(
                    strip.name,
                    style = MaterialTheme.typography.titleSmall,
                    maxLines = 1,
                    overflow = TextOverflow.Ellipsis,
                    modifier = Modifier.weight(1f, fill = false),
                )
                strip.detail?.let {
                    Text(
                        it,
                        style = MaterialTheme.typography.bodySmall,
                        color = MaterialTheme.colorScheme.onSurfaceVariant,
                        maxLines = 1,
                        overflow = TextOverflow.Ellipsis,
                    )
                }
            }
            if (strip.captured.isNotEmpty() || strip.material != null) Captures(strip.captured, strip.material)
        }
        strip.clock?.let { StripClock(it) }
    }
}

/** The side's disc: the general in its side's ink; a ring in the accent while it is to move. */
@Composable
private fun SideDisc(side: Side, toMove: Boolean) {
    val ring = if (toMove) MaterialTheme.colorScheme.secondary else Color.Transparent
    Box(Modifier.size(34.dp).border(2.dp, ring, CircleShape).padding(3.dp), contentAlignment = Alignment.Center) {
        Box(
            Modifier.size(28.dp).background(side.ink(), CircleShape)
                .border(1.dp, MaterialTheme.colorScheme.outline, CircleShape),
            contentAlignment = Alignment.Center,
        ) {
            Text(
                Piece(side, PieceKind.GENERAL).glyph(),
                color = PieceWood,
                style = TextStyle(fontSize = 15.sp, lineHeight = 18.sp, fontWeight = FontWeight.Bold),
                maxLines = 1,
            )
        }
    }
}

/** The captured pieces in the order taken, as small discs that shrink to fit, and "+3". */
@Composable
private fun Captures(captured: List<Piece>, material: String?) {
    Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(6.dp)) {
        if (captured.isNotEmpty()) {
            BoxWithConstraints(Modifier.weight(1f, fill = false)) {
                val room = maxWidth - (if (material != null) 36.dp else 0.dp)
                val size = minOf(18.dp, room / captured.size.coerceAtLeast(1) - 1.dp).coerceAtLeast(10.dp)
                Row(horizontalArrangement = Arrangement.spacedBy(1.dp)) {
                    captured.forEach { PieceGlyph(it, size) }
                }
            }
        }
        material?.let {
            Text(
                it,
                style = MaterialTheme.typography.labelMedium.merge(Tabular),
                color = MaterialTheme.colorScheme.onSurfaceVariant,
                maxLines = 1,
            )
        }
    }
}

/** The clock: tabular digits; filled while it runs; red when low or in the grace period. */
@Composable
fun StripClock(clock: StripClockView) {
    val alarm = clock.low || clock.grace
    val container = when {
        alarm && clock.running -> MaterialTheme.colorScheme.error
        alarm -> MaterialTheme.colorScheme.errorContainer
        clock.running -> MaterialTheme.colorScheme.primaryContainer
        else -> MaterialTheme.colorScheme.surfaceContainerHigh
    }
    val content = when {
        alarm && clock.running -> MaterialTheme.colorScheme.onError
        alarm -> MaterialTheme.colorScheme.onErrorContainer
        clock.running -> MaterialTheme.colorScheme.onPrimaryContainer
        else -> MaterialTheme.colorScheme.onSurfaceVariant
    }
    Surface(
        Modifier.widthIn(min = 92.dp).testTag(StripTags.CLOCK),
        shape = MaterialTheme.shapes.small,
        color = container,
        contentColor = content,
    ) {
        Column(Modifier.padding(horizontal = 12.dp, vertical = 4.dp), horizontalAlignment = Alignment.End) {
            Text(
                clock.time,
                style = MaterialTheme.typography.titleLarge.merge(Tabular),
                fontWeight = if (clock.running) FontWeight.SemiBold else FontWeight.Normal,
                maxLines = 1,
            )
            clock.graceText?.let { Text(it, style = MaterialTheme.typography.labelSmall.merge(Tabular), maxLines = 1) }
        }
    }
}

/**
 * The moves in one line (phones): the opening's name first, then numbered moves; the shown
 * one highlighted and kept in view; a tap on one shows its position.
 */
@Composable
fun MoveStrip(strip: MoveStripView, onEvent: OnEvent) {
    val shown = strip.cells.indexOfFirst { it.ply == strip.shownPly }
    val lead = if (strip.opening != null) 1 else 0
    val state = rememberLazyListState(initialFirstVisibleItemIndex = (shown + lead - 2).coerceAtLeast(0))
    LaunchedEffect(strip.shownPly, strip.cells.size) {
        if (shown >= 0) state.animateScrollToItem((shown + lead - 2).coerceAtLeast(0))
    }
    LazyRow(
        Modifier.fillMaxWidth().height(48.dp).testTag(StripTags.MOVE_STRIP),
        state = state,
        contentPadding = PaddingValues(horizontal = 8.dp),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        strip.opening?.let { name ->
            item {
                Text(
                    name,
                    style = MaterialTheme.typography.labelLarge,
                    color = MaterialTheme.colorScheme.secondary,
                    maxLines = 1,
                    modifier = Modifier.padding(end = 10.dp),
                )
            }
        }
        itemsIndexed(strip.cells) { _, cell ->
            MoveCell(cell.number, cell.text, cell.ply == strip.shownPly, cell.ply, cell.action, onEvent)
        }
    }
}

/** One move: its number (before Red's), its text, highlighted while shown; a tap shows it. */
@Composable
private fun MoveCell(number: String?, text: String, shown: Boolean, ply: UInt, action: Action, onEvent: OnEvent) {
    Row(
        Modifier.height(48.dp).testTag(StripTags.cell(ply))
            .semantics { selected = shown }
            .clickable(role = Role.Button) { onEvent(Event.Action(action)) },
        verticalAlignment = Alignment.CenterVertically,
    ) {
        number?.let {
            Text(
                it,
                style = MaterialTheme.typography.bodyMedium.merge(Tabular),
                color = MaterialTheme.colorScheme.onSurfaceVariant,
                maxLines = 1,
                modifier = Modifier.padding(start = 6.dp),
            )
        }
        Text(
            text,
            style = MaterialTheme.typography.bodyMedium,
            fontWeight = if (shown) FontWeight.SemiBold else FontWeight.Normal,
            color = if (shown) MaterialTheme.colorScheme.onPrimaryContainer else MaterialTheme.colorScheme.onSurface,
            maxLines = 1,
            modifier = Modifier.padding(horizontal = 2.dp)
                .background(if (shown) MaterialTheme.colorScheme.primaryContainer else Color.Transparent, MaterialTheme.shapes.small)
                .padding(horizontal = 6.dp, vertical = 4.dp),
        )
    }
}

/**
 * The full move list (a tablet's side column): the opening's name, then a row per move
 * number with Red's and Black's move; a tap on a move sends its cell's action (the game shows
 * its position, the review goes to it), the shown one highlighted and kept in view.
 */
@Composable
fun MoveList(strip: MoveStripView, onEvent: OnEvent) {
    val opening = strip.opening
    val rows = strip.rows
    val shownPly = strip.shownPly
    val actions = strip.cells.associate { it.ply to it.action }
    val goto = { ply: UInt -> actions[ply] }
    val shownRow = rows.indexOfFirst { it.redPly == shownPly || it.blackPly == shownPly }
    val lead = if (opening != null) 1 else 0
    val state = rememberLazyListState(initialFirstVisibleItemIndex = (shownRow + lead - 3).coerceAtLeast(0))
    LaunchedEffect(shownPly, rows.size) {
        if (shownRow >= 0) state.animateScrollToItem((shownRow + lead - 3).coerceAtLeast(0))
    }
    LazyColumn(Modifier.fillMaxWidth().fillMaxHeight().testTag(StripTags.MOVE_LIST), state = state) {
        opening?.let { name ->
            item {
                Text(
                    name,
                    style = MaterialTheme.typography.labelLarge,
                    color = MaterialTheme.colorScheme.secondary,
                    modifier = Modifier.padding(horizontal = 8.dp, vertical = 6.dp),
                )
            }
        }
        itemsIndexed(rows) { i, row ->
            Row(
                Modifier.fillMaxWidth().height(48.dp)
                    .background(if (i % 2 == 1) MaterialTheme.colorScheme.surfaceContainerLow else Color.Transparent),
                verticalAlignment = Alignment.CenterVertically,
            ) {
                Text(
                    row.numberText,
                    style = MaterialTheme.typography.bodyMedium.merge(Tabular),
                    color = MaterialTheme.colorScheme.onSurfaceVariant,
                    textAlign = TextAlign.End,
                    maxLines = 1,
                    modifier = Modifier.width(44.dp).padding(end = 8.dp),
                )
                ListCell(row.red, row.redPly, shownPly, goto, onEvent, Modifier.weight(1f))
                ListCell(row.black ?: "", row.blackPly, shownPly, goto, onEvent, Modifier.weight(1f))
            }
        }
    }
}

@Composable
private fun ListCell(text: String, ply: UInt?, shownPly: UInt, goto: (UInt) -> Action?, onEvent: OnEvent, modifier: Modifier) {
    val action = ply?.let(goto)
    val shown = ply != null && ply == shownPly
    Box(
        modifier.fillMaxHeight().padding(horizontal = 2.dp, vertical = 4.dp)
            .background(if (shown) MaterialTheme.colorScheme.primaryContainer else Color.Transparent, MaterialTheme.shapes.small)
            .then(
                if (action != null && text.isNotEmpty()) {
                    Modifier.testTag(StripTags.cell(ply)).semantics { selected = shown }
                        .clickable(role = Role.Button) { onEvent(Event.Action(action)) }
                } else {
                    Modifier
                },
            )
            .padding(horizontal = 8.dp),
        contentAlignment = Alignment.CenterStart,
    ) {
        if (text.isNotEmpty()) {
            Text(
                text,
                style = MaterialTheme.typography.bodyMedium,
                fontWeight = if (shown) FontWeight.SemiBold else FontWeight.Normal,
                color = if (shown) MaterialTheme.colorScheme.onPrimaryContainer else MaterialTheme.colorScheme.onSurface,
                maxLines = 1,
                overflow = TextOverflow.Ellipsis,
            )
        }
    }
}

/**
 * The icon bar at the bottom of a board screen: each button its icon, labelled for the screen
 * reader by its label; the primary one filled (tonal), a destructive one in the error colour;
 * a button without an icon as a text button.
 */
@Composable
fun IconBar(buttons: List<ButtonView>, onEvent: OnEvent, modifier: Modifier = Modifier) {
    if (buttons.isEmpty()) return
    Row(
        modifier.fillMaxWidth().heightIn(min = 56.dp).testTag(StripTags.BAR).padding(vertical = 4.dp),
        horizontalArrangement = Arrangement.SpaceEvenly,
        verticalAlignment = Alignment.CenterVertically,
    ) {
        buttons.forEach { BarButton(it, onEvent) }
    }
}

@Composable
fun BarButton(button: ButtonView, onEvent: OnEvent) {
    val click = { onEvent(Event.Action(button.action)) }
    val icon = button.icon
    if (icon == null) {
        TextButton(click, enabled = button.enabled) { Text(button.label, maxLines = 1) }
        return
    }
    when (button.role) {
        ButtonRole.PRIMARY -> FilledTonalIconButton(click, Modifier.size(52.dp, 48.dp), enabled = button.enabled) {
            Icon(icon.vector(), contentDescription = button.label)
        }
        ButtonRole.DESTRUCTIVE -> IconButton(
            click,
            Modifier.size(52.dp, 48.dp),
            enabled = button.enabled,
            colors = IconButtonDefaults.iconButtonColors(contentColor = MaterialTheme.colorScheme.error),
        ) { Icon(icon.vector(), contentDescription = button.label) }
        ButtonRole.SECONDARY -> IconButton(click, Modifier.size(52.dp, 48.dp), enabled = button.enabled) {
            Icon(icon.vector(), contentDescription = button.label, tint = LocalContentColor.current)
        }
    }
}

/** A line with an icon before it (a feedback, a stepping note). */
@Composable
fun IconLine(icon: app.xiangqi.core.Icon?, text: String, color: Color, modifier: Modifier = Modifier, style: TextStyle = MaterialTheme.typography.titleSmall) {
    Row(modifier, verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        icon?.let { Icon(it.vector(), contentDescription = null, tint = color, modifier = Modifier.size(22.dp)) }
        Text(text, style = style, color = color, modifier = Modifier.weight(1f))
    }
}
