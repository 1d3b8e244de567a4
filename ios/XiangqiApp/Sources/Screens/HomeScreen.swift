import SwiftUI
import XiangqiKit

/// Home: the menu, the unfinished games, the puzzle of the day, the records per level.
@MainActor
struct HomeScreen: View {
    let store: AppStore
    let home: HomeView

    var body: some View {
        List {
            Section {
                ForEach(Array(home.menu.enumerated()), id: \.offset) { _, button in
                    Button { store.send(button.action) } label: { Text(verbatim: button.label) }
                        .disabled(!button.enabled)
                }
            }
            Section { CoreRow(store: store, row: home.daily) }
            if !home.unfinished.isEmpty {
                Section {
                    ForEach(Array(home.unfinished.enumerated()), id: \.offset) { CoreRow(store: store, row: $0.element) }
                } header: { Text(verbatim: home.unfinishedTitle) }
            }
            if !home.records.isEmpty {
                Section {
                    ForEach(Array(home.records.enumerated()), id: \.offset) { CoreRow(store: store, row: $0.element) }
                } header: { Text(verbatim: home.recordsTitle) }
            }
        }
    }
}
