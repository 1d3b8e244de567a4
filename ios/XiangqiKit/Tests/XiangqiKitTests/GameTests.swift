import XCTest
@testable import XiangqiKit

@MainActor
final class GameTests: XCTestCase {
    func testWholeGameAgainstTheComputerToTheEnd() async throws {
        let recorder = Recorder()
        let app = makeApp(try testDirectory(), recorder: recorder)
        // Two chariots against a bare general: the game must end.
        let game = try app.start(config(level: .easy, fen: "3ak4/9/9/9/9/9/9/9/8R/R2K5 w - - 0 1"))
        var plies = 0
        while !game.view.state.isOver && plies < 200 {
            if game.view.computerToMove {
                await game.computerMoveFinished()
            } else {
                await game.showHint()
                let hint = try XCTUnwrap(game.hintMove, game.message ?? "no hint")
                game.tapMove(hint)
            }
            plies += 1
        }
        let sheet = try XCTUnwrap(game.result)
        XCTAssertEqual(sheet.result, .redWins)
        XCTAssertFalse(sheet.text.isEmpty)
        XCTAssertTrue(recorder.cues.contains(.cymbal), "game end cue: \(recorder.cues)")
        XCTAssertFalse(recorder.announcements.isEmpty, "the computer's moves are announced")
        XCTAssertFalse(recorder.haptics.isEmpty)
        let home = try XCTUnwrap(app.home())
        XCTAssertEqual(home.records.first { $0.level == .easy }?.record.wins, 1)
        XCTAssertNil(home.resumeOffer)
        game.play(text: "e1e2")
        XCTAssertNotNil(game.message, "a finished game refuses with a message")
    }

    func testUndoTakesBackTheMoveAndTheReply() async throws {
        let app = makeApp(try testDirectory())
        let game = try app.start(config(level: .normal))
        game.tapMove("h2e2")
        await game.computerMoveFinished()
        XCTAssertEqual(game.view.ply, 2)
        XCTAssertTrue(game.view.canUndo)
        game.undo()
        XCTAssertEqual(game.view.ply, 0)
        XCTAssertFalse(game.view.canUndo)
        game.undo()
        XCTAssertNotNil(game.message, "nothing to undo is a message")
    }

    func testUndoWhileTheComputerThinksDropsItsMove() async throws {
        let app = makeApp(try testDirectory())
        let game = try app.start(config(level: .strong))
        game.tapMove("h2e2")
        XCTAssertTrue(game.thinking)
        game.undo()
        XCTAssertFalse(game.thinking)
        await game.computerMoveFinished()
        try await Task.sleep(for: .milliseconds(200))
        XCTAssertEqual(game.view.ply, 0, "the stale reply was not played")
        XCTAssertEqual(game.view.fen, startFen)
    }

    func testHintShowsAnArrowAndItsReason() async throws {
        let app = makeApp(try testDirectory())
        let game = try app.start(config(level: .strong))
        game.board.resize(width: canvasWidth, height: canvasHeight)
        let plain = try XCTUnwrap(game.board.scene).primitives.count
        await game.showHint()
        let hint = try XCTUnwrap(game.hintMove)
        XCTAssertTrue(try legalMoves(fen: game.view.fen).contains(hint))
        XCTAssertFalse(try XCTUnwrap(game.message).isEmpty)
        XCTAssertGreaterThan(try XCTUnwrap(game.board.scene).primitives.count, plain, "the arrow is drawn")
    }

