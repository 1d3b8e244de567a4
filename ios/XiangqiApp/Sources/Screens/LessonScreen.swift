import SwiftUI
import XiangqiKit

/// A lesson: its explanation and task on the board, the feedback, hints.
@MainActor
struct LessonScreen: View {
    let store: AppStore
    let lesson: LessonScreenView

    var body: some View {
        BoardLayout(store: store) {
            Section {
                Text(verbatim: lesson.lesson.explanation)
                Text(verbatim: lesson.lesson.task).font(.headline)
                Line(text: lesson.feedback, color: lesson.done ? .green : .primary)
                Line(text: lesson.message)
                Line(text: lesson.hint?.text)
                Line(text: lesson.card?.text, style: .callout)
            }
            Section { ButtonBar(store: store, buttons: lesson.buttons) }
        }
    }
}
