package app.xiangqi.desktop

import androidx.compose.foundation.Image
import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.material3.Icon as MaterialIcon
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.ExperimentalComposeUiApi
import androidx.compose.ui.ImageComposeScene
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.ColorFilter
import androidx.compose.ui.graphics.toComposeImageBitmap
import androidx.compose.ui.graphics.toPixelMap
import androidx.compose.ui.graphics.vector.ImageVector
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.dp
import app.xiangqi.core.Icon
import app.xiangqi.ui.designsystem.XiangqiTheme
import app.xiangqi.ui.designsystem.vector
import org.jetbrains.skia.EncodedImageFormat
import org.junit.Assert.assertTrue
import org.junit.Test
import java.io.File

/**
 * The icon set: every semantic icon of the core has a picture in Compose, in both forms, that
 * draws something and is not another icon's. Also writes a sheet of them all with their names
 * (icons.png in XIANGQI_TEST_DIR, the tests' build folder) for a person to look over.
 */
class IconsTest {
    @Test
    fun everyIconDrawsAPictureOfItsOwn() {
        val outlined = Icon.entries.associateWith { ink(it.vector()) }
        val filled = Icon.entries.associateWith { ink(it.vector(filled = true)) }
        for (icon in Icon.entries) {
            for ((form, picture) in listOf("outlined" to outlined.getValue(icon), "filled" to filled.getValue(icon))) {
                val inked = picture.count { it }
                assertTrue("$icon ($form) draws nothing: $inked pixels", inked > PIXELS / 100)
                assertTrue("$icon ($form) fills its square: $inked pixels", inked < PIXELS * 3 / 4)
            }
        }
        for ((form, pictures) in listOf("outlined" to outlined, "filled" to filled)) {
            val alike = Icon.entries.groupBy { pictures.getValue(it).toList() }.values.filter { it.size > 1 }
            assertTrue("icons drawn alike ($form): $alike", alike.isEmpty())
        }
    }

    @Test
    fun theSheetOfAllIconsIsWritten() {
        val dir = File(System.getenv("XIANGQI_TEST_DIR") ?: System.getProperty("java.io.tmpdir"))
        val file = File(dir, "icons.png")
        dir.mkdirs()
        val rows = (Icon.entries.size + COLUMNS - 1) / COLUMNS
        render(Device("icons", COLUMNS * 270 * 2, rows * 40 * 2 + 32, 2f), file) { Sheet() }
        println("icon sheet: $file")
        assertTrue(file.length() > 10_000)
    }

    /** Which of the picture's pixels are inked: [vector] drawn black on white, SIDE pixels square. */
    @OptIn(ExperimentalComposeUiApi::class)
    private fun ink(vector: ImageVector): BooleanArray {
        val scene = ImageComposeScene(SIDE, SIDE, Density(SIDE / 24f)) {
            Box(Modifier.fillMaxSize().background(Color.White)) {
                Image(vector, contentDescription = null, Modifier.size(24.dp), colorFilter = ColorFilter.tint(Color.Black))
            }
        }
        try {
            val pixels = scene.render().toComposeImageBitmap().toPixelMap()
            return BooleanArray(PIXELS) { i -> pixels[i % SIDE, i / SIDE].red < 0.5f }
        } finally {
            scene.close()
        }
    }

    /** Every icon, outlined and filled, with its name and its symbol's, in columns. */
    @Composable
    private fun Sheet() {
        XiangqiTheme(darkTheme = false) {
            Row(
                Modifier.fillMaxSize().background(MaterialTheme.colorScheme.background).padding(8.dp),
                horizontalArrangement = Arrangement.spacedBy(4.dp),
            ) {
                for (column in Icon.entries.chunked((Icon.entries.size + COLUMNS - 1) / COLUMNS)) {
                    Column(Modifier.width(266.dp)) {
                        for (icon in column) {
                            Row(Modifier.padding(vertical = 8.dp)) {
                                MaterialIcon(icon.vector(), null, tint = MaterialTheme.colorScheme.onBackground)
                                Spacer(Modifier.width(4.dp))
                                MaterialIcon(icon.vector(filled = true), null, tint = MaterialTheme.colorScheme.primary)
                                Spacer(Modifier.width(8.dp))
                                Text(
                                    "${icon.name.lowercase()} · ${icon.vector().name}",
                                    style = MaterialTheme.typography.labelMedium,
                                    maxLines = 1,
                                    overflow = TextOverflow.Ellipsis,
                                )
                            }
                        }
                    }
                }
            }
        }
    }

    private companion object {
        const val SIDE = 48
        const val PIXELS = SIDE * SIDE
        const val COLUMNS = 4
    }
}
