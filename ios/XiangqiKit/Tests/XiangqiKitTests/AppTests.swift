import XCTest
@testable import XiangqiKit

/// Start, navigation, settings, backup.
@MainActor
final class AppTests: XCTestCase {
    func testTheAppStartsAtHomeWithTheCoresTabsAndItsMusic() async throws {
        let app = try await TestApp.make()
        XCTAssertEqual(app.view.stack.count, 1)
        let h = try home(app.top)
        XCTAssertEqual(h.title, "Xiangqi")
        XCTAssertEqual(h.newGame.action, .openNewGame)
        XCTAssertEqual(h.newGame.label, "New game")
        XCTAssertEqual(app.view.tabs.map(\.label), ["Play", "Puzzles", "Learn", "Records", "More"])
        XCTAssertEqual(app.view.selectedTab, .play)
        XCTAssertEqual(app.view.topBar?.title, h.title)
        XCTAssertNil(app.view.topBar?.back, "no back arrow on a tab's root")
        XCTAssertTrue(app.view.boardPoints.isEmpty, "no board at home")
        XCTAssertEqual(app.platform.calls.first, .music(.gong))
    }

    func testNavigationPushesAndBackPops() async throws {
        let app = try await TestApp.make()
        await app.action(.openNewGame)
        XCTAssertEqual(app.view.stack.count, 2)
        XCTAssertEqual(app.view.topBar?.back, "Back", "the back arrow's label")
        await app.send(.back)
        XCTAssertEqual(app.view.stack.count, 1)
        for open in [Action.openSettings, .openEditor] {
            await app.openFromMore(open)
            XCTAssertEqual(app.view.stack.count, 2, "\(open)")
            XCTAssertFalse(app.view.stack[1].title.isEmpty)
            await app.send(.back)
            XCTAssertEqual(app.view.stack.count, 1, "back from \(open)")
            guard case .more = app.top else { return XCTFail("back at More's root: \(app.top)") }
        }
    }

    func testEachTabIsTheRootOfItsOwnStack() async throws {
        let app = try await TestApp.make()
        await app.send(.selectTab(tab: .puzzles))
        guard case .puzzles = app.top else { return XCTFail("\(app.top)") }
        await app.send(.selectTab(tab: .learn))
        guard case .school = app.top else { return XCTFail("\(app.top)") }
        await app.send(.selectTab(tab: .records))
        guard case .records = app.top else { return XCTFail("\(app.top)") }
        await app.send(.selectTab(tab: .more))
        guard case let .more(more) = app.top else { return XCTFail("\(app.top)") }
        XCTAssertEqual(app.view.stack.count, 1, "the selected tab's stack only")
        XCTAssertEqual(app.view.selectedTab, .more)
        XCTAssertEqual(app.view.topBar?.title, more.title)
        XCTAssertEqual(app.top.title, more.title)
        let actions = more.groups.flatMap(\.rows).compactMap(\.row.action)
        for offered in [Action.openOnline, .openEditor, .openSettings, .exportBackup, .importBackup] {
            XCTAssertTrue(actions.contains(offered), "\(offered) in \(actions)")
        }
        // Back at another tab's root goes to Play.
        await app.send(.back)
        XCTAssertEqual(app.view.selectedTab, .play)
        _ = try home(app.top)
    }

