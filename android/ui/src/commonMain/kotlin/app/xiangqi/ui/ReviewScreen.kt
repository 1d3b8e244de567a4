package app.xiangqi.ui

import androidx.compose.runtime.Composable
import app.xiangqi.core.ReviewScreenView
import app.xiangqi.ui.components.BoardScreen
import app.xiangqi.ui.components.BoardState
import app.xiangqi.ui.components.Line
import app.xiangqi.ui.components.ListRow
import app.xiangqi.ui.components.MoveList
import app.xiangqi.ui.components.MoveStrip
import app.xiangqi.ui.components.OnEvent

/**
 * The review: the moves (the strip above the board on a phone, the list in the side column of
 * a wide window; each one a tap away), the board, the move shown and what was better, the
 * summary and key moments; the icon bar steps through them.
 */
@Composable
fun ReviewScreen(review: ReviewScreenView, board: BoardState, onEvent: OnEvent) {
    BoardScreen(
        board,
        onEvent,
        title = review.title,
        bar = review.buttons,
        moves = { wide -> if (wide) MoveList(review.moveStrip, onEvent) else MoveStrip(review.moveStrip, onEvent) },
    ) {
        review.progress?.let { Line(it, muted = true) }
        review.plyText?.let { Note(it) }
        review.review?.summaryText?.forEach { Line(it) }
        review.keyMoments.forEach { ListRow(it, onEvent) }
    }
}
