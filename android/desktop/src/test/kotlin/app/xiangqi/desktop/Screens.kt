package app.xiangqi.desktop

import androidx.compose.runtime.Composable
import androidx.compose.ui.ExperimentalComposeUiApi
import androidx.compose.ui.ImageComposeScene
import androidx.compose.ui.unit.Density
import org.jetbrains.skia.EncodedImageFormat
import java.io.File

/** A device size to render the screens at: pixels and density. */
data class Device(val name: String, val width: Int, val height: Int, val density: Float)

val PHONE = Device("phone", 1080, 2340, 2.625f) // 411 x 891 dp
val TABLET = Device("tablet", 2560, 1600, 2f) // 1280 x 800 dp, landscape

/**
 * Renders the screens headless on the CPU (Skia through Compose's ImageComposeScene) into
 * PNGs: every screen on phone and tablet, light and dark, German and English. Argument: the
 * output directory (tests/compose/run.sh passes docs/screens).
 */
fun main(args: Array<String>) {
    val out = File(args.firstOrNull() ?: "docs/screens")
    out.mkdirs()
    for (device in listOf(PHONE, TABLET)) {
        for (dark in listOf(false, true)) {
            for (german in listOf(false, true)) {
                val file = File(out, "sample-${device.name}-${if (dark) "dark" else "light"}-${if (german) "de" else "en"}.png")
                render(device, file) { SampleApp(german = german, darkTheme = dark) }
            }
        }
    }
}

/** Renders [content] at [device]'s size and density into the PNG [file]. */
@OptIn(ExperimentalComposeUiApi::class) // ImageComposeScene is experimental in newer versions
fun render(device: Device, file: File, content: @Composable () -> Unit) {
    val scene = ImageComposeScene(device.width, device.height, Density(device.density), content = content)
    try {
        val png = scene.render().encodeToData(EncodedImageFormat.PNG)!!.bytes
        file.writeBytes(png)
        println("rendered ${file.path} (${device.width}x${device.height} px)")
    } finally {
        scene.close()
    }
}
