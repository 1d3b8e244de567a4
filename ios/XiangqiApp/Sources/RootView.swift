import SwiftUI
import XiangqiKit

/// The store's state first: a damaged or newer database is a message, never a crash.
struct RootView: View {
    let app: AppModel

    var body: some View {
        switch app.phase {
        case .ready:
            NavigationStack { HomeScreen(app: app) }
        case let .failed(message, canRecover):
            ContentUnavailableView {
                Label("The games could not be opened", systemImage: "exclamationmark.triangle")
            } description: {
                Text(message)
            } actions: {
                if canRecover {
                    Button("Start fresh (the damaged file is kept)") { app.recover() }
                        .buttonStyle(.borderedProminent)
                }
            }
        }
    }
}

/// Home: resume the unfinished game, start one, puzzles, the daily puzzle, school, records.
struct HomeScreen: View {
    let app: AppModel
    @State private var home: HomeModel?
    @State private var game: GameModel?

    var body: some View {
        List {
            if let offer = home?.resumeOffer {
                Section {
                    Button {
                        game = app.resumeGame()
                    } label: {
                        LabeledContent("Continue the unfinished game", value: "\(offer.plyCount)")
                    }
                }
            }
            Section {
                NavigationLink("New game", value: Route.newGame)
                NavigationLink("Puzzles", value: Route.puzzles)
                NavigationLink(value: Route.daily) {
                    LabeledContent("Puzzle of the day", value: "\(home?.dailyStreak ?? 0)")
                        .accessibilityValue(Text("Streak \(home?.dailyStreak ?? 0)"))
                }
                NavigationLink("School", value: Route.school)
                NavigationLink("My games", value: Route.records)
                NavigationLink("Settings", value: Route.settings)
            }
            if let records = home?.records, !records.isEmpty {
                Section("Record per level") {
                    ForEach(records, id: \.level) { record in
                        LabeledContent(LevelName.key(record.level),
                                       value: "\(record.record.wins) – \(record.record.draws) – \(record.record.losses)")
                    }
                }
            }
            if let message = home?.message ?? app.message { Text(message).foregroundStyle(.red) }
        }
        .navigationTitle("Xiangqi")
        .navigationDestination(item: $game) { GameScreen(model: $0) { app.closeGame(); game = nil } }
        .navigationDestination(for: Route.self) { route in
            switch route {
            case .newGame: Made { app.newGame() } content: { NewGameScreen(model: $0) { game = $0 } }
            case .puzzles: Made { app.puzzles() } content: { PuzzlesScreen(model: $0) }
            case .daily: Made { app.daily() } content: { DailyScreen(model: $0) }
            case .school: Made { app.school() } content: { SchoolScreen(model: $0) }
            case .records: Made { app.records() } content: { RecordsScreen(model: $0) }
            case .settings: Made { app.settingsScreen() } content: { SettingsScreen(model: $0) }
            }
        }
        .onAppear {
            if home == nil { home = app.home() } else { home?.refresh() }
        }
    }
}

enum Route: Hashable {
    case newGame, puzzles, daily, school, records, settings
}

/// A screen whose model is made once, when it is first shown (not on every redraw).
struct Made<Model: AnyObject, Content: View>: View {
    let make: () -> Model?
    let content: (Model) -> Content
    @State private var model: Model?

    init(_ make: @escaping () -> Model?, @ViewBuilder content: @escaping (Model) -> Content) {
        self.make = make
        self.content = content
    }

    var body: some View {
        Group {
            if let model { content(model) } else { SwiftUI.ProgressView() }
        }
        .onAppear { if model == nil { model = make() } }
    }
}

extension GameModel: Hashable {
    public nonisolated static func == (a: GameModel, b: GameModel) -> Bool { a === b }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The names of the choices (the core words games and moves, not the option lists).
enum LevelName {
    static func key(_ level: Level) -> LocalizedStringKey {
        switch level {
        case .easy: "Xiaolan (easy)"
        case .normal: "Meifang (normal)"
        case .strong: "Master Wang (strong)"
        }
    }
}
