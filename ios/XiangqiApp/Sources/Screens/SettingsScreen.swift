import SwiftUI
import XiangqiCore
import XiangqiKit

/// The settings: grouped list rows with leading icons (design.md, principle 10); the stage and
/// the piece faces chosen from the core's drawings of them; other parts' groups (online play)
/// after them.
@MainActor
struct SettingsScreen: View {
    let store: AppStore
    let view: SettingsView

    var body: some View {
        List {
            ForEach(Array(view.groups.enumerated()), id: \.offset) { _, group in
                Section {
                    ForEach(Array(group.rows.enumerated()), id: \.offset) { SettingRow(store: store, row: $0.element) }
                } header: {
                    Text(verbatim: group.title)
                }
            }
            ForEach(Array(view.sections.enumerated()), id: \.offset) { _, section in
                FormSection(store: store, section: section)
            }
        }
    }
}

/// One settings row by its control: a switch, a picker of options, pictures, a button.
@MainActor
struct SettingRow: View {
    let store: AppStore
    let row: SettingRowView

    var body: some View {
        switch row.control {
        case let .toggle(toggle):
            Toggle(isOn: Binding(get: { toggle.on }, set: { store.toggle(toggle.field, on: $0) })) {
                RowLabel(icon: row.icon, title: row.title, value: row.value)
            }
            .disabled(!toggle.enabled)
        case let .choice(choice):
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
                RowLabel(icon: row.icon, title: row.title, value: nil)
            }
            .pickerStyle(.navigationLink)
            .disabled(!choice.enabled)
        case let .pictures(picker):
            VStack(alignment: .leading, spacing: 10) {
                RowLabel(icon: row.icon, title: row.title, value: row.value)
                PicturePicker(store: store, picker: picker)
            }
        case let .button(button):
            Button { store.send(button.action) } label: {
                RowLabel(icon: row.icon, title: row.title, value: row.value)
            }
            .disabled(!button.enabled)
        }
    }
}

/// A row's icon (its SF Symbol), title and the value under it.
struct RowLabel: View {
    let icon: Icon
    let title: String
    let value: String?

    var body: some View {
        Label {
            VStack(alignment: .leading, spacing: 2) {
                Text(verbatim: title)
                if let value, !value.isEmpty {
                    Text(verbatim: value).font(.subheadline).foregroundStyle(.secondary)
                }
            }
        } icon: {
            Image(systemName: icon.systemName)
        }
    }
}

/// The options as the core drew them, side by side: each its pictures and its name, the
/// chosen one outlined.
@MainActor
struct PicturePicker: View {
    let store: AppStore
    let picker: PicturePickerView

    var body: some View {
        HStack(spacing: 8) {
            ForEach(Array(picker.options.enumerated()), id: \.offset) { index, option in
                let selected = UInt32(index) == picker.selected
                Button { store.choose(picker.field, option: UInt32(index)) } label: {
                    VStack(spacing: 4) {
                        HStack(spacing: 0) {
                            ForEach(Array(option.pictures.enumerated()), id: \.offset) { _, scene in
                                ScenePicture(scene: scene)
                                    .aspectRatio(CGFloat(scene.width / max(scene.height, 1)), contentMode: .fit)
                            }
                        }
                        Text(verbatim: option.label).font(.caption).multilineTextAlignment(.center)
                    }
                    .padding(6)
                    .frame(maxWidth: .infinity)
                    .background(RoundedRectangle(cornerRadius: 12).fill(selected ? Color.accentColor.opacity(0.12) : Color.clear))
                    .overlay(RoundedRectangle(cornerRadius: 12)
                        .stroke(selected ? Color.accentColor : Color.secondary.opacity(0.3), lineWidth: selected ? 2 : 1))
                }
                .buttonStyle(.plain)
                .accessibilityLabel(Text(verbatim: option.label))
                .accessibilityAddTraits(selected ? [.isButton, .isSelected] : .isButton)
            }
        }
    }
}

/// A scene of the core (a small board, a piece) scaled to fit the view, centred.
struct ScenePicture: View {
    let scene: XiangqiCore.Scene

    var body: some View {
        Canvas { context, size in
            let w = CGFloat(max(scene.width, 1))
            let h = CGFloat(max(scene.height, 1))
            let k = min(size.width / w, size.height / h)
            context.translateBy(x: (size.width - w * k) / 2, y: (size.height - h * k) / 2)
            context.scaleBy(x: k, y: k)
            var canvas = GraphicsCanvas(context: context)
            ScenePainter.paint(scene, on: &canvas)
        }
    }
}
