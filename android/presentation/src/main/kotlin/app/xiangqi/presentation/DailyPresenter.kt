package app.xiangqi.presentation

import app.xiangqi.core.DailyAttempt
import app.xiangqi.core.Scene
import app.xiangqi.core.XiangqiApp
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope

data class DailyState(
    val loading: Boolean = true,
    val date: String = "",
    /** N of "mate in N". */
    val level: Int = 0,
    /** The attempt that counts, once over (its score). */
    val attempt: DailyAttempt? = null,
    /** The counting attempt was started and not finished: opening it continues it. */
    val inProgress: Boolean = false,
    val streak: Int = 0,
    val puzzle: PuzzleBoardState? = null,
    val message: String? = null,
)

sealed interface DailyEvent {
    data object Refresh : DailyEvent

    /** Opens today's puzzle (the first attempt counts from now). */
    data object Start : DailyEvent
    data class Play(val event: PuzzleEvent) : DailyEvent
}

class DailyPresenter(
    private val app: XiangqiApp,
    private val today: Today,
    private val feedback: Feedback,
    scope: CoroutineScope,
    background: CoroutineDispatcher,
) : Presenter<DailyState, DailyEvent>(DailyState(), scope, background) {
    private val seat = PuzzleSeat(feedback)

    init {
        onEvent(DailyEvent.Refresh)
    }

    fun frame(progress: Float): Scene? = seat.frame(progress)

    override fun onEvent(event: DailyEvent) {
        serial {
            when (event) {
                DailyEvent.Refresh -> refresh()
                DailyEvent.Start -> start()
                is DailyEvent.Play -> play(event.event)
            }
        }
    }

    private fun fail(text: String) = update { it.copy(message = text) }

    private fun refresh() {
        val date = today.date()
        val v = attempt(::fail) { app.daily(date) } ?: return update { it.copy(loading = false) }
        update {
            it.copy(
                loading = false,
                date = v.date,
                level = v.level.toInt(),
                attempt = v.attempt,
                inProgress = v.inProgress,
                streak = v.streak.toInt(),
            )
        }
    }

    private fun start() {
        attempt(::fail) { seat.close() }
        val settings = attempt(::fail) { app.settings() } ?: return
        val date = current.date.ifEmpty { today.date() }
        val puzzle = attempt(::fail) { seat.open(app.startDaily(date), settings) } ?: return
        update { it.copy(puzzle = puzzle, message = null) }
    }

    private fun play(event: PuzzleEvent) {
        update { it.copy(message = null) }
        val puzzle = seat.play(event, ::fail)
        update { it.copy(puzzle = puzzle) }
        // The day's record and streak change when the attempt ends.
        if (puzzle == null || puzzle.over) refresh()
    }
}
