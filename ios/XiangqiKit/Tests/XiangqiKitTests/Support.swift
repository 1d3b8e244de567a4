import Foundation
import XCTest
@testable import XiangqiKit

/// Master Wang thinks this long in the tests (milliseconds).
let fastStrongTime: UInt64 = 60
let canvasWidth: Float = 720
let canvasHeight: Float = 792
/// 2026-12-01 12:00 UTC: a fixed day for the puzzle of the day.
let noon: UInt64 = 1_796_126_400_000

/// A fresh directory per test for its database files.
func testDirectory() throws -> URL {
    let base = ProcessInfo.processInfo.environment["XIANGQI_TEST_DIR"].map { URL(fileURLWithPath: $0) }
        ?? FileManager.default.temporaryDirectory
    let dir = base.appendingPathComponent("xiangqikit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir
}

/// A wall clock the test moves by hand.
final class TestClock: WallClock, @unchecked Sendable {
    private let lock = NSLock()
    private var now: UInt64
    init(_ start: UInt64 = noon) { now = start }
    func nowMs() -> UInt64 { lock.lock(); defer { lock.unlock() }; return now }
    func advance(ms: UInt64) { lock.lock(); now += ms; lock.unlock() }
}

/// Every effect the store handed to the platform, in order; files answered as the test says.
@MainActor
final class FakePlatform: AudioHandler, HapticsHandler, SpeechHandler, AnnouncementHandler,
    ShareHandler, FileHandler, KeepAwakeHandler, ClipboardHandler {
    enum Call: Equatable {
        case cue(Cue), music(MusicPiece), stopMusic, haptic, speak(String, Lang), announce(String)
        case share(caption: String, fen: String), save(name: String), open(mime: String), keepAwake(Bool)
        case copy(String)
    }

    var calls: [Call] = [] {
        // Every effect reaches the platform on the main thread.
        didSet { dispatchPrecondition(condition: .onQueue(.main)) }
    }
    var shared: [SharedPosition] = []
    var savedBytes: Data?
    /// What the next open returns (nil: cancelled).
    var fileToOpen: Data?
    var saveSucceeds = true

    func play(cue: Cue) { calls.append(.cue(cue)) }
    func playMusic(piece: MusicPiece) { calls.append(.music(piece)) }
    func stopMusic() { calls.append(.stopMusic) }
    func tick() { calls.append(.haptic) }
    func speak(_ text: String, lang: Lang) { calls.append(.speak(text, lang)) }
    func announce(_ text: String) { calls.append(.announce(text)) }
    func share(_ position: SharedPosition) {
        shared.append(position)
        calls.append(.share(caption: position.caption, fen: position.fen))
    }
    func save(name: String, mime: String, bytes: Data, done: @escaping @MainActor (Bool) -> Void) {
        savedBytes = bytes
        calls.append(.save(name: name))
        done(saveSucceeds)
    }
    func open(mime: String, done: @escaping @MainActor (Data?) -> Void) {
        calls.append(.open(mime: mime))
        done(fileToOpen)
    }
    func keepAwake(_ on: Bool) { calls.append(.keepAwake(on)) }
    func copy(_ text: String) { calls.append(.copy(text)) }

    var handlers: EffectHandlers {
        EffectHandlers(audio: self, haptics: self, speech: self, announcer: self, share: self,
                       files: self, display: self, clipboard: self)
    }

    /// The calls since the last look.
    private var seen = 0
    func newCalls() -> [Call] {
        defer { seen = calls.count }
        return Array(calls[seen...])
    }

    var announcements: [String] {
        calls.compactMap { if case let .announce(text) = $0 { return text } else { return nil } }
    }
}

/// A test's app: the store on the real library, its fake platform and clock.
@MainActor
struct TestApp {
    let store: AppStore
    let platform: FakePlatform
    let clock: TestClock

    /// In memory on a test clock.
    static func make(_ lang: Lang = .en, clock: TestClock = TestClock()) async throws -> TestApp {
        let platform = FakePlatform()
        let store = try AppStore(testLang: lang, clock: clock, strongTimeMs: fastStrongTime,
                                 handlers: platform.handlers)
        let app = TestApp(store: store, platform: platform, clock: clock)
        store.boardResized(width: canvasWidth, height: canvasHeight)
        await store.settle()
        return app
    }

    /// On a database file (the device's clock).
    static func onDisk(_ path: String, _ lang: Lang = .en) async throws -> TestApp {
        let platform = FakePlatform()
        let store = try AppStore(databasePath: path, deviceLang: lang, utcOffsetMinutes: 0,
                                 handlers: platform.handlers)
        store.boardResized(width: canvasWidth, height: canvasHeight)
        await store.settle()
        return TestApp(store: store, platform: platform, clock: TestClock())
    }

    var view: AppView { store.view }
    var top: ScreenView { store.view.stack.last! }

    func send(_ event: Event) async {
        store.send(event)
        await store.settle()
    }

    func action(_ action: Action) async {
        await send(.action(action: action))
    }

    func choose(_ field: Field, _ option: UInt32) async {
        await send(.choose(field: field, option: option))
    }

    /// What a row of the More tab offers (settings, the editor, online play, the backup).
    func openFromMore(_ action: Action) async {
        await send(.selectTab(tab: .more))
        await self.action(action)
    }

    /// The pixel centre of a point, as a view finds it: from the core's screen-reader points.
    func centre(_ point: Square) throws -> PixelPoint {
        try XCTUnwrap(store.view.boardPoints.first { $0.point == point }, "no point \(point)").center
    }

    /// A tap on a point's pixels: the store finds the point with the core's `pointAt`.
    func tap(_ point: Square) async throws {
        let c = try centre(point)
        store.tap(x: c.x, y: c.y)
        await store.settle()
    }

    func play(_ from: Square, _ to: Square) async throws {
        try await tap(from)
        try await tap(to)
    }

    /// Moves the test clock and lets the core's timers see it.
    func pass(ms: UInt64) async {
        clock.advance(ms: ms)
        store.tick()
        await store.settle()
    }

    /// Waits (up to 20 s) until the view satisfies `predicate`.
    @discardableResult
    func waitFor(_ what: String, _ predicate: (AppView) -> Bool) async throws -> AppView {
        let deadline = Date().addingTimeInterval(20)
        while !predicate(store.view) {
            if Date() > deadline {
                XCTFail("timed out waiting for \(what): \(String(describing: store.view.stack.last))")
                throw CancellationError()
            }
            try await Task.sleep(nanoseconds: 10_000_000)
        }
        await store.settle()
        return store.view
    }

    // Starting games as a player would: through the new-game form.

    func startTwoPlayers(clock option: UInt32 = 0) async {
        await action(.openNewGame)
        await choose(.opponent, 3) // two players, after the three characters
        await choose(.clock, option)
        await action(.startGame)
    }

    func startVsComputer(level: UInt32 = 0, black: Bool = false) async {
        await action(.openNewGame)
        await choose(.opponent, level)
        await choose(.color, black ? 1 : 0)
        await action(.startGame)
    }
}

// The screens of the top of the stack, failing the test otherwise.

func game(_ screen: ScreenView, file: StaticString = #filePath, line: UInt = #line) throws -> GameScreenView {
    guard case let .game(game) = screen else { throw unexpected(screen, "game", file, line) }
    return game
}

func home(_ screen: ScreenView, file: StaticString = #filePath, line: UInt = #line) throws -> HomeView {
    guard case let .home(home) = screen else { throw unexpected(screen, "home", file, line) }
    return home
}

func online(_ screen: ScreenView, file: StaticString = #filePath, line: UInt = #line) throws -> OnlineView {
    guard case let .online(online) = screen else { throw unexpected(screen, "online", file, line) }
    return online
}

func puzzle(_ screen: ScreenView, file: StaticString = #filePath, line: UInt = #line) throws -> PuzzleScreenView {
    guard case let .puzzle(puzzle) = screen else { throw unexpected(screen, "puzzle", file, line) }
    return puzzle
}

func form(_ screen: ScreenView, file: StaticString = #filePath, line: UInt = #line) throws -> FormView {
    guard case let .challenge(form) = screen else { throw unexpected(screen, "form", file, line) }
    return form
}

func newGame(_ screen: ScreenView, file: StaticString = #filePath, line: UInt = #line) throws -> NewGameView {
    guard case let .newGame(sheet) = screen else { throw unexpected(screen, "new game", file, line) }
    return sheet
}

func settings(_ screen: ScreenView, file: StaticString = #filePath, line: UInt = #line) throws -> SettingsView {
    guard case let .settings(settings) = screen else { throw unexpected(screen, "settings", file, line) }
    return settings
}

/// The switch of a settings row for `field`.
func settingsToggle(_ view: SettingsView, _ field: Field) -> ToggleView? {
    view.groups.flatMap(\.rows).compactMap { row -> ToggleView? in
        if case let .toggle(toggle) = row.control, toggle.field == field { return toggle }
        return nil
    }.first
}

/// The choice behind a settings row for `field`.
func settingsChoice(_ view: SettingsView, _ field: Field) -> ChoiceView? {
    view.groups.flatMap(\.rows).compactMap { row -> ChoiceView? in
        if case let .choice(choice) = row.control, choice.field == field { return choice }
        return nil
    }.first
}

private func unexpected(_ screen: ScreenView, _ wanted: String, _ file: StaticString, _ line: UInt) -> Error {
    XCTFail("not a \(wanted) screen: \(screen)", file: file, line: line)
    return CancellationError()
}

/// The strip of the player of `side` (top or bottom, whichever way the board is turned).
func strip(_ game: GameScreenView, _ side: Side, file: StaticString = #filePath, line: UInt = #line) throws -> PlayerStripView {
    try XCTUnwrap([game.top, game.bottom].first { $0.side == side }, "no strip for \(side)", file: file, line: line)
}

/// The clock that runs on the game on top, if any.
@MainActor
func runningClock(_ app: TestApp, file: StaticString = #filePath, line: UInt = #line) throws -> StripClockView? {
    let g = try game(app.top, file: file, line: line)
    return [g.top, g.bottom].compactMap(\.clock).first { $0.running }
}

/// The whole view as text (for "does it say ..." checks).
func text(_ view: AppView) -> String {
    String(describing: view)
}

/// The index of the option labelled `label` in the form's choice for `field`.
func option(_ form: FormView, _ field: Field, _ label: String) throws -> UInt32 {
    let choice = try XCTUnwrap(form.sections.flatMap(\.choices).first { $0.field == field }, "no \(field)")
    let index = try XCTUnwrap(choice.options.firstIndex { $0.label == label },
                              "no \(label) in \(choice.options.map(\.label))")
    return UInt32(index)
}
