import Charts
import SwiftUI
import XiangqiKit

/// The post-game review: under the board the progress, the ply's verdict, the evaluation
/// graph, the key moments and the moves (a tap on one goes there); its buttons as the icon bar.
@MainActor
struct ReviewScreen: View {
    let store: AppStore
    let review: ReviewScreenView

    var body: some View {
        BoardColumnScreen(store: store, buttons: review.buttons) {
            Line(text: review.progress, style: .subheadline, color: .secondary)
            Line(text: review.plyText, style: .subheadline)
            if let done = review.review {
                ForEach(Array(done.summaryText.enumerated()), id: \.offset) {
                    Text(verbatim: $0.element).font(.subheadline)
                }
                // The core's graph data: Red's side per ply within ±graphCap.
                Chart(Array(done.graph.enumerated()), id: \.offset) { point in
                    LineMark(x: .value("ply", point.offset), y: .value("eval", Int(point.element)))
                }
                .chartYScale(domain: -Int(done.graphCap)...Int(done.graphCap))
                .frame(height: 100)
                .accessibilityHidden(true) // the key moments say it in words
            }
            ForEach(Array(review.keyMoments.enumerated()), id: \.offset) { CoreRow(store: store, row: $0.element) }
            Divider()
            ForEach(review.moveRows, id: \.number) { row in
                MoveRowLine(store: store, row: row, shown: review.ply) { .reviewGoto(ply: $0) }
            }
        }
    }
}
