package app.xiangqi.ui

import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.material3.Card
import androidx.compose.material3.CardDefaults
import androidx.compose.material3.FilterChip
import androidx.compose.material3.HorizontalDivider
import androidx.compose.material3.Icon
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.alpha
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.role
import androidx.compose.ui.semantics.selected
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import app.xiangqi.core.ButtonRole
import app.xiangqi.core.ButtonView
import app.xiangqi.core.ChallengeCardView
import app.xiangqi.core.ChoiceView
import app.xiangqi.core.ConnectionState
import app.xiangqi.core.ConnectionView
import app.xiangqi.core.Event
import app.xiangqi.core.FeatureView
import app.xiangqi.core.OnlineView
import app.xiangqi.core.QuickPairView
import app.xiangqi.core.QuickTileView
import app.xiangqi.core.RunningGameView
import app.xiangqi.core.SignInView
import app.xiangqi.ui.components.ActionButton
import app.xiangqi.ui.components.Line
import app.xiangqi.ui.components.ListRow
import app.xiangqi.ui.components.OnEvent
import app.xiangqi.ui.components.ScreenColumn
import app.xiangqi.ui.components.SectionTitle
import app.xiangqi.ui.components.StripClock
import app.xiangqi.ui.components.Tabular
import app.xiangqi.ui.components.TextInput
import app.xiangqi.ui.designsystem.vector

/** Test tags of the online hub. */
object OnlineTags {
    const val STATUS = "online.status"
    const val SIGN_IN = "online.signin"
    const val ACCOUNT = "online.account"
    const val RUNNING = "online.running"
    const val GRID = "online.grid"
    fun tile(index: Int) = "online.tile.$index"
    fun challenge(index: Int) = "online.challenge.$index"
}

/** Wide enough for the hub's two columns (the player and the lobby side by side). */
private val TWO_COLUMNS = 760.dp

/** Wide enough for the four time controls in one row. */
private val FOUR_TILES = 520.dp

/**
 * The online hub (its title is the top bar's): the connection as a word and an icon, the account with its one score, the
 * running game, the quick-pairing grid, the challenges as cards with their answers, who is
 * online, the way to the lists. On a wide window the lobby (challenges, players) stands beside
 * the rest. Before the first sign-in: what online play offers and the sign-in form.
 */
@Composable
fun OnlineScreen(online: OnlineView, onEvent: OnEvent, modifier: Modifier = Modifier, interactive: Boolean = true) {
    BoxWithConstraints(modifier.fillMaxSize()) {
        val signIn = online.signIn
        when {
            signIn != null -> {
                // Centred in the height: a short form leaves no empty half screen below it.
                val height = maxHeight
                ScreenColumn {
                    Column(
                        Modifier.fillMaxWidth().heightIn(min = height - 32.dp),
                        verticalArrangement = Arrangement.spacedBy(16.dp, Alignment.CenterVertically),
                        horizontalAlignment = Alignment.CenterHorizontally,
                    ) {
                        online.connection?.let { Connection(it, onEvent, interactive) }
                        SignIn(signIn, onEvent, interactive)
                    }
                }
            }
            maxWidth >= TWO_COLUMNS -> Row(Modifier.fillMaxSize()) {
                ScreenColumn(Modifier.weight(1.1f)) {
                    Player(online, onEvent, interactive)
                    Menu(online.menu, onEvent, interactive)
                }
                ScreenColumn(Modifier.weight(1f)) { Lobby(online, onEvent, interactive) }
            }
            else -> ScreenColumn {
                Player(online, onEvent, interactive)
                Lobby(online, onEvent, interactive)
                Menu(online.menu, onEvent, interactive)
            }
        }
    }
}

