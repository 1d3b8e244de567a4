package app.xiangqi.desktop

import androidx.compose.runtime.MutableState
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.snapshots.Snapshot
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Canvas
import androidx.compose.ui.graphics.ImageBitmap
import androidx.compose.ui.graphics.asSkiaBitmap
import androidx.compose.ui.graphics.drawscope.CanvasDrawScope
import androidx.compose.ui.text.ExperimentalTextApi
import androidx.compose.ui.text.TextMeasurer
import androidx.compose.ui.text.font.createFontFamilyResolver
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.LayoutDirection
import app.xiangqi.core.AppCore
import app.xiangqi.core.AppShell
import app.xiangqi.core.AppView
import app.xiangqi.core.Effect
import app.xiangqi.core.Event
import app.xiangqi.core.Lang
import app.xiangqi.core.Scene
import app.xiangqi.core.Thumbnail
import app.xiangqi.core.WallClock
import app.xiangqi.core.cueSamples
import app.xiangqi.online.startApp
import app.xiangqi.online.startAppForTest
import app.xiangqi.ui.board.BoardSource
import app.xiangqi.ui.board.drawScene
import org.jetbrains.skia.EncodedImageFormat
import org.jetbrains.skia.Image
import java.io.File
import java.util.Locale
import java.util.TimeZone
import javax.sound.sampled.AudioFormat
import javax.sound.sampled.AudioSystem
import javax.swing.SwingUtilities
import kotlin.concurrent.thread

/** Where the desktop shell's effects that need the person or the disk go (tests replace it). */
interface Files {
    /** Saves [bytes] where the person picks (suggested [name]); false when cancelled. */
    fun save(name: String, bytes: ByteArray): Boolean
    /** The bytes of the file the person picks, or null. */
    fun open(mime: String): ByteArray?
    /** Where shared pictures go. */
    val shareDir: File
}

/** The AWT file dialogs of the desktop. */
object DialogFiles : Files {
    override fun save(name: String, bytes: ByteArray): Boolean {
        val d = java.awt.FileDialog(null as java.awt.Frame?, "", java.awt.FileDialog.SAVE)
        d.file = name
        d.isVisible = true
        val file = d.file ?: return false
        File(d.directory, file).writeBytes(bytes)
        return true
    }

    override fun open(mime: String): ByteArray? {
        val d = java.awt.FileDialog(null as java.awt.Frame?, "", java.awt.FileDialog.LOAD)
        d.isVisible = true
        val file = d.file ?: return null
        return File(d.directory, file).readBytes()
    }

    override val shareDir: File = File(System.getProperty("java.io.tmpdir"), "xiangqi-shared")
}

/**
 * The desktop shell of the core's [AppCore]: each rendered view goes into [view] (a Compose
 * state, written on the UI thread), each effect to a small handler.
 * Sounds play the core's PCM through javax.sound when there is a sound card; music, haptics
 * and speech are logged.
 */
class DesktopShell(
    private val files: Files = DialogFiles,
    private val sound: Boolean = true,
    private val log: (String) -> Unit = { println(it) },
) : AppShell {
    val view: MutableState<AppView?> = mutableStateOf(null)

    /** Every effect so far (tests look at them). */
    val effects: MutableList<Effect> = java.util.Collections.synchronizedList(mutableListOf())

    /** The core this shell serves (set once it started: effects answer it). */
    @Volatile
    var core: AppCore? = null

    /** Called after each view arrived (frame-time measurements). */
    @Volatile
    var onRender: ((AppView) -> Unit)? = null

    override fun render(view: AppView) {
        // Handed to the UI thread in order, as Android's shell does: the recomposer takes it up
        // there. (Written from the core's thread, a test's unconfined recomposer would run on
        // that thread, racing the frames on the UI thread, and could miss the view.)
        SwingUtilities.invokeLater { Snapshot.withMutableSnapshot { this.view.value = view } }
        onRender?.invoke(view)
    }

    override fun effect(effect: Effect) {
        effects += effect
        when (effect) {
            is Effect.PlaySound -> if (sound) playPcm(effect.cue)
            is Effect.PlayMusic -> log("music: ${effect.piece}")
            Effect.StopMusic -> log("music: stop")
            Effect.Haptic -> {}
            is Effect.Speak -> log("speak (${effect.lang}): ${effect.text}")
            is Effect.Announce -> log("announce: ${effect.text}")
            is Effect.KeepAwake -> log("keep awake: ${effect.on}")
            is Effect.Share -> thread(name = "share", isDaemon = true) {
                val dir = files.shareDir.apply { mkdirs() }
                val file = File(dir, "xiangqi-${System.currentTimeMillis()}.png")
                file.writeBytes(scenePng(effect.scene))
                log("shared: ${file.path} — ${effect.caption} — ${effect.fen}")
            }
            // The system clipboard (none in a headless test: the text is logged either way).
            is Effect.CopyText -> {
                runCatching {
                    java.awt.Toolkit.getDefaultToolkit().systemClipboard
                        .setContents(java.awt.datatransfer.StringSelection(effect.text), null)
                }
                log("copied: ${effect.text}")
            }
            is Effect.SaveFile -> thread(name = "save", isDaemon = true) {
                val ok = runCatching { files.save(effect.name, effect.bytes) }.getOrDefault(false)
                core?.send(Event.FileSaved(ok))
            }
            is Effect.OpenFile -> thread(name = "open", isDaemon = true) {
                val bytes = runCatching { files.open(effect.mime) }.getOrNull()
                core?.send(Event.FileOpened(bytes))
            }
        }
    }

    private fun playPcm(cue: app.xiangqi.core.Cue) {
        thread(name = "sound", isDaemon = true) {
            runCatching {
                val rate = 44_100
                val samples = cueSamples(cue, rate.toUInt())
                val bytes = ByteArray(samples.size * 2)
                samples.forEachIndexed { i, s ->
                    val v = (s.coerceIn(-1f, 1f) * Short.MAX_VALUE).toInt()
                    bytes[2 * i] = v.toByte()
                    bytes[2 * i + 1] = (v shr 8).toByte()
                }
                val format = AudioFormat(rate.toFloat(), 16, 1, true, false)
                AudioSystem.getSourceDataLine(format).use { line ->
                    line.open(format)
                    line.start()
                    line.write(bytes, 0, bytes.size)
                    line.drain()
                }
            }
        }
    }
}

