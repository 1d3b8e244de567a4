package app.xiangqi.ui.components

import androidx.compose.foundation.background
import androidx.compose.foundation.gestures.detectTapGestures
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.input.pointer.pointerInput
import androidx.compose.ui.layout.onSizeChanged
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import app.xiangqi.core.Event
import app.xiangqi.core.PointAccessibility
import app.xiangqi.ui.board.Board
import app.xiangqi.ui.board.BoardSource

/** The board on top as the screens get it: the core's painter and this view's board state. */
class BoardState(
    val source: BoardSource,
    val revision: ULong,
    val points: List<PointAccessibility>,
    /** Changes when a new move is on the board (it slides in then). */
    val moveKey: Any?,
)

/** The board of [state], as wide as [modifier] lets it be. */
@Composable
fun BoardPane(state: BoardState, onEvent: (Event) -> Unit, modifier: Modifier = Modifier) {
    Board(state.source, state.revision, state.moveKey, state.points, onEvent, modifier)
}

/** A scrolling column of a screen's parts (the screens without a board). */
@Composable
fun ScreenColumn(modifier: Modifier = Modifier, content: @Composable ColumnScope.() -> Unit) {
    // On a tablet the column keeps a readable width, centred, instead of running edge to edge.
    Box(modifier.fillMaxSize().verticalScroll(rememberScrollState()), contentAlignment = Alignment.TopCenter) {
        Column(
            Modifier.widthIn(max = SCREEN_COLUMN_MAX_WIDTH).fillMaxWidth().padding(16.dp),
            verticalArrangement = Arrangement.spacedBy(10.dp),
            content = content,
        )
    }
}

/** The widest a list screen's column grows (a tablet's, a desktop window's). */
val SCREEN_COLUMN_MAX_WIDTH = 720.dp

/** Test tags of the board screens' frame. */
object BoardScreenTags {
    const val TITLE_BAR = "board.title"
    const val INFO = "board.info"
    const val SHEET = "board.sheet"
    const val SCRIM = "board.scrim"
}

/**
 * A sheet over a board screen: its content, whether it dims the screen behind it, and whether
 * it leaves the icon bar free.
 */
class SheetSpec(
    /** Dims the screen and takes its touches; a tap there sends [onDismiss] (if any). */
    val modal: Boolean,
    val onDismiss: (() -> Unit)?,
    val tag: String,
    /** The sheet and its scrim end above the icon bar: the bar stays in reach. */
    val aboveBar: Boolean = false,
    val content: @Composable ColumnScope.() -> Unit,
)

/** A window wide enough to stand the board beside one side column (a tablet, a desktop). */
fun isWide(width: Dp, height: Dp) = width > height && width >= 600.dp

/** The narrowest the side column beside the board gets. */
val SIDE_COLUMN_MIN = 320.dp

/**
 * Every screen with a board (design.md, principles 1-4). Phone portrait: the [title] line, the
 * [moves] strip, the [top] player strip, the board edge to edge, the [bottom] strip, the [info]
 * lines (scrolling when they need more room than there is) and the icon [bar] at the very
 * bottom. Landscape (tablet, desktop): the board as tall as the window on the left, one side
 * column with the title, the top strip, the full move list, the info, the bottom strip and the
 * bar. [sheet] lies over it: at the bottom of a phone, over the side column of a tablet (above
 * the bar when it is to stay in reach).
 */
