import SwiftUI
import XiangqiKit

/// A list screen (live games, my games, statistics, the day's puzzle list): the figures, the
/// summary, the status while loading, the graph, the sections (each with its text when empty),
/// the buttons.
@MainActor
struct ListScreen: View {
    let store: AppStore
    let list: ListScreenView

    var body: some View {
        List {
            if !list.figures.isEmpty {
                Section {
                    HStack(spacing: 8) {
                        ForEach(Array(list.figures.enumerated()), id: \.offset) { _, figure in
                            VStack(spacing: 2) {
                                Text(verbatim: figure.value).font(.title3.weight(.semibold).monospacedDigit())
                                    .foregroundStyle(.tint)
                                Text(verbatim: figure.label).font(.caption).foregroundStyle(.secondary)
                            }
                            .frame(maxWidth: .infinity)
                            .accessibilityElement(children: .combine)
                        }
                    }
                }
            }
            if !list.summary.isEmpty || list.status != nil {
                Section {
                    ForEach(Array(list.summary.enumerated()), id: \.offset) { Text(verbatim: $0.element) }
                    Line(text: list.status, color: .secondary)
                }
            }
            if let graph = list.graph {
                Section {
                    GraphChart(graph: graph)
                } header: {
                    Text(verbatim: graph.title)
                }
            }
            ForEach(Array(list.sections.enumerated()), id: \.offset) { _, section in
                Section {
                    if section.rows.isEmpty {
                        Text(verbatim: section.empty).foregroundStyle(.secondary)
                    } else {
                        ForEach(Array(section.rows.enumerated()), id: \.offset) { CoreRow(store: store, row: $0.element) }
                    }
                } header: {
                    Text(verbatim: section.title)
                }
            }
            if !list.buttons.isEmpty {
                Section { ButtonBar(store: store, buttons: list.buttons) }
            }
        }
    }
}

/// A line graph between the record's `min` (bottom) and `max` (top); the first and last
/// point's labels under it. VoiceOver reads one element per point: its label.
@MainActor
struct GraphChart: View {
    let graph: GraphView

    var body: some View {
        VStack(spacing: 4) {
            GeometryReader { geo in
                let places = spots(in: geo.size)
                ZStack(alignment: .topLeading) {
                    Path { p in
                        p.move(to: .zero)
                        p.addLine(to: CGPoint(x: geo.size.width, y: 0))
                        p.move(to: CGPoint(x: 0, y: geo.size.height))
                        p.addLine(to: CGPoint(x: geo.size.width, y: geo.size.height))
                    }
                    .stroke(Color.secondary.opacity(0.4), lineWidth: 1)
                    Path { p in
                        guard let first = places.first else { return }
                        p.move(to: first)
                        for spot in places.dropFirst() { p.addLine(to: spot) }
                    }
                    .stroke(Color.accentColor, style: StrokeStyle(lineWidth: 2.5, lineCap: .round, lineJoin: .round))
                    ForEach(Array(places.enumerated()), id: \.offset) { index, spot in
                        Circle()
                            .fill(Color.accentColor)
                            .frame(width: 7, height: 7)
                            .frame(width: 24, height: 24)
                            .contentShape(Rectangle())
                            .position(spot)
                            .accessibilityElement()
                            .accessibilityLabel(Text(verbatim: graph.points[index].label))
                    }
                }
            }
            .frame(height: 180)
            .accessibilityElement(children: .contain)
            if let first = graph.points.first {
                HStack {
                    Text(verbatim: first.label)
                    Spacer()
                    if graph.points.count > 1, let last = graph.points.last { Text(verbatim: last.label) }
                }
                .font(.caption)
                .foregroundStyle(.secondary)
                .accessibilityHidden(true)
            }
        }
        .padding(.vertical, 8)
    }

    /// Where each point lies: spread evenly, `max` at the top.
    private func spots(in size: CGSize) -> [CGPoint] {
        let n = graph.points.count
        let span = Double(graph.max - graph.min)
        return graph.points.enumerated().map { index, point in
            let x = n == 1 ? size.width / 2 : size.width * CGFloat(index) / CGFloat(n - 1)
            let y = span <= 0 ? size.height / 2 : size.height * (1 - CGFloat(Double(point.value - graph.min) / span))
            return CGPoint(x: x, y: min(max(y, 0), size.height))
        }
    }
}
