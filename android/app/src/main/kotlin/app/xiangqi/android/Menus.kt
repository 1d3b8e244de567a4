package app.xiangqi.android

import androidx.annotation.StringRes
import androidx.compose.foundation.Canvas
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.aspectRatio
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Button
import androidx.compose.material3.FilterChip
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Switch
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.getValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.layout.onSizeChanged
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.text.rememberTextMeasurer
import androidx.compose.ui.unit.dp
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import app.xiangqi.core.ClockChoice
import app.xiangqi.core.ComputerHandicap
import app.xiangqi.core.Coordinates
import app.xiangqi.core.GameId
import app.xiangqi.core.GameResult
import app.xiangqi.core.GameState
import app.xiangqi.core.Handicap
import app.xiangqi.core.Lang
import app.xiangqi.core.Level
import app.xiangqi.core.PieceFaces
import app.xiangqi.core.Side
import app.xiangqi.core.Stage
import app.xiangqi.core.Style
import app.xiangqi.presentation.HomeEvent
import app.xiangqi.presentation.HomePresenter
import app.xiangqi.presentation.NewGameEvent
import app.xiangqi.presentation.NewGamePresenter
import app.xiangqi.presentation.RecordsEvent
import app.xiangqi.presentation.RecordsPresenter
import app.xiangqi.presentation.ScenePainter
import app.xiangqi.presentation.SettingsEvent
import app.xiangqi.presentation.SettingsPresenter
import app.xiangqi.presentation.DeviceToday
import kotlinx.coroutines.Dispatchers

@StringRes
fun Level.label() = when (this) {
    Level.EASY -> R.string.level_easy
    Level.NORMAL -> R.string.level_normal
    Level.STRONG -> R.string.level_strong
}

@Composable
private fun Screen(@StringRes title: Int, content: @Composable () -> Unit) {
    Column(
        Modifier.padding(16.dp).widthIn(max = 720.dp).verticalScroll(rememberScrollState()),
        verticalArrangement = Arrangement.spacedBy(8.dp),
    ) {
        Text(stringResource(title), style = MaterialTheme.typography.headlineSmall)
        content()
    }
}

