import SwiftUI
import XiangqiKit

/// New game and settings: sections of the core's choices, switches and buttons.
@MainActor
struct FormScreen: View {
    let store: AppStore
    let form: FormView

    var body: some View {
        Form {
            ForEach(Array(form.sections.enumerated()), id: \.offset) { _, section in
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
            if !form.buttons.isEmpty {
                Section { ButtonBar(store: store, buttons: form.buttons) }
            }
        }
    }
}
