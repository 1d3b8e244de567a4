import Foundation
import XCTest
@testable import XiangqiKit

/// Master Wang and the hint think this long in the tests (milliseconds).
let fastStrongTime: UInt64 = 60
let canvasWidth: Float = 720
let canvasHeight: Float = 792
let startFen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"

/// A fresh directory per test for its database files.
func testDirectory() throws -> URL {
    let base = ProcessInfo.processInfo.environment["XIANGQI_TEST_DIR"].map { URL(fileURLWithPath: $0) }
        ?? FileManager.default.temporaryDirectory
    let dir = base.appendingPathComponent("xiangqikit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir
}

/// Records what the models play and say.
final class Recorder: SoundOutput, Announcer, HapticOutput {
    var cues: [Cue] = []
    var music: [Bool] = []
    var announcements: [String] = []
    var haptics: [[Sound]] = []
    func play(_ cue: Cue) { cues.append(cue) }
    func setMusic(playing: Bool) { music.append(playing) }
    func announce(_ text: String, lang: Lang) { announcements.append(text) }
    func feedback(for sounds: [Sound]) { haptics.append(sounds) }
}

/// A wall clock the test moves by hand.
final class TestClock: WallClock, @unchecked Sendable {
    private let lock = NSLock()
    private var now: UInt64 = 1_800_000_000_000
    func nowMs() -> UInt64 { lock.lock(); defer { lock.unlock() }; return now }
    func advance(seconds: UInt64) { lock.lock(); now += seconds * 1000; lock.unlock() }
}

@MainActor
func makeApp(_ dir: URL, name: String = "xiangqi.db", recorder: Recorder? = nil,
             clock: TestClock? = nil, today: Date = Date()) -> AppModel {
    let feedback = Feedback(sound: recorder, announcer: recorder, haptics: recorder)
    return AppModel(databasePath: dir.appendingPathComponent(name).path, feedback: feedback,
                    today: { today }) { path in
        if let clock {
            return try XiangqiApp.openWithClock(path: path, strongTimeMs: fastStrongTime, clock: clock)
        }
        return try XiangqiApp.openWithStrongTime(path: path, ms: fastStrongTime)
    }
}

func config(level: Level? = nil, human: Side = .red, handicap: Handicap? = nil, fen: String? = nil,
            clock: ClockChoice = .none) -> NewGameConfig {
    NewGameConfig(
        mode: level.map { .vsComputer(level: $0, computerColor: human == .red ? .black : .red) } ?? .twoPlayers,
        handicap: handicap, fen: fen,
        house: HouseRules(perpetualCheckOnly: false, stalemateIsDraw: false, computerHandicap: nil),
        clock: clock, seed: 7)
}

@MainActor
extension BoardScreen {
    /// The pixel centre of a point, as a view finds it: from the core's elements.
    func centre(_ point: Square) -> PixelPoint {
        if board.width == 0 { board.resize(width: canvasWidth, height: canvasHeight) }
        return board.elements.first { $0.point == point }!.center
    }

    /// A move by two taps on its points (ICCS "b0c2").
    func tapMove(_ move: Move) {
        tap(point: String(move.prefix(2)))
        tap(point: String(move.suffix(2)))
    }
}
