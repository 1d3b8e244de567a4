package app.xiangqi.android

import android.os.Bundle
import androidx.activity.ComponentActivity
import androidx.activity.compose.setContent
import androidx.compose.material3.windowsizeclass.ExperimentalMaterial3WindowSizeClassApi
import androidx.compose.material3.windowsizeclass.calculateWindowSizeClass
import app.xiangqi.presentation.Startup
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.launch

/** The one activity: the screens are composables (see [XiangqiRoot]). */
class MainActivity : ComponentActivity() {
    private val graph get() = application as XiangqiApplication

    @OptIn(ExperimentalMaterial3WindowSizeClassApi::class)
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContent {
            XiangqiRoot(graph, calculateWindowSizeClass(this))
        }
    }

    override fun onStop() {
        super.onStop()
        // A game on screen suspends itself (its screen hears ON_STOP); this folds the store's
        // write-ahead log while the app is in the background, and pauses the music.
        graph.sound.pause()
        val ready = graph.startup.state.value as? Startup.Ready ?: return
        graph.scope.launch(Dispatchers.IO) { runCatching { ready.app.suspend() } }
    }

    override fun onStart() {
        super.onStart()
        graph.sound.resume()
    }
}
