import XCTest
@testable import XiangqiKit

/// Games against the computer and between two players, driven through the store.
@MainActor
final class GameTests: XCTestCase {
    func testTwoTapsOnTheBoardsPixelsPlayAMoveWithItsEffects() async throws {
        let app = try await TestApp.make(.de)
        await app.startTwoPlayers()
        XCTAssertEqual(app.view.boardPoints.count, 90, "the board's points for VoiceOver")
        _ = app.platform.newCalls()
        try await app.play("h2", "e2")
        let g = try game(app.top)
        XCTAssertEqual(g.board.moves, ["K2.5"])
        XCTAssertEqual(g.moveStrip.rows.first?.red, "K2.5")
        XCTAssertEqual(g.moveStrip.rows.first?.numberText, "1.")
        XCTAssertEqual(g.moveStrip.cells.map(\.text), ["K2.5"])
        XCTAssertEqual(g.moveStrip.cells.first?.number, "1.")
        XCTAssertEqual(g.board.bottom, .black, "two players: the board turned")
        let calls = app.platform.newCalls()
        XCTAssertTrue(calls.contains(.cue(.move)), "\(calls)")
        XCTAssertTrue(calls.contains(.haptic), "\(calls)")
        XCTAssertFalse(app.platform.announcements.isEmpty, "VoiceOver hears the move")
    }

    func testADragFromPieceToPointPlaysTheMove() async throws {
        let app = try await TestApp.make()
        await app.startTwoPlayers()
        let from = try app.centre("h2"), to = try app.centre("e2")
        app.store.dragStart(x: from.x, y: from.y)
        app.store.dragMove(x: (from.x + to.x) / 2, y: from.y)
        app.store.dragMove(x: to.x, y: to.y)
        app.store.dragEnd(x: to.x, y: to.y)
        await app.store.settle()
        XCTAssertEqual(try game(app.top).board.moves.count, 1)
    }

    func testATapOffTheBoardSendsNothing() async throws {
        let app = try await TestApp.make()
        await app.startTwoPlayers()
        let before = app.store.viewCount
        app.store.tap(x: -50, y: -50)
        await app.store.settle()
        XCTAssertEqual(app.store.viewCount, before)
    }

    func testALongPressShowsThePieceCard() async throws {
        let app = try await TestApp.make(.de)
        await app.startTwoPlayers()
        let c = try app.centre("b0")
        app.store.longPress(x: c.x, y: c.y)
        await app.store.settle()
        let card = try XCTUnwrap(try game(app.top).card)
        XCTAssertTrue(card.text.contains("Pferd"), card.text)
    }

    func testVoiceOverActivatesAPointWithItsAction() async throws {
        let app = try await TestApp.make()
        await app.startTwoPlayers()
        let cannon = try XCTUnwrap(app.view.boardPoints.first { $0.point == "h2" })
        XCTAssertNotNil(cannon.action, "a red piece can be selected")
        XCTAssertNil(app.view.boardPoints.first { $0.point == "e5" }?.action, "an empty point does nothing yet")
        await app.send(.board(gesture: .activate(point: "h2")))
        XCTAssertTrue(app.view.boardPoints.first { $0.point == "h2" }!.selected)
        await app.send(.board(gesture: .activate(point: "e2")))
        XCTAssertEqual(try game(app.top).board.moves.count, 1)
    }

    func testTheComputerAnswersAndUndoTakesBothMovesBack() async throws {
        let app = try await TestApp.make()
        await app.startVsComputer(level: 0)
        try await app.play("h2", "e2")
        let v = try await app.waitFor("the reply") {
            if case let .game(g)? = $0.stack.last { return g.board.moves.count == 2 } else { return false }
        }
        let g = try game(v.stack.last!)
        XCTAssertTrue(g.message?.hasPrefix("Xiaolan:") ?? false, "\(String(describing: g.message))")
        XCTAssertTrue(app.platform.announcements.contains { $0.hasPrefix("Xiaolan:") })
        XCTAssertTrue(g.bar.contains { $0.action == .undo && $0.enabled && $0.icon == .undo })
        await app.action(.undo)
        let after = try game(app.top)
        XCTAssertTrue(after.board.moves.isEmpty)
        XCTAssertEqual(after.message, "Taken back: your move and the computer's reply.")
    }

