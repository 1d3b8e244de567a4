package app.xiangqi.ui

import androidx.compose.foundation.layout.Column
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
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import app.xiangqi.core.Action
import app.xiangqi.core.Event
import app.xiangqi.core.GameScreenView
import app.xiangqi.core.PieceCardView
import app.xiangqi.ui.components.BoardScreen
import app.xiangqi.ui.components.BoardState
import app.xiangqi.ui.components.IconLine
import app.xiangqi.ui.components.LegendSheet
import app.xiangqi.ui.components.Line
import app.xiangqi.ui.components.MenuSheet
import app.xiangqi.ui.components.MoveList
import app.xiangqi.ui.components.MoveStrip
import app.xiangqi.ui.components.OnEvent
import app.xiangqi.ui.components.PlayerStrip
import app.xiangqi.ui.components.PromptCard
import app.xiangqi.ui.components.ResultSheet
import app.xiangqi.ui.components.SheetSpec
import app.xiangqi.ui.components.SheetTags
import app.xiangqi.ui.components.StripTags

/** Test tags of the game screen. */
object GameTags {
    const val STATUS = "game.status"
    const val MESSAGE = "game.message"
    const val CARD = "game.card"
    const val RESULT = SheetTags.RESULT
    const val HINT = "game.hint"
    const val STEPPING = "game.stepping"
}

/**
 * A game (design.md, principles 1-4, 11): the move strip, the opponent's strip, the board,
 * your strip, the message and the icon bar; the menu, the marks' legend and the result as
 * sheets over it.
 */
@Composable
fun GameScreen(game: GameScreenView, board: BoardState, onEvent: OnEvent) {
    val strip = game.moveStrip
    val sheet = when {
        // (The legend is read before playing on: the screen behind it waits.)
        game.legend != null -> SheetSpec(modal = true, onDismiss = { onEvent(Event.Action(Action.DismissLegend)) }, tag = SheetTags.LEGEND) {
            LegendSheet(game.legend!!, onEvent)
        }
        game.menuOpen -> SheetSpec(modal = true, onDismiss = { onEvent(Event.Action(Action.CloseMenu)) }, tag = SheetTags.MENU) {
            MenuSheet(game.menu, onEvent)
        }
        // The result over the board, the bar free below it (a tap beside the sheet puts it
        // away to look at the final position; the bar's button brings it back).
        game.result != null && game.resultOpen -> SheetSpec(
            modal = true,
            onDismiss = { onEvent(Event.Action(Action.CloseResult)) },
            tag = SheetTags.RESULT,
            aboveBar = true,
        ) {
            ResultSheet(game.result!!, onEvent)
        }
        else -> null
    }
    BoardScreen(
        board,
        onEvent,
        title = game.title,
        bar = game.bar,
        moves = { wide ->
            if (wide) {
                MoveList(strip, onEvent)
            } else {
                MoveStrip(strip, onEvent)
            }
        },
        top = { PlayerStrip(game.top, StripTags.TOP) },
        bottom = { PlayerStrip(game.bottom, StripTags.BOTTOM) },
        sheet = sheet,
    ) {
        // Online: an offer to answer now comes first, then the opponent's presence.
        game.prompts.forEach { PromptCard(it, onEvent) }
        strip.steppingText?.let {
            IconLine(
                null,
                it,
                MaterialTheme.colorScheme.secondary,
                Modifier.testTag(GameTags.STEPPING),
            )
        }
        val card = game.card
        when {
            // (A long press's message is the card's text: the card shows it once.)
            card != null -> PieceCard(card)
            game.message != null -> Text(
                game.message!!,
                style = MaterialTheme.typography.bodyMedium,
                modifier = Modifier.testTag(GameTags.MESSAGE).semantics { liveRegion = LiveRegionMode.Polite },
            )
            // (After the game the result sheet says what the status line would, while it is open.)
            game.result == null || !game.resultOpen -> Text(
                game.board.statusText,
                style = MaterialTheme.typography.bodyMedium,
                modifier = Modifier.testTag(GameTags.STATUS).semantics { liveRegion = LiveRegionMode.Polite },
            )
        }
        game.board.warningText?.let { Line(it) }
        game.thinking?.let { Line(it, muted = true) }
        game.hint?.let { Note(it.notation, it.reason, Modifier.testTag(GameTags.HINT)) }
    }
}

/** A highlighted note (a hint, a solution). */
@Composable
fun Note(text: String, detail: String? = null, modifier: Modifier = Modifier) {
    Surface(
        modifier.fillMaxWidth(),
        shape = MaterialTheme.shapes.medium,
        color = MaterialTheme.colorScheme.secondaryContainer,
        contentColor = MaterialTheme.colorScheme.onSecondaryContainer,
    ) {
        Column(Modifier.padding(horizontal = 12.dp, vertical = 8.dp)) {
            Text(text, style = MaterialTheme.typography.titleSmall)
            detail?.let { Text(it, style = MaterialTheme.typography.bodyMedium) }
        }
    }
}

/** The piece card of a long press. */
@Composable
fun PieceCard(card: PieceCardView) {
    Card(
        Modifier.fillMaxWidth().testTag(GameTags.CARD),
        colors = CardDefaults.cardColors(containerColor = MaterialTheme.colorScheme.surfaceContainerHigh),
    ) {
        // The text names the piece and holds its gait and relations (the gait alone is for
        // places without room).
        Text(card.text.trimEnd(), style = MaterialTheme.typography.bodyMedium, modifier = Modifier.padding(12.dp))
    }
}
