package app.xiangqi.presentation

import app.xiangqi.core.ClockChoice
import app.xiangqi.core.Cue
import app.xiangqi.core.HouseRules
import app.xiangqi.core.Level
import app.xiangqi.core.Mode
import app.xiangqi.core.NewGameConfig
import app.xiangqi.core.PixelPoint
import app.xiangqi.core.PointAccessibility
import app.xiangqi.core.Side
import app.xiangqi.core.WallClock
import app.xiangqi.core.XiangqiApp
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.asCoroutineDispatcher
import kotlinx.coroutines.cancel
import kotlinx.coroutines.channels.Channel
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.flow.receiveAsFlow
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeoutOrNull
import org.junit.Assert.fail
import java.io.File
import java.util.concurrent.CopyOnWriteArrayList
import java.util.concurrent.Executors
import java.util.concurrent.TimeUnit
import java.util.concurrent.atomic.AtomicLong

/** A wall clock the test moves by hand. */
class TestClock(start: Long) : WallClock {
    private val now = AtomicLong(start)
    override fun nowMs(): ULong = now.get().toULong()
    fun advance(ms: Long) {
        now.addAndGet(ms)
    }
}

/** The clock's heartbeat, one beat per [beat]. */
class ManualTicker : Ticker {
    private val channel = Channel<Unit>(Channel.UNLIMITED)
    override fun ticks(): Flow<Unit> = channel.receiveAsFlow()
    fun beat() {
        channel.trySend(Unit)
    }
}

class RecordingSound : SoundOutput {
    val cues = CopyOnWriteArrayList<Cue>()
    @Volatile var musicOn = false
    override fun play(cue: Cue) {
        cues.add(cue)
    }
    override fun music(on: Boolean) {
        musicOn = on
    }
}

class MemoryPreferences : DevicePreferences {
    @Volatile override var haptics: Boolean = true
}

/**
 * One "device": a database file, a test clock, a background pool, recorders for sound,
 * speech and haptics. [restart] is the app being killed and started again over the same file.
 */
class Device(val dir: File, private val strongMs: ULong = 60u) : AutoCloseable {
    val path: String = File(dir, "xiangqi.db").path
    val clock = TestClock(1_780_000_000_000)
    private val pool = Executors.newFixedThreadPool(3)
    val background = pool.asCoroutineDispatcher()
    val scope = CoroutineScope(SupervisorJob() + background)
    val sound = RecordingSound()
    val spoken = CopyOnWriteArrayList<String>()
    val haptics = CopyOnWriteArrayList<HapticKind>()
    val preferences = MemoryPreferences()
    val feedback = Feedback(sound, { spoken.add(it) }, { haptics.add(it) }, preferences)
    val ticker = ManualTicker()
    val today = Today { "2026-12-01" }
    val opener = object : CoreOpener {
        override fun open() = XiangqiApp.openWithClock(path, strongMs, clock)
        override fun recover(): XiangqiApp {
            XiangqiApp.recover(path).close()
            return open()
        }
    }
    val app: XiangqiApp by lazy { opener.open() }

    fun game(start: GameStart) = GamePresenter(app, start, feedback, ticker, scope, background)

    /** Stops the presenters' work and waits for the background threads (no stray search). */
    override fun close() {
        scope.cancel()
        pool.shutdown()
        if (!pool.awaitTermination(30, TimeUnit.SECONDS)) fail("background work did not stop")
    }

    companion object {
        fun tempDir(name: String): File {
            val base = File(System.getenv("XIANGQI_TEST_DIR") ?: System.getProperty("java.io.tmpdir"))
            return File(base, "$name-${System.nanoTime()}").also { it.mkdirs() }
        }
    }
}

const val WAIT_MS = 30_000L

/** The first state that satisfies [ok], waiting at most [WAIT_MS]. */
fun <S> StateFlow<S>.await(what: String, ok: (S) -> Boolean): S = runBlocking {
    withTimeoutOrNull(WAIT_MS) { first(ok) } ?: run {
        fail("timed out waiting for $what; state: $value")
        error("unreachable")
    }
}

/** The state once every event sent so far was handled. */
fun <S, E> Presenter<S, E>.settled(): S = runBlocking {
    whenIdle().join()
    state.value
}

fun noHouseRules() = HouseRules(perpetualCheckOnly = false, stalemateIsDraw = false, computerHandicap = null)

fun twoPlayers(clock: ClockChoice = ClockChoice.NONE, fen: String? = null) =
    NewGameConfig(Mode.TwoPlayers, null, fen, noHouseRules(), clock, 1uL)

fun vsComputer(level: Level, human: Side, fen: String? = null) = NewGameConfig(
    Mode.VsComputer(level, if (human == Side.RED) Side.BLACK else Side.RED), null, fen, noHouseRules(), ClockChoice.NONE, 7uL,
)

/** The pixel centre of [point] as the view finds it: from the core's screen-reader elements. */
fun List<PointAccessibility>.centre(point: String): PixelPoint = first { it.point == point }.center

fun BoardPicture.centre(point: String): PixelPoint = points.centre(point)

/** A tap on [point] of the board shown in [picture]. */
fun tapAt(picture: BoardPicture, point: String): BoardGesture.Tap =
    picture.centre(point).let { BoardGesture.Tap(it.x, it.y) }

const val BOARD_W = 720f
const val BOARD_H = 792f