    func testAHintComesWithItsReason() async throws {
        let app = try await TestApp.make(.de)
        await app.startVsComputer(level: 1, black: true)
        try await app.waitFor("Meifang opens") {
            if case let .game(g)? = $0.stack.last { return g.board.moves.count == 1 } else { return false }
        }
        await app.action(.hint)
        let v = try await app.waitFor("the hint") {
            if case let .game(g)? = $0.stack.last { return g.hint != nil } else { return false }
        }
        let hint = try XCTUnwrap(try game(v.stack.last!).hint)
        XCTAssertFalse(hint.reason.isEmpty)
        XCTAssertFalse(hint.notation.isEmpty)
        XCTAssertEqual(hint.text, "\(hint.notation) – \(hint.reason)")
    }

    func testResignAsksFirstAndBackClosesTheQuestion() async throws {
        let app = try await TestApp.make()
        await app.startTwoPlayers()
        await app.action(.resign)
        let dialog = try XCTUnwrap(app.view.dialog, "resign asks first")
        XCTAssertTrue(dialog.buttons.contains { $0.action == .confirmResign })
        await app.send(.back)
        XCTAssertNil(app.view.dialog)
        XCTAssertNil(try game(app.top).result)
        XCTAssertEqual(app.view.stack.count, 2, "Back closed only the dialog")
    }

    func testAConfirmedResignationShowsTheResultAndARematchStartsAfresh() async throws {
        let app = try await TestApp.make()
        await app.startTwoPlayers()
        _ = app.platform.newCalls()
        await app.action(.resign)
        await app.action(.confirmResign)
        let result = try XCTUnwrap(try game(app.top).result)
        XCTAssertTrue(result.headline.contains("Black wins"), result.headline)
        XCTAssertEqual(result.buttons.map(\.label), ["Rematch", "Review the game", "New game", "Share"])
        XCTAssertEqual(result.buttons.filter { $0.role == .primary }.map(\.action), [.rematch], "Rematch the only filled one")
        XCTAssertEqual(result.icon, .won)
        XCTAssertTrue(app.platform.newCalls().contains(.cue(.cymbal)))
        let over = try game(app.top)
        XCTAssertTrue(over.resultOpen, "the card comes up at the end")
        XCTAssertFalse(over.bar.contains { $0.action == .openResult }, "nothing to bring back yet")
        await app.action(.rematch)
        let g = try game(app.top)
        XCTAssertNil(g.result)
        XCTAssertTrue(g.board.moves.isEmpty)
    }

    func testTheResultPutAwayShowsTheFinalPositionAndTheBarBringsItBack() async throws {
        let app = try await TestApp.make()
        await app.startTwoPlayers()
        try await app.play("h2", "e2")
        await app.action(.resign)
        await app.action(.confirmResign)
        let over = try game(app.top)
        let result = try XCTUnwrap(over.result)
        XCTAssertTrue(over.resultOpen)
        await app.action(.closeResult)
        let away = try game(app.top)
        XCTAssertFalse(away.resultOpen, "put away")
        XCTAssertEqual(away.result, result, "the result itself stays")
        XCTAssertEqual(away.board.moves, over.board.moves, "the final position under it")
        let back = try XCTUnwrap(away.bar.first { $0.action == .openResult }, "\(away.bar.map(\.action))")
        XCTAssertEqual(back.icon, .trophy)
        XCTAssertEqual(back.label, "Result")
        XCTAssertTrue(back.enabled)
        await app.action(back.action)
        let again = try game(app.top)
        XCTAssertTrue(again.resultOpen, "brought back")
        XCTAssertEqual(again.result, result)
        XCTAssertFalse(again.bar.contains { $0.action == .openResult }, "the bar's button goes with it")
    }

    func testTwoPlayersTheOtherPlayerIsAskedForADraw() async throws {
        let app = try await TestApp.make(.de)
        await app.startTwoPlayers()
        try await app.play("h2", "e2")
        await app.action(.offerDraw)
        let dialog = try XCTUnwrap(app.view.dialog)
        XCTAssertTrue(dialog.text.contains("Schwarz bietet Remis an. Rot"), dialog.text)
        try await app.tap("h9")
        XCTAssertEqual(try game(app.top).board.moves.count, 1, "the board waits for the answer")
        await app.action(.acceptDraw)
        XCTAssertTrue(try XCTUnwrap(try game(app.top).result).headline.contains("Remis"))
    }

