import SwiftUI
import XiangqiCore
import XiangqiKit

/// What the board screens (a game, a puzzle) are built of: the two layouts, the player strips
/// with their clocks, the move strip and the full move list, the icon bar, the online prompts,
/// the result card, the menu and the legend. Every word and every decision is the core's;
/// these map its records to views and taps to its actions.

/// A phone in portrait (a column with the board edge to edge) or, where the window is wide
/// enough for the board as tall as the window and a side column beside it (a tablet or a
/// phone in landscape), the board beside one column.
@MainActor
struct AdaptiveBoardScreen<Tall: View, Wide: View>: View {
    let tall: () -> Tall
    let wide: (_ column: CGFloat) -> Wide

    init(@ViewBuilder tall: @escaping () -> Tall, @ViewBuilder wide: @escaping (_ column: CGFloat) -> Wide) {
        self.tall = tall
        self.wide = wide
    }

    /// The narrowest side column worth having (computed: a generic type has no static
    /// stored properties).
    private static var minColumn: CGFloat { 300 }

    var body: some View {
        GeometryReader { geometry in
            // The board is 9 wide by 10 tall.
            let beside = geometry.size.width - geometry.size.height * 0.9
            if beside >= Self.minColumn {
                wide(min(beside, 440))
            } else {
                tall()
            }
        }
    }
}

/// A board screen without players (a puzzle, a lesson, a review, an analysis): on a phone in
/// portrait the board edge to edge (under the move strip when the screen has moves), the
/// screen's lines under it (scrolling) and its buttons as the icon bar; where the window is
/// wide, the board as tall as the window beside one column of the lines, the full move list
/// and the bar. `card` lies over the board's lower part.
@MainActor
struct BoardColumnScreen<Lines: View, Card: View>: View {
    let store: AppStore
    let buttons: [ButtonView]
    let moves: MoveStripView?
    let lines: () -> Lines
    let card: () -> Card

    init(store: AppStore, buttons: [ButtonView], moves: MoveStripView? = nil,
         @ViewBuilder lines: @escaping () -> Lines, @ViewBuilder card: @escaping () -> Card) {
        self.store = store
        self.buttons = buttons
        self.moves = moves
        self.lines = lines
        self.card = card
    }

    var body: some View {
        AdaptiveBoardScreen {
            VStack(spacing: 0) {
                if let moves {
                    MoveStrip(store: store, strip: moves)
                    Divider()
                }
                BoardArea(store: store) { card() }
                    .layoutPriority(1)
                Divider()
                ScrollView { column }
                    .frame(maxHeight: .infinity)
                IconBar(store: store, buttons: buttons)
            }
        } wide: { width in
            HStack(spacing: 0) {
                BoardArea(store: store) { card() }
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                Divider()
                VStack(spacing: 0) {
                    ScrollView { column }
                        .frame(maxHeight: .infinity)
                    if let moves {
                        Divider()
                        MoveColumn(store: store, strip: moves)
                            .frame(maxHeight: .infinity)
                    }
                    IconBar(store: store, buttons: buttons)
                }
                .frame(width: width)
            }
        }
        .navigationBarTitleDisplayMode(.inline)
    }

    private var column: some View {
        VStack(alignment: .leading, spacing: 8) { lines() }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal, 12)
            .padding(.vertical, 10)
    }
}

extension BoardColumnScreen where Card == EmptyView {
    init(store: AppStore, buttons: [ButtonView], moves: MoveStripView? = nil,
         @ViewBuilder lines: @escaping () -> Lines) {
        self.init(store: store, buttons: buttons, moves: moves, lines: lines) { EmptyView() }
    }
}

/// The board (9 by 10, as large as it fits), with a card over its lower part.
@MainActor
struct BoardArea<Card: View>: View {
    let store: AppStore
    let card: () -> Card

    init(store: AppStore, @ViewBuilder card: @escaping () -> Card) {
        self.store = store
        self.card = card
    }

    var body: some View {
        BoardCanvas(store: store)
            .overlay(alignment: .bottom) { card() }
    }
}

extension Side {
    /// The colour of a side's disc (outlined, so that black shows on a dark background).
    var ink: Color {
        switch self {
        case .red: Color(red: 0.78, green: 0.12, blue: 0.1)
        case .black: Color(white: 0.15)
        }
    }

    /// The colour of a side's characters as text (black's follows light and dark mode).
    var textInk: Color {
        switch self {
        case .red: Color(red: 0.78, green: 0.12, blue: 0.1)
        case .black: .primary
        }
    }
}

/// One player beside the board: the side's disc, the name (one line) and detail, the pieces
/// they captured and their lead, the clock. The far strip between two players is turned
/// towards its player. VoiceOver reads the core's one line.
@MainActor
struct PlayerStrip: View {
    let strip: PlayerStripView

