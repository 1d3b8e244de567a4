package app.xiangqi.android

import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import app.xiangqi.core.Scene
import app.xiangqi.presentation.DailyEvent
import app.xiangqi.presentation.DailyPresenter
import app.xiangqi.presentation.DeviceToday
import app.xiangqi.presentation.PuzzleBoardState
import app.xiangqi.presentation.PuzzleEvent
import app.xiangqi.presentation.PuzzleStatus
import app.xiangqi.presentation.PuzzlesEvent
import app.xiangqi.presentation.PuzzlesPresenter
import app.xiangqi.presentation.SchoolEvent
import app.xiangqi.presentation.SchoolPresenter
import kotlinx.coroutines.Dispatchers

private const val PUZZLE_LEVELS = 5

/** A board with its texts above and its buttons below, side by side when wide. */
@Composable
fun BoardPane(
    wide: Boolean,
    board: @Composable (Modifier) -> Unit,
    texts: @Composable () -> Unit,
) {
    if (wide) {
        Row(Modifier.fillMaxSize()) {
            board(Modifier.weight(1.4f, fill = false))
            Column(Modifier.weight(1f).padding(8.dp).verticalScroll(rememberScrollState())) { texts() }
        }
    } else {
        Column(Modifier.fillMaxSize()) {
            board(Modifier.fillMaxWidth())
            Column(Modifier.padding(8.dp).verticalScroll(rememberScrollState())) { texts() }
        }
    }
}

@Composable
private fun statusText(status: PuzzleStatus): String? = when (status) {
    PuzzleStatus.PLAYING -> null
    PuzzleStatus.WRONG_NO_CHECK -> stringResource(R.string.puzzle_wrong_no_check)
    PuzzleStatus.WRONG_CHECK -> stringResource(R.string.puzzle_wrong_check)
    PuzzleStatus.SOLVED -> stringResource(R.string.puzzle_solved)
    PuzzleStatus.SOLUTION_SHOWN -> stringResource(R.string.puzzle_solution_shown)
}

/** A puzzle on its board, shared by the puzzles and the daily puzzle. */
@Composable
private fun PuzzlePane(
    wide: Boolean,
    puzzle: PuzzleBoardState,
    frame: (Float) -> Scene?,
    onEvent: (PuzzleEvent) -> Unit,
    next: (() -> Unit)? = null,
) {
    BoardPane(
        wide,
        board = { Board(puzzle.board, frame, { onEvent(PuzzleEvent.Board(it)) }, it) },
    ) {
        Text(stringResource(R.string.puzzle_title, puzzle.level), style = MaterialTheme.typography.titleMedium)
        Text(stringResource(R.string.puzzle_progress, puzzle.movesLeft, puzzle.wrongTries))
        statusText(puzzle.status)?.let { Text(it, style = MaterialTheme.typography.titleSmall) }
        Text(puzzle.message.orEmpty(), Modifier.semantics { liveRegion = LiveRegionMode.Polite })
        if (puzzle.played.isNotEmpty()) Text(puzzle.played.joinToString("  "))
        if (puzzle.solution.isNotEmpty()) Text(stringResource(R.string.puzzle_solution, puzzle.solution.joinToString("  ")))
        puzzle.dailyScore?.let { Text(stringResource(R.string.daily_score, it)) }
        Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            OutlinedButton({ onEvent(PuzzleEvent.Hint) }, enabled = !puzzle.over) { Text(stringResource(R.string.hint)) }
            OutlinedButton({ onEvent(PuzzleEvent.ShowSolution) }, enabled = !puzzle.over) {
                Text(stringResource(R.string.show_solution))
            }
            OutlinedButton({ onEvent(PuzzleEvent.Leave) }) { Text(stringResource(R.string.leave)) }
        }
        if (puzzle.over && next != null) Button(next) { Text(stringResource(R.string.next_puzzle)) }
    }
    CardSheet(puzzle.card) { onEvent(PuzzleEvent.DismissCard) }
}

