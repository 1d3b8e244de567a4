package app.xiangqi.presentation

import app.xiangqi.core.BoardView
import app.xiangqi.core.DrawAnswer
import app.xiangqi.core.GameId
import app.xiangqi.core.GameListener
import app.xiangqi.core.GameSession
import app.xiangqi.core.GameState
import app.xiangqi.core.InputAction
import app.xiangqi.core.Move
import app.xiangqi.core.MoveReport
import app.xiangqi.core.NewGameConfig
import app.xiangqi.core.ProgressView
import app.xiangqi.core.Scene
import app.xiangqi.core.Settings
import app.xiangqi.core.Side
import app.xiangqi.core.Sound
import app.xiangqi.core.XiangqiApp
import app.xiangqi.core.XiangqiException
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Job
import kotlinx.coroutines.launch

/** Which game the game screen opens. */
sealed interface GameStart {
    data class New(val config: NewGameConfig) : GameStart
    data class Resume(val id: GameId) : GameStart

    /** The newest unfinished game (the start-up offer). */
    data object Latest : GameStart
}

data class ClockState(val redMs: Long, val blackMs: Long, val running: Side, val inGrace: Boolean)

enum class DrawOffer { NONE, DECLINED, ASK_OPPONENT }

/** The game screen; every text is the core's, in the UI language. */
data class GameScreenState(
    val loading: Boolean = true,
    val gameId: GameId? = null,
    val title: String = "",
    val board: BoardPicture = BoardPicture.EMPTY,
    /** The side drawn at the bottom (between two players: the side to move). */
    val bottom: Side = Side.RED,
    val sideToMove: Side = Side.RED,
    val ply: Int = 0,
    /** The move list in the chosen notation. */
    val moves: List<String> = emptyList(),
    val opening: String? = null,
    val status: String = "",
    /** The repetition warning, if any. */
    val warning: String? = null,
    val clock: ClockState? = null,
    val canUndo: Boolean = false,
    val thinking: Boolean = false,
    val hintBusy: Boolean = false,
    val result: GameState = GameState.Ongoing,
    /** The status line: selection, refusal reason, the last move in words, the hint. */
    val message: String? = null,
    /** The hint's move (drawn as an arrow by the core's scene). */
    val hint: Move? = null,
    val card: CardState? = null,
    val drawOffer: DrawOffer = DrawOffer.NONE,
) {
    val over: Boolean get() = result is GameState.Finished
}

sealed interface GameEvent {
    data class Board(val gesture: BoardGesture) : GameEvent
    data object Hint : GameEvent
    data object Undo : GameEvent
    data object OfferDraw : GameEvent

    /** Two players: the other player accepts the offered draw. */
    data object AcceptDraw : GameEvent
    data object DeclineDraw : GameEvent
    data object Resign : GameEvent
    data object DismissCard : GameEvent

    /** Leave this game (it stays saved) for a new one. */
    data class NewGame(val config: NewGameConfig) : GameEvent

    /** The screen is visible: clocks run, the computer thinks. */
    data object Start : GameEvent

    /** The app went to the background: the clocks stop and are saved, the computer stops. */
    data object Stop : GameEvent

    /** The screen is left for good. */
    data object Close : GameEvent
}

/**
 * The game screen over a core [GameSession]. The session decides what every touch means and
 * saves each move; this presenter only runs the blocking calls off the main thread, starts
 * the computer when the core says it is to move (it thinks on the session's thread), and
 * drops results that went stale (a newer game, an undo, the app stopping).
 */