    func testAClockRunsOnTheTestClockAndTheFlagFallsOnTheHeartbeat() async throws {
        let app = try await TestApp.make()
        await app.startTwoPlayers(clock: 1) // 30 s per move
        XCTAssertTrue(app.view.keepAwake)
        XCTAssertTrue(app.platform.calls.contains(.keepAwake(true)))
        try await app.play("h2", "e2")
        await app.pass(ms: 10_000)
        XCTAssertEqual(try runningClock(app)?.time, "0:20")
        await app.pass(ms: 25_000)
        let running = try XCTUnwrap(try runningClock(app))
        XCTAssertTrue(running.grace)
        XCTAssertTrue(running.low, "drawn red")
        XCTAssertTrue(running.graceText?.contains("grace") ?? false, "\(running)")
        _ = app.platform.newCalls()
        await app.pass(ms: 20_000)
        let result = try XCTUnwrap(try game(app.top).result, "lost on time")
        XCTAssertEqual(result.headline, "Red wins")
        XCTAssertEqual(result.detail, "Time ran out")
        let calls = app.platform.newCalls()
        XCTAssertTrue(calls.contains(.cue(.cymbal)), "\(calls)")
        XCTAssertTrue(calls.contains(.keepAwake(false)), "\(calls)")
    }

    func testInTheBackgroundNoTimePassesAndTheMusicPauses() async throws {
        let app = try await TestApp.make()
        await app.startTwoPlayers(clock: 1)
        try await app.play("h2", "e2")
        await app.pass(ms: 10_000)
        _ = app.platform.newCalls()
        await app.send(.background)
        XCTAssertTrue(app.platform.newCalls().contains(.stopMusic))
        await app.pass(ms: 600_000)
        await app.send(.foreground)
        let g = try game(app.top)
        XCTAssertNil(g.result, "no flag fell while away")
        XCTAssertEqual(try runningClock(app)?.time, "0:20")
    }

    func testTypedMovesAndTheirRefusalsAreWordedByTheCore() async throws {
        let app = try await TestApp.make()
        await app.startTwoPlayers()
        await app.send(.typeMove(text: "C2.5"))
        XCTAssertEqual(try game(app.top).board.moves.count, 1)
        await app.send(.typeMove(text: "nonsense"))
        XCTAssertTrue(try game(app.top).message?.contains("not a move") ?? false)
        _ = app.platform.newCalls()
        try await app.tap("e2") // Red's piece while Black is to move
        XCTAssertTrue(app.platform.newCalls().contains { if case .announce = $0 { return true } else { return false } })
    }

    func testBackLeavesTheGameAndHomeResumesIt() async throws {
        let app = try await TestApp.make()
        await app.startTwoPlayers()
        try await app.play("h2", "e2")
        await app.send(.back)
        XCTAssertEqual(app.view.stack.count, 1)
        let row = try XCTUnwrap(try home(app.top).unfinished.first)
        await app.action(try XCTUnwrap(row.action))
        XCTAssertEqual(try game(app.top).board.moves.count, 1)
    }

    func testDeletingAnUnfinishedGameAsksFirst() async throws {
        let app = try await TestApp.make()
        await app.startTwoPlayers()
        await app.send(.back)
        let row = try XCTUnwrap(try home(app.top).unfinished.first)
        let delete = try XCTUnwrap(row.extra.first).action
        await app.action(delete)
        XCTAssertNotNil(app.view.dialog)
        await app.action(.closeDialog)
        XCTAssertEqual(try home(app.top).unfinished.count, 1)
        await app.action(delete)
        let confirm = try XCTUnwrap(app.view.dialog?.buttons.first { $0.role == .destructive }).action
        await app.action(confirm)
        XCTAssertTrue(try home(app.top).unfinished.isEmpty)
    }

