import XCTest
@testable import XiangqiKit

/// Records, review, analysis, the editor and sharing.
@MainActor
final class ToolTests: XCTestCase {
    /// A short finished two-player game (Red resigns after three moves).
    private func finishedGame(_ app: TestApp) async throws {
        await app.startTwoPlayers()
        try await app.play("h2", "e2")
        try await app.play("h9", "g7")
        try await app.play("h0", "g2")
        await app.action(.resign)
        await app.action(.confirmResign)
        XCTAssertNotNil(try game(app.top).result)
    }

    func testRecordsListTheGameAndItsReviewShowsKeyMomentsAndSteps() async throws {
        let app = try await TestApp.make()
        try await finishedGame(app)
        await app.send(.back)
        await app.send(.selectTab(tab: .records))
        guard case let .records(records) = app.top else { return XCTFail("\(app.top)") }
        XCTAssertEqual(records.games.count, 1)
        XCTAssertEqual(records.figures.first?.value, "1", "the games finished at a glance")
        await app.action(try XCTUnwrap(records.games[0].action))
        let v = try await app.waitFor("the review") {
            if case let .review(r)? = $0.top { return r.review != nil } else { return false }
        }
        guard case let .review(review)? = v.top else { return XCTFail() }
        XCTAssertEqual(review.ply, 3)
        XCTAssertEqual(review.plyCount, 3)
        XCTAssertEqual(review.review?.graph.count, 4, "the graph's data: the start and each ply")
        // The moves as the game's strip: each goes to its ply, the shown one is the review's.
        let strip = review.moveStrip
        XCTAssertEqual(strip.cells.map(\.ply), [1, 2, 3])
        XCTAssertEqual(strip.cells.map(\.action), [.reviewGoto(ply: 1), .reviewGoto(ply: 2), .reviewGoto(ply: 3)])
        XCTAssertEqual(strip.shownPly, review.ply)
        XCTAssertFalse(strip.stepping, "a review has no game to go back to")
        XCTAssertNil(strip.steppingText)
        XCTAssertEqual(strip.rows.map(\.redPly), [1, 3])
        XCTAssertEqual(strip.rows.map(\.blackPly), [2, nil])
        await app.action(strip.cells[1].action)
        guard case let .review(gone) = app.top else { return XCTFail() }
        XCTAssertEqual(gone.ply, 2)
        XCTAssertEqual(gone.moveStrip.shownPly, 2, "the strip follows the ply")
        await app.action(.reviewFirst)
        await app.action(.reviewNext)
        guard case let .review(stepped) = app.top else { return XCTFail() }
        XCTAssertEqual(stepped.ply, 1)
        XCTAssertTrue(stepped.plyText?.contains("Red") ?? false, "\(String(describing: stepped.plyText))")
        XCTAssertEqual(app.view.boardPoints.count, 90, "the review's board")
    }

    func testAnalysisShowsLinesAndBackReturnsToTheGame() async throws {
        let app = try await TestApp.make()
        try await finishedGame(app)
        await app.action(.analysePosition)
        let v = try await app.waitFor("analysis lines") {
            if case let .analysis(a)? = $0.top { return !a.lines.isEmpty } else { return false }
        }
        guard case let .analysis(analysis)? = v.top else { return XCTFail() }
        XCTAssertFalse(analysis.lines[0].score.isEmpty)
        XCTAssertFalse(analysis.status.isEmpty)
        await app.send(.back)
        _ = try game(app.top)
    }

    func testTheEditorSetsUpAPositionAndPlaysIt() async throws {
        let app = try await TestApp.make(.de)
        await app.openFromMore(.openEditor)
        await app.action(.editorClear)
        guard case let .editor(cleared) = app.top else { return XCTFail("\(app.top)") }
        XCTAssertFalse(cleared.editor.playable)
        XCTAssertTrue(cleared.buttons.contains { $0.action == .editorPlay && !$0.enabled })
        await app.send(.paste(text: "3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1"))
        guard case let .editor(pasted) = app.top else { return XCTFail() }
        XCTAssertTrue(pasted.editor.playable)
        XCTAssertEqual(app.store.boardScene(width: 900, height: 1000)?.pieces.count, 3)
        // The editor's board has its 90 points for VoiceOver; a tap on the chariot's pixels
        // from the scene goes through the core's pointAt.
        XCTAssertEqual(app.view.boardPoints.count, 90)
        await app.action(.editorEraser)
        let chariot = try XCTUnwrap(app.store.boardScene(width: canvasWidth, height: canvasHeight)?
            .pieces.first { $0.point == "e1" })
        app.store.tap(x: chariot.center.x, y: chariot.center.y)
        await app.store.settle()
        guard case let .editor(erased) = app.top else { return XCTFail() }
        XCTAssertEqual(erased.editor.pieces.count, 2)
        await app.send(.paste(text: "3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1"))
        await app.action(.editorPlay)
        _ = try newGame(app.top)
        await app.choose(.opponent, 3)
        await app.action(.startGame)
        let g = try game(app.top)
        XCTAssertEqual(g.title, "Zu zweit", "one short line")
        XCTAssertTrue(g.board.title.contains("eigene Stellung"), g.board.title)
    }

    func testThePaletteDrawsItsPiecesAndCopyFenReachesTheClipboard() async throws {
        let app = try await TestApp.make()
        await app.openFromMore(.openEditor)
        await app.action(.editorClear)
        guard case let .editor(cleared) = app.top else { return XCTFail("\(app.top)") }
        XCTAssertEqual(cleared.editor.palette.count, 14)
        XCTAssertEqual(cleared.eraser.action, .editorEraser)
        // Each entry is its piece as the board draws it: painted with the board's painter.
        for entry in cleared.editor.palette {
            XCTAssertEqual(entry.scene.pieces.first?.piece, entry.piece)
            var canvas = RecordingCanvas()
            ScenePainter.paint(entry.scene, on: &canvas)
            XCTAssertGreaterThan(canvas.calls.count, 3, entry.label)
        }
        // The red horse (index 3) on b0: placed, one fewer left.
        await app.action(.editorPick(index: 3))
        let horse = try XCTUnwrap(app.view.boardPoints.first { $0.point == "b0" })
        XCTAssertNotNil(horse.action, "a double tap places the horse")
        await app.send(.board(gesture: .activate(point: "b0")))
        guard case let .editor(placed) = app.top else { return XCTFail() }
        XCTAssertEqual(placed.editor.pieces.count, 1)
        XCTAssertEqual(placed.editor.palette[3].left, 1)
        await app.send(.paste(text: "3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1"))
        await app.action(.editorCopyFen)
        XCTAssertTrue(app.platform.calls.contains(.copy("3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1")),
                      "\(app.platform.calls)")
    }

    func testSharingHandsThePlatformASceneToPaintAndACaption() async throws {
        let app = try await TestApp.make()
        await app.action(.openNewGame)
        await app.action(.startGame)
        await app.action(.sharePosition)
        let shared = try XCTUnwrap(app.platform.shared.last, "a share effect")
        XCTAssertEqual(shared.scene.pieces.count, 32)
        XCTAssertTrue(shared.caption.contains("Meifang"), shared.caption)
        XCTAssertTrue(shared.fen.hasPrefix("rnbakabnr"))
        // The shell paints it with the board's painter (into a PNG on Apple systems).
        var canvas = RecordingCanvas()
        ScenePainter.paint(shared.scene, on: &canvas)
        XCTAssertGreaterThan(canvas.calls.count, 32)
    }
}