class GamePresenter(
    private val app: XiangqiApp,
    start: GameStart,
    private val feedback: Feedback,
    private val ticker: Ticker,
    scope: CoroutineScope,
    background: CoroutineDispatcher,
) : Presenter<GameScreenState, GameEvent>(GameScreenState(), scope, background) {
    private var session: GameSession? = null
    private var driver: BoardDriver? = null
    private var settings: Settings? = null
    private var lastSize: BoardGesture.Resized? = null
    private var started = false

    /** Bumped by everything that makes a running search or hint stale. */
    private var generation = 0

    /** The generation the computer's running search belongs to (null: none runs). */
    private var computerGeneration: Int? = null
    private var hintJob: Job? = null
    private var tickerJob: Job? = null

    init {
        serial { open(start) }
    }

    /** One frame of the last move's animation (the view calls it per frame while animating). */
    fun frame(progress: Float): Scene? = driver?.frame(progress)

    override fun onEvent(event: GameEvent) {
        serial { handle(event) }
    }

    private fun fail(text: String) = update { it.copy(message = text) }

    private fun open(how: GameStart) {
        val s = attempt(::fail) {
            when (how) {
                is GameStart.New -> app.newGame(how.config)
                is GameStart.Resume -> app.resumeGame(how.id)
                GameStart.Latest -> app.resume()
            }
        }
        if (s == null) {
            update { it.copy(loading = false) }
            return
        }
        settings = attempt(::fail) { app.settings() }
        s.setListener(Listener(s))
        session = s
        driver = BoardDriver(SessionSurface(s)).also { d -> lastSize?.let(d::handle) }
        update { GameScreenState(message = it.message) }
        refresh()
        begin()
    }

    private fun handle(event: GameEvent) {
        val s = session
        when (event) {
            GameEvent.Start -> {
                started = true
                settings = attempt(::fail) { app.settings() }?.also { new -> s?.applySettings(new) }
                s?.resumeClock()
                refresh()
                begin()
            }
            GameEvent.Stop -> {
                started = false
                stopWork()
                if (s != null) attempt(::fail) { s.suspend() }
                refresh()
            }
            GameEvent.Close -> {
                started = false
                stopWork()
                if (s != null) attempt(::fail) { s.suspend() }
                s?.setListener(null)
                s?.close()
                session = null
                driver = null
            }
            is GameEvent.NewGame -> {
                stopWork()
                s?.setListener(null)
                s?.close()
                session = null
                driver = null
                open(GameStart.New(event.config))
            }
            is GameEvent.Board -> board(event.gesture)
            GameEvent.Hint -> hint()
            GameEvent.Undo -> if (s != null) {
                stopWork()
                attempt(::fail) { s.undo() }?.let { update { it.copy(message = null, card = null, hint = null) } }
                refresh()
                begin()
            }
            GameEvent.OfferDraw -> if (s != null) {
                when (attempt(::fail) { s.offerDraw() }) {
                    DrawAnswer.ACCEPTED -> stopWork()
                    DrawAnswer.DECLINED -> update { it.copy(drawOffer = DrawOffer.DECLINED) }
                    DrawAnswer.ASK_OPPONENT -> update { it.copy(drawOffer = DrawOffer.ASK_OPPONENT) }
                    null -> {}
                }
                refresh()
            }
            GameEvent.AcceptDraw -> if (s != null) {
                stopWork()
                attempt(::fail) { s.agreeDraw() }
                update { it.copy(drawOffer = DrawOffer.NONE) }
                refresh()
            }
            GameEvent.DeclineDraw -> update { it.copy(drawOffer = DrawOffer.NONE) }
            GameEvent.Resign -> if (s != null) {
                stopWork()
                attempt(::fail) { s.resign() }
                refresh()
            }
            GameEvent.DismissCard -> update { it.copy(card = null) }
        }
    }

    private fun board(gesture: BoardGesture) {
        if (gesture is BoardGesture.Resized) lastSize = gesture
        val d = driver ?: return
        val out = d.handle(gesture)
        if (out?.report != null) {
            // The player's move is played and saved: a hint for the old position is stale.
            hintJob?.cancel()
            hintJob = null
            generation++
            settings?.let { feedback.sounds(out.sounds, it) }
        }
        if (out != null) {
            update {
                it.copy(
                    message = out.message,
                    card = BoardDriver.card(out),
                    drawOffer = DrawOffer.NONE,
                    hint = if (out.report != null) null else it.hint,
                )
            }
        }
        refresh(moved = BoardDriver.moved(out))
        if (out?.report != null) begin()
    }

    private fun hint() {
        val s = session ?: return
        if (hintJob != null || computerGeneration != null || current.over) return
        update { it.copy(hintBusy = true) }
        hintJob = beside(s, s::showHint) { result ->
            hintJob = null
            result.onSuccess { out ->
                update { it.copy(message = out.message, hint = (out.action as? InputAction.HintShown)?.mv) }
            }.onFailure { e -> fail((e as XiangqiException).text()) }
            update { it.copy(hintBusy = false) }
            refresh()
        }
    }

    /**
     * Runs the long call [work] beside the lane; [done] gets its result on the lane, unless
     * it went stale meanwhile (another game, or [generation] moved on): then it is dropped.
     */
    private fun <T> beside(s: GameSession, work: () -> T, done: (Result<T>) -> Unit): Job {
        val gen = generation
        return scope.launch(background) {
            val result = try {
                Result.success(work())
            } catch (e: XiangqiException) {
                Result.failure(e)
            }
            serial { if (gen == generation && s === session) done(result) }
        }
    }

    /** Starts what the core says is due: the clock's heartbeat, the computer's move. */
    private fun begin() {
        val s = session ?: return
        if (!started) return
        val v = s.view()
        if (v.state is GameState.Finished) {
            tickerJob?.cancel()
            tickerJob = null
            return
        }
        if (v.clock != null && tickerJob == null) {
            tickerJob = scope.launch { ticker.ticks().collect { serial { tick() } } }
        }
        if (v.computerToMove && !v.computerThinking) startComputer(s)
    }

    private fun tick() {
        val s = session ?: return
        if (!started) return
        attempt(::fail) { s.tick() }
        refresh()
        if (current.over) stopWork()
    }

    /**
     * The computer thinks on the session's own thread (started there, so that a cancel can
     * never come before its search and be lost); its move comes back through [Listener].
     */
    private fun startComputer(s: GameSession) {
        s.startComputerMove() ?: return
        computerGeneration = generation
        update { it.copy(thinking = true) }
    }

    /** The session's reports, called on the computer's thread: handled on the lane. */
    private inner class Listener(private val s: GameSession) : GameListener {
        private fun current(): Boolean = s === session && computerGeneration == generation

        override fun onComputerMove(report: MoveReport) {
            serial {
                if (!current()) return@serial // stale: dropped
                computerGeneration = null
                settings?.let { feedback.sounds(report.sounds, it) }
                feedback.announce(report.announcement)
                update { it.copy(message = report.announcement, card = null, hint = null) }
                refresh(moved = true)
                begin()
            }
        }

        override fun onError(message: String) {
            serial {
                if (!current()) return@serial
                computerGeneration = null
                fail(message)
                refresh()
            }
        }

        override fun onProgress(progress: ProgressView) {}

        override fun onView(view: BoardView) {}
    }

    /** Stops the computer, the hint and the clock's heartbeat; their results are dropped. */
    private fun stopWork() {
        generation++
        session?.cancelComputer()
        computerGeneration = null
        hintJob?.cancel()
        hintJob = null
        tickerJob?.cancel()
        tickerJob = null
        update { it.copy(thinking = false, hintBusy = false) }
    }

    private fun refresh(moved: Boolean = false) {
        val s = session ?: return
        val d = driver ?: return
        val v = s.view()
        val wasOver = current.over
        val ended = !wasOver && v.state is GameState.Finished
        if (ended && !moved) settings?.let { feedback.sounds(listOf(Sound.GAME_END), it) }
        update {
            it.copy(
                loading = false,
                gameId = s.gameId(),
                title = v.title,
                board = d.picture(moved),
                bottom = v.bottom,
                sideToMove = v.sideToMove,
                ply = v.ply.toInt(),
                moves = v.moves,
                opening = v.opening,
                status = v.statusText,
                warning = v.warningText,
                clock = v.clock?.let { c -> ClockState(c.redMs.toLong(), c.blackMs.toLong(), c.running, c.inGrace) },
                canUndo = v.canUndo,
                thinking = computerGeneration != null,
                result = v.state,
            )
        }
    }
}
