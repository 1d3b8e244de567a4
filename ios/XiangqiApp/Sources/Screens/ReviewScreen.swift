import Charts
import SwiftUI
import XiangqiKit

/// The post-game review: the moves as the game's move strip above the board on a phone (the
/// full list in the side column where the window is wide), a tap on a move going to its ply;
/// under the board the progress, the ply's verdict, the evaluation graph and the key moments;
/// its buttons as the icon bar.
@MainActor
struct ReviewScreen: View {
    let store: AppStore
    let review: ReviewScreenView

    var body: some View {
        BoardColumnScreen(store: store, buttons: review.buttons, moves: review.moveStrip) {
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
        }
    }
}