    var body: some View {
        HStack(spacing: 10) {
            Circle()
                .fill(strip.side.ink)
                .overlay { Circle().strokeBorder(Color.secondary.opacity(0.6), lineWidth: 1) }
                .frame(width: 18, height: 18)
            VStack(alignment: .leading, spacing: 2) {
                HStack(alignment: .firstTextBaseline, spacing: 6) {
                    Text(verbatim: strip.name)
                        .font(.subheadline.weight(strip.toMove ? .bold : .semibold))
                        .lineLimit(1)
                    if let detail = strip.detail {
                        Text(verbatim: detail).font(.caption).foregroundStyle(.secondary).lineLimit(1)
                    }
                }
                HStack(spacing: 1) {
                    ForEach(Array(strip.captured.enumerated()), id: \.offset) { _, piece in
                        Text(verbatim: piece.character)
                            .font(.caption2)
                            .foregroundStyle(piece.color.textInk)
                    }
                    if let material = strip.material {
                        Text(verbatim: material)
                            .font(.caption.weight(.semibold))
                            .foregroundStyle(.secondary)
                            .padding(.leading, 4)
                    }
                }
                .lineLimit(1)
                .frame(minHeight: 14)
            }
            .layoutPriority(1)
            Spacer(minLength: 4)
            if let clock = strip.clock {
                StripClock(clock: clock)
            }
        }
        .padding(.horizontal, 12)
        .padding(.vertical, 6)
        .frame(maxWidth: .infinity, minHeight: 48)
        .background(strip.toMove ? Color.accentColor.opacity(0.08) : Color.clear)
        .rotationEffect(strip.turned ? .degrees(180) : .zero)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(verbatim: strip.accessibility))
    }
}

/// A strip's clock: tabular digits; filled while it runs; red when low or in grace.
@MainActor
struct StripClock: View {
    let clock: StripClockView

    var body: some View {
        let alert = clock.low || clock.grace
        HStack(spacing: 6) {
            if let grace = clock.graceText {
                Text(verbatim: grace).font(.caption).foregroundStyle(Color.red).lineLimit(1)
            }
            Text(verbatim: clock.time)
                .font(.title3.weight(.semibold))
                .monospacedDigit()
                .lineLimit(1)
                .padding(.horizontal, 10)
                .padding(.vertical, 4)
                .foregroundStyle(clock.running ? Color.white : (alert ? Color.red : Color.primary))
                .background(clock.running ? (alert ? Color.red : Color.accentColor) : Color.secondary.opacity(0.15),
                            in: RoundedRectangle(cornerRadius: 8))
        }
        .fixedSize()
    }
}

/// The moves in one line above the board, numbered, the ply shown highlighted and kept in
/// view; a tap on a move shows the position after it.
@MainActor
struct MoveStrip: View {
    let store: AppStore
    let strip: MoveStripView

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 2) {
                    if let opening = strip.opening {
                        Text(verbatim: opening)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                            .lineLimit(1)
                            .padding(.trailing, 6)
                    }
                    ForEach(strip.cells, id: \.ply) { cell in
                        let shown = cell.ply == strip.shownPly
                        Button { store.send(cell.action) } label: {
                            HStack(spacing: 3) {
                                if let number = cell.number {
                                    Text(verbatim: number).foregroundStyle(.secondary)
                                }
                                Text(verbatim: cell.text).fontWeight(shown ? .semibold : .regular)
                            }
                            .font(.subheadline)
                            .lineLimit(1)
                            .padding(.horizontal, 6)
                            .padding(.vertical, 4)
                            .background(shown ? Color.accentColor.opacity(0.22) : Color.clear,
                                        in: RoundedRectangle(cornerRadius: 6))
                        }
                        .buttonStyle(.plain)
                        .accessibilityAddTraits(shown ? .isSelected : [])
                        .id(cell.ply)
                    }
                }
                .padding(.horizontal, 8)
            }
            .frame(minHeight: 34)
            .onAppear { proxy.scrollTo(strip.shownPly, anchor: .center) }
            .onChange(of: strip.shownPly) { _, ply in
                withAnimation { proxy.scrollTo(ply, anchor: .center) }
            }
        }
    }
}

