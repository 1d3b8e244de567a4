import SwiftUI
import XiangqiKit

/// The Records tab: a new player's invitation, the figures at a glance, the lines they do not
/// say, your opponents with your record against each (a tap plays them), the puzzle of the
/// day, and the finished games as cards (each opens its review).
@MainActor
struct RecordsScreen: View {
    let store: AppStore
    let records: RecordsView

    var body: some View {
        List {
            if let invitation = records.invitation {
                Section {
                    Text(verbatim: invitation).foregroundStyle(.secondary)
                    if let newGame = records.newGame { CoreButton(store: store, button: newGame) }
                }
            }
            if !records.figures.isEmpty {
                Section {
                    HStack(spacing: 8) {
                        ForEach(Array(records.figures.enumerated()), id: \.offset) { _, figure in
                            VStack(spacing: 2) {
                                Text(verbatim: figure.value).font(.title2.weight(.semibold)).monospacedDigit()
                                Text(verbatim: figure.label).font(.caption).foregroundStyle(.secondary)
                            }
                            .frame(maxWidth: .infinity)
                            .accessibilityElement(children: .combine)
                        }
                    }
                }
            }
            if !records.summary.isEmpty {
                Section {
                    ForEach(Array(records.summary.enumerated()), id: \.offset) { Text(verbatim: $0.element) }
                }
            }
            Section {
                ForEach(Array(records.opponents.enumerated()), id: \.offset) { CardRow(store: store, card: $0.element) }
            } header: {
                Text(verbatim: records.opponentsTitle)
            }
            if let daily = records.daily {
                Section { CardRow(store: store, card: daily) }
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
