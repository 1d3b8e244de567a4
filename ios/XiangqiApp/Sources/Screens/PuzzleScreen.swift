import SwiftUI
import XiangqiKit

/// A puzzle on the board: the task, its status, hints, the solution, the day's line.
@MainActor
struct PuzzleScreen: View {
    let store: AppStore
    let puzzle: PuzzleScreenView

    var body: some View {
        BoardLayout(store: store) {
            Section {
                Text(verbatim: puzzle.task).font(.headline)
                Text(verbatim: puzzle.status)
                Line(text: puzzle.dailyLine, color: .secondary)
                Line(text: puzzle.message)
                Line(text: puzzle.hint?.text)
                Line(text: puzzle.card?.text, style: .callout)
                if let solution = puzzle.solution {
                    Text(verbatim: solution.text)
                }
            }
            Section { ButtonBar(store: store, buttons: puzzle.buttons) }
        }
    }
}
