import SwiftUI
import XiangqiKit

/// The Puzzles tab: the puzzle of the day, then a card per level with its progress.
@MainActor
struct PuzzlesScreen: View {
    let store: AppStore
    let puzzles: PuzzlesView

    var body: some View {
        List {
            Section {
                Text(verbatim: puzzles.intro).foregroundStyle(.secondary)
            }
            if let daily = puzzles.daily {
                Section { CardRow(store: store, card: daily) }
            }
            Section {
                ForEach(Array(puzzles.levels.enumerated()), id: \.offset) { CardRow(store: store, card: $0.element) }
            }
        }
    }
}
