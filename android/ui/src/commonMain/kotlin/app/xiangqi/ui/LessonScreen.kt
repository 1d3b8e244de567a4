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
import app.xiangqi.ui.components.BoardLayout
import app.xiangqi.ui.components.BoardState
import app.xiangqi.ui.components.ButtonBar
import app.xiangqi.ui.components.Line
import app.xiangqi.ui.components.OnEvent
import app.xiangqi.ui.components.ScreenTitle

/** A lesson: its explanation and task, the board, the feedback, the buttons. */
@Composable
fun LessonScreen(lesson: LessonScreenView, board: BoardState, onEvent: OnEvent) {
    BoardLayout(
        board,
        onEvent,
        top = {
            ScreenTitle(lesson.title)
            Line(lesson.lesson.explanation, muted = true)
            Text(lesson.lesson.task, style = MaterialTheme.typography.titleSmall)
        },
        panel = {
            lesson.feedback?.let {
                Text(
                    it,
                    style = MaterialTheme.typography.titleMedium,
                    modifier = Modifier.testTag(LearnTags.STATUS).semantics { liveRegion = LiveRegionMode.Polite },
                )
            }
            lesson.message?.let { Line(it) }
            lesson.hint?.let { Note(it.text) }
            lesson.card?.let { PieceCard(it) }
            ButtonBar(lesson.buttons, onEvent)
        },
    )
}
