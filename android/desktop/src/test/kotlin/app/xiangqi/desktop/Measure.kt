package app.xiangqi.desktop

import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.ExperimentalComposeUiApi
import androidx.compose.ui.ImageComposeScene
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Rect
import androidx.compose.ui.input.pointer.PointerEventType
import androidx.compose.ui.input.pointer.PointerType
import androidx.compose.ui.unit.Density
import app.xiangqi.core.Lang
import app.xiangqi.ui.board.LocalBoardBounds

/**
 * Measures the game screen headless (ImageComposeScene, Skia on the CPU, phone size 1080 x
 * 2340 px): touches go in as pointer events, each frame is the composition, layout and
 * raster of the whole screen after the core's answer.
 *  1. dragging a piece: the time of each frame while the finger moves (input, the core's
 *     new view and scene, the frame rendered);
 *  2. a tap on the board until the frame that shows its result.
 * Prints median and p99 of each (README, Android section).
 */
@OptIn(ExperimentalComposeUiApi::class)
fun main() {
    val d = Driver(Lang.EN)
    d.startVsComputer(0)
    var board: Rect? = null
    val start = System.nanoTime()
    fun now() = System.nanoTime() - start
    val scene = ImageComposeScene(PHONE.width, PHONE.height, Density(PHONE.density)) {
        CompositionLocalProvider(LocalBoardBounds provides { board = it }) { XiangqiApp(d.shell, d.core) }
    }
    fun frame() {
        scene.render(now())
    }
    repeat(3) {
        frame()
        d.core.settle()
    }
    val b = board ?: error("no board laid out")
    fun at(point: String): Offset {
        val p = d.view().boardPoints.first { it.point == point }
        return Offset(b.left + p.center.x, b.top + p.center.y)
    }
    fun touch(type: PointerEventType, o: Offset) =
        scene.sendPointerEvent(type, o, type = PointerType.Touch, timeMillis = now() / 1_000_000)

    // Warm-up, then the taps: h2 selected, h2 again deselected, and so on.
    val taps = mutableListOf<Double>()
    repeat(130) { i ->
        val p = at("h2")
        val revision = d.view().boardRevision
        touch(PointerEventType.Press, p)
        frame()
        val t0 = System.nanoTime()
        touch(PointerEventType.Release, p)
        while (true) {
            d.core.settle()
            frame()
            if (d.shell.view.value?.boardRevision != revision) break
        }
        if (i >= 30) taps += (System.nanoTime() - t0) / 1e6
        // The first selection brings the marks' legend over the board: read, closed.
        if (d.game().legend != null) d.action(app.xiangqi.core.Action.DismissLegend)
        repeat(2) { frame() }
    }

    // The drags: the cannon h2 lifted and moved to e2 and back, in 4 px steps.
    val drags = mutableListOf<Double>()
    var moved = 0
    repeat(6) { round ->
        val from = at("h2")
        val to = at("e2")
        touch(PointerEventType.Press, from)
        frame()
        val steps = ((from - to).getDistance() / 4).toInt()
        for (s in 1..steps) {
            val t0 = System.nanoTime()
            val revision = d.view().boardRevision
            touch(PointerEventType.Move, from + (to - from) * (s / steps.toFloat()))
            d.core.settle()
            frame()
            if (round > 0) drags += (System.nanoTime() - t0) / 1e6
            if (round > 0 && d.view().boardRevision != revision) moved++
        }
        touch(PointerEventType.Move, from) // back over its own point: the piece goes back
        d.core.settle()
        frame()
        touch(PointerEventType.Release, from)
        d.core.settle()
        frame()
    }
    // A frame with nothing new: composition skipped, the screen painted again.
    val idle = mutableListOf<Double>()
    repeat(100) {
        val t0 = System.nanoTime()
        frame()
        idle += (System.nanoTime() - t0) / 1e6
    }
    scene.close()
    d.close()
    check(moved > drags.size / 2) { "the drag did not reach the core ($moved of ${drags.size} frames)" }
    println("drag: $moved of ${drags.size} measured moves repainted the board")
    fun stats(name: String, xs: List<Double>) {
        val s = xs.sorted()
        val median = s[s.size / 2]
        val p99 = s[minOf(s.size - 1, (s.size * 0.99).toInt())]
        println("%s: median %.1f ms, p99 %.1f ms over %d".format(name, median, p99, s.size))
    }
    stats("drag frame", drags)
    stats("tap to frame", taps)
    stats("repaint without change", idle)
}