@Composable
fun PuzzlesScreen(screens: Screens) {
    val presenter = rememberPresenter("puzzles", clear = { p: PuzzlesPresenter -> p.onEvent(PuzzlesEvent.Play(PuzzleEvent.Leave)) }) {
        PuzzlesPresenter(screens.app, screens.graph.feedback, it, Dispatchers.IO)
    }
    val state by presenter.state.collectAsStateWithLifecycle()
    val puzzle = state.puzzle
    if (puzzle == null) {
        Column(Modifier.padding(16.dp), verticalArrangement = Arrangement.spacedBy(8.dp)) {
            Text(stringResource(R.string.puzzles), style = MaterialTheme.typography.headlineSmall)
            for (level in 1..PUZZLE_LEVELS) {
                Button({ presenter.onEvent(PuzzlesEvent.ChooseLevel(level)) }, Modifier.fillMaxWidth()) {
                    Text(stringResource(R.string.puzzle_title, level))
                }
            }
            state.message?.let { Text(it) }
        }
    } else {
        PuzzlePane(screens.wide, puzzle, presenter::frame, { presenter.onEvent(PuzzlesEvent.Play(it)) }) {
            presenter.onEvent(PuzzlesEvent.Next)
        }
    }
}

@Composable
fun DailyScreen(screens: Screens) {
    val presenter = rememberPresenter("daily", clear = { p: DailyPresenter -> p.onEvent(DailyEvent.Play(PuzzleEvent.Leave)) }) {
        DailyPresenter(screens.app, DeviceToday, screens.graph.feedback, it, Dispatchers.IO)
    }
    val state by presenter.state.collectAsStateWithLifecycle()
    val puzzle = state.puzzle
    if (puzzle != null) {
        PuzzlePane(screens.wide, puzzle, presenter::frame, { presenter.onEvent(DailyEvent.Play(it)) })
        return
    }
    Column(Modifier.padding(16.dp), verticalArrangement = Arrangement.spacedBy(8.dp)) {
        Text(stringResource(R.string.daily), style = MaterialTheme.typography.headlineSmall)
        Text(state.date)
        if (state.level > 0) Text(stringResource(R.string.puzzle_title, state.level))
        Text(stringResource(R.string.daily_streak, state.streak))
        state.attempt?.let { Text(stringResource(R.string.daily_score, it.score.toInt())) }
        val label = if (state.inProgress) R.string.daily_continue else R.string.daily_start
        Button({ presenter.onEvent(DailyEvent.Start) }) { Text(stringResource(label)) }
        state.message?.let { Text(it) }
    }
}

@Composable
fun SchoolScreen(screens: Screens) {
    val presenter = rememberPresenter("school", clear = { p: SchoolPresenter -> p.onEvent(SchoolEvent.Close) }) {
        SchoolPresenter(screens.app, screens.graph.feedback, it, Dispatchers.IO)
    }
    val state by presenter.state.collectAsStateWithLifecycle()
    val lesson = state.lesson
    if (lesson == null) {
        LazyColumn(Modifier.padding(16.dp)) {
            item { Text(stringResource(R.string.school), style = MaterialTheme.typography.headlineSmall) }
            items(state.lessons) { item ->
                val done = if (item.completed) " ✓" else ""
                Text(
                    "${item.number}. ${item.title}$done",
                    Modifier.fillMaxWidth().clickable { presenter.onEvent(SchoolEvent.Open(item.number)) }.padding(12.dp),
                )
            }
        }
        return
    }
    BoardPane(screens.wide, board = { Board(lesson.board, presenter::frame, { g -> presenter.onEvent(SchoolEvent.Board(g)) }, it) }) {
        Text(lesson.title, style = MaterialTheme.typography.titleMedium)
        Text(lesson.explanation)
        Text(lesson.task, style = MaterialTheme.typography.titleSmall)
        Text(lesson.message.orEmpty(), Modifier.semantics { liveRegion = LiveRegionMode.Polite })
        Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            OutlinedButton({ presenter.onEvent(SchoolEvent.Hint) }, enabled = !lesson.done) { Text(stringResource(R.string.hint)) }
            OutlinedButton({ presenter.onEvent(SchoolEvent.Open(lesson.number)) }) { Text(stringResource(R.string.restart)) }
            OutlinedButton({ presenter.onEvent(SchoolEvent.Close) }) { Text(stringResource(R.string.leave)) }
        }
    }
    CardSheet(lesson.card) { presenter.onEvent(SchoolEvent.DismissCard) }
}
