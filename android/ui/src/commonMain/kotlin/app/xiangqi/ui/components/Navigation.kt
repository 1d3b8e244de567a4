package app.xiangqi.ui.components

import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.material3.Icon
import androidx.compose.material3.IconButton
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.NavigationBar
import androidx.compose.material3.NavigationBarItem
import androidx.compose.material3.NavigationRail
import androidx.compose.material3.NavigationRailItem
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.dp
import app.xiangqi.core.Event
import app.xiangqi.core.Icon as CoreIcon
import app.xiangqi.core.TabView
import app.xiangqi.core.TopBarView
import app.xiangqi.ui.designsystem.vector

/** Test tags of the navigation. */
object NavTags {
    const val TOP_BAR = "nav.topbar"
    const val BACK = "nav.back"
    const val BOTTOM_BAR = "nav.bottom"
    const val RAIL = "nav.rail"
    fun tab(label: String) = "nav.tab.$label"
}

/** The one-line bar over a screen without a board: the back arrow below a tab's root, the title. */
@Composable
fun AppTopBar(bar: TopBarView, onEvent: OnEvent, interactive: Boolean = true) {
    Surface(color = MaterialTheme.colorScheme.surface) {
        Row(
            Modifier.fillMaxWidth().height(56.dp).padding(horizontal = 4.dp).testTag(NavTags.TOP_BAR),
            verticalAlignment = Alignment.CenterVertically,
        ) {
            val back = bar.back
            if (back != null) {
                IconButton(onClick = { onEvent(Event.Back) }, enabled = interactive, modifier = Modifier.testTag(NavTags.BACK)) {
                    Icon(CoreIcon.BACK.vector(), contentDescription = back)
                }
            } else {
                Spacer(Modifier.width(12.dp))
            }
            Text(
                bar.title,
                style = MaterialTheme.typography.titleLarge,
                maxLines = 1,
                overflow = TextOverflow.Ellipsis,
                modifier = Modifier.weight(1f).testTag(Tags.TITLE).semantics { heading() },
            )
        }
    }
}

/** The tabs at the bottom of a phone. */
@Composable
fun BottomTabs(tabs: List<TabView>, onEvent: OnEvent) {
    NavigationBar(Modifier.testTag(NavTags.BOTTOM_BAR)) {
        tabs.forEach { t ->
            NavigationBarItem(
                selected = t.selected,
                onClick = { onEvent(Event.SelectTab(t.tab)) },
                icon = { Icon(t.icon.vector(filled = t.selected), contentDescription = null) },
                label = { Text(t.label, maxLines = 1, overflow = TextOverflow.Ellipsis) },
                modifier = Modifier.testTag(NavTags.tab(t.label)),
            )
        }
    }
}

/** The tabs as a rail at the side of a tablet or a desktop window. */
@Composable
fun TabRail(tabs: List<TabView>, onEvent: OnEvent) {
    NavigationRail(Modifier.testTag(NavTags.RAIL)) {
        Spacer(Modifier.height(8.dp))
        tabs.forEach { t ->
            NavigationRailItem(
                selected = t.selected,
                onClick = { onEvent(Event.SelectTab(t.tab)) },
                icon = { Icon(t.icon.vector(filled = t.selected), contentDescription = null) },
                label = { Text(t.label, maxLines = 1, overflow = TextOverflow.Ellipsis) },
                modifier = Modifier.padding(vertical = 4.dp).testTag(NavTags.tab(t.label)),
            )
        }
    }
}
