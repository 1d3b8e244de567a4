import SwiftUI
import UIKit
import XiangqiCore
import XiangqiKit

/// The cards of the lists (a game, a puzzle, a lesson at a glance) and home's character
/// tiles, from the core's records. Every word is the record's.

/// A board's proportions (9 files by 10 ranks, with its frame): thumbnails keep them.
private let boardAspect: CGFloat = 0.9

/// A position drawn small: the core's thumbnail scene for this size, painted with the board's
/// painter (no coordinates, no marks). The card's label says what it shows.
@MainActor
struct ThumbnailImage: View {
    let store: AppStore
    let thumbnail: Thumbnail
    let width: CGFloat
    @Environment(\.displayScale) private var scale

    // Explicit: the private display scale makes the memberwise initialiser private
    // (Swift < 6.4), and the cards construct the thumbnail.
    init(store: AppStore, thumbnail: Thumbnail, width: CGFloat = 56) {
        self.store = store
        self.thumbnail = thumbnail
        self.width = width
    }

    var body: some View {
        let height = width / boardAspect
        // The scene is in device pixels; the canvas in points.
        let scene = store.thumbnail(thumbnail, width: Float(width * scale), height: Float(height * scale))
        Canvas { context, size in
            guard let scene else { return }
            context.scaleBy(x: 1 / scale, y: 1 / scale)
            context.translateBy(x: (size.width * scale - CGFloat(scene.width)) / 2,
                                y: (size.height * scale - CGFloat(scene.height)) / 2)
            var canvas = GraphicsCanvas(context: context)
            ScenePainter.paint(scene, on: &canvas)
        }
        .frame(width: width, height: height)
        .accessibilityHidden(true)
    }
}

/// A card as a list row: the thumbnail or the state icon at the start, the title, its line
/// and a small third line, a progress bar, the extra actions as icon buttons at the end (and
/// as a swipe). A tap sends the card's action; VoiceOver reads the card's one sentence.
@MainActor
struct CardRow: View {
    let store: AppStore
    let card: CardView

    var body: some View {
        HStack(spacing: 12) {
            main
            ForEach(Array(card.extra.enumerated()), id: \.offset) { _, extra in
                Button(role: extra.role.swiftUI) { store.send(extra.action) } label: {
                    if let icon = extra.icon {
                        Image(systemName: icon.systemName)
                            .frame(minWidth: 44, minHeight: 44)
                            .accessibilityLabel(Text(verbatim: extra.label))
                    } else {
                        Text(verbatim: extra.label)
                    }
                }
                .buttonStyle(.borderless)
                .foregroundStyle(extra.role == .destructive ? Color.red : Color.secondary)
                .disabled(!extra.enabled)
            }
        }
        .swipeActions {
            ForEach(Array(card.extra.enumerated()), id: \.offset) { _, extra in
                Button(role: extra.role.swiftUI) { store.send(extra.action) } label: {
                    ButtonLabel(button: extra)
                }
                .disabled(!extra.enabled)
            }
        }
    }

    /// The card without its extra actions: one button (or one text) for VoiceOver.
    @ViewBuilder
    private var main: some View {
        let content = HStack(spacing: 12) {
            if let thumbnail = card.thumbnail {
                ThumbnailImage(store: store, thumbnail: thumbnail)
            } else if let icon = card.icon {
                Image(systemName: icon.systemName)
                    .font(.title2)
                    .foregroundStyle(Color.accentColor)
                    .frame(width: 36)
            }
            VStack(alignment: .leading, spacing: 2) {
                HStack(spacing: 6) {
                    if card.thumbnail != nil, let icon = card.icon {
                        Image(systemName: icon.systemName)
                            .font(.subheadline)
                            .foregroundStyle(Color.accentColor)
                    }
                    Text(verbatim: card.title).font(.headline).lineLimit(1)
                }
                if !card.detail.isEmpty {
                    Text(verbatim: card.detail).font(.subheadline).foregroundStyle(.secondary).lineLimit(2)
                }
                if let meta = card.meta {
                    Text(verbatim: meta).font(.caption).foregroundStyle(.secondary).lineLimit(1)
                }
                if let progress = card.progress, progress.total > 0 {
                    ProgressView(value: progress.fraction).padding(.top, 4)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .padding(.vertical, 4)
        .contentShape(Rectangle())
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(verbatim: card.label))
        if let action = card.action {
            Button { store.send(action) } label: { content }
                .buttonStyle(.plain)
                .accessibilityAddTraits(.isButton)
        } else {
            content
        }
    }
}

/// A computer opponent's tile: the portrait disc with the character's sign, the name, the
/// level and (once there is one) the record. A tap plays them (`action`); a long press opens
/// the new-game sheet with them chosen (`longPress`), which VoiceOver offers as a named
/// action worded by `longPressLabel` (home's New game button).
@MainActor
struct CharacterTile: View {
    let store: AppStore
    let tile: CharacterTileView
    let longPressLabel: String

    var body: some View {
        VStack(spacing: 4) {
            Text(verbatim: tile.portrait)
                .font(.title2)
                .foregroundStyle(Color.white)
                .frame(width: 52, height: 52)
                .background(Circle().fill(Color.accentColor))
            Text(verbatim: tile.name).font(.subheadline.weight(.semibold)).lineLimit(1)
            Text(verbatim: tile.detail).font(.caption).foregroundStyle(Color.accentColor).lineLimit(1)
            Text(verbatim: tile.line).font(.caption2).foregroundStyle(.secondary).multilineTextAlignment(.center)
            if let record = tile.record {
                Text(verbatim: record).font(.caption2).foregroundStyle(.secondary).lineLimit(1)
            }
        }
        .minimumScaleFactor(0.8)
        .frame(maxWidth: .infinity)
        .padding(.vertical, 12)
        .padding(.horizontal, 6)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color(uiColor: .secondarySystemGroupedBackground)))
        .contentShape(RoundedRectangle(cornerRadius: 12))
        // A long press fires while the finger is still down; a short one is a tap.
        .onTapGesture { store.send(tile.action) }
        .onLongPressGesture(minimumDuration: 0.5) { store.send(tile.longPress) }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(verbatim: tile.label))
        .accessibilityAddTraits(.isButton)
        .accessibilityAction { store.send(tile.action) }
        .accessibilityAction(named: Text(verbatim: longPressLabel)) { store.send(tile.longPress) }
    }
}
