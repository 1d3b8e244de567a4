package app.xiangqi.desktop

import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.snapshotFlow
import androidx.compose.runtime.withFrameNanos
import androidx.compose.ui.input.key.Key
import androidx.compose.ui.input.key.KeyEventType
import androidx.compose.ui.input.key.key
import androidx.compose.ui.input.key.type
import androidx.compose.ui.platform.LocalWindowInfo
import androidx.compose.ui.unit.dp
import androidx.compose.ui.window.Window
import androidx.compose.ui.window.application
import androidx.compose.ui.window.rememberWindowState
import app.xiangqi.core.Event
import app.xiangqi.core.Lang
import kotlinx.coroutines.delay

/**
 * The desktop app: the core's AppCore in a window with the same `:ui` screens. Arguments:
 * `--dark` (dark theme), `--de`/`--en` (language; else the system's). Escape is Back; the
 * window's focus is Foreground/Background. XIANGQI_DB names the database file.
 * XIANGQI_DESKTOP_CLOSE_AFTER_MS closes it after that many milliseconds (tests/compose/run.sh
 * screenshots it under Xvfb); it prints "window shown" after the first frame.
 */
fun main(args: Array<String>) {
    // `--de`, `--en`, `--zh`: a language for this start (as a device set to it would be).
    val asked = args.filter { it.startsWith("--") && it.length == 4 }.map { it.drop(2) }
    val lang = if (asked.isEmpty()) deviceLang() else app.xiangqi.core.deviceLang(asked)
    val shell = DesktopShell()
    val core = startCore(shell, lang)
    val closeAfter = System.getenv("XIANGQI_DESKTOP_CLOSE_AFTER_MS")?.toLongOrNull()
    application {
        val close = {
            core.shutdown()
            exitApplication()
        }
        Window(
            onCloseRequest = close,
            title = "Xiangqi",
            state = rememberWindowState(width = 1100.dp, height = 760.dp),
            onPreviewKeyEvent = {
                if (it.key == Key.Escape && it.type == KeyEventType.KeyDown) {
                    core.send(Event.Back)
                    true
                } else {
                    false
                }
            },
        ) {
            XiangqiApp(shell, core, darkTheme = "--dark" in args)
            val info = LocalWindowInfo.current
            LaunchedEffect(Unit) {
                var first = true
                snapshotFlow { info.isWindowFocused }.collect { focused ->
                    if (!first || !focused) core.send(if (focused) Event.Foreground else Event.Background)
                    first = false
                }
            }
            LaunchedEffect(Unit) {
                withFrameNanos {}
                println("window shown")
                System.out.flush()
                if (closeAfter != null) {
                    delay(closeAfter)
                    close()
                }
            }
        }
    }
}