    func testTapDragAndLongPress() async throws {
        let recorder = Recorder()
        let app = makeApp(try testDirectory(), recorder: recorder)
        let game = try app.start(config())
        let b0 = game.centre("b0")
        XCTAssertEqual(game.board.elements.count, 90, "one screen-reader element per point")
        XCTAssertEqual(game.board.point(x: b0.x, y: b0.y), "b0")
        game.tap(x: b0.x, y: b0.y)
        XCTAssertTrue(game.board.elements.first { $0.point == "b0" }!.selected)
        XCTAssertFalse(try XCTUnwrap(game.message).isEmpty)
        let c2 = game.centre("c2")
        game.tap(x: c2.x, y: c2.y)
        XCTAssertEqual(game.view.moves.count, 1)
        XCTAssertEqual(recorder.cues, [.move])
        XCTAssertTrue(game.board.isAnimating)
        game.board.advance(elapsed: BoardModel.moveAnimationSeconds)
        XCTAssertFalse(game.board.isAnimating)

        // Black drags a horse: lifted under the finger, played on the drop.
        let h9 = game.centre("h9")
        let g7 = game.centre("g7")
        game.dragBegan(x: h9.x, y: h9.y)
        game.dragChanged(x: g7.x + 3, y: g7.y - 2)
        let lifted = try XCTUnwrap(game.board.scene?.pieces.first { $0.role == .dragged })
        XCTAssertEqual(lifted.center, PixelPoint(x: g7.x + 3, y: g7.y - 2))
        game.dragEnded(x: g7.x + 3, y: g7.y - 2)
        XCTAssertEqual(game.view.ply, 2)

        // A drag dropped off the board puts the piece back.
        let a3 = game.centre("a3")
        game.dragBegan(x: a3.x, y: a3.y)
        game.dragEnded(x: -50, y: -50)
        XCTAssertEqual(game.view.ply, 2)
        XCTAssertNil(game.board.scene?.pieces.first { $0.role == .dragged })

        // A blocked target: refused with its reason.
        game.tap(point: "h0")
        game.message = nil
        game.tap(point: "f1")
        XCTAssertEqual(game.view.ply, 2)
        XCTAssertFalse(try XCTUnwrap(game.message).isEmpty)

        // Long press: the piece card.
        let h2 = game.centre("h2")
        game.longPress(x: h2.x, y: h2.y)
        let card = try XCTUnwrap(game.card)
        XCTAssertEqual(card.card.piece.kind, .cannon)
        XCTAssertFalse(card.text.isEmpty)
    }

    func testTwoPlayersTurnTheBoard() async throws {
        let app = makeApp(try testDirectory())
        let game = try app.start(config())
        game.board.resize(width: canvasWidth, height: canvasHeight)
        func redGeneralY() -> Float { game.board.scene!.pieces.first { $0.point == "e0" }!.center.y }
        XCTAssertEqual(game.view.bottom, .red)
        XCTAssertGreaterThan(redGeneralY(), canvasHeight / 2)
        game.tapMove("h2e2")
        XCTAssertEqual(game.view.bottom, .black)
        XCTAssertLessThan(redGeneralY(), canvasHeight / 2, "Red's general is now at the top")
        game.tapMove("h9g7")
        XCTAssertEqual(game.view.bottom, .red)
        XCTAssertEqual(game.moveRows.count, 1)
        XCTAssertNotNil(game.moveRows[0].black)
    }

    func testHandicapGame() async throws {
        let app = makeApp(try testDirectory())
        let newGame = try XCTUnwrap(app.newGame())
        newGame.opponent = .twoPlayers
        newGame.handicap = .chariot
        let game = try XCTUnwrap(newGame.start(), newGame.message ?? "")
        XCTAssertFalse(game.view.pieces.contains { $0.point == "a0" })
        XCTAssertEqual(game.view.pieces.count, 31)
        XCTAssertFalse(game.view.title.isEmpty)
        // The core refuses two handicaps at once, with its reason.
        newGame.opponent = .computer
        newGame.houseRules.computerHandicap = .horse
        XCTAssertNil(newGame.start())
        XCTAssertNotNil(newGame.message)
    }

    func testResumeAfterRestart() async throws {
        let dir = try testDirectory()
        let first = makeApp(dir)
        let game = try first.start(config(level: .easy, clock: .perMove60))
        game.tapMove("c3c4")
        await game.computerMoveFinished()
        game.tapMove("h0g2")
        let before = game.view
        first.enterBackground()
        XCTAssertFalse(game.thinking, "the computer stops in the background")

        // "Restart": a new app model over the same file.
        let second = makeApp(dir)
        let home = try XCTUnwrap(second.home())
        XCTAssertNotNil(home.resumeOffer)
        let resumed = try XCTUnwrap(second.resumeGame())
        XCTAssertEqual(resumed.view.fen, before.fen)
        XCTAssertEqual(resumed.view.moves, before.moves)
        XCTAssertNotNil(resumed.view.clock)
        XCTAssertNotNil(resumed.redClock)
        await resumed.computerMoveFinished()
        XCTAssertEqual(resumed.view.ply, 4, "the computer moved after the restart")
        second.closeGame()
    }