/** A row of chips, one per choice, the chosen one selected. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun <T> Choice(@StringRes title: Int, options: List<T>, chosen: T, label: @Composable (T) -> String, onChoose: (T) -> Unit) {
    Text(stringResource(title), style = MaterialTheme.typography.titleSmall)
    FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        for (o in options) FilterChip(selected = o == chosen, onClick = { onChoose(o) }, label = { Text(label(o)) })
    }
}

@Composable
private fun Toggle(@StringRes title: Int, on: Boolean, onChange: (Boolean) -> Unit) {
    Row(Modifier.fillMaxWidth(), verticalAlignment = Alignment.CenterVertically) {
        Text(stringResource(title), Modifier.weight(1f))
        Switch(on, onChange)
    }
}

@Composable
fun HomeScreen(screens: Screens, onNavigate: (String) -> Unit) {
    val presenter = rememberPresenter("home") { HomePresenter(screens.app, DeviceToday, it, Dispatchers.IO) }
    val state by presenter.state.collectAsStateWithLifecycle()
    LaunchedEffect(Unit) { presenter.onEvent(HomeEvent.Refresh) }
    Screen(R.string.app_name) {
        state.resume?.let { offer ->
            Text(stringResource(R.string.resume_offer, offer.title, offer.plies))
            Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                Button({ onNavigate(Routes.game(offer.gameId)) }) { Text(stringResource(R.string.resume)) }
                OutlinedButton({ presenter.onEvent(HomeEvent.DismissResume) }) { Text(stringResource(R.string.not_now)) }
            }
        }
        Button({ onNavigate(Routes.NEW_GAME) }, Modifier.fillMaxWidth()) { Text(stringResource(R.string.new_game)) }
        Button({ onNavigate(Routes.DAILY) }, Modifier.fillMaxWidth()) {
            Text(stringResource(R.string.daily) + " · " + stringResource(R.string.daily_streak, state.dailyStreak))
        }
        Button({ onNavigate(Routes.PUZZLES) }, Modifier.fillMaxWidth()) { Text(stringResource(R.string.puzzles)) }
        Button({ onNavigate(Routes.SCHOOL) }, Modifier.fillMaxWidth()) { Text(stringResource(R.string.school)) }
        Button({ onNavigate(Routes.RECORDS) }, Modifier.fillMaxWidth()) { Text(stringResource(R.string.records)) }
        Button({ onNavigate(Routes.SETTINGS) }, Modifier.fillMaxWidth()) { Text(stringResource(R.string.settings)) }
        for (r in state.records) {
            Text(stringResource(R.string.record_line, stringResource(r.level.label()), r.record.wins.toInt(), r.record.draws.toInt(), r.record.losses.toInt()))
        }
        state.message?.let { Text(it, color = MaterialTheme.colorScheme.error) }
    }
}

@Composable
fun NewGameScreen(screens: Screens, onStarted: (GameId) -> Unit) {
    val presenter = rememberPresenter("new-game") { NewGamePresenter(screens.app, it, Dispatchers.IO) }
    val state by presenter.state.collectAsStateWithLifecycle()
    LaunchedEffect(state.started) {
        state.started?.let {
            presenter.onEvent(NewGameEvent.Consumed)
            onStarted(it)
        }
    }
    Screen(R.string.new_game) {
        Toggle(R.string.vs_computer, state.vsComputer) { presenter.onEvent(NewGameEvent.VsComputer(it)) }
        if (state.vsComputer) {
            Choice(R.string.level, Level.entries, state.level, { stringResource(it.label()) }) {
                presenter.onEvent(NewGameEvent.ChooseLevel(it))
            }
            Choice(R.string.your_side, Side.entries, state.humanSide, {
                stringResource(if (it == Side.RED) R.string.side_red else R.string.side_black)
            }) { presenter.onEvent(NewGameEvent.ChooseSide(it)) }
            Choice(R.string.computer_handicap, listOf(null) + ComputerHandicap.entries, state.computerHandicap, {
                stringResource(
                    when (it) {
                        null -> R.string.none
                        ComputerHandicap.HORSE -> R.string.handicap_horse
                        ComputerHandicap.CHARIOT -> R.string.handicap_chariot
                        ComputerHandicap.TWO_HORSES -> R.string.handicap_two_horses
                    },
                )
            }) { presenter.onEvent(NewGameEvent.ChooseComputerHandicap(it)) }
        }
        Choice(R.string.table_handicap, listOf(null) + Handicap.entries, state.handicap, {
            stringResource(
                when (it) {
                    null -> R.string.none
                    Handicap.CHARIOT -> R.string.handicap_chariot
                    Handicap.CANNON -> R.string.handicap_cannon
                    Handicap.HORSE -> R.string.handicap_horse
                    Handicap.TWO_HORSES -> R.string.handicap_two_horses
                    Handicap.NINE -> R.string.handicap_nine
                },
            )
        }) { presenter.onEvent(NewGameEvent.ChooseHandicap(it)) }
        Toggle(R.string.perpetual_check_only, state.perpetualCheckOnly) { presenter.onEvent(NewGameEvent.PerpetualCheckOnly(it)) }
        Toggle(R.string.stalemate_is_draw, state.stalemateIsDraw) { presenter.onEvent(NewGameEvent.StalemateIsDraw(it)) }
        Choice(R.string.clock, ClockChoice.entries, state.clock, { stringResource(it.label()) }) {
            presenter.onEvent(NewGameEvent.ChooseClock(it))
        }
        Button({ presenter.onEvent(NewGameEvent.Start) }, enabled = !state.starting) { Text(stringResource(R.string.start)) }
        state.message?.let { Text(it, color = MaterialTheme.colorScheme.error) }
    }
}

@StringRes
private fun ClockChoice.label() = when (this) {
    ClockChoice.NONE -> R.string.clock_none
    ClockChoice.PER_MOVE30 -> R.string.clock_30
    ClockChoice.PER_MOVE60 -> R.string.clock_60
    ClockChoice.PER_MOVE90 -> R.string.clock_90
    ClockChoice.PER_MOVE120 -> R.string.clock_120
    ClockChoice.BLITZ3_PLUS2 -> R.string.clock_3_2
    ClockChoice.RAPID10_PLUS5 -> R.string.clock_10_5
    ClockChoice.RAPID20_PLUS10 -> R.string.clock_20_10
    ClockChoice.CLASSIC45_PLUS15 -> R.string.clock_45_15
}

@Composable
fun RecordsScreen(screens: Screens) {
    val presenter = rememberPresenter("records") { RecordsPresenter(screens.app, it, Dispatchers.IO) }
    val state by presenter.state.collectAsStateWithLifecycle()
    Screen(R.string.records) {
        for (r in state.byLevel) {
            Text(stringResource(R.string.record_line, stringResource(r.level.label()), r.record.wins.toInt(), r.record.draws.toInt(), r.record.losses.toInt()))
        }
        state.statistics?.let { Text(stringResource(R.string.finished_games, it.finishedGames.toInt())) }
        for (g in state.games) {
            val result = when ((g.state as? GameState.Finished)?.result) {
                GameResult.RED_WINS -> "1-0"
                GameResult.BLACK_WINS -> "0-1"
                GameResult.DRAW -> "½-½"
                null -> ""
            }
            Row(verticalAlignment = Alignment.CenterVertically) {
                Text("#${g.id}  $result  " + stringResource(R.string.plies, g.plyCount.toInt()), Modifier.weight(1f))
                OutlinedButton({ presenter.onEvent(RecordsEvent.Delete(g.id)) }) { Text(stringResource(R.string.delete)) }
            }
        }
        state.message?.let { Text(it, color = MaterialTheme.colorScheme.error) }
    }
}

@Composable
fun SettingsScreen(screens: Screens) {
    val presenter = rememberPresenter("settings") {
        SettingsPresenter(screens.app, screens.graph.preferences, screens.graph.feedback, it, Dispatchers.IO)
    }
    val state by presenter.state.collectAsStateWithLifecycle()
    val s = state.settings ?: return
    val measurer = rememberTextMeasurer()
    Screen(R.string.settings) {
        // The chosen stage and faces, drawn by the core.
        Canvas(
            Modifier.fillMaxWidth(0.6f).aspectRatio(9f / 10f)
                .onSizeChanged { presenter.onEvent(SettingsEvent.PreviewSize(it.width.toFloat(), it.height.toFloat())) },
        ) {
            state.preview?.let { ScenePainter.paint(it, ComposeCanvas(this, measurer)) }
        }
        Choice(R.string.stage, Stage.entries, s.stage, {
            stringResource(
                when (it) {
                    Stage.BUEHNE -> R.string.stage_buehne
                    Stage.PROBE -> R.string.stage_probe
                    Stage.LACKBRETT -> R.string.stage_lackbrett
                },
            )
        }) { presenter.onEvent(SettingsEvent.StageChosen(it)) }
        Choice(R.string.faces, PieceFaces.entries, s.pieceFaces, {
            stringResource(
                when (it) {
                    PieceFaces.PICTURES -> R.string.faces_pictures
                    PieceFaces.PICTURE_WITH_CHARACTER -> R.string.faces_mixed
                    PieceFaces.CHARACTERS -> R.string.faces_characters
                },
            )
        }) { presenter.onEvent(SettingsEvent.Faces(it)) }
        Choice(R.string.coordinates, Coordinates.entries, s.coordinates, {
            stringResource(
                when (it) {
                    Coordinates.NONE -> R.string.none
                    Coordinates.FILE_NUMBERS -> R.string.coordinates_numbers
                    Coordinates.ICCS -> R.string.coordinates_iccs
                },
            )
        }) { presenter.onEvent(SettingsEvent.CoordinatesChosen(it)) }
        Choice(R.string.notation, listOf(Style.DE, Style.WORDS_DE, Style.COORDS, Style.ICCS, Style.ZH), s.notation, {
            stringResource(
                when (it) {
                    Style.DE, Style.WXF -> R.string.notation_short
                    Style.WORDS_DE, Style.WORDS_EN -> R.string.notation_words
                    Style.COORDS -> R.string.notation_coords
                    Style.ICCS -> R.string.notation_iccs
                    Style.ZH -> R.string.notation_chinese
                },
            )
        }) { presenter.onEvent(SettingsEvent.Notation(it)) }
        Choice(R.string.language, Lang.entries, s.language, { if (it == Lang.DE) "Deutsch" else "English" }) {
            presenter.onEvent(SettingsEvent.Language(it))
        }
        Toggle(R.string.move_helper, s.moveHelper) { presenter.onEvent(SettingsEvent.MoveHelper(it)) }
        Toggle(R.string.dangers, s.dangers) { presenter.onEvent(SettingsEvent.Dangers(it)) }
        Toggle(R.string.sound, s.sound) { presenter.onEvent(SettingsEvent.SoundOn(it)) }
        Toggle(R.string.music, s.music) { presenter.onEvent(SettingsEvent.Music(it)) }
        Toggle(R.string.haptics, state.haptics) { presenter.onEvent(SettingsEvent.HapticsOn(it)) }
        state.message?.let { Text(it, color = MaterialTheme.colorScheme.error) }
    }
}
