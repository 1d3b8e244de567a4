import SwiftUI
import XiangqiKit

/// The school of roles: the ten lessons and the progress.
@MainActor
struct SchoolScreen: View {
    let store: AppStore
    let school: SchoolView

    var body: some View {
        List {
            Section {
                Text(verbatim: school.intro)
                Text(verbatim: school.progress).foregroundStyle(.secondary)
            }
            Section {
                ForEach(Array(school.lessons.enumerated()), id: \.offset) { CoreRow(store: store, row: $0.element) }
            }
        }
    }
}