/** The connection, the account, the running game, the quick-pairing grid. */
@Composable
private fun ColumnScope.Player(online: OnlineView, onEvent: OnEvent, interactive: Boolean) {
    online.connection?.let { Connection(it, onEvent, interactive) }
    online.account?.let { account ->
        Row(
            Modifier.fillMaxWidth().testTag(OnlineTags.ACCOUNT).semantics(mergeDescendants = true) {},
            verticalAlignment = Alignment.CenterVertically,
            horizontalArrangement = Arrangement.spacedBy(12.dp),
        ) {
            Text(account.name, style = MaterialTheme.typography.titleLarge, modifier = Modifier.weight(1f))
            Text(
                account.score,
                style = MaterialTheme.typography.titleMedium.merge(Tabular),
                color = MaterialTheme.colorScheme.primary,
                fontWeight = FontWeight.SemiBold,
            )
        }
    }
    online.runningGame?.let { RunningGame(it, onEvent, interactive) }
    online.quick?.let { QuickGrid(it, onEvent, interactive) }
}

/** The connection in a word and an icon (never the server's address); Connect while off. */
@Composable
private fun Connection(connection: ConnectionView, onEvent: OnEvent, interactive: Boolean) {
    val colour = when (connection.state) {
        ConnectionState.CONNECTED -> MaterialTheme.colorScheme.secondary
        ConnectionState.CONNECTING -> MaterialTheme.colorScheme.onSurfaceVariant
        ConnectionState.OFFLINE -> MaterialTheme.colorScheme.error
    }
    Row(
        Modifier.fillMaxWidth(),
        verticalAlignment = Alignment.CenterVertically,
        horizontalArrangement = Arrangement.spacedBy(8.dp),
    ) {
        Icon(connection.icon.vector(), contentDescription = null, tint = colour, modifier = Modifier.size(18.dp))
        Text(
            connection.text,
            style = MaterialTheme.typography.labelLarge,
            color = colour,
            modifier = Modifier.weight(1f).testTag(OnlineTags.STATUS).semantics { liveRegion = LiveRegionMode.Polite },
        )
        connection.button?.let { ActionButton(it, onEvent, interactive = interactive, withIcon = true) }
    }
}

/** The running game: the opponent, the terms, whose move, both clocks, the way back. */
@Composable
private fun RunningGame(game: RunningGameView, onEvent: OnEvent, interactive: Boolean) {
    Card(
        Modifier.fillMaxWidth().testTag(OnlineTags.RUNNING),
        // (Not the primary container: the running clock is drawn in it.)
        colors = CardDefaults.cardColors(containerColor = MaterialTheme.colorScheme.secondaryContainer),
    ) {
        Column(Modifier.padding(14.dp), verticalArrangement = Arrangement.spacedBy(8.dp)) {
            Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(12.dp)) {
                Column(Modifier.weight(1f)) {
                    Text(game.opponent, style = MaterialTheme.typography.titleMedium)
                    if (game.detail.isNotEmpty()) {
                        Text(game.detail, style = MaterialTheme.typography.bodyMedium)
                    }
                }
                game.opponentClock?.let { StripClock(it) }
            }
            Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(12.dp)) {
                Column(Modifier.weight(1f)) {
                    game.turn?.let { Text(it, style = MaterialTheme.typography.titleSmall) }
                }
                game.yourClock?.let { StripClock(it) }
            }
            ActionButton(game.button, onEvent, Modifier.fillMaxWidth(), interactive = interactive, withIcon = true)
        }
    }
}

/** Quick pairing: rated or friendly, then a grid of the time controls, one tap each. */
@Composable
private fun QuickGrid(quick: QuickPairView, onEvent: OnEvent, interactive: Boolean) {
    Column(verticalArrangement = Arrangement.spacedBy(8.dp)) {
        SectionTitle(quick.title)
        Segments(quick.mode, onEvent, interactive)
        BoxWithConstraints(Modifier.fillMaxWidth().testTag(OnlineTags.GRID)) {
            val perRow = if (maxWidth >= FOUR_TILES) 4 else 2
            Column(verticalArrangement = Arrangement.spacedBy(8.dp)) {
                quick.tiles.withIndex().chunked(perRow).forEach { row ->
                    Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                        row.forEach { (i, tile) -> Tile(tile, i, onEvent, interactive, Modifier.weight(1f)) }
                        repeat(perRow - row.size) { Spacer(Modifier.weight(1f)) }
                    }
                }
            }
        }
        quick.note?.let { Line(it, muted = true) }
    }
}