@Composable
fun BoardScreen(
    board: BoardState,
    onEvent: OnEvent,
    title: String,
    bar: List<app.xiangqi.core.ButtonView>,
    moves: (@Composable (wide: Boolean) -> Unit)? = null,
    top: (@Composable () -> Unit)? = null,
    bottom: (@Composable () -> Unit)? = null,
    sheet: SheetSpec? = null,
    info: @Composable ColumnScope.() -> Unit,
) {
    // The bar's height, for a sheet that ends above it.
    var barHeight by remember { mutableStateOf(0.dp) }
    val density = LocalDensity.current
    val barSize = Modifier.onSizeChanged { barHeight = with(density) { it.height.toDp() } }
    BoxWithConstraints(Modifier.fillMaxSize()) {
        val wide = isWide(maxWidth, maxHeight)
        val height = maxHeight
        val width = maxWidth
        val boardWidth = if (wide) minOf(maxHeight * 0.9f, maxWidth - SIDE_COLUMN_MIN) else maxWidth
        if (wide) {
            Row(Modifier.fillMaxSize()) {
                Box(Modifier.width(boardWidth).fillMaxHeight(), contentAlignment = Alignment.Center) {
                    BoardPane(board, onEvent, Modifier.fillMaxWidth())
                }
                Column(Modifier.weight(1f).fillMaxHeight().padding(horizontal = 8.dp)) {
                    TitleLine(title)
                    top?.invoke()
                    if (moves != null) {
                        // The moves take the column's room; the info lines below them as much as they need (up to 40 %).
                        Box(Modifier.weight(1f).fillMaxWidth()) { moves(true) }
                        InfoColumn(Modifier.heightIn(max = height * 0.4f), info)
                    } else {
                        InfoColumn(Modifier.weight(1f), info)
                    }
                    bottom?.invoke()
                    IconBar(bar, onEvent, barSize)
                }
            }
        } else {
            Column(Modifier.fillMaxSize()) {
                TitleLine(title, Modifier.padding(horizontal = 8.dp))
                moves?.invoke(false)
                top?.let { Box(Modifier.padding(horizontal = 8.dp)) { it() } }
                BoardPane(board, onEvent, Modifier.fillMaxWidth())
                bottom?.let { Box(Modifier.padding(horizontal = 8.dp)) { it() } }
                InfoColumn(Modifier.weight(1f).padding(horizontal = 8.dp), info)
                // The bar on its own band at the bottom edge, as a phone's bottom bar.
                IconBar(bar, onEvent, barSize.background(MaterialTheme.colorScheme.surfaceContainer))
            }
        }
        if (sheet != null) {
            // (Above the bar: on a phone the bar spans the width; on a tablet it ends the side column.)
            val below = if (sheet.aboveBar && bar.isNotEmpty()) barHeight else 0.dp
            if (sheet.modal) {
                val dismiss = sheet.onDismiss
                val scrim = MaterialTheme.colorScheme.scrim.copy(alpha = 0.4f)
                // (Touches only: the screen reader closes the sheet with its own gesture, Back.)
                val dim = Modifier.background(scrim).pointerInput(dismiss) { detectTapGestures { dismiss?.invoke() } }
                if (wide && below > 0.dp) {
                    Box(Modifier.align(Alignment.TopStart).width(boardWidth).fillMaxHeight().testTag(BoardScreenTags.SCRIM).then(dim))
                    Box(Modifier.align(Alignment.TopEnd).width(width - boardWidth).fillMaxHeight().padding(bottom = below).then(dim))
                } else {
                    Box(Modifier.fillMaxSize().padding(bottom = below).testTag(BoardScreenTags.SCRIM).then(dim))
                }
            }
            val region = if (wide) {
                Modifier.align(Alignment.BottomEnd).width(width - boardWidth)
            } else {
                Modifier.align(Alignment.BottomCenter).fillMaxWidth()
            }
            Box(region.padding(bottom = below), contentAlignment = Alignment.BottomCenter) {
                Sheet(sheet, Modifier.widthIn(max = 560.dp).heightIn(max = (height - below) * 0.9f))
            }
        }
    }
}

/** The screen's title on one line (ellipsized), as a top app bar's. */
@Composable
fun TitleLine(text: String, modifier: Modifier = Modifier) {
    Box(modifier.fillMaxWidth().heightIn(min = 44.dp).testTag(BoardScreenTags.TITLE_BAR), contentAlignment = Alignment.CenterStart) {
        Text(
            text,
            style = MaterialTheme.typography.titleMedium,
            maxLines = 1,
            overflow = TextOverflow.Ellipsis,
            modifier = Modifier.padding(horizontal = 8.dp).testTag(Tags.TITLE).semantics { heading() },
        )
    }
}

/** The lines under the board (message, feedback, prompts): they scroll when they need to. */
@Composable
private fun InfoColumn(modifier: Modifier, content: @Composable ColumnScope.() -> Unit) {
    Column(
        modifier.fillMaxWidth().testTag(BoardScreenTags.INFO).verticalScroll(rememberScrollState())
            .padding(horizontal = 8.dp, vertical = 6.dp),
        verticalArrangement = Arrangement.spacedBy(6.dp),
        content = content,
    )
}

/** A sheet: a raised surface with rounded top corners and a grip. */
@Composable
private fun Sheet(sheet: SheetSpec, modifier: Modifier) {
    Surface(
        modifier.fillMaxWidth().testTag(sheet.tag),
        shape = MaterialTheme.shapes.extraLarge.copy(
            bottomStart = androidx.compose.foundation.shape.CornerSize(0.dp),
            bottomEnd = androidx.compose.foundation.shape.CornerSize(0.dp),
        ),
        color = MaterialTheme.colorScheme.surfaceContainerLow,
        tonalElevation = 2.dp,
        shadowElevation = 8.dp,
    ) {
        Column(
            Modifier.verticalScroll(rememberScrollState()).padding(start = 20.dp, end = 20.dp, top = 10.dp, bottom = 16.dp),
            verticalArrangement = Arrangement.spacedBy(8.dp),
        ) {
            Box(
                Modifier.align(Alignment.CenterHorizontally).width(32.dp).heightIn(min = 4.dp, max = 4.dp)
                    .background(MaterialTheme.colorScheme.outlineVariant, MaterialTheme.shapes.extraSmall),
            )
            sheet.content(this)
        }
    }
}
