import SwiftUI
import XiangqiKit

/// The position editor: the board (a tap places the selected palette entry or removes), the
/// side to move, the FEN (paste replaces the position), the problem, the buttons.
@MainActor
struct EditorScreen: View {
    let store: AppStore
    let editor: EditorScreenView

    var body: some View {
        BoardLayout(store: store) {
            Section {
                ChoiceRow(store: store, choice: editor.sideToMove)
                Line(text: editor.message, color: .red)
                Line(text: editor.editor.problem, color: .orange)
                Text(verbatim: editor.editor.fen).font(.caption.monospaced()).textSelection(.enabled)
                PasteButton(payloadType: String.self) { strings in
                    if let text = strings.first { Task { @MainActor in store.send(.paste(text: text)) } }
                }
            }
            // The palette: the core words no piece names for it yet (see ios/README.md), so
            // each entry shows only how many are left; the selected one is marked.
            Section {
                ScrollView(.horizontal) {
                    HStack {
                        ForEach(Array(editor.editor.palette.enumerated()), id: \.offset) { index, entry in
                            Button { store.send(.editorPick(index: UInt32(index))) } label: {
                                Text(verbatim: "\(entry.left)").monospacedDigit()
                            }
                            .buttonStyle(.bordered)
                            .tint(editor.selected == UInt32(index) ? Color.accentColor : Color.secondary)
                        }
                    }
                }
            }
            Section { ButtonBar(store: store, buttons: editor.buttons) }
        }
    }
}