/// The full move list of a side column: two moves to a row, each a tap to show it.
@MainActor
struct MoveColumn: View {
    let store: AppStore
    let strip: MoveStripView

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 0) {
                    if let opening = strip.opening {
                        Text(verbatim: opening)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                            .padding(.horizontal, 12)
                            .padding(.vertical, 6)
                    }
                    ForEach(strip.rows, id: \.number) { row in
                        MoveRowLine(store: store, row: row, strip: strip)
                            .padding(.horizontal, 8)
                            .id(row.number)
                    }
                }
            }
            .onAppear { scroll(proxy, animated: false) }
            .onChange(of: strip.shownPly) { _, _ in scroll(proxy, animated: true) }
        }
    }

    /// Keeps the row of the ply shown in view.
    private func scroll(_ proxy: ScrollViewProxy, animated: Bool) {
        guard let row = strip.rows.first(where: { $0.redPly == strip.shownPly || $0.blackPly == strip.shownPly })
        else { return }
        if animated {
            withAnimation { proxy.scrollTo(row.number, anchor: .center) }
        } else {
            proxy.scrollTo(row.number, anchor: .center)
        }
    }
}

/// One row of a move list: the number, Red's and Black's move; a tap on a move sends the
/// action of the strip's cell of its ply (the game's `ShowPly`, the review's `ReviewGoto`).
@MainActor
struct MoveRowLine: View {
    let store: AppStore
    let row: MoveRowView
    let strip: MoveStripView

    var body: some View {
        HStack(spacing: 6) {
            Text(verbatim: row.numberText)
                .monospacedDigit()
                .foregroundStyle(.secondary)
                .frame(width: 44, alignment: .trailing)
            MoveColumnCell(store: store, text: row.red, ply: row.redPly, strip: strip)
            MoveColumnCell(store: store, text: row.black ?? "", ply: row.blackPly, strip: strip)
        }
        .font(.subheadline)
    }
}

@MainActor
struct MoveColumnCell: View {
    let store: AppStore
    let text: String
    let ply: UInt32?
    let strip: MoveStripView

    var body: some View {
        let shown = ply == strip.shownPly
        let label = Text(verbatim: text)
            .lineLimit(1)
            .fontWeight(shown ? .semibold : .regular)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal, 6)
            .padding(.vertical, 6)
            .background(shown ? Color.accentColor.opacity(0.22) : Color.clear,
                        in: RoundedRectangle(cornerRadius: 6))
        if let ply, let cell = strip.cells.first(where: { $0.ply == ply }) {
            Button { store.send(cell.action) } label: { label }
                .buttonStyle(.plain)
                .accessibilityAddTraits(shown ? .isSelected : [])
        } else {
            label
        }
    }
}

/// The icon bar under the board: one SF Symbol per button, named for VoiceOver by the
/// button's label; the primary one (back to the game) filled and tinted.
@MainActor
struct IconBar: View {
    let store: AppStore
    let buttons: [ButtonView]

    var body: some View {
        HStack(spacing: 0) {
            ForEach(Array(buttons.enumerated()), id: \.offset) { _, button in
                Button { store.send(button.action) } label: {
                    Group {
                        if let icon = button.icon {
                            Image(systemName: icon.systemName)
                                .font(.title3)
                                .symbolVariant(button.role == .primary ? .fill : .none)
                        } else {
                            Text(verbatim: button.label).font(.footnote).lineLimit(1)
                        }
                    }
                    .frame(maxWidth: .infinity, minHeight: 48)
                    .contentShape(Rectangle())
                }
                .buttonStyle(.borderless)
                .tint(tint(button.role))
                .disabled(!button.enabled)
                .accessibilityLabel(Text(verbatim: button.label))
            }
        }
        .padding(.horizontal, 8)
        .background(.bar, ignoresSafeAreaEdges: .bottom)
    }

    private func tint(_ role: XiangqiCore.ButtonRole) -> Color {
        switch role {
        case .primary: .accentColor
        case .secondary: .primary
        case .destructive: .red
        }
    }
}

/// An online offer to answer now, or a fact about the opponent, as a small card.
@MainActor
struct PromptCard: View {
    let store: AppStore
    let prompt: PromptView

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(verbatim: prompt.text).font(.subheadline)
            if !prompt.buttons.isEmpty {
                HStack {
                    ForEach(Array(prompt.buttons.enumerated()), id: \.offset) { _, button in
                        CoreButton(store: store, button: button).controlSize(.small)
                    }
                }
            }
        }
        .padding(10)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color.accentColor.opacity(0.12), in: RoundedRectangle(cornerRadius: 10))
        .accessibilityElement(children: .contain)
    }
}

/// A card over the board's lower part (a game's result, a solved puzzle). With `close` (the
/// game's `CloseResult`) a tap on its head or a swipe down puts it away to see the final
/// position; the bar then brings it back.
@MainActor
struct BoardCard<Content: View>: View {
    let icon: Icon
    let tint: Color
    let headline: String
    let detail: String?
    let close: (() -> Void)?
    /// The screen reader's name of the close action (the core's label).
    let closeLabel: String?
    let content: () -> Content

