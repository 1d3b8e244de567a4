import SwiftUI
import XiangqiKit

/// New game, settings and a challenge's terms: sections of the core's choices, switches and
/// buttons.
@MainActor
struct FormScreen: View {
    let store: AppStore
    let form: FormView

    var body: some View {
        Form {
            ForEach(Array(form.sections.enumerated()), id: \.offset) { _, section in
                FormSection(store: store, section: section)
            }
            if !form.buttons.isEmpty {
                Section { ButtonBar(store: store, buttons: form.buttons) }
            }
        }
    }
}
