package app.xiangqi.ui

import androidx.compose.runtime.Composable
import app.xiangqi.core.ReviewScreenView
import app.xiangqi.ui.components.BoardLayout
import app.xiangqi.ui.components.BoardState
import app.xiangqi.ui.components.ButtonBar
import app.xiangqi.ui.components.Line
import app.xiangqi.ui.components.ListRow
import app.xiangqi.ui.components.OnEvent
import app.xiangqi.ui.components.ScreenTitle

/** The review: progress, the move shown and what was better, key moments, the moves. */
@Composable
fun ReviewScreen(review: ReviewScreenView, board: BoardState, onEvent: OnEvent) {
    BoardLayout(
        board,
        onEvent,
        top = { ScreenTitle(review.title) },
        panel = {
            review.progress?.let { Line(it, muted = true) }
            ButtonBar(review.buttons, onEvent)
            review.plyText?.let { Note(it) }
            review.review?.summaryText?.forEach { Line(it) }
            review.keyMoments.forEach { ListRow(it, onEvent) }
            MoveList("", review.moveRows)
        },
    )
}
