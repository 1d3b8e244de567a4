import SwiftUI
import XiangqiCore
import XiangqiKit

/// A puzzle: the board edge to edge (or as tall as a wide window, with one column beside it),
/// the feedback line (your move, correct, wrong, solved), the task and the day's line, hints
/// and the solution, the icon bar; a solved puzzle's moment as a card over the board.
@MainActor
struct PuzzleScreen: View {
    let store: AppStore
    let puzzle: PuzzleScreenView

    var body: some View {
        BoardColumnScreen(store: store, buttons: puzzle.buttons) {
            PuzzleFeedbackLine(feedback: puzzle.feedback)
            Text(verbatim: puzzle.task).font(.subheadline)
            Line(text: puzzle.status, style: .subheadline, color: .secondary)
            Line(text: puzzle.dailyLine, style: .subheadline, color: .secondary)
            Line(text: puzzle.message, style: .subheadline)
            Line(text: puzzle.hint?.text, style: .subheadline)
            Line(text: puzzle.card?.text, style: .callout)
            Line(text: puzzle.solution?.text, style: .subheadline.monospaced())
        } card: {
            if let success = puzzle.success {
                BoardCard(icon: success.icon, tint: success.icon.tint,
                          headline: success.headline, detail: success.score) {
                    Line(text: success.streak, style: .subheadline)
                    if let next = success.next {
                        CoreButton(store: store, button: next).controlSize(.large)
                    }
                }
            }
        }
        .animation(.snappy, value: puzzle.success == nil)
    }
}

/// How the last try went: the mood's icon and colour, the core's words.
@MainActor
struct PuzzleFeedbackLine: View {
    let feedback: PuzzleFeedbackView

    var body: some View {
        Label {
            Text(verbatim: feedback.text).font(.headline)
        } icon: {
            Image(systemName: feedback.icon.systemName).symbolVariant(.fill)
        }
        .foregroundStyle(feedback.mood.tint)
        .padding(.vertical, 4)
        .accessibilityAddTraits(.updatesFrequently)
    }
}

extension PuzzleMood {
    /// The colour of the feedback line.
    var tint: Color {
        switch self {
        case .yourMove: .primary
        case .correct, .solved: .green
        case .wrong: .red
        case .failed: .orange
        }
    }
}
