import SwiftUI
import XiangqiKit

/// The game: the board, the clocks, the status line, the move list with its opening, and
/// the actions. In landscape (and on iPad) the move list stands beside the board.
struct GameScreen: View {
    @Bindable var model: GameModel
    let close: () -> Void
    @State private var confirmResign = false

    var body: some View {
        GeometryReader { geometry in
            let landscape = geometry.size.width > geometry.size.height
            let layout = landscape ? AnyLayout(HStackLayout(spacing: 16)) : AnyLayout(VStackLayout(spacing: 8))
            layout {
                VStack(spacing: 4) {
                    clock(model.view.bottom == .red ? model.blackClock : model.redClock)
                    BoardCanvas(screen: model)
                    clock(model.view.bottom == .red ? model.redClock : model.blackClock)
                }
                panel
            }
            .padding(8)
        }
        .navigationTitle(model.view.title)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar { actions }
        .popover(item: $model.card) { card in
            Text(card.text).padding().presentationCompactAdaptation(.sheet)
        }
        .sheet(item: resultBinding) { sheet in
            VStack(spacing: 16) {
                Text(sheet.text).font(.title2)
                Button("Done") { close() }.buttonStyle(.borderedProminent)
            }
            .padding()
            .presentationDetents([.medium])
        }
        .alert("Your opponent offers a draw. Agree?", isPresented: $model.drawQuestion) {
            Button("Agree") { model.agreeDraw() }
            Button("Play on", role: .cancel) {}
        }
        .confirmationDialog("Resign this game?", isPresented: $confirmResign) {
            Button("Resign", role: .destructive) { model.resign() }
        }
    }

    private var resultBinding: Binding<ResultSheet?> {
        Binding(get: { model.resultSheet }, set: { if $0 == nil { model.dismissResult() } })
    }

    @ViewBuilder private func clock(_ text: String?) -> some View {
        if let text { Text(text).font(.title3.monospacedDigit()) }
    }

    private var panel: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(model.view.statusText).font(.headline)
            if let message = model.message {
                Text(message).font(.callout).foregroundStyle(.secondary)
                    .accessibilityAddTraits(.updatesFrequently)
            }
            if let warning = model.view.warningText {
                Label(warning, systemImage: "exclamationmark.triangle").foregroundStyle(.orange)
            }
            if let answer = model.drawAnswer {
                Text(answer == .accepted ? "The computer accepts the draw." : "The computer declines the draw.")
            }
            if model.thinking { SwiftUI.ProgressView() }
            if let opening = model.view.opening { Text(opening).font(.subheadline.italic()) }
            ScrollViewReader { scroll in
                List(model.moveRows, id: \.number) { row in
                    HStack {
                        Text(verbatim: "\(row.number).").monospacedDigit().frame(width: 36, alignment: .trailing)
                        Text(row.red).frame(maxWidth: .infinity, alignment: .leading)
                        Text(row.black ?? "").frame(maxWidth: .infinity, alignment: .leading)
                    }
                    .id(row.number)
                }
                .listStyle(.plain)
                .onChange(of: model.view.ply) { _, _ in scroll.scrollTo(model.moveRows.last?.number) }
            }
        }
        .frame(minWidth: 220)
    }

    @ToolbarContentBuilder private var actions: some ToolbarContent {
        ToolbarItemGroup(placement: .bottomBar) {
            Button("Hint", systemImage: "lightbulb") { Task { await model.showHint() } }
                .disabled(model.hinting || model.view.computerToMove || model.result != nil)
            Button("Undo", systemImage: "arrow.uturn.backward") { model.undo() }
                .disabled(!model.view.canUndo)
            Button("Offer a draw", systemImage: "equal.circle") { Task { await model.offerDraw() } }
                .disabled(model.result != nil)
            Button("Resign", systemImage: "flag") { confirmResign = true }
                .disabled(model.result != nil)
        }
    }
}

extension PieceCardView: Identifiable {
    public var id: String { card.square }
}

extension ResultSheet: Identifiable {
    public var id: String { text }
}
