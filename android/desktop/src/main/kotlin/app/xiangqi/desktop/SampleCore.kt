package app.xiangqi.desktop

import app.xiangqi.core.Scene
import app.xiangqi.core.Square
import app.xiangqi.core.buildScene
import app.xiangqi.core.defaultSceneOptions
import app.xiangqi.core.pointAt
import app.xiangqi.ui.sample.SampleEvent
import app.xiangqi.ui.sample.SampleView

/**
 * A stand-in for the core's `AppCore` while it is being written: it owns the sample screen's
 * state and texts (German and English), turns events into a new view and hands it to the
 * shell's [render], the way `AppCore.send` and `Shell.render` will. Its board is the current
 * core's scene FFI (`build_scene`, `point_at`). Delete it when the core exports `AppCore`.
 */
class SampleCore(private var german: Boolean = false, private val render: (SampleView) -> Unit = {}) {
    private var count = 0
    private var tapped: Square? = null
    private var boardVersion = 0L

    init {
        render(view())
    }

    fun send(event: SampleEvent) {
        when (event) {
            SampleEvent.Count -> count++
            SampleEvent.SwitchLanguage -> german = !german
            is SampleEvent.BoardTap -> {
                val point = pointAt(defaultSceneOptions(event.width, event.height), event.x, event.y)
                if (point != null && point != tapped) {
                    tapped = point
                    boardVersion++
                }
            }
        }
        render(view())
    }

    fun view(): SampleView = if (german) {
        SampleView(
            title = "Xiangqi",
            greeting = "Willkommen! Dieses Beispiel vertritt die echten Bildschirme, bis der Kern seine AppView liefert.",
            count = "$count-mal gedrückt",
            countButton = "Drücken",
            languageButton = "English",
            boardCaption = "Tippe auf einen Punkt des Bretts.",
            tapped = tapped?.let { "Getippt: $it" },
            boardVersion = boardVersion,
        )
    } else {
        SampleView(
            title = "Xiangqi",
            greeting = "Welcome! This sample stands in for the real screens until the core delivers its AppView.",
            count = "Pressed $count times",
            countButton = "Press",
            languageButton = "Deutsch",
            boardCaption = "Tap a point on the board.",
            tapped = tapped?.let { "Tapped: $it" },
            boardVersion = boardVersion,
        )
    }

    /** The board at [width] x [height] pixels: the start position, the tapped point selected. */
    fun boardScene(width: Float, height: Float): Scene =
        buildScene(START_FEN, null, tapped, null, defaultSceneOptions(width, height))

    companion object {
        const val START_FEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
    }
}