    func testAQuitAppResumesItsGameFromTheDatabase() async throws {
        let path = try testDirectory().appendingPathComponent("xiangqi.db").path
        do {
            let app = try await TestApp.onDisk(path)
            await app.startTwoPlayers()
            try await app.play("h2", "e2")
            app.store.shutdown()
        }
        let app = try await TestApp.onDisk(path)
        let row = try XCTUnwrap(try home(app.top).unfinished.first)
        await app.action(try XCTUnwrap(row.action))
        XCTAssertEqual(try game(app.top).board.moves.count, 1)
        app.store.shutdown()
    }

    func testCapturesShowOnTheStripsAndSteppingBackLeavesTheGameUntilATap() async throws {
        let app = try await TestApp.make()
        await app.startTwoPlayers()
        try await app.play("h2", "h9") // the cannon jumps the cannon on h7 and takes the horse
        var g = try game(app.top)
        var red = try strip(g, .red), black = try strip(g, .black)
        XCTAssertEqual(red.captured, [Piece(color: .black, kind: .horse)])
        XCTAssertEqual(red.captured.map(\.character), ["馬"])
        XCTAssertEqual(red.material, "+4")
        XCTAssertTrue(black.captured.isEmpty)
        XCTAssertTrue(black.toMove)
        try await app.play("i9", "h9") // the chariot takes the cannon back
        g = try game(app.top)
        red = try strip(g, .red)
        black = try strip(g, .black)
        XCTAssertEqual(black.captured, [Piece(color: .red, kind: .cannon)])
        XCTAssertEqual(black.material, "+1")
        XCTAssertNil(red.material)
        XCTAssertEqual(g.moveStrip.currentPly, 2)
        XCTAssertFalse(g.moveStrip.stepping)
        let after = g.board.fen

        await app.action(.stepBack)
        g = try game(app.top)
        XCTAssertTrue(g.moveStrip.stepping)
        XCTAssertEqual(g.moveStrip.shownPly, 1)
        XCTAssertEqual(g.moveStrip.currentPly, 2)
        XCTAssertEqual(g.moveStrip.steppingText, "Move 1 of 2")
        XCTAssertEqual(g.board.moves.count, 2, "the game is unchanged")
        XCTAssertNotEqual(g.board.fen, after, "the board shows the position after the first move")
        let back = try XCTUnwrap(g.bar.first { $0.action == .backToGame }, "back to the game offered")
        XCTAssertEqual(back.icon, .backToGame)
        XCTAssertEqual(back.role, .primary)
        XCTAssertFalse(g.bar.contains { $0.action == .undo }, "no undo while an earlier position is shown")
        // The strips tell the position shown: after the first move only Red's capture.
        XCTAssertTrue(try strip(g, .black).captured.isEmpty, "the captures are the shown position's")
        XCTAssertEqual(try strip(g, .red).captured, [Piece(color: .black, kind: .horse)])
        XCTAssertEqual(try strip(g, .red).material, "+4")

        try await app.tap("e5") // a tap on the earlier position returns to the game
        g = try game(app.top)
        XCTAssertFalse(g.moveStrip.stepping)
        XCTAssertEqual(g.moveStrip.shownPly, 2)
        XCTAssertEqual(g.board.fen, after)
        XCTAssertEqual(g.board.moves.count, 2, "the tap only brought the game back")
        XCTAssertFalse(g.bar.contains { $0.action == .backToGame })
    }

    func testTheMenuOpensAsASheetAndItsActionsCloseIt() async throws {
        let app = try await TestApp.make()
        await app.startTwoPlayers()
        var g = try game(app.top)
        XCTAssertEqual(g.bar.first?.action, .openMenu)
        XCTAssertEqual(g.bar.first?.icon, .menu)
        XCTAssertFalse(g.menuOpen)
        await app.action(.openMenu)
        g = try game(app.top)
        XCTAssertTrue(g.menuOpen)
        XCTAssertTrue(g.menu.buttons.contains { $0.action == .resign && $0.role == .destructive && $0.icon == .resign })
        let bottom = g.board.bottom
        await app.action(.flipBoard)
        g = try game(app.top)
        XCTAssertFalse(g.menuOpen, "whatever the menu offered closes it")
        XCTAssertNotEqual(g.board.bottom, bottom)
        await app.action(.openMenu)
        await app.action(.closeMenu)
        XCTAssertFalse(try game(app.top).menuOpen)
    }
}
