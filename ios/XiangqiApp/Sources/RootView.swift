import SwiftUI
import UIKit
import XiangqiCore
import XiangqiKit

/// The core's navigation as SwiftUI navigation: its tabs (a tab bar on iPhone, a sidebar on
/// iPad), each the root of a `NavigationStack` whose path is the selected tab's stack above
/// its root. The core keeps every tab's history; a tab chosen sends `.selectTab`, a pop (the
/// back button, the edge swipe) sends `.back`, and the core's next view says where the app
/// is. A board screen has the whole screen: no tab bar, no sidebar. The dialog, the banner,
/// sharing and the file panels sit on top.
@MainActor
struct RootView: View {
    let store: AppStore
    @Bindable var platform: Platform
    @Environment(\.horizontalSizeClass) private var sizeClass
    /// iPad: the tabs beside the screen, but a board screen gets the whole window; the person
    /// may still show the sidebar.
    @State private var columns: NavigationSplitViewVisibility = .automatic
    /// The tabs as last shown: a board screen on top has none (the bar hides, its tab stays).
    @State private var remembered: [XiangqiCore.TabView] = []
    /// The tab just chosen, until the core's next view says which one is selected.
    @State private var requested: XiangqiCore.Tab?

    // Explicit: the private size class makes the memberwise initialiser private (Swift < 6.4),
    // and the app's scene constructs the root.
    init(store: AppStore, platform: Platform) {
        self.store = store
        _platform = Bindable(platform)
    }

    var body: some View {
        Group {
            if tabs.isEmpty {
                // No tab yet (the core always starts on one; a safeguard).
                TabStack(store: store)
            } else if sizeClass == .regular {
                NavigationSplitView(columnVisibility: $columns) {
                    List(selection: sidebarSelection) {
                        ForEach(tabs, id: \.tab) { tab in
                            TabLabel(tab: tab).tag(tab.tab)
                        }
                    }
                } detail: {
                    TabStack(store: store).id(coreTab)
                }
                // A board on top has the whole window.
                .onChange(of: store.view.tabs.isEmpty, initial: true) { _, board in
                    columns = board ? .detailOnly : .automatic
                }
            } else {
                SwiftUI.TabView(selection: tabSelection) {
                    ForEach(tabs, id: \.tab) { tab in
                        Group {
                            // Only the selected tab's stack is the core's to show.
                            if tab.tab == coreTab {
                                TabStack(store: store)
                            } else {
                                Color.clear
                            }
                        }
                        .tabItem { TabLabel(tab: tab) }
                        .tag(tab.tab)
                    }
                }
            }
        }
        .onChange(of: store.view.tabs, initial: true) { _, now in
            if !now.isEmpty { remembered = now }
        }
        .onChange(of: store.viewCount) { _, _ in requested = nil }
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

    /// The core's tabs, or the last ones while a board screen has the whole screen.
    private var tabs: [XiangqiCore.TabView] {
        store.view.tabs.isEmpty ? remembered : store.view.tabs
    }

    /// The tab whose stack the core's view holds.
    private var coreTab: XiangqiCore.Tab {
        tabs.first { $0.selected }?.tab ?? .play
    }

    /// The tab bar's selection: a tab chosen is shown at once and sent to the core. Tapping
    /// the selected tab again is the tab bar's own pop to the root (one `.back` per screen).
    private var tabSelection: Binding<XiangqiCore.Tab> {
        Binding {
            requested ?? coreTab
        } set: { tab in
            guard !store.view.tabs.isEmpty, tab != (requested ?? coreTab) else { return }
            requested = tab
            store.send(.selectTab(tab: tab))
        }
    }

    /// The sidebar's selection; the selected tab chosen again goes back to its root.
    private var sidebarSelection: Binding<XiangqiCore.Tab?> {
        Binding {
            requested ?? coreTab
        } set: { tab in
            guard let tab, !store.view.tabs.isEmpty else { return }
            if tab != (requested ?? coreTab) { requested = tab }
            store.send(.selectTab(tab: tab))
        }
    }
}

/// A tab's words and its SF Symbol.
private struct TabLabel: View {
    let tab: XiangqiCore.TabView

    var body: some View {
        Label { Text(verbatim: tab.label) } icon: { Image(systemName: tab.icon.systemName) }
    }
}

/// The selected tab's stack: its root, and the screens above it as the navigation path.
@MainActor
private struct TabStack: View {
    let store: AppStore

    var body: some View {
        NavigationStack(path: path) {
            ScreenSwitch(store: store, index: 0)
                .navigationDestination(for: Int.self) { ScreenSwitch(store: store, index: $0) }
        }
    }

    /// The screens above the root as path entries (their stack indices). Setting a shorter
    /// path is a pop: one `.back` per screen popped.
    private var path: Binding<[Int]> {
        Binding {
            let count = store.view.stack.count
            return count > 1 ? Array(1..<count) : []
        } set: { newPath in
            let shown = max(0, store.view.stack.count - 1)
            for _ in 0..<max(0, shown - newPath.count) { store.back() }
        }
    }
}

/// The screen at `index` of the selected tab's stack (nothing while the stack is shorter, as
/// during a pop's animation). The top screen's title is the top bar's; a board screen hides
/// the tab bar.
@MainActor
struct ScreenSwitch: View {
    let store: AppStore
    let index: Int

    var body: some View {
        let view = store.view
        let stack = view.stack
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
                case let .more(more): MoreScreen(store: store, more: more)
                }
            }
            .navigationTitle(Text(verbatim: index == stack.count - 1 ? view.topBar?.title ?? stack[index].title
                                                                     : stack[index].title))
            .toolbar(view.tabs.isEmpty ? .hidden : .visible, for: .tabBar)
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
