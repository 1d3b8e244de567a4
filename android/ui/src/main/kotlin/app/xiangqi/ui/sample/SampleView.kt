package app.xiangqi.ui.sample

/*
 * Stand-ins for the core's records: the sample screen's view record and its events, the shape
 * the core's `AppView` screen records and `Event` variants will have (UniFFI records and
 * enums). Delete this file when the core exports them; SampleScreen.kt shows the pattern.
 */

/** Everything the sample screen shows, every text already in the app's language. */
data class SampleView(
    val title: String,
    val greeting: String,
    val count: String,
    val countButton: String,
    val languageButton: String,
    val boardCaption: String,
    /** The point the last board tap meant, worded by the core; null before the first tap. */
    val tapped: String?,
    /** Counts the board's changes: a new value repaints it. */
    val boardVersion: Long,
)

/** What the person did on the sample screen. */
sealed interface SampleEvent {
    data object Count : SampleEvent
    data object SwitchLanguage : SampleEvent

    /** A tap on the board at ([x], [y]) on a canvas of [width] x [height] pixels. */
    data class BoardTap(val x: Float, val y: Float, val width: Float, val height: Float) : SampleEvent
}
