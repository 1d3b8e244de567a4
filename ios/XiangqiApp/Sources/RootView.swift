import SwiftUI
import UIKit
import XiangqiKit

/// The core's navigation stack as SwiftUI navigation: on iPhone a `NavigationStack` whose
/// path is the stack above home; on iPad a `NavigationSplitView` with home in the sidebar.
/// A pop (the back button, the edge swipe) sends `.back`; the core's next view says where
/// the app is. The dialog, the banner, sharing and the file panels sit on top.
@MainActor
struct RootView: View {
    let store: AppStore
    @Bindable var platform: Platform
    @Environment(\.horizontalSizeClass) private var sizeClass
    /// iPad: home beside the screen, but a board screen gets the whole window (no greyed
    /// pane beside the game); the person may still show the sidebar.
    @State private var columns: NavigationSplitViewVisibility = .automatic

    // Explicit: the private size class makes the memberwise initialiser private (Swift < 6.4),
    // and the app's scene constructs the root.
    init(store: AppStore, platform: Platform) {
        self.store = store
        _platform = Bindable(platform)
    }

    var body: some View {
        Group {
            if sizeClass == .regular {
                NavigationSplitView(columnVisibility: $columns) {
                    ScreenSwitch(store: store, index: 0)
                } detail: {
                    NavigationStack(path: path(from: 2)) {
                        ScreenSwitch(store: store, index: 1)
                            .navigationDestination(for: Int.self) { ScreenSwitch(store: store, index: $0) }
                    }
                }
                // The core's screen-reader points: a board is on top.
                .onChange(of: store.view.boardPoints.isEmpty, initial: true) { _, noBoard in
                    columns = noBoard ? .automatic : .detailOnly
                }
            } else {
                NavigationStack(path: path(from: 1)) {
                    ScreenSwitch(store: store, index: 0)
                        .navigationDestination(for: Int.self) { ScreenSwitch(store: store, index: $0) }
                }
            }
        }
        .environment(\.locale, Locale(identifier: store.view.lang.bcp47))
        .overlay(alignment: .bottom) { BannerBar(store: store) }
        .modifier(DialogPresenter(store: store))
        .sheet(item: $platform.sharing) { picture in ShareSheet(picture: picture) }
        // Both panels always end in their completion or cancellation handler, which answer the
        // core; closing them is nothing more.
        .fileExporter(isPresented: Binding(get: { platform.saving != nil }, set: { _ in }),
                      document: platform.saving,
                      contentType: platform.saving?.type ?? .json,
                      defaultFilename: platform.saving?.name) { result in
            platform.finishSaving((try? result.get()) != nil)
        } onCancellation: {
            platform.finishSaving(false)
        }
        .fileImporter(isPresented: Binding(get: { platform.opening != nil }, set: { _ in }),
                      allowedContentTypes: [platform.opening ?? .json],
                      allowsMultipleSelection: false) { result in
            platform.finishOpening((try? result.get())?.first)
        } onCancellation: {
            platform.finishOpening(nil)
        }
    }

    /// The screens above `base` as path entries (their stack indices). Setting a shorter path
    /// is a pop: one `.back` per screen popped.
    private func path(from base: Int) -> Binding<[Int]> {
        Binding {
            let count = store.view.stack.count
            return count > base ? Array(base..<count) : []
        } set: { newPath in
            let shown = max(0, store.view.stack.count - base)
            for _ in 0..<max(0, shown - newPath.count) { store.back() }
        }
    }
}

/// The screen at `index` of the core's stack (nothing while the stack is shorter, as during
/// a pop's animation).
@MainActor
struct ScreenSwitch: View {
    let store: AppStore
    let index: Int

    var body: some View {
        let stack = store.view.stack
        if stack.indices.contains(index) {
            Group {
                switch stack[index] {
                case let .home(home): HomeScreen(store: store, home: home)
                case let .newGame(form): FormScreen(store: store, form: form)
                case let .game(game): GameScreen(store: store, game: game)
                case let .puzzles(puzzles): PuzzlesScreen(store: store, puzzles: puzzles)
                case let .puzzle(puzzle): PuzzleScreen(store: store, puzzle: puzzle)
                case let .school(school): SchoolScreen(store: store, school: school)
                case let .lesson(lesson): LessonScreen(store: store, lesson: lesson)
                case let .records(records): RecordsScreen(store: store, records: records)
                case let .settings(form): FormScreen(store: store, form: form)
                case let .review(review): ReviewScreen(store: store, review: review)
                case let .analysis(analysis): AnalysisScreen(store: store, analysis: analysis)
                case let .editor(editor): EditorScreen(store: store, editor: editor)
                case let .online(online): OnlineScreen(store: store, online: online)
                case let .challenge(form): FormScreen(store: store, form: form)
                case let .list(list): ListScreen(store: store, list: list)
                }
            }
            .navigationTitle(Text(verbatim: stack[index].title))
        }
    }
}

/// The core's dialog: its title, text and answers (an alert closes only through one of
/// them). The answered dialog stays hidden until the core's next view drops or replaces it.
@MainActor
private struct DialogPresenter: ViewModifier {
    let store: AppStore
    @State private var answered: DialogView?

    // Explicit: the private state makes the memberwise initialiser private to this type
    // (Swift < 6.4), and RootView applies the modifier.
    init(store: AppStore) {
        self.store = store
    }

    func body(content: Content) -> some View {
        let dialog = store.view.dialog
        content.alert(
            Text(verbatim: dialog?.title ?? ""),
            isPresented: Binding(get: { dialog != nil && dialog != answered }, set: { _ in }),
            presenting: dialog
        ) { dialog in
            ForEach(Array(dialog.buttons.enumerated()), id: \.offset) { _, button in
                Button(role: button.role.swiftUI) {
                    answered = dialog
                    store.send(button.action)
                } label: {
                    Text(verbatim: button.label)
                }
                .disabled(!button.enabled)
            }
        } message: { dialog in
            Text(verbatim: dialog.text)
        }
        .onChange(of: dialog == nil) { _, gone in if gone { answered = nil } }
    }
}

/// The core's banner until dismissed.
@MainActor
private struct BannerBar: View {
    let store: AppStore

    var body: some View {
        if let banner = store.view.banner {
            Button { store.send(.dismissBanner) } label: {
                Text(verbatim: banner.text)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding()
                    .foregroundStyle(banner.kind == .error ? Color.white : Color.primary)
                    .background(banner.kind == .error ? Color.red : Color.secondary.opacity(0.2),
                                in: RoundedRectangle(cornerRadius: 12))
            }
            .buttonStyle(.plain)
            .padding()
            .accessibilityAddTraits(.isStaticText)
            .transition(.move(edge: .bottom))
        }
    }
}

/// The share sheet of `Effect.share`: the painted position and a `ShareLink` for its PNG.
@MainActor
private struct ShareSheet: View {
    let picture: SharedPicture

    var body: some View {
        let image = UIImage(data: picture.png).map(Image.init(uiImage:)) ?? Image(systemName: "photo")
        VStack(spacing: 16) {
            image.resizable().scaledToFit().accessibilityLabel(Text(verbatim: picture.caption))
            Text(verbatim: picture.caption).font(.headline)
            ShareLink(item: picture, subject: Text(verbatim: picture.caption),
                      message: Text(verbatim: picture.caption),
                      preview: SharePreview(Text(verbatim: picture.caption), image: image)) {
                Image(systemName: "square.and.arrow.up").font(.title)
            }
        }
        .padding()
        .presentationDetents([.medium, .large])
    }
}
