import SwiftUI
import XiangqiCore
import XiangqiKit

/// The online hub: the connection as a word and an icon, the account with its one score, the
/// running game with both clocks, the quick-pairing grid, the challenges as cards with their
/// answers, who is online, the way to the lists. Before the first sign-in: what online play
/// offers and the sign-in form (name, server).
@MainActor
struct OnlineScreen: View {
    let store: AppStore
    let online: OnlineView

    var body: some View {
        Form {
            if let connection = online.connection {
                Section { ConnectionLine(store: store, connection: connection) }
            }
            if let signIn = online.signIn {
                Section {
                    ForEach(Array(signIn.features.enumerated()), id: \.offset) { _, feature in
                        Label { Text(verbatim: feature.text) } icon: { Image(systemName: feature.icon.systemName) }
                    }
                }
                Section {
                    Text(verbatim: signIn.intro).font(.headline)
                    CoreTextField(store: store, field: signIn.name)
                    CoreTextField(store: store, field: signIn.server)
                    Line(text: signIn.message, color: .red)
                    CoreButton(store: store, button: signIn.button)
                }
            }
            if let account = online.account {
                Section {
                    HStack {
                        Text(verbatim: account.name).font(.title3.weight(.semibold))
                        Spacer()
                        Text(verbatim: account.score).font(.headline.monospacedDigit()).foregroundStyle(.tint)
                    }
                    .accessibilityElement(children: .combine)
                }
            }
            if let running = online.runningGame {
                Section { RunningGameCard(store: store, game: running) }
                    .listRowBackground(Color.accentColor.opacity(0.15))
            }
            if let quick = online.quick {
                Section {
                    Picker(selection: Binding(get: { quick.mode.selected },
                                              set: { store.choose(quick.mode.field, option: $0) })) {
                        ForEach(Array(quick.mode.options.enumerated()), id: \.offset) { index, option in
                            Text(verbatim: option.label).tag(UInt32(index))
                        }
                    } label: { Text(verbatim: quick.mode.label) }
                        .pickerStyle(.segmented)
                        .disabled(!quick.mode.enabled)
                    QuickGrid(store: store, tiles: quick.tiles)
                    Line(text: quick.note, color: .secondary)
                } header: { Text(verbatim: quick.title) }
            }
            if !online.challenges.isEmpty {
                Section {
                    ForEach(Array(online.challenges.enumerated()), id: \.offset) {
                        ChallengeCard(store: store, card: $0.element)
                    }
                } header: { Text(verbatim: online.challengesTitle) }
            }
            if !online.players.isEmpty {
                Section {
                    ForEach(Array(online.players.enumerated()), id: \.offset) { CoreRow(store: store, row: $0.element) }
                } header: { Text(verbatim: online.playersTitle) }
            }
            if !online.menu.isEmpty {
                Section {
                    ForEach(Array(online.menu.enumerated()), id: \.offset) { _, button in
                        Button(role: button.role.swiftUI) { store.send(button.action) } label: { ButtonLabel(button: button) }
                            .disabled(!button.enabled)
                    }
                }
            }
        }
    }
}

/// The connection: the core's word with its icon (never the server's address); Connect while off.
@MainActor
private struct ConnectionLine: View {
    let store: AppStore
    let connection: ConnectionView

    var body: some View {
        HStack {
            Label { Text(verbatim: connection.text) } icon: { Image(systemName: connection.icon.systemName) }
                .foregroundStyle(colour)
                .accessibilityElement(children: .combine)
            Spacer()
            if let button = connection.button { CoreButton(store: store, button: button) }
        }
    }

    private var colour: Color {
        switch connection.state {
        case .connected: .secondary
        case .connecting: .secondary
        case .offline: .red
        }
    }
}

/// The running game: the opponent and the terms, whose move, both clocks, the way back.
@MainActor
private struct RunningGameCard: View {
    let store: AppStore
    let game: RunningGameView

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                VStack(alignment: .leading) {
                    Text(verbatim: game.opponent).font(.headline)
                    if !game.detail.isEmpty { Text(verbatim: game.detail).font(.subheadline) }
                }
                Spacer()
                if let clock = game.opponentClock { StripClock(clock: clock) }
            }
            HStack {
                if let turn = game.turn { Text(verbatim: turn).font(.subheadline.weight(.semibold)) }
                Spacer()
                if let clock = game.yourClock { StripClock(clock: clock) }
            }
            CoreButton(store: store, button: game.button).frame(maxWidth: .infinity)
        }
    }
}

/// The time controls as a grid of tiles: the digits large, the speed under them; one tap seeks.
@MainActor
private struct QuickGrid: View {
    let store: AppStore
    let tiles: [QuickTileView]

    var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 140), spacing: 8)], spacing: 8) {
            ForEach(Array(tiles.enumerated()), id: \.offset) { _, tile in
                Button { store.send(tile.button.action) } label: {
                    VStack(spacing: 2) {
                        Text(verbatim: tile.time).font(.title2.weight(.semibold).monospacedDigit())
                        HStack(spacing: 4) {
                            if tile.seeking, let icon = tile.button.icon { Image(systemName: icon.systemName) }
                            Text(verbatim: tile.speed).font(.subheadline)
                        }
                    }
                    .frame(maxWidth: .infinity, minHeight: 72)
                }
                .buttonStyle(.bordered)
                .tint(tile.seeking ? .accentColor : .secondary)
                .disabled(!tile.button.enabled)
                .accessibilityLabel(Text(verbatim: tile.button.label))
                .accessibilityAddTraits(tile.seeking ? .isSelected : [])
            }
        }
    }
}

/// A challenge: who and on what terms (a tap opens them), its answers on the card.
@MainActor
private struct ChallengeCard: View {
    let store: AppStore
    let card: ChallengeCardView

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Button { store.send(card.open) } label: {
                VStack(alignment: .leading) {
                    Text(verbatim: card.title).font(.headline)
                    Text(verbatim: card.terms).monospacedDigit()
                    Text(verbatim: card.status).font(.subheadline).foregroundStyle(.secondary)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
            .buttonStyle(.plain)
            HStack {
                Spacer()
                ForEach(Array(card.buttons.enumerated()), id: \.offset) { CoreButton(store: store, button: $0.element) }
            }
        }
    }
}
