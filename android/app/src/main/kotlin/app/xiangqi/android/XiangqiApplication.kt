package app.xiangqi.android

import android.app.Application
import app.xiangqi.core.Lang
import app.xiangqi.presentation.Feedback
import app.xiangqi.presentation.FileOpener
import app.xiangqi.presentation.StartupEvent
import app.xiangqi.presentation.StartupPresenter
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import java.io.File
import java.util.Locale

/** The app's long-lived parts: the store's opening, sound, speech, haptics, preferences. */
class XiangqiApplication : Application() {
    val scope = CoroutineScope(SupervisorJob() + Dispatchers.Main.immediate)
    val preferences by lazy { SharedPreferencesStore(this) }
    val sound by lazy { AndroidSound() }
    val speech by lazy { AndroidSpeech(this) }
    val feedback by lazy { Feedback(sound, speech, AndroidHaptics(this), preferences) }
    val startup by lazy {
        val lang = if (Locale.getDefault().language == "de") Lang.DE else Lang.EN
        StartupPresenter(FileOpener(File(filesDir, "xiangqi.db").path), lang, scope, Dispatchers.IO)
            .also { it.onEvent(StartupEvent.Open) }
    }
}
