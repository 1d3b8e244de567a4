import XCTest
@testable import XiangqiKit

/// Start, navigation, settings, backup.
@MainActor
final class AppTests: XCTestCase {
    func testTheAppStartsAtHomeWithTheCoresMenuAndItsMusic() async throws {
        let app = try await TestApp.make()
        XCTAssertEqual(app.view.stack.count, 1)
        let h = try home(app.top)
        XCTAssertEqual(h.title, "Xiangqi")
        XCTAssertTrue(h.menu.contains { $0.action == .openNewGame && $0.label == "New game" }, "\(h.menu)")
        XCTAssertTrue(app.view.boardPoints.isEmpty, "no board at home")
        XCTAssertEqual(app.platform.calls.first, .music(.gong))
    }

    func testNavigationPushesAndBackPops() async throws {
        let app = try await TestApp.make()
        for open in [Action.openNewGame, .openPuzzles, .openSchool, .openRecords, .openSettings, .openEditor] {
            await app.action(open)
            XCTAssertEqual(app.view.stack.count, 2, "\(open)")
            XCTAssertFalse(app.view.stack[1].title.isEmpty)
            await app.send(.back)
            XCTAssertEqual(app.view.stack.count, 1, "back from \(open)")
        }
    }

    func testTheNewGameFormWordsEveryChoice() async throws {
        let app = try await TestApp.make()
        await app.action(.openNewGame)
        let all = String(describing: try form(app.top))
        for expected in ["Master Wang", "Xiaolan", "3+2", "30 s per move", "Stalemate is a draw"] {
            XCTAssertTrue(all.contains(expected), "\(expected) missing")
        }
        await app.choose(.mode, 1)
        let mode = try XCTUnwrap(try form(app.top).sections.flatMap(\.choices).first { $0.field == .mode })
        XCTAssertEqual(mode.selected, 1)
        await app.choose(.clock, 5)
        await app.action(.startGame)
        XCTAssertEqual(app.view.stack.count, 2, "the form was replaced by the game")
        let g = try game(app.top)
        XCTAssertEqual(g.title, "Two players", "one short line")
        XCTAssertEqual([g.top, g.bottom].compactMap(\.clock).map(\.time), ["3:00", "3:00"], "a clock on each strip")
    }

    func testTheLanguageSwitchChangesEveryText() async throws {
        let app = try await TestApp.make(.de)
        XCTAssertTrue(text(app.view).contains("Neue Partie"))
        await app.action(.openSettings)
        let english = try option(try form(app.top), .language, "English")
        await app.choose(.language, english)
        XCTAssertEqual(app.view.lang, .en)
        XCTAssertEqual(try form(app.top).title, "Settings")
        XCTAssertTrue(text(app.view).contains("New game"))
        XCTAssertFalse(text(app.view).contains("Neue Partie"), "no German left")
    }

    func testAMusicPieceIsAnEffectAndTheSwitchStopsIt() async throws {
        let app = try await TestApp.make()
        await app.action(.openSettings)
        _ = app.platform.newCalls()
        await app.choose(.musicPiece, 3)
        XCTAssertEqual(app.platform.newCalls(), [.music(.zhi)])
        await app.send(.toggle(field: .music, on: false))
        XCTAssertEqual(app.platform.newCalls(), [.stopMusic])
        let music = try XCTUnwrap(try form(app.top).sections.flatMap(\.toggles).first { $0.field == .music })
        XCTAssertFalse(music.on)
    }

    func testSoundHapticsAndSpeechFollowTheirSwitches() async throws {
        let app = try await TestApp.make(.de)
        await app.action(.openSettings)
        await app.send(.toggle(field: .sound, on: false))
        await app.send(.toggle(field: .haptics, on: false))
        await app.send(.toggle(field: .speech, on: true))
        await app.send(.back)
        await app.startVsComputer(level: 0)
        _ = app.platform.newCalls()
        try await app.play("h2", "e2")
        try await app.waitFor("the reply") {
            if case let .game(g)? = $0.stack.last { return g.board.moves.count == 2 } else { return false }
        }
        let calls = app.platform.newCalls()
        XCTAssertFalse(calls.contains { if case .cue = $0 { return true }; return $0 == .haptic }, "\(calls)")
        let spoken = calls.compactMap { if case let .speak(_, lang) = $0 { return lang } else { return nil } }
        XCTAssertEqual(spoken, [.de], "only the opponent's move is spoken")
    }

    func testABackupIsSavedAndRestoredAfterAQuestion() async throws {
        let app = try await TestApp.make()
        await app.startTwoPlayers()
        await app.send(.back)
        await app.action(.openSettings)
        await app.action(.exportBackup)
        XCTAssertTrue(app.platform.calls.contains { if case let .save(name) = $0 { return name.hasSuffix(".json") } else { return false } })
        await app.store.settle() // the answer (FileSaved) was sent from the handler
        XCTAssertEqual(app.view.banner?.text, "Backup saved.")
        let bytes = try XCTUnwrap(app.platform.savedBytes)
        await app.send(.dismissBanner)
        XCTAssertNil(app.view.banner)

        let fresh = try await TestApp.make()
        fresh.platform.fileToOpen = bytes
        await fresh.action(.openSettings)
        await fresh.action(.importBackup)
        await fresh.store.settle()
        XCTAssertTrue(fresh.platform.calls.contains { if case .open = $0 { return true } else { return false } })
        let question = try XCTUnwrap(fresh.view.dialog, "asked before replacing")
        let confirm = try XCTUnwrap(question.buttons.first { $0.action == .confirmImport })
        await fresh.action(confirm.action)
        XCTAssertTrue(fresh.view.banner?.text.hasPrefix("Backup restored") ?? false, "\(String(describing: fresh.view.banner))")
        await fresh.send(.back)
        XCTAssertEqual(try home(fresh.top).unfinished.count, 1)
    }

    func testACancelledFilePickerChangesNothing() async throws {
        let app = try await TestApp.make()
        await app.action(.openSettings)
        await app.action(.importBackup)
        await app.store.settle()
        XCTAssertNil(app.view.dialog)
        XCTAssertEqual(app.view.stack.count, 2)
    }

    func testWithoutAFileHandlerTheCoreIsToldItFailed() async throws {
        let store = try AppStore(testLang: .en, clock: TestClock(), handlers: EffectHandlers())
        store.send(.openSettings)
        store.send(.exportBackup)
        await store.settle()
        await store.settle()
        XCTAssertNotEqual(store.view.banner?.text, "Backup saved.")
    }
}
