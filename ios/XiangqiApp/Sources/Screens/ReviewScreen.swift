import Charts
import SwiftUI
import XiangqiKit

/// The post-game review: progress, the evaluation graph, key moments, the ply on the board.
@MainActor
struct ReviewScreen: View {
    let store: AppStore
    let review: ReviewScreenView

    var body: some View {
        BoardLayout(store: store) {
            Section {
                Line(text: review.progress, color: .secondary)
                Line(text: review.plyText)
                if let done = review.review {
                    ForEach(Array(done.summaryText.enumerated()), id: \.offset) { Text(verbatim: $0.element) }
                    // The core's graph data: Red's side per ply within ±graphCap.
                    Chart(Array(done.graph.enumerated()), id: \.offset) { point in
                        LineMark(x: .value("ply", point.offset), y: .value("eval", Int(point.element)))
                    }
                    .chartYScale(domain: -Int(done.graphCap)...Int(done.graphCap))
                    .frame(height: 120)
                    .accessibilityHidden(true) // the key moments say it in words
                }
            }
            Section {
                ForEach(Array(review.keyMoments.enumerated()), id: \.offset) { CoreRow(store: store, row: $0.element) }
            }
            Section { ButtonBar(store: store, buttons: review.buttons) }
            MoveList(title: review.title, rows: review.moveRows)
        }
    }
}
