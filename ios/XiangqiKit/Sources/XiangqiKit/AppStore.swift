import Foundation
import Observation
@_exported import XiangqiCore

/// The whole app for the views: the core's current `AppView`, `send` for every gesture, the
/// board's scene for the canvas and the effects handed to the platform's handlers. The core
/// (`AppCore`) decides everything; the store only carries views in and events out.
///
/// The core calls its shell on its own thread; the store hops each call to the main actor
/// through the main queue, so views and effects arrive in the core's order.
@MainActor
@Observable
public final class AppStore {
    /// The view as last rendered by the core.
    public private(set) var view: AppView
    /// How many views were applied (a view that only changed its board bumps it too).
    public private(set) var viewCount: UInt64 = 0

    @ObservationIgnored private var core: AppCore?
    private let handlers: EffectHandlers
    @ObservationIgnored private var canvasSize: (width: Float, height: Float) = (0, 0)
    @ObservationIgnored private var waiters: [CheckedContinuation<AppView, Never>] = []

    /// The game server the online sign-in proposes until the player sets another.
    public static let defaultServer = "http://127.0.0.1:8080"

    /// The app on its database (a damaged one is moved aside and the first view's banner says
    /// so), with the online link. Throws only when the database cannot be opened at all; the
    /// error carries its text.
    public convenience init(databasePath: String, deviceLang: Lang, utcOffsetMinutes: Int32,
                            defaultServer: String = AppStore.defaultServer,
                            handlers: EffectHandlers) throws {
        try self.init(handlers: handlers) { shell in
            try startApp(dbPath: databasePath, deviceLang: deviceLang,
                         utcOffsetMinutes: utcOffsetMinutes, defaultServer: defaultServer,
                         shell: shell)
        }
    }

    /// Everything in memory on `clock` (previews, tests); Master Wang thinks `strongTimeMs`.
    public convenience init(testLang: Lang, clock: WallClock, strongTimeMs: UInt64? = nil,
                            defaultServer: String = AppStore.defaultServer,
                            handlers: EffectHandlers) throws {
        try self.init(handlers: handlers) { shell in
            try startAppForTest(deviceLang: testLang, clock: clock, strongTimeMs: strongTimeMs,
                                defaultServer: defaultServer, shell: shell)
        }
    }

    private init(handlers: EffectHandlers, start: (AppShell) throws -> AppCore) throws {
        self.handlers = handlers
        self.view = AppView(lang: .en, stack: [], dialog: nil, banner: nil, boardPoints: [],
                            boardRevision: 0, moveRevision: 0, backAsksFirst: false,
                            keepAwake: false, tabs: [], topBar: nil)
        let bridge = ShellBridge()
        let core = try start(bridge)
        self.core = core
        self.view = core.view()
        bridge.store = self
    }

    // MARK: Events (each returns at once: the core queues it)

    public func send(_ event: Event) {
        // Throws only `BadInput`, for a point the core never gave out (the store sends only
        // points from `point(x:y:)`); the core drops such an event and runs on.
        _ = try? core?.send(event: event)
    }

    public func send(_ action: Action) {
        send(.action(action: action))
    }

    public func choose(_ field: Field, option: UInt32) {
        send(.choose(field: field, option: option))
    }

    public func toggle(_ field: Field, on: Bool) {
        send(.toggle(field: field, on: on))
    }

    /// A text field's whole text after the person typed (the core keeps the draft).
    public func input(_ field: TextField, text: String) {
        send(.input(field: field, text: text))
    }

    public func back() {
        send(.back)
    }

    // MARK: The board on top

    /// The canvas was laid out at `width` x `height` pixels.
    public func boardResized(width: Float, height: Float) {
        guard width > 0, height > 0, (width, height) != canvasSize else { return }
        canvasSize = (width, height)
        send(.boardResized(width: width, height: height))
    }

    /// The scene to paint for a canvas of the given size, the last move `progress` (0...1)
    /// of the way.
    public func boardScene(width: Float, height: Float, progress: Float = 1) -> Scene? {
        core?.boardScene(width: width, height: height, progress: progress)
    }

    /// A thumbnail's scene (a card's, a picker's) for a canvas of `width` x `height` pixels:
    /// the board's painter draws it like the board.
    public func thumbnail(_ thumbnail: Thumbnail, width: Float, height: Float) -> Scene? {
        core?.thumbnail(thumbnail: thumbnail, width: width, height: height)
    }

