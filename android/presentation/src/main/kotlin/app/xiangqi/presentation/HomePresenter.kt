package app.xiangqi.presentation

import app.xiangqi.core.GameId
import app.xiangqi.core.LevelRecord
import app.xiangqi.core.XiangqiApp
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope

/** The unfinished game offered at start-up. */
data class ResumeOffer(val gameId: GameId, val title: String, val plies: Int)

data class HomeState(
    val loading: Boolean = true,
    val resume: ResumeOffer? = null,
    val records: List<LevelRecord> = emptyList(),
    val dailyStreak: Int = 0,
    val dailySolvedToday: Boolean = false,
    val message: String? = null,
)

sealed interface HomeEvent {
    /** The screen is shown (again): reload the offer, the records and the streak. */
    data object Refresh : HomeEvent

    /** The player does not want the unfinished game: it stays stored, the offer goes. */
    data object DismissResume : HomeEvent
}

class HomePresenter(
    private val app: XiangqiApp,
    private val today: Today,
    scope: CoroutineScope,
    background: CoroutineDispatcher,
) : Presenter<HomeState, HomeEvent>(HomeState(), scope, background) {

    init {
        onEvent(HomeEvent.Refresh)
    }

    override fun onEvent(event: HomeEvent) {
        serial {
            when (event) {
                HomeEvent.Refresh -> refresh()
                HomeEvent.DismissResume -> update { it.copy(resume = null) }
            }
        }
    }

    private fun refresh() {
        var message: String? = null
        val onError = { text: String -> message = text }
        val offer = attempt(onError) {
            app.resume()?.use { s ->
                val v = s.view()
                ResumeOffer(s.gameId(), v.title, v.ply.toInt())
            }
        }
        val records = attempt(onError) { app.recordByLevel() }.orEmpty()
        val daily = attempt(onError) { app.daily(today.date()) }
        update {
            HomeState(
                loading = false,
                resume = offer,
                records = records,
                dailyStreak = daily?.streak?.toInt() ?: 0,
                dailySolvedToday = daily?.attempt?.solved == true,
                message = message,
            )
        }
    }
}
