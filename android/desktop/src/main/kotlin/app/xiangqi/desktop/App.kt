package app.xiangqi.desktop

import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import app.xiangqi.ui.designsystem.XiangqiTheme
import app.xiangqi.ui.sample.SampleScreen
import app.xiangqi.ui.sample.SampleView

/** The desktop shell's content: the core's latest view in a state, events to the core. */
@Composable
fun SampleApp(german: Boolean = false, darkTheme: Boolean = false) {
    var view by remember { mutableStateOf<SampleView?>(null) }
    val core = remember { SampleCore(german) { view = it } } // renders its first view at once
    XiangqiTheme(darkTheme = darkTheme) {
        view?.let { SampleScreen(it, core::boardScene, core::send) }
    }
}
