package app.xiangqi.presentation

import app.xiangqi.core.BoardPad
import app.xiangqi.core.GameSession
import app.xiangqi.core.InputAction
import app.xiangqi.core.InputOutcome
import app.xiangqi.core.PixelPoint
import app.xiangqi.core.PointAccessibility
import app.xiangqi.core.Redraw
import app.xiangqi.core.Scene
import app.xiangqi.core.Square

/** A finger on the board, in canvas pixels, as the view reports it. */
sealed interface BoardGesture {
    /** The canvas got its size (and after rotation / a new layout). */
    data class Resized(val width: Float, val height: Float) : BoardGesture
    data class Tap(val x: Float, val y: Float) : BoardGesture
    data class LongPress(val x: Float, val y: Float) : BoardGesture
    data class DragStart(val x: Float, val y: Float) : BoardGesture
    data class DragMove(val x: Float, val y: Float) : BoardGesture
    data class DragEnd(val x: Float, val y: Float) : BoardGesture
    data object DragCancel : BoardGesture

    /** A screen reader's double tap on one of the 90 points. */
    data class TapPoint(val point: Square) : BoardGesture
}

/** The board as the view paints it: the core's scene and screen-reader elements. */
data class BoardPicture(
    val width: Float,
    val height: Float,
    val scene: Scene?,
    val points: List<PointAccessibility>,
    /** Counts the moves that reached the board: a new value animates the last move from 0. */
    val animation: Int,
) {
    companion object {
        val EMPTY = BoardPicture(0f, 0f, null, emptyList(), 0)
    }
}

/** The piece card of a long press. */
data class CardState(val point: Square, val text: String)

/** The core's board for touches: a game's session or a pad of a puzzle, lesson or review. */
interface BoardSurface {
    fun tap(point: Square): InputOutcome
    fun longPress(point: Square): InputOutcome
    fun dragStart(point: Square, finger: PixelPoint): InputOutcome
    fun dragMove(over: Square?, finger: PixelPoint): InputOutcome
    fun dragEnd(over: Square?): InputOutcome
    fun dragCancel(): InputOutcome
    fun scene(width: Float, height: Float, progress: Float): Scene
    fun pointAt(width: Float, height: Float, x: Float, y: Float): Square?
    fun accessibility(width: Float, height: Float): List<PointAccessibility>
}

class SessionSurface(private val session: GameSession) : BoardSurface {
    override fun tap(point: Square) = session.tap(point)
    override fun longPress(point: Square) = session.longPress(point)
    override fun dragStart(point: Square, finger: PixelPoint) = session.dragStart(point, finger)
    override fun dragMove(over: Square?, finger: PixelPoint) = session.dragMove(over, finger)
    override fun dragEnd(over: Square?) = session.dragEnd(over)
    override fun dragCancel() = session.dragCancel()
    override fun scene(width: Float, height: Float, progress: Float) = session.scene(width, height, progress)
    override fun pointAt(width: Float, height: Float, x: Float, y: Float) = session.pointAt(width, height, x, y)
    override fun accessibility(width: Float, height: Float) = session.accessibility(width, height)
}

class PadSurface(val pad: BoardPad) : BoardSurface {
    override fun tap(point: Square) = pad.tap(point)
    override fun longPress(point: Square) = pad.longPress(point)
    override fun dragStart(point: Square, finger: PixelPoint) = pad.dragStart(point, finger)
    override fun dragMove(over: Square?, finger: PixelPoint) = pad.dragMove(over, finger)
    override fun dragEnd(over: Square?) = pad.dragEnd(over)
    override fun dragCancel() = pad.dragCancel()
    override fun scene(width: Float, height: Float, progress: Float) = pad.scene(width, height, progress)
    override fun pointAt(width: Float, height: Float, x: Float, y: Float) = pad.pointAt(width, height, x, y)
    override fun accessibility(width: Float, height: Float) = pad.accessibility(width, height)
}

/**
 * Turns pixel gestures into the core's touches on a [BoardSurface] (the point under the
 * finger comes from the core) and builds the [BoardPicture]. Used on a presenter's lane only.
 */
class BoardDriver(var surface: BoardSurface) {
    @Volatile private var width = 0f
    @Volatile private var height = 0f
    private var animation = 0

    val hasSize: Boolean get() = width > 0f && height > 0f

    /** The core's answer to [gesture]; null for a resize or a touch off the board. */
    fun handle(gesture: BoardGesture): InputOutcome? {
        fun at(x: Float, y: Float): Square? = if (hasSize) surface.pointAt(width, height, x, y) else null
        return when (gesture) {
            is BoardGesture.Resized -> {
                width = gesture.width
                height = gesture.height
                null
            }
            is BoardGesture.Tap -> at(gesture.x, gesture.y)?.let(surface::tap)
            is BoardGesture.LongPress -> at(gesture.x, gesture.y)?.let(surface::longPress)
            is BoardGesture.DragStart ->
                at(gesture.x, gesture.y)?.let { surface.dragStart(it, PixelPoint(gesture.x, gesture.y)) }
            is BoardGesture.DragMove -> surface.dragMove(at(gesture.x, gesture.y), PixelPoint(gesture.x, gesture.y))
            is BoardGesture.DragEnd -> surface.dragEnd(at(gesture.x, gesture.y))
            BoardGesture.DragCancel -> surface.dragCancel()
            is BoardGesture.TapPoint -> surface.tap(gesture.point)
        }
    }

    /** The board now; [moved]: a move reached it (the view animates it). */
    fun picture(moved: Boolean = false): BoardPicture {
        if (moved) animation++
        if (!hasSize) return BoardPicture(0f, 0f, null, emptyList(), animation)
        return BoardPicture(
            width,
            height,
            surface.scene(width, height, 1f),
            surface.accessibility(width, height),
            animation,
        )
    }

    /** One frame of the last move's animation ([progress] 0..1). */
    fun frame(progress: Float): Scene? = if (hasSize) surface.scene(width, height, progress) else null

    companion object {
        /** Did the outcome put a move on the board? */
        fun moved(outcome: InputOutcome?): Boolean = outcome?.redraw == Redraw.BOARD

        /** The piece card an outcome asks for. */
        fun card(outcome: InputOutcome?): CardState? {
            val action = outcome?.action as? InputAction.Card ?: return null
            return CardState(action.point, outcome.message.orEmpty())
        }
    }
}
