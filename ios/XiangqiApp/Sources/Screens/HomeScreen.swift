import SwiftUI
import XiangqiKit

/// Home, the Play tab's root: the filled New game, the characters as tiles (a tap plays,
/// a long press opens the sheet with them chosen), the puzzle of the day and the games to
/// continue as cards; a new player's invitation instead of empty lists.
@MainActor
struct HomeScreen: View {
    let store: AppStore
    let home: HomeView

    var body: some View {
        List {
            Section {
                Button { store.send(home.newGame.action) } label: {
                    ButtonLabel(button: home.newGame)
                        .font(.headline)
                        .frame(maxWidth: .infinity, minHeight: 36)
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .disabled(!home.newGame.enabled)
                .listRowInsets(EdgeInsets())
                .listRowBackground(Color.clear)
                if let invitation = home.invitation {
                    Text(verbatim: invitation)
                        .foregroundStyle(.secondary)
                        .listRowBackground(Color.clear)
                }
            }
            if !home.characters.isEmpty {
                Section {
                    HStack(alignment: .top, spacing: 8) {
                        ForEach(Array(home.characters.enumerated()), id: \.offset) { _, tile in
                            CharacterTile(store: store, tile: tile, longPressLabel: home.newGame.label)
                        }
                    }
                    .listRowInsets(EdgeInsets())
                    .listRowBackground(Color.clear)
                } header: {
                    Text(verbatim: home.charactersTitle)
                }
            }
            if let daily = home.daily {
                Section { CardRow(store: store, card: daily) }
            }
            if let learn = home.learn {
                Section { CardRow(store: store, card: learn) } header: { Text(verbatim: home.learnTitle) }
            }
            if !home.unfinished.isEmpty {
                Section {
                    ForEach(Array(home.unfinished.enumerated()), id: \.offset) { CardRow(store: store, card: $0.element) }
                } header: {
                    Text(verbatim: home.unfinishedTitle)
                }
            }
        }
    }
}
