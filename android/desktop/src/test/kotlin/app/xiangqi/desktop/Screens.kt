package app.xiangqi.desktop

import androidx.compose.runtime.Composable
import app.xiangqi.core.Tab
import androidx.compose.ui.ExperimentalComposeUiApi
import androidx.compose.ui.ImageComposeScene
import androidx.compose.ui.unit.Density
import app.xiangqi.core.Action
import app.xiangqi.core.AppView
import app.xiangqi.core.Event
import app.xiangqi.core.Lang
import app.xiangqi.core.ScreenView
import app.xiangqi.ui.AppScreen
import app.xiangqi.ui.designsystem.XiangqiTheme
import org.jetbrains.skia.EncodedImageFormat
import java.io.File

/** A device size to render the screens at: pixels and density. */
data class Device(val name: String, val width: Int, val height: Int, val density: Float)

val PHONE = Device("phone", 1080, 2340, 2.625f) // 411 x 891 dp
val TABLET = Device("tablet", 2560, 1600, 2f) // 1280 x 800 dp, landscape

/**
 * Renders every screen headless on the CPU (Skia through Compose's ImageComposeScene) into
 * PNGs named screen-lang-size-theme: a real AppCore in memory on a fixed day is driven
 * through events to each screen, and its view is painted at phone and tablet size, light, and
 * dark too for home and every screen with a board (boardJourney: the game and its states, two
 * players, online, the result, puzzles, the lesson, the review, the analysis, the editor).
 * Argument: the output directory (docs/screens).
 */
fun main(args: Array<String>) {
    val out = File(args.firstOrNull() ?: "docs/screens")
    out.mkdirs()
    out.listFiles { f -> f.name.endsWith(".png") && f.name != "desktop-window.png" }?.forEach { it.delete() }
    var count = 0
    for (lang in Lang.entries) {
        Driver(lang).use { d ->
            val l = lang.name.lowercase()
            fun shot(name: String, dark: Boolean = false, given: AppView? = null) {
                val view = given ?: d.view()
                for (device in listOf(PHONE, TABLET)) {
                    for (theme in if (dark) listOf(false, true) else listOf(false)) {
                        val file = File(out, "$name-$l-${device.name}-${if (theme) "dark" else "light"}.png")
                        render(device, file) { Screen(d, view, theme) }
                        count++
                    }
                }
            }
            shot("home-empty")
            d.action(Action.OpenNewGame)
            shot("newgame")
            d.send(Event.Back)
            boardJourney(d) { name, view -> shot(name, dark = true, given = view) }
            shot("home", dark = true)
            // The online screens from the core's records (no game server here).
            // (Under the More tab, as online play is reached: its root, the tabs, the back arrow.)
            val online = OnlineSamples(lang)
            d.open(Action.OpenSettings)
            val below = d.view()
            d.tab(Tab.MORE)
            shot("more")
            val more = d.view().stack.first()
            val hub = ScreenView.Online(online.signedIn(running = true))
            shot("online-signin", given = online.app(more, ScreenView.Online(online.signedOut()), base = below))
            shot("online-hub", given = online.app(more, hub, base = below))
            shot("online-seeking", given = online.app(more, ScreenView.Online(online.signedIn(seeking = true)), base = below))
            shot("online-challenge", given = online.app(more, hub, ScreenView.Challenge(online.challenge()), base = below))
            shot("online-games", given = online.app(more, hub, ScreenView.List(online.myGames()), base = below))
            shot("online-stats", given = online.app(more, hub, ScreenView.List(online.stats()), base = below))
            d.home()
            d.tab(Tab.PUZZLES)
            shot("puzzles")
            d.home()
            d.tab(Tab.LEARN)
            shot("school")
            d.home()
            d.tab(Tab.RECORDS)
            shot("records")
            d.home()
            d.open(Action.OpenSettings)
            shot("settings")
        }
    }
    println("rendered $count screens into ${out.path}")
}

@Composable
private fun Screen(d: Driver, view: AppView, dark: Boolean) {
    XiangqiTheme(darkTheme = dark) { AppScreen(view, CoreBoard(d.core), {}) }
}

/** Renders [content] at [device]'s size and density into the PNG [file]. */
@OptIn(ExperimentalComposeUiApi::class) // ImageComposeScene is experimental in newer versions
fun render(device: Device, file: File, content: @Composable () -> Unit) {
    val scene = ImageComposeScene(device.width, device.height, Density(device.density), content = content)
    try {
        scene.render()
        val png = scene.render(16_000_000).encodeToData(EncodedImageFormat.PNG)!!.bytes
        file.writeBytes(png)
    } finally {
        scene.close()
    }
}
