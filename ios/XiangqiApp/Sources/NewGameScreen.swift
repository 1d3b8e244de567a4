import SwiftUI
import XiangqiKit

/// Mode, level, colour, handicap, house rules, clock: the core checks the combination.
struct NewGameScreen: View {
    @Bindable var model: NewGameModel
    let started: (GameModel) -> Void

    var body: some View {
        Form {
            Picker("Opponent", selection: $model.opponent) {
                Text("Computer").tag(NewGameModel.Opponent.computer)
                Text("Two players").tag(NewGameModel.Opponent.twoPlayers)
            }
            .pickerStyle(.segmented)
            if model.opponent == .computer {
                Picker("Level", selection: $model.level) {
                    ForEach([Level.easy, .normal, .strong], id: \.self) { Text(LevelName.key($0)).tag($0) }
                }
                Picker("You play", selection: $model.side) {
                    Text("Red").tag(Side.red)
                    Text("Black").tag(Side.black)
                }
                Picker("The computer gives", selection: $model.houseRules.computerHandicap) {
                    Text("Nothing").tag(ComputerHandicap?.none)
                    Text("A horse").tag(ComputerHandicap?.some(.horse))
                    Text("A chariot").tag(ComputerHandicap?.some(.chariot))
                    Text("Both horses").tag(ComputerHandicap?.some(.twoHorses))
                }
            }
            Picker("Handicap", selection: $model.handicap) {
                Text("None").tag(Handicap?.none)
                Text("Chariot").tag(Handicap?.some(.chariot))
                Text("Cannon").tag(Handicap?.some(.cannon))
                Text("Horse").tag(Handicap?.some(.horse))
                Text("Two horses").tag(Handicap?.some(.twoHorses))
                Text("Nine pieces").tag(Handicap?.some(.nine))
            }
            Section("House rules") {
                Toggle("Only perpetual check loses", isOn: $model.houseRules.perpetualCheckOnly)
                Toggle("Stalemate is a draw", isOn: $model.houseRules.stalemateIsDraw)
            }
            Picker("Clock", selection: $model.clock) {
                ForEach(ClockName.all, id: \.choice) { Text($0.key).tag($0.choice) }
            }
            if let message = model.message { Text(message).foregroundStyle(.red) }
            Button("Start") { model.start().map(started) }
                .buttonStyle(.borderedProminent)
        }
        .navigationTitle("New game")
    }
}

/// The clocks offered for a game at the table (the online time controls are the server's).
struct ClockName {
    let choice: ClockChoice
    let key: LocalizedStringKey

    static let all = [
        ClockName(choice: .none, key: "No clock"), ClockName(choice: .perMove30, key: "30 s per move"),
        ClockName(choice: .perMove60, key: "60 s per move"), ClockName(choice: .perMove90, key: "90 s per move"),
        ClockName(choice: .perMove120, key: "2 min per move"),
    ]
}
