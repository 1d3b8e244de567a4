package app.xiangqi.android.shell

import android.os.Build
import android.os.Bundle
import android.os.VibrationEffect
import android.os.Vibrator
import android.os.VibratorManager
import android.view.WindowManager
import androidx.activity.ComponentActivity
import androidx.activity.compose.BackHandler
import androidx.activity.compose.setContent
import androidx.activity.enableEdgeToEdge
import androidx.activity.result.contract.ActivityResultContracts
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.safeDrawingPadding
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.runtime.getValue
import androidx.compose.runtime.remember
import androidx.compose.ui.Modifier
import app.xiangqi.core.AppCore
import app.xiangqi.core.Event
import app.xiangqi.ui.AppScreen
import app.xiangqi.ui.designsystem.XiangqiTheme
import java.io.File

/**
 * The thin Android shell on the core's AppCore: one activity showing `AppScreen` inside the
 * safe drawing insets, the system's Back sent to the core while its stack or a dialog has
 * something to close (else the system handles it), ON_START/ON_STOP as Foreground and
 * Background, and the effects that need an activity (share sheet, document pickers, the
 * screen kept on, announcements, vibration).
 */
class CoreActivity : ComponentActivity(), ActivityPort {
    private lateinit var core: AppCore
    private lateinit var shell: AndroidShell
    private var pendingSave: ByteArray? = null

    private val createDocument = registerForActivityResult(ActivityResultContracts.CreateDocument("application/octet-stream")) { uri ->
        val bytes = pendingSave
        pendingSave = null
        val ok = uri != null && bytes != null && runCatching {
            contentResolver.openOutputStream(uri)!!.use { it.write(bytes) }
        }.isSuccess
        core.send(Event.FileSaved(ok))
    }

    private val openDocument = registerForActivityResult(ActivityResultContracts.OpenDocument()) { uri ->
        val bytes = uri?.let { runCatching { contentResolver.openInputStream(it)!!.use { s -> s.readBytes() } }.getOrNull() }
        core.send(Event.FileOpened(bytes))
    }

    override fun onCreate(savedInstanceState: Bundle?) {
        enableEdgeToEdge()
        super.onCreate(savedInstanceState)
        val (c, s) = CoreHolder.get(this)
        core = c
        shell = s
        shell.port = this
        setContent {
            val view by shell.view
            val board = remember(core) { CoreBoard(core) }
            XiangqiTheme {
                Surface(Modifier.fillMaxSize(), color = MaterialTheme.colorScheme.background) {
                    Box(Modifier.fillMaxSize().safeDrawingPadding()) {
                        view?.let { v ->
                            // Back goes to the core while it has a screen or a dialog to close.
                            BackHandler(enabled = v.stack.size > 1 || v.dialog != null) { core.send(Event.Back) }
                            AppScreen(v, board, core::send)
                        }
                    }
                }
            }
        }
    }

    override fun onStart() {
        super.onStart()
        shell.port = this
        core.send(Event.Foreground)
    }

    override fun onStop() {
        core.send(Event.Background)
        super.onStop()
    }

    override fun onDestroy() {
        if (shell.port === this) shell.port = null
        super.onDestroy()
    }

    override fun share(png: File, caption: String) {
        startActivity(CoreHolder.shareIntent(this, png, caption))
    }

    override fun saveFile(name: String, mime: String, bytes: ByteArray) {
        pendingSave = bytes
        createDocument.launch(name)
    }

    override fun openFile(mime: String) {
        openDocument.launch(arrayOf(mime, "application/octet-stream"))
    }

    override fun keepAwake(on: Boolean) {
        if (on) window.addFlags(WindowManager.LayoutParams.FLAG_KEEP_SCREEN_ON)
        else window.clearFlags(WindowManager.LayoutParams.FLAG_KEEP_SCREEN_ON)
    }

    override fun announce(text: String) {
        @Suppress("DEPRECATION") // (still the way to speak at once through TalkBack)
        window.decorView.announceForAccessibility(text)
    }

    override fun haptic() {
        val vibrator = if (Build.VERSION.SDK_INT >= 31) {
            getSystemService(VibratorManager::class.java).defaultVibrator
        } else {
            @Suppress("DEPRECATION")
            getSystemService(Vibrator::class.java)
        }
        val tick = if (Build.VERSION.SDK_INT >= 29) {
            VibrationEffect.createPredefined(VibrationEffect.EFFECT_TICK)
        } else {
            VibrationEffect.createOneShot(15, VibrationEffect.DEFAULT_AMPLITUDE)
        }
        vibrator?.vibrate(tick)
    }
}
