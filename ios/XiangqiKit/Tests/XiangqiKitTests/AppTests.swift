import XCTest
@testable import XiangqiKit

@MainActor
final class AppTests: XCTestCase {
    func testSettingsAreKept() async throws {
        let dir = try testDirectory()
        let recorder = Recorder()
        let app = makeApp(dir, recorder: recorder)
        let settings = try XCTUnwrap(app.settingsScreen())
        settings.update {
            $0.notation = .wxf
            $0.language = .en
            $0.dangers = false
            $0.sound = false
            $0.music = !$0.music
        }
        XCTAssertNil(settings.message)
        XCTAssertEqual(app.settings?.notation, .wxf)
        XCTAssertFalse(recorder.music.isEmpty, "the music switch reaches the player")

        let again = makeApp(dir, recorder: recorder)
        XCTAssertEqual(again.settings?.notation, .wxf)
        XCTAssertEqual(again.settings?.language, .en)
        XCTAssertEqual(again.settings?.dangers, false)
        let game = try again.start(config())
        game.tapMove("h2e2")
        XCTAssertEqual(game.view.moves, ["C2.5"])
        XCTAssertTrue(recorder.cues.isEmpty, "sound off: no cues")
    }

    func testCorruptDatabaseIsAMessageAndRecovers() async throws {
        let dir = try testDirectory()
        let bad = dir.appendingPathComponent("xiangqi.db")
        try String(repeating: "this is not a database, it is a shopping list\n", count: 200)
            .write(to: bad, atomically: true, encoding: .utf8)
        let app = makeApp(dir)
        guard case let .failed(message, canRecover) = app.phase else {
            return XCTFail("a corrupt database opened: \(app.phase)")
        }
        XCTAssertFalse(message.isEmpty)
        XCTAssertTrue(canRecover)
        XCTAssertNil(app.home())
        app.recover()
        XCTAssertEqual(app.phase, .ready)
        XCTAssertNil(try XCTUnwrap(app.home()).resumeOffer)
        let kept = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        XCTAssertTrue(kept.contains { $0.hasPrefix("xiangqi.db.corrupt") }, "\(kept)")
    }

    func testHomeOffersTheUnfinishedGameAndRecords() async throws {
        let app = makeApp(try testDirectory())
        XCTAssertNil(app.home()?.resumeOffer)
        let game = try app.start(config(level: .easy))
        game.resign()
        let records = try XCTUnwrap(app.records())
        XCTAssertEqual(records.games.count, 1)
        XCTAssertEqual(records.byLevel.first { $0.level == .easy }?.record.losses, 1)
        _ = try app.start(config())
        XCTAssertNotNil(app.home()?.resumeOffer)
        records.delete(records.games[0].id)
        XCTAssertTrue(records.games.isEmpty)
    }

    func testBackupCarriesSettingsToAnotherPhone() async throws {
        let old = makeApp(try testDirectory())
        let settings = try XCTUnwrap(old.settingsScreen())
        settings.update { $0.stage = .lackbrett }
        let json = try XCTUnwrap(settings.exportBackup())
        let new = makeApp(try testDirectory())
        let restore = try XCTUnwrap(new.settingsScreen())
        restore.importBackup(json)
        XCTAssertNil(restore.message)
        XCTAssertEqual(new.settings?.stage, .lackbrett)
        restore.importBackup("{not json")
        XCTAssertNotNil(restore.message, "a broken backup is a message")
    }

    func testClockFormat() async {
        XCTAssertEqual(ClockFormat.text(ms: 0), "0:00")
        XCTAssertEqual(ClockFormat.text(ms: 9_001), "0:10")
        XCTAssertEqual(ClockFormat.text(ms: 245_000), "4:05")
    }
}
