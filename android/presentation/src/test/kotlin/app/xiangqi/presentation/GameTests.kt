package app.xiangqi.presentation

import app.xiangqi.core.BlockReason
import app.xiangqi.core.ClockChoice
import app.xiangqi.core.Cue
import app.xiangqi.core.EndReason
import app.xiangqi.core.GameResult
import app.xiangqi.core.GameState
import app.xiangqi.core.Level
import app.xiangqi.core.Side
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Before
import org.junit.Test

/** The game screen driven as a player would: touches, buttons, the app stopping. */
class GameTests {
    private lateinit var device: Device

    @Before
    fun setUp() {
        device = Device(Device.tempDir("game"))
    }

    @After
    fun tearDown() {
        device.close()
    }

    private fun shown(start: GameStart): GamePresenter {
        val p = device.game(start)
        p.onEvent(GameEvent.Board(BoardGesture.Resized(BOARD_W, BOARD_H)))
        p.onEvent(GameEvent.Start)
        p.state.await("the game on screen") { !it.loading && it.board.scene != null }
        return p
    }

    private fun GamePresenter.tap(point: String): GameScreenState {
        onEvent(GameEvent.Board(tapAt(state.value.board, point)))
        return settled()
    }

    private fun GamePresenter.play(move: String): GameScreenState {
        val ply = state.value.ply
        tap(move.take(2))
        val after = tap(move.drop(2))
        // (The computer may have answered already.)
        assertTrue("$move played", after.ply > ply)
        return after
    }

    @Test
    fun aWholeGameAgainstTheComputerToTheEnd() {
        // Two chariots against a lone general: the player (Red) follows the hint to mate.
        val p = shown(GameStart.New(vsComputer(Level.EASY, Side.RED, "4k4/9/9/9/9/9/9/9/R7R/3K5 w - - 0 1")))
        var moves = 0
        while (!p.state.value.over) {
            assertTrue("mate within 30 moves", moves++ < 30)
            p.onEvent(GameEvent.Hint)
            val hinted = p.state.await("the hint") { !it.hintBusy && it.hint != null }
            p.play(hinted.hint!!)
            p.state.await("the computer's reply") { it.over || (it.sideToMove == Side.RED && !it.thinking) }
        }
        val end = p.state.value
        assertEquals(GameResult.RED_WINS, (end.result as GameState.Finished).result)
        assertTrue(end.status.isNotEmpty())
        assertTrue(Cue.CYMBAL in device.sound.cues)
        assertTrue("the computer replied", end.ply >= 3)
        assertEquals("each reply announced", end.ply / 2, device.spoken.size)
        // The home screen's record per level counts it.
        val home = HomePresenter(device.app, device.today, device.scope, device.background)
        val records = home.state.await("home") { !it.loading }.records
        assertEquals(1, records.single { it.level == Level.EASY }.record.wins.toInt())
        assertNull(home.state.value.resume)
    }

    @Test
    fun undoTakesBackTheMoveAndTheReply() {
        val p = shown(GameStart.New(vsComputer(Level.EASY, Side.RED)))
        p.play("h2e2")
        val replied = p.state.await("the reply") { it.ply == 2 && !it.thinking }
        assertTrue(replied.canUndo)
        p.onEvent(GameEvent.Undo)
        val undone = p.settled()
        assertEquals(0, undone.ply)
        assertFalse(undone.canUndo)
        assertEquals(emptyList<String>(), undone.moves)
    }

    @Test
    fun theHintIsAnArrowWithItsReason() {
        val p = shown(GameStart.New(twoPlayers()))
        p.onEvent(GameEvent.Hint)
        val s = p.state.await("the hint") { !it.hintBusy && it.hint != null }
        assertTrue(s.message!!.isNotEmpty())
        assertEquals(0, s.ply)
        // The next move clears it.
        val after = p.play(s.hint!!)
        assertNull(after.hint)
    }

