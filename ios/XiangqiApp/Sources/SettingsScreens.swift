import SwiftUI
import XiangqiCore
import XiangqiKit

/// Stage, faces, helper, dangers, coordinates, notation, language, music and sound: every
/// change is saved by the core at once.
struct SettingsScreen: View {
    let model: SettingsModel

    private func binding<Value>(_ key: WritableKeyPath<XiangqiCore.Settings, Value>) -> Binding<Value> {
        Binding(get: { model.settings[keyPath: key] },
                set: { value in model.update { $0[keyPath: key] = value } })
    }

    var body: some View {
        Form {
            Section("Board") {
                Picker("Stage", selection: binding(\.stage)) {
                    Text("Bühne").tag(Stage.buehne)
                    Text("Probe").tag(Stage.probe)
                    Text("Lackbrett").tag(Stage.lackbrett)
                }
                Picker("Pieces", selection: binding(\.pieceFaces)) {
                    Text("Pictures").tag(PieceFaces.pictures)
                    Text("Picture and character").tag(PieceFaces.pictureWithCharacter)
                    Text("Characters").tag(PieceFaces.characters)
                }
                Picker("Coordinates", selection: binding(\.coordinates)) {
                    Text("File numbers").tag(Coordinates.fileNumbers)
                    Text("ICCS letters").tag(Coordinates.iccs)
                    Text("None").tag(Coordinates.none)
                }
                Toggle("Move helper", isOn: binding(\.moveHelper))
                Toggle("Show endangered pieces", isOn: binding(\.dangers))
            }
            Section("Moves") {
                Picker("Notation", selection: binding(\.notation)) {
                    Text("German").tag(Style.de)
                    Text("WXF").tag(Style.wxf)
                    Text("Words (German)").tag(Style.wordsDe)
                    Text("Words (English)").tag(Style.wordsEn)
                    Text("Coordinates").tag(Style.coords)
                    Text("ICCS").tag(Style.iccs)
                    Text("Chinese").tag(Style.zh)
                }
                Picker("Language", selection: binding(\.language)) {
                    Text("Deutsch").tag(Lang.de)
                    Text("English").tag(Lang.en)
                }
            }
            Section("Sound") {
                Toggle("Music", isOn: binding(\.music))
                Toggle("Sounds and haptics", isOn: binding(\.sound))
            }
            if let message = model.message { Text(message).foregroundStyle(.red) }
        }
        .navigationTitle("Settings")
    }
}

/// My games: the record per level and the finished games.
struct RecordsScreen: View {
    let model: RecordsModel

    var body: some View {
        List {
            Section("Record per level") {
                ForEach(model.byLevel, id: \.level) { record in
                    LabeledContent(LevelName.key(record.level),
                                   value: "\(record.record.wins) – \(record.record.draws) – \(record.record.losses)")
                }
            }
            Section("Finished games") {
                ForEach(model.games, id: \.id) { game in
                    Text(Date(timeIntervalSince1970: TimeInterval(game.updatedMs) / 1000), style: .date)
                        .badge(Int(game.plyCount))
                }
                .onDelete { offsets in offsets.map { model.games[$0].id }.forEach(model.delete) }
                if model.games.count % Int(RecordsModel.pageSize) == 0, !model.games.isEmpty {
                    Button("More") { model.loadMore() }
                }
            }
            if let message = model.message { Text(message).foregroundStyle(.red) }
        }
        .navigationTitle("My games")
        .onAppear { model.refresh() }
    }
}
