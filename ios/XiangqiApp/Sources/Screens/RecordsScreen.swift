import SwiftUI
import XiangqiKit

/// Records: the statistics, per level, the finished games (each opens its review), the daily.
@MainActor
struct RecordsScreen: View {
    let store: AppStore
    let records: RecordsView

    var body: some View {
        List {
            Section {
                ForEach(Array(records.summary.enumerated()), id: \.offset) { Text(verbatim: $0.element) }
            }
            Section {
                ForEach(Array(records.levels.enumerated()), id: \.offset) { CoreRow(store: store, row: $0.element) }
            }
            if !records.daily.isEmpty {
                Section {
                    ForEach(Array(records.daily.enumerated()), id: \.offset) { Text(verbatim: $0.element) }
                }
            }
            Section {
                ForEach(Array(records.games.enumerated()), id: \.offset) { CoreRow(store: store, row: $0.element) }
            } header: {
                Text(verbatim: records.gamesTitle)
            }
        }
    }
}