    @Test
    fun tapDragAndLongPress() {
        val p = shown(GameStart.New(twoPlayers()))
        val selected = p.tap("b0")
        assertTrue(selected.message!!.isNotEmpty())
        val moved = p.tap("c2")
        assertEquals(1, moved.ply)
        assertTrue(Cue.MOVE in device.sound.cues)
        assertEquals(listOf(HapticKind.MOVE), device.haptics.toList())
        // Black drags a horse h9 -> g7: lifted under the finger, played on the drop.
        val from = moved.board.centre("h9")
        val to = moved.board.centre("g7")
        p.onEvent(GameEvent.Board(BoardGesture.DragStart(from.x, from.y)))
        p.onEvent(GameEvent.Board(BoardGesture.DragMove(to.x, to.y)))
        val lifted = p.settled()
        assertEquals(1, lifted.ply)
        p.onEvent(GameEvent.Board(BoardGesture.DragEnd(to.x, to.y)))
        val dropped = p.settled()
        assertEquals(2, dropped.ply)
        assertEquals(2, dropped.moves.size)
        // A drag off the board puts the piece back.
        val c = dropped.board.centre("h2")
        p.onEvent(GameEvent.Board(BoardGesture.DragStart(c.x, c.y)))
        p.onEvent(GameEvent.Board(BoardGesture.DragEnd(-50f, -50f)))
        assertEquals(2, p.settled().ply)
        // A long press shows the piece card; it goes when dismissed.
        val e0 = dropped.board.centre("e0")
        p.onEvent(GameEvent.Board(BoardGesture.LongPress(e0.x, e0.y)))
        val card = p.settled().card
        assertNotNull(card)
        assertEquals("e0", card!!.point)
        assertTrue(card.text.isNotEmpty())
        p.onEvent(GameEvent.DismissCard)
        assertNull(p.settled().card)
        // A screen reader's double tap selects like a finger.
        p.onEvent(GameEvent.Board(BoardGesture.TapPoint("h0")))
        assertTrue(p.settled().board.points.single { it.point == "h0" }.selected)
    }

    @Test
    fun twoPlayersTurnTheBoard() {
        val p = shown(GameStart.New(twoPlayers()))
        val start = p.state.value
        assertEquals(Side.RED, start.bottom)
        assertTrue("Red's general at the bottom", start.board.centre("e0").y > BOARD_H / 2)
        val after = p.play("h2e2")
        assertEquals(Side.BLACK, after.bottom)
        assertTrue("Black's general at the bottom", after.board.centre("e9").y > BOARD_H / 2)
        assertEquals(1, after.board.animation - start.board.animation)
    }

    @Test
    fun aHandicapGameFromTheNewGameScreen() {
        val newGame = NewGamePresenter(device.app, device.scope, device.background)
        newGame.onEvent(NewGameEvent.ChooseLevel(Level.EASY))
        newGame.onEvent(NewGameEvent.ChooseComputerHandicap(app.xiangqi.core.ComputerHandicap.TWO_HORSES))
        newGame.onEvent(NewGameEvent.Start)
        val id = newGame.state.await("the game started") { it.started != null }.started!!
        val p = shown(GameStart.Resume(id))
        val pieces = p.state.value.board.scene!!.pieces
        assertEquals(30, pieces.size)
        assertTrue(pieces.none { it.piece.color == Side.BLACK && it.piece.kind == app.xiangqi.core.PieceKind.HORSE })
        // Two handicaps at once are refused with the core's words.
        newGame.onEvent(NewGameEvent.Consumed)
        newGame.onEvent(NewGameEvent.ChooseHandicap(app.xiangqi.core.Handicap.CHARIOT))
        newGame.onEvent(NewGameEvent.Start)
        val refused = newGame.state.await("the refusal") { !it.starting && it.message != null }
        assertNull(refused.started)
    }

    @Test
    fun aResumedGameAfterARestart() {
        val first = shown(GameStart.New(twoPlayers()))
        first.play("h2e2")
        first.play("h9g7")
        val id = first.state.value.gameId!!
        first.onEvent(GameEvent.Stop)
        first.settled()
        device.close()
        // The app is started again over the same file.
        device = Device(device.dir)
        val home = HomePresenter(device.app, device.today, device.scope, device.background)
        val offer = home.state.await("home") { !it.loading }.resume!!
        assertEquals(id, offer.gameId)
        assertEquals(2, offer.plies)
        assertTrue(offer.title.isNotEmpty())
        val again = shown(GameStart.Resume(offer.gameId))
        assertEquals(2, again.state.value.ply)
        assertEquals(first.state.value.moves, again.state.value.moves)
        assertEquals(Side.RED, again.state.value.sideToMove)
    }

