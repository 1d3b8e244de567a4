package app.xiangqi.android.shell

import android.content.Context
import android.media.AudioAttributes
import android.media.AudioFocusRequest
import android.media.AudioFormat
import android.media.AudioManager
import android.media.AudioTrack
import app.xiangqi.core.Cue
import app.xiangqi.core.MusicPiece
import app.xiangqi.core.MusicPlayer
import app.xiangqi.core.cueSamples
import java.util.concurrent.ConcurrentHashMap
import kotlin.concurrent.thread

private const val SAMPLE_RATE = 44_100
private const val MUSIC_FRAMES = 2048

private val GAME_AUDIO: AudioAttributes = AudioAttributes.Builder()
    .setUsage(AudioAttributes.USAGE_GAME)
    .setContentType(AudioAttributes.CONTENT_TYPE_MUSIC)
    .build()

private fun floatFormat() = AudioFormat.Builder()
    .setEncoding(AudioFormat.ENCODING_PCM_FLOAT)
    .setSampleRate(SAMPLE_RATE)
    .setChannelMask(AudioFormat.CHANNEL_OUT_MONO)
    .build()

/**
 * Carries out the core's sound effects: each cue once as a static AudioTrack (samples from
 * `cueSamples`); the music piece the core names streamed from the core's MusicPlayer on a
 * thread of its own, which sleeps (writes nothing) while no music is wanted. The core decides
 * when music plays (settings, foreground); this class only asks for audio focus and gives the
 * speaker up while another app holds it.
 */
class AndroidAudio(context: Context) {
    private val audioManager = context.getSystemService(Context.AUDIO_SERVICE) as AudioManager
    private val cues = ConcurrentHashMap<Cue, AudioTrack>()
    private val lock = Object()
    private var player: MusicPlayer? = null
    private var wanted = false
    private var focusLost = false
    private var streaming = false

    private val focus = AudioFocusRequest.Builder(AudioManager.AUDIOFOCUS_GAIN)
        .setAudioAttributes(GAME_AUDIO)
        .setOnAudioFocusChangeListener { change ->
            synchronized(lock) {
                focusLost = change == AudioManager.AUDIOFOCUS_LOSS ||
                    change == AudioManager.AUDIOFOCUS_LOSS_TRANSIENT
                lock.notifyAll()
            }
        }
        .build()

    fun play(cue: Cue) {
        val track = cues.getOrPut(cue) {
            val samples = cueSamples(cue, SAMPLE_RATE.toUInt()).toFloatArray()
            AudioTrack.Builder()
                .setAudioAttributes(GAME_AUDIO)
                .setAudioFormat(floatFormat())
                .setTransferMode(AudioTrack.MODE_STATIC)
                .setBufferSizeInBytes(samples.size * 4)
                .build()
                .also { it.write(samples, 0, samples.size, AudioTrack.WRITE_BLOCKING) }
        }
        track.stop()
        track.reloadStaticData()
        track.play()
    }

    /** `Effect.PlayMusic`: this piece from its start (another piece replaces the one playing). */
    fun playMusic(piece: MusicPiece) {
        synchronized(lock) {
            val music = player ?: MusicPlayer(SAMPLE_RATE.toUInt(), piece).also { player = it }
            if (music.piece() != piece) music.select(piece)
            music.play()
            wanted = true
            focusLost = audioManager.requestAudioFocus(focus) != AudioManager.AUDIOFOCUS_REQUEST_GRANTED
            if (!streaming) {
                streaming = true
                thread(name = "xiangqi-music", isDaemon = true) { stream() }
            }
            lock.notifyAll()
        }
    }

    /** `Effect.StopMusic`. */
    fun stopMusic() {
        synchronized(lock) {
            wanted = false
            player?.pause()
            audioManager.abandonAudioFocusRequest(focus)
        }
    }

    private fun stream() {
        val out = AudioTrack.Builder()
            .setAudioAttributes(GAME_AUDIO)
            .setAudioFormat(floatFormat())
            .setTransferMode(AudioTrack.MODE_STREAM)
            .build()
        while (true) {
            val source = synchronized(lock) {
                while (!wanted || focusLost) {
                    if (out.playState == AudioTrack.PLAYSTATE_PLAYING) out.pause()
                    lock.wait()
                }
                player
            } ?: continue
            if (out.playState != AudioTrack.PLAYSTATE_PLAYING) out.play()
            val samples = source.fill(MUSIC_FRAMES.toUInt()).toFloatArray()
            out.write(samples, 0, samples.size, AudioTrack.WRITE_BLOCKING)
        }
    }
}
