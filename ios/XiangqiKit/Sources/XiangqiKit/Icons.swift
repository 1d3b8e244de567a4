import XiangqiCore

/// The picture of the core's semantic icon: an SF Symbol's name (SF Symbols 5, iOS 17), for
/// `Image(systemName:)` and `Label(_:systemImage:)`. The core says what a button means; this is
/// the one place that says how that looks on iOS (AppIcons.kt does it for Compose). Here in the
/// package rather than the app so that the switch is compiled on Linux too: a new icon in the
/// core fails the Swift tests' build until it has its symbol.
public extension Icon {
    var systemName: String {
        switch self {
        // The board screens' action bar.
        case .menu: "line.3.horizontal"
        case .hint: "lightbulb"
        case .undo: "arrow.uturn.backward"
        case .stepBack: "chevron.left"
        case .stepForward: "chevron.right"
        case .jumpToStart: "backward.end"
        case .jumpToEnd: "forward.end"
        case .backToGame: "play.circle"
        // The game's menu.
        case .offerDraw: "equal.circle"
        case .resign: "flag"
        case .share: "square.and.arrow.up"
        case .flipBoard: "arrow.up.arrow.down"
        case .settings: "gearshape"
        // A finished game.
        case .rematch: "arrow.triangle.2.circlepath"
        case .review: "doc.text.magnifyingglass"
        case .newGame: "plus.circle"
        // Puzzles and lessons.
        case .next: "arrow.right"
        case .retry: "arrow.counterclockwise"
        case .solution: "eye"
        case .correct: "checkmark"
        case .wrong: "xmark.circle"
        case .streak: "flame"
        case .daily: "calendar"
        case .locked: "lock"
        // Navigation.
        case .play: "checkerboard.rectangle"
        case .puzzles: "puzzlepiece"
        case .learn: "graduationcap"
        case .records: "clock.arrow.circlepath"
        case .more: "ellipsis"
        case .home: "house"
        case .back: "chevron.backward"
        case .close: "xmark"
        // Under "More".
        case .editor: "square.and.pencil"
        case .online: "globe"
        case .backup: "externaldrive"
        // Settings rows.
        case .sound: "speaker.wave.2"
        case .music: "music.note"
        case .speech: "person.wave.2"
        case .vibration: "iphone.radiowaves.left.and.right"
        case .language: "character.bubble"
        case .stage: "paintpalette"
        case .pieceFaces: "textformat"
        case .coordinates: "number"
        case .notation: "list.number"
        case .clock: "timer"
        case .moveHelper: "hand.tap"
        case .dangers: "exclamationmark.shield"
        case .houseRules: "checklist"
        case .account: "person.crop.circle"
        // Who plays.
        case .computer: "cpu"
        case .person: "person"
        case .twoPlayers: "person.2"
        // Everyday actions and states.
        case .add: "plus"
        case .remove: "minus"
        case .edit: "pencil"
        case .delete: "trash"
        case .copy: "doc.on.doc"
        case .refresh: "arrow.clockwise"
        case .info: "info.circle"
        case .warning: "exclamationmark.triangle"
        case .start: "play"
        case .stop: "stop"
        case .analysis: "chart.xyaxis.line"
        case .trophy: "trophy"
        case .won: "crown"
        case .lost: "xmark.seal"
        case .drawn: "equal.square"
        case .statistics: "chart.bar"
        case .eraser: "eraser"
        case .swapColors: "arrow.left.arrow.right"
        case .quickGame: "bolt"
        case .send: "paperplane"
        case .liveGames: "play.tv"
        case .signOut: "rectangle.portrait.and.arrow.right"
        case .offline: "wifi.slash"
        case .connected: "wifi"
        case .export: "arrow.up.doc"
        case .import: "arrow.down.doc"
        }
    }
}

/// The picture of a board mark in the legend (beside the core's words for it).
public extension BoardMark {
    var systemName: String {
        switch self {
        case .lastMove: "square.dashed"
        case .selection: "circle"
        case .target: "circle.fill"
        case .capture: "circle.circle"
        case .check: "exclamationmark.circle"
        case .blocked: "xmark"
        case .blocker: "hand.raised"
        case .danger: "exclamationmark.triangle"
        }
    }
}
