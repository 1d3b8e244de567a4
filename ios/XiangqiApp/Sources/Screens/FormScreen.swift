import SwiftUI
import XiangqiKit

/// A screen of choices: a challenge's terms (sections of the core's choices, switches and
/// buttons), the settings (grouped rows, SettingsScreen) or the new-game sheet (NewGameSheet).
@MainActor
struct FormScreen: View {
    let store: AppStore
    private let content: Content

    private enum Content {
        case form(FormView)
        case settings(SettingsView)
        case newGame(NewGameView)
    }

    init(store: AppStore, form: FormView) {
        self.store = store
        content = .form(form)
    }

    init(store: AppStore, form: SettingsView) {
        self.store = store
        content = .settings(form)
    }

    init(store: AppStore, form: NewGameView) {
        self.store = store
        content = .newGame(form)
    }

    var body: some View {
        switch content {
        case let .form(form):
            Form {
                ForEach(Array(form.sections.enumerated()), id: \.offset) { _, section in
                    FormSection(store: store, section: section)
                }
                if !form.buttons.isEmpty {
                    Section { ButtonBar(store: store, buttons: form.buttons) }
                }
            }
        case let .settings(view):
            SettingsScreen(store: store, view: view)
        case let .newGame(view):
            NewGameSheet(store: store, view: view)
        }
    }
}
