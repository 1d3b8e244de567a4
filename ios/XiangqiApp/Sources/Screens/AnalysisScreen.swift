import SwiftUI
import XiangqiKit

/// Analysis of a position: its status and best lines under the board; its buttons as the
/// icon bar.
@MainActor
struct AnalysisScreen: View {
    let store: AppStore
    let analysis: AnalysisScreenView

    var body: some View {
        BoardColumnScreen(store: store, buttons: analysis.buttons) {
            Text(verbatim: analysis.status).font(.subheadline).foregroundStyle(.secondary)
            ForEach(Array(analysis.lines.enumerated()), id: \.offset) { _, line in
                HStack(alignment: .firstTextBaseline) {
                    Text(verbatim: line.score).monospacedDigit().bold()
                    Text(verbatim: line.moves)
                }
                .font(.subheadline)
                .accessibilityElement(children: .combine)
            }
            Text(verbatim: analysis.fen).font(.caption.monospaced()).textSelection(.enabled)
        }
    }
}
