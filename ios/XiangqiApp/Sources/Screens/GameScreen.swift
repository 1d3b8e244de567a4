import SwiftUI
import XiangqiCore
import XiangqiKit

/// What a game shows over itself as a sheet: the menu or the marks' legend.
enum GameSheet: String, Identifiable {
    case menu, legend
    var id: String { rawValue }
}

/// A game (against the computer, two players, online). On a phone in portrait: the move
/// strip, the opponent's strip, the board edge to edge, your strip, the lines about the game
/// (stepping, status, messages, online prompts) and the icon bar. Where the window is wide:
/// the board as tall as the window and one column with the strips, the full move list, the
/// lines and the bar. The result is a card over the board; the menu and the legend sheets.
@MainActor
struct GameScreen: View {
    let store: AppStore
    let game: GameScreenView
    /// The sheet taken down here and not yet dropped by the core (it is not shown again
    /// meanwhile).
    @State private var dismissed: GameSheet?
    /// The menu's choice, sent once its sheet is down: an alert (resign asks first), the share
    /// sheet or another screen cannot come up while the sheet is still presented.
    @State private var chosen: Action?

    // Explicit: the private state makes the memberwise initialiser private (Swift < 6.4), and
    // ScreenSwitch constructs the screen.
    init(store: AppStore, game: GameScreenView) {
        self.store = store
        self.game = game
    }

    var body: some View {
        AdaptiveBoardScreen {
            tall
        } wide: { column in
            wide(column)
        }
        .navigationBarTitleDisplayMode(.inline)
        .sheet(item: sheet, onDismiss: sendChosen) { kind in
            switch kind {
            case .menu:
                MenuSheet(menu: game.menu) { action in
                    chosen = action
                    dismissed = .menu
                }
            case .legend:
                if let legend = game.legend {
                    LegendSheet(legend: legend) { action in
                        chosen = action
                        dismissed = .legend
                    }
                }
            }
        }
        .onChange(of: coreSheet) { _, _ in dismissed = nil }
        .animation(.snappy, value: resultShown)
    }

    // MARK: The two layouts

    private var tall: some View {
        VStack(spacing: 0) {
            MoveStrip(store: store, strip: game.moveStrip)
            Divider()
            PlayerStrip(strip: game.top)
            BoardArea(store: store) { resultCard }
                .layoutPriority(1)
            PlayerStrip(strip: game.bottom)
            Divider()
            ScrollView {
                lines.padding(.horizontal, 12).padding(.vertical, 8)
            }
            .frame(maxHeight: .infinity)
            IconBar(store: store, buttons: game.bar)
        }
    }

    private func wide(_ column: CGFloat) -> some View {
        HStack(spacing: 0) {
            BoardArea(store: store) { resultCard }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            Divider()
            VStack(spacing: 0) {
                PlayerStrip(strip: game.top)
                Divider()
                MoveColumn(store: store, strip: game.moveStrip)
                    .frame(maxHeight: .infinity)
                Divider()
                ScrollView {
                    lines.padding(.horizontal, 12).padding(.vertical, 8)
                }
                .frame(minHeight: 60, maxHeight: 180)
                Divider()
                PlayerStrip(strip: game.bottom)
                IconBar(store: store, buttons: game.bar)
            }
            .frame(width: column)
        }
    }

    // MARK: Parts

    /// The lines about the game: the stepping note, the status, the computer thinking, the
    /// last message, the hint, the piece card and the online prompts.
    private var lines: some View {
        VStack(alignment: .leading, spacing: 6) {
            Line(text: game.moveStrip.steppingText, style: .subheadline.weight(.semibold), color: .accentColor)
            Line(text: game.board.statusText, style: .subheadline, color: .secondary)
            Line(text: game.board.warningText, style: .subheadline, color: .orange)
            Line(text: game.thinking, style: .subheadline, color: .secondary)
            Line(text: game.message, style: .subheadline)
            Line(text: game.hint?.text, style: .subheadline)
            Line(text: game.card?.text, style: .callout)
            ForEach(Array(game.prompts.enumerated()), id: \.offset) { _, prompt in
                PromptCard(store: store, prompt: prompt)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    /// The result card, unless put away (`CloseResult`; the bar's button brings it back).
    @ViewBuilder private var resultCard: some View {
        if let result = game.result, game.resultOpen {
            ResultCard(store: store, result: result) { store.send(.closeResult) }
        }
    }

    private var resultShown: Bool { game.result != nil && game.resultOpen }

    // MARK: The sheets

    /// The sheet the core's record asks for, while this game is the screen on top (a pushed
    /// review or the settings take it away).
    private var coreSheet: GameSheet? {
        guard case let .game(top)? = store.view.top, top.gameId == game.gameId else { return nil }
        if top.menuOpen { return .menu }
        if top.legend != nil { return .legend }
        return nil
    }

    /// The sheet shown: the core's, unless taken down here already.
    private var sheet: Binding<GameSheet?> {
        Binding {
            let kind = coreSheet
            return kind == dismissed ? nil : kind
        } set: { new in
            // Swiped down: the menu closes, the legend is seen.
            guard new == nil, let kind = coreSheet, kind != dismissed else { return }
            dismissed = kind
            switch kind {
            case .menu: store.send(.closeMenu)
            case .legend: store.send(.dismissLegend)
            }
        }
    }

    private func sendChosen() {
        if let action = chosen {
            chosen = nil
            store.send(action)
        }
    }
}