    func testBackgroundStopsTheComputerAndForegroundAsksAgain() async throws {
        let app = makeApp(try testDirectory())
        let game = try app.start(config(level: .strong))
        game.tapMove("h2e2")
        XCTAssertTrue(game.thinking)
        app.enterBackground()
        XCTAssertFalse(game.thinking)
        await game.computerMoveFinished()
        XCTAssertEqual(game.view.ply, 1, "no move is played in the background")
        app.enterForeground()
        XCTAssertTrue(game.thinking)
        await game.computerMoveFinished()
        XCTAssertEqual(game.view.ply, 2, game.message ?? "")
        XCTAssertFalse(game.thinking)
    }

    func testClockRunsOut() async throws {
        let clock = TestClock()
        let app = makeApp(try testDirectory(), clock: clock)
        let game = try app.start(config(clock: .perMove30))
        XCTAssertEqual(game.redClock, "0:30")
        clock.advance(seconds: 31)
        game.tick()
        XCTAssertNil(game.result)
        XCTAssertEqual(game.view.clock?.inGrace, true)
        clock.advance(seconds: 15)
        game.tick()
        let sheet = try XCTUnwrap(game.result)
        XCTAssertEqual(sheet.reason, .timeout)
        XCTAssertEqual(sheet.result, .blackWins)
    }

    func testIllegalMoveIsAMessage() async throws {
        let app = makeApp(try testDirectory())
        let game = try app.start(config())
        game.play(text: "h2h8")
        XCTAssertFalse(try XCTUnwrap(game.message).isEmpty)
        game.play(text: "nonsense")
        XCTAssertNotNil(game.message)
        XCTAssertEqual(game.view.ply, 0)
        game.tap(point: "b9")
        XCTAssertNotNil(game.message, "Black's piece on Red's turn: refused with the reason")
        XCTAssertEqual(game.view.ply, 0)
    }

    func testDrawOfferAndResign() async throws {
        let app = makeApp(try testDirectory())
        let two = try app.start(config())
        await two.offerDraw()
        XCTAssertTrue(two.drawQuestion)
        two.agreeDraw()
        XCTAssertEqual(two.result?.result, .draw)
        let game = try app.start(config(level: .easy))
        game.resign()
        XCTAssertEqual(game.resultSheet?.reason, .resignation)
        game.dismissResult()
        XCTAssertNil(game.resultSheet)
        XCTAssertNotNil(game.result)
    }

    func testManyCallsFromSeveralTasks() async throws {
        let app = makeApp(try testDirectory())
        let core = try XCTUnwrap(app.core)
        let shared = try app.start(config())
        let session = shared.session
        let results = await withTaskGroup(of: Bool.self, returning: [Bool].self) { group in
            for i in 0..<12 {
                group.addTask {
                    do {
                        let own = try core.newGame(config: config())
                        _ = try own.play(text: i % 2 == 0 ? "h2e2" : "b2e2")
                        _ = own.scene(width: canvasWidth, height: canvasHeight, progress: 1)
                        for _ in 0..<20 {
                            _ = session.view()
                            _ = try session.select(point: "h0")
                            _ = session.accessibility(width: canvasWidth, height: canvasHeight)
                        }
                        // Only one task can make this move; the others get a typed error.
                        _ = try? session.play(text: "c3c4")
                        return true
                    } catch {
                        return false
                    }
                }
            }
            var all: [Bool] = []
            for await ok in group { all.append(ok) }
            return all
        }
        XCTAssertEqual(results.count, 12)
        XCTAssertTrue(results.allSatisfy { $0 })
        shared.tick() // refreshes the model's view from the session
        XCTAssertEqual(shared.view.ply, 1)
    }
}