    func testTheNewGameFormWordsEveryChoice() async throws {
        let app = try await TestApp.make()
        await app.action(.openNewGame)
        let all = String(describing: try newGame(app.top))
        for expected in ["Master Wang", "Xiaolan", "3+2", "30 s per move", "Stalemate is a draw"] {
            XCTAssertTrue(all.contains(expected), "\(expected) missing")
        }
        XCTAssertFalse(all.contains("plies"), "a player's words")
        await app.choose(.opponent, 3)
        let sheet = try newGame(app.top)
        XCTAssertTrue(sheet.opponents[3].selected)
        XCTAssertNil(sheet.color, "no colour to choose for two players")
        XCTAssertTrue(sheet.summary.hasPrefix("Two players"), sheet.summary)
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
        await app.openFromMore(.openSettings)
        let languages = try XCTUnwrap(settingsChoice(try settings(app.top), .language))
        let english = UInt32(try XCTUnwrap(languages.options.firstIndex { $0.label == "English" }))
        await app.choose(.language, english)
        XCTAssertEqual(app.view.lang, .en)
        XCTAssertEqual(try settings(app.top).title, "Settings")
        XCTAssertEqual(app.view.tabs.map(\.label), ["Play", "Puzzles", "Learn", "Records", "More"])
        await app.send(.selectTab(tab: .play))
        XCTAssertTrue(text(app.view).contains("New game"))
        XCTAssertFalse(text(app.view).contains("Neue Partie"), "no German left")
    }

    func testAMusicPieceIsAnEffectAndTheSwitchStopsIt() async throws {
        let app = try await TestApp.make()
        await app.openFromMore(.openSettings)
        _ = app.platform.newCalls()
        await app.choose(.musicPiece, 3)
        XCTAssertEqual(app.platform.newCalls(), [.music(.zhi)])
        await app.send(.toggle(field: .music, on: false))
        XCTAssertEqual(app.platform.newCalls(), [.stopMusic])
        let music = try XCTUnwrap(settingsToggle(try settings(app.top), .music))
        XCTAssertFalse(music.on)
    }

    func testSoundHapticsAndSpeechFollowTheirSwitches() async throws {
        let app = try await TestApp.make(.de)
        await app.openFromMore(.openSettings)
        await app.send(.toggle(field: .sound, on: false))
        await app.send(.toggle(field: .haptics, on: false))
        await app.send(.toggle(field: .speech, on: true))
        await app.send(.selectTab(tab: .play))
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
        await app.openFromMore(.exportBackup)
        XCTAssertTrue(app.platform.calls.contains { if case let .save(name) = $0 { return name.hasSuffix(".json") } else { return false } })
        await app.store.settle() // the answer (FileSaved) was sent from the handler
        XCTAssertEqual(app.view.banner?.text, "Backup saved.")
        let bytes = try XCTUnwrap(app.platform.savedBytes)
        await app.send(.dismissBanner)
        XCTAssertNil(app.view.banner)

        let fresh = try await TestApp.make()
        fresh.platform.fileToOpen = bytes
        await fresh.openFromMore(.importBackup)
        await fresh.store.settle()
        XCTAssertTrue(fresh.platform.calls.contains { if case .open = $0 { return true } else { return false } })
        let question = try XCTUnwrap(fresh.view.dialog, "asked before replacing")
        let confirm = try XCTUnwrap(question.buttons.first { $0.action == .confirmImport })
        await fresh.action(confirm.action)
        XCTAssertTrue(fresh.view.banner?.text.hasPrefix("Backup restored") ?? false, "\(String(describing: fresh.view.banner))")
        await fresh.send(.selectTab(tab: .play))
        XCTAssertEqual(try home(fresh.top).unfinished.count, 1)
    }

    func testACancelledFilePickerChangesNothing() async throws {
        let app = try await TestApp.make()
        await app.openFromMore(.importBackup)
        await app.store.settle()
        XCTAssertNil(app.view.dialog)
        XCTAssertEqual(app.view.stack.count, 1)
        guard case .more = app.top else { return XCTFail("\(app.top)") }
    }

    func testWithoutAFileHandlerTheCoreIsToldItFailed() async throws {
        let store = try AppStore(testLang: .en, clock: TestClock(), handlers: EffectHandlers())
        store.send(.selectTab(tab: .more))
        store.send(.exportBackup)
        await store.settle()
        await store.settle()
        XCTAssertNotEqual(store.view.banner?.text, "Backup saved.")
    }
}
