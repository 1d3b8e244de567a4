package app.xiangqi.ui.designsystem

import androidx.compose.foundation.isSystemInDarkTheme
import androidx.compose.material3.ColorScheme
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.darkColorScheme
import androidx.compose.material3.lightColorScheme
import androidx.compose.runtime.Composable

/** The light scheme: ink on warm paper, cinnabar for the primary actions. */
val LightXiangqiColors: ColorScheme = lightColorScheme(
    primary = Cinnabar40,
    onPrimary = Paper99,
    primaryContainer = Cinnabar90,
    onPrimaryContainer = Cinnabar10,
    secondary = Jade40,
    onSecondary = Paper99,
    secondaryContainer = Jade90,
    onSecondaryContainer = Jade10,
    background = Paper99,
    onBackground = Ink10,
    surface = Paper99,
    onSurface = Ink10,
    surfaceVariant = Paper90,
    onSurfaceVariant = Ink30,
    outline = Ink60,
)

/** The dark scheme: paper on ink, the same hues lighter. */
val DarkXiangqiColors: ColorScheme = darkColorScheme(
    primary = Cinnabar80,
    onPrimary = Cinnabar20,
    primaryContainer = Cinnabar30,
    onPrimaryContainer = Cinnabar90,
    secondary = Jade80,
    onSecondary = Jade20,
    secondaryContainer = Jade30,
    onSecondaryContainer = Jade90,
    background = Ink6,
    onBackground = Ink90,
    surface = Ink6,
    onSurface = Ink90,
    surfaceVariant = Ink30,
    onSurfaceVariant = Ink80,
    outline = Ink60,
)

/**
 * The app's theme (Now in Android's design-system style): every screen is drawn inside it
 * and takes its colours and type from MaterialTheme. [darkTheme] follows the system unless a
 * shell or a test says otherwise.
 */
@Composable
fun XiangqiTheme(darkTheme: Boolean = isSystemInDarkTheme(), content: @Composable () -> Unit) {
    MaterialTheme(
        colorScheme = if (darkTheme) DarkXiangqiColors else LightXiangqiColors,
        content = content,
    )
}
