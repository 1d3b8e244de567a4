package app.xiangqi.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.material3.Icon
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import app.xiangqi.core.PuzzleFeedbackView
import app.xiangqi.core.PuzzleMood
import app.xiangqi.core.PuzzleScreenView
import app.xiangqi.core.PuzzleSuccessView
import app.xiangqi.ui.components.ActionButton
import app.xiangqi.ui.components.BoardScreen
import app.xiangqi.ui.components.BoardState
import app.xiangqi.ui.components.IconLine
import app.xiangqi.ui.components.Line
import app.xiangqi.ui.components.OnEvent
import app.xiangqi.ui.components.SheetSpec
import app.xiangqi.ui.components.SheetTags
import app.xiangqi.ui.components.Tabular
import app.xiangqi.ui.designsystem.vector

/** Test tags of the puzzle and lesson screens. */
object LearnTags {
    /** The puzzle's feedback line, the lesson's feedback. */
    const val STATUS = "learn.status"
    const val SUCCESS = SheetTags.SUCCESS
}

/**
 * A puzzle: the board first, the feedback line under it (its mood's icon and colour), the task,
 * the hint or solution, the icon bar; a solved puzzle's moment as a sheet (the score, the
 * streak, the next puzzle).
 */
@Composable
fun PuzzleScreen(puzzle: PuzzleScreenView, board: BoardState, onEvent: OnEvent) {
    val success = puzzle.success
    BoardScreen(
        board,
        onEvent,
        title = puzzle.title,
        bar = puzzle.buttons,
        sheet = success?.let {
            SheetSpec(modal = false, onDismiss = null, tag = SheetTags.SUCCESS) { SuccessSheet(it, onEvent) }
        },
    ) {
        Feedback(puzzle.feedback)
        Line(puzzle.task, muted = true)
        puzzle.dailyLine?.let { Line(it, muted = true) }
        puzzle.message?.let { Line(it) }
        puzzle.hint?.let { Note(it.text) }
        puzzle.solution?.let { Note(it.text) }
        puzzle.card?.let { PieceCard(it) }
    }
}

/** The colour of a mood: the accent for a right move, red for a wrong one. */
@Composable
private fun PuzzleMood.colour(): Color = when (this) {
    PuzzleMood.YOUR_MOVE -> MaterialTheme.colorScheme.onSurface
    PuzzleMood.CORRECT, PuzzleMood.SOLVED -> MaterialTheme.colorScheme.secondary
    PuzzleMood.WRONG -> MaterialTheme.colorScheme.error
    PuzzleMood.FAILED -> MaterialTheme.colorScheme.onSurfaceVariant
}

/** The feedback line: your move, correct, wrong, solved. */
@Composable
private fun Feedback(feedback: PuzzleFeedbackView) {
    IconLine(
        feedback.icon,
        feedback.text,
        feedback.mood.colour(),
        Modifier.testTag(LearnTags.STATUS).semantics(mergeDescendants = true) { liveRegion = LiveRegionMode.Polite },
        style = MaterialTheme.typography.titleMedium,
    )
}

/** A solved puzzle's moment: its icon, the headline, the score, the streak and the next puzzle. */
@Composable
private fun ColumnScope.SuccessSheet(success: PuzzleSuccessView, onEvent: OnEvent) {
    Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(14.dp)) {
        Surface(shape = MaterialTheme.shapes.large, color = MaterialTheme.colorScheme.secondaryContainer) {
            Icon(
                success.icon.vector(),
                contentDescription = null,
                tint = MaterialTheme.colorScheme.onSecondaryContainer,
                modifier = Modifier.padding(10.dp).size(30.dp),
            )
        }
        Column(Modifier.weight(1f)) {
            Text(success.headline, style = MaterialTheme.typography.headlineSmall, modifier = Modifier.semantics { heading() })
            Text(success.score, style = MaterialTheme.typography.titleMedium.merge(Tabular))
        }
    }
    success.streak?.let { IconLine(app.xiangqi.core.Icon.STREAK, it, MaterialTheme.colorScheme.secondary) }
    success.next?.let { ActionButton(it, onEvent, Modifier.fillMaxWidth(), withIcon = true) }
}
