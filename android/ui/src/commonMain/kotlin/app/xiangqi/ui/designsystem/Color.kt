package app.xiangqi.ui.designsystem

import androidx.compose.ui.graphics.Color

// The app's palette: cinnabar red (the red side's seals), jade, and warm paper and ink.
// Screens never name these: they take MaterialTheme.colorScheme roles (XiangqiTheme maps them).

internal val Cinnabar40 = Color(0xFFA4262C)
internal val Cinnabar80 = Color(0xFFFFB3AD)
internal val Cinnabar90 = Color(0xFFFFDAD6)
internal val Cinnabar20 = Color(0xFF68000F)
internal val Cinnabar30 = Color(0xFF8C1A22)
internal val Cinnabar10 = Color(0xFF410005)

internal val Jade40 = Color(0xFF2E6B5E)
internal val Jade80 = Color(0xFF96D4C3)
internal val Jade90 = Color(0xFFB1F0DE)
internal val Jade20 = Color(0xFF003830)
internal val Jade30 = Color(0xFF095046)
internal val Jade10 = Color(0xFF00201A)

internal val Paper99 = Color(0xFFFFFBF5)
internal val Paper95 = Color(0xFFF7EFE3)
internal val Paper90 = Color(0xFFEDE1D0)
internal val Ink10 = Color(0xFF1F1B16)
internal val Ink6 = Color(0xFF15120E)
internal val Ink12 = Color(0xFF231F1A)
internal val Ink20 = Color(0xFF34302A)
internal val Ink30 = Color(0xFF4D4639)
internal val Ink60 = Color(0xFF988F80)
internal val Ink80 = Color(0xFFD0C5B4)
internal val Ink90 = Color(0xFFEAE1D9)
