package app.xiangqi.ui.designsystem

import androidx.compose.ui.graphics.Color

// The app's palette (design.md, principle 8): cinnabar red (the red side's seals), gold (the
// accent), warm paper (light surfaces), lacquer (dark surfaces) and ink (text). No colour
// from outside it. Screens never name these: they take MaterialTheme.colorScheme roles
// (XiangqiTheme maps them).

internal val Cinnabar40 = Color(0xFFA4262C)
internal val Cinnabar80 = Color(0xFFFFB3AD)
internal val Cinnabar90 = Color(0xFFFFDAD6)
internal val Cinnabar20 = Color(0xFF68000F)
internal val Cinnabar30 = Color(0xFF8C1A22)
internal val Cinnabar10 = Color(0xFF410005)

internal val Gold40 = Color(0xFF7C5800)
internal val Gold80 = Color(0xFFF2BF48)
internal val Gold90 = Color(0xFFFFDEA3)
internal val Gold20 = Color(0xFF412D00)
internal val Gold30 = Color(0xFF5E4200)
internal val Gold10 = Color(0xFF271900)

internal val Paper100 = Color(0xFFFFFFFF)
internal val Paper99 = Color(0xFFFFFBF5)
internal val Paper97 = Color(0xFFFBF4EA)
internal val Paper95 = Color(0xFFF7EFE3)
internal val Paper93 = Color(0xFFF2E9DB)
internal val Paper90 = Color(0xFFEDE1D0)
internal val Paper85 = Color(0xFFDDD0BD)

internal val Lacquer4 = Color(0xFF100D0A)
internal val Lacquer6 = Color(0xFF15120E)
internal val Lacquer10 = Color(0xFF1E1A16)
internal val Lacquer12 = Color(0xFF231E1A)
internal val Lacquer17 = Color(0xFF2D2823)
internal val Lacquer22 = Color(0xFF38322C)
internal val Lacquer24 = Color(0xFF3D3630)

internal val Ink10 = Color(0xFF1F1B16)
internal val Ink20 = Color(0xFF34302A)
internal val Ink30 = Color(0xFF4D4639)
internal val Ink50 = Color(0xFF7F7667)
internal val Ink60 = Color(0xFF988F80)
internal val Ink80 = Color(0xFFD0C5B4)
internal val Ink90 = Color(0xFFEAE1D9)

internal val Error40 = Color(0xFFBA1A1A)
internal val Error80 = Color(0xFFFFB4AB)
internal val Error90 = Color(0xFFFFDAD6)
internal val Error10 = Color(0xFF410002)
internal val Error20 = Color(0xFF690005)
internal val Error30 = Color(0xFF93000A)
