package app.xiangqi.android.shell

import android.content.Context
import android.content.Intent
import android.graphics.Bitmap
import android.os.Handler
import android.os.Looper
import android.speech.tts.TextToSpeech
import androidx.compose.runtime.MutableState
import androidx.compose.runtime.mutableStateOf
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Canvas
import androidx.compose.ui.graphics.ImageBitmap
import androidx.compose.ui.graphics.asAndroidBitmap
import androidx.compose.ui.graphics.drawscope.CanvasDrawScope
import androidx.compose.ui.text.TextMeasurer
import androidx.compose.ui.text.font.createFontFamilyResolver
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.LayoutDirection
import androidx.core.content.FileProvider
import app.xiangqi.core.AppCore
import app.xiangqi.core.AppShell
import app.xiangqi.core.AppView
import app.xiangqi.core.Effect
import app.xiangqi.core.Lang
import app.xiangqi.core.deviceLang
import app.xiangqi.core.voiceTag
import app.xiangqi.core.Scene
import app.xiangqi.core.Thumbnail
import app.xiangqi.online.startApp
import app.xiangqi.ui.board.BoardSource
import app.xiangqi.ui.board.drawScene
import java.io.File
import java.util.Locale

/**
 * What the shell asks of the activity on screen (files, sharing, the screen staying on,
 * announcements); null while no activity is there.
 */
interface ActivityPort {
    fun share(png: File, caption: String)
    fun saveFile(name: String, mime: String, bytes: ByteArray)
    fun openFile(mime: String)
    fun keepAwake(on: Boolean)
    fun announce(text: String)
    fun haptic()
}

/**
 * The Android shell of the core's AppCore: each view is posted to the main thread into
 * [view] (a Compose state); each effect goes to a small handler. It lives as long as the
 * process (held by [CoreHolder]), activities come and go ([port]).
 */
class AndroidShell(private val context: Context) : AppShell {
    val view: MutableState<AppView?> = mutableStateOf(null)
    private val main = Handler(Looper.getMainLooper())
    private val audio = AndroidAudio(context)
    private var tts: TextToSpeech? = null

    @Volatile
    var port: ActivityPort? = null

    override fun render(view: AppView) {
        main.post { this.view.value = view }
    }

    override fun effect(effect: Effect) {
        when (effect) {
            is Effect.PlaySound -> runCatching { audio.play(effect.cue) }
            is Effect.PlayMusic -> runCatching { audio.playMusic(effect.piece) }
            Effect.StopMusic -> audio.stopMusic()
            Effect.Haptic -> main.post { port?.haptic() }
            is Effect.Speak -> main.post { speak(effect.text, effect.lang) }
            is Effect.Announce -> main.post { port?.announce(effect.text) }
            is Effect.KeepAwake -> main.post { port?.keepAwake(effect.on) }
            is Effect.Share -> {
                val png = File(context.cacheDir, "shared").apply { mkdirs() }.let { File(it, "position.png") }
                png.writeBytes(scenePng(effect.scene))
                main.post { port?.share(png, effect.caption) }
            }
            is Effect.CopyText -> main.post {
                context.getSystemService(android.content.ClipboardManager::class.java)
                    ?.setPrimaryClip(android.content.ClipData.newPlainText("FEN", effect.text))
            }
            is Effect.SaveFile -> main.post { port?.saveFile(effect.name, effect.mime, effect.bytes) }
            is Effect.OpenFile -> main.post { port?.openFile(effect.mime) }
        }
    }

    private fun speak(text: String, lang: Lang) {
        val locale = Locale.forLanguageTag(voiceTag(lang))
        val engine = tts
        if (engine == null) {
            tts = TextToSpeech(context) { status ->
                if (status == TextToSpeech.SUCCESS) speak(text, lang)
            }
            return
        }
        engine.language = locale
        engine.speak(text, TextToSpeech.QUEUE_ADD, null, text.hashCode().toString())
    }

    private fun scenePng(scene: Scene): ByteArray {
        val w = scene.width.toInt().coerceAtLeast(1)
        val h = scene.height.toInt().coerceAtLeast(1)
        val bitmap = ImageBitmap(w, h)
        val measurer = TextMeasurer(createFontFamilyResolver(context), Density(1f), LayoutDirection.Ltr)
        CanvasDrawScope().draw(Density(1f), LayoutDirection.Ltr, Canvas(bitmap), Size(w.toFloat(), h.toFloat())) {
            drawScene(scene, measurer)
        }
        val out = java.io.ByteArrayOutputStream()
        bitmap.asAndroidBitmap().compress(Bitmap.CompressFormat.PNG, 100, out)
        return out.toByteArray()
    }
}

/** The core's board for the `:ui` board composable. */
class CoreBoard(private val core: AppCore) : BoardSource {
    override fun scene(width: Float, height: Float, progress: Float): Scene = core.boardScene(width, height, progress)
    override fun pointAt(width: Float, height: Float, x: Float, y: Float): String? = core.pointAt(width, height, x, y)
    override fun thumbnail(thumbnail: Thumbnail, width: Float, height: Float): Scene =
        core.thumbnail(thumbnail, width, height)
}

/** The game server the online sign-in proposes until the player sets another. */
const val DEFAULT_SERVER = "http://127.0.0.1:8080"

/** The one AppCore of the process and its shell (started on first use). */
object CoreHolder {
    @Volatile
    private var started: Pair<AppCore, AndroidShell>? = null

    @Synchronized
    fun get(context: Context): Pair<AppCore, AndroidShell> = started ?: run {
        val app = context.applicationContext
        val shell = AndroidShell(app)
        val preferred = android.os.LocaleList.getDefault().toLanguageTags().split(',')
        val lang = deviceLang(preferred)
        val offset = java.util.TimeZone.getDefault().getOffset(System.currentTimeMillis()) / 60_000
        val core = startApp(File(app.filesDir, "xiangqi.db").path, lang, offset, DEFAULT_SERVER, shell)
        (core to shell).also { started = it }
    }

    /** The share sheet's intent for a PNG in the cache (the FileProvider of the manifest). */
    fun shareIntent(context: Context, png: File, caption: String): Intent {
        val uri = FileProvider.getUriForFile(context, "${context.packageName}.files", png)
        val send = Intent(Intent.ACTION_SEND)
            .setType("image/png")
            .putExtra(Intent.EXTRA_STREAM, uri)
            .putExtra(Intent.EXTRA_TEXT, caption)
            .addFlags(Intent.FLAG_GRANT_READ_URI_PERMISSION)
        return Intent.createChooser(send, null)
    }
}
