import SwiftUI
import XiangqiKit

@main
struct XiangqiMainApp: App {
    @Environment(\.scenePhase) private var scenePhase
    @State private var platform = Platform.shared
    @State private var start = XiangqiMainApp.startStore()

    var body: some SwiftUI.Scene {
        WindowGroup {
            switch start {
            case let .success(store):
                RootView(store: store, platform: platform)
            case let .failure(error):
                // The database could not be opened at all: the core's own text.
                ContentUnavailableView {
                    Image(systemName: "exclamationmark.triangle")
                } description: {
                    Text(verbatim: (error as? XiangqiError)?.text ?? String(describing: error))
                }
            }
        }
        .onChange(of: scenePhase) { old, phase in
            guard case let .success(store) = start else { return }
            // Leaving the front starts at `.inactive` (a call, the app switcher, the lock
            // button): that is the core's `.background` (clocks stop, music pauses), sent
            // once; `.active` again is `.foreground`.
            switch (old, phase) {
            case (.active, .inactive), (.active, .background): store.send(.background)
            case (.inactive, .active), (.background, .active): store.send(.foreground)
            default: break
            }
        }
    }

    @MainActor
    private static func startStore() -> Result<AppStore, Error> {
        Result {
            try AppStore(databasePath: databasePath(), deviceLang: deviceLang(),
                         utcOffsetMinutes: Int32(TimeZone.current.secondsFromGMT() / 60),
                         handlers: Platform.shared.handlers)
        }
    }

    /// The OS's preferred languages, as the core chooses its `Lang` from them (the core words
    /// everything).
    private static func deviceLang() -> Lang {
        XiangqiCore.deviceLang(preferred: Locale.preferredLanguages)
    }

    /// The database lives in Application Support (backed up, not visible in Files).
    private static func databasePath() -> String {
        let dir = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.appendingPathComponent("xiangqi.db").path
    }
}