/** A two-way choice as joined chips filling the width (rated or friendly). */
@Composable
private fun Segments(choice: ChoiceView, onEvent: OnEvent, interactive: Boolean) {
    Row(
        Modifier.fillMaxWidth().semantics { contentDescription = choice.label },
        horizontalArrangement = Arrangement.spacedBy(8.dp),
    ) {
        choice.options.forEachIndexed { i, option ->
            val selected = i.toUInt() == choice.selected
            FilterChip(
                selected = selected,
                onClick = { onEvent(Event.Choose(choice.field, i.toUInt())) },
                enabled = choice.enabled && interactive,
                label = { Text(option.label, modifier = Modifier.fillMaxWidth(), textAlign = TextAlign.Center) },
                modifier = Modifier.weight(1f).heightIn(min = 48.dp),
            )
        }
    }
}

/** One time control: large tabular digits, its speed under them; filled while sought. */
@Composable
private fun Tile(tile: QuickTileView, index: Int, onEvent: OnEvent, interactive: Boolean, modifier: Modifier) {
    val button = tile.button
    val enabled = button.enabled && interactive
    val container = if (tile.seeking) MaterialTheme.colorScheme.primary else MaterialTheme.colorScheme.surfaceVariant
    val content = if (tile.seeking) MaterialTheme.colorScheme.onPrimary else MaterialTheme.colorScheme.onSurfaceVariant
    Surface(
        onClick = { onEvent(Event.Action(button.action)) },
        enabled = enabled,
        modifier = modifier.heightIn(min = 88.dp).testTag(OnlineTags.tile(index))
            .semantics(mergeDescendants = true) {
                contentDescription = button.label
                role = Role.Button
                selected = tile.seeking
            },
        shape = MaterialTheme.shapes.large,
        color = container,
        contentColor = content,
    ) {
        Column(
            Modifier.padding(vertical = 12.dp, horizontal = 8.dp).alpha(if (button.enabled) 1f else 0.5f),
            horizontalAlignment = Alignment.CenterHorizontally,
            verticalArrangement = Arrangement.Center,
        ) {
            Text(
                tile.time,
                style = MaterialTheme.typography.headlineSmall.merge(Tabular),
                fontWeight = FontWeight.SemiBold,
                maxLines = 1,
            )
            Row(verticalAlignment = Alignment.CenterVertically) {
                if (tile.seeking) {
                    button.icon?.let { Icon(it.vector(), contentDescription = null, modifier = Modifier.size(16.dp)) }
                    Spacer(Modifier.width(4.dp))
                }
                Text(tile.speed, style = MaterialTheme.typography.bodyMedium, maxLines = 1)
            }
        }
    }
}

/** The challenges as cards and who is online. */
@Composable
private fun ColumnScope.Lobby(online: OnlineView, onEvent: OnEvent, interactive: Boolean) {
    if (online.challenges.isNotEmpty()) {
        SectionTitle(online.challengesTitle)
        online.challenges.forEachIndexed { i, c -> ChallengeCard(c, i, onEvent, interactive) }
    }
    if (online.players.isNotEmpty()) {
        SectionTitle(online.playersTitle)
        online.players.forEach { ListRow(it, onEvent, interactive) }
    }
}

