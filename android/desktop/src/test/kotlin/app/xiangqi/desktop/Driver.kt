package app.xiangqi.desktop

import app.xiangqi.core.Action
import app.xiangqi.core.AppCore
import app.xiangqi.core.AppView
import app.xiangqi.core.BoardGesture
import app.xiangqi.core.Event
import app.xiangqi.core.Field
import app.xiangqi.core.GameScreenView
import app.xiangqi.core.Lang
import app.xiangqi.core.ScreenView
import app.xiangqi.core.Tab

/**
 * A real AppCore in memory on a fixed day, driven by events the way a person's gestures
 * would send them (tests and screenshots; the UI tests click the composables instead where
 * it matters).
 */
class Driver(val lang: Lang, val files: Files? = null) : AutoCloseable {
    val clock = FixedClock(NOON)
    val shell = if (files != null) DesktopShell(files, sound = false, log = {}) else DesktopShell(sound = false, log = {})
    val core: AppCore = startTestCore(shell, lang, clock)

    init {
        core.settle()
    }

    fun send(event: Event) {
        core.send(event)
        core.settle()
    }

    fun action(action: Action) = send(Event.Action(action))
    fun choose(field: Field, option: Int) = send(Event.Choose(field, option.toUInt()))
    fun tap(point: String) = send(Event.Board(BoardGesture.Tap(point)))
    fun play(from: String, to: String) {
        tap(from)
        tap(to)
    }

    fun view(): AppView = core.view()
    fun top(): ScreenView = view().stack.last()
    fun game(): GameScreenView = (top() as ScreenView.Game).game

    /** Waits (up to 30 s) until the view satisfies [pred]. */
    fun waitFor(what: String, pred: (AppView) -> Boolean): AppView {
        val deadline = System.currentTimeMillis() + 30_000
        while (true) {
            core.settle()
            val v = view()
            if (pred(v)) return v
            check(System.currentTimeMillis() < deadline) { "timed out waiting for $what: ${v.stack.lastOrNull()}" }
            Thread.sleep(20)
        }
    }

    /** A tab of the bottom bar. */
    fun tab(tab: Tab) = send(Event.SelectTab(tab))

    /** A screen under the More tab (online play, the editor, the settings): the tab, then its row. */
    fun open(action: Action) {
        tab(Tab.MORE)
        action(action)
    }

    /** Back until the tabs show, then the Play tab at its root (home). */
    fun home() {
        repeat(8) {
            if (view().dialog == null && view().tabs.isNotEmpty()) {
                tab(Tab.PLAY)
                tab(Tab.PLAY)
                return
            }
            send(Event.Back)
        }
    }

    /** A game against the computer at [level], the person playing Red. */
    fun startVsComputer(level: Int = 0) {
        action(Action.OpenNewGame)
        choose(Field.MODE, 0)
        choose(Field.LEVEL, level)
        choose(Field.COLOR, 0)
        action(Action.StartGame)
    }

    /** Two players with the form's clock option [clock]. */
    fun startTwoPlayers(clock: Int) {
        action(Action.OpenNewGame)
        choose(Field.MODE, 1)
        choose(Field.CLOCK, clock)
        action(Action.StartGame)
    }

    /** Waits for the computer's reply: [plies] moves on the board. */
    fun waitForPlies(plies: Int) = waitFor("$plies plies") { v ->
        (v.stack.last() as? ScreenView.Game)?.game?.let { it.board.moves.size >= plies && !it.board.computerThinking } == true
    }

    override fun close() = core.shutdown()
}
