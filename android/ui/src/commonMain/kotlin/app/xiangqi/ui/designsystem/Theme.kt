package app.xiangqi.ui.designsystem

import androidx.compose.foundation.isSystemInDarkTheme
import androidx.compose.material3.ColorScheme
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.darkColorScheme
import androidx.compose.material3.lightColorScheme
import androidx.compose.runtime.Composable

/**
 * The light scheme: ink on warm paper, cinnabar for the primary actions, gold for the accent.
 * Every role is set (Material's defaults would bring lavender containers and a purple
 * tertiary).
 */
val LightXiangqiColors: ColorScheme = lightColorScheme(
    primary = Cinnabar40,
    onPrimary = Paper99,
    primaryContainer = Cinnabar90,
    onPrimaryContainer = Cinnabar10,
    inversePrimary = Cinnabar80,
    secondary = Gold40,
    onSecondary = Paper99,
    secondaryContainer = Gold90,
    onSecondaryContainer = Gold10,
    tertiary = Gold40,
    onTertiary = Paper99,
    tertiaryContainer = Gold90,
    onTertiaryContainer = Gold10,
    background = Paper99,
    onBackground = Ink10,
    surface = Paper99,
    onSurface = Ink10,
    surfaceVariant = Paper90,
    onSurfaceVariant = Ink30,
    surfaceTint = Cinnabar40,
    inverseSurface = Ink20,
    inverseOnSurface = Paper95,
    error = Error40,
    onError = Paper99,
    errorContainer = Error90,
    onErrorContainer = Error10,
    outline = Ink50,
    outlineVariant = Paper85,
    scrim = Ink10,
    surfaceBright = Paper99,
    surfaceDim = Paper90,
    surfaceContainerLowest = Paper100,
    surfaceContainerLow = Paper97,
    surfaceContainer = Paper95,
    surfaceContainerHigh = Paper93,
    surfaceContainerHighest = Paper90,
)

/** The dark scheme: paper-coloured ink on lacquer, the same hues lighter. */
val DarkXiangqiColors: ColorScheme = darkColorScheme(
    primary = Cinnabar80,
    onPrimary = Cinnabar20,
    primaryContainer = Cinnabar30,
    onPrimaryContainer = Cinnabar90,
    inversePrimary = Cinnabar40,
    secondary = Gold80,
    onSecondary = Gold20,
    secondaryContainer = Gold30,
    onSecondaryContainer = Gold90,
    tertiary = Gold80,
    onTertiary = Gold20,
    tertiaryContainer = Gold30,
    onTertiaryContainer = Gold90,
    background = Lacquer6,
    onBackground = Ink90,
    surface = Lacquer6,
    onSurface = Ink90,
    surfaceVariant = Ink30,
    onSurfaceVariant = Ink80,
    surfaceTint = Cinnabar80,
    inverseSurface = Ink90,
    inverseOnSurface = Ink20,
    error = Error80,
    onError = Error20,
    errorContainer = Error30,
    onErrorContainer = Error90,
    outline = Ink60,
    outlineVariant = Ink30,
    scrim = Lacquer4,
    surfaceBright = Lacquer24,
    surfaceDim = Lacquer6,
    surfaceContainerLowest = Lacquer4,
    surfaceContainerLow = Lacquer10,
    surfaceContainer = Lacquer12,
    surfaceContainerHigh = Lacquer17,
    surfaceContainerHighest = Lacquer22,
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
