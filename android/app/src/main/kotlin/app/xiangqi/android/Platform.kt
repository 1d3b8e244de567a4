package app.xiangqi.android

import android.content.Context
import android.media.AudioAttributes
import android.media.AudioFormat
import android.media.AudioTrack
import android.os.Build
import android.os.VibrationEffect
import android.os.Vibrator
import android.os.VibratorManager
import android.speech.tts.TextToSpeech
import app.xiangqi.core.Cue
import app.xiangqi.core.MusicPiece
import app.xiangqi.core.MusicPlayer
import app.xiangqi.core.cueSamples
import app.xiangqi.presentation.DevicePreferences
import app.xiangqi.presentation.HapticKind
import app.xiangqi.presentation.Haptics
import app.xiangqi.presentation.SoundOutput
import app.xiangqi.presentation.Speech
import java.util.Locale
import java.util.concurrent.ConcurrentHashMap
import kotlin.concurrent.thread

private const val SAMPLE_RATE = 44_100
private const val MUSIC_FRAMES = 2048

private fun attributes() = AudioAttributes.Builder()
    .setUsage(AudioAttributes.USAGE_GAME)
    .setContentType(AudioAttributes.CONTENT_TYPE_MUSIC)
    .build()

private fun floatFormat() = AudioFormat.Builder()
    .setEncoding(AudioFormat.ENCODING_PCM_FLOAT)
    .setSampleRate(SAMPLE_RATE)
    .setChannelMask(AudioFormat.CHANNEL_OUT_MONO)
    .build()

/**
 * The core's synthesised sound: each cue once as a static AudioTrack (its samples from
 * `cueSamples`), the music streamed from the core's MusicPlayer on a thread of its own.
 */
class AndroidSound : SoundOutput {
    private val cues = ConcurrentHashMap<Cue, AudioTrack>()
    @Volatile private var musicWanted = false
    @Volatile private var foreground = true
    private var music: MusicPlayer? = null
    private var musicThread: Thread? = null

    private fun track(cue: Cue): AudioTrack = cues.getOrPut(cue) {
        val samples = cueSamples(cue, SAMPLE_RATE.toUInt()).toFloatArray()
        AudioTrack.Builder()
            .setAudioAttributes(attributes())
            .setAudioFormat(floatFormat())
            .setTransferMode(AudioTrack.MODE_STATIC)
            .setBufferSizeInBytes(samples.size * 4)
            .build()
            .also { it.write(samples, 0, samples.size, AudioTrack.WRITE_BLOCKING) }
    }

    override fun play(cue: Cue) {
        val t = track(cue)
        t.stop()
        t.reloadStaticData()
        t.play()
    }

    override fun music(on: Boolean) {
        musicWanted = on
        update()
    }

    fun pause() {
        foreground = false
        update()
    }

    fun resume() {
        foreground = true
        update()
    }

    @Synchronized
    private fun update() {
        val player = music ?: MusicPlayer(SAMPLE_RATE.toUInt(), MusicPiece.GONG).also { music = it }
        if (musicWanted && foreground) player.play() else player.pause()
        if (musicWanted && musicThread == null) {
            musicThread = thread(name = "xiangqi-music", isDaemon = true) { stream(player) }
        }
    }

    private fun stream(player: MusicPlayer) {
        val out = AudioTrack.Builder()
            .setAudioAttributes(attributes())
            .setAudioFormat(floatFormat())
            .setTransferMode(AudioTrack.MODE_STREAM)
            .build()
        out.play()
        while (true) {
            val samples = player.fill(MUSIC_FRAMES.toUInt()).toFloatArray()
            out.write(samples, 0, samples.size, AudioTrack.WRITE_BLOCKING)
        }
    }
}

/** The opponent's move in words, spoken by TextToSpeech in the text's language. */
class AndroidSpeech(context: Context) : Speech {
    @Volatile private var ready = false
    private val tts = TextToSpeech(context.applicationContext) { status -> ready = status == TextToSpeech.SUCCESS }

    override fun announce(text: String) {
        if (!ready) return
        tts.language = Locale.getDefault()
        tts.speak(text, TextToSpeech.QUEUE_ADD, null, text.hashCode().toString())
    }
}

class AndroidHaptics(context: Context) : Haptics {
    private val vibrator: Vibrator = if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.S) {
        (context.getSystemService(Context.VIBRATOR_MANAGER_SERVICE) as VibratorManager).defaultVibrator
    } else {
        @Suppress("DEPRECATION")
        context.getSystemService(Context.VIBRATOR_SERVICE) as Vibrator
    }

    override fun pulse(kind: HapticKind) {
        val (ms, amplitude) = when (kind) {
            HapticKind.MOVE -> 12L to 60
            HapticKind.CAPTURE -> 20L to 140
            HapticKind.CHECK -> 40L to 255
        }
        vibrator.vibrate(VibrationEffect.createOneShot(ms, amplitude))
    }
}

class SharedPreferencesStore(context: Context) : DevicePreferences {
    private val prefs = context.getSharedPreferences("xiangqi", Context.MODE_PRIVATE)
    override var haptics: Boolean
        get() = prefs.getBoolean("haptics", true)
        set(value) {
            prefs.edit().putBoolean("haptics", value).apply()
        }
}