/** A challenge: who and on what terms (a tap opens them), its answers on the card. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun ChallengeCard(card: ChallengeCardView, index: Int, onEvent: OnEvent, interactive: Boolean) {
    val open = if (interactive) Modifier.clickable(role = Role.Button) { onEvent(Event.Action(card.open)) } else Modifier
    Card(
        Modifier.fillMaxWidth().testTag(OnlineTags.challenge(index)),
        colors = CardDefaults.cardColors(containerColor = MaterialTheme.colorScheme.surfaceVariant),
    ) {
        Column(Modifier.fillMaxWidth()) {
            Column(open.fillMaxWidth().padding(start = 14.dp, end = 14.dp, top = 12.dp, bottom = 6.dp)) {
                Text(card.title, style = MaterialTheme.typography.titleMedium)
                Text(card.terms, style = MaterialTheme.typography.bodyLarge.merge(Tabular))
                Text(card.status, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant)
            }
            // (Wrapping: Accept and Decline side by side where they fit, else one under the other.)
            FlowRow(
                Modifier.fillMaxWidth().padding(start = 14.dp, end = 14.dp, bottom = 12.dp),
                horizontalArrangement = Arrangement.spacedBy(8.dp, Alignment.End),
                verticalArrangement = Arrangement.spacedBy(4.dp),
            ) {
                card.buttons.forEach { ActionButton(it, onEvent, interactive = interactive, withIcon = true) }
            }
        }
    }
}

/** The way to the lists and the account: rows with leading icons, grouped on one card. */
@Composable
private fun Menu(menu: List<ButtonView>, onEvent: OnEvent, interactive: Boolean) {
    if (menu.isEmpty()) return
    Card(
        Modifier.fillMaxWidth().padding(top = 8.dp),
        colors = CardDefaults.cardColors(containerColor = MaterialTheme.colorScheme.surfaceVariant),
    ) {
        menu.forEachIndexed { i, b ->
            if (i > 0) HorizontalDivider(color = MaterialTheme.colorScheme.outlineVariant)
            MenuRow(b, onEvent, interactive)
        }
    }
}

@Composable
private fun MenuRow(button: ButtonView, onEvent: OnEvent, interactive: Boolean) {
    val enabled = button.enabled && interactive
    val colour = if (button.role == ButtonRole.DESTRUCTIVE) MaterialTheme.colorScheme.error else MaterialTheme.colorScheme.onSurface
    Row(
        Modifier.fillMaxWidth().heightIn(min = 52.dp)
            .clickable(enabled = enabled, role = Role.Button) { onEvent(Event.Action(button.action)) }
            .padding(horizontal = 16.dp)
            .alpha(if (button.enabled) 1f else 0.5f),
        verticalAlignment = Alignment.CenterVertically,
        horizontalArrangement = Arrangement.spacedBy(16.dp),
    ) {
        button.icon?.let { Icon(it.vector(), contentDescription = null, tint = colour, modifier = Modifier.size(22.dp)) }
        Text(button.label, style = MaterialTheme.typography.bodyLarge, color = colour)
    }
}

/** Before the first sign-in: what online play offers, then the name, the server, the button. */
@Composable
private fun SignIn(signIn: SignInView, onEvent: OnEvent, interactive: Boolean) {
    Column(Modifier.widthIn(max = 560.dp).fillMaxWidth(), verticalArrangement = Arrangement.spacedBy(16.dp)) {
        Column(verticalArrangement = Arrangement.spacedBy(12.dp)) {
            signIn.features.forEach { Feature(it) }
        }
        Card(
            Modifier.fillMaxWidth().testTag(OnlineTags.SIGN_IN),
            colors = CardDefaults.cardColors(containerColor = MaterialTheme.colorScheme.surfaceVariant),
        ) {
            Column(Modifier.padding(16.dp), verticalArrangement = Arrangement.spacedBy(12.dp)) {
                Text(signIn.intro, style = MaterialTheme.typography.titleMedium)
                TextInput(signIn.name, onEvent, interactive, Modifier.fillMaxWidth())
                TextInput(signIn.server, onEvent, interactive, Modifier.fillMaxWidth())
                signIn.message?.let {
                    Text(it, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.error)
                }
                ActionButton(signIn.button, onEvent, Modifier.fillMaxWidth().heightIn(min = 48.dp), interactive = interactive, withIcon = true)
            }
        }
    }
}

/** One thing online play offers: its icon in a disc, its line. */
@Composable
private fun Feature(feature: FeatureView, disc: Dp = 44.dp) {
    Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(14.dp)) {
        Surface(Modifier.size(disc), shape = CircleShape, color = MaterialTheme.colorScheme.primaryContainer) {
            Icon(
                feature.icon.vector(),
                contentDescription = null,
                tint = MaterialTheme.colorScheme.onPrimaryContainer,
                modifier = Modifier.padding(10.dp),
            )
        }
        Text(feature.text, style = MaterialTheme.typography.bodyLarge, modifier = Modifier.weight(1f))
    }
}
