import SwiftUI
import XiangqiKit

/// The Learn tab: how many lessons are done (a line and a bar), then a card per lesson with
/// its state.
@MainActor
struct SchoolScreen: View {
    let store: AppStore
    let school: SchoolView

    var body: some View {
        List {
            Section {
                Text(verbatim: school.intro).foregroundStyle(.secondary)
                VStack(alignment: .leading, spacing: 6) {
                    Text(verbatim: school.progress)
                    if school.done.total > 0 {
                        ProgressView(value: school.done.fraction)
                    }
                }
                .accessibilityElement(children: .combine)
            }
            Section {
                ForEach(Array(school.lessons.enumerated()), id: \.offset) { CardRow(store: store, card: $0.element) }
            }
        }
    }
}
