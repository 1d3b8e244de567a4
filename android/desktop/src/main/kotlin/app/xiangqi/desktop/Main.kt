package app.xiangqi.desktop

import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.withFrameNanos
import androidx.compose.ui.unit.dp
import androidx.compose.ui.window.Window
import androidx.compose.ui.window.application
import androidx.compose.ui.window.rememberWindowState
import kotlinx.coroutines.delay

/**
 * The desktop app: the same `:ui` screens in a window. Arguments: `--dark` (dark theme),
 * `--de` (German). XIANGQI_DESKTOP_CLOSE_AFTER_MS closes it after that many milliseconds
 * (tests/compose/run.sh screenshots it under Xvfb); it prints "window shown" after the first
 * frame.
 */
fun main(args: Array<String>) = application {
    val closeAfter = System.getenv("XIANGQI_DESKTOP_CLOSE_AFTER_MS")?.toLongOrNull()
    Window(
        onCloseRequest = ::exitApplication,
        title = "Xiangqi",
        state = rememberWindowState(width = 1100.dp, height = 760.dp),
    ) {
        SampleApp(german = "--de" in args, darkTheme = "--dark" in args)
        LaunchedEffect(Unit) {
            withFrameNanos {}
            println("window shown")
            System.out.flush()
            if (closeAfter != null) {
                delay(closeAfter)
                exitApplication()
            }
        }
    }
}