    @Test
    fun aClockRunsOut() {
        val p = shown(GameStart.New(twoPlayers(ClockChoice.PER_MOVE30)))
        val s = p.state.value
        assertNotNull(s.clock)
        assertEquals(Side.RED, s.clock!!.running)
        device.clock.advance(20_000)
        device.ticker.beat()
        val ticking = p.state.await("the clock at 10 s") { it.clock!!.redMs in 1..10_000 }
        assertFalse(ticking.over)
        // Past the 30 s and the 15 s of grace.
        device.clock.advance(26_000)
        device.ticker.beat()
        val out = p.state.await("the flag fall") { it.over }
        val finished = out.result as GameState.Finished
        assertEquals(EndReason.TIMEOUT, finished.reason)
        assertEquals(GameResult.BLACK_WINS, finished.result)
        assertTrue(Cue.CYMBAL in device.sound.cues)
    }

    @Test
    fun theClockStopsWhileTheAppIsStopped() {
        val p = shown(GameStart.New(twoPlayers(ClockChoice.PER_MOVE30)))
        p.onEvent(GameEvent.Stop)
        p.settled()
        device.clock.advance(120_000)
        device.ticker.beat()
        p.onEvent(GameEvent.Start)
        val back = p.settled()
        assertFalse(back.over)
        assertTrue(back.clock!!.redMs > 25_000u.toLong())
    }

    @Test
    fun anIllegalMoveIsAMessage() {
        val p = shown(GameStart.New(twoPlayers()))
        p.tap("h0")
        val refused = p.tap("f1") // the horse's leg (the elephant on g0) is in the way
        assertEquals(0, refused.ply)
        assertTrue(refused.message!!.isNotEmpty())
        // The same reason the core gives in its move helper.
        assertTrue(refused.board.points.single { it.point == "f1" }.target == app.xiangqi.core.TargetKind.BLOCKED)
        assertEquals(BlockReason.HORSE_LEG, BlockReason.valueOf("HORSE_LEG"))
        // The other side's piece: refused, nothing played.
        val notYours = p.tap("b9")
        assertEquals(0, notYours.ply)
        assertTrue(notYours.message!!.isNotEmpty())
    }

    @Test
    fun aNewGameCancelsTheComputersMove() {
        device.close()
        device = Device(Device.tempDir("cancel"), strongMs = 20_000u)
        val p = shown(GameStart.New(vsComputer(Level.STRONG, Side.RED)))
        p.play("h2e2")
        val old = p.state.await("the computer thinking") { it.thinking }.gameId!!
        p.onEvent(GameEvent.NewGame(twoPlayers()))
        val fresh = p.state.await("the new game") { it.gameId != old && !it.loading }
        assertEquals(0, fresh.ply)
        assertFalse(fresh.thinking)
        val app = device.app
        device.close() // waits for the background threads: the cancelled search has ended
        val stored = app.unfinishedGames().single { it.id == old }
        assertEquals("the cancelled move was never played", 1, stored.plyCount.toInt())
        assertNotEquals(old, fresh.gameId)
        device = Device(Device.tempDir("after-cancel"))
    }

    @Test
    fun aDrawOfferedBetweenTwoPlayers() {
        val p = shown(GameStart.New(twoPlayers()))
        p.play("h2e2")
        p.onEvent(GameEvent.OfferDraw)
        assertEquals(DrawOffer.ASK_OPPONENT, p.settled().drawOffer)
        p.onEvent(GameEvent.DeclineDraw)
        assertEquals(DrawOffer.NONE, p.settled().drawOffer)
        p.onEvent(GameEvent.OfferDraw)
        p.onEvent(GameEvent.AcceptDraw)
        val drawn = p.settled()
        val finished = drawn.result as GameState.Finished
        assertEquals(GameResult.DRAW, finished.result)
        assertEquals(EndReason.AGREEMENT, finished.reason)
        assertFalse(drawn.canUndo)
    }

    @Test
    fun theLastMoveAnimatesFrameByFrame() {
        val p = shown(GameStart.New(twoPlayers()))
        p.play("b0c2")
        val half = p.frame(0.5f)!!
        val moving = half.pieces.single { it.role == app.xiangqi.core.SpriteRole.MOVING }
        assertEquals("c2", moving.point)
        val resting = p.state.value.board.centre("c2")
        assertNotEquals("halfway, not yet on c2", resting, moving.center)
    }
}
