package app.xiangqi.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Card
import androidx.compose.material3.CardDefaults
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import app.xiangqi.core.ClockLineView
import app.xiangqi.core.GameScreenView
import app.xiangqi.core.MoveRowView
import app.xiangqi.core.PieceCardView
import app.xiangqi.ui.components.BoardLayout
import app.xiangqi.ui.components.BoardState
import app.xiangqi.ui.components.ButtonBar
import app.xiangqi.ui.components.Line
import app.xiangqi.ui.components.OnEvent
import app.xiangqi.ui.components.ScreenTitle
import app.xiangqi.ui.components.SectionTitle

/** Test tags of the game screen. */
object GameTags {
    const val STATUS = "game.status"
    const val MESSAGE = "game.message"
    const val CARD = "game.card"
    const val RESULT = "game.result"
    const val HINT = "game.hint"
    const val NOTICE = "game.notice"
}

/** A game: clocks, the board, status and message, the buttons, the result, the moves. */
@Composable
fun GameScreen(game: GameScreenView, board: BoardState, onEvent: OnEvent) {
    BoardLayout(
        board,
        onEvent,
        top = {
            ScreenTitle(game.title)
            if (game.clocks.isNotEmpty()) Clocks(game.clocks)
        },
        panel = {
            // (After the game the result card's headline says what the status line would.)
            if (game.result == null) {
                Text(
                    game.board.statusText,
                    style = MaterialTheme.typography.titleMedium,
                    modifier = Modifier.testTag(GameTags.STATUS).semantics { liveRegion = LiveRegionMode.Polite },
                )
            }
            game.board.warningText?.let { Line(it) }
            game.thinking?.let { Line(it, muted = true) }
            // (A long press's message is the card's text: the card shows it once.)
            game.message?.let { Line(it, modifier = Modifier.testTag(GameTags.MESSAGE)) }
            game.card?.let { PieceCard(it) }
            game.drawAnswer?.let { Line(it) }
            // Online: the opponent's absence, an offer.
            game.notice?.let {
                Surface(
                    Modifier.fillMaxWidth(),
                    shape = MaterialTheme.shapes.medium,
                    color = MaterialTheme.colorScheme.primaryContainer,
                    contentColor = MaterialTheme.colorScheme.onPrimaryContainer,
                ) {
                    Text(
                        it,
                        style = MaterialTheme.typography.bodyLarge,
                        modifier = Modifier.padding(horizontal = 12.dp, vertical = 8.dp).testTag(GameTags.NOTICE)
                            .semantics { liveRegion = LiveRegionMode.Polite },
                    )
                }
            }
            game.hint?.let { Note(it.notation, it.reason, Modifier.testTag(GameTags.HINT)) }
            game.result?.let { r ->
                Card(
                    Modifier.fillMaxWidth().testTag(GameTags.RESULT),
                    colors = CardDefaults.cardColors(containerColor = MaterialTheme.colorScheme.primaryContainer),
                ) {
                    Column(Modifier.padding(16.dp), verticalArrangement = Arrangement.spacedBy(8.dp)) {
                        Text(r.headline, style = MaterialTheme.typography.titleLarge)
                        Text(r.detail, style = MaterialTheme.typography.bodyMedium)
                        ButtonBar(r.buttons, onEvent)
                    }
                }
            }
            ButtonBar(game.buttons, onEvent)
            MoveList(game.movesTitle, game.moveRows)
        },
    )
}

/** The clocks side by side, the running one marked. */
@Composable
fun Clocks(clocks: List<ClockLineView>) {
    Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        for (c in clocks) {
            Surface(
                Modifier.weight(1f),
                shape = MaterialTheme.shapes.medium,
                color = when {
                    c.inGrace -> MaterialTheme.colorScheme.errorContainer
                    c.running -> MaterialTheme.colorScheme.secondaryContainer
                    else -> MaterialTheme.colorScheme.surfaceVariant
                },
            ) {
                Column(Modifier.padding(horizontal = 12.dp, vertical = 6.dp)) {
                    Text(c.label, style = MaterialTheme.typography.labelLarge)
                    Text(
                        c.time,
                        style = MaterialTheme.typography.headlineSmall,
                        fontWeight = if (c.running) FontWeight.Bold else FontWeight.Normal,
                    )
                    c.note?.let { Text(it, style = MaterialTheme.typography.bodySmall) }
                }
            }
        }
    }
}

/** A highlighted note (a hint, a solution). */
@Composable
fun Note(text: String, detail: String? = null, modifier: Modifier = Modifier) {
    Surface(
        modifier.fillMaxWidth(),
        shape = MaterialTheme.shapes.medium,
        color = MaterialTheme.colorScheme.secondaryContainer,
    ) {
        Column(Modifier.padding(12.dp)) {
            Text(text, style = MaterialTheme.typography.titleSmall)
            detail?.let { Text(it, style = MaterialTheme.typography.bodyMedium) }
        }
    }
}

/** The piece card of a long press. */
@Composable
fun PieceCard(card: PieceCardView) {
    Card(Modifier.fillMaxWidth().testTag(GameTags.CARD)) {
        // The text names the piece and holds its gait and relations (the gait alone is for
        // places without room).
        Text(card.text.trimEnd(), style = MaterialTheme.typography.bodyMedium, modifier = Modifier.padding(12.dp))
    }
}

/** The move list: its heading and one row per move number. */
@Composable
fun MoveList(title: String, rows: List<MoveRowView>) {
    if (rows.isEmpty()) return
    if (title.isNotEmpty()) SectionTitle(title)
    for (r in rows) {
        Row(Modifier.fillMaxWidth()) {
            Text(r.numberText, Modifier.weight(0.5f), style = MaterialTheme.typography.bodyMedium)
            Text(r.red, Modifier.weight(1f), style = MaterialTheme.typography.bodyMedium)
            Text(r.black ?: "", Modifier.weight(1f), style = MaterialTheme.typography.bodyMedium)
        }
    }
}
