package app.xiangqi.ui.sample

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.material3.Button
import androidx.compose.material3.ElevatedCard
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.unit.dp
import app.xiangqi.core.Scene
import app.xiangqi.ui.board.Board

/** Tags the UI tests find the screen's parts by. */
object SampleTags {
    const val COUNT = "sample.count"
    const val TAPPED = "sample.tapped"
}

/**
 * The sample screen: the view record in, events out. A themed card (title, greeting, a
 * counter and two buttons) and the board; on a wide window (a tablet, landscape) the board
 * stands beside the card, on a narrow one below it.
 */
@Composable
fun SampleScreen(
    view: SampleView,
    boardScene: (width: Float, height: Float) -> Scene?,
    onEvent: (SampleEvent) -> Unit,
    modifier: Modifier = Modifier,
) {
    Surface(modifier.fillMaxSize(), color = MaterialTheme.colorScheme.background) {
        BoxWithConstraints(Modifier.padding(16.dp)) {
            val board = @Composable { m: Modifier ->
                Board(boardScene, view.boardVersion, { x, y, w, h -> onEvent(SampleEvent.BoardTap(x, y, w, h)) }, m)
            }
            if (maxWidth >= 840.dp) {
                Row(horizontalArrangement = Arrangement.spacedBy(24.dp)) {
                    Box(Modifier.weight(1f).fillMaxHeight(), contentAlignment = Alignment.Center) {
                        board(Modifier.fillMaxHeight())
                    }
                    SampleCard(view, onEvent, Modifier.widthIn(max = 420.dp))
                }
            } else {
                Column(verticalArrangement = Arrangement.spacedBy(16.dp)) {
                    SampleCard(view, onEvent, Modifier.fillMaxWidth())
                    board(Modifier.fillMaxWidth())
                }
            }
        }
    }
}

@Composable
private fun SampleCard(view: SampleView, onEvent: (SampleEvent) -> Unit, modifier: Modifier) {
    ElevatedCard(modifier) {
        Column(Modifier.padding(20.dp), verticalArrangement = Arrangement.spacedBy(12.dp)) {
            Text(view.title, style = MaterialTheme.typography.headlineMedium, color = MaterialTheme.colorScheme.primary)
            Text(view.greeting, style = MaterialTheme.typography.bodyLarge)
            Text(view.count, style = MaterialTheme.typography.titleMedium, modifier = Modifier.testTag(SampleTags.COUNT))
            Row(horizontalArrangement = Arrangement.spacedBy(12.dp)) {
                Button(onClick = { onEvent(SampleEvent.Count) }) { Text(view.countButton) }
                OutlinedButton(onClick = { onEvent(SampleEvent.SwitchLanguage) }) { Text(view.languageButton) }
            }
            Text(view.boardCaption, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant)
            view.tapped?.let {
                Text(it, style = MaterialTheme.typography.bodyMedium, modifier = Modifier.testTag(SampleTags.TAPPED))
            }
        }
    }
}
