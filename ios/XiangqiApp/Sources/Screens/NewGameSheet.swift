import SwiftUI
import XiangqiCore
import XiangqiKit

/// The new game as a compact sheet: who plays (the characters, each in a line of a player's
/// words, and two players), the colour, the clock, the house rules folded under one row; the
/// line saying what starts and Start stay at the bottom, always in view.
@MainActor
struct NewGameSheet: View {
    let store: AppStore
    let view: NewGameView
    /// Whether the house rules are unfolded (the sheet's own state: nothing is decided).
    @State private var rulesOpen = false

    // Explicit: the private state makes the memberwise initialiser private (Swift < 6.4),
    // and the screen switch constructs the sheet.
    init(store: AppStore, view: NewGameView) {
        self.store = store
        self.view = view
    }

    var body: some View {
        List {
            Section {
                ForEach(Array(view.opponents.enumerated()), id: \.offset) { index, opponent in
                    Button { store.choose(.opponent, option: UInt32(index)) } label: {
                        HStack(spacing: 14) {
                            Group {
                                if let portrait = opponent.portrait {
                                    Text(verbatim: portrait).font(.title3)
                                } else {
                                    Image(systemName: opponent.icon.systemName)
                                }
                            }
                                .frame(width: 36, height: 36)
                                .background(Circle().fill(opponent.selected ? Color.accentColor : Color.secondary.opacity(0.15)))
                                .foregroundStyle(opponent.selected ? Color.white : Color.primary)
                            VStack(alignment: .leading, spacing: 2) {
                                HStack(alignment: .firstTextBaseline, spacing: 6) {
                                    Text(verbatim: opponent.name).font(.headline)
                                    if let level = opponent.level {
                                        Text(verbatim: level).font(.caption).foregroundStyle(.secondary)
                                    }
                                }
                                Text(verbatim: opponent.line).font(.subheadline).foregroundStyle(.secondary)
                            }
                            Spacer()
                            if opponent.selected { Image(systemName: "checkmark").foregroundStyle(Color.accentColor) }
                        }
                    }
                    .buttonStyle(.plain)
                    .accessibilityAddTraits(opponent.selected ? [.isButton, .isSelected] : .isButton)
                }
            }
            if let color = view.color {
                Section {
                    Picker(selection: Binding(get: { color.selected },
                                              set: { store.choose(color.field, option: $0) })) {
                        ForEach(Array(color.options.enumerated()), id: \.offset) { index, option in
                            Text(verbatim: option.label).tag(UInt32(index))
                        }
                    } label: {
                        Text(verbatim: color.label)
                    }
                    .pickerStyle(.segmented)
                } header: {
                    Text(verbatim: color.label)
                }
            }
            Section {
                SettingRow(store: store, row: view.clock)
                DisclosureGroup(isExpanded: $rulesOpen) {
                    ForEach(Array(view.rules.rows.enumerated()), id: \.offset) { SettingRow(store: store, row: $0.element) }
                } label: {
                    RowLabel(icon: view.rulesIcon, title: view.rules.title, value: view.rulesSummary)
                }
            } footer: {
                Line(text: view.note)
            }
        }
        .safeAreaInset(edge: .bottom) {
            HStack(spacing: 12) {
                Text(verbatim: view.summary).font(.subheadline).lineLimit(2)
                Spacer()
                CoreButton(store: store, button: view.start)
            }
            .padding()
            .background(.bar)
        }
    }
}
