package app.xiangqi.presentation

import app.xiangqi.core.BoardPad
import app.xiangqi.core.Move
import app.xiangqi.core.Settings
import app.xiangqi.core.Sound
import app.xiangqi.core.TaskHint
import app.xiangqi.core.XiangqiException

/**
 * A board that is not a game (a puzzle, a lesson): the core's [BoardPad] takes the touches
 * and names the move a gesture asks for; [judge] hands it to the screen's core handle, whose
 * answer comes back to the pad through `show`. Used on a presenter's lane only.
 */
abstract class PadTable(fen: String, protected val settings: Settings, protected val feedback: Feedback) {
    protected val pad = BoardPad(fen, settings)
    private val driver = BoardDriver(PadSurface(pad))

    var message: String? = null
        protected set
    var card: CardState? = null
        private set

    /** The hint's move, once the hint names it (drawn as an arrow). */
    var hint: Move? = null
        private set
    var picture: BoardPicture = driver.picture()
        private set

    /**
     * The pad's move [mv] (with the sounds it would make): try it with the core's handle.
     * True when a move reached the board (the view animates it).
     */
    protected abstract fun judge(mv: Move, sounds: List<Sound>): Boolean

    fun gesture(gesture: BoardGesture) {
        val out = driver.handle(gesture)
        var moved = false
        if (out != null) {
            if (out.play != null) hint = null
            message = out.message
            card = BoardDriver.card(out)
            val mv = out.play
            if (mv != null) {
                try {
                    moved = judge(mv, out.sounds)
                } catch (e: XiangqiException) {
                    message = e.text()
                }
            }
        }
        redraw(moved)
    }

    /** Shows a puzzle's or lesson's hint: the move as an arrow, or its piece selected. */
    protected fun showHint(hint: TaskHint?) {
        if (hint == null) return
        val mv = hint.mv
        if (mv != null) pad.showHint(mv, hint.text) else pad.tap(hint.point)
        this.hint = mv
        message = hint.text
        redraw()
    }

    fun dismissCard() {
        card = null
    }

    fun frame(progress: Float) = driver.frame(progress)

    protected fun redraw(moved: Boolean = false) {
        picture = driver.picture(moved)
    }
}
