package app.xiangqi.ui

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Icon
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.alpha
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.drawscope.scale
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.selected
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.rememberTextMeasurer
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import app.xiangqi.core.Action
import app.xiangqi.core.EditorScreenView
import app.xiangqi.core.Event
import app.xiangqi.core.PaletteEntry
import app.xiangqi.core.Scene
import app.xiangqi.ui.board.drawScene
import app.xiangqi.ui.components.BoardScreen
import app.xiangqi.ui.components.BoardState
import app.xiangqi.ui.components.ChoiceControl
import app.xiangqi.ui.components.Line
import app.xiangqi.ui.components.OnEvent
import app.xiangqi.ui.designsystem.vector

/** Test tags of the editor's palette. */
object EditorTags {
    fun entry(index: Int) = "editor.palette.$index"
    const val ERASER = "editor.eraser"
}

/** A palette cell: a touch target of 48 dp, its content in a circle, a gold ring when chosen. */
private val CELL = 48.dp
private val DISC = 42.dp

/**
 * The position editor: the board first; the palette (Red's pieces, Black's, each drawn as the
 * board draws it, the count as a badge where the core gives one, the chosen one ringed in
 * gold), the eraser beside the side to move; what is wrong; the icon bar (clear, start
 * position, play, analyse, copy FEN, share).
 */
@Composable
fun EditorScreen(editor: EditorScreenView, board: BoardState, onEvent: OnEvent) {
    BoardScreen(board, onEvent, title = editor.title, bar = editor.buttons) {
        val palette = editor.editor.palette
        // Red's seven, then Black's (the core's order).
        Column(verticalArrangement = Arrangement.spacedBy(4.dp)) {
            palette.withIndex().chunked(7).forEach { row ->
                Row(horizontalArrangement = Arrangement.spacedBy(4.dp)) {
                    row.forEach { (i, entry) ->
                        PaletteCell(entry, editor.selected == i.toUInt(), i, onEvent)
                    }
                }
            }
        }
        Row(verticalAlignment = Alignment.CenterVertically) {
            EraserCell(editor, onEvent)
            Spacer(Modifier.width(16.dp))
            ChoiceControl(editor.sideToMove, onEvent)
        }
        editor.message?.let { Line(it) }
        editor.editor.problem?.let { Line(it, muted = true) }
    }
}

/** The ring of the chosen cell: the accent (gold). */
@Composable
private fun Modifier.chosen(selected: Boolean): Modifier =
    if (selected) border(3.dp, MaterialTheme.colorScheme.secondary, CircleShape) else this

@Composable
private fun PaletteCell(entry: PaletteEntry, selected: Boolean, index: Int, onEvent: OnEvent) {
    Box(
        Modifier
            .size(CELL)
            .testTag(EditorTags.entry(index))
            .clickable(role = Role.RadioButton) { onEvent(Event.Action(Action.EditorPick(index.toUInt()))) }
            .semantics(mergeDescendants = true) {
                contentDescription = entry.label
                this.selected = selected
            },
        contentAlignment = Alignment.Center,
    ) {
        // None left: dimmed (it still replaces a piece on the board).
        PieceDisc(entry.scene, Modifier.size(DISC).alpha(if (entry.left == 0u) 0.35f else 1f))
        // The ring under the badge (the badge sits on the cell's corner, over it).
        Box(Modifier.matchParentSize().chosen(selected))
        entry.badge?.let { badge ->
            Text(
                badge,
                Modifier
                    .align(Alignment.BottomEnd)
                    .padding(end = 2.dp, bottom = 2.dp)
                    .background(MaterialTheme.colorScheme.secondary, RoundedCornerShape(50))
                    .padding(horizontal = 4.dp),
                color = MaterialTheme.colorScheme.onSecondary,
                fontSize = 10.sp,
                lineHeight = 12.sp,
            )
        }
    }
}

@Composable
private fun EraserCell(editor: EditorScreenView, onEvent: OnEvent) {
    val eraser = editor.eraser
    val selected = editor.selected == null
    Box(
        Modifier
            .size(CELL)
            .testTag(EditorTags.ERASER)
            .chosen(selected)
            .clickable(enabled = eraser.enabled, role = Role.RadioButton) { onEvent(Event.Action(eraser.action)) }
            .semantics {
                contentDescription = eraser.label
                this.selected = selected
            },
        contentAlignment = Alignment.Center,
    ) {
        eraser.icon?.let { Icon(it.vector(filled = selected), contentDescription = null) }
    }
}

/** A piece as the core drew it (its scene on a square canvas), scaled to [modifier]'s size. */
@Composable
fun PieceDisc(scene: Scene, modifier: Modifier) {
    val measurer = rememberTextMeasurer()
    Canvas(modifier) {
        val k = size.width / scene.width
        scale(k, k, pivot = Offset.Zero) { drawScene(scene, measurer) }
    }
}
