package app.xiangqi.tests

import app.xiangqi.core.*
import app.xiangqi.online.startApp
import app.xiangqi.online.startAppForTest
import java.io.File
import java.util.concurrent.LinkedBlockingQueue
import java.util.concurrent.atomic.AtomicLong

/** 2026-12-01, noon UTC: the tests' "now". */
const val NOON = 1_796_126_400_000L

/** Nothing listens there: the online screens stay offline. */
const val NO_SERVER = "http://127.0.0.1:8080"

/** The shell's side of the bindings, recorded: every view rendered, every effect. */
class Recording : AppShell {
    val views = LinkedBlockingQueue<AppView>()
    val effects = LinkedBlockingQueue<Effect>()
    override fun render(view: AppView) {
        views.add(view)
    }
    override fun effect(effect: Effect) {
        effects.add(effect)
    }
}

/** A clock the test moves. */
class TestClock(start: Long = NOON) : WallClock {
    val now = AtomicLong(start)
    override fun nowMs(): ULong = now.get().toULong()
}

/** A fresh folder for one test's databases (under XIANGQI_TEST_DIR when set). */
fun testDir(name: String): File {
    val base = File(System.getenv("XIANGQI_TEST_DIR") ?: System.getProperty("java.io.tmpdir"))
    return File(base, "$name-${System.nanoTime()}").apply { mkdirs() }
}

/** One app core as a shell holds it: events in, views and effects out. */
class TestApp(val core: AppCore, val shell: Recording, val clock: TestClock?) : AutoCloseable {
    companion object {
        /** Everything in memory, on a test clock, Master Wang thinking 40 ms. */
        fun inMemory(lang: Lang = Lang.EN): TestApp {
            val shell = Recording()
            val clock = TestClock()
            return TestApp(startAppForTest(lang, clock, 40uL, NO_SERVER, shell), shell, clock)
        }

        /** The app as a phone starts it: its database in a file, the wall clock. */
        fun onFile(path: String, lang: Lang = Lang.EN): TestApp {
            val shell = Recording()
            return TestApp(startApp(path, lang, 0, NO_SERVER, shell), shell, null)
        }
    }

    fun send(event: Event) {
        core.send(event)
        core.settle()
    }

    fun press(action: Action) = send(Event.Action(action))

    fun choose(field: Field, option: Int) = send(Event.Choose(field, option.toUInt()))

    fun tap(point: String) = send(Event.Board(BoardGesture.Tap(point)))

    fun view(): AppView = core.view()

    fun top(): ScreenView = core.view().stack.last()

    fun game(): GameScreenView = (top() as ScreenView.Game).game

    /** The settings, from the More tab. */
    fun openSettings() {
        send(Event.SelectTab(Tab.MORE))
        press(Action.OpenSettings)
    }

    /** The choice of [field] among the settings' rows on top. */
    fun choice(field: Field): ChoiceView {
        val settings = (top() as? ScreenView.Settings)?.form ?: error("no settings on top: ${top()}")
        return settings.groups.flatMap { it.rows }.map { it.control }
            .filterIsInstance<SettingControl.Choice>().first { it.choice.field == field }.choice
    }

    /** How many options the settings offer for [field] (a list of words or of pictures). */
    fun optionCount(field: Field): Int {
        val settings = (top() as? ScreenView.Settings)?.form ?: error("no settings on top: ${top()}")
        return settings.groups.flatMap { it.rows }.map { it.control }.firstNotNullOf { c ->
            when {
                c is SettingControl.Choice && c.choice.field == field -> c.choice.options.size
                c is SettingControl.Pictures && c.picker.field == field -> c.picker.options.size
                else -> null
            }
        }
    }

    /** A game of two players on this device, Red to move. */
    fun twoPlayerGame() {
        send(Event.SelectTab(Tab.PLAY))
        press(Action.OpenNewGame)
        choose(Field.MODE, 1)
        press(Action.StartGame)
    }

    /** Waits (up to 30 s) until the view satisfies [pred] (the computer's move comes from its thread). */
    fun waitFor(what: String, pred: (AppView) -> Boolean): AppView {
        val deadline = System.currentTimeMillis() + 30_000
        while (true) {
            core.settle()
            val v = core.view()
            if (pred(v)) return v
            check(System.currentTimeMillis() < deadline) { "waited 30 s for $what" }
            Thread.sleep(5)
        }
    }

    override fun close() {
        core.shutdown()
        core.close()
    }
}
