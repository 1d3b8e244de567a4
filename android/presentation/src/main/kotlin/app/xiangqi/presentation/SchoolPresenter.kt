package app.xiangqi.presentation

import app.xiangqi.core.Cue
import app.xiangqi.core.LessonHandle
import app.xiangqi.core.LessonView
import app.xiangqi.core.Move
import app.xiangqi.core.Scene
import app.xiangqi.core.Settings
import app.xiangqi.core.Sound
import app.xiangqi.core.XiangqiApp
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope

data class LessonItem(val number: Int, val title: String, val completed: Boolean)

data class LessonState(
    val number: Int,
    val title: String,
    val explanation: String,
    val task: String,
    val done: Boolean,
    val board: BoardPicture,
    /** The lesson's feedback (right, wrong with the reason, Black's reply). */
    val message: String?,
    val card: CardState?,
)

data class SchoolState(
    val lessons: List<LessonItem> = emptyList(),
    val lesson: LessonState? = null,
    val message: String? = null,
)

sealed interface SchoolEvent {
    data object Refresh : SchoolEvent
    data class Open(val number: Int) : SchoolEvent
    data class Board(val gesture: BoardGesture) : SchoolEvent
    data object Hint : SchoolEvent
    data object DismissCard : SchoolEvent
    data object Close : SchoolEvent
}

/** A lesson on a pad: the core's [LessonHandle] judges the pupil's moves. */
class LessonTable(private val handle: LessonHandle, settings: Settings, feedback: Feedback) :
    PadTable(handle.fen(), settings, feedback) {

    override fun judge(mv: Move, sounds: List<Sound>): Boolean {
        val answer = handle.play(mv)
        message = answer.text ?: answer.replyNotation
        return when {
            answer.right -> {
                feedback.sounds(sounds, settings)
                feedback.cue(Cue.CHIME, settings)
                pad.show(answer.fen, mv, false)
                true
            }
            // Wrong: the lesson is back at its start.
            answer.wrong -> {
                pad.show(answer.fen, null, true)
                false
            }
            else -> {
                feedback.sounds(sounds, settings)
                pad.show(answer.fen, answer.reply, true)
                answer.reply != null
            }
        }
    }

    fun hint() = showHint(handle.hint())

    fun done() = handle.isDone()

    fun close() = handle.close()
}

class SchoolPresenter(
    private val app: XiangqiApp,
    private val feedback: Feedback,
    scope: CoroutineScope,
    background: CoroutineDispatcher,
) : Presenter<SchoolState, SchoolEvent>(SchoolState(), scope, background) {
    private var table: LessonTable? = null
    private var view: LessonView? = null
    private var lastSize: BoardGesture.Resized? = null

    init {
        onEvent(SchoolEvent.Refresh)
    }

    fun frame(progress: Float): Scene? = table?.frame(progress)

    override fun onEvent(event: SchoolEvent) {
        serial {
            when (event) {
                SchoolEvent.Refresh -> refresh()
                is SchoolEvent.Open -> open(event.number)
                is SchoolEvent.Board -> {
                    if (event.gesture is BoardGesture.Resized) lastSize = event.gesture
                    table?.gesture(event.gesture)
                    if (table?.done() == true) refresh()
                }
                SchoolEvent.Hint -> table?.hint()
                SchoolEvent.DismissCard -> table?.dismissCard()
                SchoolEvent.Close -> {
                    table?.close()
                    table = null
                    view = null
                    refresh()
                }
            }
            publish()
        }
    }

    private fun fail(text: String) = update { it.copy(message = text) }

    private fun refresh() {
        val lessons = attempt(::fail) { app.lessons() } ?: return
        update { s -> s.copy(lessons = lessons.map { LessonItem(it.number.toInt(), it.title, it.completed) }) }
    }

    private fun open(number: Int) {
        table?.close()
        table = null
        val settings = attempt(::fail) { app.settings() } ?: return
        val lesson = attempt(::fail) { app.lessons() }?.firstOrNull { it.number.toInt() == number } ?: return
        val t = attempt(::fail) { LessonTable(app.lesson(number.toUInt()), settings, feedback) } ?: return
        lastSize?.let(t::gesture)
        table = t
        view = lesson
        update { it.copy(message = null) }
    }

    private fun publish() {
        val t = table
        val v = view
        update {
            it.copy(
                lesson = if (t == null || v == null) null else LessonState(
                    number = v.number.toInt(),
                    title = v.title,
                    explanation = v.explanation,
                    task = v.task,
                    done = t.done(),
                    board = t.picture,
                    message = t.message,
                    card = t.card,
                ),
            )
        }
    }
}
