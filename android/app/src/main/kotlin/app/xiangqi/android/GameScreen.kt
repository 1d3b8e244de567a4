package app.xiangqi.android

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.itemsIndexed
import androidx.compose.material3.AlertDialog
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.LinearProgressIndicator
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.ModalBottomSheet
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.DisposableEffect
import androidx.compose.runtime.getValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import androidx.lifecycle.Lifecycle
import androidx.lifecycle.LifecycleEventObserver
import androidx.lifecycle.compose.LocalLifecycleOwner
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import app.xiangqi.core.Side
import app.xiangqi.presentation.CardState
import app.xiangqi.presentation.ClockState
import app.xiangqi.presentation.DrawOffer
import app.xiangqi.presentation.GameEvent
import app.xiangqi.presentation.GamePresenter
import app.xiangqi.presentation.GameStart
import app.xiangqi.presentation.SecondTicker
import kotlinx.coroutines.Dispatchers

@Composable
fun GameScreen(screens: Screens, start: GameStart, key: String, onNewGame: () -> Unit) {
    val presenter = rememberPresenter(key, clear = { p: GamePresenter -> p.onEvent(GameEvent.Close) }) { scope ->
        GamePresenter(screens.app, start, screens.graph.feedback, SecondTicker, scope, Dispatchers.IO)
    }
    val state by presenter.state.collectAsStateWithLifecycle()
    // The game runs only while the screen is visible: ON_STOP suspends it (clocks saved).
    val lifecycle = LocalLifecycleOwner.current.lifecycle
    DisposableEffect(lifecycle) {
        val observer = LifecycleEventObserver { _, event ->
            when (event) {
                Lifecycle.Event.ON_START -> presenter.onEvent(GameEvent.Start)
                Lifecycle.Event.ON_STOP -> presenter.onEvent(GameEvent.Stop)
                else -> {}
            }
        }
        lifecycle.addObserver(observer)
        onDispose { lifecycle.removeObserver(observer) }
    }
    val board = @Composable { modifier: Modifier ->
        Board(state.board, presenter::frame, { presenter.onEvent(GameEvent.Board(it)) }, modifier)
    }
    val panel = @Composable { modifier: Modifier ->
        Column(modifier.padding(8.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
            GameStatus(state.title, state.status, state.warning, state.clock, state.message, state.thinking || state.hintBusy)
            GameButtons(state.canUndo, state.over, presenter::onEvent, onNewGame)
            MoveList(state.opening, state.moves)
        }
    }
    if (screens.wide) {
        // Tablets and landscape: the board beside the move list.
        Row(Modifier.fillMaxSize()) {
            board(Modifier.fillMaxHeight().weight(1.4f, fill = false))
            panel(Modifier.weight(1f))
        }
    } else {
        Column(Modifier.fillMaxSize()) {
            board(Modifier.fillMaxWidth())
            panel(Modifier.weight(1f))
        }
    }
    CardSheet(state.card) { presenter.onEvent(GameEvent.DismissCard) }
    when (state.drawOffer) {
        DrawOffer.ASK_OPPONENT -> AlertDialog(
            onDismissRequest = { presenter.onEvent(GameEvent.DeclineDraw) },
            text = { Text(stringResource(R.string.draw_ask_opponent)) },
            confirmButton = {
                TextButton({ presenter.onEvent(GameEvent.AcceptDraw) }) { Text(stringResource(R.string.draw_accept)) }
            },
            dismissButton = {
                TextButton({ presenter.onEvent(GameEvent.DeclineDraw) }) { Text(stringResource(R.string.draw_decline)) }
            },
        )
        DrawOffer.DECLINED -> AlertDialog(
            onDismissRequest = { presenter.onEvent(GameEvent.DeclineDraw) },
            text = { Text(stringResource(R.string.draw_declined)) },
            confirmButton = { TextButton({ presenter.onEvent(GameEvent.DeclineDraw) }) { Text(stringResource(R.string.ok)) } },
        )
        DrawOffer.NONE -> {}
    }
}

@Composable
private fun GameStatus(title: String, status: String, warning: String?, clock: ClockState?, message: String?, busy: Boolean) {
    Text(title, style = MaterialTheme.typography.titleMedium)
    Text(status)
    if (clock != null) Clocks(clock)
    if (warning != null) Text(warning, color = MaterialTheme.colorScheme.error)
    if (busy) LinearProgressIndicator(Modifier.fillMaxWidth())
    // The status line is read out by TalkBack as it changes (the opponent's move in words).
    Text(message.orEmpty(), Modifier.semantics { liveRegion = LiveRegionMode.Polite })
}

@Composable
private fun Clocks(clock: ClockState) {
    fun mmss(ms: Long) = "%d:%02d".format(ms / 60_000, ms / 1000 % 60)
    val red = stringResource(R.string.side_red)
    val black = stringResource(R.string.side_black)
    Row(horizontalArrangement = Arrangement.spacedBy(16.dp)) {
        val redStyle = if (clock.running == Side.RED) MaterialTheme.typography.titleLarge else MaterialTheme.typography.bodyLarge
        val blackStyle = if (clock.running == Side.BLACK) MaterialTheme.typography.titleLarge else MaterialTheme.typography.bodyLarge
        Text("$red ${mmss(clock.redMs)}", style = redStyle)
        Text("$black ${mmss(clock.blackMs)}", style = blackStyle)
    }
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun GameButtons(canUndo: Boolean, over: Boolean, onEvent: (GameEvent) -> Unit, onNewGame: () -> Unit) {
    FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        OutlinedButton({ onEvent(GameEvent.Hint) }, enabled = !over) { Text(stringResource(R.string.hint)) }
        OutlinedButton({ onEvent(GameEvent.Undo) }, enabled = canUndo) { Text(stringResource(R.string.undo)) }
        OutlinedButton({ onEvent(GameEvent.OfferDraw) }, enabled = !over) { Text(stringResource(R.string.offer_draw)) }
        OutlinedButton({ onEvent(GameEvent.Resign) }, enabled = !over) { Text(stringResource(R.string.resign)) }
        OutlinedButton(onNewGame) { Text(stringResource(R.string.new_game)) }
    }
}

@Composable
private fun ColumnScope.MoveList(opening: String?, moves: List<String>) {
    if (opening != null) Text(opening, style = MaterialTheme.typography.titleSmall)
    LazyColumn(Modifier.weight(1f)) {
        itemsIndexed(moves.chunked(2)) { i, pair ->
            Text("${i + 1}. ${pair.joinToString("   ")}")
        }
    }
}

/** The piece card of a long press, as a bottom sheet. */
@OptIn(ExperimentalMaterial3Api::class)
@Composable
fun CardSheet(card: CardState?, onDismiss: () -> Unit) {
    if (card == null) return
    ModalBottomSheet(onDismissRequest = onDismiss) {
        Text(card.text, Modifier.padding(24.dp))
    }
}

