package app.xiangqi.desktop

import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import app.xiangqi.core.AppCore
import app.xiangqi.ui.AppScreen
import app.xiangqi.ui.designsystem.XiangqiTheme

/** The desktop shell's content: the core's latest view, events to the core. */
@Composable
fun XiangqiApp(shell: DesktopShell, core: AppCore, darkTheme: Boolean = false) {
    val view by shell.view
    val board = androidx.compose.runtime.remember(core) { CoreBoard(core) }
    XiangqiTheme(darkTheme = darkTheme) {
        view?.let { AppScreen(it, board, core::send) }
    }
}
