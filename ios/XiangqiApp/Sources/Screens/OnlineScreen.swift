import SwiftUI
import XiangqiKit

/// The online hub: the connection, the sign-in form (name, server) or the account with the
/// running game, the quick game, the challenges, who is online, the menu.
@MainActor
struct OnlineScreen: View {
    let store: AppStore
    let online: OnlineView

    var body: some View {
        Form {
            Section {
                Label {
                    Text(verbatim: online.status)
                } icon: {
                    Image(systemName: online.connected ? "circle.fill" : "exclamationmark.circle")
                        .foregroundStyle(online.connected ? Color.green : Color.red)
                }
                .accessibilityElement(children: .combine)
                Line(text: online.account, style: .headline)
            }
            if let signIn = online.signIn {
                Section {
                    Text(verbatim: signIn.intro)
                    CoreTextField(store: store, field: signIn.name)
                    CoreTextField(store: store, field: signIn.server)
                    Line(text: signIn.message, color: .red)
                    CoreButton(store: store, button: signIn.button)
                }
            }
            if let running = online.runningGame {
                Section { CoreRow(store: store, row: running).listRowBackground(Color.accentColor.opacity(0.15)) }
            }
            if let quick = online.quick {
                FormSection(store: store, section: quick)
            }
            if !online.challenges.isEmpty {
                Section {
                    ForEach(Array(online.challenges.enumerated()), id: \.offset) { CoreRow(store: store, row: $0.element) }
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
                        Button { store.send(button.action) } label: { Text(verbatim: button.label) }
                            .disabled(!button.enabled)
                    }
                }
            }
        }
    }
}
