package app.xiangqi.presentation

import app.xiangqi.core.Lang
import app.xiangqi.core.XiangqiApp
import app.xiangqi.core.XiangqiException
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope

/** Opens the app's database (Android: `XiangqiApp.open` in the files directory). */
interface CoreOpener {
    fun open(): XiangqiApp

    /** After a damaged database: the damaged file is kept aside, a fresh one opened. */
    fun recover(): XiangqiApp
}

class FileOpener(private val path: String) : CoreOpener {
    override fun open(): XiangqiApp = XiangqiApp.open(path)
    override fun recover(): XiangqiApp = XiangqiApp.recover(path)
}

sealed interface Startup {
    data object Opening : Startup
    data class Ready(val app: XiangqiApp) : Startup

    /** The database is damaged: offer to start afresh ([StartupEvent.Recover]). */
    data class Damaged(val message: String) : Startup

    /** Written by a newer app: ask for an update (the file is left untouched). */
    data class TooNew(val message: String) : Startup
    data class Failed(val message: String) : Startup
}

sealed interface StartupEvent {
    data object Open : StartupEvent
    data object Recover : StartupEvent
}

/** Opening the store, and the corrupt-database path as a message (never a crash). */
class StartupPresenter(
    private val opener: CoreOpener,
    private val deviceLang: Lang,
    scope: CoroutineScope,
    background: CoroutineDispatcher,
) : Presenter<Startup, StartupEvent>(Startup.Opening, scope, background) {

    override fun onEvent(event: StartupEvent) {
        serial {
            update { Startup.Opening }
            val next = try {
                val app = when (event) {
                    StartupEvent.Open -> opener.open()
                    StartupEvent.Recover -> opener.recover()
                }
                app.adoptDeviceLanguage(deviceLang)
                Startup.Ready(app)
            } catch (e: XiangqiException.CorruptDatabase) {
                Startup.Damaged(e.text)
            } catch (e: XiangqiException.NewerDatabase) {
                Startup.TooNew(e.text)
            } catch (e: XiangqiException) {
                Startup.Failed(e.text())
            }
            update { next }
        }
    }
}
