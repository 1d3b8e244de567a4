package app.xiangqi.ui

import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import app.xiangqi.core.LessonScreenView
import app.xiangqi.ui.components.BoardScreen
import app.xiangqi.ui.components.BoardState
import app.xiangqi.ui.components.Line
import app.xiangqi.ui.components.OnEvent

/** A lesson: the board first, then the task, the feedback, the explanation; the icon bar. */
@Composable
fun LessonScreen(lesson: LessonScreenView, board: BoardState, onEvent: OnEvent) {
    BoardScreen(board, onEvent, title = lesson.title, bar = lesson.buttons) {
        lesson.feedback?.let {
            Text(
                it,
                style = MaterialTheme.typography.titleMedium,
                color = if (lesson.done) MaterialTheme.colorScheme.secondary else MaterialTheme.colorScheme.onSurface,
                modifier = Modifier.testTag(LearnTags.STATUS).semantics { liveRegion = LiveRegionMode.Polite },
            )
        }
        Text(lesson.lesson.task, style = MaterialTheme.typography.titleSmall)
        lesson.message?.let { Line(it) }
        lesson.hint?.let { Note(it.text) }
        lesson.card?.let { PieceCard(it) }
        Line(lesson.lesson.explanation, muted = true)
    }
}
