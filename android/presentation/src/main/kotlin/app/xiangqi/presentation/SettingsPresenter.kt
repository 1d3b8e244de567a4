package app.xiangqi.presentation

import app.xiangqi.core.Coordinates
import app.xiangqi.core.Lang
import app.xiangqi.core.PieceFaces
import app.xiangqi.core.Scene
import app.xiangqi.core.SceneOptions
import app.xiangqi.core.Settings
import app.xiangqi.core.Stage
import app.xiangqi.core.Style
import app.xiangqi.core.XiangqiApp
import app.xiangqi.core.buildScene
import app.xiangqi.core.defaultSceneOptions
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope

data class SettingsState(
    val settings: Settings? = null,
    val haptics: Boolean = true,
    /** The start position in the chosen stage and faces. */
    val preview: Scene? = null,
    val message: String? = null,
)

sealed interface SettingsEvent {
    data class Faces(val faces: PieceFaces) : SettingsEvent
    data class StageChosen(val stage: Stage) : SettingsEvent
    data class MoveHelper(val on: Boolean) : SettingsEvent
    data class Dangers(val on: Boolean) : SettingsEvent
    data class CoordinatesChosen(val coordinates: Coordinates) : SettingsEvent
    data class Notation(val style: Style) : SettingsEvent
    data class Language(val lang: Lang) : SettingsEvent
    data class Music(val on: Boolean) : SettingsEvent
    data class SoundOn(val on: Boolean) : SettingsEvent
    data class HapticsOn(val on: Boolean) : SettingsEvent
    data class PreviewSize(val width: Float, val height: Float) : SettingsEvent
}

/** The settings screen: every change is saved in the core's store at once. */
class SettingsPresenter(
    private val app: XiangqiApp,
    private val preferences: DevicePreferences,
    private val feedback: Feedback,
    scope: CoroutineScope,
    background: CoroutineDispatcher,
) : Presenter<SettingsState, SettingsEvent>(SettingsState(), scope, background) {
    private var previewSize: Pair<Float, Float>? = null
    private var startFen: String? = null

    init {
        serial {
            val s = attempt(::fail) { app.settings() }
            update { it.copy(settings = s, haptics = preferences.haptics) }
        }
    }

    private fun fail(text: String) = update { it.copy(message = text) }

    override fun onEvent(event: SettingsEvent) {
        serial {
            val s = current.settings ?: return@serial
            val changed = when (event) {
                is SettingsEvent.Faces -> s.copy(pieceFaces = event.faces)
                is SettingsEvent.StageChosen -> s.copy(stage = event.stage)
                is SettingsEvent.MoveHelper -> s.copy(moveHelper = event.on)
                is SettingsEvent.Dangers -> s.copy(dangers = event.on)
                is SettingsEvent.CoordinatesChosen -> s.copy(coordinates = event.coordinates)
                is SettingsEvent.Notation -> s.copy(notation = event.style)
                is SettingsEvent.Language -> s.copy(language = event.lang)
                is SettingsEvent.Music -> s.copy(music = event.on).also { feedback.music(event.on) }
                is SettingsEvent.SoundOn -> s.copy(sound = event.on)
                is SettingsEvent.HapticsOn -> {
                    preferences.haptics = event.on
                    update { it.copy(haptics = event.on) }
                    s
                }
                is SettingsEvent.PreviewSize -> {
                    previewSize = event.width to event.height
                    s
                }
            }
            if (changed != s) {
                attempt(::fail) { app.saveSettings(changed) } ?: return@serial
            }
            update { it.copy(settings = changed, preview = preview(changed), message = null) }
        }
    }

    private fun preview(s: Settings): Scene? {
        val (w, h) = previewSize ?: return null
        val options: SceneOptions = defaultSceneOptions(w, h).copy(
            stage = s.stage,
            faces = s.pieceFaces,
            coordinates = s.coordinates,
        )
        return attempt(::fail) {
            // The start position, as the core's position editor begins.
            val fen = startFen ?: app.positionEditor(null).use { it.fen() }.also { startFen = it }
            buildScene(fen, null, null, null, options)
        }
    }
}
