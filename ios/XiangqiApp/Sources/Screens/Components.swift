import SwiftUI
import XiangqiCore
import XiangqiKit

/// The building blocks every screen maps its records with: a button record to a Button, a
/// choice to a Picker, a switch to a Toggle, a row to a list row. Texts are the core's.

extension XiangqiCore.ButtonRole {
    var swiftUI: SwiftUI.ButtonRole? {
        switch self {
        case .destructive: .destructive
        case .primary, .secondary: nil
        }
    }
}

@MainActor
struct CoreButton: View {
    let store: AppStore
    let button: ButtonView

    var body: some View {
        let label = Button(role: button.role.swiftUI) { store.send(button.action) } label: {
            ButtonLabel(button: button)
        }
        .disabled(!button.enabled)
        if button.role == .primary {
            label.buttonStyle(.borderedProminent)
        } else {
            label.buttonStyle(.bordered)
        }
    }
}

/// A button's words with its icon (the SF Symbol of the core's `Icon`), if it has one.
struct ButtonLabel: View {
    let button: ButtonView

    var body: some View {
        if let icon = button.icon {
            Label { Text(verbatim: button.label) } icon: { Image(systemName: icon.systemName) }
        } else {
            Text(verbatim: button.label)
        }
    }
}

/// A row of buttons that wraps on narrow screens.
@MainActor
struct ButtonBar: View {
    let store: AppStore
    let buttons: [ButtonView]

    var body: some View {
        ViewThatFits {
            HStack { ForEach(Array(buttons.enumerated()), id: \.offset) { CoreButton(store: store, button: $0.element) } }
            VStack(alignment: .leading) {
                ForEach(Array(buttons.enumerated()), id: \.offset) { CoreButton(store: store, button: $0.element) }
            }
        }
    }
}

@MainActor
struct ChoiceRow: View {
    let store: AppStore
    let choice: ChoiceView

    var body: some View {
        Picker(selection: Binding(get: { choice.selected },
                                  set: { store.choose(choice.field, option: $0) })) {
            ForEach(Array(choice.options.enumerated()), id: \.offset) { index, option in
                VStack(alignment: .leading) {
                    Text(verbatim: option.label)
                    if let detail = option.detail {
                        Text(verbatim: detail).font(.caption).foregroundStyle(.secondary)
                    }
                }
                .tag(UInt32(index))
            }
        } label: {
            Text(verbatim: choice.label)
        }
        .disabled(!choice.enabled)
    }
}

@MainActor
struct ToggleRow: View {
    let store: AppStore
    let toggle: ToggleView

    var body: some View {
        Toggle(isOn: Binding(get: { toggle.on }, set: { store.toggle(toggle.field, on: $0) })) {
            Text(verbatim: toggle.label)
        }
        .disabled(!toggle.enabled)
    }
}

/// A list row: tapping sends its action; its extra actions are a swipe and a context menu.
@MainActor
struct CoreRow: View {
    let store: AppStore
    let row: RowView

    var body: some View {
        let content = VStack(alignment: .leading, spacing: 2) {
            Text(verbatim: row.title)
            if !row.detail.isEmpty {
                Text(verbatim: row.detail).font(.subheadline).foregroundStyle(.secondary)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .accessibilityElement(children: .combine)
        Group {
            if let action = row.action {
                Button { store.send(action) } label: { content }
                    .buttonStyle(.plain)
                    .accessibilityAddTraits(.isButton)
            } else {
                content
            }
        }
        .swipeActions {
            ForEach(Array(row.extra.enumerated()), id: \.offset) { _, extra in
                Button(role: extra.role.swiftUI) { store.send(extra.action) } label: { Text(verbatim: extra.label) }
                    .disabled(!extra.enabled)
            }
        }
        .contextMenu {
            ForEach(Array(row.extra.enumerated()), id: \.offset) { _, extra in
                Button(role: extra.role.swiftUI) { store.send(extra.action) } label: { Text(verbatim: extra.label) }
                    .disabled(!extra.enabled)
            }
        }
    }
}

/// A line of text from the core, if any.
@MainActor
struct Line: View {
    let text: String?
    var style: Font = .body
    var color: Color = .primary

    var body: some View {
        if let text, !text.isEmpty {
            Text(verbatim: text).font(style).foregroundStyle(color)
        }
    }
}

/// The board with the screen's own lines under it in a list; on wide screens side by side
/// (the editor; the other board screens are built of BoardParts.swift).
@MainActor
struct BoardLayout<Side: View>: View {
    let store: AppStore
    let side: () -> Side
    @Environment(\.horizontalSizeClass) private var sizeClass

    // Explicit: the private size class makes the memberwise initialiser private (Swift < 6.4),
    // and every board screen constructs the layout.
    init(store: AppStore, @ViewBuilder side: @escaping () -> Side) {
        self.store = store
        self.side = side
    }

    var body: some View {
        if sizeClass == .regular {
            HStack(alignment: .top) {
                BoardCanvas(store: store).padding()
                List { side() }.frame(minWidth: 300)
            }
        } else {
            List {
                BoardCanvas(store: store)
                    .listRowInsets(EdgeInsets())
                side()
            }
        }
    }
}

/// A text field from its record: every change sends the whole text (`Event.input`). The field
/// keeps what was typed while the core's echo is on its way; a text the core set itself
/// (cleared, cut to its length) replaces it.
@MainActor
struct CoreTextField: View {
    let store: AppStore
    let field: TextFieldView
    @State private var text: String
    /// Texts sent and not yet seen back from the core, oldest first.
    @State private var pending: [String] = []
    /// The core's text just adopted (its change is not sent back).
    @State private var adopted: String?

    init(store: AppStore, field: TextFieldView) {
        self.store = store
        self.field = field
        _text = State(initialValue: field.text)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(verbatim: field.label).font(.caption).foregroundStyle(.secondary)
                .accessibilityHidden(true)
            SwiftUI.TextField(text: $text, prompt: Text(verbatim: field.placeholder)) {
                Text(verbatim: field.label)
            }
            .textInputAutocapitalization(.never)
            .autocorrectionDisabled()
            .disabled(!field.enabled)
        }
        .onChange(of: text) { _, new in
            if new == adopted {
                adopted = nil
                return
            }
            pending.append(new)
            store.input(field.field, text: new)
        }
        .onChange(of: field.text) { _, core in
            if let echo = pending.firstIndex(of: core) {
                pending.removeFirst(echo + 1)
            } else if core != text {
                pending.removeAll()
                adopted = core
                text = core
            }
        }
    }
}

/// One section of a form (new game, settings, a challenge, the quick game): its choices,
/// switches and buttons under its title, its note under them.
@MainActor
struct FormSection: View {
    let store: AppStore
    let section: SectionView

    var body: some View {
        Section {
            ForEach(Array(section.choices.enumerated()), id: \.offset) { ChoiceRow(store: store, choice: $0.element) }
            ForEach(Array(section.toggles.enumerated()), id: \.offset) { ToggleRow(store: store, toggle: $0.element) }
            ForEach(Array(section.buttons.enumerated()), id: \.offset) { CoreButton(store: store, button: $0.element) }
        } header: {
            Text(verbatim: section.title)
        } footer: {
            Line(text: section.note)
        }
    }
}
