import SwiftUI
import XiangqiCore
import XiangqiKit

/// The position editor: the board (a tap places the selected palette entry or removes), the
/// palette (Red's pieces, Black's, each drawn by the board's painter, the count as a badge
/// where the core gives one, the chosen one ringed in gold) with the eraser, the side to move,
/// the problem, paste, and the icon bar (clear, start position, play, analyse, copy FEN, share).
@MainActor
struct EditorScreen: View {
    let store: AppStore
    let editor: EditorScreenView

    /// The palette's accent: the board's gold.
    static let gold = Color(red: 0.8, green: 0.6, blue: 0.1)

    var body: some View {
        BoardLayout(store: store) {
            Section {
                let palette = Array(editor.editor.palette.enumerated())
                Grid(horizontalSpacing: 4, verticalSpacing: 4) {
                    ForEach(0..<((palette.count + 6) / 7), id: \.self) { row in
                        GridRow {
                            ForEach(palette[(row * 7)..<min(palette.count, row * 7 + 7)], id: \.offset) { index, entry in
                                PaletteCell(entry: entry, selected: editor.selected == UInt32(index)) {
                                    store.send(.editorPick(index: UInt32(index)))
                                }
                            }
                        }
                    }
                }
                HStack(spacing: 16) {
                    EraserCell(button: editor.eraser, selected: editor.selected == nil) {
                        store.send(editor.eraser.action)
                    }
                    ChoiceRow(store: store, choice: editor.sideToMove)
                }
                Line(text: editor.message, color: .red)
                Line(text: editor.editor.problem, color: .orange)
                PasteButton(payloadType: String.self) { strings in
                    if let text = strings.first { Task { @MainActor in store.send(.paste(text: text)) } }
                }
            }
            Section { IconBar(store: store, buttons: editor.buttons) }
        }
    }
}

/// One palette entry: the piece as the core drew it, a badge with the count where it matters,
/// dimmed with none left, a gold ring when chosen.
@MainActor
private struct PaletteCell: View {
    let entry: PaletteEntry
    let selected: Bool
    let pick: () -> Void

    var body: some View {
        Button(action: pick) {
            PieceDisc(scene: entry.scene)
                .frame(width: 40, height: 40)
                .opacity(entry.left == 0 ? 0.35 : 1)
                .frame(width: 48, height: 48)
                .overlay { if selected { Circle().strokeBorder(EditorScreen.gold, lineWidth: 3) } }
                .overlay(alignment: .bottomTrailing) {
                    if let badge = entry.badge {
                        Text(verbatim: badge)
                            .font(.caption2.monospacedDigit())
                            .padding(.horizontal, 4)
                            .background(Capsule().fill(EditorScreen.gold))
                            .foregroundStyle(.white)
                    }
                }
                .contentShape(Circle())
        }
        .buttonStyle(.plain)
        .accessibilityLabel(Text(verbatim: entry.label))
        .accessibilityAddTraits(selected ? [.isSelected] : [])
    }
}

/// The eraser: the palette's last entry.
@MainActor
private struct EraserCell: View {
    let button: ButtonView
    let selected: Bool
    let pick: () -> Void

    var body: some View {
        Button(action: pick) {
            Image(systemName: button.icon?.systemName ?? "eraser")
                .font(.title3)
                .frame(width: 48, height: 48)
                .overlay { if selected { Circle().strokeBorder(EditorScreen.gold, lineWidth: 3) } }
                .contentShape(Circle())
        }
        .buttonStyle(.plain)
        .disabled(!button.enabled)
        .accessibilityLabel(Text(verbatim: button.label))
        .accessibilityAddTraits(selected ? [.isSelected] : [])
    }
}

/// A piece's scene (a square canvas from the core), painted with the board's painter at the
/// view's size.
struct PieceDisc: View {
    let scene: XiangqiCore.Scene

    var body: some View {
        Canvas { context, size in
            let k = size.width / CGFloat(max(scene.width, 1))
            context.scaleBy(x: k, y: k)
            var canvas = GraphicsCanvas(context: context)
            ScenePainter.paint(scene, on: &canvas)
        }
    }
}
