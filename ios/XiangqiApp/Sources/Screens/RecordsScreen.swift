import SwiftUI
import XiangqiKit

/// The Records tab: a new player's invitation, the statistics, the record per character, the
/// puzzle of the day's lines and the finished games as cards (each opens its review).
@MainActor
struct RecordsScreen: View {
    let store: AppStore
    let records: RecordsView

    var body: some View {
        List {
            if let invitation = records.invitation {
                Section { Text(verbatim: invitation).foregroundStyle(.secondary) }
            }
            if !records.summary.isEmpty {
                Section {
                    ForEach(Array(records.summary.enumerated()), id: \.offset) { Text(verbatim: $0.element) }
                }
            }
            if !records.levels.isEmpty {
                Section {
                    ForEach(Array(records.levels.enumerated()), id: \.offset) { CoreRow(store: store, row: $0.element) }
                }
            }
            if !records.daily.isEmpty {
                Section {
                    ForEach(Array(records.daily.enumerated()), id: \.offset) {
                        Text(verbatim: $0.element).foregroundStyle(.secondary)
                    }
                }
            }
            if !records.games.isEmpty {
                Section {
                    ForEach(Array(records.games.enumerated()), id: \.offset) { CardRow(store: store, card: $0.element) }
                } header: {
                    Text(verbatim: records.gamesTitle)
                }
            }
        }
    }
}
