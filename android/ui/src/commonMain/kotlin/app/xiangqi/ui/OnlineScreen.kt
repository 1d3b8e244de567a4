package app.xiangqi.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.foundation.background
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Box
import androidx.compose.material3.Card
import androidx.compose.material3.CardDefaults
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import app.xiangqi.core.Event
import app.xiangqi.core.OnlineView
import app.xiangqi.core.RowView
import app.xiangqi.core.SignInView
import app.xiangqi.ui.components.ActionButton
import app.xiangqi.ui.components.ButtonBar
import app.xiangqi.ui.components.Line
import app.xiangqi.ui.components.ListRow
import app.xiangqi.ui.components.OnEvent
import app.xiangqi.ui.components.ScreenColumn
import app.xiangqi.ui.components.ScreenTitle
import app.xiangqi.ui.components.SectionTitle
import app.xiangqi.ui.components.TextInput

/** Test tags of the online hub. */
object OnlineTags {
    const val STATUS = "online.status"
    const val SIGN_IN = "online.signin"
    const val ACCOUNT = "online.account"
}

/** Wide enough for the hub's two columns (the player and the lobby side by side). */
private val TWO_COLUMNS = 760.dp

/**
 * The online hub: the connection, the sign-in form or the account with the running game, the
 * quick game, the challenges and who is online, the menu. On a wide window the lobby
 * (challenges, players) stands beside the rest.
 */
@Composable
fun OnlineScreen(online: OnlineView, onEvent: OnEvent, modifier: Modifier = Modifier, interactive: Boolean = true) {
    BoxWithConstraints(modifier.fillMaxSize()) {
        val signedIn = online.signIn == null
        if (maxWidth >= TWO_COLUMNS && signedIn) {
            Row(Modifier.fillMaxSize()) {
                ScreenColumn(Modifier.weight(1f)) {
                    ScreenTitle(online.title)
                    Player(online, onEvent, interactive)
                }
                ScreenColumn(Modifier.weight(1f)) { Lobby(online, onEvent, interactive) }
            }
        } else {
            ScreenColumn {
                ScreenTitle(online.title)
                Player(online, onEvent, interactive)
                if (signedIn) Lobby(online, onEvent, interactive)
            }
        }
    }
}

/** The connection, the sign-in or the account, the running game, the quick game, the menu. */
@Composable
private fun ColumnScope.Player(online: OnlineView, onEvent: OnEvent, interactive: Boolean) {
    Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        val dot = if (online.connected) MaterialTheme.colorScheme.primary else MaterialTheme.colorScheme.error
        Box(Modifier.size(10.dp).background(dot, CircleShape))
        Text(
            online.status,
            style = MaterialTheme.typography.bodyMedium,
            color = if (online.connected) MaterialTheme.colorScheme.onSurface else MaterialTheme.colorScheme.error,
            modifier = Modifier.testTag(OnlineTags.STATUS).semantics { liveRegion = LiveRegionMode.Polite },
        )
    }
    online.signIn?.let { SignIn(it, onEvent, interactive) }
    online.account?.let {
        Text(it, style = MaterialTheme.typography.titleMedium, modifier = Modifier.testTag(OnlineTags.ACCOUNT))
    }
    online.runningGame?.let { Highlighted(it, onEvent, interactive) }
    online.quick?.let { FormSection(it, onEvent, interactive) }
    if (online.menu.isNotEmpty()) {
        Column(Modifier.padding(top = 8.dp)) { ButtonBar(online.menu, onEvent, interactive) }
    }
}

/** The challenges and who is online. */
@Composable
private fun ColumnScope.Lobby(online: OnlineView, onEvent: OnEvent, interactive: Boolean) {
    if (online.challenges.isNotEmpty()) {
        SectionTitle(online.challengesTitle)
        online.challenges.forEach { ListRow(it, onEvent, interactive) }
    }
    if (online.players.isNotEmpty()) {
        SectionTitle(online.playersTitle)
        online.players.forEach { ListRow(it, onEvent, interactive) }
    }
}

/** The sign-in form: what it is, the name and server fields, the button, why it failed. */
@Composable
private fun SignIn(signIn: SignInView, onEvent: OnEvent, interactive: Boolean) {
    Card(
        Modifier.widthIn(max = 600.dp).fillMaxWidth().testTag(OnlineTags.SIGN_IN),
        colors = CardDefaults.cardColors(containerColor = MaterialTheme.colorScheme.surfaceVariant),
    ) {
        Column(Modifier.padding(16.dp), verticalArrangement = Arrangement.spacedBy(10.dp)) {
            Line(signIn.intro)
            TextInput(signIn.name, onEvent, interactive)
            TextInput(signIn.server, onEvent, interactive)
            signIn.message?.let {
                Text(it, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.error)
            }
            ActionButton(signIn.button, onEvent, interactive = interactive)
        }
    }
}

/** A row that stands out (the running game). */
@Composable
private fun Highlighted(row: RowView, onEvent: OnEvent, interactive: Boolean) {
    val action = row.action
    val click = if (action != null && interactive) {
        Modifier.clickable(role = Role.Button) { onEvent(Event.Action(action)) }
    } else {
        Modifier
    }
    Card(
        Modifier.fillMaxWidth(),
        colors = CardDefaults.cardColors(containerColor = MaterialTheme.colorScheme.primaryContainer),
    ) {
        Column(click.fillMaxWidth().padding(horizontal = 14.dp, vertical = 10.dp)) {
            Text(row.title, style = MaterialTheme.typography.titleSmall)
            if (row.detail.isNotEmpty()) Text(row.detail, style = MaterialTheme.typography.bodyMedium)
        }
    }
}
