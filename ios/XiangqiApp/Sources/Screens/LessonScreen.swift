import SwiftUI
import XiangqiKit

/// A lesson: its explanation and task under the board, the feedback, hints; its buttons as
/// the icon bar.
@MainActor
struct LessonScreen: View {
    let store: AppStore
    let lesson: LessonScreenView

    var body: some View {
        BoardColumnScreen(store: store, buttons: lesson.buttons) {
            Line(text: lesson.feedback, style: .headline, color: lesson.done ? .green : .primary)
            Text(verbatim: lesson.lesson.task).font(.subheadline.weight(.semibold))
            Text(verbatim: lesson.lesson.explanation).font(.subheadline)
            Line(text: lesson.message, style: .subheadline)
            Line(text: lesson.hint?.text, style: .subheadline)
            Line(text: lesson.card?.text, style: .callout)
        }
    }
}
