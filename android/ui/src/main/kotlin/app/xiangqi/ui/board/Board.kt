package app.xiangqi.ui.board

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.gestures.detectTapGestures
import androidx.compose.foundation.layout.aspectRatio
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.rememberUpdatedState
import androidx.compose.ui.Modifier
import androidx.compose.ui.input.pointer.pointerInput
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.text.ExperimentalTextApi
import androidx.compose.ui.text.rememberTextMeasurer
import app.xiangqi.core.Scene

/** The board's test tag (UI tests find and click the board by it). */
const val BOARD_TAG = "board"

/**
 * The board: asks [scene] for the core's picture at the canvas's size in pixels (the core's
 * `board_scene(w, h, t)` will answer) and paints it; a tap goes out as canvas pixels with the
 * canvas size ([onTap]), and the shell asks the core which point that is. [version] is the
 * view record's count of board changes: [scene] is asked again when it changes (the scene
 * itself is no Compose state).
 */
@OptIn(ExperimentalTextApi::class)
@Composable
fun Board(
    scene: (width: Float, height: Float) -> Scene?,
    version: Long,
    onTap: (x: Float, y: Float, width: Float, height: Float) -> Unit,
    modifier: Modifier = Modifier,
) {
    val measurer = rememberTextMeasurer()
    val tap by rememberUpdatedState(onTap)
    Canvas(
        modifier
            .aspectRatio(9f / 10f)
            .testTag(BOARD_TAG)
            .pointerInput(Unit) {
                detectTapGestures { tap(it.x, it.y, size.width.toFloat(), size.height.toFloat()) }
            },
    ) {
        // The draw block reads [version]: a new one is a new block, and the canvas repaints.
        if (version >= 0) scene(size.width, size.height)?.let { drawScene(it, measurer) }
    }
}
