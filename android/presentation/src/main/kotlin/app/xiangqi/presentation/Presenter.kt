package app.xiangqi.presentation

import app.xiangqi.core.InternalException
import app.xiangqi.core.XiangqiException
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Job
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

/**
 * One screen's presenter: an immutable state in a [StateFlow] and a sealed event type [E].
 * Views draw [state] and send [onEvent]; nothing else passes between them.
 *
 * Every blocking core call runs on [background]. Events are handled one at a time, in the
 * order they were sent ([serial]: one lane of the background dispatcher), so a tap can never
 * overtake the tap before it; long searches (the computer's move, the hint) run beside that
 * lane and come back through it.
 */
abstract class Presenter<S, E>(
    initial: S,
    protected val scope: CoroutineScope,
    protected val background: CoroutineDispatcher,
) {
    private val mutable = MutableStateFlow(initial)
    val state: StateFlow<S> = mutable.asStateFlow()

    private val lane = background.limitedParallelism(1)

    protected val current: S get() = mutable.value

    protected fun update(change: (S) -> S) = mutable.update(change)

    /** Runs [block] on the presenter's lane, after everything sent before it. */
    protected fun serial(block: suspend () -> Unit): Job = scope.launch(lane) { block() }

    abstract fun onEvent(event: E)

    /** Completes once every event sent before it was handled (tests wait on it). */
    fun whenIdle(): Job = serial {}
}

/** The core's message of an error, already in the UI language. */
fun XiangqiException.text(): String = when (this) {
    is XiangqiException.Busy -> text
    is XiangqiException.GameChanged -> text
    is XiangqiException.IllegalMove -> text
    is XiangqiException.GameOver -> text
    is XiangqiException.NotYourTurn -> text
    is XiangqiException.NothingToUndo -> text
    is XiangqiException.CorruptDatabase -> text
    is XiangqiException.NewerDatabase -> text
    is XiangqiException.NotFound -> text
    is XiangqiException.BadFen -> text
    is XiangqiException.BadInput -> text
    is XiangqiException.Storage -> text
    is XiangqiException.Engine -> text
}

/**
 * [block]'s value, or null after telling [onError] the core's message (a panic caught at the
 * boundary arrives as UniFFI's `InternalException`: shown too, never a crash).
 */
internal inline fun <T> attempt(onError: (String) -> Unit, block: () -> T): T? = try {
    block()
} catch (e: XiangqiException) {
    onError(e.text())
    null
} catch (e: InternalException) {
    onError(e.message.orEmpty())
    null
}
