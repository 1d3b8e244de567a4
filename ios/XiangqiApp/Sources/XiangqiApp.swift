import SwiftUI
import XiangqiKit

@main
struct XiangqiMainApp: App {
    @Environment(\.scenePhase) private var scenePhase
    @State private var model = AppModel(
        databasePath: XiangqiMainApp.databasePath(),
        deviceLanguage: Locale.current.language.languageCode?.identifier == "de" ? .de : .en,
        feedback: Feedback(sound: AudioOutput.shared, announcer: SpokenAnnouncer(), haptics: Haptics()))

    var body: some SwiftUI.Scene {
        WindowGroup {
            RootView(app: model)
        }
        .onChange(of: scenePhase) { _, phase in
            switch phase {
            case .background: model.enterBackground()
            case .active: model.enterForeground()
            default: break
            }
        }
    }

    /// The store lives in Application Support (backed up, not visible in Files).
    static func databasePath() -> String {
        let dir = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.appendingPathComponent("xiangqi.db").path
    }
}
