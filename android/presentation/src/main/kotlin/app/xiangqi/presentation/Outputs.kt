package app.xiangqi.presentation

import app.xiangqi.core.Cue
import app.xiangqi.core.Settings
import app.xiangqi.core.Sound
import app.xiangqi.core.cueForSound
import kotlinx.coroutines.delay
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.flow
import java.time.LocalDate

/** Plays the core's synthesised cues and music (Android: SoundPool/AudioTrack). */
interface SoundOutput {
    fun play(cue: Cue)

    /** Music on or off (the setting). */
    fun music(on: Boolean)
}

/** Speaks a text (Android: TextToSpeech, or TalkBack's announcement when it is on). */
fun interface Speech {
    fun announce(text: String)
}

enum class HapticKind { MOVE, CAPTURE, CHECK }

fun interface Haptics {
    fun pulse(kind: HapticKind)
}

/**
 * What the device keeps beside the core's settings: the haptics switch (the core's
 * `Settings` has none; Android: SharedPreferences).
 */
interface DevicePreferences {
    var haptics: Boolean
}

/** The clock's heartbeat while a game clock runs (about once a second; tests send their own). */
fun interface Ticker {
    fun ticks(): Flow<Unit>
}

object SecondTicker : Ticker {
    private const val PERIOD_MS = 1000L
    override fun ticks(): Flow<Unit> = flow {
        while (true) {
            delay(PERIOD_MS)
            emit(Unit)
        }
    }
}

/** The device's calendar day, YYYY-MM-DD (the daily puzzle's date). */
fun interface Today {
    fun date(): String
}

object DeviceToday : Today {
    override fun date(): String = LocalDate.now().toString()
}

/** Sounds, haptics and speech for what happened on a board, as the settings allow. */
class Feedback(
    private val sound: SoundOutput,
    private val speech: Speech,
    private val haptics: Haptics,
    private val preferences: DevicePreferences,
) {
    /** The sounds of a move or outcome (the core names them), and its haptic. */
    fun sounds(sounds: List<Sound>, settings: Settings) {
        if (settings.sound) sounds.forEach { sound.play(cueForSound(it)) }
        if (preferences.haptics) {
            when {
                Sound.CHECK in sounds -> haptics.pulse(HapticKind.CHECK)
                Sound.CAPTURE in sounds -> haptics.pulse(HapticKind.CAPTURE)
                Sound.MOVE in sounds -> haptics.pulse(HapticKind.MOVE)
            }
        }
    }

    fun cue(cue: Cue, settings: Settings) {
        if (settings.sound) sound.play(cue)
    }

    fun announce(text: String) = speech.announce(text)

    fun music(on: Boolean) = sound.music(on)
}
