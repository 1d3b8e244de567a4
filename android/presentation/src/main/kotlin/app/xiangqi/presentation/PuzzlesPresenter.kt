package app.xiangqi.presentation

import app.xiangqi.core.PuzzleHandle
import app.xiangqi.core.Scene
import app.xiangqi.core.Settings
import app.xiangqi.core.XiangqiApp
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope

/** The events of a screen with a puzzle on it (the puzzles and the daily puzzle). */
sealed interface PuzzleEvent {
    data class Board(val gesture: BoardGesture) : PuzzleEvent
    data object Hint : PuzzleEvent
    data object ShowSolution : PuzzleEvent
    data object DismissCard : PuzzleEvent

    /** Leave the puzzle (an unfinished attempt is saved as given up). */
    data object Leave : PuzzleEvent
}

/** The open puzzle of a screen (the puzzles, the daily puzzle), on its presenter's lane. */
internal class PuzzleSeat(private val feedback: Feedback) {
    private var table: PuzzleTable? = null
    private var lastSize: BoardGesture.Resized? = null

    fun frame(progress: Float): Scene? = table?.frame(progress)

    fun open(handle: PuzzleHandle, settings: Settings): PuzzleBoardState {
        close()
        val t = PuzzleTable(handle, settings, feedback)
        lastSize?.let(t::gesture)
        table = t
        return t.snapshot()
    }

    /** Leaves the open puzzle (an unfinished attempt is saved as given up). */
    fun close() {
        val t = table ?: return
        table = null
        t.abandon()
    }

    /** The puzzle after [event]; null when none is open (any more). */
    fun play(event: PuzzleEvent, onError: (String) -> Unit): PuzzleBoardState? {
        if (event is PuzzleEvent.Board && event.gesture is BoardGesture.Resized) lastSize = event.gesture
        val t = table ?: return null
        when (event) {
            is PuzzleEvent.Board -> t.gesture(event.gesture)
            PuzzleEvent.Hint -> attempt(onError) { t.hint() }
            PuzzleEvent.ShowSolution -> attempt(onError) { t.showSolution() }
            PuzzleEvent.DismissCard -> t.dismissCard()
            PuzzleEvent.Leave -> {
                attempt(onError) { close() }
                return null
            }
        }
        return t.snapshot()
    }
}

data class PuzzlesState(
    /** 1..5: mate in N. */
    val level: Int = 1,
    val puzzle: PuzzleBoardState? = null,
    val message: String? = null,
)

sealed interface PuzzlesEvent {
    /** The first unsolved puzzle of a level. */
    data class ChooseLevel(val level: Int) : PuzzlesEvent
    data class Open(val id: String) : PuzzlesEvent

    /** The next unsolved puzzle of the level. */
    data object Next : PuzzlesEvent
    data class Play(val event: PuzzleEvent) : PuzzlesEvent
}

class PuzzlesPresenter(
    private val app: XiangqiApp,
    feedback: Feedback,
    scope: CoroutineScope,
    background: CoroutineDispatcher,
) : Presenter<PuzzlesState, PuzzlesEvent>(PuzzlesState(), scope, background) {
    private val seat = PuzzleSeat(feedback)

    fun frame(progress: Float): Scene? = seat.frame(progress)

    override fun onEvent(event: PuzzlesEvent) {
        serial {
            when (event) {
                is PuzzlesEvent.ChooseLevel -> open(event.level) { app.nextPuzzle(event.level.toUByte()) }
                is PuzzlesEvent.Open -> open(current.level) { app.puzzle(event.id) }
                PuzzlesEvent.Next -> open(current.level) { app.nextPuzzle(current.level.toUByte()) }
                is PuzzlesEvent.Play -> play(event.event)
            }
        }
    }

    private fun fail(text: String) = update { it.copy(message = text) }

    private fun open(level: Int, handle: () -> PuzzleHandle) {
        attempt(::fail) { seat.close() }
        val settings = attempt(::fail) { app.settings() } ?: return
        val puzzle = attempt(::fail) { seat.open(handle(), settings) } ?: return
        update { PuzzlesState(level = puzzle.level.takeIf { it > 0 } ?: level, puzzle = puzzle) }
    }

    private fun play(event: PuzzleEvent) {
        update { it.copy(message = null) }
        val puzzle = seat.play(event, ::fail)
        update { it.copy(puzzle = puzzle) }
    }
}
