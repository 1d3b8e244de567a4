package app.xiangqi.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import app.xiangqi.core.HomeView
import app.xiangqi.ui.components.ActionButton
import app.xiangqi.ui.components.CardRow
import app.xiangqi.ui.components.CharacterTile
import app.xiangqi.ui.components.Line
import app.xiangqi.ui.components.OnEvent
import app.xiangqi.ui.components.ScreenColumn
import app.xiangqi.ui.components.SectionTitle

/**
 * Home, the Play tab's root: the filled New game, the characters as tiles, the games to
 * continue and the puzzle of the day as cards; a new player's invitation instead of empty lists.
 */
@Composable
fun HomeScreen(home: HomeView, onEvent: OnEvent, modifier: Modifier = Modifier, interactive: Boolean = true) {
    ScreenColumn(modifier) {
        ActionButton(home.newGame, onEvent, Modifier.fillMaxWidth().heightIn(min = 52.dp), interactive, withIcon = true)
        home.invitation?.let { Line(it, muted = true) }
        SectionTitle(home.charactersTitle)
        Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            home.characters.forEach { CharacterTile(it, onEvent, interactive, Modifier.weight(1f)) }
        }
        home.daily?.let { CardRow(it, onEvent, interactive) }
        home.learn?.let {
            SectionTitle(home.learnTitle)
            CardRow(it, onEvent, interactive)
        }
        if (home.unfinished.isNotEmpty()) {
            SectionTitle(home.unfinishedTitle)
            home.unfinished.forEach { CardRow(it, onEvent, interactive) }
        }
    }
}
