import SwiftUI
import XiangqiKit

/// Five levels: mate in 1 to 4, masterpieces in 5.
struct PuzzlesScreen: View {
    let model: PuzzlesModel
    @State private var puzzle: PuzzleModel?

    var body: some View {
        List(Array(PuzzlesModel.levels), id: \.self) { level in
            Button("Mate in \(level)") { puzzle = model.next(level: level) }
        }
        .overlay(alignment: .bottom) { model.message.map { Text($0).foregroundStyle(.red) } }
        .navigationTitle("Puzzles")
        .navigationDestination(item: $puzzle) { PuzzleScreen(model: $0) }
    }
}

struct PuzzleScreen: View {
    let model: PuzzleModel

    var body: some View {
        VStack(spacing: 8) {
            BoardCanvas(screen: model)
            feedback
            if let message = model.message { Text(message).font(.callout) }
            if let solution = model.solution {
                Text(solution.notation.joined(separator: "  ")).font(.callout.monospaced())
            }
            Text(model.view.playedNotation.joined(separator: "  ")).font(.caption)
        }
        .padding()
        .navigationTitle(Text("Mate in \(model.view.level)"))
        .toolbar {
            ToolbarItemGroup(placement: .bottomBar) {
                Button("Hint", systemImage: "lightbulb") { model.hint() }.disabled(model.view.over)
                Button("Solution", systemImage: "eye") { model.showSolution() }.disabled(model.view.over)
            }
        }
        .onDisappear { if !model.view.over { model.abandon() } }
    }

    @ViewBuilder private var feedback: some View {
        switch model.feedback {
        case .wrong(gaveCheck: true)?: Text("Check, but not the mate in time. Try again.")
        case .wrong(gaveCheck: false)?: Text("Every move must give check. Try again.")
        case .continues?: Text("Right. Black answered – go on.")
        case .solved?: Text("Solved!").font(.headline)
        case nil: EmptyView()
        }
    }
}

/// The puzzle of the day: today's score, the streak, one counted attempt.
struct DailyScreen: View {
    let model: DailyModel
    @State private var puzzle: PuzzleModel?

    var body: some View {
        List {
            LabeledContent("Streak", value: "\(model.streak)")
            if let score = model.score {
                LabeledContent("Today's score", value: "\(score)")
            }
            Button(model.view?.inProgress == true ? "Continue" : "Start") { puzzle = model.start() }
            if let message = model.message { Text(message).foregroundStyle(.red) }
        }
        .navigationTitle("Puzzle of the day")
        .navigationDestination(item: $puzzle) { PuzzleScreen(model: $0) }
        .onAppear { model.refresh() }
    }
}

/// The school of roles: ten lessons.
struct SchoolScreen: View {
    let model: SchoolModel
    @State private var lesson: LessonModel?

    var body: some View {
        List(model.lessons, id: \.number) { view in
            Button {
                lesson = model.open(view)
            } label: {
                Label(view.title, systemImage: view.completed ? "checkmark.circle.fill" : "circle")
            }
        }
        .navigationTitle("School")
        .navigationDestination(item: $lesson) { LessonScreen(model: $0) }
        .onAppear { model.refresh() }
    }
}

struct LessonScreen: View {
    let model: LessonModel

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 8) {
                Text(model.lesson.explanation)
                Text(model.lesson.task).font(.headline)
                BoardCanvas(screen: model)
                if let message = model.message { Text(message).font(.callout) }
                if model.done { Label("Lesson done", systemImage: "checkmark.seal.fill") }
            }
            .padding()
        }
        .navigationTitle(model.lesson.title)
        .toolbar {
            ToolbarItem(placement: .bottomBar) {
                Button("Hint", systemImage: "lightbulb") { model.hint() }.disabled(model.done)
            }
        }
    }
}

extension PuzzleModel: Hashable {
    public nonisolated static func == (a: PuzzleModel, b: PuzzleModel) -> Bool { a === b }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension LessonModel: Hashable {
    public nonisolated static func == (a: LessonModel, b: LessonModel) -> Bool { a === b }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
