package app.xiangqi.presentation

import app.xiangqi.core.ClockChoice
import app.xiangqi.core.ComputerHandicap
import app.xiangqi.core.GameId
import app.xiangqi.core.Handicap
import app.xiangqi.core.HouseRules
import app.xiangqi.core.Level
import app.xiangqi.core.Mode
import app.xiangqi.core.NewGameConfig
import app.xiangqi.core.Side
import app.xiangqi.core.XiangqiApp
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope

/** The "new game" screen's choices (the core checks them when the game starts). */
data class NewGameState(
    val vsComputer: Boolean = true,
    val level: Level = Level.NORMAL,
    val humanSide: Side = Side.RED,
    /** A table handicap (two players, or the stronger player giving it). */
    val handicap: Handicap? = null,
    /** The computer plays without a horse, a chariot or both horses. */
    val computerHandicap: ComputerHandicap? = null,
    val perpetualCheckOnly: Boolean = false,
    val stalemateIsDraw: Boolean = false,
    val clock: ClockChoice = ClockChoice.NONE,
    val starting: Boolean = false,
    val message: String? = null,
    /** The game just created: open it on the game screen. */
    val started: GameId? = null,
) {
    fun config(): NewGameConfig = NewGameConfig(
        mode = if (vsComputer) Mode.VsComputer(level, if (humanSide == Side.RED) Side.BLACK else Side.RED) else Mode.TwoPlayers,
        handicap = handicap,
        fen = null,
        house = HouseRules(perpetualCheckOnly, stalemateIsDraw, if (vsComputer) computerHandicap else null),
        clock = clock,
        seed = null,
    )
}

sealed interface NewGameEvent {
    data class VsComputer(val on: Boolean) : NewGameEvent
    data class ChooseLevel(val level: Level) : NewGameEvent
    data class ChooseSide(val side: Side) : NewGameEvent
    data class ChooseHandicap(val handicap: Handicap?) : NewGameEvent
    data class ChooseComputerHandicap(val handicap: ComputerHandicap?) : NewGameEvent
    data class PerpetualCheckOnly(val on: Boolean) : NewGameEvent
    data class StalemateIsDraw(val on: Boolean) : NewGameEvent
    data class ChooseClock(val clock: ClockChoice) : NewGameEvent
    data object Start : NewGameEvent

    /** The game screen took the started game. */
    data object Consumed : NewGameEvent
}

class NewGamePresenter(
    private val app: XiangqiApp,
    scope: CoroutineScope,
    background: CoroutineDispatcher,
) : Presenter<NewGameState, NewGameEvent>(NewGameState(), scope, background) {

    init {
        // The saved defaults: clock and house rules.
        serial {
            val s = attempt({}) { app.settings() } ?: return@serial
            update {
                it.copy(
                    clock = s.clock,
                    perpetualCheckOnly = s.houseRules.perpetualCheckOnly,
                    stalemateIsDraw = s.houseRules.stalemateIsDraw,
                    computerHandicap = s.houseRules.computerHandicap,
                )
            }
        }
    }

    override fun onEvent(event: NewGameEvent) {
        serial {
            when (event) {
                is NewGameEvent.VsComputer -> update { it.copy(vsComputer = event.on, message = null) }
                is NewGameEvent.ChooseLevel -> update { it.copy(level = event.level) }
                is NewGameEvent.ChooseSide -> update { it.copy(humanSide = event.side) }
                is NewGameEvent.ChooseHandicap -> update { it.copy(handicap = event.handicap, message = null) }
                is NewGameEvent.ChooseComputerHandicap ->
                    update { it.copy(computerHandicap = event.handicap, message = null) }
                is NewGameEvent.PerpetualCheckOnly -> update { it.copy(perpetualCheckOnly = event.on) }
                is NewGameEvent.StalemateIsDraw -> update { it.copy(stalemateIsDraw = event.on) }
                is NewGameEvent.ChooseClock -> update { it.copy(clock = event.clock) }
                NewGameEvent.Start -> start()
                NewGameEvent.Consumed -> update { it.copy(started = null) }
            }
        }
    }

    private fun start() {
        update { it.copy(starting = true, message = null) }
        var message: String? = null
        val id = attempt({ message = it }) { app.newGame(current.config()).use { it.gameId() } }
        update { it.copy(starting = false, message = message, started = id) }
    }
}
