import SwiftUI
import XiangqiKit

/// Analysis of a position: its status and best lines.
@MainActor
struct AnalysisScreen: View {
    let store: AppStore
    let analysis: AnalysisScreenView

    var body: some View {
        BoardLayout(store: store) {
            Section {
                Text(verbatim: analysis.status).foregroundStyle(.secondary)
                ForEach(Array(analysis.lines.enumerated()), id: \.offset) { _, line in
                    HStack(alignment: .firstTextBaseline) {
                        Text(verbatim: line.score).monospacedDigit().bold()
                        Text(verbatim: line.moves)
                    }
                    .accessibilityElement(children: .combine)
                }
                Text(verbatim: analysis.fen).font(.caption.monospaced()).textSelection(.enabled)
            }
            Section { ButtonBar(store: store, buttons: analysis.buttons) }
        }
    }
}