/** The core's board for the `:ui` board composable. */
class CoreBoard(private val core: AppCore) : BoardSource {
    override fun scene(width: Float, height: Float, progress: Float): Scene = core.boardScene(width, height, progress)
    override fun pointAt(width: Float, height: Float, x: Float, y: Float): String? = core.pointAt(width, height, x, y)
    override fun thumbnail(thumbnail: Thumbnail, width: Float, height: Float): Scene =
        core.thumbnail(thumbnail, width, height)
}

/** The core's scene painted with the board's painter into a PNG (sharing a position). */
@OptIn(ExperimentalTextApi::class)
fun scenePng(scene: Scene): ByteArray {
    val w = scene.width.toInt().coerceAtLeast(1)
    val h = scene.height.toInt().coerceAtLeast(1)
    val bitmap = ImageBitmap(w, h)
    val measurer = TextMeasurer(createFontFamilyResolver(), Density(1f), LayoutDirection.Ltr)
    CanvasDrawScope().draw(Density(1f), LayoutDirection.Ltr, Canvas(bitmap), Size(w.toFloat(), h.toFloat())) {
        drawScene(scene, measurer)
    }
    return Image.makeFromBitmap(bitmap.asSkiaBitmap()).encodeToData(EncodedImageFormat.PNG)!!.bytes
}

/** The device's language as the core chooses it from the JVM's locale. */
fun deviceLang(): Lang = app.xiangqi.core.deviceLang(listOf(Locale.getDefault().toLanguageTag()))

/** The game server the online sign-in proposes (XIANGQI_SERVER, else the local one). */
fun defaultServer(): String = System.getenv("XIANGQI_SERVER")?.takeIf { it.isNotBlank() } ?: "http://127.0.0.1:8080"

/** The app on the person's database (XIANGQI_DB, else ~/.local/share/xiangqi/app.db). */
fun startCore(shell: DesktopShell, lang: Lang = deviceLang()): AppCore {
    val db = System.getenv("XIANGQI_DB")?.let(::File)
        ?: File(System.getProperty("user.home"), ".local/share/xiangqi/app.db")
    db.parentFile?.mkdirs()
    val offset = TimeZone.getDefault().getOffset(System.currentTimeMillis()) / 60_000
    return startApp(db.path, lang, offset, defaultServer(), shell).also { shell.core = it }
}

/** A clock the caller sets (tests, screenshots: a fixed day for the puzzle of the day). */
class FixedClock(@Volatile var ms: Long) : WallClock {
    override fun nowMs(): ULong = ms.toULong()
}

/** The app in memory on [clock] (tests, screenshots). */
fun startTestCore(shell: DesktopShell, lang: Lang, clock: WallClock = FixedClock(NOON), strongTimeMs: Long? = 50): AppCore =
    startAppForTest(lang, clock, strongTimeMs?.toULong(), defaultServer(), shell).also { shell.core = it }

/** 2026-12-01 12:00 UTC: the day the screenshots and tests play on. */
const val NOON = 1_796_126_400_000L
