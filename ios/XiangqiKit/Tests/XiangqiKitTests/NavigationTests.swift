import XCTest
@testable import XiangqiKit

/// The tabs that keep their history, the top bar, home's characters and the cards' thumbnails
/// (core/tests/it/journeys/navigation.rs through the store).
@MainActor
final class NavigationTests: XCTestCase {
    func testEachTabKeepsItsHistoryAndARunningGameHasTheWholeScreen() async throws {
        let app = try await TestApp.make()
        XCTAssertEqual(app.view.tabs.map(\.tab), [.play, .puzzles, .learn, .records, .more])
        XCTAssertEqual(app.view.tabs.map(\.icon), [.play, .puzzles, .learn, .records, .more])
        XCTAssertEqual(app.view.tabs.filter(\.selected).count, 1)
        XCTAssertEqual(app.view.selectedTab, .play)
        XCTAssertEqual(app.view.topBar?.title, "Xiangqi")
        XCTAssertNil(app.view.topBar?.back, "no back arrow on a tab's root")

        // Play: the new-game sheet, one level below the root.
        await app.action(.openNewGame)
        guard case .newGame = app.top else { return XCTFail("\(app.top)") }
        XCTAssertEqual(app.view.topBar?.back, "Back")

        // More: the settings, then the Learn tab's root.
        await app.openFromMore(.openSettings)
        guard case .settings = app.top else { return XCTFail("\(app.top)") }
        XCTAssertEqual(app.view.stack.count, 2, "More's root and the settings")
        await app.send(.selectTab(tab: .learn))
        guard case .school = app.top else { return XCTFail("\(app.top)") }
        XCTAssertEqual(app.view.stack.count, 1)

        // Each tab is where it was left.
        await app.send(.selectTab(tab: .play))
        guard case .newGame = app.top else { return XCTFail("\(app.top)") }
        XCTAssertEqual(app.view.stack.count, 2)
        _ = try home(app.view.stack[0])
        await app.send(.selectTab(tab: .more))
        guard case .settings = app.top else { return XCTFail("\(app.top)") }

        // The tab on screen, tapped again, goes back to its root.
        await app.send(.selectTab(tab: .more))
        guard case .more = app.top else { return XCTFail("\(app.top)") }
        // Back at another tab's root goes to Play, as it was left.
        await app.send(.back)
        XCTAssertEqual(app.view.selectedTab, .play)
        guard case .newGame = app.top else { return XCTFail("\(app.top)") }

        // A game has the whole screen: no tabs, no top bar; a tab meanwhile does nothing.
        await app.action(.startGame)
        _ = try game(app.top)
        XCTAssertTrue(app.view.tabs.isEmpty)
        XCTAssertNil(app.view.topBar)
        XCTAssertNil(app.view.selectedTab)
        await app.send(.selectTab(tab: .records))
        _ = try game(app.top)
        // Back from the game: home, which lists it.
        await app.send(.back)
        XCTAssertEqual(app.view.selectedTab, .play)
        XCTAssertEqual(try home(app.top).unfinished.count, 1)
    }

    func testACharacterTileStartsAGameAndALongPressOpensTheSheet() async throws {
        let app = try await TestApp.make()
        let h = try home(app.top)
        XCTAssertEqual(h.characters.map(\.name), ["Xiaolan", "Meifang", "Master Wang"])
        XCTAssertTrue(h.characters.allSatisfy { !$0.portrait.isEmpty && !$0.label.isEmpty })
        XCTAssertNotNil(h.invitation, "a new player is invited")
        XCTAssertTrue(h.unfinished.isEmpty)

        let tile = h.characters[0]
        XCTAssertEqual(tile.action, .playCharacter(level: .easy))
        await app.action(tile.action)
        let g = try game(app.top)
        XCTAssertEqual(g.top.name, "Xiaolan")
        await app.send(.back)
        let after = try home(app.top)
        XCTAssertNil(after.invitation, "games in progress now")
        XCTAssertEqual(after.unfinished.count, 1)

        // A long press: the sheet with Master Wang chosen.
        XCTAssertEqual(after.characters[2].longPress, .newGameWithCharacter(level: .strong))
        await app.action(after.characters[2].longPress)
        guard case .newGame = app.top else { return XCTFail("\(app.top)") }
        await app.action(.startGame)
        XCTAssertEqual(try game(app.top).top.name, "Master Wang")
    }

    func testACardsThumbnailIsPaintedWithTheBoardsPainter() async throws {
        let app = try await TestApp.make()
        await app.startTwoPlayers()
        try await app.play("h2", "e2")
        await app.send(.back)
        let card = try XCTUnwrap(try home(app.top).unfinished.first)
        XCTAssertFalse(card.label.isEmpty, "one sentence for VoiceOver")
        let thumbnail = try XCTUnwrap(card.thumbnail, "an unfinished game shows its position")
        let scene = try XCTUnwrap(app.store.thumbnail(thumbnail, width: 128, height: 142))
        XCTAssertEqual(scene.pieces.count, 32)
        XCTAssertLessThanOrEqual(scene.width, 128)
        XCTAssertLessThanOrEqual(scene.height, 142)
        var canvas = RecordingCanvas()
        ScenePainter.paint(scene, on: &canvas)
        XCTAssertFalse(canvas.calls.isEmpty)
        // A lesson's card says its state with an icon; the school's bar counts the lessons.
        await app.send(.selectTab(tab: .learn))
        guard case let .school(school) = app.top else { return XCTFail("\(app.top)") }
        XCTAssertEqual(school.done.total, 10)
        XCTAssertEqual(school.done.fraction, 0)
        XCTAssertTrue(school.lessons.allSatisfy { !$0.label.isEmpty })
        // A puzzle level's card has its progress bar.
        await app.send(.selectTab(tab: .puzzles))
        guard case let .puzzles(puzzles) = app.top else { return XCTFail("\(app.top)") }
        XCTAssertTrue(puzzles.levels.allSatisfy { $0.action != nil })
        XCTAssertNotNil(puzzles.levels[0].progress)
    }
}
