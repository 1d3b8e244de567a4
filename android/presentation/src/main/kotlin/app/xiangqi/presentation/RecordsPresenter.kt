package app.xiangqi.presentation

import app.xiangqi.core.GameId
import app.xiangqi.core.GameSummary
import app.xiangqi.core.LevelRecord
import app.xiangqi.core.Statistics
import app.xiangqi.core.XiangqiApp
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope

data class RecordsState(
    val loading: Boolean = true,
    /** Win/draw/loss per computer level (a local record: no Elo, no coins). */
    val byLevel: List<LevelRecord> = emptyList(),
    val statistics: Statistics? = null,
    /** Finished games, newest first. */
    val games: List<GameSummary> = emptyList(),
    val message: String? = null,
)

sealed interface RecordsEvent {
    data object Refresh : RecordsEvent
    data class Delete(val id: GameId) : RecordsEvent
}

class RecordsPresenter(
    private val app: XiangqiApp,
    scope: CoroutineScope,
    background: CoroutineDispatcher,
) : Presenter<RecordsState, RecordsEvent>(RecordsState(), scope, background) {

    init {
        onEvent(RecordsEvent.Refresh)
    }

    override fun onEvent(event: RecordsEvent) {
        serial {
            var message: String? = null
            val onError = { text: String -> message = text }
            if (event is RecordsEvent.Delete) attempt(onError) { app.deleteGame(event.id) }
            val byLevel = attempt(onError) { app.recordByLevel() }.orEmpty()
            val statistics = attempt(onError) { app.statistics() }
            val games = attempt(onError) { app.finishedGames(GAMES_SHOWN, 0u) }.orEmpty()
            update { RecordsState(false, byLevel, statistics, games, message) }
        }
    }

    private companion object {
        const val GAMES_SHOWN = 50u
    }
}
