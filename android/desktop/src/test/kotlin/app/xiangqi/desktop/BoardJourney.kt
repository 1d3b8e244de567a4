package app.xiangqi.desktop

import app.xiangqi.core.Action
import app.xiangqi.core.Tab
import app.xiangqi.core.AppView
import app.xiangqi.core.BoardGesture
import app.xiangqi.core.Event
import app.xiangqi.core.ScreenView

/**
 * Every screen with a board, in each state worth looking at, reached on a real core the way a
 * player gets there: a game against the computer (the marks' legend at the first selection,
 * a hint, the piece card, the menu, the resign question), two players with captures on both
 * sides and running clocks, the online game (its records from [OnlineSamples] over the
 * two-player board), stepping back through the moves, the result sheet (and put away), the analysis and the
 * review, a puzzle before and after it is solved, the puzzle of the day, a lesson, the editor.
 * [at] is called at each with the screenshot's name and the view, while the core is there (the
 * board's scene is the core's current one). Ends at home.
 */
fun boardJourney(d: Driver, at: (name: String, view: AppView) -> Unit) {
    val samples = OnlineSamples(d.lang)
    d.home()
    d.startVsComputer(level = 0)
    d.play("h2", "e2")
    d.waitForPlies(2)
    d.tap("b0") // the horse selected, its targets marked; the first selection brings the legend
    at("game-legend", d.view())
    if (d.game().legend != null) d.action(Action.DismissLegend)
    d.action(Action.Hint)
    d.waitFor("the hint") { (it.stack.last() as? ScreenView.Game)?.game?.hint != null }
    at("game", d.view())
    d.send(Event.Board(BoardGesture.LongPress("h0")))
    at("game-card", d.view())
    d.action(Action.OpenMenu)
    at("game-menu", d.view())
    d.action(Action.Resign)
    at("game-dialog", d.view())
    d.send(Event.Back)
    if (d.game().menuOpen) d.action(Action.CloseMenu)
    d.home()

    // Two players: the central cannon takes a soldier, the horse takes the cannon.
    d.startTwoPlayers(clock = 5)
    d.play("h2", "e2")
    d.play("h9", "g7")
    d.play("e2", "e6")
    d.play("g7", "e6")
    d.clock.ms += 7_000
    d.core.tick()
    d.core.settle()
    at("twoplayer", d.view())
    val now = d.view()
    val hub = ScreenView.Online(samples.signedIn(running = true))
    at("online-game", samples.app(now.stack.first(), hub, ScreenView.Game(samples.onlineGame(d.game())), base = now))
    d.action(Action.StepBack)
    d.action(Action.StepBack)
    at("game-stepping", d.view())
    d.action(Action.BackToGame)
    d.action(Action.Resign)
    d.action(Action.ConfirmResign)
    at("result", d.view())
    // The sheet put away to look at the final position (the bar brings it back).
    d.action(Action.CloseResult)
    at("result-closed", d.view())
    d.action(Action.OpenResult)
    val id = d.game().gameId
    d.action(Action.AnalysePosition)
    d.waitFor("the analysis lines") { v -> (v.stack.last() as? ScreenView.Analysis)?.analysis?.lines?.isNotEmpty() == true }
    at("analysis", d.view())
    d.send(Event.Back)
    d.action(Action.ReviewGame(id))
    d.waitFor("the review") { v -> (v.stack.last() as? ScreenView.Review)?.review?.progress == null }
    d.action(Action.ReviewGoto(2u))
    at("review", d.view())
    d.home()

    d.tab(Tab.PUZZLES)
    d.action(Action.OpenPuzzleLevel(1u))
    at("puzzle", d.view())
    val puzzle = (d.top() as ScreenView.Puzzle).puzzle
    for (mv in puzzleSolution(d, puzzle.puzzle.id)) {
        if ((d.top() as ScreenView.Puzzle).puzzle.puzzle.over) break
        d.play(mv.substring(0, 2), mv.substring(2, 4))
    }
    at("puzzle-solved", d.view())
    d.home()
    d.action(Action.OpenDaily)
    at("daily", d.view())
    d.send(Event.Back)
    if (d.view().dialog != null) d.action(Action.LeaveDaily)
    d.home()
    d.tab(Tab.LEARN)
    d.action(Action.OpenLesson(1u))
    at("lesson", d.view())
    d.home()
    d.open(Action.OpenEditor)
    at("editor", d.view())
    d.home()
}

/**
 * The solution of level 1's first puzzle [id] (its moves as ICCS), as a player learns it: a
 * second core on a fresh store opens the same puzzle and shows its solution.
 */
fun puzzleSolution(d: Driver, id: String): List<String> = Driver(d.lang).use { other ->
    other.tab(Tab.PUZZLES)
    other.action(Action.OpenPuzzleLevel(1u))
    other.action(Action.ShowSolution)
    val shown = (other.top() as ScreenView.Puzzle).puzzle
    check(shown.puzzle.id == id) { "the second core opened another puzzle: ${shown.puzzle.id}, not $id" }
    shown.solution!!.moves
}
