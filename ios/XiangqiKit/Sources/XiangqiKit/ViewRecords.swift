import XiangqiCore

public extension ScreenView {
    /// The screen's heading (each record carries its own).
    var title: String {
        switch self {
        case let .home(v): return v.title
        case let .newGame(v): return v.title
        case let .settings(v): return v.title
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
        case let .more(v): return v.title
        }
    }
}

public extension AppView {
    /// The screen on top.
    var top: ScreenView? { stack.last }

    /// The selected tab (none while a board screen has the whole screen).
    var selectedTab: Tab? { tabs.first { $0.selected }?.tab }
}

public extension ProgressBarView {
    /// How much is done, 0...1 (0 when there is nothing to do).
    var fraction: Double { total == 0 ? 0 : min(1, Double(done) / Double(total)) }
}

public extension Piece {
    /// The classic character of the piece (the board's own, `scene::art::character`), for
    /// the captured pieces on a player strip: Red 帥仕相傌俥炮兵, Black 將士象馬車砲卒.
    var character: String {
        switch (color, kind) {
        case (.red, .general): "帥"
        case (.red, .advisor): "仕"
        case (.red, .elephant): "相"
        case (.red, .horse): "傌"
        case (.red, .chariot): "俥"
        case (.red, .cannon): "炮"
        case (.red, .soldier): "兵"
        case (.black, .general): "將"
        case (.black, .advisor): "士"
        case (.black, .elephant): "象"
        case (.black, .horse): "馬"
        case (.black, .chariot): "車"
        case (.black, .cannon): "砲"
        case (.black, .soldier): "卒"
        }
    }
}
