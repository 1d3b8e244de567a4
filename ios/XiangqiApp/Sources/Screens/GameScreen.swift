import SwiftUI
import XiangqiKit

/// A game: the board, clocks, status, messages, the move list, the buttons, the result.
@MainActor
struct GameScreen: View {
    let store: AppStore
    let game: GameScreenView

    var body: some View {
        BoardLayout(store: store) {
            Section {
                ForEach(game.clocks, id: \.side) { clock in
                    HStack {
                        Text(verbatim: clock.label)
                        Spacer()
                        Text(verbatim: clock.time).monospacedDigit().bold(clock.running)
                            .foregroundStyle(clock.inGrace ? Color.red : Color.primary)
                    }
                    .accessibilityElement(children: .combine)
                    Line(text: clock.note, style: .caption, color: .red)
                }
                Line(text: game.board.statusText, style: .headline)
                Line(text: game.board.warningText, color: .orange)
                Line(text: game.thinking, color: .secondary)
                Line(text: game.message)
                Line(text: game.drawAnswer)
                // Online: the opponent's absence, an offer.
                if let notice = game.notice {
                    Text(verbatim: notice)
                        .padding(8)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .background(Color.accentColor.opacity(0.15), in: RoundedRectangle(cornerRadius: 8))
                        .accessibilityAddTraits(.updatesFrequently)
                }
                if let hint = game.hint {
                    Text(verbatim: hint.text)
                }
                if let card = game.card {
                    Text(verbatim: card.text).font(.callout)
                }
            }
            if let result = game.result {
                Section {
                    Text(verbatim: result.headline).font(.title2.bold())
                    Line(text: result.detail)
                    ButtonBar(store: store, buttons: result.buttons)
                }
            }
            Section { ButtonBar(store: store, buttons: game.buttons) }
            MoveList(title: game.movesTitle, rows: game.moveRows)
        }
    }
}