    init(icon: Icon, tint: Color, headline: String, detail: String?, close: (() -> Void)? = nil,
         closeLabel: String? = nil, @ViewBuilder content: @escaping () -> Content) {
        self.icon = icon
        self.tint = tint
        self.headline = headline
        self.detail = detail
        self.close = close
        self.closeLabel = closeLabel
        self.content = content
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            if let close {
                Button(action: close) { head(closable: true) }
                    .buttonStyle(.plain)
            } else {
                head(closable: false)
            }
            content()
        }
        .padding(16)
        .frame(maxWidth: 520)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
        .shadow(color: .black.opacity(0.2), radius: 10, y: 4)
        .padding(12)
        .gesture(DragGesture(minimumDistance: 24).onEnded { drag in
            if drag.translation.height > 40 { close?() }
        }, including: close == nil ? .subviews : .all)
        // VoiceOver's escape (two fingers scrubbing) puts it away too, and a named action.
        .accessibilityAction(.escape) { close?() }
        .accessibilityActions {
            if let close, let closeLabel {
                Button(closeLabel, action: close)
            }
        }
        .transition(.move(edge: .bottom).combined(with: .opacity))
    }

    private func head(closable: Bool) -> some View {
        HStack(spacing: 12) {
            Image(systemName: icon.systemName)
                .font(.title)
                .symbolVariant(.fill)
                .foregroundStyle(tint)
            VStack(alignment: .leading, spacing: 2) {
                Text(verbatim: headline).font(.title3.bold())
                if let detail {
                    Text(verbatim: detail).font(.subheadline).foregroundStyle(.secondary)
                }
            }
            Spacer(minLength: 0)
            if closable {
                Image(systemName: "chevron.down")
                    .foregroundStyle(.secondary)
                    .accessibilityHidden(true)
            }
        }
        .contentShape(Rectangle())
    }
}

/// A finished game: how it went, why, what changed, and what next (Rematch filled); put away
/// with `close`.
@MainActor
struct ResultCard: View {
    let store: AppStore
    let result: ResultView
    let close: () -> Void

    var body: some View {
        BoardCard(icon: result.icon, tint: result.icon.tint, headline: result.headline, detail: result.detail,
                  close: close, closeLabel: result.close.label) {
            ForEach(Array(result.changes.enumerated()), id: \.offset) { _, change in
                Text(verbatim: change).font(.subheadline)
            }
            ButtonBar(store: store, buttons: result.buttons)
        }
    }
}

extension Icon {
    /// The colour of a result's or a puzzle's icon.
    var tint: Color {
        switch self {
        case .won, .correct, .trophy: .green
        case .lost, .wrong: .red
        case .drawn: .orange
        default: .accentColor
        }
    }
}

/// The game's menu as a sheet: its buttons in a list (Resign in red). A choice is handed to
/// `choose`, which takes the sheet down before sending it; swiping it down closes the menu.
@MainActor
struct MenuSheet: View {
    let menu: MenuView
    let choose: (Action) -> Void

    var body: some View {
        NavigationStack {
            List {
                ForEach(Array(menu.buttons.enumerated()), id: \.offset) { _, button in
                    Button(role: button.role.swiftUI) { choose(button.action) } label: {
                        ButtonLabel(button: button)
                    }
                    .disabled(!button.enabled)
                }
            }
            .navigationTitle(Text(verbatim: menu.title))
            .navigationBarTitleDisplayMode(.inline)
        }
        .presentationDetents([.medium, .large])
        .presentationDragIndicator(.visible)
    }
}

/// What the marks on the board mean, shown once, with its "Got it".
@MainActor
struct LegendSheet: View {
    let legend: LegendView
    let choose: (Action) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text(verbatim: legend.title).font(.headline)
            ForEach(Array(legend.items.enumerated()), id: \.offset) { _, item in
                Label {
                    Text(verbatim: item.text)
                } icon: {
                    Image(systemName: item.mark.systemName).foregroundStyle(item.mark.tint)
                }
            }
            Button { choose(legend.button.action) } label: {
                Text(verbatim: legend.button.label).frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .disabled(!legend.button.enabled)
        }
        .padding(20)
        .frame(maxWidth: .infinity, alignment: .leading)
        .presentationDetents([.medium, .large])
        .presentationDragIndicator(.visible)
    }
}

extension BoardMark {
    /// The colour of a mark's symbol in the legend (the board's palette: gold selection,
    /// red check and dangers).
    var tint: Color {
        switch self {
        case .selection, .lastMove: Color(red: 0.8, green: 0.6, blue: 0.1)
        case .check, .danger, .blocked: .red
        case .target, .capture, .blocker: .secondary
        }
    }
}