    /// The point under (`x`, `y`) canvas pixels on the last laid-out canvas.
    public func point(x: Float, y: Float) -> Square? {
        guard canvasSize.width > 0 else { return nil }
        return core?.pointAt(width: canvasSize.width, height: canvasSize.height, x: x, y: y)
    }

    /// A gesture on the board.
    public func board(_ gesture: BoardGesture) {
        send(.board(gesture: gesture))
    }

    /// A tap at canvas pixels: the core says which point it is; off the board nothing happens.
    public func tap(x: Float, y: Float) {
        if let point = point(x: x, y: y) { board(.tap(point: point)) }
    }

    /// A press held for the long-press time at canvas pixels.
    public func longPress(x: Float, y: Float) {
        if let point = point(x: x, y: y) { board(.longPress(point: point)) }
    }

    public func dragStart(x: Float, y: Float) {
        if let point = point(x: x, y: y) { board(.dragStart(point: point, x: x, y: y)) }
    }

    public func dragMove(x: Float, y: Float) {
        board(.dragMove(over: point(x: x, y: y), x: x, y: y))
    }

    public func dragEnd(x: Float, y: Float) {
        board(.dragEnd(over: point(x: x, y: y)))
    }

    // MARK: Lifecycle

    /// Checks the core's timers now (a test that moved its clock).
    public func tick() {
        core?.tick()
    }

    /// Waits (off the main actor) until the core applied and rendered everything sent so far,
    /// then until those views and effects reached the store (tests, previews).
    public func settle() async {
        if let core {
            let handover = Handover(value: core)
            await Task.detached { handover.value.settle() }.value
        }
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { done.resume() }
        }
    }

    /// The next view the core renders, on the main actor.
    public func nextView() async -> AppView {
        await withCheckedContinuation { waiters.append($0) }
    }

    /// Saves a clocked game's time and stops the core's thread; the store is inert afterwards.
    public func shutdown() {
        core?.shutdown()
        core = nil
    }

    // MARK: From the core (on the main actor)

    fileprivate func apply(_ view: AppView) {
        self.view = view
        viewCount &+= 1
        let waiting = waiters
        waiters.removeAll()
        for waiter in waiting { waiter.resume(returning: view) }
    }

    fileprivate func perform(_ effect: Effect) {
        switch effect {
        case let .playSound(cue): handlers.audio?.play(cue: cue)
        case let .playMusic(piece): handlers.audio?.playMusic(piece: piece)
        case .stopMusic: handlers.audio?.stopMusic()
        case .haptic: handlers.haptics?.tick()
        case let .speak(text, lang): handlers.speech?.speak(text, lang: lang)
        case let .announce(text): handlers.announcer?.announce(text)
        case let .share(scene, caption, fen):
            handlers.share?.share(SharedPosition(scene: scene, caption: caption, fen: fen))
        case let .saveFile(name, mime, bytes):
            guard let files = handlers.files else { return send(.fileSaved(ok: false)) }
            files.save(name: name, mime: mime, bytes: bytes) { [weak self] ok in
                self?.send(.fileSaved(ok: ok))
            }
        case let .openFile(mime):
            guard let files = handlers.files else { return send(.fileOpened(bytes: nil)) }
            files.open(mime: mime) { [weak self] bytes in
                self?.send(.fileOpened(bytes: bytes))
            }
        case let .keepAwake(on): handlers.display?.keepAwake(on)
        case let .copyText(text): handlers.clipboard?.copy(text)
        }
    }
}

/// The core's callbacks, on its thread: each one hops to the main actor in order.
private final class ShellBridge: AppShell, @unchecked Sendable {
    /// Set once, right after the core started (before that nothing is forwarded: the first
    /// view is read with `AppCore.view()`).
    weak var store: AppStore?

    func render(view: AppView) {
        let handover = Handover(value: view)
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.store?.apply(handover.value) }
        }
    }

    func effect(effect: Effect) {
        let handover = Handover(value: effect)
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.store?.perform(handover.value) }
        }
    }
}

/// A value handed across threads that the core made for it (its records are plain values
/// copied out of it; its objects are thread-safe).
struct Handover<Value>: @unchecked Sendable {
    let value: Value
}

public extension XiangqiError {
    /// The core's message, already in the UI language.
    var text: String {
        switch self {
        case let .Busy(text), let .GameChanged(text), let .IllegalMove(text), let .GameOver(text),
             let .NotYourTurn(text), let .NothingToUndo(text), let .CorruptDatabase(text),
             let .NewerDatabase(text), let .NotFound(text), let .BadFen(text), let .BadInput(text),
             let .Storage(text), let .Engine(text):
            return text
        }
    }
}
