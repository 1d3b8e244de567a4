import SwiftUI
import XiangqiKit

/// The puzzles by level and the puzzle of the day.
@MainActor
struct PuzzlesScreen: View {
    let store: AppStore
    let puzzles: PuzzlesView

    var body: some View {
        List {
            Section { Text(verbatim: puzzles.intro) }
            Section { CoreRow(store: store, row: puzzles.daily) }
            Section {
                ForEach(Array(puzzles.levels.enumerated()), id: \.offset) { CoreRow(store: store, row: $0.element) }
            }
        }
    }
}
