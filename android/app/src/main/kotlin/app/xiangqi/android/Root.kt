package app.xiangqi.android

import android.content.Context
import android.content.res.Configuration
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.AlertDialog
import androidx.compose.material3.CircularProgressIndicator
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.material3.darkColorScheme
import androidx.compose.material3.windowsizeclass.WindowSizeClass
import androidx.compose.material3.windowsizeclass.WindowWidthSizeClass
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.LocalConfiguration
import androidx.compose.ui.platform.LocalContext
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.unit.dp
import androidx.lifecycle.ViewModel
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import androidx.lifecycle.viewmodel.compose.viewModel
import androidx.lifecycle.viewmodel.initializer
import androidx.lifecycle.viewmodel.viewModelFactory
import androidx.navigation.compose.NavHost
import androidx.navigation.compose.composable
import androidx.navigation.compose.currentBackStackEntryAsState
import androidx.navigation.compose.rememberNavController
import app.xiangqi.core.Lang
import app.xiangqi.core.XiangqiApp
import app.xiangqi.presentation.GameStart
import app.xiangqi.presentation.Presenter
import app.xiangqi.presentation.Startup
import app.xiangqi.presentation.StartupEvent
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.cancel
import kotlinx.coroutines.withContext
import java.util.Locale

/** Keeps a screen's presenter across configuration changes; [clear] runs when it is left. */
class PresenterModel<P : Presenter<*, *>>(create: (CoroutineScope) -> P, private val clear: (P) -> Unit) : ViewModel() {
    private val scope = CoroutineScope(SupervisorJob() + Dispatchers.Main.immediate)
    val presenter: P = create(scope)

    override fun onCleared() {
        clear(presenter)
        presenter.whenIdle().invokeOnCompletion { scope.cancel() }
    }
}

@Composable
inline fun <reified P : Presenter<*, *>> rememberPresenter(
    key: String,
    noinline clear: (P) -> Unit = {},
    noinline create: (CoroutineScope) -> P,
): P = viewModel<PresenterModel<P>>(
    key = key,
    factory = viewModelFactory { initializer { PresenterModel(create, clear) } },
).presenter

/** Everything a screen needs from the app. */
class Screens(val graph: XiangqiApplication, val app: XiangqiApp, val wide: Boolean)

object Routes {
    const val HOME = "home"
    const val NEW_GAME = "new-game"
    const val GAME = "game/{id}"
    const val PUZZLES = "puzzles"
    const val DAILY = "daily"
    const val SCHOOL = "school"
    const val RECORDS = "records"
    const val SETTINGS = "settings"

    /** The game screen for a stored game, or `latest` for the start-up offer. */
    fun game(id: Long?) = "game/${id ?: "latest"}"
}

@Composable
fun XiangqiRoot(graph: XiangqiApplication, window: WindowSizeClass) {
    MaterialTheme(colorScheme = darkColorScheme()) {
        Surface(Modifier.fillMaxSize()) {
            val startup by graph.startup.state.collectAsStateWithLifecycle()
            when (val s = startup) {
                Startup.Opening -> Column(
                    Modifier.fillMaxSize(),
                    verticalArrangement = Arrangement.Center,
                    horizontalAlignment = Alignment.CenterHorizontally,
                ) { CircularProgressIndicator() }
                is Startup.Damaged -> AlertDialog(
                    onDismissRequest = {},
                    title = { Text(stringResource(R.string.damaged_title)) },
                    text = { Text(s.message) },
                    confirmButton = {
                        TextButton(onClick = { graph.startup.onEvent(StartupEvent.Recover) }) {
                            Text(stringResource(R.string.damaged_recover))
                        }
                    },
                )
                is Startup.TooNew -> Message(s.message)
                is Startup.Failed -> Message(s.message)
                is Startup.Ready -> Navigation(Screens(graph, s.app, window.widthSizeClass != WindowWidthSizeClass.Compact))
            }
        }
    }
}

@Composable
private fun Message(text: String) {
    Column(Modifier.fillMaxSize().padding(24.dp), verticalArrangement = Arrangement.Center) { Text(text) }
}

/** The screens' chrome in the language of the core's settings (the core's texts follow it too). */
@Composable
private fun InLanguage(lang: Lang, content: @Composable () -> Unit) {
    val base = LocalContext.current
    val configuration = LocalConfiguration.current
    val locale = if (lang == Lang.DE) Locale.GERMAN else Locale.ENGLISH
    val localized: Pair<Context, Configuration> = remember(lang, configuration) {
        val c = Configuration(configuration).apply { setLocale(locale) }
        base.createConfigurationContext(c) to c
    }
    CompositionLocalProvider(LocalContext provides localized.first, LocalConfiguration provides localized.second) {
        content()
    }
}

@Composable
private fun Navigation(screens: Screens) {
    val nav = rememberNavController()
    val entry by nav.currentBackStackEntryAsState()
    var lang by remember { mutableStateOf(Lang.DE) }
    // The settings screen may have changed the language: read it whenever the screen changes.
    LaunchedEffect(entry) {
        val settings = withContext(Dispatchers.IO) { runCatching { screens.app.settings() }.getOrNull() }
        if (settings != null) {
            lang = settings.language
            screens.graph.feedback.music(settings.music)
        }
    }
    InLanguage(lang) {
        NavHost(nav, startDestination = Routes.HOME) {
            composable(Routes.HOME) {
                HomeScreen(screens, onNavigate = { nav.navigate(it) })
            }
            composable(Routes.NEW_GAME) {
                NewGameScreen(screens, onStarted = { id ->
                    nav.navigate(Routes.game(id)) { popUpTo(Routes.HOME) }
                })
            }
            composable(Routes.GAME) { back ->
                val id = back.arguments?.getString("id")
                val start = id?.toLongOrNull()?.let { GameStart.Resume(it) } ?: GameStart.Latest
                GameScreen(screens, start, key = "game-$id", onNewGame = { nav.navigate(Routes.NEW_GAME) })
            }
            composable(Routes.PUZZLES) { PuzzlesScreen(screens) }
            composable(Routes.DAILY) { DailyScreen(screens) }
            composable(Routes.SCHOOL) { SchoolScreen(screens) }
            composable(Routes.RECORDS) { RecordsScreen(screens) }
            composable(Routes.SETTINGS) { SettingsScreen(screens) }
        }
    }
}
