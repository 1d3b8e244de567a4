package app.xiangqi.ui.components

import androidx.compose.foundation.ExperimentalFoundationApi
import androidx.compose.foundation.background
import androidx.compose.foundation.combinedClickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.foundation.clickable
import androidx.compose.material3.Card
import androidx.compose.material3.CardDefaults
import androidx.compose.material3.Icon
import androidx.compose.material3.IconButton
import androidx.compose.material3.LinearProgressIndicator
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.clip
import androidx.compose.ui.draw.drawWithCache
import androidx.compose.ui.graphics.drawscope.translate
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.clearAndSetSemantics
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.role
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.ExperimentalTextApi
import androidx.compose.ui.text.rememberTextMeasurer
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.dp
import app.xiangqi.core.ButtonRole
import app.xiangqi.core.CardView
import app.xiangqi.core.CharacterTileView
import app.xiangqi.core.Event
import app.xiangqi.core.Thumbnail
import app.xiangqi.ui.board.BoardSource
import app.xiangqi.ui.board.drawScene
import app.xiangqi.ui.designsystem.vector

/** The core's board for the thumbnails of lists and pickers (AppScreen provides it). */
val LocalBoardSource = staticCompositionLocalOf<BoardSource?> { null }

/** Test tags of the cards. */
object CardTags {
    const val CARD = "card"
    const val TILE = "character.tile"
    const val THUMBNAIL = "thumbnail"
}

/** How wide a card's thumbnail is drawn (its height follows the board's proportions). */
val THUMBNAIL_WIDTH = 80.dp

/** A board's proportions (9 files by 10 ranks, with its frame): thumbnails keep them. */
const val BOARD_ASPECT = 0.9f

/** A position drawn small by the core's painter, at the size [modifier] gives it. */
@OptIn(ExperimentalTextApi::class)
@Composable
fun ThumbnailImage(thumbnail: Thumbnail, modifier: Modifier = Modifier) {
    val source = LocalBoardSource.current ?: return
    val measurer = rememberTextMeasurer()
    Box(
        modifier.testTag(CardTags.THUMBNAIL).drawWithCache {
            val scene = source.thumbnail(thumbnail, size.width, size.height)
            onDrawBehind {
                translate((size.width - scene.width) / 2f, (size.height - scene.height) / 2f) {
                    drawScene(scene, measurer)
                }
            }
        },
    )
}

/**
 * A card from its view: the thumbnail or the state icon at the start, the title, its line
 * and a small third line, a progress bar, the extra actions as icon buttons at the end. The
 * screen reader hears the card's label and can reach each extra action.
 */
@Composable
fun CardRow(card: CardView, onEvent: OnEvent, interactive: Boolean = true, modifier: Modifier = Modifier) {
    val action = card.action
    val tap = if (action != null && interactive) {
        Modifier.clickable(role = Role.Button) { onEvent(Event.Action(action)) }
    } else {
        Modifier
    }
    Card(
        modifier.fillMaxWidth().testTag(CardTags.CARD),
        colors = CardDefaults.cardColors(containerColor = MaterialTheme.colorScheme.surfaceContainerLow),
    ) {
        Row(
            tap.heightIn(min = 64.dp).padding(horizontal = 12.dp, vertical = 12.dp),
            verticalAlignment = Alignment.CenterVertically,
            horizontalArrangement = Arrangement.spacedBy(12.dp),
        ) {
            val thumbnail = card.thumbnail
            val icon = card.icon
            if (thumbnail != null) {
                ThumbnailImage(thumbnail, Modifier.size(width = THUMBNAIL_WIDTH, height = THUMBNAIL_WIDTH / BOARD_ASPECT))
            } else if (icon != null) {
                Icon(icon.vector(), contentDescription = null, tint = MaterialTheme.colorScheme.primary)
            }
            Column(Modifier.weight(1f), verticalArrangement = Arrangement.spacedBy(2.dp)) {
                Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                    if (thumbnail != null && icon != null) {
                        Icon(icon.vector(), contentDescription = null, tint = MaterialTheme.colorScheme.primary, modifier = Modifier.size(18.dp))
                    }
                    Text(card.title, style = MaterialTheme.typography.titleSmall)
                }
                if (card.detail.isNotEmpty()) {
                    Text(card.detail, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant)
                }
                card.meta?.let {
                    Text(it, style = MaterialTheme.typography.labelMedium, color = MaterialTheme.colorScheme.onSurfaceVariant)
                }
                card.progress?.let { p ->
                    if (p.total > 0u) {
                        LinearProgressIndicator(
                            progress = { p.done.toFloat() / p.total.toFloat() },
                            modifier = Modifier.fillMaxWidth().padding(top = 4.dp),
                        )
                    }
                }
            }
            card.extra.forEach { b ->
                val bIcon = b.icon
                IconButton(onClick = { onEvent(Event.Action(b.action)) }, enabled = b.enabled && interactive) {
                    if (bIcon != null) {
                        Icon(
                            bIcon.vector(),
                            contentDescription = b.label,
                            tint = if (b.role == ButtonRole.DESTRUCTIVE) MaterialTheme.colorScheme.error else MaterialTheme.colorScheme.onSurfaceVariant,
                        )
                    } else {
                        Text(b.label)
                    }
                }
            }
        }
    }
}

/**
 * A computer opponent's tile: the portrait disc with the character's sign, the name, the
 * level and (once there is one) the record; a tap plays them, a long press opens the sheet.
 */
@OptIn(ExperimentalFoundationApi::class)
@Composable
fun CharacterTile(tile: CharacterTileView, onEvent: OnEvent, interactive: Boolean = true, modifier: Modifier = Modifier) {
    val tap = if (interactive) {
        Modifier.combinedClickable(
            role = Role.Button,
            onLongClick = { onEvent(Event.Action(tile.longPress)) },
        ) { onEvent(Event.Action(tile.action)) }
    } else {
        Modifier
    }
    Card(
        modifier.testTag(CardTags.TILE),
        colors = CardDefaults.cardColors(containerColor = MaterialTheme.colorScheme.surfaceContainerLow),
    ) {
        Column(
            tap.fillMaxWidth().padding(vertical = 16.dp, horizontal = 6.dp).semantics(mergeDescendants = true) {
                role = Role.Button
            }.clearAndSetSemantics { contentDescription = tile.label },
            horizontalAlignment = Alignment.CenterHorizontally,
            verticalArrangement = Arrangement.spacedBy(2.dp),
        ) {
            Box(
                Modifier.size(56.dp).clip(CircleShape).background(MaterialTheme.colorScheme.primary),
                contentAlignment = Alignment.Center,
            ) {
                Text(tile.portrait, style = MaterialTheme.typography.headlineSmall, color = MaterialTheme.colorScheme.onPrimary)
            }
            // (Full width and centred: a text centred in its own box would measure wider than it.)
            val centred = Modifier.fillMaxWidth()
            Text(tile.name, centred, style = MaterialTheme.typography.titleSmall, textAlign = TextAlign.Center)
            Text(tile.detail, centred, style = MaterialTheme.typography.labelMedium, color = MaterialTheme.colorScheme.primary, textAlign = TextAlign.Center)
            Text(tile.line, centred, style = MaterialTheme.typography.bodySmall, color = MaterialTheme.colorScheme.onSurfaceVariant, textAlign = TextAlign.Center)
            tile.record?.let {
                Text(it, centred, style = MaterialTheme.typography.labelSmall, color = MaterialTheme.colorScheme.onSurfaceVariant, textAlign = TextAlign.Center)
            }
        }
    }
}
