import SwiftUI
import XiangqiKit

/// The More tab's root: its groups of rows (online play, the editor, settings, the backup),
/// each row with its leading icon.
@MainActor
struct MoreScreen: View {
    let store: AppStore
    let more: MoreView

    var body: some View {
        List {
            ForEach(Array(more.groups.enumerated()), id: \.offset) { _, group in
                Section {
                    ForEach(Array(group.rows.enumerated()), id: \.offset) { IconRow(store: store, row: $0.element) }
                } header: {
                    Text(verbatim: group.title)
                }
            }
        }
    }
}

/// A list row with its leading icon, its title and line; a tap sends the row's action.
@MainActor
struct IconRow: View {
    let store: AppStore
    let row: IconRowView

    var body: some View {
        let content = HStack(spacing: 16) {
            Image(systemName: row.icon.systemName)
                .font(.title3)
                .foregroundStyle(Color.accentColor)
                .frame(width: 28)
            VStack(alignment: .leading, spacing: 2) {
                Text(verbatim: row.row.title).foregroundStyle(.primary)
                if !row.row.detail.isEmpty {
                    Text(verbatim: row.row.detail).font(.subheadline).foregroundStyle(.secondary).lineLimit(2)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .contentShape(Rectangle())
        .accessibilityElement(children: .combine)
        if let action = row.row.action {
            Button { store.send(action) } label: { content }
                .buttonStyle(.plain)
                .accessibilityAddTraits(.isButton)
        } else {
            content
        }
    }
}
