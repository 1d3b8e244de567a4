import XiangqiCore

public extension ScreenView {
    /// The screen's heading (each record carries its own).
    var title: String {
        switch self {
        case let .home(v): return v.title
        case let .newGame(f), let .settings(f): return f.title
        case let .game(v): return v.title
        case let .puzzles(v): return v.title
        case let .puzzle(v): return v.title
        case let .school(v): return v.title
        case let .lesson(v): return v.title
        case let .records(v): return v.title
        case let .review(v): return v.title
        case let .analysis(v): return v.title
        case let .editor(v): return v.title
        case let .online(v): return v.title
        case let .challenge(f): return f.title
        case let .list(v): return v.title
        }
    }
}

public extension AppView {
    /// The screen on top.
    var top: ScreenView? { stack.last }
}
