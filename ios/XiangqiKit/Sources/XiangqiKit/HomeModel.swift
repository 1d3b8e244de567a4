import Foundation
import Observation
import XiangqiCore

/// The home screen: the unfinished game to resume, the record per computer level and the
/// daily puzzle's streak.
@MainActor
@Observable
public final class HomeModel {
    public private(set) var resumeOffer: GameSummary?
    public private(set) var records: [LevelRecord] = []
    public private(set) var daily: DailyView?
    public private(set) var message: String?

    @ObservationIgnored private let app: XiangqiApp
    @ObservationIgnored private let day: String

    init(app: XiangqiApp, day: String) {
        self.app = app
        self.day = day
        refresh()
    }

    public var dailyStreak: UInt32 { daily?.streak ?? 0 }

    /// Reads everything again (on appearing).
    public func refresh() {
        do {
            resumeOffer = try app.unfinishedGames().first
            records = try app.recordByLevel()
            daily = try app.daily(date: day)
            message = nil
        } catch {
            message = XiangqiKit.message(for: error)
        }
    }
}

/// The new-game screen: what the player chooses; the core checks the combination.
@MainActor
@Observable
public final class NewGameModel {
    public enum Opponent: CaseIterable { case computer, twoPlayers }

    public var opponent: Opponent = .computer
    public var level: Level = .normal
    /// The player's colour against the computer.
    public var side: Side = .red
    public var handicap: Handicap?
    public var houseRules: HouseRules
    public var clock: ClockChoice
    /// Why the last start failed (e.g. two handicaps at once).
    public private(set) var message: String?

    @ObservationIgnored private unowned let app: AppModel

    init(app: AppModel, settings: Settings) {
        self.app = app
        houseRules = settings.houseRules
        clock = settings.clock
    }

    public var config: NewGameConfig {
        let mode: Mode = opponent == .computer
            ? .vsComputer(level: level, computerColor: side == .red ? .black : .red)
            : .twoPlayers
        return NewGameConfig(mode: mode, handicap: handicap, fen: nil, house: houseRules, clock: clock, seed: nil)
    }

    /// The game on screen, or nil with the core's reason in `message`.
    public func start() -> GameModel? {
        message = nil
        return caught(&message) { try app.start(config) }
    }
}

/// My games: the record per level, the statistics and the finished games, newest first.
@MainActor
@Observable
public final class RecordsModel {
    /// Finished games per page.
    public static let pageSize: UInt32 = 50

    public private(set) var byLevel: [LevelRecord] = []
    public private(set) var statistics: Statistics?
    public private(set) var games: [GameSummary] = []
    public private(set) var message: String?

    @ObservationIgnored private let app: XiangqiApp

    init(app: XiangqiApp) {
        self.app = app
        refresh()
    }

    public func refresh() {
        do {
            byLevel = try app.recordByLevel()
            statistics = try app.statistics()
            games = try app.finishedGames(limit: Self.pageSize, offset: 0)
        } catch {
            message = XiangqiKit.message(for: error)
        }
    }

    public func loadMore() {
        games += caught(&message) { try app.finishedGames(limit: Self.pageSize, offset: UInt32(games.count)) } ?? []
    }

    public func delete(_ id: GameId) {
        caught(&message) { try app.deleteGame(id: id) }
        refresh()
    }
}

/// The settings screen: every change is saved at once and handed to the app.
@MainActor
@Observable
public final class SettingsModel {
    public private(set) var settings: Settings
    public private(set) var message: String?

    @ObservationIgnored private let app: XiangqiApp
    @ObservationIgnored private let changed: (Settings) -> Void

    init(app: XiangqiApp, settings: Settings, changed: @escaping (Settings) -> Void) {
        self.app = app
        self.settings = settings
        self.changed = changed
    }

    /// `model.update { $0.notation = .wxf }`
    public func update(_ change: (inout Settings) -> Void) {
        var new = settings
        change(&new)
        guard new != settings else { return }
        do {
            try app.saveSettings(settings: new)
            settings = new
            message = nil
            changed(new)
        } catch {
            message = XiangqiKit.message(for: error)
        }
    }

    /// The whole store as JSON (changing phones).
    public func exportBackup() -> String? {
        caught(&message) { try app.exportBackup() }
    }

    public func importBackup(_ json: String) {
        do {
            try app.importBackup(json: json)
            let saved = try app.settings()
            settings = saved
            changed(saved)
        } catch {
            message = XiangqiKit.message(for: error)
        }
    }
}
