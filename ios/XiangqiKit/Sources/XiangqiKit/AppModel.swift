import Foundation
import Observation
import XiangqiCore

/// The app: opens the store once, holds the settings and the game on screen, and makes the
/// screens' models. A damaged or newer database is a message (with a recovery offer), never
/// a crash.
@MainActor
@Observable
public final class AppModel {
    public enum Phase: Equatable {
        case ready
        /// The store could not be opened: the core's message; `canRecover` for a damaged file
        /// (`recover()` moves it aside, kept, and starts fresh).
        case failed(message: String, canRecover: Bool)
    }

    public private(set) var phase: Phase
    /// The saved settings (none while the store could not be opened).
    public private(set) var settings: Settings?
    /// Why the last request of the app itself failed (e.g. resuming a game).
    public private(set) var message: String?
    /// The game on screen (suspended with the app).
    public private(set) var game: GameModel?

    @ObservationIgnored public let feedback: Feedback
    @ObservationIgnored private let path: String
    @ObservationIgnored private let today: () -> Date
    @ObservationIgnored private(set) var core: XiangqiApp?

    /// `open` opens the store at a path (tests pass one with a short engine time or a
    /// controllable clock); `today` is the device's calendar day for the daily puzzle.
    public init(databasePath: String,
                deviceLanguage: Lang? = nil,
                feedback: Feedback? = nil,
                today: @escaping () -> Date = Date.init,
                open: (String) throws -> XiangqiApp = { try XiangqiApp.open(path: $0) }) {
        path = databasePath
        self.feedback = feedback ?? Feedback()
        self.today = today
        do {
            let core = try open(databasePath)
            if let deviceLanguage { try core.adoptDeviceLanguage(lang: deviceLanguage) }
            settings = try core.settings()
            self.core = core
            phase = .ready
        } catch {
            var canRecover = false
            if case .CorruptDatabase? = error as? XiangqiError { canRecover = true }
            phase = .failed(message: XiangqiKit.message(for: error), canRecover: canRecover)
        }
        if let settings { self.feedback.apply(settings) }
    }

    /// After a damaged database: the file is moved aside (kept) and a fresh one started.
    public func recover() {
        do {
            let core = try XiangqiApp.recover(path: path)
            let saved = try core.settings()
            self.core = core
            settings = saved
            feedback.apply(saved)
            phase = .ready
        } catch {
            phase = .failed(message: XiangqiKit.message(for: error), canRecover: false)
        }
    }

    // MARK: screens

    public func home() -> HomeModel? { core.map { HomeModel(app: $0, day: dayString()) } }
    public func newGame() -> NewGameModel? {
        settings.map { NewGameModel(app: self, settings: $0) }
    }
    public func puzzles() -> PuzzlesModel? { opened.map(PuzzlesModel.init) }
    public func daily() -> DailyModel? { opened.map { DailyModel($0, day: dayString()) } }
    public func school() -> SchoolModel? { opened.map(SchoolModel.init) }
    public func records() -> RecordsModel? { core.map { RecordsModel(app: $0) } }
    public func settingsScreen() -> SettingsModel? {
        opened.map { SettingsModel(app: $0.app, settings: $0.settings) { [weak self] in self?.settingsChanged($0) } }
    }

    /// Starts a game and puts it on screen.
    func start(_ config: NewGameConfig) throws -> GameModel {
        guard let core else { throw XiangqiError.Storage(text: notOpen) }
        return show(try core.newGame(config: config))
    }

    /// The unfinished game offered on the home screen.
    public func resumeGame() -> GameModel? {
        guard let session = caught(&message, { try core?.resume() }) ?? nil else { return nil }
        return show(session)
    }

    public func resumeGame(id: GameId) throws -> GameModel {
        guard let core else { throw XiangqiError.Storage(text: notOpen) }
        return show(try core.resumeGame(id: id))
    }

    /// The game screen was left.
    public func closeGame() {
        game?.suspend()
        game = nil
    }

    // MARK: life cycle

    /// The scene went to the background: the game's clocks stop and are saved, the
    /// computer stops; without a game the store tidies its log.
    public func enterBackground() {
        if let game {
            game.suspend()
        } else {
            try? core?.suspend()
        }
    }

    public func enterForeground() {
        game?.resume()
    }

    // MARK: internals

    /// The store's error while it is not open.
    private var notOpen: String {
        if case let .failed(message, _) = phase { return message }
        return ""
    }

    private var opened: OpenedStore? {
        guard let core, let settings else { return nil }
        return OpenedStore(app: core, settings: settings, feedback: feedback)
    }

    private func show(_ session: GameSession) -> GameModel {
        game?.suspend()
        let model = GameModel(session: session, feedback: feedback)
        game = model
        return model
    }

    private func settingsChanged(_ new: Settings) {
        settings = new
        feedback.apply(new)
    }

    /// The device's calendar day as the core wants it (YYYY-MM-DD).
    func dayString() -> String {
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: today())
        return String(format: "%04d-%02d-%02d", parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1)
    }
}

/// What a screen's model is made from once the store is open.
@MainActor
struct OpenedStore {
    let app: XiangqiApp
    let settings: Settings
    let feedback: Feedback
}
